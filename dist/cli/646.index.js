export const id = 646;
export const ids = [646];
export const modules = {

/***/ 646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main)
/* harmony export */ });
// Placeholder: the "init" subcommand is not built yet.
async function main(_argv) {
    process.stderr.write("repo-agent init: not implemented yet\n");
    return 2;
}


/***/ })

};
