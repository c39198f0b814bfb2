// The transcript upload through @actions/artifact against a loopback artifact backend that speaks its protocol
// (__tests__/fakes/artifact-service): the archive the backend receives unzips to the transcript files.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { uploadTranscriptArtifact } from "../../src/github/transcript-artifact.js";
import { writeTranscriptFiles, type TranscriptFile } from "../../src/report/transcript-files.js";
import { startArtifactService, type ArtifactService } from "../fakes/artifact-service/index.js";

const run = promisify(execFile);
const redact = (text: string) => text;
let dir: string;
let service: ArtifactService;
let files: TranscriptFile[];
let log: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "transcript-artifact-"));
  service = await startArtifactService();
  files = await writeTranscriptFiles({
    dir,
    runId: "77",
    trigger: "/agent",
    redact,
    events: [{ type: "assistant_text", at: new Date().toISOString(), turn: 1, text: "Fixed the discount rounding." }],
  });
});
afterAll(async () => {
  await service.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function captureLog(): void {
  log = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    log.push(String(chunk));
    return true;
  });
}

function runtimeEnv(): NodeJS.ProcessEnv {
  const env = {
    ACTIONS_RUNTIME_TOKEN: service.runtimeToken,
    ACTIONS_RESULTS_URL: service.url,
    GITHUB_JOB: "agent",
    GITHUB_SERVER_URL: "https://github.com",
  };
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  return { ...process.env, ...env };
}

describe("uploadTranscriptArtifact", () => {
  it("creates the artifact for this run and job, uploads the zip to the signed URL and finalizes it", async () => {
    captureLog();
    await uploadTranscriptArtifact(runtimeEnv(), files, redact);
    vi.restoreAllMocks();
    const artifact = service.artifacts.get("repo-agent-transcript-agent");
    expect(artifact?.finalized, log.join("")).toBeDefined();
    const create = service.requests.find((r) => r.path.endsWith("/CreateArtifact"));
    expect(create?.json).toMatchObject({
      workflow_run_backend_id: "run-4b1d",
      workflow_job_run_backend_id: "job-77aa",
      name: "repo-agent-transcript-agent",
    });
    // The blob store gets the signature, never the runtime token.
    const puts = service.requests.filter((r) => r.method === "PUT");
    expect(puts.length).toBeGreaterThan(0);
    expect(puts.every((r) => r.authorization === undefined)).toBe(true);
    expect(log.join("")).toMatch(
      /transcript uploaded as artifact "repo-agent-transcript-agent" \(id 4242, \d+ bytes, sha256:[0-9a-f]{64}\)/,
    );
  });

  it("the uploaded archive unzips to the transcript files", async () => {
    const zip = join(dir, "downloaded.zip");
    await writeFile(zip, service.artifacts.get("repo-agent-transcript-agent")?.blob ?? Buffer.alloc(0));
    const { stdout: listing } = await run("unzip", ["-Z1", zip]);
    expect(listing.trim().split("\n").sort()).toEqual(files.map((f) => f.name).sort());
    for (const f of files) {
      const { stdout } = await run("unzip", ["-p", zip, f.name]);
      expect(stdout).toBe(await readFile(f.path, "utf8"));
    }
  });

  it("says why it skipped when the runtime provides no artifact service", async () => {
    captureLog();
    await uploadTranscriptArtifact({ GITHUB_JOB: "agent" }, files, redact);
    expect(log.join("")).toContain(
      "transcript artifact not uploaded: the Actions runtime provides no artifact service here",
    );
  });

  it("warns, and does not throw, when the service refuses", async () => {
    captureLog();
    const env = runtimeEnv();
    vi.stubEnv("ACTIONS_RUNTIME_TOKEN", `${service.runtimeToken.split(".").slice(0, 2).join(".")}.forged`);
    vi.stubEnv("GITHUB_JOB", "again");
    await uploadTranscriptArtifact({ ...env, ACTIONS_RUNTIME_TOKEN: process.env.ACTIONS_RUNTIME_TOKEN }, files, redact);
    expect(log.join("")).toMatch(/::warning::could not upload the transcript artifact: .*CreateArtifact/);
    expect(service.artifacts.has("repo-agent-transcript-again")).toBe(false);
  }, 60_000);
});
