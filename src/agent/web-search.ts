// Web search through the Messages API's server-side tool: the policy's `web_search` section switches it on and
// says which domains results may come from. The API runs the searches; the loop keeps their blocks in the
// conversation (the API needs them back), shows each search and its sources in the transcript and pays for them.
import type {
  ContentBlock,
  ServerToolUseBlock,
  WebSearchTool20250305,
  WebSearchToolResultBlock,
} from "@anthropic-ai/sdk/resources/messages";
import type { Policy } from "../policy/schema.js";
import { now, type TranscriptEvent } from "../transcript-events.js";

/** USD per search: $10 per 1,000 (Anthropic's pricing page). */
export const USD_PER_SEARCH = 10 / 1000;

/** The server tool for the request, or undefined when the policy has no `web_search` section. */
export function webSearchTool(policy: Policy): WebSearchTool20250305 | undefined {
  const search = policy.web_search;
  if (!search) return undefined;
  return {
    type: "web_search_20250305",
    name: "web_search",
    max_uses: search.max_uses,
    ...(search.allow_domains.length > 0 ? { allowed_domains: [...search.allow_domains] } : {}),
    ...(search.block_domains.length > 0 ? { blocked_domains: [...search.block_domains] } : {}),
  };
}

/** Each search of an answer as a call and its result, for every transcript renderer. */
export function searchEvents(content: readonly ContentBlock[], turn: number): TranscriptEvent[] {
  const results = new Map(
    content
      .filter((b): b is WebSearchToolResultBlock => b.type === "web_search_tool_result")
      .map((b) => [b.tool_use_id, b]),
  );
  const events: TranscriptEvent[] = [];
  for (const block of content) {
    if (block.type !== "server_tool_use" || block.name !== "web_search") continue;
    const query = queryOf(block);
    const display = `web search: ${query}`;
    events.push({ type: "tool_call", at: now(), turn, id: block.id, name: "web_search", input: block.input, display });
    const result = results.get(block.id);
    const output = result ? describeResult(result) : "(no result came back)";
    events.push({
      type: "tool_result",
      at: now(),
      turn,
      id: block.id,
      name: "web_search",
      isError: !result || !Array.isArray(result.content),
      durationMs: 0,
      outputChars: output.length,
      output,
      display,
    });
  }
  return events;
}

function queryOf(block: ServerToolUseBlock): string {
  const input = block.input as { query?: unknown } | undefined;
  return typeof input?.query === "string" ? input.query : JSON.stringify(block.input ?? {});
}

function describeResult(result: WebSearchToolResultBlock): string {
  if (!Array.isArray(result.content)) return `The search failed: ${result.content.error_code}`;
  if (result.content.length === 0) return "No results.";
  return result.content.map((r) => `- ${r.title} — ${r.url}${r.page_age ? ` (${r.page_age})` : ""}`).join("\n");
}
