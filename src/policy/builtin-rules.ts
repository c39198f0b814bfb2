// Rules no bash.allow pattern can override. They look at one simple command's words (after quote removal)
// and either refuse it, unwrap it (`timeout 5 X` is judged as X), or let the patterns decide.
import { checkAwk } from "./awk-rules.js";
import { getopt, type OptionSpec } from "./getopt.js";
import { checkGit, gitGlobals } from "./git-rules.js";
import { commandPaths } from "./path-operands.js";
import type { Policy } from "./schema.js";
import { checkSed } from "./sed-rules.js";
import type { ShellAssignment, ShellFinding, ShellWord } from "./shell.js";
import {
  checkDirectory,
  checkReadArgument,
  checkReadPath,
  checkWritePath,
  operandPattern,
  patternInWorkspace,
  safeGlobStart,
  type Denial,
  type PathContext,
} from "./workspace-paths.js";

/** Every built-in rule id (reported as `builtin:<id>`) with the one-line reason a maintainer reads. */
export const BUILTIN_RULES = {
  unparseable: "The line could not be parsed, or uses a construct the checker does not understand.",
  "max-command-length": "The line is longer than bash.max_command_length.",
  "nul-byte": "The line contains a NUL byte.",
  "function-definition":
    "Defining shell functions is refused: a function can shadow an allowed command (`git() { rm -rf /; }`).",
  "parameter-operator":
    "Parameter expansions with operators (`${x:-..}`, `${!x}`, `${x@P}`, `${x/a/b}`) can run or hide code.",
  "arithmetic-variable":
    "Arithmetic evaluates variable contents as code (`a[$(cmd)]`); only variables set to integer literals may be used.",
  "test-variable": "`-v`/`-R` in a test evaluate an array subscript as code.",
  "command-word": "The command name must be a literal word (no expansion, glob, brace expansion or $'..').",
  "shell-state":
    "export/declare/typeset/local/readonly/unset/alias/set/shopt/trap/hash/enable/let and friends change how later commands run.",
  "shell-code":
    "eval, source, `sh -c`, a shell reading stdin, sudo and other command runners execute code the checker cannot see.",
  wrapper: "A wrapper (timeout, nice, env, xargs, ...) whose inner command cannot be determined.",
  "env-prefix": "NAME=value prefixes are allowed only for bash.safe_env names.",
  assignment:
    "Only lower-case shell variables (or bash.safe_env names) may be set; upper-case ones (PATH, IFS, ...) change how commands run.",
  "literal-arguments": "git, find, rg, sed and awk must be given literal arguments so their options can be checked.",
  "find-action": "find -exec/-execdir/-ok/-okdir/-delete/-fprint*/-fls run commands or write files.",
  "git-config": "git -c, --config, --config-env and `git config` writes set configuration that can run programs.",
  "git-exec":
    "git options and subcommands that run programs (--upload-pack, --receive-pack, --exec, --exec-path, ext:: URLs, rebase -x, grep -O, submodule foreach, ...).",
  "git-push":
    "git push/send-pack: only the action pushes the agent's work (to the run's branch, after the secret scan).",
  "git-output": "git --output writes a file.",
  "git-diff-driver": "git --ext-diff/--textconv run drivers configured in the repository.",
  "git-location": "git --git-dir/--work-tree or -C outside the workspace point git somewhere else.",
  "git-option": "A git global option the checker does not know.",
  "rg-exec": "rg --pre/--hostname-bin run programs.",
  "sed-exec": "sed e/w/r commands, the e/w flags of s///, and -f scripts run commands or touch other files.",
  "awk-exec": "awk system(), pipes, getline, `print >` and @load run commands or touch other files.",
  "directory-outside-workspace": "cd/pushd/git -C may only move to a literal directory inside the workspace.",
  "write-target": "A write target (redirection, sed -i file) must be a literal path.",
  "write-outside-workspace": "Writes must stay inside the workspace.",
  "write-git-dir": "Writes into .git/ are refused.",
  "redirect-none": 'bash.redirect_writes is "none": output may only be redirected to /dev/null.',
  "read-target": "An input redirection must name a literal path.",
  "read-outside-workspace": "Input redirection must read a file inside the workspace.",
  "never-read":
    "Process secrets (/proc/*/environ, /proc/*/mem), the runner's credentials (~/.ssh, ~/.git-credentials, ~/.docker/config.json, gha-creds-*.json) and the runner's own files are never read by a command.",
} as const;

