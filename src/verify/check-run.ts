// The checks' outcome as a check run on the pushed commit, so branch protection and the PR's checks list see the
// action's own result. A token without `checks: write` (GitHub's default for a workflow that lists its
// permissions without it) gets a 403: that is said once in the comment, never a failed run.
import { CHECK_RUN_NAME, renderCheckRunOutput, type ChecksBlockOptions } from "./render.js";
import type { VerifyReport } from "./run.js";

/** The one GitHub call the checks make; an Octokit is one. Declared here so verify/ never imports github/. */
export interface CheckRunApi {
  rest: {
    checks: {
      create(params: {
        owner: string;
        repo: string;
        name: string;
        head_sha: string;
        status: "completed";
        conclusion: "success" | "failure";
        completed_at: string;
        details_url?: string;
        output: ReturnType<typeof renderCheckRunOutput>;
      }): Promise<unknown>;
    };
  };
}

export interface CheckRunTarget {
  owner: string;
  repo: string;
  headSha: string;
  detailsUrl?: string;
}

/** Creates the completed check run. Returns a note for the comment when there is none, else undefined. */
export async function publishCheckRun(
  octokit: CheckRunApi,
  target: CheckRunTarget,
  report: VerifyReport,
  o: ChecksBlockOptions,
): Promise<string | undefined> {
  try {
    await octokit.rest.checks.create({
      owner: target.owner,
      repo: target.repo,
      name: CHECK_RUN_NAME,
      head_sha: target.headSha,
      status: "completed",
      conclusion: report.ok ? "success" : "failure",
      completed_at: new Date().toISOString(),
      ...(target.detailsUrl ? { details_url: target.detailsUrl } : {}),
      output: renderCheckRunOutput(report, o),
    });
    return undefined;
  } catch (err) {
    const status = (err as { status?: unknown }).status;
    if (status === 403)
      return `No \`${CHECK_RUN_NAME}\` check run on the commit: the workflow token lacks \`checks: write\` (add it to the workflow's \`permissions:\`).`;
    return `No \`${CHECK_RUN_NAME}\` check run on the commit: GitHub answered ${typeof status === "number" ? status : (err as Error).message}.`;
  }
}
