// Opens the cloud's client for the model client. Apart from settings.ts so that the clients, which import the
// settings' types, and this module, which imports the clients, make no cycle.
import type { CloudSettings, CommonClientOptions, MessagesApi } from "./settings.js";

/** Builds the cloud's client; each SDK is its own chunk, loaded only for the provider in use. Each is imported
 * through its CommonJS build, so the clouds run on the SDK's CommonJS copy: sharing the ESM modules with the
 * default provider made webpack put every API resource the clouds use (beta, the full client: ~0.9 MB) in the
 * chunk the Anthropic API path loads before its first request. model.ts adopts that copy's errors; the copy's
 * types are the same API, declared twice (hence the casts). */
export async function openCloudClient(settings: CloudSettings, common: CommonClientOptions): Promise<MessagesApi> {
  const base = {
    maxRetries: 0,
    timeout: common.timeout,
    logLevel: "off" as const,
    ...(common.fetch ? { fetch: common.fetch } : {}),
  };
  switch (settings.provider) {
    case "bedrock":
      return (await import("./bedrock.js")).bedrockClient(settings, base);
    case "vertex":
      return (await import("./vertex.js")).vertexClient(settings, base);
    case "foundry":
      return (await import("./foundry.js")).foundryClient(settings, base);
  }
}
