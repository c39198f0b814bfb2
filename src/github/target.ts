// Run against another repository (issue 25): with the `repository` input, a schedule or dispatch in a central
// repository works on `owner/name` instead of its own. The action checks that repository out itself (shallow, with
// the token it was given), its configuration comes from its own default branch (and its organisation's), and the
// pull request lands there. A repository the token cannot push to is found before the model is asked anything.
import { git, tokenConfig, type GitRunOptions } from "../land/git.js";
import { isValidBranchName } from "../land/branch.js";
import type { GitHubEvent, RepositoryInfo } from "./event.js";
import type { Octokit } from "./octokit.js";
import { statusOf } from "./permission.js";

export class TargetError extends Error {
  override name = "TargetError";
}

export interface TargetRepository extends RepositoryInfo {
  defaultBranch: string;
  /** The branch the work starts from and the pull request targets. */
  ref: string;
}

type RunnableEvent = Exclude<GitHubEvent, { name: "unsupported" }>;

/** The repository the `repository` input names, or undefined when it names none. Comments, labels and CI runs are
 * answered by each repository's own workflow, where the requester's permission is checked: only a schedule or a
 * dispatch (gated by who may edit or dispatch the central workflow) may point elsewhere. */
export async function resolveTarget(
  octokit: Octokit,
  event: RunnableEvent,
  input: { repository?: string; ref?: string },
): Promise<TargetRepository | undefined> {
  if (!input.repository) {
    if (input.ref) throw new TargetError("the ref input goes with the repository input");
    return undefined;
  }
  const match = /^([\w.-]+)\/([\w.-]+)$/.exec(input.repository.trim());
  if (!match) throw new TargetError(`the repository input must be owner/name, got "${input.repository}"`);
  if (event.name !== "schedule" && event.name !== "workflow_dispatch")
    throw new TargetError(
      `the repository input works with schedule and workflow_dispatch runs, not ${event.name}: a request in a thread is answered by that repository's own workflow`,
    );
  const [, owner, repo] = match;
  let defaultBranch: string;
  let fullName: string;
  try {
    const { data } = await octokit.rest.repos.get({ owner, repo });
    defaultBranch = data.default_branch;
    fullName = data.full_name;
  } catch (err) {
    const status = statusOf(err);
    if (status === 404 || status === 403 || status === 401)
      throw new TargetError(`${owner}/${repo} does not exist or this token cannot read it (${status})`);
    throw err;
  }
  const ref = input.ref?.replace(/^refs\/heads\//, "") || defaultBranch;
  if (!isValidBranchName(ref)) throw new TargetError(`the ref input must name a branch, got "${input.ref}"`);
  const [o, r] = fullName.split("/");
  return { owner: o, repo: r, fullName, defaultBranch, ref };
}

/** The event as if it had happened in the target repository: the task, branch, pull request and checks all
 * belong there. */
export function retarget<E extends RunnableEvent>(event: E, target: TargetRepository): E {
  const { owner, repo, fullName, defaultBranch } = target;
  return { ...event, repository: { owner, repo, fullName, defaultBranch } };
}

/** A shallow checkout of the target's ref into the empty directory `dir`; the token travels in git's
 * environment only, so the checkout keeps no copy of it. Fails with a TargetError when the token may read but not
 * push: the work could never land. */
export async function checkoutTarget(opts: {
  target: TargetRepository;
  token: string;
  serverUrl: string;
  dir: string;
}): Promise<void> {
  const { target, token, serverUrl, dir } = opts;
  const local: GitRunOptions = { cwd: dir, noRepo: true };
  const auth: GitRunOptions = { ...local, secretConfig: tokenConfig(serverUrl, token), timeoutMs: 300_000 };
  const url = `${serverUrl.replace(/\/$/, "")}/${target.fullName}.git`;
  await git(["init", "--quiet", "--initial-branch", target.ref, "."], local);
  await git(["remote", "add", "origin", url], local);
  await git(
    [
      "fetch",
      "--quiet",
      "--no-tags",
      "--depth",
      "1",
      "origin",
      `+refs/heads/${target.ref}:refs/remotes/origin/${target.ref}`,
    ],
    auth,
  );
  await git(["checkout", "--quiet", "--force", "-B", target.ref, `refs/remotes/origin/${target.ref}`], local);
  try {
    // Only asks: the server's answer to a push's first request says whether this token may push.
    await git(["push", "--dry-run", "--quiet", "origin", `HEAD:refs/heads/${target.ref}`], auth);
  } catch (err) {
    const detail = (err as Error).message.match(
      /(Permission to .*|The requested URL returned error: \d+|denied.*)/,
    )?.[0];
    throw new TargetError(
      `this token cannot push to ${target.fullName}${detail ? ` (${detail.trim()})` : ""}: nothing was run there`,
    );
  }
}
