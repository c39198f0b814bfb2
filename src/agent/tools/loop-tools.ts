// The tools that only make sense inside an agent loop; they reach the loop through `LoopServices`.
import type { AnyTool } from "../../tools/tool.js";
import { todoWriteTool } from "./todo-write.js";
import { enterPlanModeTool, exitPlanModeTool } from "./plan-mode.js";
import { agentTool } from "./agent.js";
import { skillTool } from "./skill.js";
import { askUserTool } from "./ask-user.js";

/** `skill` is left out when the repository has no skills: a tool with nothing to load only costs tokens. */
export function loopTools({ skills }: { skills: boolean }): AnyTool[] {
  const tools: AnyTool[] = [todoWriteTool, enterPlanModeTool, exitPlanModeTool, agentTool, askUserTool];
  if (skills) tools.push(skillTool);
  return tools;
}

/** Tools a read-only sub-agent never gets: they steer the main run, or would recurse. */
export const MAIN_LOOP_ONLY = new Set(["todo_write", "enter_plan_mode", "exit_plan_mode", "agent", "ask_user", "tool_search"]);
