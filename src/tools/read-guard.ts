// The edit guard shared by write_file and edit_file: an existing file may only be changed when the model
// read it in this session and nobody changed it since (mtime, size and content hash all still match).
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { ReadState } from "./read-state.js";

export type GuardFailure = { error: "not_read" | "stale_read"; message: string };

/** `current` is the file's stat now; `bytes` its content when the caller already has it (else it is
 * streamed to hash it, only when mtime and size still match). */
export async function checkReadGuard(
  readState: ReadState,
  abs: string,
  rel: string,
  current: { mtimeMs: number; size: number },
  bytes?: Uint8Array,
): Promise<GuardFailure | undefined> {
  const rec = readState.get(abs);
  if (!rec) {
    return {
      error: "not_read",
      message: `${rel} has not been read in this session. Read it with read_file first, then retry.`,
    };
  }
  const stale = {
    error: "stale_read" as const,
    message: `${rel} changed since it was last read (by a command, a formatter or another edit). Read it again with read_file, then retry with its current content.`,
  };
  if (rec.size !== current.size || rec.mtimeMs !== current.mtimeMs) return stale;
  const hash = bytes ? createHash("sha256").update(bytes).digest("hex") : await hashFile(abs);
  return hash === rec.hash ? undefined : stale;
}

function hashFile(abs: string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const hash = createHash("sha256");
    createReadStream(abs)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolvePromise(hash.digest("hex")));
  });
}
