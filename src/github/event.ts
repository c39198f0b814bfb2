// The webhook payload GitHub hands the action (GITHUB_EVENT_NAME + the JSON at GITHUB_EVENT_PATH), validated
// and reduced to the fields repo-agent uses. Validation is lenient about fields we do not read (GitHub adds
// fields over time) and strict about the ones we do: a payload without them is a clear error, not a guess.
// Field shapes follow GitHub's webhook schemas (x-webhooks in @octokit/openapi's api.github.com description).
import { readFile } from "node:fs/promises";
import { z } from "zod";

export interface Actor {
  login: string;
  id?: number;
  /** "User", "Bot", "Organization" or "Mannequin" as GitHub reports it. */
  type: string;
}

export interface RepositoryInfo {
  owner: string;
  repo: string;
  fullName: string;
  /** Absent only when a schedule/dispatch payload lacks the repository object. */
  defaultBranch?: string;
}

export interface IssueInfo {
  number: number;
  title: string;
  body: string | null;
  htmlUrl?: string;
  author: Actor | null;
  /** An issue_comment on a pull request: GitHub sends the PR as an issue with `pull_request` set. */
  isPullRequest: boolean;
}

export interface PullRequestInfo {
  number: number;
  title: string;
  body: string | null;
  htmlUrl?: string;
  state?: string;
  draft?: boolean;
  author: Actor | null;
  head: { ref: string; sha: string; repoFullName: string | null };
  base: { ref: string; sha: string; repoFullName: string };
  /** Head lives in another repository (or its repository was deleted): we cannot push to it. */
  isFork: boolean;
}

export interface CommentInfo {
  id: number;
  body: string;
  htmlUrl?: string;
  author: Actor | null;
}

export interface ReviewInfo {
  id: number;
  body: string | null;
  htmlUrl?: string;
  /** "commented", "approved", "changes_requested", … */
  state: string;
  commitId?: string;
  author: Actor | null;
}

export interface ReviewCommentInfo extends CommentInfo {
  path: string;
  line: number | null;
  startLine: number | null;
  originalLine: number | null;
  side?: string;
  diffHunk: string;
  reviewId: number | null;
  inReplyToId?: number;
  commitId?: string;
}

export interface WorkflowRunInfo {
  id: number;
  /** The workflow's name, as `on.workflow_run.workflows` names it. */
  workflowName: string;
  conclusion: string | null;
  headSha: string;
  headBranch: string | null;
  /** Where the head commit lives: another repository for a fork's pull request. */
  headRepoFullName: string | null;
  /** The same-repository pull requests whose head this is (GitHub lists none for a fork's). */
  pullRequests: number[];
  htmlUrl?: string;
}

interface EventBase {
  repository: RepositoryInfo;
  /** Whose request this is: the comment or review author; who labelled or assigned (issues, pull_request); for
   * schedule/dispatch the workflow's actor. */
  actor: Actor;
}

export type GitHubEvent =
  | (EventBase & { name: "issue_comment"; action: string; comment: CommentInfo; issue: IssueInfo })
  | (EventBase & { name: "pull_request_review"; action: string; review: ReviewInfo; pullRequest: PullRequestInfo })
  | (EventBase & {
      name: "pull_request_review_comment";
      action: string;
      comment: ReviewCommentInfo;
      pullRequest: PullRequestInfo;
    })
  | (EventBase & { name: "issues"; action: string; issue: IssueInfo; label?: string; assignee?: string })
  | (EventBase & {
      name: "pull_request";
      action: string;
      pullRequest: PullRequestInfo;
      label?: string;
      assignee?: string;
    })
  | (EventBase & { name: "workflow_run"; action: string; run: WorkflowRunInfo })
  | (EventBase & { name: "schedule"; action?: undefined; cron?: string })
  | (EventBase & {
      name: "workflow_dispatch";
      action?: undefined;
      inputs: Record<string, string>;
      prompt?: string;
      ref?: string;
    })
  | { name: "unsupported"; eventName: string; action?: string };

export class EventError extends Error {}

