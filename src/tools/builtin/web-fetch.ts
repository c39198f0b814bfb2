// web_fetch: read one web page as Markdown, only from hosts the policy lists. A prompt-injected model must
// not use it to reach the runner's own network (cloud metadata, localhost services), so every hop is checked:
// the URL against the allow list, and every DNS answer against private ranges; the connection then goes to
// the very address that was checked (no second lookup a rebinding DNS server could answer differently).
import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { z } from "zod";
import { defineTool, type PermissionResult, type ToolContext, type ToolOutput } from "../tool.js";
import type { Policy } from "../../policy/schema.js";
import { decideUrl } from "../../policy/decide.js";
import { isPrivateAddress } from "../../net/address.js";
import { htmlToMarkdown } from "./web-fetch-markdown.js";

export interface WebFetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

const DEFAULT_WEB_FETCH_LIMITS: WebFetchLimits = { timeoutMs: 30_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };

/** web_fetch is offered only when the policy names at least one domain. */
export function webFetchEnabled(policy: Policy): boolean {
  return policy.web_fetch.allow_domains.length > 0;
}

const input = z.object({
  url: z.string().describe("The http(s) URL to fetch."),
  prompt: z.string().optional().describe("What you are looking for on the page (recorded in the transcript)."),
});
type Input = z.infer<typeof input>;

/** The tool with its limits; tests build one with short limits, the action uses `webFetchTool`. */
export function createWebFetchTool(overrides: Partial<WebFetchLimits> = {}) {
  const limits = { ...DEFAULT_WEB_FETCH_LIMITS, ...overrides };
  return defineTool({
    name: "web_fetch",
    kind: "network",
    deferred: true,
    description: `Fetch an http(s) page from a domain the policy allows and return it as Markdown (HTML is converted; text and JSON as is). ${limits.timeoutMs / 1000} s and ${Math.round(limits.maxBytes / 1024 / 1024)} MB limits.`,
    input,
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    describe: (i) => `web_fetch ${i.url}`,
    checkPermission: (i, ctx) => urlPermission(ctx.policy, i.url),
    timeoutMs: limits.timeoutMs + 5_000,
    execute: (i, ctx) => fetchPage(i, ctx, limits),
  });
}

export const webFetchTool = createWebFetchTool();

function urlPermission(policy: Policy, raw: string): PermissionResult {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { allowed: false, rule: "web_fetch.url", reason: `${JSON.stringify(raw)} is not a valid URL.` };
  }
  const decision = decideUrl(policy, url);
  if (decision.allowed) return { allowed: true };
  return { allowed: false, rule: decision.rule, reason: decision.reason, suggestion: decision.suggestion };
}

async function fetchPage(i: Input, ctx: ToolContext, limits: WebFetchLimits): Promise<ToolOutput> {
  const display = `web_fetch ${i.url}`;
  const fail = (
    text: string,
    errorType: ToolOutput["errorType"] = "execution",
    metadata: Record<string, unknown> = {},
  ): ToolOutput => ({
    output: text,
    display: `${display} (failed)`,
    isError: true,
    errorType,
    metadata: { url: i.url, ...metadata },
  });
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), limits.timeoutMs);
  const signal = AbortSignal.any([ctx.signal, timeout.signal]);
  try {
    let url = new URL(i.url);
    const hops: string[] = [];
    for (let hop = 0; ; hop++) {
      const permitted = urlPermission(ctx.policy, url.href);
      if (!permitted.allowed) {
        const via = hop > 0 ? ` (redirected from ${hops.join(" → ")})` : "";
        return fail(`Refused ${url.href}${via}: ${permitted.reason}`, "permission", { rule: permitted.rule });
      }
      const target = await resolveChecked(url, ctx.policy.web_fetch.allow_private);
      if (!target.ok) return fail(target.reason, "permission", { rule: "web_fetch.allow_private" });
      const response = await request(url, target.address, target.family, signal);
      const location = response.headers.location;
      if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
        response.resume();
        if (hop >= limits.maxRedirects)
          return fail(`Too many redirects (more than ${limits.maxRedirects}) starting at ${i.url}.`);
        hops.push(url.href);
        url = new URL(location, url);
        continue;
      }
      const body = await readBody(response, limits.maxBytes);
      if (!body.ok)
        return fail(`Refused ${url.href}: the response is larger than ${limits.maxBytes} bytes.`, "execution", {
          tooLarge: true,
        });
      return await describePage(url, hops, response, body.bytes, display, i.prompt);
    }
  } catch (err) {
    if (timeout.signal.aborted && !ctx.signal.aborted) {
      return fail(`Timed out after ${limits.timeoutMs / 1000} s fetching ${i.url}.`, "timeout", { timedOut: true });
    }
    if (ctx.signal.aborted) return fail(`Cancelled while fetching ${i.url}.`);
    return fail(`Could not fetch ${i.url}: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    clearTimeout(timer);
  }
}

type Resolved = { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: string };

/** Every address the name resolves to must be public (unless allowed); the first is the one we connect to. */
async function resolveChecked(url: URL, allowPrivate: boolean): Promise<Resolved> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const answers = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await dnsLookup(host, { all: true, verbatim: true });
  if (answers.length === 0) return { ok: false, reason: `${host} did not resolve to any address.` };
  if (!allowPrivate) {
    const blocked = answers.find((a) => isPrivateAddress(a.address));
    if (blocked) {
      return {
        ok: false,
        reason: `Refused ${url.href}: ${host} resolves to ${blocked.address}, a private, loopback or link-local address (the policy's web_fetch.allow_private is false).`,
      };
    }
  }
  const first = answers[0];
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}

