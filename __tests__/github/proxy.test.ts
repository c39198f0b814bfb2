// Behind a proxy the action's clients must go through it (Node 20's fetch ignores HTTP(S)_PROXY); without one
// nothing proxy-related is loaded. A real loopback HTTP proxy in front of a real loopback server.
import { createServer, request as httpRequest, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOctokit } from "../../src/github/octokit.js";
import { proxyConfigured, proxyFetch } from "../../src/github/proxy.js";

let target: Server;
let proxy: Server;
const proxied: string[] = [];
const url = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

beforeAll(async () => {
  target = createServer((req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ path: req.url, login: "octocat", auth: req.headers.authorization ?? null }));
  });
  // A forward proxy: absolute-URL requests, and CONNECT tunnels (what undici's proxy agent uses).
  proxy = createServer((req, res) => {
    proxied.push(`${req.method} ${req.url}`);
    const upstream = httpRequest(req.url as string, { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    req.pipe(upstream);
  });
  proxy.on("connect", (req, client, head) => {
    proxied.push(`CONNECT ${req.url}`);
    const [host, port] = String(req.url).split(":");
    const upstream = connect(Number(port), host, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });
  await Promise.all([target, proxy].map((s) => new Promise<void>((r) => s.listen(0, "127.0.0.1", r))));
});
afterAll(() => {
  target.closeAllConnections();
  proxy.closeAllConnections();
  target.close();
  proxy.close();
});

describe("proxy", () => {
  it("is off without proxy variables, and blank values do not count", async () => {
    expect(proxyConfigured({})).toBe(false);
    expect(proxyConfigured({ HTTPS_PROXY: "  " })).toBe(false);
    expect(await proxyFetch({ NO_PROXY: "*" })).toBeUndefined();
    expect(proxyConfigured({ http_proxy: "http://proxy:3128" })).toBe(true);
  });

  it("sends the GitHub client's requests through HTTP_PROXY", async () => {
    proxied.length = 0;
    const viaProxy = await proxyFetch({ HTTP_PROXY: url(proxy) });
    expect(viaProxy).toBeDefined();
    const octokit = createOctokit({ token: "ghs_proxytest0123456789", baseUrl: url(target), fetch: viaProxy });
    const { data } = await octokit.rest.users.getAuthenticated();
    expect(data).toMatchObject({ path: "/user", login: "octocat", auth: "token ghs_proxytest0123456789" });
    expect(proxied).toEqual([`CONNECT ${url(target).slice("http://".length)}`]);
  });

  it("goes direct for hosts in NO_PROXY", async () => {
    proxied.length = 0;
    const viaProxy = (await proxyFetch({ http_proxy: url(proxy), no_proxy: "127.0.0.1" })) as typeof fetch;
    const res = await viaProxy(`${url(target)}/direct`);
    expect(await res.json()).toMatchObject({ path: "/direct" });
    expect(proxied).toEqual([]);
  });
});
