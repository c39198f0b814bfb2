// Claude on Amazon Bedrock: `invoke-with-response-stream`, SigV4-signed with the AWS credentials the SDK finds
// the standard way (the AWS_* variables aws-actions/configure-aws-credentials exports, a web identity token
// file, a profile). A chunk of its own: the AWS signing code loads only for this provider.
import { AnthropicBedrock } from "@anthropic-ai/bedrock-sdk";
import type { BaseClientOptions, CloudSettings, MessagesApi } from "./settings.js";

export function bedrockClient(settings: Extract<CloudSettings, { provider: "bedrock" }>, base: BaseClientOptions): MessagesApi {
  return new AnthropicBedrock({
    ...base,
    // The SDK moves this header into the body. Its own default (the newest API version) is one the
    // invoke-with-response-stream models refuse with a 400.
    defaultHeaders: { "anthropic-version": "bedrock-2023-05-31" },
    ...(settings.region ? { awsRegion: settings.region } : {}),
    ...(settings.baseURL ? { baseURL: settings.baseURL } : {}),
  }).messages;
}
