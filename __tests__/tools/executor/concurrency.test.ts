import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool, type ToolOutput } from "../../../src/tools/tool.js";
import { makeHarness, deferred, within, type Harness } from "./harness.js";

/** Start/end of each call, by call id, from a monotonic clock. */
interface Interval {
  start: number;
  end: number;
}

function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Tools that record when they run. A safe call of group `g` waits until `size` calls of that group have
 * arrived (or a generous deadline passes), so overlap is proved by the recorded intervals, not by how long
 * anything took: run one at a time, the intervals could not intersect.
 */
function recorder() {
  const intervals = new Map<string, Interval>();
  const order: string[] = [];
  const groups = new Map<string, { arrived: number; all: ReturnType<typeof deferred<void>> }>();
  let runningNow = 0;
  let maxRunning = 0;
  const track = async (label: string, body: () => Promise<unknown>): Promise<ToolOutput> => {
    const interval: Interval = { start: performance.now(), end: Number.POSITIVE_INFINITY };
    intervals.set(label, interval);
    order.push(`start ${label}`);
    runningNow++;
    maxRunning = Math.max(maxRunning, runningNow);
    try {
      await body();
    } finally {
      runningNow--;
      interval.end = performance.now();
      order.push(`end ${label}`);
    }
    return { output: `${label} done`, display: label };
  };
  const safe = defineTool({
    name: "look",
    kind: "read",
    description: "Read something.",
    input: z.object({ label: z.string(), group: z.string().default("g"), size: z.number().default(1) }),
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    execute: ({ label, group, size }) =>
      track(label, () => {
        const g = groups.get(group) ?? { arrived: 0, all: deferred() };
        groups.set(group, g);
        if (++g.arrived >= size) g.all.resolve();
        return within(g.all.promise, 2000);
      }),
  });
  const unsafe = defineTool({
    name: "change",
    kind: "write",
    description: "Change something.",
    input: z.object({ label: z.string() }),
    execute: ({ label }) => track(label, () => new Promise((r) => setTimeout(r, 20))),
  });
  return { safe, unsafe, intervals, order, maxRunning: () => maxRunning };
}

let h: Harness | undefined;
afterEach(async () => {
  await h?.cleanup();
  h = undefined;
});

const call = (name: string, label: string, group?: string, size?: number) => ({
  id: label,
  name,
  input: { label, group, size },
});

