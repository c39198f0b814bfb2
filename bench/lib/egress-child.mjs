// The measuring half of bench/egress.mjs, started inside the bench's network namespace (where registry.test is
// 192.0.2.10, an ordinary address to the proxy): an upstream server, the real egress proxy and bridge, and
// egress-client.mjs run alternately directly and behind the bridge. Prints one JSON line of medians.
import { execFile } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { closeTs, importTs } from "./import-ts.mjs";

const RUNS = Number(process.env.BENCH_EGRESS_RUNS ?? 5);
const MB = 1024 * 1024;
const chunk = Buffer.alloc(MB, 120);
const client = path.join(import.meta.dirname, "egress-client.mjs");

// 1 Gbit/s: what a download from a public registry gets at best on a hosted runner. The proxy's raw capacity
// (the unpaced rows) is reported beside it, but a loopback copy on this 2-core machine is not a runner's link.
const LINK_BYTES_PER_S = 125_000_000;

/** Writes 100 MB to `out`, as fast as it drains or paced to the link's speed. */
function send100MB(out, paced, end) {
  const start = performance.now();
  let sent = 0;
  const pump = () => {
    while (sent < 100) {
      const due = start + ((sent * MB) / LINK_BYTES_PER_S) * 1000;
      if (paced && performance.now() < due) return void setTimeout(pump, due - performance.now());
      sent++;
      if (!out.write(chunk)) return void out.once("drain", pump);
    }
    end();
  };
  pump();
}

const upstream = http.createServer({ keepAliveTimeout: 5000 }, (req, res) => {
  if (req.url === "/big" || req.url === "/big-link") {
    res.writeHead(200, { "content-length": String(100 * MB) });
    return send100MB(res, req.url === "/big-link", () => res.end());
  }
  res.writeHead(200, { "content-length": "2" });
  res.end("ok");
});
const raw = net.createServer((socket) => send100MB(socket, false, () => socket.end()));
const rawAtLink = net.createServer((socket) => send100MB(socket, true, () => socket.end()));
await new Promise((r) => upstream.listen(8080, "192.0.2.10", r));
await new Promise((r) => raw.listen(8081, "192.0.2.10", r));
await new Promise((r) => rawAtLink.listen(8082, "192.0.2.10", r));

const { startEgress } = await importTs("src/sandbox/egress/start.ts");
const { decideHost } = await importTs("src/policy/network.ts");
const { parseHostPattern } = await importTs("src/net/host-pattern.ts");
const rule = {
  mode: "allow-list",
  allow: ["registry.test:8080", "registry.test:8081", "registry.test:8082"].map((t) => ({
    pattern: parseHostPattern(t),
    source: t,
  })),
  deny: [],
};
const egress = await startEgress({ decide: (host, port) => decideHost(rule, host, port) });
const inner = egress.innerWith(process.execPath);
const run = promisify(execFile);

async function once(mode, via) {
  const [file, ...args] =
    via === "proxy" ? [...inner.prefix, process.execPath, client, mode, via] : [process.execPath, client, mode, via];
  const { stdout } = await run(file, args, { env: { PATH: process.env.PATH, ...(via === "proxy" ? inner.env : {}) } });
  return Number(stdout.trim());
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = {};
try {
  for (const mode of ["big", "tunnel", "big-link", "tunnel-link", "small"]) {
    const direct = [];
    const proxied = [];
    await once(mode, "direct");
    await once(mode, "proxy");
    for (let i = 0; i < RUNS; i++) {
      direct.push(await once(mode, "direct"));
      proxied.push(await once(mode, "proxy"));
    }
    results[mode] = { direct: median(direct), proxy: median(proxied), blocked: egress.blocked().length };
  }
} finally {
  await egress.close();
  upstream.close();
  raw.close();
  rawAtLink.close();
  await closeTs();
}
process.stdout.write(`${JSON.stringify(results)}\n`);
process.exit(0);
