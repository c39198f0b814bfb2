// Preloaded (`node --import bench/lib/probe.mjs …`, or through NODE_OPTIONS) into a process under test: when the
// process exits it appends one JSON line to $BENCH_PROBE_FILE with its own start time (performance.timeOrigin),
// exit time, peak RSS and CPU time (user + system). Costs one tiny module load.
import { appendFileSync, readFileSync } from "node:fs";

/** Peak RSS of this process since it started, in KB. Not getrusage(): on Linux its maxRSS starts at the RSS of
 * the parent that forked us (a 160 MB bench process would hide every figure); VmHWM belongs to our own image. */
function peakRssKb() {
  try {
    const m = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync("/proc/self/status", "utf8"));
    if (m) return Number(m[1]);
  } catch {
    // not Linux: fall back to the process's own figure
  }
  return process.resourceUsage().maxRSS;
}

const file = process.env.BENCH_PROBE_FILE;
if (file) {
  process.on("exit", () => {
    const line = {
      pid: process.pid,
      argv: process.argv.slice(1),
      startAt: performance.timeOrigin,
      exitAt: performance.timeOrigin + performance.now(),
      maxRssKb: peakRssKb(),
      cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  });
}
