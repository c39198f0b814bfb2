// Claude on Google Vertex AI: `:streamRawPredict` with a Google OAuth bearer token. The credentials are
// Application Default Credentials: the file google-github-actions/auth writes (workload identity federation
// exchanges GitHub's OIDC token at Google's STS), read from where the action keeps it outside the workspace.
import { GoogleAuth } from "google-auth-library";
import type { BaseClientOptions, CloudSettings, MessagesApi } from "./settings.js";

const SCOPE = "https://www.googleapis.com/auth/cloud-platform";

export async function vertexClient(
  settings: Extract<CloudSettings, { provider: "vertex" }>,
  base: BaseClientOptions,
): Promise<MessagesApi> {
  // The CommonJS build, on the SDK's CommonJS copy (settings.ts says why).
  const { AnthropicVertex } = await import("@anthropic-ai/vertex-sdk/client.js");
  const client = new AnthropicVertex({
    ...base,
    // The SDK moves this header into the body, where Vertex wants its own version rather than the SDK's newest.
    defaultHeaders: { "anthropic-version": "vertex-2023-10-16" },
    region: settings.region ?? "global",
    ...(settings.project ? { projectId: settings.project } : {}),
    ...(settings.baseURL ? { baseURL: settings.baseURL } : {}),
    googleAuth: new GoogleAuth({ scopes: SCOPE, ...(settings.keyFile ? { keyFilename: settings.keyFile } : {}) }),
  });
  return client.messages as unknown as MessagesApi;
}
