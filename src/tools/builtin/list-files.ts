// list_files: the files under a directory that match a glob, .gitignore respected, newest first. ripgrep
// walks the tree, applies the ignore files and sorts by modification time itself (`--sortr modified`), so no
// per-file work happens in Node beyond one glob test.
import { stat } from "node:fs/promises";
import picomatch from "picomatch";
import { z } from "zod";
import { defineTool, type ToolContext, type ToolOutput } from "../tool.js";
import { deniedOutput, filePermission, literalPathNote, resolveInWorkspace } from "../paths.js";
import { locateRipgrep, RIPGREP_MISSING, runRipgrep } from "../ripgrep.js";
import { matchFileRule } from "../../policy/file-rules.js";

export const MAX_LISTED_FILES = 500;

const input = z.object({
  pattern: z.string().optional().describe('Glob relative to path, e.g. "**/*.ts" or "src/*.json"; a pattern without "/" matches file names at any depth. Default: all files.'),
  path: z.string().optional().describe("Directory to search, relative to the workspace root. Default: the root."),
});
type Input = z.infer<typeof input>;

export const listFilesTool = defineTool({
  name: "list_files",
  kind: "read",
  description: `List files matching a glob (default all), newest first, skipping files ignored by .gitignore; at most ${MAX_LISTED_FILES} paths.`,
  input,
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  describe: (i) => `list ${i.pattern ?? "*"}${i.path ? ` in ${i.path}` : ""}`,
  checkPermission: (i, ctx) => filePermission(ctx, i.path || ".", "read"),
  execute: (i, ctx) => listFiles(i, ctx),
});

async function listFiles(i: Input, ctx: ToolContext): Promise<ToolOutput> {
  const display = `list ${i.pattern ?? "*"}${i.path ? ` in ${i.path}` : ""}`;
  const resolved = await resolveInWorkspace(ctx, i.path || ".", "read");
  if (!resolved.ok) return deniedOutput(display, resolved);
  if (resolved.rel.startsWith("/")) return failed(display, "list_files works inside the workspace only.");
  const rel = resolved.rel;
  try {
    const st = await stat(resolved.abs);
    if (!st.isDirectory()) return failed(display, `${rel} is a file, not a directory. Use read_file to read it.`);
  } catch {
    return failed(display, `Directory not found: ${i.path}.${literalPathNote(i.path ?? "")}`);
  }
  const rg = locateRipgrep();
  if (!rg) return failed(display, RIPGREP_MISSING);

  const pattern = (i.pattern ?? "").replace(/^\.\//, "");
  const matches = pattern === "" || pattern === "**" || pattern === "**/*" ? () => true : picomatch(pattern, { dot: true, basename: !pattern.includes("/") });
  const prefix = rel === "." ? "" : `${rel}/`;
  const shown: string[] = [];
  let more = 0;
  const run = await runRipgrep(rg, ["--files", "--hidden", "--no-require-git", "--glob", "!.git", "--sortr", "modified", "--", rel], {
    cwd: ctx.workspace,
    signal: ctx.signal,
    onLine: (line) => {
      const path = line.startsWith("./") ? line.slice(2) : line;
      if (path === "") return;
      const inDir = path.startsWith(prefix) ? path.slice(prefix.length) : path;
      if (!matches(inDir) || matchFileRule(ctx.policy, path, "read")) return;
      if (shown.length < MAX_LISTED_FILES) shown.push(path);
      else more++;
    },
  });
  if (run.aborted) return failed(display, "Aborted.");
  if (run.exitCode === null || (run.exitCode > 1 && shown.length === 0)) return failed(display, `Listing failed: ${run.stderr || "ripgrep was killed"}`);

  const where = rel === "." ? "the workspace" : rel;
  if (shown.length === 0) {
    return { output: `No files match ${pattern || "*"} in ${where} (files ignored by .gitignore are not listed).`, display: `${display}: none`, metadata: { count: 0 } };
  }
  const tail = more > 0 ? `\n(and ${more} more; narrow the pattern or path)` : "";
  return {
    output: shown.join("\n") + tail,
    display: `${display}: ${shown.length + more} file${shown.length + more === 1 ? "" : "s"}`,
    metadata: { count: shown.length + more, shown: shown.length },
  };
}

function failed(display: string, message: string): ToolOutput {
  return { output: message, display: `${display} (failed)`, isError: true, errorType: "execution" };
}
