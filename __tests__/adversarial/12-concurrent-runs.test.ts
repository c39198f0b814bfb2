// Scenario 12 (issue 8): two `/agent` comments on the same issue, one second apart, start two runs at once (two
// workflow runs, two checkouts; each run talks to its own model server so their scripts cannot mix). Both want
// the issue's branch. They must not corrupt each other: no force push, every commit a run reports as pushed is
// on the branch, at most one open pull request for it, and each run answers in the thread.
//
// Protections checked by breaking them:
// - push without force and the replay on a moved branch (src/land/push.ts: force push `+ref`) → the first run's
//   commit is lost from the branch.
// - one PR per branch (src/land/pull-request.ts: always create) → the second create gets GitHub's 422 "A pull
//   request already exists" and that run fails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startModelServer, type ModelServer } from "../fakes/model-server/index.js";
import { BOT, REPO, expectCanariesAbsent, findCanaries, issueTrigger, nodeProject, runAttack, startAdversary, textSentToModel, type AdversaryWorld, type AttackRun, type ScriptStep } from "./world.js";

// The first run's model thinks for 2 s, so both runs have started from the same commit before either pushes.
const script = (name: string, thinkMs = 0): ScriptStep[] => [
  { tools: [{ id: `toolu_write_${name}`, name: "write_file", input: { path: `${name}.txt`, content: `${name}\n` } }], delays: { start: thinkMs } },
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
    [runA, runB] = await Promise.all([
      runAttack(world, { eventName: "issue_comment", payload: a.payload }),
      new Promise((r) => setTimeout(r, 1_000)).then(() => runAttack(world, { eventName: "issue_comment", payload: b.payload, env: { ANTHROPIC_BASE_URL: second.url } })),
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

  it("both runs end without crashing", () => {
    expect(runA.code, runA.stdout + runA.stderr).not.toBeNull();
    expect(runB.code, runB.stdout + runB.stderr).not.toBeNull();
    expect([runA.outputs.conclusion, runB.outputs.conclusion]).toContain("changed");
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

  it("the branch holds both runs' work when both pushed, and a failed run says why", async () => {
    const git = world.gh.git(REPO);
    for (const [r, file] of [[runA, "a.txt"], [runB, "b.txt"]] as const) {
      if (r.outputs.conclusion === "changed") expect(await git.readFile(r.outputs.branch, file)).toBe(`${file[0]}\n`);
      else expect(r.outputs.conclusion).toBe("failed");
    }
  });

  it("opens at most one pull request for the issue's branch", async () => {
    const branch = [runA, runB].find((r) => r.outputs.branch)!.outputs.branch;
    const open = (await world.gh.pulls(REPO, { state: "open" })).filter((p) => p.head.ref === branch);
    expect(open).toHaveLength(1);
    for (const r of [runA, runB]) if (r.outputs.pr_number) expect(r.outputs.pr_number).toBe(String(open[0].number));
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
