// How a command runs (ARCHITECTURE.md §6). The bash tool asks a Sandbox to run a command line; the sandbox decides
// the user, the environment, the process group and the limits. Implemented in src/sandbox/.

/** `user`: commands run as a dedicated user (root or sudo). `namespace`: as the action's user, in user + PID +
 * mount namespaces of their own (no privilege needed). `reduced`: as the action's user with nothing between
 * them and the job's secrets (only when the policy opts in, or requested for local runs). `refused`: no layer
 * keeps the secrets out of reach, so no command runs. */
export type SandboxLevel = "user" | "namespace" | "reduced" | "refused";

export interface RunRequest {
  /** The command line, already allowed by the policy. Run as `bash -c` argv, never concatenated by us. */
  command: string;
  cwd: string;
  timeoutMs: number;
  signal: AbortSignal;
  /** Where the full output is streamed. */
  spillFile: string;
  onProgress?(line: string): void;
}

export interface RunResult {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  aborted: boolean;
  /** stdout+stderr interleaved, bounded: head + elision marker + tail. */
  output: string;
  totalBytes: number;
  truncated: boolean;
  /** Present when the full output was kept on disk. */
  spillPath?: string;
  durationMs: number;
}

export interface Sandbox {
  readonly level: SandboxLevel;
  /** Why the level is what it is, for the final comment ("ran as user repo-agent", "not root: reduced"). */
  readonly reason: string;
  run(req: RunRequest): Promise<RunResult>;
  /** Kill every process group this sandbox started (end of run). */
  killAll(): Promise<void>;
  /** killAll, then leave nothing the runner's user cannot delete: the sandbox's home is removed and files the
   * sandbox user created in the workspace are given back to the action's user. */
  dispose(): Promise<void>;
}
