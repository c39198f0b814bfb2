// One typed stream of transcript events (ARCHITECTURE.md §7–§8). The loop emits them; every renderer (terminal,
// comment, job summary, JSONL file) reads only these, so `report/` never needs to know about the loop.

export type StopReason =
  | "end_turn"
  | "needs_input"
  | "planned"
  | "reviewed"
  | "max_turns"
  | "max_tool_calls"
  | "max_tokens"
  | "max_cost_usd"
  | "timeout"
  | "aborted"
  | "error";

export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  /** Server-side web searches the API ran (billed per search); absent when none. */
  web_search_requests?: number;
}

export interface TodoItem {
  content: string;
  status: "pending" | "in_progress" | "completed";
}

export type TranscriptEvent =
  | {
      type: "run_started";
      at: string;
      model: string;
      task: string;
      sandbox: string;
      /** The workflow's `instructions` input, when set. */
      instructions?: string;
      /** The extended-thinking budget, when effort asked for one. */
      thinkingBudget?: number;
    }
  | { type: "model_request"; at: string; turn: number; usage: Usage; costUsd: number; totalCostUsd: number }
  | { type: "assistant_text"; at: string; turn: number; text: string }
  /** Extended thinking; `redacted` when the API sent it encrypted (redacted_thinking), with no text to show. */
  | { type: "thinking"; at: string; turn: number; text: string; redacted: boolean }
  | { type: "tool_call"; at: string; turn: number; id: string; name: string; input: unknown; display: string }
  | {
      type: "tool_result";
      at: string;
      turn: number;
      id: string;
      name: string;
      isError: boolean;
      errorType?: string;
      durationMs: number;
      outputChars: number;
      /** The output as the model saw it (text blocks joined; images described). */
      output: string;
      display: string;
      metadata?: Record<string, unknown>;
    }
  | {
      type: "denial";
      at: string;
      turn: number;
      id: string;
      name: string;
      /** What was attempted, for humans: the command line, path or URL. */
      attempted: string;
      rule: string;
      reason: string;
      /** The exact policy line that would allow it, when allowing is possible. */
      suggestion?: string;
    }
  | { type: "todos"; at: string; todos: TodoItem[] }
  | { type: "progress"; at: string; id: string; text: string }
  | {
      type: "context_compacted";
      at: string;
      turn: number;
      /** cleared_tool_uses: old tool inputs were cleared as well as old results. */
      mode: "cleared_tool_results" | "cleared_tool_uses" | "summarised";
      beforeTokens: number;
      /** The prompt's tokens after it (estimated). */
      afterTokens?: number;
      /** Old tool results and tool inputs replaced by a note. */
      clearedResults?: number;
      clearedInputs?: number;
      /** Tokens the first request after it wrote to the prompt cache (written again from the first change on). */
      cacheWriteTokens?: number;
      /** What it cost: the summary request, if any, and those cache writes. */
      costUsd?: number;
    }
  | { type: "retry"; at: string; attempt: number; waitMs: number; reason: string }
  | { type: "budget_stop"; at: string; budget: StopReason; detail: string }
  | { type: "error"; at: string; message: string }
  | {
      type: "run_finished";
      at: string;
      stopReason: StopReason;
      /** The agent's final text (summary, plan or question). */
      finalText: string;
      turns: number;
      toolCalls: number;
      usage: Usage;
      costUsd: number;
      durationMs: number;
    };

export type EventSink = (event: TranscriptEvent) => void;

export function now(): string {
  return new Date().toISOString();
}
