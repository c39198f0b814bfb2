// httpFetch is the fetch Octokit runs on: the parts of fetch's behaviour Octokit relies on, against a real
// loopback server (and through Octokit itself for a paginated call).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpFetch } from "../../src/github/http-fetch.js";
import { createOctokit } from "../../src/github/octokit.js";

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
const sockets = new Set<unknown>();
let server: Server;
let other: Server;
let base: string;
let otherBase: string;

function listen(s: Server): Promise<string> {
  return new Promise((r) => s.listen(0, "127.0.0.1", () => r(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    sockets.add(req.socket);
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => (routes.get(new URL(req.url ?? "/", "http://x").pathname) ?? ((_q, _b, r) => r.writeHead(404).end()))(req, body, res));
  });
  other = createServer((req, res) => res.end(JSON.stringify({ auth: req.headers.authorization ?? null })));
  [base, otherBase] = await Promise.all([listen(server), listen(other)]);
  routes.set("/echo", (req, body, res) => {
    res.setHeader("content-type", "application/json");
    res.setHeader("X-RateLimit-Remaining", "41");
    res.end(JSON.stringify({ method: req.method, body, auth: req.headers.authorization ?? null, type: req.headers["content-type"] ?? null }));
  });
  routes.set("/moved", (_q, _b, res) => res.writeHead(301, { location: "/echo" }).end());
  routes.set("/see-other", (_q, _b, res) => res.writeHead(303, { location: "/echo" }).end());
  routes.set("/temporary", (_q, _b, res) => res.writeHead(307, { location: "/echo" }).end());
  routes.set("/away", (_q, _b, res) => res.writeHead(302, { location: `${otherBase}/` }).end());
  routes.set("/loop", (_q, _b, res) => res.writeHead(302, { location: "/loop" }).end());
  routes.set("/slow", () => undefined);
  routes.set("/cut", (_q, _b, res) => {
    res.writeHead(200, { "content-length": "100" });
    res.write("partial");
    setTimeout(() => res.socket?.destroy(), 10);
  });
  routes.set("/stall", (_q, _b, res) => {
    res.writeHead(200, { "content-length": "100" });
    res.write("partial");
  });
  routes.set("/no-content", (_q, _b, res) => res.writeHead(204).end());
  routes.set("/repos/o/r/issues", (req, _b, res) => {
    const page = Number(new URL(req.url ?? "/", base).searchParams.get("page") ?? "1");
    res.setHeader("content-type", "application/json");
    if (page === 1) res.setHeader("link", `<${base}/repos/o/r/issues?page=2>; rel="next"`);
    res.end(JSON.stringify([{ number: page }]));
  });
});
afterAll(() => {
  for (const s of [server, other]) {
    s.closeAllConnections();
    s.close();
  }
});

describe("httpFetch", () => {
  it("sends method, headers and body, and reads status, headers (any case, iterable) and JSON", async () => {
    const res = await httpFetch(`${base}/echo`, { method: "POST", body: '{"a":1}', headers: { "Content-Type": "application/json", authorization: "token t" } });
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(res.url).toBe(`${base}/echo`);
    expect(res.headers.get("x-ratelimit-remaining")).toBe("41");
    expect(res.headers.get("Content-Type")).toBe("application/json");
    expect(new Map(res.headers).get("x-ratelimit-remaining")).toBe("41");
    expect(await res.json()).toEqual({ method: "POST", body: '{"a":1}', auth: "token t", type: "application/json" });
  });

  it("follows redirects as fetch does: 301/307 keep the request, 303 becomes GET, credentials stay on their origin", async () => {
    expect(await (await httpFetch(`${base}/moved`)).json()).toMatchObject({ method: "GET" });
    const kept = await httpFetch(`${base}/temporary`, { method: "PATCH", body: "x" });
    expect(kept.url).toBe(`${base}/echo`);
    expect(await kept.json()).toMatchObject({ method: "PATCH", body: "x" });
    expect(await (await httpFetch(`${base}/see-other`, { method: "POST", body: "x" })).json()).toMatchObject({ method: "GET", body: "" });
    expect(await (await httpFetch(`${base}/away`, { headers: { authorization: "token secret" } })).json()).toEqual({ auth: null });
    await expect(httpFetch(`${base}/loop`)).rejects.toThrow(/redirect/);
    expect((await httpFetch(`${base}/moved`, { redirect: "manual" })).status).toBe(301);
  });

  it("reuses its keep-alive connection", async () => {
    sockets.clear();
    for (let i = 0; i < 3; i++) await (await httpFetch(`${base}/echo`)).text();
    expect(sockets.size).toBe(1);
  });

  it("fails like fetch: aborted, refused, cut off, unsupported; and empty bodies read as empty", async () => {
    const controller = new AbortController();
    const pending = httpFetch(`${base}/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("stop")), 20);
    await expect(pending).rejects.toThrow("stop");
    await expect(httpFetch("http://127.0.0.1:1/")).rejects.toThrow(/fetch failed/);
    await expect((await httpFetch(`${base}/cut`)).text()).rejects.toThrow(/cut off|aborted/);
    await expect(httpFetch("ftp://example.com/")).rejects.toThrow(/unsupported protocol/);
    await expect(httpFetch(`${base}/slow`, { timeoutMs: 50 })).rejects.toThrow(/sent nothing for 0 s/);
    const stalled = await httpFetch(`${base}/stall`, { timeoutMs: 100 });
    await expect(stalled.text()).rejects.toThrow(/cut off|sent nothing|aborted/);
    const empty = await httpFetch(`${base}/no-content`);
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe("");
  });

  it("carries Octokit: auth, JSON and Link-header pagination", async () => {
    const octokit = createOctokit({ token: "ghs_httpfetch0123456789", baseUrl: base });
    const all = await octokit.paginate(octokit.rest.issues.listForRepo, { owner: "o", repo: "r", per_page: 1 });
    expect(all.map((i) => i.number)).toEqual([1, 2]);
    const { data } = await octokit.request("POST /echo", { value: 1 });
    expect(data).toMatchObject({ method: "POST", auth: "token ghs_httpfetch0123456789", body: '{"value":1}' });
  });
});
