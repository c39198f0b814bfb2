// "The CI is red, fix it": the failed check runs of a pull request's head, with the failing part of each
// GitHub Actions job's log — the lines around the first error, not the whole log (which can be 10 MB). Read with
// the job's token; the job logs need `actions: read`, and when the token lacks it the task says so instead.
import type { Octokit } from "./octokit.js";
import { statusOf } from "./permission.js";
import { stripInvisible } from "./sanitize.js";

export interface FailedCheck {
  name: string;
  conclusion: string;
  htmlUrl?: string;
  /** The failing part of the job's log, or why it is not shown. */
  excerpt: string;
}

const FAILED = new Set(["failure", "timed_out"]);
const MAX_CHECKS = 3;
const BEFORE = 30;
const AFTER = 20;
const MAX_EXCERPT_CHARS = 6_000;
// A step's error annotation, or the words test runners and compilers print first when something fails.
const FIRST_ERROR = /##\[error\]|\berror\b|\bFAIL(ED)?\b|\bfailed\b|✗|✖|Traceback/i;

export async function failedChecks(options: {
  octokit: Octokit;
  owner: string;
  repo: string;
  sha: string;
}): Promise<FailedCheck[]> {
  const { octokit, owner, repo, sha } = options;
  const { data } = await octokit.rest.checks.listForRef({ owner, repo, ref: sha, filter: "latest", per_page: 100 });
  const failed = data.check_runs.filter((r) => r.conclusion !== null && FAILED.has(r.conclusion)).slice(0, MAX_CHECKS);
  const out: FailedCheck[] = [];
  for (const run of failed) {
    const base = { name: run.name, conclusion: run.conclusion ?? "failure", htmlUrl: run.html_url ?? undefined };
    // Only GitHub Actions jobs have a log to read; a check run's id is its job's id.
    if (run.app?.slug !== "github-actions") {
      out.push({
        ...base,
        excerpt: `(reported by ${run.app?.name ?? "another app"}: ${run.output?.title ?? "no log"})`,
      });
      continue;
    }
    out.push({ ...base, excerpt: await jobLogExcerpt(octokit, owner, repo, run.id) });
  }
  return out;
}

async function jobLogExcerpt(octokit: Octokit, owner: string, repo: string, jobId: number): Promise<string> {
  try {
    const { data } = await octokit.rest.actions.downloadJobLogsForWorkflowRun({ owner, repo, job_id: jobId });
    return logExcerpt(typeof data === "string" ? data : String(data));
  } catch (err) {
    const status = statusOf(err);
    if (status === 403 || status === 404)
      return "(the log could not be read: the token needs `actions: read` — add it to the workflow's permissions)";
    return `(the log could not be read: ${(err as Error).message})`;
  }
}

/** The lines around the first error of a job log (timestamps dropped), or its last lines when none looks like one. */
export function logExcerpt(log: string): string {
  const lines = stripInvisible(log)
    .split("\n")
    .map((l) => l.replace(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z ?/, ""));
  const first = lines.findIndex((l) => FIRST_ERROR.test(l));
  const [from, to] =
    first === -1
      ? [Math.max(0, lines.length - BEFORE - AFTER), lines.length]
      : [Math.max(0, first - BEFORE), Math.min(lines.length, first + AFTER + 1)];
  let text = lines.slice(from, to).join("\n").trim();
  if (text.length > MAX_EXCERPT_CHARS) text = text.slice(0, MAX_EXCERPT_CHARS) + "\n…";
  const where =
    first === -1
      ? `the last ${to - from} lines`
      : `lines ${from + 1}–${to} of ${lines.length}, around the first error (line ${first + 1})`;
  return `${where}:\n${text}`;
}

/** The failed checks as the task shows them. */
export function renderFailedChecks(checks: FailedCheck[]): string {
  return checks
    .map((c) => `Check "${c.name}" (${c.conclusion})${c.htmlUrl ? ` ${c.htmlUrl}` : ""}\n${c.excerpt}`)
    .join("\n\n");
}
