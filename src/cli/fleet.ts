// `repo-agent fleet list|summary`: the first and last jobs of a central workflow that runs a chore across many
// repositories on Actions' own matrix (README "Fleet chores"). Exit codes: 0 done, 1 GitHub failed, 2 usage.
import { appendFile, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Octokit } from "../github/octokit.js";
import { FleetError, listFleetRepositories, MAX_MATRIX_JOBS, type FleetSource } from "../github/fleet-repositories.js";
import { fleetMarker, renderFleetSummary, type FleetResult } from "../report/fleet-summary.js";
import { processOutput, type Output } from "./output.js";

const USAGE = `usage:
  repo-agent fleet list (--installation | --topic TOPIC --owner ORG | --repositories "a/b,c/d")
                        [--max-cost-usd N] [--budget-usd N]
  repo-agent fleet summary --results DIR [--matrix JSON] [--budget-usd N] [--title TEXT] [--issue]

list prints the matrix ({"include":[{"repository":…,"name":…,"max_cost_usd":…}]}) and, in a workflow, sets the outputs
matrix and count. Each repository's max_cost_usd is --max-cost-usd, lowered to --budget-usd divided by the number
of repositories, so the matrix as a whole cannot spend more than the fleet budget.
summary reads the JSON files the matrix jobs left in DIR (the action's outputs), writes one table to the job
summary and, with --issue, to one issue in GITHUB_REPOSITORY that each run updates instead of opening another.
GitHub is read with GITHUB_TOKEN at GITHUB_API_URL.
`;

class UsageError extends Error {}

type Flags = Record<string, string | true>;

function parseFlags(argv: string[], known: Record<string, "value" | "switch">): Flags {
  const flags: Flags = {};
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, "");
    const kind = argv[i].startsWith("--") ? known[name] : undefined;
    if (!kind) throw new UsageError(`unknown argument ${JSON.stringify(argv[i])}`);
    if (kind === "switch") flags[name] = true;
    else {
      const value = argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      flags[name] = value;
    }
  }
  return flags;
}

function money(flags: Flags, name: string): number | undefined {
  const raw = flags[name];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (typeof raw !== "string" || !Number.isFinite(value) || value <= 0)
    throw new UsageError(`--${name} must be a positive number of US dollars`);
  return value;
}

export async function main(argv: string[], out: Output = processOutput, env = process.env): Promise<number> {
  const [sub, ...rest] = argv;
  try {
    if (sub === "list") return await list(rest, out, env);
    if (sub === "summary") return await summary(rest, out, env);
    if (sub === undefined || sub === "help" || sub === "--help" || sub === "-h") {
      out.stdout(USAGE);
      return sub === undefined ? 2 : 0;
    }
    throw new UsageError(`unknown subcommand ${JSON.stringify(sub)}`);
  } catch (err) {
    if (err instanceof UsageError || err instanceof FleetError) {
      out.stderr(`repo-agent fleet: ${err.message}\n${err instanceof UsageError ? `\n${USAGE}` : ""}`);
      return 2;
    }
    throw err;
  }
}

async function octokitFrom(env: NodeJS.ProcessEnv): Promise<Octokit | undefined> {
  const token = env.GITHUB_TOKEN || env.GH_TOKEN;
  if (!token) return undefined;
  const { createOctokit } = await import("../github/octokit.js");
  return createOctokit({ token, baseUrl: env.GITHUB_API_URL || "https://api.github.com" });
}

async function list(argv: string[], out: Output, env: NodeJS.ProcessEnv): Promise<number> {
  const flags = parseFlags(argv, {
    installation: "switch",
    topic: "value",
    owner: "value",
    repositories: "value",
    "max-cost-usd": "value",
    "budget-usd": "value",
  });
  const sources = ["installation", "topic", "repositories"].filter((k) => flags[k] !== undefined);
  if (sources.length !== 1) throw new UsageError("give one of --installation, --topic or --repositories");
  let source: FleetSource;
  if (flags.installation) source = { kind: "installation" };
  else if (typeof flags.topic === "string") {
    const owner = flags.owner ?? env.GITHUB_REPOSITORY_OWNER;
    if (typeof owner !== "string" || !owner) throw new UsageError("--topic needs --owner (or GITHUB_REPOSITORY_OWNER)");
    source = { kind: "topic", owner, topic: flags.topic };
  } else {
    const names = String(flags.repositories)
      .split(/[\s,]+/)
      .filter(Boolean);
    source = { kind: "list", repositories: names };
  }
  const repositories = await listFleetRepositories(await octokitFrom(env), source);
  if (repositories.length > MAX_MATRIX_JOBS)
    throw new FleetError(
      `${repositories.length} repositories: a matrix runs at most ${MAX_MATRIX_JOBS} jobs; split the fleet`,
    );
  const perRepository = perRepositoryBudget(
    money(flags, "max-cost-usd"),
    money(flags, "budget-usd"),
    repositories.length,
  );
  const matrix = {
    include: repositories.map((repository) => ({
      repository,
      // The name alone, for actions/create-github-app-token's `repositories` (a token for this repository only).
      name: repository.split("/")[1],
      ...(perRepository === undefined ? {} : { max_cost_usd: perRepository.toFixed(2) }),
    })),
  };
  const json = JSON.stringify(matrix);
  out.stdout(`${json}\n`);
  if (env.GITHUB_OUTPUT) await appendFile(env.GITHUB_OUTPUT, `matrix=${json}\ncount=${repositories.length}\n`);
  return 0;
}

