// Long runs (issue #18): `repo-agent run --model claude-sonnet-4-6` (a 200K window) driven by a scripted model
// through ordinary work — read a module, grep, `cat` a file, list files, write a new ~8 KB module every fifth
// turn, a few lines of the assistant's own text each turn — for 50, 300 and 1,000 turns, against the fake
// model server, whose usage behaves like the real prompt cache (a prefix an earlier request wrote up to a
// breakpoint is read, the rest up to the last breakpoint is written; tokens ≈ characters / 4). For each run:
// the CLI's peak RSS (VmHWM) and CPU time, the largest request, every compaction with its turn and kind, the
// cache-write tokens and the cost at list prices. The baseline is the same workload on another bundle in the
// same run ($REPO_AGENT_BASELINE_DIST, e.g. the previous algorithm's), else the issue's own table.
// `node bench/long-run.mjs [turns…]` runs it alone; `npm run bench -- long` through bench/run.mjs.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startModelServer } from "../__tests__/fakes/model-server/serve.mjs";
import { distDir, PROBE, row } from "./lib/measure.mjs";

const MODEL = "claude-sonnet-4-6";
const PRICES = { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 }; // $ per M tokens (pricing.ts)
const MODULES = 60;
const TURNS = (process.env.LONG_RUN_TURNS ?? "50,300,1000").split(",").map(Number);
// The issue's measurements of the previous algorithm (700 turns was its longest run).
const ISSUE = {
  50: { rssMb: 121, compactions: 0, writesM: 0.08, cost: 1.15 },
  300: { rssMb: 196, compactions: 9, writesM: 1.4, cost: 15.78 },
  700: { rssMb: 213, compactions: 77, writesM: 11.7, cost: 67.65 },
};

/** A repository of MODULES modules of 4–8 KB each and a policy that lets `cat` run. */
async function workspace(dir) {
  await mkdir(path.join(dir, "src"), { recursive: true });
  await mkdir(path.join(dir, ".github"), { recursive: true });
  await writeFile(path.join(dir, ".github", "agent-policy.yml"), 'version: 1\nbash:\n  allow: ["cat *"]\n');
  for (let i = 0; i < MODULES; i++) {
    const lines = Array.from(
      { length: 100 + (i % 5) * 25 },
      (_, k) => `export function handler${i}_${k}(input: string): string { return input.trim() + "${i}:${k}"; }`,
    );
    await writeFile(path.join(dir, "src", `mod${i}.ts`), `// module ${i}\n${lines.join("\n")}\n`);
  }
}

/** The model's side: turn n's tool call, a summary when asked for one, and "Done." after the last turn. */
function script(turns) {
  let n = 0;
  const step = (request) => {
    // A summary request (tools switched off): answer with a summary of the kind a model writes.
    if (request.body?.tool_choice?.type === "none")
      return {
        text: `Summary: wrote modules gen0..gen${Math.floor(n / 5)}; read and grepped src/. ${"Notes. ".repeat(200)}`,
      };
    const k = n++;
    if (k >= turns) return { text: "Done." };
    const text = `Turn ${k}: ${"Checking how the handlers fit together before the next step. ".repeat(4)}`;
    const m = (k * 7) % MODULES;
    switch (k % 5) {
      case 0:
        return { text, tools: [{ name: "read_file", input: { path: `src/mod${m}.ts` } }] };
      case 1:
        return { text, tools: [{ name: "grep", input: { pattern: `handler${m}_1[0-9]`, path: "src" } }] };
      case 2:
        return { text, tools: [{ name: "bash", input: { command: `cat src/mod${(m + 3) % MODULES}.ts` } }] };
      case 3:
        return { text, tools: [{ name: "list_files", input: { pattern: "src/**" } }] };
      default: {
        const body = Array.from(
          { length: 110 },
          (_, j) => `export const gen${k}_${j} = (x: number): number => x * ${j} + ${k};`,
        );
        return {
          text,
          tools: [{ name: "write_file", input: { path: `src/gen${k}.ts`, content: `${body.join("\n")}\n` } }],
        };
      }
    }
  };
  return Array.from({ length: turns * 2 + 20 }, () => step);
}

