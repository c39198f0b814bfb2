// Scenario 4: a scheduled chore with the `prompt` input, run twice. The first run opens the chore PR on
// `agent/chore-<slug>`; the second commits on top of the same branch and updates that PR instead of opening
// another.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";

const PROMPT = "Keep the changelog up to date";

function changelogScript(content: string, { exists }: { exists: boolean }) {
  return [
    // write_file refuses to overwrite a file the agent has not read.
    ...(exists ? [{ tools: [{ name: "read_file", input: { path: "CHANGELOG.md" } }] }] : []),
    { tools: [{ name: "write_file", input: { path: "CHANGELOG.md", content } }] },
    { text: `Wrote the changelog: ${content.trim().split("\n").at(-1)}` },
  ];
}

describe("a scheduled chore run twice", () => {
  let world: World;
  let first: ActionRun;
  let second: ActionRun;
  let firstSha: string;
  let firstPrBody: string;

  beforeAll(async () => {
    world = await startWorld({ script: changelogScript("# Changelog\n\n- first entry\n", { exists: false }) });
    const inputs = { prompt: PROMPT };
    first = await runAction(world, {
      eventName: "schedule",
      payload: world.gh.events.schedule({ repo: REPO, cron: "0 6 * * 1" }),
      inputs,
    });
    firstSha = first.outputs.commit_sha;
    firstPrBody = (await world.gh.pull(REPO, Number(first.outputs.pr_number))).body ?? "";
    world.model.push(...changelogScript("# Changelog\n\n- first entry\n- second entry\n", { exists: true }));
    second = await runAction(world, {
      eventName: "schedule",
      payload: world.gh.events.schedule({ repo: REPO, cron: "0 6 * * 1" }),
      inputs,
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("both runs exit 0 with conclusion changed on the same chore branch and PR", () => {
    for (const run of [first, second]) {
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.outputs.conclusion).toBe("changed");
    }
    expect(first.outputs.branch).toBe("agent/chore-keep-the-changelog-up-to-date");
    expect(second.outputs.branch).toBe(first.outputs.branch);
    expect(second.outputs.pr_number).toBe(first.outputs.pr_number);
  });

  it("opens exactly one chore PR, against the default branch", async () => {
    const pulls = await world.gh.pulls(REPO, { state: "all" });
    expect(pulls).toHaveLength(1);
    expect(pulls[0].head.ref).toBe(first.outputs.branch);
    expect(pulls[0].base.ref).toBe("main");
    expect(pulls[0].title).toContain("Keep the changelog up to date");
    expect(pulls[0].body).not.toMatch(/(fixes|closes|resolves) #\d+/i);
    expect(world.gh.restRequests({ method: "POST", path: /\/pulls$/ })).toHaveLength(1);
  });

  it("the second run adds a commit on top of the first, and updates the PR's body", async () => {
    const git = world.gh.git(REPO);
    expect((await git.branches())[first.outputs.branch]).toBe(second.outputs.commit_sha);
    const [commit] = await git.log(first.outputs.branch, { max: 1 });
    expect(commit.parents).toEqual([firstSha]);
    expect(await git.readFile(first.outputs.branch, "CHANGELOG.md")).toContain("- second entry");
    const pr = await world.gh.pull(REPO, Number(first.outputs.pr_number));
    expect(pr.body).not.toBe(firstPrBody);
    expect(pr.body).toContain("second entry");
    // Only fast-forwards: nothing of the first run was thrown away.
    for (const push of world.gh.pushes)
      for (const u of push.updates) if (u.before) expect(await git.isAncestor(u.before, u.after ?? "")).toBe(true);
  });

  it("reports each run in the chore PR's conversation (a chore has no thread of its own)", async () => {
    const snap = await world.gh.snapshot();
    const comments = snap.repos[REPO].comments;
    expect(comments.map((c) => c.issue_url.split("/").at(-1))).toEqual([
      first.outputs.pr_number,
      first.outputs.pr_number,
    ]);
    expect(comments.map((c) => c.html_url)).toEqual([first.outputs.comment_url, second.outputs.comment_url]);
    for (const c of comments) expect(c.body).toContain("Changes pushed");
    expect(second.summary).toContain("Transcript");
  });
});

describe("a workflow_dispatch chore with its own prompt, labels and draft: false", () => {
  let world: World;
  let run: ActionRun;

  beforeAll(async () => {
    world = await startWorld({ script: changelogScript("# Changelog\n\n- dispatched\n", { exists: false }) });
    const payload = world.gh.events.workflowDispatch({
      repo: REPO,
      sender: "maintainer",
      inputs: { prompt: "Start a changelog" },
    });
    run = await runAction(world, {
      eventName: "workflow_dispatch",
      payload,
      inputs: { prompt: PROMPT, labels: "chore, automated", draft: "false" },
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("the dispatch's prompt wins over the action's input and names the branch", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.branch).toBe("agent/chore-start-a-changelog");
    expect(world.model.requests[0].text).toContain("Start a changelog");
  });

  it("opens a ready-for-review PR with the labels", async () => {
    const pr = await world.gh.pull(REPO, Number(run.outputs.pr_number));
    expect(pr.draft).toBe(false);
    expect(pr.labels.map((l) => l.name).sort()).toEqual(["automated", "chore"]);
  });
});
