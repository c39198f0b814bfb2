import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { startModelServer, promptPrefix, type ModelServer, type ScriptStep } from "../fakes/model-server/index.js";
import { defineTool } from "../../src/tools/tool.js";
import { CLEARED_NOTE } from "../../src/agent/context.js";
import {
  makeWorkspace,
  overlaps,
  requestBodies,
  runAgainst,
  timedTool,
  toolResultTexts,
  type Interval,
  type Workspace,
} from "./helpers.js";

let server: ModelServer | undefined;
let ws: Workspace;
beforeEach(async () => {
  ws = await makeWorkspace();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await ws.cleanup();
});

describe("agent loop", () => {
  it("runs several tool_use blocks of one turn, safe ones together, and returns results in the model's order", async () => {
    const log: Interval[] = [];
    server = await startModelServer([
      {
        tools: [
          { name: "probe", input: { label: "a" } },
          { name: "probe", input: { label: "b" } },
          { name: "probe", input: { label: "c" } },
          { name: "mutate", input: { label: "d" } },
          { name: "probe", input: { label: "e" } },
        ],
      },
      { text: "All done." },
    ]);
    const { result } = await runAgainst(server, ws.dir, {
      extraTools: [timedTool("probe", true, log), timedTool("mutate", false, log)],
    });
    expect(result.stopReason).toBe("end_turn");
    expect(result.finalText).toBe("All done.");
    expect(result.toolCalls).toBe(5);
    const at = (label: string) => log.find((i) => i.name === label)!;
    expect(overlaps(at("a"), at("b"))).toBe(true);
    expect(overlaps(at("b"), at("c"))).toBe(true);
    // The writer runs alone: after the safe ones before it, before the safe one after it.
    expect(at("d").start).toBeGreaterThanOrEqual(Math.max(at("a").end, at("b").end, at("c").end));
    expect(at("e").start).toBeGreaterThanOrEqual(at("d").end);
    const second = requestBodies(server)[1];
    const results = second.messages[2].content as { type: string; tool_use_id: string; content: string }[];
    expect(results.map((r) => r.content)).toEqual([
      "probe a done",
      "probe b done",
      "probe c done",
      "mutate d done",
      "probe e done",
    ]);
    expect(second.messages).toHaveLength(3);
  });

  it("starts a tool as soon as its block has streamed, before the message has finished", async () => {
    const order: string[] = [];
    const touch = defineTool({
      name: "touch",
      description: "records that it ran",
      input: z.object({}),
      isReadOnly: () => true,
      isConcurrencySafe: () => true,
      async execute() {
        order.push("tool ran");
        return { output: "ok", display: "touch" };
      },
    });
    server = await startModelServer([
      { tools: [{ name: "touch", input: {} }], delays: { beforeStop: 400 } },
      { text: "done" },
    ]);
    await runAgainst(server, ws.dir, {
      extraTools: [touch],
      emit: (e) => {
        if (e.type === "model_request" && e.turn === 1) order.push("message finished");
      },
    });
    expect(order).toEqual(["tool ran", "message finished"]);
  });

  it("gets through two 529 overloaded answers and records the retries", async () => {
    server = await startModelServer([{ error: { status: 529 } }, { error: { status: 529 } }, { text: "Finished." }]);
    const { result, events } = await runAgainst(server, ws.dir);
    expect(result.stopReason).toBe("end_turn");
    expect(result.finalText).toBe("Finished.");
    expect(events.filter((e) => e.type === "retry")).toHaveLength(2);
  });

  it("retries a turn whose stream was cut mid-event", async () => {
    server = await startModelServer([
      { text: "I will never finish this", cut: { afterEvents: 4 } },
      { text: "Second try worked." },
    ]);
    const { result, events } = await runAgainst(server, ws.dir);
    expect(result.finalText).toBe("Second try worked.");
    expect(events.find((e) => e.type === "retry")).toMatchObject({ reason: expect.stringContaining("stream broke") });
    expect(result.turns).toBe(1);
  });

  it("keeps a tool call that had started when the stream broke, instead of asking again and running it twice", async () => {
    const log: Interval[] = [];
    server = await startModelServer([
      // Events: message_start, block start, ping, 3 deltas, block stop (7), then the second block breaks.
      {
        tools: [
          { name: "mutate", input: { label: "once" } },
          { name: "mutate", input: { label: "never" } },
        ],
        cut: { afterEvents: 8 },
      },
      (req) => ({ text: `results: ${toolResultTexts(req.body!).join(", ")}` }),
    ]);
    const { result, events } = await runAgainst(server, ws.dir, { extraTools: [timedTool("mutate", false, log, 1)] });
    expect(log.map((i) => i.name)).toEqual(["once"]);
    expect(result.finalText).toBe("results: mutate once done");
    expect(events.some((e) => e.type === "progress" && e.text.includes("broke off"))).toBe(true);
  });

  it("stops as aborted when the caller's signal fires", async () => {
    const controller = new AbortController();
    server = await startModelServer([{ text: "slow", delays: { start: 2_000 } }]);
    setTimeout(() => controller.abort(), 50);
    const { result } = await runAgainst(server, ws.dir, { signal: controller.signal });
    expect(result.stopReason).toBe("aborted");
  });

  it("fails with a maintainer message when the API cannot be reached at all", async () => {
    server = await startModelServer([]);
    const url = server.url;
    await server.close();
    server = undefined;
    const events: string[] = [];
    const { runAgent } = await import("../../src/agent/loop.js");
    const { policy } = await import("./helpers.js");
    const result = await runAgent({
      task: "x",
      workspace: ws.dir,
      policy: policy(),
      apiKey: "k",
      baseURL: url,
      retry: { baseDelayMs: 1, maxDelayMs: 2, maxAttempts: 3, maxWaitMs: 1_000 },
      emit: (e) => events.push(e.type),
    });
    expect(result.stopReason).toBe("error");
    expect(result.error).toMatch(/Could not reach the Anthropic API after 3 attempts/);
    expect(events.filter((t) => t === "retry")).toHaveLength(2);
  });

  it("fails fast on 401 with a message for the maintainer, and no retry", async () => {
    server = await startModelServer([{ error: { status: 401 } }, { text: "unreachable" }]);
    const { result, events } = await runAgainst(server, ws.dir);
    expect(result.stopReason).toBe("error");
    expect(result.error).toMatch(/rejected the API key/);
    expect(result.error).not.toMatch(/\n\s+at /);
    expect(server.requests).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: "run_finished", stopReason: "error" });
    expect(events.find((e) => e.type === "error")).toBeDefined();
  });

  it("continues a message cut by max_tokens instead of ending the run", async () => {
    server = await startModelServer([
      { text: "The first half of a long answer", stop_reason: "max_tokens" },
      { text: "and the second half." },
    ]);
    const { result } = await runAgainst(server, ws.dir);
    expect(result.stopReason).toBe("end_turn");
    expect(result.finalText).toBe("and the second half.");
    const second = requestBodies(server)[1];
    expect(JSON.stringify(second.messages.at(-1))).toContain("cut off by a token limit");
  });

  it("compacts and continues when the model stops because the context window is full", async () => {
    const big = defineTool({
      name: "big",
      description: "big output",
      input: z.object({}),
      isReadOnly: () => true,
      async execute() {
        return { output: "z".repeat(20_000), display: "big" };
      },
    });
    server = await startModelServer([
      { tools: [{ name: "big", input: {} }] },
      { tools: [{ name: "big", input: {} }] },
      { text: "The window filled up while I", stop_reason: "model_context_window_exceeded" },
      { text: "continued after compaction." },
    ]);
    const { result, events } = await runAgainst(server, ws.dir, { extraTools: [big], context: { keepRecent: 1 } });
    expect(result.finalText).toBe("continued after compaction.");
    expect(events.some((e) => e.type === "context_compacted" && e.mode === "cleared_tool_results")).toBe(true);
    expect(toolResultTexts(requestBodies(server)[3])[0]).toBe(CLEARED_NOTE);
  });

  it("answers a tool call whose input was cut off by max_tokens with an error the model can act on", async () => {
    const log: Interval[] = [];
    server = await startModelServer([
      {
        content: [
          { type: "tool_use", name: "probe", input: { label: "whole" } },
          { type: "tool_use", name: "probe", rawJson: '{"label": "cut of' },
        ],
        stop_reason: "max_tokens",
      },
      { text: "ok" },
    ]);
    const { result } = await runAgainst(server, ws.dir, { extraTools: [timedTool("probe", true, log, 1)] });
    expect(log.map((i) => i.name)).toEqual(["whole"]);
    expect(result.stopReason).toBe("end_turn");
    const texts = toolResultTexts(requestBodies(server)[1]);
    expect(texts[0]).toBe("probe whole done");
    expect(texts[1]).toContain("input JSON was cut off");
  });

  it("keeps the tools in the prompt and sends the system prompt, task and cache breakpoints", async () => {
    server = await startModelServer([{ text: "hi" }]);
    await runAgainst(server, ws.dir, { task: "Fix the failing test." });
    const body = requestBodies(server)[0];
    expect(body.model).toBe("claude-sonnet-5-5");
    expect(JSON.stringify(body.system)).toContain("Nobody is watching");
    expect(body.messages[0]).toMatchObject({
      role: "user",
      content: [{ type: "text", text: "Fix the failing test." }],
    });
    const names = (body.tools ?? []).map((t) => (t as { name: string }).name);
    expect(names).toContain("todo_write");
    expect(names).toContain("tool_search");
    expect(names).not.toContain("ask_user");
    expect(promptPrefix(body).breakpoints).toHaveLength(3);
  });
});

