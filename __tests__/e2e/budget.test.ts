// Scenario 7: a budget ends the run. The model edits a file, then keeps calling tools past `max_turns`: the
// edit is still committed and pushed as a draft PR (even with `draft: false`), the conclusion is
// budget_exhausted and the comment names the budget that stopped it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World, fixDiscountEdit } from "./harness.js";
import { botComments } from "./state.js";

describe("a run stopped by its turn budget", () => {
  let world: World;
  let run: ActionRun;
  let issueNumber: number;

  beforeAll(async () => {
    const endless = Array.from({ length: 10 }, () => ({ tools: [{ name: "grep", input: { pattern: "percent" } }] }));
    world = await startWorld({
      script: [
        {
          tools: [
            {
              name: "todo_write",
              input: {
                todos: [
                  { content: "Fix applyDiscount", status: "in_progress" },
                  { content: "Add a test for 0% and 100%", status: "pending" },
                ],
              },
            },
            { name: "read_file", input: { path: "src/cart.js" } },
          ],
        },
        { tools: [fixDiscountEdit()] },
        ...endless,
      ],
    });
    const issue = world.gh.createIssue({
      repo: REPO,
      title: "Discounts are wrong",
      body: "Half off takes 50 off.",
      user: "maintainer",
    });
    issueNumber = issue.number;
    const comment = world.gh.addComment({
      repo: REPO,
      issue: issueNumber,
      body: "/agent fix the discount",
      user: "maintainer",
    });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
      inputs: { max_turns: "4", draft: "false" },
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("stops after the budget's turns with conclusion budget_exhausted, exit 0", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("budget_exhausted");
    expect(world.model.requests).toHaveLength(4);
    expect(run.outputs.turns).toBe("4");
    expect(run.outputs.tool_calls).toBe("5");
  });

  it("commits and pushes the work done before the stop", async () => {
    const git = world.gh.git(REPO);
    expect((await git.branches())[run.outputs.branch]).toBe(run.outputs.commit_sha);
    expect(await git.readFile(run.outputs.branch, "src/cart.js")).toContain("return amount * (1 - percent / 100);");
  });

  it("opens the PR as a draft, saying the run stopped early", async () => {
    const pr = await world.gh.pull(REPO, Number(run.outputs.pr_number));
    expect(pr.draft).toBe(true);
    expect(pr.body).toMatch(/stopped early \(turn limit\)/);
    expect(pr.body).toContain(`Fixes #${issueNumber}`);
  });

  it("the comment says which budget stopped it and links the PR", () => {
    const [comment] = botComments(world, issueNumber);
    expect(comment.body).toMatch(/Budget reached: max\\?_turns\*\* — used all 4 turns/);
    // What is left: the open items of the agent's todo list.
    expect(comment.body).toContain("Add a test for 0% and 100%");
    expect(comment.body).toContain(run.outputs.pr_url);
    expect(comment.body).toContain("work so far is kept");
  });
});
