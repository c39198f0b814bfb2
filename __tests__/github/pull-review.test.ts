// Where a review comment can go: lines of the pull request's diff (from each file's patch, both sides), and what
// happens to the rest (moved into the summary, never a refused review).
import { describe, expect, it } from "vitest";
import { diffAnchors } from "../../src/github/review-target.js";
import { placeComments } from "../../src/github/pull-review.js";
import type { ReviewDraftComment } from "../../src/review-draft.js";

const PATCH = [
  "@@ -10,3 +10,4 @@ export function a() {",
  " keep",
  "-old",
  "+new",
  "+added",
  " tail",
  "\\ No newline at end of file",
].join("\n");
const anchors = diffAnchors([{ filename: "src/a.js", status: "modified", patch: PATCH }]);
const at = (line: number, extra: Partial<ReviewDraftComment> = {}): ReviewDraftComment => ({
  path: "src/a.js",
  line,
  side: "RIGHT",
  body: `line ${line}`,
  ...extra,
});

describe("diffAnchors", () => {
  it("numbers new lines on the right, removed lines on the left, context lines on both", () => {
    const a = anchors.get("src/a.js")!;
    expect([...a.RIGHT]).toEqual([10, 11, 12, 13]);
    expect([...a.LEFT].sort((x, y) => x - y)).toEqual([10, 11, 12]);
  });
});

describe("placeComments", () => {
  it("keeps comments on diff lines inline and moves the others, saying why", () => {
    const { inline, moved } = placeComments(
      [
        at(11),
        at(10, { startLine: 9 }),
        at(11, { side: "LEFT" }),
        at(40),
        at(11, { path: "other.js" }),
        at(13, { startLine: 10 }),
      ],
      anchors,
    );
    expect(inline.map((c) => [c.side, c.startLine, c.line])).toEqual([
      ["RIGHT", undefined, 11],
      ["LEFT", undefined, 11],
      ["RIGHT", 10, 13],
    ]);
    expect(moved.map((c) => [c.path, c.line, c.why])).toEqual([
      ["src/a.js", 10, "not on a line of the diff"],
      ["src/a.js", 40, "not on a line of the diff"],
      ["other.js", 11, "not on a line of the diff"],
    ]);
  });

  it("moves comments over the inline limit into the summary", () => {
    const { inline, moved } = placeComments(
      Array.from({ length: 30 }, () => at(12)),
      anchors,
    );
    expect(inline).toHaveLength(25);
    expect(moved).toHaveLength(5);
    expect(moved[0].why).toBe("over 25 inline comments");
  });
});
