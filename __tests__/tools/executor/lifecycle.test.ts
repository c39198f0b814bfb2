import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool, type ToolOutput } from "../../../src/tools/tool.js";
import type { TranscriptEvent } from "../../../src/transcript-events.js";
import { ToolExecutor, type TurnHook } from "../../../src/tools/executor.js";
import { makeHarness, deferred, within, type Harness } from "./harness.js";

const echo = defineTool({
  name: "echo",
  aliases: ["say"],
  kind: "read",
  description: "Echo text.",
  input: z.object({ text: z.string(), times: z.number().int().min(1).default(1) }),
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  describe: ({ text }) => `echo ${text}`,
  execute: async ({ text, times }, ctx) => {
    ctx.progress(`echoing ${times}x`);
    return { output: text.repeat(times), display: `echoed ${text.length * times} chars` };
  },
});

const executed: string[] = [];
const writer = defineTool({
  name: "write_note",
  kind: "write",
  description: "Write a note.",
  input: z.object({ path: z.string(), edits: z.array(z.object({ old_string: z.string() })).optional() }),
  describe: ({ path: p }) => `write ${p}`,
  checkPermission: ({ path: p }) =>
    p.startsWith("secret/")
      ? {
          allowed: false,
          rule: 'files.deny_write: "secret/**"',
          reason: `Writing ${p} is not allowed.`,
          suggestion: "remove secret/** from files.deny_write",
        }
      : { allowed: true },
  execute: async ({ path: p }) => {
    executed.push(p);
    return { output: `wrote ${p}`, display: `write ${p}` };
  },
});

let h: Harness | undefined;
afterEach(async () => {
  await h?.cleanup();
  h = undefined;
  executed.length = 0;
});

function eventsOf<T extends TranscriptEvent["type"]>(
  events: TranscriptEvent[],
  type: T,
): Extract<TranscriptEvent, { type: T }>[] {
  return events.filter((e): e is Extract<TranscriptEvent, { type: T }> => e.type === type);
}

describe("find", () => {
  it("answers an unknown tool with an error that lists the available tools", async () => {
    h = await makeHarness([echo, writer]);
    const out = await h.run("ecco", { text: "x" });
    expect(out.isError).toBe(true);
    expect(out.output.errorType).toBe("validation");
    expect(out.content).toBe('Unknown tool "ecco". Available tools: echo, write_note.');
    expect(eventsOf(h.events, "tool_result")[0]).toMatchObject({ id: "t1", name: "ecco", isError: true });
  });

  it("finds a tool by its alias and reports its canonical name", async () => {
    h = await makeHarness([echo]);
    const out = await h.run("say", { text: "hi" });
    expect(out).toMatchObject({ name: "echo", isError: false, content: "hi" });
  });

  it("tells the model to call tool_search first for a deferred tool that is not loaded", async () => {
    const hidden = defineTool({ ...toolDef("ask_user"), deferred: true });
    h = await makeHarness([echo, hidden]);
    const out = await h.run("ask_user", {});
    expect(out.isError).toBe(true);
    expect(out.content).toContain('Call tool_search with query "select:ask_user" first');

    const unknown = await h.run("nope", {});
    expect(unknown.content).toContain("More tools can be loaded with tool_search: ask_user.");

    h.registry.load(["ask_user"]);
    expect((await h.run("ask_user", {})).isError).toBe(false);
  });
});

describe("validate", () => {
  it("turns zod issues into `path: message` lines the model can act on", async () => {
    h = await makeHarness([echo, writer]);
    const out = await h.run("echo", { times: 0 });
    expect(out.output.errorType).toBe("validation");
    const lines = (out.content as string).split("\n");
    expect(lines[0]).toBe("Invalid input for echo:");
    expect(lines[1]).toMatch(/^text: .*expected string/);
    expect(lines[2]).toMatch(/^times: .*>=1/);
    expect(lines.at(-1)).toBe("Fix the input and call echo again.");

    const nested = await h.run("write_note", { path: "a", edits: [{ old_string: 3 }] });
    expect((nested.content as string).split("\n")[1]).toMatch(/^edits\[0\]\.old_string: /);
    expect(executed).toEqual([]);
  });

  it("passes the parsed input, with defaults filled in, to the tool", async () => {
    h = await makeHarness([echo]);
    expect((await h.run("echo", { text: "ab" })).content).toBe("ab");
  });
});

