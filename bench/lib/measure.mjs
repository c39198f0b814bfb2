// Shared measuring helpers: where the bundle is, medians, timing a subprocess, and the probe's figures.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./import-ts.mjs";

export { ROOT };
export const PROBE = path.join(ROOT, "bench", "lib", "probe.mjs");
/** Generated trees and other reusable inputs; gitignored, kept between runs. */
export const WORK = path.join(ROOT, "bench", ".work");

/** The bundle under test: $REPO_AGENT_DIST (a private `BUNDLE_OUT=… npm run bundle`) or dist/. */
export function distDir() {
  const dir = path.resolve(process.env.REPO_AGENT_DIST ?? path.join(ROOT, "dist"));
  for (const f of ["index.js", "cli.js"]) {
    if (!existsSync(path.join(dir, f)))
      throw new Error(
        `${path.join(dir, f)} is missing: build it with \`npm run bundle\` (or BUNDLE_OUT=/tmp/x npm run bundle and REPO_AGENT_DIST=/tmp/x)`,
      );
  }
  return dir;
}

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Runs `fn` `times` times (after `warmup` unmeasured runs) and returns the median of what it returns. */
export async function medianOf(times, fn, warmup = 1) {
  for (let i = 0; i < warmup; i++) await fn();
  const values = [];
  for (let i = 0; i < times; i++) values.push(await fn());
  return median(values);
}

/** Runs base and candidate alternately (so load spikes hit both alike) and returns both medians. */
export async function interleaved(times, base, candidate, warmup = 1) {
  for (let i = 0; i < warmup; i++) {
    await base();
    await candidate();
  }
  const b = [];
  const c = [];
  for (let i = 0; i < times; i++) {
    b.push(await base());
    c.push(await candidate());
  }
  return { base: median(b), candidate: median(c) };
}

/**
 * Runs a command to completion; resolves with its wall time (ms, from spawn to exit), exit code and output.
 * `probe: true` preloads probe.mjs into a node command and adds its record (start, exit, own peak RSS).
 */
export async function run(command, args, { cwd, env, probe = false, input } = {}) {
  let probeDir;
  let probeFile;
  if (probe) {
    probeDir = await mkdtemp(path.join(tmpdir(), "bench-probe-"));
    probeFile = path.join(probeDir, "probe.jsonl");
    args = ["--import", PROBE, ...args];
  }
  try {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...(env ?? process.env), ...(probeFile ? { BENCH_PROBE_FILE: probeFile } : {}) },
      stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    if (input !== undefined) child.stdin.end(input);
    const out = [];
    let stderr = "";
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => (stderr += d));
    const code = await new Promise((resolve, reject) => {
      child.on("error", reject);
      child.on("close", (c) => resolve(c));
    });
    const ms = performance.now() - started;
    const stdout = Buffer.concat(out).toString("utf8");
    const record = probeFile
      ? (await readFile(probeFile, "utf8").catch(() => ""))
          .trim()
          .split("\n")
          .filter(Boolean)
          .map((l) => JSON.parse(l))[0]
      : undefined;
    return { ms, code, stdout, stderr, probe: record };
  } finally {
    if (probeDir) await rm(probeDir, { recursive: true, force: true });
  }
}

/** `node <dist>/cli.js tool --calls <file>` in `repo`; resolves with the parsed reports and the run. */
export async function toolCalls(dist, repo, calls, { probe = false, policy } = {}) {
  const { writeFile } = await import("node:fs/promises");
  const dir = await mkdtemp(path.join(tmpdir(), "bench-calls-"));
  try {
    const file = path.join(dir, "calls.json");
    await writeFile(file, JSON.stringify(calls));
    const args = [
      path.join(dist, "cli.js"),
      "tool",
      "--calls",
      file,
      "--repo",
      repo,
      ...(policy ? ["--policy", policy] : []),
    ];
    const r = await run(process.execPath, args, { probe });
    if (r.code !== 0) throw new Error(`repo-agent tool exited ${r.code}: ${r.stderr.slice(0, 2000)}`);
    return { ...r, reports: JSON.parse(r.stdout) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const fmtMs = (ms) =>
  ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : ms >= 10 ? `${ms.toFixed(0)} ms` : `${ms.toFixed(2)} ms`;
export const fmtMb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
export const fmtRatio = (r) => `${r.toFixed(2)}×`;

/** One row of the final table. */
export function row(benchmark, { figure, baseline = "—", ratio = "—", target, ok }) {
  return { benchmark, figure, baseline, ratio, target, ok };
}
