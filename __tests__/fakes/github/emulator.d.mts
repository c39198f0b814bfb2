// Types for emulator.mjs (plain ESM so `node serve.mjs` runs it unbuilt). Objects the emulator returns are typed
// with GitHub's own OpenAPI types; openapi.test.ts checks the runtime shapes against the same description.
import type { RestEndpointMethodTypes } from "@octokit/plugin-rest-endpoint-methods";

type Data<
  G extends keyof RestEndpointMethodTypes,
  M extends keyof RestEndpointMethodTypes[G],
> = RestEndpointMethodTypes[G][M] extends {
  response: { data: infer D };
}
  ? D
  : never;

export type IssueJson = Data<"issues", "get">;
export type IssueCommentJson = Data<"issues", "getComment">;
export type UserJson = NonNullable<IssueCommentJson["user"]>;
export type RepoJson = PullJson["base"]["repo"];
export type PullJson = Data<"pulls", "get">;
export type PullSimpleJson = Data<"pulls", "list">[number];
export type ReviewJson = Data<"pulls", "getReview">;
export type ReviewCommentJson = Data<"pulls", "getReviewComment">;
export type ReactionJson = Data<"reactions", "createForIssueComment">;
export type CheckRunJson = Data<"checks", "create">;
export type LabelJson = Data<"issues", "getLabel">;

export type Role = "admin" | "maintain" | "write" | "triage" | "read" | "none";
export type ReactionContent = "+1" | "-1" | "laugh" | "confused" | "heart" | "hooray" | "rocket" | "eyes";

/** A file to commit: text or bytes, or with its mode. */
export type FileSpec = string | Buffer | { content: string | Buffer; executable?: boolean; symlink?: boolean };

export interface CommitEntry {
  sha: string;
  parents: string[];
  tree: string;
  author: { name: string; email: string; date: string };
  committer: { name: string; email: string; date: string };
  subject: string;
  /** Full message without the trailing newline. */
  message: string;
}

export interface TreeEntry {
  mode: string;
  type: "blob" | "tree" | "commit";
  sha: string;
  size: number;
  path: string;
}

export interface GitOptions {
  cwd?: string;
  env?: Record<string, string>;
  input?: string | Buffer;
  encoding?: "utf8" | "buffer";
}

/** Runs git with no global/system config and no prompts; resolves with stdout. */
export function runGit(args: string[], options?: GitOptions): Promise<string>;

/** A real bare repository the emulator serves; read it back in assertions. */
declare class GitRepo {
  readonly dir: string;
  constructor(dir: string);
  static create(
    dir: string,
    options?: { files?: Record<string, FileSpec>; fromDir?: string; branch?: string; message?: string },
  ): Promise<GitRepo>;
  static fork(source: GitRepo, dir: string): Promise<GitRepo>;
  git(args: string[], options?: GitOptions): Promise<string>;
  setProtectedBranches(names: string[]): Promise<void>;
  protectedBranches(): Promise<string[]>;
  /** branch name → commit sha */
  branches(): Promise<Record<string, string>>;
  refs(prefix?: string): Promise<{ ref: string; sha: string }[]>;
  /** The commit sha `rev` names, or undefined. */
  resolve(rev: string): Promise<string | undefined>;
  updateRef(ref: string, sha: string, oldSha?: string): Promise<void>;
  deleteRef(ref: string): Promise<void>;
  /** Commits on `branch` without a worktree (null deletes a file); creates the branch from `from` if needed. */
  commit(options: {
    branch: string;
    files?: Record<string, FileSpec | null>;
    message?: string;
    from?: string;
    author?: { name: string; email: string };
    date?: string;
  }): Promise<string>;
  createBranch(branch: string, from: string): Promise<string>;
  readFile(rev: string, file: string): Promise<string | undefined>;
  readFileBuffer(rev: string, file: string): Promise<Buffer | undefined>;
  listFiles(rev: string): Promise<string[]>;
  lsTree(rev: string, target?: string): Promise<TreeEntry[] | undefined>;
  log(rev: string, options?: { max?: number; range?: string }): Promise<CommitEntry[]>;
  diff(from: string, to: string): Promise<string>;
  changedFiles(from: string, to: string): Promise<string[]>;
  isAncestor(ancestor: string, descendant: string): Promise<boolean>;
  copyBranchFrom(other: GitRepo, branch: string, ref: string): Promise<void>;
  countCommits(base: string, head: string): Promise<number>;
  testMerge(base: string, head: string): Promise<string | undefined>;
  /** Ref names and every object (reachable or not), raw. */
  dumpObjects(): Promise<Buffer>;
}

/** `AUTHORIZATION: basic base64(x-access-token:<token>)`, the header actions/checkout configures. */
export function basicAuthHeader(token: string): string;

