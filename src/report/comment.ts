// The comments repo-agent posts, and the job summary. Pure functions of their input: the caller gathers the
// facts (conclusion, stats, PR link, transcript events) and passes the one redactor; nothing here talks to
// GitHub. A comment is ALWAYS at most 65,536 characters (GitHub rejects longer bodies with a 422 and the run's
// result would be lost): the head parts are capped, the transcript gets what is left, and if the result is
// still too long everything is rendered again smaller. Blocks are dropped whole, never cut open.
import type { TodoItem, TranscriptEvent } from "../transcript-events.js";
import { formatRunMarker, type RunConclusion, type RunMarkerData } from "../run-marker.js";
import { escapeHtml, fencedBlock, inlineCode, truncateEnd, truncateMiddle } from "./fence.js";
import { defangMentions, neutralizeInline, neutralizeMarkdown } from "./neutralize.js";
import type { Redactor } from "./redact.js";
import { formatDuration, renderStatsTable, type RunStats } from "./stats.js";
import {
  callsIn,
  prepareCalls,
  quote,
  renderTranscriptSection,
  todoIcon,
  type CallSource,
  type PreparedCall,
} from "./transcript.js";

export type { RunStats } from "./stats.js";

export const COMMENT_MAX_CHARS = 65_536;
/** GitHub's limit for one step's summary is 1 MiB. */
const JOB_SUMMARY_MAX_BYTES = 1024 * 1024;

export type CommentStatus = RunConclusion | "running";

export interface DenialSummary {
  /** What was attempted: the command line, path or URL. */
  attempted: string;
  rule: string;
  reason: string;
  /** The exact policy line that would allow it. */
  suggestion?: string;
}

/** A host:port the egress proxy refused to a command (no path or header is ever recorded). */
export interface BlockedConnection {
  host: string;
  port: number;
  /** The command line that tried. */
  command: string;
  count: number;
  rule: string;
  reason: string;
  /** The policy line that would allow it, when allowing it is possible. */
  suggestion?: string;
}

export interface NetworkSummary {
  /** Which network rule was in force, one line of our own Markdown (policy/network.ts describeNetworkRule). */
  rule: string;
  blocked: readonly BlockedConnection[];
}

/** Marker fields the caller decides; `v`, `phase` and `conclusion` are filled in here. */
export type MarkerFields = Omit<RunMarkerData, "v" | "phase" | "conclusion">;

export interface CommentInput {
  status: CommentStatus;
  /** Heading text; defaults to a phrase for the status. */
  title?: string;
  /** The agent's final text. */
  summary?: string;
  /** The agent's question (status needs_input). */
  question?: string;
  /** The agent's plan (status planned). */
  plan?: string;
  /** The user's request, quoted at the top. */
  request?: string;
  prUrl?: string;
  branch?: string;
  commitSha?: string;
  stats: RunStats;
  budgetStop?: { budget: string; detail: string };
  /** What went wrong, for status failed (or a landing problem, e.g. a refused push). */
  error?: string;
  /** Notes written by the action itself (fork explanation, push refusal), shown as written but redacted. */
  notes?: string[];
  /** The commands' network rule and what the proxy blocked; absent when no command ran. */
  network?: NetworkSummary;
  /** Said in bold: commands ran although nothing kept the job's secrets from them (the policy opted in). */
  sandboxWarning?: string;
  /** The "Checked by repo-agent" block (src/verify/render.ts), already rendered and redacted. */
  checks?: string;
  /** The run's structured_output answer (JSON text, redacted), shown in the job summary. */
  structuredOutput?: string;
  /** Denied calls; derived from the events when absent. */
  denials?: DenialSummary[];
  events: readonly TranscriptEvent[];
  /** The tool calls, when they are not among `events` (a long run keeps them on disk: event-record.ts). */
  calls?: CallSource;
  todos?: TodoItem[];
  /** The trigger phrase: no line we post may start with it. */
  trigger: string;
  /** The issue a closing keyword in agent text may still close. */
  triggeringIssue?: number;
  /** `owner/repo`, to recognise `owner/repo#N` for the triggering issue. */
  repo?: string;
  /** Link to the workflow run (where the job summary holds the full transcript). */
  runUrl?: string;
  redact: Redactor;
  /** Machine-readable state for later runs, stored in the hidden marker (redacted). */
  marker?: MarkerFields;
  /** Default 65,536. */
  maxChars?: number;
}

