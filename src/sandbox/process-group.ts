// Runs one command in its own process group and collects its output. The command's stdout and stderr are one
// descriptor of the spill file, opened here and inherited, so output goes straight to disk (interleaved, with no
// per-chunk buffers in this process however much is printed, and regardless of the sandbox user's file access).
// Head, tail and progress lines are read back from the file. Resolves when the command's process exits: there
// are no pipes a background child could hold open. Only when the spill file cannot be opened does output go
// through pipes into bounded memory (head + tail, nothing on disk).
import { spawn, type ChildProcess } from "node:child_process";
import { open, rm, type FileHandle } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { RunResult } from "./types.js";
import { BoundedOutput, DEFAULT_HEAD_BYTES, DEFAULT_TAIL_BYTES, headTailText } from "./bounded-output.js";

export interface Launch {
  file: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
}

export interface GroupRunOptions {
  timeoutMs: number;
  signal: AbortSignal;
  spillFile: string;
  onProgress?(line: string): void;
  /** Kills the whole group (and strays) of a running command; resolves when they are dead. */
  terminate(pgid: number, exited: Promise<void>): Promise<void>;
  /** Pipes still held open by background processes after the command exited (only when output could not go to
   * the spill file); closed at the end of the run. */
  onLingering?(stream: Readable): void;
}

/** How long output already in the pipes may take to arrive after the command exited (pipe fallback only). */
const SETTLE_MS = 250;
const PROGRESS_INTERVAL_MS = 500;
/** Bytes read from the end of the file per progress tick: enough for a last line, and the memory bound. */
const PROGRESS_WINDOW_BYTES = 4_096;

interface Ending {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  aborted: boolean;
  note?: string;
}

interface Collected {
  output: string;
  totalBytes: number;
  truncated: boolean;
  spillPath?: string;
}

export async function runProcessGroup(launch: Launch, opts: GroupRunOptions): Promise<RunResult> {
  const started = Date.now();
  const result = (end: Ending, out: Collected): RunResult => ({
    exitCode: end.exitCode,
    signal: end.signal,
    timedOut: end.timedOut,
    aborted: end.aborted,
    output: end.note ? (out.output ? `${out.output}\n${end.note}` : end.note) : out.output,
    totalBytes: out.totalBytes,
    truncated: out.truncated,
    spillPath: out.spillPath,
    durationMs: Date.now() - started,
  });

  if (opts.signal.aborted) {
    const end = {
      exitCode: null,
      signal: null,
      timedOut: false,
      aborted: true,
      note: "Command aborted before it started.",
    };
    return result(end, { output: "", totalBytes: 0, truncated: false });
  }

  let spill: FileHandle;
  try {
    spill = await open(opts.spillFile, "w", 0o600);
  } catch {
    return runPiped(launch, opts, result);
  }
  let ending: Promise<Ending>;
  try {
    const child = spawn(launch.file, launch.args, {
      cwd: launch.cwd,
      env: launch.env,
      stdio: ["ignore", spill.fd, spill.fd],
      detached: true,
    });
    // Before any await: a quick command's exit event must find its listener.
    ending = supervise(child, opts);
  } finally {
    // spawn() duplicated the descriptor into the child before it returned; the parent's copy is not needed.
    await spill.close();
  }
  const reader = await open(opts.spillFile, "r");
  try {
    const progress = opts.onProgress ? tailProgress(reader, opts.onProgress) : undefined;
    const end = await ending;
    await progress?.stop();
    // What the file holds now is the result; background processes may go on appending to it.
    const collected = await readHeadTail(reader);
    if (end.note || !collected.truncated) {
      await rm(opts.spillFile, { force: true });
      return result(end, collected);
    }
    return result(end, { ...collected, spillPath: opts.spillFile });
  } finally {
    await reader.close();
  }
}

