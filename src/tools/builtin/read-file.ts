// read_file: one page of a file with line numbers, streamed so a 1 GB file costs no more memory than the
// page it returns. The whole file is always streamed once (to count its lines and hash it for the edit
// guard), so the footer can say "of N" exactly; only the page's lines are kept. Reads run many at a time on
// one thread, so the common case is kept cheap: one read for a file that fits a chunk (it also serves the
// sniffers) and lines decoded straight out of the chunk.
import { createHash } from "node:crypto";
import { constants } from "node:fs";
import { type FileHandle } from "node:fs/promises";
import { z } from "zod";
import { defineTool, type ContentBlock, type ToolContext, type ToolOutput } from "../tool.js";
import { deniedOutput, filePermission, literalPathNote, resolveInWorkspace } from "../paths.js";
import { openBeneath } from "../open-beneath.js";
import { binaryTypeGuess, imageType, looksBinary, SNIFF_BYTES } from "../file-sniff.js";

const DEFAULT_LINE_LIMIT = 2000;
export const MAX_LINE_CHARS = 2000;
/** Characters of numbered text on one page; the footer says where to continue. */
export const PAGE_CHARS = 50_000;
/** Raw bytes of an image; base64 makes it 4/3 larger, which keeps it under the API's 5 MB. */
const MAX_IMAGE_BYTES = Math.floor((5 * 1024 * 1024 * 3) / 4);
export const CHUNK_BYTES = 256 * 1024;
/** Bytes kept of one line: enough for MAX_LINE_CHARS characters of any UTF-8 width. */
const LINE_KEEP_BYTES = MAX_LINE_CHARS * 4 + 4;

const input = z.object({
  path: z.string().describe("File path, relative to the workspace root (or absolute inside it)."),
  offset: z.number().int().min(1).optional().describe("1-based line number to start at."),
  limit: z.number().int().min(1).optional().describe(`Maximum lines to return (default ${DEFAULT_LINE_LIMIT}).`),
});
type Input = z.infer<typeof input>;

export const readFileTool = defineTool({
  name: "read_file",
  kind: "read",
  description: `Read a file: numbered lines (\`cat -n\` style), up to ${DEFAULT_LINE_LIMIT} lines per call; use offset/limit to page. Images (png, jpeg, gif, webp) are shown; other binary files are described.`,
  input,
  // A page is bounded by PAGE_CHARS; the executor must not spill it again.
  maxResultChars: PAGE_CHARS + 10_000,
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  describe: (i) =>
    `read ${i.path}${i.offset || i.limit ? `:${i.offset ?? 1}-${(i.offset ?? 1) + (i.limit ?? DEFAULT_LINE_LIMIT) - 1}` : ""}`,
  checkPermission: (i, ctx) => filePermission(ctx, i.path, "read"),
  execute: (i, ctx) => readFile(i, ctx),
});

