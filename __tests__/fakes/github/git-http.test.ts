import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOctokit, type Octokit } from "../../../src/github/octokit.js";
import { basicAuthHeader, runGit, startGitHubEmulator, type GitHubEmulator } from "./emulator.mjs";

const REPO = "octo/demo";
const IDENTITY = {
  GIT_AUTHOR_NAME: "Test Pusher",
  GIT_AUTHOR_EMAIL: "pusher@example.invalid",
  GIT_COMMITTER_NAME: "Test Pusher",
  GIT_COMMITTER_EMAIL: "pusher@example.invalid",
};

describe("smart-HTTP git served by the emulator", () => {
  let emu: GitHubEmulator;
  let work: string;
  let bot: Octokit;
  const auth = (token: string) => ["-c", `http.extraHeader=${basicAuthHeader(token)}`];
  const git = (cwd: string, args: string[]) => runGit(args, { cwd, env: IDENTITY });

  beforeAll(async () => {
    emu = await startGitHubEmulator();
    emu.addToken("ghs_bot", "github-actions[bot]");
    emu.addToken("ghp_reader", "reader");
    emu.addToken("ghp_mallory", "mallory");
    await emu.createRepo({
      owner: "octo",
      name: "demo",
      files: {
        "README.md": "# demo\n",
        "src/app.js": "export const x = 1;\n",
        "run.sh": { content: "#!/bin/sh\n", executable: true },
      },
      permissions: { "github-actions[bot]": "write", reader: "read" },
      protectedBranches: ["main"],
    });
    work = await mkdtemp(path.join(tmpdir(), "gh-emulator-git-test-"));
    bot = createOctokit({ token: "ghs_bot", baseUrl: emu.apiUrl, msPerSecond: 1 });
  });

  afterAll(async () => {
    await emu?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("builds the repository from files with an initial commit on main, modes kept", async () => {
    const repo = emu.git(REPO);
    expect(Object.keys(await repo.branches())).toEqual(["main"]);
    expect((await repo.listFiles("main")).sort()).toEqual(["README.md", "run.sh", "src/app.js"]);
    expect(await repo.readFile("main", "src/app.js")).toBe("export const x = 1;\n");
    expect((await repo.lsTree("main", "run.sh"))?.[0].mode).toBe("100755");
    const [commit] = await repo.log("main");
    expect(commit.subject).toBe("Initial commit");
  });

  it("clones, commits and pushes a new branch with the token; the refs endpoint and the push log see it", async () => {
    const dir = path.join(work, "clone-push");
    await runGit([...auth("ghs_bot"), "clone", "--quiet", emu.gitUrl(REPO), dir]);
    await writeFile(path.join(dir, "src/app.js"), "export const x = 2;\n");
    await git(dir, ["commit", "--quiet", "-am", "Fix x"]);
    await git(dir, [...auth("ghs_bot"), "push", "--quiet", "origin", "HEAD:refs/heads/agent/issue-1-fix-x"]);

    const pushed = await emu.git(REPO).resolve("agent/issue-1-fix-x");
    expect(pushed).toBe((await git(dir, ["rev-parse", "HEAD"])).trim());
    expect(await emu.git(REPO).readFile("agent/issue-1-fix-x", "src/app.js")).toBe("export const x = 2;\n");
    const { data: ref } = await bot.rest.git.getRef({ owner: "octo", repo: "demo", ref: "heads/agent/issue-1-fix-x" });
    expect(ref.object.sha).toBe(pushed);
    expect(emu.pushes.at(-1)).toMatchObject({
      repo: REPO,
      login: "github-actions[bot]",
      updates: [{ ref: "refs/heads/agent/issue-1-fix-x", before: null, after: pushed }],
    });
    expect(await emu.git(REPO).diff("main", "agent/issue-1-fix-x")).toContain("+export const x = 2;");
  });

  it("dumps every object, so a secret pushed and then deleted is still found", async () => {
    const dir = path.join(work, "secret");
    await runGit([...auth("ghs_bot"), "clone", "--quiet", emu.gitUrl(REPO), dir]);
    await writeFile(path.join(dir, "leak.bin"), Buffer.from([0, 1, 2, ...Buffer.from("CANARY-4242"), 0]));
    await git(dir, ["add", "leak.bin"]);
    await git(dir, ["commit", "--quiet", "-m", "oops"]);
    await git(dir, [...auth("ghs_bot"), "push", "--quiet", "origin", "HEAD:refs/heads/leaky"]);
    await git(dir, [...auth("ghs_bot"), "push", "--quiet", "origin", ":refs/heads/leaky"]);
    expect(await emu.git(REPO).resolve("leaky")).toBeUndefined();
    expect(await emu.dumpAll()).toContain("CANARY-4242");
  });

  it("answers the URL without .git too, as github.com does", async () => {
    const dir = path.join(work, "no-dot-git");
    await runGit([...auth("ghs_bot"), "clone", "--quiet", `${emu.serverUrl}/${REPO}`, dir]);
    expect(await readFile(path.join(dir, "README.md"), "utf8")).toBe("# demo\n");
  });

  it("refuses a clone without a token and a push with a wrong one, with 401", async () => {
    const before = await emu.git(REPO).branches();
    const clone = runGit(["clone", "--quiet", emu.gitUrl(REPO), path.join(work, "anonymous")]);
    await expect(clone).rejects.toThrow(/Authentication failed|could not read Username|401/);

    const dir = path.join(work, "wrong-token");
    await runGit([...auth("ghs_bot"), "clone", "--quiet", emu.gitUrl(REPO), dir]);
    await writeFile(path.join(dir, "x.txt"), "x");
    await git(dir, ["add", "x.txt"]);
    await git(dir, ["commit", "--quiet", "-m", "x"]);
    await expect(git(dir, [...auth("ghs_wrong"), "push", "origin", "HEAD:refs/heads/sneaky"])).rejects.toThrow(
      /Authentication failed|could not read Username|401/,
    );
    await expect(git(dir, ["push", "origin", "HEAD:refs/heads/sneaky"])).rejects.toThrow(
      /Authentication failed|could not read Username|401/,
    );
    expect(await emu.git(REPO).branches()).toEqual(before);
    expect(emu.requests.filter((r) => r.kind === "git" && r.status === 401).length).toBeGreaterThanOrEqual(3);
  });

  it("lets a reader fetch but not push (403), and a stranger not even see the private repository", async () => {
    const dir = path.join(work, "reader");
    await runGit([...auth("ghp_reader"), "clone", "--quiet", emu.gitUrl(REPO), dir]);
    await writeFile(path.join(dir, "y.txt"), "y");
    await git(dir, ["add", "y.txt"]);
    await git(dir, ["commit", "--quiet", "-m", "y"]);
    await expect(git(dir, [...auth("ghp_reader"), "push", "origin", "HEAD:refs/heads/reader"])).rejects.toThrow(/403/);
    expect(await emu.git(REPO).resolve("reader")).toBeUndefined();

    await emu.createRepo({ owner: "octo", name: "private", private: true, files: { "a.txt": "a" } });
    await expect(
      runGit([...auth("ghp_mallory"), "clone", "--quiet", emu.gitUrl("octo/private"), path.join(work, "private")]),
    ).rejects.toThrow(/not found|404/i);
  });

  it("refuses a push to a protected branch with GitHub's GH006, leaving it unchanged", async () => {
    const dir = path.join(work, "protected");
    await runGit([...auth("ghs_bot"), "clone", "--quiet", emu.gitUrl(REPO), dir]);
    await writeFile(path.join(dir, "README.md"), "changed\n");
    await git(dir, ["commit", "--quiet", "-am", "Direct to main"]);
    const mainBefore = await emu.git(REPO).resolve("main");
    await expect(git(dir, [...auth("ghs_bot"), "push", "origin", "HEAD:main"])).rejects.toThrow(
      /GH006: Protected branch update failed/,
    );
    expect(await emu.git(REPO).resolve("main")).toBe(mainBefore);
  });

  it("moves a pull request's head.sha and refs/pull/N/head when its branch is pushed", async () => {
    await emu.git(REPO).commit({ branch: "pr-branch", from: "main", files: { "a.txt": "1\n" }, message: "One" });
    const pr = await emu.createPull({ repo: REPO, title: "PR", user: "octo", head: "pr-branch" });
    const dir = path.join(work, "pr");
    await runGit([...auth("ghs_bot"), "clone", "--quiet", "--branch", "pr-branch", emu.gitUrl(REPO), dir]);
    await writeFile(path.join(dir, "a.txt"), "2\n");
    await git(dir, ["commit", "--quiet", "-am", "Two"]);
    await git(dir, [...auth("ghs_bot"), "push", "--quiet", "origin", "HEAD:pr-branch"]);
    const head = (await git(dir, ["rev-parse", "HEAD"])).trim();

    const { data } = await bot.rest.pulls.get({ owner: "octo", repo: "demo", pull_number: pr.number });
    expect(data.head.sha).toBe(head);
    expect(data.commits).toBe(2);
    expect(await emu.git(REPO).resolve(`refs/pull/${pr.number}/head`)).toBe(head);
  });

  it("refuses a push that is not a fast-forward unless forced, like any git server", async () => {
    const repo = emu.git(REPO);
    await repo.commit({ branch: "moving", from: "main", files: { "m.txt": "base\n" }, message: "Base" });
    const dir = path.join(work, "moving");
    await runGit([...auth("ghs_bot"), "clone", "--quiet", "--branch", "moving", emu.gitUrl(REPO), dir]);
    const theirs = await repo.commit({ branch: "moving", files: { "m.txt": "theirs\n" }, message: "Someone else" });
    await writeFile(path.join(dir, "m.txt"), "ours\n");
    await git(dir, ["commit", "--quiet", "-am", "Ours"]);
    await expect(git(dir, [...auth("ghs_bot"), "push", "origin", "HEAD:moving"])).rejects.toThrow(
      /rejected|fetch first|non-fast-forward/,
    );
    expect(await repo.resolve("moving")).toBe(theirs);
  });

  it("runs an onNext hook on the push's ref advertisement, so a test can move the branch under a pusher", async () => {
    const repo = emu.git(REPO);
    await repo.commit({ branch: "raced", from: "main", files: { "r.txt": "base\n" }, message: "Base" });
    const dir = path.join(work, "raced");
    await runGit([...auth("ghs_bot"), "clone", "--quiet", "--branch", "raced", emu.gitUrl(REPO), dir]);
    await writeFile(path.join(dir, "r.txt"), "ours\n");
    await git(dir, ["commit", "--quiet", "-am", "Ours"]);
    let theirs = "";
    emu.onNext({ service: "receive-pack" }, async () => {
      theirs = await repo.commit({ branch: "raced", files: { "r.txt": "theirs\n" }, message: "Theirs" });
    });
    await expect(git(dir, [...auth("ghs_bot"), "push", "origin", "HEAD:raced"])).rejects.toThrow(
      /rejected|fetch first/,
    );
    expect(theirs).not.toBe("");
    expect(await repo.resolve("raced")).toBe(theirs);
  });

  it("fails a git request only for a fault that names its service", async () => {
    emu.failNext({ status: 502 });
    emu.failNext({ service: "upload-pack", status: 500 });
    const dir = path.join(work, "faulted");
    await expect(runGit([...auth("ghs_bot"), "clone", "--quiet", emu.gitUrl(REPO), dir])).rejects.toThrow(/500/);
    expect(emu.pendingFaults()).toEqual([expect.objectContaining({ status: 502 })]);
    emu.clearFaults();
    await runGit([...auth("ghs_bot"), "clone", "--quiet", emu.gitUrl(REPO), dir]);
  });

  it("keeps refs/pull/N/merge as GitHub does: head merged into base, or none when they conflict", async () => {
    const repo = emu.git(REPO);
    await repo.commit({ branch: "clean-merge", from: "main", files: { "clean.txt": "clean\n" }, message: "Clean" });
    const clean = await emu.createPull({ repo: REPO, title: "Clean", user: "octo", head: "clean-merge" });
    expect(clean.mergeable).toBe(true);
    const [merge] = await repo.log(`refs/pull/${clean.number}/merge`, { max: 1 });
    expect(merge.sha).toBe(clean.merge_commit_sha);
    expect(merge.parents).toEqual([clean.base.sha, clean.head.sha]);
    expect(merge.subject).toBe(`Merge ${clean.head.sha} into ${clean.base.sha}`);

    await repo.commit({
      branch: "conflicting",
      from: "main",
      files: { "README.md": "theirs\n" },
      message: "Conflicts",
    });
    const conflicting = await emu.createPull({ repo: REPO, title: "Conflict", user: "octo", head: "conflicting" });
    expect(conflicting.mergeable).toBe(true);
    await repo.setProtectedBranches([]);
    await repo.commit({ branch: "main", files: { "README.md": "ours\n" }, message: "Main moves" });
    await repo.setProtectedBranches(["main"]);
    const after = await emu.pull(REPO, conflicting.number);
    expect(after).toMatchObject({ mergeable: false, mergeable_state: "dirty", merge_commit_sha: null });
    expect(await repo.resolve(`refs/pull/${conflicting.number}/merge`)).toBeUndefined();
  });

  it("serves a fork as its own repository; its pull request shows in the base's refs/pull/N/head", async () => {
    emu.addToken("ghp_forker", "forker");
    await emu.forkRepo({ from: REPO, owner: "forker" });
    await emu
      .git("forker/demo")
      .commit({ branch: "fork-fix", from: "main", files: { "fork.txt": "from fork\n" }, message: "Fork fix" });
    const pr = await emu.createPull({ repo: REPO, title: "From a fork", user: "forker", head: "forker:fork-fix" });
    expect(pr.head.repo.full_name).toBe("forker/demo");
    expect(pr.head.label).toBe("forker:fork-fix");
    expect(pr.base.repo.full_name).toBe(REPO);

    const checkout = await emu.checkout({
      repo: REPO,
      dir: path.join(work, "fork-pr"),
      token: "ghs_bot",
      ref: `refs/pull/${pr.number}/head`,
    });
    expect(checkout.sha).toBe(pr.head.sha);
    expect(await readFile(path.join(checkout.dir, "fork.txt"), "utf8")).toBe("from fork\n");
    // The repository's token cannot write to the fork.
    await writeFile(path.join(checkout.dir, "fork.txt"), "agent\n");
    await git(checkout.dir, ["commit", "--quiet", "-am", "Agent"]);
    await expect(
      git(checkout.dir, [...auth("ghs_bot"), "push", emu.gitUrl("forker/demo"), "HEAD:fork-fix"]),
    ).rejects.toThrow(/403/);
    const { data } = await bot.rest.pulls.list({ owner: "octo", repo: "demo", head: "forker:fork-fix" });
    expect(data.map((p) => p.number)).toEqual([pr.number]);
  });

  it("checks out like actions/checkout v4: the token in .git/config as an extraheader, and push works", async () => {
    const { dir, sha } = await emu.checkout({ repo: REPO, dir: path.join(work, "checkout-v4"), token: "ghs_bot" });
    expect(sha).toBe(await emu.git(REPO).resolve("main"));
    const config = await readFile(path.join(dir, ".git/config"), "utf8");
    expect(config).toContain(`[http "${emu.serverUrl}/"]`);
    expect(config).toContain(basicAuthHeader("ghs_bot"));
    expect((await git(dir, ["rev-parse", "--is-shallow-repository"])).trim()).toBe("true");
    await writeFile(path.join(dir, "v4.txt"), "v4\n");
    await git(dir, ["add", "v4.txt"]);
    await git(dir, ["commit", "--quiet", "-m", "v4"]);
    await git(dir, ["push", "--quiet", "origin", "HEAD:refs/heads/from-v4"]);
    expect(await emu.git(REPO).readFile("from-v4", "v4.txt")).toBe("v4\n");
  });

  it("checks out like actions/checkout v6: the token in a RUNNER_TEMP file included by includeIf.gitdir", async () => {
    const runnerTemp = await mkdtemp(path.join(work, "runner-temp-"));
    const { dir, credentialsFile } = await emu.checkout({
      repo: REPO,
      dir: path.join(work, "checkout-v6"),
      token: "ghs_bot",
      credentials: "include-if",
      runnerTemp,
    });
    const config = await readFile(path.join(dir, ".git/config"), "utf8");
    expect(config).not.toContain(basicAuthHeader("ghs_bot"));
    expect(config).toContain(`[includeIf "gitdir:${path.join(dir, ".git")}"]`);
    expect(await readFile(credentialsFile!, "utf8")).toContain(basicAuthHeader("ghs_bot"));
    await git(dir, ["push", "--quiet", "origin", "HEAD:refs/heads/from-v6"]);
    expect(await emu.git(REPO).resolve("from-v6")).toBe(await emu.git(REPO).resolve("main"));
  });

  it("accepts the token through git's environment-based config (GIT_CONFIG_COUNT), never in argv or URL", async () => {
    const { dir } = await emu.checkout({
      repo: REPO,
      dir: path.join(work, "env-config"),
      token: "ghs_bot",
      credentials: "none",
    });
    await writeFile(path.join(dir, "env.txt"), "env\n");
    await git(dir, ["add", "env.txt"]);
    await git(dir, ["commit", "--quiet", "-m", "env"]);
    await runGit(["push", "--quiet", "origin", "HEAD:refs/heads/from-env"], {
      cwd: dir,
      env: {
        ...IDENTITY,
        GIT_CONFIG_COUNT: "1",
        GIT_CONFIG_KEY_0: `http.${emu.serverUrl}/.extraheader`,
        GIT_CONFIG_VALUE_0: basicAuthHeader("ghs_bot"),
      },
    });
    expect(await emu.git(REPO).readFile("from-env", "env.txt")).toBe("env\n");
  });
});
