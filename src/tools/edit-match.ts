// The edit matcher behind edit_file: pure, no I/O. Exact match first; then only normalisations that cannot
// change which text is meant (quote style, pasted read_file line numbers, trailing whitespace, a uniform
// indentation shift), each accepted only when it still yields exactly one match. Never similarity or anchor
// matching: a refused edit costs one more turn, a wrong edit silently corrupts the file.

export type EditError = "not_found" | "ambiguous" | "no_change" | "empty_old_string";
export type Normalisation = "quotes" | "line_endings" | "line_prefixes" | "trailing_whitespace" | "indentation";

export interface EditRequest {
  /** The whole file as decoded text (a leading BOM, if any, included). */
  content: string;
  oldString: string;
  newString: string;
  replaceAll?: boolean;
}

export type EditResult =
  | {
      ok: true;
      content: string;
      replacements: number;
      /** Normalisations that were needed to find the text; empty for an exact match. */
      normalisations: Normalisation[];
      /** 1-based line of the first replaced text in the original file. */
      firstLine: number;
    }
  | { ok: false; error: EditError; message: string; lines?: number[] };

const BOM = "\uFEFF";
const MAX_REPORTED_LINES = 20;

export function applyEdit(req: EditRequest): EditResult {
  const bom = req.content.startsWith(BOM) ? BOM : "";
  const body = bom ? req.content.slice(1) : req.content;
  const eol = dominantEol(body);

  if (req.oldString === "") {
    if (body !== "") {
      return fail(
        "empty_old_string",
        "old_string is empty, but the file is not. Give the exact text to replace (read the file first), or use write_file to replace the whole file.",
      );
    }
    if (req.newString === "") return fail("no_change", "old_string and new_string are both empty; nothing to do.");
    return { ok: true, content: bom + req.newString, replacements: 1, normalisations: [], firstLine: 1 };
  }
  if (req.oldString === req.newString) {
    return fail(
      "no_change",
      "old_string and new_string are identical; nothing would change. Give the text as it should be in new_string.",
    );
  }

  let found = findMatches(body, eol, req.oldString, req.newString, Boolean(req.replaceAll));
  // Only when the text as given matches nothing: a file may hold lines that look like read_file's prefixes.
  const stripped = found.kind === "none" ? stripLinePrefixes(req.oldString, req.newString) : undefined;
  if (stripped) found = findMatches(body, eol, stripped.oldString, stripped.newString, Boolean(req.replaceAll));

  if (found.kind === "none") return notFound(body, req.oldString);
  if (found.kind === "ambiguous") {
    const allLines = [...new Set(linesAt(body, found.starts))];
    const lines = allLines.slice(0, MAX_REPORTED_LINES);
    const where = `${found.count}${found.count >= MAX_COUNT ? "+" : ""} places, starting at line${lines.length > 1 ? "s" : ""} ${lines.join(", ")}${allLines.length > lines.length ? ", …" : ""}`;
    const message =
      found.stage === "exact"
        ? `old_string matches ${where}. Add surrounding lines to old_string so it matches exactly one place, or set replace_all: true to change every occurrence.`
        : `old_string matches nothing exactly, and ${where} after ${found.stage.replace("_", " ")} normalisation. Copy the exact text from the file (quotes and whitespace as they are) and add surrounding lines so it matches one place; replace_all needs an exact match.`;
    return { ok: false, error: "ambiguous", lines, message };
  }
  if (found.kind === "bad_indent") {
    return fail(
      "not_found",
      `old_string matches at line ${lineAt(body, found.start)} only with its indentation shifted, but new_string's lines are not indented enough to shift them by the same amount. Copy old_string with the file's exact indentation.`,
    );
  }

  const normalisations: Normalisation[] = [...(stripped ? (["line_prefixes"] as const) : []), ...found.normalisations];
  const parts: string[] = [];
  let last = 0;
  for (const r of found.ranges) {
    parts.push(body.slice(last, r.start), r.replacement);
    last = r.end;
  }
  parts.push(body.slice(last));
  const out = parts.join("");
  if (out === body) {
    return fail("no_change", "After matching, new_string equals the text already in the file; nothing would change.");
  }
  return {
    ok: true,
    content: bom + out,
    replacements: found.ranges.length,
    normalisations,
    firstLine: lineAt(body, found.ranges[0].start),
  };
}

