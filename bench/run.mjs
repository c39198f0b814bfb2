// `npm run bench`: every benchmark of issue #7, each against a baseline measured in the same run (medians of
// alternating runs, never one absolute time), then one table, also written to bench/RESULTS.md with the date
// and the machine. Runs against the bundle in dist/ or $REPO_AGENT_DIST (build a private one with
// `BUNDLE_OUT=/tmp/x npm run bundle`); TypeScript sources are loaded through lib/import-ts.mjs.
// `node bench/run.mjs list_files grep` runs only the benchmarks whose names contain those words (and does not
// rewrite RESULTS.md).
import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { closeTs } from "./lib/import-ts.mjs";
import { distDir, ROOT } from "./lib/measure.mjs";
import { promptCache } from "./prompt-cache.mjs";
import { startUp } from "./start-up.mjs";
import { executorOverhead, parallelTools } from "./executor.mjs";
import { bashOutputMemory, bigFileMemory } from "./memory.mjs";
import { searchBenchmarks } from "./search.mjs";
import { editFidelity } from "./edit-fidelity.mjs";
import { egressBenchmarks } from "./egress.mjs";
import { bundleSizes } from "./bundle-size.mjs";
import { longRuns } from "./long-run.mjs";

const NOTES = "\nHow each figure is measured, and why a target is missed: bench/README.md.\n";

const BENCHMARKS = [
  ["start-up", startUp],
  ["prompt size + prefix stability", promptCache],
  ["executor overhead", executorOverhead],
  ["parallel tools", parallelTools],
  ["bash output memory", bashOutputMemory],
  ["big file", bigFileMemory],
  ["grep + list_files", searchBenchmarks],
  ["edit fidelity", editFidelity],
  ["egress proxy", egressBenchmarks],
  ["long runs", longRuns],
];

const filters = process.argv.slice(2).map((f) => f.toLowerCase());
const selected = BENCHMARKS.filter(
  ([name]) =>
    filters.length === 0 ||
    filters.some((f) => name.toLowerCase().includes(f.replace(/_/g, " ")) || name.toLowerCase().includes(f)),
);
if (selected.length === 0) {
  console.error(`no benchmark matches ${filters.join(" ")}; names: ${BENCHMARKS.map(([n]) => n).join(", ")}`);
  process.exit(2);
}

const dist = distDir();
process.env.REPO_AGENT_DIST = dist;
const started = Date.now();
const loadBefore = os.loadavg();
console.log(
  `repo-agent benchmarks — bundle ${dist}, ${os.cpus().length} CPUs, load ${loadBefore.map((l) => l.toFixed(1)).join(" ")}\n`,
);

const rows = [];
let errors = 0;
for (const [name, fn] of selected) {
  console.log(`── ${name}`);
  const t = Date.now();
  try {
    rows.push(...(await fn()));
  } catch (err) {
    errors++;
    const message = err instanceof Error ? err.message : String(err);
    console.log(`  ERROR: ${message}`);
    rows.push({
      benchmark: name,
      figure: `error: ${message.split("\n")[0].slice(0, 80)}`,
      baseline: "—",
      ratio: "—",
      target: "—",
      ok: false,
    });
  }
  console.log(`  (${((Date.now() - t) / 1000).toFixed(1)} s)\n`);
}
await closeTs();

const header = ["benchmark", "figure", "baseline", "ratio", "target", ""];
const table = [
  `| ${header.join(" | ")} |`,
  `| ${header.map(() => "---").join(" | ")} |`,
  ...rows.map((r) => `| ${[r.benchmark, r.figure, r.baseline, r.ratio, r.target, r.ok ? "✓" : "✗"].join(" | ")} |`),
].join("\n");
const elapsed = (Date.now() - started) / 1000;
const missed = rows.filter((r) => !r.ok).length;
const sizes = (await bundleSizes(dist)).join("\n");
console.log(table);
console.log(
  `\n${rows.length - missed}/${rows.length} targets met in ${elapsed.toFixed(0)} s\n\nBundle sizes:\n${sizes}`,
);

if (filters.length === 0) {
  const commit = (() => {
    try {
      return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    } catch {
      return "unknown";
    }
  })();
  const machine = `${os.cpus().length} CPUs (\`nproc\`) ${os.cpus()[0]?.model ?? ""}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB memory, Node ${process.version}, ${os.type()} ${os.release()}`;
  const text = [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\` (bench/run.mjs) on ${new Date(started).toISOString().slice(0, 16).replace("T", " ")} UTC, commit ${commit}, in ${elapsed.toFixed(0)} s, against the bundle in \`${path.relative(ROOT, dist) || "."}\`${dist === path.join(ROOT, "dist") ? "" : " (REPO_AGENT_DIST)"}.`,
    "",
    `Machine: ${machine}. Load average ${loadBefore.map((l) => l.toFixed(1)).join(" / ")} at the start, ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" / ")} at the end (the machine is shared: compare ratios, not absolute times).`,
    "",
    table,
    "",
    `${rows.length - missed}/${rows.length} targets met.`,
    "",
    "## Bundle sizes",
    "",
    sizes,
    "",
  ].join("\n");
  // The mutation figures (bench/mutation-summary.mjs) are kept: they come from a separate, hours-long run.
  const previous = await readFile(path.join(ROOT, "bench", "RESULTS.md"), "utf8").catch(() => "");
  const mutation = previous.indexOf("\n## Mutation testing");
  await writeFile(
    path.join(ROOT, "bench", "RESULTS.md"),
    text + NOTES + (mutation === -1 ? "" : previous.slice(mutation)),
  );
  console.log("written to bench/RESULTS.md");
}
process.exitCode = errors > 0 ? 1 : 0;
