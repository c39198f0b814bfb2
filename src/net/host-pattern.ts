// Host patterns, one grammar for every allow-list that names hosts (network.allow/deny, web_fetch.allow_domains):
// `host` matches that name only; `*.domain` matches every name below the domain (not the domain itself);
// `:port` limits a pattern to one port, and without it a pattern covers 80 and 443. Names compare without case
// and without a trailing dot. Pure: no resolution here, the callers decide what a match lets through.
import { isIpLiteral } from "./address.js";

export interface HostPattern {
  /** As written in the policy. */
  text: string;
  /** Lower-case name without `*.` and without a trailing dot. */
  name: string;
  /** `*.name`: names below `name`. */
  subdomains: boolean;
  /** Undefined: the default ports. */
  port?: number;
}

/** The ports a pattern without `:port` covers. */
const DEFAULT_PORTS: readonly number[] = [80, 443];

const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const SYNTAX = new RegExp(`^(\\*\\.)?(${LABEL}(?:\\.${LABEL})*)\\.?(?::(\\d{1,5}))?$`);

/** The pattern, or why it is not one. IP addresses are never patterns: the proxy decides by name. */
export function parseHostPattern(text: string): HostPattern | string {
  const m = SYNTAX.exec(text.trim());
  if (!m) return "a host name, `*.` followed by a domain, optionally `:port`";
  const name = m[2].toLowerCase();
  if (isIpLiteral(name)) return "IP addresses are not allowed: name the host";
  const port = m[3] === undefined ? undefined : Number(m[3]);
  if (port !== undefined && (port < 1 || port > 65_535)) return "a port is 1–65535";
  return { text, name, subdomains: m[1] !== undefined, ...(port === undefined ? {} : { port }) };
}

/** A host name as the matchers compare it. */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, "");
}

/** Whether `host` (and `port`, when given) is covered by the pattern. */
export function matchesHost(pattern: HostPattern, host: string, port?: number): boolean {
  const name = normalizeHost(host);
  const nameMatches = pattern.subdomains ? name.endsWith(`.${pattern.name}`) : name === pattern.name;
  if (!nameMatches || port === undefined) return nameMatches;
  return pattern.port === undefined ? DEFAULT_PORTS.includes(port) : pattern.port === port;
}

/** The pattern a maintainer would add to reach `host:port` (the port only when it is not a default one). */
export function patternFor(host: string, port: number): string {
  const name = normalizeHost(host);
  return DEFAULT_PORTS.includes(port) ? name : `${name}:${port}`;
}
