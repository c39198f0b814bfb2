// `repo-agent run "<task>"`: the agent loop on a local checkout. One line per tool call on stderr as it
// happens, the agent's final text on stdout, a summary line at the end. Changes stay in the working tree.
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Policy } from "../policy/schema.js";
import { loadCliPolicy, UsageError } from "./usage.js";
import { runAgent, type RunAgentResult } from "../agent/loop.js";
import type { StopReason, TranscriptEvent } from "../transcript-events.js";
import { collectSecretValues, createRedactor, type Redactor } from "../report/redact.js";
import { writeMarkdownFile } from "../report/transcript-files.js";
import { EventRecord } from "../report/event-record.js";
import { formatCost, formatCount, formatDuration } from "../report/stats.js";

const USAGE = `usage: repo-agent run "<task>" [options]

  --repo DIR          the checkout to work in (default: the current directory)
  --policy FILE       the policy file (default: <repo>/.github/agent-policy.yml, else the built-in read-only default)
  --model M           the model (default: the newest Sonnet)
  --max-turns N       stop after N model turns
  --max-cost USD      stop once the run has cost this much
  --plan              read-only run that ends with a plan
  --transcript FILE   write the transcript as Markdown
  --events FILE       write the transcript events as JSON lines, as they happen

Needs ANTHROPIC_API_KEY; ANTHROPIC_BASE_URL is honoured. Changes stay in the working tree.
`;

export interface RunIO {
  stdout(text: string): void;
  stderr(text: string): void;
}

const processIO: RunIO = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

interface CommandLine {
  task: string;
  repo: string;
  policy?: string;
  model?: string;
  maxTurns?: number;
  maxCostUsd?: number;
  plan: boolean;
  transcript?: string;
  events?: string;
}

