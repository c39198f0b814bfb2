// Reading the emulator's state the way the scenarios assert on it: what the action's identity posted.
import { REPO, type World } from "./harness.js";
import type { RecordedRequest } from "../fakes/model-server/index.js";

export const BOT = "github-actions[bot]";

/** The comments the action's identity (the workflow token's github-actions[bot]) posted on issue or PR `n`. */
export function botComments(world: World, n: number) {
  return world.gh.issueComments(REPO, n).filter((c) => c.user?.login === BOT);
}

/** Every body the action's identity wrote anywhere: issue/PR comments, review replies, PR bodies and titles. */
export async function everythingPosted(world: World): Promise<string[]> {
  const snap = await world.gh.snapshot();
  const repo = snap.repos[REPO];
  return [
    ...repo.comments.filter((c) => c.user?.login === BOT).map((c) => c.body ?? ""),
    ...repo.review_comments.filter((c) => c.user?.login === BOT).map((c) => c.body ?? ""),
    ...repo.pulls.filter((p) => p.user?.login === BOT).flatMap((p) => [p.title, p.body ?? ""]),
  ];
}

/** Requests the action made that write (anything but GET/HEAD), REST only. */
export function restWrites(world: World) {
  return world.gh.requests.filter((r) => r.kind === "rest" && r.method !== "GET" && r.method !== "HEAD");
}

/** The first user message of a model request (the task), as the model reads it (not JSON-escaped). */
export function taskText(request: RecordedRequest): string {
  const first = request.body?.messages[0];
  if (!first) return "";
  if (typeof first.content === "string") return first.content;
  return first.content.map((b) => ("text" in b && typeof b.text === "string" ? b.text : "")).join("\n");
}