describe("before hooks", () => {
  it("may rewrite the input, which is validated again", async () => {
    h = await makeHarness([echo], {
      hooks: {
        before: [(call) => (call.name === "echo" ? { input: { ...(call.input as object), times: 2 } } : undefined)],
      },
    });
    expect((await h.run("echo", { text: "ab" })).content).toBe("abab");
    expect(eventsOf(h.events, "tool_call")[0].input).toEqual({ text: "ab", times: 2 });
  });

  it("rejects a rewrite that makes the input invalid", async () => {
    h = await makeHarness([echo], { hooks: { before: [() => ({ input: { text: 1 } })] } });
    const out = await h.run("echo", { text: "ab" });
    expect(out.output.errorType).toBe("validation");
    expect(out.content).toMatch(/^Invalid input for echo \(after a before-hook rewrote it\):\ntext: /);
  });

  it("may block a call with a message, which is a denial", async () => {
    h = await makeHarness([writer], { hooks: { before: [() => ({ block: "No notes on Fridays.", rule: "friday" })] } });
    const out = await h.run("write_note", { path: "a.txt" });
    expect(out.output).toMatchObject({
      isError: true,
      errorType: "permission",
      metadata: { denied: true, rule: "friday" },
    });
    expect(out.content).toBe("Denied (friday): No notes on Fridays.");
    expect(executed).toEqual([]);
    expect(h.events.map((e) => e.type)).toEqual(["tool_call", "denial", "tool_result"]);
  });

  it("blocks the call when a hook throws (fail closed)", async () => {
    h = await makeHarness([writer], {
      hooks: {
        before: [
          () => {
            throw new Error("hook crashed");
          },
        ],
      },
    });
    const out = await h.run("write_note", { path: "a.txt" });
    expect(out.output.metadata).toMatchObject({ denied: true, rule: "before_hook_failed" });
    expect(executed).toEqual([]);
  });
});

describe("permission", () => {
  it("returns the tool's denial with its rule and suggestion, and emits a denial event naming what was attempted", async () => {
    h = await makeHarness([writer]);
    const out = await h.run("write_note", { path: "secret/key.txt" });
    expect(out.isError).toBe(true);
    expect(out.output).toMatchObject({
      errorType: "permission",
      metadata: {
        denied: true,
        rule: 'files.deny_write: "secret/**"',
        suggestion: "remove secret/** from files.deny_write",
      },
    });
    expect(out.content).toBe('Denied (files.deny_write: "secret/**"): Writing secret/key.txt is not allowed.');
    expect(eventsOf(h.events, "denial")).toEqual([
      expect.objectContaining({
        id: "t1",
        name: "write_note",
        attempted: "write secret/key.txt",
        rule: 'files.deny_write: "secret/**"',
        reason: "Writing secret/key.txt is not allowed.",
        suggestion: "remove secret/** from files.deny_write",
      }),
    ]);
    expect(executed).toEqual([]);
  });

  it("in plan mode refuses a call that is not read-only, and allows read-only ones", async () => {
    h = await makeHarness([echo, writer], { planMode: true });
    const out = await h.run("write_note", { path: "a.txt" });
    expect(out.output.metadata).toMatchObject({ denied: true, rule: "plan_mode" });
    expect(executed).toEqual([]);
    expect((await h.run("echo", { text: "ok" })).isError).toBe(false);
    // Plan mode is read from the session at call time: the loop flips it when the plan is accepted.
    h.context.session.planMode = false;
    expect((await h.run("write_note", { path: "a.txt" })).isError).toBe(false);
  });

  it("treats a permission check that throws as a denial", async () => {
    const shaky = defineTool({
      ...toolDef("shaky"),
      checkPermission: () => {
        throw new Error("parser exploded");
      },
    });
    h = await makeHarness([shaky]);
    const out = await h.run("shaky", {});
    expect(out.output.metadata).toMatchObject({ denied: true, rule: "permission_check_failed" });
  });
});

