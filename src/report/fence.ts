// Containers that the text inside them cannot break out of. Tool output is written by a possibly hostile agent:
// a ``` in it must not close our fence and turn the rest of the comment into live Markdown (images, mentions,
// fake "approved" banners). Truncation itself is THE helper in src/truncate.ts; this module only adds what
// Markdown needs on top of it.
import { truncateHeadTail } from "../truncate.js";

/** A backtick fence longer than any backtick run in `content` (at least 3), so no line of it can close the
 * block. */
export function fenceFor(content: string): string {
  return "`".repeat(Math.max(3, longestRun(content, "`") + 1));
}

/** A fenced code block holding `content` verbatim (after `cleanForMarkdown`). Info string is kept to a safe
 * word: an info string cannot contain backticks for backtick fences. */
export function fencedBlock(content: string, info = ""): string {
  const body = cleanForMarkdown(content).replace(/\n+$/, "");
  const fence = fenceFor(body);
  const lang = /^[A-Za-z0-9_+.-]{0,20}$/.test(info) ? info : "";
  return `${fence}${lang}\n${body}\n${fence}`;
}

/** An inline code span for `text` on one line: the delimiter run is longer than any run inside, and a space pads
 * content that starts or ends with a backtick (CommonMark strips one space from each side). */
export function inlineCode(text: string): string {
  const oneLine = cleanForMarkdown(text).replace(/\s*\n\s*/g, " ");
  if (oneLine.length === 0) return "` `";
  const ticks = "`".repeat(longestRun(oneLine, "`") + 1);
  const pad = oneLine.startsWith("`") || oneLine.endsWith("`") || /^ .* $/.test(oneLine) ? " " : "";
  return `${ticks}${pad}${oneLine}${pad}${ticks}`;
}

/** Escape text for an HTML context such as `<summary>`, where Markdown is not rendered but tags are. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

// ANSI escape sequences (colours, cursor moves) from tool output: noise in a comment.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b(?:\[[0-9;?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-Z\\-_])/g;
// C0/C1 controls other than tab and newline: GitHub may reject or mangle them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Normalise text for a Markdown body: CRLF → LF, ANSI sequences dropped, control characters replaced, lone
 * surrogates made well-formed (a JSON body with half a pair is rejected or mangled). */
export function cleanForMarkdown(text: string): string {
  return toWellFormed(text.replace(/\r\n?/g, "\n").replace(ANSI, "").replace(CONTROL, "\uFFFD"));
}

/** Keep head and tail of `text` within `maxChars`, never splitting a surrogate pair (THE truncation helper). */
export function truncateMiddle(text: string, maxChars: number): string {
  return truncateHeadTail(text, Math.max(0, maxChars)).text;
}

/** Cut to at most `maxChars` from the start, never inside a surrogate pair. */
export function truncateEnd(text: string, maxChars: number, ellipsis = "…"): string {
  if (text.length <= maxChars) return text;
  let end = Math.max(0, maxChars - ellipsis.length);
  if (end > 0 && isHighSurrogate(text.charCodeAt(end - 1))) end--;
  return text.slice(0, end) + ellipsis;
}

function toWellFormed(text: string): string {
  const s = text as string & { toWellFormed?: () => string };
  if (typeof s.toWellFormed === "function") return s.toWellFormed();
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

function longestRun(text: string, ch: string): number {
  let best = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ch) {
      run++;
      if (run > best) best = run;
    } else run = 0;
  }
  return best;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
