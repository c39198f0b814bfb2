// Which allowed commands only inspect: a bash call made only of these (and with no redirection into a file)
// may run concurrently with other read-only tool calls. Unknown → not read-only (the safe direction: an
// unneeded wait, never a writer run alongside others).
import type { ShellWord } from "./shell.js";

const INSPECTORS = new Set([
  "ls", "cat", "head", "tail", "wc", "grep", "egrep", "fgrep", "rg", "find", "pwd", "echo", "printf", "sleep", "true",
  "false", "test", "[", ":", "stat", "file", "du", "df", "tree", "which", "type", "basename", "dirname", "realpath",
  "readlink", "date", "printenv", "uname", "whoami", "id", "cut", "tr", "nl", "diff", "cmp", "comm", "cd", "env",
  "sed", "awk", "gawk", "mawk", "nawk",
]);
const GIT_INSPECTORS = new Set(["status", "diff", "log", "show", "rev-parse", "ls-files", "blame", "shortlog", "describe", "grep"]);
const BRANCH_LISTING_FLAGS = new Set(["-a", "--all", "-r", "--remotes", "-v", "-vv", "-av", "--show-current", "--list", "-l", "--no-color", "--color"]);

/** `words` is a command that already passed the built-in rules (so no `find -exec`, no `sed -i` check here). */
export function isReadOnlyCommand(words: readonly ShellWord[], sedInPlace: boolean): boolean {
  const name = words[0]?.kind === "literal" ? words[0].text : undefined;
  if (!name) return false;
  const args = words.slice(1).map((w) => (w.kind === "literal" ? w.text : undefined));
  if (name === "sed") return !sedInPlace;
  if (name === "sort") return !args.some((a) => a === undefined || a === "-o" || a.startsWith("--output") || /^-[a-zA-Z]*o/.test(a));
  if (name === "uniq") return args.filter((a) => a === undefined || !a.startsWith("-")).length <= 1;
  if (name === "git") return isReadOnlyGit(args);
  return INSPECTORS.has(name);
}

function isReadOnlyGit(args: (string | undefined)[]): boolean {
  let i = 0;
  while (i < args.length && args[i]?.startsWith("-")) i += args[i] === "-C" ? 2 : 1;
  const sub = args[i];
  if (sub === undefined) return false;
  if (GIT_INSPECTORS.has(sub)) return true;
  if (sub === "branch") return args.slice(i + 1).every((a) => a !== undefined && BRANCH_LISTING_FLAGS.has(a));
  return false;
}
