// The model client: the Anthropic SDK with our own retries (the SDK's are off so every wait is visible in the
// transcript and bounded), streaming turns that hand each tool_use block to the caller the moment it has
// finished streaming, and errors a maintainer can act on. The base URL comes from the caller or the process
// environment only — never from files in the repository, which the agent may have written.
import { BaseAnthropic } from "@anthropic-ai/sdk/client";
import { AnthropicError, APIConnectionError, APIError, APIUserAbortError } from "@anthropic-ai/sdk/core/error";
import { Messages } from "@anthropic-ai/sdk/resources/messages/messages";

/** The SDK's client with only the Messages API: the full client also builds (and the bundle then holds) every
 * other resource (beta, files, skills, organizations…), ~0.9 MB of code compiled on every start for nothing. */
class MessagesClient extends BaseAnthropic {
  messages: Messages = new Messages(this);
}
import type {
  ContentBlock,
  Message,
  MessageCreateParamsBase,
  ToolUseBlock,
} from "@anthropic-ai/sdk/resources/messages";
import { withRetry, parseRetryAfter, type RetryInfo } from "./retry.js";
import { openCloudClient } from "./providers/open-cloud-client.js";
import type { CloudSettings, MessagesApi } from "./providers/settings.js";
import { PROVIDER_LABELS, type Provider } from "./providers/ids.js";

export type ModelRequest = Omit<MessageCreateParamsBase, "stream">;

export type ModelErrorKind =
  | "auth"
  | "permission"
  | "spend_limit"
  | "bad_request"
  | "prompt_too_long"
  | "not_found"
  | "rate_limited"
  | "overloaded"
  | "server"
  | "connection"
  | "stream_cut"
  | "aborted";

/** A model call that failed for good. The message is written for a maintainer; no stack trace is needed. */
export class ModelError extends Error {
  constructor(
    readonly kind: ModelErrorKind,
    message: string,
    readonly status?: number,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = "ModelError";
  }
}

export interface RetrySettings {
  maxAttempts: number;
  maxWaitMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

const DEFAULT_RETRY: RetrySettings = { maxAttempts: 8, maxWaitMs: 180_000, baseDelayMs: 1_000, maxDelayMs: 60_000 };

export interface ModelClientOptions {
  /** The Anthropic API's key; unused when `cloud` is set. */
  apiKey: string;
  /** Claude through a cloud (Bedrock, Vertex, Foundry) instead of the Anthropic API. */
  cloud?: CloudSettings;
  /** Defaults to `process.env.ANTHROPIC_BASE_URL`, then the public API. */
  baseURL?: string;
  retry?: Partial<RetrySettings>;
  onRetry?(info: { attempt: number; waitMs: number; reason: string }): void;
  /** Per-request timeout of the SDK (ms). */
  timeoutMs?: number;
  /** Default: the global fetch (the action passes a proxy's fetch when one is configured). */
  fetch?: typeof fetch;
}

export interface TurnHandlers {
  /** The model accepted the request and started its answer (message_start). */
  onStart?(): void;
  onText?(delta: string): void;
  /** A tool_use block has finished streaming (its input is complete and valid JSON). */
  onToolUse?(block: ToolUseBlock): void;
}

export interface TurnResult {
  message: Message;
  /** Ids of tool_use blocks whose input was not valid JSON (cut off by max_tokens); they were not handed out. */
  invalidToolInputs: Set<string>;
  /** Set when the stream broke after tool calls had already been handed out: rather than re-ask the model
   * (and run tools twice), the message holds the blocks that did arrive whole. Says what broke. */
  cut?: string;
}

export interface ModelClient {
  /** One streamed assistant turn, retried as a whole while nothing has been handed out yet. */
  streamTurn(request: ModelRequest, handlers: TurnHandlers, signal?: AbortSignal): Promise<TurnResult>;
  /** One non-streamed request (summaries), with the same retries. */
  create(request: ModelRequest, signal?: AbortSignal): Promise<Message>;
}

export function createModelClient(options: ModelClientOptions): ModelClient {
  const provider: Provider = options.cloud?.provider ?? "anthropic";
  // A cloud's SDK is a chunk of its own: opened on the first request, which awaits it anyway.
  let cloud: Promise<MessagesApi> | undefined;
  const anthropic = options.cloud
    ? undefined
    : new MessagesClient({
        apiKey: options.apiKey,
        baseURL: options.baseURL || process.env.ANTHROPIC_BASE_URL || undefined,
        maxRetries: 0,
        timeout: options.timeoutMs,
        // The SDK would log half-received events to the console; a cut stream is ours to report.
        logLevel: "off",
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }).messages;
  const messages = async (): Promise<MessagesApi> =>
    anthropic ??
    (await (cloud ??= openCloudClient(options.cloud!, { timeout: options.timeoutMs, fetch: options.fetch })));
  const retry = { ...DEFAULT_RETRY, ...options.retry };

  async function retried<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    let attempts = 0;
    let waited = 0;
    try {
      return await withRetry(
        () => {
          attempts++;
          return fn().catch((error: unknown) => {
            throw adoptSdkError(error);
          });
        },
        {
          ...retry,
          signal,
          classify: (error) => {
            const c = classify(error);
            return c.retryable ? { retry: true, reason: c.reason, afterMs: c.afterMs } : { retry: false };
          },
          onRetry: (info: RetryInfo) => {
            waited += info.waitMs;
            options.onRetry?.({ attempt: info.attempt, waitMs: info.waitMs, reason: info.reason });
          },
        },
      );
    } catch (error) {
      throw toModelError(error, attempts, waited, provider, signal);
    }
  }

