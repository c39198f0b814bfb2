// ask_user: nobody answers during a run, so asking ends it. The question is posted in the thread and the
// run's result is `needs_input`; the maintainer's next `/agent` reply continues with the answer.
import { z } from "zod";
import { defineTool } from "../../tools/tool.js";
import type { LoopServices } from "./services.js";

export function createAskUserTool(loop: LoopServices) {
  return defineTool({
    name: "ask_user",
    kind: "other",
    description:
      "Ask the maintainers one question and END the run (nobody can answer now). Only when blocked: otherwise decide and proceed.",
    input: z.object({
      question: z.string().min(1).max(4_000).describe("One specific question, with the options you see."),
    }),
    deferred: true,
    isReadOnly: () => true,
    describe: ({ question }) => `ask: ${question.split("\n")[0].slice(0, 100)}`,
    async execute({ question }) {
      loop.askUser(question);
      return {
        output: "Question recorded; it will be posted and the run ends after this turn. Do not continue working.",
        display: "question posted",
        metadata: { question },
      };
    },
  });
}
