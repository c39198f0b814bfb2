export const id = 754;
export const ids = [754];
export const modules = {

/***/ 754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
// Placeholder: the "tool" subcommand is not built yet.
async function main(_argv) {
    process.stderr.write("repo-agent tool: not implemented yet\n");
    return 2;
}


/***/ })

};
