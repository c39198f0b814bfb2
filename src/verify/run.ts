// The checks the action runs itself (policy `verify`), so what lands is never only the model's word. The
// commands are the maintainer's (from the default branch's policy), so they skip the bash allow list, but they
// run in the run's own sandbox: same user, same scrubbed environment, same network rule, same process-group kill.
import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { now, type EventSink, type TranscriptEvent } from "../transcript-events.js";
import type { Sandbox } from "../sandbox/types.js";
import { truncateHeadTail } from "../truncate.js";

export interface CheckResult {
  command: string;
  ok: boolean;
  /** "exit 1", "timed out after 600 s", "could not run: …" */
  status: string;
  durationMs: number;
  /** Bounded (head + tail) and redacted. */
  output: string;
}

export interface VerifyReport {
  ok: boolean;
  checks: CheckResult[];
  /** How many times the whole set ran in this run. */
  runs: number;
}

export interface VerifySettings {
  run: readonly string[];
  timeout_seconds: number;
  attempts: number;
  on_failure: "draft" | "no_push" | "push";
}

export interface VerifierOptions {
  settings: VerifySettings;
  sandbox: Sandbox;
  workspace: string;
  /** Where the full output of each command is spilled (never shown whole). */
  spillDir: string;
  redact: (text: string) => string;
  /** Whether the workspace differs from where the run started: with nothing to land there is nothing to check. */
  hasChanges: () => Promise<boolean>;
  /** Each command run becomes a tool_call/tool_result pair named `verify` in the transcript, in `turn()`. */
  emit?: EventSink;
  turn?: () => number;
}

/** Kept output per command: enough for a failing test's assertion and stack, small enough for a comment. */
const OUTPUT_CHARS = 6_000;

/**
 * Runs the checks when the agent says it is done (`beforeEnd`), feeds a failure back at most `attempts` times,
 * and gives the final word before landing (`final`).
 */
export class Verifier {
  private latest?: VerifyReport;
  /** Whether `latest` describes the workspace as it will land (nothing ran after it). */
  private fresh = false;
  private feedbacks = 0;
  private runs = 0;

  constructor(private readonly o: VerifierOptions) {}

  /** The loop's end-of-turn hook: undefined lets the run end; a text is the next user turn. */
  async beforeEnd(signal: AbortSignal): Promise<string | undefined> {
    if (!(await this.o.hasChanges())) return undefined;
    const report = await this.runAll(signal);
    if (report.ok || this.feedbacks >= this.o.settings.attempts || signal.aborted) {
      this.fresh = true;
      return undefined;
    }
    this.feedbacks++;
    this.fresh = false;
    // The command lines too: they are the maintainer's, and the model sees nothing unredacted.
    return this.o.redact(renderFeedback(report, this.feedbacks, this.o.settings.attempts));
  }

  /** The outcome of the workspace as it lands: the last run when nothing changed since, else a new one.
   * Undefined when there is nothing to land. */
  async final(signal: AbortSignal): Promise<VerifyReport | undefined> {
    if (this.fresh && this.latest) return this.latest;
    if (!(await this.o.hasChanges())) return undefined;
    return this.runAll(signal);
  }

  private async runAll(signal: AbortSignal): Promise<VerifyReport> {
    this.runs++;
    await mkdir(this.o.spillDir, { recursive: true });
    const checks: CheckResult[] = [];
    for (const [i, command] of this.o.settings.run.entries()) {
      const id = `verify-${this.runs}-${i + 1}`;
      const turn = this.o.turn?.() ?? 0;
      this.o.emit?.({
        type: "tool_call",
        at: now(),
        turn,
        id,
        name: "verify",
        input: { command },
        display: `verify: ${command}`,
      });
      const check = await this.runOne(command, signal);
      this.o.emit?.(resultEvent(check, id, turn));
      checks.push(check);
    }
    this.latest = { ok: checks.every((c) => c.ok), checks, runs: this.runs };
    return this.latest;
  }

  private async runOne(command: string, signal: AbortSignal): Promise<CheckResult> {
    const started = Date.now();
    const spillFile = path.join(this.o.spillDir, `verify-${Date.now()}-${randomBytes(3).toString("hex")}.log`);
    const timeoutMs = this.o.settings.timeout_seconds * 1000;
    try {
      const r = await this.o.sandbox.run({ command, cwd: this.o.workspace, timeoutMs, signal, spillFile });
      const ok = r.exitCode === 0 && !r.timedOut && !r.aborted;
      const status = r.timedOut
        ? `timed out after ${this.o.settings.timeout_seconds} s`
        : r.aborted
          ? "stopped"
          : r.signal
            ? `killed by ${r.signal}`
            : `exit ${r.exitCode}`;
      return { command, ok, status, durationMs: r.durationMs, output: this.bound(r.output) };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      return {
        command,
        ok: false,
        status: "could not run",
        durationMs: Date.now() - started,
        output: this.bound(message),
      };
    }
  }

  private bound(text: string): string {
    return truncateHeadTail(this.o.redact(text), OUTPUT_CHARS).text;
  }
}

/** A check as the transcript shows a tool's result: its kept output (bounded, redacted) and how it ended. */
function resultEvent(check: CheckResult, id: string, turn: number): TranscriptEvent {
  const output = `${check.output.trimEnd()}${check.output.trim() ? "\n\n" : ""}${check.ok ? "Passed" : "Failed"}: ${check.status}`;
  return {
    type: "tool_result",
    at: now(),
    turn,
    id,
    name: "verify",
    isError: !check.ok,
    errorType: check.ok ? undefined : check.status.startsWith("timed out") ? "timeout" : "execution",
    durationMs: check.durationMs,
    outputChars: output.length,
    output,
    display: `verify: ${check.command} (${check.status})`,
    metadata: { verify: true },
  };
}

/** The user turn a failure becomes: what failed, the failing part, and what is left. */
export function renderFeedback(report: VerifyReport, attempt: number, attempts: number): string {
  const failed = report.checks.filter((c) => !c.ok);
  const parts = [
    `repo-agent ran the repository's checks before landing your work, and ${failed.length === 1 ? "one failed" : `${failed.length} failed`} (attempt ${attempt} of ${attempts} to fix them):`,
    ...failed.map((c) => `$ ${c.command}  → ${c.status}\n${c.output.trimEnd()}`),
    "Fix the cause (not the check), then finish. These checks run again when you are done; their result, not your summary, is what the pull request reports.",
  ];
  return parts.join("\n\n");
}
