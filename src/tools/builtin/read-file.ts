// read_file: one page of a file with line numbers, streamed so a 1 GB file costs no more memory than the
// page it returns. The whole file is always streamed once (to count its lines and hash it for the edit
// guard), so the footer can say "of N" exactly; only the page's lines are kept.
import { createHash } from "node:crypto";
import { constants } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { z } from "zod";
import { defineTool, type ContentBlock, type ToolContext, type ToolOutput } from "../tool.js";
import { deniedOutput, filePermission, literalPathNote, resolveInWorkspace } from "../paths.js";
import { openBeneath } from "../open-beneath.js";
import { binaryTypeGuess, imageType, looksBinary, SNIFF_BYTES } from "../file-sniff.js";

export const DEFAULT_LINE_LIMIT = 2000;
export const MAX_LINE_CHARS = 2000;
/** Characters of numbered text on one page; the footer says where to continue. */
export const PAGE_CHARS = 50_000;
/** Raw bytes of an image; base64 makes it 4/3 larger, which keeps it under the API's 5 MB. */
export const MAX_IMAGE_BYTES = Math.floor((5 * 1024 * 1024 * 3) / 4);
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
  description:
    `Read a file: numbered lines (\`cat -n\` style), up to ${DEFAULT_LINE_LIMIT} lines per call; use offset/limit to page. Images (png, jpeg, gif, webp) are shown; other binary files are described.`,
  input,
  // A page is bounded by PAGE_CHARS; the executor must not spill it again.
  maxResultChars: PAGE_CHARS + 10_000,
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  describe: (i) => `read ${i.path}${i.offset || i.limit ? `:${i.offset ?? 1}-${(i.offset ?? 1) + (i.limit ?? DEFAULT_LINE_LIMIT) - 1}` : ""}`,
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
      return error(display, `${rel} is a directory. Use list_files to see its files (list_files with path: "${rel}").`, { isDirectory: true });
    }
    if (!st.isFile()) return error(display, `${rel} is not a regular file (device, socket or pipe); it cannot be read.`);
    if (st.size === 0) {
      ctx.readState.record(abs, { mtimeMs: st.mtimeMs, size: 0, hash: createHash("sha256").digest("hex") });
      return { output: `(${rel} is empty: 0 bytes)`, display: `read ${rel} (empty)`, metadata: { path: rel, totalLines: 0 } };
    }

    const head = Buffer.alloc(Math.min(SNIFF_BYTES, st.size));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const sample = head.subarray(0, bytesRead);

    const image = imageType(sample);
    if (image) return await readImage(handle, ctx, abs, rel, st, image);
    if (looksBinary(sample)) {
      const hash = await hashWhole(handle, ctx.signal);
      await recordIfUnchanged(ctx, handle, abs, st, hash);
      return {
        output: `${rel} is a binary file (${formatSize(st.size)}, looks like: ${binaryTypeGuess(sample)}); its contents are not shown.`,
        display: `read ${rel} (binary, ${formatSize(st.size)})`,
        metadata: { path: rel, binary: true, size: st.size },
      };
    }

    const page = await streamPage(handle, i.offset ?? 1, i.limit ?? DEFAULT_LINE_LIMIT, ctx.signal);
    if (page === "aborted") return error(display, "Aborted.");
    const unchanged = await recordIfUnchanged(ctx, handle, abs, st, page.hash);
    return formatPage(rel, page, unchanged);
  } catch (err) {
    return error(display, `Could not read ${rel}: ${(err as Error).message}`);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

interface Page {
  lines: string[];
  first: number;
  /** Last line shown (first - 1 when none). */
  last: number;
  total: number;
  cutLines: number;
  hash: string;
}

/** Streams the whole file once: hashes every byte, counts lines, keeps only the requested page. */
async function streamPage(handle: FileHandle, first: number, limit: number, signal: AbortSignal): Promise<Page | "aborted"> {
  const hash = createHash("sha256");
  const buf = Buffer.allocUnsafe(CHUNK_BYTES);
  const lines: string[] = [];
  let chars = 0;
  let full = false;
  let lineNo = 1;
  let parts: Buffer[] = [];
  let kept = 0;
  let lineBytes = 0;
  let cutLines = 0;
  let position = 0;

  const wanted = () => !full && lineNo >= first && lineNo < first + limit;
  const endLine = () => {
    if (wanted()) {
      const cut = lineBytes > kept;
      let text = Buffer.concat(parts).toString("utf8");
      if (lineNo === 1 && text.startsWith("\uFEFF")) text = text.slice(1);
      if (text.endsWith("\r")) text = text.slice(0, -1);
      let shown = text;
      if (cut || text.length > MAX_LINE_CHARS) {
        shown = `${dropLoneSurrogate(text.slice(0, MAX_LINE_CHARS))}… [line cut at ${MAX_LINE_CHARS} chars; it is ${lineBytes} bytes]`;
        cutLines++;
      }
      const numbered = `${String(lineNo).padStart(6)}\t${shown}`;
      if (lines.length > 0 && chars + numbered.length + 1 > PAGE_CHARS) full = true;
      else {
        lines.push(numbered);
        chars += numbered.length + 1;
      }
    }
    parts = [];
    kept = 0;
    lineBytes = 0;
    lineNo++;
  };

  for (;;) {
    if (signal.aborted) return "aborted";
    const { bytesRead } = await handle.read(buf, 0, CHUNK_BYTES, position);
    if (bytesRead === 0) break;
    position += bytesRead;
    const chunk = buf.subarray(0, bytesRead);
    hash.update(chunk);
    let from = 0;
    while (from < chunk.length) {
      const nl = chunk.indexOf(10, from);
      const segEnd = nl === -1 ? chunk.length : nl;
      if (wanted() && kept < LINE_KEEP_BYTES) {
        const take = Math.min(segEnd - from, LINE_KEEP_BYTES - kept);
        parts.push(Buffer.from(chunk.subarray(from, from + take)));
        kept += take;
      }
      lineBytes += segEnd - from;
      if (nl === -1) break;
      endLine();
      from = nl + 1;
    }
  }
  if (lineBytes > 0) endLine();
  const total = lineNo - 1;
  return { lines, first, last: first + lines.length - 1, total, cutLines, hash: hash.digest("hex") };
}

function formatPage(rel: string, page: Page, unchanged: boolean): ToolOutput {
  const metadata = { path: rel, startLine: page.first, endLine: page.last, totalLines: page.total, cutLines: page.cutLines };
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
  if (page.cutLines > 0) notes.push(`${page.cutLines} long line${page.cutLines === 1 ? " was" : "s were"} cut at ${MAX_LINE_CHARS} characters`);
  if (!unchanged) notes.push("the file changed while it was being read; read it again before editing");
  const footer = notes.length > 0 ? `\n\n(${notes.join("; ")})` : "";
  return { output: page.lines.join("\n") + footer, display: `read ${rel}:${page.first}-${page.last}`, metadata };
}

async function readImage(
  handle: FileHandle,
  ctx: ToolContext,
  abs: string,
  rel: string,
  st: { size: number; mtimeMs: number },
  mediaType: Extract<ContentBlock, { type: "image" }>["source"]["media_type"],
): Promise<ToolOutput> {
  const kind = mediaType.slice("image/".length);
  if (st.size > MAX_IMAGE_BYTES) {
    const hash = await hashWhole(handle, ctx.signal);
    await recordIfUnchanged(ctx, handle, abs, st, hash);
    return {
      output: `${rel} is a ${kind} image of ${formatSize(st.size)}, larger than the ${formatSize(MAX_IMAGE_BYTES)} that can be shown.`,
      display: `read ${rel} (${kind}, too large to show)`,
      metadata: { path: rel, image: mediaType, size: st.size, shown: false },
    };
  }
  const bytes = await handle.readFile();
  await recordIfUnchanged(ctx, handle, abs, st, createHash("sha256").update(bytes).digest("hex"));
  return {
    output: [
      { type: "text", text: `${rel}: ${kind} image, ${formatSize(bytes.length)}` },
      { type: "image", source: { type: "base64", media_type: mediaType, data: bytes.toString("base64") } },
    ],
    display: `read ${rel} (${kind} image, ${formatSize(bytes.length)})`,
    metadata: { path: rel, image: mediaType, size: bytes.length, shown: true },
  };
}

async function hashWhole(handle: FileHandle, signal: AbortSignal): Promise<string> {
  const hash = createHash("sha256");
  const buf = Buffer.allocUnsafe(CHUNK_BYTES);
  let position = 0;
  for (;;) {
    if (signal.aborted) throw new Error("aborted");
    const { bytesRead } = await handle.read(buf, 0, CHUNK_BYTES, position);
    if (bytesRead === 0) break;
    hash.update(buf.subarray(0, bytesRead));
    position += bytesRead;
  }
  return hash.digest("hex");
}

/** Records the read for the edit guard, unless the file changed while we streamed it (then the hash
 * would describe no version that ever existed). */
async function recordIfUnchanged(ctx: ToolContext, handle: FileHandle, abs: string, before: { size: number; mtimeMs: number }, hash: string): Promise<boolean> {
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
    return error(display, `File not found: ${inputPath}. Use list_files to find the right path.${literalPathNote(inputPath)}`, { notFound: true });
  }
  if (code === "EACCES" || code === "EPERM") return error(display, `Permission denied by the file system: ${inputPath}.`);
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
