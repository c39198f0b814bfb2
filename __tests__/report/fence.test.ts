import { describe, expect, it } from "vitest";
import {
  cleanForMarkdown,
  fencedBlock,
  fenceFor,
  inlineCode,
  truncateEnd,
  truncateMiddle,
} from "../../src/report/fence.js";
import { isWellFormed } from "./markdown-check.js";

describe("fences", () => {
  it("uses a backtick run longer than any in the content, at least three", () => {
    expect(fenceFor("plain")).toBe("```");
    expect(fenceFor("a ``` b")).toBe("````");
    expect(fenceFor("x\n`````\ny")).toBe("``````");
  });

  it("holds content with ``` and ```` fences that cannot close the block", () => {
    const content = "before\n```\n</details>\n````\n![x](http://sink)\n```` \nafter";
    const block = fencedBlock(content);
    const lines = block.split("\n");
    const fence = lines[0];
    expect(lines.at(-1)).toBe(fence);
    // No inner line is a closing fence (same char, at least as long, nothing else on the line).
    for (const line of lines.slice(1, -1))
      expect(/^ {0,3}`+\s*$/.test(line) && line.trim().length >= fence.length).toBe(false);
  });

  it("inline code survives backticks at the edges and inside", () => {
    expect(inlineCode("a`b")).toBe("``a`b``");
    expect(inlineCode("`x`")).toBe("`` `x` ``");
    expect(inlineCode("two\nlines")).toBe("`two lines`");
  });

  it("cleans ANSI sequences, control characters and lone surrogates", () => {
    expect(cleanForMarkdown("\u001b[31mred\u001b[0m\r\nnext\u0000")).toBe("red\nnext\uFFFD");
    expect(cleanForMarkdown("half \uD83D end")).toBe("half \uFFFD end");
  });

  it("never cuts inside a surrogate pair", () => {
    const emoji = "😀".repeat(100);
    for (let n = 10; n < 60; n++) {
      const end = truncateEnd(emoji, n);
      expect(end.length).toBeLessThanOrEqual(n);
      expect(isWellFormed(end)).toBe(true);
      const mid = truncateMiddle(emoji, n + 40);
      expect(mid.length).toBeLessThanOrEqual(n + 40);
      expect(isWellFormed(mid)).toBe(true);
    }
  });
});
