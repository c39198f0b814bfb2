import { describe, expect, it } from "vitest";
import {
  formatRunMarker,
  hasMarker,
  parseRunMarker,
  RUN_MARKER_PREFIX,
  type RunMarkerData,
} from "../../src/run-marker.js";

describe("run marker", () => {
  it("round-trips through a comment body", () => {
    const data: RunMarkerData = {
      v: 1,
      phase: "final",
      conclusion: "planned",
      mode: "plan",
      instruction: "rename the helper",
      plan: "1. rename\n2. update callers\n3. run tests",
      branch: "agent/issue-12-rename",
      prNumber: 13,
      requester: "alice",
      runId: "987654",
    };
    const body = `## Plan\n\nSome text\n\n${formatRunMarker(data)}\n`;
    expect(body).toContain(RUN_MARKER_PREFIX);
    expect(parseRunMarker(body)).toEqual(data);
    expect(hasMarker(body)).toBe(true);
  });

  it("cannot be closed early by the text it carries", () => {
    const data: RunMarkerData = {
      v: 1,
      phase: "final",
      summary: "done --> <script>alert(1)</script> --!> <!-- nested",
    };
    const marker = formatRunMarker(data);
    // One comment: opened once, closed once, at the very end.
    expect(marker.indexOf("-->")).toBe(marker.length - 3);
    expect(marker.slice(4)).not.toMatch(/<|>(?!$)|--(?!>$)/);
    expect(parseRunMarker(marker)).toEqual(data);
  });

  it("ignores bodies without a marker and lookalikes that do not parse", () => {
    expect(parseRunMarker("just a comment")).toBeUndefined();
    expect(parseRunMarker(null)).toBeUndefined();
    expect(parseRunMarker(`${RUN_MARKER_PREFIX}{not json} -->`)).toBeUndefined();
    expect(parseRunMarker(`${RUN_MARKER_PREFIX}{"v":2,"phase":"final"} -->`)).toBeUndefined();
  });

  it("keeps fields it does not know, for newer writers", () => {
    const body = `${RUN_MARKER_PREFIX}{"v":1,"phase":"progress","extra":"x"} -->`;
    expect(parseRunMarker(body)).toMatchObject({ phase: "progress", extra: "x" });
  });
});