export type BuiltinRuleId = keyof typeof BUILTIN_RULES;

export type BuiltinVerdict =
  | { verdict: "deny"; rule: string; reason: string }
  /** Judge `inner` instead (the wrapper itself adds nothing the inner command could not do). */
  | { verdict: "unwrap"; wrapper: string; inner: ShellWord[] }
  /** Let the patterns decide. `sedInPlace` feeds the read-only classification; `plain` is the same command
   * without options that change nothing a pattern cares about (`git --no-pager -C dir log` is `git log`). */
  | { verdict: "pass"; sedInPlace?: boolean; writes?: boolean; plain?: { words: ShellWord[] } }
  /** Allowed without a pattern (unless bash.deny matches): shell steps that can neither run nor write anything. */
  | { verdict: "allow"; rule: string; reason: string };

const deny = (id: BuiltinRuleId, reason: string): BuiltinVerdict => ({
  verdict: "deny",
  rule: `builtin:${id}`,
  reason,
});
const fromDenial = (d: Denial): BuiltinVerdict => ({ verdict: "deny", rule: d.rule, reason: d.reason });

const SHELL_STATE = new Set([
  "export",
  "declare",
  "typeset",
  "local",
  "readonly",
  "unset",
  "unsetenv",
  "alias",
  "unalias",
  "set",
  "shopt",
  "trap",
  "hash",
  "enable",
  "let",
  "bind",
  "complete",
  "compgen",
  "compopt",
  "fc",
  "mapfile",
  "readarray",
  "getopts",
]);
const SHELL_CODE = new Set([
  "eval",
  "source",
  ".",
  "sudo",
  "su",
  "doas",
  "pkexec",
  "runuser",
  "setsid",
  "chroot",
  "unshare",
  "nsenter",
  "watch",
  "script",
  "flock",
  "strace",
  "ltrace",
  "parallel",
  "coproc",
  "firejail",
  "chrt",
  "taskset",
  "ionice",
  "prlimit",
  "unbuffer",
]);
const SHELLS = new Set(["sh", "bash", "dash", "zsh", "ksh", "mksh", "fish", "csh", "tcsh", "ash", "yash"]);
const LITERAL_ONLY = new Set(["git", "find", "rg", "sed", "awk", "gawk", "mawk", "nawk"]);
const FIND_ACTIONS = new Set(["-exec", "-execdir", "-ok", "-okdir", "-delete", "-fls"]);
const LOWER_NAME = /^[a-z_][a-z0-9_]*$/;
const ANY_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export type RuleContext = PathContext;

/** The program name rules key on: `/usr/bin/git` is still git to the rules (but not to the patterns). */
function programName(word: ShellWord): string {
  const parts = word.text.split("/").filter(Boolean);
  return parts[parts.length - 1] ?? word.text;
}

