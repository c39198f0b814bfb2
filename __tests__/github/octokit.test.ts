// The GitHub client against the GitHub emulator: what @octokit/plugin-retry and @octokit/plugin-throttling do with
// GitHub's hiccups and rate limits, as configured here. One second of a wait lasts 1 ms (msPerSecond), so the
// waits GitHub asks for are checked through onRetry without sleeping them; one test sleeps a real second.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createOctokit, type CreateOctokitOptions, type RetryInfo } from "../../src/github/octokit.js";
import { startGitHubEmulator, type GitHubEmulator } from "../fakes/github/emulator.mjs";

const owner = "octo";
const repo = "demo";
const REPO = `${owner}/${repo}`;

describe("createOctokit retries against the GitHub emulator", () => {
  let emu: GitHubEmulator;
  let issueNumber: number;
  let retries: RetryInfo[];

  function client(options: Partial<CreateOctokitOptions> = {}, token = "ghs_bot") {
    return createOctokit({
      token,
      baseUrl: emu.apiUrl,
      msPerSecond: 1,
      onRetry: (info) => retries.push(info),
      ...options,
    });
  }
  const commentPosts = () =>
    emu.restRequests({ method: "POST", path: `/repos/${REPO}/issues/${issueNumber}/comments` });
  const waits = () => retries.map((r) => r.waitMs);

  beforeAll(async () => {
    emu = await startGitHubEmulator();
    emu.addToken("ghs_bot", "github-actions[bot]");
    emu.addToken("ghs_readonly", "github-actions[bot]", {
      permissions: { issues: "read", pull_requests: "read", contents: "read" },
    });
    await emu.createRepo({
      owner,
      name: repo,
      files: { "README.md": "x" },
      permissions: { "github-actions[bot]": "write" },
    });
  });

  afterAll(async () => {
    await emu?.close();
  });

  beforeEach(() => {
    issueNumber = emu.createIssue({ repo: REPO, title: "Retry me", user: "octo" }).number;
    emu.clearRequests();
    emu.clearFaults();
    retries = [];
  });

  it("retries a 502 on comment creation and posts the comment exactly once", async () => {
    emu.failNext({ method: "POST", path: /\/comments$/, status: 502 });
    const { data, status } = await client().rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body: "progress",
    });
    expect(status).toBe(201);
    expect(data.body).toBe("progress");
    expect(commentPosts().map((r) => r.status)).toEqual([502, 201]);
    expect(emu.issueComments(REPO, issueNumber)).toHaveLength(1);
    expect(retries).toEqual([
      expect.objectContaining({ status: 502, waitMs: 1000, reason: "server_error", method: "POST" }),
    ]);
  });

  it("backs off (1, 4, 9 s) across repeated server errors", async () => {
    emu.failNext({ method: "POST", path: /\/comments$/, status: 503, times: 3 });
    await client().rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: "x" });
    expect(waits()).toEqual([1000, 4000, 9000]);
    expect(commentPosts().map((r) => r.status)).toEqual([503, 503, 503, 201]);
  });

  it("waits for retry-after on a 403 secondary rate limit, then succeeds", async () => {
    emu.failNext({ method: "POST", path: /\/comments$/, kind: "secondary-rate-limit", retryAfter: 3 });
    const { status } = await client().rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: "x" });
    expect(status).toBe(201);
    expect(retries).toEqual([
      expect.objectContaining({ waitMs: 3000, reason: "secondary_rate_limit", method: "POST" }),
    ]);
    expect(commentPosts().map((r) => r.status)).toEqual([403, 201]);
  });

  it("really sleeps a one-second retry-after at the default clock", async () => {
    emu.failNext({
      method: "GET",
      path: `/repos/${REPO}/issues/${issueNumber}`,
      kind: "secondary-rate-limit",
      retryAfter: 1,
    });
    const started = Date.now();
    const { status } = await client({ msPerSecond: undefined }).rest.issues.get({
      owner,
      repo,
      issue_number: issueNumber,
    });
    expect(status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(waits()).toEqual([1000]);
  });

  it("honours retry-after on a 429 too (not plugin-retry's backoff)", async () => {
    emu.failNext({ method: "GET", kind: "secondary-rate-limit", status: 429, retryAfter: 2 });
    await client().rest.issues.get({ owner, repo, issue_number: issueNumber });
    expect(retries).toEqual([expect.objectContaining({ waitMs: 2000, reason: "secondary_rate_limit" })]);
  });

  it("waits until x-ratelimit-reset when the primary rate limit is used up", async () => {
    emu.failNext({ method: "GET", kind: "rate-limit", resetAfter: 5 });
    await client().rest.issues.get({ owner, repo, issue_number: issueNumber });
    expect(waits()).toHaveLength(1);
    expect(waits()[0]).toBeGreaterThan(3000);
    expect(waits()[0]).toBeLessThanOrEqual(7000);
    expect(retries[0].reason).toBe("rate_limit");
  });

  it("waits a minute after a secondary rate limit without retry-after", async () => {
    emu.failNext({ method: "GET", kind: "secondary-rate-limit", retryAfter: null });
    await client().rest.issues.get({ owner, repo, issue_number: issueNumber });
    expect(waits()).toEqual([60_000]);
  });

  it("retries a dropped connection", async () => {
    emu.failNext({ method: "GET", path: `/repos/${REPO}/issues/${issueNumber}`, kind: "reset" });
    const { data } = await client().rest.issues.get({ owner, repo, issue_number: issueNumber });
    expect(data.number).toBe(issueNumber);
    expect(retries).toEqual([expect.objectContaining({ reason: "server_error" })]);
  });

  it("never retries 422 body too long: one request, GitHub's error surfaces", async () => {
    const error = await client()
      .rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: "y".repeat(70_000) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 422,
      message: expect.stringContaining("body is too long (maximum is 65536 characters)"),
    });
    expect(commentPosts()).toHaveLength(1);
    expect(retries).toEqual([]);
  });

  it("never retries 404, 401 or a 403 that is a permission answer", async () => {
    await expect(client().rest.issues.get({ owner, repo, issue_number: 9999 })).rejects.toMatchObject({ status: 404 });
    await expect(
      client({}, "ghs_unknown").rest.issues.get({ owner, repo, issue_number: issueNumber }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      client({}, "ghs_readonly").rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: "x" }),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect(emu.restRequests()).toHaveLength(3);
    expect(retries).toEqual([]);
  });

  it("gives up after three retries with the last error", async () => {
    emu.failNext({ method: "POST", path: /\/comments$/, status: 502, times: 5 });
    await expect(
      client().rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: "x" }),
    ).rejects.toMatchObject({ status: 502 });
    expect(commentPosts()).toHaveLength(4);
    expect(emu.issueComments(REPO, issueNumber)).toHaveLength(0);
    expect(emu.pendingFaults()).toEqual([expect.objectContaining({ status: 502, remaining: 1 })]);
  });

  it("fails at once when retry-after is longer than it is willing to wait", async () => {
    emu.failNext({ method: "POST", path: /\/comments$/, kind: "secondary-rate-limit", retryAfter: 3600 });
    await expect(
      client().rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: "x" }),
    ).rejects.toMatchObject({ status: 403 });
    expect(retries).toEqual([]);
    expect(commentPosts()).toHaveLength(1);
  });

  it("keeps a failed request's line off stderr and hands it to onRequestFailed", async () => {
    const stderr = vi.spyOn(console, "error");
    const lines: string[] = [];
    try {
      const absent = { owner, repo, path: ".github/agent-policy.yml" };
      await expect(client().rest.repos.getContent(absent)).rejects.toMatchObject({ status: 404 });
      await expect(client({ onRequestFailed: (l) => lines.push(l) }).rest.repos.getContent(absent)).rejects.toThrow();
      expect(stderr).not.toHaveBeenCalled();
    } finally {
      stderr.mockRestore();
    }
    expect(lines).toEqual([
      expect.stringMatching(/^GET \/repos\/octo\/demo\/contents\/\.github%2Fagent-policy\.yml - 404 /),
    ]);
  });
});
