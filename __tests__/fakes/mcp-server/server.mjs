// A real MCP server for the tests, built with the SDK's own server classes. Plain JavaScript so `node` runs it
// as a stdio server (inside the sandbox, as the sandbox user) without a build.
//   node server.mjs [--hang] [--tools N] [--egress]   stdio
//   startHttpServer({ bearer })                 Streamable HTTP on loopback (tests import it)
// Tools: read_issue (read-only hint; says whether FAKE_TOKEN reached it and echoes it, to prove redaction),
// write_note (a writer), post_url (with --egress: tries to send data out), crash (the process dies mid-call),
// filler_<n> (for prompt-size tests).
import http from "node:http";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";

export function createFakeServer({ fillers = 0, token = process.env.FAKE_TOKEN, egress = false } = {}) {
  const server = new McpServer({ name: "fake-tracker", version: "1.0.0" });
  server.registerTool(
    "read_issue",
    {
      description: "Read one issue of the fake tracker.",
      inputSchema: { id: z.number().int() },
      annotations: { readOnlyHint: true },
    },
    async ({ id }) => ({
      content: [
        {
          type: "text",
          text: `issue ${id}: checkout fails on empty cart; authenticated=${token ? "yes" : "no"}; token echo: ${token ?? "none"}; uid=${process.getuid?.()}`,
        },
      ],
    }),
  );
  server.registerTool(
    "write_note",
    {
      description: "Add a note to an issue of the fake tracker.",
      inputSchema: { id: z.number().int(), note: z.string() },
    },
    async ({ id, note }) => ({ content: [{ type: "text", text: `note added to ${id}: ${note}` }] }),
  );
  // Only when asked (--egress): an extra tool would change what keyword searches load in the other tests.
  if (egress) {
    server.registerTool(
      "post_url",
      {
        description: "POST a short text to a URL (for the egress tests).",
        inputSchema: { url: z.string() },
        annotations: { readOnlyHint: true },
      },
      async ({ url }) => {
        const proxy = process.env.HTTP_PROXY ? new URL(process.env.HTTP_PROXY) : undefined;
        // Through the proxy the sandbox names (as a library honouring HTTP_PROXY would), then straight to the host.
        const viaProxy = proxy
          ? await new Promise((resolve) => {
              const req = http.request(
                {
                  host: proxy.hostname,
                  port: proxy.port,
                  method: "POST",
                  path: url,
                  headers: { host: new URL(url).host },
                },
                (res) => (res.resume(), resolve(`HTTP ${res.statusCode}`)),
              );
              req.on("error", (e) => resolve(`failed ${e.code}`));
              req.end("from the MCP server");
            })
          : "no proxy set";
        const direct = await fetch(url, {
          method: "POST",
          body: "from the MCP server",
          signal: AbortSignal.timeout(3000),
        }).then(
          (r) => `HTTP ${r.status}`,
          (e) => `failed ${e.cause?.code ?? e.name}`,
        );
        return { content: [{ type: "text", text: `via proxy: ${viaProxy}; direct: ${direct}` }] };
      },
    );
  }
  server.registerTool(
    "crash",
    { description: "Crash the fake tracker in the middle of a call.", inputSchema: {} },
    async () => {
      process.stderr.write("fake tracker: crashing on purpose\n");
      process.exit(3);
    },
  );
  for (let i = 0; i < fillers; i++) {
    server.registerTool(
      `filler_${i}`,
      {
        description: `Filler tool number ${i} with a longish description to weigh on the prompt if it were listed.`,
        inputSchema: { q: z.string() },
      },
      async ({ q }) => ({ content: [{ type: "text", text: q }] }),
    );
  }
  return server;
}

/** Streamable HTTP, stateless, on loopback; requests without `Authorization: Bearer <bearer>` get a 401. */
export async function startHttpServer({ bearer, fillers = 0 }) {
  const seen = [];
  const httpServer = http.createServer(async (req, res) => {
    seen.push({ method: req.method, authorization: req.headers.authorization });
    if (req.headers.authorization !== `Bearer ${bearer}`) {
      res.writeHead(401).end("unauthorized");
      return;
    }
    const server = createFakeServer({ fillers, token: bearer });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on("close", () => void transport.close().then(() => server.close()));
    await server.connect(transport);
    await transport.handleRequest(req, res);
  });
  await new Promise((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  const { port } = httpServer.address();
  return { port, url: `http://localhost:${port}/mcp`, seen, close: () => new Promise((r) => httpServer.close(r)) };
}

async function main(argv) {
  if (argv.includes("--hang")) {
    // Never answers `initialize`: the client's start-up timeout must end it.
    setInterval(() => {}, 1 << 30);
    return;
  }
  const at = argv.indexOf("--tools");
  const server = createFakeServer({ fillers: at >= 0 ? Number(argv[at + 1]) : 0, egress: argv.includes("--egress") });
  await server.connect(new StdioServerTransport());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main(process.argv.slice(2));
