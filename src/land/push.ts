// Pushing the agent's branch. The token exists only in the environment of git processes that run in a fresh,
// action-owned bare repository whose objects come from the workspace through `objects/info/alternates`: the
// workspace's config (URL rewrites, proxies, credential helpers, included files) is never read while the token
// is present, and the token is never in argv or a URL. Never a force push: on a non-fast-forward, fetch the
// remote branch, rebase our commits on top once, and push again; otherwise say why. Fetch, push and rebase run
// through simple-git, hardened (git-client.ts); the plumbing that moves objects runs through git.ts's runner.
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkPushTarget } from "./branch.js";
import { GitError as SimpleGitError } from "simple-git";
import { DEFAULT_BOT_IDENTITY, git, gitDirOf, runGit, tokenConfig, type GitIdentity } from "./git.js";
import { gitClient } from "./git-client.js";

export interface PushOptions {
  repoDir: string;
  /** Where to push: `$GITHUB_SERVER_URL/$GITHUB_REPOSITORY` (or a local path in tests). Never a remote name. */
  url: string;
  branch: string;
  /** GitHub token; sent as an HTTP header via env config, scoped to `url`'s origin. */
  token?: string;
  /** Commit to push; default the workspace HEAD. */
  sha?: string;
  /** The commit the run started from: on a non-fast-forward only the commits after it are replayed. */
  baseSha?: string;
  defaultBranch: string;
  protectedBranches?: readonly string[];
  /** Committer for a rebase. */
  identity?: GitIdentity;
  timeoutMs?: number;
}

export type PushResult =
  | { ok: true; sha: string; rebased: boolean; created: boolean }
  | {
      ok: false;
      reason: "refused-branch" | "non-fast-forward" | "rebase-conflict" | "rejected" | "error";
      /** For a maintainer: what happened and what to do. Contains no secret (git's stderr is included, and the
       * token never appears in it, but callers still pass it through the redactor). */
      message: string;
    };

export async function pushBranch(options: PushOptions): Promise<PushResult> {
  const target = checkPushTarget(options.branch, {
    defaultBranch: options.defaultBranch,
    protectedBranches: options.protectedBranches,
  });
  if (!target.ok) return { ok: false, reason: "refused-branch", message: target.reason };
  const timeoutMs = options.timeoutMs ?? 300_000;
  const clean = await createPushRepo(options.repoDir);
  try {
    const sha = options.sha ?? (await git(["rev-parse", "--verify", "HEAD^{commit}"], { cwd: options.repoDir })).trim();
    const auth = authConfig(options.url, options.token);
    const first = await pushFrom(clean, options, sha, auth, timeoutMs);
    if (first.ok) return { ok: true, sha, rebased: false, created: first.created };
    if (!first.nonFastForward)
      return { ok: false, reason: "rejected", message: `git push was rejected: ${first.detail}` };

    // Someone pushed to the branch during the run: put our commits on top, once.
    const fetched = await fetchRemoteBranch(clean, options, auth, sha, timeoutMs);
    if (!fetched.ok)
      return {
        ok: false,
        reason: "non-fast-forward",
        message: `the branch moved on the remote and fetching it failed: ${fetched.message}`,
      };
    const remoteSha = fetched.sha;
    const rebased = await rebaseOnto(options, remoteSha, sha);
    if (!rebased.ok) return { ok: false, reason: "rebase-conflict", message: rebased.message };
    const second = await pushFrom(clean, options, rebased.sha, auth, timeoutMs);
    if (second.ok) return { ok: true, sha: rebased.sha, rebased: true, created: false };
    return {
      ok: false,
      reason: second.nonFastForward ? "non-fast-forward" : "rejected",
      message: `the branch "${options.branch}" keeps moving on the remote; the work is committed locally (${rebased.sha.slice(0, 12)}) but not pushed: ${second.detail}`,
    };
  } catch (err) {
    return { ok: false, reason: "error", message: err instanceof Error ? err.message : String(err) };
  } finally {
    await fs.rm(clean, { recursive: true, force: true });
  }
}

/** Fetches the remote `branch` into the scratch repository `clean` and copies the objects the workspace lacks
 * (beyond `localSha`) into it, so the workspace can rebase on it or check it out. The remote tip, or what git said. */
export async function fetchRemoteBranch(
  clean: string,
  options: Pick<PushOptions, "repoDir" | "url" | "branch">,
  auth: Record<string, string> | undefined,
  localSha: string,
  timeoutMs: number,
): Promise<{ ok: true; sha: string } | { ok: false; message: string }> {
  const remote = await gitClient({ cwd: clean, noRepo: true, secretConfig: auth, timeoutMs });
  const failed = await remote
    .fetch(options.url, `+refs/heads/${options.branch}:refs/remotes/upstream/${options.branch}`, [
      "--quiet",
      "--no-tags",
    ])
    .then(
      () => undefined,
      (err: unknown) => gitMessage(err),
    );
  if (failed !== undefined) return { ok: false, message: failed };
  const sha = (
    await git(["rev-parse", `refs/remotes/upstream/${options.branch}`], { cwd: clean, noRepo: true })
  ).trim();
  await copyObjects(clean, options.repoDir, sha, localSha);
  return { ok: true, sha };
}

