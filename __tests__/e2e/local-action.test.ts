// GitHub's own local runner, @github/local-action, runs the action's logic (src/main.ts, from source) against the
// loopback GitHub emulator and the scripted model: it stands in for @actions/core, so the run only works if the
// action speaks the runner protocol through @actions/core. The command is the README's ("Running the action
// locally"), with the environment in a dotenv file.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as shared from "../../demo/world.mjs";
import { fixDiscountScript, REPO, ROOT, startWorld, type ActionRun, type World } from "./harness.js";

const LOCAL_ACTION = join(ROOT, "node_modules/.bin/local-action");

describe("the action under @github/local-action", () => {
  let world: World;
  let run: ActionRun;
  let summaryFile: string;

  beforeAll(async () => {
    world = await startWorld({ script: fixDiscountScript() });
    const issue = world.gh.createIssue({
      repo: REPO,
      title: "Discounts are wrong",
      body: "Half off takes 50 off.",
      user: "maintainer",
    });
    const comment = world.gh.addComment({
      repo: REPO,
      issue: issue.number,
      body: "/agent fix the failing test",
      user: "maintainer",
    });
    const envFile = join(world.dir, "local-action.env");
    run = await shared.runAction(world, {
      action: "src/main.ts",
      command: [LOCAL_ACTION, "run", ".", "src/main.ts", envFile],
      cwd: ROOT,
      envFile,
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
      timeoutMs: 170_000,
    });
    summaryFile = /^GITHUB_STEP_SUMMARY="(.*)"$/m.exec(await readFile(envFile, "utf8"))?.[1] ?? "";
  }, 180_000);
  afterAll(async () => world?.close());

  it("runs to completion: the fix is pushed and the pull request opened", async () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain("Running Action");
    const pulls = await world.gh.pulls(REPO, { state: "all" });
    expect(pulls).toHaveLength(1);
  });

  it("local-action prints the outputs it captured through its @actions/core", () => {
    expect(run.stdout).toMatch(/::set-output name=conclusion::changed/);
    expect(run.stdout).toMatch(/::set-output name=pr_url::http:\/\/\S+\/pull\/\d+/);
    expect(run.stdout).toMatch(/::set-output name=turns::\d+/);
  });

  it("its job summary holds the report and the transcript", async () => {
    const summary = await readFile(summaryFile, "utf8");
    expect(summary).toContain("Transcript");
    expect(summary).toMatch(/pull\/\d+/);
  });
});
