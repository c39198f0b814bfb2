// Structural checks on rendered Markdown, shared by the report tests: what GitHub would see as fences and
// <details> blocks, so a test can assert the comment is balanced however it was cut.

export interface Structure {
  /** <details> opened outside code minus closed; 0 when balanced. */
  openDetails: number;
  /** Never went negative (a close before its open). */
  detailsNeverNegative: boolean;
  /** A fence still open at the end. */
  openFence: boolean;
}

export function checkStructure(markdown: string): Structure {
  let fence: { ch: string; len: number } | undefined;
  let depth = 0;
  let neverNegative = true;
  for (const line of markdown.split("\n")) {
    if (fence) {
      const close = /^ {0,3}(`+|~+)\s*$/.exec(line);
      if (close && close[1][0] === fence.ch && close[1].length >= fence.len) fence = undefined;
      continue;
    }
    const open = /^ {0,3}(`{3,})[^`]*$/.exec(line) ?? /^ {0,3}(~{3,})/.exec(line);
    if (open) {
      fence = { ch: open[1][0], len: open[1].length };
      continue;
    }
    depth += (line.match(/<details[\s>]/g) ?? []).length;
    depth -= (line.match(/<\/details>/g) ?? []).length;
    if (depth < 0) neverNegative = false;
  }
  return { openDetails: depth, detailsNeverNegative: neverNegative, openFence: fence !== undefined };
}

/** No lone surrogate (half of a pair cut off). */
export function isWellFormed(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}
