// Oversized tool output: the model gets head + tail, the full text goes to a file under the spill dir (which
// read_file may read), and the result says where it is and how to read on. Nothing here throws: a spill
// that cannot be written still truncates, and says the full output was not kept.
import { open } from "node:fs/promises";
import path from "node:path";
import { truncateHeadTail } from "../truncate.js";

export interface SpilledOutput {
  /** What the model sees: truncated text plus the note. */
  text: string;
  truncated: boolean;
  /** Absolute path of the full output, when it was saved. */
  spillPath?: string;
  totalChars: number;
}

/** Return `text` unchanged when it fits in `maxChars`; else save it under `spillDir` (named after `callId`)
 * and return head + tail with a note naming the file. */
export async function spillIfLong(
  text: string,
  maxChars: number,
  spillDir: string,
  callId: string,
): Promise<SpilledOutput> {
  if (text.length <= maxChars) return { text, truncated: false, totalChars: text.length };
  const saved = await saveSpill(spillDir, callId, text);
  // The note is part of what the model sees, so leave it room inside maxChars.
  const probeNote = spillNote(text.length, text.length, text.length, saved);
  const cut = truncateHeadTail(text, Math.max(0, maxChars - probeNote.length - 2));
  const note = spillNote(cut.headChars, cut.tailChars, cut.totalChars, saved);
  return {
    text: `${cut.text}\n\n${note}`,
    truncated: true,
    spillPath: saved.ok ? saved.path : undefined,
    totalChars: text.length,
  };
}

function spillNote(head: number, tail: number, total: number, saved: SaveResult): string {
  const shown = `Output truncated: showing first ${head} and last ${tail} of ${total} chars.`;
  return saved.ok
    ? `${shown} Full output saved to ${saved.path}; read it with read_file (offset/limit).`
    : `${shown} The full output could not be saved (${saved.error}).`;
}

export type SaveResult = { ok: true; path: string } | { ok: false; error: string };

/** Write `text` to a new file under `spillDir`; the name comes from the call id and never overwrites. */
async function saveSpill(spillDir: string, callId: string, text: string): Promise<SaveResult> {
  const base = callId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 80) || "output";
  for (let attempt = 0; attempt < 100; attempt++) {
    const file = path.join(spillDir, `${base}${attempt === 0 ? "" : `-${attempt}`}.txt`);
    try {
      // "wx": fail if it exists, so two calls with the same id never share a file.
      const handle = await open(file, "wx", 0o600);
      try {
        await handle.writeFile(text, "utf8");
      } finally {
        await handle.close();
      }
      return { ok: true, path: file };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "EEXIST") continue;
      return { ok: false, error: err instanceof Error ? err.message : String(err) };
    }
  }
  return { ok: false, error: "too many spill files with the same call id" };
}
