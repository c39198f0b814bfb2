// simple-git, hardened the way git.ts hardens every git process: for the landing's commands that change things
// (commit, fetch, rebase, push). The environment is built from scratch (hardened-env.ts), the token travels only in
// it, and the hardening config (hooks at /dev/null, no fsmonitor, no credential helper or askpass, http(s) only,
// every filter/diff/merge driver the repository defines switched off) goes through GIT_CONFIG_COUNT, where it
// outranks the repository's own config and never shows in argv.
//
// simple-git's guards stay on, except the categories our fixed overrides need: simple-git cannot tell
// `core.hooksPath=/dev/null` from an attacker's hooks path, so the config categories we only ever set to inert
// values are allowed (ALLOWED below), and every other guard (--upload-pack/--receive-pack/--exec, rebase --exec,
// ssh commands, URL rewrites, includes, templates, git proxies, gpg programs, aliases, custom binaries, the
// config-path options and environment, editors, pagers, abbreviated options) still refuses.
import { simpleGit, type SimpleGit, type SimpleGitOptions } from "simple-git";
import { hardenedEnv } from "../hardened-env.js";
import { driverOverrides, envConfig, HARDENING_CONFIG, type GitIdentity } from "./git.js";

export interface GitClientOptions {
  cwd: string;
  /** Pinned work tree (GIT_WORK_TREE): a planted `core.worktree` cannot point the commit at another directory. */
  workTree?: string;
  /** Config through the environment (GIT_CONFIG_COUNT), e.g. the token's http.extraheader. */
  secretConfig?: Record<string, string>;
  identity?: GitIdentity;
  /** Kill git when it prints nothing for this long. Default 120 s. */
  timeoutMs?: number;
  /** Skip the repository-config scan for driver overrides (a repository the action created itself). */
  noRepo?: boolean;
}

type Unsafe = NonNullable<SimpleGitOptions["unsafe"]>;

/** The guard categories of the overrides in HARDENING_CONFIG and driverOverrides(): each key is set to "off". */
const ALLOWED: Unsafe = {
  allowUnsafeConfigEnvCount: true,
  allowUnsafeHooksPath: true,
  allowUnsafeFsMonitor: true,
  allowUnsafeAskPass: true,
  allowUnsafeCredentialHelper: true,
  allowUnsafeProtocolOverride: true,
  allowUnsafeFilter: true,
  allowUnsafeDiffTextConv: true,
  allowUnsafeDiffExternal: true,
  allowUnsafeMergeDriver: true,
};

/** Set by hardened-env.ts for every process, but guarded by simple-git; each is covered another way here: global
 * config by HOME and XDG_CONFIG_HOME at /dev/null, pagers by never having a terminal, editors by commands that
 * never open one (a message with -m, a non-interactive rebase), askpass by core.askPass="" and no prompts. */
const LEFT_OUT = new Set([
  "GIT_CONFIG_GLOBAL",
  "GIT_PAGER",
  "PAGER",
  "GIT_EDITOR",
  "GIT_SEQUENCE_EDITOR",
  "GIT_ASKPASS",
  "SSH_ASKPASS",
  "core.pager",
]);

/** A simple-git client for `options.cwd`; refuses (throws) when the repository's config cannot be read. */
export async function gitClient(options: GitClientOptions): Promise<SimpleGit> {
  const overrides = options.noRepo ? {} : await driverOverrides(options.cwd);
  if (!overrides) throw new Error("refusing to run git: the repository's configuration could not be read");
  const config: Record<string, string> = { ...HARDENING_CONFIG, ...overrides, ...options.secretConfig };
  const identity = options.identity;
  if (identity)
    Object.assign(config, { "user.name": identity.name, "user.email": identity.email, "user.useConfigOnly": "false" });
  const env = hardenedEnv({
    ...envConfig(without(config)),
    ...(options.workTree ? { GIT_WORK_TREE: options.workTree } : {}),
    ...(identity
      ? {
          GIT_AUTHOR_NAME: identity.name,
          GIT_AUTHOR_EMAIL: identity.email,
          GIT_COMMITTER_NAME: identity.name,
          GIT_COMMITTER_EMAIL: identity.email,
        }
      : {}),
  });
  const allowed = without(env);
  return simpleGit({
    baseDir: options.cwd,
    timeout: { block: options.timeoutMs ?? 120_000 },
    unsafe: ALLOWED,
    // The variables we set ourselves; anything else starting with GIT_ is removed by simple-git.
    allowEnvironment: Object.keys(allowed).filter((name) => /^git/i.test(name)),
  }).env(allowed);
}

function without(entries: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).filter(([key]) => !LEFT_OUT.has(key)));
}
