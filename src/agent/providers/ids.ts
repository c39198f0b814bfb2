// Which cloud serves Claude, and what its model ids look like. Each provider names the same models its own way
// (Bedrock `global.anthropic.claude-sonnet-4-6`, Vertex `claude-sonnet-4-5@20250929`); an id in another
// provider's shape is refused before the first request, with the shape this provider expects, rather than
// failing later as a bare 404. Pure: no SDK is loaded here.

export const PROVIDERS = ["anthropic", "bedrock", "vertex", "foundry"] as const;
export type Provider = (typeof PROVIDERS)[number];

export const PROVIDER_LABELS: Record<Provider, string> = {
  anthropic: "Anthropic API",
  bedrock: "Amazon Bedrock",
  vertex: "Google Vertex AI",
  foundry: "Microsoft Foundry",
};

/** The default model per cloud: the newest Sonnet each serves on the endpoint its SDK calls. The Anthropic
 * API's default lives in pricing.ts (the newest Sonnet in the SDK's model list). */
export const CLOUD_DEFAULT_MODELS: Record<Exclude<Provider, "anthropic">, string> = {
  bedrock: "global.anthropic.claude-sonnet-4-6",
  vertex: "claude-sonnet-4-6",
  foundry: "claude-sonnet-4-6",
};

const EXAMPLES: Record<Provider, string> = {
  anthropic: "`claude-sonnet-4-6`",
  bedrock:
    "`global.anthropic.claude-sonnet-4-6`, `us.anthropic.claude-sonnet-4-5-20250929-v1:0` or an inference profile ARN",
  vertex: "`claude-sonnet-4-6` or `claude-sonnet-4-5@20250929`",
  foundry: "the deployment name, e.g. `claude-sonnet-4-6`",
};

export interface CheckedModel {
  /** The id sent to the provider. */
  id: string;
  /** The Anthropic API id of the same model (for its context window and prices), when it can be told. */
  canonical?: string;
  /** Regional endpoints of Bedrock and Vertex cost more than their global ones (pricing.ts). */
  regional: boolean;
}

export class ModelIdError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ModelIdError";
  }
}

// `[geo.]anthropic.claude-…[-vN[:M]]`: a foundation model or a cross-region inference profile.
const BEDROCK_ID = /^(?:(?<geo>[a-z]{2,6}(?:-[a-z]+)?)\.)?anthropic\.(?<model>claude-[a-z0-9-]+?)(?:-v\d+(?::\d+)?)?$/;
const BEDROCK_ARN =
  /^arn:aws[a-z-]*:bedrock:[a-z0-9-]+:\d{0,12}:(?:inference-profile|application-inference-profile|foundation-model|provisioned-model|imported-model)\/(?<rest>\S+)$/;
const VERTEX_ID = /^(?<model>claude-[a-z0-9-]+?)(?:@(?<version>\d{8}|default|latest))?$/;
const ANTHROPIC_ID = /^claude-[a-z0-9-]+$/;

/** Checks `id` against `provider`'s naming; throws a ModelIdError that says what this provider expects. */
export function checkModelId(provider: Provider, id: string, opts: { vertexRegion?: string } = {}): CheckedModel {
  const refuse = (why: string): never => {
    throw new ModelIdError(
      `model "${id}" is not a ${PROVIDER_LABELS[provider]} model id (${why}); ${PROVIDER_LABELS[provider]} ids look like ${EXAMPLES[provider]}`,
    );
  };
  if (!id || /\s/.test(id)) refuse("empty or has spaces");
  switch (provider) {
    case "bedrock": {
      const arn = BEDROCK_ARN.exec(id);
      const inner = arn ? arn.groups!.rest : id;
      const m = BEDROCK_ID.exec(inner);
      // An application inference profile's ARN names no model: it is the maintainer's to know.
      if (arn && !m) return { id, regional: true };
      if (!m)
        return refuse(
          VERTEX_ID.test(id)
            ? "this is an Anthropic API or Vertex id; Bedrock ids start with `anthropic.` or a region group such as `us.`"
            : "Bedrock ids name the model after `anthropic.`",
        );
      return { id, canonical: m.groups!.model, regional: m.groups!.geo !== "global" };
    }
    case "vertex": {
      const m = VERTEX_ID.exec(id);
      if (!m)
        return refuse(
          id.includes("anthropic.") ? "this is a Bedrock id" : "Vertex ids are `claude-…`, optionally with `@<date>`",
        );
      if (!m.groups!.version && /-\d{8}$/.test(id))
        refuse(`Vertex writes the date after an @: \`${id.replace(/-(\d{8})$/, "@$1")}\``);
      return { id, canonical: m.groups!.model, regional: (opts.vertexRegion ?? "global") !== "global" };
    }
    case "foundry":
      if (id.includes("anthropic.") || id.includes("@") || id.startsWith("arn:"))
        refuse("this is a Bedrock or Vertex id");
      return { id, canonical: ANTHROPIC_ID.test(id) ? id : undefined, regional: false };
    case "anthropic":
      if (id.includes("anthropic.") || id.includes("@") || id.startsWith("arn:"))
        refuse("this is a Bedrock or Vertex id: set the provider input to use that cloud");
      return { id, canonical: id, regional: false };
  }
}

/** Names `provider` if it is one; otherwise throws with the list. */
export function parseProvider(value: string | undefined): Provider {
  const name = (value ?? "").trim().toLowerCase() || "anthropic";
  if ((PROVIDERS as readonly string[]).includes(name)) return name as Provider;
  throw new ModelIdError(`provider must be one of ${PROVIDERS.join(", ")}; got "${value}"`);
}
