import { describe, expect, it } from "vitest";
import type { TranscriptEvent } from "../../src/transcript-events.js";
import { renderComment } from "../../src/report/comment.js";
import { createRedactor } from "../../src/report/redact.js";
import { renderForTerminal } from "../../src/report/terminal.js";

const at = "2025-01-01T00:00:00.000Z";
const events: TranscriptEvent[] = [
  { type: "tool_call", at, turn: 1, id: "1", name: "bash", input: { command: "npm test" }, display: "npm test" },
  {
    type: "tool_result",
    at,
    turn: 1,
    id: "1",
    name: "bash",
    isError: false,
    durationMs: 800,
    outputChars: 12,
    output: "1 passing\n",
    display: "npm test",
  },
];
const body = renderComment({
  status: "changed",
  summary: "Fixed **the** bug, thanks @alice.",
  prUrl: "https://github.com/o/r/pull/2",
  stats: { turns: 2, toolCalls: 1, inputTokens: 10, outputTokens: 5, costUsd: 0.01, durationMs: 3000, sandbox: "user" },
  events,
  trigger: "/agent",
  redact: createRedactor([]),
});

describe("renderForTerminal", () => {
  it("prints a posted comment as plain readable text without markup or the hidden marker", () => {
    const text = renderForTerminal(body);
    expect(text).not.toContain("<!--");
    expect(text).not.toContain("<details");
    expect(text).not.toContain("```");
    expect(text).toContain("✅ Changes pushed");
    expect(text).toContain("Fixed the bug, thanks @alice.");
    expect(text).toContain("▸ npm test · 800 ms · ✓");
    expect(text).toContain("│ 1 passing");
    expect(text).toContain("turns  │  tool calls");
    // eslint-disable-next-line no-control-regex -- ESC starts an ANSI sequence
    expect(text).not.toMatch(/\u001b\[/);
  });

  it("colors only when asked", () => {
    // eslint-disable-next-line no-control-regex -- ESC starts an ANSI sequence
    expect(renderForTerminal(body, { color: true })).toMatch(/\u001b\[1m/);
  });
});
