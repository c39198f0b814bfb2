// Issue 20: "the CI is red, fix it". A failed run of a workflow named in ci_workflows, on a same-repository pull
// request, starts a run (workflow_run, payload from a delivery GitHub really sent, checked against the webhook
// schema in events.test.ts). The task carries the failing part of the failed job's log (read through the Actions
// API's log redirect), and the fix is pushed to the pull request's branch. The same event from a fork, for another
// workflow, or by a read-only user starts nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixDiscountScript, REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";

const INPUTS = { ci_workflows: "CI, Build" };
const LOG = [
  ...Array.from(
    { length: 100 },
    (_, i) => `2026-11-25T07:00:${String(i % 60).padStart(2, "0")}.1234567Z setup line ${i + 1}`,
  ),
  "2026-11-25T07:01:40.0000000Z ##[error]cart.test.js: expected applyDiscount(100, 50) to be 50, got 50 off: -",
  ...Array.from({ length: 99 }, (_, i) => `2026-11-25T07:02:00.0000000Z teardown line ${i + 1}`),
].join("\n");

describe("a failed CI run on a pull request", () => {
  let world: World;
  let fixed: ActionRun;
  let ignored: Record<string, { run: ActionRun; requests: number }> = {};
  let pull: number;

  beforeAll(async () => {
    world = await startWorld({ script: fixDiscountScript(), users: { reader: "read" } });
    const git = world.gh.git(REPO);
    await git.commit({
      branch: "feature/discount",
      from: "main",
      files: { "NOTES.md": "Discounts.\n" },
      message: "Notes",
    });
    pull = (
      await world.gh.createPull({ repo: REPO, title: "Discount notes", head: "feature/discount", user: "maintainer" })
    ).number;
    const head = (await git.branches())["feature/discount"];
    await world.gh.addWorkflowJob({ repo: REPO, headSha: head, job: "test (node 20)", log: LOG });
    await world.gh.addWorkflowJob({ repo: REPO, headSha: head, job: "lint", conclusion: "success", log: "all good" });

    const payload = await world.gh.events.workflowRun({
      repo: REPO,
      pull,
      workflow: "CI",
      runId: 9001,
      actor: "maintainer",
    });
    fixed = await runAction(world, { eventName: "workflow_run", payload, inputs: INPUTS });

    ignored = {};
    const attempts: [string, () => Promise<Record<string, unknown>>][] = [
      [
        "fork",
        () =>
          world.gh.events.workflowRun({
            repo: REPO,
            pull,
            workflow: "CI",
            runId: 9002,
            actor: "maintainer",
            fork: "mallory/widgets",
          }),
      ],
      [
        "other workflow",
        () => world.gh.events.workflowRun({ repo: REPO, pull, workflow: "Deploy", runId: 9003, actor: "maintainer" }),
      ],
      [
        "succeeded",
        () =>
          world.gh.events.workflowRun({
            repo: REPO,
            pull,
            workflow: "CI",
            runId: 9004,
            conclusion: "success",
            actor: "maintainer",
          }),
      ],
      ["reader", () => world.gh.events.workflowRun({ repo: REPO, pull, workflow: "CI", runId: 9005, actor: "reader" })],
    ];
    for (const [name, build] of attempts) {
      const before = world.model.requests.length;
      const run = await runAction(world, { eventName: "workflow_run", payload: await build(), inputs: INPUTS });
      ignored[name] = { run, requests: world.model.requests.length - before };
    }
  }, 240_000);
  afterAll(async () => world?.close());

  it("gives the model the failing part of the failed job's log, not the whole log", () => {
    expect(fixed.code, fixed.stdout + fixed.stderr).toBe(0);
    const task = world.model.requests[0].text;
    expect(task).toContain('The \\"CI\\" workflow failed on this pull request');
    expect(task).toContain('Check \\"test (node 20)\\" (failure)');
    expect(task).toContain("lines 71–121 of 200, around the first error (line 101)");
    expect(task).toContain("##[error]cart.test.js: expected applyDiscount(100, 50) to be 50");
    expect(task).toContain("setup line 71");
    expect(task).not.toContain("setup line 70\\n");
    expect(task).not.toContain("teardown line 21");
    expect(task).not.toContain("2026-11-25T07:01:40");
    expect(task).not.toContain('Check \\"lint\\"');
  });

  it("pushes the fix to the pull request's branch and reports in the pull request", async () => {
    expect(fixed.outputs.conclusion).toBe("changed");
    expect(fixed.outputs.branch).toBe("feature/discount");
    expect(await world.gh.git(REPO).readFile("feature/discount", "src/cart.js")).toContain(
      "return amount * (1 - percent / 100);",
    );
    expect(
      world.gh
        .issueComments(REPO, pull)
        .filter((c) => c.user?.login === "github-actions[bot]")
        .at(-1)?.body,
    ).toContain("Changes pushed");
  });

  it("starts nothing for a fork's failed run, another workflow, a success, or a read-only user", () => {
    const why: Record<string, RegExp> = {
      fork: /head is in mallory\/widgets, a fork: a fork's failed run never starts a run with this repository's secrets/,
      "other workflow": /workflow "Deploy" is not in ci_workflows \(CI, Build\)/,
      succeeded: /concluded "success", not "failure"/,
      reader: /not running \(reader has read access/,
    };
    for (const [name, { run, requests }] of Object.entries(ignored)) {
      expect(run.code, name).toBe(0);
      expect(requests, name).toBe(0);
      expect(run.stdout, name).toMatch(why[name]);
    }
  });
});
