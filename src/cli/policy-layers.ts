// Where `repo-agent policy` finds the policy to check: the repository's file (and the organisation's, with
// --org-policy) on disk, or, with --repository, both files on the default branches on GitHub, read exactly as the
// action reads them (GITHUB_TOKEN, GITHUB_API_URL).
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadLayeredPolicy, loadPolicy, type LayeredPolicy, type PolicyText } from "../policy/load.js";
import { mergePolicyLayers } from "../policy/merge.js";
import type { PolicyInput } from "../policy/schema.js";
import { parse as parseYaml } from "yaml";

export interface PolicyLocation {
  /** The repository's policy file on disk. */
  file: string;
  /** The organisation's policy file on disk. */
  orgPolicy?: string;
  /** owner/name: read both files from GitHub instead. */
  repository?: string;
  workspace: string;
  checkExamples: boolean;
}

export class LocationError extends Error {}

export async function loadPolicyAt(where: PolicyLocation): Promise<LayeredPolicy> {
  const { workspace, checkExamples } = where;
  if (where.repository) return loadFromGitHub(where.repository, where);
  const repository = await readIfExists(where.file);
  if (!where.orgPolicy) {
    const loaded = await loadPolicy({ file: where.file, workspace, checkExamples });
    // One file: every line is that file's.
    const provenance = repository
      ? mergePolicyLayers(undefined, { name: where.file, input: parseYaml(repository) as PolicyInput }).provenance
      : new Map<string, string>();
    return { ...loaded, provenance, ignored: [] };
  }
  const organization = await readIfExists(where.orgPolicy);
  if (organization === undefined) throw new LocationError(`organisation policy file ${where.orgPolicy} does not exist`);
  return loadLayeredPolicy({
    organization: { name: where.orgPolicy, text: organization },
    repository: repository === undefined ? undefined : { name: where.file, text: repository },
    workspace,
    checkExamples,
  });
}

async function loadFromGitHub(fullName: string, where: PolicyLocation): Promise<LayeredPolicy> {
  const [owner, repo, extra] = fullName.split("/");
  if (!owner || !repo || extra !== undefined)
    throw new LocationError(`--repository takes owner/name, got "${fullName}"`);
  const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN;
  if (!token) throw new LocationError("--repository reads GitHub: set GITHUB_TOKEN");
  const { createOctokit } = await import("../github/octokit.js");
  const { fetchTrustedRoot } = await import("../github/trusted-root.js");
  const { fetchOrganizationRoot } = await import("../github/organization.js");
  const octokit = createOctokit({ token, baseUrl: process.env.GITHUB_API_URL || "https://api.github.com" });
  const policyPath = path.isAbsolute(where.file) ? ".github/agent-policy.yml" : where.file;
  const dir = await mkdtemp(path.join(tmpdir(), "repo-agent-policy-"));
  try {
    const [own, org] = await Promise.all([
      fetchTrustedRoot({ octokit, owner, repo, policyPath, dir }),
      fetchOrganizationRoot({ octokit, owner, repo, policyPath, trustedDir: dir }),
    ]);
    const text = (name: string, t: string | undefined): PolicyText | undefined =>
      t === undefined ? undefined : { name, text: t };
    return await loadLayeredPolicy({
      organization: text(`${org?.repository}:${policyPath}`, org?.policyText),
      repository: text(`${fullName}:${policyPath}`, own.policyText),
      workspace: where.workspace,
      checkExamples: where.checkExamples,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new LocationError(`cannot read ${file}: ${(err as Error).message}`);
  }
}
