// Scenario 6: requests that must never reach the model. A commenter with read access gets at most one short
// reply; a bot that is not in allowed_bots, the action's own comment and an edited comment get nothing at all.
// Every run exits 0.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import { BOT, botComments } from "./state.js";
import { formatRunMarker } from "../../src/run-marker.js";

interface Attempt {
  run: ActionRun;
  /** REST writes the run made (the request log's slice for it). */
  writes: { method: string; path: string }[];
}

describe("requests that must not reach the model", () => {
  let world: World;
  let issueNumber: number;
  const attempts: Record<string, Attempt> = {};

  async function attempt(name: string, payload: unknown, inputs: Record<string, string> = {}): Promise<void> {
    const from = world.gh.requests.length;
    const run = await runAction(world, { eventName: "issue_comment", payload, inputs });
    const writes = world.gh.requests
      .slice(from)
      .filter((r) => r.kind === "rest" && r.method !== "GET")
      .map((r) => ({ method: r.method, path: r.path }));
    attempts[name] = { run, writes };
  }

  beforeAll(async () => {
    world = await startWorld({
      script: [{ text: "should never be sent" }],
      users: { reader: "read", "dependabot[bot]": "write" },
    });
    const issue = world.gh.createIssue({
      repo: REPO,
      title: "Discounts are wrong",
      body: "Fix it.",
      user: "maintainer",
    });
    issueNumber = issue.number;

    const byReader = world.gh.addComment({ repo: REPO, issue: issueNumber, body: "/agent fix it", user: "reader" });
    await attempt("reader", world.gh.events.issueComment({ repo: REPO, commentId: byReader.id }));

    const byBot = world.gh.addComment({
      repo: REPO,
      issue: issueNumber,
      body: "/agent bump the dependencies",
      user: "dependabot[bot]",
    });
    await attempt("bot", world.gh.events.issueComment({ repo: REPO, commentId: byBot.id }), {
      allowed_bots: "renovate[bot]",
    });

    // What the action posts carries its marker; even one whose text starts with the trigger must not run.
    const own = world.gh.addComment({
      repo: REPO,
      issue: issueNumber,
      body: `${formatRunMarker({ v: 1, phase: "final" })}\n/agent fix it`,
      user: BOT,
    });
    await attempt("self", world.gh.events.issueComment({ repo: REPO, commentId: own.id }));

    const edited = world.gh.addComment({ repo: REPO, issue: issueNumber, body: "/agent fix it", user: "maintainer" });
    await attempt(
      "edited",
      world.gh.events.issueComment({ repo: REPO, commentId: edited.id, action: "edited", previousBody: "thanks!" }),
    );
  }, 120_000);
  afterAll(async () => world?.close());

  it("exits 0 every time", () => {
    for (const [name, a] of Object.entries(attempts))
      expect(a.run.code, `${name}: ${a.run.stdout}${a.run.stderr}`).toBe(0);
    expect(Object.keys(attempts)).toEqual(["reader", "bot", "self", "edited"]);
  });

  it("sends no request at all to the model", () => {
    expect(world.model.requests).toEqual([]);
  });

  it("answers the reader with one short reply and nothing else", () => {
    expect(attempts.reader.writes).toEqual([{ method: "POST", path: `/repos/${REPO}/issues/${issueNumber}/comments` }]);
    const [reply] = botComments(world, issueNumber).filter(
      (c) => c.user?.login === BOT && !c.body?.includes("/agent fix it"),
    );
    expect(reply.body).toContain("write access");
    expect(reply.body?.length).toBeLessThan(500);
    // The reply itself could never trigger a run.
    expect(reply.body?.split("\n").some((line) => line.trimStart().startsWith("/agent"))).toBe(false);
  });

  it("writes nothing for the bot, its own comment and the edit", () => {
    expect(attempts.bot.writes).toEqual([]);
    expect(attempts.self.writes).toEqual([]);
    expect(attempts.edited.writes).toEqual([]);
    expect(world.gh.pushes).toEqual([]);
    expect(Object.keys(attempts).map((k) => attempts[k].run.outputs.conclusion ?? "")).toEqual(["", "", "", ""]);
  });
});
