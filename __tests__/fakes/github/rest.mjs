// The REST endpoints the action uses, answered from GitHubState the way api.github.com answers them: same paths,
// same status codes, same validation errors, same pagination headers.
import { wantsHtml } from "./attachments.mjs";
import path from "node:path";
import { HttpError, checkBodyLength, nodeId, notFound, timestamp, validationFailed } from "./state.mjs";

const DOCS = "https://docs.github.com/rest";

/** @typedef {{state: import("./state.mjs").GitHubState, params: Record<string,string>, query: URLSearchParams, body: any, viewer: string, token: {login: string, kind: string, permissions?: Record<string,string>}, headers: import("node:http").IncomingHttpHeaders, pathname: string, repo?: any}} Ctx */
/** @typedef {{status?: number, body?: unknown, headers?: Record<string,string>, raw?: string | Buffer}} Reply */

const routes = [];

// Parameters that may hold slashes (`heads/agent/x`, `src/a.js`); at the end of a template they may be empty.
const MULTI_SEGMENT = new Set(["ref", "branch", "path"]);

/**
 * @param {string} method
 * @param {string} template the operation's path exactly as GitHub's OpenAPI description spells it
 * @param {(ctx: Ctx) => Promise<Reply> | Reply} handler
 */
/** `body_html` beside `body` when the request asked for media type `full` or `html` (attachments signed). */
function withHtml(ctx, json) {
  return wantsHtml(ctx.headers.accept) ? { ...json, body_html: ctx.state.attachments.renderHtml(json.body) } : json;
}

function route(method, template, handler) {
  const names = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\/\{(\w+)\}/g, (match, name, offset, whole) => {
    names.push(name);
    if (!MULTI_SEGMENT.has(name)) return "/([^/]+)";
    return offset + match.length === whole.length ? "(?:/(.*))?" : "/(.+)";
  });
  routes.push({ method, template, regex: new RegExp(`^${source}$`), names, handler });
}

/** Every operation the emulator answers, as `{method, template}` in OpenAPI spelling. */
export function routeTable() {
  return routes.map(({ method, template }) => ({ method, template }));
}

/** @returns {{handler: Function, params: Record<string,string>, template: string} | "method" | undefined} */
export function findRoute(method, pathname) {
  let pathMatched = false;
  for (const r of routes) {
    const m = r.regex.exec(pathname);
    if (!m) continue;
    pathMatched = true;
    if (r.method !== method) continue;
    const params = Object.fromEntries(
      r.names.map((n, i) => [n, m[i + 1] === undefined ? undefined : decodeURIComponent(m[i + 1])]),
    );
    return { handler: r.handler, params, template: r.template };
  }
  return pathMatched ? "method" : undefined;
}

// ---- shared checks -----------------------------------------------------------------------------------------

/** The repository in the path; private repositories the viewer cannot read are 404, as on GitHub. */
function repoOf(ctx) {
  const repo = ctx.state.findRepo(ctx.params.owner, ctx.params.repo);
  if (!repo) throw notFound();
  if (!ctx.state.can(repo, ctx.viewer, "read")) throw notFound();
  return repo;
}

/**
 * Installation tokens are limited by their permissions (a workflow's `permissions:` block); a token without them
 * gets GitHub's "Resource not accessible by integration". Pull request comments accept either issues or
 * pull_requests permission, as on GitHub.
 */
function requireScope(ctx, scopes, level) {
  const granted = ctx.token.permissions;
  if (!granted) return;
  const ok = []
    .concat(scopes)
    .some((scope) => granted[scope] === "write" || (level === "read" && granted[scope] === "read"));
  if (!ok) throw new HttpError(403, "Resource not accessible by integration", { documentation_url: DOCS });
}

function requireRole(ctx, repo, role) {
  if (!ctx.state.can(repo, ctx.viewer, role)) {
    if (ctx.token.kind === "installation")
      throw new HttpError(403, "Resource not accessible by integration", { documentation_url: DOCS });
    throw new HttpError(403, "Must have push access to repository", { documentation_url: DOCS });
  }
}

function requireString(value, resource, field, documentationUrl) {
  if (typeof value !== "string") {
    throw validationFailed(
      [{ resource, code: value === undefined ? "missing_field" : "invalid", field }],
      documentationUrl,
    );
  }
  return value;
}

/** GitHub pagination: `per_page` (default 30, max 100), `page`, and a `Link` header with next/last/first/prev. */
function paginate(ctx, items) {
  const perPage = Math.min(100, Math.max(1, Number.parseInt(ctx.query.get("per_page") ?? "30", 10) || 30));
  const page = Math.max(1, Number.parseInt(ctx.query.get("page") ?? "1", 10) || 1);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const link = (p, rel) => {
    const q = new URLSearchParams(ctx.query);
    q.set("per_page", String(perPage));
    q.set("page", String(p));
    return `<${ctx.state.apiUrl}${ctx.pathname}?${q}>; rel="${rel}"`;
  };
  const links = [];
  if (page > 1) links.push(link(page - 1, "prev"));
  if (page < lastPage) links.push(link(page + 1, "next"), link(lastPage, "last"));
  if (page > 1) links.push(link(1, "first"));
  return {
    body: items.slice((page - 1) * perPage, page * perPage),
    headers: links.length ? { link: links.join(", ") } : {},
  };
}

function byCreated(a, b) {
  return a.id - b.id;
}

// ---- identity and repositories -----------------------------------------------------------------------------

route("GET", "/user", (ctx) => {
  // An installation token (GITHUB_TOKEN, App tokens) has no user behind it: GitHub refuses this endpoint.
  if (ctx.token.kind === "installation") {
    throw new HttpError(403, "Resource not accessible by integration", {
      documentation_url: "https://docs.github.com/rest/users/users#get-the-authenticated-user",
    });
  }
  const user = ctx.state.user(ctx.viewer);
  return {
    body: {
      ...ctx.state.userJson(ctx.viewer),
      name: user.name,
      company: null,
      blog: "",
      location: null,
      email: user.email,
      hireable: null,
      bio: null,
      public_repos: [...ctx.state.repos.values()].filter((r) => r.owner === ctx.viewer && !r.private).length,
      public_gists: 0,
      followers: 0,
      following: 0,
      created_at: user.createdAt,
      updated_at: user.createdAt,
    },
  };
});

// An installation token sees the repositories it was granted: here, those naming its login with a role.
route("GET", "/installation/repositories", (ctx) => {
  if (ctx.token.kind !== "installation")
    throw new HttpError(403, "You must authenticate with an installation access token", { documentation_url: DOCS });
  const granted = [...ctx.state.repos.values()].filter((r) => r.permissions.has(ctx.viewer));
  const page = paginate(ctx, granted.sort(byCreated));
  return {
    body: {
      total_count: granted.length,
      repositories: page.body.map((r) => ctx.state.repoJson(r, { viewer: ctx.viewer })),
    },
    headers: page.headers,
  };
});