/** Every REST operation the emulator answers, in the OpenAPI description's spelling. */
export function routeTable(): { method: string; template: string }[];

export interface RequestLogEntry {
  seq: number;
  time: string;
  kind: "rest" | "git" | "other";
  method: string;
  /** REST: the API path without `/api/v3` and query; git: the URL path. */
  path: string;
  query: Record<string, string>;
  /** Parsed JSON request body (REST only). */
  body?: unknown;
  status: number;
  /** Login of the token used, when it was valid. */
  login?: string;
  /** Set when an injected fault answered this request. */
  fault?: string;
  /** git only. */
  service?: "upload-pack" | "receive-pack";
  /** REST: the operation that answered, e.g. "POST /repos/{owner}/{repo}/issues/{issue_number}/comments". */
  route?: string;
  /** Things GitHub would do differently from what the caller probably meant. */
  notes?: string[];
}

export interface PushRecord {
  repo: string;
  login: string;
  time: string;
  updates: { ref: string; before: string | null; after: string | null }[];
}

export interface RequestMatch {
  method?: string;
  /**
   * Targets git requests: "upload-pack" (clone, fetch, ls-remote) or "receive-pack" (push, including its ref
   * advertisement). Without it a rule targets REST requests only.
   */
  service?: "upload-pack" | "receive-pack";
  /** RegExp or exact string against RequestLogEntry.path. */
  path?: RegExp | string;
  /** How many matching requests this applies to. Default 1. */
  times?: number;
}