// Some webhook schemas mark a user's login optional (issue.user); a user without one is treated as unknown.
const user = z.object({ login: z.string().optional(), id: z.number().int().optional(), type: z.string().optional() });
const repository = z.object({
  full_name: z.string(),
  name: z.string().optional(),
  default_branch: z.string().optional(),
  owner: z.object({ login: z.string() }).nullish(),
});
const pullRequest = z.object({
  number: z.number().int(),
  title: z.string(),
  body: z.string().nullish(),
  html_url: z.string().optional(),
  state: z.string().optional(),
  draft: z.boolean().optional(),
  user: user.nullish(),
  head: z.object({ ref: z.string(), sha: z.string(), repo: repository.nullish() }),
  base: z.object({ ref: z.string(), sha: z.string(), repo: repository }),
});
const comment = z.object({
  id: z.number().int(),
  body: z.string().nullish(),
  html_url: z.string().optional(),
  user: user.nullish(),
});
const issue = z.object({
  number: z.number().int(),
  title: z.string(),
  body: z.string().nullish(),
  html_url: z.string().optional(),
  user: user.nullish(),
  pull_request: z.looseObject({}).nullish(),
});
// `labeled`/`unlabeled` carry the label, `assigned`/`unassigned` the assignee.
const routing = { label: z.object({ name: z.string() }).nullish(), assignee: user.nullish() };

const payloads = {
  issue_comment: z.object({
    action: z.string(),
    comment,
    issue,
    repository,
    sender: user.optional(),
  }),
  issues: z.object({ action: z.string(), issue, ...routing, repository, sender: user.optional() }),
  pull_request: z.object({
    action: z.string(),
    pull_request: pullRequest,
    ...routing,
    repository,
    sender: user.optional(),
  }),
  pull_request_review: z.object({
    action: z.string(),
    review: z.object({
      id: z.number().int(),
      body: z.string().nullish(),
      html_url: z.string().optional(),
      state: z.string(),
      commit_id: z.string().nullish(),
      user: user.nullish(),
    }),
    pull_request: pullRequest,
    repository,
    sender: user.optional(),
  }),
  pull_request_review_comment: z.object({
    action: z.string(),
    comment: comment.extend({
      path: z.string(),
      line: z.number().int().nullish(),
      start_line: z.number().int().nullish(),
      original_line: z.number().int().nullish(),
      side: z.string().nullish(),
      diff_hunk: z.string(),
      pull_request_review_id: z.number().int().nullish(),
      in_reply_to_id: z.number().int().optional(),
      commit_id: z.string().optional(),
    }),
    pull_request: pullRequest,
    repository,
    sender: user.optional(),
  }),
  workflow_run: z.object({
    action: z.string(),
    workflow_run: z.object({
      id: z.number().int(),
      name: z.string().nullish(),
      conclusion: z.string().nullish(),
      head_sha: z.string(),
      head_branch: z.string().nullish(),
      head_repository: z.object({ full_name: z.string() }).nullish(),
      pull_requests: z.array(z.object({ number: z.number().int() })).nullish(),
      html_url: z.string().optional(),
      actor: user.nullish(),
      triggering_actor: user.nullish(),
    }),
    workflow: z.object({ name: z.string() }).nullish(),
    repository,
    sender: user.optional(),
  }),
  // The schedule payload has no sender; the actor comes from GITHUB_ACTOR.
  schedule: z.object({ schedule: z.string().optional(), repository: repository.optional(), sender: user.optional() }),
  workflow_dispatch: z.object({
    inputs: z.record(z.string(), z.unknown()).nullish(),
    ref: z.string().optional(),
    repository: repository.optional(),
    sender: user.optional(),
  }),
};

type Env = Record<string, string | undefined>;

