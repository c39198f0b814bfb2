// Organisation defaults (issue 25): the organisation's policy file (in its `.github` repository) and a repository's
// own file become one policy. Pure, and fail-closed: deny lists add up, limits take the stricter value, and a
// repository adds allows or changes settings only in sections the organisation has not marked `enforced: true`.
// Works on the files as written (before defaults are filled in), so "not set" never overrides "set".
import type { PolicyInput } from "./schema.js";

/** One policy file as written, already validated against the schema, and the name it is reported by. */
export interface PolicyLayer {
  name: string;
  input: PolicyInput;
}

export interface MergedPolicyInput {
  input: PolicyInput;
  /** Which file each deciding line came from: `bash.allow: "npm test *"` → file name (see `ruleSource`). */
  provenance: ReadonlyMap<string, string>;
  /** What the repository's file asked for that the organisation's enforced sections refused. */
  ignored: string[];
}

/** deny: union; allow: union unless enforced (then the organisation's); limit: the smaller; setting: the
 * repository's unless enforced; concat: both, organisation first; record: the repository may add names. */
type Kind = "deny" | "allow" | "limit" | "setting" | "concat" | "record";

const RULES: Record<string, Record<string, Kind>> = {
  bash: {
    allow: "allow",
    deny: "deny",
    timeout_seconds: "limit",
    network: "setting",
    safe_env: "allow",
    redirect_writes: "setting",
    max_command_length: "limit",
  },
  files: { deny_write: "deny", deny_read: "deny" },
  network: { allow: "allow", deny: "deny", presets: "allow" },
  web_fetch: { allow_domains: "allow", allow_private: "setting" },
  limits: { max_turns: "limit", max_tool_calls: "limit", max_cost_usd: "limit", timeout_minutes: "limit" },
  examples: { allow: "concat", deny: "concat", allow_urls: "concat", deny_urls: "concat" },
  sandbox: { allow_unprotected_secrets: "setting" },
  // More checks are never a widening: the organisation's verify commands and hooks run beside the repository's.
  verify: { run: "concat", timeout_seconds: "setting", attempts: "setting", on_failure: "setting" },
  hooks: { after_edit: "concat" },
  mcp: { servers: "record", allow: "allow", deny: "deny" },
};

type Section = Record<string, unknown>;

export function mergePolicyLayers(organization: PolicyLayer | undefined, repository: PolicyLayer): MergedPolicyInput {
  const provenance = new Map<string, string>();
  const ignored: string[] = [];
  if (!organization) {
    recordProvenance(provenance, repository, repository.input);
    return { input: repository.input, provenance, ignored };
  }
  const merged: Record<string, unknown> = { version: 1 };
  for (const [name, keys] of Object.entries(RULES)) {
    const org = sectionOf(organization.input, name);
    const repo = sectionOf(repository.input, name);
    if (!org && !repo) continue;
    const isEnforced = org?.enforced === true;
    const out: Section = isEnforced ? { enforced: true } : {};
    for (const [key, kind] of Object.entries(keys)) {
      const ours = org?.[key];
      const asked = repo?.[key];
      // undefined when neither file sets it: the schema reads that as "not set" (defaults apply), YAML and JSON omit it.
      out[key] = mergeValue(kind, isEnforced, ours, asked);
      if (isEnforced && asked !== undefined && widens(kind) && JSON.stringify(asked) !== JSON.stringify(ours))
        ignored.push(`${name}.${key} (${repository.name}): the organisation enforces ${name}`);
    }
    merged[name] = out;
  }
  const input = merged as PolicyInput;
  // A line both files have is the organisation's; what only the repository added, and survived, is the repository's.
  recordProvenance(provenance, organization, input);
  recordProvenance(provenance, repository, input);
  return { input, provenance, ignored };
}

function widens(kind: Kind): boolean {
  return kind === "allow" || kind === "setting" || kind === "record";
}

function mergeValue(kind: Kind, isEnforced: boolean, org: unknown, repo: unknown): unknown {
  switch (kind) {
    case "deny":
    case "concat":
      return union(org, repo);
    case "allow":
      return isEnforced ? org : union(org, repo);
    case "limit":
      if (typeof org === "number" && typeof repo === "number") return Math.min(org, repo);
      return org ?? repo;
    case "setting":
      return isEnforced ? org : (repo ?? org);
    case "record":
      // A repository may add servers, never replace the organisation's (neither file's: {}, the schema's default).
      return isEnforced ? org : { ...(repo as Section), ...(org as Section) };
  }
}

function union(a: unknown, b: unknown): unknown[] | undefined {
  if (a === undefined && b === undefined) return undefined;
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const item of [...((a as unknown[]) ?? []), ...((b as unknown[]) ?? [])]) {
    const key = JSON.stringify(item);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** A section of a validated file: an object, or absent. */
function sectionOf(input: PolicyInput, name: string): Section | undefined {
  return (input as Record<string, unknown>)[name] as Section | undefined;
}

/** Records `section.key: "value"` for each list entry, `section.key.name` for each record entry and `section.key`
 * for each scalar of `layer` that `merged` kept, without overwriting an earlier layer's claim. */
function recordProvenance(provenance: Map<string, string>, layer: PolicyLayer, merged: PolicyInput): void {
  for (const [name, keys] of Object.entries(RULES)) {
    const section = sectionOf(layer.input, name);
    if (!section) continue;
    const kept = sectionOf(merged, name) ?? {};
    for (const key of Object.keys(keys)) {
      const value = section[key];
      const keptValue = kept[key];
      if (value === undefined || keptValue === undefined) continue;
      if (Array.isArray(value)) {
        for (const item of value) {
          if (!(keptValue as unknown[]).includes(item)) continue;
          claim(provenance, `${name}.${key}: ${JSON.stringify(item)}`, layer.name);
        }
      } else if (keys[key] === "record") {
        for (const server of Object.keys(value as Section))
          if (server in (keptValue as Section)) claim(provenance, `${name}.${key}.${server}`, layer.name);
      } else if (JSON.stringify(value) === JSON.stringify(keptValue)) {
        claim(provenance, `${name}.${key}`, layer.name);
      }
    }
  }
}

function claim(provenance: Map<string, string>, line: string, source: string): void {
  if (!provenance.has(line)) provenance.set(line, source);
}

/** The file a decision's rule (`bash.deny: "npm publish *"`, `network.presets: npm (registry.npmjs.org)`) came
 * from, or undefined for built-in rules and "nothing matched". */
export function ruleSource(provenance: ReadonlyMap<string, string>, rule: string): string | undefined {
  const exact = provenance.get(rule);
  if (exact) return exact;
  const preset = /^network\.presets: ([\w-]+) \(/.exec(rule);
  if (preset) return provenance.get(`network.presets: ${JSON.stringify(preset[1])}`);
  return undefined;
}
