// Where a command line reads and writes files it names literally (redirections, `sed -i` files, `cd`, `git -C`,
// arguments naming deny_read files). The rules below are lexical; `physicalEscape` then resolves the paths that
// passed the way the kernel will (a tracked `link -> /tmp` makes `> link/x` a write outside the workspace).
import { realpath } from "node:fs/promises";
import { homedir } from "node:os";
import { posix } from "node:path";
import { resolvePhysical } from "../physical-path.js";
import { matchFileRule } from "./file-rules.js";
import picomatch from "picomatch";
import { escapeGlob, globsOverlap } from "./glob-overlap.js";
import type { Policy } from "./schema.js";
import type { ShellRedirect, ShellWord } from "./shell.js";
import { UNKNOWN_DIR } from "./working-directory.js";

export interface Denial {
  rule: string;
  reason: string;
}

export interface PathContext {
  policy: Policy;
  /** Absolute path of the workspace. */
  workspace: string;
  /** The directory the command runs in: workspace-relative, absolute, or UNKNOWN_DIR. Default ".". */
  cwd?: string;
}

/** `target` made absolute from the command's directory, or undefined when it is relative and the line's
 * directory could not be followed. */
export function resolveFrom(ctx: PathContext, target: string): string | undefined {
  if (posix.isAbsolute(target)) return posix.resolve(target);
  if (ctx.cwd === UNKNOWN_DIR) return undefined;
  return posix.resolve(ctx.workspace, ctx.cwd ?? ".", target);
}

/** Like workspaceRelative, from the command's directory. */
function relativeFrom(ctx: PathContext, target: string): string | undefined {
  const abs = resolveFrom(ctx, target);
  return abs === undefined ? undefined : workspaceRelative(ctx.workspace, abs);
}

const UNKNOWN_DIRECTORY: Denial = {
  rule: "builtin:directory-outside-workspace",
  reason:
    "a relative path after a `cd` the checker cannot follow (a non-literal directory, or a loop that keeps moving)",
};

/** `~/x`, `$HOME/x`, `${HOME}/x`: the home directory, which is never inside the workspace. */
const HOME_WORD = /^(~|\$HOME|\$\{HOME\})(\/[A-Za-z0-9._/@+-]*)?$/;

const OUTPUT_DEVICES = new Set(["/dev/null", "/dev/stdout", "/dev/stderr"]);
const INPUT_DEVICES = new Set(["/dev/null", "/dev/stdin"]);

/** The target relative to the workspace, or undefined when it is outside (or the workspace itself). */
export function workspaceRelative(workspace: string, target: string): string | undefined {
  const abs = posix.resolve(workspace, target);
  const rel = posix.relative(posix.resolve(workspace), abs);
  if (rel === "" || rel === ".." || rel.startsWith("../") || posix.isAbsolute(rel)) return undefined;
  return rel;
}

/** `.git` anywhere in the path (any case: case-insensitive file systems exist). */
function inGitDir(rel: string): boolean {
  return rel.split("/").some((part) => part.toLowerCase() === ".git");
}

export function checkWriteTarget(ctx: PathContext, word: ShellWord, viaRedirect: boolean): Denial | undefined {
  if (word.kind !== "literal") {
    if (HOME_WORD.test(word.source))
      return {
        rule: "builtin:write-outside-workspace",
        reason: `\`${word.source}\` is in the home directory, outside the workspace`,
      };
    return { rule: "builtin:write-target", reason: `the write target \`${word.source}\` is not a literal path` };
  }
  if (OUTPUT_DEVICES.has(word.text)) return undefined;
  if (viaRedirect && ctx.policy.bash.redirect_writes === "none") {
    return {
      rule: "builtin:redirect-none",
      reason: `output redirection to \`${word.text}\`: bash.redirect_writes is "none" (only /dev/null)`,
    };
  }
  if (resolveFrom(ctx, word.text) === undefined) return UNKNOWN_DIRECTORY;
  const rel = relativeFrom(ctx, word.text);
  if (rel === undefined) {
    return { rule: "builtin:write-outside-workspace", reason: `\`${word.text}\` is outside the workspace` };
  }
  if (inGitDir(rel)) return { rule: "builtin:write-git-dir", reason: `\`${word.text}\` is inside .git/` };
  const denied = matchFileRule(ctx.policy, rel, "write");
  if (denied) return { rule: denied, reason: `\`${rel}\` may not be written` };
  return undefined;
}