export interface Fault extends RequestMatch {
  /**
   * - "server-error" (default when no status): 502 unless `status` says otherwise;
   * - "secondary-rate-limit": 403 (or `status: 429`) with `retry-after: retryAfter ?? 1` (null: no header) and
   *   GitHub's secondary-rate-limit message;
   * - "rate-limit": 403 with `x-ratelimit-remaining: 0` and `x-ratelimit-reset` = now + resetAfter (s, default 1);
   * - "body-too-long": GitHub's 422 for a body over 65,536 characters;
   * - "reset": the connection is dropped without an answer;
   * - "delay": wait `delayMs`, then answer normally.
   * With only `status`, a GitHub-like error body for that status.
   */
  kind?: "server-error" | "secondary-rate-limit" | "rate-limit" | "body-too-long" | "reset" | "delay";
  status?: number;
  retryAfter?: number | null;
  resetAfter?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface FaultHandle {
  readonly remaining: number;
}

export interface RepoSnapshot {
  default_branch: string;
  private: boolean;
  fork: boolean;
  parent: string | null;
  permissions: Record<string, Role>;
  branches: Record<string, string>;
  protected_branches: string[];
  issues: IssueJson[];
  pulls: PullJson[];
  comments: IssueCommentJson[];
  reviews: ReviewJson[];
  review_comments: ReviewCommentJson[];
  reactions: {
    subject_type: "issue" | "issue_comment" | "review_comment";
    subject_id: number;
    content: ReactionContent;
    user: string;
    id: number;
  }[];
  labels: LabelJson[];
}

export interface Snapshot {
  serverUrl: string;
  apiUrl: string;
  repos: Record<string, RepoSnapshot>;
  pushes: PushRecord[];
}

export interface CreateRepoOptions {
  owner: string;
  name: string;
  files?: Record<string, FileSpec>;
  /** A directory whose files make the first commit (`.git` skipped). */
  fromDir?: string;
  defaultBranch?: string;
  private?: boolean;
  description?: string | null;
  /** login → role; the owner is admin. Anyone else reads a public repository and nothing of a private one. */
  permissions?: Record<string, Role>;
  /** Branches pushes and ref updates may not change (GitHub's GH006). */
  protectedBranches?: string[];
  /** GitHub topics, listed in the repository JSON (`GET /orgs/{org}/repos` filters on them). */
  topics?: string[];
}

export interface TokenOptions {
  /** "installation" (default for `*[bot]` logins: GITHUB_TOKEN, App tokens) gets 403 from GET /user. */
  kind?: "installation" | "user";
  /** Like a workflow's `permissions:`; absent means everything the login's role allows. */
  permissions?: Partial<Record<"contents" | "issues" | "pull_requests" | "checks" | "actions", "read" | "write">>;
}

export interface Seed {
  users?: (string | { login: string; type?: "User" | "Bot" | "Organization"; name?: string; email?: string })[];
  tokens?: ({ token: string; login: string } & TokenOptions)[];
  repos?: (CreateRepoOptions & {
    branches?: Record<string, { from?: string; files?: Record<string, FileSpec | null>; message?: string }>;
  })[];
  forks?: {
    from: string;
    owner: string;
    name?: string;
    branches?: Record<string, { from?: string; files?: Record<string, FileSpec | null>; message?: string }>;
  }[];
  issues?: { repo: string; title: string; body?: string | null; user: string; labels?: string[] }[];
  pulls?: {
    repo: string;
    title: string;
    body?: string | null;
    user: string;
    head: string;
    base?: string;
    draft?: boolean;
  }[];
  comments?: { repo: string; issue: number; body: string; user: string }[];
  reviews?: {
    repo: string;
    pull: number;
    user: string;
    body?: string;
    state?: "COMMENTED" | "CHANGES_REQUESTED" | "APPROVED";
    comments?: {
      path: string;
      line: number;
      body: string;
      side?: "LEFT" | "RIGHT";
      startLine?: number;
      diffHunk?: string;
    }[];
  }[];
}

export interface SeedResult {
  repos: RepoJson[];
  issues: IssueJson[];
  pulls: PullJson[];
  comments: IssueCommentJson[];
  reviews: { review: ReviewJson; comments: ReviewCommentJson[] }[];
}

export type RoutingAction = "labeled" | "unlabeled" | "assigned" | "unassigned";

export interface EventPayloads {
  issues(options: {
    repo: string;
    issue: number;
    action: RoutingAction;
    label?: string;
    assignee?: string;
    sender: string;
  }): Record<string, unknown> & {
    action: string;
    issue: IssueJson;
    repository: RepoJson;
    sender: UserJson;
  };
  /** `pull_request` opened / synchronize / ready_for_review, from GitHub's own delivery of that action. */
  pullRequestUpdate(options: {
    repo: string;
    pull: number;
    action: "opened" | "synchronize" | "ready_for_review";
    /** synchronize: the head before the push. */
    before?: string;
    sender: string;
  }): Promise<Record<string, unknown> & { action: string; number: number; pull_request: PullJson }>;
  pullRequest(options: {
    repo: string;
    pull: number;
    action: RoutingAction;
    label?: string;
    assignee?: string;
    sender: string;
  }): Promise<
    Record<string, unknown> & {
      action: string;
      number: number;
      pull_request: PullJson;
      repository: RepoJson;
      sender: UserJson;
    }
  >;
  issueComment(options: {
    repo: string;
    commentId: number;
    action?: "created" | "edited" | "deleted";
    previousBody?: string;
  }): Record<string, unknown> & {
    action: string;
    issue: IssueJson;
    comment: IssueCommentJson;
    repository: RepoJson;
    sender: UserJson;
  };
  pullRequestReview(options: {
    repo: string;
    reviewId: number;
    action?: "submitted" | "edited" | "dismissed";
  }): Promise<
    Record<string, unknown> & {
      action: string;
      review: ReviewJson;
      pull_request: PullSimpleJson;
      repository: RepoJson;
      sender: UserJson;
    }
  >;
  pullRequestReviewComment(options: {
    repo: string;
    commentId: number;
    action?: "created" | "edited" | "deleted";
  }): Promise<
    Record<string, unknown> & {
      action: string;
      comment: ReviewCommentJson;
      pull_request: PullSimpleJson;
      repository: RepoJson;
      sender: UserJson;
    }
  >;
  workflowRun(options: {
    repo: string;
    pull: number;
    workflow?: string;
    runId: number;
    conclusion?: string;
    actor: string;
    fork?: string;
  }): Promise<
    Record<string, unknown> & {
      action: "completed";
      workflow_run: Record<string, unknown> & { head_sha: string; pull_requests: unknown[] };
      repository: RepoJson;
      sender: UserJson;
    }
  >;
  schedule(options: { repo: string; cron?: string; workflow?: string }): {
    schedule: string;
    workflow: string;
    repository: RepoJson;
  };
  workflowDispatch(options: {
    repo: string;
    sender?: string;
    inputs?: Record<string, string>;
    ref?: string;
    workflow?: string;
  }): Record<string, unknown> & {
    inputs: Record<string, string>;
    ref: string;
    repository: RepoJson;
    sender: UserJson;
  };
}

export interface CheckoutOptions {
  repo: string;
  dir: string;
  token: string;
  /** Branch name, full ref (e.g. `refs/pull/2/head`) or sha; default: the remote HEAD. */
  ref?: string;
  /** Default 1 (shallow, like actions/checkout); 0 for full history. */
  depth?: number;
  /** Where the token goes: `.git/config` extraheader (checkout v4, default), an includeIf'd file (v6), or nowhere. */
  credentials?: "extraheader" | "include-if" | "none";
  /** Needed for "include-if": the file is written there. */
  runnerTemp?: string;
}

export declare class GitHubEmulator {
  /** `http://127.0.0.1:<port>` — GITHUB_SERVER_URL; git at `<url>/<owner>/<repo>.git`. */
  readonly url: string;
  readonly serverUrl: string;
  /** `<url>/api/v3` — GITHUB_API_URL. */
  readonly apiUrl: string;
  readonly requests: RequestLogEntry[];
  readonly pushes: PushRecord[];
  readonly events: EventPayloads;

