// Scenario 12 (issue 8): two `/agent` comments on the same issue, one second apart, start two runs at once (two
// workflow runs, two checkouts; each run talks to its own model server so their scripts cannot mix). Both want
// the issue's branch. They must not corrupt each other: no force push, both runs' commits end up on the branch,
// one open pull request for it, and each run answers in the thread.
//
// This test found that when both runs looked for the branch's PR before either had created it, the second create
// got GitHub's 422 "A pull request already exists" and that run failed although its work was pushed; the create
// now adopts the PR the other run opened (src/land/pull-request.ts).
//
// Protections checked by breaking them:
// - push without force and the replay on a moved branch (src/land/push.ts: force push `+ref`) → the first run's
//   commit is lost from the branch and no run says it replayed its work.
// - adopting the PR another run created (src/land/pull-request.ts: the 422 rethrown) → the slower run fails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startModelServer, type ModelServer } from "../fakes/model-server/index.js";
import {
  BOT,
  REPO,
  expectCanariesAbsent,
  findCanaries,
  issueTrigger,
  nodeProject,
  runAttack,
  startAdversary,
  textSentToModel,
  type AdversaryWorld,
  type AttackRun,
  type ScriptStep,
} from "./world.js";

// The first run's model thinks for 2 s, so both runs have started from the same commit before either pushes.
const script = (name: string, thinkMs = 0): ScriptStep[] => [
  {
    tools: [{ id: `toolu_write_${name}`, name: "write_file", input: { path: `${name}.txt`, content: `${name}\n` } }],
    delays: { start: thinkMs },
  },
  { text: `Added ${name}.txt.` },
];

describe("scenario 12: two runs on the same issue at once", () => {
  let world: AdversaryWorld;
  let second: ModelServer;
  let runA: AttackRun;
  let runB: AttackRun;
  let issueNumber: number;

  beforeAll(async () => {
    world = await startAdversary({ files: nodeProject({ allow: ["cat *"] }) });
    second = await startModelServer(script("b"), { onExhausted: "end_turn" });
    world.model.push(...script("a", 2_000));
    const a = issueTrigger(world, "/agent add a.txt", { title: "Two files" });
    issueNumber = a.issueNumber;
    const b = issueTrigger(world, "/agent add b.txt", { number: issueNumber });
    // The first pull request creation is slow: the other run looks for an open PR while it is under way, finds
    // none, and creates one too (GitHub answers the later of two creates with 422 "already exists").
    world.gh.failNext({ method: "POST", path: /\/pulls$/, kind: "delay", delayMs: 3_000 });
    [runA, runB] = await Promise.all([
      runAttack(world, { eventName: "issue_comment", payload: a.payload }),
      new Promise((r) => setTimeout(r, 1_000)).then(() =>
        runAttack(world, { eventName: "issue_comment", payload: b.payload, env: { ANTHROPIC_BASE_URL: second.url } }),
      ),
    ]);
  }, 150_000);
  afterAll(async () => {
    await second?.close();
    await world?.close();
  });

  const isAncestor = async (a: string, b: string) =>
    world.gh
      .git(REPO)
      .git(["merge-base", "--is-ancestor", a, b])
      .then(() => true)
      .catch(() => false);

  it("both runs land their work", () => {
    expect(runA.code, runA.stdout + runA.stderr).toBe(0);
    expect(runB.code, runB.stdout + runB.stderr).toBe(0);
    expect([runA.outputs.conclusion, runB.outputs.conclusion]).toEqual(["changed", "changed"]);
  });

  it("keeps every pushed commit on the branch: no force push", async () => {
    const pushedRuns = [runA, runB].filter((r) => r.outputs.conclusion === "changed");
    const branch = pushedRuns[0].outputs.branch;
    const tip = await world.gh.git(REPO).resolve(branch);
    for (const r of pushedRuns) {
      expect(r.outputs.branch).toBe(branch);
      expect(await isAncestor(r.outputs.commit_sha, tip!), `${r.outputs.commit_sha} on ${branch}`).toBe(true);
    }
    for (const push of world.gh.pushes) {
      for (const u of push.updates) {
        if (u.before && u.after && !/^0+$/.test(u.before)) expect(await isAncestor(u.before, u.after)).toBe(true);
      }
    }
  });

  it("the branch holds both runs' work", async () => {
    const git = world.gh.git(REPO);
    expect(await git.readFile(runA.outputs.branch, "a.txt")).toBe("a\n");
    expect(await git.readFile(runA.outputs.branch, "b.txt")).toBe("b\n");
  });

  it("opens at most one pull request for the issue's branch", async () => {
    const branch = [runA, runB].find((r) => r.outputs.branch)!.outputs.branch;
    const open = (await world.gh.pulls(REPO, { state: "open" })).filter((p) => p.head.ref === branch);
    expect(open).toHaveLength(1);
    for (const r of [runA, runB]) expect(r.outputs.pr_number).toBe(String(open[0].number));
  });

  it("answers each request in the thread; the run that pushed second says it replayed its work", () => {
    const ours = world.gh.issueComments(REPO, issueNumber).filter((c) => c.user?.login === BOT);
    expect(ours).toHaveLength(2);
    for (const c of ours) expect(c.body).not.toMatch(/Working on it/);
    expect(ours.filter((c) => /moved during the run/.test(c.body ?? ""))).toHaveLength(1);
  });

  it("keeps every canary out of everything the runs produced", async () => {
    await expectCanariesAbsent(world, [runA, runB]);
    expect(findCanaries(world, [{ where: "second model server", text: textSentToModel(second) }])).toEqual([]);
  });
});