describe("execute", () => {
  it("turns a throwing tool into an execution error with its message", async () => {
    const boom = defineTool({
      ...toolDef("boom"),
      execute: async () => {
        throw new Error("disk on fire");
      },
    });
    h = await makeHarness([boom]);
    const out = await h.run("boom", {});
    expect(out).toMatchObject({ isError: true, content: "Error: disk on fire", output: { errorType: "execution" } });
  });

  it("turns a malformed result from a custom tool into an execution error", async () => {
    const sloppy = defineTool({ ...toolDef("sloppy"), execute: async () => ({ text: "hi" }) as unknown as ToolOutput });
    h = await makeHarness([sloppy]);
    expect((await h.run("sloppy", {})).output.errorType).toBe("execution");
  });

  it("stops a call at its timeout, aborting its signal, even when the tool would never return", async () => {
    const sawAbort = deferred<string>();
    const slow = defineTool({
      ...toolDef("slow"),
      timeoutMs: 50,
      execute: (_input, ctx) =>
        new Promise<ToolOutput>(() => {
          ctx.signal.addEventListener("abort", () => sawAbort.resolve("aborted"));
        }),
    });
    h = await makeHarness([slow]);
    const out = await within(h.run("slow", {}));
    expect(out).not.toBe("timed out");
    expect(out).toMatchObject({
      isError: true,
      output: { errorType: "timeout", metadata: { timedOut: true, timeoutMs: 50 } },
    });
    expect(await within(sawAbort.promise)).toBe("aborted");
  });

  it("uses a per-input timeout when the tool computes one", async () => {
    const slow = defineTool({
      name: "wait",
      description: "Wait.",
      input: z.object({ ms: z.number() }),
      timeoutMs: ({ ms }) => ms,
      execute: (_input, ctx) =>
        new Promise<ToolOutput>((_, reject) =>
          ctx.signal.addEventListener("abort", () => {
            // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the abort's own reason, as a real tool would
            reject(ctx.signal.reason);
          }),
        ),
    });
    h = await makeHarness([slow], { defaultTimeoutMs: 60_000 });
    const out = await within(h.run("wait", { ms: 30 }));
    expect(out).toMatchObject({ output: { errorType: "timeout", metadata: { timeoutMs: 30 } } });
  });

  it("cancels the running call and every call not started yet when the run is aborted", async () => {
    const run = new AbortController();
    const started = deferred();
    const sawAbort = deferred<string>();
    const hang = defineTool({
      ...toolDef("hang"),
      execute: (_input, ctx) =>
        new Promise<ToolOutput>(() => {
          ctx.signal.addEventListener("abort", () => sawAbort.resolve("aborted"));
          started.resolve();
        }),
    });
    h = await makeHarness([hang, writer], { signal: run.signal });
    const batch = h.executor.beginTurn(1);
    batch.add({ id: "a", name: "hang", input: {} });
    batch.add({ id: "b", name: "write_note", input: { path: "later.txt" } });
    expect(await within(started.promise)).toBeUndefined();
    run.abort();
    const outcomes = await within(batch.finish());
    expect(outcomes).not.toBe("timed out");
    expect(outcomes).toMatchObject([
      { id: "a", isError: true, output: { metadata: { aborted: true } } },
      { id: "b", isError: true, output: { metadata: { aborted: true } } },
    ]);
    expect(await within(sawAbort.promise)).toBe("aborted");
    expect(executed).toEqual([]);
  });
});

