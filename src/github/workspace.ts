// Puts the checkout on the branch the work belongs to, before the agent starts: the issue's or chore's own
// branch (continued when it already exists), the PR's branch for same-repository PRs, or a branch here for fork
// PRs (the workflow token cannot push to a fork). The token travels only in git's environment, and the
// checkout's own copy of it is removed first so the agent's commands cannot find it.
import { driverOverrides, git, removeCheckoutToken, tokenConfig, type GitRunOptions } from "../land/git.js";
import { choreBranch, isValidBranchName, issueBranch, slugify } from "../land/branch.js";
import type { ActionInputs } from "./inputs.js";
import type { Octokit } from "./octokit.js";
import type { Task } from "./task.js";

export interface WorkspacePlan {
  /** Where the work is pushed. */
  branch: string;
  /** What a new PR targets. */
  base: string;
  /** own: the agent's branch, PR created or updated; pull-request: a same-repo PR's branch, push only;
   * linked: the agent's branch here for a PR it may not push to (a fork's, the default or a protected branch),
   * linked in the comment. */
  kind: "own" | "pull-request" | "linked";
  /** The commit the agent starts from. */
  startSha: string;
  /** The branch already existed on the remote: this run continues it. */
  continued: boolean;
  notes: string[];
}

export interface PrepareOptions {
  workspace: string;
  task: Task;
  inputs: Pick<ActionInputs, "branchPrefix" | "baseBranch">;
  defaultBranch: string;
  token: string;
  serverUrl: string;
  octokit: Octokit;
  /** GITHUB_SHA: the commit the event is about. The checkout must be at it (or at the PR's head or merge). */
  eventSha?: string;
}

class WorkspaceError extends Error {}

export async function prepareWorkspace(opts: PrepareOptions): Promise<WorkspacePlan> {
  const { workspace, task, inputs } = opts;
  const base = inputs.baseBranch || opts.defaultBranch;
  const prefix = inputs.branchPrefix;
  const pr = task.pullRequest;
  const own = !((task.kind === "pr" || task.kind === "review") && pr);

  // Start-up is on every run's critical path, so the independent questions are asked at once: the checkout's
  // commit, removing the checkout's token, the config scan for drivers (before the agent has run nothing can
  // change that config, so one scan serves every command below), and the API's answers about branches.
  const [[head, overrides], remote] = await Promise.all([
    Promise.all([
      checkoutHead(workspace),
      driverOverrides(workspace),
      removeCheckoutToken(workspace, { secretValues: [opts.token] }),
    ]),
    own ? ownBranch(opts, base, prefix) : pr.isFork ? undefined : pushRefusal(opts, pr.head.ref),
  ]);
  await checkCheckout(opts, head);
  const local: GitRunOptions = { cwd: workspace, noRepo: true, config: overrides };
  const auth: GitRunOptions = { ...local, secretConfig: tokenConfig(opts.serverUrl, opts.token), timeoutMs: 300_000 };

  const remoteHas = async (branch: string) =>
    (await git(["ls-remote", "--heads", "origin", `refs/heads/${branch}`], auth)).trim().length > 0;
  const fetchBranch = async (branch: string, remote = "origin") => {
    await git(["fetch", "--no-tags", "--quiet", remote, `+refs/heads/${branch}:refs/remotes/origin/${branch}`], auth);
  };
  const checkout = async (branch: string, from: string) => {
    await git(["checkout", "--quiet", "--force", "-B", branch, from], local);
    // Checking out a commit id lands exactly there: no need to ask.
    return /^[0-9a-f]{40}$/.test(from) ? from : (await git(["rev-parse", "HEAD"], local)).trim();
  };

  if (typeof remote === "object") {
    // A new branch off the commit already checked out (the common case) needs no fetch at all.
    const { branch, continued, from, fromSha } = remote;
    const checkedOut = fromSha === head;
    if (!checkedOut) await fetchBranch(from);
    const startSha = await checkout(branch, checkedOut ? head : `refs/remotes/origin/${from}`);
    return { branch, base, kind: "own", startSha, continued, notes: [] };
  }
  if (!pr) throw new WorkspaceError("a pull request task without its pull request");

  const refusal = remote;
  if (!pr.isFork && !refusal) {
    const branch = pr.head.ref;
    await fetchBranch(branch);
    const tip = (await git(["rev-parse", `refs/remotes/origin/${branch}`], local)).trim();
    if (task.kind === "review" && pr.head.sha && tip !== pr.head.sha) {
      throw new WorkspaceError(
        `pull request #${pr.number} changed after the review (${short(pr.head.sha)} → ${short(tip)}); submit the request again on the new commits`,
      );
    }
    const startSha = await checkout(branch, `refs/remotes/origin/${branch}`);
    return { branch, base: pr.base.ref, kind: "pull-request", startSha, continued: true, notes: [] };
  }
  // The workflow token cannot push to a fork, and the agent never pushes to the default or a protected
  // branch: the work goes to a branch here, started from the PR's head.
  const branch = `${prefix}pr-${pr.number}-${slugify(pr.title) || "changes"}`;
  const continued = await remoteHas(branch);
  if (continued) await fetchBranch(branch);
  else
    await git(
      ["fetch", "--no-tags", "--quiet", "origin", `+refs/pull/${pr.number}/head:refs/remotes/origin/pr-${pr.number}`],
      auth,
    );
  const startSha = await checkout(
    branch,
    continued ? `refs/remotes/origin/${branch}` : `refs/remotes/origin/pr-${pr.number}`,
  );
  const why = pr.isFork
    ? "comes from a fork, which this workflow's token cannot push to"
    : `is on \`${pr.head.ref}\`, ${refusal}`;
  return {
    branch,
    base: pr.base.ref,
    kind: "linked",
    startSha,
    continued,
    notes: [`Pull request #${pr.number} ${why}: the changes are on \`${branch}\` in this repository instead.`],
  };
}