  return {
    streamTurn(request, handlers, signal) {
      return retried(async () => streamOnce(await messages(), request, handlers, signal), signal);
    },
    create(request, signal) {
      return retried(async () => (await messages()).create({ ...request, stream: false }, { signal }), signal);
    },
  };
}

/** An error of another copy of the SDK (the Foundry client's CommonJS one, providers/foundry.ts) as this copy's
 * class, so that one classification serves every provider. */
function adoptSdkError(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof AnthropicError || error instanceof HandlerError) return error;
  if (error.name === "APIUserAbortError") return new APIUserAbortError({ message: error.message });
  if (error.name === "APIConnectionError" || error.name === "APIConnectionTimeoutError")
    return new APIConnectionError({
      message: error.message,
      cause: error.cause instanceof Error ? error.cause : undefined,
    });
  const api = error as Error & {
    status?: number;
    headers?: Headers;
    error?: object;
    type?: ConstructorParameters<typeof APIError>[4];
  };
  if (/Error$/.test(error.name) && "status" in api && "headers" in api)
    return new APIError(api.status, api.error, error.message, api.headers, api.type);
  return error;
}

/** An error thrown by our own handler, not by the network: never retried. */
class HandlerError extends Error {}

async function streamOnce(
  messages: MessagesApi,
  request: ModelRequest,
  handlers: TurnHandlers,
  signal?: AbortSignal,
): Promise<TurnResult> {
  const stream = messages.stream(request, { signal });
  const json = new Map<number, string>();
  const whole: ContentBlock[] = [];
  const invalidToolInputs = new Set<string>();
  let started: Message | undefined;
  let handedOut = 0;
  let handlerError: Error | undefined;
  const call = (fn: () => void) => {
    try {
      fn();
    } catch (err) {
      handlerError ??= err instanceof Error ? err : new Error(String(err));
    }
  };

  stream.on("streamEvent", (event, snapshot) => {
    switch (event.type) {
      case "message_start":
        started = snapshot;
        call(() => handlers.onStart?.());
        break;
      case "content_block_delta":
        if (event.delta.type === "input_json_delta")
          json.set(event.index, (json.get(event.index) ?? "") + event.delta.partial_json);
        else if (event.delta.type === "text_delta") {
          const text = event.delta.text;
          call(() => handlers.onText?.(text));
        }
        break;
      case "content_block_stop": {
        const block = snapshot.content[event.index];
        if (!block) break;
        if (block.type !== "tool_use") {
          whole.push(block);
          break;
        }
        const input = parseInput(json.get(event.index));
        if (input === undefined) {
          invalidToolInputs.add(block.id);
          break;
        }
        const complete: ToolUseBlock = { ...block, input };
        whole.push(complete);
        handedOut++;
        call(() => handlers.onToolUse?.(complete));
        break;
      }
    }
  });

  try {
    const message = await stream.finalMessage();
    if (handlerError) throw new HandlerError(handlerError.message, { cause: handlerError });
    return { message, invalidToolInputs };
  } catch (error) {
    if (error instanceof HandlerError || signal?.aborted || handedOut === 0 || !started) throw error;
    // Tools are already running: keep what arrived whole instead of asking again.
    const message: Message = { ...started, content: whole, stop_reason: "tool_use" };
    return { message, invalidToolInputs, cut: describe(error) };
  }
}

