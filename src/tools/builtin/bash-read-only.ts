// A synchronous, deliberately narrow read-only test for bash command lines. The executor asks whether a call
// is concurrency-safe (and, in plan mode, read-only) before the asynchronous policy decision has run, so this
// cannot use the parser: it accepts one plain command of inspection programs with no shell syntax at all, and
// says "no" to everything else (which only costs running alone). The policy still decides whether it may run.

const READERS = new Set(["ls", "cat", "head", "tail", "wc", "pwd", "echo", "sleep", "true", "stat", "file", "du", "which", "date", "uname", "whoami", "id"]);
const SEARCHERS = new Set(["grep", "rg"]);
const GIT_READERS = new Set(["status", "diff", "log", "show"]);
/** Options that make a reading program write or execute something. */
const WRITING_OPTION = /^--?(o$|output|ext-diff|textconv|exec|upload-pack|receive-pack|config-env|pre$|pre=|hostname-bin|c$)/;
/** Anything the shell would interpret: quotes, expansions, redirections, lists, globs, escapes, comments.
 * `~` and `^` are literal inside a word (`HEAD~1`), `~` is an expansion at its start. */
const SHELL_SYNTAX = /[^A-Za-z0-9_.,:/@%+=~^ -]|(^| )~/;

export function isPlainReadOnlyCommand(command: string): boolean {
  const line = command.trim();
  if (line.length === 0 || line.length > 1000 || SHELL_SYNTAX.test(line)) return false;
  const words = line.split(/ +/);
  if (words.some((w) => WRITING_OPTION.test(w))) return false;
  const [program, sub] = words;
  if (program.includes("=")) return false;
  if (READERS.has(program) || SEARCHERS.has(program)) return true;
  return program === "git" && sub !== undefined && GIT_READERS.has(sub);
}