/** One run of the CLI in `dist` for `turns` turns; resolves with its figures. */
async function longRun(dist, turns) {
  const work = await mkdtemp(path.join(tmpdir(), "bench-long-"));
  let largest = 0;
  const server = await startModelServer(
    script(turns).map((step) => (request) => {
      largest = Math.max(largest, request.raw.length);
      return step(request);
    }),
    { keepRequests: false },
  );
  try {
    const repo = path.join(work, "repo");
    await workspace(repo);
    const events = path.join(work, "events.jsonl");
    const probe = path.join(work, "probe.jsonl");
    const args = ["--import", PROBE, path.join(dist, "cli.js"), "run", "Keep the handlers consistent.", "--repo", repo];
    args.push("--model", MODEL, "--max-turns", String(turns + 5), "--events", events);
    const { code, stderr } = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, args, {
        env: {
          PATH: process.env.PATH,
          HOME: work,
          ANTHROPIC_API_KEY: "bench-key",
          ANTHROPIC_BASE_URL: server.url,
          BENCH_PROBE_FILE: probe,
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let err = "";
      child.stderr.on("data", (d) => (err = (err + d).slice(-20_000)));
      child.on("error", reject);
      child.on("close", (c) => resolve({ code: c, stderr: err }));
    });
    if (code !== 0) throw new Error(`the CLI run exited ${code}: ${stderr.slice(-2000)}`);
    const { maxRssKb, cpuMs } = JSON.parse((await readFile(probe, "utf8")).trim().split("\n")[0]);
    const all = (await readFile(events, "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const requests = all.filter((e) => e.type === "model_request");
    const compactions = all.filter((e) => e.type === "context_compacted");
    const finished = all.find((e) => e.type === "run_finished");
    const writes = requests.reduce((s, e) => s + e.usage.cache_creation_input_tokens, 0);
    const cost = requests.reduce((s, e) => s + e.costUsd, 0);
    const caused = compactions.reduce((s, e) => s + (e.cacheWriteTokens ?? 0), 0);
    const gaps = compactions.slice(1).map((e, i) => e.turn - compactions[i].turn);
    // The whole conversation, never cleared: what server-side context editing would need sent with every request.
    const history = all.reduce(
      (n, e) =>
        n +
        (e.type === "tool_call" ? JSON.stringify(e.input).length : 0) +
        (e.type === "tool_result" ? e.output.length : 0) +
        (e.type === "assistant_text" ? e.text.length : 0),
      0,
    );
    return {
      turns: finished?.turns ?? 0,
      rssMb: maxRssKb / 1024,
      cpuS: cpuMs / 1000,
      largestKb: largest / 1024,
      historyMb: history / 1024 / 1024,
      compactions: compactions.map((e) => `${e.turn}:${e.mode}`),
      minGap: gaps.length ? Math.min(...gaps) : Infinity,
      writesM: writes / 1e6,
      writeShare: (writes * PRICES.cacheWrite) / 1e6 / cost,
      causedM: caused / 1e6,
      causedShare: (caused * PRICES.cacheWrite) / 1e6 / cost,
      cost,
    };
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

const fmt = (r) =>
  `peak RSS ${r.rssMb.toFixed(0)} MiB, CPU ${r.cpuS.toFixed(1)} s, largest request ${r.largestKb.toFixed(0)} KB (whole history ${r.historyMb.toFixed(1)} MB), ${r.compactions.length} compactions (min gap ${r.minGap === Infinity ? "—" : r.minGap} turns), cache writes ${r.writesM.toFixed(2)} M (${(100 * r.writeShare).toFixed(0)}% of cost; ${r.causedM.toFixed(2)} M after compactions, ${(100 * r.causedShare).toFixed(0)}%), $${r.cost.toFixed(2)}`;

/** Every run size on the bundle and (when given) the baseline bundle; prints the figures, returns table rows. */
export async function longRuns() {
  const dist = distDir();
  const baselineDist = process.env.REPO_AGENT_BASELINE_DIST;
  if (!existsSync(path.join(dist, "cli.js"))) throw new Error(`${dist}/cli.js is missing; run \`npm run bundle\``);
  const ours = {};
  const base = {};
  for (const turns of TURNS) {
    ours[turns] = await longRun(dist, turns);
    console.log(`  ${turns} turns: ${fmt(ours[turns])}`);
    console.log(`    compactions (turn:kind): ${ours[turns].compactions.join(" ") || "none"}`);
    if (baselineDist) {
      base[turns] = await longRun(baselineDist, turns);
      console.log(`  ${turns} turns, baseline ${baselineDist}: ${fmt(base[turns])}`);
      console.log(`    compactions (turn:kind): ${base[turns].compactions.join(" ") || "none"}`);
    }
  }
  const rows = [];
  const small = ours[TURNS[0]];
  const large = ours[TURNS.at(-1)];
  const baseline = (turns, f) =>
    base[turns] ? `${f(base[turns])} (baseline bundle)` : ISSUE[turns] ? `${f(ISSUE[turns])} (issue #18)` : "—";
  rows.push(
    row(`long run: peak RSS at ${TURNS.at(-1)} turns`, {
      figure: `${large.rssMb.toFixed(0)} MiB`,
      baseline: `${small.rssMb.toFixed(0)} MiB at ${TURNS[0]} turns; ${baseline(TURNS.at(-1), (r) => `${r.rssMb.toFixed(0)} MiB`)}`,
      ratio: `${(large.rssMb / small.rssMb).toFixed(2)}×`,
      target: `≤ 1.2× ${TURNS[0]} turns`,
      ok: large.rssMb <= 1.2 * small.rssMb,
    }),
  );
  for (const turns of TURNS) {
    const r = ours[turns];
    rows.push(
      row(`long run ${turns} turns: compactions`, {
        figure: `${r.compactions.length} (min gap ${r.minGap === Infinity ? "—" : r.minGap} turns)`,
        baseline: baseline(turns, (b) => `${Array.isArray(b.compactions) ? b.compactions.length : b.compactions}`),
        ratio: "—",
        target: "no two within 10 turns",
        ok: r.minGap >= 10,
      }),
      row(`long run ${turns} turns: cache writes, cost`, {
        figure: `${r.writesM.toFixed(2)} M (${(100 * r.writeShare).toFixed(0)}%; ${(100 * r.causedShare).toFixed(0)}% after compactions), $${r.cost.toFixed(2)}`,
        baseline: baseline(turns, (b) => `${b.writesM.toFixed(2)} M, $${b.cost.toFixed(2)}`),
        ratio: base[turns] ? `${(r.cost / base[turns].cost).toFixed(2)}× cost` : "—",
        target: "compactions' writes ≤ 20% of cost",
        ok: r.causedShare <= 0.2,
      }),
    );
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const rows = await longRuns();
  for (const r of rows) console.log(`${r.ok ? "✓" : "✗"} ${r.benchmark}: ${r.figure} | ${r.baseline} | ${r.target}`);
}
