// ci_logs: the pull request's failed check runs, and the failing part of a job's log (the lines around its first
// error, bounded), read on demand instead of at start-up. The tool knows nothing of GitHub: the run hands it a
// CiLogSource (github/ci-failures.ts builds one from the job's token). Results are redacted by the executor's
// after hooks like every tool's.
import { z } from "zod";
import { defineTool, type ToolOutput } from "../tool.js";

export interface CiCheck {
  id: number;
  name: string;
  conclusion: string;
  url?: string;
  /** A GitHub Actions job (it has a log); other apps' checks carry only their summary. */
  hasLog: boolean;
  /** The check's own summary line (another app's output title). */
  note?: string;
}

export type CiLogResult =
  { ok: true; excerpt: string } | { ok: false; reason: "permission" | "missing" | "error"; message: string };

/** Where the failed checks and their logs come from. */
export interface CiLogSource {
  failedChecks(): Promise<CiCheck[]>;
  failingLog(check: CiCheck): Promise<CiLogResult>;
}

const input = z.object({
  check: z
    .string()
    .max(300)
    .optional()
    .describe("A failed check's name or id (from the list). Omit to list the failed checks."),
});

export function createCiLogsTool(source: CiLogSource) {
  return defineTool({
    name: "ci_logs",
    kind: "read",
    deferred: true,
    description:
      "The pull request's failed CI checks; with `check`, the failing part of that job's log (the lines around its first error).",
    input,
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    describe: ({ check }) => (check ? `ci_logs ${check}` : "ci_logs (list)"),
    async execute({ check }): Promise<ToolOutput> {
      try {
        const checks = await source.failedChecks();
        if (check === undefined) return listing(checks);
        const wanted = check.trim().toLowerCase();
        const found = checks.find((c) => String(c.id) === wanted || c.name.toLowerCase() === wanted);
        if (!found)
          return fail(
            `No failed check "${check}". ${checks.length ? `Failed checks: ${names(checks)}.` : "No check has failed."}`,
            "validation",
            `ci_logs ${check}: not found`,
          );
        if (!found.hasLog)
          return {
            output: `"${found.name}" is reported by another app and has no job log here: ${found.note ?? "no summary"}.`,
            display: `ci_logs ${found.name}: no log`,
          };
        const log = await source.failingLog(found);
        if (log.ok)
          return {
            output: `Check "${found.name}" (${found.conclusion}), ${log.excerpt}`,
            display: `ci_logs ${found.name}`,
          };
        return fail(
          log.message,
          log.reason === "permission" ? "permission" : "execution",
          `ci_logs ${found.name}: ${log.reason}`,
        );
      } catch (err) {
        return fail(`The checks could not be read: ${(err as Error).message}`, "execution", "ci_logs: failed");
      }
    },
  });
}

function listing(checks: CiCheck[]): ToolOutput {
  if (checks.length === 0)
    return { output: "No check of the pull request's head has failed.", display: "ci_logs: none failed" };
  const lines = checks.map(
    (c) =>
      `- ${c.id} "${c.name}" (${c.conclusion})${c.hasLog ? "" : ` — another app: ${c.note ?? "no log"}`}${c.url ? ` ${c.url}` : ""}`,
  );
  return {
    output: `Failed checks of the pull request's head:\n${lines.join("\n")}\n\nCall ci_logs with a check's name or id for the failing part of its log.`,
    display: `ci_logs: ${checks.length} failed`,
  };
}

function names(checks: CiCheck[]): string {
  return checks.map((c) => `"${c.name}"`).join(", ");
}

function fail(text: string, errorType: ToolOutput["errorType"], display: string): ToolOutput {
  return { output: text, display, isError: true, errorType };
}
