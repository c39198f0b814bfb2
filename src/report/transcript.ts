// The tool transcript as Markdown: each call a collapsible `<details>` whose output sits in a fence it cannot
// close. Reads only transcript events (style.md: report/ knows nothing about the loop). Sizes are budgeted here:
// every call gets a fair share of the space (small outputs whole, large ones cut in the middle), and when even
// the bare call lines do not fit, calls are elided from the middle with a note — a block is never cut, so
// `<details>` and fences stay balanced whatever the budget.
import type { TranscriptEvent } from "../transcript-events.js";
import type { Redactor } from "./redact.js";
import { cleanForMarkdown, escapeHtml, fencedBlock, truncateEnd, truncateMiddle } from "./fence.js";
import { defangMentions, neutralizeMarkdown, neutralizeTriggerLines } from "./neutralize.js";
import { formatDuration } from "./stats.js";

export interface TranscriptCall {
  id: string;
  name: string;
  display: string;
  input: unknown;
  turn: number;
  /** Absent when the run ended before the call finished. */
  result?: { isError: boolean; errorType?: string; durationMs: number; output: string };
  denial?: { attempted: string; rule: string; reason: string; suggestion?: string };
}

/** Tool calls in the order the model made them, each with its result and denial (matched by id). */
export function collectCalls(events: readonly TranscriptEvent[]): TranscriptCall[] {
  const byId = new Map<string, TranscriptCall>();
  const order: TranscriptCall[] = [];
  const get = (id: string, name: string, turn: number, display: string): TranscriptCall => {
    let call = byId.get(id);
    if (!call) {
      call = { id, name, display, input: undefined, turn };
      byId.set(id, call);
      order.push(call);
    }
    return call;
  };
  for (const e of events) {
    if (e.type === "tool_call") {
      const call = get(e.id, e.name, e.turn, e.display);
      call.input = e.input;
      call.display = e.display || call.display;
    } else if (e.type === "tool_result") {
      const call = get(e.id, e.name, e.turn, e.display);
      call.result = { isError: e.isError, errorType: e.errorType, durationMs: e.durationMs, output: e.output };
      if (!call.display) call.display = e.display;
    } else if (e.type === "denial") {
      const call = get(e.id, e.name, e.turn, e.attempted);
      call.denial = { attempted: e.attempted, rule: e.rule, reason: e.reason, suggestion: e.suggestion };
    }
  }
  return order;
}

export interface RenderContext {
  redact: Redactor;
  trigger: string;
}

/** Where a transcript's tool calls come from: events in memory, or the run's event record on disk. */
export interface CallSource {
  /** How many calls, in the order the model made them. */
  readonly size: number;
  call(i: number): TranscriptCall;
  /** True when asking for a call again is free (it is in memory): prepared texts are then kept, not redone. */
  readonly inMemory?: boolean;
}

/** The calls of events held in memory. */
export function callsIn(events: readonly TranscriptEvent[]): CallSource {
  const calls = collectCalls(events);
  return { size: calls.length, call: (i) => calls[i], inMemory: true };
}

/** A text of a call, redacted and neutralised, not yet cut: its size and backtick runs are known at once, the
 * text itself is made again when the call is rendered (so a long run's outputs are never all held at once). */
export interface PreparedText {
  length: number;
  /** The longest run of backticks in it: what its fence must exceed. */
  ticks: number;
  text(): string;
}

/** A call made ready for rendering: its one-line summary (HTML), its output and (in the full transcript) its
 * input before the output. */
export interface PreparedCall {
  summary: string;
  output: PreparedText;
  preface?: PreparedText;
}

const DISPLAY_MAX = 240;

/** Every call of `source`, prepared; one call's texts are held at a time unless the source is in memory. */
export function prepareCalls(
  source: CallSource,
  ctx: RenderContext,
  options: { withInput?: boolean } = {},
): PreparedCall[] {
  const prepared: PreparedCall[] = [];
  for (let i = 0; i < source.size; i++) {
    const texts = callTexts(source.call(i), ctx, options);
    const kept = source.inMemory ? texts : undefined;
    const again = (): CallTexts => kept ?? callTexts(source.call(i), ctx, options);
    const measure = (text: string, get: () => string): PreparedText => ({
      length: text.length,
      ticks: longestBacktickRun(text),
      text: get,
    });
    prepared.push({
      summary: texts.summary,
      output: measure(texts.output, () => again().output),
      preface: texts.preface === undefined ? undefined : measure(texts.preface, () => again().preface ?? ""),
    });
  }
  return prepared;
}

