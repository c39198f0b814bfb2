// Scenario 11 (issue 8): GitHub misbehaves. (1) The progress comment's creation gets a 502, its next edit a
// secondary rate limit with retry-after, the pull request's creation a 502: the run retries each and ends as
// usual, with one comment and one PR. (2) Every comment edit is refused as too long (422; the action never sends
// one, but must survive it): the work still lands and the outputs are written. (3) Someone pushes to the run's
// branch just before the action pushes: the action replays its commit on top, never forces, and both commits
// are kept. (4) The same with a conflicting change: nothing is forced, the other commit stays, the comment says
// why the work was not pushed.
//
// This test found that a refused final edit left the thread saying "Working on it…" forever; the final comment
// now falls back to a short outcome (src/github/progress.ts `finish(body, fallback)`).
//
// Protections checked by breaking them:
// - the GitHub client's retries (src/github/octokit.ts `retryDelay` returning "do not retry") → the 502 on the
//   progress comment and on the PR creation are not retried (the 502-and-rate-limit test fails).
// - push without force (src/land/push.ts: `+ref`) → the moved branch's other commit is overwritten (replay and
//   conflict tests, and the fast-forward check over every push, fail).
// - the short fallback of the final comment (src/github/progress.ts `finish`: fallback ignored) → the thread keeps
//   saying "Working on it…".
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
  type ScriptStep,
} from "./world.js";

const edit = (id: string, from: string, to: string): ScriptStep[] => [
  { tools: [{ id: `${id}_read`, name: "read_file", input: { path: "src/widget.js" } }] },
  { tools: [{ id, name: "edit_file", input: { path: "src/widget.js", old_string: from, new_string: to } }] },
  { text: "Changed the widget." },
];

