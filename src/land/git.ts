// The hardened git runner. After the loop, the workspace's repository is attacker-controlled: the agent may have
// planted hooks, an fsmonitor command, filter/diff/merge drivers, URL rewrites or an included config file. The
// action's own git commands (commit, diff for the secret scan, rebase) must run none of that, and the token
// must never reach argv (visible in `ps`), a URL, or a process the repository can configure.
//
// So every command gets: an environment built from scratch (no secrets, no global/system config, no prompts,
// no replace refs or grafts that could show the scanner different objects than the ones pushed), hooks pointed
// at /dev/null (nothing can be created under it), fsmonitor off, only http(s) and user-initiated local
// transports, and every filter/diff/merge/hook driver the repository's config defines overridden to nothing.
// Pushing happens from a separate, clean repository (see push.ts) so the repository's config is never read
// while the token is in the environment.
import { spawn } from "node:child_process";
import { promises as fs } from "node:fs";
import path from "node:path";
import { hardenedEnv } from "../hardened-env.js";

export interface GitIdentity {
  name: string;
  email: string;
}

/** The identity commits are made with by default: GitHub's Actions bot. */
export const DEFAULT_BOT_IDENTITY: GitIdentity = {
  name: "github-actions[bot]",
  email: "41898282+github-actions[bot]@users.noreply.github.com",
};

export interface GitRunOptions {
  /** Directory to run in. */
  cwd: string;
  /** Pin the work tree (a planted `core.worktree` could otherwise point `add -A` at another directory). */
  workTree?: string;
  /** Extra `-c key=value` (never secrets: argv is visible to every process). */
  config?: Record<string, string>;
  /** Config passed through the environment (GIT_CONFIG_COUNT/KEY_n/VALUE_n): how the token travels. */
  secretConfig?: Record<string, string>;
  /** Extra environment (e.g. GIT_ALTERNATE_OBJECT_DIRECTORIES); never secrets. */
  env?: Record<string, string>;
  identity?: GitIdentity;
  input?: string | Buffer;
  timeoutMs?: number;
  /** Skip the repository-config scan for driver overrides (for commands outside any repository). */
  noRepo?: boolean;
}

export interface GitResult {
  code: number;
  stdout: Buffer;
  stderr: string;
  timedOut: boolean;
}

class GitError extends Error {
  constructor(
    message: string,
    readonly args: string[],
    readonly code: number,
    readonly stderr: string,
  ) {
    super(message);
    this.name = "GitError";
  }
}

const DEFAULT_TIMEOUT_MS = 120_000;
const MAX_OUTPUT_BYTES = 512 * 1024 * 1024;

/** Config applied to every command. */
export const HARDENING_CONFIG: Readonly<Record<string, string>> = {
  "core.hooksPath": "/dev/null",
  "core.fsmonitor": "false",
  "core.attributesFile": "/dev/null",
  "core.pager": "cat",
  "core.askPass": "",
  "credential.helper": "",
  "safe.directory": "*",
  "protocol.allow": "never",
  "protocol.https.allow": "always",
  "protocol.http.allow": "always",
  "protocol.file.allow": "user",
  "protocol.ext.allow": "never",
  "commit.gpgSign": "false",
  "tag.gpgSign": "false",
  "gc.auto": "0",
  "maintenance.auto": "false",
  "submodule.recurse": "false",
  "fetch.recurseSubmodules": "false",
  "push.recurseSubmodules": "no",
  "core.quotePath": "false",
};

/** `GIT_CONFIG_COUNT` environment entries for `config` (git ≥ 2.31). Values here never appear in argv. */
export function envConfig(config: Record<string, string>): Record<string, string> {
  const entries = Object.entries(config);
  const env: Record<string, string> = { GIT_CONFIG_COUNT: String(entries.length) };
  entries.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return env;
}

/** The env config that authenticates git over HTTPS with a GitHub token, scoped to `serverUrl` (e.g.
 * https://github.com/): `http.<url>.extraheader = AUTHORIZATION: basic base64(x-access-token:TOKEN)`, which
 * is how actions/checkout authenticates too. */
export function tokenConfig(serverUrl: string, token: string): Record<string, string> {
  const url = new URL(serverUrl);
  const scope = `${url.protocol}//${url.host}/`;
  const basic = Buffer.from(`x-access-token:${token}`, "utf8").toString("base64");
  return { [`http.${scope}.extraheader`]: `AUTHORIZATION: basic ${basic}` };
}

// Config keys that name a command the repository can make git run, by driver name.
const DRIVER_KEY = /^(filter|diff|merge|hook)\.(.+)\.(clean|smudge|process|required|command|textconv|driver|event)$/i;

/** `-c` overrides that switch off every filter, diff, merge and hook driver the repository's config (with its
 * includes) defines. Enumerated from the config itself because driver names are arbitrary. Undefined when the
 * config cannot be read: the caller then refuses to run (fail closed), rather than run without overrides. */
