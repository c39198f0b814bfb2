// THE truncation helper (style.md: one way to do a thing). Long output keeps its head and its tail, because
// the start says what ran and the end says how it ended (the failing test, the exit status); the middle is
// replaced by a marker saying exactly how much was cut, so the model never believes it saw everything.

export interface HeadTail {
  /** The text to show: unchanged when it fits, else head + marker + tail, at most `maxChars` long. */
  text: string;
  truncated: boolean;
  totalChars: number;
  /** Characters of the original kept before the marker (all of it when not truncated). */
  headChars: number;
  /** Characters of the original kept after the marker. */
  tailChars: number;
  omittedChars: number;
  omittedLines: number;
}

/** Keep the head and tail of `text` within `maxChars` (marker included). Cuts prefer line boundaries near the
 * budget and never split a UTF-16 surrogate pair. */
export function truncateHeadTail(text: string, maxChars: number): HeadTail {
  const total = text.length;
  if (total <= maxChars) {
    return {
      text,
      truncated: false,
      totalChars: total,
      headChars: total,
      tailChars: 0,
      omittedChars: 0,
      omittedLines: 0,
    };
  }
  // Reserve room for the widest marker this text could need, so the result never exceeds maxChars.
  const reserve = elisionMarker(total, countLines(text)).length;
  const budget = Math.max(0, maxChars - reserve);
  let headEnd = cutHead(text, Math.ceil(budget / 2));
  let tailStart = cutTail(text, total - Math.floor(budget / 2));
  if (tailStart < headEnd) tailStart = headEnd;
  if (budget === 0) headEnd = tailStart = 0;

  const omitted = text.slice(headEnd, tailStart);
  const marker = elisionMarker(omitted.length, countLines(omitted));
  const head = text.slice(0, headEnd);
  const tail = text.slice(tailStart);
  const shown = budget === 0 ? marker.trim().slice(0, maxChars) : head + marker + tail;
  return {
    text: shown,
    truncated: true,
    totalChars: total,
    headChars: head.length,
    tailChars: budget === 0 ? 0 : tail.length,
    omittedChars: budget === 0 ? total : omitted.length,
    omittedLines: budget === 0 ? countLines(text) : countLines(omitted),
  };
}

function elisionMarker(chars: number, lines: number): string {
  return `\n[… ${chars} chars (${lines} lines) omitted …]\n`;
}

/** Lines touched by `text`: newlines, plus one for a trailing partial line. */
function countLines(text: string): number {
  if (text.length === 0) return 0;
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return text.endsWith("\n") ? n : n + 1;
}

/** End index of the head: at most `limit`, moved back to just after a newline in the last fifth of the
 * window when there is one, and never between the halves of a surrogate pair. */
function cutHead(text: string, limit: number): number {
  let end = Math.min(limit, text.length);
  const nl = text.lastIndexOf("\n", end - 1);
  if (nl >= 0 && nl + 1 >= end - Math.floor(limit / 5)) end = nl + 1;
  if (end > 0 && end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
  return end;
}

/** Start index of the tail: at least `start`, moved forward to just after a newline in the first fifth of
 * the window when there is one, and never between the halves of a surrogate pair. */
function cutTail(text: string, start: number): number {
  let begin = Math.max(0, start);
  const windowChars = text.length - begin;
  const nl = text.indexOf("\n", begin);
  if (nl >= 0 && nl + 1 <= begin + Math.floor(windowChars / 5)) begin = nl + 1;
  if (begin > 0 && begin < text.length && isLowSurrogate(text.charCodeAt(begin))) begin++;
  return begin;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
