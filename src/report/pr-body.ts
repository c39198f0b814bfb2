// The pull request's title and body: the agent's summary (neutralised: no pings, no closing keyword but the
// triggering issue's), `Fixes #N` for the issue that asked, and the run's numbers.
import type { Redactor } from "./redact.js";
import { neutralizeMarkdown } from "./neutralize.js";
import { renderStatsTable, type RunStats } from "./stats.js";
import { truncateEnd } from "./fence.js";
import { formatRunMarker } from "../run-marker.js";

export interface PullRequestText {
  kind: "issue" | "pr" | "review" | "chore";
  instruction: string;
  issueNumber?: number;
  issueTitle?: string;
  requester: string;
  summary: string;
  stats: RunStats;
  budgetStop?: string;
  runUrl?: string;
  trigger: string;
  repo: string;
  redact: Redactor;
  /** The "Checked by repo-agent" block (src/verify/render.ts). */
  checks?: string;
}

export function renderPullRequestTitle(t: PullRequestText): string {
  const subject =
    t.kind === "issue" && t.issueTitle ? t.issueTitle : t.instruction.split("\n")[0] || "Changes by repo-agent";
  const prefix = t.kind === "chore" ? "chore: " : "";
  return t.redact(truncateEnd(`${prefix}${subject}`.replace(/\s+/g, " ").trim(), 120));
}

export function renderPullRequestBody(t: PullRequestText): string {
  const allowClosing = t.kind === "issue" && t.issueNumber ? { issue: t.issueNumber, repo: t.repo } : undefined;
  const summary = neutralizeMarkdown(truncateEnd(t.summary.trim() || "(the agent wrote no summary)", 20_000), {
    trigger: t.trigger,
    allowClosing,
  });
  const parts = [
    formatRunMarker({ v: 1, phase: "final" }),
    t.kind === "issue" && t.issueNumber
      ? `Fixes #${t.issueNumber}`
      : t.kind === "chore"
        ? "Scheduled chore; the next run updates this pull request."
        : "",
    `Requested by @\u200B${t.requester}${t.runUrl ? ` · [workflow run](${t.runUrl})` : ""}`,
    t.budgetStop ? `> [!WARNING]\n> The run stopped early (${t.budgetStop}); this is the work so far.` : "",
    "## Summary",
    summary,
    t.checks ?? "",
    "## Run",
    renderStatsTable(t.stats),
  ];
  return t.redact(parts.filter(Boolean).join("\n\n"));
}
