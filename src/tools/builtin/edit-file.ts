// edit_file: replace one exact piece of text (see edit-match.ts for what "exact" tolerates), guarded by the
// read state, written atomically, answered with a short diff so the model sees what it changed.
import { createHash } from "node:crypto";
import { constants } from "node:fs";
import { stat } from "node:fs/promises";
import { structuredPatch } from "diff";
import { z } from "zod";
import { defineTool, type ToolContext, type ToolOutput } from "../tool.js";
import { deniedOutput, filePermission, literalPathNote, resolveInWorkspace } from "../paths.js";
import { openBeneath } from "../open-beneath.js";
import { checkReadGuard } from "../read-guard.js";
import { writeFileAtomic } from "../atomic-write.js";
import { applyEdit } from "../edit-match.js";

/** Larger files are refused: the whole text is held in memory (twice) to edit it. */
const MAX_EDIT_BYTES = 16 * 1024 * 1024;
const MAX_DIFF_LINES = 60;
const MAX_DIFF_CHARS = 4000;

const input = z.object({
  path: z.string().describe("File path, relative to the workspace root (or absolute inside it)."),
  old_string: z
    .string()
    .describe(
      "Exact text to replace, as read_file showed it (without the line-number prefix). Empty to create a new file.",
    ),
  new_string: z.string().describe("Replacement text."),
  replace_all: z.boolean().optional().describe("Replace every occurrence instead of exactly one (default false)."),
});
type Input = z.infer<typeof input>;

export const editFileTool = defineTool({
  name: "edit_file",
  kind: "write",
  description:
    "Replace exact text in a file you have read in this session. old_string must match exactly one place (include surrounding lines to make it unique) unless replace_all is true.",
  prompt:
    "Read a file before editing it. Copy old_string from read_file output without the line-number prefix, indentation included.",
  input,
  describe: (i) => `edit ${i.path}${i.replace_all ? " (all)" : ""}`,
  checkPermission: (i, ctx) => filePermission(ctx, i.path, "write"),
  execute: (i, ctx) => editFile(i, ctx),
});

async function editFile(i: Input, ctx: ToolContext): Promise<ToolOutput> {
  const display = `edit ${i.path}`;
  const resolved = await resolveInWorkspace(ctx, i.path, "write");
  if (!resolved.ok) return deniedOutput(display, resolved);
  const { abs, rel, root } = resolved;

  let st;
  try {
    st = await stat(abs);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "ENOTDIR")
      return failed(display, `Could not check ${rel}: ${(err as Error).message}`);
    if (i.old_string !== "") {
      return refused(
        display,
        rel,
        "file_not_found",
        `${rel} does not exist. To create it, use write_file (or edit_file with an empty old_string).${literalPathNote(i.path)}`,
      );
    }
    return createFile(display, rel, abs, root, i.new_string, ctx);
  }
  if (st.isDirectory()) return failed(display, `${rel} is a directory; give a file path.`);
  if (!st.isFile()) return failed(display, `${rel} is not a regular file.`);
  if (st.size > MAX_EDIT_BYTES)
    return failed(display, `${rel} is ${st.size} bytes, larger than edit_file handles (${MAX_EDIT_BYTES}).`);
  if (i.old_string === "" && st.size > 0) {
    return refused(
      display,
      rel,
      "empty_old_string",
      `old_string is empty, but ${rel} already has content. Give the exact text to replace (read it first), or replace the whole file with write_file.`,
    );
  }

  const handle = await openBeneath(root, abs, constants.O_RDONLY | constants.O_NONBLOCK).catch((err: Error) => err);
  if (handle instanceof Error) return failed(display, `Could not read ${rel}: ${handle.message}`);
  const bytes = await handle.readFile().finally(() => handle.close());
  const guard = await checkReadGuard(ctx.readState, abs, rel, st, bytes);
  if (guard) return refused(display, rel, guard.error, guard.message);

  let content: string;
  try {
    // ignoreBOM keeps a BOM in the text, so it is written back.
    content = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return failed(display, `${rel} is not valid UTF-8 text; edit_file only edits text files.`);
  }

  const result = applyEdit({ content, oldString: i.old_string, newString: i.new_string, replaceAll: i.replace_all });
  if (!result.ok)
    return refused(display, rel, result.error, result.message, result.lines ? { lines: result.lines } : {});

  const out = Buffer.from(result.content, "utf8");
  try {
    const written = await writeFileAtomic(abs, out, { mode: st.mode & 0o7777, root });
    ctx.readState.record(abs, { ...written, hash: createHash("sha256").update(out).digest("hex") });
  } catch (err) {
    return failed(display, `Could not write ${rel}: ${(err as Error).message}`);
  }

  const n = result.replacements;
  const how =
    result.normalisations.length > 0
      ? ` (matched after normalising: ${result.normalisations.join(", ").replace(/_/g, " ")})`
      : "";
  const diff = renderDiff(rel, content, result.content);
  return {
    output: `Edited ${rel}: ${n} replacement${n === 1 ? "" : "s"}${how}.\n${diff}`,
    display: `edited ${rel} (${n} replacement${n === 1 ? "" : "s"})`,
    metadata: { path: rel, replacements: n, normalisations: result.normalisations, firstLine: result.firstLine },
  };
}

async function createFile(
  display: string,
  rel: string,
  abs: string,
  root: string,
  text: string,
  ctx: ToolContext,
): Promise<ToolOutput> {
  const bytes = Buffer.from(text, "utf8");
  try {
    const written = await writeFileAtomic(abs, bytes, { root });
    ctx.readState.record(abs, { ...written, hash: createHash("sha256").update(bytes).digest("hex") });
  } catch (err) {
    return failed(display, `Could not create ${rel}: ${(err as Error).message}`);
  }
  return {
    output: `Created ${rel}.\n${renderDiff(rel, "", text)}`,
    display: `created ${rel}`,
    metadata: { path: rel, replacements: 1, created: true, normalisations: [] },
  };
}

/** A unified diff with line numbers (old numbers on removed lines, new ones elsewhere), capped. */
export function renderDiff(rel: string, before: string, after: string): string {
  const patch = structuredPatch(rel, rel, before, after, "", "", { context: 3 });
  const out: string[] = [];
  let total = 0;
  for (const hunk of patch.hunks) {
    total += 1 + hunk.lines.length;
    if (out.length >= MAX_DIFF_LINES) continue;
    out.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`);
    let oldNo = hunk.oldStart;
    let newNo = hunk.newStart;
    for (const line of hunk.lines) {
      const sign = line[0];
      if (sign === "\\") continue;
      const text = line.slice(1).replace(/\r$/, "");
      const no = sign === "-" ? oldNo++ : newNo++;
      if (sign === " ") oldNo++;
      if (out.length < MAX_DIFF_LINES) out.push(`${sign}${String(no).padStart(6)}\t${text}`);
    }
  }
  let text = out.join("\n");
  if (text.length > MAX_DIFF_CHARS) text = `${text.slice(0, MAX_DIFF_CHARS)}…`;
  if (total > out.length || text.endsWith("…")) text += `\n(diff cut; read the file to see the rest)`;
  return text;
}

function refused(
  display: string,
  rel: string,
  error: string,
  message: string,
  extra: Record<string, unknown> = {},
): ToolOutput {
  return {
    output: message,
    display: `${display} (${error})`,
    isError: true,
    errorType: "execution",
    metadata: { path: rel, error, ...extra },
  };
}

function failed(display: string, message: string): ToolOutput {
  return { output: message, display: `${display} (failed)`, isError: true, errorType: "execution" };
}
