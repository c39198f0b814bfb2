// The sandbox user must reach the workspace and the run dir, which on a runner lie inside the action user's
// home (/home/runner/work/...). Being able to pass through those directories would also let it read whatever
// there is world-readable: earlier steps' GITHUB_ENV / GITHUB_OUTPUT files in RUNNER_TEMP, other checkouts,
// ~/.npmrc, ~/.docker/config.json. A named ACL entry with no rights overrides the "other" bits for that one
// user, so those entries get `u:<sandbox uid>:---`.
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";
import { execAsRoot, findSystemProgram, type Privilege } from "./privilege.js";
import type { Outcome, SandboxUser } from "./user.js";

/** Names in the action user's home that hold credentials or the runner's own state. The home itself is not
 * hidden wholesale: toolchains live there (~/.cargo, ~/.rustup, ~/.local/bin on GitHub-hosted runners). */
const SENSITIVE_HOME_ENTRIES = [
  ".ssh",
  ".gnupg",
  ".netrc",
  ".git-credentials",
  ".gitconfig",
  ".config",
  ".docker",
  ".aws",
  ".azure",
  ".kube",
  ".npmrc",
  ".yarnrc",
  ".yarnrc.yml",
  ".pypirc",
  ".gem",
  ".m2",
  ".gradle",
  ".nuget",
  ".terraform.d",
  ".cargo/credentials",
  ".cargo/credentials.toml",
  "runners",
  "actions-runner",
  ".credentials",
  ".runner",
];

export interface HidePlanInput {
  /** The directories the sandbox user is given: the workspace and its HOME. */
  keep: string[];
  /** Directories whose other entries are hidden wherever they are (the run dir: spill files, transcript). */
  sealed: string[];
  home: string;
  actionUid: number;
}

/** What to hide: every entry beside the path to a kept directory in the sealed directories and in the
 * directories below the home that the action user owns, plus the sensitive names in the home when the
 * sandbox user can enter it at all. */
export async function planHiddenPaths({ keep, sealed, home, actionUid }: HidePlanInput): Promise<string[]> {
  const onPath = new Set<string>();
  for (const target of keep) {
    for (let dir = target; ; dir = path.dirname(dir)) {
      onPath.add(dir);
      if (dir === path.dirname(dir)) break;
    }
  }
  const hidden = new Set<string>();
  const consider = async (entry: string) => {
    if (onPath.has(entry)) return;
    const info = await lstat(entry).catch(() => undefined);
    // A symlink would carry the ACL to its target, which may be a system directory.
    if (info && !info.isSymbolicLink()) hidden.add(entry);
  };
  const homeInfo = await lstat(home).catch(() => undefined);
  if (homeInfo && (onPath.has(home) || (homeInfo.mode & 0o001) !== 0)) {
    for (const name of SENSITIVE_HOME_ENTRIES) await consider(path.join(home, name));
  }
  for (const dir of onPath) {
    if (keep.includes(dir)) continue;
    const inHome = isStrictlyInside(dir, home);
    if (!inHome && !sealed.includes(dir)) continue;
    const info = await lstat(dir).catch(() => undefined);
    if (!info?.isDirectory() || (inHome && info.uid !== actionUid)) continue;
    for (const name of await readdir(dir).catch(() => [] as string[])) await consider(path.join(dir, name));
  }
  return [...hidden].sort();
}

export async function hideActionFiles(
  privilege: Privilege,
  user: SandboxUser,
  input: HidePlanInput,
): Promise<Outcome<number>> {
  const setfacl = findSystemProgram("setfacl");
  if (!setfacl) return { ok: false, reason: "setfacl not found to hide the action user's files" };
  const paths = await planHiddenPaths(input);
  // Entries made later in a sealed directory (the transcript, reports) are hidden by its default ACL.
  for (const dir of input.sealed) {
    const result = await execAsRoot(privilege, [setfacl, "-m", `d:u:${user.uid}:---`, "--", dir]);
    if (result.code !== 0) return { ok: false, reason: `setfacl on ${dir} failed: ${result.stderr.trim()}` };
  }
  for (let i = 0; i < paths.length; i += 200) {
    const result = await execAsRoot(privilege, [setfacl, "-m", `u:${user.uid}:---`, "--", ...paths.slice(i, i + 200)]);
    if (result.code !== 0)
      return { ok: false, reason: `setfacl (hiding the action user's files) failed: ${result.stderr.trim()}` };
  }
  return { ok: true, value: paths.length };
}

function isStrictlyInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}
