// Starting and finding the holder process that owns a sandbox's namespaces (launcher.ts). The holder is started
// with an environment of its own (no secret of the action: commands can read it, it is their PID 1); its pid is
// found by walking the children of the process we spawned (sudo → unshare → holder), as every user may read
// /proc/<pid>/task/<pid>/children.
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { HOLDER_READY, holderArgv, type LauncherTools, type NamespaceSpec } from "./launcher.js";
import { findSystemProgram } from "./privilege.js";
import type { Outcome } from "./user.js";

const READY_TIMEOUT_MS = 15_000;

/** The system programs the launcher needs, or what is missing. */
export function launcherTools(network: "open" | "isolated"): Outcome<LauncherTools> {
  const names = ["unshare", "nsenter", "setpriv", "env", "bash", "mount", "sleep"] as const;
  const found: Partial<Record<(typeof names)[number], string>> = {};
  for (const name of names) {
    const at = findSystemProgram(name);
    if (!at) return { ok: false, reason: `${name} not found` };
    found[name] = at;
  }
  const ip = findSystemProgram("ip");
  // An isolated network namespace without a loopback interface would break the egress proxy (and tests that
  // listen on localhost): refuse rather than run half-isolated.
  if (network === "isolated" && !ip)
    return { ok: false, reason: "ip (iproute2) not found to bring up loopback in the network namespace" };
  return { ok: true, value: { ...(found as Omit<LauncherTools, "ip">), ip } };
}

/** Starts the holder; resolves with its pid once its namespaces are ready, or why they could not be made. */
export function startHolder(
  spec: NamespaceSpec,
  tools: LauncherTools,
  env: Record<string, string>,
): Promise<Outcome<number>> {
  const [file, ...args] = holderArgv(spec, tools, env);
  return new Promise((resolve) => {
    const child = spawn(file, args, { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let stdout = "";
    let stderr = "";
    let settled = false;
    const finish = (outcome: Outcome<number>) => {
      if (settled) return;
      settled = true;
      // A holder that never became usable must not stay (under sudo the caller's marker sweep ends it).
      if (!outcome.ok && child.pid !== undefined) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // gone, or root's
        }
      }
      clearTimeout(timer);
      child.stdout?.destroy();
      child.stderr?.destroy();
      child.unref();
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      finish({ ok: false, reason: "the namespace holder did not start in time" });
    }, READY_TIMEOUT_MS);
    child.stderr?.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
    child.stdout?.on("data", (d: Buffer) => {
      stdout += d.toString();
      if (!stdout.includes(HOLDER_READY) || child.pid === undefined) return;
      void findHolder(child.pid, tools.sleep).then((pid) =>
        finish(
          pid === undefined
            ? { ok: false, reason: "the namespace holder's pid was not found" }
            : { ok: true, value: pid },
        ),
      );
    });
    child.once("error", (err) => finish({ ok: false, reason: err.message }));
    child.once("exit", (code) =>
      finish({ ok: false, reason: stderr.trim().split("\n").at(-1) || `exit code ${code}` }),
    );
  });
}

/** The holder's pid: "ready" is printed just before the set-up shell execs the final program, so it is looked for
 * a few times. */
async function findHolder(root: number, sleep: string): Promise<number | undefined> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const pid = await findBelow(root, sleep);
    if (pid !== undefined) return pid;
    await new Promise((r) => setTimeout(r, 10));
  }
  return undefined;
}

/** The first process below `root` that runs the holder's final program. */
async function findBelow(root: number, sleep: string): Promise<number | undefined> {
  const queue = [root];
  for (let seen = 0; queue.length > 0 && seen < 16; seen++) {
    const pid = queue.shift()!;
    const exe = await readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    if (exe.startsWith(`${sleep}\0infinity`)) return pid;
    const children = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
    queue.push(...children.trim().split(/\s+/).filter(Boolean).map(Number));
  }
  return undefined;
}

/** Whether the holder still runs (it is killed at the end of a run and started again on the next command). */
export async function holderAlive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  return stat !== "" && stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
}
