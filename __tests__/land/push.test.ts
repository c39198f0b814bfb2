import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { choreBranch, checkPushTarget, isValidBranchName, issueBranch, slugify } from "../../src/land/branch.js";
import { collectDiff, commitWorkspace } from "../../src/land/commit.js";
import { removeCheckoutToken } from "../../src/land/git.js";
import { pushBranch } from "../../src/land/push.js";
import { scanForSecrets } from "../../src/land/secret-scan.js";
import { startGitHubEmulator, type GitHubEmulator } from "../fakes/github/emulator.mjs";
import { exists, makeFixture, sh, shAsync, type Fixture } from "./repo-fixture.js";

describe("branch names", () => {
  it("names issue and chore branches with a bounded slug", () => {
    expect(issueBranch(3, "Fix the discount rounding!")).toBe("agent/issue-3-fix-the-discount-rounding");
    expect(issueBranch(4, "Ünïcode — déjà vu")).toBe("agent/issue-4-unicode-deja-vu");
    expect(issueBranch(5, "🚀🚀")).toBe("agent/issue-5");
    expect(issueBranch(6, "a ".repeat(100)).length).toBeLessThanOrEqual("agent/issue-6-".length + 40);
    expect(choreBranch("Update dependencies weekly")).toBe("agent/chore-update-dependencies-weekly");
    expect(choreBranch("Update dependencies weekly")).toBe(choreBranch("Update dependencies weekly"));
    expect(choreBranch("日本語")).toMatch(/^agent\/chore-[0-9a-f]{8}$/);
    expect(issueBranch(7, "x", "bots/AI agent")).toBe("bots/ai-agent/issue-7-x");
    expect(slugify("supercalifragilisticexpialidocious-and-more-words", 20)).toBe("supercalifragilistic");
  });

  it("refuses invalid, default and protected branch names", () => {
    for (const bad of ["", "-f", "a..b", "a b", "a~1", "x.lock", ".hidden", "a//b", "HEAD", "a@{1}", "refs/heads/x:y"])
      expect(isValidBranchName(bad), bad).toBe(false);
    expect(isValidBranchName("agent/issue-3-fix")).toBe(true);
    expect(checkPushTarget("main", { defaultBranch: "main" })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("default branch"),
    });
    expect(checkPushTarget("Main", { defaultBranch: "main" }).ok).toBe(false);
    expect(checkPushTarget("release", { defaultBranch: "main", protectedBranches: ["release"] })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("protected"),
    });
    expect(checkPushTarget("agent/issue-1", { defaultBranch: "main", protectedBranches: ["release"] })).toEqual({
      ok: true,
    });
  });
});

