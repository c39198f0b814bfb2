// A small CommonMark structure check for what the action posts: where fenced code blocks open and close (so a
// tool's output cannot close its fence early), how `<details>` tags nest outside code, and whether a cut left
// half of a surrogate pair behind.

export interface MarkdownStructure {
  /** The fence still open at the end of the text, or null. */
  openFence: string | null;
  /** `<details>` opened minus closed, outside code blocks. */
  detailsDepth: number;
  /** A `</details>` closed more than was open at some point. */
  negativeDepth: boolean;
  loneSurrogates: number;
}

export function checkMarkdownStructure(text: string): MarkdownStructure {
  let fence: { ch: string; len: number; indent: number } | undefined;
  let depth = 0;
  let negative = false;
  for (const line of text.split("\n")) {
    if (fence) {
      // A closing fence: same character, at least as long, nothing after it but spaces, indented ≤ 3.
      const close = /^( {0,3})(`{3,}|~{3,})[ \t]*$/.exec(line);
      if (close && close[2][0] === fence.ch && close[2].length >= fence.len) fence = undefined;
      continue;
    }
    const open = /^( {0,3})(`{3,}|~{3,})(.*)$/.exec(line);
    // A backtick fence's info string cannot contain a backtick.
    if (open && !(open[2][0] === "`" && open[3].includes("`"))) {
      fence = { ch: open[2][0], len: open[2].length, indent: open[1].length };
      continue;
    }
    for (const tag of line.matchAll(/<(\/?)details\b[^>]*>/gi)) {
      depth += tag[1] ? -1 : 1;
      if (depth < 0) negative = true;
    }
  }
  const lone = text.match(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g);
  return {
    openFence: fence ? fence.ch.repeat(fence.len) : null,
    detailsDepth: depth,
    negativeDepth: negative,
    loneSurrogates: lone?.length ?? 0,
  };
}

/** The text GitHub renders as prose: fenced code blocks and inline code spans removed (mentions, issue links
 * and closing keywords inside code do nothing). HTML comments go too: they are not rendered. */
export function proseOnly(text: string): string {
  const kept: string[] = [];
  let fence: { ch: string; len: number } | undefined;
  for (const line of text.split("\n")) {
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
      if (close && close[1][0] === fence.ch && close[1].length >= fence.len) fence = undefined;
      continue;
    }
    const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (open && !(open[1][0] === "`" && open[2].includes("`"))) {
      fence = { ch: open[1][0], len: open[1].length };
      continue;
    }
    kept.push(line);
  }
  return kept
    .join("\n")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, "");
}
