// What the loop lends its own tools (todo list, plan mode, ask_user, sub-agents, skills). Each loop tool is made
// by the loop with these services in hand (see loop-tools.ts), so the tool contract carries no untyped bag and
// a custom tool cannot reach the loop's state.
import type { TodoItem } from "../../transcript-events.js";
import type { SkillInfo } from "../instructions.js";
import type { ReviewDraft } from "../../review-draft.js";
import type { OutputVerdict } from "../structured-answer.js";

export interface SubAgentReport {
  finalText: string;
  stopReason: string;
  turns: number;
  toolCalls: number;
  costUsd: number;
}

export interface LoopServices {
  /** True in a plan-only run (`/agent plan`): exit_plan_mode ends the run. */
  readonly planOnly: boolean;
  todos(): TodoItem[];
  setTodos(todos: TodoItem[]): void;
  /** Turns plan mode on (read-only calls only) and makes exit_plan_mode callable. */
  enterPlanMode(): void;
  /** Records the plan; says whether the run ends with it (plan-only) or goes on to carry it out. */
  exitPlanMode(plan: string): { endsRun: boolean };
  /** Records the review (a review run); the run ends as `reviewed` once this turn's calls are done. */
  submitReview(review: ReviewDraft): void;
  /** Records the question; the run ends as `needs_input` once this turn's calls are done. */
  askUser(question: string): void;
  runSubAgent(task: string, opts: { signal: AbortSignal; progress(text: string): void }): Promise<SubAgentReport>;
  skills(): readonly SkillInfo[];
  loadSkill(name: string): Promise<string | undefined>;
  /** Checks a structured_output answer against the workflow's schema; a valid one ends the run after this turn. */
  submitOutput(value: unknown): OutputVerdict;
}
