// The action's inputs (action.yml), read once and validated: a bad number or a `*` in allowed_bots is a clear
// configuration error, not a silent default.
import { getInput } from "./actions-runtime.js";

export interface ActionInputs {
  anthropicApiKey: string;
  githubToken: string;
  trigger: string;
  prompt: string;
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

type Reader = (name: string) => string;

/** `read` defaults to the runner's INPUT_<NAME> environment variables. */
export function readInputs(read: Reader = (name) => getInput(name)): ActionInputs {
  const text = (name: string) => read(name).trim();
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
  const list = (name: string) =>
    text(name)
      .split(/[,\n]/)
      .map((s) => s.trim())
      .filter(Boolean);

  const allowedBots = list("allowed_bots");
  if (allowedBots.some((b) => b.includes("*"))) {
    throw new InputError("input allowed_bots must name bots exactly; a wildcard would let any bot run the agent");
  }
  const draft = text("draft").toLowerCase();
  if (draft && !["true", "false"].includes(draft)) throw new InputError(`input draft must be true or false, got "${draft}"`);
  const baseUrl = optional("anthropic_base_url");
  if (baseUrl && !/^https?:\/\//.test(baseUrl)) throw new InputError(`input anthropic_base_url must be an http(s) URL`);

  return {
    anthropicApiKey: text("anthropic_api_key") || process.env.ANTHROPIC_API_KEY || "",
    githubToken: text("github_token") || process.env.GITHUB_TOKEN || "",
    trigger: text("trigger") || "/agent",
    prompt: text("prompt"),
    policyPath: text("policy") || ".github/agent-policy.yml",
    model: optional("model"),
    maxTurns: number("max_turns", { integer: true }),
    maxCostUsd: number("max_cost_usd"),
    timeoutMinutes: number("timeout_minutes"),
    allowedBots,
    baseBranch: optional("base_branch"),
    branchPrefix: text("branch_prefix") || "agent/",
    draft: draft !== "false",
    labels: list("labels"),
    anthropicBaseUrl: baseUrl || process.env.ANTHROPIC_BASE_URL || undefined,
  };
}