export async function driverOverrides(cwd: string): Promise<Record<string, string> | undefined> {
  const result = await spawnGit(["config", "--list", "--name-only", "-z"], {
    cwd,
    env: hardenedEnv(),
    timeoutMs: 30_000,
  });
  const overrides: Record<string, string> = {};
  if (result.code !== 0) return undefined;
  for (const name of result.stdout.toString("utf8").split("\0")) {
    const m = DRIVER_KEY.exec(name.trim());
    if (!m) continue;
    const [, section, driver] = m;
    switch (section.toLowerCase()) {
      case "filter":
        Object.assign(overrides, {
          [`filter.${driver}.clean`]: "",
          [`filter.${driver}.smudge`]: "",
          [`filter.${driver}.process`]: "",
          [`filter.${driver}.required`]: "false",
        });
        break;
      case "diff":
        Object.assign(overrides, { [`diff.${driver}.command`]: "", [`diff.${driver}.textconv`]: "" });
        break;
      case "merge":
        // No driver command: a path with this attribute merges like a binary file (a conflict we abort on).
        overrides[`merge.${driver}.driver`] = "false";
        break;
      case "hook":
        Object.assign(overrides, { [`hook.${driver}.command`]: "true", [`hook.${driver}.event`]: "" });
        break;
    }
  }
  return overrides;
}

/** Runs git hardened. Never throws for a non-zero exit: the result says what happened. */
export async function runGit(args: readonly string[], options: GitRunOptions): Promise<GitResult> {
  const config: Record<string, string> = { ...HARDENING_CONFIG };
  if (!options.noRepo) {
    const overrides = await driverOverrides(options.cwd);
    if (!overrides) {
      return {
        code: 128,
        stdout: Buffer.alloc(0),
        stderr: "refusing to run git: the repository's configuration could not be read",
        timedOut: false,
      };
    }
    Object.assign(config, overrides);
  }
  if (options.identity) {
    Object.assign(config, {
      "user.name": options.identity.name,
      "user.email": options.identity.email,
      "user.useConfigOnly": "false",
    });
  }
  Object.assign(config, options.config ?? {});
  const prefix: string[] = [];
  for (const [key, value] of Object.entries(config)) prefix.push("-c", `${key}=${value}`);
  if (options.workTree) prefix.push(`--work-tree=${options.workTree}`);
  const env = hardenedEnv({
    ...(options.env ?? {}),
    ...(options.secretConfig ? envConfig(options.secretConfig) : {}),
  });
  if (options.identity) {
    Object.assign(env, {
      GIT_AUTHOR_NAME: options.identity.name,
      GIT_AUTHOR_EMAIL: options.identity.email,
      GIT_COMMITTER_NAME: options.identity.name,
      GIT_COMMITTER_EMAIL: options.identity.email,
    });
  }
  return spawnGit([...prefix, ...args], { cwd: options.cwd, env, input: options.input, timeoutMs: options.timeoutMs });
}

/** Like runGit, but a non-zero exit is a GitError (for steps where failure means stop). */
export async function git(args: readonly string[], options: GitRunOptions): Promise<string> {
  const result = await runGit(args, options);
  if (result.code !== 0) {
    const what = args.find((a) => !a.startsWith("-")) ?? "git";
    throw new GitError(
      `git ${what} failed (exit ${result.code}${result.timedOut ? ", timed out" : ""}): ${result.stderr.trim().slice(0, 2000)}`,
      [...args],
      result.code,
      result.stderr,
    );
  }
  return result.stdout.toString("utf8");
}

interface SpawnOptions {
  cwd: string;
  env: Record<string, string>;
  input?: string | Buffer;
  timeoutMs?: number;
}

function spawnGit(args: readonly string[], options: SpawnOptions): Promise<GitResult> {
  return new Promise((resolve) => {
    // Own process group, so a timeout kills git's helpers (remote-https, pack-objects) too.
    const child = spawn("git", args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["pipe", "pipe", "pipe"],
      detached: true,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let outBytes = 0;
    let timedOut = false;
    const kill = (): void => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    child.stdout.on("data", (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > MAX_OUTPUT_BYTES) kill();
      else out.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.stdin.on("error", () => undefined);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ code: 127, stdout: Buffer.alloc(0), stderr: `could not run git: ${error.message}`, timedOut: false });
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({
        code: code ?? (signal ? 128 : 1),
        stdout: Buffer.concat(out),
        stderr: Buffer.concat(err).toString("utf8"),
        timedOut,
      });
    });
    child.stdin.end(options.input ?? "");
  });
}

/** The repository's git directory: `<repo>/.git`, or where a `.git` file (worktree, submodule) points. */
export async function gitDirOf(repoDir: string): Promise<string> {
  const dotGit = path.join(repoDir, ".git");
  const stat = await fs.lstat(dotGit);
  if (stat.isDirectory()) return dotGit;
  const text = await fs.readFile(dotGit, "utf8");
  const m = /^gitdir:\s*(.+?)\s*$/m.exec(text);
  if (!m) throw new Error(`${dotGit} is neither a directory nor a gitdir file`);
  return path.resolve(repoDir, m[1]);
}

