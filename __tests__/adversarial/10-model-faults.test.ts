// Scenario 10 (issue 8): the model API misbehaves. One run meets 529 twice, a 429 with `retry-after: 2`, a stream
// cut in the middle of a tool_use's JSON (the turn is asked again) and a stream cut after a complete tool_use
// (the call is kept and runs once): it still finishes, every tool call ran exactly once, and the retry-after was
// honoured. Another run meets a spend-limit error: no retry, a clear comment, a failed step.
//
// Protections checked by breaking them:
// - the model client's retries (src/agent/retry.ts `withRetry` making one attempt only) → the first 529 fails the
//   run.
// - the spend-limit classification (src/agent/model.ts: spend limit marked retryable) → the request is repeated.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BOT,
  REPO,
  expectCanariesAbsent,
  issueTrigger,
  nodeProject,
  runAttack,
  startAdversary,
  type AdversaryWorld,
  type AttackRun,
} from "./world.js";

describe("scenario 10: model API faults", () => {
  let world: AdversaryWorld;
  let flaky: AttackRun;
  let broke: AttackRun;
  let flakyRequests: { at: number }[] = [];
  let brokeRequests = 0;
  let brokeIssue: number;

  beforeAll(async () => {
    world = await startAdversary({ files: nodeProject({ allow: ["echo *"] }) });
    const tick = (label: string) => ({ name: "bash", input: { command: `echo ${label} >> ticks.txt` } });

    const first = issueTrigger(world, "/agent tick twice", { title: "Ticks" });
    world.model.push(
      { error: { status: 529 } },
      { error: { status: 529 } },
      { tools: [{ id: "toolu_read", name: "read_file", input: { path: "README.md" } }] },
      { error: { status: 429, retryAfter: 2 } },
      // message_start, content_block_start, ping, two of the input's three JSON pieces, half the third: cut
      // inside the tool_use's JSON.
      { tools: [{ id: "toolu_cut_json", ...tick("tick-a") }], cut: { afterEvents: 5 } },
      { tools: [{ id: "toolu_tick_a", ...tick("tick-a") }] },
      // Cut after content_block_stop: the complete call is kept and run; the turn is not asked again.
      { tools: [{ id: "toolu_tick_b", ...tick("tick-b") }], cut: { afterEvents: 7 } },
      { text: "Ticked twice." },
    );
    flaky = await runAttack(world, { eventName: "issue_comment", payload: first.payload });
    flakyRequests = world.model.requests.map((r) => ({ at: r.at }));

    const second = issueTrigger(world, "/agent tick again", { title: "More ticks" });
    brokeIssue = second.issueNumber;
    world.model.push({ error: { status: "spend_limit" } }, { text: "should never be asked" });
    broke = await runAttack(world, { eventName: "issue_comment", payload: second.payload });
    brokeRequests = world.model.requests.length - flakyRequests.length;
  }, 120_000);
  afterAll(async () => world?.close());

  describe("overloaded, rate-limited and cut streams", () => {
    it("finishes and lands the work", () => {
      expect(flaky.code, flaky.stdout + flaky.stderr).toBe(0);
      expect(flaky.outputs.conclusion).toBe("changed");
    });

    it("asked again after each 529, the 429 and the cut mid-JSON, and no more", () => {
      // 529, 529, ok, 429, cut, ok (the turn again), cut after the call (kept), final.
      expect(flakyRequests).toHaveLength(8);
    });

    it("waited at least the 2 s the 429 asked for", () => {
      expect(flakyRequests[4].at - flakyRequests[3].at).toBeGreaterThanOrEqual(1_900);
    });

    it("ran every tool call exactly once", async () => {
      expect(await world.gh.git(REPO).readFile(flaky.outputs.branch, "ticks.txt")).toBe("tick-a\ntick-b\n");
      expect(await readFile(`${flaky.workspace}/ticks.txt`, "utf8")).toBe("tick-a\ntick-b\n");
    });
  });

  describe("a spend limit", () => {
    it("is not retried", () => {
      expect(brokeRequests).toBe(1);
    });

    it("fails the step and says what to do in the thread", () => {
      expect(broke.code).toBe(1);
      expect(broke.outputs.conclusion).toBe("failed");
      const body =
        world.gh
          .issueComments(REPO, brokeIssue)
          .filter((c) => c.user?.login === BOT)
          .at(-1)?.body ?? "";
      expect(body).toMatch(/credits|spend limit/i);
      expect(broke.stdout).toMatch(/::error::.*(credits|spend limit)/i);
    });
  });

  it("keeps every canary out of everything the runs produced", async () => {
    await expectCanariesAbsent(world, [flaky, broke]);
  });
});
