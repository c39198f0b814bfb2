// The one way out for the agent's commands (ARCHITECTURE.md §6): an HTTP forward proxy with CONNECT, run by the action
// outside the commands' network namespace and reached through a Unix socket (the bridge inside the namespace
// forwards 127.0.0.1:<port> to it). It decides by host name before anything else — a denied name is never even
// resolved, so a DNS query cannot carry data out through it — then resolves the name itself, refuses it if any
// answer is a loopback, private, link-local, metadata or otherwise internal address, and connects to the very
// address it checked (a rebinding DNS server gets no second question). It never looks inside TLS.
//
// Why our own small proxy on node:http instead of a library: the proxies on npm (`proxy`, `proxy-chain`,
// `http-proxy`) resolve and connect by themselves, and the rebinding defence needs the connection to go to the
// checked address; patching that in would be more code than this file. Why not @anthropic-ai/sandbox-runtime:
// it needs bubblewrap and socat on the runner (neither is on GitHub-hosted images; installing them at run time
// breaks our promise of no installs), and it brings its own namespace setup, which would replace the dedicated
// user and privilege drop the sandbox already has instead of adding to them.
//
// Blocked attempts are recorded as host, port and the command that tried (named by the bridge's first line on
// each connection). Nothing else about a request — no path, no header, no body — is kept: they can carry secrets.
import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net, { type LookupFunction, type Socket } from "node:net";
import { refusedAddressRange } from "../../net/address.js";
import type { HostDecision } from "../../policy/network.js";

export interface BlockedAttempt {
  host: string;
  port: number;
  /** The command line that tried, as its bridge named it (the run marker when it named none). */
  command: string;
  /** `<run id>/<command number>` of the command. */
  marker: string;
  rule: string;
  reason: string;
  suggestion?: string;
  /** How many times this command tried this host:port. */
  count: number;
}

export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;

export interface EgressProxyOptions {
  socketPath: string;
  decide(host: string, port: number): HostDecision;
  /** Name resolution (tests inject one); default: the system resolver, every address. */
  lookup?: Lookup;
  /** Connection timeout to an upstream host. */
  connectTimeoutMs?: number;
}

export interface EgressProxy {
  blocked(): BlockedAttempt[];
  close(): Promise<void>;
}

interface Origin {
  marker: string;
  command: string;
}

const PREFACE_MAX = 8 * 1024;
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authorization",
  "proxy-authenticate",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

/** What the two request handlers share: the admission check, where each connection came from, and the
 * upstream connection pool. */
interface ProxyRoutes {
  admit(origin: Origin, host: string, port: number): Promise<{ address: string; family: number } | { refused: string }>;
  origins: WeakMap<Socket, Origin>;
  agent: http.Agent;
  connectTimeoutMs: number;
}

export async function startEgressProxy(options: EgressProxyOptions): Promise<EgressProxy> {
  const blocked = new Map<string, BlockedAttempt>();
  const sockets = new Set<Socket>();
  const routes: ProxyRoutes = {
    admit: admission(options, blocked),
    origins: new WeakMap<Socket, Origin>(),
    agent: new http.Agent({ keepAlive: true, maxFreeSockets: 32 }),
    connectTimeoutMs: options.connectTimeoutMs ?? 30_000,
  };

  const server = http.createServer({ requestTimeout: 0 });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => void forward(routes, req, res));
  server.on("connect", (req: IncomingMessage, client: Socket, head: Buffer) => void tunnel(routes, req, client, head));
  server.on("clientError", (_err, socket: Socket) => socket.destroy());

  const front = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    readPreface(socket, (origin) => {
      routes.origins.set(socket, origin);
      server.emit("connection", socket);
    });
  });
  await new Promise<void>((resolve, reject) => {
    front.once("error", reject);
    front.listen(options.socketPath, () => {
      front.off("error", reject);
      resolve();
    });
  });

  return {
    blocked: () => [...blocked.values()],
    close: async () => {
      for (const s of sockets) s.destroy();
      routes.agent.destroy();
      await new Promise<void>((resolve) => front.close(() => resolve()));
    },
  };
}

/** The policy's decision and the address check for one host:port, each refusal recorded in `blocked` (counted
 * per command, host and port). Returns the checked address to connect to, or the refusal. */
function admission(options: EgressProxyOptions, blocked: Map<string, BlockedAttempt>): ProxyRoutes["admit"] {
  const lookup = cachedLookup(options.lookup ?? systemLookup);
  const block = (
    origin: Origin,
    host: string,
    port: number,
    d: Pick<HostDecision, "rule" | "reason" | "suggestion">,
  ) => {
    const key = `${origin.command}\0${host}\0${port}`;
    const seen = blocked.get(key);
    if (seen) seen.count++;
    else
      blocked.set(key, {
        host,
        port,
        command: origin.command,
        marker: origin.marker,
        rule: d.rule,
        reason: d.reason,
        ...(d.suggestion ? { suggestion: d.suggestion } : {}),
        count: 1,
      });
  };
  return async (origin, host, port) => {
    const d = options.decide(host, port);
    if (!d.allowed) {
      block(origin, host, port, d);
      return { refused: `${d.reason} (${d.rule})${d.suggestion ? `; to allow it: ${d.suggestion}` : ""}` };
    }
    let answers: { address: string; family: number }[];
    try {
      answers = await lookup(host);
    } catch (err) {
      return { refused: `${host} could not be resolved (${(err as NodeJS.ErrnoException).code ?? "error"})` };
    }
    const bad = answers
      .map((a) => [a.address, refusedAddressRange(a.address)] as const)
      .find(([, range]) => range !== undefined);
    if (answers.length === 0 || bad) {
      const reason = bad ? `${host} resolves to a ${bad[1]} address` : `${host} has no address`;
      block(origin, host, port, { rule: "network (address check)", reason });
      return { refused: reason };
    }
    return answers[0];
  };
}

