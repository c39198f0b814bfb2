// Event payloads the emulator writes for GITHUB_EVENT_PATH, checked against GitHub's webhook schemas, so the
// events an end-to-end test feeds the action look like the ones GitHub sends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadWebhookValidator } from "../../github/webhook-schema.js";
import { startGitHubEmulator, type GitHubEmulator } from "./emulator.mjs";

const REPO = "octo/demo";

describe("event payloads built from the emulator's state", () => {
  let emu: GitHubEmulator;
  let validate: ReturnType<typeof loadWebhookValidator>;
  let issueNumber: number;
  let pullNumber: number;

  beforeAll(async () => {
    validate = loadWebhookValidator();
    emu = await startGitHubEmulator();
    await emu.createRepo({
      owner: "octo",
      name: "demo",
      files: { "src/app.js": "export const x = 1;\n" },
      permissions: { alice: "write" },
    });
    await emu
      .git(REPO)
      .commit({ branch: "feature", from: "main", files: { "src/app.js": "export const x = 2;\n" }, message: "x = 2" });
    issueNumber = emu.createIssue({ repo: REPO, title: "Crash", body: "details", user: "alice" }).number;
    pullNumber = (await emu.createPull({ repo: REPO, title: "x = 2", head: "feature", user: "alice" })).number;
  });

  afterAll(async () => {
    await emu?.close();
  });

  it("issue_comment created on an issue", () => {
    const comment = emu.addComment({ repo: REPO, issue: issueNumber, body: "/agent fix the crash", user: "alice" });
    const payload = emu.events.issueComment({ repo: REPO, commentId: comment.id });
    expect(validate("issue-comment-created", payload)).toEqual([]);
    expect(validate("issue-comment-created", { ...payload, comment: { body: 1 } })).not.toEqual([]);
    expect(payload.comment.body).toBe("/agent fix the crash");
    expect(payload.issue.pull_request).toBeUndefined();
    expect(payload.sender.login).toBe("alice");
  });

  it("issue_comment created on a pull request carries issue.pull_request", () => {
    const comment = emu.addComment({ repo: REPO, issue: pullNumber, body: "/agent rename x", user: "alice" });
    const payload = emu.events.issueComment({ repo: REPO, commentId: comment.id });
    expect(validate("issue-comment-created", payload)).toEqual([]);
    expect(payload.issue.pull_request?.url).toContain(`/pulls/${pullNumber}`);
  });

  it("issue_comment edited has changes.body.from", () => {
    const comment = emu.addComment({ repo: REPO, issue: issueNumber, body: "/agent now", user: "alice" });
    const payload = emu.events.issueComment({
      repo: REPO,
      commentId: comment.id,
      action: "edited",
      previousBody: "before",
    });
    expect(validate("issue-comment-edited", payload)).toEqual([]);
    expect(payload.changes).toEqual({ body: { from: "before" } });
  });

  it("pull_request_review submitted and pull_request_review_comment created", async () => {
    const { review, comments } = await emu.addReview({
      repo: REPO,
      pull: pullNumber,
      user: "alice",
      body: "/agent please fix",
      state: "CHANGES_REQUESTED",
      comments: [{ path: "src/app.js", line: 1, body: "should be 3" }],
    });
    const submitted = await emu.events.pullRequestReview({ repo: REPO, reviewId: review.id });
    expect(validate("pull-request-review-submitted", submitted)).toEqual([]);
    expect(submitted.review.state).toBe("CHANGES_REQUESTED");
    expect(submitted.pull_request.head.ref).toBe("feature");

    const created = await emu.events.pullRequestReviewComment({ repo: REPO, commentId: comments[0].id });
    expect(validate("pull-request-review-comment-created", created)).toEqual([]);
    expect(created.comment.diff_hunk).toContain("+export const x = 2;");
  });

  it("workflow_dispatch with inputs, and schedule with its cron line", () => {
    const dispatch = emu.events.workflowDispatch({ repo: REPO, sender: "alice", inputs: { prompt: "update deps" } });
    expect(validate("workflow-dispatch", dispatch)).toEqual([]);
    const schedule = emu.events.schedule({ repo: REPO, cron: "0 4 * * 1" });
    expect(schedule).toMatchObject({ schedule: "0 4 * * 1", repository: { full_name: REPO } });
  });

  it("issues labeled/assigned and pull_request labeled/assigned, with the label or assignee applied first", async () => {
    const labeled = emu.events.issues({
      repo: REPO,
      issue: issueNumber,
      action: "labeled",
      label: "agent",
      sender: "alice",
    });
    expect(validate("issues-labeled", labeled)).toEqual([]);
    expect(labeled.issue.labels?.map((l) => (typeof l === "string" ? l : l.name))).toContain("agent");
    const unlabeled = emu.events.issues({
      repo: REPO,
      issue: issueNumber,
      action: "unlabeled",
      label: "agent",
      sender: "alice",
    });
    expect(validate("issues-unlabeled", unlabeled)).toEqual([]);
    expect(unlabeled.issue.labels).toEqual([]);
    const assigned = emu.events.issues({
      repo: REPO,
      issue: issueNumber,
      action: "assigned",
      assignee: "alice",
      sender: "alice",
    });
    expect(validate("issues-assigned", assigned)).toEqual([]);
    expect(assigned.issue.assignees?.map((a) => a?.login)).toEqual(["alice"]);
    const pr = await emu.events.pullRequest({
      repo: REPO,
      pull: pullNumber,
      action: "labeled",
      label: "agent",
      sender: "alice",
    });
    expect(validate("pull-request-labeled", pr)).toEqual([]);
    const prAssigned = await emu.events.pullRequest({
      repo: REPO,
      pull: pullNumber,
      action: "assigned",
      assignee: "alice",
      sender: "alice",
    });
    expect(validate("pull-request-assigned", prAssigned)).toEqual([]);
  });

  it("pull_request opened, synchronize and ready_for_review (GitHub's deliveries, this pull request in them)", async () => {
    for (const action of ["opened", "synchronize", "ready_for_review"] as const) {
      const payload = await emu.events.pullRequestUpdate({
        repo: REPO,
        pull: pullNumber,
        action,
        before: "0".repeat(40),
        sender: "alice",
      });
      expect(validate(`pull-request-${action.replace(/_/g, "-")}`, payload), action).toEqual([]);
      expect(payload.pull_request.number).toBe(pullNumber);
    }
  });

  it("workflow_run completed, on a pull request's head and from a fork", async () => {
    const run = await emu.events.workflowRun({ repo: REPO, pull: pullNumber, runId: 777, actor: "alice" });
    expect(validate("workflow-run-completed", run)).toEqual([]);
    expect(run.workflow_run.pull_requests).toHaveLength(1);
    const fork = await emu.events.workflowRun({
      repo: REPO,
      pull: pullNumber,
      runId: 778,
      actor: "alice",
      fork: "mallory/demo",
    });
    expect(validate("workflow-run-completed", fork)).toEqual([]);
    expect(fork.workflow_run.pull_requests).toEqual([]);
  });
});
