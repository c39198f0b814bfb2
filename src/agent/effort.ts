// Reasoning effort as extended thinking. `low` asks for none (the cheapest answer, for chores); `medium` and
// `high` are budgets of thinking tokens; a number is a budget of its own. Thinking tokens are billed as output
// tokens, so the cost line and the budgets count them with no extra rule.
export type Effort = "low" | "medium" | "high" | number;

/** The smallest thinking budget the API takes. */
export const MIN_THINKING_BUDGET = 1024;

const BUDGETS: Record<"low" | "medium" | "high", number | undefined> = {
  low: undefined,
  medium: 8_000,
  high: 24_000,
};

/** Room left for the answer itself (text and tool calls) after the thinking: max_tokens must exceed the budget. */
const ANSWER_ROOM = 16_000;

export interface ThinkingSettings {
  /** Undefined: no extended thinking. */
  budgetTokens?: number;
  maxTokens: number;
}

/** The thinking budget for `effort` and the max_tokens that leaves room for the answer, within what the model can
 * write. Throws (before any request) when the budget leaves no room. */
export function thinkingSettings(
  effort: Effort | undefined,
  maxTokens: number,
  model: { name: string; maxOutputTokens: number },
): ThinkingSettings {
  const budget = typeof effort === "number" ? effort : effort === undefined ? undefined : BUDGETS[effort];
  if (budget === undefined) return { maxTokens };
  const wanted = Math.min(model.maxOutputTokens, Math.max(maxTokens, budget + ANSWER_ROOM));
  if (budget >= wanted)
    throw new Error(
      `effort ${budget} is a thinking budget the model ${model.name} cannot take: it writes at most ${model.maxOutputTokens} tokens an answer, thinking included; use a budget below ${model.maxOutputTokens - ANSWER_ROOM} or medium`,
    );
  return { budgetTokens: budget, maxTokens: wanted };
}
