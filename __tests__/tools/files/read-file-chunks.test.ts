// read_file streams a file in CHUNK_BYTES pieces and decodes most lines straight out of a chunk; these files put
// lines, multi-byte characters, CRLF pairs, a BOM and cut lines on and around the chunk boundaries, and compare the
// tool's page with one computed from the whole file at once (split on "\n").
import { createHash } from "node:crypto";
import { open, type FileHandle } from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_BYTES, MAX_LINE_CHARS, PAGE_CHARS, readFileTool } from "../../../src/tools/builtin/read-file.js";
import { createTestWorkspace, text, type TestWorkspace } from "./context.js";

let t: TestWorkspace;
beforeEach(async () => {
  t = await createTestWorkspace();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.cleanup();
});

/** Bytes of a line read_file decodes at most: MAX_LINE_CHARS characters of any UTF-8 width. */
const LINE_KEEP_BYTES = MAX_LINE_CHARS * 4 + 4;

/** The page read_file should show, computed from the whole file: numbered lines, total and cut count. */
function expectedPage(
  bytes: Buffer,
  offset = 1,
  limit = 2000,
): { body: string; total: number; last: number; cut: number } {
  const raw: Buffer[] = [];
  let from = 0;
  for (let nl = bytes.indexOf(10); nl !== -1; nl = bytes.indexOf(10, from)) {
    raw.push(bytes.subarray(from, nl));
    from = nl + 1;
  }
  if (from < bytes.length) raw.push(bytes.subarray(from));
  const shown: string[] = [];
  let chars = 0;
  let cut = 0;
  for (let n = offset; n < offset + limit && n <= raw.length; n++) {
    const line = raw[n - 1];
    let s = line.subarray(0, LINE_KEEP_BYTES).toString("utf8");
    if (n === 1 && s.startsWith("\uFEFF")) s = s.slice(1);
    if (s.endsWith("\r")) s = s.slice(0, -1);
    let isCut = false;
    if (line.length > LINE_KEEP_BYTES || s.length > MAX_LINE_CHARS) {
      let head = s.slice(0, MAX_LINE_CHARS);
      const last = head.charCodeAt(head.length - 1);
      if (last >= 0xd800 && last <= 0xdbff) head = head.slice(0, -1);
      s = `${head}… [line cut at ${MAX_LINE_CHARS} chars; it is ${line.length} bytes]`;
      isCut = true;
    }
    const numbered = `${String(n).padStart(6)}\t${s}`;
    if (shown.length > 0 && chars + numbered.length + 1 > PAGE_CHARS) break;
    shown.push(numbered);
    chars += numbered.length + 1;
    if (isCut) cut++;
  }
  return { body: shown.join("\n"), total: raw.length, last: offset + shown.length - 1, cut };
}

async function check(name: string, bytes: Buffer, offset?: number, limit?: number): Promise<void> {
  const abs = await t.write(name, bytes);
  const out = await t.call(readFileTool, { path: name, offset, limit });
  expect(out.isError, text(out)).toBeFalsy();
  const want = expectedPage(bytes, offset, limit);
  expect(text(out).split("\n\n(")[0]).toBe(want.body);
  expect(out.metadata).toMatchObject({
    startLine: offset ?? 1,
    endLine: want.last,
    totalLines: want.total,
    cutLines: want.cut,
  });
  expect(t.ctx.readState.get(abs)).toEqual(
    expect.objectContaining({ size: bytes.length, hash: createHash("sha256").update(bytes).digest("hex") }),
  );
}

/** ASCII filler lines of `width` bytes (newline included) up to `size` bytes. */
function filler(size: number, width = 64): Buffer {
  const line = `${"f".repeat(width - 1)}\n`;
  return Buffer.from(line.repeat(Math.ceil(size / width)).slice(0, size));
}

