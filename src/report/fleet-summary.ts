// `repo-agent fleet summary`: one table for a fleet run from the outputs of each matrix job (the action's outputs
// as the workflow wrote them), with the fleet's spending beside its budget. Pure: data in, Markdown out.
import { neutralizeInline } from "./neutralize.js";

export interface FleetResult {
  repository: string;
  /** The action's `conclusion` output; undefined when the job left no outputs (cancelled, or failed before). */
  conclusion?: string;
  prUrl?: string;
  verified?: boolean;
  costUsd?: number;
  error?: string;
}

export interface FleetSummaryInput {
  results: FleetResult[];
  /** Repositories the matrix had (the list job's output) that left no result at all. */
  missing?: string[];
  budgetUsd?: number;
  runUrl?: string;
  title: string;
}

const FLEET_MARKER_PREFIX = "<!-- repo-agent-fleet:";

/** The hidden line that finds a fleet's issue again on the next run. */
export function fleetMarker(title: string): string {
  return `${FLEET_MARKER_PREFIX}${encodeURIComponent(title)} -->`;
}

function totalCost(results: readonly FleetResult[]): number {
  return results.reduce((sum, r) => sum + (r.costUsd ?? 0), 0);
}

export function renderFleetSummary(input: FleetSummaryInput): string {
  const rows = [...input.results].sort((a, b) => a.repository.localeCompare(b.repository));
  // A pipe would end the cell: escaped, as GitHub's tables read it.
  const cell = (text: string) => neutralizeInline(text).replace(/\|/g, "\\|");
  const lines = [
    `## ${cell(input.title)}`,
    "",
    "| repository | conclusion | pull request | verified | cost | note |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map((r) =>
      [
        "",
        `\`${r.repository}\``,
        r.conclusion ?? "no result",
        r.prUrl ? `[${r.prUrl.replace(/^https?:\/\/[^/]+\//, "")}](${r.prUrl})` : "—",
        r.verified === undefined ? "—" : r.verified ? "✓" : "✗",
        r.costUsd === undefined ? "—" : `$${r.costUsd.toFixed(2)}`,
        r.error ? cell(r.error.slice(0, 300)) : "",
        "",
      ]
        .join(" | ")
        .trim(),
    ),
    ...(input.missing ?? []).map(
      (name) => `| \`${name}\` | no result | — | — | — | the job left no outputs (cancelled?) |`,
    ),
    "",
  ];
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.conclusion ?? "no result", (counts.get(r.conclusion ?? "no result") ?? 0) + 1);
  const spent = totalCost(rows);
  const budget =
    input.budgetUsd === undefined
      ? ""
      : spent > input.budgetUsd
        ? ` — **over the fleet budget of $${input.budgetUsd.toFixed(2)}**`
        : ` of the fleet budget of $${input.budgetUsd.toFixed(2)}`;
  lines.push(
    `${rows.length + (input.missing?.length ?? 0)} repositories: ${[...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([c, n]) => `${n} ${c}`)
      .join(", ")}. Spent $${spent.toFixed(2)}${budget}.`,
  );
  if (input.runUrl) lines.push("", `[The run](${input.runUrl})`);
  return `${lines.join("\n")}\n`;
}
