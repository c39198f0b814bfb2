// Which allowed commands only inspect: a bash call made only of these (and with no redirection into a file)
// may run concurrently with other read-only tool calls. Unknown → not read-only (the safe direction: an
// unneeded wait, never a writer run alongside others).
import { commandPaths } from "./path-operands.js";
import { sedEditsInPlace } from "./sed-rules.js";
import { parseCommandLine, type ShellWord } from "./shell.js";
import { writesFile } from "./workspace-paths.js";

const INSPECTORS = new Set([
  "ls",
  "cat",
  "head",
  "tail",
  "wc",
  "grep",
  "egrep",
  "fgrep",
  "rg",
  "find",
  "pwd",
  "echo",
  "printf",
  "sleep",
  "true",
  "false",
  "test",
  "[",
  ":",
  "stat",
  "file",
  "du",
  "df",
  "tree",
  "which",
  "type",
  "basename",
  "dirname",
  "realpath",
  "readlink",
  "date",
  "printenv",
  "uname",
  "whoami",
  "id",
  "cut",
  "tr",
  "nl",
  "diff",
  "cmp",
  "comm",
  "cd",
  "env",
  "sed",
  "awk",
  "gawk",
  "mawk",
  "nawk",
]);
const GIT_INSPECTORS = new Set<string | undefined>([
  "status",
  "diff",
  "log",
  "show",
  "rev-parse",
  "ls-files",
  "blame",
  "shortlog",
  "describe",
  "grep",
]);
const BRANCH_LISTING_FLAGS = new Set<string | undefined>([
  "-a",
  "--all",
  "-r",
  "--remotes",
  "-v",
  "-vv",
  "-av",
  "--show-current",
  "--list",
  "-l",
  "--no-color",
  "--color",
]);

/** `words` is a command that already passed the built-in rules (so no `find -exec`, no `sed -i` check here).
 * A name word that is not literal is its source text (`$cmd`), which names no program below. */
export function isReadOnlyCommand(words: readonly ShellWord[], sedInPlace: boolean): boolean {
  const name = words[0].text;
  const args = words.slice(1).map((w) => (w.kind === "literal" ? w.text : undefined));
  if (name === "sed") return !sedInPlace;
  // Known outputs are found by path-operands too; these catch them when its option grammar gave up.
  if (name === "sort") return !args.some((a) => a === undefined || a.startsWith("--output") || /^-[a-zA-Z]*o/.test(a));
  if (name === "uniq") return args.filter((a) => a === undefined || !a.startsWith("-")).length <= 1;
  if (name === "git") return isReadOnlyGit(args);
  return INSPECTORS.has(name);
}

function isReadOnlyGit(args: (string | undefined)[]): boolean {
  let i = 0;
  while (args[i]?.startsWith("-")) i += args[i] === "-C" ? 2 : 1;
  const sub = args[i];
  if (GIT_INSPECTORS.has(sub)) return true;
  if (sub === "branch") return args.slice(i + 1).every((a) => BRANCH_LISTING_FLAGS.has(a));
  return false;
}

// Shell steps that change only this shell's own state (its directory, its variables, its error handling).
const SHELL_STEPS = new Set(["cd", "pushd", "popd", "read", "set", "dirs"]);
// Inspectors that run another command: never read-only on their own.
const RUNNERS = new Set(["env"]);

/** Whether a whole bash line only inspects, from its parse: every simple command (through pipes, &&, ||, ;,
 * subshells and loops) is a read-only program with read-only arguments, and nothing is redirected into a
 * file. Used to run calls side by side (and in plan mode); whether the line may run at all is the policy's
 * decision, made separately. A line that does not parse is not read-only. */
export async function isReadOnlyLine(command: string): Promise<boolean> {
  if (command.trim() === "" || command.includes("\0")) return false;
  const parsed = await parseCommandLine(command);
  if (!parsed.ok) return false;
  const { line } = parsed;
  if (line.findings.length || line.redirects.some(writesFile)) return false;
  return line.commands.every((c) => {
    if (c.kind === "test") return true;
    // A simple command always has its name word; one that is not literal names none of these programs.
    const [first, ...args] = c.words;
    if (RUNNERS.has(first.text)) return false;
    if (SHELL_STEPS.has(first.text)) return true;
    if (commandPaths(first.text, args)?.writer) return false;
    if (first.text === "sed") return !sedEditsInPlace(args);
    return isReadOnlyCommand(c.words, false);
  });
}