interface CallTexts {
  summary: string;
  output: string;
  preface?: string;
}

function callTexts(call: TranscriptCall, ctx: RenderContext, options: { withInput?: boolean }): CallTexts {
  const display = oneLine(ctx.redact(call.display || call.name));
  const status = call.denial ? "⛔ denied" : !call.result ? "… unfinished" : call.result.isError ? "✗" : "✓";
  const duration = call.result ? ` · ${formatDuration(call.result.durationMs)}` : "";
  const summary = `<code>${escapeHtml(defangMentions(truncateEnd(display, DISPLAY_MAX)))}</code>${duration} · ${status}`;
  let output = call.result?.output ?? "";
  if (call.denial) {
    const d = call.denial;
    output = `Denied by ${d.rule}: ${d.reason}${d.suggestion ? `\nTo allow it: ${d.suggestion}` : ""}${output ? `\n\n${output}` : ""}`;
  }
  const texts: CallTexts = { summary, output: prepareText(output, ctx) };
  if (options.withInput && call.input !== undefined) texts.preface = prepareText(stringifyInput(call.input), ctx);
  return texts;
}

/** Redacted before anything is cut (so no cut leaves half a secret), cleaned, and no line starting with the
 * trigger phrase. The backslash this inserts cannot lengthen a backtick run, so fences stay unbreakable. */
function prepareText(text: string, ctx: RenderContext): string {
  return neutralizeTriggerLines(cleanForMarkdown(ctx.redact(text)), ctx.trigger);
}

function stringifyInput(input: unknown): string {
  if (typeof input === "string") return input;
  try {
    return JSON.stringify(input, null, 2) ?? "";
  } catch {
    return String(input);
  }
}

function oneLine(text: string): string {
  return cleanForMarkdown(text)
    .replace(/\s*\n\s*/g, " ⏎ ")
    .trim();
}

const PREFACE_MAX = 2000;

/** One call's block at a given output cap (the input, when present, gets at most `prefaceCap`). */
function renderCallBlock(call: PreparedCall, outputCap: number, prefaceCap = PREFACE_MAX): string {
  const parts = [`<details><summary>${call.summary}</summary>`, ""];
  if (call.preface !== undefined) parts.push(fencedBlock(truncateMiddle(call.preface.text(), prefaceCap), "json"), "");
  const output = call.output.length === 0 ? "(no output)" : truncateMiddle(call.output.text(), outputCap);
  parts.push(fencedBlock(output), "", "</details>", "");
  return parts.join("\n");
}

/** Characters a block needs beyond its output (summary, fences, tags, the capped input): an upper bound. */
function blockOverhead(call: PreparedCall): number {
  const fence = (text: PreparedText): number => Math.max(3, text.ticks + 1);
  const preface =
    call.preface === undefined ? 0 : Math.min(call.preface.length, PREFACE_MAX) + 2 * fence(call.preface) + 12;
  return call.summary.length + 48 + 2 * fence(call.output) + preface;
}

const MIN_OUTPUT = 200;

export interface TranscriptSection {
  markdown: string;
  shownCalls: number;
  omittedCalls: number;
}

/** The `<details>` transcript of `calls` in at most `budget` characters (when `budget` is big enough for the
 * wrapper at all; else an empty section). `elisionHint` tells the reader where the full transcript is. */
