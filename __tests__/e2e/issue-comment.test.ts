import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixDiscountScript, REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import { restWrites } from "./state.js";

describe("an /agent comment on an issue", () => {
  let world: World;
  let run: ActionRun;
  let issueNumber: number;

  beforeAll(async () => {
    world = await startWorld({ script: fixDiscountScript() });
    const issue = world.gh.createIssue({
      repo: REPO,
      title: "Discounts are wrong",
      body: "A 50% discount takes 50 off instead of half.",
      user: "maintainer",
    });
    issueNumber = issue.number;
    const comment = world.gh.addComment({
      repo: REPO,
      issue: issue.number,
      body: "/agent fix the failing test",
      user: "maintainer",
    });
    const payload = world.gh.events.issueComment({ repo: REPO, commentId: comment.id });
    run = await runAction(world, { eventName: "issue_comment", payload });
  }, 120_000);
  afterAll(async () => world?.close());

  it("exits 0 and reports the outcome as outputs", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("changed");
    expect(run.outputs.branch).toMatch(/^agent\/issue-\d+-discounts-are-wrong$/);
    expect(run.outputs.pr_number).toMatch(/^\d+$/);
    expect(Number(run.outputs.turns)).toBe(7);
    expect(Number(run.outputs.tool_calls)).toBe(7);
    expect(run.outputs.commit_sha).toMatch(/^[0-9a-f]{40}$/);
  });

  it("pushes the fix to the issue's branch in the real repository", async () => {
    const git = world.gh.git(REPO);
    const branches = await git.branches();
    expect(branches[run.outputs.branch]).toBe(run.outputs.commit_sha);
    const fixed = await git.readFile(run.outputs.branch, "src/cart.js");
    expect(fixed).toContain("return amount * (1 - percent / 100);");
    const [commit] = await git.log(run.outputs.branch, { max: 1 });
    expect(commit.author.name).toBe("github-actions[bot]");
    expect(commit.message).toMatch(/Co-authored-by: maintainer <\d+\+maintainer@users\.noreply\.github\.com>/);
    expect(branches.main).not.toBe(run.outputs.commit_sha);
  });

  it("opens a draft PR that fixes the issue", async () => {
    const pr = await world.gh.pull(REPO, Number(run.outputs.pr_number));
    expect(pr.draft).toBe(true);
    expect(pr.head.ref).toBe(run.outputs.branch);
    expect(pr.base.ref).toBe("main");
    expect(pr.body).toContain(`Fixes #${issueNumber}`);
    expect(pr.title).toBe("Discounts are wrong");
  });

  it("reacts, then turns the one progress comment into the final comment with a collapsible transcript", () => {
    const comments = world.gh.issueComments(REPO, issueNumber);
    const ours = comments.filter((c) => c.user?.login === "github-actions[bot]");
    expect(ours).toHaveLength(1);
    const body = ours[0].body ?? "";
    expect(body).toContain("Changes pushed");
    expect(body).toContain(run.outputs.pr_url);
    expect(body).toMatch(/<details><summary>Transcript/);
    expect(body).toContain("npm test");
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(run.outputs.comment_url).toBe(ours[0].html_url);
    const trigger = comments.find((c) => c.body?.startsWith("/agent"));
    expect(world.gh.reactions({ repo: REPO, commentId: trigger?.id }).map((r) => r.content)).toEqual(["eyes"]);
  });

  it("sends the model the task and keeps secrets out of every request", () => {
    expect(world.model.requests.length).toBe(7);
    const all = world.model.requests.map((r) => r.text).join("\n");
    expect(all).toContain("fix the failing test");
    expect(all).not.toContain("ghs_e2eTOKEN");
    expect(all).not.toContain("sk-ant-api03-e2eKEY");
    expect(all).not.toContain("CANARY");
  });

  it("writes the whole transcript to the job summary and a file", async () => {
    expect(run.summary).toContain("Transcript");
    expect(run.outputs.transcript_path).toContain(run.runnerTemp);
  });

  it("makes few writes to GitHub: comment, react, open the PR, finish the comment", () => {
    // The progress comment first: writes are spaced a second apart, and the loop waits only for the comment.
    expect(restWrites(world).map((r) => r.route)).toEqual([
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments",
      "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions",
      "POST /repos/{owner}/{repo}/pulls",
      "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}",
    ]);
    expect(world.gh.requests.filter((r) => r.notes?.length)).toEqual([]);
  });
});
