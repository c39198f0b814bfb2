// Runs one command in its own process group and collects its output. Resolves when the command's process
// exits, not when its pipes close: a background child that inherited stdout must not hang the action. Output
// goes to bounded memory and, in full, to the spill file, with backpressure so a fast writer and a slow disk
// cannot grow memory either.
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { RunResult } from "./types.js";
import { BoundedOutput } from "./bounded-output.js";

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
  /** Streams still held open by background processes after the command exited; closed at the end of the run. */
  onLingering?(stream: Readable): void;
  /** Called with the process group id once the command started. */
  onStart?(pgid: number): void;
}

/** How long output already in the pipes may take to arrive after the command exited. */
const SETTLE_MS = 250;
const PROGRESS_INTERVAL_MS = 1_000;

export async function runProcessGroup(launch: Launch, opts: GroupRunOptions): Promise<RunResult> {
  const started = Date.now();
  const output = new BoundedOutput();
  const spill = createWriteStream(opts.spillFile, { mode: 0o600 });
  // A spill file that cannot be written must not stall the command: output then stays head + tail only.
  let spillFailed = false;
  let resumeOutput = () => {};
  const spillClosed = new Promise<void>((resolve) => {
    spill.on("close", resolve);
    spill.on("error", () => {
      spillFailed = true;
      resumeOutput();
      resolve();
    });
  });

  if (opts.signal.aborted) {
    spill.end();
    await spillClosed;
    await rm(opts.spillFile, { force: true });
    return finish({ exitCode: null, signal: null, timedOut: false, aborted: true, note: "Command aborted before it started." });
  }

  const child = spawn(launch.file, launch.args, {
    cwd: launch.cwd,
    env: launch.env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });

  let timedOut = false;
  let aborted = false;
  let termination: Promise<void> | undefined;
  let exitResolve!: () => void;
  const exited = new Promise<void>((resolve) => (exitResolve = resolve));
  let exitCode: number | null = null;
  let exitSignal: string | null = null;
  let startError: Error | undefined;

  const streams = [child.stdout, child.stderr].filter((s): s is Readable => s !== null);
  let lastProgress = 0;
  const onData = (chunk: Buffer) => {
    output.write(chunk);
    if (!spillFailed && !spill.write(chunk)) {
      for (const s of streams) s.pause();
      spill.once("drain", () => {
        for (const s of streams) s.resume();
      });
    }
    if (opts.onProgress && Date.now() - lastProgress >= PROGRESS_INTERVAL_MS) {
      const line = lastLine(chunk);
      if (line) {
        lastProgress = Date.now();
        opts.onProgress(line);
      }
    }
  };
  for (const s of streams) s.on("data", onData);
  resumeOutput = () => {
    for (const s of streams) s.resume();
  };
  const streamsClosed = Promise.all(streams.map((s) => new Promise<void>((resolve) => s.once("close", resolve))));

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
  if (child.pid !== undefined) opts.onStart?.(child.pid);

  await exited;
  clearTimeout(timer);
  opts.signal.removeEventListener("abort", onAbort);
  if (termination) await termination;

  // Output already written may still be in the pipes; a background child may hold them open forever.
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
  spill.end();
  await spillClosed;

  if (startError) {
    await rm(opts.spillFile, { force: true });
    return finish({ exitCode: null, signal: null, timedOut, aborted, note: `Command could not start: ${startError.message}` });
  }
  if (!output.truncated || spillFailed) await rm(opts.spillFile, { force: true });
  return finish({ exitCode, signal: exitSignal, timedOut, aborted });

  function finish(r: { exitCode: number | null; signal: string | null; timedOut: boolean; aborted: boolean; note?: string }): RunResult {
    const text = output.text();
    return {
      exitCode: r.exitCode,
      signal: r.signal,
      timedOut: r.timedOut,
      aborted: r.aborted,
      output: r.note ? (text ? `${text}\n${r.note}` : r.note) : text,
      totalBytes: output.totalBytes,
      truncated: output.truncated,
      spillPath: output.truncated && !spillFailed ? opts.spillFile : undefined,
      durationMs: Date.now() - started,
    };
  }
}

function lastLine(chunk: Buffer): string {
  const text = chunk.subarray(Math.max(0, chunk.length - 400)).toString("utf8");
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  return (lines.at(-1) ?? "").slice(0, 200);
}