const STATUS: Record<CommentStatus, { icon: string; text: string }> = {
  changed: { icon: "✅", text: "Changes pushed" },
  no_changes: { icon: "ℹ️", text: "Finished without changes" },
  failed: { icon: "❌", text: "Run failed" },
  denied: { icon: "⛔", text: "Stopped: the policy denied what the task needs" },
  budget_exhausted: { icon: "⏱️", text: "Stopped by a budget; the work so far is kept" },
  planned: { icon: "📝", text: "Plan ready" },
  needs_input: { icon: "❓", text: "Waiting for your answer" },
  reviewed: { icon: "🔍", text: "Review posted" },
  running: { icon: "⏳", text: "Working on it" },
};

/** The status as the comment's heading says it: icon and words. */
export function statusHeading(status: CommentStatus): string {
  return `${STATUS[status].icon} ${STATUS[status].text}`;
}

/** Caps for the parts above the transcript, at full scale. */
const CAPS = {
  summary: 12_000,
  plan: 16_000,
  question: 4_000,
  error: 3_000,
  note: 2_000,
  request: 1_500,
  denials: 15,
  denialText: 400,
  blocked: 15,
};
const MARKER_CAPS = { plan: 16_000, question: 4_000, summary: 4_000, other: 4_000 };

/** The final comment (or any comment with a transcript). Always ≤ `maxChars`. */
export function renderComment(input: CommentInput): string {
  const max = input.maxChars ?? COMMENT_MAX_CHARS;
  const calls = prepareCalls(input.calls ?? callsIn(input.events), input);
  const hint = input.runUrl
    ? `the full transcript is in the [job summary](${input.runUrl})`
    : "the full transcript is in the job summary";
  // Shrink the head parts, then the transcript, until the whole body fits. Scale 0 leaves only fixed-size parts.
  for (const scale of [1, 0.5, 0.25, 0.1, 0]) {
    const marker = renderMarker(input, scale);
    const head = renderHead(input, scale);
    const foot = renderFoot(input);
    let budget = max - marker.length - head.length - foot.length - 8;
    for (let attempt = 0; attempt < 4 && budget > 0; attempt++) {
      const section = renderTranscriptSection(calls, budget, hint);
      const body = input.redact(assemble([marker, head, section.markdown, foot]));
      if (body.length <= max) return body;
      budget -= body.length - max + 256 * (attempt + 1);
    }
    const body = input.redact(assemble([marker, head, foot]));
    if (body.length <= max && scale === 0) return body;
  }
  // Unreachable with sane limits; still never return an oversized body.
  return input.redact(
    assemble([renderMarker(input, 0), `### ${STATUS[input.status].icon} ${STATUS[input.status].text}`]),
  );
}

function assemble(parts: string[]): string {
  return (
    parts
      .filter((p) => p.length > 0)
      .join("\n\n")
      .replace(/\n{3,}/g, "\n\n")
      .trimEnd() + "\n"
  );
}

function renderMarker(input: CommentInput, scale: number): string {
  const cap = (text: string | undefined, n: number): string | undefined =>
    text === undefined ? undefined : truncateMiddle(input.redact(text), Math.floor(n * scale));
  const fields: RunMarkerData = {
    v: 1,
    phase: input.status === "running" ? "progress" : "final",
    ...(input.status === "running" ? {} : { conclusion: input.status }),
  };
  const m = input.marker ?? {};
  for (const [key, value] of Object.entries(m)) {
    if (value === undefined) continue;
    (fields as Record<string, unknown>)[key] =
      typeof value === "string" ? truncateMiddle(input.redact(value), MARKER_CAPS.other) : value;
  }
  const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
  fields.plan = cap(str(m.plan) ?? (input.status === "planned" ? input.plan : undefined), MARKER_CAPS.plan);
  fields.question = cap(str(m.question) ?? input.question, MARKER_CAPS.question);
  fields.summary = cap(str(m.summary) ?? (input.status === "planned" ? undefined : input.summary), MARKER_CAPS.summary);
  if (input.branch && fields.branch === undefined) fields.branch = input.redact(input.branch);
  for (const key of ["plan", "question", "summary"] as const) if (!fields[key]) delete fields[key];
  try {
    return formatRunMarker(fields);
  } catch {
    // A caller passed a field the marker schema rejects: keep the comment, with the minimal marker.
    return formatRunMarker({
      v: 1,
      phase: fields.phase,
      ...(fields.conclusion ? { conclusion: fields.conclusion } : {}),
    });
  }
}

