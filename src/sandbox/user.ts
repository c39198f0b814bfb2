// The dedicated unprivileged user commands run as (ARCHITECTURE.md §6). A different uid is what keeps the action's
// /proc/<pid>/environ, its memory and its private files out of reach; the user has no sudo rights (it is created
// without any) and commands additionally run with no_new_privs, so setuid programs cannot raise them.
//
// Workspace access uses POSIX ACLs instead of a change of owner: the action's later git operations then still
// see a repository owned by the action's user (no "dubious ownership"), and default ACLs make every file the
// sandbox user creates writable by the action's user too (file tools keep working on them).
import { mkdir, writeFile, stat } from "node:fs/promises";
import path from "node:path";
import { execAsRoot, execProgram, findSystemProgram, type Privilege } from "./privilege.js";

const SANDBOX_USER = "repo-agent-sbx";

export interface SandboxUser {
  name: string;
  uid: number;
  gid: number;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

async function lookupUser(name: string): Promise<SandboxUser | undefined> {
  const getent = findSystemProgram("getent");
  if (!getent) return undefined;
  const result = await execProgram(getent, ["passwd", name]);
  if (result.code !== 0) return undefined;
  const fields = result.stdout.trim().split(":");
  const uid = Number(fields[2]);
  const gid = Number(fields[3]);
  return Number.isInteger(uid) && Number.isInteger(gid) ? { name, uid, gid } : undefined;
}

/** Finds the sandbox user, creating it (no home, no login shell, no groups) when missing. */
export async function ensureSandboxUser(privilege: Privilege, name = SANDBOX_USER): Promise<Outcome<SandboxUser>> {
  const useradd = findSystemProgram("useradd");
  let lastError = "";
  // Several runs (or test files) may race to create the user; useradd then fails on the passwd lock.
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await lookupUser(name);
    if (existing) {
      if (existing.uid === 0 || existing.gid === 0)
        return { ok: false, reason: `user ${name} exists with uid or gid 0` };
      return { ok: true, value: existing };
    }
    if (!useradd) return { ok: false, reason: "useradd not found, cannot create the sandbox user" };
    const created = await execAsRoot(privilege, [
      useradd,
      "--system",
      "--user-group",
      "--no-create-home",
      "--home-dir",
      "/nonexistent",
      "--shell",
      "/usr/sbin/nologin",
      name,
    ]);
    if (created.code === 0) continue;
    lastError = created.stderr.trim();
    await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
  }
  const existing = await lookupUser(name);
  return existing
    ? { ok: true, value: existing }
    : { ok: false, reason: `could not create user ${name}: ${lastError}` };
}

/** How the workspace is shared with the sandbox user: POSIX ACLs (preferred), or, for a root action on a
 * system without setfacl (container images), the sandbox user's group with group-write and setgid dirs. */
export type Sharing = "acl" | "group";

export function defaultSharing(privilege: Privilege): Sharing | undefined {
  if (findSystemProgram("setfacl")) return "acl";
  // Without ACLs, files the sandbox user creates are not writable by a non-root action user.
  return privilege === "root" ? "group" : undefined;
}

/** Lets the sandbox user read and write `dir` recursively (and the action's user every file it creates there). */
export async function grantTree(
  privilege: Privilege,
  user: SandboxUser,
  dir: string,
  sharing: Sharing,
  traversal: Traversal = new Map(),
): Promise<Outcome<void>> {
  if (sharing === "group") return grantTreeByGroup(privilege, user, dir, traversal);
  const setfacl = findSystemProgram("setfacl");
  if (!setfacl) return { ok: false, reason: "setfacl not found (install the acl package) to share the workspace" };
  const entries = [`u:${user.uid}:rwX`, `d:u:${user.uid}:rwX`];
  const actionUid = process.getuid?.() ?? 0;
  if (actionUid !== 0) entries.push(`d:u:${actionUid}:rwX`);
  // -P: do not follow symlinks inside the tree (a link to /etc must not hand /etc to the sandbox user).
  const result = await execAsRoot(privilege, [setfacl, "-R", "-P", "-m", entries.join(","), dir], 300_000);
  if (result.code !== 0) return { ok: false, reason: `setfacl on ${dir} failed: ${result.stderr.trim()}` };
  return grantTraverse(privilege, user, path.dirname(dir), traversal);
}