export function renderTranscriptSection(
  calls: readonly PreparedCall[],
  budget: number,
  elisionHint: string,
): TranscriptSection {
  const open = `<details><summary>Transcript (${calls.length} tool call${calls.length === 1 ? "" : "s"})</summary>\n\n`;
  const close = `</details>\n`;
  if (calls.length === 0) return { markdown: "", shownCalls: 0, omittedCalls: 0 };
  const note = (n: number): string => `_… ${n} tool call${n === 1 ? "" : "s"} omitted here; ${elisionHint} …_\n\n`;
  const wrapper = open.length + close.length;
  if (budget < wrapper + note(calls.length).length) return { markdown: "", shownCalls: 0, omittedCalls: calls.length };

  // Which calls to show: all if they fit with a minimal output each; else alternate from both ends.
  const overheads = calls.map(blockOverhead);
  const fits = (idx: number[], omitted: number): boolean =>
    wrapper + (omitted > 0 ? note(omitted).length : 0) + idx.reduce((s, i) => s + overheads[i] + MIN_OUTPUT, 0) <=
    budget;
  let shown = calls.map((_, i) => i);
  if (!fits(shown, 0)) {
    const head: number[] = [];
    const tail: number[] = [];
    for (let lo = 0, hi = calls.length - 1; lo <= hi;) {
      const takeHead = head.length <= tail.length;
      const next = takeHead ? lo : hi;
      const candidate = [...head, next, ...tail];
      if (!fits(candidate, calls.length - candidate.length)) break;
      if (takeHead) {
        head.push(lo++);
      } else {
        tail.unshift(hi--);
      }
    }
    shown = [...head, ...tail];
  }
  const omitted = calls.length - shown.length;
  const fixed = wrapper + (omitted > 0 ? note(omitted).length : 0) + shown.reduce((s, i) => s + overheads[i], 0);
  const cap = waterFill(
    shown.map((i) => calls[i].output.length || 11),
    Math.max(0, budget - fixed),
  );

  const blocks: string[] = [];
  let headCount = shown.findIndex((idx, k) => k > 0 && idx !== shown[k - 1] + 1);
  if (headCount === -1) headCount = shown.length;
  shown.forEach((idx, k) => {
    if (k === headCount && omitted > 0) blocks.push(note(omitted));
    blocks.push(renderCallBlock(calls[idx], Math.max(MIN_OUTPUT, cap)));
  });
  if (omitted > 0 && headCount === shown.length) blocks.push(note(omitted));
  return { markdown: open + blocks.join("") + close, shownCalls: shown.length, omittedCalls: omitted };
}

/** The largest per-item cap c with Σ min(len_i, c) ≤ available: small items whole, big ones share the rest. */
function waterFill(lengths: readonly number[], available: number): number {
  const sorted = [...lengths].sort((a, b) => a - b);
  let remaining = available;
  for (let i = 0; i < sorted.length; i++) {
    const share = Math.floor(remaining / (sorted.length - i));
    if (sorted[i] > share) return share;
    remaining -= sorted[i];
  }
  return sorted.length ? sorted[sorted.length - 1] : 0;
}

function longestBacktickRun(text: string): number {
  let best = 0;
  for (const m of text.matchAll(/`+/g)) best = Math.max(best, m[0].length);
  return best;
}

/** Tool calls by id, for the full transcript: all of them known before it is written. */
export interface CallLookup {
  byId(id: string): TranscriptCall | undefined;
  /** Ids in the order the calls were first seen. */
  ids(): Iterable<string>;
}

/** The full transcript as Markdown, every event in order, nothing cut: for the transcript file and
 * `repo-agent run --transcript`. Redacted and neutralised like everything else. */
export function renderTranscriptMarkdown(events: readonly TranscriptEvent[], ctx: RenderContext): string {
  const calls = new Map(collectCalls(events).map((c) => [c.id, c]));
  const lookup: CallLookup = { byId: (id) => calls.get(id), ids: () => calls.keys() };
  const rendered = new Set<string>();
  const out: string[] = [];
  for (const e of events) out.push(...eventMarkdown(e, lookup, rendered, ctx));
  out.push(...unfinishedMarkdown(lookup, rendered, ctx));
  return ctx.redact(out.join("\n"));
}

/** The same Markdown, streamed: events are read one at a time and each piece is written as it is made (each
 * redacted on its own), so the transcript of a long run is never held whole. */
export async function writeTranscriptMarkdown(
  source: CallLookup & { events(): AsyncIterable<TranscriptEvent> },
  ctx: RenderContext,
  write: (chunk: string) => void | Promise<void>,
): Promise<void> {
  const rendered = new Set<string>();
  let first = true;
  const put = async (parts: string[]) => {
    for (const part of parts) {
      await write(first ? ctx.redact(part) : `\n${ctx.redact(part)}`);
      first = false;
    }
  };
  for await (const e of source.events()) await put(eventMarkdown(e, source, rendered, ctx));
  await put(unfinishedMarkdown(source, rendered, ctx));
}

/** The lines one event adds to the full transcript. */
function eventMarkdown(e: TranscriptEvent, calls: CallLookup, rendered: Set<string>, ctx: RenderContext): string[] {
  const prose = (text: string): string => neutralizeMarkdown(ctx.redact(text), { trigger: ctx.trigger });
  switch (e.type) {
    case "run_started":
      return [
        `# Transcript`,
        "",
        `- model: ${prose(e.model)}`,
        `- sandbox: ${prose(e.sandbox)}`,
        ...(e.thinkingBudget ? [`- extended thinking: ${e.thinkingBudget} tokens a turn`] : []),
        `- started: ${e.at}`,
        "",
        ...(e.instructions ? ["## Workflow instructions", "", quote(prose(e.instructions)), ""] : []),
        "## Task",
        "",
        quote(prose(e.task)),
        "",
      ];
    case "thinking":
      return [renderThinking(e, ctx)];
    case "assistant_text":
      return e.text.trim() ? [`**Assistant** (turn ${e.turn}):`, "", prose(e.text), ""] : [];
    case "tool_result":
    case "denial": {
      // A call is written once, when it finishes (or is refused), with its input and output together.
      const call = calls.byId(e.id);
      if (!call || rendered.has(call.id)) return [];
      if (e.type === "denial" && call.result) return [];
      rendered.add(call.id);
      return [fullCallBlock(call, ctx)];
    }
    case "todos":
      return ["**Todo list:**", "", ...e.todos.map((t) => `- ${todoIcon(t.status)} ${prose(oneLine(t.content))}`), ""];
    case "context_compacted":
      return [compactionLine(e), ""];
    case "retry":
      return [
        `_Model request retried (attempt ${e.attempt}, after ${formatDuration(e.waitMs)}): ${prose(oneLine(e.reason))}_`,
        "",
      ];
    case "budget_stop":
      return [`**Budget stop:** ${e.budget} — ${prose(oneLine(e.detail))}`, ""];
    case "error":
      return [`**Error:** ${prose(oneLine(e.message))}`, ""];
    case "run_finished":
      return [
        `## Finished: ${e.stopReason}`,
        "",
        `${e.turns} turns, ${e.toolCalls} tool calls, ${e.usage.input_tokens} input / ${e.usage.output_tokens} output tokens, $${e.costUsd.toFixed(4)}, ${formatDuration(e.durationMs)}.`,
        "",
        ...(e.finalText.trim() ? [prose(e.finalText), ""] : []),
      ];
    default:
      return [];
  }
}

