// The sandbox the agent's commands run in, with the policy's network rule applied (ARCHITECTURE.md §6): `open` runs
// them with the runner's network, `none` in the sandbox's network namespace with only loopback, `allow-list` in
// that namespace with the egress proxy as the one way out (its bridge put before `bash -c` through
// SandboxOptions.inner). Where the rule needs a namespace that cannot be made, the sandbox refuses every
// command with the reason; where no node can run the bridge inside the sandbox, creating it fails with the
// reason. Never open by default.
import { realpathSync } from "node:fs";
import path from "node:path";
import { decideHost, networkRule, type NetworkRule } from "../policy/network.js";
import type { Policy } from "../policy/schema.js";
import { createSandbox, type SandboxOptions } from "./create.js";
import type { BlockedAttempt } from "./egress/proxy.js";
import { startEgress, type Egress } from "./egress/start.js";
import { findSystemProgram } from "./privilege.js";
import type { Sandbox } from "./types.js";

export interface CommandSandbox extends Sandbox {
  readonly rule: NetworkRule;
  /** Hosts the commands tried and the proxy refused, so far (kept after dispose). */
  blocked(): BlockedAttempt[];
}

export type CommandSandboxOptions = Omit<SandboxOptions, "network" | "inner" | "allowUnprotected"> & {
  policy: Policy;
  /** Nodes to try for the bridge, in order (default: the action's own, then `node` on PATH and in system dirs). */
  bridgeNodes?: string[];
};

export async function createCommandSandbox({
  policy,
  bridgeNodes,
  ...options
}: CommandSandboxOptions): Promise<CommandSandbox> {
  const rule = networkRule(policy);
  const base: SandboxOptions = {
    ...options,
    allowUnprotected: policy.sandbox.allow_unprotected_secrets,
    network: rule.mode === "open" ? "open" : "isolated",
  };
  if (rule.mode !== "allow-list") return withNetwork(await createSandbox(base), rule, () => []);
  const egress = await startEgress({ decide: (host, port) => decideHost(rule, host, port) });
  try {
    const sandbox = await behindBridge(base, egress, bridgeNodes ?? defaultBridgeNodes());
    return withNetwork(sandbox, rule, egress.blocked, egress.close);
  } catch (err) {
    await egress.close();
    throw err;
  }
}

/** The sandbox with the bridge run by the first node the sandbox's commands can run: on a hosted runner the
 * action's own node lies under the runner's directory, which the sandbox hides. None → fail closed. */
async function behindBridge(base: SandboxOptions, egress: Egress, nodes: string[]): Promise<Sandbox> {
  const tried: string[] = [];
  for (const node of nodes) {
    const sandbox = await createSandbox({ ...base, inner: egress.innerWith(node) });
    // A sandbox that refuses commands refuses them with its own reason; nothing to probe.
    if (sandbox.level === "refused") return sandbox;
    const probe = await sandbox
      .run({
        command: reachSocket(egress.socketPath),
        cwd: base.workspace,
        timeoutMs: 30_000,
        signal: new AbortController().signal,
        spillFile: path.join(base.runDir, `bridge-probe-${tried.length}.log`),
      })
      .catch((err: unknown) => ({ exitCode: null, output: err instanceof Error ? err.message : String(err) }));
    if (probe.exitCode === 0) return sandbox;
    if (probe.exitCode === SOCKET_UNREACHABLE) {
      await sandbox.dispose();
      throw new Error(
        `the egress proxy's socket ${egress.socketPath} cannot be reached inside the sandbox, so commands are refused rather than run with the network open`,
      );
    }
    // The sandbox refused this command itself (no network namespace): every command gets that reason.
    if (probe.exitCode === null && /^Commands are refused/.test(probe.output)) return sandbox;
    tried.push(`${node}: ${probe.output.trim().split("\n")[0] || `exit ${probe.exitCode}`}`);
    await sandbox.dispose();
  }
  throw new Error(
    `the network bridge cannot run inside the sandbox, so commands are refused rather than run with the network open (no node the sandbox user can run: ${tried.join("; ") || "none found"}). Install node in a system directory (e.g. /usr/local/bin/node), or set bash.network in the policy.`,
  );
}

const SOCKET_UNREACHABLE = 3;

/** A command that succeeds when the sandbox's user can connect to the proxy's socket (the mount namespace shows
 * it and the user may write to it); it runs behind the bridge, so the bridge's node must run too. */
function reachSocket(socketPath: string): string {
  const quoted = `'${socketPath.replaceAll("'", `'\\''`)}'`;
  return `[ -S ${quoted} ] && [ -w ${quoted} ] || exit ${SOCKET_UNREACHABLE}`;
}

function defaultBridgeNodes(): string[] {
  const onPath = (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((dir) => path.isAbsolute(dir))
    .map((dir) => path.join(dir, "node"));
  const found = [process.execPath, findSystemProgram("node"), ...onPath].filter((p): p is string => p !== undefined);
  const seen = new Set<string>();
  return found.filter((p) => {
    let real: string;
    try {
      real = realpathSync(p);
    } catch {
      return false;
    }
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}

function withNetwork(
  sandbox: Sandbox,
  rule: NetworkRule,
  blocked: () => BlockedAttempt[],
  close: () => Promise<void> = async () => {},
): CommandSandbox {
  return {
    get level() {
      return sandbox.level;
    },
    get reason() {
      return sandbox.reason;
    },
    run: (req) => sandbox.run(req),
    killAll: () => sandbox.killAll(),
    dispose: async () => {
      try {
        await sandbox.dispose();
      } finally {
        await close();
      }
    },
    rule,
    blocked,
  };
}
