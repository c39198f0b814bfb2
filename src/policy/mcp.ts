// Which MCP tools the agent may call (design.md §5, issue 16). Pure: the tool wrapper, `repo-agent policy check
// --tool` and the prompt all decide here. Rules name a tool `<server>__<tool>` (the model sees it as
// `mcp__<server>__<tool>`); nothing is allowed unless mcp.allow says so, and mcp.deny beats allow.
import type { Policy } from "./schema.js";

export const MCP_TOOL_PREFIX = "mcp__";

export interface McpToolDecision {
  allowed: boolean;
  /** The policy line that decided. */
  rule: string;
  reason: string;
  /** The policy line that would allow it. */
  suggestion?: string;
}

/** `server__tool` → decision. `name` may also carry the `mcp__` prefix the model uses. */
export function decideMcpTool(policy: Policy, name: string): McpToolDecision {
  const key = name.startsWith(MCP_TOOL_PREFIX) ? name.slice(MCP_TOOL_PREFIX.length) : name;
  const split = key.indexOf("__");
  if (split <= 0)
    return {
      allowed: false,
      rule: "mcp",
      reason: `${JSON.stringify(name)} is not an MCP tool name (<server>__<tool>)`,
    };
  const server = key.slice(0, split);
  if (!Object.hasOwn(policy.mcp.servers, server)) {
    return {
      allowed: false,
      rule: "mcp.servers",
      reason: `no MCP server named ${JSON.stringify(server)} is configured`,
    };
  }
  const denied = policy.mcp.deny.find((p) => matchesToolPattern(p, key));
  if (denied)
    return { allowed: false, rule: `mcp.deny: ${JSON.stringify(denied)}`, reason: `${key} is denied by the policy` };
  const allowed = policy.mcp.allow.find((p) => matchesToolPattern(p, key));
  if (allowed) return { allowed: true, rule: `mcp.allow: ${JSON.stringify(allowed)}`, reason: `${key} is allowed` };
  return {
    allowed: false,
    rule: "mcp.allow",
    reason: policy.mcp.allow.length ? `${key} is not in mcp.allow` : "the policy allows no MCP tools",
    suggestion: `mcp.allow: [${JSON.stringify(key)}]`,
  };
}

/** `*` matches any run of characters (including `_`); everything else is literal. */
function matchesToolPattern(pattern: string, key: string): boolean {
  const body = pattern
    .split("*")
    .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}$`, "s").test(key);
}

/** The model-facing name; characters the Messages API refuses in a tool name become `_`. */
export function mcpToolName(server: string, tool: string): string {
  return `${MCP_TOOL_PREFIX}${server}__${tool.replace(/[^A-Za-z0-9_-]/g, "_")}`.slice(0, 128);
}

const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The step variables a server's env/headers name with `${NAME}`: a server that names any receives secrets. */
export function referencedVariables(server: Policy["mcp"]["servers"][string]): string[] {
  const names = new Set<string>();
  for (const value of [...Object.values(server.env), ...Object.values(server.headers)]) {
    for (const m of value.matchAll(REFERENCE)) names.add(m[1]);
  }
  return [...names];
}

/** Replaces each `${NAME}` with the variable's value; a missing variable is an error naming it. */
export function resolveValues(
  values: Readonly<Record<string, string>>,
  env: Readonly<Record<string, string | undefined>>,
): { ok: true; values: Record<string, string> } | { ok: false; missing: string[] } {
  const missing: string[] = [];
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] = value.replace(REFERENCE, (_, name: string) => {
      const v = env[name];
      if (v === undefined) missing.push(name);
      return v ?? "";
    });
  }
  return missing.length > 0 ? { ok: false, missing: [...new Set(missing)] } : { ok: true, values: out };
}
