// start-up: `node dist/index.js` on an issue_comment event (GitHub emulator + scripted model, the e2e harness):
// time from the process's start to its first model request (target ≤ 0.5 s), reported beside `node -e 0` from start
// to exit in the same run. Both are measured from the process's own time origin (probe.mjs), so spawn costs outside
// node count for neither.
import { importTs } from "./lib/import-ts.mjs";
import { distDir, fmtMs, median, row, run, PROBE } from "./lib/measure.mjs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const RUNS = 5;
const TARGET_MS = 500;

export async function startUp() {
  process.env.REPO_AGENT_DIST = distDir();
  const { startWorld, runAction, REPO } = await importTs("__tests__/e2e/harness.ts");
  const world = await startWorld({ script: [] });
  const probeDir = await mkdtemp(path.join(tmpdir(), "bench-start-"));
  try {
    const actionMs = [];
    const baseMs = [];
    for (let i = 0; i <= RUNS; i++) {
      const base = await run(process.execPath, ["-e", "0"], { probe: true });
      const issue = world.gh.createIssue({
        repo: REPO,
        title: `Start-up ${i}`,
        body: "Time to first request.",
        user: "maintainer",
      });
      const comment = world.gh.addComment({
        repo: REPO,
        issue: issue.number,
        body: "/agent say hello",
        user: "maintainer",
      });
      const payload = world.gh.events.issueComment({ repo: REPO, commentId: comment.id });
      const seen = world.model.requests.length;
      const probeFile = path.join(probeDir, `action-${i}.jsonl`);
      const result = await runAction(world, {
        eventName: "issue_comment",
        payload,
        env: { NODE_OPTIONS: `--import=${PROBE}`, BENCH_PROBE_FILE: probeFile },
      });
      const first = world.model.requests[seen];
      const record = (await readFile(probeFile, "utf8"))
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l))
        .find((r) => r.argv[0]?.endsWith("index.js"));
      if (result.code !== 0 || !first || !record)
        throw new Error(
          `the action run failed (exit ${result.code}, ${first ? "" : "no model request"}): ${result.stderr.slice(-2000)}`,
        );
      if (i === 0) continue; // warm-up: page cache, emulator
      actionMs.push(first.at - record.startAt);
      baseMs.push(base.probe.exitAt - base.probe.startAt);
    }
    const figure = median(actionMs);
    const baseline = median(baseMs);
    console.log(
      `start-up: process start → first model request ${fmtMs(figure)} (runs: ${actionMs.map(fmtMs).join(", ")})`,
    );
    console.log(`          node -e 0 start → exit ${fmtMs(baseline)}; target ≤ ${TARGET_MS} ms`);
    return [
      row("start-up (to first model request)", {
        figure: fmtMs(figure),
        baseline: `${fmtMs(baseline)} (node -e 0)`,
        ratio: `+${fmtMs(figure - baseline)}`,
        target: `≤ ${TARGET_MS} ms`,
        ok: figure <= TARGET_MS,
      }),
    ];
  } finally {
    await world.close();
    await rm(probeDir, { recursive: true, force: true });
  }
}
