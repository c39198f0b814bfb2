// A run's events with everything the renderers treat specially (secrets, fences, mentions, denials with and
// without a result, an unfinished call, errors, large outputs that the comment must elide), deterministic, for
// checking that rendering from the event record on disk gives the bytes rendering from memory gave.
// The hashes in event-record.test.ts are of what the renderers made of these events before the record existed
// (commit 0456cd5: `renderComment`, `renderJobSummary`, `renderTranscriptMarkdown` over the array in memory).
import type { TranscriptEvent } from "../../src/transcript-events.js";
import { createRedactor } from "../../src/report/redact.js";

export const GH = "ghs_CANARY0123456789abcdefABCDEF0123456789";
const ANT = "sk-ant-api03-CANARY_abcdefghijklmnopqrstuvwxyz-0123456789";
const redact = createRedactor([GH, ANT]);
const at = "2025-01-01T00:00:00.000Z";

export function fixtureEvents(): TranscriptEvent[] {
  const events: TranscriptEvent[] = [
    { type: "run_started", at, model: "claude-sonnet-4-6", task: "Fix it, @someone.\n/agent again", sandbox: "user" },
    { type: "todos", at, todos: [{ content: "Look `around`", status: "in_progress" }] },
  ];
  for (let i = 0; i < 60; i++) {
    const id = `toolu_${i}`;
    const turn = Math.floor(i / 2) + 1;
    if (i % 2 === 0)
      events.push({ type: "assistant_text", at, turn, text: `Turn ${turn}: checking ${GH.slice(0, 4)} @dev` });
    const name = i % 3 === 0 ? "bash" : i % 3 === 1 ? "read_file" : "write_file";
    const input =
      name === "bash"
        ? { command: `grep -rn thing src/m${i} # ${i === 9 ? ANT : ""}` }
        : name === "read_file"
          ? { path: `src/m${i}.ts` }
          : { path: `src/new${i}.ts`, content: `export const x${i} = \`${"y".repeat(3000 + i)}\`;\n` };
    const display = name === "bash" ? `grep -rn thing src/m${i}` : `${name} src/m${i}.ts`;
    events.push({ type: "tool_call", at, turn, id, name, input, display });
    if (i === 17) {
      events.push({ type: "denial", at, turn, id, name, attempted: display, rule: "bash.deny", reason: "not allowed" });
      continue;
    }
    if (i === 23)
      events.push({
        type: "denial",
        at,
        turn,
        id,
        name,
        attempted: display,
        rule: "files.deny_write",
        reason: "protected",
        suggestion: "files:\n  allow_write: [src/**]",
      });
    if (i === 59) continue; // unfinished
    const output =
      i % 7 === 0
        ? `\`\`\`\n${"line with ``` fence\n".repeat(50 + i)}${i === 14 ? GH : ""}\n/agent do more\n`
        : `${"const value = 1; // some code\n".repeat(20 + i * 6)}`;
    events.push({
      type: "tool_result",
      at,
      turn,
      id,
      name,
      isError: i % 11 === 0,
      errorType: i % 11 === 0 ? "execution" : undefined,
      durationMs: 10 * i + 3,
      outputChars: output.length,
      output,
      display,
    });
    if (i === 30) events.push({ type: "retry", at, attempt: 1, waitMs: 1500, reason: "overloaded: `529`" });
    if (i === 40)
      events.push({ type: "context_compacted", at, turn, mode: "cleared_tool_results", beforeTokens: 140_000 });
  }
  events.push(
    { type: "budget_stop", at, budget: "max_turns", detail: "ran out of its 30 turns" },
    { type: "error", at, message: `boom ${ANT}` },
    {
      type: "run_finished",
      at,
      stopReason: "max_turns",
      finalText: "Partial fix; see the transcript.",
      turns: 30,
      toolCalls: 60,
      usage: { input_tokens: 10, output_tokens: 5, cache_creation_input_tokens: 100, cache_read_input_tokens: 1000 },
      costUsd: 1.2345,
      durationMs: 61_000,
    },
  );
  return events;
}

/** The comment input the golden files were rendered with (everything but the events). */
export const commentFields = {
  status: "budget_exhausted" as const,
  summary: "Partial fix.",
  request: "fix it",
  stats: {
    turns: 30,
    toolCalls: 60,
    inputTokens: 1110,
    outputTokens: 5,
    costUsd: 1.2345,
    durationMs: 61_000,
    sandbox: "user",
  },
  trigger: "/agent",
  repo: "o/r",
  runUrl: "https://github.com/o/r/actions/runs/1",
  redact,
};
