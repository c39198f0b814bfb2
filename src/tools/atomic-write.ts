// Atomic file replacement for write_file and edit_file: write a temp file beside the target, then rename it
// over the target, so a crash or a concurrent reader never sees a half-written file. The existing file's
// permission bits are kept (an executable script stays executable).
import { randomBytes } from "node:crypto";
import { lstat, mkdir, open, rename, unlink } from "node:fs/promises";
import { withDirectoryBeneath } from "./open-beneath.js";
import { basename, dirname, join } from "node:path";

export interface WrittenFile {
  mtimeMs: number;
  size: number;
}

/** Writes `data` to `absPath` atomically, creating parent directories. `mode` (permission bits) defaults to
 * the existing file's, or the process umask's default for a new file. With `root` (the workspace), the
 * directory is reached through openBeneath's race-free walk: a symlink swapped in after the path check cannot
 * send the write outside. */
export async function writeFileAtomic(
  absPath: string,
  data: string | Uint8Array,
  options: { mode?: number; root?: string } = {},
): Promise<WrittenFile> {
  if (options.root !== undefined) {
    return withDirectoryBeneath(options.root, dirname(absPath), true, (dir) =>
      writeIn(dir, basename(absPath), data, options.mode),
    );
  }
  const dir = dirname(absPath);
  await mkdir(dir, { recursive: true });
  return writeIn(dir, basename(absPath), data, options.mode);
}

async function writeIn(
  dir: string,
  name: string,
  data: string | Uint8Array,
  mode: number | undefined,
): Promise<WrittenFile> {
  const target = join(dir, name);
  if (mode === undefined) {
    try {
      mode = (await lstat(target)).mode & 0o7777;
    } catch {
      mode = undefined;
    }
  }
  const temp = join(dir, `.${name}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  const handle = await open(temp, "wx");
  try {
    try {
      await handle.writeFile(data);
      if (mode !== undefined) await handle.chmod(mode);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    throw err;
  }
  const st = await lstat(target);
  return { mtimeMs: st.mtimeMs, size: st.size };
}