async function readFile(i: Input, ctx: ToolContext): Promise<ToolOutput> {
  const display = `read ${i.path}`;
  const resolved = await resolveInWorkspace(ctx, i.path, "read");
  if (!resolved.ok) return deniedOutput(display, resolved);
  const { abs, rel, root } = resolved;

  let handle: FileHandle;
  try {
    // O_NONBLOCK: opening a FIFO must not hang the tool; for regular files it changes nothing.
    handle = await openBeneath(root, abs, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    return openError(err, i.path, display);
  }
  try {
    const st = await handle.stat();
    if (st.isDirectory()) {
      return error(
        display,
        `${rel} is a directory. Use list_files to see its files (list_files with path: "${rel}").`,
        { isDirectory: true },
      );
    }
    if (!st.isFile())
      return error(display, `${rel} is not a regular file (device, socket or pipe); it cannot be read.`);
    if (st.size === 0) {
      ctx.readState.record(abs, { mtimeMs: st.mtimeMs, size: 0, hash: createHash("sha256").digest("hex") });
      return {
        output: `(${rel} is empty: 0 bytes)`,
        display: `read ${rel} (empty)`,
        metadata: { path: rel, totalLines: 0 },
      };
    }

    const chunks = new FileChunks(handle, st.size);
    const first = await chunks.next();
    const sample = first.subarray(0, SNIFF_BYTES);

    const image = imageType(sample);
    if (image) return await readImage(chunks, first, ctx, abs, rel, st, image);
    if (looksBinary(sample)) {
      const hash = await hashChunks(chunks, first, ctx.signal);
      if (hash === "aborted") throw new Error("aborted");
      await recordIfUnchanged(ctx, handle, abs, st, hash);
      return {
        output: `${rel} is a binary file (${formatSize(st.size)}, looks like: ${binaryTypeGuess(sample)}); its contents are not shown.`,
        display: `read ${rel} (binary, ${formatSize(st.size)})`,
        metadata: { path: rel, binary: true, size: st.size },
      };
    }

    const page = new PageCollector(i.offset ?? 1, i.limit ?? DEFAULT_LINE_LIMIT);
    const hash = await hashChunks(chunks, first, ctx.signal, (chunk) => page.feed(chunk));
    if (hash === "aborted") return error(display, "Aborted.");
    page.finish();
    const unchanged = await recordIfUnchanged(ctx, handle, abs, st, hash);
    return formatPage(rel, page, unchanged);
  } catch (err) {
    return error(display, `Could not read ${rel}: ${(err as Error).message}`);
  } finally {
    // Not awaited: the result is ready, the close is only housekeeping (one round trip less per read).
    handle.close().catch(() => undefined);
  }
}

/** The file's bytes in order, CHUNK_BYTES at a time, into one reused buffer. */
class FileChunks {
  private buf: Buffer;
  private position = 0;
  /** Whether the last chunk returned ended the file. */
  done = false;

  constructor(
    readonly handle: FileHandle,
    /** The size fstat gave before reading. */
    private readonly size: number,
  ) {
    // One byte more than the file, so a file that fits needs a single read (and a small file no 256 KB buffer).
    this.buf = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, size + 1));
  }

  /** The next chunk; valid until the next call. */
  async next(): Promise<Buffer> {
    // The file grew past the first buffer: go on in full-size chunks.
    if (this.position > 0 && this.buf.length < CHUNK_BYTES) this.buf = Buffer.allocUnsafe(CHUNK_BYTES);
    const { bytesRead } = await this.handle.read(this.buf, 0, this.buf.length, this.position);
    this.position += bytesRead;
    // A short read of a regular file ends it; no extra read that returns 0 bytes. A short read before the size
    // fstat gave (the file shrank, or an odd file system) reads on until a read returns nothing.
    this.done = bytesRead === 0 || (bytesRead < this.buf.length && this.position >= this.size);
    return this.buf.subarray(0, bytesRead);
  }
}

/** sha256 (hex) of `first` and every chunk after it, each handed to `each` first (the buffer is reused);
 * "aborted" when the signal fires first. */
async function hashChunks(
  chunks: FileChunks,
  first: Buffer,
  signal: AbortSignal,
  each?: (chunk: Buffer) => void,
): Promise<string> {
  if (signal.aborted) return "aborted";
  const hash = createHash("sha256");
  for (let chunk = first; ; chunk = await chunks.next()) {
    hash.update(chunk);
    each?.(chunk);
    if (chunks.done) return hash.digest("hex");
    if (signal.aborted) return "aborted";
  }
}

/** Collects the requested page from the chunks, fed in order, and counts every line. */
class PageCollector {
  readonly lines: string[] = [];
  cutLines = 0;
  /** Lines counted so far (after finish: the file's line count). */
  total = 0;
  private chars = 0;
  private full = false;
  /** Bytes of the current line in earlier chunks. */
  private lineBytes = 0;
  /** Copies of a wanted line's bytes from earlier chunks (at most LINE_KEEP_BYTES): it spans a boundary. */
  private carry: Buffer[] = [];
  private kept = 0;

  constructor(
    readonly first: number,
    private readonly limit: number,
  ) {}

