// Landing through GitHub's Git Data API (`commit_signing: api`): the agent's local commits are re-created on GitHub
// as blobs, trees and commits, so GitHub signs them (Verified) when the token is an App's, then the branch is moved
// with a fast-forward-only ref update. Nothing is uploaded before the caller's secret scan of the local commits,
// and every tree GitHub builds is compared with the local commit's tree before the branch moves: what lands is
// byte for byte what a push would have sent (modes, symlinks, deletions, binary files). The update is a
// compare-and-swap: when the branch moved meanwhile, GitHub refuses it (422), and our commits are rebased on the
// new tip and replayed, a bounded number of times; never forced.
import { checkPushTarget } from "./branch.js";
import { git, runGit } from "./git.js";
import {
  authConfig,
  createPushRepo,
  fetchRemoteBranch,
  rebaseOnto,
  type PushOptions,
  type PushResult,
} from "./push.js";
import { promises as fs } from "node:fs";

type TreeMode = "100644" | "100755" | "120000" | "160000";

interface TreeEntry {
  path: string;
  mode: TreeMode;
  type: "blob" | "commit";
  /** null deletes the path. */
  sha?: string | null;
  /** A UTF-8 text file's content, instead of an uploaded blob. */
  content?: string;
}

/** The Git Data calls landing makes; an Octokit is one. Declared here so landing never imports github/. */
export interface GitDataApi {
  rest: {
    git: {
      getRef(params: { owner: string; repo: string; ref: string }): Promise<{ data: { object: { sha: string } } }>;
      createBlob(params: {
        owner: string;
        repo: string;
        content: string;
        encoding: "base64";
      }): Promise<{ data: { sha: string } }>;
      createTree(params: {
        owner: string;
        repo: string;
        base_tree: string;
        tree: TreeEntry[];
      }): Promise<{ data: { sha: string } }>;
      createCommit(params: {
        owner: string;
        repo: string;
        message: string;
        tree: string;
        parents: string[];
      }): Promise<{ data: { sha: string; verification?: { verified: boolean; reason: string } } }>;
      updateRef(params: { owner: string; repo: string; ref: string; sha: string; force: boolean }): Promise<unknown>;
      createRef(params: { owner: string; repo: string; ref: string; sha: string }): Promise<unknown>;
    };
  };
}

export interface ApiLandOptions extends PushOptions {
  api: GitDataApi;
  owner: string;
  repo: string;
  /** Ref updates refused because the branch moved, before giving up. Default 3. */
  maxAttempts?: number;
}

export type ApiLandResult = PushResult & { notes?: string[] };

/** Above this many commits, the run's commits land as one (each commit costs a few rate-limited API writes). */
const MAX_REPLAYED_COMMITS = 20;
/** Text files up to this size travel inside the tree request; larger or binary ones are uploaded as blobs. */
const MAX_INLINE_BYTES = 64 * 1024;

export async function landThroughApi(options: ApiLandOptions): Promise<ApiLandResult> {
  const target = checkPushTarget(options.branch, {
    defaultBranch: options.defaultBranch,
    protectedBranches: options.protectedBranches,
  });
  if (!target.ok) return { ok: false, reason: "refused-branch", message: target.reason };
  const timeoutMs = options.timeoutMs ?? 300_000;
  const auth = authConfig(options.url, options.token);
  const clean = await createPushRepo(options.repoDir);
  try {
    const head =
      options.sha ?? (await git(["rev-parse", "--verify", "HEAD^{commit}"], { cwd: options.repoDir })).trim();
    let local = head;
    let base = options.baseSha ?? (await git(["rev-parse", "--verify", `${head}^`], { cwd: options.repoDir })).trim();
    let exists = (await readBranch(options)) !== undefined;
    const replay = new Replay(options);
    const attempts = options.maxAttempts ?? 3;
    for (let attempt = 1; ; attempt++) {
      const landed = await replay.commits(base, local);
      if (!landed.ok) return { ok: false, reason: "error", message: landed.message };
      const moved = await moveBranch(options, landed.sha, exists);
      if (moved.kind === "ok") {
        const notes = [...replay.notes, ...(await checkOut(clean, options, auth, local, landed.sha, timeoutMs))];
        if (!landed.verified)
          notes.push(
            `GitHub did not sign the commit (${landed.reason}): it signs commits made through the API with a GitHub App's token (the workflow's GITHUB_TOKEN is one).`,
          );
        return { ok: true, sha: landed.sha, rebased: attempt > 1, created: !exists, notes };
      }
      if (moved.kind === "failed") return { ok: false, reason: "rejected", message: moved.message };
      if (attempt >= attempts)
        return {
          ok: false,
          reason: "non-fast-forward",
          message: `the branch "${options.branch}" kept moving on GitHub (${attempts} ref updates refused); the work is committed locally (${local.slice(0, 12)}) but not published`,
        };
      // The branch moved since we read it: put our commits on its new tip and try again (never force).
      const fetched = await fetchRemoteBranch(clean, options, auth, local, timeoutMs);
      if (!fetched.ok)
        return {
          ok: false,
          reason: "non-fast-forward",
          message: `the branch moved on GitHub and fetching it failed: ${fetched.message}`,
        };
      const rebased = await rebaseOnto({ ...options, baseSha: base }, fetched.sha, local);
      if (!rebased.ok) return { ok: false, reason: "rebase-conflict", message: rebased.message };
      base = fetched.sha;
      local = rebased.sha;
      exists = true;
    }
  } catch (err) {
    return { ok: false, reason: "error", message: err instanceof Error ? err.message : String(err) };
  } finally {
    await fs.rm(clean, { recursive: true, force: true });
  }
}

