// MCP as the tool session sees it before any server runs: one line per configured server for tool_search's
// description, and the SDK (its own chunk in the bundle) imported on the first tool_search that needs a server,
// so a run without MCP, and the first request of a run with it, never load it.
import type { Policy } from "../../policy/schema.js";
import type { DeferredToolSource } from "../builtin/tool-search.js";
import type { McpHub, McpHubOptions } from "./hub.js";

export function hasMcpServers(policy: Policy): boolean {
  return Object.keys(policy.mcp.servers).length > 0;
}

export function lazyMcp(options: McpHubOptions): DeferredToolSource {
  let hub: Promise<McpHub> | undefined;
  let closed = false;
  return {
    describe: () => describeServers(options.policy),
    prepare: async (query) => {
      if (closed) return [];
      hub ??= import("./hub.js").then(({ McpHub }) => new McpHub(options));
      return (await hub).prepare(query);
    },
    close: async () => {
      closed = true;
      await (await hub)?.close();
    },
  };
}

/** What the model reads before any server runs: their names and what they are for, not their tools. */
function describeServers(policy: Policy): string {
  const lines = Object.entries(policy.mcp.servers).map(
    ([name, s]) => `${name}${s.description ? ` (${s.description})` : ""}`,
  );
  return `MCP servers, whose tools are named mcp__<server>__<tool>; search a server's name (or "mcp") to start it and load its tools: ${lines.join("; ")}.`;
}