export function checkCommandWords(ctx: RuleContext, words: readonly ShellWord[]): BuiltinVerdict {
  const first = words[0];
  if (!first) return { verdict: "pass" };
  if (first.kind !== "literal" || first.text === "") {
    return deny("command-word", `the command name \`${first.source}\` is not a literal word`);
  }
  const name = programName(first);
  const args = words.slice(1);
  if (SHELL_CODE.has(name)) return deny("shell-code", `\`${name}\` runs code the checker cannot see`);
  if (name === "set" && isSafeSet(args))
    return { verdict: "allow", rule: "shell:set", reason: "only changes error handling or tracing" };
  if (SHELL_STATE.has(name)) return deny("shell-state", `\`${name}\` changes the shell's state`);
  if (SHELLS.has(name)) {
    const v = checkShell(name, args);
    if (v) return v;
  }
  const wrapped = unwrap(ctx.policy, name, args);
  if (wrapped) return wrapped;
  const paths = commandPaths(name, args);
  if (LITERAL_ONLY.has(name)) {
    // A glob file operand is fine when every file it may match is in the workspace and none looks like an option.
    const files = new Set(paths?.operands.map((o) => o.word));
    const globInWorkspace = (w: ShellWord) => {
      const pattern = files.has(w) && safeGlobStart(w) ? operandPattern(ctx, w) : undefined;
      return pattern !== undefined && patternInWorkspace(ctx, pattern) !== undefined;
    };
    const odd = args.find((w) => w.kind !== "literal" && !globInWorkspace(w));
    if (odd) return deny("literal-arguments", `\`${name}\` arguments must be literal words (found \`${odd.source}\`)`);
  }
  const rule = programRule(ctx, name, first, args);
  if (rule && rule.verdict !== "pass") return rule;
  const found = { sedInPlace: rule?.sedInPlace ?? false, ...(rule?.plain ? { plain: rule.plain } : {}) };
  if (!paths) {
    // Unknown commands: any literal word naming a files.deny_read path.
    for (const w of args) {
      const d = checkReadArgument(ctx, w);
      if (d) return fromDenial(d);
    }
    return { verdict: "pass", ...found };
  }
  for (const o of paths.operands) {
    const d = o.access === "read" ? checkReadPath(ctx, o.word) : checkWritePath(ctx, o.word);
    if (d) return fromDenial(d);
  }
  return { verdict: "pass", sedInPlace: found.sedInPlace, writes: paths.writer };
}

/** The rules of one program (git, find, rg, sed, awk, cd, test, read, printf): a verdict, a `pass` carrying what
 * the rules found (sed in place, git without its global options), or undefined when they have nothing to say. */
function programRule(
  ctx: RuleContext,
  name: string,
  first: ShellWord,
  args: readonly ShellWord[],
): BuiltinVerdict | undefined {
  switch (name) {
    case "git": {
      const d = checkGit(ctx, args);
      if (d) return fromDenial(d);
      const g = gitGlobals(args);
      return g.skipped ? { verdict: "pass", plain: { words: [first, ...args.slice(g.skipped)] } } : undefined;
    }
    case "find": {
      const bad = args.find((w) => FIND_ACTIONS.has(w.text) || w.text.startsWith("-fprint"));
      if (bad) return deny("find-action", `\`find ${bad.text}\` runs a command or writes a file`);
      break;
    }
    case "rg": {
      const bad = args.find((w) => {
        const opt = w.text.startsWith("--") ? w.text.slice(2).split("=")[0] : "";
        return opt !== "" && ["pre", "hostname-bin"].some((d) => d.startsWith(opt));
      });
      if (bad) return deny("rg-exec", `\`rg ${bad.text}\` runs a program`);
      break;
    }
    case "sed": {
      const s = checkSed(ctx, args);
      if (s.denial) return fromDenial(s.denial);
      return { verdict: "pass", sedInPlace: s.inPlace };
    }
    case "awk":
    case "gawk":
    case "mawk":
    case "nawk": {
      const d = checkAwk(args);
      if (d) return fromDenial(d);
      break;
    }
    case "cd":
    case "pushd": {
      const target = args.filter((w) => !/^-[LPe@]+$/.test(w.text));
      if (target[0]?.text === "--") target.shift();
      if (target.length > 1) return deny("directory-outside-workspace", `\`${name}\` with more than one directory`);
      const d = checkDirectory(ctx, target[0], name);
      if (d) return fromDenial(d);
      return { verdict: "allow", rule: "shell:cd", reason: "moves within the workspace" };
    }
    case "popd":
      if (args.length === 0)
        return { verdict: "allow", rule: "shell:cd", reason: "returns to a directory pushed earlier" };
      return deny("directory-outside-workspace", "`popd` with arguments goes to a directory the checker cannot follow");
    case "test":
    case "[": {
      const bad = args.find((w) => w.text === "-v" || w.text === "-R");
      if (bad) return deny("test-variable", `\`${name} ${bad.text}\` evaluates a subscript as code`);
      break;
    }
    case "read": {
      const bad = args.find((w) => w.kind !== "literal" || (ANY_NAME.test(w.text) && !LOWER_NAME.test(w.text)));
      if (bad) return deny("assignment", `\`read ${bad.source}\`: only lower-case variables may be set`);
      return { verdict: "allow", rule: "shell:read", reason: "reads standard input into lower-case variables" };
    }
    case "printf": {
      if (args[0]?.text.startsWith("-v")) return deny("shell-state", "`printf -v` sets a variable");
      break;
    }
  }
  return undefined;
}

