// The one workspace path resolver every file tool uses. Paths are resolved physically (every existing
// component's symlink followed, like the kernel would), then checked component-wise against the workspace,
// so neither `link -> /etc` nor a sibling `/ws-evil` passes for `/ws`. Tools resolve in checkPermission and
// again in execute, and then touch only the returned physical path.
import { realpath, stat } from "node:fs/promises";
import { isAbsolute, join, relative, sep } from "node:path";
import { matchFileRule, type FileAccess } from "../policy/file-rules.js";
import type { Policy } from "../policy/schema.js";
import type { PermissionResult, ToolOutput } from "./tool.js";
import { walkPhysical } from "../physical-path.js";

/** `root`: the physical directory `abs` is inside (the workspace, or the spill dir for reads); open `abs` with
 * openBeneath(root, abs) so nothing swapped in after this check can redirect the open. */
export type PathResolution =
  { ok: true; abs: string; rel: string; root: string } | { ok: false; rule: string; reason: string };

export interface PathScope {
  /** Physical absolute path of the workspace. */
  workspace: string;
  /** Directory of spilled tool results; readable, never writable. */
  spillDir: string;
  policy: Policy;
}

/** PATH_MAX on Linux; longer input is refused before touching the disk. */
const MAX_PATH_LENGTH = 4096;
export async function resolveInWorkspace(
  scope: PathScope,
  inputPath: string,
  access: FileAccess,
): Promise<PathResolution> {
  if (inputPath.includes("\0")) return deny("path.nul_byte", "The path contains a NUL byte.");
  if (inputPath.length > MAX_PATH_LENGTH)
    return deny("path.too_long", `The path is longer than ${MAX_PATH_LENGTH} characters.`);
  if (inputPath.trim() === "") return deny("path.empty", 'The path is empty; use "." for the workspace root.');

  // The workspace is taken as given (the session resolved it once; PathScope says it is physical), not
  // realpath'd per call: if someone swapped it for a symlink, realpath would follow that symlink and make its
  // target the new "inside" (a workspace swapped for a link to / would let every path through). As given, paths
  // still check against the original location, and openBeneath refuses to open through the swapped root.
  const workspace = scope.workspace;
  const start = isAbsolute(inputPath) ? inputPath : `${workspace}${sep}${inputPath}`;
  // The walk starts at the workspace when the path is under it: its components need no lstat. (Cut off as
  // written, not normalised: `..` must pop physical parents in the walk.)
  const wsPrefix = workspace.endsWith(sep) ? workspace : workspace + sep;
  const under = !isAbsolute(inputPath)
    ? inputPath
    : inputPath === workspace
      ? ""
      : inputPath.startsWith(wsPrefix)
        ? inputPath.slice(wsPrefix.length)
        : undefined;
  const walk = under === undefined ? await walkPhysical(sep, inputPath) : await walkPhysical(workspace, under);
  if (walk === "loop") return deny("path.symlink_loop", `${inputPath} goes through a symlink loop.`);
  // Only a path not seen to exist costs the check that the workspace itself still does.
  if (
    !walk.existed &&
    !(await stat(workspace).then(
      () => true,
      () => false,
    ))
  ) {
    return deny("path.no_workspace", `The workspace ${scope.workspace} does not exist.`);
  }
  const physical = walk.path;

  const rel = relativeInside(workspace, physical);
  if (rel === undefined) {
    if (access === "read") {
      const spill = await realpath(scope.spillDir).catch(() => undefined);
      if (spill !== undefined && relativeInside(spill, physical) !== undefined)
        return { ok: true, abs: physical, rel: physical, root: spill };
    }
    const via = physical === normalizeLexically(start) ? "" : ` (it resolves to ${physical})`;
    return deny(
      "path.outside_workspace",
      `${inputPath} is outside the workspace ${workspace}${via}; only files inside it can be ${access === "read" ? "read" : "written"}.`,
    );
  }

  const relPosix = rel.split(sep).join("/");
  if (access === "write" && relPosix.split("/").includes(".git")) {
    return deny("path.git_dir", `${relPosix} is inside a .git directory; git metadata is never written by file tools.`);
  }
  const rule = matchFileRule(scope.policy, relPosix === "" ? "." : relPosix, access);
  if (rule) return deny(rule, `${relPosix} is denied by the policy (${rule}).`);
  return { ok: true, abs: physical, rel: relPosix === "" ? "." : relPosix, root: workspace };
}

/** A note for "not found" messages: we never expand `~` or `$VAR`, so such a path is a literal name. */
export function literalPathNote(inputPath: string): string {
  if (inputPath.startsWith("~"))
    return ` Note: "~" is not expanded; ${inputPath} was taken as a name relative to the workspace.`;
  if (/\$(\{?[A-Za-z_])/.test(inputPath)) return ` Note: variables are not expanded; ${inputPath} was taken literally.`;
  return "";
}

/** checkPermission for a file tool: the same resolution, as a PermissionResult. */
export async function filePermission(
  scope: PathScope,
  inputPath: string,
  access: FileAccess,
): Promise<PermissionResult> {
  const r = await resolveInWorkspace(scope, inputPath, access);
  return r.ok ? { allowed: true } : { allowed: false, rule: r.rule, reason: r.reason };
}

/** The result a tool returns when its own (second) resolution refuses the path. */
export function deniedOutput(display: string, denial: { rule: string; reason: string }): ToolOutput {
  return {
    output: denial.reason,
    display: `${display} (denied)`,
    isError: true,
    errorType: "permission",
    metadata: { denied: true, rule: denial.rule },
  };
}

function deny(rule: string, reason: string): PathResolution {
  return { ok: false, rule, reason };
}

/** `child` relative to `root` when it is root itself or below it (component-wise), else undefined. */
function relativeInside(root: string, child: string): string | undefined {
  if (child === root) return "";
  const prefix = root.endsWith(sep) ? root : root + sep;
  if (!child.startsWith(prefix)) return undefined;
  return relative(root, child);
}

function normalizeLexically(p: string): string {
  return join(p);
}
