// Webhook payloads (the file at GITHUB_EVENT_PATH) built from the emulator's records, so an event and the state
// the action then reads through the API agree.
import { createRequire } from "node:module";

// workflow_run's payload is large; it starts from a delivery GitHub really sent (@octokit/webhooks-examples).
const examples = createRequire(import.meta.url)("@octokit/webhooks-examples/api.github.com/index.json");
const WORKFLOW_RUN = examples
  .find((e) => e.name === "workflow_run")
  .examples.find((x) => x.action === "completed" && x.workflow_run.pull_requests.length);

// pull_request opened/synchronize/ready_for_review start from GitHub's own deliveries of those actions too.
const PULL_REQUEST = Object.fromEntries(
  ["opened", "synchronize", "ready_for_review"].map((action) => [
    action,
    examples.find((e) => e.name === "pull_request").examples.find((x) => x.action === action),
  ]),
);

/** @param {import("./state.mjs").GitHubState} state */
export function eventPayloads(state) {
  const common = (repo, sender) => ({
    repository: state.repoJson(repo),
    sender: state.userJson(sender),
    ...(repo.owner && state.user(repo.owner).type === "Organization"
      ? { organization: state.userJson(repo.owner) }
      : {}),
  });

  /** Adds or removes the label or assignee, as GitHub does before it sends the event. */
  const route = (repo, issue, action, label, assignee) => {
    if (action === "labeled") issue.labels = [...new Set([...issue.labels, state.ensureLabel(repo, label).name])];
    if (action === "unlabeled") issue.labels = issue.labels.filter((l) => l !== label);
    if (action === "assigned") issue.assignees = [...new Set([...(issue.assignees ?? []), assignee])];
    if (action === "unassigned") issue.assignees = (issue.assignees ?? []).filter((l) => l !== assignee);
    return {
      ...(label ? { label: state.labelJson(repo, label) } : {}),
      ...(assignee ? { assignee: state.userJson(assignee) } : {}),
    };
  };

  return {
    /** `issues` labeled/unlabeled (`label`) or assigned/unassigned (`assignee`), done by `sender`. */
    issues({ repo: fullName, issue: number, action, label, assignee, sender }) {
      const repo = state.repo(fullName);
      const issue = state.issue(repo, number);
      const routed = route(repo, issue, action, label, assignee);
      return { action, issue: state.issueJson(repo, issue), ...routed, ...common(repo, sender) };
    },

    /** `pull_request` labeled/unlabeled/assigned/unassigned, done by `sender`. */
    async pullRequest({ repo: fullName, pull, action, label, assignee, sender }) {
      const repo = state.repo(fullName);
      const issue = state.pull(repo, pull);
      const routed = route(repo, issue, action, label, assignee);
      await state.refreshPull(repo, issue);
      return {
        action,
        number: issue.number,
        pull_request: state.pullJson(repo, issue),
        ...routed,
        ...common(repo, sender),
      };
    },

    /** `pull_request` opened, synchronize (`before` → the head now) or ready_for_review, done by `sender`: GitHub's
     * delivery of that action with this pull request, repository and sender in it. */
    async pullRequestUpdate({ repo: fullName, pull, action, before, sender }) {
      const repo = state.repo(fullName);
      const issue = state.pull(repo, pull);
      await state.refreshPull(repo, issue);
      const payload = structuredClone(PULL_REQUEST[action]);
      if (!payload) throw new Error(`no pull_request ${action} example`);
      delete payload.installation;
      const pr = state.pullJson(repo, issue);
      return {
        ...payload,
        number: issue.number,
        pull_request: pr,
        ...(action === "synchronize" ? { before, after: pr.head.sha } : {}),
        ...common(repo, sender),
      };
    },

    /** `issue_comment` on an issue or a pull request. `action` defaults to "created"; "edited" adds `changes`. */
    issueComment({ repo: fullName, commentId, action = "created", previousBody }) {
      const repo = state.repo(fullName);
      const comment = state.comment(repo, commentId);
      const issue = state.issue(repo, comment.number);
      return {
        action,
        ...(action === "edited" ? { changes: { body: { from: previousBody ?? "" } } } : {}),
        issue: state.issueJson(repo, issue),
        comment: state.commentJson(repo, comment),
        ...common(repo, comment.user),
      };
    },

    /** `pull_request_review` (action "submitted" by default). */
    async pullRequestReview({ repo: fullName, reviewId, action = "submitted" }) {
      const repo = state.repo(fullName);
      const review = state.reviews.get(Number(reviewId));
      if (!review || review.repo !== repo.fullName) throw new Error(`no review ${reviewId} in ${fullName}`);
      const issue = state.pull(repo, review.number);
      await state.refreshPull(repo, issue);
      return {
        action,
        review: state.reviewJson(repo, review),
        pull_request: state.pullJson(repo, issue, { full: false }),
        ...common(repo, review.user),
      };
    },

    /** `pull_request_review_comment` (action "created" by default). */
    async pullRequestReviewComment({ repo: fullName, commentId, action = "created" }) {
      const repo = state.repo(fullName);
      const comment = state.reviewComment(repo, commentId);
      const issue = state.pull(repo, comment.number);
      await state.refreshPull(repo, issue);
      return {
        action,
        comment: state.reviewCommentJson(repo, comment),
        pull_request: state.pullJson(repo, issue, { full: false }),
        ...common(repo, comment.user),
      };
    },

    /** `workflow_run` completed for the run of `workflow` on pull request `pull`'s head; `fork`: the head is in
     * that other repository (GitHub then lists no pull request). */
    async workflowRun({ repo: fullName, pull, workflow = "CI", runId, conclusion = "failure", actor, fork }) {
      const repo = state.repo(fullName);
      const issue = state.pull(repo, pull);
      await state.refreshPull(repo, issue);
      const pr = state.pullJson(repo, issue);
      const repository = state.repoJson(repo);
      const headRepository = fork
        ? {
            ...repository,
            id: repository.id + 1,
            name: fork.split("/")[1],
            full_name: fork,
            owner: { ...repository.owner, login: fork.split("/")[0] },
          }
        : repository;
      const payload = structuredClone(WORKFLOW_RUN);
      const who = state.userJson(actor);
      Object.assign(payload.workflow, { name: workflow });
      Object.assign(payload.workflow_run, {
        id: runId,
        name: workflow,
        conclusion,
        status: "completed",
        event: "pull_request",
        head_sha: pr.head.sha,
        head_branch: pr.head.ref,
        html_url: `${state.repoHtml(repo)}/actions/runs/${runId}`,
        actor: who,
        triggering_actor: who,
        repository,
        head_repository: headRepository,
        pull_requests: fork
          ? []
          : [
              {
                url: pr.url,
                id: pr.id,
                number: pr.number,
                head: {
                  ref: pr.head.ref,
                  sha: pr.head.sha,
                  repo: { id: repository.id, url: repository.url, name: repository.name },
                },
                base: {
                  ref: pr.base.ref,
                  sha: pr.base.sha,
                  repo: { id: repository.id, url: repository.url, name: repository.name },
                },
              },
            ],
      });
      return { ...payload, ...common(repo, actor) };
    },

    /** `schedule`: GitHub sends the cron line and the repository, no sender. */
    schedule({ repo: fullName, cron = "0 3 * * *", workflow = ".github/workflows/agent.yml" }) {
      const repo = state.repo(fullName);
      return { schedule: cron, workflow, repository: state.repoJson(repo) };
    },

    /** `workflow_dispatch` with its inputs. */
    workflowDispatch({ repo: fullName, sender, inputs = {}, ref, workflow = ".github/workflows/agent.yml" }) {
      const repo = state.repo(fullName);
      return {
        inputs,
        ref: ref ?? `refs/heads/${repo.defaultBranch}`,
        workflow,
        ...common(repo, sender ?? repo.owner),
      };
    },
  };
}
