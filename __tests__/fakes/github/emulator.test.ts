import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOctokit, type Octokit } from "../../../src/github/octokit.js";
import { startGitHubEmulator, type GitHubEmulator, type Snapshot } from "./emulator.mjs";

const REPO = "octo/demo";
const owner = "octo";
const repo = "demo";

describe("GitHub emulator REST API through the real Octokit", () => {
  let emu: GitHubEmulator;
  let bot: Octokit;
  let alice: Octokit;

  beforeAll(async () => {
    emu = await startGitHubEmulator();
    emu.addToken("ghs_bot", "github-actions[bot]");
    emu.addToken("ghp_alice", "alice");
    emu.addToken("ghp_mallory", "mallory");
    emu.addUser("triager");
    await emu.createRepo({
      owner,
      name: repo,
      files: {
        "README.md": "# demo\n",
        "src/app.js": "export const x = 1;\n",
        ".github/agent-policy.yml": "bash:\n  allow: []\n",
      },
      permissions: { "github-actions[bot]": "write", alice: "maintain", triager: "triage" },
      protectedBranches: ["main"],
    });
    await emu
      .git(REPO)
      .commit({ branch: "feature", from: "main", files: { "src/app.js": "export const x = 2;\n" }, message: "Bump x" });
    bot = createOctokit({ token: "ghs_bot", baseUrl: emu.apiUrl, msPerSecond: 1 });
    alice = createOctokit({ token: "ghp_alice", baseUrl: emu.apiUrl, msPerSecond: 1 });
  });

  afterAll(async () => {
    await emu?.close();
  });

  it("answers GET /repos/{owner}/{repo} with the default branch and the viewer's permissions", async () => {
    const { data } = await bot.rest.repos.get({ owner, repo });
    expect(data.default_branch).toBe("main");
    expect(data.full_name).toBe(REPO);
    expect(data.permissions).toMatchObject({ push: true, admin: false });
  });

  it("refuses requests without a token or with an unknown one", async () => {
    const anonymous = await fetch(`${emu.apiUrl}/repos/${REPO}`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { message: string }).message).toBe("Requires authentication");
    const stranger = createOctokit({ token: "ghp_nobody", baseUrl: emu.apiUrl, msPerSecond: 1 });
    await expect(stranger.rest.repos.get({ owner, repo })).rejects.toMatchObject({
      status: 401,
      message: expect.stringContaining("Bad credentials"),
    });
  });

  it("reports collaborator permissions as GitHub does: maintain reads as write in the legacy field", async () => {
    const perm = async (username: string) =>
      (await bot.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username })).data;
    expect(await perm("octo")).toMatchObject({ permission: "admin", role_name: "admin" });
    expect(await perm("alice")).toMatchObject({ permission: "write", role_name: "maintain" });
    expect(await perm("github-actions[bot]")).toMatchObject({ permission: "write", role_name: "write" });
    expect(await perm("triager")).toMatchObject({ permission: "read", role_name: "triage" });
    expect(await perm("mallory")).toMatchObject({ permission: "read", role_name: "read" });
    await expect(perm("ghost-user")).rejects.toMatchObject({ status: 404 });
  });

  it("refuses GET /user for an installation token and answers it for a user token", async () => {
    await expect(bot.rest.users.getAuthenticated()).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining("Resource not accessible by integration"),
    });
    const { data } = await alice.rest.users.getAuthenticated();
    expect(data.login).toBe("alice");
  });

  it("creates, reads, lists and edits issue comments with the author's login and type", async () => {
    const issue = emu.createIssue({ repo: REPO, title: "Crash on start", body: "It crashes.", user: "alice" });
    const { data: trigger } = await alice.rest.issues.createComment({
      owner,
      repo,
      issue_number: issue.number,
      body: "/agent fix it",
    });
    expect(trigger.user).toMatchObject({ login: "alice", type: "User" });
    expect(trigger.author_association).toBe("COLLABORATOR");

    const { data: progress, status } = await bot.rest.issues.createComment({
      owner,
      repo,
      issue_number: issue.number,
      body: "Working…",
    });
    expect(status).toBe(201);
    expect(progress.user).toMatchObject({ login: "github-actions[bot]", type: "Bot" });
    expect(progress.performed_via_github_app?.slug).toBe("github-actions");
    expect(progress.html_url).toBe(`${emu.serverUrl}/${REPO}/issues/${issue.number}#issuecomment-${progress.id}`);

    const { data: edited } = await bot.rest.issues.updateComment({
      owner,
      repo,
      comment_id: progress.id,
      body: "Done.",
    });
    expect(edited.body).toBe("Done.");
    const { data: fetched } = await bot.rest.issues.getComment({ owner, repo, comment_id: progress.id });
    expect(fetched.body).toBe("Done.");
    const { data: list } = await bot.rest.issues.listComments({ owner, repo, issue_number: issue.number });
    expect(list.map((c) => c.body)).toEqual(["/agent fix it", "Done."]);
    expect(emu.issue(REPO, issue.number).comments).toBe(2);
  });

  it("does not let a user edit someone else's comment", async () => {
    const issue = emu.createIssue({ repo: REPO, title: "x", user: "alice" });
    const comment = emu.addComment({ repo: REPO, issue: issue.number, body: "mine", user: "alice" });
    const mallory = createOctokit({ token: "ghp_mallory", baseUrl: emu.apiUrl, msPerSecond: 1 });
    await expect(
      mallory.rest.issues.updateComment({ owner, repo, comment_id: comment.id, body: "pwned" }),
    ).rejects.toMatchObject({ status: 404 });
    expect(emu.issueComments(REPO, issue.number)[0].body).toBe("mine");
  });

  it("pages issue comments with per_page, page and a Link header that paginate() follows", async () => {
    const issue = emu.createIssue({ repo: REPO, title: "Long thread", user: "alice" });
    for (let i = 1; i <= 7; i++)
      emu.addComment({ repo: REPO, issue: issue.number, body: `comment ${i}`, user: i % 2 ? "alice" : "mallory" });
    const first = await bot.rest.issues.listComments({ owner, repo, issue_number: issue.number, per_page: 3 });
    expect(first.data.map((c) => c.body)).toEqual(["comment 1", "comment 2", "comment 3"]);
    expect(first.headers.link).toContain('rel="next"');
    expect(first.headers.link).toContain("page=3");
    const last = await bot.rest.issues.listComments({ owner, repo, issue_number: issue.number, per_page: 3, page: 3 });
    expect(last.data.map((c) => c.body)).toEqual(["comment 7"]);
    expect(last.headers.link).not.toContain('rel="next"');
    const all = await bot.paginate(bot.rest.issues.listComments, {
      owner,
      repo,
      issue_number: issue.number,
      per_page: 2,
    });
    expect(all).toHaveLength(7);
  });

  it("rejects a 70,000-character comment with GitHub's 422 and stores nothing", async () => {
    const issue = emu.createIssue({ repo: REPO, title: "Big", user: "alice" });
    const error = await bot.rest.issues
      .createComment({ owner, repo, issue_number: issue.number, body: "x".repeat(70_000) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422 });
    const data = (error as { response: { data: { message: string; errors: { message: string }[] } } }).response.data;
    expect(data.message).toBe("Validation Failed");
    expect(data.errors[0].message).toBe("body is too long (maximum is 65536 characters)");
    expect(emu.issueComments(REPO, issue.number)).toHaveLength(0);
    const { data: ok, status } = await bot.rest.issues.createComment({
      owner,
      repo,
      issue_number: issue.number,
      body: "é".repeat(65_536),
    });
    expect(status).toBe(201);

    // Editing a comment (the progress comment) and writing a pull request body are held to the same limit.
    await expect(
      bot.rest.issues.updateComment({ owner, repo, comment_id: ok.id, body: "z".repeat(65_537) }),
    ).rejects.toMatchObject({ status: 422 });
    expect(emu.issueComments(REPO, issue.number)[0].body).toBe("é".repeat(65_536));
    await expect(
      bot.rest.pulls.create({ owner, repo, title: "Huge", head: "feature", base: "main", body: "b".repeat(65_537) }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it("adds reactions to issue comments, issues and review comments; a repeat answers 200 with the same reaction", async () => {
    const issue = emu.createIssue({ repo: REPO, title: "React", user: "alice" });
    const comment = emu.addComment({ repo: REPO, issue: issue.number, body: "/agent go", user: "alice" });
    const first = await bot.rest.reactions.createForIssueComment({
      owner,
      repo,
      comment_id: comment.id,
      content: "eyes",
    });
    expect(first.status).toBe(201);
    const again = await bot.rest.reactions.createForIssueComment({
      owner,
      repo,
      comment_id: comment.id,
      content: "eyes",
    });
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(first.data.id);
    expect(emu.reactions({ repo: REPO, commentId: comment.id }).map((r) => [r.content, r.user?.login])).toEqual([
      ["eyes", "github-actions[bot]"],
    ]);
    const { data: fetched } = await bot.rest.issues.getComment({ owner, repo, comment_id: comment.id });
    expect(fetched.reactions).toMatchObject({ total_count: 1, eyes: 1 });

    await bot.rest.reactions.createForIssue({ owner, repo, issue_number: issue.number, content: "rocket" });
    expect(emu.reactions({ repo: REPO, issue: issue.number }).map((r) => r.content)).toEqual(["rocket"]);
    // "party" is not a reaction GitHub knows; the cast only gets it past Octokit's types.
    const party = "party" as "eyes";
    await expect(
      bot.rest.reactions.createForIssueComment({ owner, repo, comment_id: comment.id, content: party }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it("creates a pull request from a branch, lists it by owner:branch, and refuses a duplicate", async () => {
    const { data: pr, status } = await bot.rest.pulls.create({
      owner,
      repo,
      title: "Bump x",
      head: "feature",
      base: "main",
      body: "Fixes #1",
      draft: true,
    });
    expect(status).toBe(201);
    expect(pr).toMatchObject({
      draft: true,
      state: "open",
      body: "Fixes #1",
      head: { ref: "feature", label: "octo:feature" },
      base: { ref: "main" },
    });
    expect(pr.head.sha).toBe(await emu.git(REPO).resolve("feature"));
    expect(pr.user.login).toBe("github-actions[bot]");
    expect(pr.changed_files).toBe(1);

    const { data: byHead } = await bot.rest.pulls.list({ owner, repo, state: "open", head: "octo:feature" });
    expect(byHead.map((p) => p.number)).toEqual([pr.number]);
    const { data: none } = await bot.rest.pulls.list({ owner, repo, state: "open", head: "octo:nope" });
    expect(none).toEqual([]);
    const { data: closed } = await bot.rest.pulls.list({ owner, repo, state: "closed" });
    expect(closed).toEqual([]);

    const duplicate = await bot.rest.pulls
      .create({ owner, repo, title: "Again", head: "feature", base: "main" })
      .catch((e: unknown) => e);
    expect(duplicate).toMatchObject({ status: 422 });
    expect(JSON.stringify((duplicate as { response: { data: unknown } }).response.data)).toContain(
      "A pull request already exists for octo:feature.",
    );

    const { data: updated } = await bot.rest.pulls.update({
      owner,
      repo,
      pull_number: pr.number,
      body: "Fixes #1\n\nStats",
    });
    expect(updated.body).toBe("Fixes #1\n\nStats");
    const { data: asIssue } = await bot.rest.issues.get({ owner, repo, issue_number: pr.number });
    expect(asIssue.pull_request?.url).toBe(`${emu.apiUrl}/repos/${REPO}/pulls/${pr.number}`);
  });

  it("opens one pull request when two runs race to open the same one", async () => {
    await emu.git(REPO).commit({ branch: "raced-pr", from: "main", files: { "r.txt": "r\n" }, message: "Race" });
    const results = await Promise.allSettled([
      bot.rest.pulls.create({ owner, repo, title: "One", head: "raced-pr", base: "main" }),
      bot.rest.pulls.create({ owner, repo, title: "Two", head: "raced-pr", base: "main" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { status: 422 } });
    expect((await emu.pulls(REPO, { state: "open" })).filter((p) => p.head.ref === "raced-pr")).toHaveLength(1);
  });

  it("notes that a head filter without owner: is ignored, as GitHub ignores it", async () => {
    emu.clearRequests();
    const { data } = await bot.rest.pulls.list({ owner, repo, head: "feature" });
    expect(data.length).toBeGreaterThan(0);
    expect(emu.restRequests({ method: "GET", path: `/repos/${REPO}/pulls` })[0].notes?.[0]).toContain(
      "GitHub ignores it",
    );
  });

  it("refuses pull requests whose head is missing or has no commits over the base", async () => {
    await expect(
      bot.rest.pulls.create({ owner, repo, title: "t", head: "missing", base: "main" }),
    ).rejects.toMatchObject({ status: 422 });
    await emu.git(REPO).createBranch("same-as-main", "main");
    const error = await bot.rest.pulls
      .create({ owner, repo, title: "t", head: "same-as-main", base: "main" })
      .catch((e: unknown) => e);
    expect(JSON.stringify((error as { response: { data: unknown } }).response.data)).toContain(
      "No commits between main and same-as-main",
    );
  });

  it("serves reviews, a review's comments with their diff hunk, and replies into the thread", async () => {
    await emu.git(REPO).commit({
      branch: "review-me",
      from: "main",
      files: { "src/app.js": "export const x = 1;\nexport const y = 2;\n" },
      message: "Add y",
    });
    const pr = await emu.createPull({ repo: REPO, title: "Add y", head: "review-me", user: "alice" });
    const { review, comments } = await emu.addReview({
      repo: REPO,
      pull: pr.number,
      user: "alice",
      body: "/agent address these",
      state: "CHANGES_REQUESTED",
      comments: [{ path: "src/app.js", line: 2, body: "y should be 3" }],
    });
    expect(comments[0].diff_hunk).toBe("@@ -1 +1,2 @@\n export const x = 1;\n+export const y = 2;");

    const { data: reviews } = await bot.rest.pulls.listReviews({ owner, repo, pull_number: pr.number });
    expect(reviews.map((r) => [r.id, r.state, r.body])).toEqual([
      [review.id, "CHANGES_REQUESTED", "/agent address these"],
    ]);
    const { data: one } = await bot.rest.pulls.getReview({ owner, repo, pull_number: pr.number, review_id: review.id });
    expect(one.commit_id).toBe(pr.head.sha);
    const { data: reviewComments } = await bot.rest.pulls.listCommentsForReview({
      owner,
      repo,
      pull_number: pr.number,
      review_id: review.id,
    });
    expect(reviewComments.map((c) => [c.path, c.line, c.body])).toEqual([["src/app.js", 2, "y should be 3"]]);

    const { data: reply, status } = await bot.rest.pulls.createReplyForReviewComment({
      owner,
      repo,
      pull_number: pr.number,
      comment_id: comments[0].id,
      body: "Fixed in abc123.",
    });
    expect(status).toBe(201);
    expect(reply).toMatchObject({
      in_reply_to_id: comments[0].id,
      path: "src/app.js",
      user: { login: "github-actions[bot]" },
    });
    const { data: thread } = await bot.rest.pulls.listReviewComments({ owner, repo, pull_number: pr.number });
    expect(thread.map((c) => c.body)).toEqual(["y should be 3", "Fixed in abc123."]);
    // The review's own comment list does not grow: a reply belongs to a new review, as on GitHub.
    const { data: stillOne } = await bot.rest.pulls.listCommentsForReview({
      owner,
      repo,
      pull_number: pr.number,
      review_id: review.id,
    });
    expect(stillOne).toHaveLength(1);

    await bot.rest.reactions.createForPullRequestReviewComment({
      owner,
      repo,
      comment_id: comments[0].id,
      content: "eyes",
    });
    expect(emu.reactions({ repo: REPO, reviewCommentId: comments[0].id }).map((r) => r.content)).toEqual(["eyes"]);
  });

  it("reads files and directories at a ref through the contents API, raw or base64", async () => {
    const { data: file } = await bot.rest.repos.getContent({ owner, repo, path: "src/app.js", ref: "feature" });
    expect(Array.isArray(file)).toBe(false);
    if (Array.isArray(file) || file.type !== "file") throw new Error("expected a file");
    expect(Buffer.from(file.content, "base64").toString()).toBe("export const x = 2;\n");
    const { data: main } = await bot.rest.repos.getContent({ owner, repo, path: "src/app.js", ref: "main" });
    if (Array.isArray(main) || main.type !== "file") throw new Error("expected a file");
    expect(Buffer.from(main.content, "base64").toString()).toBe("export const x = 1;\n");

    const raw = await bot.rest.repos.getContent({
      owner,
      repo,
      path: ".github/agent-policy.yml",
      mediaType: { format: "raw" },
    });
    expect(raw.data as unknown as string).toBe("bash:\n  allow: []\n");

    const { data: dir } = await bot.rest.repos.getContent({ owner, repo, path: "" });
    expect(Array.isArray(dir) && dir.map((e) => `${e.type}:${e.path}`).sort()).toEqual([
      "dir:.github",
      "dir:src",
      "file:README.md",
    ]);
    await expect(bot.rest.repos.getContent({ owner, repo, path: "nope.txt" })).rejects.toMatchObject({ status: 404 });
    await expect(
      bot.rest.repos.getContent({ owner, repo, path: "README.md", ref: "no-such-ref" }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("reports refs and branches from the bare repository, protection included", async () => {
    const { data: ref } = await bot.rest.git.getRef({ owner, repo, ref: "heads/feature" });
    expect(ref.object.sha).toBe(await emu.git(REPO).resolve("feature"));
    await expect(bot.rest.git.getRef({ owner, repo, ref: "heads/none" })).rejects.toMatchObject({ status: 404 });
    const { data: matching } = await bot.rest.git.listMatchingRefs({ owner, repo, ref: "heads/feat" });
    expect(matching.map((r) => r.ref)).toEqual(["refs/heads/feature"]);
    const { data: branch } = await bot.rest.repos.getBranch({ owner, repo, branch: "main" });
    expect(branch).toMatchObject({ name: "main", protected: true });
    const { data: featureBranch } = await bot.rest.repos.getBranch({ owner, repo, branch: "feature" });
    expect(featureBranch.protected).toBe(false);
    expect(featureBranch.commit.commit.message).toBe("Bump x");
  });

  it("creates and moves refs through the API, refusing non-fast-forwards and protected branches", async () => {
    const mainSha = (await emu.git(REPO).resolve("main"))!;
    const featureSha = (await emu.git(REPO).resolve("feature"))!;
    await bot.rest.git.createRef({ owner, repo, ref: "refs/heads/api-made", sha: featureSha });
    expect(await emu.git(REPO).resolve("api-made")).toBe(featureSha);
    await expect(bot.rest.git.updateRef({ owner, repo, ref: "heads/api-made", sha: mainSha })).rejects.toMatchObject({
      status: 422,
    });
    await bot.rest.git.updateRef({ owner, repo, ref: "heads/api-made", sha: mainSha, force: true });
    expect(await emu.git(REPO).resolve("api-made")).toBe(mainSha);
    await expect(bot.rest.git.updateRef({ owner, repo, ref: "heads/main", sha: featureSha })).rejects.toMatchObject({
      status: 422,
    });
    expect(await emu.git(REPO).resolve("main")).toBe(mainSha);
  });

  it("adds, replaces and removes issue labels", async () => {
    const issue = emu.createIssue({ repo: REPO, title: "Labels", user: "alice" });
    const { data: added } = await bot.rest.issues.addLabels({
      owner,
      repo,
      issue_number: issue.number,
      labels: ["agent", "bug"],
    });
    expect(added.map((l) => l.name)).toEqual(["agent", "bug"]);
    await bot.rest.issues.removeLabel({ owner, repo, issue_number: issue.number, name: "bug" });
    expect(emu.issue(REPO, issue.number).labels.map((l) => (typeof l === "string" ? l : l.name))).toEqual(["agent"]);
    const { data: set } = await bot.rest.issues.setLabels({
      owner,
      repo,
      issue_number: issue.number,
      labels: ["chore"],
    });
    expect(set.map((l) => l.name)).toEqual(["chore"]);
  });

  it("limits an installation token to its workflow permissions", async () => {
    emu.addToken("ghs_readonly", "github-actions[bot]", {
      permissions: { contents: "read", issues: "read", pull_requests: "read" },
    });
    const readonly = createOctokit({ token: "ghs_readonly", baseUrl: emu.apiUrl, msPerSecond: 1 });
    const issue = emu.createIssue({ repo: REPO, title: "Scoped", user: "alice" });
    await expect(
      readonly.rest.issues.createComment({ owner, repo, issue_number: issue.number, body: "hi" }),
    ).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining("Resource not accessible by integration"),
    });
    const { data } = await readonly.rest.issues.get({ owner, repo, issue_number: issue.number });
    expect(data.title).toBe("Scoped");
  });

  it("hides a private repository from a token without access", async () => {
    await emu.createRepo({ owner: "octo", name: "secret", private: true, files: { "a.txt": "a" } });
    const mallory = createOctokit({ token: "ghp_mallory", baseUrl: emu.apiUrl, msPerSecond: 1 });
    await expect(mallory.rest.repos.get({ owner, repo: "secret" })).rejects.toMatchObject({ status: 404 });
    emu.setPermission("octo/secret", "alice", "read");
    const { data } = await alice.rest.repos.get({ owner, repo: "secret" });
    expect(data.private).toBe(true);
  });

  it("exposes its whole state as JSON for subprocess tests", async () => {
    const response = await fetch(`${emu.url}/_emulator/state`);
    const state = (await response.json()) as Snapshot;
    expect(state.repos[REPO].default_branch).toBe("main");
    expect(state.repos[REPO].branches.feature).toBe(await emu.git(REPO).resolve("feature"));
    expect(state.repos[REPO].pulls.length).toBeGreaterThan(0);
    expect(state.repos[REPO].comments.some((c) => c.body === "Done.")).toBe(true);
  });
});

describe("GitHub emulator fault injection", () => {
  let emu: GitHubEmulator;

  beforeAll(async () => {
    emu = await startGitHubEmulator();
    emu.addToken("ghs_bot", "github-actions[bot]");
    await emu.createRepo({
      owner,
      name: repo,
      files: { "README.md": "x" },
      permissions: { "github-actions[bot]": "write" },
    });
    emu.createIssue({ repo: REPO, title: "Flaky", user: "octo" });
  });

  afterAll(async () => {
    await emu?.close();
  });

  const post = (body: string) =>
    fetch(`${emu.apiUrl}/repos/${REPO}/issues/1/comments`, {
      method: "POST",
      headers: { authorization: "token ghs_bot", "content-type": "application/json" },
      body: JSON.stringify({ body }),
    });

  it("fails the next matching request with the chosen error, then answers normally", async () => {
    emu.failNext({ method: "POST", path: /\/comments$/, status: 502 });
    expect((await post("one")).status).toBe(502);
    expect((await post("two")).status).toBe(201);
    expect(emu.issueComments(REPO, 1).map((c) => c.body)).toEqual(["two"]);
    const log = emu.restRequests({ method: "POST" });
    expect(log.map((r) => [r.status, r.fault])).toEqual([
      [502, "502"],
      [201, undefined],
    ]);
    expect(log[1].body).toEqual({ body: "two" });
  });

  it("sends GitHub's secondary rate limit: 403, retry-after, and its message", async () => {
    emu.failNext({ path: `/repos/${REPO}/issues/1/comments`, kind: "secondary-rate-limit", retryAfter: 7 });
    const response = await post("x");
    expect(response.status).toBe(403);
    expect(response.headers.get("retry-after")).toBe("7");
    expect(((await response.json()) as { message: string }).message).toContain("secondary rate limit");
  });

  it("sends a primary rate limit with x-ratelimit-remaining 0 and a reset time", async () => {
    emu.failNext({ kind: "rate-limit", resetAfter: 30 });
    const response = await post("x");
    expect(response.status).toBe(403);
    expect(response.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(Number(response.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000 + 20);
  });

  it("repeats a fault `times` times and accepts faults over HTTP for subprocess tests", async () => {
    const added = await fetch(`${emu.url}/_emulator/faults`, {
      method: "POST",
      body: JSON.stringify({ method: "POST", path: "/comments$", status: 503, times: 2 }),
    });
    expect(added.status).toBe(201);
    expect((await post("a")).status).toBe(503);
    expect((await post("b")).status).toBe(503);
    expect((await post("c")).status).toBe(201);
    expect(emu.pendingFaults()).toEqual([]);
  });

  it("delays a request and then answers it normally", async () => {
    emu.failNext({ method: "POST", path: /\/comments$/, kind: "delay", delayMs: 20 });
    expect((await post("slow")).status).toBe(201);
    expect(emu.pendingFaults()).toEqual([]);
  });

  it("runs a hook before the next matching request (e.g. to move a branch under the client)", async () => {
    let moved = "";
    emu.onNext({ method: "POST", path: /\/comments$/ }, async () => {
      moved = await emu
        .git(REPO)
        .commit({ branch: "main", files: { "other.txt": "someone else" }, message: "Concurrent change" });
    });
    expect((await post("after hook")).status).toBe(201);
    expect(await emu.git(REPO).resolve("main")).toBe(moved);
  });
});

describe("GitHub emulator Git Data API, written into the real bare repository", () => {
  let emu: GitHubEmulator;
  let bot: Octokit;
  let alice: Octokit;

  beforeAll(async () => {
    emu = await startGitHubEmulator();
    emu.addToken("ghs_bot", "github-actions[bot]");
    emu.addToken("ghp_alice", "alice");
    await emu.createRepo({
      owner,
      name: repo,
      files: {
        "README.md": "# demo\n",
        "old.txt": "going away\n",
        "run.sh": "#!/bin/sh\necho hi\n",
        "lib/keep.js": "export {};\n",
      },
      permissions: { "github-actions[bot]": "write", alice: "write" },
    });
    bot = createOctokit({ token: "ghs_bot", baseUrl: emu.apiUrl, msPerSecond: 1 });
    alice = createOctokit({ token: "ghp_alice", baseUrl: emu.apiUrl, msPerSecond: 1 });
  });

  afterAll(async () => {
    await emu?.close();
  });

  it("builds the same tree from blobs, modes, a symlink and deletions as git does for the same changes", async () => {
    const git = emu.git(REPO);
    const [main] = await git.log("main", { max: 1 });
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x0a]);
    const { data: blob } = await bot.rest.git.createBlob({
      owner,
      repo,
      content: binary.toString("base64"),
      encoding: "base64",
    });
    const { data: tree } = await bot.rest.git.createTree({
      owner,
      repo,
      base_tree: main.tree,
      tree: [
        { path: "old.txt", mode: "100644", type: "blob", sha: null },
        { path: "run.sh", mode: "100755", type: "blob", content: "#!/bin/sh\necho hi\n" },
        { path: "docs/link", mode: "120000", type: "blob", content: "../README.md" },
        { path: "assets/logo.png", mode: "100644", type: "blob", sha: blob.sha },
      ],
    });
    const viaGit = await git.commit({
      branch: "by-git",
      from: "main",
      files: {
        "old.txt": null,
        "run.sh": { content: "#!/bin/sh\necho hi\n", executable: true },
        "docs/link": { content: "../README.md", symlink: true },
        "assets/logo.png": binary,
      },
    });
    const [byGit] = await git.log(viaGit, { max: 1 });
    expect(tree.sha).toBe(byGit.tree);
    expect(await git.readFileBuffer(tree.sha, "assets/logo.png")).toEqual(binary);
  });

  it("signs a commit made by an installation token without author or committer, and not otherwise", async () => {
    const [main] = await emu.git(REPO).log("main", { max: 1 });
    const { data: signed } = await bot.rest.git.createCommit({
      owner,
      repo,
      message: "Signed by GitHub",
      tree: main.tree,
      parents: [main.sha],
    });
    expect(signed.verification).toMatchObject({ verified: true, reason: "valid" });
    expect(signed.author.email).toMatch(/^\d+\+github-actions\[bot\]@users\.noreply\.github\.com$/);
    expect(signed.committer).toMatchObject({ name: "GitHub", email: "noreply@github.com" });
    const [stored] = await emu.git(REPO).log(signed.sha, { max: 1 });
    expect(stored).toMatchObject({ tree: main.tree, parents: [main.sha], message: "Signed by GitHub" });

    const { data: authored } = await bot.rest.git.createCommit({
      owner,
      repo,
      message: "Custom author",
      tree: main.tree,
      parents: [main.sha],
      author: { name: "Someone", email: "someone@example.com" },
    });
    expect(authored.verification?.verified).toBe(false);
    const { data: byUser } = await alice.rest.git.createCommit({
      owner,
      repo,
      message: "User token",
      tree: main.tree,
      parents: [main.sha],
    });
    expect(byUser.verification?.verified).toBe(false);
  });

  it("refuses a ref update that is not a fast-forward after a concurrent change, and keeps that change", async () => {
    const git = emu.git(REPO);
    await git.createBranch("topic", "main");
    const [main] = await git.log("main", { max: 1 });
    const { data: ours } = await bot.rest.git.createCommit({
      owner,
      repo,
      message: "ours",
      tree: main.tree,
      parents: [main.sha],
    });
    // A push lands between our read of the branch and our update.
    emu.onNext({ method: "PATCH", path: /\/git\/refs\/heads(\/|%2F)topic$/ }, async () => {
      await git.commit({ branch: "topic", files: { "theirs.txt": "theirs\n" }, message: "theirs" });
    });
    await expect(
      bot.rest.git.updateRef({ owner, repo, ref: "heads/topic", sha: ours.sha, force: false }),
    ).rejects.toMatchObject({ status: 422, message: expect.stringContaining("not a fast forward") });
    expect(await git.readFile("topic", "theirs.txt")).toBe("theirs\n");
  });

  it("rejects unknown parents, trees and blob shas, and bad modes, with 422", async () => {
    const missing = "0".repeat(40);
    const [main] = await emu.git(REPO).log("main", { max: 1 });
    await expect(
      bot.rest.git.createCommit({ owner, repo, message: "x", tree: main.tree, parents: [missing] }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      bot.rest.git.createCommit({ owner, repo, message: "x", tree: missing, parents: [] }),
    ).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      bot.rest.git.createTree({ owner, repo, tree: [{ path: "a", mode: "100644", type: "blob", sha: missing }] }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      bot.rest.git.createTree({
        owner,
        repo,
        tree: [{ path: "a", mode: "100600" as "100644", type: "blob", content: "x" }],
      }),
    ).rejects.toMatchObject({ status: 422 });
  });
});
