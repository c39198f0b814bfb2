// grep: ripgrep underneath, with its regex flavour (Rust regex) and its ignore rules. rg searches in parallel,
// so its output order varies; results are grouped per file and sorted by path here, which makes
// head_limit/offset paging stable from one call to the next.
import { z } from "zod";
import { defineTool, type ToolContext, type ToolOutput } from "../tool.js";
import { deniedOutput, filePermission, resolveInWorkspace } from "../paths.js";
import { locateRipgrep, RIPGREP_MISSING, runRipgrep } from "../ripgrep.js";
import { matchFileRule } from "../../policy/file-rules.js";

const DEFAULT_HEAD_LIMIT = 200;
/** Entries kept in memory before the search is stopped as too broad. */
const MAX_COLLECTED = 100_000;
/** Longer matching lines are shown as a preview (rg --max-columns). */
const MAX_COLUMNS = 500;

const input = z.object({
  pattern: z
    .string()
    .min(1)
    .describe("Regular expression (Rust regex syntax, as ripgrep: escape literal ( ) [ ] { } . * + ? | \\ ^ $)."),
  path: z
    .string()
    .optional()
    .describe("File or directory to search, relative to the workspace root. Default: the root."),
  glob: z
    .string()
    .optional()
    .describe('Only files matching this glob, e.g. "*.ts" or "src/**/*.{ts,tsx}" (ripgrep --glob).'),
  type: z.string().optional().describe('Only files of this ripgrep type, e.g. "ts", "py", "rust", "go".'),
  output_mode: z
    .enum(["content", "files_with_matches", "count"])
    .optional()
    .describe(
      '"files_with_matches" (default): paths; "content": matching lines with line numbers; "count": matches per file.',
    ),
  context: z.number().int().min(0).max(20).optional().describe("Lines of context around each match (content mode)."),
  case_insensitive: z.boolean().optional().describe("Ignore case."),
  head_limit: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe(`Maximum entries (lines or files) to return (default ${DEFAULT_HEAD_LIMIT}).`),
  offset: z.number().int().min(0).optional().describe("Entries to skip first, to page through results."),
});
type Input = z.infer<typeof input>;

export const grepTool = defineTool({
  name: "grep",
  kind: "read",
  description:
    'Search file contents with a regex (ripgrep; Rust regex syntax), skipping .gitignore\'d files. Returns matching files by default; output_mode "content" shows lines, "count" counts. No match is not an error.',
  input,
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  describe: (i) => `grep ${JSON.stringify(i.pattern)}${i.path ? ` in ${i.path}` : ""}${i.glob ? ` (${i.glob})` : ""}`,
  checkPermission: (i, ctx) => filePermission(ctx, i.path || ".", "read"),
  execute: (i, ctx) => grep(i, ctx),
});

interface Entry {
  path: string;
  /** Line number (content mode) for ordering within a file and for separators. */
  line: number;
  text: string;
}