route("GET", "/orgs/{org}/repos", (ctx) => {
  if (!ctx.state.users.has(ctx.params.org)) throw notFound();
  const visible = [...ctx.state.repos.values()].filter(
    (r) => r.owner === ctx.params.org && ctx.state.can(r, ctx.viewer, "read"),
  );
  const page = paginate(ctx, visible.sort(byCreated));
  return { body: page.body.map((r) => ctx.state.repoJson(r, { viewer: ctx.viewer })), headers: page.headers };
});

route("GET", "/repos/{owner}/{repo}", (ctx) => ({ body: ctx.state.fullRepoJson(repoOf(ctx), ctx.viewer) }));

route("GET", "/repos/{owner}/{repo}/collaborators/{username}/permission", (ctx) => {
  const repo = repoOf(ctx);
  if (!ctx.state.users.has(ctx.params.username)) throw notFound();
  return { body: ctx.state.collaboratorPermissionJson(repo, ctx.params.username) };
});

// ---- issues, labels ----------------------------------------------------------------------------------------

route("GET", "/repos/{owner}/{repo}/issues", (ctx) => {
  const repo = repoOf(ctx);
  const state = ctx.query.get("state") ?? "open";
  const issues = [...repo.issues.values()]
    .filter((i) => state === "all" || i.state === state)
    .sort((a, b) => b.number - a.number);
  const page = paginate(ctx, issues);
  return { body: page.body.map((i) => ctx.state.issueJson(repo, i)), headers: page.headers };
});

route("POST", "/repos/{owner}/{repo}/issues", (ctx) => {
  const repo = repoOf(ctx);
  requireScope(ctx, "issues", "write");
  const doc = "https://docs.github.com/rest/issues/issues#create-an-issue";
  const title = requireString(ctx.body.title, "Issue", "title", doc);
  checkBodyLength(ctx.body.body, "Issue", doc);
  const issue = ctx.state.createIssue(repo, {
    title,
    body: ctx.body.body ?? null,
    user: ctx.viewer,
    labels: ctx.body.labels ?? [],
  });
  return { status: 201, body: ctx.state.issueJson(repo, issue) };
});

route("GET", "/repos/{owner}/{repo}/issues/{issue_number}", (ctx) => {
  const repo = repoOf(ctx);
  return { body: withHtml(ctx, ctx.state.issueJson(repo, ctx.state.issue(repo, ctx.params.issue_number))) };
});

route("PATCH", "/repos/{owner}/{repo}/issues/{issue_number}", (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.issue(repo, ctx.params.issue_number);
  requireScope(ctx, issue.pull ? ["issues", "pull_requests"] : "issues", "write");
  updateIssue(ctx, repo, issue, "Issue");
  return { body: ctx.state.issueJson(repo, issue) };
});

function updateIssue(ctx, repo, issue, resource) {
  const { title, body, state, state_reason: stateReason, labels } = ctx.body;
  if (body !== undefined) checkBodyLength(body, resource, DOCS);
  if (title !== undefined) issue.title = String(title);
  if (body !== undefined) issue.body = body;
  if (state === "open" || state === "closed") {
    if (state !== issue.state) {
      issue.state = state;
      issue.closedAt = state === "closed" ? timestamp() : null;
      issue.closedBy = state === "closed" ? ctx.viewer : null;
      issue.stateReason = state === "closed" ? (stateReason ?? "completed") : "reopened";
    }
  } else if (state !== undefined) {
    throw validationFailed([{ resource, code: "invalid", field: "state", value: state }], DOCS);
  }
  if (Array.isArray(labels))
    issue.labels = labels.map((l) => ctx.state.ensureLabel(repo, typeof l === "string" ? l : l.name).name);
  issue.updatedAt = timestamp();
}

function labelNames(body) {
  const list = Array.isArray(body) ? body : Array.isArray(body?.labels) ? body.labels : undefined;
  if (!list) throw validationFailed([{ resource: "Label", code: "missing_field", field: "labels" }], DOCS);
  return list.map((l) => (typeof l === "string" ? l : l.name));
}

route("GET", "/repos/{owner}/{repo}/issues/{issue_number}/labels", (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.issue(repo, ctx.params.issue_number);
  const page = paginate(ctx, issue.labels);
  return { body: page.body.map((n) => ctx.state.labelJson(repo, n)), headers: page.headers };
});

route("POST", "/repos/{owner}/{repo}/issues/{issue_number}/labels", (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.issue(repo, ctx.params.issue_number);
  requireScope(ctx, issue.pull ? ["issues", "pull_requests"] : "issues", "write");
  for (const name of labelNames(ctx.body)) {
    const label = ctx.state.ensureLabel(repo, name).name;
    if (!issue.labels.includes(label)) issue.labels.push(label);
  }
  return { body: issue.labels.map((n) => ctx.state.labelJson(repo, n)) };
});

route("PUT", "/repos/{owner}/{repo}/issues/{issue_number}/labels", (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.issue(repo, ctx.params.issue_number);
  requireScope(ctx, issue.pull ? ["issues", "pull_requests"] : "issues", "write");
  issue.labels = [...new Set(labelNames(ctx.body).map((n) => ctx.state.ensureLabel(repo, n).name))];
  return { body: issue.labels.map((n) => ctx.state.labelJson(repo, n)) };
});

route("DELETE", "/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}", (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.issue(repo, ctx.params.issue_number);
  requireScope(ctx, issue.pull ? ["issues", "pull_requests"] : "issues", "write");
  if (!issue.labels.includes(ctx.params.name))
    throw new HttpError(404, "Label does not exist", { documentation_url: DOCS });
  issue.labels = issue.labels.filter((n) => n !== ctx.params.name);
  return { body: issue.labels.map((n) => ctx.state.labelJson(repo, n)) };
});

route("GET", "/repos/{owner}/{repo}/labels", (ctx) => {
  const repo = repoOf(ctx);
  const page = paginate(ctx, [...repo.labels.keys()]);
  return { body: page.body.map((n) => ctx.state.labelJson(repo, n)), headers: page.headers };
});

route("POST", "/repos/{owner}/{repo}/labels", (ctx) => {
  const repo = repoOf(ctx);
  requireScope(ctx, ["issues", "pull_requests"], "write");
  const name = requireString(ctx.body.name, "Label", "name", DOCS);
  if (repo.labels.has(name))
    throw validationFailed([{ resource: "Label", code: "already_exists", field: "name" }], DOCS);
  ctx.state.ensureLabel(repo, name, { color: ctx.body.color, description: ctx.body.description });
  return { status: 201, body: ctx.state.labelJson(repo, name) };
});

// ---- issue comments ----------------------------------------------------------------------------------------

route("GET", "/repos/{owner}/{repo}/issues/{issue_number}/comments", (ctx) => {
  const repo = repoOf(ctx);
  ctx.state.issue(repo, ctx.params.issue_number);
  const since = ctx.query.get("since");
  const comments = ctx.state
    .commentsOf(repo, ctx.params.issue_number)
    .filter((c) => !since || c.updatedAt >= since)
    .sort(byCreated);
  const page = paginate(ctx, comments);
  return { body: page.body.map((c) => ctx.state.commentJson(repo, c)), headers: page.headers };
});

