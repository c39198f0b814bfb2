import { chmod, readdir, readFile, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readFileTool } from "../../../src/tools/builtin/read-file.js";
import { writeFileTool } from "../../../src/tools/builtin/write-file.js";
import { createTestWorkspace, text, type TestWorkspace } from "./context.js";

let t: TestWorkspace;
beforeEach(async () => {
  t = await createTestWorkspace();
});
afterEach(() => t.cleanup());

describe("write_file", () => {
  it("creates a new file and its parent directories, and reports the line count", async () => {
    const out = await t.call(writeFileTool, { path: "src/deep/new.ts", content: "a\nb\nc\n" });
    expect(out.isError).toBeFalsy();
    expect(text(out)).toBe("Created src/deep/new.ts (3 lines).");
    expect(out.metadata).toMatchObject({ created: true, lines: 3 });
    expect(await readFile(join(t.workspace, "src/deep/new.ts"), "utf8")).toBe("a\nb\nc\n");
  });

  it("refuses to overwrite a file that was not read in this session", async () => {
    await t.write("a.txt", "original\n");
    const out = await t.call(writeFileTool, { path: "a.txt", content: "new\n" });
    expect(out.isError).toBe(true);
    expect(out.metadata).toMatchObject({ error: "not_read" });
    expect(text(out)).toContain("read_file");
    expect(await readFile(join(t.workspace, "a.txt"), "utf8")).toBe("original\n");
  });

  it("overwrites a file after it was read, and the write itself counts as a read", async () => {
    await t.write("a.txt", "original\n");
    await t.call(readFileTool, { path: "a.txt" });
    const first = await t.call(writeFileTool, { path: "a.txt", content: "second\n" });
    expect(text(first)).toBe("Overwrote a.txt (1 line).");
    const again = await t.call(writeFileTool, { path: "a.txt", content: "third\n" });
    expect(again.isError).toBeFalsy();
    expect(await readFile(join(t.workspace, "a.txt"), "utf8")).toBe("third\n");
  });

  it("refuses a file that changed since it was read", async () => {
    const abs = await t.write("a.txt", "original\n");
    await t.call(readFileTool, { path: "a.txt" });
    await writeFile(abs, "changed by a formatter\n");
    const out = await t.call(writeFileTool, { path: "a.txt", content: "mine\n" });
    expect(out.metadata).toMatchObject({ error: "stale_read" });
    expect(await readFile(abs, "utf8")).toBe("changed by a formatter\n");
  });

  it("notices a same-size change with the old mtime put back (content hash)", async () => {
    const abs = await t.write("a.txt", "aaaa\n");
    await t.call(readFileTool, { path: "a.txt" });
    const before = await stat(abs);
    await writeFile(abs, "bbbb\n");
    await utimes(abs, before.atime, before.mtime);
    const out = await t.call(writeFileTool, { path: "a.txt", content: "cccc\n" });
    expect(out.metadata).toMatchObject({ error: "stale_read" });
  });

  it("keeps the file mode and leaves no temp file behind", async () => {
    const abs = await t.write("run.sh", "#!/bin/sh\necho hi\n");
    await chmod(abs, 0o751);
    await t.call(readFileTool, { path: "run.sh" });
    await t.call(writeFileTool, { path: "run.sh", content: "#!/bin/sh\necho bye\n" });
    expect((await stat(abs)).mode & 0o777).toBe(0o751);
    expect(await readdir(t.workspace)).toEqual(["run.sh"]);
  });

  it("refuses to write a directory, into .git, or outside the workspace", async () => {
    await t.write("dir/x.txt", "x");
    expect(text(await t.call(writeFileTool, { path: "dir", content: "x" }))).toContain("is a directory");
    expect((await t.call(writeFileTool, { path: ".git/hooks/pre-commit", content: "x" })).metadata).toMatchObject({
      denied: true,
      rule: "path.git_dir",
    });
    expect((await t.call(writeFileTool, { path: "../escape.txt", content: "x" })).metadata).toMatchObject({
      denied: true,
      rule: "path.outside_workspace",
    });
  });
});