function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : undefined;
}

async function readBranch(options: ApiLandOptions): Promise<string | undefined> {
  try {
    const { data } = await options.api.rest.git.getRef({
      owner: options.owner,
      repo: options.repo,
      ref: `heads/${options.branch}`,
    });
    return data.object.sha;
  } catch (err) {
    if (statusOf(err) === 404) return undefined;
    throw err;
  }
}

/** ok; moved (GitHub refused: not a fast-forward, or the branch appeared meanwhile); or failed, saying why. */
type BranchMove = { kind: "ok" } | { kind: "moved" } | { kind: "failed"; message: string };

async function moveBranch(options: ApiLandOptions, sha: string, exists: boolean): Promise<BranchMove> {
  const { owner, repo, branch } = options;
  try {
    if (exists) await options.api.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha, force: false });
    else await options.api.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha });
    return { kind: "ok" };
  } catch (err) {
    if (statusOf(err) === 422) return { kind: "moved" };
    const message = err instanceof Error ? err.message : String(err);
    return {
      kind: "failed",
      message: `GitHub refused to ${exists ? "update" : "create"} the branch "${branch}": ${message}`,
    };
  }
}

type Replayed = { ok: true; sha: string; verified: boolean; reason: string } | { ok: false; message: string };

/** Re-creates local commits on GitHub, remembering the blobs it uploaded across attempts. */
class Replay {
  readonly notes: string[] = [];
  private readonly uploaded = new Set<string>();

  constructor(private readonly options: ApiLandOptions) {}

  /** The commits `base..head` (first parents), each on the previous one, starting on `base` (which GitHub has). */
  async commits(base: string, head: string): Promise<Replayed> {
    const cwd = this.options.repoDir;
    let list = (await git(["rev-list", "--reverse", "--first-parent", `${base}..${head}`], { cwd }))
      .split("\n")
      .filter(Boolean);
    if (list.length > MAX_REPLAYED_COMMITS) {
      this.notes.push(`The run's ${list.length} commits were published as one commit (GitHub's API path).`);
      list = [head];
    }
    let parent = base;
    let previous = base;
    let result: Replayed = { ok: false, message: "there was no commit to publish" };
    for (const commit of list) {
      const tree = await this.tree(previous, commit);
      if (!tree.ok) return tree;
      const { data } = await this.options.api.rest.git.createCommit({
        owner: this.options.owner,
        repo: this.options.repo,
        message: await commitMessage(cwd, commit),
        tree: tree.sha,
        parents: [parent],
      });
      result = {
        ok: true,
        sha: data.sha,
        verified: data.verification?.verified === true,
        reason: data.verification?.reason ?? "no verification reported",
      };
      parent = data.sha;
      previous = commit;
    }
    return result;
  }

  /** The tree of `commit`, built on GitHub from `previous`'s tree and the changes between them, and checked. */
  private async tree(
    previous: string,
    commit: string,
  ): Promise<{ ok: true; sha: string } | { ok: false; message: string }> {
    const cwd = this.options.repoDir;
    const want = (await git(["rev-parse", `${commit}^{tree}`], { cwd })).trim();
    const baseTree = (await git(["rev-parse", `${previous}^{tree}`], { cwd })).trim();
    const changes = await changedEntries(cwd, previous, commit);
    if (changes.length === 0) return { ok: true, sha: baseTree };
    const tree: TreeEntry[] = [];
    for (const change of changes) tree.push(await this.entry(change));
    const { data } = await this.options.api.rest.git.createTree({
      owner: this.options.owner,
      repo: this.options.repo,
      base_tree: baseTree,
      tree,
    });
    if (data.sha !== want)
      return {
        ok: false,
        message: `GitHub built tree ${data.sha.slice(0, 12)} where the local commit has ${want.slice(0, 12)}; nothing was published (the branch was not moved)`,
      };
    return { ok: true, sha: data.sha };
  }

