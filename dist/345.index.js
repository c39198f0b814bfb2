export const id = 345;
export const ids = [345];
export const modules = {

/***/ 30345:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  foundryClient: () => (/* binding */ foundryClient)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 12 modules
var core = __webpack_require__(3894);
;// CONCATENATED MODULE: ./src/agent/providers/entra.ts
// Keyless Foundry: GitHub's OIDC token (core.getIDToken, audience api://AzureADTokenExchange) is exchanged at
// Microsoft Entra ID for an access token of the Cognitive Services scope, as the client-credentials grant with a
// federated assertion: the app registration trusts this repository's tokens (the same federated credential
// azure/login uses), no secret is stored. Tokens are kept until five minutes before they expire.

const SCOPE = "https://cognitiveservices.azure.com/.default";
const AUDIENCE = "api://AzureADTokenExchange";
const EARLY_MS = 5 * 60_000;
function entraTokenProvider(settings, fetchImpl = fetch) {
    let cached;
    return async () => {
        if (cached && Date.now() < cached.until)
            return cached.token;
        const assertion = await (0,core/* getIDToken */.V9)(AUDIENCE);
        const host = (settings.authorityHost ||
            process.env.AZURE_AUTHORITY_HOST ||
            "https://login.microsoftonline.com").replace(/\/+$/, "");
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
        const body = (await response.json().catch(() => ({})));
        if (!response.ok || !body.access_token) {
            // Entra's description names the cause (no federated credential for this subject, wrong tenant…).
            throw new Error(`Microsoft Entra ID refused the GitHub OIDC token (${response.status} ${body.error ?? ""}: ${(body.error_description ?? "").split("\n")[0]})`);
        }
        cached = { token: body.access_token, until: Date.now() + Number(body.expires_in ?? 3600) * 1000 - EARLY_MS };
        return body.access_token;
    };
}

;// CONCATENATED MODULE: ./src/agent/providers/foundry.ts
// Claude on Microsoft Foundry: the Messages API at `https://<resource>.services.ai.azure.com/anthropic/`, with
// the resource's key (`x-api-key`) or, keyless, a Microsoft Entra token for GitHub's OIDC token (entra.ts).

async function foundryClient(settings, base) {
    // The CommonJS build, on the SDK's CommonJS copy (settings.ts says why).
    const { AnthropicFoundry } = await Promise.all(/* import() */[__webpack_require__.e(469), __webpack_require__.e(50)]).then(__webpack_require__.t.bind(__webpack_require__, 21050, 23));
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
    return client.messages;
}


/***/ })

};