const CAVEATS: Record<string, string> = {
  git: "git push, -c/--config, and options that run programs or write files",
  find: "find -exec, -delete and -fprint",
  sed: "sed scripts that run commands or touch other files, and -i outside the workspace",
  awk: "awk programs with system(), pipes, getline or print >",
  rg: "rg --pre and --hostname-bin",
};

/** What a suggested `name *` pattern would seem to allow that a built-in rule refuses anyway, if anything. */
export function builtinCaveat(name: string): string | undefined {
  const base = programName({ text: name, kind: "literal", source: name });
  const caveat = CAVEATS[base] ?? (SHELLS.has(base) ? `${base} -c and a shell reading stdin` : undefined);
  if (caveat) return caveat;
  const paths = commandPaths(base, []);
  if (!paths) return undefined;
  return paths.writer
    ? "writes outside the workspace, into .git/ or files.deny_write paths"
    : "reads of credentials and files.deny_read paths";
}

const SET_OPTION_NAMES = new Set(["errexit", "nounset", "pipefail", "xtrace", "verbose"]);

/** `set -e`, `set -euo pipefail`, `set +x`: error handling and tracing only. Not `set -a` (exports every later
 * assignment), `set -k`, `set -- args` or anything else. */
function isSafeSet(args: readonly ShellWord[]): boolean {
  if (args.length === 0) return false;
  for (let i = 0; i < args.length; i++) {
    const m = /^[-+]([euxv]*)(o?)$/.exec(args[i].text);
    if (args[i].kind !== "literal" || !m || (!m[1] && !m[2])) return false;
    if (m[2]) {
      const option = args[++i];
      if (!option || option.kind !== "literal" || !SET_OPTION_NAMES.has(option.text)) return false;
    }
  }
  return true;
}

/** `sh script.sh` may be allowed by a pattern; `sh -c ...`, `sh -s` and a shell reading commands from stdin
 * (`curl x | sh`) never are. */
function checkShell(name: string, args: readonly ShellWord[]): BuiltinVerdict | undefined {
  const refuse = (why: string) => deny("shell-code", `\`${name}\` ${why}`);
  let i = 0;
  for (; i < args.length; i++) {
    const w = args[i];
    if (w.kind !== "literal") return refuse(`option \`${w.source}\` is not a literal word`);
    const a = w.text;
    if (a === "-" || a === "--") {
      i++;
      break;
    }
    if (!a.startsWith("-") && !a.startsWith("+")) break;
    if (a === "-o" || a === "+o" || a === "-O" || a === "+O" || a === "--rcfile" || a === "--init-file") {
      i++;
      continue;
    }
    if (a.startsWith("--")) {
      if (["--norc", "--noprofile", "--login", "--posix", "--noediting", "--verbose", "--restricted"].includes(a))
        continue;
      return refuse(`option \`${a}\` is not supported by the checker`);
    }
    if (!/^[-+][euxvnlfaBbhmpTEHkPtr]+$/.test(a))
      return refuse(`option \`${a}\` runs a command string or reads commands from stdin`);
  }
  if (i >= args.length) return refuse("without a script file reads commands from stdin");
  return undefined;
}

