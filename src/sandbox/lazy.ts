// A sandbox created on the first command. Setting one up (the dedicated user, sharing the workspace, hiding the
// action's files) is a dozen processes, and nothing runs in it before the model's first bash call, so the run's
// first model request does not wait for it, and a run that never uses bash never pays for it.
import type { RunRequest, RunResult, Sandbox, SandboxLevel } from "./types.js";

export class LazySandbox implements Sandbox {
  private created?: Promise<Sandbox>;
  private ready?: Sandbox;

  constructor(private readonly create: () => Promise<Sandbox>) {}

  /** Whether the real sandbox exists (a command has run). */
  get started(): boolean {
    return this.ready !== undefined;
  }

  /** Until a command has run, the level it will most likely have is unknown: "reduced" is the safe answer. */
  get level(): SandboxLevel {
    return this.ready?.level ?? "reduced";
  }

  get reason(): string {
    return this.ready?.reason ?? "sandbox not created yet (it is created on the first command)";
  }

  async run(req: RunRequest): Promise<RunResult> {
    this.created ??= this.create().then((sb) => (this.ready = sb));
    let sandbox: Sandbox;
    try {
      sandbox = await this.created;
    } catch (err) {
      this.created = undefined;
      throw new Error(`the command sandbox could not be created: ${err instanceof Error ? err.message : String(err)}`, {
        cause: err,
      });
    }
    return sandbox.run(req);
  }

  async dispose(): Promise<void> {
    await this.created?.catch(() => undefined);
    await this.ready?.dispose();
  }

  async killAll(): Promise<void> {
    // A creation still in flight (killAll right after a first command started) is waited for, so nothing it
    // starts is left behind.
    await this.created?.catch(() => undefined);
    await this.ready?.killAll();
  }
}

/** How a transcript or report names a sandbox: its level, or that none was needed yet. */
export function sandboxLabel(sandbox: Sandbox): string {
  return sandbox instanceof LazySandbox && !sandbox.started ? "created on the first command" : sandbox.level;
}
