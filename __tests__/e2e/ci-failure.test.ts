// Issue 20: "the CI is red, fix it". A failed run of a workflow named in ci_workflows, on a same-repository pull
// request, starts a run (workflow_run, payload from a delivery GitHub really sent, checked against the webhook
// schema in events.test.ts). The task lists the failed checks by name; the model loads the deferred ci_logs tool,
// reads the failing part of the failed job's log through it (the Actions API's log redirect), and the fix is pushed
// to the pull request's branch. The same event from a fork, for another workflow, or by a read-only user starts
// nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixDiscountScript, REPO, runAction, TOKEN, startWorld, type ActionRun, type World } from "./harness.js";

const INPUTS = { ci_workflows: "CI, Build" };
const LOG = [
  ...Array.from(
    { length: 100 },
    (_, i) => `2026-11-25T07:00:${String(i % 60).padStart(2, "0")}.1234567Z setup line ${i + 1}`,
  ),
  // A job that echoed the workflow's token: the tool's result is redacted like every tool result.
  `2026-11-25T07:01:39.0000000Z fetching with ${TOKEN}`,
  "2026-11-25T07:01:40.0000000Z ##[error]cart.test.js: expected applyDiscount(100, 50) to be 50, got 50 off: -",
  ...Array.from({ length: 99 }, (_, i) => `2026-11-25T07:02:00.0000000Z teardown line ${i + 1}`),
].join("\n");

describe("a failed CI run on a pull request", () => {
  let world: World;
  let fixed: ActionRun;
  let ignored: Record<string, { run: ActionRun; requests: number }> = {};
  let pull: number;

  beforeAll(async () => {
    // The model loads ci_logs, lists the failed checks, reads the failing job's log, then fixes the bug.
    const readLog = [
      { tools: [{ name: "tool_search", input: { query: "select:ci_logs" } }] },
      { tools: [{ name: "ci_logs", input: {} }] },
      { tools: [{ name: "ci_logs", input: { check: "test (node 20)" } }] },
    ];
    world = await startWorld({ script: [...readLog, ...fixDiscountScript()], users: { reader: "read" } });
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

  it("lists the failed checks in the task, and the model reads the failing part of the log through ci_logs", () => {
    expect(fixed.code, fixed.stdout + fixed.stderr).toBe(0);
    const task = world.model.requests[0].text;
    expect(task).toContain('The \\"CI\\" workflow failed on this pull request');
    expect(task).toContain('- \\"test (node 20)\\" (failure)');
    expect(task).toContain("Read the failing part of a job's log with the ci_logs tool");
    expect(task).not.toContain('\\"lint\\"');
    // Start-up reads no log: the first request holds none of it.
    expect(task).not.toContain("##[error]");
    const results = toolResults(world.model.requests[2].body);
    expect(results.at(-1)).toContain("Failed checks of the pull request's head:\n- ");
    const log = toolResults(world.model.requests[3].body).at(-1) ?? "";
    expect(log).toContain('Check "test (node 20)" (failure), lines 72–122 of 201, around the first error (line 102)');
    expect(log).toContain("##[error]cart.test.js: expected applyDiscount(100, 50) to be 50");
    expect(log).toContain("setup line 72\n");
    expect(log).not.toContain("setup line 71\n");
    expect(log).not.toContain("teardown line 21");
    expect(log).not.toContain("2026-11-25T07:01:40");
    expect(log).toContain("fetching with [REDACTED]");
    expect(world.model.requests.map((r) => r.text).join("\n")).not.toContain(TOKEN);
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

/** The text of every tool_result in a recorded request, oldest first. */
function toolResults(body: unknown): string[] {
  const out: string[] = [];
  for (const m of (body as { messages: { role: string; content: unknown }[] }).messages) {
    if (m.role !== "user" || !Array.isArray(m.content)) continue;
    for (const b of m.content as { type: string; content?: unknown }[]) {
      if (b.type !== "tool_result") continue;
      out.push(
        typeof b.content === "string"
          ? b.content
          : ((b.content as { type: string; text?: string }[]) ?? []).map((p) => p.text ?? "").join(""),
      );
    }
  }
  return out;
}