describe("first request size", () => {
  it("keeps tools + system prompt of the default configuration within 16 KB", async () => {
    const { DEFAULT_POLICY } = await import("../../src/policy/load.js");
    server = await startModelServer([{ text: "hi" }]);
    await runAgainst(server, ws.dir, { policy: DEFAULT_POLICY });
    const body = requestBodies(server)[0];
    const bytes = Buffer.byteLength(JSON.stringify(body.tools)) + Buffer.byteLength(JSON.stringify(body.system));
    expect(bytes).toBeLessThanOrEqual(16 * 1024);
  });
});

describe("prefix stability", () => {
  it("every request of a 10-turn session begins with the previous request's bytes up to its last breakpoint", async () => {
    const log: Interval[] = [];
    const script: ScriptStep[] = [];
    for (let i = 0; i < 9; i++) {
      script.push({
        text: i % 2 ? `Step ${i}.` : undefined,
        tools: Array.from({ length: (i % 3) + 1 }, (_, j) => ({ name: "probe", input: { label: `${i}-${j}` } })),
      });
    }
    script.push({ text: "Done after ten turns." });
    server = await startModelServer(script);
    const { result } = await runAgainst(server, ws.dir, { extraTools: [timedTool("probe", true, log, 1)] });
    expect(result.turns).toBe(10);
    const bodies = requestBodies(server);
    expect(bodies).toHaveLength(10);
    for (let i = 1; i < bodies.length; i++) {
      const prev = promptPrefix(bodies[i - 1]);
      const next = promptPrefix(bodies[i]);
      const lastBreakpoint = prev.breakpoints.at(-1)!;
      expect(next.text.slice(0, lastBreakpoint)).toBe(prev.text.slice(0, lastBreakpoint));
      // The previous request's end is itself one of this request's breakpoints.
      expect(next.breakpoints).toContain(lastBreakpoint);
    }
    // From the second request on, the fake's cache simulation reads all of the previous prefix.
    const reads = server.requests.slice(1).map((r) => r.body && promptPrefix(r.body).breakpoints.length);
    expect(reads.every((n) => n === 4)).toBe(true);
  });
});