  private async entry(change: Change): Promise<TreeEntry> {
    if (change.sha === null) return { path: change.path, mode: change.mode, type: change.type, sha: null };
    if (change.type === "commit") return { path: change.path, mode: change.mode, type: "commit", sha: change.sha };
    if (this.uploaded.has(change.sha)) return { path: change.path, mode: change.mode, type: "blob", sha: change.sha };
    const content = await readBlob(this.options.repoDir, change.sha);
    const text = content.length <= MAX_INLINE_BYTES ? utf8(content) : undefined;
    if (text !== undefined) return { path: change.path, mode: change.mode, type: "blob", content: text };
    const { data } = await this.options.api.rest.git.createBlob({
      owner: this.options.owner,
      repo: this.options.repo,
      content: content.toString("base64"),
      encoding: "base64",
    });
    if (data.sha !== change.sha)
      throw new Error(`GitHub stored ${change.path} as blob ${data.sha.slice(0, 12)}, not ${change.sha.slice(0, 12)}`);
    this.uploaded.add(change.sha);
    return { path: change.path, mode: change.mode, type: "blob", sha: change.sha };
  }
}

/** The text when `content` is valid UTF-8 that survives a round trip (so GitHub stores the same bytes). */
function utf8(content: Buffer): string | undefined {
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(content);
    return Buffer.from(text, "utf8").equals(content) ? text : undefined;
  } catch {
    return undefined;
  }
}

interface Change {
  path: string;
  mode: TreeMode;
  type: "blob" | "commit";
  /** The new content's object, or null for a deletion. */
  sha: string | null;
}

const ZERO = /^0+$/;

/** What changed from `a` to `b`, file by file (`diff-tree -r --raw -z`, no rename detection): deletions with the
 * old mode and a null sha, additions and modifications (content, mode or type) with the new mode and object. */
async function changedEntries(cwd: string, a: string, b: string): Promise<Change[]> {
  const out = await git(["diff-tree", "-r", "-z", "--raw", "--no-renames", "--no-commit-id", a, b], { cwd });
  const fields = out.split("\0");
  const changes: Change[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [srcMode, dstMode, , dstSha, status] = fields[i].replace(/^:/, "").split(" ");
    const path = fields[i + 1];
    if (!status) continue;
    const deleted = status === "D" || ZERO.test(dstMode);
    const mode = (deleted ? srcMode : dstMode) as TreeMode;
    changes.push({ path, mode, type: mode === "160000" ? "commit" : "blob", sha: deleted ? null : dstSha });
  }
  return changes;
}

async function readBlob(cwd: string, sha: string): Promise<Buffer> {
  const result = await runGit(["cat-file", "blob", sha], { cwd });
  if (result.code !== 0) throw new Error(`could not read blob ${sha}: ${result.stderr.trim()}`);
  return result.stdout;
}

/** The commit's message exactly as stored (what follows the header's blank line). */
async function commitMessage(cwd: string, sha: string): Promise<string> {
  const result = await runGit(["cat-file", "commit", sha], { cwd });
  if (result.code !== 0) throw new Error(`could not read commit ${sha}: ${result.stderr.trim()}`);
  const raw = result.stdout.toString("utf8");
  const at = raw.indexOf("\n\n");
  return at === -1 ? "" : raw.slice(at + 2);
}

/** Brings the published commit into the workspace and points the local branch (or detached HEAD) at it, so later
 * steps see what GitHub has. Its tree is the local one, so the index and files stay as they are. Failing here
 * loses nothing (the work is on GitHub): it is a note. */
async function checkOut(
  clean: string,
  options: ApiLandOptions,
  auth: Record<string, string> | undefined,
  local: string,
  published: string,
  timeoutMs: number,
): Promise<string[]> {
  const fetched = await fetchRemoteBranch(clean, options, auth, local, timeoutMs);
  const cwd = options.repoDir;
  const has = await runGit(["cat-file", "-e", `${published}^{commit}`], { cwd });
  if (!fetched.ok || has.code !== 0)
    return [
      `The commit was published as ${published.slice(0, 12)}, but the checkout could not fetch it${fetched.ok ? "" : `: ${fetched.message}`}.`,
    ];
  const symbolic = await runGit(["symbolic-ref", "-q", "HEAD"], { cwd });
  const branchRef = symbolic.code === 0 ? symbolic.stdout.toString("utf8").trim() : "";
  const tip = branchRef
    ? (await runGit(["rev-parse", "--verify", "-q", branchRef], { cwd })).stdout.toString("utf8").trim()
    : "";
  if (branchRef && tip === local) await git(["update-ref", branchRef, published, local], { cwd });
  else await git(["update-ref", "--no-deref", "HEAD", published], { cwd });
  return [];
}
