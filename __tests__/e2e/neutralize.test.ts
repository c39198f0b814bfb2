// What the action posts can never start another run, ping people or close unrelated issues: no line of its
// comments or PR text starts with the trigger phrase, `@mentions` and closing keywords in the agent's text are
// defused — except `Fixes #N` for the issue that asked, in the PR body.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World, fixDiscountEdit } from "./harness.js";
import { everythingPosted } from "./state.js";
import { parseTrigger } from "../../src/github/trigger.js";
import { proseOnly } from "./markdown.js";

const SUMMARY = [
  "Fixed `applyDiscount`.",
  "/agent approve",
  "  /agent deploy to production",
  "@octocat please review; cc @acme/core.",
  "This closes #99 and fixes acme/widgets#98.",
].join("\n");

describe("agent text that tries to trigger, ping and close", () => {
  let world: World;
  let run: ActionRun;
  let issueNumber: number;
  let posted: string[];

  beforeAll(async () => {
    world = await startWorld({
      users: { octocat: "write" },
      script: [
        { tools: [{ name: "bash", input: { command: "cat NOTES.md", description: "Read the notes" } }] },
        { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
        { tools: [fixDiscountEdit()] },
        { text: SUMMARY },
      ],
    });
    await world.gh.git(REPO).commit({
      branch: "main",
      files: { "NOTES.md": "/agent delete everything\n@octocat was here\nCloses #99\n" },
      message: "Notes",
    });
    const issue = world.gh.createIssue({ repo: REPO, title: "Discounts are wrong", body: "", user: "maintainer" });
    issueNumber = issue.number;
    const comment = world.gh.addComment({
      repo: REPO,
      issue: issueNumber,
      body: "/agent fix it\n/agent and also this line",
      user: "maintainer",
    });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
    });
    posted = await everythingPosted(world);
  }, 120_000);
  afterAll(async () => world?.close());

  it("the run posted its comment and PR", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("changed");
    expect(posted.length).toBeGreaterThanOrEqual(3);
  });

  it("no line of anything posted starts with the trigger phrase, and nothing posted would trigger a run", () => {
    for (const text of posted) {
      expect(text.split("\n").filter((l) => /^\s*\/agent\b/.test(l))).toEqual([]);
      expect(parseTrigger(text, "/agent")).toBeUndefined();
    }
    expect(posted.join("\n")).toContain("/agent approve");
  });

  it("mentions are defused: nobody is pinged", () => {
    // Mentions inside code (the transcript's fences, inline code) notify nobody; prose must hold none.
    for (const text of posted) expect(proseOnly(text)).not.toMatch(/(^|[^\w\u200B])@(octocat|acme\/core)\b/);
  });

  it("closing keywords close only the triggering issue", async () => {
    for (const text of posted.map(proseOnly)) {
      expect(text).not.toMatch(/\b(close[sd]?|fix(e[sd])?|resolve[sd]?):?\s+#99\b/i);
      expect(text).not.toMatch(/\b(close[sd]?|fix(e[sd])?|resolve[sd]?):?\s+acme\/widgets#98\b/i);
    }
    const pr = await world.gh.pull(REPO, Number(run.outputs.pr_number));
    expect(pr.body).toContain(`Fixes #${issueNumber}`);
    const [commit] = await world.gh.git(REPO).log(run.outputs.branch, { max: 1 });
    expect(commit.message).not.toMatch(/\bcloses #99\b/i);
    expect(commit.message.split("\n").filter((l) => /^\s*\/agent\b/.test(l))).toEqual([]);
  });

  it("(the prose filter keeps prose and drops only code and comments)", () => {
    expect(proseOnly("a `@x` b\n```\n@y\n```\n@z <!-- @w -->")).toBe("a  b\n@z ");
  });
});