async function grep(i: Input, ctx: ToolContext): Promise<ToolOutput> {
  const display = grepTool.describe(i);
  const resolved = await resolveInWorkspace(ctx, i.path || ".", "read");
  if (!resolved.ok) return deniedOutput(display, resolved);
  const rg = locateRipgrep();
  if (!rg) return failed(display, RIPGREP_MISSING);

  const mode = i.output_mode ?? "files_with_matches";
  const args = [
    "--hidden",
    "--no-require-git",
    "--glob",
    "!.git",
    "--color",
    "never",
    "--no-messages",
    "--max-columns",
    String(MAX_COLUMNS),
    "--max-columns-preview",
  ];
  if (mode === "content") {
    args.push("--null", "--with-filename", "--line-number", "--no-heading");
    if (i.context) args.push("--context", String(i.context));
  } else if (mode === "count") {
    args.push("--null", "--with-filename", "--count");
  } else {
    args.push("--files-with-matches");
  }
  if (i.case_insensitive) args.push("--ignore-case");
  if (i.glob) args.push("--glob", i.glob);
  if (i.type) args.push("--type", i.type);
  // `--` ends the options: a pattern such as "-e" or "--pre=x" is only ever a pattern.
  args.push("--", i.pattern, resolved.rel);

  const entries: Entry[] = [];
  let tooMany = false;
  const run = await runRipgrep(rg, args, {
    cwd: ctx.workspace,
    signal: ctx.signal,
    onLine: (raw) => {
      const entry = parseLine(raw, mode);
      if (!entry || matchFileRule(ctx.policy, entry.path, "read")) return;
      entries.push(entry);
      if (entries.length >= MAX_COLLECTED) {
        tooMany = true;
        return false;
      }
    },
  });
  if (run.aborted) return failed(display, "Aborted.");
  if (run.exitCode === null && !run.stopped)
    return failed(display, `grep failed: ${run.stderr || "ripgrep was killed"}`);
  if (run.exitCode === 2 && entries.length === 0)
    return failed(display, `grep failed: ${run.stderr || "ripgrep reported an error"}`);

  if (entries.length === 0) {
    return {
      output: `No matches for ${JSON.stringify(i.pattern)} in ${resolved.rel === "." ? "the workspace" : resolved.rel}.`,
      display: `${display}: no matches`,
      metadata: { matches: 0 },
    };
  }

  // Stable order: by path, then line. Array.prototype.sort is stable, so same-line entries keep rg's order.
  entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
  const offset = i.offset ?? 0;
  const limit = i.head_limit ?? DEFAULT_HEAD_LIMIT;
  const page = entries.slice(offset, offset + limit);
  const rest = Math.max(0, entries.length - offset - page.length);

  const lines: string[] = [];
  let prev: Entry | undefined;
  for (const e of page) {
    if (mode === "content" && prev && (prev.path !== e.path || e.line > prev.line + 1) && i.context) lines.push("--");
    lines.push(mode === "files_with_matches" ? e.path : `${e.path}${e.text}`);
    prev = e;
  }
  const notes: string[] = [];
  if (rest > 0) notes.push(`${rest}${tooMany ? "+" : ""} more; continue with offset=${offset + page.length}`);
  else if (tooMany) notes.push("stopped after too many results; narrow the pattern, path or glob");
  if (page.length === 0) notes.push(`offset ${offset} is past the ${entries.length} results`);
  if (run.exitCode === 2) notes.push(`some files could not be searched: ${run.stderr.split("\n")[0]}`);
  const summary =
    mode === "count"
      ? `${entries.reduce((n, e) => n + Number(e.text.slice(1)), 0)} matches in ${entries.length} files`
      : undefined;
  const out = [lines.join("\n"), summary, notes.length > 0 ? `(${notes.join("; ")})` : undefined]
    .filter((s) => s !== undefined && s !== "")
    .join("\n\n");
  const unit = mode === "files_with_matches" || mode === "count" ? "file" : "line";
  return {
    output: out,
    display: `${display}: ${entries.length}${tooMany ? "+" : ""} ${unit}${entries.length === 1 ? "" : "s"}`,
    metadata: { matches: entries.length, shown: page.length, truncated: rest > 0 || tooMany },
  };
}

/** One rg output line → entry. Content and count lines are `path\0rest` (`--null`), so a ':' or '-' in a
 * file name cannot confuse the parse; files mode is one path per line. */
function parseLine(raw: string, mode: Input["output_mode"]): Entry | undefined {
  if (raw === "") return undefined;
  if (mode === "files_with_matches" || mode === undefined) return { path: stripDot(raw), line: 0, text: "" };
  const nul = raw.indexOf("\0");
  if (nul === -1) {
    // rg says this without --null's separator; "--" context separators are rebuilt after sorting.
    const binary = /^(.*): binary file matches/.exec(raw);
    return binary && mode === "content"
      ? { path: stripDot(binary[1]), line: 0, text: ": binary file matches (not shown)" }
      : undefined;
  }
  const path = stripDot(raw.slice(0, nul));
  const rest = raw.slice(nul + 1);
  if (mode === "count") return { path, line: 0, text: `:${rest}` };
  const m = /^(\d+)([:-])/.exec(rest);
  if (!m) return undefined;
  // A CRLF file's lines would end in "\r"; the model sees them as read_file shows them.
  return { path, line: Number(m[1]), text: `${m[2]}${rest.endsWith("\r") ? rest.slice(0, -1) : rest}` };
}

function stripDot(path: string): string {
  return path.startsWith("./") ? path.slice(2) : path;
}

function failed(display: string, message: string): ToolOutput {
  return { output: message, display: `${display} (failed)`, isError: true, errorType: "execution" };
}
