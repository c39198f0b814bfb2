// The one way a tool call runs (ARCHITECTURE.md §3): find → validate → before hooks → permission → execute →
// result → after hooks → outcome; a call a turn hook claims waits after its result for the turn's end, where
// the hook runs once over all it claimed, before their after hooks. Errors at every stage are data for the
// model (`isError: true`), never exceptions. Calls start as soon as their tool_use block has streamed:
// consecutive concurrency-safe calls run together, a call that is not safe runs alone, and outcomes come back
// in the model's order.
import { ZodError } from "zod";
import type { z } from "zod";
import type { AnyTool, ContentBlock, ToolContext, ToolOutput } from "./tool.js";
import type { ToolRegistry } from "./registry.js";
import { now, type EventSink, type TranscriptEvent } from "../transcript-events.js";
import { spillIfLong } from "./spill.js";

export interface ToolCall {
  id: string;
  name: string;
  input: unknown;
}

export interface ToolCallOutcome {
  id: string;
  /** The tool's canonical name (the called name when no tool matched). */
  name: string;
  output: ToolOutput;
  /** The tool_result content for the model. */
  content: string | ContentBlock[];
  isError: boolean;
  durationMs: number;
}

/** The session's tool context; the executor adds `signal` and `progress` per call. */
export type ExecutorContext = Omit<ToolContext, "signal" | "progress">;

/** A call as hooks see it: the tool's canonical name and the validated input. */
export interface HookCall {
  id: string;
  name: string;
  input: unknown;
  turn: number;
}

/** Nothing = go on unchanged; `{input}` = run with this input instead (validated again); `{block}` = refuse. */
export type BeforeHookResult = void | { input: unknown } | { block: string; rule?: string };
export type BeforeHook = (call: HookCall, ctx: ExecutorContext) => BeforeHookResult | Promise<BeforeHookResult>;
/** Runs on every outcome before the model sees it (redaction lives here). */
export type AfterHook = (call: HookCall, output: ToolOutput, ctx?: ExecutorContext) => ToolOutput | Promise<ToolOutput>;

/** A call's outcome as a turn hook sees it. */
export interface TurnHookCall {
  call: HookCall;
  output: ToolOutput;
}

/**
 * Work that belongs to a turn rather than to one call (a formatter run once over every file the turn edited).
 * The calls it claims wait, after they ran, for the turn's last call; `run` then gets them all at once, in the
 * model's order, and returns their outputs in that order, before the after hooks (so redaction covers them).
 */
export interface TurnHook {
  claims(call: HookCall, output: ToolOutput, ctx: ExecutorContext): boolean | Promise<boolean>;
  run(calls: readonly TurnHookCall[], ctx: ExecutorContext, signal: AbortSignal): Promise<ToolOutput[]>;
}

export interface ToolHooks {
  before?: BeforeHook[];
  after?: AfterHook[];
  turn?: TurnHook[];
}

export interface ToolExecutorOptions {
  registry: ToolRegistry;
  context: ExecutorContext;
  /** The run's signal: aborting it cancels running calls and every call not started yet. */
  signal?: AbortSignal;
  hooks?: ToolHooks;
  emit?: EventSink;
  /** Timeout for tools that do not set `timeoutMs`. */
  defaultTimeoutMs?: number;
  /** Most concurrency-safe calls running at once. */
  maxConcurrency?: number;
}

export interface TurnBatch {
  /** Hand over a finished tool_use block; it starts as soon as the concurrency rules allow. */
  add(call: ToolCall): void;
  /** No more calls this turn; resolves with every outcome, in the order the calls were added. */
  finish(): Promise<ToolCallOutcome[]>;
}

const DEFAULT_TOOL_TIMEOUT_MS = 10 * 60_000;
const MAX_CONCURRENT_TOOLS = 10;

/** Stages 1–3 either end the call (unknown tool, bad input, blocked) or leave it ready to schedule. */
type Prepared =
  | { kind: "finished"; tool?: AnyTool; input: unknown; output: ToolOutput; denial?: { rule: string; reason: string } }
  | { kind: "ready"; tool: AnyTool; input: unknown; safe: boolean };

