// `commit_signing: api`: the agent's commit is re-created through GitHub's Git Data API (so GitHub signs it for an
// App's token) instead of pushed. The same run with a plain push is the reference: both must leave the same tree
// (a deletion, a new executable, a symlink, a binary file, a new text file). A second scenario races the ref
// update with a push to the same branch: the action retries on top of it and never overwrites it.
import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import type { ScriptStep } from "../fakes/model-server/index.js";

const POLICY = `version: 1
bash:
  allow: ["rm *", "chmod *", "ln *", "printf *", "git status"]
`;
const BINARY = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0xff]);

const bash = (command: string) => ({ name: "bash", input: { command, description: command } });

function script(): ScriptStep[] {
  return [
    {
      tools: [
        bash("rm old.txt"),
        // A file the commands create is theirs to chmod (the checkout's files belong to the runner's user).
        bash("printf '#!/bin/sh\\necho new\\n' > scripts/new.sh"),
        bash("chmod +x scripts/new.sh"),
        bash("ln -s README.md readme-link"),
        bash("printf '\\x89PNG\\x00\\x01\\xff' > logo.bin"),
        { name: "write_file", input: { path: "NOTES.md", content: "Café notes ✓\r\nline two\n" } },
      ],
    },
    { text: "Removed old.txt, made run.sh executable, linked the README and added a logo and notes." },
  ];
}

/** A world whose default branch holds the files the script changes and a policy that allows the commands. */
async function seededWorld(): Promise<World> {
  const world = await startWorld({ script: script() });
  await world.gh.git(REPO).commit({
    branch: "main",
    files: {
      ".github/agent-policy.yml": POLICY,
      "old.txt": "going away\n",
      "scripts/run.sh": "#!/bin/sh\necho run\n",
    },
    message: "Seed",
  });
  return world;
}

async function runOnIssue(world: World, inputs: Record<string, string> = {}): Promise<ActionRun> {
  const issue = world.gh.createIssue({ repo: REPO, title: "Tidy up", body: "", user: "maintainer" });
  const comment = world.gh.addComment({ repo: REPO, issue: issue.number, body: "/agent tidy up", user: "maintainer" });
  return runAction(world, {
    eventName: "issue_comment",
    payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
    inputs,
  });
}

describe("commit_signing: api lands the commit through the Git Data API", () => {
  let pushed: World;
  let viaApi: World;
  let byPush: ActionRun;
  let byApi: ActionRun;

  beforeAll(async () => {
    [pushed, viaApi] = await Promise.all([seededWorld(), seededWorld()]);
    [byPush, byApi] = await Promise.all([runOnIssue(pushed), runOnIssue(viaApi, { commit_signing: "api" })]);
  }, 240_000);
  afterAll(async () => {
    await pushed?.close();
    await viaApi?.close();
  });

  it("both runs land their change", () => {
    for (const run of [byPush, byApi]) {
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.outputs.conclusion, run.stdout).toBe("changed");
    }
    expect(byApi.outputs.branch).toBe(byPush.outputs.branch);
  });

  it("leaves exactly the tree the push left", async () => {
    const [viaPush] = await pushed.gh.git(REPO).log(byPush.outputs.branch, { max: 1 });
    const [api] = await viaApi.gh.git(REPO).log(byApi.outputs.branch, { max: 1 });
    expect(api.sha).toBe(byApi.outputs.commit_sha);
    expect(api.tree).toBe(viaPush.tree);
    const git = viaApi.gh.git(REPO);
    const entries = Object.fromEntries(((await git.lsTree(api.sha)) ?? []).map((e) => [e.path, e.mode]));
    expect(entries).toMatchObject({ "readme-link": "120000", "logo.bin": "100644", "NOTES.md": "100644" });
    expect(entries["old.txt"]).toBeUndefined();
    expect((await git.lsTree(api.sha, "scripts/new.sh"))?.[0]?.mode).toBe("100755");
    expect(await git.readFileBuffer(api.sha, "logo.bin")).toEqual(BINARY);
    expect(await git.readFile(api.sha, "NOTES.md")).toBe("Café notes ✓\r\nline two\n");
  });

  it("went through blobs, a tree, a commit and a new ref, with no git push, and GitHub signed the commit", async () => {
    const writes = viaApi.gh.requests.filter((r) => r.kind === "rest" && r.method === "POST").map((r) => r.route);
    expect(writes).toContain("POST /repos/{owner}/{repo}/git/blobs");
    expect(writes).toContain("POST /repos/{owner}/{repo}/git/trees");
    expect(writes).toContain("POST /repos/{owner}/{repo}/git/commits");
    expect(writes).toContain("POST /repos/{owner}/{repo}/git/refs");
    expect(viaApi.gh.pushes).toEqual([]);
    const commitRequest = viaApi.gh.requests.find((r) => r.route === "POST /repos/{owner}/{repo}/git/commits");
    expect(commitRequest?.body).not.toHaveProperty("author");
    expect(commitRequest?.body).not.toHaveProperty("committer");
    const response = await fetch(`${viaApi.gh.apiUrl}/repos/${REPO}/commits/${byApi.outputs.commit_sha}`, {
      headers: { authorization: "token ghs_e2eTOKENaaaaaaaaaaaaaaaaaaaaaaaaaaaa" },
    });
    const commit = (await response.json()) as { commit: { verification: { verified: boolean }; message: string } };
    expect(commit.commit.verification.verified).toBe(true);
    expect(commit.commit.message).toContain("Co-authored-by: maintainer");
  });

  it("leaves the checkout on the published commit, with nothing left to commit", async () => {
    const [workspace] = (await readdir(viaApi.dir)).filter((d) => d.startsWith("workspace-"));
    const git = (...args: string[]) =>
      promisify(execFile)("git", ["-C", join(viaApi.dir, workspace), ...args]).then((r) => r.stdout.trim());
    expect(await git("rev-parse", "HEAD")).toBe(byApi.outputs.commit_sha);
    expect(await git("status", "--porcelain")).toBe("");
  });

  it("opens the pull request on the signed commit", async () => {
    const pulls = await viaApi.gh.pulls(REPO, { state: "open" });
    expect(pulls).toHaveLength(1);
    expect(pulls[0].head.sha).toBe(byApi.outputs.commit_sha);
  });
});

