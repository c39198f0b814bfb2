// Test repositories built with plain git (not our hardened runner), in a scrubbed environment so the developer's
// global config cannot change what the tests see.
import { execFile, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile, mkdir, chmod } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const TEST_ENV = {
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  HOME: os.tmpdir(),
  LANG: "C",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_TERMINAL_PROMPT: "0",
  GIT_AUTHOR_NAME: "Tester",
  GIT_AUTHOR_EMAIL: "tester@example.invalid",
  GIT_COMMITTER_NAME: "Tester",
  GIT_COMMITTER_EMAIL: "tester@example.invalid",
};

/** Plain git, as a developer (or an attacker with a shell) would run it: hooks, filters and all. */
export function sh(cwd: string, args: string[], input?: string): string {
  return execFileSync("git", args, { cwd, env: TEST_ENV, input, encoding: "utf8", stdio: ["pipe", "pipe", "pipe"] });
}

/** Plain git without blocking the event loop: required when the other end is a server in this process. */
export function shAsync(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile("git", args, { cwd, env: TEST_ENV, encoding: "utf8", timeout: 20_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`git ${args.join(" ")} failed: ${stderr}`));
      else resolve(stdout);
    });
  });
}

export interface Fixture {
  root: string;
  /** A bare repository playing the remote. */
  remote: string;
  /** A clone of it on `main`, with one commit. */
  work: string;
  base: string;
  cleanup(): Promise<void>;
}

export async function makeFixture(files: Record<string, string> = { "README.md": "# demo\n" }): Promise<Fixture> {
  const root = await mkdtemp(path.join(os.tmpdir(), "repo-agent-land-"));
  const remote = path.join(root, "remote.git");
  const seed = path.join(root, "seed");
  sh(root, ["init", "--quiet", "--bare", "--initial-branch=main", remote]);
  sh(root, ["init", "--quiet", "--initial-branch=main", seed]);
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(seed, name)), { recursive: true });
    await writeFile(path.join(seed, name), content);
  }
  sh(seed, ["add", "-A"]);
  sh(seed, ["commit", "--quiet", "-m", "Initial commit"]);
  sh(seed, ["push", "--quiet", remote, "main"]);
  const work = path.join(root, "work");
  sh(root, ["clone", "--quiet", remote, work]);
  const base = sh(work, ["rev-parse", "HEAD"]).trim();
  return { root, remote, work, base, cleanup: () => rm(root, { recursive: true, force: true }) };
}

export async function writeExecutable(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  await chmod(file, 0o755);
}

export function exists(file: string): boolean {
  return existsSync(file);
}
