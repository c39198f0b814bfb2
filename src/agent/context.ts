// Keeping the conversation inside the model's window. Past a threshold (70%) the context is brought down to a
// low-water mark (40%) in one step, so that it fires rarely: old tool results are replaced by a note the model
// can see (it can re-run the tool); when that is not enough, old tool inputs (written files, edits) go too; when
// even that cannot reach the mark, the conversation is summarised by one model request and the run continues
// from the summary. Each step rewrites history, so the prompt cache is written again from the first changed
// message: that is why it must free a lot at once and never a little every turn.
import type {
  AssistantMessageParam,
  ContentBlockParam,
  Message,
  TextBlockParam,
  ToolResultBlockParam,
  UserMessageParam,
} from "@anthropic-ai/sdk/resources/messages";
import type { ModelRequest } from "./model.js";

/** The conversation holds user and assistant turns only (the SDK type also allows system messages). */
export type MessageParam = UserMessageParam | AssistantMessageParam;

export const CLEARED_NOTE = "[cleared to save context; re-run the tool if needed]";
/** What a cleared tool input becomes: still an object, as the API requires, and saying what happened. */
export const CLEARED_INPUT = { cleared: "[input cleared to save context]" } as const;
const CLEARED_INPUT_CHARS = JSON.stringify(CLEARED_INPUT).length;

export interface ContextSettings {
  /** Model window in tokens. */
  window: number;
  /** Fraction of the window past which the context is compacted. */
  clearAt: number;
  /** Fraction of the window a compaction brings the context down to (at most). */
  lowWater: number;
  /** Fraction of the window a compaction frees at least, whatever the low-water mark says. */
  minFree: number;
  /** Tool-result messages at the end that are never cleared (the model is working with them). */
  keepRecent: number;
  /** A compaction this soon after the previous one summarises instead: clearing again would thrash. */
  minTurnsBetween: number;
}

export const DEFAULT_CONTEXT: Omit<ContextSettings, "window"> = {
  clearAt: 0.7,
  lowWater: 0.4,
  minFree: 0.15,
  keepRecent: 3,
  minTurnsBetween: 10,
};

/** Tokens the prompt of a request took, from its usage. */
export function promptTokens(usage: {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}): number {
  return usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens;
}

/** Tokens a compaction must free: down to the low-water mark, and never less than the minimum. */
export function tokensToFree(promptTokens: number, s: ContextSettings): number {
  return Math.max(promptTokens - s.lowWater * s.window, s.minFree * s.window);
}

export interface Clearing {
  messages: MessageParam[];
  /** Tool results and tool inputs replaced by a note. */
  results: number;
  inputs: number;
  savedChars: number;
}

/**
 * New history with old tool results replaced by the note, oldest first, until about `targetChars` have been
 * freed (all of them when no target); with `inputs`, then old tool inputs too. The last `keepRecent`
 * tool-result messages and the calls they answer are never touched. Messages that change are copies; the rest
 * are the same objects.
 */
export function clearOldToolUses(
  messages: readonly MessageParam[],
  keepRecent: number,
  targetChars = Infinity,
  inputs = false,
): Clearing {
  const withResults = messages.map((m, i) => (hasToolResults(m) ? i : -1)).filter((i) => i >= 0);
  const kept = withResults.length - keepRecent;
  // Everything before the first kept result message (and the call it answers) may be cleared.
  const keptFrom = kept <= 0 ? 0 : kept >= withResults.length ? messages.length : withResults[kept] - 1;
  const out = [...messages];
  const done: Clearing = { messages: out, results: 0, inputs: 0, savedChars: 0 };
  for (let i = 0; i < keptFrom && done.savedChars < targetChars; i++) out[i] = clearResults(out[i], done, targetChars);
  for (let i = 0; inputs && i < keptFrom && done.savedChars < targetChars; i++)
    out[i] = clearInputs(out[i], done, targetChars);
  return done;
}

function clearResults(message: MessageParam, done: Clearing, targetChars: number): MessageParam {
  if (message.role !== "user" || typeof message.content === "string") return message;
  let changed = false;
  const content = message.content.map((block): ContentBlockParam => {
    if (block.type !== "tool_result" || done.savedChars >= targetChars) return block;
    const size = resultChars(block);
    if (size <= CLEARED_NOTE.length * 2) return block;
    changed = true;
    done.results++;
    done.savedChars += size - CLEARED_NOTE.length;
    return {
      type: "tool_result",
      tool_use_id: block.tool_use_id,
      content: CLEARED_NOTE,
      ...(block.is_error ? { is_error: true } : {}),
    };
  });
  return changed ? { ...message, content } : message;
}

function clearInputs(message: MessageParam, done: Clearing, targetChars: number): MessageParam {
  if (message.role !== "assistant" || typeof message.content === "string") return message;
  let changed = false;
  const content = message.content.map((block): ContentBlockParam => {
    if (block.type !== "tool_use" || done.savedChars >= targetChars) return block;
    const size = JSON.stringify(block.input ?? {}).length;
    if (size <= CLEARED_INPUT_CHARS * 2) return block;
    changed = true;
    done.inputs++;
    done.savedChars += size - CLEARED_INPUT_CHARS;
    return { ...block, input: { ...CLEARED_INPUT } };
  });
  return changed ? { ...message, content } : message;
}

const SUMMARY_INSTRUCTION = `The conversation is about to be cut to save context. Write a summary that lets you continue the task without it:
- the task and any decisions or constraints you found;
- what is done: files changed (paths) and what changed, commands run and their outcome;
- what you learned about the code that you still need (paths, names, line numbers);
- what remains, in order.
Reply with the summary only.`;

/**
 * Summarises the conversation with one model request and returns the new history: the task, then the summary.
 * The request is the loop's own (same tools, system and messages, tools switched off), so it reads the
 * conversation from the prompt cache. `excerpt` cuts tool results to short excerpts first, for when the
 * conversation no longer fits at all.
 */
export async function summariseConversation(opts: {
  /** Sends the summary request as a request of the loop (streamed, retried, counted). */
  send(request: ModelRequest): Promise<Message>;
  /** Builds the request exactly as the loop would for these messages. */
  request(messages: MessageParam[]): ModelRequest;
  task: string;
  messages: readonly MessageParam[];
  excerpt: boolean;
}): Promise<{ messages: MessageParam[]; summary: string }> {
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
  // With extended thinking on, max_tokens must stay above its budget (and the same thinking setting keeps the
  // cached prefix usable).
  const message = await opts.send({
    ...base,
    max_tokens: base.thinking ? base.max_tokens : Math.min(base.max_tokens, 8_000),
    tool_choice: { type: "none" },
  });
  const summary = message.content
    .filter((b) => b.type === "text")
    .map((b) => b.text)
    .join("\n")
    .trim();
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
  return { messages: next, summary };
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
