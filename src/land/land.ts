// After the loop: commit what the agent changed, scan everything the push would publish, push without force,
// and open or update the pull request. Whatever the loop's stop reason (a budget included), finished work is
// committed and pushed; only a secret in the changes stops the push, and then the commit stays local.
// Landing takes plain data (what the request, the checkout, the loop and the checks said) and a narrow
// interface for the pull-request calls: it knows nothing of the event, the loop or Octokit.
import type { Policy } from "../policy/schema.js";
import { collectDiff, commitWorkspace, noreplyIdentity } from "./commit.js";
import { pushBranch } from "./push.js";
import { landThroughApi, type ApiLandResult, type GitDataApi } from "./git-data.js";
import { describeFindings, scanForSecrets } from "./secret-scan.js";
import { openOrUpdatePullRequest, type PullRequestApi } from "./pull-request.js";
import { renderPullRequestBody, renderPullRequestTitle } from "../report/pr-body.js";
import type { Redactor } from "../report/redact.js";
import type { RunStats } from "../report/stats.js";
import { neutralizePlainText } from "../report/neutralize.js";

/** What landing reads of the request (github/task's Task is one). */
export interface LandingTask {
  kind: "issue" | "pr" | "review" | "chore";
  instruction: string;
  repository: { owner: string; repo: string; fullName: string };
  requester: { login: string; id?: number };
  issueNumber?: number;
  prNumber?: number;
  subject?: { title: string };
  pullRequest?: { number: number; htmlUrl?: string };
}

/** Where the work goes (github/workspace's WorkspacePlan is one). */
export interface LandingTarget {
  branch: string;
  /** What a new PR targets. */
  base: string;
  /** own: the agent's branch, PR created or updated; pull-request: a same-repo PR's branch, push only;
   * linked: the agent's branch for a PR it may not push to, linked in the comment. */
  kind: "own" | "pull-request" | "linked";
  startSha: string;
  notes: string[];
}

/** How the loop ended (agent/loop's RunAgentResult is one). */
export interface LoopOutcome {
  stopReason: string;
  finalText: string;
}

/** The action's own checks on what lands (verify/session's LandingVerdict is one). */
export interface LandingChecks {
  /** The block for the pull request body. */
  block: string;
  ok: boolean;
  onFailure: Policy["verify"]["on_failure"];
}

export interface LandOptions {
  github: PullRequestApi & GitDataApi;
  workspace: string;
  task: LandingTask;
  plan: LandingTarget;
  result: LoopOutcome;
  stats: RunStats;
  draft: boolean;
  labels: string[];
  secretValues: readonly string[];
  redact: Redactor;
  serverUrl: string;
  token: string;
  defaultBranch: string;
  trigger: string;
  runUrl?: string;
  /** The action's own checks on what lands (policy `verify`); undefined when none ran. */
  checked?: LandingChecks;
  /** git: push the local commits; api: re-create them through GitHub's Git Data API, which signs them for an
   * App's token. From the workflow's input, never from the repository. */
  commitSigning?: "git" | "api";
}

export interface LandResult {
  branch: string;
  commitSha?: string;
  pushed: boolean;
  prUrl?: string;
  prNumber?: number;
  /** Why nothing was pushed although there were changes (a secret, a refused or failed push). */
  refusal?: string;
  notes: string[];
}

const BUDGETS: Record<string, string> = {
  max_turns: "turn limit",
  max_tool_calls: "tool-call limit",
  max_tokens: "token limit",
  max_cost_usd: "cost limit",
  timeout: "time limit",
};