interface Entry {
  call: ToolCall;
  preparing: boolean;
  prepared?: Prepared;
  outcome: Promise<ToolCallOutcome>;
  resolve(outcome: ToolCallOutcome): void;
  /** Settles when the call has its outcome or is parked for the turn hooks. */
  ran: Promise<void>;
  markRan(): void;
}

/** A call that ran and waits for the turn's end, claimed by these turn hooks. */
interface Parked {
  entry: Entry;
  tool: AnyTool;
  input: unknown;
  output: ToolOutput;
  started: number;
  hooks: TurnHook[];
}

export class ToolExecutor {
  private readonly registry: ToolRegistry;
  private readonly context: ExecutorContext;
  private readonly signal: AbortSignal;
  private readonly hooks: Required<ToolHooks>;
  private readonly emit: EventSink;
  private readonly defaultTimeoutMs: number;
  private readonly maxConcurrency: number;
  /** Called once when the run is aborted; one listener on the run signal however many calls are running. */
  private readonly abortHandlers = new Set<() => void>();

  constructor(options: ToolExecutorOptions) {
    this.registry = options.registry;
    this.context = options.context;
    this.signal = options.signal ?? new AbortController().signal;
    this.hooks = {
      before: options.hooks?.before ?? [],
      after: options.hooks?.after ?? [],
      turn: options.hooks?.turn ?? [],
    };
    const sink = options.emit;
    // A broken renderer must not break a tool call: events are a side channel.
    this.emit = (event) => {
      try {
        sink?.(event);
      } catch (err) {
        this.context.log(`transcript event ${event.type} was dropped: ${message(err)}`);
      }
    };
    this.defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_TOOL_TIMEOUT_MS;
    this.maxConcurrency = Math.max(1, options.maxConcurrency ?? MAX_CONCURRENT_TOOLS);
    this.signal.addEventListener("abort", () => [...this.abortHandlers].forEach((handler) => handler()), {
      once: true,
    });
  }

  beginTurn(turn: number): TurnBatch {
    const entries: Entry[] = [];
    const parked: Parked[] = [];
    const running = new Map<Entry, boolean>(); // entry → concurrency-safe
    let next = 0;
    let finished = false;

    const pump = (): void => {
      while (next < entries.length) {
        const entry = entries[next];
        if (this.signal.aborted) {
          next++;
          this.announce(turn, entry.call, undefined, entry.call.input);
          void this.settle(
            entry,
            this.complete(entry, turn, undefined, cancelled(entry.call.name), Date.now(), entry.call.input),
          );
          continue;
        }
        // One call is prepared at a time, in order: hooks see calls in the model's order.
        if (!entry.prepared) {
          if (!entry.preparing) {
            entry.preparing = true;
            void this.prepare(entry.call, turn)
              .catch((err: unknown): Prepared => ({
                kind: "finished",
                input: entry.call.input,
                output: failed(entry.call.name, message(err)),
              }))
              .then((p) => {
                entry.prepared = p;
                pump();
              });
          }
          return;
        }
        const prepared = entry.prepared;
        if (prepared.kind === "finished") {
          next++;
          const { tool, input, denial } = prepared;
          this.announce(turn, entry.call, tool, input);
          if (tool && denial) this.emitDenial(turn, entry.call.id, tool, input, denial.rule, denial.reason);
          void this.settle(entry, this.complete(entry, turn, tool, prepared.output, Date.now(), input));
          continue;
        }
        const allSafe = [...running.values()].every(Boolean);
        const canStart = prepared.safe ? allSafe && running.size < this.maxConcurrency : running.size === 0;
        if (!canStart) return;
        next++;
        running.set(entry, prepared.safe);
        void this.settle(entry, this.run(entry, prepared, turn, parked)).finally(() => {
          running.delete(entry);
          pump();
        });
      }
    };

    const onAbort = (): void => pump();
    this.abortHandlers.add(onAbort);

    return {
      add: (call) => {
        if (finished) throw new Error("TurnBatch.add called after finish()");
        let resolve!: (o: ToolCallOutcome) => void;
        let markRan!: () => void;
        const outcome = new Promise<ToolCallOutcome>((r) => (resolve = r));
        const ran = new Promise<void>((r) => (markRan = r));
        entries.push({ call, preparing: false, outcome, resolve, ran, markRan });
        pump();
      },
      finish: async () => {
        finished = true;
        try {
          await Promise.all(entries.map((e) => e.ran));
          await this.completeParked(parked, turn);
          return await Promise.all(entries.map((e) => e.outcome));
        } finally {
          this.abortHandlers.delete(onAbort);
        }
      },
    };
  }

