// The transcript files as a workflow-run artifact, uploaded by GitHub's own @actions/artifact (CreateArtifact on
// the results service, the zip to the signed blob URL, FinalizeArtifact). Loaded only after the loop, in a chunk
// of its own: its Azure blob client is large and the run needs it once, at the end. Never fails the run.
import * as core from "@actions/core";
import { dirname } from "node:path";
import type { TranscriptFile } from "../report/transcript-files.js";
import type { Redactor } from "../report/redact.js";
import { describeError } from "./progress.js";

export async function uploadTranscriptArtifact(
  env: NodeJS.ProcessEnv,
  files: readonly TranscriptFile[],
  redact: Redactor,
): Promise<void> {
  if (!env.ACTIONS_RUNTIME_TOKEN || !env.ACTIONS_RESULTS_URL) {
    core.info("repo-agent: transcript artifact not uploaded: the Actions runtime provides no artifact service here");
    return;
  }
  const name = artifactName(env);
  try {
    const { DefaultArtifactClient } = await import("@actions/artifact");
    const { id, size, digest } = await new DefaultArtifactClient().uploadArtifact(
      name,
      files.map((f) => f.path),
      dirname(files[0].path),
    );
    core.info(`repo-agent: transcript uploaded as artifact "${name}" (id ${id}, ${size} bytes, sha256:${digest})`);
  } catch (err) {
    core.warning(redact(`could not upload the transcript artifact: ${describeError(err)}`));
  }
}

/** Artifact names are unique per workflow run: name the job, and the attempt when the job is re-run. */
function artifactName(env: NodeJS.ProcessEnv): string {
  return [
    "repo-agent-transcript",
    env.GITHUB_JOB,
    env.GITHUB_RUN_ATTEMPT && env.GITHUB_RUN_ATTEMPT !== "1" ? `attempt-${env.GITHUB_RUN_ATTEMPT}` : undefined,
  ]
    .filter(Boolean)
    .join("-")
    .replace(/[^\w.-]+/g, "-");
}
