// Where a command line reads and writes files it names literally (redirections, `sed -i` files, `cd`, `git -C`,
// arguments naming deny_read files). The rules below are lexical; `physicalEscape` then resolves the paths that
// passed the way the kernel will (a tracked `link -> /tmp` makes `> link/x` a write outside the workspace).
import { realpath } from "node:fs/promises";
import { posix } from "node:path";
import { resolvePhysical } from "../tools/paths.js";
import { matchFileRule } from "./file-rules.js";
import type { Policy } from "./schema.js";
import type { ShellRedirect, ShellWord } from "./shell.js";

export interface Denial {
  rule: string;
  reason: string;
}

export interface PathContext {
  policy: Policy;
  /** Absolute path of the workspace. */
  workspace: string;
}

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
    return { rule: "builtin:write-target", reason: `the write target \`${word.source}\` is not a literal path` };
  }
  if (OUTPUT_DEVICES.has(word.text)) return undefined;
  if (viaRedirect && ctx.policy.bash.redirect_writes === "none") {
    return { rule: "builtin:redirect-none", reason: `output redirection to \`${word.text}\`: bash.redirect_writes is "none" (only /dev/null)` };
  }
  const rel = workspaceRelative(ctx.workspace, word.text);
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
  const rel = workspaceRelative(ctx.workspace, word.text);
  if (rel === undefined) return { rule: "builtin:read-outside-workspace", reason: `\`${word.text}\` is outside the workspace` };
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
    const rel = workspaceRelative(ctx.workspace, candidate);
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
  if (word.kind !== "literal") return { rule, reason: `\`${what} ${word.source}\`: the directory is not a literal path` };
  if (word.text === "-" || /^[+-]\d+$/.test(word.text)) return { rule, reason: `\`${what} ${word.text}\` goes to a directory the checker cannot see` };
  const abs = posix.resolve(ctx.workspace, word.text);
  if (abs !== posix.resolve(ctx.workspace) && workspaceRelative(ctx.workspace, word.text) === undefined) {
    return { rule, reason: `\`${what} ${word.text}\` leaves the workspace` };
  }
  return undefined;
}

/** Where `target` (relative to each of `bases`, the directories the line may be in) really lands when it leaves
 * the workspace by a symlink, else undefined. A workspace that does not exist (policy checks from the CLI) is
 * judged lexically only. */
export async function physicalEscape(workspace: string, bases: readonly string[], target: string): Promise<string | undefined> {
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
