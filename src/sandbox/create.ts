// Chooses the strongest sandbox the runner allows (ARCHITECTURE.md §6) and runs commands in it.
// - `user`: root or passwordless sudo on Linux: commands run as the dedicated user repo-agent-sbx, with
//   no_new_privs and a clean environment, and (where the kernel allows it) in PID + mount namespaces of their own
//   with their own /proc and the runner's credential files covered (launcher.ts).
// - `namespace`: no privilege, but user namespaces allowed: commands run as the action's user inside user + PID +
//   mount namespaces, where no process of the action is visible and the credential files are covered.
// - otherwise nothing keeps the job's secrets from a command (a same-user process can read the action's
//   /proc/<pid>/environ and memory): every command is refused, unless the policy opts in with
//   `sandbox.allow_unprotected_secrets`, which gives `reduced` (and the final comment says so in bold).
import { randomBytes } from "node:crypto";
import { mkdir, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import type { RunRequest, RunResult, Sandbox, SandboxLevel } from "./types.js";
import { buildSandboxEnv, RUN_MARKER_VAR } from "./env.js";
import { hideActionFiles, planHiddenPaths } from "./hide-action-files.js";
import {
  commandArgv,
  plainArgv,
  type CommandLaunch,
  type InnerLaunch,
  type LauncherTools,
  type NamespaceSpec,
} from "./launcher.js";
import { holderAlive, launcherTools, startHolder } from "./namespace.js";
import { asRoot, detectPrivilege, execAsRoot, execProgram, findSystemProgram, type Privilege } from "./privilege.js";
import { runProcessGroup, type Launch } from "./process-group.js";
import { sweepProcesses } from "./stray-processes.js";
import {
  defaultSharing,
  ensureSandboxUser,
  grantTree,
  makeSandboxHome,
  type Outcome,
  type SandboxUser,
  type Sharing,
  type Traversal,
} from "./user.js";

export interface SandboxOptions {
  workspace: string;
  /** Temp directory owned by the run (HOME for commands, spill files). */
  runDir: string;
  /** `isolated`: commands get a network namespace of their own with only loopback (up); where none can be made,
   * commands are refused rather than run with the network. */
  network: "open" | "isolated";
  /** Force the reduced level even where a stronger one is possible (tests, local CLI runs). */
  forceReduced?: boolean;
  /** Run commands even where nothing keeps the job's secrets from them (policy
   * `sandbox.allow_unprotected_secrets`); otherwise such a sandbox refuses every command. */
  allowUnprotected?: boolean;
  /** How to share the workspace with the sandbox user; default: ACLs when setfacl exists, else (root only)
   * the sandbox user's group. */
  sharing?: Sharing;
  /** The action user's home, whose credentials are hidden from the sandbox user (default: os.homedir()). */
  actionHome?: string;
  /** Put before `bash -c`, after the privilege drop, inside the namespaces (an egress proxy's wrapper). */
  inner?: InnerLaunch;
}

/** Time between SIGTERM and SIGKILL. */
export const KILL_GRACE_MS = 1_500;

interface Setup {
  level: SandboxLevel;
  reason: string;
  privilege: Privilege;
  user?: SandboxUser;
  home: string;
  /** The argv of one command (or why none may run). */
  argv(env: Record<string, string>, command: string, cwd: string): Promise<Outcome<string[]>>;
  /** Stops what the setup started (the namespace holder). */
  stop(): Promise<void>;
}

export async function createSandbox(opts: SandboxOptions): Promise<Sandbox> {
  const runId = randomBytes(6).toString("hex");
  await mkdir(opts.runDir, { recursive: true });
  const setup = await chooseSetup(opts, runId);
  if (setup.level !== "user") {
    await mkdir(setup.home, { recursive: true, mode: 0o700 });
    await writeFile(path.join(setup.home, ".gitconfig"), "[core]\n\tpager = cat\n");
  }

  let counter = 0;
  const running = new Set<{ done?: Promise<RunResult>; abort: AbortController }>();
  const lingering = new Set<Readable>();

  const terminate = async (pgid: number, marker: string, exited: Promise<void>) => {
    // Under sudo the group holds root's sudo and the sandbox user's processes: only root may signal them.
    if (setup.privilege === "sudo")
      await sweepProcesses("sudo", { signal: "SIGTERM", pgids: [pgid], markers: [marker] });
    else signalGroup(pgid, "SIGTERM");
    let graceTimer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise<void>((resolve) => (graceTimer = setTimeout(resolve, KILL_GRACE_MS)))]);
    clearTimeout(graceTimer);
    await sweepProcesses(setup.privilege, { signal: "SIGKILL", pgids: [pgid], markers: [marker], waitForDeath: true });
  };

  const run = async (req: RunRequest): Promise<RunResult> => {
    const marker = `${runId}/${++counter}`;
    const env = buildSandboxEnv({
      home: setup.home,
      marker,
      parentPath: process.env.PATH,
      nodeDir: path.dirname(process.execPath),
    });
    const argv = await setup.argv(env, req.command, req.cwd);
    // A tool never throws into the loop: the bash tool turns this into the model's result.
    if (!argv.ok) throw new Error(argv.reason);
    const launch: Launch = { file: argv.value[0], args: argv.value.slice(1), env, cwd: req.cwd };
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
    await setup.stop();
    await Promise.allSettled(active.flatMap((entry) => (entry.done ? [entry.done] : [])));
    for (const stream of lingering) stream.destroy();
    lingering.clear();
  };

  const dispose = async () => {
    await killAll();
    if (setup.user && setup.privilege !== "none")
      await handBack(setup.privilege, setup.user, opts.workspace, setup.home);
  };

  return { level: setup.level, reason: setup.reason, run, killAll, dispose };
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // gone already; the SIGKILL sweep that follows catches anything left
  }
}

