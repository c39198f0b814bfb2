// The transcript is uploaded as a workflow-run artifact when the Actions runtime provides the service (its
// token and ACTIONS_RESULTS_URL), by @actions/artifact: CreateArtifact, the zip to the signed blob URL,
// FinalizeArtifact with size and SHA-256. A loopback backend speaking that protocol stands in for GitHub's.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixDiscountScript, REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import { everythingPosted } from "./state.js";
import { startArtifactService, type ArtifactService } from "../fakes/artifact-service/index.js";

const run$ = promisify(execFile);

describe("the transcript as a workflow-run artifact", () => {
  let world: World;
  let run: ActionRun;
  let service: ArtifactService;

  beforeAll(async () => {
    service = await startArtifactService();
    world = await startWorld({ script: fixDiscountScript() });
    const issue = world.gh.createIssue({ repo: REPO, title: "Discounts are wrong", body: "", user: "maintainer" });
    const comment = world.gh.addComment({
      repo: REPO,
      issue: issue.number,
      body: "/agent fix the failing test",
      user: "maintainer",
    });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
      env: {
        ACTIONS_RUNTIME_TOKEN: service.runtimeToken,
        ACTIONS_RESULTS_URL: service.url,
        GITHUB_JOB: "agent",
        // @actions/artifact refuses GitHub Enterprise Server, which it recognizes by any host but github.com, *.ghe.com
        // and *.localhost: the emulator is addressed as github.localhost (git resolves *.localhost to loopback).
        GITHUB_SERVER_URL: world.gh.serverUrl.replace("127.0.0.1", "github.localhost"),
      },
    });
  }, 120_000);
  afterAll(async () => {
    await world?.close();
    await service?.close();
  });

  it("creates the artifact for this run and job, named after the job", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const create = service.requests.find((r) => r.path.endsWith("/CreateArtifact"));
    expect(create?.path).toBe("/twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact");
    expect(create?.json).toMatchObject({
      workflow_run_backend_id: "run-4b1d",
      workflow_job_run_backend_id: "job-77aa",
      name: "repo-agent-transcript-agent",
    });
  });

  it("uploads a zip of the transcript files to the signed URL, without the runtime token", async () => {
    const puts = service.requests.filter((r) => r.method === "PUT");
    expect(puts.length).toBeGreaterThan(0);
    expect(puts.every((r) => r.authorization === undefined && r.query.sig)).toBe(true);
    const zipPath = join(world.dir, "artifact.zip");
    await writeFile(zipPath, service.artifacts.get("repo-agent-transcript-agent")?.blob ?? Buffer.alloc(0));
    const { stdout: listing } = await run$("unzip", ["-Z1", zipPath]);
    const names = listing.trim().split("\n").sort();
    expect(names).toEqual([
      expect.stringMatching(/^repo-agent-transcript-\d+\.jsonl$/),
      expect.stringMatching(/^repo-agent-transcript-\d+\.md$/),
    ]);
    const md = names.find((n) => n.endsWith(".md")) ?? "";
    const { stdout: content } = await run$("unzip", ["-p", zipPath, md], { maxBuffer: 16 * 1024 * 1024 });
    expect(content).toBe(await readFile(run.outputs.transcript_path, "utf8"));
    await run$("unzip", ["-tq", zipPath]);
  });

  it("finalizes with the zip's size and SHA-256", () => {
    const blob = service.artifacts.get("repo-agent-transcript-agent")?.blob ?? Buffer.alloc(0);
    const finalize = service.requests.find((r) => r.path.endsWith("/FinalizeArtifact"));
    expect(finalize?.json).toMatchObject({
      workflow_run_backend_id: "run-4b1d",
      workflow_job_run_backend_id: "job-77aa",
      name: "repo-agent-transcript-agent",
      size: String(blob.length),
      hash: `sha256:${createHash("sha256").update(blob).digest("hex")}`,
    });
    expect(run.stdout).toContain('transcript uploaded as artifact "repo-agent-transcript-agent"');
  });

  it("the runtime token appears in nothing posted and in no model request", async () => {
    const claims = service.runtimeToken.split(".")[1];
    expect((await everythingPosted(world)).join("\n")).not.toContain(claims);
    expect(world.model.requests.map((r) => r.text).join("\n")).not.toContain(claims);
  });
});

describe("without an artifact service", () => {
  let world: World;
  let run: ActionRun;

  beforeAll(async () => {
    world = await startWorld({ script: [{ text: "Nothing to do." }] });
    const issue = world.gh.createIssue({ repo: REPO, title: "Look", body: "", user: "maintainer" });
    const comment = world.gh.addComment({ repo: REPO, issue: issue.number, body: "/agent look", user: "maintainer" });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("skips the upload, says why, and still succeeds", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /transcript artifact not uploaded: the Actions runtime provides no artifact service here/,
    );
    expect(run.outputs.transcript_path).toMatch(/\.md$/);
  });
});