route("POST", "/repos/{owner}/{repo}/issues/{issue_number}/comments", (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.issue(repo, ctx.params.issue_number);
  requireScope(ctx, issue.pull ? ["issues", "pull_requests"] : "issues", "write");
  const doc = "https://docs.github.com/rest/issues/comments#create-an-issue-comment";
  const body = requireString(ctx.body.body, "IssueComment", "body", doc);
  if (issue.locked && !ctx.state.can(repo, ctx.viewer, "write"))
    throw new HttpError(403, "Unable to create comment because issue is locked.", { documentation_url: doc });
  const comment = ctx.state.createComment(repo, issue, { body, user: ctx.viewer });
  return { status: 201, body: ctx.state.commentJson(repo, comment) };
});

route("GET", "/repos/{owner}/{repo}/issues/comments/{comment_id}", (ctx) => {
  const repo = repoOf(ctx);
  return { body: withHtml(ctx, ctx.state.commentJson(repo, ctx.state.comment(repo, ctx.params.comment_id))) };
});

route("PATCH", "/repos/{owner}/{repo}/issues/comments/{comment_id}", (ctx) => {
  const repo = repoOf(ctx);
  const comment = ctx.state.comment(repo, ctx.params.comment_id);
  requireScope(ctx, ["issues", "pull_requests"], "write");
  const doc = "https://docs.github.com/rest/issues/comments#update-an-issue-comment";
  const body = requireString(ctx.body.body, "IssueComment", "body", doc);
  if (comment.user !== ctx.viewer && !ctx.state.can(repo, ctx.viewer, "write")) throw notFound();
  checkBodyLength(body, "IssueComment", doc);
  comment.body = body;
  comment.updatedAt = timestamp();
  return { body: ctx.state.commentJson(repo, comment) };
});

route("DELETE", "/repos/{owner}/{repo}/issues/comments/{comment_id}", (ctx) => {
  const repo = repoOf(ctx);
  const comment = ctx.state.comment(repo, ctx.params.comment_id);
  requireScope(ctx, ["issues", "pull_requests"], "write");
  if (comment.user !== ctx.viewer && !ctx.state.can(repo, ctx.viewer, "write")) throw notFound();
  ctx.state.comments.delete(comment.id);
  return { status: 204 };
});

// ---- reactions ---------------------------------------------------------------------------------------------

function reactionRoutes(prefix, subjectOf) {
  route("GET", `${prefix}/reactions`, (ctx) => {
    const repo = repoOf(ctx);
    const subject = subjectOf(ctx, repo);
    const content = ctx.query.get("content");
    const page = paginate(
      ctx,
      subject.reactions.filter((r) => !content || r.content === content),
    );
    return { body: page.body.map((r) => ctx.state.reactionJson(r)), headers: page.headers };
  });
  route("POST", `${prefix}/reactions`, (ctx) => {
    const repo = repoOf(ctx);
    const subject = subjectOf(ctx, repo);
    requireScope(ctx, ["issues", "pull_requests"], "write");
    const { reaction, created } = ctx.state.addReaction(subject, { content: ctx.body.content, user: ctx.viewer });
    return { status: created ? 201 : 200, body: ctx.state.reactionJson(reaction) };
  });
  route("DELETE", `${prefix}/reactions/{reaction_id}`, (ctx) => {
    const repo = repoOf(ctx);
    const subject = subjectOf(ctx, repo);
    requireScope(ctx, ["issues", "pull_requests"], "write");
    const before = subject.reactions.length;
    subject.reactions = subject.reactions.filter(
      (r) => !(r.id === Number(ctx.params.reaction_id) && r.user === ctx.viewer),
    );
    if (subject.reactions.length === before) throw notFound();
    return { status: 204 };
  });
}

reactionRoutes("/repos/{owner}/{repo}/issues/comments/{comment_id}", (ctx, repo) =>
  ctx.state.comment(repo, ctx.params.comment_id),
);
reactionRoutes("/repos/{owner}/{repo}/pulls/comments/{comment_id}", (ctx, repo) =>
  ctx.state.reviewComment(repo, ctx.params.comment_id),
);
reactionRoutes("/repos/{owner}/{repo}/issues/{issue_number}", (ctx, repo) =>
  ctx.state.issue(repo, ctx.params.issue_number),
);

// ---- pull requests -----------------------------------------------------------------------------------------

route("GET", "/repos/{owner}/{repo}/pulls", async (ctx) => {
  const repo = repoOf(ctx);
  const state = ctx.query.get("state") ?? "open";
  const head = ctx.query.get("head");
  const base = ctx.query.get("base");
  let pulls = [...repo.issues.values()].filter((i) => i.pull && (state === "all" || i.state === state));
  // GitHub only honours `head` in the `owner:branch` form; a bare branch name filters nothing.
  if (head && head.includes(":")) {
    const { repo: headRepo, ref } = ctx.state.headRepoFor(repo, head);
    pulls = pulls.filter((i) => headRepo && i.pull.headRepo === headRepo.fullName && i.pull.headRef === ref);
  } else if (head) {
    ctx.note(`head=${head} has no "owner:" prefix: GitHub ignores it and lists every pull request`);
  }
  if (base) pulls = pulls.filter((i) => i.pull.baseRef === base);
  const sort = ctx.query.get("sort") ?? "created";
  const direction = ctx.query.get("direction") ?? (sort === "created" ? "desc" : "desc");
  const key = sort === "updated" ? (i) => i.updatedAt + String(i.number).padStart(9, "0") : (i) => i.number;
  pulls.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (direction === "asc" ? 1 : -1));
  for (const issue of pulls) await ctx.state.refreshPull(repo, issue);
  const page = paginate(ctx, pulls);
  return { body: page.body.map((i) => ctx.state.pullJson(repo, i, { full: false })), headers: page.headers };
});

route("POST", "/repos/{owner}/{repo}/pulls", async (ctx) => {
  const repo = repoOf(ctx);
  requireScope(ctx, "pull_requests", "write");
  const issue = await ctx.state.createPull(repo, {
    title: ctx.body.title,
    body: ctx.body.body ?? null,
    user: ctx.viewer,
    head: ctx.body.head,
    base: ctx.body.base,
    draft: ctx.body.draft,
    maintainerCanModify: ctx.body.maintainer_can_modify ?? true,
  });
  return { status: 201, body: ctx.state.pullJson(repo, issue) };
});

route("GET", "/repos/{owner}/{repo}/pulls/{pull_number}", async (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.pull(repo, ctx.params.pull_number);
  await ctx.state.refreshPull(repo, issue);
  return { body: withHtml(ctx, ctx.state.pullJson(repo, issue)) };
});

