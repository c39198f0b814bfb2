// Questions: the agent loads ask_user through tool_search and asks; the run ends `needs_input` with the question
// posted (the work so far pushed). The maintainer's next `/agent <answer>` continues the same task: the model
// sees the earlier request and question, works on the same branch, and the same PR is updated.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World, fixDiscountEdit } from "./harness.js";
import { botComments } from "./state.js";

const QUESTION = "Should the default discount be 10% or 15%?";

describe("a question, then the answer", () => {
  let world: World;
  let ask: ActionRun;
  let answer: ActionRun;
  let issueNumber: number;
  let askRequests: number;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
        { tools: [fixDiscountEdit()] },
        { tools: [{ name: "tool_search", input: { query: "select:ask_user" } }] },
        { text: "I need one decision before going on.", tools: [{ name: "ask_user", input: { question: QUESTION } }] },
      ],
    });
    const issue = world.gh.createIssue({
      repo: REPO,
      title: "Discounts are wrong",
      body: "Fix the discount and add a default.",
      user: "maintainer",
    });
    issueNumber = issue.number;
    const first = world.gh.addComment({
      repo: REPO,
      issue: issueNumber,
      body: "/agent fix the discount and add a default discount",
      user: "maintainer",
    });
    ask = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: first.id }),
    });
    askRequests = world.model.requests.length;

    world.model.push(
      { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
      {
        tools: [
          {
            name: "edit_file",
            input: { path: "src/cart.js", old_string: "discountPercent = 0,", new_string: "discountPercent = 10," },
          },
        ],
      },
      { text: "Set the default discount to 10% as answered." },
    );
    const reply = world.gh.addComment({ repo: REPO, issue: issueNumber, body: "/agent 10%", user: "maintainer" });
    answer = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: reply.id }),
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("the first run ends needs_input and posts the question", () => {
    expect(ask.code, ask.stdout + ask.stderr).toBe(0);
    expect(ask.outputs.conclusion).toBe("needs_input");
    const [comment] = botComments(world, issueNumber);
    expect(comment.body).toContain(QUESTION);
    expect(comment.body).toMatch(/Waiting for your answer/);
    // ask_user ends the run: no request after the question.
    expect(askRequests).toBe(4);
  });

  it("the work before the question is pushed, not lost", async () => {
    expect(ask.outputs.branch).toMatch(/^agent\/issue-\d+-discounts-are-wrong$/);
    expect(await world.gh.git(REPO).readFile(ask.outputs.commit_sha, "src/cart.js")).toContain(
      "amount * (1 - percent / 100)",
    );
  });

  it("the answer run's first request holds the earlier request, the question and the answer", () => {
    const first = world.model.requests[askRequests].text;
    expect(first).toContain(QUESTION);
    expect(first).toContain("fix the discount and add a default discount");
    expect(first).toContain("10%");
    expect(first).toContain(ask.outputs.branch);
  });

  it("continues on the same branch, on top of the first run's commit, in the same PR", async () => {
    expect(answer.code, answer.stdout + answer.stderr).toBe(0);
    expect(answer.outputs.conclusion).toBe("changed");
    expect(answer.outputs.branch).toBe(ask.outputs.branch);
    const git = world.gh.git(REPO);
    const [commit] = await git.log(answer.outputs.branch, { max: 1 });
    expect(commit.sha).toBe(answer.outputs.commit_sha);
    expect(commit.parents).toEqual([ask.outputs.commit_sha]);
    const file = await git.readFile(answer.outputs.branch, "src/cart.js");
    expect(file).toContain("discountPercent = 10,");
    expect(file).toContain("amount * (1 - percent / 100)");
    expect((await world.gh.pulls(REPO, { state: "all" })).map((p) => String(p.number))).toEqual([
      answer.outputs.pr_number,
    ]);
    expect(answer.outputs.pr_number).toBe(ask.outputs.pr_number);
  });
});
