// Placeholder until the sandbox lands (issue #3): chooses the strongest sandbox the runner allows.
import type { Sandbox } from "./types.js";

export interface SandboxOptions {
  workspace: string;
  /** Temp directory owned by the run (HOME for commands, spill files). */
  runDir: string;
  network: boolean;
}

export async function createSandbox(_opts: SandboxOptions): Promise<Sandbox> {
  throw new Error("sandbox not implemented yet");
}
