// Types for serve.mjs (plain JavaScript so `node` runs it without a build).
import type { IncomingHttpHeaders } from "node:http";
import type { MessageCreateParamsBase } from "@anthropic-ai/sdk/resources/messages";

export type ScriptedBlock =
  | { type: "text"; text: string }
  | {
      type: "tool_use";
      name: string;
      input?: unknown;
      id?: string;
      /** Streamed instead of the input's JSON. */ rawJson?: string;
    }
  | { type: "thinking"; thinking: string; signature?: string }
  | { type: "redacted_thinking"; data?: string }
  /** A server-side tool call (streamed like tool_use); web_search ones are counted in usage.server_tool_use. */
  | { type: "server_tool_use"; name?: "web_search"; input?: unknown; id?: string }
  /** Sent whole in content_block_start, as the API does. */
  | {
      type: "web_search_tool_result";
      tool_use_id: string;
      content?:
        | { type: "web_search_result"; url: string; title: string; encrypted_content?: string; page_age?: string }[]
        | { type: "web_search_tool_result_error"; error_code: string };
    };

export interface ScriptedTurn {
  /** Shorthands used when `content` is absent: a thinking block, a text block, then tool_use blocks. */
  thinking?: string;
  text?: string;
  tools?: { name: string; input?: unknown; id?: string }[];
  content?: ScriptedBlock[];
  /** Default: `tool_use` when there is a tool_use block, else `end_turn`. */
  stop_reason?:
    | "end_turn"
    | "tool_use"
    | "max_tokens"
    | "stop_sequence"
    | "refusal"
    | "pause_turn"
    | "model_context_window_exceeded";
  /** Overrides of the computed usage figures. */
  usage?: Partial<{
    input_tokens: number;
    output_tokens: number;
    cache_creation_input_tokens: number;
    cache_read_input_tokens: number;
    server_tool_use: { web_search_requests: number; web_fetch_requests?: number };
  }>;
  delays?: {
    /** Before the first event (or before the JSON answer). */
    start?: number;
    betweenEvents?: number;
    /** After `content_block_stop` of block N. */
    afterBlock?: Record<number, number>;
    beforeMessageDelta?: number;
    /** Before `message_stop`. */
    beforeStop?: number;
  };
  /** Send this many whole events, then an `event: error` (default type `overloaded_error`), then end. */
  streamError?: { afterEvents: number; type?: string; message?: string };
  /** Send this many whole events, then half of the next one, then destroy the socket. */
  cut?: { afterEvents: number };
}

export interface ScriptedError {
  error: {
    status: number | "spend_limit";
    type?: string;
    message?: string;
    retryAfter?: number;
    retryAfterMs?: number;
  };
}

export type ScriptStep =
  ScriptedTurn | ScriptedError | ((request: RecordedRequest, server: ModelServer) => ScriptStep | Promise<ScriptStep>);

export interface RecordedRequest {
  method: string | undefined;
  path: string | undefined;
  headers: IncomingHttpHeaders;
  /** The body exactly as received. */
  raw: Buffer;
  text: string;
  /** Parsed JSON body (undefined when it was not JSON). */
  body: MessageCreateParamsBase | undefined;
  at: number;
}

export interface ModelServerOptions {
  port?: number;
  host?: string;
  model?: string;
  /** Pieces each text or tool input is streamed in (default 3). */
  chunks?: number;
  eventDelayMs?: number;
  /** What to answer when the script has run out: a 400 naming the problem (default) or a plain "Done." turn. */
  onExhausted?: "error" | "end_turn";
  /** Answer "prompt is too long" above this many estimated tokens. */
  maxPromptTokens?: number;
  /** Smallest prefix the cache simulation stores (the real API has 1024–4096). Default 0. */
  minCacheTokens?: number;
  /** Keep every request in `requests` (default true); a long benchmark turns it off to keep memory flat. */
  keepRequests?: boolean;
}

export interface ModelServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  push(...steps: ScriptStep[]): void;
  remaining(): number;
  close(): Promise<void>;
}

export const SPEND_LIMIT_MESSAGE: string;
export function startModelServer(script?: ScriptStep[], opts?: ModelServerOptions): Promise<ModelServer>;
/** Tools, system and messages serialised in order without `cache_control`, and where each breakpoint ends. */
export function promptPrefix(body: unknown): { text: string; breakpoints: number[] };
