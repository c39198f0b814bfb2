// Progress: the progress comment exists before the model is first asked, the 👀 reaction is the next write; the comment is
// edited as the run goes with the todo list and the current step (at most one edit per 10 s), and finally
// becomes the result. The model server waits, mid-run, until it sees the progress edit land.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World, fixDiscountEdit } from "./harness.js";
import type { ScriptStep } from "../fakes/model-server/index.js";
import { BOT, botComments } from "./state.js";

describe("the progress comment", () => {
  let world: World;
  let run: ActionRun;
  let issueNumber: number;
  let triggerId: number;
  let atFirstRequest: { comments: string[]; reactions: string[] } | undefined;
  let midRun: string | undefined;

  const commentEdits = () =>
    world.gh.requests.filter(
      (r) => r.method === "PATCH" && /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/\d+$/.test(r.path) && r.status === 200,
    );

  beforeAll(async () => {
    const firstTurn: ScriptStep = () => {
      atFirstRequest = {
        comments: botComments(world, issueNumber).map((c) => c.body ?? ""),
        reactions: world.gh.reactions({ repo: REPO, commentId: triggerId }).map((r) => r.content),
      };
      return {
        tools: [
          {
            name: "todo_write",
            input: {
              todos: [
                { content: "Read the cart", status: "in_progress" },
                { content: "Fix the discount", status: "pending" },
              ],
            },
          },
          { name: "list_files", input: { path: "src" } },
        ],
      };
    };
    // Hold the next turn until the throttled progress edit has been written (it is due 10 s after the comment).
    const waitForEdit: ScriptStep = async () => {
      for (let i = 0; i < 300 && commentEdits().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      midRun = botComments(world, issueNumber)[0]?.body ?? undefined;
      return { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] };
    };
    world = await startWorld({
      script: [firstTurn, waitForEdit, { tools: [fixDiscountEdit()] }, { text: "Fixed the discount." }],
    });
    const issue = world.gh.createIssue({ repo: REPO, title: "Discounts are wrong", body: "", user: "maintainer" });
    issueNumber = issue.number;
    const comment = world.gh.addComment({
      repo: REPO,
      issue: issueNumber,
      body: "/agent fix the discount",
      user: "maintainer",
    });
    triggerId = comment.id;
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("posts the progress comment before the model is asked anything, and reacts 👀 as the next write", () => {
    // GitHub's writes are spaced a second apart (plugin-throttling), so only the comment gates the first request;
    // the reaction is the write right after it, whether or not the model has been asked by then.
    const writes = world.gh.requests.filter((r) => r.method === "POST" && r.path.startsWith("/repos/"));
    expect(writes[0]?.path).toMatch(/\/issues\/\d+\/comments$/);
    expect(writes[1]?.path).toMatch(/\/issues\/comments\/\d+\/reactions$/);
    expect(world.gh.reactions({ repo: REPO, commentId: triggerId }).map((r) => r.content)).toEqual(["eyes"]);
    expect(atFirstRequest?.comments).toHaveLength(1);
    expect(atFirstRequest?.comments[0]).toContain("Working on it");
    expect(atFirstRequest?.comments[0]).toContain("> fix the discount");
  });

  it("edits the comment mid-run with the todo list and the current step", () => {
    expect(midRun).toContain("Working on it");
    expect(midRun).toContain("Read the cart");
    expect(midRun).toContain("Fix the discount");
    expect(midRun).toMatch(/\*\*Now:\*\* <code>list[^<]*src/);
  });

  it("keeps progress edits at least 10 s apart, and the final edit makes it the result", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const edits = commentEdits();
    const created = world.gh.requests.find(
      (r) => r.method === "POST" && r.path.endsWith(`/issues/${issueNumber}/comments`) && r.login === BOT,
    );
    const times = [created, ...edits.slice(0, -1)].map((r) => Date.parse(r?.time ?? ""));
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(9_900);
    const ours = botComments(world, issueNumber);
    expect(ours).toHaveLength(1);
    expect(ours[0].body).toContain("Changes pushed");
    expect(ours[0].body).not.toContain("Working on it");
  });
});
