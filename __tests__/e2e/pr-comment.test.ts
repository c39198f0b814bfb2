// Scenario 2: `/agent` in a same-repository PR's conversation. The fix is committed on top of the PR's own
// branch (no new branch, no new PR) and the reply lands in the PR.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World, fixDiscountEdit } from "./harness.js";
import { botComments } from "./state.js";

describe("an /agent comment on a same-repository pull request", () => {
  let world: World;
  let run: ActionRun;
  let prNumber: number;
  let headBefore: string;
  let mainBefore: string;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
        {
          tools: [
            {
              name: "edit_file",
              input: {
                path: "src/cart.js",
                old_string: "export function lineTotal(item) {",
                new_string: "/** Price times quantity. */\nexport function lineTotal(item) {",
              },
            },
          ],
        },
        { text: "Documented `lineTotal`." },
      ],
    });
    const git = world.gh.git(REPO);
    headBefore = await git.commit({
      branch: "feature/vat",
      from: "main",
      files: { "NOTES.md": "VAT is 20%.\n" },
      message: "Add notes",
    });
    mainBefore = (await git.branches()).main;
    const pr = await world.gh.createPull({ repo: REPO, title: "VAT notes", head: "feature/vat", user: "maintainer" });
    prNumber = pr.number;
    const comment = world.gh.addComment({
      repo: REPO,
      issue: pr.number,
      body: "/agent document lineTotal",
      user: "maintainer",
    });
    const payload = world.gh.events.issueComment({ repo: REPO, commentId: comment.id });
    // For issue_comment GitHub's GITHUB_SHA is the default branch's tip; this workflow checks out the PR's merge ref.
    run = await runAction(world, {
      eventName: "issue_comment",
      payload,
      ref: `refs/pull/${pr.number}/merge`,
      env: { GITHUB_SHA: mainBefore },
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("exits 0 with conclusion changed, naming the PR's branch and number", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("changed");
    expect(run.outputs.branch).toBe("feature/vat");
    expect(run.outputs.pr_number).toBe(String(prNumber));
  });

  it("pushes one commit on top of the PR's branch and touches nothing else", async () => {
    const git = world.gh.git(REPO);
    const branches = await git.branches();
    expect(branches["feature/vat"]).toBe(run.outputs.commit_sha);
    const [commit] = await git.log("feature/vat", { max: 1 });
    expect(commit.parents).toEqual([headBefore]);
    expect(await git.readFile("feature/vat", "src/cart.js")).toContain("/** Price times quantity. */");
    expect(await git.readFile("feature/vat", "NOTES.md")).toBe("VAT is 20%.\n");
    expect(branches.main).toBe(mainBefore);
    expect(Object.keys(branches).filter((b) => b.startsWith("agent/"))).toEqual([]);
  });

  it("opens no new pull request", async () => {
    const pulls = await world.gh.pulls(REPO, { state: "all" });
    expect(pulls.map((p) => p.number)).toEqual([prNumber]);
    expect(world.gh.restRequests({ method: "POST", path: /\/pulls$/ })).toEqual([]);
  });

  it("replies in the PR with one finished comment", () => {
    const ours = botComments(world, prNumber);
    expect(ours).toHaveLength(1);
    expect(ours[0].body).toContain("Changes pushed");
    expect(ours[0].body).toContain("feature/vat");
    expect(ours[0].body).toMatch(/<details><summary>Transcript/);
    expect(run.outputs.comment_url).toBe(ours[0].html_url);
  });
});

