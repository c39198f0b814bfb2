// The one GitHub client of the action: Octokit with the REST methods and pagination (what @actions/github
// assembles, without its always-loaded proxy stack: see proxy.ts) on node:https (http-fetch.ts), plus our retry
// policy, as a request hook so no extra plugin is bundled. GitHub asks clients to back off on 5xx and on rate limits (`retry-after`, else wait
// for `x-ratelimit-reset`); everything else (401, 404, 422, a plain 403) is an answer, not a hiccup.
import { Octokit as OctokitCore } from "@octokit/core";
import { paginateRest } from "@octokit/plugin-paginate-rest";
import { restEndpointMethods } from "@octokit/plugin-rest-endpoint-methods";
import { httpFetch } from "./http-fetch.js";

const GitHubClient = OctokitCore.plugin(restEndpointMethods, paginateRest);
export type Octokit = InstanceType<typeof GitHubClient>;

export interface RetryInfo {
  /** The attempt that just failed, from 1. */
  attempt: number;
  /** HTTP status of the failure (0 when no response came back). */
  status: number;
  /** How long we wait before the next attempt. */
  waitMs: number;
  method: string;
  url: string;
  reason: "server_error" | "secondary_rate_limit" | "rate_limit";
}

export interface RetryOptions {
  /** Attempts in all, the first included. Default 4. */
  maxAttempts?: number;
  /** Backoff for 5xx and rate limits without a hint: base × 2^(attempt−1). Default 1000 ms. */
  baseDelayMs?: number;
  /** A single wait longer than this is not worth it: fail now with GitHub's error. Default 60 s. */
  maxDelayMs?: number;
  /** All waits of one request together. Default 120 s. */
  maxTotalWaitMs?: number;
  /** Injected in tests that must not sleep. */
  sleep?: (ms: number) => Promise<void>;
  onRetry?: (info: RetryInfo) => void;
}

export interface CreateOctokitOptions {
  token: string;
  /** `GITHUB_API_URL`; default: the env var, else api.github.com. */
  baseUrl?: string;
  /** Default: httpFetch (node:https; a proxy's fetch from proxy.ts when one is configured). */
  fetch?: typeof fetch;
  userAgent?: string;
  retry?: RetryOptions;
}

interface ErrorWithResponse {
  status?: unknown;
  message?: unknown;
  response?: { headers?: Record<string, string | number | undefined> };
}

const NEVER_RETRY = new Set([400, 401, 404, 409, 410, 422]);

/** Milliseconds to wait before retrying `error`, or undefined when it must not be retried. */
export function retryDelay(
  error: unknown,
  attempt: number,
  baseDelayMs: number,
  now: number = Date.now(),
): { waitMs: number; reason: RetryInfo["reason"] } | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, message, response } = error as ErrorWithResponse;
  if (typeof status !== "number" || NEVER_RETRY.has(status)) return undefined;
  const backoff = baseDelayMs * 2 ** (attempt - 1);
  if (status >= 500) return { waitMs: backoff, reason: "server_error" };
  if (status !== 403 && status !== 429) return undefined;

  const headers = response?.headers ?? {};
  const header = (name: string): string | undefined => {
    const value = headers[name];
    return value === undefined ? undefined : String(value);
  };
  const retryAfter = header("retry-after");
  if (retryAfter !== undefined) {
    const seconds = Number(retryAfter);
    const waitMs = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
    if (Number.isFinite(waitMs)) return { waitMs: Math.max(0, waitMs), reason: "secondary_rate_limit" };
  }
  // x-ratelimit-reset is on every response; it only means "wait" when nothing is left.
  const reset = header("x-ratelimit-reset");
  if (header("x-ratelimit-remaining") === "0" && reset !== undefined && Number.isFinite(Number(reset))) {
    return { waitMs: Math.max(0, Number(reset) * 1000 - now), reason: "rate_limit" };
  }
  const secondary = typeof message === "string" && /secondary rate limit|abuse detection/i.test(message);
  // GitHub: without retry-after, wait at least a minute after a secondary limit.
  if (secondary) return { waitMs: Math.max(60_000, backoff), reason: "secondary_rate_limit" };
  if (status === 429) return { waitMs: backoff, reason: "rate_limit" };
  return undefined; // a 403 that is not a rate limit is a permission answer
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** An Octokit against `baseUrl`, retrying server errors and rate limits per `retry`. */
export function createOctokit(options: CreateOctokitOptions): Octokit {
  const octokit = new GitHubClient({
    auth: options.token,
    baseUrl: (options.baseUrl || process.env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    request: { fetch: options.fetch ?? (httpFetch as unknown as typeof fetch) },
  });
  const retry = options.retry ?? {};
  const maxAttempts = Math.max(1, retry.maxAttempts ?? 4);
  const baseDelayMs = retry.baseDelayMs ?? 1000;
  const maxDelayMs = retry.maxDelayMs ?? 60_000;
  const maxTotalWaitMs = retry.maxTotalWaitMs ?? 120_000;
  const sleep = retry.sleep ?? defaultSleep;

  octokit.hook.wrap("request", async (request, requestOptions) => {
    let waited = 0;
    for (let attempt = 1; ; attempt++) {
      try {
        return await request(requestOptions);
      } catch (error) {
        if (attempt >= maxAttempts) throw error;
        const delay = retryDelay(error, attempt, baseDelayMs);
        if (!delay || delay.waitMs > maxDelayMs || waited + delay.waitMs > maxTotalWaitMs) throw error;
        retry.onRetry?.({
          attempt,
          status: Number((error as ErrorWithResponse).status) || 0,
          waitMs: delay.waitMs,
          method: String(requestOptions.method),
          url: String(requestOptions.url),
          reason: delay.reason,
        });
        waited += delay.waitMs;
        await sleep(delay.waitMs);
      }
    }
  });
  return octokit;
}
