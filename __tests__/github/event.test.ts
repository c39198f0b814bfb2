import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EventError, parseGitHubEvent, parsePullRequest, readGitHubEvent } from "../../src/github/event.js";

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), "utf8"));

describe("parseGitHubEvent", () => {
  it("reads an issue comment on an issue", () => {
    const event = parseGitHubEvent("issue_comment", fixture("issue-comment-created"));
    expect(event).toMatchObject({
      name: "issue_comment",
      action: "created",
      repository: { owner: "octo-org", repo: "widgets", fullName: "octo-org/widgets", defaultBranch: "main" },
      actor: { login: "alice", id: 1001, type: "User" },
      comment: { id: 5001, htmlUrl: "https://github.com/octo-org/widgets/issues/12#issuecomment-5001" },
      issue: { number: 12, title: "Discount is applied twice", isPullRequest: false },
    });
  });

  it("reads a bot's comment with type Bot", () => {
    const event = parseGitHubEvent("issue_comment", fixture("issue-comment-bot"));
    expect(event).toMatchObject({ actor: { login: "renovate[bot]", type: "Bot" } });
  });

  it("tells a comment on a pull request by issue.pull_request", () => {
    const event = parseGitHubEvent("issue_comment", fixture("pr-comment-created"));
    expect(event.name === "issue_comment" && event.issue).toMatchObject({ number: 7, isPullRequest: true });
  });

  it("reads a submitted review with the PR's head and base", () => {
    const event = parseGitHubEvent("pull_request_review", fixture("pull-request-review-submitted"));
    expect(event).toMatchObject({
      name: "pull_request_review",
      action: "submitted",
      actor: { login: "alice" },
      review: { id: 80001, body: "/agent please address these", state: "changes_requested" },
      pullRequest: {
        number: 7,
        head: { ref: "feature/bulk", sha: "a".repeat(40), repoFullName: "octo-org/widgets" },
        base: { ref: "main", sha: "b".repeat(40), repoFullName: "octo-org/widgets" },
        isFork: false,
      },
    });
  });

  it("reads a review comment with its file, line and hunk, and marks a fork PR", () => {
    const event = parseGitHubEvent("pull_request_review_comment", fixture("pull-request-review-comment-created"));
    expect(event).toMatchObject({
      name: "pull_request_review_comment",
      comment: { id: 90001, path: "src/cart.js", line: 13, reviewId: 80002, side: "RIGHT" },
      pullRequest: { head: { repoFullName: "mallory/widgets", ref: "bulk" }, isFork: true },
    });
    expect(event.name === "pull_request_review_comment" && event.comment.diffHunk).toContain("applyDiscount");
  });

  it("treats a PR whose head repository was deleted as a fork", () => {
    const pr = fixture("pull-request-review-submitted").pull_request as Record<string, Record<string, unknown>>;
    expect(parsePullRequest({ ...pr, head: { ...pr.head, repo: null } }).isFork).toBe(true);
  });

  it("reads a schedule run, taking the actor from GITHUB_ACTOR", () => {
    const event = parseGitHubEvent("schedule", fixture("schedule"), { GITHUB_ACTOR: "alice" });
    expect(event).toMatchObject({
      name: "schedule",
      cron: "0 6 * * 1",
      actor: { login: "alice", type: "User" },
      repository: { fullName: "octo-org/widgets" },
    });
  });

  it("reads workflow_dispatch inputs.prompt", () => {
    const event = parseGitHubEvent("workflow_dispatch", fixture("workflow-dispatch"));
    expect(event).toMatchObject({
      name: "workflow_dispatch",
      prompt: "Update the changelog for the next release",
      actor: { login: "alice" },
    });
  });

  it("reports other events as unsupported instead of failing", () => {
    expect(parseGitHubEvent("push", { ref: "refs/heads/main" })).toEqual({
      name: "unsupported",
      eventName: "push",
      action: undefined,
    });
    expect(parseGitHubEvent("release", { action: "published" })).toMatchObject({
      name: "unsupported",
      action: "published",
    });
  });

  it("keeps unknown fields out of the way and fails clearly on missing ones", () => {
    const payload = fixture("issue-comment-created");
    expect(() => parseGitHubEvent("issue_comment", { ...payload, brand_new_field: { x: 1 } })).not.toThrow();
    const { comment: _dropped, ...noComment } = payload;
    expect(() => parseGitHubEvent("issue_comment", noComment)).toThrow(
      /issue_comment payload is missing or has a bad comment/,
    );
  });
});

describe("readGitHubEvent", () => {
  it("reads GITHUB_EVENT_NAME and the file at GITHUB_EVENT_PATH", async () => {
    const dir = await mkdtemp(join(tmpdir(), "event-"));
    try {
      const path = join(dir, "event.json");
      await writeFile(path, JSON.stringify(fixture("issue-comment-created")));
      const event = await readGitHubEvent({ GITHUB_EVENT_NAME: "issue_comment", GITHUB_EVENT_PATH: path });
      expect(event.name).toBe("issue_comment");
      await writeFile(path, "{not json");
      await expect(readGitHubEvent({ GITHUB_EVENT_NAME: "issue_comment", GITHUB_EVENT_PATH: path })).rejects.toThrow(
        /is not JSON/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("says it must run in a workflow when the variables are missing", async () => {
    await expect(readGitHubEvent({})).rejects.toBeInstanceOf(EventError);
    await expect(readGitHubEvent({ GITHUB_EVENT_NAME: "issue_comment" })).rejects.toThrow(
      /GITHUB_EVENT_PATH is not set/,
    );
  });
});