export async function landChanges(opts: LandOptions): Promise<LandResult> {
  const { task, plan, result } = opts;
  const notes = [...plan.notes];
  const base: LandResult = { branch: plan.branch, pushed: false, notes };
  const message = commitMessage(task, result, opts.trigger);
  const sha = await commitWorkspace({
    repoDir: opts.workspace,
    message,
    coAuthor: noreplyIdentity(task.requester.login, task.requester.id),
    baseSha: plan.startSha,
  });
  if (!sha) return base;

  const prText = {
    kind: task.kind,
    instruction: task.instruction,
    issueNumber: task.issueNumber,
    issueTitle: task.subject?.title,
    requester: task.requester.login,
    summary: result.finalText,
    stats: opts.stats,
    budgetStop: BUDGETS[result.stopReason],
    runUrl: opts.runUrl,
    trigger: opts.trigger,
    repo: task.repository.fullName,
    redact: opts.redact,
    checks: opts.checked?.block,
  };
  // The raw (unredacted) PR text is scanned: redaction would hide exactly what the scan looks for.
  const identity = (s: string) => s;
  const failedChecks = opts.checked?.ok === false;
  const title = `${failedChecks && opts.checked?.onFailure === "draft" ? "[checks failed] " : ""}${renderPullRequestTitle({ ...prText, redact: identity })}`;
  const body = renderPullRequestBody({ ...prText, redact: identity });
  const changes = await collectDiff({ repoDir: opts.workspace, base: plan.startSha, head: sha });
  const findings = scanForSecrets(
    [
      ...changes.items,
      { label: "branch name", text: plan.branch },
      { label: "pull request title", text: title },
      { label: "pull request body", text: body },
    ],
    opts.secretValues,
  );
  if (findings.length > 0) {
    return {
      ...base,
      commitSha: sha,
      refusal: `Push refused: the changes contain what looks like a secret.\n${describeFindings(findings)
        .map((f) => `- ${f}`)
        .join("\n")}`,
    };
  }

  if (failedChecks && opts.checked?.onFailure === "no_push") {
    return {
      ...base,
      commitSha: sha,
      refusal:
        "Not pushed: the repository's checks failed (policy `verify.on_failure: no_push`); the commit was not published.",
    };
  }

  const push = {
    repoDir: opts.workspace,
    url: `${opts.serverUrl.replace(/\/$/, "")}/${task.repository.fullName}`,
    branch: plan.branch,
    token: opts.token,
    sha,
    baseSha: plan.startSha,
    defaultBranch: opts.defaultBranch,
  };
  const pushed: ApiLandResult =
    opts.commitSigning === "api"
      ? await landThroughApi({ ...push, api: opts.github, owner: task.repository.owner, repo: task.repository.repo })
      : await pushBranch(push);
  if (!pushed.ok) return { ...base, commitSha: sha, refusal: `Push failed: ${pushed.message}` };
  notes.push(...(pushed.notes ?? []));
  if (pushed.rebased)
    notes.push(`\`${plan.branch}\` moved during the run; the agent's commits were replayed on top of it.`);

  const landed: LandResult = { ...base, commitSha: pushed.sha, pushed: true };
  if (plan.kind === "pull-request" && task.pullRequest) {
    return { ...landed, prNumber: task.pullRequest.number, prUrl: task.pullRequest.htmlUrl };
  }
  if (plan.kind === "linked") return landed;
  const pr = await openOrUpdatePullRequest(opts.github, {
    owner: task.repository.owner,
    repo: task.repository.repo,
    branch: plan.branch,
    base: plan.base,
    title: opts.redact(title),
    body: opts.redact(body),
    draft: opts.draft || result.stopReason in BUDGETS || (failedChecks && opts.checked?.onFailure === "draft"),
    labels: opts.labels,
  });
  return { ...landed, prNumber: pr.number, prUrl: pr.url };
}

/** Agent text in a commit message is neutralised like a comment: a closing keyword in a merged commit would
 * close an unrelated issue. */
function commitMessage(task: LandingTask, result: LoopOutcome, trigger: string): string {
  const subject =
    task.kind === "issue" && task.subject?.title
      ? `${task.subject.title} (#${task.issueNumber})`
      : task.kind === "chore"
        ? `chore: ${task.instruction.split("\n")[0]}`
        : task.instruction.split("\n")[0] || `Address review on #${task.prNumber}`;
  const allowClosing =
    task.kind === "issue" && task.issueNumber ? { issue: task.issueNumber, repo: task.repository.fullName } : undefined;
  const text = `${subject.slice(0, 100)}\n\n${result.finalText.trim().slice(0, 2_000)}`.trim();
  return neutralizePlainText(text, { trigger, allowClosing });
}