describe("scenario 11: GitHub faults", () => {
  let world: AdversaryWorld;
  const runs: AttackRun[] = [];
  const issues: Record<string, number> = {};

  async function attempt(name: string, title: string, steps: ScriptStep[], faults: () => void = () => undefined) {
    const t = issueTrigger(world, "/agent change the widget", { title });
    issues[name] = t.issueNumber;
    world.model.push(...steps);
    faults();
    const run = await runAttack(world, { eventName: "issue_comment", payload: t.payload });
    runs.push(run);
    world.gh.clearFaults();
    return run;
  }

  const ours = (name: string) => world.gh.issueComments(REPO, issues[name]).filter((c) => c.user?.login === BOT);
  const isAncestor = async (a: string, b: string) =>
    world.gh
      .git(REPO)
      .git(["merge-base", "--is-ancestor", a, b])
      .then(() => true)
      .catch(() => false);

  let flaky: AttackRun;
  let tooLong: AttackRun;
  let moved: AttackRun;
  let conflicted: AttackRun;
  let movedOther: string | undefined;
  let conflictOther: string | undefined;

  beforeAll(async () => {
    world = await startAdversary({ files: nodeProject({ allow: ["cat *"] }) });

    flaky = await attempt("flaky", "Flaky GitHub", edit("toolu_flaky", "return n + 1;", "return n + 2;"), () => {
      world.gh.failNext({ method: "POST", path: /\/issues\/\d+\/comments$/, status: 502 });
      world.gh.failNext({
        method: "PATCH",
        path: /\/issues\/comments\/\d+$/,
        kind: "secondary-rate-limit",
        retryAfter: 1,
      });
      world.gh.failNext({ method: "POST", path: /\/pulls$/, status: 502 });
    });

    tooLong = await attempt("tooLong", "Long bodies", edit("toolu_long", "return n + 1;", "return n + 3;"), () => {
      world.gh.failNext({ method: "PATCH", path: /\/issues\/comments\/\d+$/, kind: "body-too-long", times: 50 });
    });

    // The branch of the next issue moves just before the action pushes: an unrelated file.
    const movedIssue = world.gh.createIssue({ repo: REPO, title: "Moved branch", body: "", user: "maintainer" }).number;
    const movedBranch = `agent/issue-${movedIssue}-moved-branch`;
    world.gh.onNext({ service: "receive-pack" }, async () => {
      await world.gh.git(REPO).commit({
        branch: movedBranch,
        from: "main",
        files: { "NOTES.md": "someone else\n" },
        message: "Someone else's commit",
      });
      movedOther = await world.gh.git(REPO).resolve(movedBranch);
    });
    issues.moved = movedIssue;
    world.model.push(...edit("toolu_moved", "return n + 1;", "return n + 4;"));
    moved = await runAttack(world, {
      eventName: "issue_comment",
      payload: issueTrigger(world, "/agent change the widget", { number: movedIssue }).payload,
    });
    runs.push(moved);
    world.gh.clearFaults();

    // The same, but the other commit changes the same line.
    const conflictIssue = world.gh.createIssue({
      repo: REPO,
      title: "Conflicted branch",
      body: "",
      user: "maintainer",
    }).number;
    const conflictBranch = `agent/issue-${conflictIssue}-conflicted-branch`;
    world.gh.onNext({ service: "receive-pack" }, async () => {
      await world.gh.git(REPO).commit({
        branch: conflictBranch,
        from: "main",
        files: { "src/widget.js": "export function widget(n) {\n  return n * 10;\n}\n" },
        message: "Conflicting commit",
      });
      conflictOther = await world.gh.git(REPO).resolve(conflictBranch);
    });
    issues.conflicted = conflictIssue;
    world.model.push(...edit("toolu_conflict", "return n + 1;", "return n + 5;"));
    conflicted = await runAttack(world, {
      eventName: "issue_comment",
      payload: issueTrigger(world, "/agent change the widget", { number: conflictIssue }).payload,
    });
    runs.push(conflicted);
    world.gh.clearFaults();
  }, 150_000);
  afterAll(async () => world?.close());

  describe("502 and secondary rate limits", () => {
    it("retries and ends as usual: one comment, one PR", async () => {
      expect(flaky.code, flaky.stdout + flaky.stderr).toBe(0);
      expect(flaky.outputs.conclusion).toBe("changed");
      expect(ours("flaky")).toHaveLength(1);
      expect(ours("flaky")[0].body).toMatch(/Changes pushed/);
      const prs = (await world.gh.pulls(REPO, { state: "all" })).filter((p) => p.head.ref === flaky.outputs.branch);
      expect(prs).toHaveLength(1);
      expect(world.gh.restRequests({ method: "POST", path: /\/pulls$/ }).map((r) => r.status)).toEqual(
        expect.arrayContaining([502, 201]),
      );
    });
  });

  describe("422 body too long on every comment edit", () => {
    it("survives: the work lands and the outputs are written", async () => {
      expect(tooLong.code, tooLong.stdout + tooLong.stderr).toBe(0);
      expect(tooLong.outputs.conclusion).toBe("changed");
      expect(await world.gh.git(REPO).readFile(tooLong.outputs.branch, "src/widget.js")).toContain("return n + 3;");
      expect(tooLong.outputs.pr_number).toMatch(/^\d+$/);
      expect(tooLong.stdout).toMatch(/::warning::.*(comment)/);
    });

    it('still tells the thread how the run ended (a short comment instead of a stale "working on it")', () => {
      const last = ours("tooLong").at(-1)?.body ?? "";
      expect(last).toMatch(/Changes pushed/);
      expect(last).toContain(tooLong.outputs.pr_url);
      expect(last).toContain("job summary");
    });

    it("never sent a body over GitHub's limit itself", () => {
      const tooBig = world.gh.requests.filter(
        (r) =>
          typeof (r.body as { body?: unknown } | undefined)?.body === "string" &&
          [...(r.body as { body: string }).body].length > 65_536,
      );
      expect(tooBig).toEqual([]);
    });
  });

  describe("a branch that moved during the run", () => {
    it("replays the commit on top and keeps the other commit", async () => {
      expect(moved.code, moved.stdout + moved.stderr).toBe(0);
      expect(moved.outputs.conclusion).toBe("changed");
      expect(movedOther).toMatch(/^[0-9a-f]{40}$/);
      const git = world.gh.git(REPO);
      const tip = await git.resolve(moved.outputs.branch);
      expect(tip).toBe(moved.outputs.commit_sha);
      expect(await isAncestor(movedOther!, tip!)).toBe(true);
      expect(await git.readFile(moved.outputs.branch, "src/widget.js")).toContain("return n + 4;");
      expect(await git.readFile(moved.outputs.branch, "NOTES.md")).toBe("someone else\n");
      expect(ours("moved").at(-1)?.body).toMatch(/moved during the run/);
    });
  });

  describe("a branch that moved with a conflicting change", () => {
    it("forces nothing: the other commit stays the tip, and the comment says why", async () => {
      expect(conflictOther).toMatch(/^[0-9a-f]{40}$/);
      expect(await world.gh.git(REPO).resolve(`agent/issue-${issues.conflicted}-conflicted-branch`)).toBe(
        conflictOther,
      );
      expect(conflicted.outputs.conclusion).toBe("failed");
      expect(ours("conflicted").at(-1)?.body).toMatch(/changed on the remote|conflict/i);
    });
  });

  it("every push anyone saw was a fast-forward", async () => {
    for (const push of world.gh.pushes) {
      for (const u of push.updates) {
        if (u.before && u.after && !/^0+$/.test(u.before))
          expect(await isAncestor(u.before, u.after), `${u.ref} ${u.before}..${u.after}`).toBe(true);
      }
    }
  });

  it("keeps every canary out of everything the runs produced", async () => {
    await expectCanariesAbsent(world, runs);
  });
});