describe("budgets", () => {
  const forever: ScriptStep = () => ({ tools: [{ name: "probe", input: { label: "again" } }] });
  const endless = () => Array.from({ length: 50 }, () => forever);

  it("stops at max_turns", async () => {
    server = await startModelServer(endless());
    const { result, events } = await runAgainst(server, ws.dir, {
      extraTools: [timedTool("probe", true, [], 1)],
      budgets: { maxTurns: 3 },
    });
    expect(result.stopReason).toBe("max_turns");
    expect(result.turns).toBe(3);
    expect(events.find((e) => e.type === "budget_stop")).toMatchObject({ budget: "max_turns" });
  });

  it("stops at max_tool_calls and does not run calls past it", async () => {
    const log: Interval[] = [];
    server = await startModelServer([
      { tools: [1, 2, 3].map((n) => ({ name: "probe", input: { label: `x${n}` } })) },
      { tools: [4, 5, 6].map((n) => ({ name: "probe", input: { label: `x${n}` } })) },
      { text: "unreachable" },
    ]);
    const { result } = await runAgainst(server, ws.dir, {
      extraTools: [timedTool("probe", true, log, 1)],
      budgets: { maxToolCalls: 4 },
    });
    expect(result.stopReason).toBe("max_tool_calls");
    expect(log).toHaveLength(4);
    expect(result.toolCalls).toBe(4);
  });

  it("stops at max_tokens", async () => {
    server = await startModelServer(endless());
    const { result } = await runAgainst(server, ws.dir, {
      extraTools: [timedTool("probe", true, [], 1)],
      budgets: { maxTokens: 1500 },
    });
    expect(result.stopReason).toBe("max_tokens");
    expect(
      result.usage.input_tokens +
        result.usage.output_tokens +
        result.usage.cache_read_input_tokens +
        result.usage.cache_creation_input_tokens,
    ).toBeGreaterThanOrEqual(1500);
  });

  it("stops at max_cost_usd, priced from the table", async () => {
    server = await startModelServer(endless());
    const { result } = await runAgainst(server, ws.dir, {
      extraTools: [timedTool("probe", true, [], 1)],
      budgets: { maxCostUsd: 0.004 },
    });
    expect(result.stopReason).toBe("max_cost_usd");
    expect(result.costUsd).toBeGreaterThanOrEqual(0.004);
  });

  it("runs without a cost budget, with a warning, for a model that has no prices", async () => {
    server = await startModelServer([{ text: "priced?" }]);
    const { result } = await runAgainst(server, ws.dir, {
      model: "claude-experimental-x",
      budgets: { maxCostUsd: 0.000001 },
    });
    expect(result.stopReason).toBe("end_turn");
    expect(result.warnings.join()).toMatch(/no prices known.*cost budget is off/);
  });

  it("stops at the wall-clock budget, cancelling the tool that was running", async () => {
    server = await startModelServer(endless());
    const { result, events } = await runAgainst(server, ws.dir, {
      extraTools: [timedTool("probe", true, [], 5_000)],
      budgets: { timeoutMinutes: 0.005 },
    });
    expect(result.stopReason).toBe("timeout");
    expect(events.find((e) => e.type === "budget_stop")).toMatchObject({ budget: "timeout" });
    expect(events.find((e) => e.type === "tool_result")).toMatchObject({ isError: true });
  });

  it("takes max_turns from the policy's limits when the caller sets none", async () => {
    server = await startModelServer(endless());
    const { policy } = await import("./helpers.js");
    const { result } = await runAgainst(server, ws.dir, {
      extraTools: [timedTool("probe", true, [], 1)],
      policy: policy({ limits: { max_turns: 2 } }),
    });
    expect(result.stopReason).toBe("max_turns");
    expect(result.turns).toBe(2);
  });
});