  /** Last line shown (first - 1 when none). */
  get last(): number {
    return this.first + this.lines.length - 1;
  }

  feed(chunk: Buffer): void {
    let from = 0;
    while (from < chunk.length) {
      const lineNo = this.total + 1;
      if (this.full || lineNo >= this.first + this.limit) {
        this.skip(chunk, from, Infinity);
        return;
      }
      if (lineNo < this.first) {
        from = this.skip(chunk, from, this.first);
        continue;
      }
      const nl = chunk.indexOf(10, from);
      if (nl === -1) {
        this.keep(chunk.subarray(from));
        return;
      }
      if (this.carry.length === 0) {
        this.show(decodeLine(chunk, from, Math.min(nl, from + LINE_KEEP_BYTES), lineNo === 1), nl - from);
      } else {
        this.keep(chunk.subarray(from, nl));
        this.endCarried();
      }
      from = nl + 1;
    }
  }

  /** The last line, when the file does not end with a newline. */
  finish(): void {
    if (this.lineBytes === 0) return;
    const lineNo = this.total + 1;
    if (!this.full && lineNo >= this.first && lineNo < this.first + this.limit) this.endCarried();
    else this.total++;
  }

  /** Counts lines from `from` until line `until` starts or the chunk ends; returns where it stopped. */
  private skip(chunk: Buffer, from: number, until: number): number {
    while (this.total + 1 < until) {
      const nl = chunk.indexOf(10, from);
      if (nl === -1) {
        this.lineBytes += chunk.length - from;
        return chunk.length;
      }
      this.total++;
      this.lineBytes = 0;
      from = nl + 1;
    }
    return from;
  }

  /** Part of a wanted line that continues in the next chunk: copied, as the buffer is reused. */
  private keep(part: Buffer): void {
    const take = Math.min(part.length, LINE_KEEP_BYTES - this.kept);
    if (take > 0) {
      this.carry.push(Buffer.from(part.subarray(0, take)));
      this.kept += take;
    }
    this.lineBytes += part.length;
  }

  private endCarried(): void {
    const bytes = Buffer.concat(this.carry);
    this.carry = [];
    this.kept = 0;
    this.show(decodeLine(bytes, 0, bytes.length, this.total === 0), this.lineBytes);
  }

  /** Adds line `total + 1` (`text`, of `bytes` bytes in the file) to the page, if it still fits. */
  private show(text: string, bytes: number): void {
    let shown = text;
    const cut = bytes > LINE_KEEP_BYTES || text.length > MAX_LINE_CHARS;
    if (cut)
      shown = `${dropLoneSurrogate(text.slice(0, MAX_LINE_CHARS))}… [line cut at ${MAX_LINE_CHARS} chars; it is ${bytes} bytes]`;
    const numbered = `${String(this.total + 1).padStart(6)}\t${shown}`;
    if (this.lines.length > 0 && this.chars + numbered.length + 1 > PAGE_CHARS) this.full = true;
    else {
      this.lines.push(numbered);
      this.chars += numbered.length + 1;
      if (cut) this.cutLines++;
    }
    this.total++;
    this.lineBytes = 0;
  }
}

/** A line's text from its bytes `from`–`to` (at most LINE_KEEP_BYTES of it): without a final "\r", and on line
 * 1 without a UTF-8 BOM. */
function decodeLine(bytes: Buffer, from: number, to: number, firstLine: boolean): string {
  if (to > from && bytes[to - 1] === 0x0d) to--;
  if (firstLine && to - from >= 3 && bytes[from] === 0xef && bytes[from + 1] === 0xbb && bytes[from + 2] === 0xbf)
    from += 3;
  return bytes.toString("utf8", from, to);
}

