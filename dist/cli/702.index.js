export const id = 702;
export const ids = [702];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createOctokit: () => (/* binding */ createOctokit)
/* harmony export */ });
/* harmony import */ var _octokit_rest__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59988);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(86856);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63251);
/* harmony import */ var bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0__);
// The one GitHub client of the action: @octokit/rest on Node's own fetch (a proxy's fetch from proxy.ts when one
// is configured), with the ecosystem's rate-limit handling: @octokit/plugin-throttling waits out primary and
// secondary rate limits (retry-after, x-ratelimit-reset) and spaces writes as GitHub asks, @octokit/plugin-retry
// retries server errors and dropped connections. Everything else (401, 404, 422, a plain 403) is an answer.




/** Retries of one request: server errors (plugin-retry's backoff 1, 4, 9 s) and rate limits alike. */
const RETRIES = 3;
/** Answers, not hiccups (plugin-retry's list plus 409 Conflict); 429 is left to plugin-throttling, which honours
 * its retry-after. */
const DO_NOT_RETRY = [400, 401, 403, 404, 409, 410, 422, 429, 451];
/** GitHub's guidance as plugin-throttling applies it: one write at a time, a second apart; three seconds between
 * writes that notify people (comments, issues, pull requests). Made here only so the clock can be scaled. */
function writeLimits(msPerSecond) {
    return {
        write: new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default().Group)({ maxConcurrent: 1, minTime: msPerSecond }),
        notifications: new (bottleneck_light_js__WEBPACK_IMPORTED_MODULE_0___default().Group)({ maxConcurrent: 1, minTime: 3 * msPerSecond }),
    };
}
/** Reports plugin-retry's retries, whose waits it does not announce. Applied first, so it sees every attempt. */
function retryLog(octokit, options) {
    octokit.hook.error("request", (error, request) => {
        options.onErrorAnswer?.(Number(error.status) || 0, request);
        throw error;
    });
    return {};
}
const GitHubClient = _octokit_rest__WEBPACK_IMPORTED_MODULE_1__/* .Octokit */ .E.plugin(retryLog, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__/* .throttling */ .A);
function createOctokit(options) {
    const msPerSecond = options.msPerSecond ?? 1000;
    const maxWait = options.maxWaitSeconds ?? 60;
    const tell = (reason, seconds, request, status) => options.onRetry?.({ status, waitMs: seconds * 1000, method: request.method, url: request.url, reason });
    const onLimit = (reason) => (seconds, request, _octokit, retryCount) => {
        if (retryCount >= RETRIES || seconds > maxWait)
            return false;
        tell(reason, seconds, request);
        return true;
    };
    const quiet = () => { };
    return new GitHubClient({
        auth: options.token,
        // @octokit/rest's default logger writes plugin-request-log's failure lines to console.error.
        log: { debug: quiet, info: quiet, warn: console.warn, error: options.onRequestFailed ?? quiet },
        baseUrl: (options.baseUrl || process.env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
        ...(options.userAgent ? { userAgent: options.userAgent } : {}),
        ...(options.fetch ? { request: { fetch: options.fetch } } : {}),
        retry: { retries: RETRIES, retryAfterBaseValue: msPerSecond, doNotRetry: DO_NOT_RETRY },
        throttle: {
            retryAfterBaseValue: msPerSecond,
            ...writeLimits(msPerSecond),
            onRateLimit: onLimit("rate_limit"),
            onSecondaryRateLimit: onLimit("secondary_rate_limit"),
        },
        onErrorAnswer: (status, request) => {
            const attempt = request.request?.retryCount ?? 0;
            // plugin-retry's rule: a status ≥ 400 not in doNotRetry (a dropped connection is a 500), (attempt + 1)² s.
            if (status >= 400 && !DO_NOT_RETRY.includes(status) && attempt < RETRIES)
                tell(status >= 500 ? "server_error" : "error", (attempt + 1) ** 2, request, status);
        },
    });
}


/***/ })

};
