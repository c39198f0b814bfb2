// The network rule in force for the agent's commands, and the decision for one host:port under it. Pure: the
// egress proxy, `repo-agent policy check --url`, the policy's URL examples and the report all decide here.
//   bash.network: true  → "open": the old behaviour, every address reachable (said loudly in the comment);
//   bash.network: false → "none": no network at all, not even the proxy;
//   otherwise           → "allow-list": only through the proxy, to the hosts network.allow and
//                         network.presets name, minus network.deny. A policy that says nothing allows nothing.
import { isIpLiteral } from "../net/address.js";
import { matchesHost, normalizeHost, parseHostPattern, patternFor, type HostPattern } from "../net/host-pattern.js";
import { NETWORK_PRESETS } from "./network-presets.js";
import type { Policy } from "./schema.js";

/** One pattern of the allow-list with the policy line it came from. */
export interface HostRule {
  pattern: HostPattern;
  /** `network.allow: "x"`, `network.presets: npm (registry.npmjs.org)`, … */
  source: string;
}

export type NetworkRule =
  { mode: "open" } | { mode: "none" } | { mode: "allow-list"; allow: HostRule[]; deny: HostRule[] };

export interface HostDecision {
  allowed: boolean;
  /** The policy line that decided. */
  rule: string;
  reason: string;
  /** The policy line that would allow it, when allowing it is possible at all. */
  suggestion?: string;
}

export function networkRule(policy: Policy): NetworkRule {
  if (policy.bash.network === true) return { mode: "open" };
  if (policy.bash.network === false) return { mode: "none" };
  const section = policy.network ?? { allow: [], deny: [], presets: [] };
  const rules = (list: readonly string[], key: string): HostRule[] =>
    list.map((text) => ({ pattern: parsed(text), source: `network.${key}: ${JSON.stringify(text)}` }));
  const presetRules = section.presets.flatMap((name) =>
    NETWORK_PRESETS[name].hosts.map((host) => ({
      pattern: parsed(host),
      source: `network.presets: ${name} (${host})`,
    })),
  );
  return {
    mode: "allow-list",
    allow: [...presetRules, ...rules(section.allow, "allow")],
    deny: rules(section.deny, "deny"),
  };
}

/** Patterns were validated by the schema; a bad one here is a programming error. */
function parsed(text: string): HostPattern {
  const p = parseHostPattern(text);
  if (typeof p === "string") throw new Error(`invalid host pattern ${JSON.stringify(text)}: ${p}`);
  return p;
}

/** Whether a command may open a connection to host:port through the proxy. Decided by name only: IP literals
 * (in any spelling) are refused, because a name is what the policy can speak about. */
export function decideHost(rule: NetworkRule, host: string, port: number): HostDecision {
  const name = normalizeHost(host);
  if (rule.mode === "open")
    return { allowed: true, rule: "bash.network: true", reason: "the network is open to every address" };
  if (rule.mode === "none") {
    return {
      allowed: false,
      rule: "bash.network: false",
      reason: "commands have no network",
      suggestion: `remove bash.network: false and add network.allow: [${JSON.stringify(patternFor(name, port))}]`,
    };
  }
  if (isIpLiteral(name)) {
    return {
      allowed: false,
      rule: "network (IP address)",
      reason: `${name} is an IP address; only host names can be allowed`,
    };
  }
  const denied = rule.deny.find((r) => matchesHost(r.pattern, name, port));
  if (denied) return { allowed: false, rule: denied.source, reason: `${name}:${port} is denied` };
  const allowed = rule.allow.find((r) => matchesHost(r.pattern, name, port));
  if (allowed) return { allowed: true, rule: allowed.source, reason: `${name}:${port} is allowed` };
  return {
    allowed: false,
    rule: "network.allow",
    reason: rule.allow.length ? `${name}:${port} is not in network.allow or the presets` : "the policy allows no hosts",
    suggestion: `network.allow: [${JSON.stringify(patternFor(name, port))}]`,
  };
}

/** The decision for a URL, as `policy check --url` and the URL examples see it. */
export function decideUrlReach(rule: NetworkRule, url: URL): HostDecision {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return {
      allowed: false,
      rule: "network (protocol)",
      reason: `only http and https go through the proxy, not ${url.protocol}`,
    };
  }
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  return decideHost(rule, url.hostname.replace(/^\[|\]$/g, ""), port);
}

/** One line for the final comment: which network rule was in force. */
export function describeNetworkRule(rule: NetworkRule): string {
  if (rule.mode === "open")
    return "⚠️ **open** (`bash.network: true`): commands could reach every address, and send anything anywhere";
  if (rule.mode === "none") return "none (`bash.network: false`): commands had no network";
  if (rule.allow.length === 0)
    return "allow-list with no hosts (the policy has no `network` section): nothing left the machine";
  const names = [...new Set(rule.allow.map((r) => r.pattern.text))];
  const shown = names
    .slice(0, 8)
    .map((n) => `\`${n}\``)
    .join(", ");
  return `allow-list through the proxy: ${shown}${names.length > 8 ? ` and ${names.length - 8} more` : ""}${rule.deny.length ? ` (minus ${rule.deny.length} denied)` : ""}`;
}