/** After the run: files the sandbox user made in the workspace belong to the action's user again (later steps
 * must read, change and delete them), and the sandbox's home is removed (the runner's user could not). */
async function handBack(privilege: Privilege, user: SandboxUser, workspace: string, home: string): Promise<void> {
  const find = findSystemProgram("find");
  const chown = findSystemProgram("chown");
  const rm = findSystemProgram("rm");
  const owner = `${process.getuid?.() ?? 0}:${process.getgid?.() ?? 0}`;
  if (find && chown)
    await execAsRoot(
      privilege,
      [find, workspace, "-xdev", "-uid", String(user.uid), "-exec", chown, "-h", owner, "{}", "+"],
      300_000,
    );
  if (rm) await execAsRoot(privilege, [rm, "-rf", "--", home]);
}

async function chooseSetup(opts: SandboxOptions, runId: string): Promise<Setup> {
  const ownHome = path.join(opts.runDir, `sandbox-home-${runId}`);
  if (opts.forceReduced) return reduced(opts, ownHome, "reduced sandbox requested: commands ran as the action's user");
  const privilege = await detectPrivilege();
  if (privilege !== "none") {
    const user = await userSetup(opts, runId, privilege);
    if (typeof user !== "string") return user;
    return unprotected(opts, ownHome, `sandbox user could not be set up (${user})`);
  }
  if (process.platform !== "linux") return unprotected(opts, ownHome, `not Linux (${process.platform})`);
  const spec = await namespaceSpec(opts, "userns", [], [opts.workspace, ownHome]);
  const held = await namespaces(spec, opts.network, runId);
  if (held.ok) {
    const uid = process.getuid?.() ?? 0;
    const gid = process.getgid?.() ?? 0;
    return {
      level: "namespace",
      reason: `commands ran as the runner user in their own user, PID and mount namespaces ${networkText(opts.network)} (not root, no passwordless sudo)`,
      privilege: "none",
      home: ownHome,
      argv: namespacedArgv(spec, held.value, { uid, gid, inner: opts.inner }),
      stop: held.value.stop,
    };
  }
  return unprotected(
    opts,
    ownHome,
    `not root, no passwordless sudo, and user namespaces are not available (${held.reason})`,
  );
}

