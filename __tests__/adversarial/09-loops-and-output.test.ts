// Scenario 9 (issue 8): a model that never stops and a command that floods. (1) After one real edit, the model
// asks for `bash("true")` forever: the run stops at max_turns, keeps the work (pushed as a draft PR) and says
// which budget ran out. (2) A command prints ~50 MB: the action's memory stays bounded, the model gets a cut
// result that says where the full output is, and the comment stays under GitHub's limit.
//
// Protections checked by breaking them:
// - the turn budget (src/agent/budgets.ts: the max_turns check never true) → the model is asked again and again
//   until the harness kills the run: no outputs, no push, no comment about the budget.
// - bounded output: commands write straight to the spill file and only its head and tail are read back
//   (readHeadTail in src/sandbox/process-group.ts). Made to read the whole file → the memory test fails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  REPO,
  BOT,
  expectCanariesAbsent,
  issueTrigger,
  nodeProject,
  runAttack,
  startAdversary,
  toolExchanges,
  type AdversaryWorld,
  type AttackRun,
  type ScriptStep,
} from "./world.js";

const MAX_TURNS = 6;
/** How much more memory the flooded run may peak at than the quiet one. Both peak near 170 MB and usually differ
 * by under 30 MB (garbage collection timing); keeping the 54 MB output (and its text) adds ~140 MB. */
const MEMORY_GROWTH_BOUND_KB = 80 * 1024;

describe("scenario 9: a model that never stops, a command that floods", () => {
  let world: AdversaryWorld;
  let looping: AttackRun;
  let flooding: AttackRun;
  let loopingIssue: number;
  let floodingIssue: number;
  let loopRequests = 0;

  beforeAll(async () => {
    world = await startAdversary({ files: nodeProject({ allow: ["true", "seq *"] }) });

    const first = issueTrigger(world, "/agent bump the widget", { title: "Bump widget" });
    loopingIssue = first.issueNumber;
    let calls = 0;
    const forever: ScriptStep = (_request, server) => {
      server.push(forever);
      return { tools: [{ id: `toolu_true_${++calls}`, name: "bash", input: { command: "true" } }] };
    };
    world.model.push(
      { tools: [{ id: "toolu_read", name: "read_file", input: { path: "src/widget.js" } }] },
      {
        tools: [
          {
            id: "toolu_edit",
            name: "edit_file",
            input: { path: "src/widget.js", old_string: "return n + 1;", new_string: "return n + 2;" },
          },
        ],
      },
      forever,
    );
    looping = await runAttack(world, {
      eventName: "issue_comment",
      payload: first.payload,
      inputs: { max_turns: String(MAX_TURNS) },
      timeoutMs: 60_000,
    });
    loopRequests = world.model.requests.length;

    const second = issueTrigger(world, "/agent count to seven million", { title: "Count" });
    floodingIssue = second.issueNumber;
    world.model.push(
      { tools: [{ id: "toolu_flood", name: "bash", input: { command: "seq 1 7000000" } }] },
      { text: "Counted." },
    );
    flooding = await runAttack(world, { eventName: "issue_comment", payload: second.payload });
  }, 150_000);
  afterAll(async () => world?.close());

  const comment = (issue: number) =>
    world.gh
      .issueComments(REPO, issue)
      .filter((c) => c.user?.login === BOT)
      .at(-1)?.body ?? "";

  describe("the endless model", () => {
    it("stops at max_turns", () => {
      expect(looping.code, looping.stdout + looping.stderr).toBe(0);
      expect(looping.outputs.conclusion).toBe("budget_exhausted");
      expect(Number(looping.outputs.turns)).toBe(MAX_TURNS);
      expect(loopRequests).toBe(MAX_TURNS);
    });

    it("keeps the work: pushed, as a draft PR, and says which budget ran out", async () => {
      const git = world.gh.git(REPO);
      expect(await git.readFile(looping.outputs.branch, "src/widget.js")).toContain("return n + 2;");
      const pr = await world.gh.pull(REPO, Number(looping.outputs.pr_number));
      expect(pr.draft).toBe(true);
      expect(comment(loopingIssue)).toMatch(/turn/i);
    });
  });

  describe("the flood", () => {
    it("keeps the action's memory bounded (peak RSS compared with the quiet run)", () => {
      expect(flooding.code, flooding.stdout + flooding.stderr).toBe(0);
      expect(flooding.peakRssKb).toBeGreaterThan(0);
      if (process.env.ADV_DEBUG)
        console.log(`peak RSS: looping ${looping.peakRssKb} kB, flooding ${flooding.peakRssKb} kB`);
      expect(flooding.peakRssKb - looping.peakRssKb).toBeLessThan(MEMORY_GROWTH_BOUND_KB);
    });

    it("sends the model a cut result that says where the rest is", () => {
      const result = toolExchanges(world.model).get("toolu_flood")?.result ?? "";
      expect(result.length).toBeLessThan(100_000);
      expect(result).toMatch(/^1\n2\n3\n/);
      expect(result).toContain("7000000");
      expect(result).toMatch(/truncated/i);
    });

    it("posts a comment within GitHub's limit", () => {
      const body = comment(floodingIssue);
      expect(body).toContain("seq 1 7000000");
      expect(body.length).toBeLessThanOrEqual(65_536);
    });
  });

  it("keeps every canary out of everything the runs produced", async () => {
    await expectCanariesAbsent(world, [looping, flooding]);
  });
});