/** Waits for the command's process to exit, killing its group on timeout or abort. */
async function supervise(child: ChildProcess, opts: GroupRunOptions): Promise<Ending> {
  let timedOut = false;
  let aborted = false;
  let termination: Promise<void> | undefined;
  let exitResolve!: () => void;
  const exited = new Promise<void>((resolve) => (exitResolve = resolve));
  let exitCode: number | null = null;
  let exitSignal: string | null = null;
  let startError: Error | undefined;

  const stop = (why: "timeout" | "abort") => {
    if (termination || child.pid === undefined) return;
    if (why === "timeout") timedOut = true;
    else aborted = true;
    termination = opts.terminate(child.pid, exited);
  };
  const timer = setTimeout(() => stop("timeout"), opts.timeoutMs);
  const onAbort = () => stop("abort");
  opts.signal.addEventListener("abort", onAbort, { once: true });

  child.once("error", (error) => {
    startError = error;
    exitResolve();
  });
  child.once("exit", (code, signal) => {
    exitCode = code;
    exitSignal = signal;
    exitResolve();
  });
  // An abort that came while the spill file was being opened fired no event.
  if (opts.signal.aborted) stop("abort");

  await exited;
  clearTimeout(timer);
  opts.signal.removeEventListener("abort", onAbort);
  if (termination) await termination;
  if (startError)
    return { exitCode: null, signal: null, timedOut, aborted, note: `Command could not start: ${startError.message}` };
  return { exitCode, signal: exitSignal, timedOut, aborted };
}

/** Every tick, reports the last line of what was appended since the previous tick (at most a window's worth is
 * read, into one reused buffer). */
function tailProgress(reader: FileHandle, onProgress: (line: string) => void): { stop(): Promise<void> } {
  const window = Buffer.alloc(PROGRESS_WINDOW_BYTES);
  let seen = 0;
  let pending: Promise<void> = Promise.resolve();
  let busy = false;
  const tick = async () => {
    const { size } = await reader.stat();
    if (size <= seen) return;
    const n = Math.min(size - seen, window.length);
    const { bytesRead } = await reader.read(window, 0, n, size - n);
    seen = size;
    const line = lastLine(window.subarray(0, bytesRead));
    if (line) onProgress(line);
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    pending = tick()
      .catch(() => {})
      .finally(() => (busy = false));
  }, PROGRESS_INTERVAL_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await pending;
    },
  };
}

/** The file's first and last bytes as the model's text; the whole file when it fits. */
async function readHeadTail(reader: FileHandle): Promise<Collected> {
  const { size } = await reader.stat();
  const readAt = async (length: number, position: number) => {
    const buf = Buffer.alloc(length);
    const { bytesRead } = await reader.read(buf, 0, length, position);
    return buf.subarray(0, bytesRead);
  };
  if (size <= DEFAULT_HEAD_BYTES + DEFAULT_TAIL_BYTES) {
    return { output: (await readAt(size, 0)).toString("utf8"), totalBytes: size, truncated: false };
  }
  const head = await readAt(DEFAULT_HEAD_BYTES, 0);
  const tail = await readAt(DEFAULT_TAIL_BYTES, size - DEFAULT_TAIL_BYTES);
  return { output: headTailText(head, tail, size - head.length - tail.length), totalBytes: size, truncated: true };
}

/** Fallback when the spill file cannot be opened: output through pipes into bounded memory, nothing on disk.
 * Resolves when the process exits, not when the pipes close: a background child may hold them forever. */
async function runPiped(
  launch: Launch,
  opts: GroupRunOptions,
  result: (end: Ending, out: Collected) => RunResult,
): Promise<RunResult> {
  const output = new BoundedOutput();
  const child = spawn(launch.file, launch.args, {
    cwd: launch.cwd,
    env: launch.env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const streams = [child.stdout, child.stderr].filter((s): s is Readable => s !== null);
  let lastProgress = 0;
  const onData = (chunk: Buffer) => {
    output.write(chunk);
    if (opts.onProgress && Date.now() - lastProgress >= PROGRESS_INTERVAL_MS) {
      const line = lastLine(chunk);
      if (line) {
        lastProgress = Date.now();
        opts.onProgress(line);
      }
    }
  };
  for (const s of streams) s.on("data", onData);
  const streamsClosed = Promise.all(streams.map((s) => new Promise<void>((resolve) => s.once("close", resolve))));

  const end = await supervise(child, opts);
  let settleTimer: NodeJS.Timeout | undefined;
  await Promise.race([streamsClosed, new Promise<void>((resolve) => (settleTimer = setTimeout(resolve, SETTLE_MS)))]);
  clearTimeout(settleTimer);
  for (const s of streams) {
    s.off("data", onData);
    if (!s.destroyed && !s.readableEnded) {
      // Keep draining (and discarding) so a background process does not die of SIGPIPE on its next write.
      s.resume();
      (s as Readable & { unref?: () => void }).unref?.();
      opts.onLingering?.(s);
    }
  }
  return result(end, { output: output.text(), totalBytes: output.totalBytes, truncated: output.truncated });
}

function lastLine(chunk: Buffer): string {
  const text = chunk.subarray(Math.max(0, chunk.length - 400)).toString("utf8");
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return (lines.at(-1) ?? "").slice(0, 200);
}
