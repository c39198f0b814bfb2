// What a cloud client needs, as the action read it from its inputs and the job's environment. Region and
// project fall back to the standard variables those clouds' own tools export; credentials are never here but
// in the standard places (AWS_* from aws-actions/configure-aws-credentials, the file google-github-actions/auth
// writes, a Foundry key), which the SDKs read themselves.
import type { Messages } from "@anthropic-ai/sdk/resources/messages/messages";
import type { EntraSettings } from "./entra.js";

export type CloudSettings =
  | { provider: "bedrock"; region?: string; baseURL?: string }
  | { provider: "vertex"; project?: string; region?: string; baseURL?: string; keyFile?: string }
  | { provider: "foundry"; resource?: string; baseURL?: string; apiKey?: string; entra?: EntraSettings };

/** The part of every client (first-party or cloud) the model client uses. */
export type MessagesApi = Pick<Messages, "stream" | "create">;

/** The options every client gets from the model client: our own retries, timeout and fetch. */
export interface CommonClientOptions {
  timeout?: number;
  fetch?: typeof fetch;
}

/** Builds the cloud's client; each SDK is its own chunk, loaded only for the provider in use. Each is imported
 * through its CommonJS build, so the clouds run on the SDK's CommonJS copy: sharing the ESM modules with the
 * default provider made webpack put every API resource the clouds use (beta, the full client: ~0.9 MB) in the
 * chunk the Anthropic API path loads before its first request. model.ts adopts that copy's errors; the copy's
 * types are the same API, declared twice (hence the casts). */
export async function openCloudClient(settings: CloudSettings, common: CommonClientOptions): Promise<MessagesApi> {
  const base = { maxRetries: 0, timeout: common.timeout, logLevel: "off" as const, ...(common.fetch ? { fetch: common.fetch } : {}) };
  switch (settings.provider) {
    case "bedrock":
      return (await import("./bedrock.js")).bedrockClient(settings, base);
    case "vertex":
      return (await import("./vertex.js")).vertexClient(settings, base);
    case "foundry":
      return (await import("./foundry.js")).foundryClient(settings, base);
  }
}

export type BaseClientOptions = { maxRetries: number; timeout?: number; logLevel: "off"; fetch?: typeof fetch };
