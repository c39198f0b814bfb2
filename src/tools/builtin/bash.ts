// bash: one command line, decided by the policy before it runs, then run in the sandbox (src/sandbox/): clean
// environment, stdin closed, own process group killed whole on timeout. The sandbox keeps output bounded in
// memory and spills the full text; this tool only words the result for the model.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { defineTool, DEFAULT_MAX_RESULT_CHARS, type ToolContext, type ToolOutput } from "../tool.js";
import { decideCommand } from "../../policy/decide.js";
import { KILL_GRACE_MS } from "../../sandbox/create.js";
import type { RunResult } from "../../sandbox/types.js";
import { truncateHeadTail } from "../../truncate.js";
import { isReadOnlyLine } from "../../policy/read-only.js";

const MAX_TIMEOUT_MS = 600_000;

const input = z.object({
  command: z.string().min(1).describe("The command line to run (bash syntax)."),
  timeout: z
    .number()
    .int()
    .min(1)
    .max(MAX_TIMEOUT_MS)
    .optional()
    .describe("Timeout in milliseconds (default and maximum: the policy's bash.timeout_seconds, 120 s unless set)."),
  description: z.string().optional().describe("What the command does, in a few words, for the transcript."),
});
type Input = z.infer<typeof input>;

/** The timeout the command really gets: the model's request, capped by the policy. */
export function effectiveTimeoutMs(i: Input, ctx: Pick<ToolContext, "policy">): number {
  const cap = ctx.policy.bash.timeout_seconds * 1000;
  return Math.min(i.timeout ?? cap, cap);
}

export const bashTool = defineTool({
  name: "bash",
  kind: "execute",
  description:
    "Run a bash command in the workspace and return its output and exit code. Only commands the repository's policy allows can run.",
  prompt: [
    "bash: only commands allowed by the policy run; a refusal names the rule, so pick an allowed command instead of retrying variants.",
    "Nothing is interactive (stdin is closed, no prompts, no pagers, no editors). Prefer read_file/grep/list_files/edit_file over cat/grep/find/sed.",
    "Output is cut to its head and tail when long; the full text is saved to a file you can page with read_file.",
    "Background processes (`&`) keep running between commands and are killed at the end of the run.",
  ].join("\n"),
  input,
  maxResultChars: DEFAULT_MAX_RESULT_CHARS,
  // From the parsed line; the executor awaits both before the call starts.
  isReadOnly: (i) => isReadOnlyLine(i.command),
  isConcurrencySafe: (i) => isReadOnlyLine(i.command),
  describe: (i) => `bash: ${firstLine(i.command)}`,
  checkPermission: async (i, ctx) => {
    const decision = await decideCommand(ctx.policy, i.command, { workspace: ctx.workspace });
    if (decision.allowed) return { allowed: true };
    return { allowed: false, rule: decision.rule, reason: decision.reason, suggestion: decision.suggestion };
  },
  // The sandbox enforces the command's own timeout; the executor's deadline only backs it up.
  timeoutMs: (i, ctx) => effectiveTimeoutMs(i, ctx) + KILL_GRACE_MS + 10_000,
  execute: (i, ctx) => runBash(i, ctx),
});

async function runBash(i: Input, ctx: ToolContext): Promise<ToolOutput> {
  const display = `bash: ${firstLine(i.command)}`;
  const timeoutMs = effectiveTimeoutMs(i, ctx);
  const spillFile = path.join(ctx.spillDir, `bash-${Date.now()}-${randomBytes(3).toString("hex")}.log`);
  let result: RunResult;
  try {
    result = await ctx.sandbox.run({
      command: i.command,
      cwd: ctx.workspace,
      timeoutMs,
      signal: ctx.signal,
      spillFile,
      onProgress: (line) => ctx.progress(line),
    });
  } catch (err) {
    return {
      output: `The command could not be run: ${err instanceof Error ? err.message : String(err)}`,
      display: `${display} (not run)`,
      isError: true,
      errorType: "execution",
      metadata: { sandbox: ctx.sandbox.level, sandboxReason: ctx.sandbox.reason },
    };
  }
  const failed = result.timedOut || result.aborted || result.exitCode !== 0;
  return {
    output: formatResult(result, timeoutMs, bashTool.maxResultChars),
    display: `${display} (${statusText(result)})`,
    isError: failed,
    errorType: result.timedOut ? "timeout" : failed ? "execution" : undefined,
    metadata: {
      exitCode: result.exitCode,
      signal: result.signal,
      timedOut: result.timedOut,
      aborted: result.aborted,
      totalBytes: result.totalBytes,
      durationMs: result.durationMs,
      sandbox: ctx.sandbox.level,
      sandboxReason: ctx.sandbox.reason,
      spillPath: result.spillPath,
    },
  };
}

/** What the model reads: the output (or `(no output)`), then how the command ended, then where the rest is. */
export function formatResult(result: RunResult, timeoutMs: number, maxChars: number): string {
  const footer: string[] = [];
  if (result.timedOut)
    footer.push(`Command timed out after ${formatSeconds(timeoutMs)} s; the process group was killed.`);
  else if (result.aborted) footer.push("Command was cancelled; the process group was killed.");
  else if (result.exitCode === null) footer.push(`Command was killed by ${result.signal ?? "a signal"}.`);
  else if (result.exitCode !== 0) footer.push(`Exit code ${result.exitCode}`);
  if (result.truncated) {
    footer.push(
      result.spillPath
        ? `Output truncated: ${result.totalBytes} bytes in all; the full output is in ${result.spillPath} (read it with read_file offset/limit).`
        : `Output truncated: ${result.totalBytes} bytes in all; only the head and tail were kept.`,
    );
  }
  const tail = footer.length ? `\n\n${footer.join("\n")}` : "";
  const body = result.output.replace(/\n$/, "") || "(no output)";
  // Output the sandbox kept whole is left to the executor, which spills it if it is too long; output the
  // sandbox already cut is cut again here to fit, pointing at the sandbox's full spill file.
  if (!result.truncated) return body + tail;
  return truncateHeadTail(body, Math.max(0, maxChars - tail.length)).text + tail;
}

function statusText(result: RunResult): string {
  if (result.timedOut) return "timed out";
  if (result.aborted) return "cancelled";
  if (result.exitCode === null) return `killed by ${result.signal ?? "signal"}`;
  return `exit ${result.exitCode}`;
}

function formatSeconds(ms: number): string {
  return Number.isInteger(ms / 1000) ? String(ms / 1000) : (ms / 1000).toFixed(1);
}

function firstLine(command: string): string {
  const line = command.trim().split("\n")[0] ?? "";
  const more = command.trim().includes("\n") ? " …" : "";
  return (line.length > 160 ? `${line.slice(0, 159)}…` : line) + more;
}