describe("an /agent comment on a PR whose branch moves during the run", () => {
  let world: World;
  let run: ActionRun;
  let prNumber: number;
  let racer: string | undefined;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
        {
          tools: [
            {
              name: "edit_file",
              input: {
                path: "src/cart.js",
                old_string: "export function lineTotal(item) {",
                new_string: "/** Price times quantity. */\nexport function lineTotal(item) {",
              },
            },
          ],
        },
        { text: "Documented `lineTotal`." },
      ],
    });
    const git = world.gh.git(REPO);
    await git.commit({
      branch: "feature/vat",
      from: "main",
      files: { "NOTES.md": "VAT is 20%.\n" },
      message: "Add notes",
    });
    const pr = await world.gh.createPull({ repo: REPO, title: "VAT notes", head: "feature/vat", user: "maintainer" });
    prNumber = pr.number;
    // The PR's author pushes while the agent works: just before the agent's push.
    world.gh.onNext({ service: "receive-pack" }, async () => {
      racer = await git.commit({
        branch: "feature/vat",
        files: { "NOTES.md": "VAT is 20% (UK).\n" },
        message: "Clarify notes",
      });
    });
    const comment = world.gh.addComment({
      repo: REPO,
      issue: pr.number,
      body: "/agent document lineTotal",
      user: "maintainer",
    });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
      ref: `refs/pull/${pr.number}/merge`,
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("replays the agent's commit on top of the new tip instead of overwriting it", async () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("changed");
    const git = world.gh.git(REPO);
    expect((await git.branches())["feature/vat"]).toBe(run.outputs.commit_sha);
    const [commit] = await git.log("feature/vat", { max: 1 });
    expect(racer).toMatch(/^[0-9a-f]{40}$/);
    expect(commit.parents).toEqual([racer]);
    expect(await git.readFile("feature/vat", "NOTES.md")).toBe("VAT is 20% (UK).\n");
    expect(await git.readFile("feature/vat", "src/cart.js")).toContain("/** Price times quantity. */");
  });

  it("says so in the comment", () => {
    const [comment] = botComments(world, prNumber);
    expect(comment.body).toMatch(/moved during the run/);
  });
});

describe("an /agent comment on a PR from a fork", () => {
  let world: World;
  let run: ActionRun;
  let prNumber: number;
  let forkHead: string;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
        {
          tools: [
            {
              name: "edit_file",
              input: {
                path: "src/cart.js",
                old_string: "export function lineTotal(item) {",
                new_string: "/** Price times quantity. */\nexport function lineTotal(item) {",
              },
            },
          ],
        },
        { text: "Documented `lineTotal`." },
      ],
    });
    world.gh.addUser("forker", {});
    await world.gh.forkRepo({ from: REPO, owner: "forker" });
    forkHead = await world.gh
      .git("forker/widgets")
      .commit({ branch: "patch-1", from: "main", files: { "NOTES.md": "from a fork\n" }, message: "Fork change" });
    const pr = await world.gh.createPull({ repo: REPO, title: "Fork notes", head: "forker:patch-1", user: "forker" });
    prNumber = pr.number;
    const comment = world.gh.addComment({
      repo: REPO,
      issue: pr.number,
      body: "/agent document lineTotal",
      user: "maintainer",
    });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
      ref: `refs/pull/${pr.number}/merge`,
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("pushes to a branch in this repository, on top of the fork's commits, and leaves the fork alone", async () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("changed");
    expect(run.outputs.branch).toBe(`agent/pr-${prNumber}-fork-notes`);
    const git = world.gh.git(REPO);
    const [commit] = await git.log(run.outputs.branch, { max: 1 });
    expect(commit.parents).toEqual([forkHead]);
    expect(await git.readFile(run.outputs.branch, "src/cart.js")).toContain("/** Price times quantity. */");
    expect((await world.gh.git("forker/widgets").branches())["patch-1"]).toBe(forkHead);
  });

  it("explains in the PR where the changes are", () => {
    const [comment] = botComments(world, prNumber);
    expect(comment.body).toContain(run.outputs.branch);
    expect(comment.body).toMatch(/fork/);
  });
});

