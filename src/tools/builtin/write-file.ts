// write_file: create a file (and its parents) or replace one the model has read and that is unchanged since.
// The replacement is atomic and keeps the file's mode.
import { createHash } from "node:crypto";
import { stat } from "node:fs/promises";
import { z } from "zod";
import { defineTool, type ToolContext, type ToolOutput } from "../tool.js";
import { deniedOutput, filePermission, resolveInWorkspace } from "../paths.js";
import { checkReadGuard } from "../read-guard.js";
import { writeFileAtomic } from "../atomic-write.js";

const input = z.object({
  path: z.string().describe("File path, relative to the workspace root (or absolute inside it)."),
  content: z.string().describe("The complete new content of the file."),
});
type Input = z.infer<typeof input>;

export const writeFileTool = defineTool({
  name: "write_file",
  kind: "write",
  description:
    "Create a file, or replace a whole file you have read in this session. Prefer edit_file for changes to existing files.",
  input,
  describe: (i) => `write ${i.path}`,
  checkPermission: (i, ctx) => filePermission(ctx, i.path, "write"),
  execute: (i, ctx) => writeFile(i, ctx),
});

async function writeFile(i: Input, ctx: ToolContext): Promise<ToolOutput> {
  const display = `write ${i.path}`;
  const resolved = await resolveInWorkspace(ctx, i.path, "write");
  if (!resolved.ok) return deniedOutput(display, resolved);
  const { abs, rel, root } = resolved;

  let existing: { mtimeMs: number; size: number; mode: number } | undefined;
  try {
    const st = await stat(abs);
    if (st.isDirectory()) return failed(display, `${rel} is a directory; give a file path.`);
    if (!st.isFile()) return failed(display, `${rel} exists and is not a regular file.`);
    existing = { mtimeMs: st.mtimeMs, size: st.size, mode: st.mode & 0o7777 };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOTDIR") return failed(display, `A parent of ${rel} is a file, not a directory.`);
    if (code !== "ENOENT") return failed(display, `Could not check ${rel}: ${(err as Error).message}`);
  }

  if (existing) {
    const guard = await checkReadGuard(ctx.readState, abs, rel, existing);
    if (guard)
      return {
        output: guard.message,
        display: `${display} (${guard.error})`,
        isError: true,
        errorType: "execution",
        metadata: { path: rel, error: guard.error },
      };
  }

  const bytes = Buffer.from(i.content, "utf8");
  try {
    const written = await writeFileAtomic(abs, bytes, { mode: existing?.mode, root });
    ctx.readState.record(abs, { ...written, hash: createHash("sha256").update(bytes).digest("hex") });
  } catch (err) {
    return failed(display, `Could not write ${rel}: ${(err as Error).message}`);
  }
  const lines = countLines(i.content);
  const verb = existing ? "Overwrote" : "Created";
  return {
    output: `${verb} ${rel} (${lines} line${lines === 1 ? "" : "s"}).`,
    display: `${verb.toLowerCase()} ${rel} (${lines} lines)`,
    metadata: { path: rel, created: !existing, lines, bytes: bytes.length },
  };
}

function countLines(text: string): number {
  if (text === "") return 0;
  let n = 0;
  for (let p = text.indexOf("\n"); p !== -1; p = text.indexOf("\n", p + 1)) n++;
  return text.endsWith("\n") ? n : n + 1;
}

function failed(display: string, message: string): ToolOutput {
  return { output: message, display: `${display} (failed)`, isError: true, errorType: "execution" };
}