/** The cap each matrix job gets: the per-repository cap, lowered so that all of them together stay within the
 * fleet's budget (rounded down to the cent). */
export function perRepositoryBudget(
  perRepo: number | undefined,
  fleet: number | undefined,
  count: number,
): number | undefined {
  if (fleet === undefined || count === 0) return perRepo;
  const share = Math.floor((fleet / count) * 100) / 100;
  if (share < 0.01) throw new FleetError(`a fleet budget of $${fleet} cannot be shared among ${count} repositories`);
  return perRepo === undefined ? share : Math.min(perRepo, share);
}

async function summary(argv: string[], out: Output, env: NodeJS.ProcessEnv): Promise<number> {
  const flags = parseFlags(argv, {
    results: "value",
    matrix: "value",
    "budget-usd": "value",
    title: "value",
    issue: "switch",
  });
  if (typeof flags.results !== "string") throw new UsageError("--results DIR is required");
  const results = await readResults(flags.results);
  const expected = typeof flags.matrix === "string" ? matrixRepositories(flags.matrix) : [];
  const seen = new Set(results.map((r) => r.repository.toLowerCase()));
  const title = typeof flags.title === "string" ? flags.title : "repo-agent fleet run";
  const runUrl =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  const markdown = renderFleetSummary({
    results,
    missing: expected.filter((r) => !seen.has(r.toLowerCase())),
    budgetUsd: money(flags, "budget-usd"),
    runUrl,
    title,
  });
  out.stdout(markdown);
  if (env.GITHUB_STEP_SUMMARY) await appendFile(env.GITHUB_STEP_SUMMARY, markdown);
  if (flags.issue) out.stdout(`issue: ${await upsertIssue(env, title, markdown)}\n`);
  return 0;
}

function matrixRepositories(json: string): string[] {
  try {
    const data = JSON.parse(json) as { include?: { repository?: unknown }[] };
    return (data.include ?? []).map((e) => e.repository).filter((r): r is string => typeof r === "string");
  } catch {
    throw new UsageError("--matrix must be the JSON that fleet list printed");
  }
}

/** Every `*.json` in DIR (and one level below, as download-artifact leaves them without merge-multiple). */
async function readResults(dir: string): Promise<FleetResult[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (err) {
    throw new UsageError(`cannot read ${dir}: ${(err as Error).message}`);
  }
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith(".json"))
    .map((e) => path.join(e.parentPath, e.name));
  const results: FleetResult[] = [];
  for (const file of files.sort()) {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
    } catch {
      throw new FleetError(`${file} is not JSON`);
    }
    results.push(toResult(data, file));
  }
  return results;
}

/** One matrix job's record: `{repository, outcome, outputs}` as the README's workflow writes it, or the bare
 * outputs object (which names the repository itself). */
function toResult(data: Record<string, unknown>, file: string): FleetResult {
  const outputs = (typeof data.outputs === "object" && data.outputs !== null ? data.outputs : data) as Record<
    string,
    unknown
  >;
  const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);
  const repository = text(data.repository) ?? text(outputs.repository);
  if (!repository) throw new FleetError(`${file} does not say which repository it is about`);
  const cost = Number(text(outputs.cost_usd));
  const verified = text(outputs.verified);
  return {
    repository,
    conclusion: text(outputs.conclusion) ?? (text(data.outcome) === "failure" ? "failed" : undefined),
    prUrl: text(outputs.pr_url),
    verified: verified === undefined ? undefined : verified === "true",
    costUsd: Number.isFinite(cost) ? cost : undefined,
    error: text(outputs.error),
  };
}

/** The fleet's issue in the central repository, found by its hidden marker: updated, or opened on the first run. */
async function upsertIssue(env: NodeJS.ProcessEnv, title: string, markdown: string): Promise<string> {
  const octokit = await octokitFrom(env);
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
  if (!octokit || !owner || !repo) throw new FleetError("--issue needs GITHUB_TOKEN and GITHUB_REPOSITORY");
  const marker = fleetMarker(title);
  const body = `${marker}\n${markdown}`;
  const open = await octokit.paginate(octokit.rest.issues.listForRepo, { owner, repo, state: "open", per_page: 100 });
  const existing = open.find((i) => !i.pull_request && (i.body ?? "").startsWith(marker));
  if (existing) {
    const { data } = await octokit.rest.issues.update({ owner, repo, issue_number: existing.number, body });
    return data.html_url;
  }
  const { data } = await octokit.rest.issues.create({ owner, repo, title, body });
  return data.html_url;
}
