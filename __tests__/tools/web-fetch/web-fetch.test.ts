import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, realpath, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { policySchema, type PolicyInput } from "../../../src/policy/schema.js";
import { createToolSession, type ToolSessionHandle } from "../../../src/tools/session.js";
import { createWebFetchTool, webFetchEnabled } from "../../../src/tools/builtin/web-fetch.js";
import type { ToolCallOutcome } from "../../../src/tools/executor.js";

const ARTICLE = `<!doctype html><html><head><title>Release notes</title></head><body>
<nav><a href="/">Home</a> | <a href="/docs">Docs</a></nav>
<article><h1>Version 2.0</h1>
<p>This release makes the parser <strong>twice as fast</strong> and adds streaming. ${"It also fixes many bugs reported by users over the last year. ".repeat(6)}</p>
<table><thead><tr><th>Option</th><th>Default</th></tr></thead><tbody><tr><td>stream</td><td>false</td></tr></tbody></table>
<pre><code>npm install parser@2</code></pre>
</article><footer>© example</footer></body></html>`;

let server: http.Server;
let base: string;
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.url ?? "");
    const port = (server.address() as AddressInfo).port;
    switch (req.url) {
      case "/article":
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(ARTICLE);
        return;
      case "/data.json":
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"ok":true}');
        return;
      case "/hop":
        res.writeHead(302, { location: "/article" });
        res.end();
        return;
      case "/elsewhere":
        // 127.0.0.1 is the same server, but not a host the policy lists.
        res.writeHead(301, { location: `http://127.0.0.1:${port}/article` });
        res.end();
        return;
      case "/loop":
        res.writeHead(302, { location: "/loop" });
        res.end();
        return;
      case "/huge": {
        // No content-length: the cap must hold while streaming.
        res.writeHead(200, { "content-type": "text/plain" });
        const chunk = Buffer.alloc(64 * 1024, "a");
        let sent = 0;
        const pump = () => {
          while (sent < 6 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end();
        };
        res.on("error", () => undefined);
        pump();
        return;
      }
      case "/slow":
        // Never answers; the tool's timeout must end the call.
        return;
      default:
        res.writeHead(404, { "content-type": "text/plain" });
        res.end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function withSession(
  policy: PolicyInput,
  run: (call: (input: unknown) => Promise<ToolCallOutcome>) => Promise<void>,
): Promise<void> {
  const root = await realpath(await mkdtemp(path.join(os.tmpdir(), "web-fetch-test-")));
  let session: ToolSessionHandle | undefined;
  try {
    session = await createToolSession({
      workspace: root,
      runDir: root,
      policy: policySchema.parse(policy),
      extraTools: [{ tool: createWebFetchTool({ timeoutMs: 500 }), replace: true }],
    });
    // Deferred: the model would load it with tool_search first.
    session.registry.load(["web_fetch"]);
    const executor = session.executor;
    let n = 0;
    await run(async (input) => {
      const batch = executor.beginTurn(1);
      batch.add({ id: `call${++n}`, name: "web_fetch", input });
      return (await batch.finish())[0];
    });
  } finally {
    await session?.dispose();
    await rm(root, { recursive: true, force: true });
  }
}

const loopbackAllowed: PolicyInput = { version: 1, web_fetch: { allow_domains: ["localhost"], allow_private: true } };

describe("web_fetch", () => {
  it("is offered only when the policy lists domains", () => {
    expect(webFetchEnabled(policySchema.parse({ version: 1 }))).toBe(false);
    expect(webFetchEnabled(policySchema.parse(loopbackAllowed))).toBe(true);
  });

  it("converts an HTML page to Markdown, keeping the article and dropping the navigation", async () => {
    await withSession(loopbackAllowed, async (call) => {
      const result = await call({ url: `${base}/article` });
      expect(result.isError).toBe(false);
      const text = result.content as string;
      expect(text).toContain(`URL: ${base}/article`);
      expect(text).toContain("Title: Release notes");
      expect(text).toContain("**twice as fast**");
      expect(text).toMatch(/\| Option \| Default \|/);
      expect(text).toContain("```\nnpm install parser@2\n```");
      expect(text).not.toContain("<p>");
      expect(text).not.toContain("Docs");
    });
  });

  it("returns JSON as is", async () => {
    await withSession(loopbackAllowed, async (call) => {
      const result = await call({ url: `${base}/data.json` });
      expect(result.content).toBe(`URL: ${base}/data.json\n\n{"ok":true}`);
    });
  });

  it("follows a redirect to an allowed host and says where it came from", async () => {
    await withSession(loopbackAllowed, async (call) => {
      const result = await call({ url: `${base}/hop` });
      expect(result.isError).toBe(false);
      expect(result.content).toContain(`URL: ${base}/article (redirected from ${base}/hop)`);
    });
  });

  it("refuses a redirect to a host the policy does not list", async () => {
    await withSession(loopbackAllowed, async (call) => {
      const before = seen.filter((u) => u === "/article").length;
      const result = await call({ url: `${base}/elsewhere` });
      expect(result.isError).toBe(true);
      expect(result.content).toMatch(
        /Refused http:\/\/127\.0\.0\.1:\d+\/article \(redirected from .*\/elsewhere\): 127\.0\.0\.1 is not in web_fetch\.allow_domains/,
      );
      expect(seen.filter((u) => u === "/article").length).toBe(before);
    });
  });

  it("stops after five redirects", async () => {
    await withSession(loopbackAllowed, async (call) => {
      const result = await call({ url: `${base}/loop` });
      expect(result.isError).toBe(true);
      expect(result.content).toContain("Too many redirects (more than 5)");
    });
  });

  it("refuses a response over 5 MB", async () => {
    await withSession(loopbackAllowed, async (call) => {
      const result = await call({ url: `${base}/huge` });
      expect(result.isError).toBe(true);
      expect(result.content).toBe(`Refused ${base}/huge: the response is larger than 5242880 bytes.`);
    });
  });

  it("reports a timeout when the server does not answer", async () => {
    await withSession(loopbackAllowed, async (call) => {
      const result = await call({ url: `${base}/slow` });
      expect(result.isError).toBe(true);
      expect(result.output.errorType).toBe("timeout");
      expect(result.content).toBe(`Timed out after 0.5 s fetching ${base}/slow.`);
    });
  });

  it("refuses a host that resolves to a loopback address unless allow_private is set, without connecting", async () => {
    await withSession({ version: 1, web_fetch: { allow_domains: ["localhost"] } }, async (call) => {
      const before = seen.length;
      const result = await call({ url: `${base}/article` });
      expect(result.isError).toBe(true);
      expect(result.content).toMatch(
        /localhost resolves to (127\.0\.0\.1|::1), a private, loopback or link-local address/,
      );
      expect(seen.length).toBe(before);
    });
  });

  it("refuses hosts outside the allow list and non-http schemes before fetching", async () => {
    await withSession(loopbackAllowed, async (call) => {
      const other = await call({ url: "http://example.org/" });
      expect(other.isError).toBe(true);
      expect(other.content).toMatch(/example\.org is not in web_fetch\.allow_domains/);
      const file = await call({ url: "file:///etc/passwd" });
      expect(file.isError).toBe(true);
      expect(file.content).toMatch(/only http and https URLs/);
    });
  });
});
