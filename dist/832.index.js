export const id = 832;
export const ids = [832];
export const modules = {

/***/ 30832:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uploadTranscriptArtifact: () => (/* binding */ uploadTranscriptArtifact)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3894);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38932);
// The transcript files as a workflow-run artifact, uploaded by GitHub's own @actions/artifact (CreateArtifact on
// the results service, the zip to the signed blob URL, FinalizeArtifact). Loaded only after the loop, in a chunk
// of its own: its Azure blob client is large and the run needs it once, at the end. Never fails the run.



async function uploadTranscriptArtifact(env, files, redact) {
    if (!env.ACTIONS_RUNTIME_TOKEN || !env.ACTIONS_RESULTS_URL) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq("repo-agent: transcript artifact not uploaded: the Actions runtime provides no artifact service here");
        return;
    }
    const name = artifactName(env);
    try {
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(830), __webpack_require__.e(669), __webpack_require__.e(337)]).then(__webpack_require__.bind(__webpack_require__, 24337));
        const { id, size, digest } = await new DefaultArtifactClient().uploadArtifact(name, files.map((f) => f.path), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(files[0].path));
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`repo-agent: transcript uploaded as artifact "${name}" (id ${id}, ${size} bytes, sha256:${digest})`);
    }
    catch (err) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(redact(`could not upload the transcript artifact: ${(0,_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .describeError */ .U)(err)}`));
    }
}
/** Artifact names are unique per workflow run: name the job, and the attempt when the job is re-run. */
function artifactName(env) {
    return [
        "repo-agent-transcript",
        env.GITHUB_JOB,
        env.GITHUB_RUN_ATTEMPT && env.GITHUB_RUN_ATTEMPT !== "1" ? `attempt-${env.GITHUB_RUN_ATTEMPT}` : undefined,
    ]
        .filter(Boolean)
        .join("-")
        .replace(/[^\w.-]+/g, "-");
}


/***/ })

};