function renderHead(input: CommentInput, scale: number): string {
  const prose = (text: string, n: number): string =>
    neutralizeMarkdown(truncateMiddle(input.redact(text), Math.floor(n * scale)), { trigger: input.trigger });
  const status = STATUS[input.status];
  const title = input.title
    ? neutralizeInline(truncateEnd(input.redact(input.title).replace(/\s+/g, " "), 200), { trigger: input.trigger })
    : status.text;
  const parts: string[] = [`### ${status.icon} ${title}`];
  if (input.request?.trim()) parts.push(quote(prose(input.request.trim(), CAPS.request)));

  if (input.status === "planned" && input.plan) {
    parts.push(prose(input.plan, CAPS.plan));
    parts.push(
      `To run this plan, reply with ${inlineCode(`${input.trigger} approve`)}; to change it, reply with ${inlineCode(`${input.trigger} plan <what to change>`)}.`,
    );
  } else if (input.summary?.trim()) {
    parts.push(prose(input.summary, CAPS.summary));
  }
  if (input.question?.trim()) {
    parts.push(`**Question:**\n\n${prose(input.question, CAPS.question)}`);
    parts.push(`Reply with ${inlineCode(`${input.trigger} <your answer>`)} to continue this task.`);
  }

  const links: string[] = [];
  if (input.prUrl) links.push(`**Pull request:** ${safeUrl(input.prUrl, input.redact)}`);
  if (input.branch) links.push(`branch ${inlineCode(input.redact(input.branch))}`);
  if (input.commitSha) links.push(`commit ${inlineCode(input.redact(input.commitSha).slice(0, 12))}`);
  if (links.length) parts.push(links.join(" · "));

  if (input.budgetStop) {
    parts.push(
      `⏱️ **Budget reached: ${escapeMd(input.budgetStop.budget)}** — ${neutralizeInline(truncateEnd(input.redact(input.budgetStop.detail), Math.max(200, Math.floor(CAPS.error * scale))), { trigger: input.trigger })}` +
        `\nWhat was done so far is kept${input.prUrl || input.branch ? " and pushed" : ""}; see the summary above for what remains.`,
    );
  }
  if (input.error?.trim()) parts.push(`**Error:** ${prose(input.error, CAPS.error)}`);
  for (const note of input.notes ?? []) if (note.trim()) parts.push(prose(note, CAPS.note));
  if (input.sandboxWarning) parts.push(`⚠️ **${escapeMd(input.sandboxWarning)}**`);
  if (input.checks) parts.push(scale >= 0.25 ? input.checks : input.checks.replace(/\n\n<details>[\s\S]*$/, ""));

  parts.push(renderStatsTable(input.stats));

  if (input.network) parts.push(renderNetwork(input.network, input, scale));
  const denials = input.denials ?? denialsFromEvents(input.events);
  if (denials.length > 0) parts.push(renderDenials(denials, input, scale));
  if (input.todos?.length) parts.push(renderTodos(input.todos, input, scale));
  return parts.join("\n\n");
}