const TIMEOUT: OptionSpec = {
  flags: "v",
  withArg: "sk",
  stopAtOperand: true,
  long: { "preserve-status": "flag", foreground: "flag", verbose: "flag", signal: "arg", "kill-after": "arg" },
};
const NICE: OptionSpec = { withArg: "n", long: { adjustment: "arg" }, stopAtOperand: true };
const NOHUP: OptionSpec = { stopAtOperand: true };
const TIME: OptionSpec = { flags: "p", stopAtOperand: true };
const COMMAND: OptionSpec = { flags: "pvV", stopAtOperand: true };
const EXEC: OptionSpec = { flags: "cl", withArg: "a", stopAtOperand: true };
const ENV: OptionSpec = {
  flags: "i0v",
  withArg: "uCS",
  stopAtOperand: true,
  long: {
    "ignore-environment": "flag",
    null: "flag",
    unset: "arg",
    chdir: "arg",
    "split-string": "arg",
    debug: "flag",
    "block-signal": "optional",
    "default-signal": "optional",
    "ignore-signal": "optional",
    "list-signal-handling": "flag",
  },
};
const XARGS: OptionSpec = {
  flags: "0oprtx",
  withArg: "aEdILnPs",
  optionalArg: "eil",
  stopAtOperand: true,
  long: {
    null: "flag",
    "arg-file": "arg",
    delimiter: "arg",
    eof: "optional",
    replace: "optional",
    "max-lines": "optional",
    "max-args": "arg",
    "max-procs": "arg",
    "max-chars": "arg",
    interactive: "flag",
    "no-run-if-empty": "flag",
    verbose: "flag",
    exit: "flag",
    "open-tty": "flag",
    "show-limits": "flag",
    "process-slot-var": "arg",
  },
};
const STDBUF: OptionSpec = { withArg: "ioe", long: { input: "arg", output: "arg", error: "arg" }, stopAtOperand: true };

/** Wrappers run their operands as a command. Unwrap them when their options are understood, so the inner
 * command meets the same rules; refuse them otherwise. undefined: not a wrapper. */
function unwrap(policy: Policy, name: string, args: readonly ShellWord[]): BuiltinVerdict | undefined {
  const bad = (reason: string) => deny("wrapper", `\`${name}\`: ${reason}`);
  const inner = (words: ShellWord[]): BuiltinVerdict =>
    words.length ? { verdict: "unwrap", wrapper: name, inner: words } : { verdict: "pass" };
  switch (name) {
    case "timeout": {
      const p = getopt(args, TIMEOUT);
      if (!p.ok) return bad(p.reason);
      if (p.operands.length < 2) return bad("needs a duration and a command");
      return inner(p.operands.slice(1));
    }
    case "nice": {
      const rest = args[0] && /^-\d+$/.test(args[0].text) ? args.slice(1) : args;
      const p = getopt(rest, NICE);
      return p.ok ? inner(p.operands) : bad(p.reason);
    }
    case "nohup":
    case "time": {
      const p = getopt(args, name === "time" ? TIME : NOHUP);
      return p.ok ? inner(p.operands) : bad(p.reason);
    }
    case "command": {
      const p = getopt(args, COMMAND);
      if (!p.ok) return bad(p.reason);
      if (p.options.some((o) => o.name === "p")) return bad("-p searches a different PATH");
      // `command -v x` only looks the name up.
      if (p.options.length) return { verdict: "pass" };
      return inner(p.operands);
    }
    case "builtin":
    case "busybox":
      return args[0]?.text.startsWith("-") ? { verdict: "pass" } : inner([...args]);
    case "exec": {
      const p = getopt(args, EXEC);
      if (!p.ok) return bad(p.reason);
      if (p.options.length) return bad("options change what runs");
      return inner(p.operands);
    }
    case "env":
      return unwrapEnv(policy, args, bad, inner);
    case "xargs":
      return unwrapXargs(args, bad);
    case "stdbuf": {
      const p = getopt(args, STDBUF);
      if (!p.ok) return bad(p.reason);
      if (!p.operands.length) return bad("needs a command");
      return inner(p.operands);
    }
    default:
      return undefined;
  }
}

