// One signal for everything a run starts: it aborts when the caller aborts or when the wall-clock budget runs
// out, and remembers which came first so the run can say why it stopped.

export interface RunSignal {
  readonly signal: AbortSignal;
  /** When the time budget runs out (Infinity without one). */
  readonly deadlineAt: number;
  /** What aborted the run first, once something has. */
  cause(): "timeout" | "aborted" | undefined;
  /** Stops the timer and forgets the caller's signal. */
  dispose(): void;
}

export function startRunSignal(
  caller: AbortSignal | undefined,
  startedAt: number,
  timeoutMinutes: number | undefined,
): RunSignal {
  const controller = new AbortController();
  let stopCause: "timeout" | "aborted" | undefined;
  const onCallerAbort = () => {
    stopCause ??= "aborted";
    controller.abort(caller?.reason);
  };
  if (caller?.aborted) onCallerAbort();
  else caller?.addEventListener("abort", onCallerAbort, { once: true });
  const timeoutMs = (timeoutMinutes ?? Infinity) * 60_000;
  const deadline = Number.isFinite(timeoutMs)
    ? setTimeout(
        () => {
          stopCause ??= "timeout";
          controller.abort(new Error(`the ${timeoutMinutes}-minute time budget ran out`));
        },
        Math.min(timeoutMs, 2 ** 31 - 1),
      )
    : undefined;
  return {
    signal: controller.signal,
    deadlineAt: startedAt + timeoutMs,
    cause: () => stopCause,
    dispose: () => {
      if (deadline) clearTimeout(deadline);
      caller?.removeEventListener("abort", onCallerAbort);
    },
  };
}
