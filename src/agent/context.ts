// Keeping the conversation inside the model's window. First the oldest tool results are replaced by a note
// the model can see (it can re-run the tool); if that is not enough, the older turns are summarised by one
// model call and the run continues from the summary. Both rewrite history, so the prompt cache restarts
// from that point once; nothing else ever changes an earlier message.
import type {
  AssistantMessageParam,
  ContentBlockParam,
  TextBlockParam,
  ToolResultBlockParam,
  UserMessageParam,
} from "@anthropic-ai/sdk/resources/messages";
import type { ModelClient, ModelRequest } from "./model.js";
import type { Usage } from "../transcript-events.js";

/** The conversation holds user and assistant turns only (the SDK type also allows system messages). */
export type MessageParam = UserMessageParam | AssistantMessageParam;

export const CLEARED_NOTE = "[cleared to save context; re-run the tool if needed]";

export interface ContextSettings {
  /** Model window in tokens. */
  window: number;
  /** Fraction of the window past which old tool results are cleared. */
  clearAt: number;
  /** Fraction past which older turns are summarised. */
  summariseAt: number;
  /** Tool-result messages at the end that are never cleared (the model is working with them). */
  keepRecent: number;
}

export const DEFAULT_CONTEXT: Omit<ContextSettings, "window"> = { clearAt: 0.7, summariseAt: 0.85, keepRecent: 3 };

/** Tokens the prompt of a request took, from its usage. */
export function promptTokens(usage: Usage): number {
  return usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens;
}

/**
 * New history with the tool results of all but the last `keepRecent` tool-result messages replaced by the
 * note, oldest first, until about `targetChars` have been freed (all of them when no target). Messages that
 * change are copies; the rest are the same objects.
 */
export function clearOldToolResults(
  messages: readonly MessageParam[],
  keepRecent: number,
  targetChars = Infinity,
): { messages: MessageParam[]; cleared: number; savedChars: number } {
  const withResults = messages.map((m, i) => (hasToolResults(m) ? i : -1)).filter((i) => i >= 0);
  const clearable = new Set(withResults.slice(0, Math.max(0, withResults.length - keepRecent)));
  let cleared = 0;
  let savedChars = 0;
  const out = messages.map((message, i) => {
    if (!clearable.has(i) || savedChars >= targetChars || typeof message.content === "string") return message;
    let changed = false;
    const content = message.content.map((block): ContentBlockParam => {
      if (block.type !== "tool_result" || savedChars >= targetChars) return block;
      const size = resultChars(block);
      if (size <= CLEARED_NOTE.length * 2) return block;
      changed = true;
      cleared++;
      savedChars += size - CLEARED_NOTE.length;
      return {
        type: "tool_result",
        tool_use_id: block.tool_use_id,
        content: CLEARED_NOTE,
        ...(block.is_error ? { is_error: true } : {}),
      };
    });
    return changed ? { ...message, content } : message;
  });
  return { messages: out, cleared, savedChars };
}

const SUMMARY_INSTRUCTION = `The conversation is about to be cut to save context. Write a summary that lets you continue the task without it:
- the task and any decisions or constraints you found;
- what is done: files changed (paths) and what changed, commands run and their outcome;
- what you learned about the code that you still need (paths, names, line numbers);
- what remains, in order.
Reply with the summary only.`;

/**
 * Summarises the conversation with one model call and returns the new history: the task, then the summary.
 * The request is the loop's own (same tools, system and messages, tools switched off), so it reads the
 * conversation from the prompt cache. `excerpt` cuts tool results to short excerpts first, for when the
 * conversation no longer fits at all.
 */
export async function summariseConversation(opts: {
  client: ModelClient;
  /** Builds the request exactly as the loop would for these messages. */
  request(messages: MessageParam[]): ModelRequest;
  task: string;
  messages: readonly MessageParam[];
  excerpt: boolean;
  signal?: AbortSignal;
}): Promise<{ messages: MessageParam[]; summary: string; usage: Usage }> {
  const source = opts.excerpt
    ? opts.messages.map((m) => (hasToolResults(m) ? excerptToolResults(m, 600) : m))
    : [...opts.messages];
  const last = source[source.length - 1];
  const instruction: TextBlockParam = { type: "text", text: SUMMARY_INSTRUCTION };
  const messages: MessageParam[] =
    last && last.role === "user"
      ? [...source.slice(0, -1), { role: "user", content: [...asBlocks(last.content), instruction] }]
      : [...source, { role: "user", content: [instruction] }];
  const base = opts.request(messages);
  const message = await opts.client.create(
    // With extended thinking on, max_tokens must stay above its budget (and the same thinking setting keeps the
    // cached prefix usable).
    {
      ...base,
      max_tokens: base.thinking ? base.max_tokens : Math.min(base.max_tokens, 8_000),
      tool_choice: { type: "none" },
    },
    opts.signal,
  );
  const summary = message.content
    .filter((b) => b.type === "text")
    .map((b) => b.text)
    .join("\n")
    .trim();
  const usage: Usage = {
    input_tokens: message.usage.input_tokens,
    output_tokens: message.usage.output_tokens,
    cache_creation_input_tokens: message.usage.cache_creation_input_tokens ?? 0,
    cache_read_input_tokens: message.usage.cache_read_input_tokens ?? 0,
  };
  const next: MessageParam[] = [
    {
      role: "user",
      content: [
        { type: "text", text: opts.task },
        {
          type: "text",
          text: `Earlier turns of this run were summarised to save context:\n<summary>\n${summary}\n</summary>\nContinue the task from here. Re-read files before editing them.`,
        },
      ],
    },
  ];
  return { messages: next, summary, usage };
}

function hasToolResults(m: MessageParam): boolean {
  return m.role === "user" && typeof m.content !== "string" && m.content.some((b) => b.type === "tool_result");
}

function excerptToolResults(m: MessageParam, max: number): MessageParam {
  return {
    ...m,
    content: asBlocks(m.content).map((block): ContentBlockParam => {
      if (block.type !== "tool_result") return block;
      const text = resultText(block);
      return {
        type: "tool_result",
        tool_use_id: block.tool_use_id,
        content: text.length > max ? `${text.slice(0, max)}…[${text.length - max} more chars]` : text,
        ...(block.is_error ? { is_error: true } : {}),
      };
    }),
  };
}

function asBlocks(content: MessageParam["content"]): ContentBlockParam[] {
  return typeof content === "string" ? [{ type: "text", text: content }] : content;
}

function resultText(block: ToolResultBlockParam): string {
  if (block.content === undefined) return "";
  if (typeof block.content === "string") return block.content;
  return block.content.map((b) => (b.type === "text" ? b.text : `[${b.type}]`)).join("\n");
}

function resultChars(block: ToolResultBlockParam): number {
  if (typeof block.content === "string") return block.content.length;
  // Images count by their encoded size: they are what fills a window fastest.
  return (block.content ?? []).reduce(
    (n, b) =>
      n +
      (b.type === "text"
        ? b.text.length
        : b.type === "image" && b.source.type === "base64"
          ? b.source.data.length
          : 100),
    0,
  );
}
