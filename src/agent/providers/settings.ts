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

export type BaseClientOptions = { maxRetries: number; timeout?: number; logLevel: "off"; fetch?: typeof fetch };
