// Keyless Foundry: GitHub's OIDC token (core.getIDToken, audience api://AzureADTokenExchange) is exchanged at
// Microsoft Entra ID for an access token of the Cognitive Services scope, as the client-credentials grant with a
// federated assertion: the app registration trusts this repository's tokens (the same federated credential
// azure/login uses), no secret is stored. Tokens are kept until five minutes before they expire.
import { getIDToken } from "@actions/core";

export interface EntraSettings {
  tenantId: string;
  clientId: string;
  /** Default: AZURE_AUTHORITY_HOST, then https://login.microsoftonline.com. */
  authorityHost?: string;
}

const SCOPE = "https://cognitiveservices.azure.com/.default";
const AUDIENCE = "api://AzureADTokenExchange";
const EARLY_MS = 5 * 60_000;

export function entraTokenProvider(settings: EntraSettings, fetchImpl: typeof fetch = fetch): () => Promise<string> {
  let cached: { token: string; until: number } | undefined;
  return async () => {
    if (cached && Date.now() < cached.until) return cached.token;
    const assertion = await getIDToken(AUDIENCE);
    const host = (
      settings.authorityHost ||
      process.env.AZURE_AUTHORITY_HOST ||
      "https://login.microsoftonline.com"
    ).replace(/\/+$/, "");
    const response = await fetchImpl(`${host}/${encodeURIComponent(settings.tenantId)}/oauth2/v2.0/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: settings.clientId,
        scope: SCOPE,
        client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
        client_assertion: assertion,
      }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number | string;
      error?: string;
      error_description?: string;
    };
    if (!response.ok || !body.access_token) {
      // Entra's description names the cause (no federated credential for this subject, wrong tenant…).
      throw new Error(
        `Microsoft Entra ID refused the GitHub OIDC token (${response.status} ${body.error ?? ""}: ${(body.error_description ?? "").split("\n")[0]})`,
      );
    }
    cached = { token: body.access_token, until: Date.now() + Number(body.expires_in ?? 3600) * 1000 - EARLY_MS };
    return body.access_token;
  };
}
