// A pull-request review as the agent hands it in (the loop's submit_review tool) and the action posts it
// (github/pull-review.ts): a summary and comments on lines of the diff. Plain data shared by both rooms.

export interface ReviewDraftComment {
  path: string;
  /** The comment's (last) line: in the new file for side RIGHT, in the old file for LEFT. */
  line: number;
  /** The first line of a multi-line comment. */
  startLine?: number;
  side: "RIGHT" | "LEFT";
  /** Markdown; a ```suggestion block replaces lines startLine..line when the author applies it. */
  body: string;
}

export interface ReviewDraft {
  summary: string;
  comments: ReviewDraftComment[];
}
