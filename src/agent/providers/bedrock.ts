// Claude on Amazon Bedrock: `invoke-with-response-stream`, SigV4-signed with the AWS credentials the SDK finds
// the standard way (the AWS_* variables aws-actions/configure-aws-credentials exports, a web identity token
// file, a profile). A chunk of its own: the AWS signing code loads only for this provider.
import type { BaseClientOptions, CloudSettings, MessagesApi } from "./settings.js";

export async function bedrockClient(
  settings: Extract<CloudSettings, { provider: "bedrock" }>,
  base: BaseClientOptions,
): Promise<MessagesApi> {
  // The CommonJS build, on the SDK's CommonJS copy (settings.ts says why).
  const { AnthropicBedrock } = await import("@anthropic-ai/bedrock-sdk/client.js");
  const client = new AnthropicBedrock({
    ...base,
    // The SDK moves this header into the body. Its own default (the newest API version) is one the
    // invoke-with-response-stream models refuse with a 400.
    defaultHeaders: { "anthropic-version": "bedrock-2023-05-31" },
    ...(settings.region ? { awsRegion: settings.region } : {}),
    ...(settings.baseURL ? { baseURL: settings.baseURL } : {}),
  });
  return client.messages as unknown as MessagesApi;
}
