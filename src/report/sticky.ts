// `sticky_comment: true`: one comment per issue or pull request, edited by each run. The newest report is on top;
// the reports before it are folded below, newest first, each in a `<details>`, so the thread keeps one readable
// comment with its history. Pure: the previous body in, the new body out, never over GitHub's limit (the oldest
// reports are shortened first, then dropped).
import { parseRunMarker, RUN_MARKER_PREFIX } from "../run-marker.js";
import { COMMENT_MAX_CHARS, statusHeading } from "./comment.js";

/** Where the folded reports begin. */
const HISTORY_MARKER = "<!-- repo-agent:history -->";
/** Before each folded report. */
const ENTRY_MARKER = "<!-- repo-agent:earlier-run -->";
/** What the newest report leaves for the folded ones at most; the rest of the limit is its own. */
const HISTORY_RESERVE = 16_000;

export interface EarlierReport {
  /** One line of our own text: when and how that run ended. */
  summary: string;
  /** The report without its marker. */
  body: string;
  /** Set once the report was cut to its head (no transcript) to make room. */
  shortened?: boolean;
}

// Our own marker, whose JSON never holds `-->` (formatRunMarker escapes it).
const RUN_MARKER = new RegExp(`${escapeRegExp(RUN_MARKER_PREFIX)}[\\s\\S]*? -->\\n?`, "g");
const ENTRY = /^\s*<details><summary>(.*?)<\/summary>\n\n([\s\S]*)\n\n<\/details>\s*$/;

/** The reports a sticky comment holds, newest first: its report on top (folded now), then those already folded.
 * A marker left in a folded report would be read as the thread's state, so none is kept. */
export function earlierReports(previousBody: string): EarlierReport[] {
  const at = previousBody.indexOf(HISTORY_MARKER);
  const top = at === -1 ? previousBody : previousBody.slice(0, at);
  const marker = parseRunMarker(top);
  const status = marker?.conclusion ? statusHeading(marker.conclusion) : "earlier report";
  const run = marker?.runId && /^\d+$/.test(marker.runId) ? ` (run ${marker.runId})` : "";
  const reports: EarlierReport[] = [{ summary: `Previous run${run}: ${status}`, body: clean(top) }];
  if (at === -1) return reports;
  for (const chunk of previousBody.slice(at + HISTORY_MARKER.length).split(ENTRY_MARKER)) {
    const m = ENTRY.exec(chunk);
    if (m) reports.push({ summary: m[1], body: clean(m[2]) });
  }
  return reports.filter((r) => r.body.length > 0);
}

/** How much of the limit the newest report should leave to the earlier ones. */
export function historyReserve(earlier: readonly EarlierReport[]): number {
  if (earlier.length === 0) return 0;
  return Math.min(HISTORY_RESERVE, fold(earlier).length);
}

/** `current` (a rendered report, marker on top) with `earlier` folded below it, at most `max` characters: the
 * oldest report is cut to its head first, and once every one is cut, the oldest is dropped. */
export function renderStickyComment(
  current: string,
  earlier: readonly EarlierReport[],
  max: number = COMMENT_MAX_CHARS,
): string {
  const kept = earlier.map((r) => ({ ...r }));
  for (;;) {
    const body = kept.length === 0 ? current : `${current.trimEnd()}\n\n${fold(kept)}`;
    if (body.length <= max) return body;
    if (kept.length === 0) return current;
    const oldestFull = kept.findLastIndex((r) => !r.shortened);
    if (oldestFull === -1) kept.pop();
    else kept[oldestFull] = shorten(kept[oldestFull]);
  }
}

function fold(reports: readonly EarlierReport[]): string {
  const entries = reports.map(
    (r) => `${ENTRY_MARKER}\n<details><summary>${r.summary}</summary>\n\n${r.body}\n\n</details>`,
  );
  return `${HISTORY_MARKER}\n${entries.join("\n")}\n`;
}

/** The report's head (status, summary, links, stats), without the transcript that follows it. */
function shorten(report: EarlierReport): EarlierReport {
  const at = report.body.indexOf("<details><summary>Transcript");
  const head = at === -1 ? "" : report.body.slice(0, at).trimEnd();
  return {
    summary: report.summary,
    body: `${head && head.length <= 4_000 ? `${head}\n\n` : ""}<sub>Shortened to keep this comment within GitHub's size limit.</sub>`,
    shortened: true,
  };
}

function clean(text: string): string {
  return text.replace(RUN_MARKER, "").trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
