// Issue 20: labels and assignments start runs. The bundled action gets `issues` / `pull_request` payloads built
// by the emulator from its own state (checked against GitHub's webhook schemas in events.test.ts), with
// label_trigger and assignee_trigger set. A writer's label or assignment starts a run whose task is the issue
// itself; a read-only user's does not; removing the label or the assignment never does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixDiscountScript, REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import { botComments } from "./state.js";

const INPUTS = { label_trigger: "agent", assignee_trigger: "agent-bot" };
const ISSUE_BODY = "A 50% discount takes 50 off instead of half. Please fix src/cart.js.";

describe("label and assignee triggers", () => {
  let world: World;
  const runs: Record<string, { run: ActionRun; issue: number; requests: number }> = {};

  async function routed(
    name: string,
    eventName: "issues" | "pull_request",
    build: () => Promise<Record<string, unknown>> | Record<string, unknown>,
    issue: number,
  ) {
    const before = world.model.requests.length;
    const payload = await build();
    const run = await runAction(world, { eventName, payload, inputs: INPUTS });
    runs[name] = { run, issue, requests: world.model.requests.length - before };
  }

  beforeAll(async () => {
    world = await startWorld({ script: fixDiscountScript(), users: { reader: "read", "agent-bot": "write" } });
    const gh = world.gh;
    const labelled = gh.createIssue({
      repo: REPO,
      title: "Discounts are wrong",
      body: ISSUE_BODY,
      user: "reader",
    }).number;
    await routed(
      "labeled by a writer",
      "issues",
      () => gh.events.issues({ repo: REPO, issue: labelled, action: "labeled", label: "agent", sender: "maintainer" }),
      labelled,
    );
    const other = gh.createIssue({ repo: REPO, title: "Another", body: "Something else.", user: "reader" }).number;
    await routed(
      "labeled by a reader",
      "issues",
      () => gh.events.issues({ repo: REPO, issue: other, action: "labeled", label: "agent", sender: "reader" }),
      other,
    );
    await routed(
      "unlabeled",
      "issues",
      () => gh.events.issues({ repo: REPO, issue: other, action: "unlabeled", label: "agent", sender: "maintainer" }),
      other,
    );
    await routed(
      "another label",
      "issues",
      () => gh.events.issues({ repo: REPO, issue: other, action: "labeled", label: "bug", sender: "maintainer" }),
      other,
    );

    world.model.push(...fixDiscountScript());
    const assigned = gh.createIssue({ repo: REPO, title: "Discounts again", body: ISSUE_BODY, user: "reader" }).number;
    await routed(
      "assigned by a writer",
      "issues",
      () =>
        gh.events.issues({
          repo: REPO,
          issue: assigned,
          action: "assigned",
          assignee: "agent-bot",
          sender: "maintainer",
        }),
      assigned,
    );
    await routed(
      "assigned by a reader",
      "issues",
      () => gh.events.issues({ repo: REPO, issue: other, action: "assigned", assignee: "agent-bot", sender: "reader" }),
      other,
    );
    await routed(
      "unassigned",
      "issues",
      () =>
        gh.events.issues({
          repo: REPO,
          issue: other,
          action: "unassigned",
          assignee: "agent-bot",
          sender: "maintainer",
        }),
      other,
    );

    // A same-repository pull request labelled: the fix goes to its branch.
    world.model.push(...fixDiscountScript());
    await gh.git(REPO).commit({
      branch: "feature/notes",
      from: "main",
      files: { "NOTES.md": "Discounts: see #1.\n" },
      message: "Add notes",
    });
    const pull = (
      await gh.createPull({
        repo: REPO,
        title: "Fix discounts",
        body: ISSUE_BODY,
        head: "feature/notes",
        user: "maintainer",
      })
    ).number;
    await routed(
      "pull request labeled",
      "pull_request",
      () => gh.events.pullRequest({ repo: REPO, pull, action: "labeled", label: "agent", sender: "maintainer" }),
      pull,
    );
  }, 300_000);
  afterAll(async () => world?.close());

  it("a writer's label runs the agent with the issue as its task, and a PR fixes the issue", async () => {
    const { run, issue, requests } = runs["labeled by a writer"];
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("changed");
    expect(requests).toBeGreaterThan(0);
    const pr = await world.gh.pull(REPO, Number(run.outputs.pr_number));
    expect(pr.body).toContain(`Fixes #${issue}`);
    expect(await world.gh.git(REPO).readFile(run.outputs.branch, "src/cart.js")).toContain(
      "return amount * (1 - percent / 100);",
    );
    const first = world.model.requests[0].text;
    expect(first).toContain(`Resolve issue #${issue} as its description asks.`);
    expect(first).toContain(ISSUE_BODY);
    expect(first).toContain("@maintainer (permission: write)");
    expect(world.gh.reactions({ repo: REPO, issue }).map((r) => r.content)).toEqual(["eyes"]);
    expect(botComments(world, issue).at(-1)?.body).toContain("Changes pushed");
  });

  it("a writer's assignment to the assignee_trigger login runs the agent the same way", async () => {
    const { run, issue, requests } = runs["assigned by a writer"];
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("changed");
    expect(requests).toBeGreaterThan(0);
    expect((await world.gh.pull(REPO, Number(run.outputs.pr_number))).body).toContain(`Fixes #${issue}`);
  });

  it("a label on a pull request pushes the fix to the PR's own branch", async () => {
    const { run, requests } = runs["pull request labeled"];
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(requests).toBeGreaterThan(0);
    expect(run.outputs.branch).toBe("feature/notes");
    expect(await world.gh.git(REPO).readFile("feature/notes", "src/cart.js")).toContain(
      "return amount * (1 - percent / 100);",
    );
  });

  it("a read-only user's label or assignment starts nothing: no model request, no branch, one short reply", () => {
    for (const name of ["labeled by a reader", "assigned by a reader"]) {
      const { run, requests } = runs[name];
      expect(run.code, name).toBe(0);
      expect(requests, name).toBe(0);
      expect(run.stdout, name).toMatch(/not running \(reader has read access/);
      expect(run.outputs.pr_url ?? "", name).toBe("");
    }
    const replies = botComments(world, runs["labeled by a reader"].issue);
    expect(replies).toHaveLength(2);
    for (const r of replies) expect(r.body).toContain("@reader repo-agent only runs for people with write access");
  });

  it("removing the label or the assignment, or another label, never starts anything", () => {
    for (const [name, why] of [
      ["unlabeled", 'action "unlabeled" does not trigger'],
      ["unassigned", 'action "unassigned" does not trigger'],
      ["another label", 'label "bug" is not the label_trigger "agent"'],
    ]) {
      const { run, requests } = runs[name];
      expect(run.code, name).toBe(0);
      expect(requests, name).toBe(0);
      expect(run.stdout, name).toContain(why);
    }
  });
});
