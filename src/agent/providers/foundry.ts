// Claude on Microsoft Foundry: the Messages API at `https://<resource>.services.ai.azure.com/anthropic/`, with
// the resource's key (`x-api-key`) or, keyless, a Microsoft Entra token for GitHub's OIDC token (entra.ts).
import { entraTokenProvider } from "./entra.js";
import type { BaseClientOptions, CloudSettings, MessagesApi } from "./settings.js";

export async function foundryClient(settings: Extract<CloudSettings, { provider: "foundry" }>, base: BaseClientOptions): Promise<MessagesApi> {
  // Its CommonJS build, on the SDK's CommonJS copy: AnthropicFoundry extends the full Anthropic client, and
  // sharing the ESM client module with the default provider's chunk would pull every API resource (~0.9 MB)
  // into what the Anthropic API path loads before its first request. model.ts adopts this copy's errors.
  const { AnthropicFoundry } = await import("@anthropic-ai/foundry-sdk/client.js");
  const client = new AnthropicFoundry({
    ...base,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : settings.entra ? { azureADTokenProvider: entraTokenProvider(settings.entra, base.fetch) } : {}),
    // The two are exclusive, and each defaults to its environment variable when left undefined.
    ...(settings.baseURL ? { baseURL: settings.baseURL, resource: null } : { baseURL: null, resource: settings.resource }),
  });
  // The same API as this copy's types describe, declared by the other copy's.
  return client.messages as unknown as MessagesApi;
}