describe("context", () => {
  // Sizes are chosen so the dumps dominate the prompt: the tests hold whatever the built-in tools and the
  // system prompt weigh (a few thousand tokens).
  const dumpTool = (chars: number) =>
    defineTool({
      name: "dump",
      description: "returns a lot of text",
      input: z.object({ n: z.number() }),
      isReadOnly: () => true,
      isConcurrencySafe: () => true,
      maxResultChars: 100_000,
      async execute({ n }) {
        return { output: `dump ${n}\n${"x".repeat(chars)}`, display: `dump ${n}` };
      },
    });

  it("clears the oldest tool results past 70% of the window, with a note the model sees", async () => {
    const script: ScriptStep[] = Array.from({ length: 8 }, (_, i) => ({ tools: [{ name: "dump", input: { n: i } }] }));
    script.push({ text: "done" });
    server = await startModelServer(script);
    // 4k tokens a dump, window 40k: past 70% around the eighth dump.
    const { result, events } = await runAgainst(server, ws.dir, {
      extraTools: [dumpTool(16_000)],
      context: { window: 40_000 },
    });
    expect(result.stopReason).toBe("end_turn");
    expect(events.some((e) => e.type === "context_compacted" && e.mode === "cleared_tool_results")).toBe(true);
    const last = requestBodies(server).at(-1)!;
    const texts = toolResultTexts(last);
    expect(texts[0]).toBe(CLEARED_NOTE);
    // The most recent results are kept whole.
    expect(texts.at(-1)).toContain("dump 7");
  });

  it("summarises older turns when clearing cannot reach the low-water mark, and continues from the summary", async () => {
    const script: ScriptStep[] = [
      { tools: [{ name: "dump", input: { n: 0 } }] },
      { tools: [{ name: "dump", input: { n: 1 } }] },
      { tools: [{ name: "dump", input: { n: 2 } }] },
    ];
    server = await startModelServer([
      ...script,
      (req) => {
        // The summary request: tools switched off, the instruction at the end.
        expect(req.body?.tool_choice).toEqual({ type: "none" });
        return { text: "SUMMARY: dumped 0, 1 and 2." };
      },
      (req) => {
        expect(JSON.stringify(req.body?.messages)).toContain("SUMMARY: dumped 0, 1 and 2.");
        return { text: "Finished from the summary." };
      },
    ]);
    // 10k tokens a dump, window 25k: the third request (two dumps) passes 70%; keepRecent 10 leaves nothing to clear.
    const { result, events } = await runAgainst(server, ws.dir, {
      extraTools: [dumpTool(40_000)],
      context: { window: 25_000, keepRecent: 10 },
    });
    expect(result.finalText).toBe("Finished from the summary.");
    expect(events.some((e) => e.type === "context_compacted" && e.mode === "summarised")).toBe(true);
    expect(requestBodies(server).at(-1)!.messages).toHaveLength(1);
  });

  it("compacts and retries when the API says the prompt is too long", async () => {
    // 10k tokens a dump; the API takes 30k: the fourth request (three dumps) is refused, then fits once the
    // two older dumps are cleared.
    server = await startModelServer(
      [0, 1, 2].map((n): ScriptStep => ({ tools: [{ name: "dump", input: { n } }] })).concat([{ text: "fits now" }]),
      { maxPromptTokens: 30_000 },
    );
    const { result, events } = await runAgainst(server, ws.dir, { extraTools: [dumpTool(40_000)] });
    expect(result.finalText).toBe("fits now");
    expect(
      events.filter((e) => e.type === "context_compacted").map((e) => (e.type === "context_compacted" ? e.mode : "")),
    ).toEqual(["cleared_tool_results"]);
    expect(toolResultTexts(requestBodies(server).at(-1)!).slice(0, 2)).toEqual([CLEARED_NOTE, CLEARED_NOTE]);
  });
});

