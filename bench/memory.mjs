// Peak memory of the process running a tool (`repo-agent tool`, the bundle, its own maxRSS via probe.mjs):
// bash output: `seq 1 2000000` (~15 MB of output) and `seq 1 50000000` (~440 MB) must cost about the same,
//   because the sandbox keeps a bounded head and tail in memory and spills the rest to a file;
// big file: read_file with an offset near the end of a 1 GB sparse text file (text at both ends, a hole in
//   the middle) streams it without holding it.
// Baseline: the same command on a trivial call (`seq 1 10`, a 1 KB file).
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, open, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { distDir, fmtMb, fmtRatio, median, row, toolCalls, WORK } from "./lib/measure.mjs";

const RUNS = 3;
const GB = 1024 ** 3;
const EDGE_LINES = 2000;

async function peakRss(dist, repo, calls) {
  const rss = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await toolCalls(dist, repo, calls, { probe: true });
    const failed = r.reports.find((x) => x.isError);
    if (failed) throw new Error(`${failed.name} failed: ${failed.output.slice(0, 500)}`);
    rss.push(r.probe.maxRssKb);
  }
  return median(rss);
}

async function workspace() {
  const repo = await mkdtemp(path.join(tmpdir(), "bench-mem-"));
  await mkdir(path.join(repo, ".github"));
  await writeFile(path.join(repo, ".github", "agent-policy.yml"), 'version: 1\nbash:\n  allow: ["seq *"]\n');
  await writeFile(path.join(repo, "small.txt"), "hello\n".repeat(170));
  return repo;
}

export async function bashOutputMemory() {
  const dist = distDir();
  const repo = await workspace();
  try {
    const bash = (n) => [{ name: "bash", input: { command: `seq 1 ${n}` } }];
    const base = await peakRss(dist, repo, bash(10));
    const small = await peakRss(dist, repo, bash(2_000_000));
    const large = await peakRss(dist, repo, bash(50_000_000));
    const spread = large / small;
    const ok = small <= 150 * 1024 && large <= 150 * 1024 && Math.abs(spread - 1) <= 0.1;
    console.log(
      `bash output memory: peak RSS ${fmtMb(small)} for seq 1 2000000, ${fmtMb(large)} for seq 1 50000000 (${fmtRatio(spread)}), ${fmtMb(base)} for seq 1 10 (target ≤ 150 MB, within 10%)`,
    );
    return [
      row("bash output: seq 1 2000000, peak RSS", {
        figure: fmtMb(small),
        baseline: `${fmtMb(base)} (seq 1 10)`,
        ratio: fmtRatio(small / base),
        target: "≤ 150 MB",
        ok: small <= 150 * 1024,
      }),
      row("bash output: seq 1 50000000, peak RSS", {
        figure: fmtMb(large),
        baseline: `${fmtMb(small)} (seq 1 2000000)`,
        ratio: fmtRatio(spread),
        target: "≤ 150 MB, ≤ 1.10×",
        ok,
      }),
    ];
  } finally {
    await rm(repo, { recursive: true, force: true });
  }
}

/** 1 GB: EDGE_LINES text lines, a hole (reads as NUL bytes), EDGE_LINES text lines. Cached in bench/.work. */
async function bigFile() {
  const file = path.join(WORK, "big-1gb.txt");
  if (existsSync(file)) return file;
  await mkdir(WORK, { recursive: true });
  const lines = (from) =>
    Array.from({ length: EDGE_LINES }, (_, i) => `line ${from + i}: the quick brown fox jumps over the lazy dog`).join(
      "\n",
    ) + "\n";
  const head = Buffer.from(lines(1));
  const tail = Buffer.from(lines(EDGE_LINES + 1));
  const fh = await open(`${file}.tmp`, "w");
  await fh.write(head, 0, head.length, 0);
  await fh.write(tail, 0, tail.length, GB - tail.length);
  await fh.close();
  const { rename } = await import("node:fs/promises");
  await rename(`${file}.tmp`, file);
  return file;
}

export async function bigFileMemory() {
  const dist = distDir();
  const repo = await workspace();
  try {
    const big = await bigFile();
    const { symlink, copyFile } = await import("node:fs/promises");
    // read_file refuses paths outside the workspace; a hard link keeps the cached file in place.
    const { link } = await import("node:fs/promises");
    await link(big, path.join(repo, "big.txt")).catch(() => copyFile(big, path.join(repo, "big.txt")));
    void symlink;
    // The hole and the first tail line are one line, so the file has 2 × EDGE_LINES lines.
    const total = 2 * EDGE_LINES;
    const base = await peakRss(dist, repo, [{ name: "read_file", input: { path: "small.txt" } }]);
    const read = [{ name: "read_file", input: { path: "big.txt", offset: total - 99, limit: 100 } }];
    const check = await toolCalls(dist, repo, read);
    if (!check.reports[0].output.includes(`line ${total}:`))
      throw new Error(`read_file did not return the file's end: ${check.reports[0].output.slice(0, 300)}`);
    const rss = await peakRss(dist, repo, read);
    console.log(
      `big file: read_file of the last 100 lines of a 1 GB file, peak RSS ${fmtMb(rss)} vs ${fmtMb(base)} reading a 1 KB file (target ≤ 100 MB)`,
    );
    return [
      row("big file: read_file end of 1 GB, peak RSS", {
        figure: fmtMb(rss),
        baseline: `${fmtMb(base)} (1 KB file)`,
        ratio: fmtRatio(rss / base),
        target: "≤ 100 MB",
        ok: rss <= 100 * 1024,
      }),
    ];
  } finally {
    await rm(repo, { recursive: true, force: true });
  }
}
