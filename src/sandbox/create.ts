// Chooses the strongest sandbox the runner allows (design.md §6) and runs commands in it.
// - `user`: root or passwordless sudo on Linux: commands run as the dedicated user repo-agent-sbx, with
//   no_new_privs and a clean environment.
// - `reduced`: anything else: commands run as the action's own user, still with a clean environment and their
//   own process group; the final comment says so.
// Network (issue 23): `isolated` puts every command in a network namespace of its own with only loopback (up);
// where none can be made, the sandbox is not created and commands are refused — never run with the network open.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import type { RunRequest, RunResult, Sandbox, SandboxLevel } from "./types.js";
import { buildSandboxEnv } from "./env.js";
import { hideActionFiles } from "./hide-action-files.js";
import { asRoot, detectPrivilege, execProgram, findSystemProgram, type Privilege } from "./privilege.js";
import { runProcessGroup, type Launch } from "./process-group.js";
import { sweepProcesses } from "./stray-processes.js";
import { defaultSharing, ensureSandboxUser, grantTree, makeSandboxHome, type SandboxUser, type Sharing, type Traversal } from "./user.js";

export interface SandboxOptions {
  workspace: string;
  /** Temp directory owned by the run (HOME for commands, spill files). */
  runDir: string;
  /** open: the runner's network; isolated: a network namespace with only loopback, or no commands at all. */
  network: "open" | "isolated";
  /** Put right before `bash -c`, inside the namespace and after the privilege drop (the egress bridge), with
   * its environment added to the command's. */
  inner?: { prefix: string[]; env: Record<string, string> };
  /** Force the reduced level even where the user level is possible (tests, local CLI runs). */
  forceReduced?: boolean;
  /** How to share the workspace with the sandbox user; default: ACLs when setfacl exists, else (root only)
   * the sandbox user's group. */
  sharing?: Sharing;
  /** The action user's home, whose credentials are hidden from the sandbox user (default: os.homedir()). */
  actionHome?: string;
}

/** Time between SIGTERM and SIGKILL. */
export const KILL_GRACE_MS = 1_500;

interface Setup {
  level: SandboxLevel;
  reason: string;
  privilege: Privilege;
  user?: SandboxUser;
  /** Program and arguments put before `bash …`: sudo / unshare / setpriv / env -i. */
  prefix: (env: Record<string, string>) => string[];
}

export async function createSandbox(opts: SandboxOptions): Promise<Sandbox> {
  const runId = randomBytes(6).toString("hex");
  const home = path.join(opts.runDir, `sandbox-home-${runId}`);
  await mkdir(opts.runDir, { recursive: true });
  const bash = findSystemProgram("bash") ?? "/bin/bash";
  const setup = await chooseSetup(opts, home);
  if (setup.level === "reduced") {
    await mkdir(home, { recursive: true, mode: 0o700 });
    await writeFile(path.join(home, ".gitconfig"), "[core]\n\tpager = cat\n");
  }

  let counter = 0;
  const running = new Set<{ done?: Promise<RunResult>; abort: AbortController }>();
  const lingering = new Set<Readable>();

  const terminate = async (pgid: number, marker: string, exited: Promise<void>) => {
    // Under sudo the group holds root's sudo and the sandbox user's processes: only root may signal them.
    if (setup.privilege === "sudo") await sweepProcesses("sudo", { signal: "SIGTERM", pgids: [pgid], markers: [marker] });
    else signalGroup(pgid, "SIGTERM");
    let graceTimer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise<void>((resolve) => (graceTimer = setTimeout(resolve, KILL_GRACE_MS)))]);
    clearTimeout(graceTimer);
    await sweepProcesses(setup.privilege, { signal: "SIGKILL", pgids: [pgid], markers: [marker], waitForDeath: true });
  };

  const run = async (req: RunRequest): Promise<RunResult> => {
    const marker = `${runId}/${++counter}`;
    const env = { ...buildSandboxEnv({ home, marker, parentPath: process.env.PATH, nodeDir: path.dirname(process.execPath) }), ...opts.inner?.env };
    const argv = [...setup.prefix(env), ...(opts.inner?.prefix ?? []), bash, "--noprofile", "--norc", "-c", req.command];
    const launch: Launch = { file: argv[0], args: argv.slice(1), env, cwd: req.cwd };
    // killAll aborts through this controller, so a killed command reports `aborted`.
    const abort = new AbortController();
    const signal = AbortSignal.any([req.signal, abort.signal]);
    // Registered before the command starts: killAll must reach a run that is still opening its spill file.
    const entry: { done?: Promise<RunResult>; abort: AbortController } = { abort };
    running.add(entry);
    const done = runProcessGroup(launch, {
      timeoutMs: req.timeoutMs,
      signal,
      spillFile: req.spillFile,
      onProgress: req.onProgress,
      terminate: (group, exited) => terminate(group, marker, exited),
      onLingering: (stream) => lingering.add(stream),
    });
    entry.done = done;
    try {
      return await done;
    } finally {
      running.delete(entry);
    }
  };

  const killAll = async () => {
    const active = [...running];
    for (const entry of active) entry.abort.abort();
    const sweep = { pgids: [], markers: [], markerPrefix: `${runId}/` };
    const hit = await sweepProcesses(setup.privilege, { ...sweep, signal: "SIGTERM" });
    if (hit.length > 0) await new Promise((r) => setTimeout(r, KILL_GRACE_MS));
    await sweepProcesses(setup.privilege, {
      ...sweep,
      signal: "SIGKILL",
      unmarkedOfUid: setup.user?.uid,
      waitForDeath: true,
    });
    await Promise.allSettled(active.map((entry) => entry.done));
    for (const stream of lingering) stream.destroy();
    lingering.clear();
  };

  return { level: setup.level, reason: setup.reason, run, killAll };
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // gone already; the SIGKILL sweep that follows catches anything left
  }
}