describe("result", () => {
  it("keeps head and tail of a long result, saves the full text to the spill dir and says how to read it", async () => {
    const full = Array.from({ length: 5000 }, (_, i) => `line ${i + 1}`).join("\n");
    const big = defineTool({
      ...toolDef("big"),
      maxResultChars: 2000,
      execute: async () => ({ output: full, display: "big" }),
    });
    h = await makeHarness([big]);
    const out = await h.run("big", {});
    const text = out.content as string;
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text.startsWith("line 1\nline 2\n")).toBe(true);
    expect(text).toContain("line 5000");
    expect(text).toMatch(/\[… \d+ chars \(\d+ lines\) omitted …\]/);
    const spillPath = out.output.metadata?.spillPath as string;
    expect(path.dirname(spillPath)).toBe(h.spillDir);
    expect(text).toMatch(
      new RegExp(
        `Output truncated: showing first \\d+ and last \\d+ of ${full.length} chars\\. Full output saved to ${spillPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}; read it with read_file \\(offset/limit\\)\\.$`,
      ),
    );
    expect(await readFile(spillPath, "utf8")).toBe(full);
    expect(out.output.metadata).toMatchObject({ truncated: true, totalChars: full.length });
  });

  it("bounds text blocks returned beside an image, keeping the image", async () => {
    const image = {
      type: "image" as const,
      source: { type: "base64" as const, media_type: "image/png" as const, data: "AAAA" },
    };
    const mixed = defineTool({
      ...toolDef("mixed"),
      maxResultChars: 500,
      execute: async () => ({
        output: [{ type: "text", text: "a".repeat(3000) }, image, { type: "text", text: "b".repeat(3000) }],
        display: "mixed",
      }),
    });
    h = await makeHarness([mixed]);
    const out = await h.run("mixed", {});
    const blocks = out.content as Exclude<typeof out.content, string>;
    expect(blocks.map((b) => b.type)).toEqual(["text", "image"]);
    expect(blocks[1]).toEqual(image);
    const text = (blocks[0] as { text: string }).text;
    expect(text.length).toBeLessThanOrEqual(500);
    expect(text).toMatch(/^a+\n\[… \d+ chars/);
    expect(await readFile(out.output.metadata?.spillPath as string, "utf8")).toBe(
      `${"a".repeat(3000)}\n${"b".repeat(3000)}`,
    );
  });

  it("gives each call its own spill file", async () => {
    const big = defineTool({
      ...toolDef("big"),
      maxResultChars: 100,
      execute: async () => ({ output: "x".repeat(1000), display: "big" }),
    });
    h = await makeHarness([big]);
    const outcomes = await h.runTurn([
      { id: "same", name: "big", input: {} },
      { id: "same", name: "big", input: {} },
    ]);
    const paths = outcomes.map((o) => o.output.metadata?.spillPath);
    expect(new Set(paths).size).toBe(2);
  });
});

describe("after hooks", () => {
  it("rewrite the output the model sees (redaction runs here), including error results", async () => {
    const redact = (o: ToolOutput): ToolOutput => ({
      ...o,
      output: typeof o.output === "string" ? o.output.replaceAll("hunter2", "[REDACTED]") : o.output,
    });
    h = await makeHarness([echo], { hooks: { after: [(_call, o) => redact(o)] } });
    expect((await h.run("echo", { text: "pw=hunter2" })).content).toBe("pw=[REDACTED]");
    expect((await h.run("hunter2", {})).content).not.toContain("hunter2");
    expect(
      eventsOf(h.events, "tool_result")
        .map((e) => e.output)
        .join("\n"),
    ).not.toContain("hunter2");
  });

  it("withhold the output when a hook throws, rather than pass it on unredacted", async () => {
    h = await makeHarness([echo], {
      hooks: {
        after: [
          () => {
            throw new Error("redactor broke");
          },
        ],
      },
    });
    const out = await h.run("echo", { text: "secret" });
    expect(out.isError).toBe(true);
    expect(out.content).not.toContain("secret");
    expect(out.content).toContain("redactor broke");
  });
});