route("PATCH", "/repos/{owner}/{repo}/pulls/{pull_number}", async (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.pull(repo, ctx.params.pull_number);
  requireScope(ctx, "pull_requests", "write");
  if (issue.user !== ctx.viewer) requireRole(ctx, repo, "write");
  if (ctx.body.base !== undefined) {
    if (!(await repo.git.resolve(`refs/heads/${ctx.body.base}`))) {
      throw validationFailed([{ resource: "PullRequest", field: "base", code: "invalid" }], DOCS);
    }
    issue.pull.baseRef = ctx.body.base;
  }
  if (ctx.body.maintainer_can_modify !== undefined)
    issue.pull.maintainerCanModify = Boolean(ctx.body.maintainer_can_modify);
  // `draft` cannot be changed through REST (GraphQL only), so it is ignored here as on GitHub.
  updateIssue(ctx, repo, issue, "PullRequest");
  await ctx.state.refreshPull(repo, issue);
  return { body: ctx.state.pullJson(repo, issue) };
});

// ---- reviews and review comments ---------------------------------------------------------------------------

route("GET", "/repos/{owner}/{repo}/pulls/{pull_number}/reviews", (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.pull(repo, ctx.params.pull_number);
  const reviews = [...ctx.state.reviews.values()]
    .filter(
      (r) => r.repo === repo.fullName && r.number === issue.number && (r.state !== "PENDING" || r.user === ctx.viewer),
    )
    .sort(byCreated);
  const page = paginate(ctx, reviews);
  return { body: page.body.map((r) => ctx.state.reviewJson(repo, r)), headers: page.headers };
});

route("POST", "/repos/{owner}/{repo}/pulls/{pull_number}/reviews", async (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.pull(repo, ctx.params.pull_number);
  requireScope(ctx, "pull_requests", "write");
  await ctx.state.refreshPull(repo, issue);
  const doc = "https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request";
  const states = { APPROVE: "APPROVED", REQUEST_CHANGES: "CHANGES_REQUESTED", COMMENT: "COMMENTED" };
  const event = ctx.body.event;
  if (event !== undefined && !states[event])
    throw validationFailed([{ resource: "PullRequestReview", code: "invalid", field: "event" }], doc);
  if ((event === "REQUEST_CHANGES" || event === "COMMENT") && !ctx.body.body && !ctx.body.comments?.length) {
    throw new HttpError(422, "Unprocessable Entity", {
      errors: [`Review body is required for ${event}`],
      documentation_url: doc,
    });
  }
  checkBodyLength(ctx.body.body, "PullRequestReview", doc);
  // GitHub refuses the whole review when one comment is not on a line of the pull request's diff.
  for (const c of ctx.body.comments ?? []) {
    if (typeof c.line !== "number") continue;
    const lines = (await ctx.state.diffLines(repo, issue, c.path))[c.side ?? "RIGHT"];
    if (!lines?.has(c.line) || (c.start_line !== undefined && !lines.has(c.start_line)))
      throw new HttpError(422, "Unprocessable Entity", {
        errors: ["Line could not be resolved"],
        documentation_url: doc,
      });
  }
  const review = ctx.state.createReview(repo, issue, {
    user: ctx.viewer,
    body: ctx.body.body ?? "",
    state: event ? states[event] : "PENDING",
    commitId: ctx.body.commit_id,
  });
  for (const c of ctx.body.comments ?? []) {
    await ctx.state.createReviewComment(repo, issue, {
      review,
      user: ctx.viewer,
      body: requireString(c.body, "PullRequestReviewComment", "body", doc),
      path: requireString(c.path, "PullRequestReviewComment", "path", doc),
      line: c.line,
      side: c.side ?? "RIGHT",
      startLine: c.start_line ?? null,
      startSide: c.start_side ?? null,
    });
  }
  return { body: ctx.state.reviewJson(repo, review) };
});

route("GET", "/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}", (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.pull(repo, ctx.params.pull_number);
  return { body: ctx.state.reviewJson(repo, ctx.state.review(repo, issue, ctx.params.review_id)) };
});

route("PUT", "/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}", (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.pull(repo, ctx.params.pull_number);
  requireScope(ctx, "pull_requests", "write");
  const review = ctx.state.review(repo, issue, ctx.params.review_id);
  const doc = "https://docs.github.com/rest/pulls/reviews#update-a-review-for-a-pull-request";
  const body = requireString(ctx.body.body, "PullRequestReview", "body", doc);
  if (review.user !== ctx.viewer) throw notFound();
  checkBodyLength(body, "PullRequestReview", doc);
  review.body = body;
  return { body: ctx.state.reviewJson(repo, review) };
});

route("GET", "/repos/{owner}/{repo}/pulls/{pull_number}/files", async (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.pull(repo, ctx.params.pull_number);
  await ctx.state.refreshPull(repo, issue);
  const pull = issue.pull;
  const files = await ctx.state.diffEntries(repo, pull.mergeBase ?? pull.baseSha, pull.headSha);
  const page = paginate(ctx, files);
  return { body: page.body, headers: page.headers };
});

// `base...head`: the changes on head since it left base (GitHub's three-dot comparison).
route("GET", "/repos/{owner}/{repo}/compare/{basehead}", async (ctx) => {
  const repo = repoOf(ctx);
  const doc = "https://docs.github.com/rest/commits/commits#compare-two-commits";
  const [baseRev, headRev] = String(ctx.params.basehead).split("...");
  const base = headRev ? await repo.git.resolve(baseRev) : undefined;
  const head = headRev ? await repo.git.resolve(headRev) : undefined;
  if (!base || !head) throw new HttpError(404, "Not Found", { documentation_url: doc });
  const mergeBase = (await repo.git.git(["merge-base", base, head]).catch(() => "")).trim();
  if (!mergeBase) throw new HttpError(404, "Not Found", { documentation_url: doc });
  const count = async (range) => Number((await repo.git.git(["rev-list", "--count", range])).trim());
  const [aheadBy, behindBy] = [await count(`${mergeBase}..${head}`), await count(`${mergeBase}..${base}`)];
  const status = aheadBy && behindBy ? "diverged" : aheadBy ? "ahead" : behindBy ? "behind" : "identical";
  const log = await repo.git.log(head, { range: `${mergeBase}..${head}`, max: 250 });
  const commitOf = async (sha) => ctx.state.commitJson(repo, (await repo.git.log(sha, { max: 1 }))[0]);
  const api = ctx.state.repoApi(repo);
  const html = ctx.state.repoHtml(repo);
  return {
    body: {
      url: `${api}/compare/${ctx.params.basehead}`,
      html_url: `${html}/compare/${ctx.params.basehead}`,
      permalink_url: `${html}/compare/${base}...${head}`,
      diff_url: `${html}/compare/${ctx.params.basehead}.diff`,
      patch_url: `${html}/compare/${ctx.params.basehead}.patch`,
      base_commit: await commitOf(base),
      merge_base_commit: await commitOf(mergeBase),
      status,
      ahead_by: aheadBy,
      behind_by: behindBy,
      total_commits: aheadBy,
      commits: log.reverse().map((entry) => ctx.state.commitJson(repo, entry)),
      files: await ctx.state.diffEntries(repo, mergeBase, head),
    },
  };
});

