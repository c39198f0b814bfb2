import { afterEach, beforeAll, afterAll, describe, expect, it } from "vitest";
import { grepTool } from "../../../src/tools/builtin/grep.js";
import { createTestWorkspace, text, type TestWorkspace } from "./context.js";

let t: TestWorkspace;
beforeAll(async () => {
  t = await createTestWorkspace({ files: { deny_read: [".env"] } });
  await t.write(".gitignore", "dist/\n");
  await t.write("src/a.ts", "import x from 'y';\nexport function handleRequest() {}\n// TODO: fix\n");
  await t.write("src/b.ts", "const todo = 1;\n// TODO: later\n-flag here\n");
  await t.write("src/c.py", "# TODO python\n");
  await t.write("dist/bundle.js", "// TODO built\n");
  await t.write(".env", "TOKEN=TODO-secret\n");
  await t.write("weird:name-1.txt", "TODO colon\n");
});
afterAll(() => t.cleanup());
afterEach(() => undefined);

const grep = (input: Record<string, unknown>) => t.call(grepTool, input);

describe("grep", () => {
  it("lists matching files by default, sorted, .gitignore and policy-denied files skipped", async () => {
    const out = await grep({ pattern: "TODO" });
    expect(out.isError).toBeFalsy();
    expect(text(out)).toBe("src/a.ts\nsrc/b.ts\nsrc/c.py\nweird:name-1.txt");
  });

  it("shows matching lines with line numbers in content mode, paths relative to the workspace", async () => {
    const out = await grep({ pattern: "TODO", output_mode: "content", path: "src" });
    expect(text(out)).toBe("src/a.ts:3:// TODO: fix\nsrc/b.ts:2:// TODO: later\nsrc/c.py:1:# TODO python");
  });

  it("parses file names containing ':' and '-' correctly", async () => {
    expect(text(await grep({ pattern: "colon", output_mode: "content" }))).toBe("weird:name-1.txt:1:TODO colon");
  });

  it("adds context lines with separators between groups", async () => {
    const out = await grep({ pattern: "TODO", output_mode: "content", path: "src", glob: "*.ts", context: 1 });
    expect(text(out)).toBe(
      "src/a.ts-2-export function handleRequest() {}\nsrc/a.ts:3:// TODO: fix\n--\nsrc/b.ts-1-const todo = 1;\nsrc/b.ts:2:// TODO: later\nsrc/b.ts-3--flag here",
    );
  });

  it("counts matches per file", async () => {
    const out = await grep({ pattern: "todo", output_mode: "count", case_insensitive: true, path: "src" });
    expect(text(out)).toBe("src/a.ts:1\nsrc/b.ts:2\nsrc/c.py:1\n\n4 matches in 3 files");
  });

  it("filters by glob and by type", async () => {
    expect(text(await grep({ pattern: "TODO", glob: "*.py" }))).toBe("src/c.py");
    expect(text(await grep({ pattern: "TODO", type: "ts" }))).toBe("src/a.ts\nsrc/b.ts");
  });

  it("treats no match as a normal answer, not an error", async () => {
    const out = await grep({ pattern: "nothing-like-this" });
    expect(out.isError).toBeFalsy();
    expect(text(out)).toContain("No matches");
  });

  it("never takes a pattern starting with '-' as an option", async () => {
    expect(text(await grep({ pattern: "-flag", output_mode: "content" }))).toBe("src/b.ts:3:-flag here");
    const pre = await grep({ pattern: "--pre=/bin/sh" });
    expect(pre.isError).toBeFalsy();
    expect(text(pre)).toContain("No matches");
  });

  it("uses Rust regex syntax and reports a bad regex as an error", async () => {
    expect(text(await grep({ pattern: "handle\\w+\\(\\)", output_mode: "content" }))).toBe(
      "src/a.ts:2:export function handleRequest() {}",
    );
    const bad = await grep({ pattern: "(unclosed" });
    expect(bad.isError).toBe(true);
    expect(text(bad)).toContain("regex parse error");
  });

  it("pages with head_limit and offset, saying how many more there are", async () => {
    const first = await grep({ pattern: "TODO", head_limit: 2 });
    expect(text(first)).toBe("src/a.ts\nsrc/b.ts\n\n(2 more; continue with offset=2)");
    const second = await grep({ pattern: "TODO", head_limit: 2, offset: 2 });
    expect(text(second)).toBe("src/c.py\nweird:name-1.txt");
  });

  it("searches one file, and refuses paths outside the workspace or denied by policy", async () => {
    expect(text(await grep({ pattern: "TODO", path: "src/b.ts", output_mode: "content" }))).toBe(
      "src/b.ts:2:// TODO: later",
    );
    expect((await grep({ pattern: "x", path: "/etc" })).metadata).toMatchObject({
      denied: true,
      rule: "path.outside_workspace",
    });
    expect((await grep({ pattern: "TOKEN", path: ".env" })).metadata).toMatchObject({ denied: true });
  });
});

describe("grep on binary files", () => {
  it("says a binary file matches instead of printing its bytes", async () => {
    await t.write("data/blob.bin", Buffer.from("head TODO\0\0\0tail"));
    const out = await grep({ pattern: "TODO", path: "data/blob.bin", output_mode: "content" });
    expect(text(out)).toBe("data/blob.bin: binary file matches (not shown)");
  });
});

describe("grep on CRLF files", () => {
  it("shows lines without the carriage return", async () => {
    await t.write("win/crlf.txt", "alpha\r\nbeta\r\n");
    expect(text(await grep({ pattern: "beta", path: "win", output_mode: "content" }))).toBe("win/crlf.txt:2:beta");
  });
});