/** Exit codes: 0 finished (done, planned or asking a question), 1 failed or cancelled, 2 bad usage, 3 a budget ran out. */
export async function main(
  argv: string[],
  io: RunIO = processIO,
  env: NodeJS.ProcessEnv = process.env,
  signal?: AbortSignal,
): Promise<number> {
  let cli: CommandLine | "help";
  try {
    cli = parseCommandLine(argv);
  } catch (err) {
    io.stderr(`repo-agent run: ${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
    return 2;
  }
  if (cli === "help") {
    io.stdout(USAGE);
    return 0;
  }
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) {
    io.stderr(
      "repo-agent run: ANTHROPIC_API_KEY is not set. Create a key at https://console.anthropic.com/settings/keys, export it, and run again.\n",
    );
    return 2;
  }
  let repo: string;
  let policy: Policy;
  try {
    repo = path.resolve(cli.repo);
    if (!(await stat(repo).catch(() => undefined))?.isDirectory())
      throw new UsageError(`--repo ${cli.repo} is not a directory`);
    policy = await loadCliPolicy(repo, cli.policy);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.stderr(`repo-agent run: ${err.message}\n`);
    return 2;
  }

  const redact = createRedactor(collectSecretValues(env));
  // For --transcript, the events go to a private record on disk as they happen and the Markdown is streamed
  // from it at the end: a long run's transcript is never held in memory.
  const recordDir = cli.transcript ? await mkdtemp(path.join(tmpdir(), "repo-agent-run-")) : undefined;
  const record = recordDir ? new EventRecord(path.join(recordDir, "events.jsonl")) : undefined;
  const jsonl: WriteStream | undefined = cli.events
    ? createWriteStream(path.resolve(cli.events), { encoding: "utf8" })
    : undefined;
  const controller = new AbortController();
  const onSigint = () => {
    io.stderr("\nrepo-agent run: stopping (Ctrl-C again to quit now)…\n");
    controller.abort(new Error("interrupted"));
    process.off("SIGINT", onSigint);
  };
  process.on("SIGINT", onSigint);
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });

  let result: RunAgentResult;
  try {
    result = await runAgent({
      task: cli.task,
      workspace: repo,
      policy,
      apiKey,
      baseURL: env.ANTHROPIC_BASE_URL || undefined,
      model: cli.model,
      budgets: { maxTurns: cli.maxTurns, maxCostUsd: cli.maxCostUsd },
      planOnly: cli.plan,
      trustedRoot: repo,
      environment: { branch: await currentBranch(repo), event: "local run" },
      signal: controller.signal,
      log: (message) => io.stderr(`repo-agent run: ${redact(message)}\n`),
      emit: (event) => {
        record?.append(event);
        jsonl?.write(`${redact(JSON.stringify(event))}\n`);
        const line = progressLine(event, redact);
        if (line) io.stderr(`${line}\n`);
      },
    });
  } finally {
    process.off("SIGINT", onSigint);
    signal?.removeEventListener("abort", onAbort);
    if (jsonl) await new Promise<void>((resolve) => jsonl.end(resolve));
  }

  if (record && recordDir && cli.transcript) {
    try {
      await writeMarkdownFile(path.resolve(cli.transcript), record, { redact, trigger: "/agent" });
    } finally {
      record.close();
      await rm(recordDir, { recursive: true, force: true });
    }
  }
  if (result.finalText && result.stopReason !== "error") io.stdout(`${redact(result.finalText)}\n`);
  io.stderr(`${summaryLine(result)}\n`);
  return exitCode(result.stopReason);
}

/** The stderr line for an event, or undefined for events that do not get one. */
export function progressLine(event: TranscriptEvent, redact: Redactor): string | undefined {
  switch (event.type) {
    case "tool_result":
      // A refusal already had its own line (the denial event).
      if (event.errorType === "permission") return undefined;
      return `${event.isError ? "✗" : "✓"} ${event.name.padEnd(10)} ${oneLine(redact(event.display), 140)}  (${formatDuration(event.durationMs)})`;
    case "denial":
      return `⊘ ${event.name.padEnd(10)} ${oneLine(redact(event.attempted), 100)}  denied by ${oneLine(redact(event.rule), 80)}${event.suggestion ? ` (to allow: ${oneLine(redact(event.suggestion), 100)})` : ""}`;
    case "retry":
      return `… model request retried in ${formatDuration(event.waitMs)}: ${oneLine(redact(event.reason), 120)}`;
    case "context_compacted":
      return `… context ${event.mode === "summarised" ? "summarised" : event.mode === "cleared_tool_uses" ? "trimmed (old tool results and inputs cleared)" : "trimmed (old tool results cleared)"} at ~${formatCount(event.beforeTokens)} tokens${event.afterTokens === undefined ? "" : ` → ~${formatCount(event.afterTokens)}`}${event.costUsd === undefined ? "" : `, cost ${formatCost(event.costUsd)}`}`;
    case "budget_stop":
      return `■ budget stop: ${event.budget} (${redact(event.detail)})`;
    case "error":
      return `✗ ${redact(event.message)}`;
    default:
      return undefined;
  }
}

function summaryLine(r: RunAgentResult): string {
  const cached = r.usage.cache_read_input_tokens + r.usage.cache_creation_input_tokens;
  const input = r.usage.input_tokens + cached;
  return [
    `— ${r.stopReason}`,
    `${r.turns} turns`,
    `${r.toolCalls} tool calls`,
    `${formatCount(input)} in (${formatCount(r.usage.cache_read_input_tokens)} from cache) / ${formatCount(r.usage.output_tokens)} out tokens`,
    r.warnings.length > 0 && r.costUsd === 0 ? "cost unknown" : formatCost(r.costUsd),
    ...(r.context.clearings + r.context.summaries > 0
      ? [
          `context cleared ${r.context.clearings}× and summarised ${r.context.summaries}× (${formatCount(r.context.cacheWriteTokens)} cache-write tokens after them, ${formatCost(r.context.costUsd)})`,
        ]
      : []),
    formatDuration(r.durationMs),
  ].join(" · ");
}

function exitCode(reason: StopReason): number {
  switch (reason) {
    case "end_turn":
    case "planned":
    case "reviewed":
    case "needs_input":
      return 0;
    case "error":
    case "aborted":
      return 1;
    default:
      return 3;
  }
}

function parseCommandLine(argv: string[]): CommandLine | "help" {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      repo: { type: "string" },
      policy: { type: "string" },
      model: { type: "string" },
      "max-turns": { type: "string" },
      "max-cost": { type: "string" },
      plan: { type: "boolean", default: false },
      transcript: { type: "string" },
      events: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) return "help";
  if (positionals.length !== 1 || !positionals[0].trim()) {
    throw new Error(
      positionals.length === 0
        ? "missing the task"
        : `expected one task argument (quote it), got ${positionals.length}`,
    );
  }
  return {
    task: positionals[0],
    repo: values.repo ?? process.cwd(),
    policy: values.policy,
    model: values.model,
    maxTurns: positiveNumber("--max-turns", values["max-turns"], true),
    maxCostUsd: positiveNumber("--max-cost", values["max-cost"], false),
    plan: values.plan ?? false,
    transcript: values.transcript,
    events: values.events,
  };
}

function positiveNumber(flag: string, value: string | undefined, integer: boolean): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n)))
    throw new Error(`${flag} must be a positive ${integer ? "integer" : "number"}, got "${value}"`);
  return n;
}

async function currentBranch(repo: string): Promise<string | undefined> {
  try {
    const head = (await readFile(path.join(repo, ".git", "HEAD"), "utf8")).trim();
    return head.startsWith("ref: refs/heads/") ? head.slice("ref: refs/heads/".length) : undefined;
  } catch {
    return undefined;
  }
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
