// The runner shapes of issue 13, built for a test (which runs as root in CI): throw-away runner users with or
// without passwordless sudo, and a mount namespace where setfacl cannot run (a container image without `acl`).
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, rmSync, writeFileSync } from "node:fs";

export interface RunnerUser {
  name: string;
  uid: number;
  gid: number;
  home: string;
  remove(): void;
}

/** A throw-away runner user; `sudo`: with a NOPASSWD:ALL sudoers entry; `home`: its home when free. */
export function createUser(sudo: boolean, home?: string): RunnerUser {
  const name = `t13run${randomBytes(3).toString("hex")}`;
  const homeDir = home && !existsSync(home) ? home : `/home/${name}`;
  execFileSync("useradd", ["--create-home", "--home-dir", homeDir, "--shell", "/bin/bash", name]);
  const sudoers = `/etc/sudoers.d/${name}`;
  if (sudo) writeFileSync(sudoers, `${name} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 });
  const uid = Number(execFileSync("id", ["-u", name]).toString());
  const gid = Number(execFileSync("id", ["-g", name]).toString());
  return {
    name,
    uid,
    gid,
    home: homeDir,
    remove() {
      rmSync(sudoers, { force: true });
      spawnSync("pkill", ["-KILL", "-u", name]);
      spawnSync("userdel", ["--remove", name]);
      rmSync(homeDir, { recursive: true, force: true });
    },
  };
}

/** Argv prefix: setfacl is /dev/null (not executable) in the action's own mount namespace. */
export const WITHOUT_SETFACL = [
  "unshare",
  "--mount",
  "--",
  "bash",
  "-c",
  'mount --bind /dev/null "$(command -v setfacl)" && exec "$@"',
  "hide-setfacl",
];

/** Argv prefix that runs the rest as `user` (for a wrapper that starts as root, e.g. `ip netns exec`). */
export function asUser(user: RunnerUser): string[] {
  return ["setpriv", "--reuid", String(user.uid), "--regid", String(user.gid), "--init-groups", "--"];
}