/** Reads GITHUB_EVENT_NAME and the payload file at GITHUB_EVENT_PATH. */
export async function readGitHubEvent(env: Env = process.env): Promise<GitHubEvent> {
  const name = env.GITHUB_EVENT_NAME;
  const path = env.GITHUB_EVENT_PATH;
  if (!name) throw new EventError("GITHUB_EVENT_NAME is not set: repo-agent must run inside a GitHub Actions workflow");
  if (!path) throw new EventError("GITHUB_EVENT_PATH is not set: repo-agent must run inside a GitHub Actions workflow");
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (err) {
    throw new EventError(`cannot read the event payload at ${path}: ${(err as Error).message}`);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (err) {
    throw new EventError(`the event payload at ${path} is not JSON: ${(err as Error).message}`);
  }
  return parseGitHubEvent(name, payload, env);
}

/** The issue or pull request the event is about (where a run replies), if any. */
export function threadNumberOf(event: GitHubEvent): number | undefined {
  if (event.name === "unsupported" || event.name === "schedule" || event.name === "workflow_dispatch") return undefined;
  if ("issue" in event) return event.issue.number;
  if ("pullRequest" in event) return event.pullRequest.number;
  return event.run.pullRequests[0];
}

/** Validates a payload for `eventName`. Events repo-agent does not handle come back as "unsupported". */
export function parseGitHubEvent(eventName: string, payload: unknown, env: Env = {}): GitHubEvent {
  if (!(eventName in payloads)) {
    const action = typeof payload === "object" && payload && "action" in payload ? String(payload.action) : undefined;
    return { name: "unsupported", eventName, action };
  }
  const name = eventName as keyof typeof payloads;
  const fallbackActor = (): Actor => {
    if (!env.GITHUB_ACTOR) throw new EventError(`the ${eventName} payload has no sender and GITHUB_ACTOR is not set`);
    return { login: env.GITHUB_ACTOR, type: env.GITHUB_ACTOR.endsWith("[bot]") ? "Bot" : "User" };
  };

  switch (name) {
    case "issue_comment": {
      const p = validate(payloads.issue_comment, payload, name);
      const author = toActor(p.comment.user);
      return {
        name,
        action: p.action,
        repository: toRepository(p.repository),
        actor: author ?? toActor(p.sender) ?? fallbackActor(),
        comment: { id: p.comment.id, body: p.comment.body ?? "", htmlUrl: p.comment.html_url, author },
        issue: toIssue(p.issue),
      };
    }
    case "issues": {
      const p = validate(payloads.issues, payload, name);
      return {
        name,
        action: p.action,
        repository: toRepository(p.repository),
        actor: toActor(p.sender) ?? fallbackActor(),
        issue: toIssue(p.issue),
        ...routedBy(p),
      };
    }
    case "pull_request": {
      const p = validate(payloads.pull_request, payload, name);
      return {
        name,
        action: p.action,
        repository: toRepository(p.repository),
        actor: toActor(p.sender) ?? fallbackActor(),
        pullRequest: toPullRequest(p.pull_request),
        ...routedBy(p),
      };
    }
    case "pull_request_review": {
      const p = validate(payloads.pull_request_review, payload, name);
      const author = toActor(p.review.user);
      return {
        name,
        action: p.action,
        repository: toRepository(p.repository),
        actor: author ?? toActor(p.sender) ?? fallbackActor(),
        review: {
          id: p.review.id,
          body: p.review.body ?? null,
          htmlUrl: p.review.html_url,
          state: p.review.state,
          commitId: p.review.commit_id ?? undefined,
          author,
        },
        pullRequest: toPullRequest(p.pull_request),
      };
    }
    case "pull_request_review_comment": {
      const p = validate(payloads.pull_request_review_comment, payload, name);
      const c = p.comment;
      const author = toActor(c.user);
      return {
        name,
        action: p.action,
        repository: toRepository(p.repository),
        actor: author ?? toActor(p.sender) ?? fallbackActor(),
        comment: {
          id: c.id,
          body: c.body ?? "",
          htmlUrl: c.html_url,
          author,
          path: c.path,
          line: c.line ?? null,
          startLine: c.start_line ?? null,
          originalLine: c.original_line ?? null,
          side: c.side ?? undefined,
          diffHunk: c.diff_hunk,
          reviewId: c.pull_request_review_id ?? null,
          inReplyToId: c.in_reply_to_id,
          commitId: c.commit_id,
        },
        pullRequest: toPullRequest(p.pull_request),
      };
    }
    case "workflow_run": {
      const p = validate(payloads.workflow_run, payload, name);
      const r = p.workflow_run;
      return {
        name,
        action: p.action,
        repository: toRepository(p.repository),
        // Who started the failed run (a re-run's triggering actor): the person whose request this becomes.
        actor: toActor(r.triggering_actor) ?? toActor(r.actor) ?? toActor(p.sender) ?? fallbackActor(),
        run: {
          id: r.id,
          workflowName: r.name ?? p.workflow?.name ?? "",
          conclusion: r.conclusion ?? null,
          headSha: r.head_sha,
          headBranch: r.head_branch ?? null,
          headRepoFullName: r.head_repository?.full_name ?? null,
          pullRequests: (r.pull_requests ?? []).map((pr) => pr.number),
          htmlUrl: r.html_url,
        },
      };
    }
    case "schedule": {
      const p = validate(payloads.schedule, payload, name);
      return {
        name,
        repository: repositoryOrEnv(p.repository, env),
        actor: toActor(p.sender) ?? fallbackActor(),
        cron: p.schedule,
      };
    }
    case "workflow_dispatch": {
      const p = validate(payloads.workflow_dispatch, payload, name);
      const inputs: Record<string, string> = {};
      for (const [k, v] of Object.entries(p.inputs ?? {}))
        if (v !== null && v !== undefined) inputs[k] = typeof v === "string" ? v : JSON.stringify(v);
      return {
        name,
        repository: repositoryOrEnv(p.repository, env),
        actor: toActor(p.sender) ?? fallbackActor(),
        inputs,
        prompt: inputs.prompt?.trim() || undefined,
        ref: p.ref,
      };
    }
  }
}

function validate<T extends z.ZodType>(schema: T, payload: unknown, eventName: string): z.infer<T> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new EventError(
    `the ${eventName} payload is missing or has a bad ${issue.path.join(".") || "root"}: ${issue.message}`,
  );
}

