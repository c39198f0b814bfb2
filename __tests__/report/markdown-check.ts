// Structural checks on rendered Markdown, shared by the report tests: what GitHub would see as fences, code
// spans and <details> blocks, so a test can assert a comment is balanced and inert however it was cut.

export interface Structure {
  /** <details> opened outside code minus closed; 0 when balanced. */
  openDetails: number;
  /** Never went negative (a close before its open). */
  detailsNeverNegative: boolean;
  /** A fence still open at the end. */
  openFence: boolean;
}

/** The lines GitHub renders as prose (our marker, fenced blocks and code spans removed), and whether a fence
 * was left open at the end. Blockquote markers are a container: a fence opened in a quote ends with it. */
function proseLines(markdown: string): { lines: string[]; openFence: boolean } {
  const lines: string[] = [];
  let fence: { ch: string; len: number; quotes: number } | undefined;
  // Only our own marker is a real HTML comment: agent text has its `<` escaped, and a `<!--` inside code is code.
  for (const raw of markdown.replace(/^<!-- repo-agent:[^\n]*-->$/gm, "").split("\n")) {
    const prefix = /^(?: {0,3}> ?)*/.exec(raw)![0];
    const quotes = (prefix.match(/>/g) ?? []).length;
    const line = raw.slice(prefix.length);
    if (fence && quotes < fence.quotes) fence = undefined;
    if (fence) {
      const close = /^ {0,3}(`+|~+)\s*$/.exec(line);
      if (close && close[1][0] === fence.ch && close[1].length >= fence.len) fence = undefined;
      continue;
    }
    const open = /^ {0,3}(`{3,})[^`]*$/.exec(line) ?? /^ {0,3}(~{3,})/.exec(line);
    if (open) {
      fence = { ch: open[1][0], len: open[1].length, quotes };
      continue;
    }
    lines.push(stripCodeSpans(line));
  }
  return { lines, openFence: fence !== undefined };
}

export function checkStructure(markdown: string): Structure {
  const { lines, openFence } = proseLines(markdown);
  let depth = 0;
  let neverNegative = true;
  for (const prose of lines) {
    depth += (prose.match(/<details[\s>]/g) ?? []).length;
    depth -= (prose.match(/<\/details>/g) ?? []).length;
    if (depth < 0) neverNegative = false;
  }
  return { openDetails: depth, detailsNeverNegative: neverNegative, openFence };
}

/** The text GitHub renders as prose. */
export function proseOnly(markdown: string): string {
  return proseLines(markdown).lines.join("\n");
}

/** One line without its code spans (CommonMark: a run of n backticks closes at the next run of exactly n; a
 * backslash-escaped backtick opens nothing). */
function stripCodeSpans(line: string): string {
  let prose = "";
  for (let i = 0; i < line.length;) {
    if (line[i] === "\\") {
      prose += line.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (line[i] !== "`") {
      prose += line[i++];
      continue;
    }
    let n = 1;
    while (line[i + n] === "`") n++;
    const close = new RegExp(`(?<!\`)\`{${n}}(?!\`)`).exec(line.slice(i + n));
    if (!close) {
      prose += line.slice(i, i + n);
      i += n;
      continue;
    }
    i += n + close.index + n;
  }
  return prose;
}

/** No lone surrogate (half of a pair cut off). */
export function isWellFormed(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}
