// A real registry + executor over a temporary directory, recording every transcript event.
import { mkdtemp, mkdir, realpath, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { policySchema } from "../../../src/policy/schema.js";
import { ReadState } from "../../../src/tools/read-state.js";
import { ToolRegistry } from "../../../src/tools/registry.js";
import {
  ToolExecutor,
  type ExecutorContext,
  type ToolCall,
  type ToolCallOutcome,
  type ToolHooks,
} from "../../../src/tools/executor.js";
import type { AnyTool } from "../../../src/tools/tool.js";
import type { Sandbox } from "../../../src/sandbox/types.js";
import type { TranscriptEvent } from "../../../src/transcript-events.js";

export const testPolicy = policySchema.parse({ version: 1 });

/** These tests never run commands; a sandbox that refuses says so clearly if one ever tries. */
const noSandbox: Sandbox = {
  level: "reduced",
  reason: "executor tests run no commands",
  run: async () => {
    throw new Error("executor tests run no commands");
  },
  killAll: async () => {},
  dispose: async () => {},
};

export interface Harness {
  dir: string;
  spillDir: string;
  registry: ToolRegistry;
  executor: ToolExecutor;
  context: ExecutorContext;
  events: TranscriptEvent[];
  /** Run calls as one turn, all added at once. */
  runTurn(calls: ToolCall[]): Promise<ToolCallOutcome[]>;
  run(name: string, input: unknown): Promise<ToolCallOutcome>;
  cleanup(): Promise<void>;
}

export async function makeHarness(
  tools: AnyTool[],
  options: {
    hooks?: ToolHooks;
    planMode?: boolean;
    signal?: AbortSignal;
    defaultTimeoutMs?: number;
    maxConcurrency?: number;
  } = {},
): Promise<Harness> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), "executor-test-")));
  const spillDir = path.join(dir, "spill");
  await mkdir(spillDir);
  const registry = new ToolRegistry(tools);
  const events: TranscriptEvent[] = [];
  const context: ExecutorContext = {
    workspace: dir,
    policy: testPolicy,
    readState: new ReadState(),
    spillDir,
    log: () => {},
    sandbox: noSandbox,
    session: { planMode: options.planMode ?? false },
  };
  const executor = new ToolExecutor({
    registry,
    context,
    signal: options.signal,
    hooks: options.hooks,
    emit: (e) => events.push(e),
    defaultTimeoutMs: options.defaultTimeoutMs,
    maxConcurrency: options.maxConcurrency,
  });
  let n = 0;
  const runTurn = async (calls: ToolCall[]) => {
    const batch = executor.beginTurn(1);
    for (const call of calls) batch.add(call);
    return batch.finish();
  };
  return {
    dir,
    spillDir,
    registry,
    executor,
    context,
    events,
    runTurn,
    run: async (name, input) => (await runTurn([{ id: `t${++n}`, name, input }]))[0],
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A promise with its resolver, for tools that wait on the test. */
export function deferred<T = void>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Resolve with "timed out" after ms, so a broken executor fails an assertion instead of hanging the test. */
export function within<T>(promise: Promise<T>, ms = 2000): Promise<T | "timed out"> {
  return Promise.race([promise, new Promise<"timed out">((r) => setTimeout(() => r("timed out"), ms).unref())]);
}
