// The one GitHub client of the action: @octokit/rest on Node's own fetch (a proxy's fetch from proxy.ts when one
// is configured), with the ecosystem's rate-limit handling: @octokit/plugin-throttling waits out primary and
// secondary rate limits (retry-after, x-ratelimit-reset) and spaces writes as GitHub asks, @octokit/plugin-retry
// retries server errors and dropped connections. Everything else (401, 404, 422, a plain 403) is an answer.
import { Octokit as RestOctokit } from "@octokit/rest";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import Bottleneck from "bottleneck/light.js";

export interface RetryInfo {
  /** HTTP status of an error that is retried (500 for a dropped connection, as @octokit/request reports it);
   * none for a rate limit, which plugin-throttling reports without its status. */
  status?: number;
  /** How long the client waits before the next attempt. */
  waitMs: number;
  method: string;
  url: string;
  reason: "server_error" | "error" | "secondary_rate_limit" | "rate_limit";
}

export interface CreateOctokitOptions {
  token: string;
  /** `GITHUB_API_URL`; default: the env var, else api.github.com. */
  baseUrl?: string;
  /** Default: Node's fetch. */
  fetch?: typeof fetch;
  userAgent?: string;
  /** Told before each wait, for the log. */
  onRetry?: (info: RetryInfo) => void;
  /** How many milliseconds one second of a wait lasts (the plugins' retryAfterBaseValue). Default 1000; tests
   * shrink it so the waits GitHub asks for are checked, not slept. */
  msPerSecond?: number;
  /** Rate-limit waits longer than this are not worth it: fail now with GitHub's error. Default 60 s. */
  maxWaitSeconds?: number;
  /** Gets Octokit's line for each request that failed ("GET /repos/o/r/contents/x - 404 … in 80ms"). Default:
   * dropped. Every failure is also thrown to its caller, which reports what matters; a looked-up file that is
   * absent (404) is an answer, and a line for it on stderr reads like an error in the job's log. */
  onRequestFailed?: (line: string) => void;
}

/** Retries of one request: server errors (plugin-retry's backoff 1, 4, 9 s) and rate limits alike. */
const RETRIES = 3;
/** Answers, not hiccups (plugin-retry's list plus 409 Conflict); 429 is left to plugin-throttling, which honours
 * its retry-after. */
const DO_NOT_RETRY = [400, 401, 403, 404, 409, 410, 422, 429, 451];

/** GitHub's guidance as plugin-throttling applies it: one write at a time, a second apart; three seconds between
 * writes that notify people (comments, issues, pull requests). Made here only so the clock can be scaled. */
function writeLimits(msPerSecond: number) {
  return {
    write: new Bottleneck.Group({ maxConcurrent: 1, minTime: msPerSecond }),
    notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3 * msPerSecond }),
  };
}

type RequestInfo = { method: string; url: string; request?: { retryCount?: number } };

/** Reports plugin-retry's retries, whose waits it does not announce. Applied first, so it sees every attempt. */
function retryLog(
  octokit: { hook: RestOctokit["hook"] },
  options: { onErrorAnswer?: (status: number, request: RequestInfo) => void; [option: string]: unknown },
) {
  octokit.hook.error("request", (error, request) => {
    options.onErrorAnswer?.(Number((error as { status?: unknown }).status) || 0, request as RequestInfo);
    throw error;
  });
  return {};
}

const GitHubClient = RestOctokit.plugin(retryLog, retry, throttling);
export type Octokit = InstanceType<typeof GitHubClient>;

export function createOctokit(options: CreateOctokitOptions): Octokit {
  const msPerSecond = options.msPerSecond ?? 1000;
  const maxWait = options.maxWaitSeconds ?? 60;
  const tell = (
    reason: RetryInfo["reason"],
    seconds: number,
    request: { method: string; url: string },
    status?: number,
  ) => options.onRetry?.({ status, waitMs: seconds * 1000, method: request.method, url: request.url, reason });
  const onLimit =
    (reason: "rate_limit" | "secondary_rate_limit") =>
    (seconds: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
      if (retryCount >= RETRIES || seconds > maxWait) return false;
      tell(reason, seconds, request);
      return true;
    };
  const quiet = () => {};
  return new GitHubClient({
    auth: options.token,
    // @octokit/rest's default logger writes plugin-request-log's failure lines to console.error.
    log: { debug: quiet, info: quiet, warn: console.warn, error: options.onRequestFailed ?? quiet },
    baseUrl: (options.baseUrl || process.env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.fetch ? { request: { fetch: options.fetch } } : {}),
    retry: { retries: RETRIES, retryAfterBaseValue: msPerSecond, doNotRetry: DO_NOT_RETRY },
    throttle: {
      retryAfterBaseValue: msPerSecond,
      ...writeLimits(msPerSecond),
      onRateLimit: onLimit("rate_limit"),
      onSecondaryRateLimit: onLimit("secondary_rate_limit"),
    },
    onErrorAnswer: (status: number, request: RequestInfo) => {
      const attempt = request.request?.retryCount ?? 0;
      // plugin-retry's rule: a status ≥ 400 not in doNotRetry (a dropped connection is a 500), (attempt + 1)² s.
      if (status >= 400 && !DO_NOT_RETRY.includes(status) && attempt < RETRIES)
        tell(status >= 500 ? "server_error" : "error", (attempt + 1) ** 2, request, status);
    },
  });
}
