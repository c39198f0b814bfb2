// Starts the egress proxy for one run and says how commands reach it: a Unix socket in a directory of its own
// (every user may traverse it, so the sandbox user can connect), the bridge script copied beside it (the
// action's own files may be hidden from the sandbox user), and the argv prefix + environment that run each
// command behind the bridge.
import { chmod, copyFile, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { assetPath } from "../../assets.js";
import type { HostDecision } from "../../policy/network.js";
import { startEgressProxy, type BlockedAttempt, type Lookup } from "./proxy.js";
import { proxyEnv } from "./proxy-env.js";

/** Where HTTP(S)_PROXY points inside each command's namespace (its own loopback: no other process is there). */
const BRIDGE_PORT = 3128;

export interface EgressOptions {
  decide(host: string, port: number): HostDecision;
  lookup?: Lookup;
}

export interface Egress {
  /** The proxy's Unix socket, which the bridge inside the sandbox connects to. */
  socketPath: string;
  /** What runs each command behind the bridge, with the bridge run by `node`. */
  innerWith(node: string): { prefix: string[]; env: Record<string, string> };
  blocked(): BlockedAttempt[];
  close(): Promise<void>;
}

export async function startEgress(options: EgressOptions): Promise<Egress> {
  const bridge = assetPath("egress-bridge.mjs");
  if (!bridge) throw new Error("the egress bridge (assets/egress-bridge.mjs) is missing from the action");
  // /tmp, not TMPDIR: a TMPDIR inside RUNNER_TEMP or the runner's home would be hidden from the sandbox user.
  const dir = await mkdtemp(path.join(process.platform === "linux" ? "/tmp" : os.tmpdir(), "repo-agent-egress-"));
  try {
    await chmod(dir, 0o755);
    const script = path.join(dir, "bridge.mjs");
    await copyFile(bridge, script);
    await chmod(script, 0o644);
    const socketPath = path.join(dir, "proxy.sock");
    const proxy = await startEgressProxy({ socketPath, decide: options.decide, lookup: options.lookup });
    await chmod(socketPath, 0o666);
    return {
      socketPath,
      innerWith: (node) => ({
        prefix: [node, script, String(BRIDGE_PORT), socketPath, "--"],
        env: proxyEnv(BRIDGE_PORT),
      }),
      blocked: proxy.blocked,
      close: once(async () => {
        await proxy.close();
        await rm(dir, { recursive: true, force: true });
      }),
    };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