describe("concurrency", () => {
  it("runs consecutive concurrency-safe calls together", async () => {
    const r = recorder();
    h = await makeHarness([r.safe]);
    const outcomes = await h.runTurn([call("look", "a", "g", 3), call("look", "b", "g", 3), call("look", "c", "g", 3)]);
    expect(outcomes.map((o) => o.content)).toEqual(["a done", "b done", "c done"]);
    const [a, b, c] = ["a", "b", "c"].map((l) => r.intervals.get(l)!);
    expect(overlaps(a, b) && overlaps(b, c) && overlaps(a, c)).toBe(true);
    expect(r.maxRunning()).toBe(3);
  });

  it("runs a call that is not concurrency-safe alone, and keeps the model's order of results", async () => {
    const r = recorder();
    h = await makeHarness([r.safe, r.unsafe]);
    const outcomes = await h.runTurn([
      call("look", "a", "before", 2),
      call("look", "b", "before", 2),
      call("change", "w"),
      call("look", "c", "after", 2),
      call("look", "d", "after", 2),
    ]);
    expect(outcomes.map((o) => o.id)).toEqual(["a", "b", "w", "c", "d"]);
    expect(outcomes.every((o) => !o.isError)).toBe(true);
    const w = r.intervals.get("w")!;
    for (const label of ["a", "b", "c", "d"]) expect(overlaps(w, r.intervals.get(label)!)).toBe(false);
    // Safe neighbours on each side of the writer still overlap each other.
    expect(overlaps(r.intervals.get("a")!, r.intervals.get("b")!)).toBe(true);
    expect(overlaps(r.intervals.get("c")!, r.intervals.get("d")!)).toBe(true);
    // The writer waited for everything before it and held back everything after it.
    expect(r.order.indexOf("start w")).toBeGreaterThan(Math.max(r.order.indexOf("end a"), r.order.indexOf("end b")));
    expect(r.order.indexOf("end w")).toBeLessThan(Math.min(r.order.indexOf("start c"), r.order.indexOf("start d")));
  });

  it("runs at most 10 safe calls at once", async () => {
    const r = recorder();
    h = await makeHarness([r.safe]);
    const outcomes = await h.runTurn(Array.from({ length: 12 }, (_, i) => call("look", `s${i}`, "g", 10)));
    expect(outcomes).toHaveLength(12);
    expect(r.maxRunning()).toBe(10);
  });

  it("starts a call as soon as it is added, before later calls have streamed", async () => {
    const started = deferred();
    const release = deferred();
    const first = defineTool({
      name: "first",
      description: "First.",
      input: z.object({}),
      isConcurrencySafe: () => true,
      execute: async () => {
        started.resolve();
        await release.promise;
        return { output: "first", display: "first" };
      },
    });
    const r = recorder();
    h = await makeHarness([first, r.safe]);
    const batch = h.executor.beginTurn(1);
    batch.add({ id: "1", name: "first", input: {} });
    // The model is still streaming the next block: nothing else has been added and finish() is not called.
    expect(await within(started.promise)).toBeUndefined();
    expect(h.events.map((e) => e.type)).toEqual(["tool_call"]);
    batch.add(call("look", "later"));
    release.resolve();
    const outcomes = await batch.finish();
    expect(outcomes.map((o) => o.content)).toEqual(["first", "later done"]);
  });

  it("makes a safe call added after a running writer wait for it", async () => {
    const release = deferred();
    const started = deferred();
    const slowWriter = defineTool({
      name: "slow_write",
      kind: "write",
      description: "Slow write.",
      input: z.object({}),
      execute: async () => {
        started.resolve();
        await release.promise;
        return { output: "written", display: "written" };
      },
    });
    const r = recorder();
    h = await makeHarness([slowWriter, r.safe]);
    const batch = h.executor.beginTurn(1);
    batch.add({ id: "w", name: "slow_write", input: {} });
    await within(started.promise);
    batch.add(call("look", "after"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.intervals.has("after")).toBe(false);
    release.resolve();
    const outcomes = await batch.finish();
    expect(outcomes.map((o) => o.content)).toEqual(["written", "after done"]);
  });

  it("decides concurrency per input", async () => {
    const intervals = new Map<string, Interval>();
    const both = deferred();
    let running = 0;
    const shell = defineTool({
      name: "shell",
      description: "Run a command.",
      input: z.object({ command: z.string() }),
      isConcurrencySafe: ({ command }) => command.startsWith("ls"),
      execute: async ({ command }) => {
        const interval = { start: performance.now(), end: Number.POSITIVE_INFINITY };
        intervals.set(command, interval);
        if (++running >= 2) both.resolve();
        if (command.startsWith("ls")) await within(both.promise, 300);
        running--;
        interval.end = performance.now();
        return { output: command, display: command };
      },
    });
    h = await makeHarness([shell]);
    await h.runTurn(
      ["ls a", "ls b", "rm c"].map((command, i) => ({ id: String(i), name: "shell", input: { command } })),
    );
    expect(overlaps(intervals.get("ls a")!, intervals.get("ls b")!)).toBe(true);
    expect(overlaps(intervals.get("rm c")!, intervals.get("ls a")!)).toBe(false);
    expect(overlaps(intervals.get("rm c")!, intervals.get("ls b")!)).toBe(false);
  });

  it("returns error results in place without blocking their neighbours", async () => {
    const r = recorder();
    h = await makeHarness([r.safe]);
    const outcomes = await h.runTurn([
      call("look", "a", "g", 2),
      { id: "x", name: "nope", input: {} },
      { id: "y", name: "look", input: {} },
      call("look", "b", "g", 2),
    ]);
    expect(outcomes.map((o) => [o.id, o.isError])).toEqual([
      ["a", false],
      ["x", true],
      ["y", true],
      ["b", false],
    ]);
    expect(overlaps(r.intervals.get("a")!, r.intervals.get("b")!)).toBe(true);
  });
});
