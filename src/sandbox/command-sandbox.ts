// The sandbox the agent's commands run in, with the policy's network rule applied (design.md §6): `open` runs
// them with the runner's network, `none` in a namespace with only loopback, `allow-list` in such a namespace
// with the egress proxy as the one way out. Where the rule needs a namespace that cannot be made, creating the
// sandbox fails with the reason, and the bash tool refuses every command with it.
import { decideHost, networkRule, type NetworkRule } from "../policy/network.js";
import type { Policy } from "../policy/schema.js";
import { createSandbox, type SandboxOptions } from "./create.js";
import type { BlockedAttempt } from "./egress/proxy.js";
import { startEgress } from "./egress/start.js";
import type { Sandbox } from "./types.js";

export interface CommandSandbox extends Sandbox {
  readonly rule: NetworkRule;
  /** Hosts the commands tried and the proxy refused, so far. */
  blocked(): BlockedAttempt[];
  /** Stops the proxy (after the last command). */
  close(): Promise<void>;
}

export type CommandSandboxOptions = Omit<SandboxOptions, "network" | "inner"> & { policy: Policy };

export async function createCommandSandbox({ policy, ...options }: CommandSandboxOptions): Promise<CommandSandbox> {
  const rule = networkRule(policy);
  if (rule.mode !== "allow-list") {
    const sandbox = await createSandbox({ ...options, network: rule.mode === "open" ? "open" : "isolated" });
    return withNetwork(sandbox, rule, () => [], async () => {});
  }
  const egress = await startEgress({ decide: (host, port) => decideHost(rule, host, port) });
  try {
    const sandbox = await createSandbox({ ...options, network: "isolated", inner: egress.inner });
    return withNetwork(sandbox, rule, egress.blocked, egress.close);
  } catch (err) {
    await egress.close();
    throw err;
  }
}

function withNetwork(sandbox: Sandbox, rule: NetworkRule, blocked: () => BlockedAttempt[], close: () => Promise<void>): CommandSandbox {
  return {
    get level() {
      return sandbox.level;
    },
    get reason() {
      return sandbox.reason;
    },
    run: (req) => sandbox.run(req),
    killAll: () => sandbox.killAll(),
    rule,
    blocked,
    close,
  };
}