/** The `user` level: the dedicated user, and the namespaces on top where the kernel allows them. */
async function userSetup(opts: SandboxOptions, runId: string, privilege: Privilege): Promise<Setup | string> {
  const setpriv = findSystemProgram("setpriv");
  if (!setpriv) return "setpriv not found";
  const user = await ensureSandboxUser(privilege);
  if (!user.ok) return user.reason;
  const sharing = opts.sharing ?? defaultSharing(privilege);
  if (!sharing) return "setfacl not found (install the acl package) to share the workspace";
  // Without ACLs the sandbox user cannot be let through the run dir (mode 0700): its home goes where every user
  // may pass, so nothing depends on the ancestors of RUNNER_TEMP.
  const home =
    sharing === "acl" ? path.join(opts.runDir, `sandbox-home-${runId}`) : path.join("/tmp", `repo-agent-home-${runId}`);
  // Sharing the workspace (a recursive setfacl over the whole checkout) and the sandbox's home are independent:
  // run at once. Hiding the action's files needs the home to exist.
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
  const [granted, homed] = await Promise.all([
    grantTree(privilege, user.value, opts.workspace, sharing, traversal),
    prepareHome(),
  ]);
  if (!granted.ok) return granted.reason;
  if (sharing === "group") keepNewFilesGroupWritable();
  if (!homed.ok) return homed.reason;

  const { uid, gid, name } = user.value;
  const base = `commands ran as user ${name} (uid ${uid}, set up via ${privilege}, workspace shared through ${sharing === "acl" ? "ACLs" : "its group"})`;
  const spec = await namespaceSpec(opts, "root", asRoot(privilege, []), [opts.workspace, home]);
  const held = await namespaces(spec, opts.network, runId);
  if (held.ok) {
    return {
      level: "user",
      reason: `${base} in their own PID and mount namespaces ${networkText(opts.network)}`,
      privilege,
      user: user.value,
      home,
      argv: namespacedArgv(spec, held.value, { uid, gid, inner: opts.inner }),
      stop: held.value.stop,
    };
  }
  // The dedicated user alone keeps the action's processes and files out of reach; an isolated network cannot
  // be had without the namespaces.
  const tools = { env: findSystemProgram("env") ?? "/usr/bin/env", bash: findSystemProgram("bash") ?? "/bin/bash" };
  return {
    level: "user",
    reason: `${base}, without PID and mount namespaces (${held.reason})`,
    privilege,
    user: user.value,
    home,
    argv: async (env, command) => {
      if (opts.network === "isolated")
        return {
          ok: false,
          reason: `Commands are refused: the policy cuts the network (bash.network: false) but no network namespace can be made here (${held.reason}).`,
        };
      return {
        ok: true,
        value: plainArgv(
          tools,
          { env, inner: opts.inner, command },
          { asRoot: asRoot(privilege, []), setpriv, uid, gid },
        ),
      };
    },
    stop: async () => {},
  };
}

/** What the namespaces hide: entries beside the kept directories in the run dir, RUNNER_TEMP and the action
 * user's own directories, and the credential files in its home (hide-action-files.ts). */
async function namespaceSpec(
  opts: SandboxOptions,
  owner: NamespaceSpec["owner"],
  rootPrefix: string[],
  keep: string[],
): Promise<NamespaceSpec> {
  // RUNNER_TEMP is sealed, but not a shared temp directory (/tmp, when RUNNER_TEMP is unset): everyone's files
  // come and go there, and it is no step's private state.
  const parent = path.dirname(opts.runDir);
  const shared = ((await stat(parent).catch(() => undefined))?.mode ?? 0) & 0o1000;
  const sealed = shared ? [opts.runDir] : [opts.runDir, parent];
  const hide = await planHiddenPaths({
    keep,
    sealed,
    home: opts.actionHome ?? os.homedir(),
    actionUid: process.getuid?.() ?? 0,
  });
  return { owner, asRoot: rootPrefix, network: opts.network, hide };
}

interface Held {
  tools: LauncherTools;
  /** The holder's pid, started again if a previous killAll ended it. */
  pid(): Promise<Outcome<number>>;
  stop(): Promise<void>;
}

/** Commands enter the held namespaces as `uid`/`gid`; the holder is started again if it was ended. */
function namespacedArgv(
  spec: NamespaceSpec,
  held: Held,
  as: Pick<CommandLaunch, "uid" | "gid" | "inner">,
): Setup["argv"] {
  return async (env, command, cwd) => {
    const holder = await held.pid();
    if (!holder.ok) return holder;
    return {
      ok: true,
      value: commandArgv(spec, held.tools, { holderPid: holder.value, cwd, ...as, env, command }),
    };
  };
}