/** Each connection from a bridge starts with one JSON line naming the command; the HTTP stream follows, handed
 * on (with the bytes read past the line put back) once the line is in. */
function readPreface(socket: Socket, onOrigin: (origin: Origin) => void): void {
  let buffered = Buffer.alloc(0);
  const onData = (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    const end = buffered.indexOf(10);
    if (end < 0) {
      if (buffered.length > PREFACE_MAX) socket.destroy();
      return;
    }
    socket.off("data", onData);
    socket.pause();
    const origin = parseOrigin(buffered.subarray(0, end).toString("utf8"));
    const rest = buffered.subarray(end + 1);
    if (rest.length) socket.unshift(rest);
    onOrigin(origin);
    socket.resume();
  };
  socket.on("data", onData);
}

/** A plain-http request through the proxy: admitted, then forwarded to the checked address. */
async function forward(routes: ProxyRoutes, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const origin = routes.origins.get(req.socket) ?? { marker: "", command: "(unknown)" };
  let url: URL;
  try {
    url = new URL(req.url ?? "");
    if (url.protocol !== "http:") throw new Error("not http");
  } catch {
    return refuse(res, 400, "repo-agent proxy: only absolute http:// URLs (and CONNECT for https) are forwarded");
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const port = url.port ? Number(url.port) : 80;
  const target = await routes.admit(origin, host, port);
  if ("refused" in target) return refuse(res, 403, `repo-agent proxy: blocked ${host}:${port}: ${target.refused}`);
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers))
    if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
  const upstream = http.request({
    host,
    port,
    method: req.method,
    path: `${url.pathname}${url.search}`,
    headers,
    agent: routes.agent,
    // The connection goes to the address that was checked, never to a second answer.
    lookup: pinnedLookup(target),
    timeout: routes.connectTimeoutMs,
  });
  upstream.on("response", (up) => {
    const out: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(up.headers))
      if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
    res.writeHead(up.statusCode ?? 502, up.statusMessage, out);
    up.pipe(res);
  });
  upstream.on("socket", (socket) => socket.setNoDelay(true));
  upstream.on("timeout", () => upstream.destroy(new Error("timed out")));
  upstream.on("error", (err) => {
    if (!res.headersSent) refuse(res, 502, `repo-agent proxy: ${host}:${port}: ${err.message}`);
    else res.destroy();
  });
  req.pipe(upstream);
}

/** A CONNECT (https and anything else over TCP): admitted, then piped both ways to the checked address. */
async function tunnel(routes: ProxyRoutes, req: IncomingMessage, client: Socket, head: Buffer): Promise<void> {
  const origin = routes.origins.get(client) ?? { marker: "", command: "(unknown)" };
  client.on("error", () => client.destroy());
  const m = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(req.url ?? "");
  if (!m) return endTunnel(client, 400, "repo-agent proxy: CONNECT needs host:port");
  const host = m[1] ?? m[2];
  const port = Number(m[3]);
  const target = await routes.admit(origin, host, port);
  if ("refused" in target)
    return endTunnel(client, 403, `repo-agent proxy: blocked ${host}:${port}: ${target.refused}`);
  const upstream = net.connect({
    host: target.address,
    port,
    family: target.family,
    noDelay: true,
    timeout: routes.connectTimeoutMs,
  });
  upstream.once("timeout", () => upstream.destroy(new Error("timed out")));
  upstream.once("connect", () => {
    upstream.setTimeout(0);
    client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    if (head.length) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  upstream.on("error", (err) => {
    if (upstream.connecting || !client.writable)
      endTunnel(client, 502, `repo-agent proxy: ${host}:${port}: ${err.message}`);
    else client.destroy();
  });
  client.on("close", () => upstream.destroy());
  upstream.on("close", () => client.destroy());
}

/** Answers stay for a few seconds: an install opens hundreds of connections to one registry, and each lookup is a
 * round trip through the resolver. Only answers are cached, and they are checked on every use like fresh ones. */
function cachedLookup(lookup: Lookup, ttlMs = 5_000): Lookup {
  const cache = new Map<string, { at: number; answers: Promise<{ address: string; family: number }[]> }>();
  return (host) => {
    const hit = cache.get(host);
    if (hit && Date.now() - hit.at < ttlMs) return hit.answers;
    const answers = lookup(host);
    cache.set(host, { at: Date.now(), answers });
    answers.catch(() => cache.delete(host));
    return answers;
  };
}

/** A lookup that answers every question with the one checked address (Node asks for a list when it tries
 * address families in turn). */
function pinnedLookup(target: { address: string; family: number }): LookupFunction {
  return (_host, options, callback) => {
    const cb = callback as (
      err: null,
      address: string | { address: string; family: number }[],
      family?: number,
    ) => void;
    if (options.all) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  };
}

function parseOrigin(line: string): Origin {
  try {
    const data = JSON.parse(line) as { marker?: unknown; command?: unknown };
    const marker = typeof data.marker === "string" ? data.marker.slice(0, 64) : "";
    const command =
      typeof data.command === "string" && data.command.trim() ? data.command.slice(0, 500) : marker || "(unknown)";
    return { marker, command };
  } catch {
    return { marker: "", command: "(unknown)" };
  }
}

function refuse(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", connection: "close" });
  res.end(`${text}\n`);
}

function endTunnel(client: Socket, status: number, text: string): void {
  if (!client.writable) return void client.destroy();
  const reason = status === 403 ? "Forbidden" : status === 400 ? "Bad Request" : "Bad Gateway";
  client.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text) + 1}\r\nconnection: close\r\n\r\n${text}\n`,
  );
}
