import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOctokit, retryDelay, type RetryInfo, type RetryOptions } from "../../src/github/octokit.js";
import { startGitHubEmulator, type GitHubEmulator } from "../fakes/github/emulator.mjs";

const owner = "octo";
const repo = "demo";
const REPO = `${owner}/${repo}`;

describe("createOctokit retries against the GitHub emulator", () => {
  let emu: GitHubEmulator;
  let issueNumber: number;
  let waits: number[];
  let retries: RetryInfo[];

  /** Records the waits instead of sleeping them, so the tests prove the policy without depending on the clock. */
  function client(retry: RetryOptions = {}, token = "ghs_bot") {
    return createOctokit({
      token,
      baseUrl: emu.apiUrl,
      retry: {
        baseDelayMs: 10,
        sleep: async (ms) => {
          waits.push(ms);
        },
        onRetry: (info) => retries.push(info),
        ...retry,
      },
    });
  }
  const commentPosts = () => emu.restRequests({ method: "POST", path: `/repos/${REPO}/issues/${issueNumber}/comments` });

  beforeAll(async () => {
    emu = await startGitHubEmulator();
    emu.addToken("ghs_bot", "github-actions[bot]");
    emu.addToken("ghs_readonly", "github-actions[bot]", { permissions: { issues: "read", pull_requests: "read", contents: "read" } });
    await emu.createRepo({ owner, name: repo, files: { "README.md": "x" }, permissions: { "github-actions[bot]": "write" } });
  });

  afterAll(async () => {
    await emu?.close();
  });

  beforeEach(() => {
    issueNumber = emu.createIssue({ repo: REPO, title: "Retry me", user: "octo" }).number;
    emu.clearRequests();
    emu.clearFaults();
    waits = [];
    retries = [];
  });

  it("retries a 502 on comment creation and posts the comment exactly once", async () => {
    emu.failNext({ method: "POST", path: /\/comments$/, status: 502 });
    const { data, status } = await client().rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: "progress" });
    expect(status).toBe(201);
    expect(data.body).toBe("progress");
    expect(commentPosts().map((r) => r.status)).toEqual([502, 201]);
    expect(emu.issueComments(REPO, issueNumber)).toHaveLength(1);
    expect(retries).toEqual([expect.objectContaining({ attempt: 1, status: 502, reason: "server_error", method: "POST" })]);
  });

  it("backs off exponentially from the base delay across repeated server errors", async () => {
    emu.failNext({ method: "POST", path: /\/comments$/, status: 503, times: 3 });
    await client({ maxAttempts: 4 }).rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: "x" });
    expect(waits).toEqual([10, 20, 40]);
    expect(commentPosts().map((r) => r.status)).toEqual([503, 503, 503, 201]);
  });

  it("waits for retry-after on a 403 secondary rate limit, then succeeds", async () => {
    emu.failNext({ method: "POST", path: /\/comments$/, kind: "secondary-rate-limit", retryAfter: 3 });
    const { status } = await client().rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: "x" });
    expect(status).toBe(201);
    expect(waits).toEqual([3000]);
    expect(retries[0]).toMatchObject({ status: 403, reason: "secondary_rate_limit" });
    expect(commentPosts().map((r) => r.status)).toEqual([403, 201]);
  });

  it("really sleeps a one-second retry-after with the default sleep", async () => {
    emu.failNext({ method: "POST", path: /\/comments$/, kind: "secondary-rate-limit", retryAfter: 1 });
    const octokit = createOctokit({ token: "ghs_bot", baseUrl: emu.apiUrl, retry: { onRetry: (info) => retries.push(info) } });
    const { status } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: "x" });
    expect(status).toBe(201);
    expect(retries.map((r) => r.waitMs)).toEqual([1000]);
    expect(commentPosts()).toHaveLength(2);
  });

  it("honours retry-after on a 429 too", async () => {
    emu.failNext({ method: "GET", kind: "secondary-rate-limit", status: 429, retryAfter: 2 });
    await client().rest.issues.get({ owner, repo, issue_number: issueNumber });
    expect(waits).toEqual([2000]);
  });

  it("waits until x-ratelimit-reset when the primary rate limit is used up", async () => {
    emu.failNext({ method: "GET", kind: "rate-limit", resetAfter: 5 });
    await client().rest.issues.get({ owner, repo, issue_number: issueNumber });
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(3000);
    expect(waits[0]).toBeLessThanOrEqual(6000);
    expect(retries[0].reason).toBe("rate_limit");
  });

  it("waits at least a minute after a secondary rate limit without retry-after", async () => {
    emu.failNext({ method: "GET", kind: "secondary-rate-limit", retryAfter: null });
    await client({ maxDelayMs: 120_000 }).rest.issues.get({ owner, repo, issue_number: issueNumber });
    expect(waits).toEqual([60_000]);
  });

  it("retries a dropped connection", async () => {
    emu.failNext({ method: "GET", path: `/repos/${REPO}/issues/${issueNumber}`, kind: "reset" });
    const { data } = await client().rest.issues.get({ owner, repo, issue_number: issueNumber });
    expect(data.number).toBe(issueNumber);
    expect(retries).toHaveLength(1);
  });

  it("never retries 422 body too long: one request, GitHub's error surfaces", async () => {
    const error = await client()
      .rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: "y".repeat(70_000) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, message: expect.stringContaining("body is too long (maximum is 65536 characters)") });
    expect(commentPosts()).toHaveLength(1);
    expect(retries).toEqual([]);
  });

  it("never retries 404, 401 or a 403 that is a permission answer", async () => {
    await expect(client().rest.issues.get({ owner, repo, issue_number: 9999 })).rejects.toMatchObject({ status: 404 });
    await expect(client({}, "ghs_unknown").rest.issues.get({ owner, repo, issue_number: issueNumber })).rejects.toMatchObject({ status: 401 });
    await expect(client({}, "ghs_readonly").rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: "x" })).rejects.toMatchObject({
      status: 403,
    });
    expect(emu.restRequests()).toHaveLength(3);
    expect(retries).toEqual([]);
  });

  it("gives up after maxAttempts with the last error", async () => {
    emu.failNext({ method: "POST", path: /\/comments$/, status: 502, times: 5 });
    await expect(client({ maxAttempts: 3 }).rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: "x" })).rejects.toMatchObject({ status: 502 });
    expect(commentPosts()).toHaveLength(3);
    expect(emu.issueComments(REPO, issueNumber)).toHaveLength(0);
    expect(emu.pendingFaults()).toEqual([expect.objectContaining({ status: 502, remaining: 2 })]);
  });

  it("fails at once when retry-after is longer than it is willing to wait", async () => {
    emu.failNext({ method: "POST", path: /\/comments$/, kind: "secondary-rate-limit", retryAfter: 3600 });
    await expect(client({ maxDelayMs: 60_000 }).rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: "x" })).rejects.toMatchObject({
      status: 403,
    });
    expect(waits).toEqual([]);
    expect(commentPosts()).toHaveLength(1);
  });

  it("stops when the waits of one request would pass maxTotalWaitMs", async () => {
    emu.failNext({ method: "POST", path: /\/comments$/, kind: "secondary-rate-limit", retryAfter: 30, times: 3 });
    await expect(
      client({ maxTotalWaitMs: 50_000 }).rest.issues.createComment({ owner, repo, issue_number: issueNumber, body: "x" }),
    ).rejects.toMatchObject({ status: 403 });
    expect(waits).toEqual([30_000]);
    expect(commentPosts()).toHaveLength(2);
  });
});

describe("retryDelay", () => {
  const error = (status: number, headers: Record<string, string> = {}, message = "") => ({ status, message, response: { headers } });

  it("reads retry-after given as an HTTP date", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(retryDelay(error(403, { "retry-after": "Wed, 01 Jan 2025 00:00:10 GMT" }), 1, 1000, now)).toEqual({ waitMs: 10_000, reason: "secondary_rate_limit" });
  });

  it("ignores x-ratelimit-reset while requests remain: that 403 is a permission answer", () => {
    expect(retryDelay(error(403, { "x-ratelimit-remaining": "4999", "x-ratelimit-reset": "9999999999" }, "Resource not accessible by integration"), 1, 1000)).toBeUndefined();
  });

  it("does not retry what is not an HTTP error", () => {
    expect(retryDelay(new Error("boom"), 1, 1000)).toBeUndefined();
    expect(retryDelay("nope", 1, 1000)).toBeUndefined();
  });
});