/** Calls that never finished (the run was cut short) still appear, at the end. */
function unfinishedMarkdown(calls: CallLookup, rendered: Set<string>, ctx: RenderContext): string[] {
  const out: string[] = [];
  for (const id of calls.ids()) {
    if (rendered.has(id)) continue;
    const call = calls.byId(id);
    if (call) out.push(fullCallBlock(call, ctx));
  }
  return out;
}

function fullCallBlock(call: TranscriptCall, ctx: RenderContext): string {
  const [prepared] = prepareCalls({ size: 1, call: () => call, inMemory: true }, ctx, { withInput: true });
  return renderCallBlock(prepared, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
}

/** When the context was compacted, how, and what it cost (the cache written again, the summary request). */
function compactionLine(e: Extract<TranscriptEvent, { type: "context_compacted" }>): string {
  const head = `_Context compacted (${e.mode.replace(/_/g, " ")}) at about ${e.beforeTokens} tokens`;
  if (e.afterTokens === undefined) return `${head}._`;
  const cleared = [
    e.clearedResults ? `${e.clearedResults} tool result${e.clearedResults === 1 ? "" : "s"}` : "",
    e.clearedInputs ? `${e.clearedInputs} tool input${e.clearedInputs === 1 ? "" : "s"}` : "",
  ].filter(Boolean);
  const what = cleared.length > 0 ? `, ${cleared.join(" and ")} cleared` : "";
  const writes = e.cacheWriteTokens === undefined ? "" : `, ${e.cacheWriteTokens} tokens written to the cache after it`;
  const cost = e.costUsd === undefined ? "" : `; cost $${e.costUsd.toFixed(4)}`;
  return `${head}, down to about ${e.afterTokens}${what}${writes}${cost}._`;
}

/** Thinking, collapsed: long, and for the curious only. In a fence like tool output, redacted the same way. */
function renderThinking(e: Extract<TranscriptEvent, { type: "thinking" }>, ctx: RenderContext): string {
  const text = e.redacted ? "(encrypted by the API: redacted_thinking)" : prepareText(e.text, ctx);
  return [`<details><summary>Thinking (turn ${e.turn})</summary>`, "", fencedBlock(text), "", "</details>", ""].join(
    "\n",
  );
}

export function todoIcon(status: "pending" | "in_progress" | "completed"): string {
  return status === "completed" ? "✅" : status === "in_progress" ? "🔄" : "⬜";
}

export function quote(text: string): string {
  return text
    .split("\n")
    .map((l) => `> ${l}`)
    .join("\n");
}
