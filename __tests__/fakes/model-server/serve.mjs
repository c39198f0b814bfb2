// A loopback stand-in for the Anthropic Messages API (`POST /v1/messages`), written in plain JavaScript so
// `node serve.mjs --script s.json` runs it without a build (the offline demo does). It replays a script of
// assistant turns with the real SSE event sequence, can delay events, answer with API errors or cut a stream
// mid-event, simulates prompt caching from the request's `cache_control` breakpoints, and records every
// request (raw bytes and parsed JSON). Types: serve.d.mts.
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const DEFAULT_MODEL = "claude-sonnet-5-5";

/** Error bodies as the real API words them, so the client's messages are tested against real wording. */
const ERRORS = {
  400: ["invalid_request_error", "Invalid request"],
  401: ["authentication_error", "invalid x-api-key"],
  403: ["permission_error", "Your API key does not have permission to use the specified resource."],
  404: ["not_found_error", "Not found"],
  413: ["request_too_large", "Request exceeds the maximum allowed number of bytes."],
  429: ["rate_limit_error", "Number of request tokens has exceeded your per-minute rate limit"],
  500: ["api_error", "Internal server error"],
  529: ["overloaded_error", "Overloaded"],
};

export const SPEND_LIMIT_MESSAGE =
  "Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.";

/**
 * The prompt as the cache sees it: tools, then system, then messages, each block serialised without its
 * `cache_control` marker (a marker moving from one message to a later one must not change the bytes before
 * it). Returns the serialised text and the character offsets where each cache breakpoint ends.
 */
export function promptPrefix(body) {
  const { parts, breakpoints } = promptBlocks(body);
  return { text: parts.join(""), breakpoints };
}

/** The same serialisation, block by block: each block's text, and the offsets where breakpoints end. */
function promptBlocks(body) {
  const parts = [];
  const breakpoints = [];
  let length = 0;
  const push = (value) => {
    let marker;
    if (value && typeof value === "object") ({ cache_control: marker, ...value } = value);
    const text = JSON.stringify(value);
    parts.push(text);
    length += text.length;
    if (marker) breakpoints.push(length);
  };
  for (const tool of body.tools ?? []) push(tool);
  if (typeof body.system === "string") push(body.system);
  else for (const block of body.system ?? []) push(block);
  for (const message of body.messages ?? []) {
    push(`<${message.role}>`);
    if (typeof message.content === "string") push(message.content);
    else for (const block of message.content) push(block);
  }
  return { parts, breakpoints };
}

/**
 * Starts the server. `script` is an array of steps, each one of:
 *   - a turn: `{ text?, tools?: [{name, input, id?}], content?: Block[], stop_reason?, delays?, cut?, usage? }`
 *   - an error: `{ error: { status, type?, message?, retryAfter? } }` (`status: "spend_limit"` for the billing 400)
 *   - a function `(request, server) => step` (may be async), called when the request arrives
 * `opts`: `{ port?, host?, model?, chunks? (pieces per JSON input, default 3), eventDelayMs?, onExhausted?:
 *   "error" | "end_turn", maxPromptTokens?, minCacheTokens?, keepRequests? (default true; false for long
 *   benchmarks: `requests` then stays empty) }`.
 */
