// The action's inputs (action.yml), read once and validated: a bad number or a `*` in allowed_bots is a clear
// configuration error, not a silent default.
import * as core from "@actions/core";
import { parseProvider, ModelIdError, type Provider } from "../agent/providers/ids.js";
import type { CloudSettings } from "../agent/providers/settings.js";
import { MIN_THINKING_BUDGET, type Effort } from "../agent/effort.js";

export interface ActionInputs {
  anthropicApiKey: string;
  githubToken: string;
  trigger: string;
  prompt: string;
  /** A label that starts a run when added to an issue or pull request. */
  labelTrigger?: string;
  /** A login that starts a run when an issue or pull request is assigned to it. */
  assigneeTrigger?: string;
  /** Workflows whose failed runs on a same-repository pull request start a fix (workflow_run). */
  ciWorkflows: string[];
  policyPath: string;
  model?: string;
  maxTurns?: number;
  maxCostUsd?: number;
  timeoutMinutes?: number;
  allowedBots: string[];
  baseBranch?: string;
  branchPrefix: string;
  draft: boolean;
  labels: string[];
  anthropicBaseUrl?: string;
  provider: Provider;
  /** Set for every provider but the Anthropic API. */
  cloud?: CloudSettings;
  /** Review pull requests on opened, synchronize and ready_for_review. */
  autoReview: boolean;
  /** Another repository to work on (owner/name), checked out by the action itself; schedule and dispatch only. */
  repository?: string;
  /** The target repository's branch to start from and open the pull request against. */
  ref?: string;
  /** git: push the commits; api: create them through the Git Data API, so GitHub signs them for an App's token. */
  commitSigning: "git" | "api";
  /** One comment per issue or PR, edited by each run, earlier reports folded below. */
  stickyComment: boolean;
  /** Inline JSON Schema or a path on the default branch (resolved by output-schema-source.ts). */
  outputSchema?: string;
  /** The workflow's standing instructions, appended to the system prompt. */
  instructions?: string;
  effort?: Effort;
}

export class InputError extends Error {}

/** From the runner's INPUT_<NAME> environment variables (core.getInput). */
export function readInputs(): ActionInputs {
  const text = (name: string) => core.getInput(name);
  const optional = (name: string) => text(name) || undefined;
  const number = (name: string, opts: { integer?: boolean } = {}) => {
    const raw = text(name);
    if (!raw) return undefined;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0 || (opts.integer && !Number.isInteger(value))) {
      throw new InputError(`input ${name} must be a positive ${opts.integer ? "integer" : "number"}, got "${raw}"`);
    }
    return value;
  };
  // YAML 1.2's core schema booleans (core.getBooleanInput), with a default when the input is empty.
  const boolean = (name: string, fallback: boolean) => {
    if (!text(name)) return fallback;
    try {
      return core.getBooleanInput(name);
    } catch {
      throw new InputError(`input ${name} must be true or false, got "${text(name)}"`);
    }
  };
  const list = (name: string) =>
    text(name)
      .split(/[,\n]/)
      .map((s) => s.trim())
      .filter(Boolean);

  const allowedBots = list("allowed_bots");
  if (allowedBots.some((b) => b.includes("*"))) {
    throw new InputError("input allowed_bots must name bots exactly; a wildcard would let any bot run the agent");
  }
  const draft = boolean("draft", true);
  const baseUrl = optional("anthropic_base_url");
  if (baseUrl && !/^https?:\/\//.test(baseUrl)) throw new InputError(`input anthropic_base_url must be an http(s) URL`);

  let provider: Provider;
  try {
    provider = parseProvider(text("provider"));
  } catch (err) {
    throw new InputError(`input ${(err as ModelIdError).message}`);
  }

  const commitSigning = text("commit_signing") || "git";
  if (commitSigning !== "git" && commitSigning !== "api")
    throw new InputError(`input commit_signing must be git or api, got "${commitSigning}"`);

  return {
    commitSigning,
    stickyComment: boolean("sticky_comment", false),
    provider,
    cloud: readCloudSettings(provider, text),
    anthropicApiKey: text("anthropic_api_key") || process.env.ANTHROPIC_API_KEY || "",
    githubToken: text("github_token") || process.env.GITHUB_TOKEN || "",
    trigger: text("trigger") || "/agent",
    prompt: text("prompt"),
    labelTrigger: optional("label_trigger"),
    assigneeTrigger: optional("assignee_trigger")?.replace(/^@/, ""),
    ciWorkflows: list("ci_workflows"),
    policyPath: text("policy") || ".github/agent-policy.yml",
    model: optional("model"),
    maxTurns: number("max_turns", { integer: true }),
    maxCostUsd: number("max_cost_usd"),
    timeoutMinutes: number("timeout_minutes"),
    allowedBots,
    baseBranch: optional("base_branch"),
    branchPrefix: text("branch_prefix") || "agent/",
    draft,
    labels: list("labels"),
    anthropicBaseUrl: baseUrl || process.env.ANTHROPIC_BASE_URL || undefined,
    autoReview: boolean("auto_review", false),
    repository: optional("repository"),
    ref: optional("ref"),
    outputSchema: optional("output_schema")?.trim() || undefined,
    instructions: optional("instructions")?.trim() || undefined,
    effort: parseEffort(text("effort").trim()),
  };
}

