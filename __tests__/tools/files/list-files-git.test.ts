// list_files in a git work tree: the index and the changed directories instead of a walk. Every test checks
// the listing against what is on disk after the kind of change an agent run makes between two calls.
import { execFileSync } from "node:child_process";
import { mkdir, rename, rm, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listFilesTool } from "../../../src/tools/builtin/list-files.js";
import { readIndex } from "../../../src/tools/worktree-files.js";
import { createTestWorkspace, text, type TestWorkspace } from "./context.js";

let t: TestWorkspace;

function git(...args: string[]): string {
  return execFileSync("git", args, {
    cwd: t.workspace,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.com",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.com",
    },
  });
}

async function age(rel: string, secondsAgo: number): Promise<void> {
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(join(t.workspace, rel), when, when);
}

async function list(input: { pattern?: string; path?: string } = {}): Promise<string[]> {
  const out = await t.call(listFilesTool, input);
  expect(out.isError, text(out)).toBeFalsy();
  return text(out).split("\n");
}

/** What an edit tool does: a temp file beside the target, renamed over it. */
async function replaceFile(rel: string, content: string): Promise<void> {
  await writeFile(join(t.workspace, `${rel}.tmp`), content);
  await rename(join(t.workspace, `${rel}.tmp`), join(t.workspace, rel));
}

beforeEach(async () => {
  t = await createTestWorkspace({ files: { deny_read: ["secrets/**"] } });
  await t.write(".gitignore", "build/\n*.log\n");
  await t.write("src/a.ts", "a");
  await t.write("src/b.ts", "b");
  await t.write("src/lib/c.ts", "c");
  await t.write("docs/readme.md", "r");
  await t.write("secrets/key.ts", "k");
  // Times first: git records them in the index when the files are added, as a checkout does.
  await age("src/a.ts", 300);
  await age("src/b.ts", 200);
  await age("src/lib/c.ts", 100);
  await age("docs/readme.md", 400);
  await age(".gitignore", 500);
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-q", "-m", "init");
  await t.write("build/out.js", "o");
  await t.write("debug.log", "d");
});
afterEach(() => t.cleanup());