/** A pull request object from the REST API (GET /repos/{o}/{r}/pulls/{n}) in the same shape the events use. */
export function parsePullRequest(data: unknown): PullRequestInfo {
  return toPullRequest(validate(pullRequest, data, "pull request"));
}

function toActor(u: z.infer<typeof user> | null | undefined): Actor | null {
  if (!u?.login) return null;
  return { login: u.login, id: u.id, type: u.type ?? (u.login.endsWith("[bot]") ? "Bot" : "User") };
}

function toIssue(i: z.infer<typeof issue>): IssueInfo {
  return {
    number: i.number,
    title: i.title,
    body: i.body ?? null,
    htmlUrl: i.html_url,
    author: toActor(i.user),
    isPullRequest: !!i.pull_request,
  };
}

function routedBy(p: { label?: { name: string } | null; assignee?: z.infer<typeof user> | null }): {
  label?: string;
  assignee?: string;
} {
  return { ...(p.label ? { label: p.label.name } : {}), ...(p.assignee?.login ? { assignee: p.assignee.login } : {}) };
}

function toRepository(r: z.infer<typeof repository>): RepositoryInfo {
  const [owner, repo] = splitFullName(r.full_name);
  return { owner, repo, fullName: r.full_name, defaultBranch: r.default_branch };
}

function repositoryOrEnv(r: z.infer<typeof repository> | undefined, env: Env): RepositoryInfo {
  if (r) return toRepository(r);
  if (!env.GITHUB_REPOSITORY) throw new EventError("the payload has no repository and GITHUB_REPOSITORY is not set");
  const [owner, repo] = splitFullName(env.GITHUB_REPOSITORY);
  return { owner, repo, fullName: env.GITHUB_REPOSITORY };
}

function splitFullName(fullName: string): [string, string] {
  const parts = fullName.split("/");
  if (parts.length !== 2 || !parts[0] || !parts[1])
    throw new EventError(`repository name "${fullName}" is not owner/name`);
  return [parts[0], parts[1]];
}

function toPullRequest(p: z.infer<typeof pullRequest>): PullRequestInfo {
  const headRepo = p.head.repo?.full_name ?? null;
  const baseRepo = p.base.repo.full_name;
  return {
    number: p.number,
    title: p.title,
    body: p.body ?? null,
    htmlUrl: p.html_url,
    state: p.state,
    draft: p.draft,
    author: toActor(p.user),
    head: { ref: p.head.ref, sha: p.head.sha, repoFullName: headRepo },
    base: { ref: p.base.ref, sha: p.base.sha, repoFullName: baseRepo },
    isFork: headRepo === null || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
  };
}