describe("turn hooks", () => {
  /** Claims the write_note calls; records each run's calls and what had finished when it ran. */
  function recordingTurnHook(
    runs: { ids: string[]; finishedBefore: string[] }[],
    events: () => TranscriptEvent[],
  ): TurnHook {
    return {
      claims: (call, output) => call.name === "write_note" && !output.isError,
      run: async (calls) => {
        runs.push({
          ids: calls.map((c) => c.call.id),
          finishedBefore: eventsOf(events(), "tool_result").map((e) => e.id),
        });
        return calls.map((c) => ({
          ...c.output,
          output: `${typeof c.output.output === "string" ? c.output.output : JSON.stringify(c.output.output)} + formatted with hunter2 (${calls.length} in this turn)`,
        }));
      },
    };
  }

  it("run once after the turn's last call, over every call they claim, before the after hooks", async () => {
    const runs: { ids: string[]; finishedBefore: string[] }[] = [];
    const redact = (o: ToolOutput): ToolOutput => ({
      ...o,
      output: typeof o.output === "string" ? o.output.replaceAll("hunter2", "[REDACTED]") : o.output,
    });
    h = await makeHarness([echo, writer], {
      hooks: { turn: [recordingTurnHook(runs, () => h!.events)], after: [(_call, o) => redact(o)] },
    });
    const outcomes = await h.runTurn([
      { id: "w1", name: "write_note", input: { path: "a.txt" } },
      { id: "e1", name: "echo", input: { text: "hi" } },
      { id: "w2", name: "write_note", input: { path: "secret/b.txt" } },
      { id: "w3", name: "write_note", input: { path: "c.txt" } },
    ]);
    expect(runs).toEqual([{ ids: ["w1", "w3"], finishedBefore: ["e1", "w2"] }]);
    expect(outcomes.map((o) => [o.id, o.content])).toEqual([
      ["w1", "wrote a.txt + formatted with [REDACTED] (2 in this turn)"],
      ["e1", "hi"],
      ["w2", expect.stringContaining("Denied")],
      ["w3", "wrote c.txt + formatted with [REDACTED] (2 in this turn)"],
    ]);
    expect(
      eventsOf(h.events, "tool_result").map((e) => [e.id, e.output.includes("formatted with [REDACTED]")]),
    ).toEqual([
      ["e1", false],
      ["w2", false],
      ["w1", true],
      ["w3", true],
    ]);
  });

  it("leave the outputs as they were when a turn hook throws or returns the wrong number of outputs", async () => {
    const throwing: TurnHook = { claims: () => true, run: async () => Promise.reject(new Error("formatter crashed")) };
    const short: TurnHook = { claims: () => true, run: async () => [] };
    h = await makeHarness([writer], { hooks: { turn: [throwing, short] } });
    const [out] = await h.runTurn([{ id: "w1", name: "write_note", input: { path: "a.txt" } }]);
    expect([out.isError, out.content]).toEqual([false, "wrote a.txt"]);
  });

  it("are skipped when the run was stopped during the turn", async () => {
    const runs: { ids: string[]; finishedBefore: string[] }[] = [];
    const controller = new AbortController();
    const stopping = defineTool({
      ...writer,
      name: "stop_run",
      execute: async () => (controller.abort(), { output: "stopped", display: "stop" }),
    });
    h = await makeHarness([writer, stopping], {
      signal: controller.signal,
      hooks: { turn: [recordingTurnHook(runs, () => h!.events)] },
    });
    const [written] = await h.runTurn([
      { id: "w1", name: "write_note", input: { path: "a.txt" } },
      { id: "s1", name: "stop_run", input: { path: "x" } },
    ]);
    expect(runs).toEqual([]);
    expect(written.content).toBe("wrote a.txt");
  });
});

describe("transcript events", () => {
  it("emits tool_call, progress and tool_result with duration, size and output", async () => {
    h = await makeHarness([echo]);
    await h.run("echo", { text: "abc", times: 2 });
    expect(h.events.map((e) => e.type)).toEqual(["tool_call", "progress", "tool_result"]);
    expect(h.events[0]).toMatchObject({
      type: "tool_call",
      turn: 1,
      id: "t1",
      name: "echo",
      display: "echo abc",
      input: { text: "abc", times: 2 },
    });
    expect(h.events[1]).toMatchObject({ type: "progress", id: "t1", text: "echoing 2x" });
    const result = eventsOf(h.events, "tool_result")[0];
    expect(result).toMatchObject({
      id: "t1",
      isError: false,
      outputChars: 6,
      output: "abcabc",
      display: "echoed 6 chars",
    });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("still returns the outcome when an event sink throws", async () => {
    h = await makeHarness([echo]);
    const logged: string[] = [];
    const executor = new ToolExecutor({
      registry: h.registry,
      context: { ...h.context, log: (m) => logged.push(m) },
      emit: () => {
        throw new Error("renderer bug");
      },
    });
    const batch = executor.beginTurn(1);
    batch.add({ id: "e", name: "echo", input: { text: "ok" } });
    expect(await within(batch.finish())).toMatchObject([{ content: "ok", isError: false }]);
    expect(logged.length).toBeGreaterThan(0);
  });

  it("describes images instead of copying their data", async () => {
    const pic = defineTool({
      ...toolDef("pic"),
      execute: async () => ({
        output: [
          { type: "text", text: "a picture:" },
          { type: "image", source: { type: "base64", media_type: "image/png", data: "A".repeat(4096) } },
        ],
        display: "pic",
      }),
    });
    h = await makeHarness([pic]);
    const out = await h.run("pic", {});
    expect(Array.isArray(out.content)).toBe(true);
    expect(eventsOf(h.events, "tool_result")[0].output).toBe("a picture:\n[image image/png, 3 KB]");
  });
});

/** A minimal tool definition to spread and override. */
function toolDef(name: string): Parameters<typeof defineTool<z.ZodObject<Record<string, never>>>>[0] {
  return {
    name,
    description: `${name} tool`,
    input: z.object({}),
    execute: async () => ({ output: `${name} ran`, display: name }),
  };
}