function unwrapEnv(
  policy: Policy,
  args: readonly ShellWord[],
  bad: (reason: string) => BuiltinVerdict,
  inner: (words: ShellWord[]) => BuiltinVerdict,
): BuiltinVerdict {
  const rest = args[0]?.text === "-" ? args.slice(1) : args;
  const p = getopt(rest, ENV);
  if (!p.ok) return bad(p.reason);
  const unsafe = p.options.find(
    (o) => !["i", "0", "v", "u", "ignore-environment", "null", "unset", "debug"].includes(o.name),
  );
  if (unsafe) return bad(`option \`${unsafe.name}\` changes what runs`);
  const operands = [...p.operands];
  while (operands.length && /^[^=]+=/.test(operands[0].text)) {
    const w = operands.shift()!;
    const envName = w.text.slice(0, w.text.indexOf("="));
    if (w.kind !== "literal" || !policy.bash.safe_env.includes(envName)) {
      return deny("env-prefix", `\`env ${w.source}\`: ${envName} is not in bash.safe_env`);
    }
  }
  return inner(operands);
}

function unwrapXargs(args: readonly ShellWord[], bad: (reason: string) => BuiltinVerdict): BuiltinVerdict {
  const p = getopt(args, XARGS);
  if (!p.ok) return bad(p.reason);
  if (p.options.some((o) => o.name === "process-slot-var"))
    return bad("--process-slot-var sets an environment variable");
  let replace: string | undefined;
  for (const o of p.options) {
    if (o.name === "I") replace = o.value;
    if (o.name === "i" || o.name === "replace") replace = o.value ?? "{}";
  }
  const command = p.operands.length ? [...p.operands] : [{ text: "echo", kind: "literal" as const, source: "echo" }];
  // GNU xargs replaces the string in the command name too.
  if (command[0].kind !== "literal" || (replace !== undefined && command[0].text.includes(replace))) {
    return deny("command-word", `xargs runs \`${command[0].source}\`, not a literal word`);
  }
  // The words xargs adds come from its input: unknown text, any number of words.
  const fromInput: ShellWord = { text: "<input>", kind: "multi", source: "<words from xargs input>" };
  const inner =
    replace === undefined
      ? [...command, fromInput]
      : command.map((w, i) =>
          i > 0 && w.text.includes(replace) ? { text: w.source, kind: "single" as const, source: w.source } : w,
        );
  return { verdict: "unwrap", wrapper: "xargs", inner };
}

/** Standalone, loop and arithmetic assignments: lower-case names are private to this shell; upper-case ones
 * may be exported (PATH, HOME) or steer bash itself (IFS, BASH_ENV, CDPATH). */
export function checkAssignment(policy: Policy, a: ShellAssignment): Denial | undefined {
  if (LOWER_NAME.test(a.name) || policy.bash.safe_env.includes(a.name)) return undefined;
  return {
    rule: "builtin:assignment",
    reason: `setting \`${a.name}\` is refused: only lower-case variables or bash.safe_env names`,
  };
}

/** `NAME=value cmd`: exported to cmd, so only the maintainer's safe list. */
export function checkEnvPrefix(policy: Policy, a: ShellAssignment): Denial | undefined {
  if (policy.bash.safe_env.includes(a.name)) return undefined;
  return { rule: "builtin:env-prefix", reason: `\`${a.name}=...\` prefix: ${a.name} is not in bash.safe_env` };
}

const FINDING_RULES: Record<ShellFinding["kind"], BuiltinRuleId> = {
  "function-definition": "function-definition",
  "parameter-operator": "parameter-operator",
  "arithmetic-variable": "arithmetic-variable",
  "test-variable": "test-variable",
};

export function denialForFinding(f: ShellFinding): Denial {
  const id = FINDING_RULES[f.kind];
  return { rule: `builtin:${id}`, reason: BUILTIN_RULES[id] };
}
