// Shared set-up for sandbox tests: a workspace and a run dir in the OS temp dir, removed afterwards.
import { mkdtemp, readFile, realpath, rm } from "node:fs/promises";
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

export async function sandboxFixture(options: Partial<Pick<SandboxOptions, "network" | "forceReduced" | "sharing">> = {}): Promise<SandboxFixture> {
  const workspace = await realpath(await mkdtemp(path.join(os.tmpdir(), "sbx-ws-")));
  const runDir = await realpath(await mkdtemp(path.join(os.tmpdir(), "sbx-run-")));
  const sandbox = await createSandbox({ workspace, runDir, network: options.network ?? "open", forceReduced: options.forceReduced, sharing: options.sharing });
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
      await sandbox.killAll();
      await rm(workspace, { recursive: true, force: true });
      await rm(runDir, { recursive: true, force: true });
    },
  };
}

/** Alive and not a zombie. Killed orphans are reparented to pid 1, which on some machines (this container's
 * init) never reaps them; a zombie holds no resources and runs nothing, so it counts as gone. */
export async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

/** Pids printed one per line by `echo $!`. */
export function pidsIn(output: string): number[] {
  return output
    .split("\n")
    .filter((line) => /^\d+$/.test(line.trim()))
    .map(Number);
}