/** Env config carrying the token for `url` (nothing for local paths or without a token). */
export function authConfig(url: string, token: string | undefined): Record<string, string> | undefined {
  if (!token || !/^https?:\/\//i.test(url)) return undefined;
  return tokenConfig(url, token);
}

/** A bare repository owned by the action, borrowing the workspace's objects (and its shallow boundary). */
export async function createPushRepo(repoDir: string): Promise<string> {
  const gitDir = await gitDirOf(repoDir);
  const commonDir = await readCommonDir(gitDir);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "repo-agent-push-"));
  await git(["init", "--quiet", "--bare", dir], { cwd: dir, noRepo: true });
  await fs.writeFile(path.join(dir, "objects", "info", "alternates"), `${path.join(commonDir, "objects")}\n`);
  try {
    await fs.copyFile(path.join(commonDir, "shallow"), path.join(dir, "shallow"));
  } catch {
    // not a shallow clone
  }
  return dir;
}

async function readCommonDir(gitDir: string): Promise<string> {
  try {
    const text = (await fs.readFile(path.join(gitDir, "commondir"), "utf8")).trim();
    return text ? path.resolve(gitDir, text) : gitDir;
  } catch {
    return gitDir;
  }
}

type Attempt = { ok: true; created: boolean } | { ok: false; nonFastForward: boolean; detail: string };

async function pushFrom(
  clean: string,
  options: PushOptions,
  sha: string,
  auth: Record<string, string> | undefined,
  timeoutMs: number,
): Promise<Attempt> {
  const ref = `refs/heads/${options.branch}`;
  await git(["update-ref", ref, sha], { cwd: clean, noRepo: true });
  const client = await gitClient({ cwd: clean, noRepo: true, secretConfig: auth, timeoutMs });
  try {
    // No `+` and no --force: a non-fast-forward is refused by the server, never overwritten.
    const result = await client.push(options.url, `${ref}:${ref}`, ["--porcelain", "--no-verify"]);
    return { ok: true, created: result.pushed.some((p) => p.new) };
  } catch (err) {
    const text = gitMessage(err);
    // "cannot lock ref … reference already exists": another run created the branch while ours was received.
    const nonFastForward =
      /\[rejected\].*\((?:fetch first|non-fast-forward)\)|non-fast-forward|fetch first|rejected because the remote contains work|cannot lock ref .*reference already exists/.test(
        text,
      );
    const timedOut = err instanceof SimpleGitError && /block timeout/.test(err.message);
    return {
      ok: false,
      nonFastForward,
      detail: timedOut ? `timed out after ${timeoutMs} ms` : text.split("\n").slice(-6).join("\n"),
    };
  }
}

/** What git said when a simple-git command failed (its stderr, or stdout when that is all there is). */
function gitMessage(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).trim();
}

/** Moves the objects of `remoteSha` that the workspace lacks into it, as a pack: no transport and no remote
 * lookup run in the workspace (a planted `url.*.insteadOf` or `remote.*` entry has nothing to act on). */
async function copyObjects(clean: string, repoDir: string, remoteSha: string, localSha: string): Promise<void> {
  const pack = await runGit(["pack-objects", "--revs", "--stdout", "--quiet"], {
    cwd: clean,
    noRepo: true,
    input: `${remoteSha}\n^${localSha}\n`,
  });
  if (pack.code !== 0) throw new Error(`could not pack the remote branch's objects: ${pack.stderr.trim()}`);
  const index = await runGit(["index-pack", "--stdin", "--fix-thin"], { cwd: repoDir, input: pack.stdout });
  if (index.code !== 0)
    throw new Error(`could not add the remote branch's objects to the workspace: ${index.stderr.trim()}`);
}

export async function rebaseOnto(
  options: PushOptions,
  remoteSha: string,
  sha: string,
): Promise<{ ok: true; sha: string } | { ok: false; message: string }> {
  const run = { cwd: options.repoDir, workTree: options.repoDir, identity: options.identity ?? DEFAULT_BOT_IDENTITY };
  const upstream = options.baseSha ?? remoteSha;
  // Rebase the checked-out branch when it is what we push, so the workspace stays on it; else a detached commit.
  const current = await runGit(["symbolic-ref", "-q", "HEAD"], run);
  const branchRef = current.code === 0 ? current.stdout.toString("utf8").trim() : "";
  const tip = branchRef
    ? (await runGit(["rev-parse", "--verify", "-q", branchRef], run)).stdout.toString("utf8").trim()
    : "";
  const what = branchRef && tip === sha ? branchRef.replace(/^refs\/heads\//, "") : sha;
  const client = await gitClient(run);
  try {
    await client.rebase(["--no-autostash", "--no-verify", "--onto", remoteSha, upstream, what]);
  } catch {
    await client.rebase(["--abort"]).catch(() => undefined);
    return {
      ok: false,
      message: `the branch "${options.branch}" changed on the remote during the run and our commits do not apply on top of it (rebase conflict); the work is committed locally (${sha.slice(0, 12)}) but not pushed`,
    };
  }
  const newSha = (await git(["rev-parse", "--verify", "HEAD^{commit}"], run)).trim();
  return { ok: true, sha: newSha };
}