function parseInput(text: string | undefined): unknown {
  if (text === undefined || text === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface Classified {
  kind: ModelErrorKind;
  retryable: boolean;
  reason: string;
  afterMs?: number;
}

const CREDENTIALS_MISSING =
  /^Failed to (resolve AWS credentials|acquire Google OAuth credentials|get token from azureADTokenProvider)/;
const SPEND_WORDS = /credit balance|billing|spend(ing)? limit|usage limits?|purchase credits|payment/i;
const TOO_LONG_WORDS = /prompt is too long|too many (input )?tokens|context (window|length)|exceeds? the maximum/i;

function classify(error: unknown): Classified {
  if (error instanceof APIUserAbortError) return { kind: "aborted", retryable: false, reason: "aborted" };
  if (error instanceof HandlerError) return { kind: "bad_request", retryable: false, reason: error.message };
  // The cloud SDKs report credentials they could not get (no role assumed, no credentials file) as a connection
  // error; retrying for minutes would not fix the workflow.
  if (error instanceof Error && CREDENTIALS_MISSING.test(error.message))
    return { kind: "auth", retryable: false, reason: describe(error) };
  if (error instanceof APIConnectionError)
    return { kind: "connection", retryable: true, reason: `connection failed: ${error.message}` };
  if (isApiError(error)) {
    const status = error.status;
    const text = apiMessage(error);
    const afterMs = parseRetryAfter(error.headers ?? undefined);
    if (status === undefined) {
      // An `event: error` inside a stream that had started: the type says what happened.
      if (error.type === "overloaded_error")
        return { kind: "overloaded", retryable: true, reason: `overloaded: ${text}`, afterMs };
      if (error.type === "rate_limit_error")
        return { kind: "rate_limited", retryable: true, reason: `rate limited: ${text}`, afterMs };
      if (error.type === "api_error" || !error.type)
        return { kind: "server", retryable: true, reason: `server error in stream: ${text}` };
      return { kind: "bad_request", retryable: false, reason: text };
    }
    if (status === 401) return { kind: "auth", retryable: false, reason: text };
    if (status === 402 || SPEND_WORDS.test(text)) return { kind: "spend_limit", retryable: false, reason: text };
    if (status === 403) return { kind: "permission", retryable: false, reason: text };
    if (status === 404) return { kind: "not_found", retryable: false, reason: text };
    if (status === 413 || (status === 400 && TOO_LONG_WORDS.test(text)))
      return { kind: "prompt_too_long", retryable: false, reason: text };
    if (status === 429) return { kind: "rate_limited", retryable: true, reason: `429 rate limited: ${text}`, afterMs };
    if (status === 529) return { kind: "overloaded", retryable: true, reason: `529 overloaded: ${text}`, afterMs };
    if (status >= 500 || status === 408 || status === 409)
      return { kind: "server", retryable: true, reason: `${status} ${text}`, afterMs };
    return { kind: "bad_request", retryable: false, reason: `${status} ${text}` };
  }
  // Anything else while a stream is open (the body ended early, half an event, a reset socket).
  return { kind: "stream_cut", retryable: true, reason: `stream broke: ${describe(error)}` };
}

// `instanceof APIError` narrows to APIError<any, any, any>; this keeps the class's declared field types.
const isApiError = (error: unknown): error is APIError => error instanceof APIError;

function apiMessage(error: APIError): string {
  const m = (error as { apiMessage?: unknown }).apiMessage;
  return typeof m === "string" && m ? m : error.message;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}

/** What to check when a provider refuses the credentials, and where its address is set. */
const PROVIDER_HINTS: Record<Provider, { auth: string; permission: string; baseUrl: string }> = {
  anthropic: {
    auth: "Check the ANTHROPIC_API_KEY secret or the anthropic_api_key input.",
    permission: "Check the key's workspace and its access to the model.",
    baseUrl: "ANTHROPIC_BASE_URL",
  },
  bedrock: {
    auth: "Check the aws-actions/configure-aws-credentials step before repo-agent (role-to-assume, id-token: write) and aws_region.",
    permission:
      "Check that the role may call bedrock:InvokeModelWithResponseStream on this model and that the model is enabled in the account.",
    baseUrl: "ANTHROPIC_BEDROCK_BASE_URL",
  },
  vertex: {
    auth: "Check the google-github-actions/auth step before repo-agent (workload_identity_provider, service_account, id-token: write).",
    permission:
      "Check that the service account has roles/aiplatform.user in vertex_project and that the model is enabled in Model Garden.",
    baseUrl: "ANTHROPIC_VERTEX_BASE_URL",
  },
  foundry: {
    auth: "Check the foundry_api_key input (or ANTHROPIC_FOUNDRY_API_KEY), or azure_client_id / azure_tenant_id and the app's federated credential for this repository (id-token: write), and foundry_resource.",
    permission: "Check that the identity has the Cognitive Services User role on the Foundry resource.",
    baseUrl: "ANTHROPIC_FOUNDRY_BASE_URL",
  },
};

function toModelError(
  error: unknown,
  attempts: number,
  waitedMs: number,
  provider: Provider,
  signal?: AbortSignal,
): ModelError {
  if (error instanceof ModelError) return error;
  if (signal?.aborted) return new ModelError("aborted", "The model request was cancelled.");
  const c = classify(error);
  const status = isApiError(error) ? error.status : undefined;
  const requestId = isApiError(error) ? (error.requestID ?? undefined) : undefined;
  const tried = `after ${attempts} attempt${attempts === 1 ? "" : "s"} over ${Math.round(waitedMs / 1000)} s of waiting`;
  const code = status ? `${status}: ` : "";
  const api = `The ${PROVIDER_LABELS[provider]}`;
  const hint = PROVIDER_HINTS[provider];
  const messages: Record<ModelErrorKind, string> = {
    auth: `${api} rejected the ${provider === "anthropic" ? "API key" : "credentials"} (${code}${c.reason}). ${hint.auth}`,
    permission: `The credentials may not use this resource (${code}${c.reason}). ${hint.permission}`,
    spend_limit:
      provider === "anthropic"
        ? `The Anthropic account cannot pay for this request (${code}${c.reason}). Add credits or raise the spend limit in the Anthropic Console, then run again.`
        : `${api} account cannot pay for this request (${code}${c.reason}). Check its billing and quotas, then run again.`,
    bad_request: `${api} refused the request (${code}${c.reason}). Check the model name and options; if they are right, this is a repo-agent bug.`,
    prompt_too_long: `The conversation no longer fits the model's context window (${code}${c.reason}).`,
    not_found: `${api} answered 404 (${c.reason}). Check the model id: ${PROVIDER_LABELS[provider]} may not know it, or it is not enabled for this account.`,
    rate_limited: `Still rate limited by the ${PROVIDER_LABELS[provider]} ${tried} (${c.reason}). Run again later or raise the rate limit.`,
    overloaded: `${api} stayed overloaded ${tried} (${c.reason}). Run again later.`,
    server: `${api} kept failing ${tried} (${c.reason}). Run again later.`,
    connection: `Could not reach the ${PROVIDER_LABELS[provider]} ${tried} (${c.reason}). Check the network and ${hint.baseUrl}.`,
    stream_cut: `The model's answer kept breaking off mid-stream ${tried} (${c.reason}).`,
    aborted: "The model request was cancelled.",
  };
  return new ModelError(c.kind, messages[c.kind], status, requestId);
}
