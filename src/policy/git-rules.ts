// Built-in rules for git: the options and subcommands that turn "look at history" into "run a program" or
// "write somewhere else". git accepts unambiguous abbreviations of long options (`--out=x` is `--output=x`),
// so any prefix of a dangerous option is treated as that option.
import type { ShellWord } from "./shell.js";
import { changeDirectory } from "./working-directory.js";
import { checkDirectory, checkWritePath, type Denial, type PathContext } from "./workspace-paths.js";

const DANGEROUS_LONG: Record<string, { rule: string; why: string }> = {
  "upload-pack": { rule: "builtin:git-exec", why: "runs a program named on the command line" },
  "receive-pack": { rule: "builtin:git-exec", why: "runs a program named on the command line" },
  exec: { rule: "builtin:git-exec", why: "runs a program named on the command line" },
  "exec-path": { rule: "builtin:git-exec", why: "makes git run its helpers from another directory" },
  extcmd: { rule: "builtin:git-exec", why: "runs a program named on the command line" },
  "open-files-in-pager": { rule: "builtin:git-exec", why: "runs a program named on the command line" },
  template: { rule: "builtin:git-exec", why: "installs hooks from another directory" },
  output: { rule: "builtin:git-output", why: "writes a file" },
  "ext-diff": { rule: "builtin:git-diff-driver", why: "runs diff drivers configured in the repository" },
  textconv: { rule: "builtin:git-diff-driver", why: "runs text-conversion filters configured in the repository" },
  config: { rule: "builtin:git-config", why: "sets configuration that can run programs" },
  "config-env": { rule: "builtin:git-config", why: "sets configuration that can run programs" },
  "git-dir": { rule: "builtin:git-location", why: "points git at another repository" },
  "work-tree": { rule: "builtin:git-location", why: "points git at another work tree" },
};
// Real options that happen to be prefixes of dangerous ones; git prefers an exact match.
const EXACT_SAFE_LONG = new Set(["text"]);

const SAFE_GLOBAL_FLAGS = new Set([
  "-p",
  "-P",
  "--paginate",
  "--no-pager",
  "--bare",
  "--literal-pathspecs",
  "--glob-pathspecs",
  "--noglob-pathspecs",
  "--icase-pathspecs",
  "--no-optional-locks",
  "--no-replace-objects",
  "--no-lazy-fetch",
  "--no-advice",
  "--version",
  "--help",
  "-v",
  "-h",
  "--html-path",
  "--man-path",
  "--info-path",
]);
const GLOBAL_WITH_VALUE = new Set(["--namespace", "--super-prefix", "--attr-source", "--list-cmds"]);

const DENIED_SUBCOMMANDS = new Set([
  "filter-branch",
  "daemon",
  "instaweb",
  "web--browse",
  "credential",
  "credential-store",
  "credential-cache",
  "upload-pack",
  "receive-pack",
  "upload-archive",
  "shell",
  "remote-ext",
  "remote-fd",
  "hook",
]);
// Short options, per subcommand, that name a program to run or set configuration.
const DANGEROUS_SHORT: Record<string, { letters: string; rule: string; why: string }> = {
  rebase: { letters: "x", rule: "builtin:git-exec", why: "runs a command after each commit" },
  grep: { letters: "O", rule: "builtin:git-exec", why: "opens matches in a program named on the command line" },
  clone: { letters: "uc", rule: "builtin:git-exec", why: "runs a program or sets configuration" },
  "ls-remote": { letters: "u", rule: "builtin:git-exec", why: "runs a program named on the command line" },
  difftool: { letters: "x", rule: "builtin:git-exec", why: "runs a program named on the command line" },
};
const CONFIG_READS = new Set(["--get", "--get-all", "--get-regexp", "--get-urlmatch", "--list", "-l", "get", "list"]);
const CONFIG_WRITES = new Set([
  "--add",
  "--unset",
  "--unset-all",
  "--replace-all",
  "--rename-section",
  "--remove-section",
  "--edit",
  "-e",
  "set",
  "unset",
  "rename-section",
  "remove-section",
  "edit",
]);

