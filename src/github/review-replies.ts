// Review autofix answers each review thread it was asked to address, briefly, pointing at the commit and at
// the comment that holds the transcript. One reply per thread, never more (few writes per run).
import type { Octokit } from "./octokit.js";
import type { LandResult } from "../land/land.js";
import type { RunConclusion } from "../run-marker.js";
import type { Redactor } from "../report/redact.js";
import { formatRunMarker } from "../run-marker.js";

export async function answerReviewThreads(opts: {
  octokit: Octokit;
  owner: string;
  repo: string;
  prNumber: number;
  threadIds: readonly number[];
  land?: LandResult;
  conclusion: RunConclusion;
  commentUrl?: string;
  redact: Redactor;
}): Promise<void> {
  const details = opts.commentUrl ? ` Details: ${opts.commentUrl}` : "";
  const text =
    opts.land?.pushed && opts.land.commitSha
      ? `Addressed in ${opts.land.commitSha.slice(0, 7)} on \`${opts.land.branch}\`.${details}`
      : `repo-agent looked at this but pushed no change (${opts.conclusion.replace("_", " ")}).${details}`;
  const body = `${formatRunMarker({ v: 1, phase: "final", conclusion: opts.conclusion })}\n${opts.redact(text)}`;
  for (const id of opts.threadIds) {
    await opts.octokit.rest.pulls
      .createReplyForReviewComment({
        owner: opts.owner,
        repo: opts.repo,
        pull_number: opts.prNumber,
        comment_id: id,
        body,
      })
      .catch(() => undefined);
  }
}
