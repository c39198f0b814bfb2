// The request the loop sends, and the conversions between API answers and request params. Cache breakpoints
// are added to copies only, so the stored history never changes and each request begins with the bytes of
// the previous one up to that request's last breakpoint.
import type {
  ContentBlock,
  ContentBlockParam,
  Message,
  TextBlockParam,
  ToolResultBlockParam,
  ToolUnion,
} from "@anthropic-ai/sdk/resources/messages";
import type { ContentBlock as ToolContentBlock } from "../tools/tool.js";
import type { ToolCallOutcome } from "../tools/executor.js";
import type { Usage } from "../transcript-events.js";
import type { ModelRequest } from "./model.js";
import type { MessageParam } from "./context.js";

const EPHEMERAL = { type: "ephemeral" } as const;

/**
 * Breakpoints on the last tool, the system prompt, the latest message and the user message before it (so the
 * previous request's end is always a breakpoint of this one, however many blocks the turn added). Only copies
 * get markers: the stored history never changes.
 */
export function buildRequest(opts: {
  model: string;
  maxOutputTokens: number;
  system: string;
  tools: ToolUnion[];
  messages: readonly MessageParam[];
  /** Extended thinking's budget (effort.ts); `maxOutputTokens` must exceed it. */
  thinkingBudget?: number;
}): ModelRequest {
  const tools = opts.tools.map((t, i) => (i === opts.tools.length - 1 ? { ...t, cache_control: EPHEMERAL } : t));
  const messages = opts.messages.map((m, i) => {
    const last = opts.messages.length - 1;
    const previousUser = last - 2;
    return i === last || (i === previousUser && m.role === "user") ? withBreakpoint(m) : m;
  });
  const system: TextBlockParam[] = [{ type: "text", text: opts.system, cache_control: EPHEMERAL }];
  return {
    model: opts.model,
    max_tokens: opts.maxOutputTokens,
    ...(opts.thinkingBudget ? { thinking: { type: "enabled" as const, budget_tokens: opts.thinkingBudget } } : {}),
    system,
    ...(tools.length > 0 ? { tools } : {}),
    messages,
  };
}

// The loop stores every message as a block array, so marking a copy never changes its serialisation.
function withBreakpoint(message: MessageParam): MessageParam {
  const blocks: ContentBlockParam[] =
    typeof message.content === "string" ? [{ type: "text", text: message.content }] : [...message.content];
  const i = blocks.length - 1;
  const block = blocks[i];
  if (!block || block.type === "thinking" || block.type === "redacted_thinking") return message;
  blocks[i] = { ...block, cache_control: EPHEMERAL };
  return { ...message, content: blocks };
}

/** The assistant's blocks as request params: only the fields the API takes back. */
export function toParams(content: readonly ContentBlock[]): ContentBlockParam[] {
  const out: ContentBlockParam[] = [];
  for (const block of content) {
    if (block.type === "text") {
      if (block.text) out.push({ type: "text", text: block.text });
    } else if (block.type === "tool_use")
      out.push({ type: "tool_use", id: block.id, name: block.name, input: block.input });
    else if (block.type === "thinking")
      out.push({ type: "thinking", thinking: block.thinking, signature: block.signature });
    else if (block.type === "redacted_thinking") out.push({ type: "redacted_thinking", data: block.data });
    // A server-side search and its results go back as they came: the API pairs them and cites from them.
    else if (block.type === "server_tool_use")
      out.push({ type: "server_tool_use", id: block.id, name: block.name, input: block.input });
    else if (block.type === "web_search_tool_result")
      out.push({ type: "web_search_tool_result", tool_use_id: block.tool_use_id, content: block.content });
  }
  return out;
}

export function toolResult(id: string, outcome: ToolCallOutcome): ToolResultBlockParam {
  const content =
    typeof outcome.content === "string" ? outcome.content || "(no output)" : outcome.content.map(toResultBlock);
  return { type: "tool_result", tool_use_id: id, content, ...(outcome.isError ? { is_error: true } : {}) };
}

function toResultBlock(block: ToolContentBlock): Exclude<ToolResultBlockParam["content"], string | undefined>[number] {
  return block.type === "text" ? { type: "text", text: block.text } : { type: "image", source: { ...block.source } };
}

export function usageOf(message: Message): Usage {
  return {
    input_tokens: message.usage.input_tokens,
    output_tokens: message.usage.output_tokens,
    cache_creation_input_tokens: message.usage.cache_creation_input_tokens ?? 0,
    cache_read_input_tokens: message.usage.cache_read_input_tokens ?? 0,
    ...(message.usage.server_tool_use?.web_search_requests
      ? { web_search_requests: message.usage.server_tool_use.web_search_requests }
      : {}),
  };
}
