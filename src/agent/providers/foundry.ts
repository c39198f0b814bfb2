// Claude on Microsoft Foundry: the Messages API at `https://<resource>.services.ai.azure.com/anthropic/`, with
// the resource's key (`x-api-key`) or, keyless, a Microsoft Entra token for GitHub's OIDC token (entra.ts).
import { entraTokenProvider } from "./entra.js";
import type { BaseClientOptions, CloudSettings, MessagesApi } from "./settings.js";

export async function foundryClient(
  settings: Extract<CloudSettings, { provider: "foundry" }>,
  base: BaseClientOptions,
): Promise<MessagesApi> {
  // The CommonJS build, on the SDK's CommonJS copy (settings.ts says why).
  const { AnthropicFoundry } = await import("@anthropic-ai/foundry-sdk/client.js");
  const client = new AnthropicFoundry({
    ...base,
    ...(settings.apiKey
      ? { apiKey: settings.apiKey }
      : settings.entra
        ? { azureADTokenProvider: entraTokenProvider(settings.entra, base.fetch) }
        : {}),
    // The two are exclusive, and each defaults to its environment variable when left undefined.
    ...(settings.baseURL
      ? { baseURL: settings.baseURL, resource: null }
      : { baseURL: null, resource: settings.resource }),
  });
  return client.messages as unknown as MessagesApi;
}
