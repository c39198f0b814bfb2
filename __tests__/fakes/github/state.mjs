// The emulator's memory: users, tokens, repositories (each backed by a real bare git repository), issues and pull
// requests (one number sequence per repository), comments, reactions, reviews and review comments — and the
// functions that turn those records into the JSON GitHub's REST API returns.
import { Attachments } from "./attachments.mjs";
import { JobLogs } from "./job-logs.mjs";
import path from "node:path";
import { GitRepo } from "./git-repo.mjs";

const ROLES = ["none", "read", "triage", "write", "maintain", "admin"];
const REACTIONS = ["+1", "-1", "laugh", "confused", "heart", "hooray", "rocket", "eyes"];
const BODY_LIMIT = 65536;

/** GitHub's timestamps: ISO 8601 without milliseconds. */
export function timestamp(date = new Date()) {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export class HttpError extends Error {
  /** @param {number} status @param {string} message @param {Record<string, unknown>} [extra] */
  constructor(status, message, extra = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}

export function notFound() {
  return new HttpError(404, "Not Found", { documentation_url: "https://docs.github.com/rest" });
}

export function validationFailed(errors, documentationUrl = "https://docs.github.com/rest") {
  return new HttpError(422, "Validation Failed", { errors, documentation_url: documentationUrl });
}

/** GitHub counts characters (Ruby String#length: code points), not UTF-16 units or bytes. */
export function checkBodyLength(body, resource, documentationUrl) {
  if (typeof body === "string" && [...body].length > BODY_LIMIT) {
    throw validationFailed(
      [
        {
          resource,
          code: "custom",
          field: "body",
          message: `body is too long (maximum is ${BODY_LIMIT} characters)`,
        },
      ],
      documentationUrl,
    );
  }
}

export function nodeId(kind, id) {
  return Buffer.from(`0${kind.length}:${kind}${id}`).toString("base64").replace(/=+$/, "");
}

function roleRank(role) {
  return ROLES.indexOf(role);
}

/** The legacy `permission` field: maintain reads as write and triage as read, exactly as GitHub reports them. */
function legacyPermission(role) {
  return { admin: "admin", maintain: "write", write: "write", triage: "read", read: "read", none: "none" }[role];
}

export class GitHubState {
  /** @param {{serverUrl: string, apiUrl: string, gitRoot: string}} urls */
  constructor({ serverUrl, apiUrl, gitRoot }) {
    this.serverUrl = serverUrl;
    this.apiUrl = apiUrl;
    this.gitRoot = gitRoot;
    this.attachments = new Attachments(serverUrl);
    this.jobLogs = new JobLogs(serverUrl);
    this.lastId = 1000;
    this.users = new Map();
    this.tokens = new Map();
    this.repos = new Map();
    this.comments = new Map();
    this.reviews = new Map();
    this.reviewComments = new Map();
  }

  /** Runs `fn` after every earlier locked call on `repo` settled: GitHub serialises writes to one repository. */
  withLock(repo, fn) {
    const run = (repo.lock ?? Promise.resolve()).then(fn, fn);
    repo.lock = run.catch(() => {});
    return run;
  }

  nextId() {
    this.lastId += 1;
    return this.lastId;
  }

  // ---- users and tokens ------------------------------------------------------------------------------------

  /** @param {string} login @param {{type?: "User"|"Bot"|"Organization", name?: string, email?: string}} [options] */
  addUser(login, options = {}) {
    const existing = this.users.get(login);
    if (existing) {
      Object.assign(existing, Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)));
      return existing;
    }
    const user = {
      id: this.nextId(),
      login,
      type: options.type ?? (login.endsWith("[bot]") ? "Bot" : "User"),
      name: options.name ?? null,
      email: options.email ?? null,
      createdAt: timestamp(),
    };
    this.users.set(login, user);
    return user;
  }

  user(login) {
    return this.users.get(login) ?? this.addUser(login);
  }

  /**
   * @param {string} token
   * @param {string} login
   * @param {{kind?: "installation"|"user", permissions?: Record<string, "read"|"write">}} [options]
   */
  addToken(token, login, options = {}) {
    this.user(login);
    const kind = options.kind ?? (login.endsWith("[bot]") ? "installation" : "user");
    this.tokens.set(token, { login, kind, permissions: options.permissions });
  }

  // ---- repositories --------------------------------------------------------------------------------------

  repo(fullName) {
    const repo = this.repos.get(fullName);
    if (!repo) throw new Error(`the emulator has no repository ${fullName}`);
    return repo;
  }

  findRepo(owner, name) {
    return this.repos.get(`${owner}/${name}`);
  }

  async createRepo({
    owner,
    name,
    files,
    fromDir,
    defaultBranch = "main",
    private: isPrivate = false,
    description = null,
    permissions = {},
    protectedBranches,
    topics = [],
  }) {
    const fullName = `${owner}/${name}`;
    if (this.repos.has(fullName)) throw new Error(`repository ${fullName} already exists`);
    const ownerUser = this.user(owner);
    const git = await GitRepo.create(path.join(this.gitRoot, owner, `${name}.git`), {
      files,
      fromDir,
      branch: defaultBranch,
    });
    const repo = this.#repoRecord({ owner, name, defaultBranch, isPrivate, description, git, ownerUser });
    repo.topics = [...topics];
    repo.permissions.set(owner, "admin");
    this.repos.set(fullName, repo);
    for (const [login, role] of Object.entries(permissions)) this.setPermission(fullName, login, role);
    await git.setProtectedBranches(protectedBranches ?? []);
    return repo;
  }

  async forkRepo({ from, owner, name }) {
    const parent = this.repo(from);
    const forkName = name ?? parent.name;
    const fullName = `${owner}/${forkName}`;
    if (this.repos.has(fullName)) throw new Error(`repository ${fullName} already exists`);
    const ownerUser = this.user(owner);
    const git = await GitRepo.fork(parent.git, path.join(this.gitRoot, owner, `${forkName}.git`));
    const repo = this.#repoRecord({
      owner,
      name: forkName,
      defaultBranch: parent.defaultBranch,
      isPrivate: parent.private,
      description: parent.description,
      git,
      ownerUser,
    });
    repo.fork = true;
    repo.parent = parent.fullName;
    repo.permissions.set(owner, "admin");
    await git.setProtectedBranches([]);
    this.repos.set(fullName, repo);
    return repo;
  }

  #repoRecord({ owner, name, defaultBranch, isPrivate, description, git, ownerUser }) {
    const now = timestamp();
    return {
      id: this.nextId(),
      owner,
      ownerUser,
      name,
      fullName: `${owner}/${name}`,
      private: isPrivate,
      description,
      defaultBranch,
      fork: false,
      parent: undefined,
      git,
      permissions: new Map(),
      labels: new Map(),
      issues: new Map(),
      lastNumber: 0,
      createdAt: now,
      updatedAt: now,
      pushedAt: now,
    };
  }

  setPermission(fullName, login, role) {
    if (!ROLES.includes(role)) throw new Error(`unknown role ${role}; one of ${ROLES.join(", ")}`);
    this.user(login);
    this.repo(fullName).permissions.set(login, role);
  }

  /** The role GitHub reports for `login` on `repo`: seeded role, else read on public repositories, none on private. */
  roleOf(repo, login) {
    return repo.permissions.get(login) ?? (repo.private ? "none" : "read");
  }

  can(repo, login, needed) {
    return roleRank(this.roleOf(repo, login)) >= roleRank(needed);
  }

  authorAssociation(repo, login) {
    if (login === repo.owner) return "OWNER";
    const role = repo.permissions.get(login);
    if (role && role !== "none") return "COLLABORATOR";
    return "NONE";
  }

  // ---- labels ----------------------------------------------------------------------------------------------

  ensureLabel(repo, name, options = {}) {
    let label = repo.labels.get(name);
    if (!label) {
      label = {
        id: this.nextId(),
        name,
        color: options.color ?? "ededed",
        description: options.description ?? null,
        default: false,
      };
      repo.labels.set(name, label);
    }
    return label;
  }

  // ---- issues and pull requests ----------------------------------------------------------------------------

  createIssue(repo, { title, body = null, user, labels = [], state = "open" }) {
    const number = ++repo.lastNumber;
    const now = timestamp();
    const issue = {
      id: this.nextId(),
      repo: repo.fullName,
      number,
      title,
      body,
      user: this.user(user).login,
      labels: [],
      state,
      stateReason: null,
      locked: false,
      createdAt: now,
      updatedAt: now,
      closedAt: state === "closed" ? now : null,
      closedBy: null,
      reactions: [],
      pull: undefined,
    };
    for (const name of labels) issue.labels.push(this.ensureLabel(repo, name).name);
    repo.issues.set(number, issue);
    return issue;
  }

  issue(repo, number) {
    const issue = repo.issues.get(Number(number));
    if (!issue) throw notFound();
    return issue;
  }

  pull(repo, number) {
    const issue = this.issue(repo, number);
    if (!issue.pull) throw notFound();
    return issue;
  }

  /** Resolves a `head` of "branch", "owner:branch" against `base` and its forks. */
  headRepoFor(base, head) {
    const colon = head.indexOf(":");
    if (colon === -1) return { repo: base, ref: head };
    const owner = head.slice(0, colon);
    const ref = head.slice(colon + 1);
    if (owner === base.owner) return { repo: base, ref };
    const fork = [...this.repos.values()].find(
      (r) => r.owner === owner && (r.parent === base.fullName || r.fullName === `${owner}/${base.name}`),
    );
    return { repo: fork, ref };
  }

  createPull(repo, options) {
    return this.withLock(repo, () => this.#createPull(repo, options));
  }

  async #createPull(repo, { title, body = null, user, head, base, draft = false, maintainerCanModify = true }) {
    const doc = "https://docs.github.com/rest/pulls/pulls#create-a-pull-request";
    if (!title) throw validationFailed([{ resource: "PullRequest", code: "missing_field", field: "title" }], doc);
    if (!head) throw validationFailed([{ resource: "PullRequest", code: "missing_field", field: "head" }], doc);
    if (!base) throw validationFailed([{ resource: "PullRequest", code: "missing_field", field: "base" }], doc);
    checkBodyLength(body, "PullRequest", doc);
    const { repo: headRepo, ref: headRef } = this.headRepoFor(repo, head);
    const headSha = headRepo ? await headRepo.git.resolve(`refs/heads/${headRef}`) : undefined;
    if (!headSha) throw validationFailed([{ resource: "PullRequest", field: "head", code: "invalid" }], doc);
    const baseSha = await repo.git.resolve(`refs/heads/${base}`);
    if (!baseSha) throw validationFailed([{ resource: "PullRequest", field: "base", code: "invalid" }], doc);
    const label = `${headRepo.owner}:${headRef}`;
    const duplicate = [...repo.issues.values()].find(
      (i) =>
        i.pull &&
        i.state === "open" &&
        i.pull.headRepo === headRepo.fullName &&
        i.pull.headRef === headRef &&
        i.pull.baseRef === base,
    );
    if (duplicate) {
      throw validationFailed(
        [{ resource: "PullRequest", code: "custom", message: `A pull request already exists for ${label}.` }],
        doc,
      );
    }
    await repo.git.copyBranchFrom(headRepo.git, headRef, "refs/emulator/incoming");
    const ahead = await repo.git.countCommits(baseSha, headSha);
    await repo.git.deleteRef("refs/emulator/incoming");
    if (ahead === 0) {
      throw validationFailed(
        [{ resource: "PullRequest", code: "custom", message: `No commits between ${base} and ${head}` }],
        doc,
      );
    }
    const issue = this.createIssue(repo, { title, body, user });
    issue.pull = {
      id: this.nextId(),
      headRepo: headRepo.fullName,
      headRef,
      headSha,
      baseRef: base,
      baseSha,
      draft: Boolean(draft),
      merged: false,
      mergedAt: null,
      maintainerCanModify: Boolean(maintainerCanModify) && headRepo !== repo,
      stats: { commits: 0, additions: 0, deletions: 0, changedFiles: 0 },
    };
    await this.#refreshPull(repo, issue);
    return issue;
  }

  /**
   * Follows the head branch (pushes land in git, not here) and keeps GitHub's `refs/pull/N/head` and
   * `refs/pull/N/merge` in step.
   */
  refreshPull(repo, issue) {
    return this.withLock(repo, () => this.#refreshPull(repo, issue));
  }

  async #refreshPull(repo, issue) {
    const pull = issue.pull;
    const headRepo = this.repos.get(pull.headRepo);
    const headSha = headRepo ? await headRepo.git.resolve(`refs/heads/${pull.headRef}`) : undefined;
    if (issue.state === "open") {
      const baseSha = await repo.git.resolve(`refs/heads/${pull.baseRef}`);
      if (baseSha) pull.baseSha = baseSha;
    }
    if (!headSha || !headRepo) return;
    const pullRef = `refs/pull/${issue.number}/head`;
    if (headSha !== pull.headSha || (await repo.git.resolve(pullRef)) !== headSha) {
      if (headSha !== pull.headSha) issue.updatedAt = timestamp();
      pull.headSha = headSha;
      await repo.git.copyBranchFrom(headRepo.git, pull.headRef, pullRef);
    }
    const mergeBase =
      (await repo.git.git(["merge-base", pull.baseSha, headSha]).catch(() => "")).trim() || pull.baseSha;
    const numstat = await repo.git.git(["diff", "--numstat", mergeBase, headSha]);
    let additions = 0;
    let deletions = 0;
    let changedFiles = 0;
    for (const line of numstat.split("\n").filter(Boolean)) {
      const [a, d] = line.split("\t");
      additions += Number(a) || 0;
      deletions += Number(d) || 0;
      changedFiles += 1;
    }
    pull.stats = { commits: await repo.git.countCommits(mergeBase, headSha), additions, deletions, changedFiles };
    pull.mergeBase = mergeBase;
    const mergeInputs = `${pull.baseSha}:${headSha}`;
    if (issue.state === "open" && pull.mergeInputs !== mergeInputs) {
      pull.mergeInputs = mergeInputs;
      const merge = await repo.git.testMerge(pull.baseSha, headSha);
      if (merge) await repo.git.updateRef(`refs/pull/${issue.number}/merge`, merge);
      else if (await repo.git.resolve(`refs/pull/${issue.number}/merge`))
        await repo.git.deleteRef(`refs/pull/${issue.number}/merge`);
      pull.mergeCommitSha = merge ?? null;
      pull.mergeable = Boolean(merge);
    }
  }

  async refreshPulls() {
    for (const repo of this.repos.values()) {
      for (const issue of repo.issues.values()) if (issue.pull) await this.refreshPull(repo, issue);
    }
  }

  // ---- comments, reactions, reviews ------------------------------------------------------------------------

  createComment(repo, issue, { body, user }) {
    checkBodyLength(body, "IssueComment", "https://docs.github.com/rest/issues/comments#create-an-issue-comment");
    const now = timestamp();
    const comment = {
      id: this.nextId(),
      repo: repo.fullName,
      number: issue.number,
      body,
      user: this.user(user).login,
      createdAt: now,
      updatedAt: now,
      reactions: [],
    };
    this.comments.set(comment.id, comment);
    issue.updatedAt = now;
    return comment;
  }

  comment(repo, id) {
    const comment = this.comments.get(Number(id));
    if (!comment || comment.repo !== repo.fullName) throw notFound();
    return comment;
  }

  commentsOf(repo, number) {
    return [...this.comments.values()].filter((c) => c.repo === repo.fullName && c.number === Number(number));
  }

  /** @returns {{reaction: object, created: boolean}} */
  addReaction(subject, { content, user }) {
    if (!REACTIONS.includes(content)) {
      throw validationFailed(
        [{ resource: "Reaction", code: "invalid", field: "content", value: content }],
        "https://docs.github.com/rest/reactions/reactions",
      );
    }
    const login = this.user(user).login;
    const existing = subject.reactions.find((r) => r.content === content && r.user === login);
    if (existing) return { reaction: existing, created: false };
    const reaction = { id: this.nextId(), content, user: login, createdAt: timestamp() };
    subject.reactions.push(reaction);
    return { reaction, created: true };
  }

  createReview(repo, issue, { user, body = "", state = "COMMENTED", commitId, submittedAt }) {
    const review = {
      id: this.nextId(),
      repo: repo.fullName,
      number: issue.number,
      user: this.user(user).login,
      body: body ?? "",
      state,
      commitId: commitId ?? issue.pull.headSha,
      submittedAt: state === "PENDING" ? null : (submittedAt ?? timestamp()),
    };
    this.reviews.set(review.id, review);
    return review;
  }

  review(repo, issue, id) {
    const review = this.reviews.get(Number(id));
    if (!review || review.repo !== repo.fullName || review.number !== issue.number) throw notFound();
    return review;
  }

  /** The hunk GitHub shows above a review comment: the diff hunk of `file`, cut after the commented line. */
  async diffHunkFor(repo, issue, file, line, side = "RIGHT") {
    const pull = issue.pull;
    const base = pull.mergeBase ?? pull.baseSha;
    const diff = await repo.git
      .git(["diff", "--no-ext-diff", "--no-textconv", base, pull.headSha, "--", file])
      .catch(() => "");
    const lines = diff.split("\n");
    let hunk = [];
    let oldLine = 0;
    let newLine = 0;
    for (const text of lines) {
      const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
      if (header) {
        hunk = [text];
        oldLine = Number(header[1]);
        newLine = Number(header[2]);
        continue;
      }
      if (hunk.length === 0) continue;
      hunk.push(text);
      const here = side === "LEFT" ? oldLine : newLine;
      const counts = side === "LEFT" ? !text.startsWith("+") : !text.startsWith("-");
      if (counts && here === line) return hunk.join("\n");
      if (!text.startsWith("+")) oldLine += 1;
      if (!text.startsWith("-")) newLine += 1;
    }
    return `@@ -${line},1 +${line},1 @@`;
  }

  /** The lines of `file` a review comment can be placed on (GitHub: the lines of the pull request's diff). */
  async diffLines(repo, issue, file) {
    const pull = issue.pull;
    const base = pull.mergeBase ?? pull.baseSha;
    const diff = await repo.git
      .git(["diff", "--no-ext-diff", "--no-textconv", base, pull.headSha, "--", file])
      .catch(() => "");
    const sides = { RIGHT: new Set(), LEFT: new Set() };
    let oldLine = 0;
    let newLine = 0;
    let inHunk = false;
    for (const text of diff.split("\n")) {
      const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
      if (header) {
        [oldLine, newLine, inHunk] = [Number(header[1]), Number(header[2]), true];
        continue;
      }
      if (!inHunk || text.startsWith("\\")) continue;
      if (text.startsWith("+")) sides.RIGHT.add(newLine++);
      else if (text.startsWith("-")) sides.LEFT.add(oldLine++);
      else if (text.startsWith(" ")) {
        sides.RIGHT.add(newLine++);
        sides.LEFT.add(oldLine++);
      }
    }
    return sides;
  }

  /** GitHub's `diff-entry` objects for the changes from `base` to `head` (pull files, compare). */
  async diffEntries(repo, base, head) {
    const api = this.repoApi(repo);
    const html = this.repoHtml(repo);
    const statuses = { A: "added", M: "modified", D: "removed", R: "renamed", C: "copied", T: "changed" };
    const nameStatus = await repo.git.git(["diff", "--name-status", "-M", "-z", base, head]);
    const fields = nameStatus.split("\0").filter(Boolean);
    const entries = [];
    for (let i = 0; i < fields.length;) {
      const code = fields[i++];
      const letter = code[0];
      const previous = letter === "R" || letter === "C" ? fields[i++] : undefined;
      const filename = fields[i++];
      const diff = await repo.git.git([
        "diff",
        "--no-ext-diff",
        "--no-textconv",
        "-M",
        base,
        head,
        "--",
        ...(previous ? [previous] : []),
        filename,
      ]);
      const at = diff.indexOf("\n@@");
      const patch = at === -1 ? undefined : diff.slice(at + 1).replace(/\n$/, "");
      const lines = (patch ?? "").split("\n");
      const additions = lines.filter((l) => l.startsWith("+")).length;
      const deletions = lines.filter((l) => l.startsWith("-")).length;
      const rev = letter === "D" ? base : head;
      const sha = (
        await repo.git.git(["rev-parse", `${rev}:${letter === "D" ? filename : filename}`]).catch(() => "")
      ).trim();
      const encoded = filename.split("/").map(encodeURIComponent).join("/");
      entries.push({
        sha: sha || "0000000000000000000000000000000000000000",
        filename,
        status: statuses[letter] ?? "modified",
        additions,
        deletions,
        changes: additions + deletions,
        blob_url: `${html}/blob/${rev}/${encoded}`,
        raw_url: `${html}/raw/${rev}/${encoded}`,
        contents_url: `${api}/contents/${encoded}?ref=${rev}`,
        ...(patch ? { patch } : {}),
        ...(previous ? { previous_filename: previous } : {}),
      });
    }
    return entries;
  }

  async createReviewComment(
    repo,
    issue,
    {
      review,
      user,
      body,
      path: file,
      line,
      side = "RIGHT",
      startLine = null,
      startSide = null,
      diffHunk,
      inReplyTo,
      commitId,
    },
  ) {
    checkBodyLength(body, "PullRequestReviewComment", "https://docs.github.com/rest/pulls/comments");
    const now = timestamp();
    const comment = {
      id: this.nextId(),
      repo: repo.fullName,
      number: issue.number,
      reviewId: review.id,
      user: this.user(user).login,
      body,
      path: file,
      line,
      side,
      startLine,
      startSide: startLine ? (startSide ?? side) : null,
      diffHunk: diffHunk ?? (await this.diffHunkFor(repo, issue, file, line, side)),
      inReplyTo: inReplyTo ?? undefined,
      commitId: commitId ?? issue.pull.headSha,
      originalCommitId: commitId ?? issue.pull.headSha,
      createdAt: now,
      updatedAt: now,
      reactions: [],
    };
    this.reviewComments.set(comment.id, comment);
    return comment;
  }

  reviewComment(repo, id) {
    const comment = this.reviewComments.get(Number(id));
    if (!comment || comment.repo !== repo.fullName) throw notFound();
    return comment;
  }

  reviewCommentsOf(repo, number) {
    return [...this.reviewComments.values()].filter((c) => c.repo === repo.fullName && c.number === Number(number));
  }

  // ---- JSON shapes -----------------------------------------------------------------------------------------

  userJson(login) {
    const user = this.user(login);
    const api = `${this.apiUrl}/users/${encodeURIComponent(login)}`;
    return {
      login: user.login,
      id: user.id,
      node_id: nodeId(user.type === "Bot" ? "Bot" : "User", user.id),
      avatar_url: `${this.serverUrl}/avatars/u/${user.id}?v=4`,
      gravatar_id: "",
      url: api,
      html_url:
        user.type === "Bot" ? `${this.serverUrl}/apps/${login.replace(/\[bot\]$/, "")}` : `${this.serverUrl}/${login}`,
      followers_url: `${api}/followers`,
      following_url: `${api}/following{/other_user}`,
      gists_url: `${api}/gists{/gist_id}`,
      starred_url: `${api}/starred{/owner}{/repo}`,
      subscriptions_url: `${api}/subscriptions`,
      organizations_url: `${api}/orgs`,
      repos_url: `${api}/repos`,
      events_url: `${api}/events{/privacy}`,
      received_events_url: `${api}/received_events`,
      type: user.type,
      user_view_type: "public",
      site_admin: false,
    };
  }

  /** What GitHub puts in `performed_via_github_app` for comments written by an app's bot user. */
  appJson(login) {
    const user = this.user(login);
    if (user.type !== "Bot") return null;
    const slug = login.replace(/\[bot\]$/, "");
    const now = user.createdAt;
    return {
      id: user.id,
      slug,
      node_id: nodeId("Integration", user.id),
      owner: this.userJson("github"),
      name: slug,
      description: "",
      external_url: `${this.serverUrl}/apps/${slug}`,
      html_url: `${this.serverUrl}/apps/${slug}`,
      created_at: now,
      updated_at: now,
      permissions: { contents: "write", issues: "write", metadata: "read", pull_requests: "write" },
      events: [],
    };
  }

  repoApi(repo) {
    return `${this.apiUrl}/repos/${repo.fullName}`;
  }

  repoHtml(repo) {
    return `${this.serverUrl}/${repo.fullName}`;
  }

  repoJson(repo, { viewer } = {}) {
    const api = this.repoApi(repo);
    const html = this.repoHtml(repo);
    const openIssues = [...repo.issues.values()].filter((i) => i.state === "open").length;
    const json = {
      id: repo.id,
      node_id: nodeId("Repository", repo.id),
      name: repo.name,
      full_name: repo.fullName,
      owner: this.userJson(repo.owner),
      private: repo.private,
      html_url: html,
      description: repo.description,
      fork: repo.fork,
      url: api,
      archive_url: `${api}/{archive_format}{/ref}`,
      assignees_url: `${api}/assignees{/user}`,
      blobs_url: `${api}/git/blobs{/sha}`,
      branches_url: `${api}/branches{/branch}`,
      collaborators_url: `${api}/collaborators{/collaborator}`,
      comments_url: `${api}/comments{/number}`,
      commits_url: `${api}/commits{/sha}`,
      compare_url: `${api}/compare/{base}...{head}`,
      contents_url: `${api}/contents/{+path}`,
      contributors_url: `${api}/contributors`,
      deployments_url: `${api}/deployments`,
      downloads_url: `${api}/downloads`,
      events_url: `${api}/events`,
      forks_url: `${api}/forks`,
      git_commits_url: `${api}/git/commits{/sha}`,
      git_refs_url: `${api}/git/refs{/sha}`,
      git_tags_url: `${api}/git/tags{/sha}`,
      git_url: `${this.serverUrl.replace(/^http/, "git")}/${repo.fullName}.git`,
      issue_comment_url: `${api}/issues/comments{/number}`,
      issue_events_url: `${api}/issues/events{/number}`,
      issues_url: `${api}/issues{/number}`,
      keys_url: `${api}/keys{/key_id}`,
      labels_url: `${api}/labels{/name}`,
      languages_url: `${api}/languages`,
      merges_url: `${api}/merges`,
      milestones_url: `${api}/milestones{/number}`,
      notifications_url: `${api}/notifications{?since,all,participating}`,
      pulls_url: `${api}/pulls{/number}`,
      releases_url: `${api}/releases{/id}`,
      ssh_url: `git@emulator.invalid:${repo.fullName}.git`,
      stargazers_url: `${api}/stargazers`,
      statuses_url: `${api}/statuses/{sha}`,
      subscribers_url: `${api}/subscribers`,
      subscription_url: `${api}/subscription`,
      tags_url: `${api}/tags`,
      teams_url: `${api}/teams`,
      trees_url: `${api}/git/trees{/sha}`,
      clone_url: `${html}.git`,
      mirror_url: null,
      hooks_url: `${api}/hooks`,
      svn_url: html,
      homepage: null,
      language: null,
      forks_count: [...this.repos.values()].filter((r) => r.parent === repo.fullName).length,
      stargazers_count: 0,
      watchers_count: 0,
      size: 0,
      default_branch: repo.defaultBranch,
      open_issues_count: openIssues,
      is_template: false,
      topics: repo.topics ?? [],
      has_issues: true,
      has_projects: true,
      has_wiki: true,
      has_pages: false,
      has_downloads: true,
      has_discussions: false,
      archived: false,
      disabled: false,
      visibility: repo.private ? "private" : "public",
      pushed_at: repo.pushedAt,
      created_at: repo.createdAt,
      updated_at: repo.updatedAt,
      allow_forking: true,
      web_commit_signoff_required: false,
      license: null,
      forks: [...this.repos.values()].filter((r) => r.parent === repo.fullName).length,
      open_issues: openIssues,
      watchers: 0,
    };
    if (viewer) {
      const role = this.roleOf(repo, viewer);
      json.permissions = {
        admin: role === "admin",
        maintain: roleRank(role) >= roleRank("maintain"),
        push: roleRank(role) >= roleRank("write"),
        triage: roleRank(role) >= roleRank("triage"),
        pull: roleRank(role) >= roleRank("read"),
      };
    }
    return json;
  }

  /** `GET /repos/{owner}/{repo}` answers with the full repository, which adds network details. */
  fullRepoJson(repo, viewer) {
    const json = {
      ...this.repoJson(repo, { viewer }),
      network_count: 0,
      subscribers_count: 0,
      allow_merge_commit: true,
      allow_squash_merge: true,
      allow_rebase_merge: true,
      allow_auto_merge: false,
      delete_branch_on_merge: false,
    };
    if (repo.parent) {
      const parent = this.repo(repo.parent);
      json.parent = this.repoJson(parent);
      json.source = this.repoJson(parent);
    }
    return json;
  }

  labelJson(repo, name) {
    const label = this.ensureLabel(repo, name);
    return {
      id: label.id,
      node_id: nodeId("Label", label.id),
      url: `${this.repoApi(repo)}/labels/${encodeURIComponent(label.name)}`,
      name: label.name,
      description: label.description,
      color: label.color,
      default: label.default,
    };
  }

  reactionsJson(url, reactions) {
    const counts = Object.fromEntries(REACTIONS.map((c) => [c, reactions.filter((r) => r.content === c).length]));
    return { url, total_count: reactions.length, ...counts };
  }

  reactionJson(reaction) {
    return {
      id: reaction.id,
      node_id: nodeId("Reaction", reaction.id),
      user: this.userJson(reaction.user),
      content: reaction.content,
      created_at: reaction.createdAt,
    };
  }

  issueJson(repo, issue) {
    const api = `${this.repoApi(repo)}/issues/${issue.number}`;
    const html = `${this.repoHtml(repo)}/${issue.pull ? "pull" : "issues"}/${issue.number}`;
    const json = {
      url: api,
      repository_url: this.repoApi(repo),
      labels_url: `${api}/labels{/name}`,
      comments_url: `${api}/comments`,
      events_url: `${api}/events`,
      html_url: html,
      id: issue.id,
      node_id: nodeId(issue.pull ? "PullRequest" : "Issue", issue.id),
      number: issue.number,
      title: issue.title,
      user: this.userJson(issue.user),
      labels: issue.labels.map((name) => this.labelJson(repo, name)),
      state: issue.state,
      locked: issue.locked,
      assignee: issue.assignees?.length ? this.userJson(issue.assignees[0]) : null,
      assignees: (issue.assignees ?? []).map((login) => this.userJson(login)),
      milestone: null,
      comments: this.commentsOf(repo, issue.number).length,
      created_at: issue.createdAt,
      updated_at: issue.updatedAt,
      closed_at: issue.closedAt,
      author_association: this.authorAssociation(repo, issue.user),
      active_lock_reason: null,
      body: issue.body,
      closed_by: issue.closedBy ? this.userJson(issue.closedBy) : null,
      reactions: this.reactionsJson(`${api}/reactions`, issue.reactions),
      timeline_url: `${api}/timeline`,
      performed_via_github_app: null,
      state_reason: issue.stateReason,
    };
    if (issue.pull) {
      const pullApi = `${this.repoApi(repo)}/pulls/${issue.number}`;
      json.draft = issue.pull.draft;
      json.pull_request = {
        url: pullApi,
        html_url: html,
        diff_url: `${html}.diff`,
        patch_url: `${html}.patch`,
        merged_at: issue.pull.mergedAt,
      };
    }
    return json;
  }

  commentJson(repo, comment) {
    const issue = this.issue(repo, comment.number);
    const html = `${this.repoHtml(repo)}/${issue.pull ? "pull" : "issues"}/${issue.number}`;
    const api = `${this.repoApi(repo)}/issues/comments/${comment.id}`;
    return {
      url: api,
      html_url: `${html}#issuecomment-${comment.id}`,
      issue_url: `${this.repoApi(repo)}/issues/${issue.number}`,
      id: comment.id,
      node_id: nodeId("IssueComment", comment.id),
      user: this.userJson(comment.user),
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
      author_association: this.authorAssociation(repo, comment.user),
      body: comment.body,
      reactions: this.reactionsJson(`${api}/reactions`, comment.reactions),
      performed_via_github_app: this.appJson(comment.user),
    };
  }

  #branchJson(repo, ref, sha, label) {
    return { label, ref, sha, user: this.userJson(repo.owner), repo: this.repoJson(repo) };
  }

  /** @param {{full?: boolean}} [options] full adds the fields only `GET /pulls/{n}` and writes return. */
  pullJson(repo, issue, { full = true } = {}) {
    const pull = issue.pull;
    const api = `${this.repoApi(repo)}/pulls/${issue.number}`;
    const html = `${this.repoHtml(repo)}/pull/${issue.number}`;
    const issueApi = `${this.repoApi(repo)}/issues/${issue.number}`;
    const headRepo = this.repos.get(pull.headRepo);
    const json = {
      url: api,
      id: pull.id,
      node_id: nodeId("PullRequest", pull.id),
      html_url: html,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      issue_url: issueApi,
      number: issue.number,
      state: issue.state,
      locked: issue.locked,
      title: issue.title,
      user: this.userJson(issue.user),
      body: issue.body,
      created_at: issue.createdAt,
      updated_at: issue.updatedAt,
      closed_at: issue.closedAt,
      merged_at: pull.mergedAt,
      merge_commit_sha: pull.mergeCommitSha ?? null,
      assignee: issue.assignees?.length ? this.userJson(issue.assignees[0]) : null,
      assignees: (issue.assignees ?? []).map((login) => this.userJson(login)),
      requested_reviewers: [],
      requested_teams: [],
      labels: issue.labels.map((name) => this.labelJson(repo, name)),
      milestone: null,
      draft: pull.draft,
      commits_url: `${api}/commits`,
      review_comments_url: `${api}/comments`,
      review_comment_url: `${this.repoApi(repo)}/pulls/comments{/number}`,
      comments_url: `${issueApi}/comments`,
      statuses_url: `${this.repoApi(headRepo ?? repo)}/statuses/${pull.headSha}`,
      head: this.#branchJson(
        headRepo ?? repo,
        pull.headRef,
        pull.headSha,
        `${(headRepo ?? repo).owner}:${pull.headRef}`,
      ),
      base: this.#branchJson(repo, pull.baseRef, pull.baseSha, `${repo.owner}:${pull.baseRef}`),
      _links: {
        self: { href: api },
        html: { href: html },
        issue: { href: issueApi },
        comments: { href: `${issueApi}/comments` },
        review_comments: { href: `${api}/comments` },
        review_comment: { href: `${this.repoApi(repo)}/pulls/comments{/number}` },
        commits: { href: `${api}/commits` },
        statuses: { href: `${this.repoApi(headRepo ?? repo)}/statuses/${pull.headSha}` },
      },
      author_association: this.authorAssociation(repo, issue.user),
      auto_merge: null,
      active_lock_reason: null,
    };
    if (full) {
      Object.assign(json, {
        merged: pull.merged,
        mergeable: pull.mergeable ?? null,
        rebaseable: pull.mergeable ?? null,
        mergeable_state: pull.mergeable === undefined ? "unknown" : pull.mergeable ? "clean" : "dirty",
        merged_by: null,
        comments: this.commentsOf(repo, issue.number).length,
        review_comments: this.reviewCommentsOf(repo, issue.number).length,
        maintainer_can_modify: pull.maintainerCanModify,
        commits: pull.stats.commits,
        additions: pull.stats.additions,
        deletions: pull.stats.deletions,
        changed_files: pull.stats.changedFiles,
      });
    }
    return json;
  }

  reviewJson(repo, review) {
    const pullApi = `${this.repoApi(repo)}/pulls/${review.number}`;
    const html = `${this.repoHtml(repo)}/pull/${review.number}#pullrequestreview-${review.id}`;
    return {
      id: review.id,
      node_id: nodeId("PullRequestReview", review.id),
      user: this.userJson(review.user),
      body: review.body,
      state: review.state,
      html_url: html,
      pull_request_url: pullApi,
      author_association: this.authorAssociation(repo, review.user),
      _links: { html: { href: html }, pull_request: { href: pullApi } },
      ...(review.submittedAt ? { submitted_at: review.submittedAt } : {}),
      commit_id: review.commitId,
    };
  }

  reviewCommentJson(repo, comment) {
    const api = `${this.repoApi(repo)}/pulls/comments/${comment.id}`;
    const pullApi = `${this.repoApi(repo)}/pulls/${comment.number}`;
    const html = `${this.repoHtml(repo)}/pull/${comment.number}#discussion_r${comment.id}`;
    const position = Math.max(1, comment.diffHunk.split("\n").length - 1);
    return {
      url: api,
      pull_request_review_id: comment.reviewId,
      id: comment.id,
      node_id: nodeId("PullRequestReviewComment", comment.id),
      diff_hunk: comment.diffHunk,
      path: comment.path,
      position,
      original_position: position,
      commit_id: comment.commitId,
      original_commit_id: comment.originalCommitId,
      ...(comment.inReplyTo ? { in_reply_to_id: comment.inReplyTo } : {}),
      user: this.userJson(comment.user),
      body: comment.body,
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
      html_url: html,
      pull_request_url: pullApi,
      author_association: this.authorAssociation(repo, comment.user),
      _links: { self: { href: api }, html: { href: html }, pull_request: { href: pullApi } },
      reactions: this.reactionsJson(`${api}/reactions`, comment.reactions),
      start_line: comment.startLine,
      original_start_line: comment.startLine,
      start_side: comment.startSide,
      line: comment.line,
      original_line: comment.line,
      side: comment.side,
      subject_type: "line",
    };
  }

  gitRefJson(repo, ref, sha) {
    const api = this.repoApi(repo);
    return {
      ref,
      node_id: nodeId("Ref", `${repo.id}:${ref}`),
      url: `${api}/git/${ref}`,
      object: { sha, type: "commit", url: `${api}/git/commits/${sha}` },
    };
  }

  /** The `commit` schema for one commit, from `git log`. */
  commitJson(repo, entry) {
    const api = this.repoApi(repo);
    const html = this.repoHtml(repo);
    const person = (p) => ({ name: p.name, email: p.email, date: timestamp(new Date(p.date)) });
    return {
      url: `${api}/commits/${entry.sha}`,
      sha: entry.sha,
      node_id: nodeId("Commit", entry.sha),
      html_url: `${html}/commit/${entry.sha}`,
      comments_url: `${api}/commits/${entry.sha}/comments`,
      commit: {
        url: `${api}/git/commits/${entry.sha}`,
        author: person(entry.author),
        committer: person(entry.committer),
        message: entry.message,
        comment_count: 0,
        tree: { sha: entry.tree, url: `${api}/git/trees/${entry.tree}` },
        verification: repo.verifications?.get(entry.sha) ?? {
          verified: false,
          reason: "unsigned",
          signature: null,
          payload: null,
          verified_at: null,
        },
      },
      author: null,
      committer: null,
      parents: entry.parents.map((sha) => ({ sha, url: `${api}/commits/${sha}`, html_url: `${html}/commit/${sha}` })),
    };
  }

  collaboratorPermissionJson(repo, login) {
    const role = this.roleOf(repo, login);
    const permission = legacyPermission(role);
    return {
      permission,
      role_name: role,
      user: {
        ...this.userJson(login),
        permissions: {
          admin: role === "admin",
          maintain: roleRank(role) >= roleRank("maintain"),
          push: roleRank(role) >= roleRank("write"),
          triage: roleRank(role) >= roleRank("triage"),
          pull: roleRank(role) >= roleRank("read"),
        },
        role_name: role,
      },
    };
  }
}
