// `repo-agent fleet list`: the repositories a central workflow runs a chore across — those the GitHub App
// installation was granted, an organisation's repositories with a topic, or a list — as a matrix for the next job.
import type { Octokit } from "./octokit.js";

export type FleetSource =
  { kind: "installation" } | { kind: "topic"; owner: string; topic: string } | { kind: "list"; repositories: string[] };

/** GitHub refuses a matrix of more than 256 jobs. */
export const MAX_MATRIX_JOBS = 256;

const FULL_NAME = /^[\w.-]+\/[\w.-]+$/;

export class FleetError extends Error {}

/** owner/name of every repository the source names, sorted, without duplicates, archived ones left out. */
export async function listFleetRepositories(octokit: Octokit | undefined, source: FleetSource): Promise<string[]> {
  let names: string[];
  if (source.kind === "list") {
    const bad = source.repositories.find((r) => !FULL_NAME.test(r));
    if (bad !== undefined) throw new FleetError(`"${bad}" is not owner/name`);
    names = source.repositories;
  } else {
    if (!octokit) throw new FleetError("listing repositories needs a token (GITHUB_TOKEN)");
    const live = (r: { archived?: boolean; full_name: string }) => !r.archived;
    if (source.kind === "installation") {
      const repos = await octokit.paginate(octokit.rest.apps.listReposAccessibleToInstallation, { per_page: 100 });
      names = repos.filter(live).map((r) => r.full_name);
    } else {
      const repos = await octokit.paginate(octokit.rest.repos.listForOrg, { org: source.owner, per_page: 100 });
      names = repos.filter((r) => live(r) && (r.topics ?? []).includes(source.topic)).map((r) => r.full_name);
    }
  }
  // The organisation's `.github` repository holds configuration, not code to run chores on.
  return [...new Set(names)].filter((n) => !n.toLowerCase().endsWith("/.github")).sort();
}