/** The agent's own branch for an issue or chore (continued when it exists on the remote) and what it starts
 * from, asked of the API: no git process, and it runs while the checkout is being prepared. */
async function ownBranch(
  opts: PrepareOptions,
  base: string,
  prefix: string,
): Promise<{ branch: string; continued: boolean; from: string; fromSha?: string }> {
  const { task } = opts;
  const previous = task.previous?.branch;
  const branch =
    previous && previous.startsWith(prefix) && isValidBranchName(previous)
      ? previous
      : task.kind === "chore"
        ? choreBranch(task.instruction, prefix)
        : ((await openIssueBranch(opts, prefix)) ??
          issueBranch(task.issueNumber ?? 0, task.subject?.title ?? task.instruction, prefix));
  if (!isValidBranchName(branch)) throw new WorkspaceError(`refusing to work on branch name "${branch}"`);
  const [branchSha, baseSha] = await Promise.all([branchTip(opts, branch), branchTip(opts, base)]);
  const continued = branchSha !== undefined;
  return { branch, continued, from: continued ? branch : base, fromSha: continued ? branchSha : baseSha };
}

/** The commit a branch points at on GitHub, or undefined when there is no such branch. */
async function branchTip(opts: PrepareOptions, branch: string): Promise<string | undefined> {
  const { owner, repo } = opts.task.repository;
  try {
    const { data } = await opts.octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` });
    return data.object.sha;
  } catch (err) {
    if ((err as { status?: number }).status === 404) return undefined;
    throw err;
  }
}

async function checkoutHead(workspace: string): Promise<string> {
  // rev-parse runs no filter or driver: no need for the runner's config scan.
  return (await git(["rev-parse", "--verify", "HEAD^{commit}"], { cwd: workspace, noRepo: true })).trim();
}

/** The branch of the agent's open PR for this issue, if there is one: a later request continues it even when
 * the issue's title (and so the branch's slug) changed since. */
async function openIssueBranch(opts: PrepareOptions, prefix: string): Promise<string | undefined> {
  const n = opts.task.issueNumber;
  if (opts.task.kind !== "issue" || !n) return undefined;
  const { owner, repo, fullName } = opts.task.repository;
  const pattern = new RegExp(`^${escapeRegExp(prefix)}issue-${n}(?:-|$)`);
  const { data } = await opts.octokit.rest.pulls.list({
    owner,
    repo,
    state: "open",
    sort: "updated",
    direction: "desc",
    per_page: 100,
  });
  const pr = data.find(
    (p) => p.head.repo?.full_name === fullName && pattern.test(p.head.ref) && isValidBranchName(p.head.ref),
  );
  return pr?.head.ref;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Why the agent must not push to a same-repository PR's branch (the default or a protected branch), or
 * undefined. Protection is asked of the API; when it cannot say, the server's own refusal still applies. */
async function pushRefusal(opts: PrepareOptions, branch: string): Promise<string | undefined> {
  if (branch.toLowerCase() === opts.defaultBranch.toLowerCase())
    return "the default branch, which repo-agent never pushes to";
  const { owner, repo } = opts.task.repository;
  try {
    const { data } = await opts.octokit.rest.repos.getBranch({ owner, repo, branch });
    if (data.protected) return "a protected branch, which repo-agent never pushes to";
  } catch {
    // Unknown protection: the push itself is refused by GitHub if the branch is protected.
  }
  return undefined;
}

/** The checkout must be the event's commit: a checkout of another repository or an unrelated ref would have the
 * agent work on, and push, history that is not this event's. GitHub sets GITHUB_SHA to the default branch's tip
 * for comments and schedules and to the merge commit for PR events; a workflow may also check out the PR's
 * head or merge ref explicitly, which is accepted. */
async function checkCheckout(opts: PrepareOptions, head: string): Promise<void> {
  const expected = opts.eventSha?.trim();
  if (!expected) return;
  if (head === expected) return;
  const pr = opts.task.pullRequest;
  if (pr) {
    if (head === pr.head.sha) return;
    const { owner, repo } = opts.task.repository;
    const { data } = await opts.octokit.rest.pulls.get({ owner, repo, pull_number: pr.number });
    if (head === data.head.sha || head === data.merge_commit_sha) return;
  }
  throw new WorkspaceError(
    `the checkout is at ${short(head)}, not at the event's commit ${short(expected)}${pr ? ` or pull request #${pr.number}'s head or merge commit` : ""}: ` +
      "check out this repository with actions/checkout (no other repository or ref) before repo-agent",
  );
}

function short(sha: string): string {
  return sha.slice(0, 7);
}
