export const id = 606;
export const ids = [606];
export const modules = {

/***/ 54606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bedrockClient: () => (/* binding */ bedrockClient)
/* harmony export */ });
async function bedrockClient(settings, base) {
    // The CommonJS build, on the SDK's CommonJS copy (settings.ts says why).
    const { AnthropicBedrock } = await Promise.all(/* import() */[__webpack_require__.e(469), __webpack_require__.e(539)]).then(__webpack_require__.t.bind(__webpack_require__, 64539, 23));
    const client = new AnthropicBedrock({
        ...base,
        // The SDK moves this header into the body. Its own default (the newest API version) is one the
        // invoke-with-response-stream models refuse with a 400.
        defaultHeaders: { "anthropic-version": "bedrock-2023-05-31" },
        ...(settings.region ? { awsRegion: settings.region } : {}),
        ...(settings.baseURL ? { baseURL: settings.baseURL } : {}),
    });
    return client.messages;
}


/***/ })

};
