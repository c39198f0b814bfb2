// The tools that only make sense inside an agent loop, made with the loop's services in hand.
import type { AnyTool } from "../../tools/tool.js";
import type { LoopServices } from "./services.js";
import { createTodoWriteTool } from "./todo-write.js";
import { createEnterPlanModeTool, createExitPlanModeTool } from "./plan-mode.js";
import { createAgentTool } from "./agent.js";
import { createSkillTool } from "./skill.js";
import { createAskUserTool } from "./ask-user.js";
import { createStructuredOutputTool } from "./structured-output.js";
import { createSubmitReviewTool } from "./submit-review.js";

/** `skill` is left out when the repository has no skills: a tool with nothing to load only costs tokens;
 * `submit_review` exists only in a review run; `structured_output` only when the workflow set an output schema. */
export function loopTools(
  services: LoopServices,
  { skills, review, outputSchema }: { skills: boolean; review?: boolean; outputSchema?: Record<string, unknown> },
): AnyTool[] {
  const tools: AnyTool[] = [
    createTodoWriteTool(services),
    createEnterPlanModeTool(services),
    createExitPlanModeTool(services),
    createAgentTool(services),
    createAskUserTool(services),
  ];
  if (skills) tools.push(createSkillTool(services));
  if (review) tools.push(createSubmitReviewTool(services));
  if (outputSchema) tools.push(createStructuredOutputTool(services, outputSchema));
  return tools;
}

/** Tools a read-only sub-agent never gets: they steer the main run, or would recurse. */
export const MAIN_LOOP_ONLY = new Set([
  "todo_write",
  "enter_plan_mode",
  "exit_plan_mode",
  "agent",
  "ask_user",
  "tool_search",
  "submit_review",
  "structured_output",
]);
