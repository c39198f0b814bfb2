// A stdio MCP server run as one of the agent's commands: same sandbox user, environment built from nothing,
// network namespace behind the egress proxy, process group killed at the end of the run. The sandbox runs
// commands to completion without a stdin, so the server's stdin and stdout are two FIFOs the action holds open;
// they are removed once the server has opened them, so no later command can find them by name.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { constants, openSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Sandbox } from "../../sandbox/types.js";
import type { ServerStreams, StdioLaunch } from "./stream-transport.js";

/** `env` holds literal values from the policy file (public): a server given `${NAME}` values never runs here. */
export interface SandboxedServerOptions extends StdioLaunch {
  sandbox: Sandbox;
}

export interface SandboxedServer extends ServerStreams {
  /** Removes the FIFOs' names once the server holds them open. */
  seal(): Promise<void>;
}

export async function startSandboxedServer(o: SandboxedServerOptions): Promise<SandboxedServer> {
  const dir = await mkdtemp(path.join(process.platform === "linux" ? "/tmp" : os.tmpdir(), "repo-agent-mcp-"));
  // Traversable but not listable: the sandbox user reaches the FIFOs by their random names only.
  await chmod(dir, 0o711);
  const tag = randomBytes(8).toString("hex");
  const input = path.join(dir, `in-${tag}`);
  const output = path.join(dir, `out-${tag}`);
  await promisify(execFile)("mkfifo", ["-m", "0666", input, output]);
  // O_RDWR never blocks on a FIFO (Linux), whichever side opens first.
  const writable = new net.Socket({
    fd: openSync(input, constants.O_RDWR | constants.O_NONBLOCK),
    readable: false,
    writable: true,
  });
  const readable = new net.Socket({
    fd: openSync(output, constants.O_RDWR | constants.O_NONBLOCK),
    readable: true,
    writable: false,
  });

  const abort = new AbortController();
  const done = o.sandbox.run({
    command: serverCommandLine(o.command, o.args, o.env, input, output),
    cwd: o.workspace,
    timeoutMs: 2 ** 31 - 1,
    signal: abort.signal,
    spillFile: path.join(o.runDir, `mcp-${o.name}-${tag}.log`),
  });
  const exited = done.then(
    (r) =>
      `${r.aborted ? "stopped" : r.exitCode !== null ? `exit ${r.exitCode}` : `signal ${r.signal}`}${tail(r.output)}`,
    (err: unknown) => (err instanceof Error ? err.message : String(err)),
  );
  const removeDir = () => rm(dir, { recursive: true, force: true });
  return {
    readable,
    writable,
    exited,
    seal: removeDir,
    stop: async () => {
      abort.abort();
      await exited;
      readable.destroy();
      writable.destroy();
      await removeDir();
    },
  };
}

/** `exec env NAME=value… command args… <in >out`, every word quoted: the words come from the policy file. */
function serverCommandLine(
  command: string,
  args: readonly string[],
  env: Readonly<Record<string, string>>,
  input: string,
  output: string,
): string {
  const assignments = Object.entries(env).map(([k, v]) => quote(`${k}=${v}`));
  const words = [...(assignments.length > 0 ? ["env", ...assignments] : []), quote(command), ...args.map(quote)];
  return `exec ${words.join(" ")} <${quote(input)} >${quote(output)}`;
}

function quote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

function tail(output: string): string {
  const text = output.trim();
  return text ? `: ${text.slice(-800)}` : "";
}
