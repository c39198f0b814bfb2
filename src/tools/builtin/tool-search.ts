// tool_search: deferred tools are listed to the model by name only (in this tool's description) until it asks
// for them here; loading appends their schemas to the tool list from the next request on. The description is
// fixed at session start because it is part of the cached prompt prefix.
import { z } from "zod";
import { defineTool, type AnyTool } from "../tool.js";
import type { LoadResult } from "../registry.js";

/** What tool_search needs from the session's registry. */
export interface DeferredToolLoader {
  deferredNames(): string[];
  get(nameOrAlias: string): AnyTool | undefined;
  load(names: readonly string[]): LoadResult;
}

/** Tools that exist only once something starts (MCP servers): named in the description, registered on demand. */
export interface DeferredToolSource {
  /** One line for tool_search's description. */
  describe(): string;
  /** Makes the tools a query may want exist in the registry (as deferred tools); returns notes for the model. */
  prepare(query: string): Promise<string[]>;
  close(): Promise<void>;
}

const TOOL_SEARCH_NAME = "tool_search";

/** `source`: MCP servers, named in the description and asked to register their tools before each search. */
export function createToolSearchTool(
  deferredNames: readonly string[],
  toolLoader: () => DeferredToolLoader | undefined,
  source?: DeferredToolSource,
): AnyTool {
  const listed =
    (deferredNames.length > 0 ? deferredNames.join(", ") : "(none)") + (source ? `. ${source.describe()}` : "");
  return defineTool({
    name: TOOL_SEARCH_NAME,
    kind: "read",
    description:
      `Load deferred tools so you can call them. Deferred tools (listed by name only): ${listed}. ` +
      `Search by keyword, or use "select:name1,name2" for exact names. Loaded tools are callable from your next request.`,
    input: z.object({
      query: z.string().min(1).describe('Keywords, or "select:name1,name2" to load tools by exact name.'),
      max_results: z.number().int().min(1).max(20).default(5).describe("Most tools to load for a keyword search."),
    }),
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    describe: ({ query }) => `tool_search ${query}`,
    async execute({ query, max_results }) {
      const loader = toolLoader();
      if (!loader) {
        return {
          output: "Error: tool loading is not available in this session.",
          display: "tool_search: unavailable",
          isError: true,
          errorType: "execution",
        };
      }
      const notes = (await source?.prepare(query)) ?? [];
      const deferred = loader
        .deferredNames()
        .map((name) => loader.get(name))
        .filter((t): t is AnyTool => t !== undefined);
      const select = /^\s*select:/i.test(query);
      const wanted = select
        ? parseSelect(query)
        : rank(deferred, query)
            .slice(0, max_results)
            .map((t) => t.name);
      const { loaded, unknown } = loader.load(wanted);
      const tools = loaded.map((name) => loader.get(name)).filter((t): t is AnyTool => t !== undefined);

      const lines: string[] = [];
      if (tools.length > 0) {
        lines.push("Loaded (callable from your next request):");
        for (const tool of tools) lines.push(`- ${tool.name}: ${tool.description}`);
      } else {
        lines.push(`No deferred tool matches "${query}".`);
      }
      if (unknown.length > 0) lines.push(`Unknown: ${unknown.join(", ")}.`);
      lines.push(...notes);
      if (tools.length === 0) lines.push(`Deferred tools: ${deferred.map((t) => t.name).join(", ") || "(none)"}.`);
      return {
        output: lines.join("\n"),
        display:
          tools.length > 0
            ? `tool_search: loaded ${tools.map((t) => t.name).join(", ")}`
            : `tool_search: no match for ${query}`,
        isError: select && unknown.length > 0 && tools.length === 0 ? true : undefined,
        metadata: { loaded: tools.map((t) => t.name), unknown },
      };
    },
  });
}

function parseSelect(query: string): string[] {
  return query
    .replace(/^\s*select:/i, "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Deferred tools matching the keywords, best first: name hits weigh more than description hits. */
function rank(tools: readonly AnyTool[], query: string): AnyTool[] {
  const words = query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w.length > 0);
  const scored = tools.map((tool) => {
    const names = [tool.name, ...tool.aliases].map((n) => n.toLowerCase());
    const description = tool.description.toLowerCase();
    let score = 0;
    for (const word of words) {
      if (names.includes(word)) score += 10;
      else if (names.some((n) => n.includes(word) || n.replace(/_/g, " ").includes(word))) score += 5;
      if (description.includes(word)) score += 1;
    }
    return { tool, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((s) => s.tool);
}