describe("list_files in a git work tree", () => {
  it("lists tracked files newest first, without ignored or policy-denied files", async () => {
    expect(await list()).toEqual(["src/lib/c.ts", "src/b.ts", "src/a.ts", "docs/readme.md", ".gitignore"]);
  });

  it("sees files created, replaced, deleted and renamed since the previous call", async () => {
    await list();
    await t.write("src/new.ts", "n");
    await replaceFile("src/a.ts", "a2");
    await rm(join(t.workspace, "src/b.ts"));
    await rename(join(t.workspace, "docs/readme.md"), join(t.workspace, "docs/guide.md"));
    await age("src/new.ts", 10);
    await age("src/a.ts", 5);
    await age("docs/guide.md", 20);
    expect(await list()).toEqual(["src/a.ts", "src/new.ts", "docs/guide.md", "src/lib/c.ts", ".gitignore"]);
  });

  it("sees a new directory, then a file added to it later, and skips a new ignored directory", async () => {
    await list();
    await mkdir(join(t.workspace, "pkg/empty"), { recursive: true });
    await t.write("pkg/index.ts", "i");
    await t.write("build/more/deep.js", "x");
    expect(await list({ path: "pkg" })).toEqual(["pkg/index.ts"]);
    await t.write("pkg/empty/late.ts", "l");
    await age("pkg/empty/late.ts", 1);
    await age("pkg/index.ts", 2);
    expect(await list({ path: "pkg" })).toEqual(["pkg/empty/late.ts", "pkg/index.ts"]);
    expect((await list()).some((p) => p.startsWith("build/"))).toBe(false);
  });

  it("sees a file written later into a directory that was empty at the first call", async () => {
    await mkdir(join(t.workspace, "tmp/fixtures"), { recursive: true });
    await mkdir(join(t.workspace, "src/empty"));
    expect(await list({ pattern: "**/*.json" })).toEqual([
      "No files match **/*.json in the workspace (files ignored by .gitignore are not listed).",
    ]);
    // Long enough for the directories' times to be settled, not "just changed".
    await new Promise((r) => setTimeout(r, 120));
    await t.write("tmp/fixtures/a.json", "{}");
    await t.write("src/empty/b.json", "{}");
    expect((await list({ pattern: "**/*.json" })).sort()).toEqual(["src/empty/b.json", "tmp/fixtures/a.json"]);
  });

  it("applies an ignore file that is added or changed between calls", async () => {
    await t.write("notes.txt", "n");
    await t.write("src/scratch.tmp", "s");
    expect((await list()).filter((p) => p === "notes.txt" || p === "src/scratch.tmp").sort()).toEqual([
      "notes.txt",
      "src/scratch.tmp",
    ]);
    await writeFile(join(t.workspace, ".gitignore"), "build/\n*.log\nnotes.txt\n");
    await t.write("src/.gitignore", "*.tmp\n");
    const after = await list();
    expect(after).not.toContain("notes.txt");
    expect(after).not.toContain("src/scratch.tmp");
    expect(after).toContain("src/.gitignore");
  });

  it("starts again when git rewrites the index, and reports tracked files changed in place before the first call", async () => {
    await writeFile(join(t.workspace, "src/lib/c.ts"), "changed in place");
    await age("src/lib/c.ts", 250);
    await writeFile(join(t.workspace, "src/a.ts"), "a, changed in place just now");
    expect((await list()).slice(0, 3)).toEqual(["src/a.ts", "src/b.ts", "src/lib/c.ts"]);
    git("add", "-A");
    git("commit", "-q", "-m", "two");
    await t.write("src/after-commit.ts", "x");
    expect((await list())[0]).toBe("src/after-commit.ts");
  });

  it("applies the glob and the path, and still lists files inside an ignored directory named explicitly", async () => {
    expect(await list({ pattern: "*.ts" })).toEqual(["src/lib/c.ts", "src/b.ts", "src/a.ts"]);
    expect(await list({ pattern: "lib/*.ts", path: "src" })).toEqual(["src/lib/c.ts"]);
    expect(await list({ path: "build" })).toEqual(["build/out.js"]);
  });

  it("lists only the workspace's files when the workspace is a subdirectory of the repository", async () => {
    const sub = await createTestWorkspace();
    try {
      const outer = sub.workspace;
      await sub.write("app/main.ts", "m");
      await sub.write("app/util.ts", "u");
      await sub.write("other/x.ts", "x");
      execFileSync("git", ["init", "-q"], { cwd: outer });
      execFileSync("git", ["add", "-A"], { cwd: outer });
      await sub.write("app/fresh.ts", "f");
      const inner = await createTestWorkspace();
      const ctx = { ...inner.ctx, workspace: join(outer, "app") };
      const out = await listFilesTool.execute({}, ctx);
      expect(text(out).split("\n").sort()).toEqual(["fresh.ts", "main.ts", "util.ts"]);
      await inner.cleanup();
    } finally {
      await sub.cleanup();
    }
  });

  it("falls back to walking the tree when it holds a nested repository", async () => {
    await t.write("vendor/lib/x.ts", "x");
    execFileSync("git", ["init", "-q"], { cwd: join(t.workspace, "vendor/lib") });
    expect(await list({ pattern: "**/x.ts" })).toEqual(["vendor/lib/x.ts"]);
  });
});

describe("readIndex", () => {
  it("reads index versions 2, 3 (skip-worktree entries left out) and 4 alike", async () => {
    const expected = ["src/a.ts", "src/b.ts", "src/lib/c.ts", "docs/readme.md", ".gitignore", "secrets/key.ts"].sort();
    const names = () => [...(readIndex(join(t.workspace, ".git/index")) ?? new Map()).keys()].sort();
    expect(names()).toEqual(expected);
    git("update-index", "--index-version", "4");
    expect(names()).toEqual(expected);
    git("update-index", "--index-version", "3");
    git("update-index", "--skip-worktree", "src/b.ts");
    expect(names()).toEqual(expected.filter((n) => n !== "src/b.ts"));
  });

  it("gives each entry the modification time git recorded", async () => {
    const index = readIndex(join(t.workspace, ".git/index"));
    const recorded = git("ls-files", "--debug", "src/a.ts").match(/mtime: (\d+):(\d+)/);
    expect(index?.get("src/a.ts")).toBeCloseTo(Number(recorded?.[1]) * 1000 + Number(recorded?.[2]) / 1e6, 3);
  });
});
