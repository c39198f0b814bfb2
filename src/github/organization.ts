// Organisation defaults (issue 25): the policy file, instruction files and skills may also live in the
// organisation's `.github` repository, read from its default branch with the job's token. A repository the token
// cannot see (404; 401/403 for an installation token not granted it) is simply absent; any other failure stops the
// run, because running without the organisation's enforced denials would be failing open.
import { join } from "node:path";
import { ORGANIZATION_DIR } from "../agent/instructions.js";
import { statusOf } from "./permission.js";
import type { Octokit } from "./octokit.js";
import { fetchTrustedRoot, type TrustedRoot } from "./trusted-root.js";

const ORGANIZATION_REPO = ".github";

export interface OrganizationRoot extends TrustedRoot {
  /** `acme/.github` */
  repository: string;
}

/** The organisation's files under `<trustedDir>/.repo-agent-organization`, or undefined when it has none we can
 * read (or the run is about the `.github` repository itself, whose own files already apply). */
export async function fetchOrganizationRoot(opts: {
  octokit: Octokit;
  owner: string;
  repo: string;
  policyPath: string;
  trustedDir: string;
  log?: (message: string) => void;
}): Promise<OrganizationRoot | undefined> {
  if (opts.repo.toLowerCase() === ORGANIZATION_REPO) return undefined;
  const repository = `${opts.owner}/${ORGANIZATION_REPO}`;
  try {
    const root = await fetchTrustedRoot({
      octokit: opts.octokit,
      owner: opts.owner,
      repo: ORGANIZATION_REPO,
      policyPath: opts.policyPath,
      dir: join(opts.trustedDir, ORGANIZATION_DIR),
    });
    return root.files.length > 0 ? { ...root, repository } : undefined;
  } catch (err) {
    const status = statusOf(err);
    if (status !== 401 && status !== 403 && status !== 404) throw err;
    opts.log?.(`repo-agent: ${repository} cannot be read with this token (${status}); no organisation defaults`);
    return undefined;
  }
}

/** One line for the final comment: which files configured this run, and what an enforced section refused. */
export function describeConfigurationSources(
  organization: OrganizationRoot,
  repository: { fullName: string; files: readonly string[] },
  ignored: readonly string[],
): string {
  const list = (files: readonly string[]) => files.map((f) => `\`${f}\``).join(", ");
  const own = repository.files.length ? ` and ${repository.fullName} (${list(repository.files)})` : "";
  const refused = ignored.length ? ` Ignored (enforced by the organisation): ${ignored.join("; ")}.` : "";
  return `Configuration: ${organization.repository} (${list(organization.files)})${own}, from their default branches.${refused}`;
}