  /** Last line of defence for "nothing throws": an unexpected failure still resolves the call's outcome. */
  private settle(entry: Entry, work: Promise<void>): Promise<void> {
    return work
      .catch((err: unknown) => {
        const output = failed(entry.call.name, `internal error: ${message(err)}`);
        entry.resolve({
          id: entry.call.id,
          name: entry.call.name,
          output,
          content: output.output,
          isError: true,
          durationMs: 0,
        });
      })
      .finally(() => entry.markRan());
  }

  /** Stages 1–3: find, validate, before hooks. */
  private async prepare(call: ToolCall, turn: number): Promise<Prepared> {
    const tool = this.registry.get(call.name);
    if (!tool || (tool.deferred && !this.registry.isLoaded(tool.name))) {
      return { kind: "finished", input: call.input, output: this.unknownTool(call.name, tool) };
    }
    let parsed = safeParse(tool, call.input);
    if (!parsed.success)
      return { kind: "finished", tool, input: call.input, output: invalidInput(tool.name, parsed.error) };
    let input: unknown = parsed.data;

    for (const hook of this.hooks.before) {
      let result: BeforeHookResult;
      try {
        result = await hook({ id: call.id, name: tool.name, input, turn }, this.context);
      } catch (err) {
        // A hook that throws blocks the call: failing open could run something the hook meant to stop.
        result = { block: `A before-hook failed: ${message(err)}`, rule: "before_hook_failed" };
      }
      if (!result) continue;
      if ("block" in result) {
        const denial = { rule: result.rule ?? "before_hook", reason: result.block };
        return { kind: "finished", tool, input, denial, output: denied(tool.name, denial.rule, denial.reason) };
      }
      parsed = safeParse(tool, result.input);
      if (!parsed.success) {
        return {
          kind: "finished",
          tool,
          input: result.input,
          output: invalidInput(tool.name, parsed.error, "after a before-hook rewrote it"),
        };
      }
      input = parsed.data;
    }
    return { kind: "ready", tool, input, safe: await attemptAsync(() => tool.isConcurrencySafe(input), false) };
  }

  /** Stages 4–8 for a call that holds its concurrency slot. */
  private async run(
    entry: Entry,
    prepared: Extract<Prepared, { kind: "ready" }>,
    turn: number,
    parked: Parked[],
  ): Promise<void> {
    const started = Date.now();
    const { tool, input } = prepared;
    const { call } = entry;
    this.announce(turn, call, tool, input);

    const controller = new AbortController();
    const ctx: ToolContext = {
      ...this.context,
      signal: controller.signal,
      progress: (text) => this.emit({ type: "progress", at: now(), id: call.id, text }),
    };
    let output: ToolOutput;
    try {
      output =
        (await this.checkPermission(tool, input, ctx, turn, call.id)) ??
        (await this.execute(tool, input, ctx, controller, call.id));
    } catch (err) {
      output = failed(tool.name, message(err));
    }
    const claimedBy = await this.turnHooksClaiming({ id: call.id, name: tool.name, input, turn }, output);
    if (claimedBy.length > 0) parked.push({ entry, tool, input, output, started, hooks: claimedBy });
    else await this.complete(entry, turn, tool, output, started, input);
  }