describe("commit_signing: api when the branch moves during the ref update", () => {
  let world: World;
  let run: ActionRun;
  let theirs: string | undefined;
  let headBefore: string;

  beforeAll(async () => {
    world = await seededWorld();
    const git = world.gh.git(REPO);
    headBefore = await git.commit({
      branch: "feature/tidy",
      from: "main",
      files: { "FEATURE.md": "feature\n" },
      message: "Feature",
    });
    const pr = await world.gh.createPull({ repo: REPO, title: "Tidy", head: "feature/tidy", user: "maintainer" });
    const comment = world.gh.addComment({ repo: REPO, issue: pr.number, body: "/agent tidy up", user: "maintainer" });
    // Someone pushes to the PR's branch between the action's commit and its ref update.
    world.gh.onNext({ method: "PATCH", path: /\/git\/refs\/heads(\/|%2F)feature(\/|%2F)tidy$/ }, async () => {
      theirs = await git.commit({ branch: "feature/tidy", files: { "THEIRS.md": "theirs\n" }, message: "Theirs" });
    });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
      ref: `refs/pull/${pr.number}/merge`,
      env: { GITHUB_SHA: (await git.branches()).main },
      inputs: { commit_signing: "api" },
    });
  }, 180_000);
  afterAll(async () => world?.close());

  it("is refused once (not a fast-forward), then lands on top of the other push", async () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("changed");
    const updates = world.gh.requests.filter((r) => r.route === "PATCH /repos/{owner}/{repo}/git/refs/{ref}");
    expect(updates.map((r) => r.status)).toEqual([422, 200]);
    expect(theirs).toBeDefined();
    const git = world.gh.git(REPO);
    const [ours] = await git.log("feature/tidy", { max: 1 });
    expect(ours.sha).toBe(run.outputs.commit_sha);
    expect(ours.parents).toEqual([theirs]);
    expect(await git.isAncestor(headBefore, ours.sha)).toBe(true);
    expect(await git.readFile("feature/tidy", "THEIRS.md")).toBe("theirs\n");
    expect(await git.readFile("feature/tidy", "FEATURE.md")).toBe("feature\n");
    expect(await git.readFile("feature/tidy", "old.txt")).toBeUndefined();
    expect((await git.lsTree("feature/tidy", "scripts/new.sh"))?.[0]?.mode).toBe("100755");
  });

  it("says in the comment that the branch moved and the commits were replayed", () => {
    const comments = world.gh.issueComments(REPO, Number(run.outputs.pr_number));
    expect(comments.at(-1)?.body).toContain("moved during the run");
  });
});