function renderDenials(denials: DenialSummary[], input: CommentInput, scale: number): string {
  const limit = Math.max(1, Math.floor(CAPS.denials * scale));
  const textCap = Math.max(80, Math.floor(CAPS.denialText * scale));
  const lines = [`**Denied calls (${denials.length})** — add the suggested line to the policy file to allow one:`, ""];
  for (const d of denials.slice(0, limit)) {
    const attempted = inlineCode(truncateEnd(input.redact(d.attempted), textCap));
    const rule = inlineCode(truncateEnd(input.redact(d.rule), textCap));
    const reason = neutralizeInline(truncateEnd(input.redact(d.reason), textCap), { trigger: input.trigger });
    const allow = d.suggestion ? ` To allow: ${inlineCode(truncateEnd(input.redact(d.suggestion), textCap))}` : "";
    lines.push(`- ${attempted} — ${rule}: ${reason}${allow}`);
  }
  if (denials.length > limit) lines.push(`- … and ${denials.length - limit} more (see the transcript)`);
  return lines.join("\n");
}

function renderNetwork(network: NetworkSummary, input: CommentInput, scale: number): string {
  const lines = [`**Network:** ${network.rule}`];
  if (network.blocked.length === 0) return lines[0];
  const limit = Math.max(1, Math.floor(CAPS.blocked * scale));
  const textCap = Math.max(80, Math.floor(CAPS.denialText * scale));
  const attempts = network.blocked.reduce((n, b) => n + b.count, 0);
  lines.push(
    "",
    `**Blocked connections (${attempts})** — hosts the agent's commands tried to reach; add the suggested line to the policy file to allow one:`,
    "",
  );
  for (const b of network.blocked.slice(0, limit)) {
    const target = inlineCode(truncateEnd(input.redact(`${b.host}:${b.port}`), 300));
    const times = b.count > 1 ? ` ×${b.count}` : "";
    const command = inlineCode(truncateEnd(input.redact(b.command.replace(/\s+/g, " ")), textCap));
    const reason = neutralizeInline(truncateEnd(input.redact(`${b.rule}: ${b.reason}`), textCap), {
      trigger: input.trigger,
    });
    const allow = b.suggestion ? ` To allow: ${inlineCode(truncateEnd(input.redact(b.suggestion), textCap))}` : "";
    lines.push(`- ${target}${times} by ${command} — ${reason}.${allow}`);
  }
  if (network.blocked.length > limit) lines.push(`- … and ${network.blocked.length - limit} more`);
  return lines.join("\n");
}

function renderTodos(todos: TodoItem[], input: CommentInput | ProgressInput, scale: number): string {
  const limit = Math.max(5, Math.floor(50 * scale));
  const lines = todos.slice(0, limit).map((t) => {
    const text = neutralizeInline(truncateEnd(input.redact(t.content), 300), { trigger: input.trigger });
    return `- ${todoIcon(t.status)} ${t.status === "in_progress" ? `**${text}**` : text}`;
  });
  if (todos.length > limit) lines.push(`- … ${todos.length - limit} more`);
  return `**Todo list**\n\n${lines.join("\n")}`;
}

function renderFoot(input: CommentInput): string {
  return input.runUrl
    ? `<sub>${safeUrl(input.runUrl, input.redact, "Workflow run")} · repo-agent</sub>`
    : "<sub>repo-agent</sub>";
}

function denialsFromEvents(events: readonly TranscriptEvent[]): DenialSummary[] {
  return events.flatMap((e) =>
    e.type === "denial" ? [{ attempted: e.attempted, rule: e.rule, reason: e.reason, suggestion: e.suggestion }] : [],
  );
}

