import { describe, expect, it } from "vitest";
import { logExcerpt } from "../../src/github/ci-failures.js";

describe("logExcerpt", () => {
  it("keeps 30 lines before and 20 after the first error, without timestamps", () => {
    const log = Array.from(
      { length: 300 },
      (_, i) => `2026-01-01T00:00:00.000Z ${i === 150 ? "FAIL src/a.test.ts" : `line ${i + 1}`}`,
    ).join("\n");
    const out = logExcerpt(log);
    expect(out.split("\n")[0]).toBe("lines 121–171 of 300, around the first error (line 151):");
    expect(out).toContain("line 121\n");
    expect(out).not.toContain("line 120\n");
    expect(out).toContain("FAIL src/a.test.ts");
    expect(out.trimEnd().endsWith("line 171")).toBe(true);
    expect(out).not.toContain("2026-01-01T");
  });

  it("shows the last lines when nothing looks like an error, and caps a huge excerpt", () => {
    const quiet = Array.from({ length: 100 }, (_, i) => `step ${i + 1}`).join("\n");
    expect(logExcerpt(quiet).split("\n")[0]).toBe("the last 50 lines:");
    expect(logExcerpt(quiet)).toContain("step 51\n");
    expect(logExcerpt(quiet)).not.toContain("step 50\n");
    const wide = `##[error]x\n${"y".repeat(20_000)}`;
    expect(logExcerpt(wide).length).toBeLessThan(6_200);
  });
});
