// Landing through the Git Data API against the GitHub emulator, whose endpoints write into a real bare repository:
// what GitHub builds must be the local commit's tree, a concurrent change is never overwritten, and the secret scan
// runs before anything is uploaded.
import { execFile } from "node:child_process";
import { chmod, mkdtemp, rm, symlink, unlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOctokit, type Octokit } from "../../src/github/octokit.js";
import { commitWorkspace } from "../../src/land/commit.js";
import { landThroughApi } from "../../src/land/git-data.js";
import { landChanges } from "../../src/land/land.js";
import { createRedactor } from "../../src/report/redact.js";
import { startGitHubEmulator, type GitHubEmulator } from "../fakes/github/emulator.mjs";

const TOKEN = "ghs_gitDataTOKENaaaaaaaaaaaaaaaaaaaaaaaa";
const REPO = "octo/demo";
const git = async (cwd: string, ...args: string[]) =>
  (await promisify(execFile)("git", ["-C", cwd, ...args])).stdout.trim();

describe("landThroughApi against the emulator's Git Data API", () => {
  let emu: GitHubEmulator;
  let octokit: Octokit;
  let tmp: string;
  let n = 0;

  beforeAll(async () => {
    emu = await startGitHubEmulator();
    emu.addToken(TOKEN, "github-actions[bot]");
    await emu.createRepo({
      owner: "octo",
      name: "demo",
      files: {
        "README.md": "# demo\n",
        "src/app.js": "export const x = 1;\n",
        "tool.sh": "#!/bin/sh\n",
        "config.json": "{}\n",
        "docs/a.md": "a\n",
        "docs/b.md": "b\n",
      },
      permissions: { "github-actions[bot]": "write" },
    });
    octokit = createOctokit({ token: TOKEN, baseUrl: emu.apiUrl, msPerSecond: 1 });
    tmp = await mkdtemp(path.join(os.tmpdir(), "repo-agent-git-data-"));
  });

  afterAll(async () => {
    await emu?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  async function checkout(ref?: string): Promise<{ dir: string; base: string }> {
    const { dir, sha } = await emu.checkout({ repo: REPO, dir: path.join(tmp, `ws${++n}`), token: TOKEN, ref });
    return { dir, base: sha };
  }

  const land = (dir: string, base: string, branch: string, sha: string) =>
    landThroughApi({
      api: octokit,
      owner: "octo",
      repo: "demo",
      repoDir: dir,
      url: `${emu.serverUrl}/${REPO}`,
      branch,
      token: TOKEN,
      sha,
      baseSha: base,
      defaultBranch: "main",
    });

  it("publishes a mode change, a file turned symlink and a removed directory as the local tree", async () => {
    const { dir, base } = await checkout();
    await chmod(path.join(dir, "tool.sh"), 0o755);
    await unlink(path.join(dir, "config.json"));
    await symlink("README.md", path.join(dir, "config.json"));
    await rm(path.join(dir, "docs"), { recursive: true });
    const sha = (await commitWorkspace({ repoDir: dir, message: "Reshape\n\nCo-authored-by: a <a@b>\n" }))!;
    const localTree = await git(dir, "rev-parse", `${sha}^{tree}`);

    const result = await land(dir, base, "agent/reshape", sha);
    expect(result).toMatchObject({ ok: true, created: true, rebased: false });
    if (!result.ok) return;
    const [published] = await emu.git(REPO).log("agent/reshape", { max: 1 });
    expect(published).toMatchObject({ sha: result.sha, tree: localTree, parents: [base] });
    expect(published.message).toBe("Reshape\n\nCo-authored-by: a <a@b>");
    const modes = Object.fromEntries(((await emu.git(REPO).lsTree(result.sha)) ?? []).map((e) => [e.path, e.mode]));
    expect(modes).toMatchObject({ "tool.sh": "100755", "config.json": "120000" });
    expect(modes.docs).toBeUndefined();
    // The checkout now stands on the published (signed) commit, with nothing left over.
    expect(await git(dir, "rev-parse", "HEAD")).toBe(result.sha);
    expect(await git(dir, "status", "--porcelain")).toBe("");
  });

  it("fails clearly when a concurrent change to the same lines conflicts, and keeps that change", async () => {
    const repo = emu.git(REPO);
    await repo.createBranch("topic-conflict", "main");
    const { dir, base } = await checkout("topic-conflict");
    await writeFile(path.join(dir, "src/app.js"), "export const x = 2;\n");
    const sha = (await commitWorkspace({ repoDir: dir, message: "Two" }))!;
    let theirs = "";
    emu.onNext({ method: "PATCH", path: /\/git\/refs\/heads(\/|%2F)topic-conflict$/ }, async () => {
      theirs = await repo.commit({ branch: "topic-conflict", files: { "src/app.js": "export const x = 3;\n" } });
    });
    const result = await land(dir, base, "topic-conflict", sha);
    expect(result).toMatchObject({
      ok: false,
      reason: "rebase-conflict",
      message: expect.stringContaining("conflict"),
    });
    expect(await repo.resolve("topic-conflict")).toBe(theirs);
  });

  it("gives up after three refused updates when the branch keeps moving, never forcing", async () => {
    const repo = emu.git(REPO);
    await repo.createBranch("topic-busy", "main");
    const { dir, base } = await checkout("topic-busy");
    await writeFile(path.join(dir, "ours.txt"), "ours\n");
    const sha = (await commitWorkspace({ repoDir: dir, message: "Ours" }))!;
    let last = "";
    let k = 0;
    emu.onNext({ method: "PATCH", path: /\/git\/refs\/heads(\/|%2F)topic-busy$/, times: 3 }, async () => {
      last = await repo.commit({ branch: "topic-busy", files: { [`theirs-${++k}.txt`]: "x\n" } });
    });
    const result = await land(dir, base, "topic-busy", sha);
    expect(result).toMatchObject({
      ok: false,
      reason: "non-fast-forward",
      message: expect.stringContaining("kept moving"),
    });
    const updates = emu.requests.filter(
      (r) => r.route === "PATCH /repos/{owner}/{repo}/git/refs/{ref}" && /topic-busy/.test(decodeURIComponent(r.path)),
    );
    expect(updates.map((r) => r.status)).toEqual([422, 422, 422]);
    expect(updates.every((r) => (r.body as { force?: boolean }).force === false)).toBe(true);
    expect(await repo.resolve("topic-busy")).toBe(last);
  });

  it("scans before uploading: a secret in the change stops the landing before any Git Data request", async () => {
    const secret = "s3cr3t-value-that-must-not-leave-0123456789";
    const { dir, base } = await checkout();
    await writeFile(path.join(dir, "leak.txt"), `key=${secret}\n`);
    const before = emu.requests.length;
    const result = await landChanges({
      github: octokit,
      workspace: dir,
      task: {
        kind: "issue",
        instruction: "fix",
        repository: { owner: "octo", repo: "demo", fullName: REPO },
        requester: { login: "alice" },
        issueNumber: 1,
        subject: { title: "Fix" },
      },
      plan: { branch: "agent/issue-1-fix", base: "main", kind: "own", startSha: base, notes: [] },
      result: { stopReason: "end_turn", finalText: "Done." },
      stats: { turns: 1, toolCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0, durationMs: 0, sandbox: "" },
      draft: true,
      labels: [],
      secretValues: [secret],
      redact: createRedactor([secret]),
      serverUrl: emu.serverUrl,
      token: TOKEN,
      defaultBranch: "main",
      trigger: "/agent",
      commitSigning: "api",
    });
    expect(result.pushed).toBe(false);
    expect(result.refusal).toMatch(/looks like a secret/);
    expect(emu.requests.slice(before).filter((r) => /\/git\//.test(r.path))).toEqual([]);
    expect(await emu.git(REPO).resolve("agent/issue-1-fix")).toBeUndefined();
  });
});
