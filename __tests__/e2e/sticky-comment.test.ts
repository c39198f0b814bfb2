// `sticky_comment: true`: two requests on the same issue leave one comment from the action, edited by the second
// run: its report on top, the first run's folded below in a <details>, one marker (the second run's).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRunMarker } from "../../src/run-marker.js";
import { REPO, runAction, startWorld, type ActionRun, type World, fixDiscountEdit } from "./harness.js";
import { botComments } from "./state.js";

describe("two runs with sticky_comment: true on one issue", () => {
  let world: World;
  let first: ActionRun;
  let second: ActionRun;
  let issueNumber: number;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
        { tools: [fixDiscountEdit()] },
        { text: "Fixed the discount (first run)." },
      ],
    });
    issueNumber = world.gh.createIssue({
      repo: REPO,
      title: "Discounts are wrong",
      body: "",
      user: "maintainer",
    }).number;
    const ask = async (body: string) => {
      const comment = world.gh.addComment({ repo: REPO, issue: issueNumber, body, user: "maintainer" });
      return runAction(world, {
        eventName: "issue_comment",
        payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
        inputs: { sticky_comment: "true" },
      });
    };
    first = await ask("/agent fix the discount");
    world.model.push(
      { tools: [{ name: "read_file", input: { path: "README.md" } }] },
      { text: "Nothing else needed changing (second run)." },
    );
    second = await ask("/agent check the readme");
  }, 180_000);
  afterAll(async () => world?.close());

  it("both runs finish", () => {
    for (const run of [first, second]) expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(first.outputs.conclusion).toBe("changed");
    expect(second.outputs.conclusion).toBe("no_changes");
  });

  it("leave one comment, which the second run edited", () => {
    const comments = botComments(world, issueNumber);
    expect(comments).toHaveLength(1);
    expect(first.outputs.comment_url).toBe(comments[0].html_url);
    expect(second.outputs.comment_url).toBe(comments[0].html_url);
    const edits = world.gh.requests.filter(
      (r) => r.route === "PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}",
    );
    expect(edits.length).toBeGreaterThan(0);
  });

  it("shows the second report on top and the first folded below it, under one marker", () => {
    const body = botComments(world, issueNumber)[0].body ?? "";
    const newest = body.indexOf("Nothing else needed changing (second run).");
    const folded = body.indexOf("<details><summary>Previous run (run ");
    const older = body.indexOf("Fixed the discount (first run).");
    expect(newest).toBeGreaterThan(-1);
    expect(folded).toBeGreaterThan(newest);
    expect(older).toBeGreaterThan(folded);
    expect(body).toContain("✅ Changes pushed</summary>");
    expect(body.match(/<!-- repo-agent:run /g)).toHaveLength(1);
    expect(parseRunMarker(body)).toMatchObject({ conclusion: "no_changes", instruction: "check the readme" });
    expect(body.length).toBeLessThanOrEqual(65_536);
  });
});
