// Text from GitHub (issue bodies, comments, reviews) is written by people who may want to steer the model.
// The model should see what a human reader of the rendered page sees, nothing more: markup that GitHub hides
// (HTML comments, hidden elements, image alt text, link titles, unused link definitions, attributes) and characters that
// render as nothing or reorder text (zero-width, bidi controls, Unicode tag characters) are removed here.
// Code blocks and inline code are visible as written, so markup inside them is kept (invisible characters are
// removed everywhere).
import { truncateHeadTail } from "../truncate.js";

const DEFAULT_MAX_CHARS = 20_000;

export interface SanitizeOptions {
  /** Cap on the result; longer text keeps its head and tail with a note. Default 20,000. */
  maxChars?: number;
}

// Zero-width and invisible formatting (U+200B–U+200D, U+2060–U+2064, U+FEFF, U+180E, soft hyphen), bidi
// controls (U+202A–U+202E, U+2066–U+2069, LRM/RLM/ALM), Unicode tags (U+E0000–U+E007F, used to smuggle ASCII),
// the variation-selector supplement (another smuggling channel), the interlinear annotation characters
// (U+FFF9–U+FFFB: GitHub renders the annotated text without them), and C0/C1 controls except tab and newline.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- single invisible and control code points (joiners too), on purpose
  /[\uFFF9-\uFFFB\u200B-\u200F\u2060-\u2064\uFEFF\u180E\u00AD\u061C\u202A-\u202E\u2066-\u2069\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu;

/** Sanitize one piece of GitHub text for the model. */
export function sanitizeText(text: string | null | undefined, options: SanitizeOptions = {}): string {
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  // GitHub caps bodies at 65,536 characters; anything longer did not come from GitHub, so cut it before the
  // markup passes rather than after.
  const input = (text ?? "").slice(0, Math.max(4 * maxChars, 70_000));
  const normalized = input.replace(/\r\n?/g, "\n").normalize("NFC").replace(INVISIBLE, "");
  // Fenced code is parked behind placeholders while prose is cleaned, so a hidden element wrapped around a
  // fence takes the fence with it, and markup shown inside a fence is left alone. (Control characters are
  // gone by now, so \u0001 cannot occur in the text.)
  const blocks: string[] = [];
  const masked = splitCodeAndProse(normalized)
    .map((seg) => (seg.kind === "code" ? `\u0001${blocks.push(seg.text) - 1}\u0001` : seg.text))
    .join("\n");
  // eslint-disable-next-line no-control-regex -- \u0001 marks the code blocks set aside above
  const cleaned = cleanProse(masked).replace(/\u0001(\d+)\u0001/g, (_m, n: string) => blocks[Number(n)]);
  const tidy = cleaned
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return truncateHeadTail(tidy, maxChars).text;
}

/** Only the character-level pass: no markup handling. For short single-line values (titles, logins, paths). */
export function stripInvisible(text: string | null | undefined): string {
  return (text ?? "").replace(/\r\n?/g, "\n").normalize("NFC").replace(INVISIBLE, "");
}

interface Segment {
  kind: "code" | "prose";
  text: string;
}

/** Splits text into fenced code blocks and prose, removing HTML comments from prose as it goes. Comments are
 * handled here, line by line, because a comment can hide a fence (`<!--` … ``` … `-->`) and a fence can show
 * a comment; either way, whichever starts first wins, as in GitHub's renderer. */
function splitCodeAndProse(text: string): Segment[] {
  const segments: Segment[] = [];
  const push = (kind: Segment["kind"], line: string) => {
    const last = segments[segments.length - 1];
    if (last && last.kind === kind) last.text += "\n" + line;
    else segments.push({ kind, text: line });
  };
  let fence: { ch: string; len: number } | undefined;
  let inComment = false;
  for (const raw of text.split("\n")) {
    let line = raw;
    if (fence) {
      push("code", line);
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1][0] === fence.ch && close[1].length >= fence.len) fence = undefined;
      continue;
    }
    let atLineStart = true;
    if (inComment) {
      const end = line.indexOf("-->");
      if (end === -1) continue;
      line = line.slice(end + 3);
      inComment = false;
      atLineStart = false;
      if (!line.trim()) continue;
    }
    const open = atLineStart ? /^ {0,3}(`{3,}|~{3,})([^`]*)$/.exec(line) : null;
    if (open && !(open[1][0] === "`" && open[2].includes("`"))) {
      fence = { ch: open[1][0], len: open[1].length };
      push("code", line);
      continue;
    }
    const stripped = stripCommentsInLine(line);
    inComment = stripped.unclosed;
    push("prose", stripped.text);
  }
  return segments;
}

/** Removes `<!-- … -->` from one prose line, skipping inline code spans. An unclosed comment drops the rest
 * of the line and reports it, so the caller drops lines until `-->`. */