describe("pushBranch to a local bare repository", () => {
  let fx: Fixture | undefined;
  afterEach(async () => {
    await fx?.cleanup();
    fx = undefined;
  });

  it("pushes a new branch without force and refuses the default branch", async () => {
    fx = await makeFixture();
    await writeFile(path.join(fx.work, "fix.txt"), "fixed\n");
    const sha = await commitWorkspace({ repoDir: fx.work, message: "Fix" });
    expect(await pushBranch({ repoDir: fx.work, url: fx.remote, branch: "main", defaultBranch: "main" })).toMatchObject(
      { ok: false, reason: "refused-branch" },
    );
    expect(sh(fx.remote, ["rev-parse", "main"]).trim()).toBe(fx.base);
    const result = await pushBranch({
      repoDir: fx.work,
      url: fx.remote,
      branch: "agent/issue-1-fix",
      defaultBranch: "main",
    });
    expect(result).toEqual({ ok: true, sha, rebased: false, created: true });
    expect(sh(fx.remote, ["rev-parse", "agent/issue-1-fix"]).trim()).toBe(sha);
  });

  it("pushes to the given URL even when the workspace config rewrites it", async () => {
    fx = await makeFixture();
    const decoy = path.join(fx.root, "decoy.git");
    sh(fx.root, ["init", "--quiet", "--bare", decoy]);
    sh(fx.work, ["config", `url.${decoy}.insteadOf`, fx.remote]);
    sh(fx.work, ["config", `url.${decoy}.pushInsteadOf`, fx.remote]);
    await writeFile(path.join(fx.work, "fix.txt"), "fixed\n");
    const sha = await commitWorkspace({ repoDir: fx.work, message: "Fix" });
    expect(
      await pushBranch({ repoDir: fx.work, url: fx.remote, branch: "agent/x", defaultBranch: "main" }),
    ).toMatchObject({ ok: true, sha });
    expect(sh(fx.remote, ["rev-parse", "agent/x"]).trim()).toBe(sha);
    expect(sh(decoy, ["for-each-ref"]).trim()).toBe("");
  });

  it("rebases once on top when the branch moved on the remote, never forcing", async () => {
    fx = await makeFixture({ "a.txt": "a\n", "b.txt": "b\n" });
    // Someone else pushes to main while the agent works on it (a PR branch, in real life).
    const other = path.join(fx.root, "other");
    sh(fx.root, ["clone", "--quiet", fx.remote, other]);
    await writeFile(path.join(other, "b.txt"), "b changed by a human\n");
    sh(other, ["commit", "-q", "-am", "human change"]);
    sh(other, ["push", "-q", "origin", "main:pr-branch"]);
    // The agent started from base on pr-branch's old tip.
    sh(fx.work, ["checkout", "-q", "-b", "pr-branch"]);
    await writeFile(path.join(fx.work, "a.txt"), "a fixed by the agent\n");
    const sha = await commitWorkspace({ repoDir: fx.work, message: "agent fix", baseSha: fx.base });
    const result = await pushBranch({
      repoDir: fx.work,
      url: fx.remote,
      branch: "pr-branch",
      defaultBranch: "main",
      baseSha: fx.base,
    });
    expect(result).toMatchObject({ ok: true, rebased: true });
    if (!result.ok) return;
    expect(result.sha).not.toBe(sha);
    expect(sh(fx.remote, ["show", "pr-branch:a.txt"])).toBe("a fixed by the agent\n");
    expect(sh(fx.remote, ["show", "pr-branch:b.txt"])).toBe("b changed by a human\n");
    expect(sh(fx.remote, ["log", "--format=%s", "pr-branch"]).trim().split("\n")).toEqual([
      "agent fix",
      "human change",
      "Initial commit",
    ]);
    expect(sh(fx.work, ["rev-parse", "HEAD"]).trim()).toBe(result.sha);
  });

  it("takes a branch created by someone else during the push as a moved branch: rebases on it, never forcing", async () => {
    fx = await makeFixture({ "a.txt": "a\n", "b.txt": "b\n" });
    const other = path.join(fx.root, "other");
    sh(fx.root, ["clone", "--quiet", fx.remote, other]);
    await writeFile(path.join(other, "b.txt"), "b changed by a human\n");
    sh(other, ["commit", "-q", "-am", "human change"]);
    sh(other, ["push", "-q", "origin", "main:human-side"]);
    // Another run creates the same new branch while ours is being received (git then answers "cannot lock ref …
    // reference already exists"): a one-shot pre-receive hook creates it from outside the push's quarantine.
    const hook = path.join(fx.remote, "hooks", "pre-receive");
    await writeFile(
      hook,
      `#!/bin/sh\nrm -f "$0"\nenv -u GIT_QUARANTINE_PATH git update-ref refs/heads/agent/race refs/heads/human-side\n`,
      { mode: 0o755 },
    );
    await writeFile(path.join(fx.work, "a.txt"), "a fixed by the agent\n");
    await commitWorkspace({ repoDir: fx.work, message: "agent fix", baseSha: fx.base });
    const result = await pushBranch({
      repoDir: fx.work,
      url: fx.remote,
      branch: "agent/race",
      defaultBranch: "main",
      baseSha: fx.base,
    });
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true, rebased: true });
    expect(sh(fx.remote, ["log", "--format=%s", "agent/race"]).trim().split("\n")).toEqual([
      "agent fix",
      "human change",
      "Initial commit",
    ]);
  });

  it("explains a conflict instead of forcing, and leaves the workspace on its own commit", async () => {
    fx = await makeFixture({ "a.txt": "a\n" });
    const other = path.join(fx.root, "other");
    sh(fx.root, ["clone", "--quiet", fx.remote, other]);
    await writeFile(path.join(other, "a.txt"), "human version\n");
    sh(other, ["commit", "-q", "-am", "human change"]);
    sh(other, ["push", "-q", "origin", "main:pr-branch"]);
    const humanSha = sh(other, ["rev-parse", "HEAD"]).trim();
    await writeFile(path.join(fx.work, "a.txt"), "agent version\n");
    const sha = await commitWorkspace({ repoDir: fx.work, message: "agent fix" });
    const result = await pushBranch({
      repoDir: fx.work,
      url: fx.remote,
      branch: "pr-branch",
      defaultBranch: "main",
      baseSha: fx.base,
    });
    expect(result).toMatchObject({
      ok: false,
      reason: "rebase-conflict",
      message: expect.stringContaining("not pushed"),
    });
    expect(sh(fx.remote, ["rev-parse", "pr-branch"]).trim()).toBe(humanSha);
    expect(sh(fx.work, ["rev-parse", "HEAD"]).trim()).toBe(sha);
    expect(sh(fx.work, ["status", "--porcelain"]).trim()).toBe("");
  });

  it("leaves no temporary push repository behind", async () => {
    fx = await makeFixture();
    const pushDirs = async () => (await readdir(os.tmpdir())).filter((n) => n.startsWith("repo-agent-push-")).length;
    const before = await pushDirs();
    await writeFile(path.join(fx.work, "x.txt"), "x\n");
    await commitWorkspace({ repoDir: fx.work, message: "x" });
    expect(
      await pushBranch({ repoDir: fx.work, url: fx.remote, branch: "agent/x", defaultBranch: "main" }),
    ).toMatchObject({ ok: true });
    expect(await pushBranch({ repoDir: fx.work, url: fx.remote, branch: "main", defaultBranch: "main" })).toMatchObject(
      { ok: false },
    );
    expect(await pushDirs()).toBe(before);
  });
});

