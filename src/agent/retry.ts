// One retry helper for every remote call: exponential backoff with jitter, a server's `retry-after` honoured,
// a cap on attempts and on the total time spent waiting. What is worth retrying is the caller's decision
// (`classify`), so the same helper serves the model client and the GitHub client.

export type RetryDecision =
  | { retry: false }
  /** `afterMs`: the server said when to come back (retry-after); used instead of the backoff when present. */
  | { retry: true; reason: string; afterMs?: number };

export interface RetryInfo {
  /** The attempt that just failed (1-based). */
  attempt: number;
  waitMs: number;
  reason: string;
  error: unknown;
}

export interface RetryOptions {
  classify(error: unknown, attempt: number): RetryDecision;
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** Total time all waits may add up to; a wait that would pass it is not made and the error is thrown. */
  maxWaitMs: number;
  /** First backoff delay; doubles each attempt. */
  baseDelayMs: number;
  /** Cap of one backoff delay (retry-after may ask for more, within maxWaitMs). Default 60 s. */
  maxDelayMs?: number;
  onRetry?(info: RetryInfo): void;
  signal?: AbortSignal;
  /** For tests: a source of randomness in [0, 1). */
  random?: () => number;
}

export async function withRetry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const random = options.random ?? Math.random;
  const maxDelay = options.maxDelayMs ?? 60_000;
  let waited = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (options.signal?.aborted || attempt >= options.maxAttempts) throw error;
      const decision = options.classify(error, attempt);
      if (!decision.retry) throw error;
      const backoff = Math.min(maxDelay, options.baseDelayMs * 2 ** (attempt - 1));
      // "Equal jitter": at least half the backoff, so retries from many runners spread out but never bunch at 0.
      const waitMs = Math.round(decision.afterMs ?? backoff / 2 + (random() * backoff) / 2);
      if (waited + waitMs > options.maxWaitMs) throw error;
      waited += waitMs;
      options.onRetry?.({ attempt, waitMs, reason: decision.reason, error });
      await sleep(waitMs, options.signal);
    }
  }
}

/** Seconds or an HTTP date (`retry-after`), or milliseconds (`retry-after-ms`); undefined when absent or unreadable. */
export function parseRetryAfter(
  headers: { get(name: string): string | null } | undefined,
  nowMs = Date.now(),
): number | undefined {
  const ms = headers?.get("retry-after-ms");
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const value = headers?.get("retry-after");
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.max(0, Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- an abort rejects with the signal's own reason, as timers/promises does
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the signal's own reason, as above
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