async function chooseSetup(opts: SandboxOptions, home: string): Promise<Setup> {
  const privilege = opts.forceReduced ? "none" : await detectPrivilege();
  const envProgram = findSystemProgram("env") ?? "/usr/bin/env";
  const withEnv = (env: Record<string, string>) => [envProgram, "-i", ...Object.entries(env).map(([k, v]) => `${k}=${v}`)];

  if (privilege !== "none") {
    const failure = await (async (): Promise<string | Setup> => {
      const setpriv = findSystemProgram("setpriv");
      if (!setpriv) return "setpriv not found";
      const user = await ensureSandboxUser(privilege);
      if (!user.ok) return user.reason;
      const sharing = opts.sharing ?? defaultSharing(privilege);
      if (!sharing) return "setfacl not found (install the acl package) to share the workspace";
      // Sharing the workspace (a recursive setfacl over the whole checkout), the sandbox's home and the network
      // probe are independent: run at once. Hiding the action's files needs the home to exist (it is kept).
      const traversal: Traversal = new Map();
      const prepareHome = async () => {
        const homed = await makeSandboxHome(privilege, user.value, home, traversal);
        if (!homed.ok || sharing !== "acl") return homed;
        return hideActionFiles(privilege, user.value, {
          keep: [opts.workspace, home],
          sealed: [opts.runDir],
          home: opts.actionHome ?? os.homedir(),
          actionUid: process.getuid?.() ?? 0,
        });
      };
      const netns = opts.network === "isolated" ? isolatedNetwork(privilege) : Promise.resolve(undefined);
      const [granted, homed, netPrefix] = await Promise.all([grantTree(privilege, user.value, opts.workspace, sharing, traversal), prepareHome(), netns]);
      if (!granted.ok) return granted.reason;
      if (sharing === "group") keepNewFilesGroupWritable();
      if (!homed.ok) return homed.reason;
      if (typeof netPrefix === "string") throw new Error(refusal(netPrefix));
      const network = netPrefix ? "in a network namespace of their own" : "with the runner's network";
      const { uid, gid, name } = user.value;
      const dropPrivileges = [setpriv, "--reuid", String(uid), "--regid", String(gid), "--clear-groups", "--no-new-privs", "--"];
      return {
        level: "user",
        reason: `commands ran as user ${name} (uid ${uid}, set up via ${privilege}) ${network}`,
        privilege,
        user: user.value,
        prefix: (env) => asRoot(privilege, [...(netPrefix ?? []), ...dropPrivileges, ...withEnv(env)]),
      };
    })();
    if (typeof failure !== "string") return failure;
    return reduced(opts, `sandbox user could not be set up (${failure}): commands ran as the action's user`);
  }
  const why = opts.forceReduced
    ? "reduced sandbox requested: commands ran as the action's user"
    : process.platform !== "linux"
      ? `not Linux (${process.platform}): commands ran as the action's user`
      : "not root and no passwordless sudo: commands ran as the action's user";
  return reduced(opts, why);

  async function reduced(o: SandboxOptions, reason: string): Promise<Setup> {
    const base: Setup = { level: "reduced", reason, privilege: "none", prefix: withEnv };
    if (o.network === "open") return base;
    // Without root, a user namespace may still give a private network namespace.
    const netPrefix = await isolatedNetwork("none");
    if (typeof netPrefix === "string") throw new Error(refusal(netPrefix));
    return { ...base, reason: `${reason}, in a network namespace of their own`, prefix: (env) => [...netPrefix, ...withEnv(env)] };
  }
}

/** argv that enters a new network namespace and brings its loopback up (as root in it: root itself, or the
 * mapped root of a new user namespace without privilege), or why that is impossible here. Loopback must be up:
 * the egress bridge listens on 127.0.0.1 there. */
async function isolatedNetwork(privilege: Privilege): Promise<string[] | string> {
  if (process.platform !== "linux") return `not Linux (${process.platform})`;
  const unshare = findSystemProgram("unshare");
  const ip = findSystemProgram("ip");
  const sh = findSystemProgram("sh") ?? "/bin/sh";
  if (!unshare) return "unshare (util-linux) not found";
  if (!ip) return "ip (iproute2) not found to bring up loopback";
  const enter = privilege === "none" ? [unshare, "--user", "--map-root-user", "--net", "--"] : [unshare, "--net", "--"];
  const probe = await execProgram(...head(privilege === "none" ? [...enter, ip, "link", "set", "lo", "up"] : asRoot(privilege, [...enter, ip, "link", "set", "lo", "up"])));
  if (probe.code !== 0) return `${privilege === "none" ? "unshare --user --net" : "unshare --net"} failed: ${probe.stderr.trim().split("\n")[0] || `exit ${probe.code}`}`;
  return [...enter, sh, "-c", '"$0" link set lo up && exec "$@"', ip];
}

function refusal(why: string): string {
  return `commands are refused: the policy's network rule needs each command in a network namespace of its own, and none can be made here (${why}). Give the runner user namespaces or root/passwordless sudo, or set bash.network: true in the policy to run commands with the runner's network (reported as open).`;
}

/** Group sharing only works if files the action creates later are group-writable too; ACLs need no such
 * help. Process-wide on purpose: the action's file tools create files from many places. */
function keepNewFilesGroupWritable(): void {
  try {
    process.umask(process.umask() & ~0o020);
  } catch {
    // worker threads cannot change the umask; files the action creates are then read-only to the sandbox user
  }
}

function head(argv: string[]): [string, string[]] {
  return [argv[0], argv.slice(1)];
}