function parseEffort(raw: string): Effort | undefined {
  if (!raw) return undefined;
  if (raw === "low" || raw === "medium" || raw === "high") return raw;
  const budget = Number(raw);
  if (Number.isInteger(budget) && budget >= MIN_THINKING_BUDGET) return budget;
  throw new InputError(
    `input effort must be low, medium, high or a thinking budget of at least ${MIN_THINKING_BUDGET} tokens, got "${raw}"`,
  );
}

/** A cloud's region, project or resource from its input, else the variables its own tools export. */
function readCloudSettings(
  provider: Provider,
  input: (name: string) => string,
  env: NodeJS.ProcessEnv = process.env,
): CloudSettings | undefined {
  const first = (...values: (string | undefined)[]) => values.find((v) => v !== undefined && v.trim() !== "")?.trim();
  switch (provider) {
    case "anthropic":
      return undefined;
    case "bedrock": {
      const region = first(input("aws_region"), env.AWS_REGION, env.AWS_DEFAULT_REGION);
      if (!region)
        throw new InputError(
          "provider bedrock needs a region: set the aws_region input or AWS_REGION (aws-actions/configure-aws-credentials sets it from its aws-region)",
        );
      return { provider, region, baseURL: first(env.ANTHROPIC_BEDROCK_BASE_URL) };
    }
    case "vertex": {
      const project = first(
        input("vertex_project"),
        env.ANTHROPIC_VERTEX_PROJECT_ID,
        env.GOOGLE_CLOUD_PROJECT,
        env.GCLOUD_PROJECT,
        env.CLOUDSDK_CORE_PROJECT,
      );
      if (!project)
        throw new InputError(
          "provider vertex needs a project: set the vertex_project input or GOOGLE_CLOUD_PROJECT (google-github-actions/auth sets it from its project_id)",
        );
      return {
        provider,
        project,
        region: first(input("vertex_region"), env.CLOUD_ML_REGION) ?? "global",
        baseURL: first(env.ANTHROPIC_VERTEX_BASE_URL),
      };
    }
    case "foundry": {
      const resource = first(input("foundry_resource"), env.ANTHROPIC_FOUNDRY_RESOURCE);
      const baseURL = first(env.ANTHROPIC_FOUNDRY_BASE_URL);
      const apiKey = first(input("foundry_api_key"), env.ANTHROPIC_FOUNDRY_API_KEY);
      if (!resource && !baseURL)
        throw new InputError(
          "provider foundry needs a resource: set the foundry_resource input (the name in https://<resource>.services.ai.azure.com) or ANTHROPIC_FOUNDRY_BASE_URL",
        );
      const clientId = first(input("azure_client_id"), env.AZURE_CLIENT_ID);
      const tenantId = first(input("azure_tenant_id"), env.AZURE_TENANT_ID);
      const entra = !apiKey && clientId && tenantId ? { clientId, tenantId } : undefined;
      if (!apiKey && !entra) {
        throw new InputError(
          "provider foundry needs credentials: azure_client_id and azure_tenant_id (keyless, with id-token: write) or the resource's key in foundry_api_key",
        );
      }
      return { provider, resource: baseURL ? undefined : resource, baseURL, apiKey, entra };
    }
  }
}