describe("landing over smart HTTP with a token (GitHub emulator)", () => {
  const TOKEN = "ghs_CANARY0123456789abcdefABCDEF0123456789";
  let emu: GitHubEmulator;
  let tmp: string;

  beforeAll(async () => {
    emu = await startGitHubEmulator();
    emu.addToken(TOKEN, "github-actions[bot]");
    await emu.createRepo({
      owner: "octo",
      name: "demo",
      files: { "README.md": "# demo\n", "src/app.js": "export const x = 1;\n" },
      permissions: { "github-actions[bot]": "write" },
      protectedBranches: ["main"],
    });
    tmp = await mkdtemp(path.join(os.tmpdir(), "repo-agent-land-http-"));
  });

  afterAll(async () => {
    await emu?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("removes the checkout's token, commits, scans and pushes with the token only in git's environment", async () => {
    const runnerTemp = path.join(tmp, "runner-temp");
    await mkdir(runnerTemp);
    const {
      dir,
      sha: base,
      credentialsFile,
    } = await emu.checkout({
      repo: "octo/demo",
      dir: path.join(tmp, "ws"),
      token: TOKEN,
      credentials: "include-if",
      runnerTemp,
    });
    const removal = await removeCheckoutToken(dir, { secretValues: [TOKEN] });
    expect(removal.keys.some((k) => /extraheader/i.test(k))).toBe(true);
    expect(await readFile(credentialsFile!, "utf8")).not.toContain(
      Buffer.from(`x-access-token:${TOKEN}`).toString("base64"),
    );
    // Without the token in the config, an unauthenticated fetch now fails: the agent has nothing to use.
    await expect(shAsync(dir, ["fetch", "-q", "origin"])).rejects.toThrow();

    await writeFile(path.join(dir, "src/app.js"), "export const x = 2;\n");
    const sha = await commitWorkspace({
      repoDir: dir,
      message: "Fix x",
      coAuthor: { name: "alice", email: "alice@users.noreply.github.com" },
    });
    expect(sha).toBeTruthy();
    const changes = await collectDiff({ repoDir: dir, base });
    expect(scanForSecrets([...changes.items, { label: "branch name", text: "agent/issue-1-fix-x" }], [TOKEN])).toEqual(
      [],
    );

    const result = await pushBranch({
      repoDir: dir,
      url: `${emu.serverUrl}/octo/demo`,
      branch: "agent/issue-1-fix-x",
      token: TOKEN,
      defaultBranch: "main",
    });
    expect(result).toEqual({ ok: true, sha, rebased: false, created: true });
    expect(await emu.git("octo/demo").resolve("agent/issue-1-fix-x")).toBe(sha);
    expect(emu.pushes.at(-1)).toMatchObject({
      login: "github-actions[bot]",
      updates: [{ ref: "refs/heads/agent/issue-1-fix-x", before: null, after: sha }],
    });
    // The token never landed in the workspace's config again.
    expect(sh(dir, ["config", "--list", "--includes"])).not.toContain(
      Buffer.from(`x-access-token:${TOKEN}`).toString("base64"),
    );
  });

  it("a push without the token is refused by the server and reported, not retried with force", async () => {
    const { dir } = await emu.checkout({
      repo: "octo/demo",
      dir: path.join(tmp, "ws2"),
      token: TOKEN,
      credentials: "none",
    });
    await writeFile(path.join(dir, "new.txt"), "n\n");
    await commitWorkspace({ repoDir: dir, message: "n" });
    const result = await pushBranch({
      repoDir: dir,
      url: `${emu.serverUrl}/octo/demo`,
      branch: "agent/no-token",
      defaultBranch: "main",
    });
    expect(result).toMatchObject({ ok: false, reason: "rejected" });
    expect(exists(path.join(dir, ".git"))).toBe(true);
  });
});