  private async turnHooksClaiming(call: HookCall, output: ToolOutput): Promise<TurnHook[]> {
    const claiming: TurnHook[] = [];
    for (const hook of this.hooks.turn)
      if (await attemptAsync(() => hook.claims(call, output, this.context), false)) claiming.push(hook);
    return claiming;
  }

  /** The turn's end: each turn hook runs once over the calls it claimed, then those calls finish (stages 7–8).
   * A run that was stopped skips the hooks; a hook that throws leaves the outputs as they were (the after
   * hooks, redaction among them, still run on them). */
  private async completeParked(parked: Parked[], turn: number): Promise<void> {
    for (const hook of this.hooks.turn) {
      const mine = parked.filter((p) => p.hooks.includes(hook));
      if (mine.length === 0 || this.signal.aborted) continue;
      try {
        const outputs = await hook.run(
          mine.map((p) => ({
            call: { id: p.entry.call.id, name: p.tool.name, input: p.input, turn },
            output: p.output,
          })),
          this.context,
          this.signal,
        );
        if (!Array.isArray(outputs) || outputs.length !== mine.length)
          throw new Error(
            `it returned ${Array.isArray(outputs) ? outputs.length : "no"} outputs for ${mine.length} calls`,
          );
        mine.forEach((p, i) => (p.output = checkOutput(p.tool.name, outputs[i])));
      } catch (err) {
        this.context.log(`a turn hook failed; its calls keep their outputs: ${message(err)}`);
      }
    }
    for (const p of parked)
      await this.settle(p.entry, this.complete(p.entry, turn, p.tool, p.output, p.started, p.input));
  }

  /** Stage 4: plan mode, then the tool's own policy check. Returns a denial, or undefined when allowed. */
  private async checkPermission(
    tool: AnyTool,
    input: unknown,
    ctx: ToolContext,
    turn: number,
    id: string,
  ): Promise<ToolOutput | undefined> {
    if (ctx.session.planMode && !(await attemptAsync(() => tool.isReadOnly(input), false))) {
      const reason =
        "Plan mode allows read-only calls only. Finish planning (exit_plan_mode) before changing anything.";
      this.emitDenial(turn, id, tool, input, "plan_mode", reason);
      return denied(tool.name, "plan_mode", reason);
    }
    if (!tool.checkPermission) return undefined;
    let decision;
    try {
      decision = await tool.checkPermission(input, ctx);
    } catch (err) {
      decision = {
        allowed: false as const,
        rule: "permission_check_failed",
        reason: `The permission check failed: ${message(err)}`,
      };
    }
    if (decision.allowed) return undefined;
    this.emitDenial(turn, id, tool, input, decision.rule, decision.reason, decision.suggestion);
    return denied(tool.name, decision.rule, decision.reason, decision.suggestion);
  }

