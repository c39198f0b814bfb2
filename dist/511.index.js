export const id = 511;
export const ids = [511];
export const modules = {

/***/ 26511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   afterEditHook: () => (/* binding */ afterEditHook)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75251);
/* harmony import */ var _read_state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25667);
/* harmony import */ var _builtin_edit_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(94133);
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6689);
// Policy `hooks.after_edit`: the maintainer's formatters, run once per turn over every file the turn's successful
// write_file/edit_file calls touched, as a turn hook of the one executor (no second mechanism). Each command runs
// in the run's sandbox like bash; what it changed is told to the model in the result of the call that last
// edited the file, and the edit guard's read state is refreshed for every file it rewrote, so the model's next
// edit is not refused as "changed since read". A failing hook is a note, never a failed call: the edit succeeded.








const EDIT_TOOLS = new Set(["write_file", "edit_file"]);
const NOTE_CHARS = 1_500;
/** One turn hook for all of the policy's `after_edit` entries; undefined when there are none. */
function afterEditHook(hooks) {
    if (hooks.length === 0)
        return undefined;
    const matchers = hooks.map((h) => ({
        hook: h,
        matches: picomatch__WEBPACK_IMPORTED_MODULE_6___default()(h.files, { dot: true, basename: !h.files.includes("/") }),
    }));
    return {
        claims: async (call, output, ctx) => {
            if (!EDIT_TOOLS.has(call.name) || output.isError)
                return false;
            const file = await editedFile(call, ctx);
            return file !== undefined && matchers.some((m) => m.matches(file.rel));
        },
        run: (calls, ctx, signal) => runForTurn(matchers, calls, ctx, signal),
    };
}
/** Each hook once, over the turn's files it matches; each file's notes go to the last call that edited it. */
async function runForTurn(matchers, calls, ctx, signal) {
    const files = await Promise.all(calls.map((c) => editedFile(c.call, ctx)));
    const lastEdit = new Map();
    files.forEach((f, i) => f && lastEdit.set(f.rel, i));
    const distinct = [...new Map(files.flatMap((f) => (f ? [[f.rel, f]] : []))).values()];
    const notes = calls.map(() => []);
    for (const { hook, matches } of matchers) {
        const matched = distinct.filter((f) => matches(f.rel));
        if (matched.length === 0 || signal.aborted)
            continue;
        const perFile = await runHook(hook, matched, ctx, signal);
        matched.forEach((f, i) => notes[lastEdit.get(f.rel)].push(perFile[i]));
    }
    return calls.map((c, i) => (notes[i].length ? appendNote(c.output, notes[i].join("\n\n")) : c.output));
}
async function editedFile(call, ctx) {
    const input = call.input;
    if (typeof input?.path !== "string")
        return undefined;
    const resolved = await (0,_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveInWorkspace */ .z1)(ctx, input.path, "write");
    return resolved.ok ? { abs: resolved.abs, rel: resolved.rel } : undefined;
}
/** Runs one hook over `files` (one command); returns a note per file. */
async function runHook(hook, files, ctx, signal) {
    // Paths are the model's: quoted for the shell and prefixed with ./ so none can be read as an option.
    const command = hook.run.replaceAll("{files}", files.map((f) => shellQuote(`./${f.rel}`)).join(" "));
    const label = `after_edit hook \`${hook.run}\``;
    const before = await Promise.all(files.map((f) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(f.abs).catch(() => undefined)));
    const spillFile = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(ctx.spillDir, `hook-${Date.now()}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(3).toString("hex")}.log`);
    let failure;
    try {
        const r = await ctx.sandbox.run({
            command,
            cwd: ctx.workspace,
            timeoutMs: hook.timeout_seconds * 1000,
            signal,
            spillFile,
        });
        if (r.exitCode !== 0 || r.timedOut)
            failure = `${r.timedOut ? "timed out" : `exit ${r.exitCode}`}: ${(0,_truncate_js__WEBPACK_IMPORTED_MODULE_7__/* .truncateHeadTail */ .j)(r.output.trim(), NOTE_CHARS).text}`;
    }
    catch (err) {
        failure = `could not run: ${err instanceof Error ? err.message : String(err)}`;
    }
    const batch = files.length > 1 ? ` (one run over this turn's ${files.length} edited files)` : "";
    return Promise.all(files.map(async (f, i) => {
        const after = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(f.abs).catch(() => undefined);
        const old = before[i];
        const changed = old !== undefined && after !== undefined && !old.equals(after);
        if (changed)
            await refreshReadState(f.abs, after, ctx);
        const parts = [];
        if (changed)
            parts.push(`${label} rewrote ${f.rel}${batch} (your next edit must match this):\n${(0,_builtin_edit_file_js__WEBPACK_IMPORTED_MODULE_5__/* .renderDiff */ .i)(f.rel, old.toString("utf8"), after.toString("utf8"))}`);
        else if (!failure)
            parts.push(`${label}: ${f.rel} unchanged (already formatted).`);
        if (failure)
            parts.push(`${label} failed${batch} (the edit itself is kept): ${failure}`);
        return parts.join("\n");
    }));
}
/** The hook's rewrite is the file the model now knows (it is shown the diff), so its next edit is not stale. */
async function refreshReadState(abs, bytes, ctx) {
    const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(abs).catch(() => undefined);
    if (st && ctx.readState.get(abs))
        ctx.readState.record(abs, { mtimeMs: st.mtimeMs, size: st.size, hash: (0,_read_state_js__WEBPACK_IMPORTED_MODULE_4__/* .hashBytes */ .y)(bytes) });
}
function appendNote(output, note) {
    const out = output.output;
    if (typeof out === "string")
        return { ...output, output: `${out}\n\n${note}` };
    if (Array.isArray(out))
        return { ...output, output: [...out, { type: "text", text: note }] };
    return output;
}
function shellQuote(s) {
    return `'${s.replace(/'/g, `'\\''`)}'`;
}


/***/ })

};
