// What actions/checkout leaves behind, reproduced against the emulator: a non-bare clone whose `origin` is
// `$GITHUB_SERVER_URL/<owner>/<repo>` and whose token sits where checkout puts it — in `.git/config` as an
// `http.<server>/.extraheader` (v4), or in a file under RUNNER_TEMP pulled in by `includeIf.gitdir` (v6).
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { runGit } from "./git-repo.mjs";

export function basicAuthHeader(token) {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString("base64")}`;
}

/**
 * @param {{serverUrl: string, repo: string, dir: string, token: string, ref?: string, depth?: number,
 *   credentials?: "extraheader" | "include-if" | "none", runnerTemp?: string}} options
 * @returns {Promise<{dir: string, sha: string, credentialsFile?: string}>}
 */
export async function checkout(options) {
  const { serverUrl, repo, dir, token, ref, depth = 1, credentials = "extraheader" } = options;
  await mkdir(dir, { recursive: true });
  const git = (args) => runGit(["-C", dir, ...args]);
  await runGit(["init", "--quiet", dir]);
  await git(["remote", "add", "origin", `${serverUrl}/${repo}`]);
  const header = basicAuthHeader(token);
  const key = `http.${serverUrl}/.extraheader`;
  let credentialsFile;
  if (credentials === "extraheader") {
    await git(["config", "--local", key, header]);
  } else if (credentials === "include-if") {
    if (!options.runnerTemp) throw new Error('credentials "include-if" needs runnerTemp');
    credentialsFile = path.join(options.runnerTemp, `git-credentials-${randomUUID()}.config`);
    await writeFile(credentialsFile, `[http "${serverUrl}/"]\n\textraheader = ${header}\n`);
    await git(["config", "--local", `includeIf.gitdir:${path.join(dir, ".git")}.path`, credentialsFile]);
    await git(["config", "--local", `includeIf.gitdir:${path.join(dir, ".git", "worktrees")}/*.path`, credentialsFile]);
  }
  const auth = credentials === "none" ? ["-c", `${key}=${header}`] : [];
  const depthArgs = depth > 0 ? [`--depth=${depth}`] : [];

  let target = ref ?? "HEAD";
  let localRef;
  let branch;
  if (/^[0-9a-f]{40}$/.test(target)) {
    localRef = target;
  } else {
    if (target === "HEAD") {
      const remoteHead = await git([...auth, "ls-remote", "--symref", "origin", "HEAD"]);
      target = /^ref: (\S+)\s+HEAD/m.exec(remoteHead)?.[1] ?? "refs/heads/main";
    }
    if (!target.startsWith("refs/")) target = `refs/heads/${target}`;
    if (target.startsWith("refs/heads/")) {
      branch = target.slice("refs/heads/".length);
      localRef = `refs/remotes/origin/${branch}`;
    } else {
      localRef = `refs/remotes/${target.slice("refs/".length)}`;
    }
  }
  const refspec = localRef === target ? target : `+${target}:${localRef}`;
  await git([
    ...auth,
    "-c",
    "protocol.version=2",
    "fetch",
    "--quiet",
    "--no-tags",
    "--prune",
    "--no-recurse-submodules",
    ...depthArgs,
    "origin",
    refspec,
  ]);
  if (branch) await git(["checkout", "--quiet", "--force", "-B", branch, localRef]);
  else await git(["checkout", "--quiet", "--force", "--detach", localRef]);
  const sha = (await git(["rev-parse", "HEAD"])).trim();
  return { dir, sha, credentialsFile };
}
