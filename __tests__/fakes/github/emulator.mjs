// A loopback GitHub: the REST endpoints the action uses under `<url>/api/v3`, and real bare git repositories
// served over smart HTTP at `<url>/<owner>/<repo>.git`, all on one node:http server on an ephemeral port.
// Plain ESM JavaScript so `node serve.mjs` runs it without a build; types are in emulator.d.mts.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkout } from "./checkout.mjs";
import { eventPayloads } from "./events.mjs";
import { FaultQueue, faultFromJson, faultResponse } from "./faults.mjs";
import { matchGitPath, runHttpBackend } from "./git-http.mjs";
import { checkRunsOf, findRoute } from "./rest.mjs";
import { GitHubState, HttpError, timestamp } from "./state.mjs";

export { runGit } from "./git-repo.mjs";
export { basicAuthHeader } from "./checkout.mjs";
export { routeTable } from "./rest.mjs";

const API_PREFIX = "/api/v3";

/** The token in an `Authorization` header: `token T`, `Bearer T`, or Basic with the token as password (or user). */
function tokenFromHeader(header) {
  if (!header) return undefined;
  const [scheme, value = ""] = header.trim().split(/\s+/, 2);
  if (/^(token|bearer)$/i.test(scheme)) return value;
  if (/^basic$/i.test(scheme)) {
    const decoded = Buffer.from(value, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon === -1) return decoded;
    return decoded.slice(colon + 1) || decoded.slice(0, colon);
  }
  return undefined;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sendJson(res, status, body, headers = {}) {
  const text = body === undefined ? "" : JSON.stringify(body);
  res.writeHead(status, {
    ...(body === undefined ? {} : { "content-type": "application/json; charset=utf-8" }),
    ...headers,
  });
  res.end(text);
}

export class GitHubEmulator {
  /** @param {{allowAnonymous?: boolean}} options */
  constructor(options = {}) {
    this.allowAnonymous = Boolean(options.allowAnonymous);
    this.requests = [];
    this.pushes = [];
    this.faults = new FaultQueue();
    this.rateRemaining = 5000;
    this.sequence = 0;
    this.server = createServer((req, res) => {
      this.#handle(req, res).catch((error) => {
        if (!res.headersSent) sendJson(res, 500, { message: `emulator error: ${error.message}` });
        else res.destroy();
      });
    });
    this.sockets = new Set();
    this.server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
  }

  async start({ host = "127.0.0.1", port = 0 } = {}) {
    this.root = await mkdtemp(path.join(tmpdir(), "gh-emulator-"));
    await new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(port, host, resolve);
    });
    const address = this.server.address();
    this.url = `http://${host}:${address.port}`;
    this.serverUrl = this.url;
    this.apiUrl = `${this.url}${API_PREFIX}`;
    this.state = new GitHubState({
      serverUrl: this.serverUrl,
      apiUrl: this.apiUrl,
      gitRoot: path.join(this.root, "git"),
    });
    this.events = eventPayloads(this.state);
    return this;
  }

  async close() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(() => resolve()));
    if (this.root) await rm(this.root, { recursive: true, force: true });
  }

  // ---- seeding -----------------------------------------------------------------------------------------------

  addUser(login, options) {
    return this.state.userJson(this.state.addUser(login, options).login);
  }

  addToken(token, login, options) {
    this.state.addToken(token, login, options);
  }

  async createRepo(options) {
    const repo = await this.state.createRepo(options);
    return this.state.repoJson(repo);
  }

  async forkRepo(options) {
    const repo = await this.state.forkRepo(options);
    return this.state.repoJson(repo);
  }

  setPermission(repo, login, role) {
    this.state.setPermission(repo, login, role);
  }

  async setProtectedBranches(repo, names) {
    await this.state.repo(repo).git.setProtectedBranches(names);
  }

  createIssue({ repo, title, body, user, labels }) {
    const record = this.state.repo(repo);
    return this.state.issueJson(record, this.state.createIssue(record, { title, body, user, labels }));
  }

  async createPull({ repo, title, body, user, head, base, draft }) {
    const record = this.state.repo(repo);
    const issue = await this.state.createPull(record, {
      title,
      body,
      user,
      head,
      base: base ?? record.defaultBranch,
      draft,
    });
    return this.state.pullJson(record, issue);
  }

  /** A finished GitHub Actions job on `headSha`: a check run of the github-actions app (id = the job's id) and
   * its log. Returns the job id and the workflow run id it belongs to. */
  async addWorkflowJob({ repo: fullName, headSha, job, conclusion = "failure", log = "" }) {
    const repo = this.state.repo(fullName);
    const sha = await repo.git.resolve(headSha);
    if (!sha) throw new Error(`no commit ${headSha} in ${fullName}`);
    if (!this.state.users.has("github-actions[bot]")) this.addUser("github-actions[bot]", { type: "Bot" });
    const id = this.state.nextId();
    const at = new Date().toISOString().replace(/\.\d+Z$/, "Z");
    (repo.checkRuns ??= []).push({
      id,
      suiteId: this.state.nextId(),
      headSha: sha,
      app: "github-actions[bot]",
      name: job,
      status: "completed",
      conclusion,
      startedAt: at,
      completedAt: at,
      detailsUrl: `${this.serverUrl}/${fullName}/actions/runs/${id}/job/${id}`,
    });
    this.state.jobLogs.add(repo, id, log);
    return { jobId: id, runId: this.state.nextId() };
  }

  /** An image attachment, as a user's paste stores it: the markdown URL to put in a body. */
  uploadAttachment(bytes, contentType = "image/png") {
    return this.state.attachments.add(bytes, contentType);
  }

  /** Attachment downloads served (`{ id, status }`), oldest first. */
  attachmentDownloads() {
    return [...this.state.attachments.downloads];
  }

  addComment({ repo, issue, body, user }) {
    const record = this.state.repo(repo);
    const comment = this.state.createComment(record, this.state.issue(record, issue), { body, user });
    return this.state.commentJson(record, comment);
  }

  /** Submits a review with line comments; `diffHunk` of each comment defaults to the real hunk from git. */
  async addReview({ repo, pull, user, body = "", state = "COMMENTED", comments = [] }) {
    const record = this.state.repo(repo);
    const issue = this.state.pull(record, pull);
    await this.state.refreshPull(record, issue);
    const review = this.state.createReview(record, issue, { user, body, state });
    const created = [];
    for (const c of comments) {
      created.push(
        await this.state.createReviewComment(record, issue, {
          review,
          user,
          body: c.body,
          path: c.path,
          line: c.line,
          side: c.side,
          startLine: c.startLine ?? null,
          diffHunk: c.diffHunk,
        }),
      );
    }
    return {
      review: this.state.reviewJson(record, review),
      comments: created.map((c) => this.state.reviewCommentJson(record, c)),
    };
  }

  addReaction({ repo, content, user, commentId, reviewCommentId, issue }) {
    const record = this.state.repo(repo);
    const subject = this.#reactionSubject(record, { commentId, reviewCommentId, issue });
    return this.state.reactionJson(this.state.addReaction(subject, { content, user }).reaction);
  }

  /** Applies a whole seed (the JSON `serve.mjs` reads); returns what it created, in GitHub's JSON. */
  async seed(seed, { baseDir = process.cwd() } = {}) {
    const out = { repos: [], issues: [], pulls: [], comments: [], reviews: [] };
    for (const user of seed.users ?? [])
      this.addUser(typeof user === "string" ? user : user.login, typeof user === "string" ? {} : user);
    for (const t of seed.tokens ?? []) this.addToken(t.token, t.login, { kind: t.kind, permissions: t.permissions });
    const branchesOf = async (fullName, branches = {}) => {
      for (const [branch, spec] of Object.entries(branches)) {
        await this.git(fullName).commit({
          branch,
          from: spec.from,
          files: spec.files ?? {},
          message: spec.message ?? `Update ${branch}`,
        });
      }
    };
    for (const r of seed.repos ?? []) {
      out.repos.push(
        await this.createRepo({ ...r, fromDir: r.fromDir ? path.resolve(baseDir, r.fromDir) : undefined }),
      );
      await branchesOf(`${r.owner}/${r.name}`, r.branches);
    }
    for (const f of seed.forks ?? []) {
      out.repos.push(await this.forkRepo(f));
      await branchesOf(`${f.owner}/${f.name ?? this.state.repo(f.from).name}`, f.branches);
    }
    for (const i of seed.issues ?? []) out.issues.push(this.createIssue(i));
    for (const p of seed.pulls ?? []) out.pulls.push(await this.createPull(p));
    for (const c of seed.comments ?? []) out.comments.push(this.addComment(c));
    for (const r of seed.reviews ?? []) out.reviews.push(await this.addReview(r));
    return out;
  }

  // ---- reading -----------------------------------------------------------------------------------------------

  /** The bare repository behind `owner/name`. */
  git(repo) {
    return this.state.repo(repo).git;
  }

  /** Clone URL as GitHub spells it (`$GITHUB_SERVER_URL/owner/name.git`). */
  gitUrl(repo) {
    return `${this.serverUrl}/${repo}.git`;
  }

  /** The environment variables GitHub gives every step that point at this server. */
  githubEnv(repo) {
    return {
      GITHUB_API_URL: this.apiUrl,
      GITHUB_SERVER_URL: this.serverUrl,
      GITHUB_GRAPHQL_URL: `${this.url}/api/graphql`,
      GITHUB_REPOSITORY: repo,
      GITHUB_REPOSITORY_OWNER: repo.split("/")[0],
    };
  }

  /** A working copy as actions/checkout leaves it (token in `.git/config` or, v6 style, an included file). */
  checkout(options) {
    return checkout({ serverUrl: this.serverUrl, ...options });
  }

  issue(repo, number) {
    const record = this.state.repo(repo);
    return this.state.issueJson(record, this.state.issue(record, number));
  }

  issueComments(repo, number) {
    const record = this.state.repo(repo);
    return this.state
      .commentsOf(record, number)
      .sort((a, b) => a.id - b.id)
      .map((c) => this.state.commentJson(record, c));
  }

  async pull(repo, number) {
    const record = this.state.repo(repo);
    const issue = this.state.pull(record, number);
    await this.state.refreshPull(record, issue);
    return this.state.pullJson(record, issue);
  }

  async pulls(repo, { state = "all" } = {}) {
    const record = this.state.repo(repo);
    const out = [];
    for (const issue of [...record.issues.values()].filter((i) => i.pull && (state === "all" || i.state === state))) {
      await this.state.refreshPull(record, issue);
      out.push(this.state.pullJson(record, issue));
    }
    return out;
  }

  /** The repository's check runs (POST/PATCH …/check-runs), oldest first, as GitHub returns them. */
  checkRuns(repo) {
    return checkRunsOf(this.state, this.state.repo(repo));
  }

  reviews(repo, number) {
    const record = this.state.repo(repo);
    return [...this.state.reviews.values()]
      .filter((r) => r.repo === repo && r.number === Number(number))
      .map((r) => this.state.reviewJson(record, r));
  }

  reviewComments(repo, number) {
    const record = this.state.repo(repo);
    return this.state
      .reviewCommentsOf(record, number)
      .sort((a, b) => a.id - b.id)
      .map((c) => this.state.reviewCommentJson(record, c));
  }

  #reactionSubject(record, { commentId, reviewCommentId, issue }) {
    if (commentId !== undefined) return this.state.comment(record, commentId);
    if (reviewCommentId !== undefined) return this.state.reviewComment(record, reviewCommentId);
    if (issue !== undefined) return this.state.issue(record, issue);
    throw new Error("say which subject: commentId, reviewCommentId or issue");
  }

  /** Reactions on an issue comment, a review comment or an issue. */
  reactions({ repo, commentId, reviewCommentId, issue }) {
    const record = this.state.repo(repo);
    return this.#reactionSubject(record, { commentId, reviewCommentId, issue }).reactions.map((r) =>
      this.state.reactionJson(r),
    );
  }

  /** REST requests only (no git, no control), optionally filtered. */
  restRequests({ method, path: pattern } = {}) {
    return this.requests.filter(
      (r) =>
        r.kind === "rest" &&
        (!method || r.method === method.toUpperCase()) &&
        (!pattern || (pattern instanceof RegExp ? pattern.test(r.path) : r.path === pattern)),
    );
  }

  clearRequests() {
    this.requests.length = 0;
  }

  /** Everything, as plain JSON (what `GET /_emulator/state` returns). */
  async snapshot() {
    await this.state.refreshPulls();
    const repos = {};
    for (const record of this.state.repos.values()) {
      const issues = [...record.issues.values()];
      const reactions = [];
      const collect = (type, subject) => {
        for (const r of subject.reactions)
          reactions.push({
            subject_type: type,
            subject_id: type === "issue" ? subject.number : subject.id,
            content: r.content,
            user: r.user,
            id: r.id,
          });
      };
      for (const i of issues) collect("issue", i);
      const comments = [...this.state.comments.values()]
        .filter((c) => c.repo === record.fullName)
        .sort((a, b) => a.id - b.id);
      for (const c of comments) collect("issue_comment", c);
      const reviewComments = [...this.state.reviewComments.values()]
        .filter((c) => c.repo === record.fullName)
        .sort((a, b) => a.id - b.id);
      for (const c of reviewComments) collect("review_comment", c);
      repos[record.fullName] = {
        default_branch: record.defaultBranch,
        private: record.private,
        fork: record.fork,
        parent: record.parent ?? null,
        permissions: Object.fromEntries(record.permissions),
        branches: await record.git.branches(),
        protected_branches: await record.git.protectedBranches(),
        issues: issues.filter((i) => !i.pull).map((i) => this.state.issueJson(record, i)),
        pulls: issues.filter((i) => i.pull).map((i) => this.state.pullJson(record, i)),
        comments: comments.map((c) => this.state.commentJson(record, c)),
        reviews: [...this.state.reviews.values()]
          .filter((r) => r.repo === record.fullName)
          .map((r) => this.state.reviewJson(record, r)),
        review_comments: reviewComments.map((c) => this.state.reviewCommentJson(record, c)),
        reactions,
        labels: [...record.labels.keys()].map((n) => this.state.labelJson(record, n)),
      };
    }
    return { serverUrl: this.serverUrl, apiUrl: this.apiUrl, repos, pushes: this.pushes };
  }

  /**
   * Every byte the emulator holds, as one string: the state snapshot, every request (paths, queries, bodies),
   * every push, every ref name and every git object of every repository. A secret absent from this reached
   * none of GitHub's surfaces through this server.
   */
  async dumpAll() {
    const parts = [JSON.stringify(await this.snapshot()), JSON.stringify(this.requests)];
    for (const repo of this.state.repos.values()) parts.push((await repo.git.dumpObjects()).toString("latin1"));
    return parts.join("\n");
  }

  // ---- faults ------------------------------------------------------------------------------------------------

  /**
   * The next matching request fails. `path` is a RegExp or exact string tested against the API path without
   * `/api/v3` (`/repos/o/r/issues/1/comments`) or, for git, the URL path (`/o/r.git/git-receive-pack`).
   */
  failNext(fault) {
    return this.faults.add(fault);
  }

  /** Runs `fn` before the next matching request is handled (e.g. move a branch just before a push). */
  onNext(match, fn) {
    return this.faults.addHook(match, fn);
  }

  pendingFaults() {
    return this.faults.pending();
  }

  /** Drops pending faults and hooks. */
  clearFaults() {
    this.faults.faults.length = 0;
    this.faults.hooks.length = 0;
  }

  // ---- HTTP --------------------------------------------------------------------------------------------------

  #log(entry) {
    const record = { seq: ++this.sequence, time: timestamp(), ...entry };
    this.requests.push(record);
    return record;
  }

  #identify(req) {
    const token = tokenFromHeader(req.headers.authorization);
    if (token === undefined) return { missing: true };
    const record = this.state.tokens.get(token);
    return record ? { token: record } : { bad: true };
  }

  #commonHeaders() {
    this.rateRemaining = Math.max(0, this.rateRemaining - 1);
    return {
      "x-github-request-id": randomUUID().toUpperCase(),
      "x-github-media-type": "github.v3; format=json",
      "x-ratelimit-limit": "5000",
      "x-ratelimit-remaining": String(this.rateRemaining),
      "x-ratelimit-used": String(5000 - this.rateRemaining),
      "x-ratelimit-reset": String(Math.ceil(Date.now() / 1000) + 3600),
      "x-ratelimit-resource": "core",
    };
  }

  async #handle(req, res) {
    const url = new URL(req.url ?? "/", this.url);
    const method = (req.method ?? "GET").toUpperCase();
    if (url.pathname.startsWith("/_emulator/")) return this.#control(req, res, url, method);
    const git = matchGitPath(url.pathname, url.searchParams);
    const isRest = url.pathname === API_PREFIX || url.pathname.startsWith(`${API_PREFIX}/`);
    const logPath = isRest ? url.pathname.slice(API_PREFIX.length) || "/" : url.pathname;

    await this.faults.runHooks(method, logPath, git?.service);
    const fault = this.faults.take(method, logPath, git?.service);
    const response = fault ? faultResponse(fault) : undefined;
    if (fault?.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (fault && response !== "pass") {
      const body = isRest ? await readBody(req).catch(() => "") : undefined;
      this.#log({
        kind: git ? "git" : "rest",
        method,
        path: logPath,
        query: Object.fromEntries(url.searchParams),
        body: parseMaybe(body),
        status: response === "reset" ? 0 : response.status,
        fault: fault.kind ?? String(fault.status ?? 502),
      });
      if (response === "reset") {
        req.socket.destroy();
        return;
      }
      return sendJson(res, response.status, response.body, { ...this.#commonHeaders(), ...response.headers });
    }

    if (git) return this.#git(req, res, url, method, git);
    if (isRest) return this.#rest(req, res, url, method, logPath);
    const attachment =
      method === "GET" ? (this.state.attachments.serve(url, req.headers) ?? this.state.jobLogs.serve(url)) : undefined;
    if (attachment) {
      this.#log({ kind: "other", method, path: url.pathname, status: attachment.status });
      res.writeHead(attachment.status, attachment.headers ?? { "content-type": "text/plain" });
      return void res.end(attachment.body);
    }
    this.#log({ kind: "other", method, path: url.pathname, status: 404 });
    return sendJson(res, 404, {
      message: "Not Found",
      documentation_url: "https://docs.github.com/rest",
      status: "404",
    });
  }

  async #rest(req, res, url, method, apiPath) {
    const text = await readBody(req);
    const entry = this.#log({
      kind: "rest",
      method,
      path: apiPath,
      query: Object.fromEntries(url.searchParams),
      body: parseMaybe(text),
      status: 0,
    });
    const reply = (status, body, headers = {}) => {
      entry.status = status;
      sendJson(res, status, body, { ...this.#commonHeaders(), ...headers });
    };
    const identity = this.#identify(req);
    if (identity.missing && !this.allowAnonymous) {
      return reply(401, {
        message: "Requires authentication",
        documentation_url: "https://docs.github.com/rest",
        status: "401",
      });
    }
    if (identity.bad)
      return reply(401, {
        message: "Bad credentials",
        documentation_url: "https://docs.github.com/rest",
        status: "401",
      });
    const token = identity.token ?? { login: "", kind: "anonymous" };
    entry.login = token.login || undefined;

    const found = findRoute(method, apiPath);
    if (!found || found === "method") {
      return reply(404, { message: "Not Found", documentation_url: "https://docs.github.com/rest", status: "404" });
    }
    entry.route = `${method} ${found.template}`;
    let body = {};
    if (text.trim() !== "") {
      try {
        body = JSON.parse(text);
      } catch {
        return reply(400, {
          message: "Problems parsing JSON",
          documentation_url: "https://docs.github.com/rest",
          status: "400",
        });
      }
    }
    const ctx = {
      state: this.state,
      params: found.params,
      query: url.searchParams,
      body: body ?? {},
      viewer: token.login,
      token,
      headers: req.headers,
      pathname: apiPath,
      note: (text) => {
        (entry.notes ??= []).push(text);
      },
    };
    try {
      const result = await found.handler(ctx);
      const status = result.status ?? 200;
      if (result.raw !== undefined) {
        entry.status = status;
        res.writeHead(status, { ...this.#commonHeaders(), ...result.headers });
        res.end(result.raw);
        return;
      }
      return reply(status, status === 204 ? undefined : result.body, result.headers);
    } catch (error) {
      if (error instanceof HttpError)
        return reply(error.status, { message: error.message, ...error.extra, status: String(error.status) });
      throw error;
    }
  }

  async #git(req, res, url, method, git) {
    const entry = this.#log({
      kind: "git",
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      service: git.service,
      status: 0,
    });
    const refuse = (status, text, headers = {}) => {
      entry.status = status;
      res.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...headers });
      res.end(text);
    };
    const repo = this.state.findRepo(git.owner, git.name);
    const identity = this.#identify(req);
    const anonymousRead = this.allowAnonymous && git.service === "upload-pack" && repo && !repo.private;
    if ((identity.missing && !anonymousRead) || identity.bad) {
      return refuse(401, "Authentication required\n", { "www-authenticate": 'Basic realm="GitHub"' });
    }
    const login = identity.token?.login ?? "";
    entry.login = login || undefined;
    if (!repo || (!anonymousRead && !this.state.can(repo, login, "read")))
      return refuse(404, "Repository not found.\n");
    if (git.service === "receive-pack") {
      const scoped = identity.token.permissions;
      if (!this.state.can(repo, login, "write") || (scoped && scoped.contents !== "write")) {
        return refuse(403, `Permission to ${repo.fullName}.git denied to ${login}.\n`);
      }
    }
    const pushing = git.service === "receive-pack" && git.rest === "git-receive-pack";
    const before = pushing ? await repo.git.branches() : undefined;
    entry.status = await runHttpBackend(req, res, {
      projectRoot: path.join(this.root, "git"),
      pathInfo: `/${repo.owner}/${repo.name}.git/${git.rest}`,
      query: url.search.replace(/^\?/, ""),
      remoteUser: login || "anonymous",
    });
    if (pushing) {
      const after = await repo.git.branches();
      const updates = [...new Set([...Object.keys(before), ...Object.keys(after)])]
        .filter((b) => before[b] !== after[b])
        .map((b) => ({ ref: `refs/heads/${b}`, before: before[b] ?? null, after: after[b] ?? null }));
      if (updates.length > 0) {
        repo.pushedAt = timestamp();
        this.pushes.push({ repo: repo.fullName, login, time: repo.pushedAt, updates });
        for (const other of this.state.repos.values()) {
          for (const issue of other.issues.values()) {
            if (issue.pull && issue.pull.headRepo === repo.fullName) await this.state.refreshPull(other, issue);
          }
        }
      }
    }
  }

  async #control(req, res, url, method) {
    const text = await readBody(req);
    if (method === "GET" && url.pathname === "/_emulator/state") return sendJson(res, 200, await this.snapshot());
    if (method === "GET" && url.pathname === "/_emulator/requests") return sendJson(res, 200, this.requests);
    if (method === "POST" && url.pathname === "/_emulator/faults") {
      const json = JSON.parse(text || "{}");
      for (const fault of Array.isArray(json) ? json : [json]) this.failNext(faultFromJson(fault));
      return sendJson(res, 201, this.pendingFaults());
    }
    return sendJson(res, 404, { message: "Not Found" });
  }
}

function parseMaybe(text) {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Starts an emulator on an ephemeral loopback port. Call `close()` when done: it removes its repositories. */
export async function startGitHubEmulator(options = {}) {
  const emulator = new GitHubEmulator(options);
  await emulator.start(options);
  if (options.seed) await emulator.seed(options.seed, { baseDir: options.seedDir });
  return emulator;
}