/** A link the action built (PR, workflow run): only http(s), shown as a Markdown link. */
function safeUrl(url: string, redact: Redactor, label?: string): string {
  const clean = redact(url);
  if (!/^https?:\/\/[^\s()<>`]+$/.test(clean)) return inlineCode(clean);
  return label ? `[${label}](${clean})` : clean;
}

function escapeMd(text: string): string {
  return escapeHtml(text).replace(/[\\`*_[\]#|!]/g, "\\$&");
}

export interface ProgressInput {
  todos?: TodoItem[];
  /** What is happening now, e.g. the display line of the running tool. */
  currentStep?: string;
  elapsedMs: number;
  request?: string;
  trigger: string;
  redact: Redactor;
  runUrl?: string;
  marker?: MarkerFields;
  maxChars?: number;
}

/** The live progress comment, edited as the run goes. */
export function renderProgressComment(input: ProgressInput): string {
  const max = input.maxChars ?? COMMENT_MAX_CHARS;
  for (const scale of [1, 0.5, 0.1]) {
    const marker = renderMarker(
      {
        status: "running",
        marker: input.marker,
        redact: input.redact,
        events: [],
        trigger: input.trigger,
        stats: emptyStats(),
      },
      scale,
    );
    const parts = [marker, `### ⏳ Working on it… (${formatDuration(input.elapsedMs)})`];
    if (input.request?.trim()) {
      parts.push(
        quote(
          neutralizeMarkdown(truncateMiddle(input.redact(input.request.trim()), Math.floor(CAPS.request * scale)), {
            trigger: input.trigger,
          }),
        ),
      );
    }
    if (input.todos?.length) parts.push(renderTodos(input.todos, input, scale));
    if (input.currentStep?.trim()) {
      const step = escapeHtml(defangMentions(truncateEnd(input.redact(input.currentStep).replace(/\s+/g, " "), 240)));
      parts.push(`**Now:** <code>${step}</code>`);
    }
    parts.push(
      input.runUrl
        ? `<sub>This comment is updated as the run goes · ${safeUrl(input.runUrl, input.redact, "Workflow run")}</sub>`
        : "<sub>This comment is updated as the run goes.</sub>",
    );
    const body = input.redact(assemble(parts));
    if (body.length <= max) return body;
  }
  return input.redact(assemble([`### ⏳ Working on it… (${formatDuration(input.elapsedMs)})`]));
}

function emptyStats(): RunStats {
  return { turns: 0, toolCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0, durationMs: 0, sandbox: "" };
}

/** The job summary (`core.summary`): the comment's head plus the whole transcript with each call's input and
 * the assistant's text between calls; at most 1 MiB of UTF-8 (GitHub's limit for a step summary). */
export function renderJobSummary(input: CommentInput & { maxBytes?: number }): string {
  const maxBytes = input.maxBytes ?? JOB_SUMMARY_MAX_BYTES;
  const head = renderHead({ ...input, todos: input.todos }, 1);
  const calls: PreparedCall[] = prepareCalls(input.calls ?? callsIn(input.events), input, { withInput: true });
  const texts = assistantTexts(input);
  const answer = structuredOutputBlock(input.structuredOutput);
  let budget = maxBytes;
  for (let attempt = 0; attempt < 8; attempt++) {
    const section = renderTranscriptSection(
      calls,
      Math.max(0, budget - head.length - answer.length - texts.length - 64),
      "the full transcript is in the transcript file (`transcript_path` output)",
    );
    const body = input.redact(
      assemble([
        head,
        answer,
        texts,
        section.markdown.replace("<details><summary>Transcript", "<details open><summary>Transcript"),
      ]),
    );
    const bytes = Buffer.byteLength(body, "utf8");
    if (bytes <= maxBytes) return body;
    budget = Math.floor(budget * (maxBytes / bytes) * 0.95);
  }
  return input.redact(assemble([renderHead(input, 0)]));
}

/** The structured_output answer, pretty-printed, in a fence it cannot break out of. */
function structuredOutputBlock(json: string | undefined): string {
  if (json === undefined) return "";
  let pretty = json;
  try {
    pretty = JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    // Redaction may have cut a value; the text is still worth showing.
  }
  pretty = truncateMiddle(pretty, 200_000);
  return `### Structured output\n\n${fencedBlock(pretty, "json")}`;
}

/** The assistant's words between tool calls, collapsed, capped to a share of the summary. */
function assistantTexts(input: CommentInput): string {
  const texts = input.events.flatMap((e) =>
    e.type === "assistant_text" && e.text.trim() ? [`**Turn ${e.turn}:** ${e.text.trim()}`] : [],
  );
  if (texts.length === 0) return "";
  const body = neutralizeMarkdown(truncateMiddle(input.redact(texts.join("\n\n")), 200_000), {
    trigger: input.trigger,
  });
  return `<details><summary>Assistant messages (${texts.length})</summary>\n\n${body}\n\n</details>`;
}
