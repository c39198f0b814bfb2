// How the checks' outcome is shown: the "Checked by repo-agent" block of the pull request body and the final
// comment, and the check run's output. What it says comes from the action's own runs, never from the model.
import { escapeHtml, fencedBlock, inlineCode } from "../report/fence.js";
import { neutralizeTriggerLines } from "../report/neutralize.js";
import { formatDuration } from "../report/stats.js";
import type { VerifyReport } from "./run.js";

export const CHECK_RUN_NAME = "repo-agent / verify";
/** The tail of a failing command shown under its row. */
const TAIL_CHARS = 3_000;

export interface ChecksBlockOptions {
  redact: (text: string) => string;
  trigger: string;
  /** Why there is no check run on the commit (the token lacks `checks: write`), said once. */
  checkRunNote?: string;
}

/** The markdown block: a table with each command, ✓/✗ and its time, then each failure's tail in `<details>`. */
export function renderChecksBlock(report: VerifyReport, o: ChecksBlockOptions): string {
  const verdict = report.ok
    ? "all checks passed"
    : `${report.checks.filter((c) => !c.ok).length} of ${report.checks.length} failed`;
  const parts = [`#### ${report.ok ? "✅" : "❌"} Checked by repo-agent: ${verdict}`, renderTable(report, o.redact)];
  for (const c of report.checks.filter((check) => !check.ok)) {
    const tail = tailOf(o.redact(c.output), TAIL_CHARS);
    parts.push(
      `<details><summary>${escapeHtml(o.redact(c.command))}: ${escapeHtml(c.status)}</summary>\n\n${fencedBlock(neutralizeTriggerLines(tail, o.trigger))}\n\n</details>`,
    );
  }
  if (o.checkRunNote) parts.push(o.checkRunNote);
  return parts.join("\n\n");
}

function renderTable(report: VerifyReport, redact: (text: string) => string): string {
  const rows = report.checks.map(
    (c) =>
      `| ${c.ok ? "✓" : "✗"} | ${inlineCode(redact(c.command)).replace(/\|/g, "\\|")} | ${formatDuration(c.durationMs)} | ${c.status} |`,
  );
  return ["| | Command | Time | Result |", "| --- | --- | --- | --- |", ...rows].join("\n");
}

/** The check run's title, summary and text (GitHub caps each at 65,535 characters). */
export function renderCheckRunOutput(
  report: VerifyReport,
  o: ChecksBlockOptions,
): { title: string; summary: string; text?: string } {
  const failed = report.checks.filter((c) => !c.ok);
  const title = report.ok
    ? `${report.checks.length} checks passed`
    : `${failed.length} of ${report.checks.length} checks failed`;
  const summary = renderTable(report, o.redact);
  const text = failed
    .map(
      (c) =>
        `### ${inlineCode(o.redact(c.command))}: ${c.status}\n\n${fencedBlock(neutralizeTriggerLines(tailOf(o.redact(c.output), 20_000), o.trigger))}`,
    )
    .join("\n\n");
  return { title, summary, ...(text ? { text } : {}) };
}

/** The last `maxChars` of the output, where a test runner prints what failed and how it ended. */
function tailOf(text: string, maxChars: number): string {
  const trimmed = text.trimEnd();
  if (trimmed.length <= maxChars) return trimmed;
  return `…\n${trimmed.slice(trimmed.length - maxChars).replace(/^[^\n]*\n/, "")}`;
}
