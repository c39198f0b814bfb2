// A command may print gigabytes; the action must not. `headTailText` words a head and a tail cut from the output
// (process-group.ts reads them back from the spill file). `BoundedOutput` keeps the first `headBytes` and a ring
// of the last `tailBytes` of everything written, and counts the rest, for output that has no file to go to:
// memory stays at most headBytes + tailBytes.

export const DEFAULT_HEAD_BYTES = 20_000;
export const DEFAULT_TAIL_BYTES = 20_000;

export class BoundedOutput {
  private readonly head: Buffer;
  private headLength = 0;
  private readonly tail: Buffer;
  /** Next write position in the ring, and how many bytes of it hold data. */
  private tailStart = 0;
  private tailLength = 0;
  private total = 0;

  constructor(
    readonly headBytes = DEFAULT_HEAD_BYTES,
    readonly tailBytes = DEFAULT_TAIL_BYTES,
  ) {
    this.head = Buffer.alloc(headBytes);
    this.tail = Buffer.alloc(tailBytes);
  }

  write(chunk: Buffer): void {
    this.total += chunk.length;
    let rest = chunk;
    if (this.headLength < this.headBytes) {
      const n = Math.min(rest.length, this.headBytes - this.headLength);
      rest.copy(this.head, this.headLength, 0, n);
      this.headLength += n;
      rest = rest.subarray(n);
    }
    if (rest.length === 0 || this.tailBytes === 0) return;
    if (rest.length >= this.tailBytes) rest = rest.subarray(rest.length - this.tailBytes);
    const end = (this.tailStart + this.tailLength) % this.tailBytes;
    const first = Math.min(rest.length, this.tailBytes - end);
    rest.copy(this.tail, end, 0, first);
    rest.copy(this.tail, 0, first);
    const overflow = Math.max(0, this.tailLength + rest.length - this.tailBytes);
    this.tailLength = Math.min(this.tailBytes, this.tailLength + rest.length);
    this.tailStart = (this.tailStart + overflow) % this.tailBytes;
  }

  get totalBytes(): number {
    return this.total;
  }

  /** Bytes dropped between head and tail. */
  get omittedBytes(): number {
    return this.total - this.headLength - this.tailLength;
  }

  get truncated(): boolean {
    return this.omittedBytes > 0;
  }

  /** Bytes of output actually held in memory (what the memory bound is about). */
  get retainedBytes(): number {
    return this.headLength + this.tailLength;
  }

  /** Head + marker + tail as text; cut points are moved to UTF-8 character boundaries. */
  text(): string {
    const tail = Buffer.concat([
      this.tail.subarray(this.tailStart, Math.min(this.tailBytes, this.tailStart + this.tailLength)),
      this.tail.subarray(0, Math.max(0, this.tailStart + this.tailLength - this.tailBytes)),
    ]);
    return headTailText(this.head.subarray(0, this.headLength), tail, this.omittedBytes);
  }
}

/** The text the model sees of output it was not given whole: `head`, a marker naming the `omittedBytes` between
 * them (plus the bytes the UTF-8-safe cuts drop), `tail`. With nothing omitted, head and tail joined. */
export function headTailText(headBytes: Buffer, tailBytes: Buffer, omittedBytes: number): string {
  if (omittedBytes <= 0) return Buffer.concat([headBytes, tailBytes]).toString("utf8");
  const head = headBytes.subarray(0, trimIncompleteEnd(headBytes));
  const tail = tailBytes.subarray(skipContinuationBytes(tailBytes));
  const marker = `\n… [${omittedBytes + (headBytes.length - head.length) + (tailBytes.length - tail.length)} bytes of output omitted] …\n`;
  return head.toString("utf8") + marker + tail.toString("utf8");
}

/** Length of `buf` without a trailing, incomplete UTF-8 sequence. */
function trimIncompleteEnd(buf: Buffer): number {
  let i = buf.length - 1;
  let continuation = 0;
  while (i >= 0 && continuation < 3 && (buf[i] & 0xc0) === 0x80) {
    i--;
    continuation++;
  }
  if (i < 0) return buf.length;
  const lead = buf[i];
  const need = lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : lead >= 0xc0 ? 1 : 0;
  return need > continuation ? i : buf.length;
}

/** Offset of the first byte that starts a UTF-8 character. */
function skipContinuationBytes(buf: Buffer): number {
  let i = 0;
  while (i < buf.length && i < 3 && (buf[i] & 0xc0) === 0x80) i++;
  return i;
}