describe("/agent on PRs whose branch the agent must not push to", () => {
  let world: World;
  const runs: Record<string, { run: ActionRun; pr: number; head: string }> = {};

  beforeAll(async () => {
    const edit = () => [
      { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
      {
        tools: [
          {
            name: "edit_file",
            input: {
              path: "src/cart.js",
              old_string: "export function lineTotal(item) {",
              new_string: "/** Price times quantity. */\nexport function lineTotal(item) {",
            },
          },
        ],
      },
      { text: "Documented `lineTotal`." },
    ];
    world = await startWorld({ script: [...edit(), ...edit()] });
    const git = world.gh.git(REPO);
    await git.commit({ branch: "release", from: "main", files: { "RELEASE.md": "1.0\n" }, message: "Release branch" });
    await git.commit({ branch: "main", files: { "NEWS.md": "news\n" }, message: "News" });
    await git.commit({ branch: "hotfix", from: "main", files: { "HOTFIX.md": "fix\n" }, message: "Hotfix" });
    await world.gh.setProtectedBranches(REPO, ["hotfix"]);
    const cases: [string, string, string][] = [
      ["default", "main", "release"],
      ["protected", "hotfix", "main"],
    ];
    for (const [name, head, base] of cases) {
      const headSha = (await git.branches())[head];
      const pr = await world.gh.createPull({ repo: REPO, title: `Merge ${head}`, head, base, user: "maintainer" });
      const comment = world.gh.addComment({
        repo: REPO,
        issue: pr.number,
        body: "/agent document lineTotal",
        user: "maintainer",
      });
      const run = await runAction(world, {
        eventName: "issue_comment",
        payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
        ref: `refs/pull/${pr.number}/merge`,
      });
      runs[name] = { run, pr: pr.number, head: headSha };
    }
  }, 120_000);
  afterAll(async () => world?.close());

  it("never pushes to the default or a protected branch", async () => {
    const branches = await world.gh.git(REPO).branches();
    expect(branches.main).toBe(runs.default.head);
    expect(branches.hotfix).toBe(runs.protected.head);
    for (const push of world.gh.pushes) for (const u of push.updates) expect(u.ref).toMatch(/^refs\/heads\/agent\//);
  });

  it("puts the work on a branch here, started from the PR's head, and links it", async () => {
    const git = world.gh.git(REPO);
    for (const { run, pr, head } of Object.values(runs)) {
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.outputs.conclusion).toBe("changed");
      expect(run.outputs.branch).toMatch(new RegExp(`^agent/pr-${pr}-merge-`));
      const [commit] = await git.log(run.outputs.branch, { max: 1 });
      expect(commit.parents).toEqual([head]);
      const [comment] = botComments(world, pr);
      expect(comment.body).toContain(run.outputs.branch);
    }
    expect(botComments(world, runs.default.pr)[0].body).toMatch(/default branch/);
    expect(botComments(world, runs.protected.pr)[0].body).toMatch(/protected branch/);
  });
});

describe("a PR branch that moves during the run with a conflicting change", () => {
  let world: World;
  let run: ActionRun;
  let prNumber: number;
  let racer: string | undefined;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
        { tools: [fixDiscountEdit()] },
        { text: "Fixed the discount." },
      ],
    });
    const git = world.gh.git(REPO);
    await git.commit({ branch: "feature/vat", from: "main", files: { "NOTES.md": "notes\n" }, message: "Add notes" });
    const pr = await world.gh.createPull({ repo: REPO, title: "VAT notes", head: "feature/vat", user: "maintainer" });
    prNumber = pr.number;
    const original = (await git.readFile("main", "src/cart.js")) ?? "";
    world.gh.onNext({ service: "receive-pack" }, async () => {
      racer = await git.commit({
        branch: "feature/vat",
        files: {
          "src/cart.js": original.replace("  return amount - percent;", "  return amount - amount * percent / 100;"),
        },
        message: "Fix it my way",
      });
    });
    const comment = world.gh.addComment({
      repo: REPO,
      issue: pr.number,
      body: "/agent fix the discount",
      user: "maintainer",
    });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
      ref: `refs/pull/${pr.number}/merge`,
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("does not overwrite the other change: the branch keeps its new tip", async () => {
    expect((await world.gh.git(REPO).branches())["feature/vat"]).toBe(racer);
    expect(world.gh.pushes).toEqual([]);
  });

  it("fails the run and explains the conflict in the PR", () => {
    expect(run.code).toBe(1);
    expect(run.outputs.conclusion).toBe("failed");
    const [comment] = botComments(world, prNumber);
    expect(comment.body).toMatch(/rebase conflict|do not apply/);
    expect(comment.body).toContain("feature/vat");
  });
});
