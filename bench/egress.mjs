// egress: what the proxy costs the agent's commands. A 100 MB download (plain HTTP through the forward proxy, and
// a raw stream through CONNECT, which is what every HTTPS download is to the proxy) and 200 small requests with a
// new connection each, through bridge + Unix socket + proxy, beside the same without them, alternately in one run
// (medians of 5). The 100 MB downloads run twice: from an upstream paced to 1 Gbit/s (judged) and unpaced (the
// proxy's capacity on this machine, reported). Runs in a network namespace of its own (the e2e test network, __tests__/e2e/test-network.ts):
// the upstream server is registry.test at 192.0.2.10, so the proxy's resolution and address checks run unchanged
// and nothing leaves the machine. Needs root for `ip netns add`.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { importTs } from "./lib/import-ts.mjs";
import { fmtMs, fmtRatio, row } from "./lib/measure.mjs";

const run = promisify(execFile);

export async function egressBenchmarks() {
  const { startTestNetwork, testNetworkUnavailable } = await importTs("__tests__/e2e/test-network.ts");
  const unavailable = testNetworkUnavailable();
  if (unavailable) throw new Error(`needs a network namespace of its own: ${unavailable}`);
  const registryDir = await mkdtemp(path.join(os.tmpdir(), "bench-egress-"));
  const network = await startTestNetwork({ registryDir, urls: [] });
  try {
    const [file, ...args] = [
      ...network.wrapper,
      process.execPath,
      path.join(import.meta.dirname, "lib", "egress-child.mjs"),
    ];
    const { stdout } = await run(file, args, { maxBuffer: 1024 * 1024, timeout: 600_000 });
    const r = JSON.parse(stdout.trim().split("\n").pop());
    const mbps = (ms) => `${(100 / 1.048576 / (ms / 1000)).toFixed(0)} MB/s`;
    const rows = [];
    // The proxy's capacity: a CPU-bound loopback copy, reported beside the direct copy but not judged (see README).
    for (const [mode, label] of [
      ["big", "egress: 100 MB via the proxy (HTTP), capacity"],
      ["tunnel", "egress: 100 MB via CONNECT (HTTPS), capacity"],
    ]) {
      console.log(
        `${label}: ${fmtMs(r[mode].proxy)} (${mbps(r[mode].proxy)}), direct ${fmtMs(r[mode].direct)} (${mbps(r[mode].direct)})`,
      );
      rows.push(
        row(label, {
          figure: mbps(r[mode].proxy),
          baseline: `${mbps(r[mode].direct)} (direct, loopback)`,
          ratio: fmtRatio(r[mode].direct / r[mode].proxy),
          target: "reported",
          ok: true,
        }),
      );
    }
    // What a command notices: a download from an upstream at a runner's link speed (1 Gbit/s).
    for (const [mode, label] of [
      ["big-link", "egress: 100 MB at 1 Gbit/s via the proxy (HTTP)"],
      ["tunnel-link", "egress: 100 MB at 1 Gbit/s via CONNECT (HTTPS)"],
    ]) {
      const ratio = r[mode].direct / r[mode].proxy;
      console.log(
        `${label}: ${fmtMs(r[mode].proxy)} (${mbps(r[mode].proxy)}), direct ${fmtMs(r[mode].direct)} (${mbps(r[mode].direct)})`,
      );
      rows.push(
        row(label, {
          figure: mbps(r[mode].proxy),
          baseline: `${mbps(r[mode].direct)} (direct)`,
          ratio: fmtRatio(ratio),
          target: "≥ 0.8× throughput",
          ok: ratio >= 0.8,
        }),
      );
    }
    // A new connection to a real registry costs a TCP and a TLS handshake over the internet (≥ 10 ms); on loopback
    // it costs ~0.7 ms, so a ratio would judge the proxy against nothing. The added time per connection is judged.
    const added = (r.small.proxy - r.small.direct) / 200;
    console.log(
      `egress: 200 small requests, new connection each: ${fmtMs(r.small.proxy)}, direct ${fmtMs(r.small.direct)} (+${added.toFixed(2)} ms each)`,
    );
    rows.push(
      row("egress: 200 requests, new connection each", {
        figure: `${fmtMs(r.small.proxy)} (+${added.toFixed(2)} ms each)`,
        baseline: `${fmtMs(r.small.direct)} (direct, loopback)`,
        ratio: fmtRatio(r.small.proxy / r.small.direct),
        target: "≤ +1 ms per connection",
        ok: added <= 1,
      }),
    );
    return rows;
  } finally {
    await network.close();
    await rm(registryDir, { recursive: true, force: true });
  }
}