// ---------------------------------------------------------------------------------------------------------

interface Range {
  start: number;
  end: number;
  replacement: string;
}

type Found =
  | { kind: "none" }
  | { kind: "ambiguous"; stage: Stage; count: number; starts: number[] }
  | { kind: "bad_indent"; start: number }
  | { kind: "ok"; ranges: Range[]; normalisations: Normalisation[] };

type Stage = "exact" | "quotes" | "trailing_whitespace" | "indentation";

/** Counting ambiguous matches stops here; the message then says "N+". replace_all is never capped. */
const MAX_COUNT = 1000;

function findMatches(body: string, eol: string, oldString: string, newString: string, replaceAll: boolean): Found {
  // Stage 1: exact, with old/new in the file's line endings (so a CRLF file stays CRLF).
  const oldE = toEol(oldString, eol);
  const newE = toEol(newString, eol);
  const exact = occurrences(body, oldE, replaceAll);
  if (exact.length > 0) {
    if (!replaceAll && exact.length > 1)
      return { kind: "ambiguous", stage: "exact", count: exact.length, starts: exact };
    return {
      kind: "ok",
      normalisations: [],
      ranges: exact.map((s) => ({ start: s, end: s + oldE.length, replacement: newE })),
    };
  }

  // Later stages compare projections of the file (LF line endings, straight quotes, no trailing blanks)
  // with the same projection of old_string, then map the one match back to the original text.
  const oldLf = toEol(oldString, "\n");
  const newLf = toEol(newString, "\n");
  const lfView = project(body, dropCrBeforeLf);
  const quoteView = lfView.then(straightenQuotes);
  const oldQ = straightenQuotes(oldLf).text;

  const q = occurrences(quoteView.text, oldQ, false);
  if (q.length > 1) return ambiguous("quotes", q, quoteView);
  if (q.length === 1) return single(body, eol, quoteView, q[0], q[0] + oldQ.length, oldLf, newLf, []);

  const trimView = quoteView.then(stripTrailingBlanks);
  const oldT = stripTrailingBlanks(oldQ).text;
  const t = occurrences(trimView.text, oldT, false);
  if (t.length > 1) return ambiguous("trailing_whitespace", t, trimView);
  if (t.length === 1)
    return single(body, eol, trimView, t[0], t[0] + oldT.length, oldLf, newLf, ["trailing_whitespace"]);

  const shifted = findShiftedBlock(trimView.text, oldT);
  if (shifted.length > 1)
    return ambiguous(
      "indentation",
      shifted.map((m) => m.start),
      trimView,
    );
  if (shifted.length === 1) {
    const m = shifted[0];
    const reindented = reindent(newLf, m.delta, m.char);
    if (reindented === undefined) return { kind: "bad_indent", start: trimView.map[m.start] };
    return single(body, eol, trimView, m.start, m.end, oldLf, reindented, ["indentation"]);
  }
  return { kind: "none" };
}

function ambiguous(stage: Stage, starts: number[], view: Projection): Found {
  return { kind: "ambiguous", stage, count: starts.length, starts: starts.map((s) => view.map[s]) };
}

/** One match in a projection, mapped back to the original text; new_string takes the file's quote style
 * and line endings. */
function single(
  body: string,
  eol: string,
  view: Projection,
  pStart: number,
  pEnd: number,
  oldLf: string,
  newLf: string,
  extra: Normalisation[],
): Found {
  const start = view.map[pStart];
  // Every stage's old_string is non-empty, so pEnd > pStart.
  const end = view.map[pEnd - 1] + 1;
  const matched = body.slice(start, end);
  const matchedLf = toEol(matched, "\n");
  const normalisations: Normalisation[] = [];
  const quotesDiffer = curlyQuotes(oldLf) !== curlyQuotes(matchedLf);
  const replacement = quotesDiffer ? transferQuoteStyle(oldLf, matchedLf, newLf) : newLf;
  if (quotesDiffer) normalisations.push("quotes");
  if (extra.length === 0 && !quotesDiffer) normalisations.push("line_endings");
  normalisations.push(...extra);
  return { kind: "ok", normalisations, ranges: [{ start, end, replacement: toEol(replacement, eol) }] };
}