/** Starts the namespace holder once to know whether the kernel allows it; later starts happen on demand. */
async function namespaces(
  spec: NamespaceSpec,
  network: SandboxOptions["network"],
  runId: string,
): Promise<Outcome<Held>> {
  const tools = launcherTools(network);
  if (!tools.ok) return tools;
  const holderEnv = { PATH: "/usr/sbin:/usr/bin:/sbin:/bin", [RUN_MARKER_VAR]: `${runId}-holder` };
  const privilege: Privilege = spec.owner === "userns" ? "none" : spec.asRoot.length > 0 ? "sudo" : "root";
  const stop = async () => {
    await sweepProcesses(privilege, { signal: "SIGKILL", pgids: [], markers: [`${runId}-holder`], waitForDeath: true });
  };
  let current: Promise<Outcome<number>> = startHolder(spec, tools.value, holderEnv);
  const first = await current;
  if (!first.ok) {
    await stop();
    return { ok: false, reason: `namespaces: ${first.reason}` };
  }
  return {
    ok: true,
    value: {
      tools: tools.value,
      pid: async () => {
        const asked = current;
        const known = await asked;
        if (known.ok && (await holderAlive(known.value))) return known;
        // Commands started at once after a killAll start one new holder between them.
        if (current === asked) current = startHolder(spec, tools.value, holderEnv);
        return current;
      },
      stop,
    },
  };
}

function networkText(network: SandboxOptions["network"]): string {
  return network === "isolated" ? "without network" : "with network";
}

/** Commands as the action's own user. With the network isolated they get a network namespace of their own
 * (a user namespace mapped to root, loopback up), or are refused: never run with the network. */
async function reduced(opts: SandboxOptions, home: string, reason: string): Promise<Setup> {
  const tools = { env: findSystemProgram("env") ?? "/usr/bin/env", bash: findSystemProgram("bash") ?? "/bin/bash" };
  const setup: Setup = {
    level: "reduced",
    reason,
    privilege: "none",
    home,
    argv: async (env, command) => ({ ok: true, value: plainArgv(tools, { env, inner: opts.inner, command }) }),
    stop: async () => {},
  };
  if (opts.network !== "isolated") return setup;
  const netns = await ownNetwork();
  if (!netns.ok)
    return {
      ...setup,
      argv: async () => ({
        ok: false,
        reason: `Commands are refused: the policy's network rule needs a network namespace but none can be made here (${netns.reason}).`,
      }),
    };
  return {
    ...setup,
    reason: `${reason}, in a network namespace of their own`,
    argv: async (env, command) => ({
      ok: true,
      value: [...netns.value, ...plainArgv(tools, { env, inner: opts.inner, command })],
    }),
  };
}

/** argv entering a new user + network namespace with loopback up, if the kernel allows one here. */
async function ownNetwork(): Promise<Outcome<string[]>> {
  if (process.platform !== "linux") return { ok: false, reason: `not Linux (${process.platform})` };
  const unshare = findSystemProgram("unshare");
  const ip = findSystemProgram("ip");
  const sh = findSystemProgram("sh") ?? "/bin/sh";
  if (!unshare) return { ok: false, reason: "unshare (util-linux) not found" };
  if (!ip) return { ok: false, reason: "ip (iproute2) not found to bring up loopback" };
  const enter = [unshare, "--user", "--map-root-user", "--net", "--"];
  const probe = await execProgram(enter[0], [...enter.slice(1), ip, "link", "set", "lo", "up"]);
  if (probe.code !== 0)
    return {
      ok: false,
      reason: `unshare --user --net failed: ${probe.stderr.trim().split("\n")[0] || `exit ${probe.code}`}`,
    };
  return { ok: true, value: [...enter, sh, "-c", '"$0" link set lo up && exec "$@"', ip] };
}

/** Nothing keeps the secrets from a command: refuse every one, unless the policy opted in. */
async function unprotected(opts: SandboxOptions, home: string, why: string): Promise<Setup> {
  if (opts.allowUnprotected) {
    return reduced(
      opts,
      home,
      `UNPROTECTED: ${why}, commands ran as the runner user and could read the secrets of the job (sandbox.allow_unprotected_secrets)`,
    );
  }
  return {
    level: "refused",
    reason: `commands refused: ${why}`,
    privilege: "none",
    home,
    argv: async () => ({ ok: false, reason: refusalMessage(why) }),
    stop: async () => {},
  };
}

function refusalMessage(why: string): string {
  return [
    `Commands are refused on this runner: nothing would keep the job's secrets out of their reach (${why}).`,
    "A command running as the action's own user could read the action's environment and memory.",
    "File tools (read_file, edit_file, write_file, grep, list_files) still work.",
    "To run commands, do one of: install the acl package and run as root; give the runner's user passwordless sudo;",
    "allow unprivileged user namespaces (e.g. Ubuntu 24.04: sysctl kernel.apparmor_restrict_unprivileged_userns=0);",
    "or accept the risk with `sandbox: { allow_unprotected_secrets: true }` in the policy.",
  ].join(" ");
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
