export const id = 112;
export const ids = [112];
export const modules = {

/***/ 82112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   vertexClient: () => (/* binding */ vertexClient)
/* harmony export */ });
/* harmony import */ var google_auth_library__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(492);
/* harmony import */ var google_auth_library__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(google_auth_library__WEBPACK_IMPORTED_MODULE_0__);
// Claude on Google Vertex AI: `:streamRawPredict` with a Google OAuth bearer token. The credentials are
// Application Default Credentials: the file google-github-actions/auth writes (workload identity federation
// exchanges GitHub's OIDC token at Google's STS), read from where the action keeps it outside the workspace.

const SCOPE = "https://www.googleapis.com/auth/cloud-platform";
async function vertexClient(settings, base) {
    // The CommonJS build, on the SDK's CommonJS copy (settings.ts says why).
    const { AnthropicVertex } = await Promise.all(/* import() */[__webpack_require__.e(469), __webpack_require__.e(793)]).then(__webpack_require__.t.bind(__webpack_require__, 82793, 23));
    const client = new AnthropicVertex({
        ...base,
        // The SDK moves this header into the body, where Vertex wants its own version rather than the SDK's newest.
        defaultHeaders: { "anthropic-version": "vertex-2023-10-16" },
        region: settings.region ?? "global",
        ...(settings.project ? { projectId: settings.project } : {}),
        ...(settings.baseURL ? { baseURL: settings.baseURL } : {}),
        googleAuth: new google_auth_library__WEBPACK_IMPORTED_MODULE_0__.GoogleAuth({ scopes: SCOPE, ...(settings.keyFile ? { keyFilename: settings.keyFile } : {}) }),
    });
    return client.messages;
}


/***/ })

};