/** Start offsets of `needle` in `hay`. Without `nonOverlapping`, overlapping occurrences count too (`aa` is
 * twice in `aaa`), because the model cannot have meant both. */
function occurrences(hay: string, needle: string, nonOverlapping: boolean): number[] {
  const out: number[] = [];
  if (needle === "") return out;
  const cap = nonOverlapping ? Infinity : MAX_COUNT;
  let i = hay.indexOf(needle);
  while (i !== -1 && out.length < cap) {
    out.push(i);
    i = hay.indexOf(needle, nonOverlapping ? i + needle.length : i + 1);
  }
  return out;
}

// --- projections: a transformed text plus, for each of its characters, the index in the original ----------

interface Projection {
  text: string;
  map: Uint32Array;
  then(step: Step): Projection;
}
type Step = (text: string) => { text: string; keep: Uint32Array | null };

function project(text: string, step: Step): Projection {
  return compose({ text, map: new Uint32Array(text.length).map((_, i) => i) }, step);
}

function compose(base: { text: string; map: Uint32Array }, step: Step): Projection {
  const r = step(base.text);
  const map = r.keep ? r.keep.map((k) => base.map[k]) : base.map;
  const p: Projection = { text: r.text, map, then: (next) => compose(p, next) };
  return p;
}

/** `\r\n` → `\n` (keeps indices of the kept characters). */
function dropCrBeforeLf(text: string): { text: string; keep: Uint32Array | null } {
  return dropRanges(text, /\r(?=\n)/g);
}

/** Spaces and tabs right before a newline are dropped. */
function stripTrailingBlanks(text: string): { text: string; keep: Uint32Array | null } {
  return dropRanges(text, /[ \t]+(?=\n)/g);
}

const CURLY_SINGLE = /[\u2018\u2019\u201A\u201B]/g;
const CURLY_DOUBLE = /[\u201C\u201D\u201E\u201F]/g;

/** Curly quotes → straight, one character for one, so indices do not move. */
function straightenQuotes(text: string): { text: string; keep: Uint32Array | null } {
  return { text: text.replace(CURLY_SINGLE, "'").replace(CURLY_DOUBLE, '"'), keep: null };
}

/** Removes every match of `re` (global), returning the rest and the original index of each kept char.
 * Works slice by slice so a large file is not rebuilt one character at a time. */
function dropRanges(text: string, re: RegExp): { text: string; keep: Uint32Array } {
  const parts: string[] = [];
  const keep = new Uint32Array(text.length);
  let n = 0;
  let last = 0;
  const copy = (from: number, to: number) => {
    parts.push(text.slice(from, to));
    for (let k = from; k < to; k++) keep[n++] = k;
  };
  for (const m of text.matchAll(re)) {
    copy(last, m.index);
    last = m.index + m[0].length;
  }
  copy(last, text.length);
  return { text: parts.join(""), keep: keep.subarray(0, n) };
}

// --- quote style --------------------------------------------------------------------------------------------

/** When old_string and the matched text differ in quote style (per kind: single vs double, never mixed),
 * new_string is converted to the file's style for that kind. */
function transferQuoteStyle(oldText: string, matched: string, newText: string): string {
  let text = newText;
  for (const kind of ["single", "double"] as const) {
    const curly = kind === "single" ? CURLY_SINGLE : CURLY_DOUBLE;
    const straight = kind === "single" ? "'" : '"';
    const oldCurly = countMatches(oldText, curly);
    const fileCurly = countMatches(matched, curly);
    if (fileCurly > 0 && oldCurly === 0) text = smartenQuotes(text, straight);
    else if (oldCurly > 0 && fileCurly === 0) text = text.replace(curly, straight);
    // Both have some curly ones of this kind: mixed style, new_string is left as the model wrote it.
  }
  return text;
}

function countMatches(text: string, re: RegExp): number {
  return (text.match(re) ?? []).length;
}

/** The curly quote characters of a text, in order: equal for two texts that agree on quote style. */
function curlyQuotes(text: string): string {
  return text.replace(/[^\u2018\u2019\u201A\u201B\u201C\u201D\u201E\u201F]/g, "");
}

