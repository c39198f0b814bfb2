import { mkdir, rename, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resolveInWorkspace } from "../../../src/tools/paths.js";
import { readFileTool } from "../../../src/tools/builtin/read-file.js";
import { writeFileTool } from "../../../src/tools/builtin/write-file.js";
import { editFileTool } from "../../../src/tools/builtin/edit-file.js";
import { createTestWorkspace, text, type TestWorkspace } from "./context.js";

let t: TestWorkspace;
beforeEach(async () => {
  t = await createTestWorkspace({ files: { deny_read: [".env"], deny_write: ["dist/**"] } });
  await t.write("src/a.ts", "export const a = 1;\n");
  await mkdir(join(t.root, "outside"));
  await writeFile(join(t.root, "outside", "secret.txt"), "top secret\n");
});
afterEach(() => t.cleanup());

const resolve = (p: string, access: "read" | "write" = "read") => resolveInWorkspace(t.ctx, p, access);

describe("resolveInWorkspace", () => {
  it("resolves relative paths against the workspace and reports them workspace-relative", async () => {
    expect(await resolve("src/a.ts")).toEqual({
      ok: true,
      abs: join(t.workspace, "src/a.ts"),
      rel: "src/a.ts",
      root: t.workspace,
    });
    expect(await resolve("./src/../src/a.ts")).toMatchObject({ ok: true, rel: "src/a.ts" });
    expect(await resolve(".")).toMatchObject({ ok: true, rel: "." });
  });

  it("accepts absolute paths inside the workspace and new files under missing directories", async () => {
    expect(await resolve(join(t.workspace, "src/a.ts"))).toMatchObject({ ok: true, rel: "src/a.ts" });
    expect(await resolve("new/dir/file.ts", "write")).toMatchObject({
      ok: true,
      rel: "new/dir/file.ts",
      abs: join(t.workspace, "new/dir/file.ts"),
    });
  });

  it("denies paths outside the workspace", async () => {
    expect(await resolve("../outside/secret.txt")).toMatchObject({ ok: false, rule: "path.outside_workspace" });
    expect(await resolve("/etc/passwd")).toMatchObject({ ok: false, rule: "path.outside_workspace" });
    expect(await resolve("new/../../outside/x", "write")).toMatchObject({ ok: false, rule: "path.outside_workspace" });
  });

  it("denies a sibling directory whose name starts with the workspace's name", async () => {
    await mkdir(`${t.workspace}-evil`);
    await writeFile(`${t.workspace}-evil/x.txt`, "evil\n");
    expect(await resolve(`${t.workspace}-evil/x.txt`)).toMatchObject({ ok: false, rule: "path.outside_workspace" });
    expect(await resolve("../ws-evil/x.txt")).toMatchObject({ ok: false, rule: "path.outside_workspace" });
  });

  it("follows a symlink inside the workspace that points outside, and denies it", async () => {
    await symlink(join(t.root, "outside"), join(t.workspace, "link"));
    const r = await resolve("link/secret.txt");
    expect(r).toMatchObject({ ok: false, rule: "path.outside_workspace" });
    expect(r.ok ? "" : r.reason).toContain(join(t.root, "outside", "secret.txt"));
    // `..` after a symlink is the physical parent, as for the kernel: lexically this would be ws/outside/….
    expect(await resolve("link/../outside/secret.txt")).toMatchObject({ ok: false, rule: "path.outside_workspace" });
    expect(await resolve("link/../ws/src/a.ts")).toMatchObject({ ok: true, rel: "src/a.ts" });
  });

  it("walks an absolute path under the workspace physically too: `..` after a symlink is not cancelled lexically", async () => {
    await symlink(join(t.root, "outside"), join(t.workspace, "link"));
    expect(await resolve(`${t.workspace}/link/../outside/secret.txt`)).toMatchObject({
      ok: false,
      rule: "path.outside_workspace",
    });
    expect(await resolve(`${t.workspace}/link/../ws/src/a.ts`)).toMatchObject({ ok: true, rel: "src/a.ts" });
    expect(await resolve(`${t.workspace}/src/../../outside/secret.txt`)).toMatchObject({
      ok: false,
      rule: "path.outside_workspace",
    });
    expect(await resolve(`${t.workspace}/./src//a.ts`)).toMatchObject({ ok: true, rel: "src/a.ts" });
    expect(await resolve(t.workspace)).toMatchObject({ ok: true, rel: "." });
  });

  it("keeps checking against the workspace it was given when that directory is swapped for a symlink", async () => {
    // The workspace moved away and a symlink to `outside` put in its place: following it would make
    // outside/secret.txt look like a file inside the workspace.
    await rename(t.workspace, `${t.workspace}-moved`);
    await symlink(join(t.root, "outside"), t.workspace);
    expect(await resolve(join(t.root, "outside", "secret.txt"))).toMatchObject({
      ok: false,
      rule: "path.outside_workspace",
    });
    // By its workspace-relative name the path checks as inside, but the open refuses the swapped root.
    const out = await t.call(readFileTool, { path: "secret.txt" });
    expect(out.isError).toBe(true);
    expect(text(out)).toContain("changed while it was being opened");
    expect(text(out)).not.toContain("top secret");
  });

  it("says so when the workspace itself is gone", async () => {
    await rm(t.workspace, { recursive: true });
    expect(await resolve("src/a.ts")).toMatchObject({ ok: false, rule: "path.no_workspace" });
    expect(await resolve(".")).toMatchObject({ ok: false, rule: "path.no_workspace" });
    expect(await resolve("../outside/secret.txt")).toMatchObject({ ok: false, rule: "path.outside_workspace" });
  });

  it("denies a write through a dangling symlink that points outside", async () => {
    await symlink(join(t.root, "outside", "new.txt"), join(t.workspace, "dangling"));
    expect(await resolve("dangling", "write")).toMatchObject({ ok: false, rule: "path.outside_workspace" });
  });

  it("allows a symlink that stays inside and reports the physical target", async () => {
    await symlink("src", join(t.workspace, "alias"));
    expect(await resolve("alias/a.ts")).toMatchObject({ ok: true, rel: "src/a.ts" });
  });

  it("denies writes into .git (also a nested repo's) but allows reading it", async () => {
    await t.write(".git/config", "[core]\n");
    expect(await resolve(".git/config", "write")).toMatchObject({ ok: false, rule: "path.git_dir" });
    expect(await resolve(".git/hooks/pre-commit", "write")).toMatchObject({ ok: false, rule: "path.git_dir" });
    expect(await resolve("vendor/lib/.git/HEAD", "write")).toMatchObject({ ok: false, rule: "path.git_dir" });
    expect(await resolve(".git/config", "read")).toMatchObject({ ok: true });
    expect(await resolve(".github/workflows/ci.yml", "write")).toMatchObject({ ok: true });
  });

  it("denies NUL bytes, over-long paths and symlink loops", async () => {
    expect(await resolve("src/a.ts\0.png")).toMatchObject({ ok: false, rule: "path.nul_byte" });
    expect(await resolve("a/".repeat(2100))).toMatchObject({ ok: false, rule: "path.too_long" });
    await symlink("loop-b", join(t.workspace, "loop-a"));
    await symlink("loop-a", join(t.workspace, "loop-b"));
    expect(await resolve("loop-a/x")).toMatchObject({ ok: false, rule: "path.symlink_loop" });
  });

  it("does not expand ~ or $VAR: they are literal names inside the workspace", async () => {
    expect(await resolve("~/.ssh/id_rsa")).toMatchObject({ ok: true, rel: "~/.ssh/id_rsa" });
    expect(await resolve("$HOME/x")).toMatchObject({ ok: true, rel: "$HOME/x" });
    const out = await t.call(readFileTool, { path: "~/.bashrc" });
    expect(out.isError).toBe(true);
    expect(text(out)).toContain('"~" is not expanded');
  });

  it("lets reads (not writes) reach the spill dir", async () => {
    await writeFile(join(t.ctx.spillDir, "result-1.txt"), "spilled\n");
    expect(await resolve(join(t.ctx.spillDir, "result-1.txt"))).toMatchObject({ ok: true });
    expect(await resolve(join(t.ctx.spillDir, "result-1.txt"), "write")).toMatchObject({
      ok: false,
      rule: "path.outside_workspace",
    });
  });

  it("applies files.deny_read and files.deny_write from the policy", async () => {
    expect(await resolve("config/.env")).toMatchObject({ ok: false, rule: 'files.deny_read: ".env"' });
    expect(await resolve("dist/index.js", "write")).toMatchObject({ ok: false, rule: 'files.deny_write: "dist/**"' });
    expect(await resolve("dist/index.js", "read")).toMatchObject({ ok: true });
  });
});

describe("file tools refuse denied paths in checkPermission and again in execute", () => {
  it("checkPermission names the rule", async () => {
    const perm = await readFileTool.checkPermission!({ path: "../outside/secret.txt" }, t.ctx);
    expect(perm).toMatchObject({ allowed: false, rule: "path.outside_workspace" });
  });

  it("execute alone (no permission stage) still refuses, as a permission error with metadata", async () => {
    await symlink(join(t.root, "outside"), join(t.workspace, "link"));
    for (const [tool, input] of [
      [readFileTool, { path: "link/secret.txt" }],
      [writeFileTool, { path: "link/new.txt", content: "x" }],
      [editFileTool, { path: "link/secret.txt", old_string: "top", new_string: "no" }],
    ] as const) {
      const out = await (tool.execute as (i: unknown, c: typeof t.ctx) => ReturnType<typeof tool.execute>)(
        input,
        t.ctx,
      );
      expect(out.isError).toBe(true);
      expect(out.errorType).toBe("permission");
      expect(out.metadata).toEqual({ denied: true, rule: "path.outside_workspace" });
      expect(text(out)).not.toContain("top secret");
    }
  });
});
