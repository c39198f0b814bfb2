// What a review run looks at: the pull request's diff (or, for an automatic review after a push, only the commits
// since our last reviewed commit), rendered with the line numbers a comment uses, and the lines of the whole
// pull request's diff a comment can be anchored on. Our earlier review is found by its marker, written by our own
// identity: its reviewed commit is where the next review starts, and its body is the summary a push updates.
import type { Octokit } from "./octokit.js";
import type { PullRequestInfo } from "./event.js";
import { parseRunMarker } from "../run-marker.js";
import { stripInvisible } from "./sanitize.js";

/** path → the diff's lines on each side (RIGHT: new file, LEFT: old file). */
export type DiffAnchors = Map<string, { RIGHT: Set<number>; LEFT: Set<number> }>;

export interface ReviewTarget {
  prNumber: number;
  headSha: string;
  anchors: DiffAnchors;
  /** The changes to review, one numbered diff per file, bounded. */
  diff: string;
  /** Set when only the commits after this one are reviewed. */
  since?: string;
  /** Our summary review, which a push's review updates instead of adding another. */
  previous?: { id: number; body: string; htmlUrl?: string };
}

interface FileDiff {
  filename: string;
  status: string;
  patch?: string;
  previous_filename?: string;
}

const MAX_FILES = 300;
const MAX_DIFF_CHARS = 60_000;

/** The review's target. `incremental`: start from our last reviewed commit when there is one and the head still
 * descends from it (a force-push reviews the whole pull request again). */
export async function prepareReviewTarget(options: {
  octokit: Octokit;
  owner: string;
  repo: string;
  pr: PullRequestInfo;
  selfLogins: readonly string[];
  incremental: boolean;
}): Promise<ReviewTarget> {
  const { octokit, owner, repo, pr } = options;
  const [files, previous] = await Promise.all([
    octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: pr.number, per_page: 100 }),
    findOwnReviews(options),
  ]);
  const prFiles = (files as FileDiff[]).slice(0, MAX_FILES);
  const target: ReviewTarget = {
    prNumber: pr.number,
    headSha: pr.head.sha,
    anchors: diffAnchors(prFiles),
    diff: renderDiff(prFiles),
    previous: previous.summary,
  };
  const since = previous.reviewedSha;
  if (!options.incremental || !since || since === pr.head.sha) return target;
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner,
      repo,
      basehead: `${since}...${pr.head.sha}`,
      per_page: 100,
    });
    if (data.status !== "ahead") return target;
    return { ...target, since, diff: renderDiff(((data.files ?? []) as FileDiff[]).slice(0, MAX_FILES)) };
  } catch {
    // The reviewed commit is gone (a force-push): review the whole pull request again.
    return target;
  }
}

/** Our reviews of this pull request: the latest reviewed commit, and the latest summary review. */
async function findOwnReviews(options: {
  octokit: Octokit;
  owner: string;
  repo: string;
  pr: PullRequestInfo;
  selfLogins: readonly string[];
}): Promise<{ reviewedSha?: string; summary?: ReviewTarget["previous"] }> {
  const { octokit, owner, repo, pr } = options;
  const self = new Set(options.selfLogins.map((l) => l.toLowerCase()));
  const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
    owner,
    repo,
    pull_number: pr.number,
    per_page: 100,
  });
  let found: { reviewedSha?: string; summary?: ReviewTarget["previous"] } = {};
  for (const r of reviews) {
    // Anyone can paste a marker: only reviews written by our own identity count.
    if (!r.user || !self.has(r.user.login.toLowerCase())) continue;
    const marker = parseRunMarker(r.body);
    if (!marker?.reviewedSha) continue;
    found = {
      reviewedSha: marker.reviewedSha,
      summary: marker.reviewRole === "summary" ? { id: r.id, body: r.body, htmlUrl: r.html_url } : found.summary,
    };
  }
  return found;
}

/** The lines of each file's patch a review comment may be anchored on. */
export function diffAnchors(files: readonly FileDiff[]): DiffAnchors {
  const anchors: DiffAnchors = new Map();
  for (const f of files) {
    const sides = { RIGHT: new Set<number>(), LEFT: new Set<number>() };
    for (const l of numberedLines(f.patch ?? "")) {
      if (l.side) sides[l.side].add(l.number);
      // A context line can be commented on from either side.
      if (l.kind === " ") sides.LEFT.add(l.oldNumber);
    }
    anchors.set(f.filename, sides);
  }
  return anchors;
}

interface NumberedLine {
  kind: "+" | "-" | " " | "@";
  text: string;
  side?: "RIGHT" | "LEFT";
  number: number;
  oldNumber: number;
}

function numberedLines(patch: string): NumberedLine[] {
  const out: NumberedLine[] = [];
  let oldLine = 0;
  let newLine = 0;
  for (const text of patch.split("\n")) {
    const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
    if (header) {
      oldLine = Number(header[1]);
      newLine = Number(header[2]);
      out.push({ kind: "@", text, number: 0, oldNumber: 0 });
      continue;
    }
    if (text.startsWith("\\")) continue; // "\ No newline at end of file"
    if (text.startsWith("+")) out.push({ kind: "+", text, side: "RIGHT", number: newLine++, oldNumber: 0 });
    else if (text.startsWith("-")) out.push({ kind: "-", text, side: "LEFT", number: oldLine++, oldNumber: 0 });
    else out.push({ kind: " ", text, side: "RIGHT", number: newLine++, oldNumber: oldLine++ });
  }
  return out;
}

/** Each file's patch with the side and line number a comment on each line uses (`R 12` new file, `L 7` old). */
function renderDiff(files: readonly FileDiff[]): string {
  const parts: string[] = [];
  let used = 0;
  const left: string[] = [];
  for (const f of files) {
    const name = stripInvisible(f.filename);
    const title = `${name} (${f.status}${f.previous_filename ? ` from ${stripInvisible(f.previous_filename)}` : ""})`;
    if (!f.patch) {
      parts.push(`File ${title}: no textual diff (binary or too large).`);
      continue;
    }
    const body = numberedLines(stripInvisible(f.patch))
      .map((l) =>
        l.kind === "@" ? l.text : `${l.side === "LEFT" ? "L" : "R"}${String(l.number).padStart(5)} ${l.text}`,
      )
      .join("\n");
    if (used + body.length > MAX_DIFF_CHARS) {
      left.push(name);
      continue;
    }
    used += body.length;
    const fence = "`".repeat(Math.max(3, longestBacktickRun(body) + 1));
    parts.push(`File ${title}:\n${fence}diff\n${body}\n${fence}`);
  }
  if (left.length)
    parts.push(
      `Not shown (the diff is long): ${left.join(", ")}. Read these files, or run git diff if the policy allows it.`,
    );
  return parts.join("\n\n") || "(no changes)";
}

function longestBacktickRun(text: string): number {
  let best = 0;
  for (const m of text.matchAll(/`+/g)) best = Math.max(best, m[0].length);
  return best;
}
