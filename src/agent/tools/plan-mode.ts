// enter_plan_mode / exit_plan_mode: a read-only phase (the executor refuses every call that is not read-only
// while it lasts) and the plan that ends it. In a plan-only run (`/agent plan`) the plan is the result and the
// run ends; otherwise the agent goes on to carry it out.
import { z } from "zod";
import { defineTool } from "../../tools/tool.js";
import type { LoopServices } from "./services.js";

export function createEnterPlanModeTool(loop: LoopServices) {
  return defineTool({
    name: "enter_plan_mode",
    kind: "other",
    description: "Start a read-only planning phase before a large or risky change; end it with exit_plan_mode.",
    input: z.object({}),
    deferred: true,
    isReadOnly: () => true,
    describe: () => "enter plan mode",
    async execute() {
      loop.enterPlanMode();
      return {
        output:
          "Plan mode is on: only read-only calls run. Investigate, then call exit_plan_mode with your plan (it is loaded now).",
        display: "plan mode on",
      };
    },
  });
}

export function createExitPlanModeTool(loop: LoopServices) {
  return defineTool({
    name: "exit_plan_mode",
    kind: "other",
    description: "End plan mode with your plan (markdown: the changes, the files, how you will check them).",
    input: z.object({ plan: z.string().min(1).max(20_000).describe("The plan, in markdown.") }),
    deferred: true,
    isReadOnly: () => true,
    describe: ({ plan }) => `plan: ${plan.split("\n")[0].slice(0, 80)}`,
    async execute({ plan }) {
      const { endsRun } = loop.exitPlanMode(plan);
      return endsRun
        ? {
            output: "Plan recorded. This was a planning run: the plan is posted for approval and the run ends now.",
            display: "plan submitted",
            metadata: { plan },
          }
        : {
            output: "Plan recorded. Plan mode is off: carry out the plan now.",
            display: "plan mode off",
            metadata: { plan },
          };
    },
  });
}