export function checkReadTarget(ctx: PathContext, word: ShellWord): Denial | undefined {
  if (word.kind !== "literal") {
    return { rule: "builtin:read-target", reason: `the input file \`${word.source}\` is not a literal path` };
  }
  if (INPUT_DEVICES.has(word.text)) return undefined;
  if (resolveFrom(ctx, word.text) === undefined) return UNKNOWN_DIRECTORY;
  const rel = relativeFrom(ctx, word.text);
  if (rel === undefined)
    return { rule: "builtin:read-outside-workspace", reason: `\`${word.text}\` is outside the workspace` };
  const denied = matchFileRule(ctx.policy, rel, "read");
  if (denied) return { rule: denied, reason: `\`${rel}\` may not be read` };
  return undefined;
}

export function checkRedirect(ctx: PathContext, r: ShellRedirect): Denial | undefined {
  if (r.access === "write") return checkWriteTarget(ctx, r.target!, true);
  if (r.access === "read") return checkReadTarget(ctx, r.target!);
  return undefined;
}

/** true for a write that lands in a file (not /dev/null and friends). */
export function writesFile(r: ShellRedirect): boolean {
  return r.access === "write" && !(r.target?.kind === "literal" && OUTPUT_DEVICES.has(r.target.text));
}

/** A literal argument (or the value of `--opt=value`) naming a files.deny_read path inside the workspace.
 * Catches `cat .env`; a glob or a recursive search is not caught (keep secrets out of the workspace). */
export function checkReadArgument(ctx: PathContext, word: ShellWord): Denial | undefined {
  if (word.kind !== "literal" || ctx.policy.files.deny_read.length === 0) return undefined;
  const candidates = [word.text];
  const eq = word.text.indexOf("=");
  if (word.text.startsWith("-") && eq !== -1) candidates.push(word.text.slice(eq + 1));
  for (const candidate of candidates) {
    if (!candidate || candidate.startsWith("-")) continue;
    const rel = relativeFrom(ctx, candidate);
    if (rel === undefined) continue;
    const denied = matchFileRule(ctx.policy, rel, "read");
    if (denied) return { rule: denied, reason: `\`${rel}\` may not be read` };
  }
  return undefined;
}

/** `cd`, `pushd`, `git -C`: a literal directory inside the workspace (or the workspace itself), so relative
 * paths checked against the workspace stay meaningful. */
export function checkDirectory(ctx: PathContext, word: ShellWord | undefined, what: string): Denial | undefined {
  const rule = "builtin:directory-outside-workspace";
  if (!word) return { rule, reason: `\`${what}\` without a directory leaves the workspace` };
  if (word.kind !== "literal")
    return { rule, reason: `\`${what} ${word.source}\`: the directory is not a literal path` };
  if (word.text === "-" || /^[+-]\d+$/.test(word.text))
    return { rule, reason: `\`${what} ${word.text}\` goes to a directory the checker cannot see` };
  const abs = resolveFrom(ctx, word.text);
  if (abs === undefined) return UNKNOWN_DIRECTORY;
  if (abs !== posix.resolve(ctx.workspace) && workspaceRelative(ctx.workspace, abs) === undefined) {
    return { rule, reason: `\`${what} ${word.text}\` leaves the workspace` };
  }
  return undefined;
}

/** Where `target` (relative to each of `bases`, the directories the line may be in) really lands when it leaves
 * the workspace by a symlink, else undefined. A workspace that does not exist (policy checks from the CLI) is
 * judged lexically only. */
export async function physicalEscape(
  workspace: string,
  bases: readonly string[],
  target: string,
): Promise<string | undefined> {
  let root: string;
  try {
    root = await realpath(workspace);
  } catch {
    return undefined;
  }
  for (const base of bases) {
    const start = posix.isAbsolute(target) ? target : `${posix.resolve(root, base)}/${target}`;
    const physical = await resolvePhysical(start);
    if (physical === "loop") return `${target} (a symlink loop)`;
    if (physical !== root && !physical.startsWith(`${root}/`)) return physical;
  }
  return undefined;
}