/** Straight quotes of one kind → typographic ones: opening after start, whitespace or an opening bracket,
 * closing otherwise (which also makes apostrophes `’`). */
function smartenQuotes(text: string, straight: "'" | '"'): string {
  const [open, close] = straight === "'" ? ["\u2018", "\u2019"] : ["\u201C", "\u201D"];
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== straight) {
      out += c;
      continue;
    }
    const prev = i === 0 ? "" : text[i - 1];
    out += prev === "" || /[\s([{\u2014\u2013-]/.test(prev) || prev === "\u201C" || prev === "\u2018" ? open : close;
  }
  return out;
}

// --- line-number prefixes pasted from read_file ------------------------------------------------------------

const PREFIX = /^ *\d+\t/;
const PREFIX_ONLY = /^ *\d+$/;

/** read_file prints `     7\ttext`. If every line of old_string carries such a prefix (a copied empty line
 * may have lost its tab), strip it from old_string and from the new_string lines that have one. */
function stripLinePrefixes(oldString: string, newString: string): { oldString: string; newString: string } | undefined {
  const oldLines = toEol(oldString, "\n").split("\n");
  const trailingEmpty = oldLines[oldLines.length - 1] === "";
  const checked = trailingEmpty ? oldLines.slice(0, -1) : oldLines;
  if (!checked.every((l) => PREFIX.test(l) || PREFIX_ONLY.test(l))) return undefined;
  if (!checked.some((l) => PREFIX.test(l))) return undefined;
  const strip = (l: string) => (PREFIX.test(l) ? l.replace(PREFIX, "") : PREFIX_ONLY.test(l) ? "" : l);
  const newLines = toEol(newString, "\n").split("\n");
  return {
    oldString: oldLines.map(strip).join("\n"),
    newString: newLines.map(strip).join("\n"),
  };
}

// --- uniform indentation shift -----------------------------------------------------------------------------

interface ShiftedMatch {
  start: number;
  end: number;
  /** Characters to add (> 0) or remove (< 0) at the start of each non-blank line of new_string. */
  delta: number;
  char: string;
}

/** Finds whole-line blocks of `text` equal to `old` after one uniform change of indentation made of a
 * single whitespace character (all spaces or all tabs). Blank lines match blank lines. The block starts at a
 * line start; its last line may be a prefix of the file's line, as with an exact match. */
function findShiftedBlock(text: string, old: string): ShiftedMatch[] {
  let oldLines = old.split("\n");
  // `old` is never empty, so an empty last line means it ended with a newline.
  const endsWithNewline = oldLines[oldLines.length - 1] === "";
  if (endsWithNewline) oldLines = oldLines.slice(0, -1);
  // A final whitespace-only fragment (no newline after it) says nothing; it is left out of the match.
  let droppedTail = false;
  if (!endsWithNewline && isBlank(oldLines[oldLines.length - 1])) {
    oldLines = oldLines.slice(0, -1);
    droppedTail = true;
  }
  const nonBlank = oldLines.filter((l) => !isBlank(l));
  if (nonBlank.length === 0) return [];
  const oldIndent = commonIndent(nonBlank);
  const body = oldLines.map((l) => (isBlank(l) ? "" : l.slice(oldIndent.length)));
  const firstIdx = body.findIndex((l) => l !== "");
  const partialLast = !endsWithNewline && !droppedTail;

  const lines = text.split("\n");
  const starts: number[] = [];
  let pos = 0;
  for (const l of lines) {
    starts.push(pos);
    pos += l.length + 1;
  }

  const out: ShiftedMatch[] = [];
  const k = body.length;
  for (let i = 0; i + k <= lines.length; i++) {
    // The file's indentation, taken from the first non-blank line.
    const anchor = lines[i + firstIdx];
    const content = body[firstIdx];
    const at = leadingBlanks(anchor) - leadingBlanks(content);
    // A quick reject only: the block check below compares every line exactly.
    if (!anchor.startsWith(content, at)) continue;
    const fileIndent = anchor.slice(0, at);
    // One character throughout (all spaces or all tabs), and a real shift (none would be an exact match).
    if (!isUniform(fileIndent + oldIndent) || fileIndent === oldIndent) continue;
    const char = (fileIndent + oldIndent)[0];
    let okBlock = true;
    for (let j = 0; j < k && okBlock; j++) {
      const line = lines[i + j];
      const want = body[j];
      const last = j === k - 1;
      // A blank last line is never partial: it was a newline's empty tail or a dropped fragment.
      if (want === "") okBlock = isBlank(line);
      else if (last && partialLast) okBlock = line.startsWith(fileIndent + want);
      else okBlock = line === fileIndent + want;
    }
    if (!okBlock) continue;
    if (endsWithNewline && i + k >= lines.length) continue; // old needs a newline after its last line
    const lastLine = i + k - 1;
    const end = endsWithNewline
      ? starts[lastLine] + lines[lastLine].length + 1
      : droppedTail
        ? starts[lastLine] + lines[lastLine].length
        : starts[lastLine] + fileIndent.length + body[k - 1].length;
    out.push({ start: starts[i], end, delta: fileIndent.length - oldIndent.length, char });
    if (out.length >= MAX_COUNT) break;
  }
  return out;
}

function reindent(text: string, delta: number, char: string): string | undefined {
  const unit = char.repeat(Math.abs(delta));
  const lines = text.split("\n");
  const out: string[] = [];
  for (const l of lines) {
    if (isBlank(l)) out.push(l);
    else if (delta > 0) out.push(unit + l);
    else if (l.startsWith(unit)) out.push(l.slice(unit.length));
    else return undefined;
  }
  return out.join("\n");
}

function leadingBlanks(line: string): number {
  return indentOf(line).length;
}

/** The leading spaces and tabs of a line (the pattern matches at 0, if only the empty string, so no `^`). */
function indentOf(line: string): string {
  return /[ \t]*/.exec(line)![0];
}

function isBlank(line: string): boolean {
  return /^[ \t]*$/.test(line);
}

function commonIndent(lines: string[]): string {
  let prefix = indentOf(lines[0]);
  for (const l of lines) while (!l.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

/** Empty or one repeated character. */
function isUniform(indent: string): boolean {
  return [...indent].every((c) => c === indent[0]);
}

// --- helpers -----------------------------------------------------------------------------------------------

function dominantEol(text: string): "\n" | "\r\n" {
  let crlf = 0;
  let lf = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
    if (text[i - 1] === "\r") crlf++;
    else lf++;
  }
  return crlf > lf ? "\r\n" : "\n";
}

function toEol(text: string, eol: string): string {
  return text.replace(/\r\n/g, "\n").replace(/\n/g, eol);
}

/** 1-based line number of offset `i` in `text`. */
function lineAt(text: string, i: number): number {
  return linesAt(text, [i])[0];
}

/** 1-based line numbers of ascending offsets, in one pass over the text. */
function linesAt(text: string, offsets: number[]): number[] {
  const out: number[] = [];
  let n = 1;
  let p = text.indexOf("\n");
  for (const i of offsets) {
    while (p !== -1 && p < i) {
      n++;
      p = text.indexOf("\n", p + 1);
    }
    out.push(n);
  }
  return out;
}

function fail(error: EditError, message: string): EditResult {
  return { ok: false, error, message };
}

/** Not found: say where the first line of old_string does occur, if it does, so the model sees that the
 * block around it differs; never guess a match from it. */
function notFound(body: string, oldString: string): EditResult {
  const firstLine = toEol(oldString, "\n")
    .split("\n")
    .find((l) => l.trim() !== "")
    ?.trim();
  let hint = "";
  if (firstLine !== undefined && oldString.includes("\n")) {
    const lines = toEol(body, "\n").split("\n");
    const hits: number[] = [];
    for (let i = 0; i < lines.length && hits.length < 5; i++) if (lines[i].trim() === firstLine) hits.push(i + 1);
    if (hits.length > 0) hint = ` Its first line appears at line ${hits.join(", ")}, but the lines after it differ.`;
  }
  return fail(
    "not_found",
    `old_string was not found in the file.${hint} Read the file again with read_file and copy the exact text (whitespace and indentation included).`,
  );
}
