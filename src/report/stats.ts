// Numbers for humans: the stats table and the durations, costs and token counts in it.

export interface RunStats {
  turns: number;
  toolCalls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  durationMs: number;
  /** Sandbox level the commands ran at: "user" or "reduced" (with a reason, when known). */
  sandbox: string;
  /** Who served the model ("Amazon Bedrock"…), shown beside the cost it billed. */
  provider?: string;
  /** Keeping the conversation inside the window: clearings, summaries, and the cache writes they caused. */
  context?: { clearings: number; summaries: number; cacheWriteTokens: number; costUsd: number };
  /** Server-side web searches, priced into the cost and counted beside it. */
  webSearches?: number;
}

export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return "?";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
  const totalSeconds = Math.round(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m ${seconds}s`;
}

export function formatCost(usd: number): string {
  if (!Number.isFinite(usd) || usd <= 0) return "$0.00";
  if (usd < 0.01) return "<$0.01";
  return `$${usd.toFixed(2)}`;
}

export function formatCount(n: number): string {
  return Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "?";
}

/** A one-row Markdown table. Every cell is our own formatting of numbers, except the sandbox text, which the
 * caller supplies and which is reduced to a safe word list. */
export function renderStatsTable(stats: RunStats): string {
  const sandbox = stats.sandbox.replace(/[^A-Za-z0-9 ,.:()_/-]/g, "").slice(0, 400) || "?";
  const provider = stats.provider ? ` (${stats.provider.replace(/[^A-Za-z ]/g, "")})` : "";
  const searches = stats.webSearches
    ? ` incl. ${formatCount(stats.webSearches)} web search${stats.webSearches === 1 ? "" : "es"}`
    : "";
  return [
    "| turns | tool calls | tokens (in / out) | cost | time | sandbox |",
    "| ---: | ---: | ---: | ---: | ---: | --- |",
    `| ${formatCount(stats.turns)} | ${formatCount(stats.toolCalls)} | ${formatCount(stats.inputTokens)} / ${formatCount(stats.outputTokens)} | ${formatCost(stats.costUsd)}${searches}${provider} | ${formatDuration(stats.durationMs)} | ${sandbox} |`,
    ...contextLine(stats),
  ].join("\n");
}

/** Only when the context was compacted: how often, and what the cache writes after it (and any summary) cost. */
function contextLine(stats: RunStats): string[] {
  const c = stats.context;
  if (!c || c.clearings + c.summaries === 0) return [];
  const times = (n: number, what: string) => `${formatCount(n)} ${what}${n === 1 ? "" : "s"}`;
  return [
    "",
    `Context over ${formatCount(stats.turns)} turns: ${times(c.clearings, "clearing")}, ${times(c.summaries, "summary").replace(/ys$/, "ies")}; they caused ${formatCount(c.cacheWriteTokens)} cache-write tokens and cost ${formatCost(c.costUsd)} in all.`,
  ];
}
