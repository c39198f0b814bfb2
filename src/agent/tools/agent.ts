// agent: a sub-agent with read-only tools and its own slice of the budget, for exploration that would
// otherwise fill the main conversation (it returns only its report). Concurrency-safe, so several can
// explore at once.
import { z } from "zod";
import { defineTool } from "../../tools/tool.js";
import type { LoopServices } from "./services.js";

export function createAgentTool(loop: LoopServices) {
  return defineTool({
    name: "agent",
    kind: "read",
    description:
      "Run a read-only sub-agent on a research task (find code, trace a behaviour, answer a question about the repo). It cannot change files; returns its report. Several can run at once.",
    input: z.object({
      task: z.string().min(1).max(8_000).describe("What to find out, with everything the sub-agent needs to know."),
    }),
    deferred: true,
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    // Its own budget (turns, time) bounds it; the executor's default per-call timeout would cut it short.
    timeoutMs: 60 * 60_000,
    describe: ({ task }) => `agent: ${task.split("\n")[0].slice(0, 100)}`,
    async execute({ task }, ctx) {
      const report = await loop.runSubAgent(task, { signal: ctx.signal, progress: ctx.progress });
      const failed = report.stopReason === "error" || report.stopReason === "aborted";
      const note = `[sub-agent: ${report.turns} turns, ${report.toolCalls} tool calls, stop: ${report.stopReason}]`;
      return {
        output: `${report.finalText || "(no report)"}\n\n${note}`,
        display: `agent: ${report.turns} turns, ${report.toolCalls} calls, ${report.stopReason}`,
        isError: failed || undefined,
        errorType: failed ? "execution" : undefined,
        metadata: { ...report },
      };
    },
  });
}
