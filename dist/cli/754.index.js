export const id = 754;
export const ids = [754];
export const modules = {

/***/ 22754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   main: () => (/* binding */ main),
/* harmony export */   runToolCalls: () => (/* binding */ runToolCalls)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27485);
/* harmony import */ var _tools_session_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90330);
/* harmony import */ var _tools_executor_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(91981);
// `repo-agent tool`: run tool calls through the real executor, in one session (so read-before-edit works),
// and print the results as JSON. Exit 0 whenever the calls ran, whatever they returned; 2 for bad usage.







const USAGE = `usage: repo-agent tool <name> [--input '<json>'] [--repo DIR] [--policy FILE] [--run-dir DIR] [--events]
       repo-agent tool --calls FILE [--repo DIR] [--policy FILE] [--run-dir DIR] [--events]

  --input JSON    the tool's input (default {})
  --calls FILE    a JSON array of {"name", "input"}, run in order in one session
  --repo DIR      the workspace (default: the current directory)
  --policy FILE   the policy file (default: <repo>/.github/agent-policy.yml, else the built-in default)
  --run-dir DIR   keep spill files here (default: a temporary directory removed on exit)
  --events        write the transcript events to stderr as JSON lines
`;
const processIO = {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
};
async function main(argv, io = processIO) {
    let parsed;
    try {
        parsed = parseCommandLine(argv);
    }
    catch (err) {
        io.stderr(`repo-agent tool: ${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
        return 2;
    }
    if (parsed === "help") {
        io.stdout(USAGE);
        return 0;
    }
    try {
        if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(parsed.repo).catch(() => undefined))?.isDirectory())
            throw new _usage_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`--repo ${parsed.repo} is not a directory`);
        const repo = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(parsed.repo);
        const policy = await (0,_usage_js__WEBPACK_IMPORTED_MODULE_4__/* .loadCliPolicy */ .r)(repo, parsed.policy);
        const calls = parsed.callsFile
            ? parseCalls(await readText(parsed.callsFile), parsed.callsFile)
            : parsed.single
                ? [parsed.single]
                : [];
        const events = parsed.events ? (e) => io.stderr(`${JSON.stringify(e)}\n`) : undefined;
        const reports = await runToolCalls({ repo, policy, calls, runDir: parsed.runDir, emit: events });
        io.stdout(`${JSON.stringify(parsed.callsFile ? reports : reports[0], null, 2)}\n`);
        return 0;
    }
    catch (err) {
        if (err instanceof _usage_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e) {
            io.stderr(`repo-agent tool: ${err.message}\n`);
            return 2;
        }
        throw err;
    }
}
/** Run the calls one after another in one tool session. */
async function runToolCalls(options) {
    const tempDir = options.runDir ? undefined : await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir(), "repo-agent-tool-"));
    try {
        const session = await (0,_tools_session_js__WEBPACK_IMPORTED_MODULE_5__/* .createToolSession */ .j)({
            workspace: options.repo,
            policy: options.policy,
            runDir: options.runDir ?? tempDir ?? node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir(),
            extraTools: options.extraTools,
            emit: options.emit,
        });
        try {
            const reports = [];
            for (const [i, call] of options.calls.entries()) {
                // One batch per call: the calls are a script, each sees what the previous one did.
                const batch = session.executor.beginTurn(i + 1);
                batch.add({ id: `call_${i + 1}`, name: call.name, input: call.input });
                const [outcome] = await batch.finish();
                reports.push({
                    name: outcome.name,
                    isError: outcome.isError,
                    output: (0,_tools_executor_js__WEBPACK_IMPORTED_MODULE_6__/* .contentText */ .T)(outcome.content),
                    display: outcome.output.display,
                    ...(outcome.output.metadata ? { metadata: outcome.output.metadata } : {}),
                });
            }
            return reports;
        }
        finally {
            await session.dispose();
        }
    }
    finally {
        if (tempDir)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(tempDir, { recursive: true, force: true });
    }
}
function parseCommandLine(argv) {
    const { values, positionals } = (0,node_util__WEBPACK_IMPORTED_MODULE_3__.parseArgs)({
        args: argv,
        allowPositionals: true,
        strict: true,
        options: {
            input: { type: "string" },
            calls: { type: "string" },
            repo: { type: "string" },
            policy: { type: "string" },
            "run-dir": { type: "string" },
            events: { type: "boolean", default: false },
            help: { type: "boolean", short: "h", default: false },
        },
    });
    if (values.help)
        return "help";
    const common = {
        repo: values.repo ?? process.cwd(),
        policy: values.policy,
        runDir: values["run-dir"],
        events: values.events ?? false,
    };
    if (values.calls !== undefined) {
        if (positionals.length > 0 || values.input !== undefined)
            throw new Error("--calls cannot be combined with a tool name or --input");
        return { ...common, callsFile: values.calls };
    }
    if (positionals.length !== 1)
        throw new Error(positionals.length === 0
            ? "missing tool name (or --calls FILE)"
            : `expected one tool name, got: ${positionals.join(" ")}`);
    let input = {};
    if (values.input !== undefined) {
        try {
            input = JSON.parse(values.input);
        }
        catch (err) {
            throw new Error(`--input is not valid JSON: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
        }
    }
    return { ...common, single: { name: positionals[0], input } };
}
function parseCalls(text, file) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (err) {
        throw new _usage_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`${file} is not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (!Array.isArray(data))
        throw new _usage_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`${file} must hold a JSON array of {"name", "input"}`);
    return data.map((item, i) => {
        if (!item || typeof item !== "object" || typeof item.name !== "string") {
            throw new _usage_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`${file}: item ${i} must be an object with a string "name" (and an "input")`);
        }
        const { name, input } = item;
        return { name, input: input ?? {} };
    });
}
async function readText(file) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, "utf8");
    }
    catch (err) {
        throw new _usage_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
    }
}


/***/ })

};
