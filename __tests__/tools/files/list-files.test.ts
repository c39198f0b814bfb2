import { utimes } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listFilesTool } from "../../../src/tools/builtin/list-files.js";
import { createTestWorkspace, text, type TestWorkspace } from "./context.js";

let t: TestWorkspace;
beforeEach(async () => {
  t = await createTestWorkspace({ files: { deny_read: ["secrets/**"] } });
});
afterEach(() => t.cleanup());

async function at(rel: string, secondsAgo: number): Promise<void> {
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(join(t.workspace, rel), when, when);
}

describe("list_files", () => {
  beforeEach(async () => {
    await t.write(".gitignore", "build/\n*.log\n");
    await t.write("src/old.ts", "x");
    await t.write("src/new.ts", "x");
    await t.write("src/lib/mid.ts", "x");
    await t.write("src/readme.md", "x");
    await t.write("build/out.ts", "x");
    await t.write("debug.log", "x");
    await t.write(".github/workflows/ci.yml", "x");
    await t.write(".git/config", "x");
    await t.write("secrets/key.ts", "x");
    await at("src/old.ts", 3000);
    await at("src/lib/mid.ts", 2000);
    await at("src/new.ts", 10);
    await at("src/readme.md", 1000);
    await at(".gitignore", 5000);
    await at(".github/workflows/ci.yml", 4000);
  });

  it("lists files matching a glob, newest first", async () => {
    const out = await t.call(listFilesTool, { pattern: "**/*.ts" });
    expect(text(out)).toBe("src/new.ts\nsrc/lib/mid.ts\nsrc/old.ts");
  });

  it("respects .gitignore, lists hidden files, never .git, and hides policy-denied files", async () => {
    const all = text(await t.call(listFilesTool, {})).split("\n");
    expect(all).toEqual([
      "src/new.ts",
      "src/readme.md",
      "src/lib/mid.ts",
      "src/old.ts",
      ".github/workflows/ci.yml",
      ".gitignore",
    ]);
  });

  it("matches a pattern without a slash at any depth, relative to path", async () => {
    expect(text(await t.call(listFilesTool, { pattern: "*.md" }))).toBe("src/readme.md");
    expect(text(await t.call(listFilesTool, { pattern: "lib/*.ts", path: "src" }))).toBe("src/lib/mid.ts");
    expect(text(await t.call(listFilesTool, { pattern: "*.ts", path: "src/lib" }))).toBe("src/lib/mid.ts");
  });

  it("says so when nothing matches (not an error)", async () => {
    const out = await t.call(listFilesTool, { pattern: "**/*.rs" });
    expect(out.isError).toBeFalsy();
    expect(text(out)).toContain("No files match **/*.rs");
  });

  it("refuses a path outside the workspace and a file as path", async () => {
    expect((await t.call(listFilesTool, { path: ".." })).metadata).toMatchObject({
      denied: true,
      rule: "path.outside_workspace",
    });
    expect(text(await t.call(listFilesTool, { path: "src/new.ts" }))).toContain("is a file");
  });
});

describe("list_files on many files", () => {
  it("caps the list and counts the rest", async () => {
    await Promise.all(Array.from({ length: 520 }, (_, i) => t.write(`many/f${i}.txt`, "x")));
    const out = await t.call(listFilesTool, { path: "many" });
    const lines = text(out).split("\n");
    expect(lines).toHaveLength(501);
    expect(lines[500]).toBe("(and 20 more; narrow the pattern or path)");
    expect(out.metadata).toMatchObject({ count: 520, shown: 500 });
  });
});
