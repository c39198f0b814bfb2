// Long runs at a small window, through the real SDK and the scripted model server: compaction gets the context
// down to the low-water mark in one step and so fires rarely, clears old tool inputs when results alone cannot
// free enough, and summarises (a normal request of the loop: streamed, retried, counted) when what it cannot
// clear dominates; the run goes on and finishes the task after it.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startModelServer, type ModelServer, type ScriptStep } from "../fakes/model-server/index.js";
import { CLEARED_INPUT } from "../../src/agent/context.js";
import { renderTranscriptMarkdown } from "../../src/report/transcript.js";
import { createRedactor } from "../../src/report/redact.js";
import type { TranscriptEvent } from "../../src/transcript-events.js";
import { makeWorkspace, runAgainst, type Workspace } from "./helpers.js";

let server: ModelServer | undefined;
let ws: Workspace;
beforeEach(async () => {
  ws = await makeWorkspace("long-run-");
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await ws.cleanup();
});

type Compaction = Extract<TranscriptEvent, { type: "context_compacted" }>;
const compactions = (events: TranscriptEvent[]) =>
  events.filter((e): e is Compaction => e.type === "context_compacted");
const isSummaryRequest = (body: { tool_choice?: unknown } | undefined) =>
  JSON.stringify(body?.tool_choice) === JSON.stringify({ type: "none" });

describe("long runs at a small window", () => {
  it("summarises mid-run when the assistant's own text dominates, and finishes the task from the summary", async () => {
    let turns = 0;
    let summaryAttempts = 0;
    let afterSummary = 0;
    const summaryBodies: unknown[] = [];
    server = await startModelServer(
      Array.from({ length: 60 }, (): ScriptStep => (request) => {
        if (isSummaryRequest(request.body)) {
          summaryBodies.push(request.body);
          // The summary is retried like any request.
          if (++summaryAttempts === 1) return { error: { status: 529 } };
          return { text: "SUMMARY: wrote notes 0 to N; next, write done.txt." };
        }
        const summarised = JSON.stringify(request.body?.messages).includes("SUMMARY: wrote notes");
        if (summarised) {
          afterSummary++;
          if (afterSummary === 1)
            return { tools: [{ name: "write_file", input: { path: "done.txt", content: "ok\n" } }] };
          return { text: "Finished from the summary." };
        }
        const n = turns++;
        // 4 KB of reasoning a turn (not clearable) and a small file: clearing cannot reach the mark.
        return {
          text: `Turn ${n}: ${"thinking about the notes. ".repeat(160)}`,
          tools: [{ name: "write_file", input: { path: `notes/${n}.txt`, content: `note ${n}\n` } }],
        };
      }),
    );
    const { result, events } = await runAgainst(server, ws.dir, {
      context: { window: 30_000 },
      budgets: { maxTurns: 60 },
    });
    expect(result.stopReason).toBe("end_turn");
    expect(result.finalText).toBe("Finished from the summary.");
    expect(await readFile(path.join(ws.dir, "done.txt"), "utf8")).toBe("ok\n");

    const [summary, ...others] = compactions(events);
    expect(others).toEqual([]);
    expect(summary.mode).toBe("summarised");
    expect(summary.turn).toBeGreaterThan(5);
    expect(summary.afterTokens).toBeLessThan(summary.beforeTokens / 2);
    expect(summary.cacheWriteTokens).toBeGreaterThan(0);
    expect(summary.costUsd).toBeGreaterThan(0);
    // Streamed and retried like a turn.
    expect(summaryAttempts).toBe(2);
    expect(summaryBodies.every((b) => (b as { stream?: boolean }).stream === true)).toBe(true);
    expect(events.some((e) => e.type === "retry")).toBe(true);
    // Counted: every answered request (turns and the summary) is a model_request, and the cost is their sum.
    const requests = events.filter((e) => e.type === "model_request");
    expect(requests).toHaveLength(result.turns + 1);
    const sum = requests.reduce((s, e) => s + (e.type === "model_request" ? e.costUsd : 0), 0);
    expect(result.costUsd).toBeCloseTo(sum, 10);
    expect(result.context).toMatchObject({ clearings: 0, summaries: 1, cacheWriteTokens: summary.cacheWriteTokens });

    const md = renderTranscriptMarkdown(events, { redact: createRedactor([]), trigger: "/agent" });
    expect(md).toMatch(
      /_Context compacted \(summarised\) at about \d+ tokens, down to about \d+, \d+ tokens written to the cache after it; cost \$\d+\.\d{4}\._/,
    );
  });

  it("clears old tool inputs when results alone cannot free enough, and never compacts twice within 10 turns", async () => {
    const TURNS = 90;
    let n = 0;
    server = await startModelServer(
      Array.from({ length: TURNS + 1 }, (_, i): ScriptStep => (request) => {
        expect(isSummaryRequest(request.body)).toBe(false);
        if (i === TURNS) return { text: "All modules written." };
        const k = n++;
        // A 2.4 KB module a turn: a big input, a one-line result.
        return {
          tools: [
            {
              name: "write_file",
              input: { path: `src/m${k}.ts`, content: `export const m${k} = "${"v".repeat(2400)}";\n` },
            },
          ],
        };
      }),
    );
    const { result, events } = await runAgainst(server, ws.dir, {
      context: { window: 40_000 },
      budgets: { maxTurns: TURNS + 1 },
    });
    expect(result.finalText).toBe("All modules written.");
    const done = compactions(events);
    expect(done.length).toBeGreaterThanOrEqual(3);
    expect(done.every((c) => c.mode === "cleared_tool_uses" && (c.clearedInputs ?? 0) > 0)).toBe(true);
    for (let i = 1; i < done.length; i++) expect(done[i].turn - done[i - 1].turn).toBeGreaterThanOrEqual(10);
    // Each one got down to the low-water mark (40%), not just under the threshold.
    for (const c of done) expect(c.afterTokens).toBeLessThanOrEqual(0.4 * 40_000);
    expect(result.context).toMatchObject({ clearings: done.length, summaries: 0 });
    // The request after a clearing still reads the tools and the system prompt from the cache (its breakpoint
    // sits before the first changed message) and writes the rest once: that is what the event reports.
    events.forEach((e, i) => {
      if (e.type !== "context_compacted") return;
      const next = events[i - 1];
      if (next.type !== "model_request") throw new Error("a compaction's event follows the request after it");
      expect(next.usage.cache_read_input_tokens).toBeGreaterThan(1_000);
      expect(next.usage.cache_creation_input_tokens).toBe(e.cacheWriteTokens);
    });
    // The model sees that the input was cleared.
    const last = server.requests.at(-1)!.body as { messages: { role: string; content: unknown }[] };
    expect(JSON.stringify(last.messages)).toContain(JSON.stringify(CLEARED_INPUT).slice(1, -1));
  });
});