// Files no command may read whatever the policy says: process secrets, the runner's credentials and its own
// state, in every home the runner may have.
const HOMES = [escapeGlob(homedir()), "/root", "/home/*", "/github/home"];
const HOME_SECRETS = [
  ".ssh",
  ".gnupg",
  ".netrc",
  ".git-credentials",
  ".docker/config.json",
  ".aws",
  ".azure",
  ".kube",
  ".config/gh",
  ".config/gcloud",
  ".npmrc",
  ".pypirc",
  ".cargo/credentials",
  ".cargo/credentials.toml",
  "runners",
  "actions-runner",
];
const NEVER_READ: readonly string[] = [
  "/proc/**/environ",
  "/proc/**/mem",
  "/proc/**/auxv",
  ...HOMES.flatMap((home) => HOME_SECRETS.map((entry) => `${home}/${entry}/**`)),
  // The runner's file commands (GITHUB_ENV, GITHUB_OUTPUT) and the downloaded actions, this one included.
  ...HOMES.flatMap((home) => [`${home}/work/_temp/_runner_file_commands/**`, `${home}/work/_actions/**`]),
  "/__w/_temp/_runner_file_commands/**",
  "/__w/_actions/**",
];
/** Credential files written wherever a step chose (google-github-actions/auth puts gha-creds-*.json in the
 * workspace). Matched on the last component: a glob counts when that component has a literal part that can
 * be such a name (`gha-*`, `*.json`); a bare `*` does not, or every `cat dir/*` would be refused. */
const NEVER_READ_NAMES = ["gha-creds-*.json", ".credentials", ".runner"];

/** The absolute pathname pattern a reader or writer operand stands for, or undefined when its text is unknown
 * ($x, $(..)) or relative to a directory the line could not follow. Literal words match only themselves. */
export function operandPattern(ctx: PathContext, word: ShellWord): string | undefined {
  if (word.kind === "literal") {
    const abs = resolveFrom(ctx, word.text);
    return abs === undefined ? undefined : escapeGlob(abs);
  }
  const home = HOME_WORD.exec(word.source);
  if (home) return escapeGlob(posix.join(homedir(), home[2] ?? ""));
  const glob = word.glob ?? expansionPattern(word.source);
  if (glob === undefined) return undefined;
  if (glob.startsWith("~/")) return normalizePattern(escapeGlob(homedir()) + glob.slice(1));
  if (glob.startsWith("/")) return normalizePattern(glob);
  if (ctx.cwd === UNKNOWN_DIR) return undefined;
  return normalizePattern(`${escapeGlob(posix.resolve(ctx.workspace, ctx.cwd ?? "."))}/${glob}`);
}