function formatPage(rel: string, page: PageCollector, unchanged: boolean): ToolOutput {
  const metadata = {
    path: rel,
    startLine: page.first,
    endLine: page.last,
    totalLines: page.total,
    cutLines: page.cutLines,
  };
  if (page.lines.length === 0) {
    return {
      output: `${rel} has ${page.total} line${page.total === 1 ? "" : "s"}; offset ${page.first} is past the end.`,
      display: `read ${rel} (offset past end)`,
      metadata,
    };
  }
  const notes: string[] = [];
  const whole = page.first === 1 && page.last === page.total;
  if (!whole) {
    notes.push(
      page.last < page.total
        ? `showing lines ${page.first}–${page.last} of ${page.total}; continue with offset=${page.last + 1}`
        : `showing lines ${page.first}–${page.last} of ${page.total}`,
    );
  }
  if (page.cutLines > 0)
    notes.push(
      `${page.cutLines} long line${page.cutLines === 1 ? " was" : "s were"} cut at ${MAX_LINE_CHARS} characters`,
    );
  if (!unchanged) notes.push("the file changed while it was being read; read it again before editing");
  const footer = notes.length > 0 ? `\n\n(${notes.join("; ")})` : "";
  return { output: page.lines.join("\n") + footer, display: `read ${rel}:${page.first}-${page.last}`, metadata };
}

async function readImage(
  chunks: FileChunks,
  first: Buffer,
  ctx: ToolContext,
  abs: string,
  rel: string,
  st: { size: number; mtimeMs: number },
  mediaType: Extract<ContentBlock, { type: "image" }>["source"]["media_type"],
): Promise<ToolOutput> {
  const kind = mediaType.slice("image/".length);
  if (st.size > MAX_IMAGE_BYTES) {
    const hash = await hashChunks(chunks, first, ctx.signal);
    if (hash === "aborted") throw new Error("aborted");
    await recordIfUnchanged(ctx, chunks.handle, abs, st, hash);
    return {
      output: `${rel} is a ${kind} image of ${formatSize(st.size)}, larger than the ${formatSize(MAX_IMAGE_BYTES)} that can be shown.`,
      display: `read ${rel} (${kind}, too large to show)`,
      metadata: { path: rel, image: mediaType, size: st.size, shown: false },
    };
  }
  // Positional reads left the file offset at 0, so readFile reads it all.
  const bytes = chunks.done ? first : await chunks.handle.readFile();
  await recordIfUnchanged(ctx, chunks.handle, abs, st, createHash("sha256").update(bytes).digest("hex"));
  return {
    output: [
      { type: "text", text: `${rel}: ${kind} image, ${formatSize(bytes.length)}` },
      { type: "image", source: { type: "base64", media_type: mediaType, data: bytes.toString("base64") } },
    ],
    display: `read ${rel} (${kind} image, ${formatSize(bytes.length)})`,
    metadata: { path: rel, image: mediaType, size: bytes.length, shown: true },
  };
}

/** Records the read for the edit guard, unless the file changed while we streamed it (then the hash
 * would describe no version that ever existed). */
async function recordIfUnchanged(
  ctx: ToolContext,
  handle: FileHandle,
  abs: string,
  before: { size: number; mtimeMs: number },
  hash: string,
): Promise<boolean> {
  const after = await handle.stat();
  if (after.size !== before.size || after.mtimeMs !== before.mtimeMs) {
    ctx.readState.forget(abs);
    return false;
  }
  ctx.readState.record(abs, { mtimeMs: after.mtimeMs, size: after.size, hash });
  return true;
}

function openError(err: unknown, inputPath: string, display: string): ToolOutput {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === "ENOENT" || code === "ENOTDIR") {
    return error(
      display,
      `File not found: ${inputPath}. Use list_files to find the right path.${literalPathNote(inputPath)}`,
      { notFound: true },
    );
  }
  if (code === "EACCES" || code === "EPERM")
    return error(display, `Permission denied by the file system: ${inputPath}.`);
  return error(display, `Could not open ${inputPath}: ${(err as Error).message}`);
}

function error(display: string, message: string, metadata?: Record<string, unknown>): ToolOutput {
  return { output: message, display: `${display} (failed)`, isError: true, errorType: "execution", metadata };
}

function dropLoneSurrogate(text: string): string {
  const last = text.charCodeAt(text.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? text.slice(0, -1) : text;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}
