// The fetch Octokit gets: the subset of fetch it uses (@octokit/request's fetch-wrapper: method, headers, a string
// body, a signal; status, url, headers, text(), arrayBuffer()), on node:http(s) with keep-alive. Node 20's own
// fetch costs ~30 ms of CPU to initialise and ~2.7 ms per request against ~0.7 ms here (measured on this
// project's machine), and the action makes a dozen GitHub requests before its first model request: start-up is
// on every run's critical path. Redirects are followed as fetch would; a proxy is handled by proxy.ts instead.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";

const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
const MAX_REDIRECTS = 20;
/** Inactivity that fails a request, as Node's fetch (undici) does: a connection that stops answering must not hold
 * the run until the job's own timeout. */
const IDLE_TIMEOUT_MS = 300_000;

/** What Octokit reads of a response. */
export interface HttpResponse {
  status: number;
  statusText: string;
  url: string;
  ok: boolean;
  headers: ResponseHeaders;
  text(): Promise<string>;
  json(): Promise<unknown>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export class ResponseHeaders implements Iterable<[string, string]> {
  private readonly map = new Map<string, string>();
  constructor(raw: IncomingMessage["headers"]) {
    for (const [name, value] of Object.entries(raw)) {
      if (value !== undefined) this.map.set(name.toLowerCase(), Array.isArray(value) ? value.join(", ") : value);
    }
  }
  get(name: string): string | null {
    return this.map.get(name.toLowerCase()) ?? null;
  }
  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }
  [Symbol.iterator](): Iterator<[string, string]> {
    return this.map.entries();
  }
}

export interface HttpRequestInit {
  method?: string;
  headers?: Record<string, string | number | undefined> | Iterable<[string, string]>;
  body?: string | Uint8Array | null;
  signal?: AbortSignal | null;
  redirect?: "follow" | "manual" | "error";
  /** Default IDLE_TIMEOUT_MS. */
  timeoutMs?: number;
}

export async function httpFetch(input: string | URL, init: HttpRequestInit = {}): Promise<HttpResponse> {
  let url = new URL(String(input));
  let method = (init.method ?? "GET").toUpperCase();
  let body = init.body ?? undefined;
  const headers = plainHeaders(init.headers);
  for (let hop = 0; ; hop++) {
    const res = await send(url, method, headers, body, init.signal ?? undefined, init.timeoutMs ?? IDLE_TIMEOUT_MS);
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (init.redirect !== "manual" && [301, 302, 303, 307, 308].includes(status) && location) {
      res.resume();
      if (init.redirect === "error" || hop >= MAX_REDIRECTS) throw new TypeError(`fetch failed: redirect (${status}) to ${location}`);
      const next = new URL(location, url);
      // Credentials never follow a redirect to another host (as fetch drops Authorization cross-origin).
      if (next.origin !== url.origin) delete headers.authorization;
      // 303, and 301/302 after a POST, become a GET without a body (as fetch does).
      if (status === 303 || ((status === 301 || status === 302) && method === "POST")) {
        method = "GET";
        body = undefined;
        delete headers["content-type"];
        delete headers["content-length"];
      }
      url = next;
      continue;
    }
    return respond(res, url, status);
  }
}

function send(url: URL, method: string, headers: Record<string, string>, body: string | Uint8Array | undefined, signal: AbortSignal | undefined, timeoutMs: number): Promise<IncomingMessage> {
  if (url.protocol !== "http:" && url.protocol !== "https:") return Promise.reject(new TypeError(`fetch failed: unsupported protocol ${url.protocol}`));
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const req = url.protocol === "https:" ? httpsRequest(url, { method, headers, agent: agents.https }, resolve) : httpRequest(url, { method, headers, agent: agents.http }, resolve);
    const onAbort = () => req.destroy(abortError(signal));
    signal?.addEventListener("abort", onAbort, { once: true });
    // Covers the wait for the answer and every pause in its body (the response inherits the socket's timeout).
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${url.host} sent nothing for ${Math.round(timeoutMs / 1000)} s`)));
    req.on("error", (err) => reject(Object.assign(new TypeError(`fetch failed: ${err.message}`), { cause: err })));
    req.on("close", () => signal?.removeEventListener("abort", onAbort));
    req.end(body);
  });
}

function respond(res: IncomingMessage, url: URL, status: number): HttpResponse {
  // Read at once, whether or not the caller asks for the body (API responses are small): an unread response
  // would hold its keep-alive socket.
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.on("end", () => resolve(Buffer.concat(chunks)));
    res.on("error", reject);
    res.on("aborted", () => reject(new TypeError("fetch failed: the response was cut off")));
  });
  bytes.catch(() => undefined);
  const read = () => bytes;
  return {
    status,
    statusText: res.statusMessage ?? "",
    url: url.href,
    ok: status >= 200 && status < 300,
    headers: new ResponseHeaders(res.headers),
    text: async () => (await read()).toString("utf8"),
    json: async () => JSON.parse((await read()).toString("utf8")) as unknown,
    arrayBuffer: async () => {
      const b = await read();
      return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
    },
  };
}

function plainHeaders(headers: HttpRequestInit["headers"]): Record<string, string> {
  const out: Record<string, string> = {};
  if (!headers) return out;
  const entries = Symbol.iterator in headers ? [...(headers as Iterable<[string, string]>)] : Object.entries(headers);
  for (const [name, value] of entries) if (value !== undefined) out[name.toLowerCase()] = String(value);
  return out;
}

function abortError(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason : Object.assign(new Error("This operation was aborted"), { name: "AbortError" });
}
