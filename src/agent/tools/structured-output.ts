// structured_output: the final answer of a run whose workflow set `output_schema`. Its input schema is that schema;
// an answer that does not match goes back to the model as an error it can correct, a bounded number of times.
// A valid answer ends the run (after the action's own checks), and becomes the `structured_output` output.
import { z } from "zod";
import { defineTool, type AnyTool } from "../../tools/tool.js";
import type { LoopServices } from "./services.js";

export function createStructuredOutputTool(loop: LoopServices, schema: Record<string, unknown>): AnyTool {
  const tool = defineTool({
    name: "structured_output",
    kind: "other",
    description:
      "Give the run's final answer as JSON matching this tool's input schema. Call it once, when the task is done; the run ends with it.",
    // Checked against the workflow's JSON Schema by the loop's validator (Ajv), not by zod.
    input: z.unknown(),
    isReadOnly: () => true,
    async execute(input) {
      const verdict = loop.submitOutput(input);
      if (verdict.accepted)
        return { output: "Answer recorded. The run ends after this turn.", display: "structured output accepted" };
      const left = verdict.attemptsLeft;
      return {
        output: `The answer does not match the schema:\n${verdict.errors.map((e) => `- ${e}`).join("\n")}\n${
          left > 0
            ? `Call structured_output again with a corrected answer (${left} attempt${left === 1 ? "" : "s"} left).`
            : "No attempts are left; the run ends without a structured answer."
        }`,
        display: "structured output rejected",
        isError: true,
        errorType: "validation",
      };
    },
  });
  // The model sees the workflow's schema, not a round trip through zod.
  return { ...tool, inputSchema: { ...schema } };
}
