// ripgrep for list_files and grep: the binary shipped beside the bundle (from @vscode/ripgrep's linux-x64
// package) on linux-x64, else `rg` on PATH; never downloaded at run time. Run as argv (no shell) with
// `--no-config`, so neither a shell nor RIPGREP_CONFIG_PATH can add options such as `--pre`.
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import { assetPath } from "../assets.js";
import { hardenedEnv } from "../hardened-env.js";

let cached: string | null | undefined;

/** Absolute path of the rg binary, or undefined when there is none. */
export function locateRipgrep(): string | undefined {
  if (cached === undefined) cached = findRipgrep() ?? null;
  return cached ?? undefined;
}

function findRipgrep(): string | undefined {
  if (process.platform === "linux" && process.arch === "x64") {
    const shipped = assetPath("rg-linux-x64");
    if (shipped && isExecutable(shipped)) return shipped;
  }
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, process.platform === "win32" ? "rg.exe" : "rg");
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const RIPGREP_MISSING =
  "ripgrep (rg) is not available: the bundled binary was not found and there is no rg on PATH. Install ripgrep or run from the repo-agent bundle.";

export interface RipgrepRun {
  /** rg's exit code: 0 found, 1 nothing found, 2 error (possibly with partial results). null if killed. */
  exitCode: number | null;
  /** First few KB of stderr. */
  stderr: string;
  /** True when onLine asked to stop early and rg was killed. */
  stopped: boolean;
  aborted: boolean;
}

const MAX_STDERR = 4096;

/** Runs rg with `args` in `cwd`, calling `onLine` for every stdout line (without the newline) as it
 * arrives; returning false from onLine stops rg. Memory stays bounded by what onLine keeps. */
export function runRipgrep(
  rg: string,
  args: string[],
  options: { cwd: string; signal: AbortSignal; onLine(line: string): boolean | void },
): Promise<RipgrepRun> {
  return new Promise((resolvePromise) => {
    const child = spawn(rg, ["--no-config", ...args], {
      cwd: options.cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: hardenedEnv(),
    });
    let stderr = "";
    let stopped = false;
    let aborted = false;
    let pending = "";
    let settled = false;

    const stop = () => {
      if (!child.killed) child.kill("SIGKILL");
    };
    const onAbort = () => {
      aborted = true;
      stop();
    };
    if (options.signal.aborted) onAbort();
    else options.signal.addEventListener("abort", onAbort, { once: true });

    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      if (stopped) return;
      pending += chunk;
      let nl = pending.indexOf("\n");
      let from = 0;
      while (nl !== -1) {
        if (options.onLine(pending.slice(from, nl)) === false) {
          stopped = true;
          stop();
          return;
        }
        from = nl + 1;
        nl = pending.indexOf("\n", from);
      }
      pending = pending.slice(from);
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      if (stderr.length < MAX_STDERR) stderr += chunk.slice(0, MAX_STDERR - stderr.length);
    });
    const finish = (exitCode: number | null) => {
      if (settled) return;
      settled = true;
      options.signal.removeEventListener("abort", onAbort);
      if (!stopped && pending !== "") options.onLine(pending);
      resolvePromise({ exitCode, stderr: stderr.trim(), stopped, aborted });
    };
    child.on("error", (err) => {
      stderr += String(err.message);
      finish(null);
    });
    child.on("close", (code) => finish(code));
  });
}
