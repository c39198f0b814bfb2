// `repo-agent tool`: run tool calls through the real executor, in one session (so read-before-edit works),
// and print the results as JSON. Exit 0 whenever the calls ran, whatever they returned; 2 for bad usage.
import { mkdtemp, readFile, realpath, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Policy } from "../policy/schema.js";
import { loadCliPolicy, UsageError } from "./usage.js";
import type { EventSink } from "../transcript-events.js";
import { createToolSession, type ExtraTool } from "../tools/session.js";
import { contentText } from "../tools/executor.js";

const USAGE = `usage: repo-agent tool <name> [--input '<json>'] [--repo DIR] [--policy FILE] [--run-dir DIR] [--events]
       repo-agent tool --calls FILE [--repo DIR] [--policy FILE] [--run-dir DIR] [--events]

  --input JSON    the tool's input (default {})
  --calls FILE    a JSON array of {"name", "input"}, run in order in one session
  --repo DIR      the workspace (default: the current directory)
  --policy FILE   the policy file (default: <repo>/.github/agent-policy.yml, else the built-in default)
  --run-dir DIR   keep spill files here (default: a temporary directory removed on exit)
  --events        write the transcript events to stderr as JSON lines
`;

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
}

const processIO: CliIO = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

export interface ToolCallRequest {
  name: string;
  input: unknown;
}

/** One call's result as printed: the output as the model saw it (images described). */
export interface ToolCallReport {
  name: string;
  isError: boolean;
  output: string;
  display: string;
  metadata?: Record<string, unknown>;
}

export async function main(argv: string[], io: CliIO = processIO): Promise<number> {
  let parsed;
  try {
    parsed = parseCommandLine(argv);
  } catch (err) {
    io.stderr(`repo-agent tool: ${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
    return 2;
  }
  if (parsed === "help") {
    io.stdout(USAGE);
    return 0;
  }
  try {
    if (!(await stat(parsed.repo).catch(() => undefined))?.isDirectory())
      throw new UsageError(`--repo ${parsed.repo} is not a directory`);
    const repo = await realpath(parsed.repo);
    const policy = await loadCliPolicy(repo, parsed.policy);
    const calls = parsed.callsFile
      ? parseCalls(await readText(parsed.callsFile), parsed.callsFile)
      : parsed.single
        ? [parsed.single]
        : [];
    const events: EventSink | undefined = parsed.events ? (e) => io.stderr(`${JSON.stringify(e)}\n`) : undefined;
    const reports = await runToolCalls({ repo, policy, calls, runDir: parsed.runDir, emit: events });
    io.stdout(`${JSON.stringify(parsed.callsFile ? reports : reports[0], null, 2)}\n`);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr(`repo-agent tool: ${err.message}\n`);
      return 2;
    }
    throw err;
  }
}

export interface RunToolCallsOptions {
  repo: string;
  policy: Policy;
  calls: readonly ToolCallRequest[];
  /** Keep spill files here; default a temporary directory removed afterwards. */
  runDir?: string;
  extraTools?: readonly ExtraTool[];
  emit?: EventSink;
}

/** Run the calls one after another in one tool session. */
export async function runToolCalls(options: RunToolCallsOptions): Promise<ToolCallReport[]> {
  const tempDir = options.runDir ? undefined : await mkdtemp(path.join(os.tmpdir(), "repo-agent-tool-"));
  try {
    const session = await createToolSession({
      workspace: options.repo,
      policy: options.policy,
      runDir: options.runDir ?? tempDir ?? os.tmpdir(),
      extraTools: options.extraTools,
      emit: options.emit,
    });
    try {
      const reports: ToolCallReport[] = [];
      for (const [i, call] of options.calls.entries()) {
        // One batch per call: the calls are a script, each sees what the previous one did.
        const batch = session.executor.beginTurn(i + 1);
        batch.add({ id: `call_${i + 1}`, name: call.name, input: call.input });
        const [outcome] = await batch.finish();
        reports.push({
          name: outcome.name,
          isError: outcome.isError,
          output: contentText(outcome.content),
          display: outcome.output.display,
          ...(outcome.output.metadata ? { metadata: outcome.output.metadata } : {}),
        });
      }
      return reports;
    } finally {
      await session.dispose();
    }
  } finally {
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  }
}

interface CommandLine {
  single?: ToolCallRequest;
  callsFile?: string;
  repo: string;
  policy?: string;
  runDir?: string;
  events: boolean;
}

function parseCommandLine(argv: string[]): CommandLine | "help" {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      input: { type: "string" },
      calls: { type: "string" },
      repo: { type: "string" },
      policy: { type: "string" },
      "run-dir": { type: "string" },
      events: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) return "help";
  const common = {
    repo: values.repo ?? process.cwd(),
    policy: values.policy,
    runDir: values["run-dir"],
    events: values.events ?? false,
  };
  if (values.calls !== undefined) {
    if (positionals.length > 0 || values.input !== undefined)
      throw new Error("--calls cannot be combined with a tool name or --input");
    return { ...common, callsFile: values.calls };
  }
  if (positionals.length !== 1)
    throw new Error(
      positionals.length === 0
        ? "missing tool name (or --calls FILE)"
        : `expected one tool name, got: ${positionals.join(" ")}`,
    );
  let input: unknown = {};
  if (values.input !== undefined) {
    try {
      input = JSON.parse(values.input);
    } catch (err) {
      throw new Error(`--input is not valid JSON: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
  }
  return { ...common, single: { name: positionals[0], input } };
}

function parseCalls(text: string, file: string): ToolCallRequest[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new UsageError(`${file} is not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!Array.isArray(data)) throw new UsageError(`${file} must hold a JSON array of {"name", "input"}`);
  return data.map((item: unknown, i): ToolCallRequest => {
    if (!item || typeof item !== "object" || typeof (item as { name?: unknown }).name !== "string") {
      throw new UsageError(`${file}: item ${i} must be an object with a string "name" (and an "input")`);
    }
    const { name, input } = item as { name: string; input?: unknown };
    return { name, input: input ?? {} };
  });
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch (err) {
    throw new UsageError(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
