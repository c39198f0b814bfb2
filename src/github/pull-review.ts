// Posts a review run's result as ONE GitHub review (pulls.createReview): the summary as its body, the comments
// anchored on lines of the diff inline (multi-line with start_line), at most MAX_INLINE of them. A comment aimed
// at a line outside the diff would make GitHub refuse the whole review (422), so it is moved into the summary
// instead. After a push (an automatic review that has our earlier summary), the summary review's body is updated
// and only the new inline comments come in a review of their own, so reviews do not pile up.
import type { Octokit } from "./octokit.js";
import type { DiffAnchors, ReviewTarget } from "./review-target.js";
import type { ReviewDraft, ReviewDraftComment } from "../review-draft.js";
import { formatRunMarker, RUN_MARKER_PREFIX } from "../run-marker.js";
import { neutralizeMarkdown } from "../report/neutralize.js";
import type { Redactor } from "../report/redact.js";
import { statusOf } from "./permission.js";

const MAX_INLINE = 25;
const MAX_BODY_CHARS = 60_000;
const EARLIER_CHARS = 20_000;

export interface PostedReview {
  /** The review that holds the inline comments, or the summary review when it was only updated. */
  url?: string;
  inline: number;
  /** Comments moved into the summary: outside the diff, or over the limit. */
  moved: number;
  /** The earlier summary review was updated instead of a new summary being posted. */
  updated: boolean;
}

export interface PostReviewOptions {
  octokit: Octokit;
  owner: string;
  repo: string;
  target: ReviewTarget;
  draft: ReviewDraft;
  redact: Redactor;
  trigger: string;
  /** Update our earlier summary (an automatic review after a push) instead of posting a new one. */
  updateSummary: boolean;
  runUrl?: string;
}

export async function postReview(o: PostReviewOptions): Promise<PostedReview> {
  const { inline, moved } = placeComments(o.draft.comments, o.target.anchors);
  const clean = (text: string) => o.redact(neutralizeMarkdown(text, { trigger: o.trigger }));
  const comments = inline.map((c) => ({
    path: c.path,
    line: c.line,
    side: c.side,
    ...(c.startLine ? { start_line: c.startLine, start_side: c.side } : {}),
    body: clean(c.body),
  }));
  const summary = renderSummary(o, moved, clean);
  const previous = o.updateSummary ? o.target.previous : undefined;
  if (!previous) {
    const posted = await createReview(o, summary, comments, "summary", moved);
    return { url: posted.url, inline: posted.inline, moved: posted.moved, updated: false };
  }
  const body = `${reviewMarker(o, "summary")}\n${withEarlier(summary, previous.body)}`;
  await o.octokit.rest.pulls.updateReview({
    owner: o.owner,
    repo: o.repo,
    pull_number: o.target.prNumber,
    review_id: previous.id,
    body,
  });
  if (comments.length === 0) return { url: previous.htmlUrl, inline: 0, moved: moved.length, updated: true };
  const note = `Comments on the commits since \`${short(o.target.since)}\`. The summary is kept up to date in ${previous.htmlUrl ? `[the first review](${previous.htmlUrl})` : "the first review"}.`;
  const posted = await createReview(o, note, comments, "comments", []);
  return { url: posted.url, inline: posted.inline, moved: moved.length + posted.moved, updated: true };
}

type ApiComment = { path: string; line: number; side: string; start_line?: number; start_side?: string; body: string };

/** One createReview; when GitHub still refuses the comments (422), the review goes again with them in its body. */
async function createReview(
  o: PostReviewOptions,
  text: string,
  comments: ApiComment[],
  role: "summary" | "comments",
  moved: ReviewDraftComment[],
): Promise<{ url?: string; inline: number; moved: number }> {
  const marker = reviewMarker(o, role);
  const send = (body: string, list: ApiComment[]) =>
    o.octokit.rest.pulls.createReview({
      owner: o.owner,
      repo: o.repo,
      pull_number: o.target.prNumber,
      commit_id: o.target.headSha,
      event: "COMMENT",
      body: `${marker}\n${body}`,
      comments: list,
    });
  try {
    const { data } = await send(text, comments);
    return { url: data.html_url, inline: comments.length, moved: moved.length };
  } catch (err) {
    if (statusOf(err) !== 422 || comments.length === 0) throw err;
    const outside = comments.map((c) => `- \`${c.path}\` line ${c.line}: ${c.body}`).join("\n");
    const { data } = await send(`${text}\n\n**Comments GitHub could not place on the diff**\n\n${outside}`, []);
    return { url: data.html_url, inline: 0, moved: moved.length + comments.length };
  }
}

/** Our marker: a review carrying it never triggers a run, and the next automatic review starts from its commit. */
function reviewMarker(o: PostReviewOptions, role: "summary" | "comments"): string {
  return formatRunMarker({
    v: 1,
    phase: "final",
    conclusion: "reviewed",
    mode: "review",
    reviewedSha: o.target.headSha,
    reviewRole: role,
  });
}

/** Comments on lines of the diff (both ends of a range) go inline, up to the limit; the rest to the summary. */
export function placeComments(
  comments: readonly ReviewDraftComment[],
  anchors: DiffAnchors,
): { inline: ReviewDraftComment[]; moved: (ReviewDraftComment & { why: string })[] } {
  const inline: ReviewDraftComment[] = [];
  const moved: (ReviewDraftComment & { why: string })[] = [];
  for (const c of comments) {
    const lines = anchors.get(c.path)?.[c.side];
    const onDiff = lines?.has(c.line) && (c.startLine === undefined || lines.has(c.startLine));
    if (!onDiff) moved.push({ ...c, why: "not on a line of the diff" });
    else if (inline.length >= MAX_INLINE) moved.push({ ...c, why: `over ${MAX_INLINE} inline comments` });
    else inline.push(c);
  }
  return { inline, moved };
}

function renderSummary(
  o: PostReviewOptions,
  moved: (ReviewDraftComment & { why: string })[],
  clean: (text: string) => string,
): string {
  const scope = o.target.since
    ? `the commits since \`${short(o.target.since)}\` (up to \`${short(o.target.headSha)}\`)`
    : `the pull request at \`${short(o.target.headSha)}\``;
  const parts = [`### 🔍 repo-agent review`, "", clean(o.draft.summary)];
  if (moved.length) {
    parts.push("", "**Comments on lines outside the diff**", "");
    for (const c of moved) {
      const where = c.startLine ? `lines ${c.startLine}–${c.line}` : `line ${c.line}`;
      parts.push(`- \`${c.path.replace(/`/g, "'")}\` ${where} (${c.why}):`, "", indent(clean(c.body)), "");
    }
  }
  parts.push("", `<sub>Reviewed ${scope}${o.runUrl ? ` · [run](${o.runUrl})` : ""}. Nothing was pushed.</sub>`);
  return parts.join("\n").trimEnd();
}

/** The new summary, with the earlier one (its marker removed) folded below it. */
function withEarlier(summary: string, earlier: string): string {
  let old = earlier
    .split("\n")
    .filter((l) => !l.startsWith(RUN_MARKER_PREFIX))
    .join("\n")
    .trim();
  if (old.length > EARLIER_CHARS) old = `${old.slice(0, EARLIER_CHARS)}\n\n…(cut)`;
  const body = `${summary}\n\n<details><summary>Earlier review</summary>\n\n${old}\n\n</details>`;
  return body.length > MAX_BODY_CHARS ? summary : body;
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((l) => (l ? `  ${l}` : l))
    .join("\n");
}

function short(sha: string | undefined): string {
  return (sha ?? "").slice(0, 7);
}