/** `args` are the words after `git`, all literal (the caller checks). */
export function checkGit(ctx: PathContext, args: readonly ShellWord[]): Denial | undefined {
  const at = subcommandIndex(args);
  const outputs = args[at]?.text === "format-patch" ? formatPatchOutputs(args.slice(at + 1)) : undefined;
  if (outputs?.unclear)
    return {
      rule: "builtin:git-output",
      reason: `\`git format-patch ${outputs.unclear}\`: where it writes is unclear`,
    };
  for (const w of args) {
    if (outputs?.words.has(w)) continue;
    const d = dangerousLong(w.text) ?? (w.text.toLowerCase().startsWith("ext::") ? extTransport(w.text) : undefined);
    if (d) return d;
  }
  let i = 0;
  let here = ctx;
  for (; i < args.length && args[i].text.startsWith("-"); i++) {
    const a = args[i].text;
    if (a.startsWith("-c"))
      return { rule: "builtin:git-config", reason: `\`git ${a}\` sets configuration that can run programs` };
    if (a === "-C") {
      // Each -C is relative to the one before.
      const denied = checkDirectory(here, args[i + 1], "git -C");
      if (denied) return { rule: "builtin:git-location", reason: denied.reason };
      here = { ...here, cwd: changeDirectory(here.cwd ?? ".", args[i + 1].text) };
      i++;
      continue;
    }
    if (SAFE_GLOBAL_FLAGS.has(a)) continue;
    const name = a.split("=")[0];
    if (GLOBAL_WITH_VALUE.has(name)) {
      if (!a.includes("=")) i++;
      continue;
    }
    return { rule: "builtin:git-option", reason: `\`git ${a}\`: global option the checker does not know` };
  }
  const sub = args[i]?.text;
  if (sub === undefined) return undefined;
  const rest = args.slice(i + 1).map((w) => w.text);
  if (DENIED_SUBCOMMANDS.has(sub))
    return { rule: "builtin:git-exec", reason: `\`git ${sub}\` runs programs or serves the repository` };
  // The action pushes the agent's work itself, after the secret scan, to the run's own branch; a push from a
  // command would skip the scan and could send the repository anywhere (a URL, a remote the agent added).
  if (sub === "push" || sub === "send-pack")
    return {
      rule: "builtin:git-push",
      reason: `\`git ${sub}\`: only the action pushes (to the run's branch, after its secret scan)`,
    };
  if (sub === "submodule" && rest.includes("foreach"))
    return { rule: "builtin:git-exec", reason: "`git submodule foreach` runs a command" };
  if (sub === "bisect" && rest.includes("run"))
    return { rule: "builtin:git-exec", reason: "`git bisect run` runs a command" };
  if (sub === "config") {
    if (!rest.some((a) => CONFIG_READS.has(a)) || rest.some((a) => CONFIG_WRITES.has(a))) {
      return { rule: "builtin:git-config", reason: "`git config` may only read (--get, --list)" };
    }
  }
  for (const target of outputs?.targets ?? []) {
    const denied = checkWritePath(here, target);
    if (denied) return denied;
  }
  const short = DANGEROUS_SHORT[sub];
  if (short) {
    for (const a of rest) {
      if (a.startsWith("-") && !a.startsWith("--") && [...short.letters].some((l) => a.slice(1).includes(l))) {
        return { rule: short.rule, reason: `\`git ${sub} ${a}\` ${short.why}` };
      }
    }
  }
  return undefined;
}

// Global options that change neither what git does nor what it touches: a pattern for `git log *` also
// covers `git --no-pager -C packages/web log`.
const NEUTRAL_GLOBALS = new Set(["--no-pager", "-P", "-p", "--paginate", "--literal-pathspecs", "--no-optional-locks"]);

/** How many leading global options are neutral or `-C dir` (checked by checkGit). */
export function gitGlobals(args: readonly ShellWord[]): { skipped: number } {
  let i = 0;
  for (; i < args.length; i++) {
    if (args[i].text === "-C" && args[i + 1]) i++;
    else if (!NEUTRAL_GLOBALS.has(args[i].text)) break;
  }
  return { skipped: i };
}

/** Where the subcommand is: past the global options and the values they take (checked by checkGit). */
function subcommandIndex(args: readonly ShellWord[]): number {
  let i = 0;
  while (args[i]?.text.startsWith("-")) i += args[i].text === "-C" || GLOBAL_WITH_VALUE.has(args[i].text) ? 2 : 1;
  return i;
}

interface FormatPatchOutputs {
  /** The option words and their values: checked as write targets instead of denied as `--output`. */
  words: Set<ShellWord>;
  targets: ShellWord[];
  /** A short-option cluster holding `o` whose value the checker does not separate (`-ko dir`). */
  unclear?: string;
}

/** `git format-patch -o DIR`, `--output-directory=DIR`, `--output=FILE` (or any abbreviation): where the
 * patches are written, checked with the rules of `>` so they stay in the workspace and out of .git/. */
function formatPatchOutputs(rest: readonly ShellWord[]): FormatPatchOutputs {
  const out: FormatPatchOutputs = { words: new Set(), targets: [] };
  for (let i = 0; i < rest.length && rest[i].text !== "--"; i++) {
    const t = rest[i].text;
    const long = /^--([^=]+)(?:=(.*))?$/s.exec(t);
    let value: string | undefined;
    if (long && ["output", "output-directory"].some((o) => o.startsWith(long[1]))) value = long[2];
    else if (t.startsWith("-o")) value = t.slice(2) || undefined;
    else if (/^-[^-]*o/.test(t)) return { ...out, unclear: t };
    else continue;
    out.words.add(rest[i]);
    if (value === undefined && i + 1 < rest.length) {
      value = rest[++i].text;
      out.words.add(rest[i]);
    }
    if (value !== undefined) out.targets.push({ text: value, kind: "literal", source: value });
  }
  return out;
}

function dangerousLong(word: string): Denial | undefined {
  if (!word.startsWith("--") || word === "--") return undefined;
  const name = word.slice(2).split("=")[0];
  if (!name || name.startsWith("no-") || EXACT_SAFE_LONG.has(name)) return undefined;
  for (const [option, d] of Object.entries(DANGEROUS_LONG)) {
    if (option.startsWith(name)) return { rule: d.rule, reason: `\`git ... ${word}\` (--${option}) ${d.why}` };
  }
  return undefined;
}

function extTransport(word: string): Denial {
  return { rule: "builtin:git-exec", reason: `\`${word}\`: the ext:: transport runs a command` };
}
