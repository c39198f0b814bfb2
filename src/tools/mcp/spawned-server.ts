// A stdio MCP server that receives `${NAME}` values from the step's environment. It must not run as the
// sandbox user: the agent's commands run as that user and could read the server's /proc/<pid>/environ. So the
// action starts it as its own user, outside the commands' namespaces (invisible to them), with an environment
// built from nothing but PATH, a private HOME and the server's own variables, in a process group of its own
// that is killed as a whole.
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { sandboxPath } from "../../sandbox/env.js";
import type { ServerStreams, StdioLaunch } from "./stream-transport.js";

const KILL_GRACE_MS = 1_500;
const STDERR_KEPT = 4_000;

export async function startSpawnedServer(o: StdioLaunch): Promise<ServerStreams> {
  const home = path.join(o.runDir, `mcp-home-${o.name}`);
  await mkdir(home, { recursive: true, mode: 0o700 });
  const env = {
    PATH: sandboxPath(process.env.PATH, path.dirname(process.execPath)),
    HOME: home,
    LANG: "C.UTF-8",
    CI: "true",
    ...o.env,
  };
  const child = spawn(o.command, [...o.args], {
    cwd: o.workspace,
    env,
    stdio: ["pipe", "pipe", "pipe"],
    detached: true,
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-STDERR_KEPT);
  });
  const exited = new Promise<string>((resolve) => {
    child.once("error", (err) => resolve(err.message));
    child.once("exit", (code, signal) =>
      resolve(
        `${code !== null ? `exit ${code}` : `signal ${signal}`}${stderr.trim() ? `: ${stderr.trim().slice(-800)}` : ""}`,
      ),
    );
  });
  const group = (sig: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      // Already gone.
    }
  };
  return {
    readable: child.stdout,
    writable: child.stdin,
    exited,
    stop: async () => {
      group("SIGTERM");
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, KILL_GRACE_MS)))]);
      clearTimeout(timer);
      // Whatever the server started is in its group too (npx → node), even after the leader exited.
      group("SIGKILL");
    },
  };
}
