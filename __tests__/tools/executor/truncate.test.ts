import { describe, expect, it } from "vitest";
import { truncateHeadTail } from "../../../src/truncate.js";

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("truncateHeadTail", () => {
  it("returns text that fits unchanged", () => {
    expect(truncateHeadTail("short", 10)).toEqual({
      text: "short",
      truncated: false,
      totalChars: 5,
      headChars: 5,
      tailChars: 0,
      omittedChars: 0,
      omittedLines: 0,
    });
  });

  it("keeps head and tail with a marker saying how much was cut, within maxChars", () => {
    const text = Array.from({ length: 1000 }, (_, i) => `line ${i}`).join("\n");
    const cut = truncateHeadTail(text, 500);
    expect(cut.truncated).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(500);
    expect(cut.text.startsWith("line 0\nline 1\n")).toBe(true);
    expect(cut.text.endsWith("line 999")).toBe(true);
    expect(cut.headChars + cut.omittedChars + cut.tailChars).toBe(text.length);
    expect(cut.text).toContain(`[… ${cut.omittedChars} chars (${cut.omittedLines} lines) omitted …]`);
    // Cuts fall on line boundaries when one is near.
    expect(text.slice(0, cut.headChars).endsWith("\n")).toBe(true);
    expect(text[text.length - cut.tailChars - 1]).toBe("\n");
  });

  it("cuts a text without newlines by characters", () => {
    const cut = truncateHeadTail("x".repeat(10_000), 1000);
    expect(cut.text.length).toBeLessThanOrEqual(1000);
    expect(cut.headChars).toBeGreaterThan(400);
    expect(cut.tailChars).toBeGreaterThan(400);
    expect(cut.omittedLines).toBe(1);
  });

  it("never splits a surrogate pair", () => {
    const text = "😀".repeat(5000);
    for (const max of [101, 102, 103, 500, 999]) {
      const cut = truncateHeadTail(text, max);
      expect(cut.text.length).toBeLessThanOrEqual(max);
      expect(cut.text).not.toMatch(loneSurrogate);
    }
  });

  it("still fits when maxChars is smaller than the marker", () => {
    const cut = truncateHeadTail("y".repeat(1000), 10);
    expect(cut.truncated).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(10);
  });
});
