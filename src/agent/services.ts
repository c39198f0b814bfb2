// What the loop lends its own tools (todo list, plan mode, ask_user, sub-agents, skills) through
// `ctx.session.services`. File and shell tools never look here. The accessor only accepts an object the loop
// registered, so a custom tool cannot hand in a look-alike.
import type { ToolContext } from "../tools/tool.js";
import type { TodoItem } from "./events.js";
import type { SkillInfo } from "./instructions.js";

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
  /** Records the question; the run ends as `needs_input` once this turn's calls are done. */
  askUser(question: string): void;
  runSubAgent(task: string, opts: { signal: AbortSignal; progress(text: string): void }): Promise<SubAgentReport>;
  skills(): readonly SkillInfo[];
  loadSkill(name: string): Promise<string | undefined>;
}

const LOOP_SERVICES_KEY = "loop";

const registered = new WeakSet<object>();

/** Puts `services` where loop tools find them. */
export function provideLoopServices(target: Record<string, unknown>, services: LoopServices): void {
  registered.add(services);
  target[LOOP_SERVICES_KEY] = services;
}

function isLoopServices(value: unknown): value is LoopServices {
  return typeof value === "object" && value !== null && registered.has(value);
}

/** The loop's services, or undefined when the tool runs outside an agent loop (e.g. `repo-agent tool`). */
export function loopServices(ctx: Pick<ToolContext, "session">): LoopServices | undefined {
  const value = ctx.session.services[LOOP_SERVICES_KEY];
  return isLoopServices(value) ? value : undefined;
}
