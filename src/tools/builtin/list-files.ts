// list_files: the files under a directory that match a glob, .gitignore respected, newest first. In a git work
// tree the files and their times come from git's index plus the directories that changed since the last call
// (worktree-files.ts): no walk, no stat per file, which is what makes it as fast as `git ls-files` on a large
// repository. Elsewhere ripgrep walks the tree, applies the ignore files and sorts by modification time itself
// (`--sortr modified`). Either way only one glob test per file happens here.
import { stat } from "node:fs/promises";
import picomatch from "picomatch";
import { z } from "zod";
import { defineTool, type ToolContext, type ToolOutput } from "../tool.js";
import { deniedOutput, filePermission, literalPathNote, resolveInWorkspace } from "../paths.js";
import { locateRipgrep, RIPGREP_MISSING, runRipgrep } from "../ripgrep.js";
import { gitWorktreeFiles, type WorktreeFile } from "../worktree-files.js";
import { matchFileRule } from "../../policy/file-rules.js";

const MAX_LISTED_FILES = 500;

const input = z.object({
  pattern: z
    .string()
    .optional()
    .describe(
      'Glob relative to path, e.g. "**/*.ts" or "src/*.json"; a pattern without "/" matches file names at any depth. Default: all files.',
    ),
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
  const pattern = (i.pattern ?? "").replace(/^\.\//, "");
  const matches =
    pattern === "" || pattern === "**" || pattern === "**/*"
      ? () => true
      : picomatch(pattern, { dot: true, basename: !pattern.includes("/") });
  const prefix = rel === "." ? "" : `${rel}/`;
  const wanted = (path: string) => matches(path.slice(prefix.length)) && !matchFileRule(ctx.policy, path, "read");

  const fromGit = await gitWorktreeFiles(ctx.workspace, ctx.signal);
  const inDir = fromGit?.filter((f) => f.path.startsWith(prefix));
  let listed: { shown: string[]; more: number };
  // A directory git knows nothing under (an ignored one, named explicitly) is walked as before.
  if (inDir && (prefix === "" || inDir.length > 0)) {
    listed = newestFirst(inDir.filter((f) => wanted(f.path)));
  } else {
    const walked = await walkWithRipgrep(rel, ctx, (path) => path.startsWith(prefix) && wanted(path));
    if (typeof walked === "string") return failed(display, walked);
    listed = walked;
  }
  const { shown, more } = listed;

  const where = rel === "." ? "the workspace" : rel;
  if (shown.length === 0) {
    return {
      output: `No files match ${pattern || "*"} in ${where} (files ignored by .gitignore are not listed).`,
      display: `${display}: none`,
      metadata: { count: 0 },
    };
  }
  const tail = more > 0 ? `\n(and ${more} more; narrow the pattern or path)` : "";
  return {
    output: shown.join("\n") + tail,
    display: `${display}: ${shown.length + more} file${shown.length + more === 1 ? "" : "s"}`,
    metadata: { count: shown.length + more, shown: shown.length },
  };
}

/** The newest MAX_LISTED_FILES, newest first (ties by path, so the order is stable), and how many more. */
function newestFirst(files: WorktreeFile[]): { shown: string[]; more: number } {
  let top = files;
  if (files.length > MAX_LISTED_FILES) {
    // Only the newest few are shown: find the cut-off time instead of sorting every file.
    const times = Float64Array.from(files, (f) => f.mtimeMs).sort();
    const cutoff = times[times.length - MAX_LISTED_FILES];
    top = files.filter((f) => f.mtimeMs >= cutoff);
  }
  top.sort((a, b) => b.mtimeMs - a.mtimeMs || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const shown = top.slice(0, MAX_LISTED_FILES).map((f) => f.path);
  return { shown, more: files.length - shown.length };
}

/** Outside git: ripgrep lists the files (ignore files applied) already sorted newest first. */
async function walkWithRipgrep(
  rel: string,
  ctx: ToolContext,
  wanted: (path: string) => boolean,
): Promise<{ shown: string[]; more: number } | string> {
  const rg = locateRipgrep();
  if (!rg) return RIPGREP_MISSING;
  const shown: string[] = [];
  let more = 0;
  const run = await runRipgrep(
    rg,
    ["--files", "--hidden", "--no-require-git", "--glob", "!.git", "--sortr", "modified", "--", rel],
    {
      cwd: ctx.workspace,
      signal: ctx.signal,
      onLine: (line) => {
        const path = line.startsWith("./") ? line.slice(2) : line;
        if (path === "" || !wanted(path)) return;
        if (shown.length < MAX_LISTED_FILES) shown.push(path);
        else more++;
      },
    },
  );
  if (run.aborted) return "Aborted.";
  if (run.exitCode === null || (run.exitCode > 1 && shown.length === 0))
    return `Listing failed: ${run.stderr || "ripgrep was killed"}`;
  return { shown, more };
}

function failed(display: string, message: string): ToolOutput {
  return { output: message, display: `${display} (failed)`, isError: true, errorType: "execution" };
}
