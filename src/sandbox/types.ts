// How a command runs (design.md §6). The bash tool asks a Sandbox to run a command line; the sandbox decides
// the user, the environment, the process group and the limits. Implemented in src/sandbox/.

export type SandboxLevel = "user" | "reduced";

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
}
