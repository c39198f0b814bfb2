import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, open, readdir, readFile, symlink, truncate, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readFileTool } from "../../../src/tools/builtin/read-file.js";
import { createTestWorkspace, text, type TestWorkspace } from "./context.js";

let t: TestWorkspace;
beforeEach(async () => {
  t = await createTestWorkspace();
});
afterEach(() => t.cleanup());

const lines = (n: number, f = (i: number) => `line ${i}`) =>
  Array.from({ length: n }, (_, i) => f(i + 1)).join("\n") + "\n";
const sha = (b: string | Buffer) => createHash("sha256").update(b).digest("hex");

describe("read_file", () => {
  it("numbers lines like cat -n and records the read for the edit guard", async () => {
    const abs = await t.write("a.txt", "alpha\nbeta\n");
    const out = await t.call(readFileTool, { path: "a.txt" });
    expect(out.isError).toBeFalsy();
    expect(out.output).toBe("     1\talpha\n     2\tbeta");
    expect(out.display).toBe("read a.txt:1-2");
    expect(t.ctx.readState.get(abs)).toMatchObject({ size: 11, hash: sha("alpha\nbeta\n") });
  });

  it("pages with a 1-based offset and limit, and says where to continue", async () => {
    await t.write("ten.txt", lines(10));
    const out = await t.call(readFileTool, { path: "ten.txt", offset: 3, limit: 2 });
    expect(out.output).toBe("     3\tline 3\n     4\tline 4\n\n(showing lines 3–4 of 10; continue with offset=5)");
    expect(out.metadata).toMatchObject({ startLine: 3, endLine: 4, totalLines: 10 });
  });

  it("returns at most 2000 lines by default", async () => {
    await t.write(
      "big.txt",
      lines(2500, (i) => String(i)),
    );
    const out = text(await t.call(readFileTool, { path: "big.txt" }));
    expect(out).toContain("  2000\t2000\n\n(showing lines 1–2000 of 2500; continue with offset=2001)");
    expect(out).not.toContain("\t2001");
  });

  it("cuts lines longer than 2000 characters with a marker", async () => {
    await t.write("long.txt", `${"x".repeat(5000)}\nshort\n`);
    const out = text(await t.call(readFileTool, { path: "long.txt" }));
    expect(out).toContain(`     1\t${"x".repeat(2000)}… [line cut at 2000 chars; it is 5000 bytes]`);
    expect(out).toContain("     2\tshort");
    expect(out).toContain("1 long line was cut at 2000 characters");
  });

  it("caps a page by size and says where to continue", async () => {
    await t.write(
      "wide.txt",
      lines(200, () => "y".repeat(1000)),
    );
    const out = await t.call(readFileTool, { path: "wide.txt" });
    const body = text(out);
    expect(body.length).toBeLessThan(52_000);
    const m = /showing lines 1–(\d+) of 200; continue with offset=(\d+)/.exec(body);
    expect(m).not.toBeNull();
    expect(Number(m![2])).toBe(Number(m![1]) + 1);
    expect(Number(m![1])).toBeLessThan(200);
  });

  it("strips a UTF-8 BOM and CRLF line ends from what it shows", async () => {
    await t.write("bom.txt", "\uFEFFfirst\r\nsecond\r\n");
    expect((await t.call(readFileTool, { path: "bom.txt" })).output).toBe("     1\tfirst\n     2\tsecond");
  });

  it("counts a last line without a newline", async () => {
    await t.write("nonl.txt", "a\nb");
    const out = await t.call(readFileTool, { path: "nonl.txt" });
    expect(out.output).toBe("     1\ta\n     2\tb");
    expect(out.metadata).toMatchObject({ totalLines: 2 });
  });

  it("says when a file is empty", async () => {
    const abs = await t.write("empty.txt", "");
    const out = await t.call(readFileTool, { path: "empty.txt" });
    expect(out.isError).toBeFalsy();
    expect(text(out)).toContain("empty");
    expect(t.ctx.readState.get(abs)).toMatchObject({ size: 0, hash: sha("") });
  });

  it("says when the offset is past the end", async () => {
    await t.write("three.txt", lines(3));
    expect(text(await t.call(readFileTool, { path: "three.txt", offset: 10 }))).toBe(
      "three.txt has 3 lines; offset 10 is past the end.",
    );
  });

  it("describes a binary file instead of dumping it", async () => {
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(4000, 0),
      Buffer.from("secret-ish bytes"),
    ]);
    const abs = await t.write("bin/tool", elf);
    const out = await t.call(readFileTool, { path: "bin/tool" });
    expect(out.isError).toBeFalsy();
    expect(text(out)).toMatch(/binary file \(3\.9 KB, looks like: ELF executable or library\)/);
    expect(text(out)).not.toContain("secret-ish");
    expect(t.ctx.readState.get(abs)).toMatchObject({ hash: sha(elf) });
  });

  it("treats mostly invalid UTF-8 as binary", async () => {
    await t.write("noise.dat", Buffer.from(Array.from({ length: 3000 }, (_, i) => 0x80 + (i % 60))));
    expect(text(await t.call(readFileTool, { path: "noise.dat" }))).toContain("binary file");
  });

  it("returns png images as image content", async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("IHDR-and-pixels"),
    ]);
    await t.write("logo.png", png);
    const out = await t.call(readFileTool, { path: "logo.png" });
    expect(Array.isArray(out.output)).toBe(true);
    const blocks = out.output as Exclude<typeof out.output, string>;
    expect(blocks[1]).toEqual({
      type: "image",
      source: { type: "base64", media_type: "image/png", data: png.toString("base64") },
    });
  });

  it("recognises gif, jpeg and webp by their magic bytes, not the name", async () => {
    await t.write("a.bin", Buffer.from("GIF89a....."));
    await t.write("b.bin", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]));
    await t.write("c.bin", Buffer.concat([Buffer.from("RIFF"), Buffer.from([1, 0, 0, 0]), Buffer.from("WEBPVP8 ")]));
    const kinds = [];
    for (const p of ["a.bin", "b.bin", "c.bin"]) kinds.push((await t.call(readFileTool, { path: p })).metadata?.image);
    expect(kinds).toEqual(["image/gif", "image/jpeg", "image/webp"]);
  });

  it("answers a directory with a hint to use list_files", async () => {
    await mkdir(join(t.workspace, "src"));
    const out = await t.call(readFileTool, { path: "src" });
    expect(out.isError).toBe(true);
    expect(text(out)).toContain("list_files");
  });

  it("pages through a spilled tool result by its absolute path", async () => {
    const spilled = join(t.ctx.spillDir, "call-1.txt");
    await writeFile(spilled, lines(30));
    const out = await t.call(readFileTool, { path: spilled, offset: 29 });
    expect(out.output).toBe("    29\tline 29\n    30\tline 30\n\n(showing lines 29–30 of 30)");
  });

  it("reports a missing file as an error the model can act on", async () => {
    const out = await t.call(readFileTool, { path: "nope.ts" });
    expect(out.isError).toBe(true);
    expect(text(out)).toContain("File not found: nope.ts");
  });

  it("refuses a FIFO without hanging", async () => {
    execFileSync("mkfifo", [join(t.workspace, "pipe")]);
    const out = await t.call(readFileTool, { path: "pipe" });
    expect(out.isError).toBe(true);
    expect(text(out)).toContain("not a regular file");
  });

  it("reads lines near the end of a 1 GiB sparse file with flat memory", async () => {
    const abs = join(t.workspace, "huge.log");
    // More than the 8 KB the binary sniffer looks at, so the file counts as text.
    const head = lines(1000, (i) => `head ${i}`);
    await writeFile(abs, head);
    const size = 1024 * 1024 * 1024;
    await truncate(abs, size);
    const tail = `\n${lines(50, (i) => `tail ${i}`)}`;
    const fh = await open(abs, "r+");
    await fh.write(tail, size - Buffer.byteLength(tail));
    await fh.close();

    global.gc?.();
    const before = process.memoryUsage();
    // Lines 1–1000 are the head, 1001 is the hole (~1 GiB of NULs, one line) ending at the tail's first "\n".
    const out = await t.call(readFileTool, { path: "huge.log", offset: 1040, limit: 5 });
    const after = process.memoryUsage();

    expect(out.isError).toBeFalsy();
    expect(text(out)).toContain("  1040\ttail 39\n  1041\ttail 40");
    expect(text(out)).toContain("showing lines 1040–1044 of 1051; continue with offset=1045");
    expect(after.rss - before.rss).toBeLessThan(100 * 1024 * 1024);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(100 * 1024 * 1024);
    expect(t.ctx.readState.get(abs)).toMatchObject({ size });
  }, 120_000);

  it("hashes the whole file even when only one line is shown", async () => {
    const abs = await t.write("x.txt", "one\ntwo\n");
    await t.call(readFileTool, { path: "x.txt", offset: 2, limit: 1 });
    expect(t.ctx.readState.get(abs)?.hash).toBe(sha(await readFile(abs)));
  });

  it("closes every file and directory it opened, also when a read fails", async () => {
    await t.write("src/deep/a.txt", lines(3));
    await symlink(join(t.workspace, "src"), join(t.workspace, "alias"));
    const openFds = async () => (await readdir("/proc/self/fd")).length;
    const before = await openFds();
    const outs = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call(readFileTool, { path: ["src/deep/a.txt", "alias/deep/a.txt", "src/missing.txt", "src/deep"][i % 4] }),
      ),
    );
    expect(outs.filter((o) => o.isError)).toHaveLength(20);
    // Closing is not awaited by the tool; it finishes shortly after.
    await vi.waitFor(async () => expect(await openFds()).toBeLessThanOrEqual(before));
  });
});