route("GET", "/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments", (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.pull(repo, ctx.params.pull_number);
  const review = ctx.state.review(repo, issue, ctx.params.review_id);
  const comments = ctx.state
    .reviewCommentsOf(repo, issue.number)
    .filter((c) => c.reviewId === review.id)
    .sort(byCreated);
  const page = paginate(ctx, comments);
  return { body: page.body.map((c) => ctx.state.reviewCommentJson(repo, c)), headers: page.headers };
});

route("GET", "/repos/{owner}/{repo}/pulls/{pull_number}/comments", (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.pull(repo, ctx.params.pull_number);
  const comments = ctx.state
    .reviewCommentsOf(repo, issue.number)
    .filter((c) => {
      const review = ctx.state.reviews.get(c.reviewId);
      return review?.state !== "PENDING" || review.user === ctx.viewer;
    })
    .sort(byCreated);
  const page = paginate(ctx, comments);
  return { body: page.body.map((c) => ctx.state.reviewCommentJson(repo, c)), headers: page.headers };
});

async function replyToReviewComment(ctx, repo, issue, parentId, body) {
  const doc = "https://docs.github.com/rest/pulls/comments#create-a-reply-for-a-review-comment";
  requireString(body, "PullRequestReviewComment", "body", doc);
  checkBodyLength(body, "PullRequestReviewComment", doc);
  const parent = ctx.state.reviewComment(repo, parentId);
  if (parent.number !== issue.number) throw notFound();
  // A reply always joins the thread's first comment.
  const root = parent.inReplyTo ? ctx.state.reviewComment(repo, parent.inReplyTo) : parent;
  const review = ctx.state.createReview(repo, issue, { user: ctx.viewer, body: "", state: "COMMENTED" });
  const reply = await ctx.state.createReviewComment(repo, issue, {
    review,
    user: ctx.viewer,
    body,
    path: root.path,
    line: root.line,
    side: root.side,
    startLine: root.startLine,
    startSide: root.startSide,
    diffHunk: root.diffHunk,
    inReplyTo: root.id,
    commitId: root.commitId,
  });
  return { status: 201, body: ctx.state.reviewCommentJson(repo, reply) };
}

route("POST", "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies", async (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.pull(repo, ctx.params.pull_number);
  requireScope(ctx, "pull_requests", "write");
  return replyToReviewComment(ctx, repo, issue, ctx.params.comment_id, ctx.body.body);
});

route("POST", "/repos/{owner}/{repo}/pulls/{pull_number}/comments", async (ctx) => {
  const repo = repoOf(ctx);
  const issue = ctx.state.pull(repo, ctx.params.pull_number);
  requireScope(ctx, "pull_requests", "write");
  if (ctx.body.in_reply_to !== undefined)
    return replyToReviewComment(ctx, repo, issue, ctx.body.in_reply_to, ctx.body.body);
  const doc = "https://docs.github.com/rest/pulls/comments#create-a-review-comment-for-a-pull-request";
  await ctx.state.refreshPull(repo, issue);
  const body = requireString(ctx.body.body, "PullRequestReviewComment", "body", doc);
  const file = requireString(ctx.body.path, "PullRequestReviewComment", "path", doc);
  if (typeof ctx.body.line !== "number")
    throw validationFailed([{ resource: "PullRequestReviewComment", code: "missing_field", field: "line" }], doc);
  const review = ctx.state.createReview(repo, issue, {
    user: ctx.viewer,
    body: "",
    state: "COMMENTED",
    commitId: ctx.body.commit_id,
  });
  const comment = await ctx.state.createReviewComment(repo, issue, {
    review,
    user: ctx.viewer,
    body,
    path: file,
    line: ctx.body.line,
    side: ctx.body.side ?? "RIGHT",
    startLine: ctx.body.start_line ?? null,
    startSide: ctx.body.start_side ?? null,
    commitId: ctx.body.commit_id,
  });
  return { status: 201, body: ctx.state.reviewCommentJson(repo, comment) };
});

route("GET", "/repos/{owner}/{repo}/pulls/comments/{comment_id}", (ctx) => {
  const repo = repoOf(ctx);
  return {
    body: withHtml(ctx, ctx.state.reviewCommentJson(repo, ctx.state.reviewComment(repo, ctx.params.comment_id))),
  };
});

route("PATCH", "/repos/{owner}/{repo}/pulls/comments/{comment_id}", (ctx) => {
  const repo = repoOf(ctx);
  const comment = ctx.state.reviewComment(repo, ctx.params.comment_id);
  requireScope(ctx, "pull_requests", "write");
  const doc = "https://docs.github.com/rest/pulls/comments#update-a-review-comment-for-a-pull-request";
  const body = requireString(ctx.body.body, "PullRequestReviewComment", "body", doc);
  if (comment.user !== ctx.viewer && !ctx.state.can(repo, ctx.viewer, "write")) throw notFound();
  checkBodyLength(body, "PullRequestReviewComment", doc);
  comment.body = body;
  comment.updatedAt = timestamp();
  return { body: ctx.state.reviewCommentJson(repo, comment) };
});

// ---- git data: refs, branches, commits, contents -----------------------------------------------------------

function qualifiedRef(ref) {
  return ref.startsWith("refs/") ? ref : `refs/${ref}`;
}

async function getRef(ctx) {
  const repo = repoOf(ctx);
  const ref = qualifiedRef(ctx.params.ref);
  const [found] = (await repo.git.refs(ref)).filter((r) => r.ref === ref);
  if (!found) throw notFound();
  return { body: ctx.state.gitRefJson(repo, found.ref, found.sha) };
}

route("GET", "/repos/{owner}/{repo}/git/ref/{ref}", getRef);

route("GET", "/repos/{owner}/{repo}/git/matching-refs/{ref}", async (ctx) => {
  const repo = repoOf(ctx);
  const prefix = qualifiedRef(ctx.params.ref);
  const refs = (await repo.git.refs("refs/")).filter(
    (r) => r.ref.startsWith(prefix) && !r.ref.startsWith("refs/emulator/"),
  );
  return { body: refs.map((r) => ctx.state.gitRefJson(repo, r.ref, r.sha)) };
});

route("POST", "/repos/{owner}/{repo}/git/refs", async (ctx) => {
  const repo = repoOf(ctx);
  requireScope(ctx, "contents", "write");
  requireRole(ctx, repo, "write");
  const doc = "https://docs.github.com/rest/git/refs#create-a-reference";
  const ref = requireString(ctx.body.ref, "Ref", "ref", doc);
  const sha = requireString(ctx.body.sha, "Ref", "sha", doc);
  if (!/^refs\/[^/]+\/.+/.test(ref))
    throw new HttpError(422, "Reference name must start with 'refs/' and have at least two slashes.", {
      documentation_url: doc,
    });
  if (await repo.git.resolve(ref)) throw new HttpError(422, "Reference already exists", { documentation_url: doc });
  await protectedCheck(repo, ref);
  if (!(await repo.git.resolve(sha))) throw new HttpError(422, "Object does not exist", { documentation_url: doc });
  await repo.git.updateRef(ref, sha);
  return { status: 201, body: ctx.state.gitRefJson(repo, ref, sha) };
});

