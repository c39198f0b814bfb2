// The argv that runs commands inside the sandbox's namespaces (ARCHITECTURE.md §6). One long-lived "holder" process
// per sandbox owns a new PID + mount namespace (and a network namespace when the network is isolated): it
// mounts its own /proc, so no process of the action is even visible, covers the runner's credential files, and
// then sleeps. Each command enters those namespaces with nsenter, drops its privileges and starts `bash -c` with
// an environment built from nothing. Background processes are reparented to the holder, so they survive their
// command, and all of them die with the holder at the end of the run.
//
// Two ways to own the namespaces:
// - `root`: the action is root or has passwordless sudo; commands then drop to the sandbox user (setpriv).
// - `userns`: no privilege at all; a user namespace (`unshare --user --map-root-user`) makes the action
//   "root" of its own namespaces only. Commands enter it and go one user namespace further down, mapped back
//   to the action's own uid: there they hold no capability over the holder's mounts, so cannot unmount what
//   hides the credentials.
//
// Only argv is built here, never a command line: the command and every path are single arguments.

export type NamespaceOwner = "root" | "userns";

/** What a command's namespaces need: how they are owned, whether the network is cut, what is hidden. */
export interface NamespaceSpec {
  owner: NamespaceOwner;
  /** argv prefix that gives root rights (`[]` as root, `sudo -n --` via sudo); unused for `userns`. */
  asRoot: string[];
  network: "open" | "isolated";
  /** Paths covered inside the mount namespace: directories by an empty read-only tmpfs, files by /dev/null. */
  hide: string[];
}

/** Absolute paths of the system programs the launcher runs. */
export interface LauncherTools {
  unshare: string;
  nsenter: string;
  setpriv: string;
  env: string;
  bash: string;
  mount: string;
  sleep: string;
  /** `ip`, to bring the loopback interface up in an isolated network namespace. */
  ip?: string;
}

/** Argv put between the privilege drop and `bash -c`: an egress proxy's wrapper and its variables (issue 23). */
export interface InnerLaunch {
  prefix: string[];
  env: Record<string, string>;
}

/** Printed by the holder once its namespaces are ready. */
export const HOLDER_READY = "repo-agent-namespace-ready";

// Runs as (namespace) root inside the new namespaces. Fixed text: everything variable is a positional argument.
const HOLDER_SETUP = String.raw`set -eu
mount="$1" ip="$2" sleep="$3"; shift 3
if [ "$ip" != - ]; then "$ip" link set lo up; fi
for p in "$@"; do
  # A path removed since the plan was made needs no cover.
  if [ -d "$p" ]; then "$mount" -t tmpfs -o ro,size=4k,mode=0555 repo-agent-hidden "$p" || [ ! -e "$p" ]
  elif [ -e "$p" ]; then "$mount" --bind /dev/null "$p" || [ ! -e "$p" ]; fi
done
echo ${HOLDER_READY}
exec "$sleep" infinity`;

/** The holder: new namespaces with their own /proc, credential files hidden, then asleep until killed. Its
 * environment is `env` exactly (sudo would otherwise replace it, and the run marker in it is how it is found and
 * killed). */
export function holderArgv(spec: NamespaceSpec, tools: LauncherTools, env: Record<string, string>): string[] {
  const user = spec.owner === "userns" ? ["--user", "--map-root-user"] : [];
  const net = spec.network === "isolated" ? ["--net"] : [];
  const ip = spec.network === "isolated" ? (tools.ip ?? "-") : "-";
  const unshare = [tools.unshare, ...user, "--pid", "--fork", "--kill-child", "--mount", "--mount-proc", ...net, "--"];
  const setup = [
    tools.bash,
    "--noprofile",
    "--norc",
    "-c",
    HOLDER_SETUP,
    "repo-agent-holder",
    tools.mount,
    ip,
    tools.sleep,
    ...spec.hide,
  ];
  const holder = cleanEnvArgv(tools, env, [...unshare, ...setup]);
  return spec.owner === "root" ? [...spec.asRoot, ...holder] : holder;
}

export interface CommandLaunch {
  /** The holder's pid, as the action sees it. */
  holderPid: number;
  cwd: string;
  /** Who the command runs as: the sandbox user (`root` owner), or the action's own ids (`userns`). */
  uid: number;
  gid: number;
  env: Record<string, string>;
  inner?: InnerLaunch;
  command: string;
}

/** A command inside the holder's namespaces, with its privileges dropped and a clean environment. */
export function commandArgv(spec: NamespaceSpec, tools: LauncherTools, launch: CommandLaunch): string[] {
  const enter = [
    tools.nsenter,
    `--target=${launch.holderPid}`,
    ...(spec.owner === "userns" ? ["--user", "--preserve-credentials"] : []),
    "--pid",
    "--mount",
    ...(spec.network === "isolated" ? ["--net"] : []),
    "--",
  ];
  const drop =
    spec.owner === "root"
      ? dropToUser(tools, launch.uid, launch.gid)
      : [
          tools.unshare,
          "--user",
          `--map-user=${launch.uid}`,
          `--map-group=${launch.gid}`,
          "--",
          tools.setpriv,
          "--no-new-privs",
          "--",
        ];
  // Entering the mount namespace moves the process to its root; the directory is entered after the privilege
  // drop (nsenter --wd would keep a directory of the old namespace, which getcwd cannot name).
  const run = [tools.env, "--chdir", launch.cwd, ...bashArgv(tools, launch)];
  return spec.owner === "root" ? [...spec.asRoot, ...enter, ...drop, ...run] : [...enter, ...drop, ...run];
}

/** Who a command runs as without namespaces: the dedicated user, switched to with root rights. */
export interface UserDrop {
  asRoot: string[];
  setpriv: string;
  uid: number;
  gid: number;
}

/** Without namespaces: the dedicated user only (`drop` given), or nothing but the clean environment. */
export function plainArgv(
  tools: Pick<LauncherTools, "env" | "bash">,
  launch: Pick<CommandLaunch, "env" | "inner" | "command">,
  drop?: UserDrop,
): string[] {
  return drop
    ? [...drop.asRoot, ...dropToUser(drop, drop.uid, drop.gid), ...bashArgv(tools, launch)]
    : bashArgv(tools, launch);
}

function dropToUser(tools: Pick<LauncherTools, "setpriv">, uid: number, gid: number): string[] {
  return [tools.setpriv, "--reuid", String(uid), "--regid", String(gid), "--clear-groups", "--no-new-privs", "--"];
}

/** `env -i <env> <inner prefix> bash --noprofile --norc -c <command>`. */
function bashArgv(
  tools: Pick<LauncherTools, "env" | "bash">,
  launch: Pick<CommandLaunch, "env" | "inner" | "command">,
): string[] {
  return cleanEnvArgv(tools, { ...launch.env, ...launch.inner?.env }, [
    ...(launch.inner?.prefix ?? []),
    tools.bash,
    "--noprofile",
    "--norc",
    "-c",
    launch.command,
  ]);
}

/** `env -i NAME=value… argv`: the program starts with exactly this environment. */
function cleanEnvArgv(tools: Pick<LauncherTools, "env">, env: Record<string, string>, argv: string[]): string[] {
  return [tools.env, "-i", ...Object.entries(env).map(([k, v]) => `${k}=${v}`), ...argv];
}
