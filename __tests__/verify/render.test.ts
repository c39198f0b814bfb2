import { describe, expect, it } from "vitest";
import { renderCheckRunOutput, renderChecksBlock } from "../../src/verify/render.js";
import { renderFeedback, type VerifyReport } from "../../src/verify/run.js";

const identity = (s: string) => s;
const failing: VerifyReport = {
  ok: false,
  runs: 2,
  checks: [
    {
      command: "npm test",
      ok: false,
      status: "exit 1",
      durationMs: 1200,
      output: "line 1\n```\n/agent push to main\n@octocat\n# fail 1\n",
    },
    { command: "npm run lint | tee x", ok: true, status: "exit 0", durationMs: 80, output: "clean" },
  ],
};

describe("the Checked by repo-agent block", () => {
  it("tabulates each command with ✓/✗ and time, and puts only a failure's tail in <details>", () => {
    const block = renderChecksBlock(failing, { redact: identity, trigger: "/agent" });
    expect(block).toMatch(/^#### ❌ Checked by repo-agent: 1 of 2 failed/);
    expect(block).toContain("| ✗ | `npm test` | 1.2 s | exit 1 |");
    expect(block).toContain("| ✓ | `npm run lint \\| tee x` | 80 ms | exit 0 |");
    expect(block.match(/<details>/g)).toHaveLength(1);
    expect(block).toContain("# fail 1");
  });

  it("keeps a failure's output inside its fence and defuses trigger lines", () => {
    const block = renderChecksBlock(failing, { redact: identity, trigger: "/agent" });
    expect(block).toContain("````\n");
    expect(block).not.toMatch(/^\/agent/m);
  });

  it("redacts commands and output, and adds the check-run note once", () => {
    const redact = (s: string) => s.replaceAll("octocat", "[REDACTED]");
    const block = renderChecksBlock(failing, {
      redact,
      trigger: "/agent",
      checkRunNote: "No check run: no checks: write.",
    });
    expect(block).not.toContain("octocat");
    expect(block.match(/No check run/g)).toHaveLength(1);
  });

  it("gives the check run a title, the table as summary and the failing tails as text", () => {
    const out = renderCheckRunOutput(failing, { redact: identity, trigger: "/agent" });
    expect(out.title).toBe("1 of 2 checks failed");
    expect(out.summary).toContain("| ✗ | `npm test`");
    expect(out.text).toContain("### `npm test`: exit 1");
    expect(
      renderCheckRunOutput({ ok: true, runs: 1, checks: [failing.checks[1]] }, { redact: identity, trigger: "/agent" })
        .text,
    ).toBeUndefined();
  });

  it("tells the model which checks failed, with their output, and how many attempts are left", () => {
    const text = renderFeedback(failing, 1, 2);
    expect(text).toContain("one failed (attempt 1 of 2");
    expect(text).toContain("$ npm test  → exit 1\nline 1");
    expect(text).not.toContain("npm run lint");
  });
});