async function protectedCheck(repo, ref) {
  const branch = ref.replace(/^refs\/heads\//, "");
  if (ref.startsWith("refs/heads/") && (await repo.git.protectedBranches()).includes(branch)) {
    throw new HttpError(422, "Protected branch update failed", { documentation_url: DOCS });
  }
}

route("PATCH", "/repos/{owner}/{repo}/git/refs/{ref}", async (ctx) => {
  const repo = repoOf(ctx);
  requireScope(ctx, "contents", "write");
  requireRole(ctx, repo, "write");
  const doc = "https://docs.github.com/rest/git/refs#update-a-reference";
  const ref = qualifiedRef(ctx.params.ref);
  const sha = requireString(ctx.body.sha, "Ref", "sha", doc);
  const current = await repo.git.resolve(ref);
  if (!current) throw new HttpError(422, "Reference does not exist", { documentation_url: doc });
  await protectedCheck(repo, ref);
  if (!(await repo.git.resolve(sha))) throw new HttpError(422, "Object does not exist", { documentation_url: doc });
  if (!ctx.body.force && !(await repo.git.isAncestor(current, sha)))
    throw new HttpError(422, "Update is not a fast forward", { documentation_url: doc });
  await repo.git.updateRef(ref, sha, current);
  return { body: ctx.state.gitRefJson(repo, ref, sha) };
});

route("DELETE", "/repos/{owner}/{repo}/git/refs/{ref}", async (ctx) => {
  const repo = repoOf(ctx);
  requireScope(ctx, "contents", "write");
  requireRole(ctx, repo, "write");
  const ref = qualifiedRef(ctx.params.ref);
  if (!(await repo.git.resolve(ref))) throw new HttpError(422, "Reference does not exist", { documentation_url: DOCS });
  await protectedCheck(repo, ref);
  await repo.git.deleteRef(ref);
  return { status: 204 };
});

// Blobs, trees and commits through the Git Data API, written into the real bare repository with git plumbing,
// so a test can compare what the API built with what a push would have sent (same content, same tree sha).

const TREE_MODES = new Set(["100644", "100755", "040000", "160000", "120000"]);

route("POST", "/repos/{owner}/{repo}/git/blobs", async (ctx) => {
  const repo = repoOf(ctx);
  requireScope(ctx, "contents", "write");
  requireRole(ctx, repo, "write");
  const doc = "https://docs.github.com/rest/git/blobs#create-a-blob";
  const content = requireString(ctx.body.content, "Blob", "content", doc);
  const encoding = ctx.body.encoding ?? "utf-8";
  if (encoding !== "utf-8" && encoding !== "base64")
    throw validationFailed([{ resource: "Blob", code: "invalid", field: "encoding" }], doc);
  const sha = await repo.git.writeBlob(Buffer.from(content, encoding === "base64" ? "base64" : "utf8"));
  return { status: 201, body: { url: `${ctx.state.repoApi(repo)}/git/blobs/${sha}`, sha } };
});

route("POST", "/repos/{owner}/{repo}/git/trees", async (ctx) => {
  const repo = repoOf(ctx);
  requireScope(ctx, "contents", "write");
  requireRole(ctx, repo, "write");
  const doc = "https://docs.github.com/rest/git/trees#create-a-tree";
  if (!Array.isArray(ctx.body.tree))
    throw validationFailed([{ resource: "Tree", code: "missing_field", field: "tree" }], doc);
  const base = ctx.body.base_tree;
  if (base !== undefined && (await repo.git.objectType(base)) !== "tree")
    throw new HttpError(422, "base_tree is not a valid tree oid", { documentation_url: doc });
  const entries = [];
  for (const entry of ctx.body.tree) {
    const where = `tree.path ${entry?.path}`;
    if (
      typeof entry?.path !== "string" ||
      !entry.path ||
      entry.path.startsWith("/") ||
      entry.path.split("/").some((p) => !p || p === "." || p === ".." || p === ".git")
    )
      throw new HttpError(422, `${where} contains a malformed path component`, { documentation_url: doc });
    if (!TREE_MODES.has(entry.mode))
      throw new HttpError(422, `${where} has an invalid mode`, { documentation_url: doc });
    if (entry.content !== undefined) {
      if (typeof entry.content !== "string" || entry.sha !== undefined)
        throw new HttpError(422, `${where}: give either sha or content`, { documentation_url: doc });
      entries.push({ path: entry.path, mode: entry.mode, content: Buffer.from(entry.content, "utf8") });
      continue;
    }
    if (entry.sha === null) {
      entries.push({ path: entry.path, sha: null });
      continue;
    }
    const want = entry.type ?? (entry.mode === "040000" ? "tree" : entry.mode === "160000" ? "commit" : "blob");
    // A submodule's commit lives in another repository; anything else must exist here with the stated type.
    if (want !== "commit" && (await repo.git.objectType(entry.sha)) !== want)
      throw new HttpError(422, `tree.sha ${entry.sha} is not a valid ${want}`, { documentation_url: doc });
    if (want === "tree")
      throw new HttpError(422, "emulator: tree entries of type tree are not emulated", { documentation_url: doc });
    entries.push({ path: entry.path, mode: entry.mode, sha: entry.sha });
  }
  const sha = await repo.git.buildTree(base, entries);
  return { status: 201, body: await gitTreeJson(ctx, repo, sha) };
});

async function gitTreeJson(ctx, repo, sha) {
  const api = ctx.state.repoApi(repo);
  const entries = (await repo.git.lsTree(sha)) ?? [];
  return {
    sha,
    url: `${api}/git/trees/${sha}`,
    truncated: false,
    tree: entries.map((e) => ({
      path: e.path,
      mode: e.mode,
      type: e.type,
      sha: e.sha,
      ...(e.type === "blob" ? { size: e.size, url: `${api}/git/blobs/${e.sha}` } : {}),
      ...(e.type === "tree" ? { url: `${api}/git/trees/${e.sha}` } : {}),
    })),
  };
}

/** GitHub signs a commit made through the API by an App's installation token when the request names neither an
 * author nor a committer; the commit then carries the bot as author and GitHub as committer. */
function commitIdentity(ctx, body, now) {
  const given = (p) => p && { name: String(p.name), email: String(p.email), date: p.date ?? now };
  const bot = ctx.state.user(ctx.viewer);
  const self = { name: ctx.viewer, email: `${bot.id}+${ctx.viewer}@users.noreply.github.com`, date: now };
  const author = given(body.author) ?? given(body.committer) ?? self;
  const committer =
    given(body.committer) ?? (body.author ? author : { name: "GitHub", email: "noreply@github.com", date: now });
  const signed = ctx.token.kind === "installation" && !body.author && !body.committer;
  return { author, committer, signed };
}

route("POST", "/repos/{owner}/{repo}/git/commits", async (ctx) => {
  const repo = repoOf(ctx);
  requireScope(ctx, "contents", "write");
  requireRole(ctx, repo, "write");
  const doc = "https://docs.github.com/rest/git/commits#create-a-commit";
  const message = requireString(ctx.body.message, "Commit", "message", doc);
  const tree = requireString(ctx.body.tree, "Commit", "tree", doc);
  if ((await repo.git.objectType(tree)) !== "tree")
    throw new HttpError(422, "Tree SHA does not exist", { documentation_url: doc });
  const parents = ctx.body.parents ?? [];
  for (const parent of parents)
    if ((await repo.git.objectType(parent)) !== "commit")
      throw new HttpError(422, "Parent SHA does not exist or is not a commit object", { documentation_url: doc });
  const now = timestamp();
  const { author, committer, signed } = commitIdentity(ctx, ctx.body, now);
  const signature = signed
    ? "-----BEGIN PGP SIGNATURE-----\n\nemulator: signed by GitHub\n-----END PGP SIGNATURE-----"
    : undefined;
  const sha = await repo.git.writeCommit({ tree, parents, author, committer, message, signature });
  const verification = signed
    ? { verified: true, reason: "valid", signature, payload: null, verified_at: now }
    : { verified: false, reason: "unsigned", signature: null, payload: null, verified_at: null };
  repo.verifications ??= new Map();
  repo.verifications.set(sha, verification);
  const api = ctx.state.repoApi(repo);
  const html = ctx.state.repoHtml(repo);
  const person = (p) => ({ name: p.name, email: p.email, date: timestamp(new Date(p.date)) });
  return {
    status: 201,
    body: {
      sha,
      node_id: nodeId("Commit", sha),
      url: `${api}/git/commits/${sha}`,
      html_url: `${html}/commit/${sha}`,
      author: person(author),
      committer: person(committer),
      message,
      tree: { sha: tree, url: `${api}/git/trees/${tree}` },
      parents: parents.map((p) => ({ sha: p, url: `${api}/git/commits/${p}`, html_url: `${html}/commit/${p}` })),
      verification,
    },
  };
});

async function branchJson(ctx, repo, name, sha) {
  const [entry] = await repo.git.log(sha, { max: 1 });
  const protectedBranches = await repo.git.protectedBranches();
  const api = `${ctx.state.repoApi(repo)}/branches/${name}`;
  const isProtected = protectedBranches.includes(name);
  return {
    name,
    commit: ctx.state.commitJson(repo, entry),
    _links: { self: api, html: `${ctx.state.repoHtml(repo)}/tree/${name}` },
    protected: isProtected,
    protection: {
      enabled: isProtected,
      required_status_checks: { enforcement_level: "off", contexts: [], checks: [] },
    },
    protection_url: `${api}/protection`,
  };
}

route("GET", "/repos/{owner}/{repo}/branches", async (ctx) => {
  const repo = repoOf(ctx);
  const branches = Object.entries(await repo.git.branches()).sort(([a], [b]) => (a < b ? -1 : 1));
  const protectedBranches = await repo.git.protectedBranches();
  const page = paginate(ctx, branches);
  return {
    body: page.body.map(([name, sha]) => ({
      name,
      commit: { sha, url: `${ctx.state.repoApi(repo)}/commits/${sha}` },
      protected: protectedBranches.includes(name),
    })),
    headers: page.headers,
  };
});

route("GET", "/repos/{owner}/{repo}/branches/{branch}", async (ctx) => {
  const repo = repoOf(ctx);
  const name = ctx.params.branch;
  const sha = await repo.git.resolve(`refs/heads/${name}`);
  if (!sha) throw new HttpError(404, "Branch not found", { documentation_url: DOCS });
  return { body: await branchJson(ctx, repo, name, sha) };
});

// Before commits/{ref}, whose ref may hold slashes and would take the whole path.
route("GET", "/repos/{owner}/{repo}/commits/{ref}/check-runs", async (ctx) => {
  const repo = repoOf(ctx);
  requireScope(ctx, ["checks", "contents"], "read");
  const sha = await repo.git.resolve(ctx.params.ref);
  if (!sha) throw new HttpError(422, `No commit found for SHA: ${ctx.params.ref}`, { documentation_url: CHECK_DOC });
  const runs = (repo.checkRuns ?? []).filter((r) => r.headSha === sha).reverse();
  const page = paginate(ctx, runs);
  return {
    body: { total_count: runs.length, check_runs: page.body.map((r) => checkRunJson(ctx, repo, r)) },
    headers: page.headers,
  };
});

route("GET", "/repos/{owner}/{repo}/commits/{ref}", async (ctx) => {
  const repo = repoOf(ctx);
  const sha = await repo.git.resolve(ctx.params.ref);
  if (!sha) throw new HttpError(422, `No commit found for SHA: ${ctx.params.ref}`, { documentation_url: DOCS });
  const [entry] = await repo.git.log(sha, { max: 1 });
  return { body: ctx.state.commitJson(repo, entry) };
});

function contentItem(ctx, repo, ref, entry) {
  const api = ctx.state.repoApi(repo);
  const type =
    entry.type === "tree"
      ? "dir"
      : entry.type === "commit"
        ? "submodule"
        : entry.mode === "120000"
          ? "symlink"
          : "file";
  const encodedPath = entry.path.split("/").map(encodeURIComponent).join("/");
  const self = `${api}/contents/${encodedPath}?ref=${encodeURIComponent(ref)}`;
  const gitUrl = `${api}/git/${entry.type === "tree" ? "trees" : "blobs"}/${entry.sha}`;
  const html = `${ctx.state.repoHtml(repo)}/${type === "dir" ? "tree" : "blob"}/${ref}/${encodedPath}`;
  return {
    type,
    size: type === "dir" ? 0 : entry.size,
    name: path.posix.basename(entry.path),
    path: entry.path,
    sha: entry.sha,
    url: self,
    git_url: gitUrl,
    html_url: html,
    download_url: type === "file" ? `${ctx.state.serverUrl}/${repo.fullName}/raw/${ref}/${encodedPath}` : null,
    _links: { self, git: gitUrl, html },
  };
}

route("GET", "/repos/{owner}/{repo}/contents/{path}", async (ctx) => contents(ctx, ctx.params.path ?? ""));

async function contents(ctx, rawPath) {
  const repo = repoOf(ctx);
  requireScope(ctx, "contents", "read");
  const ref = ctx.query.get("ref") || repo.defaultBranch;
  const sha = await repo.git.resolve(ref);
  if (!sha) throw new HttpError(404, `No commit found for the ref ${ref}`, { documentation_url: DOCS });
  const target = rawPath.replace(/^\/+|\/+$/g, "");
  const accept = String(ctx.headers.accept ?? "");
  if (target === "") {
    const entries = (await repo.git.lsTree(sha)) ?? [];
    return { body: entries.map((e) => contentItem(ctx, repo, ref, e)) };
  }
  const [entry] = (await repo.git.lsTree(sha, target)) ?? [];
  if (!entry || entry.path !== target) throw notFound();
  if (entry.type === "tree") {
    const entries = (await repo.git.lsTree(sha, `${target}/`)) ?? [];
    return { body: entries.map((e) => contentItem(ctx, repo, ref, e)) };
  }
  const item = contentItem(ctx, repo, ref, entry);
  const bytes = await repo.git.readFileBuffer(sha, target);
  if (/application\/vnd\.github(\.v3)?\.raw/.test(accept)) {
    return { raw: bytes, headers: { "content-type": "application/vnd.github.raw; charset=utf-8" } };
  }
  if (item.type === "symlink") return { body: { ...item, target: bytes.toString("utf8") } };
  if (item.type === "submodule") return { body: { ...item, submodule_git_url: "" } };
  // GitHub wraps the base64 text at 60 characters.
  const content = bytes.toString("base64").replace(/(.{60})/g, "$1\n");
  return {
    body: { ...item, content: content.endsWith("\n") || content === "" ? content : `${content}\n`, encoding: "base64" },
  };
}

// ---- check runs (Checks API) --------------------------------------------------------------------------------
// Only a GitHub App's installation token may write check runs ("You must authenticate via a GitHub App" for a
// user token), and only with `checks: write` among its permissions: a workflow whose `permissions:` leave it
// out gets the 403 the action must survive.

const CHECK_DOC = "https://docs.github.com/rest/checks/runs";
const CHECK_STATUSES = ["queued", "in_progress", "completed"];
const CHECK_CONCLUSIONS = ["action_required", "cancelled", "failure", "neutral", "success", "skipped", "timed_out"];

function requireCheckWriter(ctx, repo) {
  if (ctx.token.kind !== "installation")
    throw new HttpError(403, "You must authenticate via a GitHub App.", { documentation_url: CHECK_DOC });
  requireScope(ctx, "checks", "write");
  requireRole(ctx, repo, "write");
}

/** Applies `status`/`conclusion`/`output`/… from a create or update body, with GitHub's validation. */
function applyCheckFields(run, body, doc) {
  const invalid = (field) => validationFailed([{ resource: "CheckRun", code: "invalid", field }], doc);
  if (body.name !== undefined) run.name = requireString(body.name, "CheckRun", "name", doc);
  if (body.details_url !== undefined) run.detailsUrl = requireString(body.details_url, "CheckRun", "details_url", doc);
  if (body.external_id !== undefined) run.externalId = requireString(body.external_id, "CheckRun", "external_id", doc);
  if (body.status !== undefined && !CHECK_STATUSES.includes(body.status)) throw invalid("status");
  if (body.conclusion !== undefined && !CHECK_CONCLUSIONS.includes(body.conclusion)) throw invalid("conclusion");
  if (body.status !== undefined) run.status = body.status;
  if (body.started_at !== undefined) run.startedAt = requireString(body.started_at, "CheckRun", "started_at", doc);
  // Providing a conclusion completes the run.
  if (body.conclusion !== undefined) {
    run.conclusion = body.conclusion;
    run.status = "completed";
  }
  if (run.status === "completed" && !run.conclusion)
    throw validationFailed([{ resource: "CheckRun", code: "missing_field", field: "conclusion" }], doc);
  if (run.status === "completed")
    run.completedAt = typeof body.completed_at === "string" ? body.completed_at : (run.completedAt ?? timestamp());
  if (body.output !== undefined) {
    const o = body.output;
    if (!o || typeof o !== "object") throw invalid("output");
    requireString(o.title, "CheckRun", "output.title", doc);
    requireString(o.summary, "CheckRun", "output.summary", doc);
    for (const key of ["title", "summary", "text"])
      if (typeof o[key] === "string" && o[key].length > 65_535) throw invalid(`output.${key}`);
    run.output = { title: o.title, summary: o.summary, text: typeof o.text === "string" ? o.text : null };
  }
}

function checkRunJson(ctx, repo, run) {
  const api = `${ctx.state.repoApi(repo)}/check-runs/${run.id}`;
  return {
    id: run.id,
    head_sha: run.headSha,
    node_id: nodeId("CheckRun", run.id),
    external_id: run.externalId ?? "",
    url: api,
    html_url: `${ctx.state.repoHtml(repo)}/runs/${run.id}`,
    details_url: run.detailsUrl ?? null,
    status: run.status,
    conclusion: run.conclusion ?? null,
    started_at: run.startedAt,
    completed_at: run.completedAt ?? null,
    output: {
      title: run.output?.title ?? null,
      summary: run.output?.summary ?? null,
      text: run.output?.text ?? null,
      annotations_count: 0,
      annotations_url: `${api}/annotations`,
    },
    name: run.name,
    check_suite: { id: run.suiteId },
    app: ctx.state.appJson(run.app),
    pull_requests: [],
  };
}

route("POST", "/repos/{owner}/{repo}/check-runs", async (ctx) => {
  const repo = repoOf(ctx);
  requireCheckWriter(ctx, repo);
  const doc = `${CHECK_DOC}#create-a-check-run`;
  const body = ctx.body ?? {};
  requireString(body.name, "CheckRun", "name", doc);
  const headSha = requireString(body.head_sha, "CheckRun", "head_sha", doc);
  if (!/^[0-9a-f]{40}$/.test(headSha) || (await repo.git.resolve(headSha)) !== headSha)
    throw new HttpError(422, `No commit found for SHA: ${headSha}`, { documentation_url: doc });
  const id = ctx.state.nextId();
  const run = { id, suiteId: ctx.state.nextId(), headSha, app: ctx.viewer, status: "queued", startedAt: timestamp() };
  applyCheckFields(run, body, doc);
  (repo.checkRuns ??= []).push(run);
  return { status: 201, body: checkRunJson(ctx, repo, run) };
});

route("PATCH", "/repos/{owner}/{repo}/check-runs/{check_run_id}", (ctx) => {
  const repo = repoOf(ctx);
  requireCheckWriter(ctx, repo);
  const run = (repo.checkRuns ?? []).find((r) => r.id === Number(ctx.params.check_run_id));
  if (!run) throw notFound();
  applyCheckFields(run, ctx.body ?? {}, `${CHECK_DOC}#update-a-check-run`);
  return { body: checkRunJson(ctx, repo, run) };
});

// A job's log: GitHub answers with a redirect to a short-lived download URL (served by emulator.mjs).
route("GET", "/repos/{owner}/{repo}/actions/jobs/{job_id}/logs", (ctx) => {
  const repo = repoOf(ctx);
  requireScope(ctx, "actions", "read");
  const url = ctx.state.jobLogs.urlFor(repo, Number(ctx.params.job_id));
  if (!url) throw notFound();
  return { status: 302, raw: Buffer.alloc(0), headers: { location: url } };
});

/** Every check run of a repository as GitHub returns it (for `emu.checkRuns`). */
export function checkRunsOf(state, repo) {
  return (repo.checkRuns ?? []).map((run) => checkRunJson({ state }, repo, run));
}
