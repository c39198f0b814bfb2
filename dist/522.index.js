export const id = 522;
export const ids = [522];
export const modules = {

/***/ 14522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OutputSchemaError: () => (/* binding */ OutputSchemaError),
/* harmony export */   compileOutputSchema: () => (/* binding */ compileOutputSchema)
/* harmony export */ });
class OutputSchemaError extends Error {
}
const DRAFT_07 = /json-schema\.org\/draft-07\/schema/;
/** Parses and compiles `text` (inline JSON or a file's content; `source` names it in errors). */
async function compileOutputSchema(text, source) {
    let schema;
    try {
        schema = JSON.parse(text);
    }
    catch (err) {
        throw new OutputSchemaError(`output_schema (${source}) is not valid JSON: ${err.message}`);
    }
    if (!isObject(schema) || schema.type !== "object")
        throw new OutputSchemaError(`output_schema (${source}) must describe a JSON object ("type": "object"): the answer is a tool call's input; put a list or a value in a property`);
    const draft07 = typeof schema.$schema === "string" && DRAFT_07.test(schema.$schema);
    const module = draft07 ? await Promise.all(/* import() */[__webpack_require__.e(457), __webpack_require__.e(463)]).then(__webpack_require__.t.bind(__webpack_require__, 42463, 23)) : await Promise.all(/* import() */[__webpack_require__.e(457), __webpack_require__.e(210)]).then(__webpack_require__.t.bind(__webpack_require__, 52210, 23));
    const Ajv = module.default.default ?? module.default;
    const ajv = new Ajv({
        allErrors: true,
        strict: false,
        validateFormats: false,
        logger: false,
    });
    let validate;
    try {
        validate = ajv.compile(schema);
    }
    catch (err) {
        throw new OutputSchemaError(`output_schema (${source}) is not a valid JSON Schema: ${err.message}`);
    }
    return {
        schema,
        check(value) {
            if (validate(value))
                return [];
            return (validate.errors ?? []).map((e) => `${e.instancePath || "(root)"}: ${e.message ?? e.keyword}`);
        },
    };
}
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}


/***/ })

};