const EXPANSION = /\$\{[^}]*\}|\$\([^)]*\)|\$[A-Za-z_][A-Za-z0-9_]*|\$[0-9@*#?$!-]|`[^`]*`/g;

/** `/proc/$$/environ`, `"$dir"/.env`: a path with expansions in it, each standing for one name. A bare
 * `"$f"` (a while-read loop) is not a pattern: it could be anything, and the sandbox is the line behind. */
function expansionPattern(source: string): string | undefined {
  const parts = source.split(EXPANSION);
  if (parts.length < 2) return undefined;
  const plain = parts.map((p) => p.replace(/["']/g, ""));
  if (plain.some((p) => /[\\$`*?[\]{}~]/.test(p)) || !plain.some((p) => p.includes("/"))) return undefined;
  return plain.join("*");
}

/** Folds literal `.` and `..` components, as the kernel will. */
function normalizePattern(pattern: string): string {
  const out: string[] = [];
  for (const part of pattern.split("/")) {
    if (part === "." || part === "") continue;
    if (part === "..") out.pop();
    else out.push(part);
  }
  return `/${out.join("/")}`;
}

/** The pattern relative to the workspace when every path it matches lies inside it (no wildcard component
 * that could be `..`), else undefined. */
export function patternInWorkspace(ctx: PathContext, pattern: string): string | undefined {
  const root = `${escapeGlob(posix.resolve(ctx.workspace))}/`;
  if (!pattern.startsWith(root)) return undefined;
  const rel = pattern.slice(root.length);
  if (rel.split("/").some((part) => globsOverlap(part, ".."))) return undefined;
  return rel;
}

/** deny patterns as files.deny_* means them: a slash-less pattern at any depth, a directory with everything
 * under it. Only a literal last component is taken as a directory too: `*.pem/**` would make every glob
 * with a wildcard directory (`src/*\/x.ts`) a possible match. */
function denyPatterns(pattern: string): string[] {
  const base = pattern.replace(/\/$/, "");
  const anywhere = base.includes("/") ? base : `**/${base}`;
  const last = anywhere.slice(anywhere.lastIndexOf("/") + 1);
  return anywhere.endsWith("/**") || /[*?[{]/.test(last) ? [anywhere] : [anywhere, `${anywhere}/**`];
}

/** A file a known reader opens: refused when it is (or, for a glob, could be) a never-read file or a
 * files.deny_read path. Unknown text is let through: the sandbox is the line behind. */
export function checkReadPath(ctx: PathContext, word: ShellWord): Denial | undefined {
  // /dev/stdin and the like need no exception: they are neither secrets nor in the workspace.
  if (word.kind === "literal") return checkLiteralRead(ctx, word);
  const pattern = operandPattern(ctx, word);
  if (pattern === undefined) return undefined;
  const last = pattern.slice(pattern.lastIndexOf("/") + 1);
  const named = /[^*?\][]/.test(last.replace(/\[[^\]]*\]/g, ""))
    ? NEVER_READ_NAMES.find((n) => globsOverlap(last, n))
    : undefined;
  const secret = NEVER_READ.find((p) => globsOverlap(pattern, p)) ?? named;
  if (secret)
    return { rule: "builtin:never-read", reason: `\`${word.source}\` may be a file no command may read (${secret})` };
  const rel = patternInWorkspace(ctx, pattern);
  if (rel === undefined) return undefined;
  const denied = ctx.policy.files.deny_read.find((p) => denyPatterns(p).some((d) => globsOverlap(rel, d)));
  if (denied) return { rule: `files.deny_read: "${denied}"`, reason: `\`${word.source}\` may not be read` };
  return undefined;
}

// Compiled on first use: not on the way to the first model request.
let neverRead: { path: (p: string) => boolean; name: (n: string) => boolean } | undefined;

/** The common case, a literal path: matched directly (the same rules as a glob that names one file). */
function checkLiteralRead(ctx: PathContext, word: ShellWord): Denial | undefined {
  const abs = resolveFrom(ctx, word.text);
  if (abs === undefined) return UNKNOWN_DIRECTORY;
  neverRead ??= {
    path: picomatch(NEVER_READ as string[], { dot: true }),
    name: picomatch(NEVER_READ_NAMES, { dot: true }),
  };
  if (neverRead.path(abs) || neverRead.name(posix.basename(abs))) {
    const secret =
      NEVER_READ.find((p) => picomatch.isMatch(abs, p, { dot: true })) ??
      NEVER_READ_NAMES.find((n) => picomatch.isMatch(posix.basename(abs), n, { dot: true }));
    return { rule: "builtin:never-read", reason: `\`${word.source}\` is a file no command may read (${secret})` };
  }
  const rel = workspaceRelative(ctx.workspace, abs);
  const denied = rel === undefined ? undefined : matchFileRule(ctx.policy, rel, "read");
  return denied ? { rule: denied, reason: `\`${word.source}\` may not be read` } : undefined;
}

/** A file a known writer creates, changes or removes: the rules of `>`, for a glob every file it may match. */
export function checkWritePath(ctx: PathContext, word: ShellWord): Denial | undefined {
  // Literal words and unknown text carry no glob: the rules of `>` (safeGlobStart is false for them).
  if (!safeGlobStart(word)) return checkWriteTarget(ctx, word, false);
  const pattern = operandPattern(ctx, word);
  const rel = pattern === undefined ? undefined : patternInWorkspace(ctx, pattern);
  if (rel === undefined)
    return {
      rule: "builtin:write-outside-workspace",
      reason: `\`${word.source}\` may match files outside the workspace`,
    };
  if (denyPatterns(".git").some((d) => globsOverlap(rel.toLowerCase(), d)))
    return { rule: "builtin:write-git-dir", reason: `\`${word.source}\` may match files inside .git/` };
  const denied = ctx.policy.files.deny_write.find((p) => denyPatterns(p).some((d) => globsOverlap(rel, d)));
  if (denied)
    return {
      rule: `files.deny_write: "${denied}"`,
      reason: `\`${word.source}\` may match files that may not be written`,
    };
  return undefined;
}

/** A glob that cannot expand to a word starting with `-` (which the program would take as an option). */
export function safeGlobStart(word: ShellWord): boolean {
  return word.glob !== undefined && /^[^-*?[\\]/.test(word.glob);
}
