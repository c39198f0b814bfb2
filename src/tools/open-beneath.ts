// Opening a checked path without a race. resolveInWorkspace checks a path, but the agent's background processes
// share the workspace and can swap a directory on it for a symlink between that check and the open (a file tool
// running as root would then read or write anywhere). So every component below the root is opened through the
// one before it (`/proc/self/fd/<n>/<name>`) with O_NOFOLLOW: a symlink that appeared since the check makes the
// open fail instead of being followed. Linux only; elsewhere the opened file's identity is checked afterwards.
import { constants } from "node:fs";
import { lstat, mkdir, open, readlink, type FileHandle } from "node:fs/promises";
import { relative, sep } from "node:path";

const PROC_FD = "/proc/self/fd";
const DIRECTORY = constants.O_RDONLY | constants.O_DIRECTORY;

export class PathChangedError extends Error {
  override name = "PathChangedError";
}

/** Opens `abs` (a physical path inside `root`, as resolveInWorkspace returned it) with `flags`. */
export async function openBeneath(root: string, abs: string, flags: number, mode?: number): Promise<FileHandle> {
  const parts = componentsBelow(root, abs);
  if (parts.length === 0) return verified(await open(root, flags, mode), abs);
  const name = parts.pop() as string;
  return withDirectoryBeneath(root, parts, false, (dir) =>
    open(`${dir}/${name}`, flags | constants.O_NOFOLLOW, mode).catch(symlinkAsChange(abs)),
  );
}

/** Runs `fn` with a path (`/proc/self/fd/<n>`) that names the directory `dir` (inside `root`) itself, whatever
 * happens to the names on the way to it meanwhile; missing directories are created when `create` is set. */
export async function withDirectoryBeneath<T>(
  root: string,
  dir: string | string[],
  create: boolean,
  fn: (dirPath: string) => Promise<T>,
): Promise<T> {
  const parts = typeof dir === "string" ? componentsBelow(root, dir) : dir;
  if (!(await procFdWorks())) {
    // No /proc: the path as it is, checked once opened.
    const target = [root, ...parts].join(sep);
    if (create) await mkdir(target, { recursive: true });
    const handle = await verified(await open(target, DIRECTORY), target);
    try {
      return await fn(target);
    } finally {
      await handle.close();
    }
  }
  let handle = await verified(await open(root, DIRECTORY), root);
  try {
    for (const part of parts) {
      const next = `${PROC_FD}/${handle.fd}/${part}`;
      if (create) {
        await mkdir(next).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== "EEXIST") throw err;
        });
      }
      const child = await open(next, DIRECTORY | constants.O_NOFOLLOW).catch(async (err: NodeJS.ErrnoException) => {
        // O_DIRECTORY | O_NOFOLLOW refuses a symlink with ENOTDIR, like a plain file.
        if (err.code === "ENOTDIR" && (await lstat(next).catch(() => undefined))?.isSymbolicLink())
          err = Object.assign(new Error(err.message), { code: "ELOOP" });
        return symlinkAsChange([root, ...parts].join(sep))(err);
      });
      release(handle);
      handle = child;
    }
    return await fn(`${PROC_FD}/${handle.fd}`);
  } finally {
    release(handle);
  }
}

/** Closes a directory handle nothing uses any more without waiting for it: the caller's result does not depend
 * on it, and waiting would add a thread-pool round trip to every open. */
function release(handle: FileHandle): void {
  handle.close().catch(() => undefined);
}

function componentsBelow(root: string, abs: string): string[] {
  const rel = relative(root, abs);
  if (rel === "") return [];
  if (rel.startsWith("..") || rel.startsWith(sep)) throw new PathChangedError(`${abs} is not inside ${root}`);
  return rel.split(sep).filter((p) => p !== "" && p !== ".");
}

/** The handle, if the kernel says it is the file at `expected`; else it is closed and an error thrown. */
async function verified(handle: FileHandle, expected: string): Promise<FileHandle> {
  if (!(await procFdWorks())) return handle;
  const actual = await readlink(`${PROC_FD}/${handle.fd}`).catch(() => undefined);
  if (actual === expected) return handle;
  await handle.close();
  throw new PathChangedError(
    `${expected} changed while it was being opened (it now leads to ${actual ?? "somewhere unknown"})`,
  );
}

/** O_NOFOLLOW refuses a symlink with ELOOP: a component was swapped for a link. */
function symlinkAsChange(path: string) {
  return (err: NodeJS.ErrnoException): never => {
    if (err.code === "ELOOP")
      throw new PathChangedError(`${path} changed while it was being opened (a symlink appeared on the way)`);
    throw err;
  };
}

let procFd: Promise<boolean> | undefined;
function procFdWorks(): Promise<boolean> {
  procFd ??= readlink(`${PROC_FD}/0`).then(
    () => true,
    () => process.platform === "linux",
  );
  return procFd;
}
