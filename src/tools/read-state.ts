// What the agent has read in this session, so writes and edits can refuse a file the model never saw or
// one that changed after it read it (another tool, a command, a formatter).
import { createHash } from "node:crypto";

export interface ReadRecord {
  mtimeMs: number;
  size: number;
  /** sha256 of the whole file's bytes at read time. */
  hash: string;
}

export class ReadState {
  private readonly records = new Map<string, ReadRecord>();

  /** `absPath` must be the physical path (as resolved by the workspace path resolver). */
  record(absPath: string, rec: ReadRecord): void {
    this.records.set(absPath, rec);
  }

  get(absPath: string): ReadRecord | undefined {
    return this.records.get(absPath);
  }

  forget(absPath: string): void {
    this.records.delete(absPath);
  }
}

export function hashBytes(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}