describe("read_file across chunk boundaries", () => {
  it("decodes a line that spans the boundary, with a multi-byte character and CRLF split across it", async () => {
    // Line 4093 starts 256 bytes before the boundary; its "😀" (4 bytes) has two bytes on each side.
    const spanning = Buffer.from(`${"a".repeat(56)}${"é".repeat(99)}😀 tail€\r\n`);
    const bytes = Buffer.concat([filler(CHUNK_BYTES - 256), spanning, Buffer.from("next\r\n")]);
    expect(bytes.subarray(CHUNK_BYTES - 2, CHUNK_BYTES + 2).toString("hex")).toBe("f09f9880");
    await check("span.txt", bytes, 4090, 10);
    // The CRLF pair itself split over the boundary: "\r" is the chunk's last byte.
    const crlf = Buffer.concat([filler(CHUNK_BYTES - 64), Buffer.from(`${"x".repeat(63)}\r\nafter\r\n`)]);
    expect(crlf[CHUNK_BYTES - 1]).toBe(0x0d);
    await check("crlf.txt", crlf, 4090, 20);
  });

  it("reads a file of exactly CHUNK_BYTES, with and without a final newline", async () => {
    await check("exact-nl.txt", filler(CHUNK_BYTES), 4090);
    const noNl = Buffer.concat([filler(CHUNK_BYTES - 5), Buffer.from("tail!")]);
    await check("exact-no-nl.txt", noNl, 4090);
    await check("exact-plus-one.txt", Buffer.concat([filler(CHUNK_BYTES), Buffer.from("z")]), 4090);
  });

  it("strips a BOM only from line 1, also when that line is cut or runs over a boundary", async () => {
    await check("bom-long.txt", Buffer.from(`\uFEFF${"b".repeat(3000)}\r\n\uFEFFsecond\n`));
    await check("bom-only.txt", Buffer.from("\uFEFF\r\n"));
    await check("bom-span.txt", Buffer.from(`\uFEFF${"c".repeat(CHUNK_BYTES + 10)}\r\nsecond\n`));
  });

  it("shows invalid UTF-8 as replacement characters, line by line", async () => {
    // Truncated sequences right before "\n" and "\r\n", a lone continuation byte, an overlong form: few enough
    // that the file still counts as text.
    const bytes = Buffer.concat([
      Buffer.from("ok line\n"),
      Buffer.from([0x61, 0xe2, 0x82, 0x0a]),
      Buffer.from([0x62, 0xf0, 0x9f, 0x98, 0x0d, 0x0a]),
      Buffer.from([0x80, 0x63, 0xc0, 0xaf, 0x0a]),
      Buffer.from(`${"plain text\n".repeat(50)}`),
    ]);
    await check("invalid.txt", bytes);
    await check("invalid-page.txt", bytes, 3, 2);
  });

  it("cuts long lines inside a chunk and across chunks, keeping whole characters", async () => {
    const wide = "€".repeat(3000); // 9000 bytes: more than the bytes kept of one line
    const huge = "h".repeat(CHUNK_BYTES + 1000); // runs over a boundary
    await check("long.txt", Buffer.from(`short\n${wide}\n${huge}\n😀${"😀".repeat(2500)}\nend`));
    // A cut that falls inside a surrogate pair drops the lone half.
    await check("pairs.txt", Buffer.from(`a${"😀".repeat(1200)}\n`));
  });

  it("counts as cut only the long lines the page shows, not the one that no longer fits", async () => {
    const bytes = Buffer.from(`${"w".repeat(3000)}\n`.repeat(40));
    await check("cut-page.txt", bytes);
    const out = await t.call(readFileTool, { path: "cut-page.txt" });
    expect(out.metadata?.cutLines).toBe(out.metadata?.endLine);
  });

  it("pages from offsets in later chunks, and a page that crosses a boundary", async () => {
    const bytes = Buffer.from(
      Array.from({ length: 30_000 }, (_, i) => `line ${i + 1} ${"ü".repeat(i % 40)}`).join("\n") + "\n",
    );
    expect(bytes.length).toBeGreaterThan(2 * CHUNK_BYTES);
    for (const offset of [1, 5000, 9000, 17_000, 29_990]) await check(`page-${offset}.txt`, bytes, offset, 300);
    await check("page-full.txt", bytes, 12_000);
    const out = await t.call(readFileTool, { path: "page-full.txt", offset: 30_001 });
    expect(text(out)).toBe("page-full.txt has 30000 lines; offset 30001 is past the end.");
  });

  it("reads to the real end when the file grew or shrank after its size was taken", async () => {
    // The size fstat gives first decides the first read's buffer and when a short read ends the file; the file
    // system changing under the read is stood in for by a first fstat that reports another size.
    const probe = await open(t.workspace);
    const proto = Object.getPrototypeOf(probe) as FileHandle;
    await probe.close();
    const bytes = Buffer.from(Array.from({ length: 30_000 }, (_, i) => `row ${i + 1}`).join("\n") + "\n");
    const abs = await t.write("moving.txt", bytes);
    for (const size of [5, CHUNK_BYTES - 1, bytes.length + 10_000]) {
      const realStat = proto.stat;
      vi.spyOn(proto, "stat").mockImplementationOnce(async function (this: FileHandle) {
        return Object.assign(await realStat.call(this), { size });
      });
      const out = await t.call(readFileTool, { path: "moving.txt", offset: 29_999 });
      expect(text(out)).toBe(
        " 29999\trow 29999\n 30000\trow 30000\n\n(showing lines 29999–30000 of 30000; the file changed while it was being read; read it again before editing)",
      );
      expect(t.ctx.readState.get(abs)).toBeUndefined();
      vi.restoreAllMocks();
    }
  });

  it("stops when the call is aborted, without recording the read", async () => {
    const abs = await t.write("big.txt", filler(3 * CHUNK_BYTES));
    const out = await readFileTool.execute({ path: "big.txt" }, { ...t.ctx, signal: AbortSignal.abort() });
    expect(out).toMatchObject({ isError: true, output: "Aborted." });
    expect(t.ctx.readState.get(abs)).toBeUndefined();
  });

  it("reads a file whose lines all end exactly at chunk boundaries", async () => {
    const line = Buffer.concat([Buffer.from("q".repeat(CHUNK_BYTES - 1)), Buffer.from("\n")]);
    await check("aligned.txt", Buffer.concat([line, line, Buffer.from("last\n")]));
  });
});
