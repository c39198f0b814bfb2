// Scenario 2: `/agent` in a same-repository PR's conversation. The fix is committed on top of the PR's own
// branch (no new branch, no new PR) and the reply lands in the PR.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
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
        { tools: [{ name: "edit_file", input: { path: "src/cart.js", old_string: "export function lineTotal(item) {", new_string: "/** Price times quantity. */\nexport function lineTotal(item) {" } }] },
        { text: "Documented `lineTotal`." },
      ],
    });
    const git = world.gh.git(REPO);
    headBefore = await git.commit({ branch: "feature/vat", from: "main", files: { "NOTES.md": "VAT is 20%.\n" }, message: "Add notes" });
    mainBefore = (await git.branches()).main;
    const pr = await world.gh.createPull({ repo: REPO, title: "VAT notes", head: "feature/vat", user: "maintainer" });
    prNumber = pr.number;
    const comment = world.gh.addComment({ repo: REPO, issue: pr.number, body: "/agent document lineTotal", user: "maintainer" });
    const payload = world.gh.events.issueComment({ repo: REPO, commentId: comment.id });
    // GitHub checks out the PR's merge ref for PR events.
    run = await runAction(world, { eventName: "issue_comment", payload, ref: `refs/pull/${pr.number}/merge` });
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
