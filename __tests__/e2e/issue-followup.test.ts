// A later `/agent` request on the same issue continues the agent's open PR: same branch (even after the issue
// was renamed, which changes the slug a new branch would get), a commit on top, the PR's body updated.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World, fixDiscountEdit } from "./harness.js";
import { botComments } from "./state.js";

describe("a second request on the same issue, after the issue was renamed", () => {
  let world: World;
  let first: ActionRun;
  let second: ActionRun;
  let issueNumber: number;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
        { tools: [fixDiscountEdit()] },
        { text: "Fixed the discount." },
      ],
    });
    const issue = world.gh.createIssue({ repo: REPO, title: "Discounts are wrong", body: "", user: "maintainer" });
    issueNumber = issue.number;
    const c1 = world.gh.addComment({
      repo: REPO,
      issue: issueNumber,
      body: "/agent fix the discount",
      user: "maintainer",
    });
    first = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: c1.id }),
    });

    world.gh.addToken("ghp_maintainerRENAME", "maintainer", { kind: "user" });
    const renamed = await fetch(`${world.gh.apiUrl}/repos/${REPO}/issues/${issueNumber}`, {
      method: "PATCH",
      headers: { authorization: "token ghp_maintainerRENAME", "content-type": "application/json" },
      body: JSON.stringify({ title: "Half-price discount takes 50 off" }),
    });
    expect(renamed.status).toBe(200);

    world.model.push(
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
      { text: "Also documented `lineTotal`." },
    );
    const c2 = world.gh.addComment({
      repo: REPO,
      issue: issueNumber,
      body: "/agent also document lineTotal",
      user: "maintainer",
    });
    second = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: c2.id }),
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("both runs change things, on the same branch and PR", () => {
    for (const run of [first, second]) {
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.outputs.conclusion).toBe("changed");
    }
    expect(first.outputs.branch).toBe(`agent/issue-${issueNumber}-discounts-are-wrong`);
    expect(second.outputs.branch).toBe(first.outputs.branch);
    expect(second.outputs.pr_number).toBe(first.outputs.pr_number);
  });

  it("stacks the second commit on the first and keeps one PR, its body updated", async () => {
    const git = world.gh.git(REPO);
    const [commit] = await git.log(first.outputs.branch, { max: 1 });
    expect(commit.sha).toBe(second.outputs.commit_sha);
    expect(commit.parents).toEqual([first.outputs.commit_sha]);
    const file = await git.readFile(first.outputs.branch, "src/cart.js");
    expect(file).toContain("amount * (1 - percent / 100)");
    expect(file).toContain("/** Price times quantity. */");
    const pulls = await world.gh.pulls(REPO, { state: "all" });
    expect(pulls).toHaveLength(1);
    expect(pulls[0].body).toContain("Also documented");
    expect(pulls[0].body).toContain(`Fixes #${issueNumber}`);
    expect(Object.keys(await git.branches()).filter((b) => b.startsWith("agent/"))).toEqual([first.outputs.branch]);
  });

  it("each request gets its own comment", () => {
    expect(botComments(world, issueNumber).map((c) => c.html_url)).toEqual([
      first.outputs.comment_url,
      second.outputs.comment_url,
    ]);
  });
});
