// Scenario 5: `/agent plan <task>` runs read-only and posts a plan (nothing pushed); `/agent approve` in the
// same thread runs that plan: the model's request holds it, the change is pushed and a PR opened.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World, fixDiscountEdit } from "./harness.js";
import { botComments } from "./state.js";

const PLAN =
  "1. In `src/cart.js`, make `applyDiscount` scale the amount: `amount * (1 - percent / 100)`.\n2. Run `npm test`.";

describe("/agent plan, then /agent approve", () => {
  let world: World;
  let planRun: ActionRun;
  let approveRun: ActionRun;
  let issueNumber: number;
  let branchesAfterPlan: Record<string, string>;
  let planComment: string;
  let planRequests: number;
  let pushesAfterPlan: number;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
        // A plan-only run refuses writes: the attempt must not change anything.
        { tools: [{ name: "write_file", input: { path: "src/cart.js", content: "oops" } }] },
        { text: "Here is my plan.", tools: [{ name: "exit_plan_mode", input: { plan: PLAN } }] },
      ],
    });
    const issue = world.gh.createIssue({
      repo: REPO,
      title: "Discounts are wrong",
      body: "A 50% discount takes 50 off.",
      user: "maintainer",
    });
    issueNumber = issue.number;
    const ask = world.gh.addComment({
      repo: REPO,
      issue: issueNumber,
      body: "/agent plan fix the discount",
      user: "maintainer",
    });
    planRun = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: ask.id }),
    });
    branchesAfterPlan = await world.gh.git(REPO).branches();
    planComment = botComments(world, issueNumber)[0]?.body ?? "";
    planRequests = world.model.requests.length;
    pushesAfterPlan = world.gh.pushes.length;

    world.model.push(
      { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
      { tools: [fixDiscountEdit()] },
      { text: "Carried out the plan: `applyDiscount` now scales the amount." },
    );
    const approve = world.gh.addComment({ repo: REPO, issue: issueNumber, body: "/agent approve", user: "maintainer" });
    approveRun = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: approve.id }),
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("the plan run ends planned and pushes nothing", () => {
    expect(planRun.code, planRun.stdout + planRun.stderr).toBe(0);
    expect(planRun.outputs.conclusion).toBe("planned");
    expect(planRun.outputs.branch).toBe("");
    expect(planRun.outputs.pr_url).toBe("");
    expect(Object.keys(branchesAfterPlan)).toEqual(["main"]);
    expect(pushesAfterPlan).toBe(0);
  });

  it("the plan run refused the write and told the model it is a planning run", async () => {
    expect(await readFile(join(planRun.workspace, "src/cart.js"), "utf8")).toContain("return amount - percent;");
    const firstRequest = world.model.requests[0].text;
    expect(firstRequest).toContain("fix the discount");
    const afterWrite = world.model.requests[2].text;
    expect(afterWrite).toMatch(/read-only|plan/i);
  });

  it("posts the plan in the thread", () => {
    expect(planComment).toContain("applyDiscount");
    expect(planComment).toContain("amount * (1 - percent / 100)");
    expect(planComment).toContain("approve");
  });

  it("approve runs the plan: the model's first request holds it", () => {
    expect(approveRun.code, approveRun.stdout + approveRun.stderr).toBe(0);
    const first = world.model.requests[planRequests].text;
    expect(first).toContain("approved the plan");
    expect(first).toContain("make `applyDiscount` scale the amount");
    expect(first).toContain("fix the discount");
  });

  it("approve pushes the change and opens the PR", async () => {
    expect(approveRun.outputs.conclusion).toBe("changed");
    expect(approveRun.outputs.branch).toMatch(/^agent\/issue-\d+-discounts-are-wrong$/);
    const git = world.gh.git(REPO);
    expect(await git.readFile(approveRun.outputs.branch, "src/cart.js")).toContain(
      "return amount * (1 - percent / 100);",
    );
    const pr = await world.gh.pull(REPO, Number(approveRun.outputs.pr_number));
    expect(pr.body).toContain(`Fixes #${issueNumber}`);
    expect(pr.draft).toBe(true);
  });

  it("each run has its own comment in the thread", () => {
    const ours = botComments(world, issueNumber);
    expect(ours).toHaveLength(2);
    expect(ours[1].body).toContain("Changes pushed");
  });
});