describe("loop tools", () => {
  it("ask_user ends the run as needs_input with the question", async () => {
    server = await startModelServer([
      { tools: [{ name: "tool_search", input: { query: "select:ask_user" } }] },
      { tools: [{ name: "ask_user", input: { question: "Should the fix keep the old API?" } }] },
      { text: "unreachable" },
    ]);
    const { result } = await runAgainst(server, ws.dir);
    expect(result.stopReason).toBe("needs_input");
    expect(result.question).toBe("Should the fix keep the old API?");
    expect(result.finalText).toBe("Should the fix keep the old API?");
    expect(server.requests).toHaveLength(2);
    // Loading ask_user appended it to the tool list without reordering what came before.
    const [first, second] = requestBodies(server).map((b) => (b.tools ?? []).map((t) => (t as { name: string }).name));
    expect(second.slice(0, first.length)).toEqual(first);
    expect(second.at(-1)).toBe("ask_user");
  });

  it("a plan-only run refuses writes and ends as planned with exit_plan_mode's plan", async () => {
    const log: Interval[] = [];
    server = await startModelServer([
      {
        tools: [
          { name: "probe", input: { label: "look" } },
          { name: "mutate", input: { label: "nope" } },
        ],
      },
      { tools: [{ name: "exit_plan_mode", input: { plan: "1. Change a.ts\n2. Run tests" } }] },
      { text: "unreachable" },
    ]);
    const { result } = await runAgainst(server, ws.dir, {
      planOnly: true,
      extraTools: [timedTool("probe", true, log, 1), timedTool("mutate", false, log, 1)],
    });
    expect(result.stopReason).toBe("planned");
    expect(result.plan).toBe("1. Change a.ts\n2. Run tests");
    expect(log.map((i) => i.name)).toEqual(["look"]);
    const names = (requestBodies(server)[0].tools ?? []).map((t) => (t as { name: string }).name);
    expect(names).toContain("exit_plan_mode");
    expect(names).not.toContain("mutate");
  });

  it("a review run stays read-only (plan mode cannot be left) and ends as reviewed with submit_review's review", async () => {
    const log: Interval[] = [];
    const review = {
      summary: "Looks fine.",
      comments: [{ path: "./src/a.ts", start_line: 3, line: 5, body: "```suggestion\nx\n```" }],
    };
    server = await startModelServer([
      { tools: [{ name: "tool_search", input: { query: "select:exit_plan_mode" } }] },
      { tools: [{ name: "exit_plan_mode", input: { plan: "write anyway" } }] },
      {
        tools: [
          { name: "probe", input: { label: "look" } },
          { name: "mutate", input: { label: "nope" } },
        ],
      },
      { tools: [{ name: "submit_review", input: review }] },
      { text: "unreachable" },
    ]);
    const { result } = await runAgainst(server, ws.dir, {
      review: true,
      extraTools: [timedTool("probe", true, log, 1), timedTool("mutate", false, log, 1)],
    });
    expect(result.stopReason).toBe("reviewed");
    expect(result.finalText).toBe("Looks fine.");
    expect(result.review).toEqual({
      summary: "Looks fine.",
      comments: [{ path: "src/a.ts", startLine: 3, line: 5, side: "RIGHT", body: "```suggestion\nx\n```" }],
    });
    expect(log.map((i) => i.name)).toEqual(["look"]);
    const names = (requestBodies(server)[0].tools ?? []).map((t) => (t as { name: string }).name);
    expect(names).toContain("submit_review");
    expect(names).not.toContain("mutate");
    expect(server.requests).toHaveLength(4);
  });

  it("enter_plan_mode makes later writes fail until exit_plan_mode, without changing the tool list", async () => {
    const log: Interval[] = [];
    server = await startModelServer([
      { tools: [{ name: "tool_search", input: { query: "select:enter_plan_mode" } }] },
      { tools: [{ name: "enter_plan_mode", input: {} }] },
      { tools: [{ name: "mutate", input: { label: "during" } }] },
      { tools: [{ name: "exit_plan_mode", input: { plan: "do it" } }] },
      { tools: [{ name: "mutate", input: { label: "after" } }] },
      { text: "done" },
    ]);
    const { result } = await runAgainst(server, ws.dir, { extraTools: [timedTool("mutate", false, log, 1)] });
    expect(result.stopReason).toBe("end_turn");
    expect(result.plan).toBe("do it");
    expect(log.map((i) => i.name)).toEqual(["after"]);
  });

  it("todo_write keeps the checklist as state and emits it", async () => {
    const todos = [
      { content: "Read the failing test", status: "completed" },
      { content: "Fix the rounding", status: "in_progress" },
    ];
    server = await startModelServer([{ tools: [{ name: "todo_write", input: { todos } }] }, { text: "ok" }]);
    const { result, events } = await runAgainst(server, ws.dir);
    expect(result.todos).toEqual(todos);
    expect(events.find((e) => e.type === "todos")).toMatchObject({ todos });
  });

  it("agent runs read-only sub-agents concurrently and returns their reports", async () => {
    const log: Interval[] = [];
    const router: ScriptStep = (req) => {
      const system = JSON.stringify(req.body?.system);
      const task = JSON.stringify(req.body?.messages[0]);
      const isSub = system.includes("sub-agent");
      if (!isSub) {
        if (req.body!.messages.length === 1)
          return { tools: [{ name: "tool_search", input: { query: "select:agent" } }] };
        if (req.body!.messages.length === 3) {
          return {
            tools: [
              { name: "agent", input: { task: "find alpha" } },
              { name: "agent", input: { task: "find beta" } },
            ],
          };
        }
        return { text: `parent saw: ${JSON.stringify(req.body!.messages.at(-1))}` };
      }
      const which = task.includes("alpha") ? "alpha" : "beta";
      if (req.body!.messages.length === 1) {
        // The sub-agent's tools: read-only ones, no loop tools.
        const names = (req.body!.tools ?? []).map((t) => (t as { name: string }).name);
        if (names.includes("mutate") || names.includes("agent") || names.includes("todo_write"))
          return { text: "WRONG TOOLS" };
        return { tools: [{ name: "probe", input: { label: which } }] };
      }
      return { text: `report on ${which}` };
    };
    server = await startModelServer(Array.from({ length: 12 }, () => router));
    const { result } = await runAgainst(server, ws.dir, {
      extraTools: [timedTool("probe", true, log, 150), timedTool("mutate", false, log, 1)],
    });
    expect(result.stopReason).toBe("end_turn");
    expect(result.finalText).toContain("report on alpha");
    expect(result.finalText).toContain("report on beta");
    const alpha = log.find((i) => i.name === "alpha")!;
    const beta = log.find((i) => i.name === "beta")!;
    expect(overlaps(alpha, beta)).toBe(true);
    // Sub-agents' tool calls count towards the run.
    expect(result.toolCalls).toBe(5);
  });

  it("skill lists skills from the trusted root in the prompt and loads a body on request", async () => {
    const { mkdir, writeFile } = await import("node:fs/promises");
    const path = await import("node:path");
    const root = path.join(ws.dir, "trusted");
    await mkdir(path.join(root, ".github/agent/skills/release"), { recursive: true });
    await writeFile(
      path.join(root, ".github/agent/skills/release/SKILL.md"),
      "---\nname: release\ndescription: How to cut a release\n---\nBump the version, then tag.\n",
    );
    await writeFile(path.join(root, "AGENTS.md"), "Use tabs.\n");
    server = await startModelServer([{ tools: [{ name: "skill", input: { name: "release" } }] }, { text: "ok" }]);
    await runAgainst(server, ws.dir, { trustedRoot: root });
    const [first, second] = requestBodies(server);
    const system = JSON.stringify(first.system);
    expect(system).toContain("release: How to cut a release");
    expect(system).toContain("Use tabs.");
    expect(toolResultTexts(second)[0]).toBe("Bump the version, then tag.");
  });
});
