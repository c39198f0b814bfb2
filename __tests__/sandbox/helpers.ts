// Shared set-up for sandbox tests: a workspace and a run dir in the OS temp dir, removed afterwards.
import { mkdtemp, readdir, readFile, readlink, realpath, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createSandbox, type SandboxOptions } from "../../src/sandbox/create.js";
import type { RunRequest, RunResult, Sandbox } from "../../src/sandbox/types.js";

export interface SandboxFixture {
  sandbox: Sandbox;
  workspace: string;
  runDir: string;
  run(command: string, extra?: Partial<RunRequest>): Promise<RunResult>;
  dispose(): Promise<void>;
}

let spillCounter = 0;

export async function sandboxFixture(
  options: Partial<Pick<SandboxOptions, "network" | "forceReduced" | "sharing" | "inner">> = {},
): Promise<SandboxFixture> {
  const workspace = await realpath(await mkdtemp(path.join(os.tmpdir(), "sbx-ws-")));
  const runDir = await realpath(await mkdtemp(path.join(os.tmpdir(), "sbx-run-")));
  const sandbox = await createSandbox({
    workspace,
    runDir,
    network: options.network ?? "open",
    forceReduced: options.forceReduced,
    sharing: options.sharing,
    inner: options.inner,
  });
  return {
    sandbox,
    workspace,
    runDir,
    run: (command, extra = {}) =>
      sandbox.run({
        command,
        cwd: workspace,
        timeoutMs: 20_000,
        signal: new AbortController().signal,
        spillFile: path.join(runDir, `out-${++spillCounter}.log`),
        ...extra,
      }),
    dispose: async () => {
      await sandbox.dispose();
      await rm(workspace, { recursive: true, force: true });
      await rm(runDir, { recursive: true, force: true });
    },
  };
}

/** A process a command started, as the command saw it: commands may run in a PID namespace of their own, so
 * the pid it printed is looked up in that namespace. */
export interface ProcessRef {
  pid: number;
  /** `pid:[inode]` of the command's PID namespace. */
  ns: string;
}

/** Alive and not a zombie. Killed orphans are reparented to pid 1, which on some machines (this container's
 * init) never reaps them; a zombie holds no resources and runs nothing, so it counts as gone. */
export async function isRunning(ref: ProcessRef): Promise<boolean> {
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const ns = await readlink(`/proc/${name}/ns/pid`).catch(() => "");
    if (ns !== ref.ns) continue;
    const status = await readFile(`/proc/${name}/status`, "utf8").catch(() => "");
    const nspid = /^NSpid:\s+(.*)$/m.exec(status)?.[1].trim().split(/\s+/).at(-1);
    if (Number(nspid) !== ref.pid) continue;
    return !/^State:\s+Z/m.test(status);
  }
  return false;
}

/** Lines `<pid> pid:[inode]` printed by `echo $! $(readlink /proc/self/ns/pid)`. */
export function pidsIn(output: string): ProcessRef[] {
  return output
    .split("\n")
    .map((line) => /^(\d+) (pid:\[\d+\])$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ns: m[2] }));
}
