// One table of what each model costs and how much it can read. Prices are USD per million tokens from
// Anthropic's pricing page (checked 2026-10; Sonnet 5.5 cache reads cut to 0.05× input on 2026-10-07).
// Cache writes are the 5-minute rate, the only TTL we ask for.
import type { Model } from "@anthropic-ai/sdk/resources/messages";
import type { Usage } from "../transcript-events.js";
import { USD_PER_SEARCH } from "./web-search.js";

export interface ModelPrices {
  inputPerMTok: number;
  outputPerMTok: number;
  cacheWritePerMTok: number;
  cacheReadPerMTok: number;
}

export interface ModelInfo {
  /** Undefined for a model we have no prices for: the cost budget is then off (tokens are still counted). */
  prices?: ModelPrices;
  /** Input tokens the model reads per request. */
  contextWindow: number;
  maxOutputTokens: number;
  /** Some models charge every token of a request more once its prompt passes a threshold. */
  longPrompt?: { thresholdTokens: number; prices: ModelPrices };
}

/** The newest Sonnet in the SDK's `Model` list. */
export const DEFAULT_MODEL: Model = "claude-sonnet-5-5";

const M = 1_000_000;
const K = 1_000;
const prices = (input: number, output: number, cacheWrite: number, cacheRead: number): ModelPrices => ({
  inputPerMTok: input,
  outputPerMTok: output,
  cacheWritePerMTok: cacheWrite,
  cacheReadPerMTok: cacheRead,
});

const TABLE: Record<string, ModelInfo> = {
  "claude-fable-5-1": { prices: prices(10, 50, 12.5, 0.25), contextWindow: M, maxOutputTokens: 128 * K },
  "claude-mythos-5-1": { prices: prices(10, 50, 12.5, 0.25), contextWindow: M, maxOutputTokens: 128 * K },
  "claude-fable-5": { prices: prices(10, 50, 12.5, 1), contextWindow: M, maxOutputTokens: 128 * K },
  "claude-mythos-5": { prices: prices(10, 50, 12.5, 1), contextWindow: M, maxOutputTokens: 128 * K },
  "claude-opus-5-5": { prices: prices(4, 20, 5, 0.2), contextWindow: M, maxOutputTokens: 128 * K },
  "claude-opus-5": { prices: prices(5, 25, 6.25, 0.5), contextWindow: M, maxOutputTokens: 128 * K },
  "claude-opus-4-8": { prices: prices(5, 25, 6.25, 0.5), contextWindow: M, maxOutputTokens: 128 * K },
  "claude-opus-4-7": { prices: prices(5, 25, 6.25, 0.5), contextWindow: M, maxOutputTokens: 128 * K },
  "claude-opus-4-6": { prices: prices(5, 25, 6.25, 0.5), contextWindow: 200 * K, maxOutputTokens: 128 * K },
  "claude-opus-4-5": { prices: prices(5, 25, 6.25, 0.5), contextWindow: 200 * K, maxOutputTokens: 64 * K },
  "claude-sonnet-5-5": { prices: prices(2, 10, 2.5, 0.1), contextWindow: M, maxOutputTokens: 128 * K },
  "claude-sonnet-5": { prices: prices(2, 10, 2.5, 0.2), contextWindow: M, maxOutputTokens: 128 * K },
  "claude-sonnet-4-6": { prices: prices(3, 15, 3.75, 0.3), contextWindow: 200 * K, maxOutputTokens: 64 * K },
  "claude-sonnet-4-5": { prices: prices(3, 15, 3.75, 0.3), contextWindow: 200 * K, maxOutputTokens: 64 * K },
  "claude-haiku-5-5": {
    prices: prices(0.1, 0.5, 0.125, 0.01),
    contextWindow: M,
    maxOutputTokens: 128 * K,
    longPrompt: { thresholdTokens: 100 * K, prices: prices(0.5, 2.5, 0.625, 0.05) },
  },
  "claude-haiku-4-5": { prices: prices(1, 5, 1.25, 0.1), contextWindow: 200 * K, maxOutputTokens: 64 * K },
};

