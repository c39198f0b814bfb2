// The transcript is uploaded as a workflow-run artifact when the Actions runtime provides the service (its
// token and ACTIONS_RESULTS_URL), using the artifact v4 protocol: CreateArtifact, the zip PUT to the signed
// URL, FinalizeArtifact with size and SHA-256. A fake results service stands in for GitHub's.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixDiscountScript, REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import { everythingPosted } from "./state.js";

const run$ = promisify(execFile);
const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
const RUNTIME_JWT = `${b64url({ alg: "RS256", typ: "JWT" })}.${b64url({ scp: "Actions.GenericRead:00000000 Actions.Results:run-4b1d:job-77aa", iss: "vstoken" })}.c2lnbmF0dXJlc2lnbmF0dXJl`;

interface Seen {
  method: string;
  path: string;
  auth?: string;
  json?: Record<string, unknown>;
  raw: Buffer;
}

async function startResultsService(): Promise<{ url: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks);
    const path = req.url ?? "";
    const entry: Seen = { method: req.method ?? "", path, auth: req.headers.authorization, raw };
    if (req.headers["content-type"] === "application/json") entry.json = JSON.parse(raw.toString("utf8"));
    seen.push(entry);
    const json = (body: unknown) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (path === "/twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact" && req.headers.authorization === `Bearer ${RUNTIME_JWT}`) return json({ ok: true, signed_upload_url: `${url}/blob/transcript.zip?sig=s3cr3t` });
    if (path.startsWith("/blob/") && req.method === "PUT" && req.headers["x-ms-blob-type"] === "BlockBlob") return res.writeHead(201).end();
    if (path === "/twirp/github.actions.results.api.v1.ArtifactService/FinalizeArtifact" && req.headers.authorization === `Bearer ${RUNTIME_JWT}`) return json({ ok: true, artifact_id: "4242" });
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { url, seen, server };
}

describe("the transcript as a workflow-run artifact", () => {
  let world: World;
  let run: ActionRun;
  let service: Awaited<ReturnType<typeof startResultsService>>;

  beforeAll(async () => {
    service = await startResultsService();
    world = await startWorld({ script: fixDiscountScript() });
    const issue = world.gh.createIssue({ repo: REPO, title: "Discounts are wrong", body: "", user: "maintainer" });
    const comment = world.gh.addComment({ repo: REPO, issue: issue.number, body: "/agent fix the failing test", user: "maintainer" });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
      env: { ACTIONS_RUNTIME_TOKEN: RUNTIME_JWT, ACTIONS_RESULTS_URL: `${service.url}/`, GITHUB_JOB: "agent" },
    });
  }, 120_000);
  afterAll(async () => {
    await world?.close();
    await new Promise((r) => service?.server.close(r));
  });

  it("creates the artifact for this run and job, named after the job", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const create = service.seen.find((s) => s.path.endsWith("/CreateArtifact"));
    expect(create?.path).toBe("/twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact");
    expect(create?.json).toEqual({ workflow_run_backend_id: "run-4b1d", workflow_job_run_backend_id: "job-77aa", name: "repo-agent-transcript-agent", version: 4 });
  });

  it("uploads a zip of the transcript files to the signed URL, without the runtime token", async () => {
    const put = service.seen.find((s) => s.method === "PUT");
    expect(put?.path).toBe("/blob/transcript.zip?sig=s3cr3t");
    expect(put?.auth).toBeUndefined();
    const zipPath = join(world.dir, "artifact.zip");
    await writeFile(zipPath, put?.raw ?? Buffer.alloc(0));
    const { stdout: listing } = await run$("unzip", ["-Z1", zipPath]);
    const names = listing.trim().split("\n").sort();
    expect(names).toEqual([expect.stringMatching(/^repo-agent-transcript-\d+\.jsonl$/), expect.stringMatching(/^repo-agent-transcript-\d+\.md$/)]);
    const md = names.find((n) => n.endsWith(".md")) ?? "";
    const { stdout: content } = await run$("unzip", ["-p", zipPath, md], { maxBuffer: 16 * 1024 * 1024 });
    expect(content).toBe(await readFile(run.outputs.transcript_path, "utf8"));
    await run$("unzip", ["-tq", zipPath]);
  });

  it("finalizes with the zip's size and SHA-256", () => {
    const put = service.seen.find((s) => s.method === "PUT");
    const finalize = service.seen.find((s) => s.path.endsWith("/FinalizeArtifact"));
    const raw = put?.raw ?? Buffer.alloc(0);
    expect(finalize?.json).toEqual({
      workflow_run_backend_id: "run-4b1d",
      workflow_job_run_backend_id: "job-77aa",
      name: "repo-agent-transcript-agent",
      size: String(raw.length),
      hash: `sha256:${createHash("sha256").update(raw).digest("hex")}`,
    });
    expect(run.stdout).toContain('transcript uploaded as artifact "repo-agent-transcript-agent"');
  });

  it("the runtime token appears in nothing posted and in no model request", async () => {
    expect((await everythingPosted(world)).join("\n")).not.toContain(RUNTIME_JWT.split(".")[1]);
    expect(world.model.requests.map((r) => r.text).join("\n")).not.toContain(RUNTIME_JWT.split(".")[1]);
  });
});

describe("without an artifact service", () => {
  let world: World;
  let run: ActionRun;

  beforeAll(async () => {
    world = await startWorld({ script: [{ text: "Nothing to do." }] });
    const issue = world.gh.createIssue({ repo: REPO, title: "Look", body: "", user: "maintainer" });
    const comment = world.gh.addComment({ repo: REPO, issue: issue.number, body: "/agent look", user: "maintainer" });
    run = await runAction(world, { eventName: "issue_comment", payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }) });
  }, 120_000);
  afterAll(async () => world?.close());

  it("skips the upload, says why, and still succeeds", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/transcript artifact not uploaded: the Actions runtime provides no artifact service here/);
    expect(run.outputs.transcript_path).toMatch(/\.md$/);
  });
});
