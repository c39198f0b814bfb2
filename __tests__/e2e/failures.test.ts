// When a run fails, the requester hears about it in the thread and the step fails with one clear line: never a
// bare stack trace, never a secret. Four ways to fail: the model API refuses the key, GitHub refuses a read the
// task needs after authorization, a bad input, and a checkout that is not the event's commit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY, REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import { botComments } from "./state.js";

/** A JavaScript stack frame, as a bare stack trace would print it. */
const STACK_FRAME = /^\s+at .+[(:]\d+/m;

function errorLines(run: ActionRun): string[] {
  return run.stdout.split("\n").filter((l) => l.startsWith("::error"));
}

describe("runs that fail", () => {
  let world: World;
  let modelRefused: ActionRun;
  let githubRefused: ActionRun;
  let badInput: ActionRun;
  let wrongCheckout: ActionRun;
  const issues: Record<string, number> = {};

  beforeAll(async () => {
    world = await startWorld({
      script: [{ error: { status: 401, type: "authentication_error", message: "invalid x-api-key" } }],
    });
    const trigger = (name: string) => {
      const issue = world.gh.createIssue({ repo: REPO, title: `Failure ${name}`, body: "", user: "maintainer" });
      issues[name] = issue.number;
      const c = world.gh.addComment({ repo: REPO, issue: issue.number, body: "/agent fix it", user: "maintainer" });
      return world.gh.events.issueComment({ repo: REPO, commentId: c.id });
    };
    modelRefused = await runAction(world, { eventName: "issue_comment", payload: trigger("model") });

    const payload = trigger("github");
    world.gh.failNext({ method: "GET", path: new RegExp(`/issues/${issues.github}/comments$`), status: 404 });
    githubRefused = await runAction(world, { eventName: "issue_comment", payload });

    badInput = await runAction(world, {
      eventName: "issue_comment",
      payload: trigger("input"),
      inputs: { max_turns: "lots" },
    });

    // The workflow checked out something that is not the event's commit.
    const elsewhere = await world.gh
      .git(REPO)
      .commit({ branch: "elsewhere", from: "main", files: { "x.txt": "x\n" }, message: "Elsewhere" });
    const main = (await world.gh.git(REPO).branches()).main;
    wrongCheckout = await runAction(world, {
      eventName: "issue_comment",
      payload: trigger("checkout"),
      ref: elsewhere,
      env: { GITHUB_SHA: main },
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("a refused API key: the comment says the run failed and why; the step fails", () => {
    expect(modelRefused.code).toBe(1);
    expect(modelRefused.outputs.conclusion).toBe("failed");
    const [comment] = botComments(world, issues.model);
    expect(comment.body).toContain("Run failed");
    expect(comment.body).toMatch(/401|invalid x-api-key|authentication/i);
    expect(comment.body).not.toMatch(STACK_FRAME);
    expect(errorLines(modelRefused).length).toBeGreaterThan(0);
    expect(modelRefused.stdout + modelRefused.stderr).not.toMatch(STACK_FRAME);
    expect(modelRefused.stdout.replace(/^::add-mask::.*$/gm, "")).not.toContain(API_KEY);
  });

  it("GitHub refusing a read after authorization: the thread is told, the step fails with one line", () => {
    expect(githubRefused.code).toBe(1);
    expect(githubRefused.outputs.conclusion).toBe("failed");
    const ours = botComments(world, issues.github);
    expect(ours).toHaveLength(1);
    expect(ours[0].body).toMatch(/failed/i);
    expect(ours[0].body).toMatch(/404/);
    expect(ours[0].body).not.toMatch(STACK_FRAME);
    expect(githubRefused.stdout + githubRefused.stderr).not.toMatch(STACK_FRAME);
  });

  it("a bad input: a clear configuration error naming the input; nothing reaches the model", () => {
    expect(badInput.code).toBe(1);
    expect(errorLines(badInput).join("\n")).toMatch(/max_turns.*lots/);
    expect(badInput.stdout + badInput.stderr).not.toMatch(STACK_FRAME);
    // Only the first run's request: the API-key failure.
    expect(world.model.requests).toHaveLength(1);
  });

  it("a checkout that is not the event's commit: refused before the agent starts, with what to do", () => {
    expect(wrongCheckout.code).toBe(1);
    expect(wrongCheckout.outputs.conclusion).toBe("failed");
    const [comment] = botComments(world, issues.checkout);
    expect(comment.body).toMatch(/not at the event's commit/);
    expect(comment.body).toContain("actions/checkout");
    expect(world.model.requests).toHaveLength(1);
    expect(world.gh.pushes).toEqual([]);
  });
});