/** A conservative window for models the table does not know: compaction starts early rather than too late. */
const UNKNOWN_MODEL: ModelInfo = { contextWindow: 200 * K, maxOutputTokens: 32 * K };

export interface ResolvedModel {
  model: string;
  info: ModelInfo;
  /** Set when the cost budget cannot be enforced, for the caller to show. */
  warning?: string;
}

/** Bedrock's and Vertex's regional endpoints (Sonnet 4.5 and later, every model in the table) cost 10% more than
 * their global ones; the Anthropic API and Foundry bill the published prices. */
const REGIONAL_PREMIUM = 1.1;

/** How a cloud names the model (providers/ids.ts): the Anthropic API id to look up, and whether its endpoint is
 * a regional one. */
export interface ProviderModel {
  canonical?: string;
  regional: boolean;
}

/** The table's entry for `model` (dated ids like `claude-sonnet-4-5-20250929` use their alias's entry), with
 * the caller's overrides on top. A cloud's id is looked up by its Anthropic API name. */
export function resolveModel(
  model: string = DEFAULT_MODEL,
  override: { prices?: Partial<ModelPrices>; contextWindow?: number; maxOutputTokens?: number } = {},
  provider?: ProviderModel,
): ResolvedModel {
  const name = provider ? provider.canonical : model;
  const known = name === undefined ? undefined : (TABLE[name] ?? TABLE[name.replace(/-\d{8}$/, "")]);
  const base = known && provider?.regional ? withPremium(known, REGIONAL_PREMIUM) : (known ?? UNKNOWN_MODEL);
  const merged = override.prices ? { ...(base.prices ?? {}), ...override.prices } : base.prices;
  const complete = merged && isComplete(merged) ? merged : undefined;
  const info: ModelInfo = {
    ...base,
    prices: complete,
    // A long-prompt tier belongs to the published prices; overridden prices replace it.
    longPrompt: override.prices ? undefined : base.longPrompt,
    contextWindow: override.contextWindow ?? base.contextWindow,
    maxOutputTokens: override.maxOutputTokens ?? base.maxOutputTokens,
  };
  const warning = complete
    ? undefined
    : `no prices known for model "${model}": the cost budget is off for this run (token, turn and time budgets still apply); pass prices to enable it`;
  return { model, info, warning };
}

/** USD for one request's usage; undefined when the model has no prices. */
export function costOf(usage: Usage, info: ModelInfo): number | undefined {
  if (!info.prices) return undefined;
  const prompt = usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens;
  const p = info.longPrompt && prompt > info.longPrompt.thresholdTokens ? info.longPrompt.prices : info.prices;
  return (
    (usage.input_tokens * p.inputPerMTok +
      usage.output_tokens * p.outputPerMTok +
      usage.cache_creation_input_tokens * p.cacheWritePerMTok +
      usage.cache_read_input_tokens * p.cacheReadPerMTok) /
      M +
    (usage.web_search_requests ?? 0) * USD_PER_SEARCH
  );
}

function withPremium(info: ModelInfo, factor: number): ModelInfo {
  const scale = (p: ModelPrices): ModelPrices =>
    prices(
      p.inputPerMTok * factor,
      p.outputPerMTok * factor,
      p.cacheWritePerMTok * factor,
      p.cacheReadPerMTok * factor,
    );
  return {
    ...info,
    prices: info.prices && scale(info.prices),
    longPrompt: info.longPrompt && { ...info.longPrompt, prices: scale(info.longPrompt.prices) },
  };
}

function isComplete(p: Partial<ModelPrices>): p is ModelPrices {
  return [p.inputPerMTok, p.outputPerMTok, p.cacheWritePerMTok, p.cacheReadPerMTok].every(
    (v) => typeof v === "number" && Number.isFinite(v) && v >= 0,
  );
}
