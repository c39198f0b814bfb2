// The run's budgets: turns, tool calls, tokens, dollars and wall time. Checked between turns, so a budget
// ends the loop gracefully (the work so far stays in the working tree) rather than mid-tool.
import type { Policy } from "../policy/schema.js";
import type { StopReason, Usage } from "../transcript-events.js";

export interface Budgets {
  maxTurns?: number;
  maxToolCalls?: number;
  /** Input (fresh, cache read and cache write) plus output tokens, over the whole run. */
  maxTokens?: number;
  maxCostUsd?: number;
  timeoutMinutes?: number;
}

/** Used when neither the caller nor the policy sets a turn or time limit: a run must always end. */
const DEFAULT_BUDGETS = { maxTurns: 100, timeoutMinutes: 60 } as const;

/** Caller's values win over the policy's `limits`, which win over the defaults. */
export function resolveBudgets(explicit: Budgets | undefined, limits: Policy["limits"]): Budgets {
  return {
    maxTurns: explicit?.maxTurns ?? limits.max_turns ?? DEFAULT_BUDGETS.maxTurns,
    maxToolCalls: explicit?.maxToolCalls ?? limits.max_tool_calls,
    maxTokens: explicit?.maxTokens,
    maxCostUsd: explicit?.maxCostUsd ?? limits.max_cost_usd,
    timeoutMinutes: explicit?.timeoutMinutes ?? limits.timeout_minutes ?? DEFAULT_BUDGETS.timeoutMinutes,
  };
}

export type BudgetName = Extract<
  StopReason,
  "max_turns" | "max_tool_calls" | "max_tokens" | "max_cost_usd" | "timeout"
>;

export function emptyUsage(): Usage {
  return { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
}

export function addUsage(total: Usage, more: Usage): void {
  total.input_tokens += more.input_tokens;
  total.output_tokens += more.output_tokens;
  total.cache_creation_input_tokens += more.cache_creation_input_tokens;
  total.cache_read_input_tokens += more.cache_read_input_tokens;
  if (more.web_search_requests) total.web_search_requests = (total.web_search_requests ?? 0) + more.web_search_requests;
}

export function totalTokens(u: Usage): number {
  return u.input_tokens + u.output_tokens + u.cache_creation_input_tokens + u.cache_read_input_tokens;
}

export interface Spent {
  turns: number;
  toolCalls: number;
  usage: Usage;
  costUsd: number;
}

/** The first budget that is used up, with a sentence for the transcript; undefined while all have room. */
export function exhaustedBudget(
  budgets: Budgets,
  spent: Spent,
  costKnown: boolean,
): { budget: BudgetName; detail: string } | undefined {
  if (budgets.maxTurns !== undefined && spent.turns >= budgets.maxTurns) {
    return { budget: "max_turns", detail: `used all ${budgets.maxTurns} turns` };
  }
  if (budgets.maxToolCalls !== undefined && spent.toolCalls >= budgets.maxToolCalls) {
    return {
      budget: "max_tool_calls",
      detail: `made ${spent.toolCalls} of ${budgets.maxToolCalls} allowed tool calls`,
    };
  }
  const tokens = totalTokens(spent.usage);
  if (budgets.maxTokens !== undefined && tokens >= budgets.maxTokens) {
    return { budget: "max_tokens", detail: `used ${tokens} of ${budgets.maxTokens} tokens` };
  }
  if (costKnown && budgets.maxCostUsd !== undefined && spent.costUsd >= budgets.maxCostUsd) {
    return {
      budget: "max_cost_usd",
      detail: `spent $${spent.costUsd.toFixed(4)} of the $${budgets.maxCostUsd} budget`,
    };
  }
  return undefined;
}