  /** Stages 5–6: run under the run signal and the tool's timeout, then bound the result. */
  private async execute(
    tool: AnyTool,
    input: unknown,
    ctx: ToolContext,
    controller: AbortController,
    id: string,
  ): Promise<ToolOutput> {
    if (this.signal.aborted) return cancelled(tool.name);
    const timeoutMs = this.timeoutFor(tool, input, ctx);
    let stop: "timeout" | "aborted" | undefined;
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    // Resolves when the call must stop; racing it means a tool that ignores its signal cannot hang the run.
    const stopped = new Promise<"stopped">((resolve) => {
      timer = setTimeout(() => {
        stop = "timeout";
        resolve("stopped");
        controller.abort(new Error(`timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      onAbort = () => {
        stop = "aborted";
        resolve("stopped");
        controller.abort(this.signal.reason);
      };
      this.abortHandlers.add(onAbort);
    });
    try {
      const ran = tool.execute(input, ctx).then(
        (out): { ok: true; out: unknown } => ({ ok: true, out }),
        (err: unknown): { ok: false; err: unknown } => ({ ok: false, err }),
      );
      const result = await Promise.race([ran, stopped]);
      if (result === "stopped" || (!result.ok && stop)) {
        return stop === "timeout" ? timedOut(tool.name, timeoutMs) : cancelled(tool.name);
      }
      if (!result.ok) return failed(tool.name, message(result.err));
      return await boundOutput(checkOutput(tool.name, result.out), tool.maxResultChars, this.context.spillDir, id);
    } finally {
      clearTimeout(timer);
      if (onAbort) this.abortHandlers.delete(onAbort);
    }
  }

  /** The tool_call event, when the call starts (or, for a call that never runs, just before its result). */
  private announce(turn: number, call: ToolCall, tool: AnyTool | undefined, input: unknown): void {
    const display = tool ? describeCall(tool, input) : `${call.name} (not run)`;
    this.emit({ type: "tool_call", at: now(), turn, id: call.id, name: tool?.name ?? call.name, input, display });
  }

  /** Stages 7–8: after hooks on every outcome, then the tool_result event and the outcome. */
  private async complete(
    entry: Entry,
    turn: number,
    tool: AnyTool | undefined,
    output: ToolOutput,
    started: number,
    input: unknown,
  ): Promise<void> {
    const { call } = entry;
    const name = tool?.name ?? call.name;
    const hookCall: HookCall = { id: call.id, name, input, turn };
    for (const hook of this.hooks.after) {
      try {
        output = checkOutput(name, await hook(hookCall, output, this.context));
      } catch (err) {
        // Never fall back to the un-hooked output: the hook may be the redactor.
        output = failed(name, `an after-hook failed, so the output is withheld: ${message(err)}`);
      }
    }
    const durationMs = Date.now() - started;
    const text = contentText(output.output);
    const event: TranscriptEvent = {
      type: "tool_result",
      at: now(),
      turn,
      id: call.id,
      name,
      isError: output.isError === true,
      errorType: output.errorType,
      durationMs,
      outputChars: text.length,
      output: text,
      display: output.display,
      metadata: output.metadata,
    };
    this.emit(event);
    entry.resolve({ id: call.id, name, output, content: output.output, isError: output.isError === true, durationMs });
  }

  private unknownTool(name: string, deferred: AnyTool | undefined): ToolOutput {
    if (deferred) {
      return {
        output: `Tool "${name}" is deferred and not loaded yet. Call tool_search with query "select:${deferred.name}" first; it can be called from your next request.`,
        display: `${name}: not loaded`,
        isError: true,
        errorType: "validation",
        metadata: { unknownTool: true, deferred: true },
      };
    }
    const available = this.registry.toolsForModel({ planMode: this.context.session.planMode }).map((t) => t.name);
    const unloaded = this.registry.deferredNames().filter((n) => !this.registry.isLoaded(n));
    const more = unloaded.length > 0 ? ` More tools can be loaded with tool_search: ${unloaded.join(", ")}.` : "";
    return {
      output: `Unknown tool "${name}". Available tools: ${available.join(", ") || "(none)"}.${more}`,
      display: `${name}: unknown tool`,
      isError: true,
      errorType: "validation",
      metadata: { unknownTool: true },
    };
  }

  private emitDenial(
    turn: number,
    id: string,
    tool: AnyTool,
    input: unknown,
    rule: string,
    reason: string,
    suggestion?: string,
  ): void {
    this.emit({
      type: "denial",
      at: now(),
      turn,
      id,
      name: tool.name,
      attempted: describeCall(tool, input),
      rule,
      reason,
      suggestion,
    });
  }

  private timeoutFor(tool: AnyTool, input: unknown, ctx: ToolContext): number {
    const t = tool.timeoutMs;
    const ms =
      typeof t === "function" ? attempt(() => t(input, ctx), this.defaultTimeoutMs) : (t ?? this.defaultTimeoutMs);
    return Number.isFinite(ms) && ms > 0 ? ms : this.defaultTimeoutMs;
  }
}

/** Stage 6: text over `maxChars` keeps head + tail and is spilled whole. Text blocks beside images are
 * bounded together (joined into one block where the first was); images pass through. */
async function boundOutput(out: ToolOutput, maxChars: number, spillDir: string, id: string): Promise<ToolOutput> {
  const blocks = typeof out.output === "string" ? undefined : out.output;
  const text = blocks ? blocks.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n") : (out.output as string);
  const bounded = await spillIfLong(text, maxChars, spillDir, id);
  if (!bounded.truncated) return out;
  let output: string | ContentBlock[] = bounded.text;
  if (blocks) {
    const firstText = blocks.findIndex((b) => b.type === "text");
    output = blocks.flatMap((b, i): ContentBlock[] =>
      b.type !== "text" ? [b] : i === firstText ? [{ type: "text", text: bounded.text }] : [],
    );
  }
  return {
    ...out,
    output,
    metadata: { ...out.metadata, truncated: true, totalChars: bounded.totalChars, spillPath: bounded.spillPath },
  };
}

/** The output as text for the transcript: text blocks joined, images described. */
export function contentText(output: string | ContentBlock[]): string {
  if (typeof output === "string") return output;
  return output
    .map((block) =>
      block.type === "text"
        ? block.text
        : `[image ${block.source.media_type}, ${Math.round((block.source.data.length * 3) / 4 / 1024)} KB]`,
    )
    .join("\n");
}

/** zod's safeParse, except that schemas with async refinements (which make it throw) count as a failure. */
function safeParse(
  tool: AnyTool,
  input: unknown,
): { success: true; data: unknown } | { success: false; error: z.ZodError } {
  try {
    return tool.input.safeParse(input);
  } catch (err) {
    return { success: false, error: new ZodError([{ code: "custom", path: [], message: message(err), input }]) };
  }
}

function invalidInput(name: string, error: z.ZodError, when = ""): ToolOutput {
  const lines = error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
  return {
    output: `Invalid input for ${name}${when ? ` (${when})` : ""}:\n${lines.join("\n")}\nFix the input and call ${name} again.`,
    display: `${name}: invalid input`,
    isError: true,
    errorType: "validation",
    metadata: { issues: lines },
  };
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(input)";
  return path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join("");
}

function denied(name: string, rule: string, reason: string, suggestion?: string): ToolOutput {
  return {
    output: `Denied (${rule}): ${reason}`,
    display: `${name}: denied by ${rule}`,
    isError: true,
    errorType: "permission",
    metadata: { denied: true, rule, ...(suggestion ? { suggestion } : {}) },
  };
}

function failed(name: string, msg: string): ToolOutput {
  return {
    output: `Error: ${msg}`,
    display: `${name}: error`,
    isError: true,
    errorType: "execution",
    metadata: { error: msg },
  };
}

function timedOut(name: string, ms: number): ToolOutput {
  return {
    output: `${name} timed out after ${formatMs(ms)} and was stopped. Try a smaller request.`,
    display: `${name}: timed out after ${formatMs(ms)}`,
    isError: true,
    errorType: "timeout",
    metadata: { timedOut: true, timeoutMs: ms },
  };
}

function cancelled(name: string): ToolOutput {
  return {
    output: "Cancelled: the run was stopped before this call finished.",
    display: `${name}: cancelled`,
    isError: true,
    errorType: "execution",
    metadata: { aborted: true },
  };
}

/** A custom tool may return anything; the model must still get a well-formed result. */
function checkOutput(name: string, value: unknown): ToolOutput {
  if (value && typeof value === "object") {
    const out = value as Partial<ToolOutput>;
    if (typeof out.output === "string" || Array.isArray(out.output)) {
      return { ...out, output: out.output, display: typeof out.display === "string" ? out.display : name };
    }
  }
  return failed(name, "the tool returned a malformed result (expected { output, display })");
}

function describeCall(tool: AnyTool, input: unknown): string {
  return attempt(() => tool.describe(input), tool.name);
}

function attempt<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

async function attemptAsync<T>(fn: () => T | Promise<T>, fallback: T): Promise<T> {
  try {
    return await fn();
  } catch {
    return fallback;
  }
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10}s` : `${ms}ms`;
}