function request(url: URL, address: string, family: 4 | 6, signal: AbortSignal): Promise<IncomingMessage> {
  // Connect to the checked address only; TLS still verifies the certificate against the URL's host name.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all)
      (callback as (err: null, addresses: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: "GET",
      agent: false,
      lookup,
      signal,
      headers: {
        "user-agent": "repo-agent-web-fetch/1",
        accept: "text/html, text/markdown, text/plain, application/json;q=0.9, */*;q=0.5",
        "accept-encoding": "gzip, deflate, br",
      },
    });
    req.once("response", resolve);
    req.once("error", reject);
    req.end();
  });
}

/** The decoded body, or `ok: false` as soon as it passes `maxBytes` (counted after decompression). */
async function readBody(
  response: IncomingMessage,
  maxBytes: number,
): Promise<{ ok: true; bytes: Buffer } | { ok: false }> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return { ok: false };
  }
  const stream = decoded(response);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > maxBytes) {
      response.destroy();
      stream.destroy();
      return { ok: false };
    }
    chunks.push(buf);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : undefined;
  if (!decoder) return response;
  response.on("error", (err) => decoder.destroy(err));
  return response.pipe(decoder);
}

async function describePage(
  url: URL,
  hops: string[],
  response: IncomingMessage,
  bytes: Buffer,
  display: string,
  prompt?: string,
): Promise<ToolOutput> {
  const status = response.statusCode ?? 0;
  const contentType = String(response.headers["content-type"] ?? "");
  const mime = contentType.split(";")[0].trim().toLowerCase();
  const kind = classify(mime, bytes);
  const metadata = {
    url: url.href,
    status,
    contentType: mime || undefined,
    bytes: bytes.length,
    redirects: hops.length,
    prompt,
  };
  if (kind === "binary") {
    return {
      output: `${url.href} returned ${mime || "binary content"} (${bytes.length} bytes), which web_fetch does not convert to text.`,
      display: `${display} (${mime || "binary"})`,
      isError: true,
      errorType: "execution",
      metadata,
    };
  }
  const text = decodeText(bytes, contentType);
  const page = kind === "html" ? await htmlToMarkdown(text) : { title: undefined, markdown: text };
  const header = [
    `URL: ${url.href}${hops.length ? ` (redirected from ${hops[0]})` : ""}`,
    ...(page.title ? [`Title: ${page.title}`] : []),
    ...(status >= 400 ? [`HTTP status: ${status}`] : []),
  ].join("\n");
  return {
    output: `${header}\n\n${page.markdown || "(empty page)"}`,
    display: `${display} (${status}, ${bytes.length} bytes)`,
    isError: status >= 400,
    errorType: status >= 400 ? "execution" : undefined,
    metadata: { ...metadata, title: page.title },
  };
}

function classify(mime: string, bytes: Buffer): "html" | "text" | "binary" {
  if (mime === "text/html" || mime === "application/xhtml+xml") return "html";
  if (mime.startsWith("text/") || /^application\/([\w.+-]*\+)?(json|xml|javascript|x-yaml|yaml|toml)$/.test(mime))
    return "text";
  if (mime && mime !== "application/octet-stream") return "binary";
  // No (useful) content type: sniff.
  const head = bytes.subarray(0, 1024);
  if (head.includes(0)) return "binary";
  return /^\s*(<!doctype html|<html)/i.test(head.toString("utf8")) ? "html" : "text";
}

function decodeText(bytes: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}
