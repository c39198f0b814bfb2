// The hidden marker every comment repo-agent posts carries: `<!-- repo-agent:run {json} -->`. It lets a later
// run recognise its own comments (they never trigger and are left out of the thread context) and pick up
// state: the plan that `/agent approve` runs, the question a `needs_input` run asked, the branch it pushed.
// Anyone can paste a marker into a comment, so callers trust only markers in comments written by the action's
// own identity (see findLatestRunMarker in github/thread.ts).
import { z } from "zod";

/** Every comment we post contains this; its presence alone marks the comment as ours. */
const MARKER_TAG = "<!-- repo-agent";
export const RUN_MARKER_PREFIX = "<!-- repo-agent:run ";
const RUN_MARKER_SUFFIX = " -->";

const conclusionSchema = z.enum([
  "changed",
  "no_changes",
  "failed",
  "denied",
  "budget_exhausted",
  "planned",
  "needs_input",
  "reviewed",
]);
export type RunConclusion = z.infer<typeof conclusionSchema>;

export const runMarkerSchema = z.looseObject({
  v: z.literal(1),
  /** "progress" while the run is going, "final" once the comment holds the result. */
  phase: z.enum(["progress", "final"]),
  conclusion: conclusionSchema.optional(),
  mode: z.enum(["run", "plan", "review"]).optional(),
  /** The user's words that started the run (after the trigger phrase). */
  instruction: z.string().optional(),
  /** The agent's plan, for conclusion "planned": what `/agent approve` runs. */
  plan: z.string().optional(),
  /** The agent's question, for conclusion "needs_input". */
  question: z.string().optional(),
  summary: z.string().optional(),
  /** Branch pushed by the run, so a continuation commits on top of it. */
  branch: z.string().optional(),
  prNumber: z.number().int().optional(),
  requester: z.string().optional(),
  /** A review's marker (github/pull-review.ts): the head commit it reviewed, and whether its body is the summary a
   * later automatic review updates or holds only inline comments. */
  reviewedSha: z.string().optional(),
  reviewRole: z.enum(["summary", "comments"]).optional(),
  /** GITHUB_RUN_ID of the run that wrote the comment. */
  runId: z.string().optional(),
});
export type RunMarkerData = z.infer<typeof runMarkerSchema>;

/** The marker line for a comment body. The JSON is escaped so it can never end the HTML comment early
 * (`-->`, `--!>`) nor open markup: `<`, `>` become \u003c, \u003e and `--` becomes `-\u002d` (inside JSON,
 * `--` can only occur within a string, where the escape is equivalent). */
export function formatRunMarker(data: RunMarkerData): string {
  const json = JSON.stringify(runMarkerSchema.parse(data))
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/--/g, "-\\u002d");
  return `${RUN_MARKER_PREFIX}${json}${RUN_MARKER_SUFFIX}`;
}

/** The marker data in a comment body, or undefined when it has none or it does not parse. When a body holds
 * several markers the last one wins (a comment edited from progress to final keeps only one, but be safe). */
export function parseRunMarker(body: string | null | undefined): RunMarkerData | undefined {
  if (!body) return undefined;
  let found: RunMarkerData | undefined;
  let from = 0;
  for (;;) {
    const start = body.indexOf(RUN_MARKER_PREFIX, from);
    if (start === -1) return found;
    const jsonStart = start + RUN_MARKER_PREFIX.length;
    const end = body.indexOf(RUN_MARKER_SUFFIX, jsonStart);
    if (end === -1) return found;
    try {
      const parsed = runMarkerSchema.safeParse(JSON.parse(body.slice(jsonStart, end)));
      if (parsed.success) found = parsed.data;
    } catch {
      // Not JSON: someone's lookalike text, not our marker.
    }
    from = end + RUN_MARKER_SUFFIX.length;
  }
}

/** True when the body carries any repo-agent marker (run or otherwise). */
export function hasMarker(body: string | null | undefined): boolean {
  return !!body && body.includes(MARKER_TAG);
}