async function grantTreeByGroup(
  privilege: Privilege,
  user: SandboxUser,
  dir: string,
  traversal: Traversal,
): Promise<Outcome<void>> {
  const [chgrp, chmod, find] = ["chgrp", "chmod", "find"].map((name) => findSystemProgram(name));
  if (!chgrp || !chmod || !find) return { ok: false, reason: "chgrp, chmod or find not found to share the workspace" };
  const steps: string[][] = [
    // -h -P: change links themselves and never follow them out of the tree.
    [chgrp, "-R", "-h", "-P", String(user.gid), dir],
    [chmod, "-R", "g+rwX", dir],
    // setgid directories: files created later (by either user) keep the sandbox group.
    [find, dir, "-type", "d", "-exec", chmod, "g+s", "{}", "+"],
  ];
  for (const argv of steps) {
    const result = await execAsRoot(privilege, argv, 300_000);
    if (result.code !== 0)
      return { ok: false, reason: `${path.basename(argv[0])} on ${dir} failed: ${result.stderr.trim()}` };
  }
  return grantTraverse(privilege, user, path.dirname(dir), traversal);
}

/** Directories already made searchable during one sandbox set-up: the workspace and the run directory usually
 * share ancestors, and the grants may run concurrently, so each directory's grant is started once and shared. */
export type Traversal = Map<string, Promise<Outcome<void>>>;

/** Gives the sandbox user search (not read) permission on `dir` and its ancestors where others lack it. */
async function grantTraverse(
  privilege: Privilege,
  user: SandboxUser,
  dir: string,
  traversal: Traversal = new Map(),
): Promise<Outcome<void>> {
  for (let current = dir; ; current = path.dirname(current)) {
    let step = traversal.get(current);
    if (!step) {
      step = grantSearch(privilege, user, current);
      traversal.set(current, step);
    }
    const done = await step;
    if (!done.ok) return done;
    if (current === path.dirname(current)) return done;
  }
}

async function grantSearch(privilege: Privilege, user: SandboxUser, dir: string): Promise<Outcome<void>> {
  const info = await stat(dir);
  if ((info.mode & 0o001) !== 0) return { ok: true, value: undefined };
  const setfacl = findSystemProgram("setfacl");
  if (!setfacl) return { ok: false, reason: `${dir} is not searchable by other users and setfacl is missing` };
  const result = await execAsRoot(privilege, [setfacl, "-m", `u:${user.uid}:--x`, dir]);
  if (result.code !== 0) return { ok: false, reason: `setfacl on ${dir} failed: ${result.stderr.trim()}` };
  return { ok: true, value: undefined };
}

/** A HOME owned by the sandbox user, with a git config that trusts the workspace (owned by the action's user,
 * so git would otherwise refuse it as "dubious ownership"). */
export async function makeSandboxHome(
  privilege: Privilege,
  user: SandboxUser,
  home: string,
  traversal: Traversal = new Map(),
): Promise<Outcome<void>> {
  await mkdir(home, { recursive: true, mode: 0o700 });
  await writeFile(path.join(home, ".gitconfig"), "[safe]\n\tdirectory = *\n[core]\n\tpager = cat\n");
  const chown = findSystemProgram("chown");
  if (!chown) return { ok: false, reason: "chown not found" };
  const result = await execAsRoot(privilege, [chown, "-R", `${user.uid}:${user.gid}`, home]);
  if (result.code !== 0) return { ok: false, reason: `chown of ${home} failed: ${result.stderr.trim()}` };
  return grantTraverse(privilege, user, path.dirname(home), traversal);
}