export async function startModelServer(script = [], opts = {}) {
  const steps = [...script];
  const requests = [];
  /** Cached prefixes, as "length:sha256" of the prompt up to an earlier request's breakpoint. */
  const cached = new Set();
  const sockets = new Set();
  let nextId = 1;
  let turnIndex = 0;

  const server = createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      handle(req, res, Buffer.concat(chunks)).catch((err) => {
        if (!res.headersSent)
          sendError(res, 500, "api_error", `fake model server: ${err instanceof Error ? err.message : String(err)}`);
        else res.destroy();
      });
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  async function handle(req, res, raw) {
    const text = raw.toString("utf8");
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const request = { method: req.method, path: req.url, headers: req.headers, raw, text, body, at: Date.now() };
    if (req.method !== "POST" || !req.url?.startsWith("/v1/messages") || req.url.startsWith("/v1/messages/")) {
      if (opts.keepRequests !== false) requests.push(request);
      return sendError(res, 404, "not_found_error", `fake model server: no route for ${req.method} ${req.url}`);
    }
    if (opts.keepRequests !== false) requests.push(request);
    if (!body) return sendError(res, 400, "invalid_request_error", "fake model server: body is not JSON");
    if (!req.headers["x-api-key"] && !req.headers.authorization) {
      return sendError(res, 401, "authentication_error", "x-api-key header is required");
    }

    // The real API refuses an oversized prompt before it generates anything, so no script step is used.
    if (opts.maxPromptTokens !== undefined) {
      const total = Math.ceil(promptPrefix(body).text.length / 4);
      if (total > opts.maxPromptTokens) {
        return sendError(
          res,
          400,
          "invalid_request_error",
          `prompt is too long: ${total} tokens > ${opts.maxPromptTokens} maximum`,
        );
      }
    }
    let step = steps.shift();
    if (typeof step === "function") step = await step(request, api);
    if (step === undefined) {
      if (opts.onExhausted === "end_turn") step = { text: "Done." };
      else
        return sendError(
          res,
          400,
          "invalid_request_error",
          `fake model server: script exhausted after ${turnIndex} turns`,
        );
    }
    if (step.error) {
      const e = step.error;
      if (e.status === "spend_limit")
        return sendError(res, 400, "invalid_request_error", e.message ?? SPEND_LIMIT_MESSAGE);
      const headers = {};
      if (e.retryAfter !== undefined) headers["retry-after"] = String(e.retryAfter);
      if (e.retryAfterMs !== undefined) headers["retry-after-ms"] = String(e.retryAfterMs);
      const [type, message] = ERRORS[e.status] ?? ["api_error", "Error"];
      return sendError(res, e.status, e.type ?? type, e.message ?? message, headers);
    }

    const usage = promptUsage(body);
    turnIndex++;
    const message = buildMessage(step, body, usage);
    if (body.stream) await stream(res, step, message);
    else {
      await sleep(step.delays?.start ?? 0);
      const json = JSON.stringify(message);
      res.writeHead(200, { "content-type": "application/json", "request-id": `req_fake_${turnIndex}` });
      res.end(json);
    }
  }

  /** Cache simulation: the longest earlier breakpoint prefix this request starts with is read from cache;
   * the rest up to this request's last breakpoint is written. Tokens ≈ characters / 4. */
  function promptUsage(body) {
    // A prefix ends where a block ends: each block boundary's prefix hash is looked up among the cached ones.
    const { parts, breakpoints } = promptBlocks(body);
    const hash = createHash("sha256");
    const keys = new Map();
    let length = 0;
    let read = 0;
    for (const part of parts) {
      hash.update(part);
      length += part.length;
      const key = `${length}:${hash.copy().digest("base64")}`;
      keys.set(length, key);
      if (cached.has(key)) read = length;
    }
    const total = Math.ceil(length / 4);
    const last = breakpoints.length ? breakpoints[breakpoints.length - 1] : 0;
    const minChars = (opts.minCacheTokens ?? 0) * 4;
    let written = 0;
    if (last > read && last >= minChars) {
      written = last - read;
      for (const at of breakpoints) cached.add(keys.get(at));
    }
    const cacheRead = Math.ceil(read / 4);
    const cacheWrite = Math.ceil(written / 4);
    return {
      input_tokens: Math.max(1, total - cacheRead - cacheWrite),
      output_tokens: 0,
      cache_creation_input_tokens: cacheWrite,
      cache_read_input_tokens: cacheRead,
    };
  }

  function buildMessage(step, body, usage) {
    const content = [];
    for (const block of step.content ?? []) content.push(normaliseBlock(block));
    if (step.content === undefined) {
      if (step.thinking !== undefined)
        content.push({ type: "thinking", thinking: step.thinking, signature: "sig_fake" });
      if (step.text !== undefined) content.push({ type: "text", text: step.text });
      for (const tool of step.tools ?? []) content.push(normaliseBlock({ type: "tool_use", ...tool }));
    }
    const outputChars = content.reduce((n, b) => n + JSON.stringify(b).length, 0);
    const stopReason = step.stop_reason ?? (content.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn");
    // Server-side searches are counted in usage, as the API bills them.
    const searches = content.filter((b) => b.type === "server_tool_use" && b.name === "web_search").length;
    if (searches > 0) usage = { ...usage, server_tool_use: { web_search_requests: searches, web_fetch_requests: 0 } };
    return {
      id: `msg_fake_${String(turnIndex).padStart(4, "0")}`,
      type: "message",
      role: "assistant",
      model: body.model ?? opts.model ?? DEFAULT_MODEL,
      content,
      stop_reason: stopReason,
      stop_sequence: null,
      usage: { ...usage, output_tokens: Math.max(1, Math.ceil(outputChars / 4)), ...(step.usage ?? {}) },
    };
  }

  function normaliseBlock(block) {
    if (block.type === "tool_use") {
      const id = block.id ?? `toolu_fake_${String(nextId++).padStart(4, "0")}`;
      const tool = { type: "tool_use", id, name: block.name, input: block.input ?? {} };
      // `rawJson`: stream this text as the input instead (e.g. JSON cut off by max_tokens).
      if (block.rawJson !== undefined)
        Object.defineProperty(tool, "rawJson", { value: block.rawJson, enumerable: false });
      return tool;
    }
    if (block.type === "thinking")
      return { type: "thinking", thinking: block.thinking, signature: block.signature ?? "sig_fake" };
    if (block.type === "redacted_thinking") return { type: "redacted_thinking", data: block.data ?? "EncryptedFake==" };
    if (block.type === "server_tool_use") {
      const id = block.id ?? `srvtoolu_fake_${String(nextId++).padStart(4, "0")}`;
      return { type: "server_tool_use", id, name: block.name ?? "web_search", input: block.input ?? {} };
    }
    if (block.type === "web_search_tool_result")
      return { type: "web_search_tool_result", tool_use_id: block.tool_use_id, content: block.content ?? [] };
    return { type: "text", text: block.text ?? "" };
  }

  async function stream(res, step, message) {
    const delays = step.delays ?? {};
    const between = delays.betweenEvents ?? opts.eventDelayMs ?? 0;
    const cutAfter = step.cut?.afterEvents;
    let sent = 0;
    res.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      "request-id": `req_fake_${turnIndex}`,
    });
    res.flushHeaders();
    await sleep(delays.start ?? 0);

    /** Writes one event; returns false once the stream was cut (the socket is gone). */
    const send = async (type, data) => {
      if (step.streamError && sent >= step.streamError.afterEvents) {
        // The API reports some failures (overload) inside a stream that has already started.
        const [errorType, message] = ERRORS[529];
        const type = step.streamError.type ?? errorType;
        res.write(
          `event: error\ndata: ${JSON.stringify({ type: "error", error: { type, message: step.streamError.message ?? message } })}\n\n`,
        );
        res.end();
        return false;
      }
      if (cutAfter !== undefined && sent >= cutAfter) {
        // Half an event, then the connection drops: what a proxy timeout or a reset looks like to the client.
        const whole = `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
        res.write(whole.slice(0, Math.max(1, Math.floor(whole.length / 2))));
        await sleep(5);
        res.socket?.destroy();
        return false;
      }
      res.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
      sent++;
      if (between) await sleep(between);
      return true;
    };

    const { content, usage, stop_reason, ...head } = message;
    const startUsage = { ...usage, output_tokens: 1 };
    if (
      !(await send("message_start", {
        type: "message_start",
        message: { ...head, content: [], stop_reason: null, usage: startUsage },
      }))
    )
      return;
    for (let index = 0; index < content.length; index++) {
      const block = content[index];
      // Blocks the API sends whole in content_block_start (redacted thinking, search results) have no deltas.
      const empty =
        block.type === "tool_use" || block.type === "server_tool_use"
          ? { ...block, input: {} }
          : block.type === "thinking"
            ? { ...block, thinking: "", signature: "" }
            : block.type === "text"
              ? { ...block, text: "" }
              : block;
      if (!(await send("content_block_start", { type: "content_block_start", index, content_block: empty }))) return;
      if (index === 0 && !(await send("ping", { type: "ping" }))) return;
      for (const delta of deltasOf(block, opts.chunks ?? 3)) {
        if (!(await send("content_block_delta", { type: "content_block_delta", index, delta }))) return;
      }
      if (!(await send("content_block_stop", { type: "content_block_stop", index }))) return;
      await sleep(delays.afterBlock?.[index] ?? 0);
    }
    await sleep(delays.beforeMessageDelta ?? 0);
    if (
      !(await send("message_delta", {
        type: "message_delta",
        delta: { stop_reason, stop_sequence: null },
        usage: {
          output_tokens: usage.output_tokens,
          ...(usage.server_tool_use ? { server_tool_use: usage.server_tool_use } : {}),
        },
      }))
    )
      return;
    await sleep(delays.beforeStop ?? 0);
    if (!(await send("message_stop", { type: "message_stop" }))) return;
    res.end();
  }

  const api = {
    url: "",
    port: 0,
    requests,
    /** Append steps (for tests that build the script as they go). */
    push: (...more) => steps.push(...more),
    remaining: () => steps.length,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address();
  api.port = address.port;
  api.url = `http://${opts.host ?? "127.0.0.1"}:${address.port}`;
  return api;
}

/** The JSON of a tool input cut into `pieces` partial chunks, as the API streams it. */
function deltasOf(block, pieces) {
  if (block.type === "text") return splitText(block.text, pieces).map((text) => ({ type: "text_delta", text }));
  if (block.type === "redacted_thinking" || block.type === "web_search_tool_result") return [];
  if (block.type === "thinking") {
    return [
      ...splitText(block.thinking, pieces).map((thinking) => ({ type: "thinking_delta", thinking })),
      { type: "signature_delta", signature: block.signature },
    ];
  }
  const json = block.rawJson ?? JSON.stringify(block.input);
  return splitText(json, pieces).map((partial_json) => ({ type: "input_json_delta", partial_json }));
}

function splitText(text, pieces) {
  if (!text) return [];
  const size = Math.max(1, Math.ceil(text.length / pieces));
  const out = [];
  // Array.from keeps surrogate pairs whole, as the real stream does.
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(""));
  return out;
}

function sendError(res, status, type, message, headers = {}) {
  const body = JSON.stringify({ type: "error", error: { type, message }, request_id: "req_fake_error" });
  res.writeHead(status, { "content-type": "application/json", "request-id": "req_fake_error", ...headers });
  res.end(body);
}

function sleep(ms) {
  return ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve();
}

// `node serve.mjs --script script.json [--port N] [--on-exhausted end_turn]`: prints the base URL on stdout
// and serves until killed. The script file holds the JSON array of steps (functions need the module API).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const flag = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const file = flag("--script");
  const script = file ? JSON.parse(readFileSync(file, "utf8")) : [];
  const server = await startModelServer(script, {
    port: Number(flag("--port") ?? 0),
    onExhausted: flag("--on-exhausted") === "end_turn" ? "end_turn" : "error",
  });
  process.stdout.write(`${server.url}\n`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
