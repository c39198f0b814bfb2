// "The CI is red, fix it": the failed check runs of a pull request's head, and the failing part of each GitHub
// Actions job's log — the lines around the first error, not the whole log (which can be 10 MB). The task lists
// the failed checks by name (one request at start-up); the logs are read on demand by the ci_logs tool through
// the CiLogSource made here. Job logs need `actions: read`; without it the tool says so.
import type { CiCheck, CiLogResult, CiLogSource } from "../tools/builtin/ci-logs.js";
import type { Octokit } from "./octokit.js";
import { statusOf } from "./permission.js";
import { stripInvisible } from "./sanitize.js";

const FAILED = new Set(["failure", "timed_out"]);
const MAX_CHECKS = 20;
const BEFORE = 30;
const AFTER = 20;
const MAX_EXCERPT_CHARS = 6_000;
// A step's error annotation, or the words test runners and compilers print first when something fails.
const FIRST_ERROR = /##\[error\]|\berror\b|\bFAIL(ED)?\b|\bfailed\b|✗|✖|Traceback/i;

/** The failed checks of `sha` and their logs, read with the job's token. The list is read once and shared by
 * the task and the tool. */
export function createCiLogSource(options: {
  octokit: Octokit;
  owner: string;
  repo: string;
  sha: string;
}): CiLogSource {
  const { octokit, owner, repo, sha } = options;
  let listed: Promise<CiCheck[]> | undefined;
  return {
    failedChecks: () => (listed ??= listFailedChecks(octokit, owner, repo, sha)),
    failingLog: (check) => jobLogExcerpt(octokit, owner, repo, check.id),
  };
}

async function listFailedChecks(octokit: Octokit, owner: string, repo: string, sha: string): Promise<CiCheck[]> {
  const { data } = await octokit.rest.checks.listForRef({ owner, repo, ref: sha, filter: "latest", per_page: 100 });
  return data.check_runs
    .filter((r) => r.conclusion !== null && FAILED.has(r.conclusion))
    .slice(0, MAX_CHECKS)
    .map((r) => ({
      id: r.id,
      name: stripInvisible(r.name),
      conclusion: r.conclusion ?? "failure",
      url: r.html_url ?? undefined,
      // Only GitHub Actions jobs have a log to read; a check run's id is its job's id.
      hasLog: r.app?.slug === "github-actions",
      note:
        r.app?.slug === "github-actions"
          ? undefined
          : stripInvisible(`${r.app?.name ?? "another app"}: ${r.output?.title ?? "no summary"}`),
    }));
}

async function jobLogExcerpt(octokit: Octokit, owner: string, repo: string, jobId: number): Promise<CiLogResult> {
  try {
    const { data } = await octokit.rest.actions.downloadJobLogsForWorkflowRun({ owner, repo, job_id: jobId });
    return { ok: true, excerpt: logExcerpt(typeof data === "string" ? data : String(data)) };
  } catch (err) {
    const status = statusOf(err);
    // GitHub answers 403 to a token without `actions: read`, and 404 to one that cannot see the job at all.
    if (status === 403 || status === 404)
      return {
        ok: false,
        reason: "permission",
        message: `The job's log could not be read (GitHub answered ${status}): the workflow's token needs \`actions: read\` — a maintainer adds it to the workflow's \`permissions:\`. Work from the check's name and the code instead.`,
      };
    return { ok: false, reason: "error", message: `The job's log could not be read: ${(err as Error).message}` };
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

/** The failed checks as the task lists them: names only, and how to read their logs. */
export function renderFailedChecks(checks: CiCheck[]): string {
  const lines = checks.map(
    (c) => `- "${c.name}" (${c.conclusion})${c.url ? ` ${c.url}` : ""}${c.hasLog ? "" : ` — ${c.note}`}`,
  );
  const hint = checks.some((c) => c.hasLog)
    ? "\n\nRead the failing part of a job's log with the ci_logs tool (load it with tool_search)."
    : "";
  return `${lines.join("\n")}${hint}`;
}