  addUser(login: string, options?: { type?: "User" | "Bot" | "Organization"; name?: string; email?: string }): UserJson;
  addToken(token: string, login: string, options?: TokenOptions): void;
  createRepo(options: CreateRepoOptions): Promise<RepoJson>;
  forkRepo(options: { from: string; owner: string; name?: string }): Promise<RepoJson>;
  setPermission(repo: string, login: string, role: Role): void;
  /** A finished GitHub Actions job on `headSha` (a check run of the github-actions app, id = job id) with its log. */
  addWorkflowJob(options: {
    repo: string;
    headSha: string;
    job: string;
    conclusion?: string;
    log?: string;
  }): Promise<{ jobId: number; runId: number }>;
  /** An image attachment, as a user's paste stores it: the markdown URL to put in a body. Its bytes are served
   * only through the signed URL in the API's `body_html` (media type `full`). */
  uploadAttachment(bytes: Uint8Array, contentType?: string): string;
  /** Attachment downloads served, oldest first. */
  attachmentDownloads(): { id: string; status: number; withToken: boolean }[];
  setProtectedBranches(repo: string, names: string[]): Promise<void>;
  createIssue(options: {
    repo: string;
    title: string;
    body?: string | null;
    user: string;
    labels?: string[];
  }): IssueJson;
  /** `head` is a branch of `repo`, or `owner:branch` of a fork. `base` defaults to the default branch. */
  createPull(options: {
    repo: string;
    title: string;
    body?: string | null;
    user: string;
    head: string;
    base?: string;
    draft?: boolean;
  }): Promise<PullJson>;
  addComment(options: { repo: string; issue: number; body: string; user: string }): IssueCommentJson;
  addReview(
    options: NonNullable<Seed["reviews"]>[number],
  ): Promise<{ review: ReviewJson; comments: ReviewCommentJson[] }>;
  addReaction(options: {
    repo: string;
    content: ReactionContent;
    user: string;
    commentId?: number;
    reviewCommentId?: number;
    issue?: number;
  }): ReactionJson;
  seed(seed: Seed, options?: { baseDir?: string }): Promise<SeedResult>;

  git(repo: string): GitRepo;
  gitUrl(repo: string): string;
  githubEnv(repo: string): {
    GITHUB_API_URL: string;
    GITHUB_SERVER_URL: string;
    GITHUB_GRAPHQL_URL: string;
    GITHUB_REPOSITORY: string;
    GITHUB_REPOSITORY_OWNER: string;
  };
  checkout(options: CheckoutOptions): Promise<{ dir: string; sha: string; credentialsFile?: string }>;
  issue(repo: string, number: number): IssueJson;
  issueComments(repo: string, number: number): IssueCommentJson[];
  pull(repo: string, number: number): Promise<PullJson>;
  pulls(repo: string, options?: { state?: "open" | "closed" | "all" }): Promise<PullJson[]>;
  /** Check runs created through the Checks API, oldest first. */
  checkRuns(repo: string): CheckRunJson[];
  reviews(repo: string, number: number): ReviewJson[];
  reviewComments(repo: string, number: number): ReviewCommentJson[];
  reactions(options: { repo: string; commentId?: number; reviewCommentId?: number; issue?: number }): ReactionJson[];
  restRequests(match?: { method?: string; path?: RegExp | string }): RequestLogEntry[];
  clearRequests(): void;
  snapshot(): Promise<Snapshot>;
  /**
   * Every byte it holds as one string (latin1 for git objects): snapshot, request log with bodies, pushes, ref
   * names, every git object of every repository (unreachable ones too). For "the canary is nowhere" assertions.
   */
  dumpAll(): Promise<string>;

  failNext(fault: Fault): FaultHandle;
  onNext(
    match: RequestMatch,
    fn: (request: { method: string; path: string; service?: string }) => void | Promise<void>,
  ): FaultHandle;
  pendingFaults(): (Omit<Fault, "path"> & { path?: string; remaining: number })[];
  /** Drops pending faults and hooks. */
  clearFaults(): void;

  close(): Promise<void>;
}

export interface StartOptions {
  host?: string;
  port?: number;
  /** Let requests without a token read public repositories (GitHub does; default false so a missing token shows). */
  allowAnonymous?: boolean;
  seed?: Seed;
  /** Base for relative `fromDir` in `seed`. */
  seedDir?: string;
}

export function startGitHubEmulator(options?: StartOptions): Promise<GitHubEmulator>;
