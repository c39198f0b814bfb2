// Finding every process a command left behind. A process group is not enough: `setsid`, `nohup … &` under
// job control or a daemonising program leave the group. Every sandboxed process inherits REPO_AGENT_RUN, so
// /proc/<pid>/environ finds them wherever they went. The sweep runs as a separate `node -e` program so the
// same code works for the action's own processes, as root, and through `sudo -n` (GitHub-hosted runners),
// where only root may read and signal the sandbox user's processes.
import { execProgram, asRoot, type Privilege } from "./privilege.js";
import { RUN_MARKER_VAR } from "./env.js";

export interface SweepRequest {
  signal: "SIGTERM" | "SIGKILL";
  /** Process groups of commands still running. */
  pgids: number[];
  /** Kill processes whose marker equals one of these values. */
  markers: string[];
  /** Kill processes whose marker starts with this prefix (a whole run). */
  markerPrefix?: string;
  /** Also kill processes of this uid that carry no marker at all: the sandbox user runs nothing but our
   * commands, so such a process scrubbed its environment to hide. */
  unmarkedOfUid?: number;
  /** After SIGKILL, wait (bounded) until the killed processes are gone or zombies. */
  waitForDeath?: boolean;
}

// Plain CommonJS for `node -e`; argv[1] is the JSON request. Prints the pids it signalled as JSON.
const SWEEP_SOURCE = String.raw`
const fs = require("fs");
const req = JSON.parse(process.argv[1]);
const key = req.markerVar + "=";
const hit = new Set();
for (const g of req.pgids) { try { process.kill(-g, req.signal); } catch {} }
function groupOf(pid) {
  try { const s = fs.readFileSync("/proc/" + pid + "/stat", "utf8"); return Number(s.slice(s.lastIndexOf(")") + 2).split(" ")[2]); } catch { return -1; }
}
function alive(pid) {
  try { const s = fs.readFileSync("/proc/" + pid + "/stat", "utf8"); return s.slice(s.lastIndexOf(")") + 2, s.lastIndexOf(")") + 3) !== "Z"; } catch { return false; }
}
function uidOf(pid) {
  try { const m = /^Uid:\s+(\d+)/m.exec(fs.readFileSync("/proc/" + pid + "/status", "utf8")); return m ? Number(m[1]) : -1; } catch { return -1; }
}
let entries = [];
try { entries = fs.readdirSync("/proc"); } catch {}
for (const name of entries) {
  if (!/^\d+$/.test(name)) continue;
  const pid = Number(name);
  if (pid === process.pid || pid === process.ppid) continue;
  let marker;
  let readable = false;
  try {
    const env = fs.readFileSync("/proc/" + pid + "/environ", "latin1").split("\0");
    readable = true;
    const entry = env.find((e) => e.startsWith(key));
    if (entry !== undefined) marker = entry.slice(key.length);
  } catch {}
  let match = req.pgids.includes(groupOf(pid));
  if (marker !== undefined) {
    if (req.markers.includes(marker)) match = true;
    if (req.markerPrefix && marker.startsWith(req.markerPrefix)) match = true;
  } else if (readable && req.unmarkedOfUid !== undefined && uidOf(pid) === req.unmarkedOfUid && alive(pid)) {
    match = true;
  }
  if (!match) continue;
  try { process.kill(pid, req.signal); hit.add(pid); } catch {}
}
const done = () => process.stdout.write(JSON.stringify([...hit]));
if (!req.waitForDeath) { done(); }
else {
  const until = Date.now() + 3000;
  const poll = () => {
    if ([...hit].some(alive) && Date.now() < until) setTimeout(poll, 20); else done();
  };
  poll();
}
`;

/** Signals the requested processes; returns the pids signalled (empty when the sweep itself failed). */
export async function sweepProcesses(privilege: Privilege, req: SweepRequest): Promise<number[]> {
  if (process.platform !== "linux") {
    for (const g of req.pgids) {
      try {
        process.kill(-g, req.signal);
      } catch {
        // already gone
      }
    }
    return [];
  }
  const payload = JSON.stringify({ ...req, markerVar: RUN_MARKER_VAR });
  const argv = [process.execPath, "-e", SWEEP_SOURCE, payload];
  const result = await execProgram(...split(privilege === "none" ? argv : asRoot(privilege, argv)), 15_000);
  try {
    const pids: unknown = JSON.parse(result.stdout);
    return Array.isArray(pids) ? pids.filter((p): p is number => typeof p === "number") : [];
  } catch {
    return [];
  }
}

function split(argv: string[]): [string, string[]] {
  return [argv[0], argv.slice(1)];
}
