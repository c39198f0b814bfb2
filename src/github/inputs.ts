// The action's inputs (action.yml), read once and validated: a bad number or a `*` in allowed_bots is a clear
// configuration error, not a silent default.
import * as core from "@actions/core";

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

  return {
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
  };
}
