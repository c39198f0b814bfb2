import { chmod, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { editFileTool } from "../../../src/tools/builtin/edit-file.js";
import { readFileTool } from "../../../src/tools/builtin/read-file.js";
import { createTestWorkspace, text, type TestWorkspace } from "./context.js";

let t: TestWorkspace;
beforeEach(async () => {
  t = await createTestWorkspace();
});
afterEach(() => t.cleanup());

/** Writes a file and reads it through read_file, as the model would before editing. */
async function given(rel: string, content: string | Buffer): Promise<string> {
  const abs = await t.write(rel, content);
  const out = await t.call(readFileTool, { path: rel });
  expect(out.isError).toBeFalsy();
  return abs;
}
const edit = (path: string, old_string: string, new_string: string, replace_all?: boolean) =>
  t.call(editFileTool, { path, old_string, new_string, replace_all });
const bytes = (abs: string) => readFile(abs, "utf8");

describe("edit_file", () => {
  it("replaces one exact match and answers with a numbered diff", async () => {
    const abs = await given("src/a.ts", "const a = 1;\nconst b = 2;\nconst c = 3;\n");
    const out = await edit("src/a.ts", "const b = 2;", "const b = 20;");
    expect(out.isError).toBeFalsy();
    expect(out.metadata).toMatchObject({ replacements: 1, normalisations: [], firstLine: 2 });
    expect(await bytes(abs)).toBe("const a = 1;\nconst b = 20;\nconst c = 3;\n");
    expect(text(out)).toContain("Edited src/a.ts: 1 replacement.");
    expect(text(out)).toContain("@@ -1,3 +1,3 @@");
    expect(text(out)).toContain("-     2\tconst b = 2;");
    expect(text(out)).toContain("+     2\tconst b = 20;");
  });

  it("keeps a CRLF file CRLF", async () => {
    const abs = await given("win.txt", "one\r\ntwo\r\nthree\r\n");
    const out = await edit("win.txt", "two\nthree", "2\n3\n3.5");
    expect(out.isError).toBeFalsy();
    expect(await bytes(abs)).toBe("one\r\n2\r\n3\r\n3.5\r\n");
  });

  it("keeps a UTF-8 BOM", async () => {
    const abs = await given("bom.cs", "\uFEFFusing System;\nclass A {}\n");
    await edit("bom.cs", "using System;", "using System.IO;");
    expect(await readFile(abs)).toEqual(Buffer.from("\uFEFFusing System.IO;\nclass A {}\n"));
  });

  it("inserts $& and $1 literally", async () => {
    const abs = await given("s.sh", 'echo "$HOME"\n');
    await edit("s.sh", 'echo "$HOME"', 'echo "$1 $& $$"');
    expect(await bytes(abs)).toBe('echo "$1 $& $$"\n');
  });

  it("refuses overlapping matches (aa in aaa) as ambiguous", async () => {
    const abs = await given("a.txt", "aaa\n");
    const out = await edit("a.txt", "aa", "b");
    expect(out.isError).toBe(true);
    expect(out.metadata).toMatchObject({ error: "ambiguous", lines: [1] });
    expect(await bytes(abs)).toBe("aaa\n");
  });

  it("ambiguous: tells how many places and where; replace_all then replaces each and counts them", async () => {
    const abs = await given("r.py", "x = 1\nprint(x)\nx = 1\n");
    const out = await edit("r.py", "x = 1", "x = 2");
    expect(text(out)).toContain("2 places, starting at lines 1, 3");
    const all = await edit("r.py", "x = 1", "x = 2", true);
    expect(all.metadata).toMatchObject({ replacements: 2 });
    expect(await bytes(abs)).toBe("x = 2\nprint(x)\nx = 2\n");
  });

  it("matches curly quotes in old_string against straight ones and keeps the file's style", async () => {
    const abs = await given("q.js", 'alert("Saved");\n');
    const out = await edit("q.js", "alert(“Saved”);", "alert(“Saved!”);");
    expect(out.metadata).toMatchObject({ normalisations: ["quotes"] });
    expect(await bytes(abs)).toBe('alert("Saved!");\n');
  });

  it("re-indents an indentation-shifted block by the same delta", async () => {
    const abs = await given("m.py", "class A:\n    def f(self):\n        if x:\n            go()\n");
    const out = await edit("m.py", "if x:\n    go()", "if x:\n    go()\n    stop()");
    expect(out.metadata).toMatchObject({ normalisations: ["indentation"] });
    expect(await bytes(abs)).toBe("class A:\n    def f(self):\n        if x:\n            go()\n            stop()\n");
  });

  it("accepts old_string pasted from read_file output with its line-number prefixes", async () => {
    const abs = await t.write("p.ts", "function f() {\n  return 1;\n}\n");
    const shown = text(await t.call(readFileTool, { path: "p.ts" }));
    const pasted = shown.split("\n").slice(0, 2).join("\n"); // "     1\tfunction f() {\n     2\t  return 1;"
    const out = await edit("p.ts", pasted, pasted.replace("return 1", "return 2"));
    expect(out.metadata).toMatchObject({ normalisations: ["line_prefixes"] });
    expect(await bytes(abs)).toBe("function f() {\n  return 2;\n}\n");
  });

  it("refuses a block whose first and last lines match but whose middle differs", async () => {
    const content = "if (ok) {\n  save();\n  log();\n}\n";
    const abs = await given("b.ts", content);
    const out = await edit("b.ts", "if (ok) {\n  persist();\n  log();\n}", "if (ok) {\n  log();\n}");
    expect(out.metadata).toMatchObject({ error: "not_found" });
    expect(text(out)).toContain("first line appears at line 1");
    expect(await bytes(abs)).toBe(content);
  });

  it("refuses a file that was not read in this session", async () => {
    const abs = await t.write("n.txt", "hello\n");
    const out = await edit("n.txt", "hello", "bye");
    expect(out.metadata).toMatchObject({ error: "not_read" });
    expect(text(out)).toContain("read_file");
    expect(await bytes(abs)).toBe("hello\n");
  });

  it("refuses a file that changed since it was read, until it is read again", async () => {
    const abs = await given("c.txt", "v1\n");
    await writeFile(abs, "v2 from a command\n");
    const out = await edit("c.txt", "v2 from a command", "v3");
    expect(out.metadata).toMatchObject({ error: "stale_read" });
    await t.call(readFileTool, { path: "c.txt" });
    expect((await edit("c.txt", "v2 from a command", "v3")).isError).toBeFalsy();
    expect(await bytes(abs)).toBe("v3\n");
  });

  it("allows consecutive edits without re-reading (its own write updates the read state)", async () => {
    const abs = await given("seq.txt", "a\nb\n");
    await edit("seq.txt", "a", "A");
    const out = await edit("seq.txt", "b", "B");
    expect(out.isError).toBeFalsy();
    expect(await bytes(abs)).toBe("A\nB\n");
  });

  it("creates a missing file with an empty old_string, and refuses one on a non-empty file", async () => {
    const created = await edit("new/file.md", "", "# New\n");
    expect(created.metadata).toMatchObject({ created: true });
    expect(await bytes(join(t.workspace, "new/file.md"))).toBe("# New\n");
    const again = await edit("new/file.md", "", "# Other\n");
    expect(again.metadata).toMatchObject({ error: "empty_old_string" });
  });

  it("fills an existing empty file with an empty old_string once it was read", async () => {
    const abs = await given("empty.txt", "");
    const out = await edit("empty.txt", "", "content\n");
    expect(out.isError).toBeFalsy();
    expect(await bytes(abs)).toBe("content\n");
  });

  it("reports a missing file, identical strings and text that is not there", async () => {
    expect((await edit("missing.txt", "a", "b")).metadata).toMatchObject({ error: "file_not_found" });
    await given("x.txt", "abc\n");
    expect((await edit("x.txt", "abc", "abc")).metadata).toMatchObject({ error: "no_change" });
    expect((await edit("x.txt", "xyz", "abc")).metadata).toMatchObject({ error: "not_found" });
  });

  it("keeps the file mode", async () => {
    const abs = await t.write("tool.sh", "#!/bin/sh\necho a\n");
    await chmod(abs, 0o755);
    await t.call(readFileTool, { path: "tool.sh" });
    await edit("tool.sh", "echo a", "echo b");
    expect((await stat(abs)).mode & 0o777).toBe(0o755);
  });

  it("refuses to edit a binary (non UTF-8) file", async () => {
    await given("img.bin", Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x00]));
    const out = await edit("img.bin", "A", "B");
    expect(out.isError).toBe(true);
    expect(text(out)).toContain("not valid UTF-8");
  });
});
