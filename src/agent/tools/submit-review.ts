// submit_review: how a review run (`/agent review`, automatic review) hands in its result — a summary and inline
// comments on lines of the diff, with ```suggestion blocks where the fix is local. The action posts it as one
// GitHub review; the run ends with it.
import { z } from "zod";
import { defineTool } from "../../tools/tool.js";
import type { LoopServices } from "./services.js";

const comment = z.object({
  path: z.string().min(1).max(1_000).describe("The file's path, as the diff names it."),
  line: z
    .number()
    .int()
    .min(1)
    .describe("The commented line (the last one of a range): new-file number, or old-file number with side LEFT."),
  start_line: z.number().int().min(1).optional().describe("The first line, for a comment on several lines."),
  side: z.enum(["RIGHT", "LEFT"]).default("RIGHT").describe("RIGHT: the new file (default); LEFT: a deleted line."),
  body: z
    .string()
    .min(1)
    .max(8_000)
    .describe("The comment. For a local fix add a ```suggestion block holding the replacement for those lines."),
});

export function createSubmitReviewTool(loop: LoopServices) {
  return defineTool({
    name: "submit_review",
    kind: "other",
    description:
      "Hand in your review of the pull request and END the run: a summary and comments on lines of the diff. Call once.",
    prompt:
      "This is a review run: read the changes (the diff is in the task; read files for context), change nothing, then call submit_review once. Comment only on lines the diff shows; put a ```suggestion block (the exact replacement lines) in a comment when the fix is local. Be specific and brief; no praise-only comments.",
    input: z.object({
      summary: z.string().min(1).max(20_000).describe("Markdown: your overall assessment and the main risks."),
      comments: z.array(comment).max(50).default([]).describe("Inline comments, at most 50."),
    }),
    isReadOnly: () => true,
    describe: ({ comments }) => `submit review (${comments.length} inline comment${comments.length === 1 ? "" : "s"})`,
    async execute({ summary, comments }) {
      loop.submitReview({
        summary,
        comments: comments.map((c) => ({
          path: c.path.replace(/^\.?\//, ""),
          line: c.line,
          startLine: c.start_line !== undefined && c.start_line < c.line ? c.start_line : undefined,
          side: c.side,
          body: c.body,
        })),
      });
      return {
        output: "Review recorded; it is posted after this turn and the run ends. Do not continue.",
        display: `review submitted: ${comments.length} inline comment${comments.length === 1 ? "" : "s"}`,
        metadata: { summary, comments },
      };
    },
  });
}
