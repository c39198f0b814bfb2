// Scenario 3: review autofix. A review whose body asks `/agent` with two line comments: the comments (file,
// line, diff hunk) become the task, the fixes are pushed to the PR's branch, and each thread gets one reply.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import { BOT, botComments, taskText } from "./state.js";

const VAT = "export const VAT_RATE = 0.2;\n\nexport function withVat(amount) {\n  return amount * 1.2;\n}\n";

describe("a review with /agent in its body", () => {
  let world: World;
  let run: ActionRun;
  let prNumber: number;
  let headBefore: string;
  let commentIds: number[];

  beforeAll(async () => {
    world = await startWorld({
      script: [
        { tools: [{ name: "read_file", input: { path: "src/vat.js" } }] },
        {
          tools: [
            {
              name: "edit_file",
              input: {
                path: "src/vat.js",
                old_string: "export const VAT_RATE = 0.2;",
                new_string: "/** The standard UK VAT rate. */\nexport const VAT_RATE = 0.2;",
              },
            },
            {
              name: "edit_file",
              input: {
                path: "src/vat.js",
                old_string: "  return amount * 1.2;",
                new_string: "  return amount * (1 + VAT_RATE);",
              },
            },
          ],
        },
        { text: "Documented `VAT_RATE` and used it in `withVat`." },
      ],
    });
    const git = world.gh.git(REPO);
    headBefore = await git.commit({
      branch: "feature/vat",
      from: "main",
      files: { "src/vat.js": VAT },
      message: "Add VAT helper",
    });
    const pr = await world.gh.createPull({ repo: REPO, title: "VAT helper", head: "feature/vat", user: "maintainer" });
    prNumber = pr.number;
    const { review, comments } = await world.gh.addReview({
      repo: REPO,
      pull: pr.number,
      user: "maintainer",
      state: "CHANGES_REQUESTED",
      body: "Two small things.\n\n/agent address these comments",
      comments: [
        { path: "src/vat.js", line: 1, body: "Say what this rate is." },
        { path: "src/vat.js", line: 4, body: "Use VAT_RATE here instead of the literal 1.2." },
      ],
    });
    commentIds = comments.map((c) => c.id);
    const payload = await world.gh.events.pullRequestReview({ repo: REPO, reviewId: review.id });
    // As GitHub: GITHUB_SHA is the PR's merge commit, which actions/checkout checks out.
    const mergeSha = (await world.gh.pull(REPO, pr.number)).merge_commit_sha ?? "";
    run = await runAction(world, {
      eventName: "pull_request_review",
      payload,
      ref: mergeSha,
      env: { GITHUB_SHA: mergeSha },
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("exits 0 with conclusion changed on the PR's branch", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("changed");
    expect(run.outputs.branch).toBe("feature/vat");
    expect(run.outputs.pr_number).toBe(String(prNumber));
  });

  it("gives the model each review comment with its file, line and diff hunk", () => {
    const first = world.model.requests[0].text;
    expect(first).toContain("Say what this rate is.");
    expect(first).toContain("Use VAT_RATE here instead of the literal 1.2.");
    expect(first).toContain("File: src/vat.js, line 1");
    expect(first).toContain("File: src/vat.js, line 4");
    expect(first).toContain("@@ ");
  });

  it("pushes both fixes as one commit on top of the PR's branch", async () => {
    const git = world.gh.git(REPO);
    expect((await git.branches())["feature/vat"]).toBe(run.outputs.commit_sha);
    const [commit] = await git.log("feature/vat", { max: 1 });
    expect(commit.parents).toEqual([headBefore]);
    const file = await git.readFile("feature/vat", "src/vat.js");
    expect(file).toContain("/** The standard UK VAT rate. */");
    expect(file).toContain("return amount * (1 + VAT_RATE);");
    expect((await world.gh.pulls(REPO, { state: "all" })).map((p) => p.number)).toEqual([prNumber]);
  });

  it("answers each review thread once, naming the commit", () => {
    const replies = world.gh.reviewComments(REPO, prNumber).filter((c) => c.user?.login === BOT);
    expect(replies.map((r) => r.in_reply_to_id).sort()).toEqual([...commentIds].sort());
    for (const reply of replies) expect(reply.body).toContain(run.outputs.commit_sha.slice(0, 7));
  });

  it("posts the run's comment in the PR conversation", () => {
    const ours = botComments(world, prNumber);
    expect(ours).toHaveLength(1);
    expect(ours[0].body).toContain("Changes pushed");
    expect(ours[0].body).toMatch(/<details><summary>Transcript/);
  });
});

describe("/agent in a review-comment thread", () => {
  let world: World;
  let run: ActionRun;
  let prNumber: number;
  let rootId: number;
  let triggerId: number;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        { tools: [{ name: "read_file", input: { path: "src/vat.js" } }] },
        {
          tools: [
            {
              name: "edit_file",
              input: {
                path: "src/vat.js",
                old_string: "  return amount * 1.2;",
                new_string: "  return amount * (1 + VAT_RATE);",
              },
            },
          ],
        },
        { text: "Used `VAT_RATE` in `withVat`." },
      ],
      users: { reviewer: "triage" },
    });
    const git = world.gh.git(REPO);
    await git.commit({ branch: "feature/vat", from: "main", files: { "src/vat.js": VAT }, message: "Add VAT helper" });
    const pr = await world.gh.createPull({ repo: REPO, title: "VAT helper", head: "feature/vat", user: "maintainer" });
    prNumber = pr.number;
    // Someone without write access asks for the change; the maintainer tells the agent to do it in the thread.
    const { comments } = await world.gh.addReview({
      repo: REPO,
      pull: pr.number,
      user: "reviewer",
      state: "COMMENTED",
      body: "",
      comments: [{ path: "src/vat.js", line: 4, body: "Use VAT_RATE here." }],
    });
    rootId = comments[0].id;
    world.gh.addToken("ghp_maintainerTOKEN", "maintainer", { kind: "user" });
    const res = await fetch(`${world.gh.apiUrl}/repos/${REPO}/pulls/${pr.number}/comments/${rootId}/replies`, {
      method: "POST",
      headers: { authorization: "token ghp_maintainerTOKEN", "content-type": "application/json" },
      body: JSON.stringify({ body: "/agent do what the reviewer says" }),
    });
    expect(res.status).toBe(201);
    triggerId = ((await res.json()) as { id: number }).id;
    const payload = await world.gh.events.pullRequestReviewComment({ repo: REPO, commentId: triggerId });
    run = await runAction(world, {
      eventName: "pull_request_review_comment",
      payload,
      ref: `refs/pull/${pr.number}/merge`,
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("pushes the fix to the PR's branch", async () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("changed");
    expect(run.outputs.branch).toBe("feature/vat");
    expect(await world.gh.git(REPO).readFile("feature/vat", "src/vat.js")).toContain("return amount * (1 + VAT_RATE);");
  });

  it("reacts to the review comment that asked", () => {
    expect(world.gh.reactions({ repo: REPO, reviewCommentId: triggerId }).map((r) => r.content)).toEqual(["eyes"]);
  });

  it("gives the model the thread, labelling the reviewer's permission", () => {
    const first = world.model.requests[0].text;
    expect(first).toContain("do what the reviewer says");
    expect(first).toContain("Use VAT_RATE here.");
    expect(taskText(world.model.requests[0])).toContain(
      '<untrusted source="review comment ' + rootId + '" author="@reviewer" permission="triage">',
    );
  });

  it("answers in each thread it addressed", () => {
    const replies = world.gh.reviewComments(REPO, prNumber).filter((c) => c.user?.login === BOT);
    // One thread (the reviewer's comment and the maintainer's reply in it): one answer, to its first comment.
    expect(replies.map((r) => r.in_reply_to_id)).toEqual([rootId]);
    expect(replies[0].body).toContain(run.outputs.commit_sha.slice(0, 7));
  });
});

describe("a review whose pull request got new commits before the run started", () => {
  let world: World;
  let run: ActionRun;
  let prNumber: number;
  let newHead: string;

  beforeAll(async () => {
    world = await startWorld({ script: [{ text: "This must never be asked." }] });
    const git = world.gh.git(REPO);
    await git.commit({ branch: "feature/vat", from: "main", files: { "src/vat.js": VAT }, message: "Add VAT helper" });
    const pr = await world.gh.createPull({ repo: REPO, title: "VAT helper", head: "feature/vat", user: "maintainer" });
    prNumber = pr.number;
    const { review } = await world.gh.addReview({
      repo: REPO,
      pull: pr.number,
      user: "maintainer",
      state: "CHANGES_REQUESTED",
      body: "/agent address this",
      comments: [{ path: "src/vat.js", line: 4, body: "Use VAT_RATE here." }],
    });
    // The event describes the PR as it was reviewed; by the time the job runs, someone has pushed again.
    const payload = await world.gh.events.pullRequestReview({ repo: REPO, reviewId: review.id });
    newHead = await git.commit({
      branch: "feature/vat",
      from: "feature/vat",
      files: { "src/vat.js": VAT.replace("0.2", "0.21") },
      message: "Change the rate",
    });
    const mergeSha = (await world.gh.pull(REPO, pr.number)).merge_commit_sha ?? "";
    run = await runAction(world, {
      eventName: "pull_request_review",
      payload,
      ref: mergeSha,
      env: { GITHUB_SHA: mergeSha },
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("fails before asking the model, and says why in the PR and in the log", () => {
    expect(run.code).not.toBe(0);
    expect(run.outputs.conclusion).toBe("failed");
    expect(world.model.requests).toHaveLength(0);
    const ours = botComments(world, prNumber);
    expect(ours).toHaveLength(1);
    expect(ours[0].body).toMatch(
      /changed after the review \([0-9a-f]{7} → [0-9a-f]{7}\); submit the request again on the new commits/,
    );
    expect(run.stdout + run.stderr).toMatch(/changed after the review/);
  });

  it("leaves the PR's branch as the pusher left it", async () => {
    expect((await world.gh.git(REPO).branches())["feature/vat"]).toBe(newHead);
  });
});
