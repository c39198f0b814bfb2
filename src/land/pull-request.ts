// Opens the agent's pull request, or updates the one already open for its branch, so a second request on the
// same issue (or the next scheduled chore) continues one PR instead of opening another.

/** The pull-request calls landing makes; an Octokit is one. Declared here so landing never imports github/. */
export interface PullRequestApi {
  rest: {
    pulls: {
      list(params: {
        owner: string;
        repo: string;
        state: "open";
        head: string;
        per_page: number;
      }): Promise<{ data: Array<{ number: number; html_url: string; head: { ref: string } }> }>;
      create(params: {
        owner: string;
        repo: string;
        head: string;
        base: string;
        title: string;
        body: string;
        draft: boolean;
        maintainer_can_modify: boolean;
      }): Promise<{
        data: { number: number; html_url: string };
      }>;
      update(params: { owner: string; repo: string; pull_number: number; body: string }): Promise<unknown>;
    };
    issues: {
      addLabels(params: { owner: string; repo: string; issue_number: number; labels: string[] }): Promise<unknown>;
    };
  };
}

export interface PullRequestSpec {
  owner: string;
  repo: string;
  branch: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
  labels: string[];
}

export interface PullRequestRef {
  number: number;
  url: string;
  created: boolean;
}

async function findOpenPullRequest(
  octokit: PullRequestApi,
  owner: string,
  repo: string,
  branch: string,
): Promise<PullRequestRef | undefined> {
  const { data } = await octokit.rest.pulls.list({
    owner,
    repo,
    state: "open",
    head: `${owner}:${branch}`,
    per_page: 10,
  });
  const pr = data.find((p) => p.head.ref === branch);
  return pr ? { number: pr.number, url: pr.html_url, created: false } : undefined;
}

export async function openOrUpdatePullRequest(octokit: PullRequestApi, spec: PullRequestSpec): Promise<PullRequestRef> {
  const existing = await findOpenPullRequest(octokit, spec.owner, spec.repo, spec.branch);
  if (existing) {
    await octokit.rest.pulls.update({
      owner: spec.owner,
      repo: spec.repo,
      pull_number: existing.number,
      body: spec.body,
    });
    return existing;
  }
  let data: { number: number; html_url: string };
  try {
    ({ data } = await octokit.rest.pulls.create({
      owner: spec.owner,
      repo: spec.repo,
      head: spec.branch,
      base: spec.base,
      title: spec.title,
      body: spec.body,
      draft: spec.draft,
      maintainer_can_modify: true,
    }));
  } catch (err) {
    // Another run on the same branch created it between our lookup and our create (GitHub: 422 "A pull request
    // already exists"): that PR is ours too.
    const raced =
      (err as { status?: unknown }).status === 422
        ? await findOpenPullRequest(octokit, spec.owner, spec.repo, spec.branch)
        : undefined;
    if (!raced) throw err;
    await octokit.rest.pulls.update({ owner: spec.owner, repo: spec.repo, pull_number: raced.number, body: spec.body });
    return raced;
  }
  if (spec.labels.length > 0) {
    // Labels are a nicety: a missing label permission must not lose the PR.
    await octokit.rest.issues
      .addLabels({ owner: spec.owner, repo: spec.repo, issue_number: data.number, labels: spec.labels })
      .catch(() => undefined);
  }
  return { number: data.number, url: data.html_url, created: true };
}
