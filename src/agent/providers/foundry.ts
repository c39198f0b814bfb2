// Claude on Microsoft Foundry: the Messages API at `https://<resource>.services.ai.azure.com/anthropic/`, with
// the resource's key (`x-api-key`).
import { AnthropicFoundry } from "@anthropic-ai/foundry-sdk";
import type { BaseClientOptions, CloudSettings, MessagesApi } from "./settings.js";

export function foundryClient(settings: Extract<CloudSettings, { provider: "foundry" }>, base: BaseClientOptions): MessagesApi {
  return new AnthropicFoundry({
    ...base,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    // The two are exclusive, and each defaults to its environment variable when left undefined.
    ...(settings.baseURL ? { baseURL: settings.baseURL, resource: null } : { baseURL: null, resource: settings.resource }),
  }).messages;
}