// ---------------------------------------------------------------------------------------------------------
// Removing the checkout token before the agent runs.

export interface TokenRemoval {
  /** Config files that were changed. */
  files: string[];
  /** Keys removed or rewritten (names only, never values). */
  keys: string[];
}

const EXTRAHEADER = /^http\.(?:.+\.)?extraheader$/i;
const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/i;

/** Removes credentials actions/checkout (and similar setups) leave in the repository's config before the agent
 * can read it: every `http.*.extraheader`, userinfo in URLs (`https://x-access-token:…@`), `url.<with
 * credentials>.insteadOf` sections and any entry holding one of `secretValues` — in `.git/config`,
 * `config.worktree` and every file they include (`include.path`, `includeIf.*.path`, relative to the including
 * file), which is where actions/checkout v6 keeps the token (a file under RUNNER_TEMP). */
export async function removeCheckoutToken(
  repoDir: string,
  options: { secretValues?: readonly string[] } = {},
): Promise<TokenRemoval> {
  const gitDir = await gitDirOf(repoDir);
  const roots = [path.join(gitDir, "config"), path.join(gitDir, "config.worktree")];
  const commonDir = await readCommonDir(gitDir);
  if (commonDir) roots.push(path.join(commonDir, "config"));
  const secrets = (options.secretValues ?? []).filter((s) => s.length >= 8);
  const removal: TokenRemoval = { files: [], keys: [] };
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    let real: string;
    try {
      real = await fs.realpath(file);
    } catch {
      continue;
    }
    if (seen.has(real)) continue;
    seen.add(real);
    const entries = await listConfig(real);
    for (const [name, value] of entries) {
      if (/^include\.path$/i.test(name) || /^includeif\..+\.path$/i.test(name))
        queue.push(resolveInclude(value, path.dirname(real)));
    }
    const changed = await scrubConfigFile(real, entries, secrets);
    if (changed.length > 0) {
      removal.files.push(real);
      removal.keys.push(...changed);
    }
  }
  return removal;
}

async function readCommonDir(gitDir: string): Promise<string | undefined> {
  try {
    const text = (await fs.readFile(path.join(gitDir, "commondir"), "utf8")).trim();
    return text ? path.resolve(gitDir, text) : undefined;
  } catch {
    return undefined;
  }
}

function resolveInclude(value: string, baseDir: string): string {
  if (value.startsWith("~/")) return path.join(process.env.HOME ?? "/", value.slice(2));
  return path.resolve(baseDir, value);
}

async function listConfig(file: string): Promise<Array<[string, string]>> {
  const result = await runGit(["config", "--file", file, "--no-includes", "--list", "-z"], {
    cwd: path.dirname(file),
    noRepo: true,
  });
  if (result.code !== 0) return [];
  return result.stdout
    .toString("utf8")
    .split("\0")
    .filter((e) => e.length > 0)
    .map((entry) => {
      const nl = entry.indexOf("\n");
      return nl === -1 ? [entry, ""] : [entry.slice(0, nl), entry.slice(nl + 1)];
    });
}

async function scrubConfigFile(
  file: string,
  entries: Array<[string, string]>,
  secrets: readonly string[],
): Promise<string[]> {
  const changed: string[] = [];
  const cfg = (args: string[]): Promise<GitResult> =>
    runGit(["config", "--file", file, ...args], { cwd: path.dirname(file), noRepo: true });
  const holdsSecret = (text: string): boolean => secrets.some((s) => text.includes(s));
  // Sections whose *name* carries credentials (`[url "https://user:token@host/"]`) go whole.
  const badSections = new Set<string>();
  for (const [name] of entries) {
    const lastDot = name.lastIndexOf(".");
    const section = name.slice(0, lastDot);
    if (USERINFO.test(section.replace(/^[^.]+\./, "")) || holdsSecret(section)) badSections.add(section);
  }
  for (const section of badSections) {
    await cfg(["--remove-section", section]);
    changed.push(`${section.split(".")[0]}.<credentials>`);
  }
  const byName = new Map<string, string[]>();
  for (const [name, value] of entries) {
    if ([...badSections].some((s) => name.startsWith(`${s}.`))) continue;
    byName.set(name, [...(byName.get(name) ?? []), value]);
  }
  for (const [name, values] of byName) {
    const dirty = EXTRAHEADER.test(name) || values.some((v) => USERINFO.test(v) || holdsSecret(v));
    if (!dirty) continue;
    await cfg(["--unset-all", name]);
    changed.push(name);
    if (EXTRAHEADER.test(name)) continue;
    // Keep the entry without its credentials (a remote URL stays usable for fetches that need no auth).
    for (const value of values) {
      const stripped = value.replace(USERINFO, "$1");
      if (!holdsSecret(stripped)) await cfg(["--add", name, stripped]);
    }
  }
  return changed;
}