function stripCommentsInLine(line: string): { text: string; unclosed: boolean } {
  let out = "";
  let i = 0;
  while (i < line.length) {
    const tick = line.indexOf("`", i);
    const comment = line.indexOf("<!--", i);
    if (comment === -1 && tick === -1) break;
    if (tick !== -1 && (comment === -1 || tick < comment)) {
      const run = /^`+/.exec(line.slice(tick))![0];
      const close = findClosingTicks(line, tick + run.length, run.length);
      const end = close === -1 ? tick + run.length : close + run.length;
      out += line.slice(i, end);
      i = end;
      continue;
    }
    out += line.slice(i, comment);
    // Search from `<!` + 2 so the empty comments `<!-->` and `<!--->` close at once, as CommonMark says.
    const end = line.indexOf("-->", comment + 2);
    if (end === -1) return { text: out, unclosed: true };
    i = end + 3;
  }
  return { text: out + line.slice(i), unclosed: false };
}

function findClosingTicks(text: string, from: number, len: number): number {
  const re = /`+/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m; m = re.exec(text)) if (m[0].length === len) return m.index;
  return -1;
}

// Elements whose content a reader never sees: removed with everything inside.
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "template",
  "noscript",
  "iframe",
  "object",
  "audio",
  "video",
  "textarea",
  "select",
  "head",
  "title",
]);
const VOID = new Set([
  "img",
  "br",
  "hr",
  "input",
  "source",
  "embed",
  "wbr",
  "meta",
  "link",
  "area",
  "base",
  "col",
  "param",
  "track",
]);
// Attributes that carry what a reader sees or follows; every other attribute (title, alt, data-*, aria-*,
// style, …) is hidden text and is dropped.
const KEPT_ATTRIBUTES = new Set(["href", "src", "open"]);

/** Prose: hidden elements, images, attributes and unused link reference definitions. */
function cleanProse(text: string): string {
  const spans: string[] = [];
  // Inline code shows markup literally; park it behind placeholders (control characters are already gone,
  // so \u0000 cannot occur in the text).
  const masked = text.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (m) => `\u0000${spans.push(m) - 1}\u0000`);
  let out = removeHiddenElements(masked);
  out = out.replace(/!\[[^\]]*\]\(\s*<?([^\s)>]*)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g, (_m, url: string) =>
    url ? `[image: ${url}]` : "[image]",
  );
  out = out.replace(/!\[[^\]]*\]\[[^\]]*\]/g, "[image]");
  // A link's title shows only on hover: keep the text and the destination.
  out = out.replace(/\[([^\]]*)\]\(\s*(<[^>\n]*>|[^\s)]+)\s+(?:"[^"]*"|'[^']*'|\([^)]*\))\s*\)/g, "[$1]($2)");
  out = dropUnusedLinkDefinitions(out);
  // eslint-disable-next-line no-control-regex -- \u0000 marks the spans set aside above
  return out.replace(/\u0000(\d+)\u0000/g, (_m, n: string) => spans[Number(n)]);
}

const OPEN_TAG = /<([a-zA-Z][\w-]*)((?:\s+[^<>]*?)?)\s*(\/?)>/g;

function removeHiddenElements(text: string): string {
  const out: string[] = [];
  let cursor = 0;
  OPEN_TAG.lastIndex = 0;
  for (let m = OPEN_TAG.exec(text); m; m = OPEN_TAG.exec(text)) {
    const name = m[1].toLowerCase();
    const attrs = parseAttributes(m[2]);
    const selfClosing = m[3] === "/" || VOID.has(name);
    let end = m.index + m[0].length;
    let replacement: string;
    if (name === "img") {
      replacement = attrs.src ? `[image: ${attrs.src}]` : "[image]";
    } else if (name === "picture" || DROP_WITH_CONTENT.has(name) || isHidden(attrs)) {
      end = selfClosing ? end : findElementEnd(text, name, end);
      replacement = name === "picture" ? "[image]" : "";
    } else {
      replacement = `<${m[1]}${Object.entries(attrs)
        .filter(([k]) => KEPT_ATTRIBUTES.has(k))
        .map(([k, v]) => (v === "" ? ` ${k}` : ` ${k}="${v.replace(/"/g, "&quot;")}"`))
        .join("")}${m[3]}>`;
    }
    out.push(text.slice(cursor, m.index), replacement);
    cursor = end;
    OPEN_TAG.lastIndex = end;
  }
  out.push(text.slice(cursor));
  return out.join("");
}

function isHidden(attrs: Record<string, string>): boolean {
  if ("hidden" in attrs) return true;
  if ((attrs["aria-hidden"] ?? "").toLowerCase() === "true") return true;
  const style = (attrs.style ?? "").toLowerCase().replace(/\s+/g, "");
  return /display:none|visibility:hidden|opacity:0(?![.\d]*[1-9])|font-size:0(?![.\d]*[1-9])|(?:^|;)(?:height|width|max-height|max-width):0(?![.\d]*[1-9])/.test(
    style,
  );
}

/** Index just past the `</name>` that closes an element opened before `from`, counting nested elements of
 * the same name. Unclosed: the end of the text (fail closed — hide too much rather than leak hidden text). */
function findElementEnd(text: string, name: string, from: number): number {
  const re = new RegExp(`<(/?)${name}\\b[^<>]*>`, "gi");
  re.lastIndex = from;
  let depth = 1;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[1]) depth--;
    else if (!m[0].endsWith("/>")) depth++;
    if (depth === 0) return m.index + m[0].length;
  }
  return text.length;
}

function parseAttributes(raw: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? "";
  return attrs;
}

/** Link reference definitions render as nothing (`[//]: # (hidden)` is a known way to hide text). Keep the
 * ones a link uses, without their title; drop the rest. */
function dropUnusedLinkDefinitions(text: string): string {
  const DEF = /^ {0,3}\[([^\]]+)\]:[ \t]*(<[^>]*>|\S+)(.*)$/;
  const lines = text.split("\n");
  const isDef = lines.map((l) => DEF.test(l));
  const body = lines
    .filter((_, i) => !isDef[i])
    .join("\n")
    .toLowerCase();
  return lines
    .flatMap((line, i) => {
      if (!isDef[i]) return [line];
      const m = DEF.exec(line)!;
      const label = m[1].trim().replace(/\s+/g, " ").toLowerCase();
      return body.includes(`[${label}]`) ? [`[${m[1]}]: ${m[2]}`] : [];
    })
    .join("\n");
}
