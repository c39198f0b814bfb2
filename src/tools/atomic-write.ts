// Atomic file replacement for write_file and edit_file: write a temp file beside the target, then rename it
// over the target, so a crash or a concurrent reader never sees a half-written file. The existing file's
// permission bits are kept (an executable script stays executable).
import { randomBytes } from "node:crypto";
import { chmod, mkdir, open, rename, stat, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

export interface WrittenFile {
  mtimeMs: number;
  size: number;
}

/** Writes `data` to `absPath` atomically, creating parent directories. `mode` (permission bits) defaults to
 * the existing file's, or the process umask's default for a new file. */
export async function writeFileAtomic(absPath: string, data: string | Uint8Array, options: { mode?: number } = {}): Promise<WrittenFile> {
  const dir = dirname(absPath);
  await mkdir(dir, { recursive: true });
  let mode = options.mode;
  if (mode === undefined) {
    try {
      mode = (await stat(absPath)).mode & 0o7777;
    } catch {
      mode = undefined;
    }
  }
  const temp = join(dir, `.${basename(absPath)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  const handle = await open(temp, "wx");
  try {
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (mode !== undefined) await chmod(temp, mode);
    await rename(temp, absPath);
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    throw err;
  }
  const st = await stat(absPath);
  return { mtimeMs: st.mtimeMs, size: st.size };
}
