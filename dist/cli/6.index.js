export const id = 6;
export const ids = [6];
export const modules = {

/***/ 27485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ UsageError),
/* harmony export */   r: () => (/* binding */ loadCliPolicy)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _policy_load_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58164);
// What the local CLI's subcommands share: the error that means "bad usage, exit 2", and how a command finds
// its policy (the one way the CLI loads one).



/** Bad arguments, a missing file or an invalid policy: the command prints it with its usage and exits 2. */
class UsageError extends Error {
}
/** `--policy FILE` must be a file; without it the repository's policy file is used, or the built-in default. */
async function loadCliPolicy(repo, file) {
    const candidate = file ? node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file) : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(repo, ".github", "agent-policy.yml");
    if (file && !(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(candidate).catch(() => undefined))?.isFile())
        throw new UsageError(`--policy ${file} is not a file`);
    try {
        return (await (0,_policy_load_js__WEBPACK_IMPORTED_MODULE_2__/* .loadPolicy */ .tb)({ file: candidate, workspace: repo })).policy;
    }
    catch (err) {
        if (err instanceof _policy_load_js__WEBPACK_IMPORTED_MODULE_2__/* .PolicyError */ .pn)
            throw new UsageError(`invalid policy:\n${err.message}`);
        throw err;
    }
}


/***/ }),

/***/ 27072:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FN: () => (/* binding */ RUN_MARKER_VAR),
/* harmony export */   LE: () => (/* binding */ sandboxPath),
/* harmony export */   PZ: () => (/* binding */ buildSandboxEnv)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
// The environment of a sandboxed command, built from nothing (ARCHITECTURE.md §6): the action's own environment
// holds the Anthropic key, the GitHub token, INPUT_* and ACTIONS_* runtime tokens, so none of it is copied.
// Only PATH is derived from the parent, and only as a list of absolute directories (no values of secrets live
// there, and setup-* actions put the toolchains the maintainers chose on it).

/** Name of the variable that tags every process of a run, so stray processes can be found and killed. */
const RUN_MARKER_VAR = "REPO_AGENT_RUN";
const STANDARD_PATH = ["/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"];
function sandboxPath(parentPath, nodeDir) {
    const dirs = [];
    const add = (dir) => {
        if (node_path__WEBPACK_IMPORTED_MODULE_0___default().isAbsolute(dir) && !dir.includes("\0") && !dirs.includes(dir))
            dirs.push(dir);
    };
    for (const dir of (parentPath ?? "").split(":"))
        if (dir)
            add(node_path__WEBPACK_IMPORTED_MODULE_0___default().normalize(dir));
    if (nodeDir)
        add(nodeDir);
    for (const dir of STANDARD_PATH)
        add(dir);
    return dirs.join(":");
}
function buildSandboxEnv(opts) {
    return {
        PATH: sandboxPath(opts.parentPath, opts.nodeDir),
        HOME: opts.home,
        LANG: "C.UTF-8",
        CI: "true",
        TERM: "dumb",
        PAGER: "cat",
        GIT_PAGER: "cat",
        GIT_TERMINAL_PROMPT: "0",
        GIT_CONFIG_NOSYSTEM: "1",
        [RUN_MARKER_VAR]: opts.marker,
    };
}


/***/ }),

/***/ 64245:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ LazySandbox),
/* harmony export */   m: () => (/* binding */ sandboxLabel)
/* harmony export */ });
class LazySandbox {
    create;
    created;
    ready;
    constructor(create) {
        this.create = create;
    }
    /** Whether the real sandbox exists (a command has run). */
    get started() {
        return this.ready !== undefined;
    }
    /** Until a command has run, the level it will most likely have is unknown: "reduced" is the safe answer. */
    get level() {
        return this.ready?.level ?? "reduced";
    }
    get reason() {
        return this.ready?.reason ?? "sandbox not created yet (it is created on the first command)";
    }
    async run(req) {
        this.created ??= this.create().then((sb) => (this.ready = sb));
        let sandbox;
        try {
            sandbox = await this.created;
        }
        catch (err) {
            this.created = undefined;
            throw new Error(`the command sandbox could not be created: ${err instanceof Error ? err.message : String(err)}`, {
                cause: err,
            });
        }
        return sandbox.run(req);
    }
    async dispose() {
        await this.created?.catch(() => undefined);
        await this.ready?.dispose();
    }
    async killAll() {
        // A creation still in flight (killAll right after a first command started) is waited for, so nothing it
        // starts is left behind.
        await this.created?.catch(() => undefined);
        await this.ready?.killAll();
    }
}
/** How a transcript or report names a sandbox: its level, or that none was needed yet. */
function sandboxLabel(sandbox) {
    return sandbox instanceof LazySandbox && !sandbox.started ? "created on the first command" : sandbox.level;
}


/***/ }),

/***/ 91981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* binding */ ToolExecutor),
  T: () => (/* binding */ contentText)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/errors.js
var errors = __webpack_require__(961);
// EXTERNAL MODULE: ./src/transcript-events.ts
var transcript_events = __webpack_require__(7243);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/truncate.ts
var truncate = __webpack_require__(6689);
;// CONCATENATED MODULE: ./src/tools/spill.ts
// Oversized tool output: the model gets head + tail, the full text goes to a file under the spill dir (which
// read_file may read), and the result says where it is and how to read on. Nothing here throws: a spill
// that cannot be written still truncates, and says the full output was not kept.



/** Return `text` unchanged when it fits in `maxChars`; else save it under `spillDir` (named after `callId`)
 * and return head + tail with a note naming the file. */
async function spillIfLong(text, maxChars, spillDir, callId) {
    if (text.length <= maxChars)
        return { text, truncated: false, totalChars: text.length };
    const saved = await saveSpill(spillDir, callId, text);
    // The note is part of what the model sees, so leave it room inside maxChars.
    const probeNote = spillNote(text.length, text.length, text.length, saved);
    const cut = (0,truncate/* truncateHeadTail */.j)(text, Math.max(0, maxChars - probeNote.length - 2));
    const note = spillNote(cut.headChars, cut.tailChars, cut.totalChars, saved);
    return {
        text: `${cut.text}\n\n${note}`,
        truncated: true,
        spillPath: saved.ok ? saved.path : undefined,
        totalChars: text.length,
    };
}
function spillNote(head, tail, total, saved) {
    const shown = `Output truncated: showing first ${head} and last ${tail} of ${total} chars.`;
    return saved.ok
        ? `${shown} Full output saved to ${saved.path}; read it with read_file (offset/limit).`
        : `${shown} The full output could not be saved (${saved.error}).`;
}
/** Write `text` to a new file under `spillDir`; the name comes from the call id and never overwrites. */
async function saveSpill(spillDir, callId, text) {
    const base = callId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 80) || "output";
    for (let attempt = 0; attempt < 100; attempt++) {
        const file = external_node_path_default().join(spillDir, `${base}${attempt === 0 ? "" : `-${attempt}`}.txt`);
        try {
            // "wx": fail if it exists, so two calls with the same id never share a file.
            const handle = await (0,promises_.open)(file, "wx", 0o600);
            try {
                await handle.writeFile(text, "utf8");
            }
            finally {
                await handle.close();
            }
            return { ok: true, path: file };
        }
        catch (err) {
            if (err.code === "EEXIST")
                continue;
            return { ok: false, error: err instanceof Error ? err.message : String(err) };
        }
    }
    return { ok: false, error: "too many spill files with the same call id" };
}

;// CONCATENATED MODULE: ./src/tools/executor.ts
// The one way a tool call runs (ARCHITECTURE.md §3): find → validate → before hooks → permission → execute →
// result → after hooks → outcome; a call a turn hook claims waits after its result for the turn's end, where
// the hook runs once over all it claimed, before their after hooks. Errors at every stage are data for the
// model (`isError: true`), never exceptions. Calls start as soon as their tool_use block has streamed:
// consecutive concurrency-safe calls run together, a call that is not safe runs alone, and outcomes come back
// in the model's order.



const DEFAULT_TOOL_TIMEOUT_MS = 10 * 60_000;
const MAX_CONCURRENT_TOOLS = 10;
class ToolExecutor {
    registry;
    context;
    signal;
    hooks;
    emit;
    defaultTimeoutMs;
    maxConcurrency;
    /** Called once when the run is aborted; one listener on the run signal however many calls are running. */
    abortHandlers = new Set();
    constructor(options) {
        this.registry = options.registry;
        this.context = options.context;
        this.signal = options.signal ?? new AbortController().signal;
        this.hooks = {
            before: options.hooks?.before ?? [],
            after: options.hooks?.after ?? [],
            turn: options.hooks?.turn ?? [],
        };
        const sink = options.emit;
        // A broken renderer must not break a tool call: events are a side channel.
        this.emit = (event) => {
            try {
                sink?.(event);
            }
            catch (err) {
                this.context.log(`transcript event ${event.type} was dropped: ${message(err)}`);
            }
        };
        this.defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_TOOL_TIMEOUT_MS;
        this.maxConcurrency = Math.max(1, options.maxConcurrency ?? MAX_CONCURRENT_TOOLS);
        this.signal.addEventListener("abort", () => [...this.abortHandlers].forEach((handler) => handler()), {
            once: true,
        });
    }
    beginTurn(turn) {
        const entries = [];
        const parked = [];
        const running = new Map(); // entry → concurrency-safe
        let next = 0;
        let finished = false;
        const pump = () => {
            while (next < entries.length) {
                const entry = entries[next];
                if (this.signal.aborted) {
                    next++;
                    this.announce(turn, entry.call, undefined, entry.call.input);
                    void this.settle(entry, this.complete(entry, turn, undefined, cancelled(entry.call.name), Date.now(), entry.call.input));
                    continue;
                }
                // One call is prepared at a time, in order: hooks see calls in the model's order.
                if (!entry.prepared) {
                    if (!entry.preparing) {
                        entry.preparing = true;
                        void this.prepare(entry.call, turn)
                            .catch((err) => ({
                            kind: "finished",
                            input: entry.call.input,
                            output: failed(entry.call.name, message(err)),
                        }))
                            .then((p) => {
                            entry.prepared = p;
                            pump();
                        });
                    }
                    return;
                }
                const prepared = entry.prepared;
                if (prepared.kind === "finished") {
                    next++;
                    const { tool, input, denial } = prepared;
                    this.announce(turn, entry.call, tool, input);
                    if (tool && denial)
                        this.emitDenial(turn, entry.call.id, tool, input, denial.rule, denial.reason);
                    void this.settle(entry, this.complete(entry, turn, tool, prepared.output, Date.now(), input));
                    continue;
                }
                const allSafe = [...running.values()].every(Boolean);
                const canStart = prepared.safe ? allSafe && running.size < this.maxConcurrency : running.size === 0;
                if (!canStart)
                    return;
                next++;
                running.set(entry, prepared.safe);
                void this.settle(entry, this.run(entry, prepared, turn, parked)).finally(() => {
                    running.delete(entry);
                    pump();
                });
            }
        };
        const onAbort = () => pump();
        this.abortHandlers.add(onAbort);
        return {
            add: (call) => {
                if (finished)
                    throw new Error("TurnBatch.add called after finish()");
                let resolve;
                let markRan;
                const outcome = new Promise((r) => (resolve = r));
                const ran = new Promise((r) => (markRan = r));
                entries.push({ call, preparing: false, outcome, resolve, ran, markRan });
                pump();
            },
            finish: async () => {
                finished = true;
                try {
                    await Promise.all(entries.map((e) => e.ran));
                    await this.completeParked(parked, turn);
                    return await Promise.all(entries.map((e) => e.outcome));
                }
                finally {
                    this.abortHandlers.delete(onAbort);
                }
            },
        };
    }
    /** Last line of defence for "nothing throws": an unexpected failure still resolves the call's outcome. */
    settle(entry, work) {
        return work
            .catch((err) => {
            const output = failed(entry.call.name, `internal error: ${message(err)}`);
            entry.resolve({
                id: entry.call.id,
                name: entry.call.name,
                output,
                content: output.output,
                isError: true,
                durationMs: 0,
            });
        })
            .finally(() => entry.markRan());
    }
    /** Stages 1–3: find, validate, before hooks. */
    async prepare(call, turn) {
        const tool = this.registry.get(call.name);
        if (!tool || (tool.deferred && !this.registry.isLoaded(tool.name))) {
            return { kind: "finished", input: call.input, output: this.unknownTool(call.name, tool) };
        }
        let parsed = safeParse(tool, call.input);
        if (!parsed.success)
            return { kind: "finished", tool, input: call.input, output: invalidInput(tool.name, parsed.error) };
        let input = parsed.data;
        for (const hook of this.hooks.before) {
            let result;
            try {
                result = await hook({ id: call.id, name: tool.name, input, turn }, this.context);
            }
            catch (err) {
                // A hook that throws blocks the call: failing open could run something the hook meant to stop.
                result = { block: `A before-hook failed: ${message(err)}`, rule: "before_hook_failed" };
            }
            if (!result)
                continue;
            if ("block" in result) {
                const denial = { rule: result.rule ?? "before_hook", reason: result.block };
                return { kind: "finished", tool, input, denial, output: denied(tool.name, denial.rule, denial.reason) };
            }
            parsed = safeParse(tool, result.input);
            if (!parsed.success) {
                return {
                    kind: "finished",
                    tool,
                    input: result.input,
                    output: invalidInput(tool.name, parsed.error, "after a before-hook rewrote it"),
                };
            }
            input = parsed.data;
        }
        return { kind: "ready", tool, input, safe: await attemptAsync(() => tool.isConcurrencySafe(input), false) };
    }
    /** Stages 4–8 for a call that holds its concurrency slot. */
    async run(entry, prepared, turn, parked) {
        const started = Date.now();
        const { tool, input } = prepared;
        const { call } = entry;
        this.announce(turn, call, tool, input);
        const controller = new AbortController();
        const ctx = {
            ...this.context,
            signal: controller.signal,
            progress: (text) => this.emit({ type: "progress", at: (0,transcript_events/* now */.t)(), id: call.id, text }),
        };
        let output;
        try {
            output =
                (await this.checkPermission(tool, input, ctx, turn, call.id)) ??
                    (await this.execute(tool, input, ctx, controller, call.id));
        }
        catch (err) {
            output = failed(tool.name, message(err));
        }
        const claimedBy = await this.turnHooksClaiming({ id: call.id, name: tool.name, input, turn }, output);
        if (claimedBy.length > 0)
            parked.push({ entry, tool, input, output, started, hooks: claimedBy });
        else
            await this.complete(entry, turn, tool, output, started, input);
    }
    async turnHooksClaiming(call, output) {
        const claiming = [];
        for (const hook of this.hooks.turn)
            if (await attemptAsync(() => hook.claims(call, output, this.context), false))
                claiming.push(hook);
        return claiming;
    }
    /** The turn's end: each turn hook runs once over the calls it claimed, then those calls finish (stages 7–8).
     * A run that was stopped skips the hooks; a hook that throws leaves the outputs as they were (the after
     * hooks, redaction among them, still run on them). */
    async completeParked(parked, turn) {
        for (const hook of this.hooks.turn) {
            const mine = parked.filter((p) => p.hooks.includes(hook));
            if (mine.length === 0 || this.signal.aborted)
                continue;
            try {
                const outputs = await hook.run(mine.map((p) => ({
                    call: { id: p.entry.call.id, name: p.tool.name, input: p.input, turn },
                    output: p.output,
                })), this.context, this.signal);
                if (!Array.isArray(outputs) || outputs.length !== mine.length)
                    throw new Error(`it returned ${Array.isArray(outputs) ? outputs.length : "no"} outputs for ${mine.length} calls`);
                mine.forEach((p, i) => (p.output = checkOutput(p.tool.name, outputs[i])));
            }
            catch (err) {
                this.context.log(`a turn hook failed; its calls keep their outputs: ${message(err)}`);
            }
        }
        for (const p of parked)
            await this.settle(p.entry, this.complete(p.entry, turn, p.tool, p.output, p.started, p.input));
    }
    /** Stage 4: plan mode, then the tool's own policy check. Returns a denial, or undefined when allowed. */
    async checkPermission(tool, input, ctx, turn, id) {
        if (ctx.session.planMode && !(await attemptAsync(() => tool.isReadOnly(input), false))) {
            const reason = "Plan mode allows read-only calls only. Finish planning (exit_plan_mode) before changing anything.";
            this.emitDenial(turn, id, tool, input, "plan_mode", reason);
            return denied(tool.name, "plan_mode", reason);
        }
        if (!tool.checkPermission)
            return undefined;
        let decision;
        try {
            decision = await tool.checkPermission(input, ctx);
        }
        catch (err) {
            decision = {
                allowed: false,
                rule: "permission_check_failed",
                reason: `The permission check failed: ${message(err)}`,
            };
        }
        if (decision.allowed)
            return undefined;
        this.emitDenial(turn, id, tool, input, decision.rule, decision.reason, decision.suggestion);
        return denied(tool.name, decision.rule, decision.reason, decision.suggestion);
    }
    /** Stages 5–6: run under the run signal and the tool's timeout, then bound the result. */
    async execute(tool, input, ctx, controller, id) {
        if (this.signal.aborted)
            return cancelled(tool.name);
        const timeoutMs = this.timeoutFor(tool, input, ctx);
        let stop;
        let timer;
        let onAbort;
        // Resolves when the call must stop; racing it means a tool that ignores its signal cannot hang the run.
        const stopped = new Promise((resolve) => {
            timer = setTimeout(() => {
                stop = "timeout";
                resolve("stopped");
                controller.abort(new Error(`timed out after ${timeoutMs} ms`));
            }, timeoutMs);
            onAbort = () => {
                stop = "aborted";
                resolve("stopped");
                controller.abort(this.signal.reason);
            };
            this.abortHandlers.add(onAbort);
        });
        try {
            const ran = tool.execute(input, ctx).then((out) => ({ ok: true, out }), (err) => ({ ok: false, err }));
            const result = await Promise.race([ran, stopped]);
            if (result === "stopped" || (!result.ok && stop)) {
                return stop === "timeout" ? timedOut(tool.name, timeoutMs) : cancelled(tool.name);
            }
            if (!result.ok)
                return failed(tool.name, message(result.err));
            return await boundOutput(checkOutput(tool.name, result.out), tool.maxResultChars, this.context.spillDir, id);
        }
        finally {
            clearTimeout(timer);
            if (onAbort)
                this.abortHandlers.delete(onAbort);
        }
    }
    /** The tool_call event, when the call starts (or, for a call that never runs, just before its result). */
    announce(turn, call, tool, input) {
        const display = tool ? describeCall(tool, input) : `${call.name} (not run)`;
        this.emit({ type: "tool_call", at: (0,transcript_events/* now */.t)(), turn, id: call.id, name: tool?.name ?? call.name, input, display });
    }
    /** Stages 7–8: after hooks on every outcome, then the tool_result event and the outcome. */
    async complete(entry, turn, tool, output, started, input) {
        const { call } = entry;
        const name = tool?.name ?? call.name;
        const hookCall = { id: call.id, name, input, turn };
        for (const hook of this.hooks.after) {
            try {
                output = checkOutput(name, await hook(hookCall, output, this.context));
            }
            catch (err) {
                // Never fall back to the un-hooked output: the hook may be the redactor.
                output = failed(name, `an after-hook failed, so the output is withheld: ${message(err)}`);
            }
        }
        const durationMs = Date.now() - started;
        const text = contentText(output.output);
        const event = {
            type: "tool_result",
            at: (0,transcript_events/* now */.t)(),
            turn,
            id: call.id,
            name,
            isError: output.isError === true,
            errorType: output.errorType,
            durationMs,
            outputChars: text.length,
            output: text,
            display: output.display,
            metadata: output.metadata,
        };
        this.emit(event);
        entry.resolve({ id: call.id, name, output, content: output.output, isError: output.isError === true, durationMs });
    }
    unknownTool(name, deferred) {
        if (deferred) {
            return {
                output: `Tool "${name}" is deferred and not loaded yet. Call tool_search with query "select:${deferred.name}" first; it can be called from your next request.`,
                display: `${name}: not loaded`,
                isError: true,
                errorType: "validation",
                metadata: { unknownTool: true, deferred: true },
            };
        }
        const available = this.registry.toolsForModel({ planMode: this.context.session.planMode }).map((t) => t.name);
        const unloaded = this.registry.deferredNames().filter((n) => !this.registry.isLoaded(n));
        const more = unloaded.length > 0 ? ` More tools can be loaded with tool_search: ${unloaded.join(", ")}.` : "";
        return {
            output: `Unknown tool "${name}". Available tools: ${available.join(", ") || "(none)"}.${more}`,
            display: `${name}: unknown tool`,
            isError: true,
            errorType: "validation",
            metadata: { unknownTool: true },
        };
    }
    emitDenial(turn, id, tool, input, rule, reason, suggestion) {
        this.emit({
            type: "denial",
            at: (0,transcript_events/* now */.t)(),
            turn,
            id,
            name: tool.name,
            attempted: describeCall(tool, input),
            rule,
            reason,
            suggestion,
        });
    }
    timeoutFor(tool, input, ctx) {
        const t = tool.timeoutMs;
        const ms = typeof t === "function" ? attempt(() => t(input, ctx), this.defaultTimeoutMs) : (t ?? this.defaultTimeoutMs);
        return Number.isFinite(ms) && ms > 0 ? ms : this.defaultTimeoutMs;
    }
}
/** Stage 6: text over `maxChars` keeps head + tail and is spilled whole. Text blocks beside images are
 * bounded together (joined into one block where the first was); images pass through. */
async function boundOutput(out, maxChars, spillDir, id) {
    const blocks = typeof out.output === "string" ? undefined : out.output;
    const text = blocks ? blocks.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n") : out.output;
    const bounded = await spillIfLong(text, maxChars, spillDir, id);
    if (!bounded.truncated)
        return out;
    let output = bounded.text;
    if (blocks) {
        const firstText = blocks.findIndex((b) => b.type === "text");
        output = blocks.flatMap((b, i) => b.type !== "text" ? [b] : i === firstText ? [{ type: "text", text: bounded.text }] : []);
    }
    return {
        ...out,
        output,
        metadata: { ...out.metadata, truncated: true, totalChars: bounded.totalChars, spillPath: bounded.spillPath },
    };
}
/** The output as text for the transcript: text blocks joined, images described. */
function contentText(output) {
    if (typeof output === "string")
        return output;
    return output
        .map((block) => block.type === "text"
        ? block.text
        : `[image ${block.source.media_type}, ${Math.round((block.source.data.length * 3) / 4 / 1024)} KB]`)
        .join("\n");
}
/** zod's safeParse, except that schemas with async refinements (which make it throw) count as a failure. */
function safeParse(tool, input) {
    try {
        return tool.input.safeParse(input);
    }
    catch (err) {
        return { success: false, error: new errors/* ZodError */.G([{ code: "custom", path: [], message: message(err), input }]) };
    }
}
function invalidInput(name, error, when = "") {
    const lines = error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
    return {
        output: `Invalid input for ${name}${when ? ` (${when})` : ""}:\n${lines.join("\n")}\nFix the input and call ${name} again.`,
        display: `${name}: invalid input`,
        isError: true,
        errorType: "validation",
        metadata: { issues: lines },
    };
}
function formatPath(path) {
    if (path.length === 0)
        return "(input)";
    return path
        .map((key, i) => (typeof key === "number" ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
        .join("");
}
function denied(name, rule, reason, suggestion) {
    return {
        output: `Denied (${rule}): ${reason}`,
        display: `${name}: denied by ${rule}`,
        isError: true,
        errorType: "permission",
        metadata: { denied: true, rule, ...(suggestion ? { suggestion } : {}) },
    };
}
function failed(name, msg) {
    return {
        output: `Error: ${msg}`,
        display: `${name}: error`,
        isError: true,
        errorType: "execution",
        metadata: { error: msg },
    };
}
function timedOut(name, ms) {
    return {
        output: `${name} timed out after ${formatMs(ms)} and was stopped. Try a smaller request.`,
        display: `${name}: timed out after ${formatMs(ms)}`,
        isError: true,
        errorType: "timeout",
        metadata: { timedOut: true, timeoutMs: ms },
    };
}
function cancelled(name) {
    return {
        output: "Cancelled: the run was stopped before this call finished.",
        display: `${name}: cancelled`,
        isError: true,
        errorType: "execution",
        metadata: { aborted: true },
    };
}
/** A custom tool may return anything; the model must still get a well-formed result. */
function checkOutput(name, value) {
    if (value && typeof value === "object") {
        const out = value;
        if (typeof out.output === "string" || Array.isArray(out.output)) {
            return { ...out, output: out.output, display: typeof out.display === "string" ? out.display : name };
        }
    }
    return failed(name, "the tool returned a malformed result (expected { output, display })");
}
function describeCall(tool, input) {
    return attempt(() => tool.describe(input), tool.name);
}
function attempt(fn, fallback) {
    try {
        return fn();
    }
    catch {
        return fallback;
    }
}
async function attemptAsync(fn, fallback) {
    try {
        return await fn();
    }
    catch {
        return fallback;
    }
}
function message(err) {
    return err instanceof Error ? err.message : String(err);
}
function formatMs(ms) {
    return ms >= 1000 ? `${Math.round(ms / 100) / 10}s` : `${ms}ms`;
}


/***/ }),

/***/ 25667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ ReadState)
/* harmony export */ });
/* unused harmony export hashBytes */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// What the agent has read in this session, so writes and edits can refuse a file the model never saw or
// one that changed after it read it (another tool, a command, a formatter).

class ReadState {
    records = new Map();
    /** `absPath` must be the physical path (as resolved by the workspace path resolver). */
    record(absPath, rec) {
        this.records.set(absPath, rec);
    }
    get(absPath) {
        return this.records.get(absPath);
    }
    forget(absPath) {
        this.records.delete(absPath);
    }
}
function hashBytes(bytes) {
    return createHash("sha256").update(bytes).digest("hex");
}


/***/ }),

/***/ 64988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ ToolRegistry)
/* harmony export */ });
class ToolRegistry {
    builtins = [];
    custom = [];
    /** Canonical names of deferred tools, in load order. */
    loadedDeferred = [];
    /** Name or alias → tool. */
    index = new Map();
    constructor(builtins) {
        for (const tool of builtins) {
            const clash = this.clashes(tool);
            if (clash.length > 0)
                throw new Error(`built-in tool "${tool.name}" reuses the name or alias "${clash[0].key}" of "${clash[0].tool.name}"`);
            this.builtins.push(tool);
            this.indexTool(tool);
        }
    }
    /** Add a custom tool. Reusing any existing name or alias fails unless `replace: true` says it is meant. */
    register(tool, options = {}) {
        const clash = this.clashes(tool);
        if (clash.length > 0 && !options.replace) {
            const { key, tool: existing } = clash[0];
            const what = this.builtins.includes(existing) ? "built-in tool" : "tool";
            throw new Error(`cannot register tool "${tool.name}": "${key}" is already the name or an alias of ${what} "${existing.name}"; ` +
                `rename it or register it with { replace: true } to replace "${existing.name}"`);
        }
        for (const { tool: old } of clash)
            this.remove(old);
        this.custom.push(tool);
        this.indexTool(tool);
    }
    get(nameOrAlias) {
        return this.index.get(nameOrAlias);
    }
    /** Every registered tool, whether the model sees it now or not. */
    all() {
        return [...this.builtinsSorted(), ...this.custom];
    }
    /** The tools to send to the model, in the stable order. Plan mode leaves out tools whose kind is `write`
     * (the executor still checks each call's `isReadOnly`). */
    toolsForModel({ planMode }) {
        const visible = [
            ...this.builtinsSorted().filter((t) => !t.deferred),
            ...this.custom.filter((t) => !t.deferred),
            ...this.loadedDeferred.map((name) => this.index.get(name)).filter((t) => t !== undefined),
        ];
        return planMode ? visible.filter((t) => t.kind !== "write") : visible;
    }
    /** Names of all deferred tools (loaded or not), built-ins first. */
    deferredNames() {
        return this.all()
            .filter((t) => t.deferred)
            .map((t) => t.name);
    }
    isDeferred(nameOrAlias) {
        return this.get(nameOrAlias)?.deferred ?? false;
    }
    isLoaded(nameOrAlias) {
        const tool = this.get(nameOrAlias);
        return tool !== undefined && this.loadedDeferred.includes(tool.name);
    }
    /** Load deferred tools for the rest of the session; appended after everything already listed. */
    load(names) {
        const loaded = [];
        const unknown = [];
        for (const name of names) {
            const tool = this.get(name);
            if (!tool) {
                unknown.push(name);
                continue;
            }
            if (tool.deferred && !this.loadedDeferred.includes(tool.name))
                this.loadedDeferred.push(tool.name);
            if (!loaded.includes(tool.name))
                loaded.push(tool.name);
        }
        return { loaded, unknown };
    }
    builtinsSorted() {
        return [...this.builtins].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    }
    clashes(tool) {
        const found = [];
        for (const key of [tool.name, ...tool.aliases]) {
            const existing = this.index.get(key);
            if (existing && !found.some((f) => f.tool === existing))
                found.push({ key, tool: existing });
        }
        return found;
    }
    indexTool(tool) {
        for (const key of [tool.name, ...tool.aliases])
            this.index.set(key, tool);
    }
    remove(tool) {
        this.builtins = this.builtins.filter((t) => t !== tool);
        this.custom = this.custom.filter((t) => t !== tool);
        for (const [key, value] of this.index)
            if (value === tool)
                this.index.delete(key);
        const at = this.loadedDeferred.indexOf(tool.name);
        if (at !== -1)
            this.loadedDeferred.splice(at, 1);
    }
}


/***/ }),

/***/ 90330:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ createToolSession)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/policy/network.ts
var network = __webpack_require__(66936);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/sandbox/env.ts
var sandbox_env = __webpack_require__(27072);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/sandbox/privilege.ts
// What the action may do to set the sandbox up: as root directly, with passwordless sudo (GitHub-hosted
// runners) through `sudo -n`, or nothing. Helper programs are run with argv, never through a shell.



const SYSTEM_DIRS = ["/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"];
/** Absolute path of a system program, looked up in the standard directories only (not the caller's PATH). */
function findSystemProgram(name) {
    for (const dir of SYSTEM_DIRS) {
        const candidate = external_node_path_default().join(dir, name);
        try {
            (0,external_node_fs_.accessSync)(candidate, external_node_fs_.constants.X_OK);
            return candidate;
        }
        catch {
            // not here
        }
    }
    return undefined;
}
/** Runs a program to completion with a minimal environment; never throws. */
function execProgram(file, args, timeoutMs = 30_000) {
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)(file, args, { env: { PATH: SYSTEM_DIRS.join(":"), LANG: "C.UTF-8" }, timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 }, (error, stdout, stderr) => {
            const code = error ? (typeof error.code === "number" ? error.code : null) : 0;
            resolve({ code, stdout: String(stdout), stderr: error && !stderr ? error.message : String(stderr) });
        });
    });
}
async function detectPrivilege() {
    if (process.platform !== "linux")
        return "none";
    if (process.getuid?.() === 0)
        return "root";
    const sudo = findSystemProgram("sudo");
    if (!sudo)
        return "none";
    const probe = await execProgram(sudo, ["-n", "true"], 10_000);
    return probe.code === 0 ? "sudo" : "none";
}
/** argv that runs `argv` with root rights under the given privilege. */
function asRoot(privilege, argv) {
    if (privilege === "root")
        return argv;
    if (privilege === "sudo")
        return [findSystemProgram("sudo") ?? "sudo", "-n", "--", ...argv];
    throw new Error("no root rights");
}
function execAsRoot(privilege, argv, timeoutMs) {
    const [file, ...args] = asRoot(privilege, argv);
    return execProgram(file, args, timeoutMs);
}

;// CONCATENATED MODULE: ./src/sandbox/hide-action-files.ts
// The sandbox user must reach the workspace and the run dir, which on a runner lie inside the action user's
// home (/home/runner/work/...). Being able to pass through those directories would also let it read whatever
// there is world-readable: earlier steps' GITHUB_ENV / GITHUB_OUTPUT files in RUNNER_TEMP, other checkouts,
// ~/.npmrc, ~/.docker/config.json. A named ACL entry with no rights overrides the "other" bits for that one
// user, so those entries get `u:<sandbox uid>:---`.



/** Names in the action user's home that hold credentials or the runner's own state. The home itself is not
 * hidden wholesale: toolchains live there (~/.cargo, ~/.rustup, ~/.local/bin on GitHub-hosted runners). */
const SENSITIVE_HOME_ENTRIES = [
    ".ssh",
    ".gnupg",
    ".netrc",
    ".git-credentials",
    ".gitconfig",
    ".config",
    ".docker",
    ".aws",
    ".azure",
    ".kube",
    ".npmrc",
    ".yarnrc",
    ".yarnrc.yml",
    ".pypirc",
    ".gem",
    ".m2",
    ".gradle",
    ".nuget",
    ".terraform.d",
    ".cargo/credentials",
    ".cargo/credentials.toml",
    "runners",
    "actions-runner",
    ".credentials",
    ".runner",
];
/** What to hide: every entry beside the path to a kept directory in the sealed directories and in the
 * directories below the home that the action user owns, plus the sensitive names in the home when the
 * sandbox user can enter it at all. */
async function planHiddenPaths({ keep, sealed, home, actionUid }) {
    const onPath = new Set();
    for (const target of keep) {
        for (let dir = target;; dir = external_node_path_default().dirname(dir)) {
            onPath.add(dir);
            if (dir === external_node_path_default().dirname(dir))
                break;
        }
    }
    const hidden = new Set();
    const consider = async (entry) => {
        if (onPath.has(entry))
            return;
        const info = await (0,promises_.lstat)(entry).catch(() => undefined);
        // A symlink would carry the ACL to its target, which may be a system directory.
        if (info && !info.isSymbolicLink())
            hidden.add(entry);
    };
    const homeInfo = await (0,promises_.lstat)(home).catch(() => undefined);
    if (homeInfo && (onPath.has(home) || (homeInfo.mode & 0o001) !== 0)) {
        for (const name of SENSITIVE_HOME_ENTRIES)
            await consider(external_node_path_default().join(home, name));
    }
    for (const dir of onPath) {
        if (keep.includes(dir))
            continue;
        const inHome = isStrictlyInside(dir, home);
        if (!inHome && !sealed.includes(dir))
            continue;
        const info = await (0,promises_.lstat)(dir).catch(() => undefined);
        if (!info?.isDirectory() || (inHome && info.uid !== actionUid))
            continue;
        for (const name of await (0,promises_.readdir)(dir).catch(() => []))
            await consider(external_node_path_default().join(dir, name));
    }
    return [...hidden].sort();
}
async function hideActionFiles(privilege, user, input) {
    const setfacl = findSystemProgram("setfacl");
    if (!setfacl)
        return { ok: false, reason: "setfacl not found to hide the action user's files" };
    const paths = await planHiddenPaths(input);
    // Entries made later in a sealed directory (the transcript, reports) are hidden by its default ACL.
    for (const dir of input.sealed) {
        const result = await execAsRoot(privilege, [setfacl, "-m", `d:u:${user.uid}:---`, "--", dir]);
        if (result.code !== 0)
            return { ok: false, reason: `setfacl on ${dir} failed: ${result.stderr.trim()}` };
    }
    for (let i = 0; i < paths.length; i += 200) {
        const result = await execAsRoot(privilege, [setfacl, "-m", `u:${user.uid}:---`, "--", ...paths.slice(i, i + 200)]);
        if (result.code !== 0)
            return { ok: false, reason: `setfacl (hiding the action user's files) failed: ${result.stderr.trim()}` };
    }
    return { ok: true, value: paths.length };
}
function isStrictlyInside(child, parent) {
    const rel = external_node_path_default().relative(parent, child);
    return rel !== "" && !rel.startsWith("..") && !external_node_path_default().isAbsolute(rel);
}

;// CONCATENATED MODULE: ./src/sandbox/launcher.ts
// The argv that runs commands inside the sandbox's namespaces (ARCHITECTURE.md §6). One long-lived "holder" process
// per sandbox owns a new PID + mount namespace (and a network namespace when the network is isolated): it
// mounts its own /proc, so no process of the action is even visible, covers the runner's credential files, and
// then sleeps. Each command enters those namespaces with nsenter, drops its privileges and starts `bash -c` with
// an environment built from nothing. Background processes are reparented to the holder, so they survive their
// command, and all of them die with the holder at the end of the run.
//
// Two ways to own the namespaces:
// - `root`: the action is root or has passwordless sudo; commands then drop to the sandbox user (setpriv).
// - `userns`: no privilege at all; a user namespace (`unshare --user --map-root-user`) makes the action
//   "root" of its own namespaces only. Commands enter it and go one user namespace further down, mapped back
//   to the action's own uid: there they hold no capability over the holder's mounts, so cannot unmount what
//   hides the credentials.
//
// Only argv is built here, never a command line: the command and every path are single arguments.
/** Printed by the holder once its namespaces are ready. */
const HOLDER_READY = "repo-agent-namespace-ready";
// Runs as (namespace) root inside the new namespaces. Fixed text: everything variable is a positional argument.
const HOLDER_SETUP = String.raw `set -eu
mount="$1" ip="$2" sleep="$3"; shift 3
if [ "$ip" != - ]; then "$ip" link set lo up; fi
for p in "$@"; do
  # A path removed since the plan was made needs no cover.
  if [ -d "$p" ]; then "$mount" -t tmpfs -o ro,size=4k,mode=0555 repo-agent-hidden "$p" || [ ! -e "$p" ]
  elif [ -e "$p" ]; then "$mount" --bind /dev/null "$p" || [ ! -e "$p" ]; fi
done
echo ${HOLDER_READY}
exec "$sleep" infinity`;
/** The holder: new namespaces with their own /proc, credential files hidden, then asleep until killed. Its
 * environment is `env` exactly (sudo would otherwise replace it, and the run marker in it is how it is found and
 * killed). */
function holderArgv(spec, tools, env) {
    const user = spec.owner === "userns" ? ["--user", "--map-root-user"] : [];
    const net = spec.network === "isolated" ? ["--net"] : [];
    const ip = spec.network === "isolated" ? (tools.ip ?? "-") : "-";
    const unshare = [tools.unshare, ...user, "--pid", "--fork", "--kill-child", "--mount", "--mount-proc", ...net, "--"];
    const setup = [
        tools.bash,
        "--noprofile",
        "--norc",
        "-c",
        HOLDER_SETUP,
        "repo-agent-holder",
        tools.mount,
        ip,
        tools.sleep,
        ...spec.hide,
    ];
    const holder = cleanEnvArgv(tools, env, [...unshare, ...setup]);
    return spec.owner === "root" ? [...spec.asRoot, ...holder] : holder;
}
/** A command inside the holder's namespaces, with its privileges dropped and a clean environment. */
function commandArgv(spec, tools, launch) {
    const enter = [
        tools.nsenter,
        `--target=${launch.holderPid}`,
        ...(spec.owner === "userns" ? ["--user", "--preserve-credentials"] : []),
        "--pid",
        "--mount",
        ...(spec.network === "isolated" ? ["--net"] : []),
        "--",
    ];
    const drop = spec.owner === "root"
        ? dropToUser(tools, launch.uid, launch.gid)
        : [
            tools.unshare,
            "--user",
            `--map-user=${launch.uid}`,
            `--map-group=${launch.gid}`,
            "--",
            tools.setpriv,
            "--no-new-privs",
            "--",
        ];
    // Entering the mount namespace moves the process to its root; the directory is entered after the privilege
    // drop (nsenter --wd would keep a directory of the old namespace, which getcwd cannot name).
    const run = [tools.env, "--chdir", launch.cwd, ...bashArgv(tools, launch)];
    return spec.owner === "root" ? [...spec.asRoot, ...enter, ...drop, ...run] : [...enter, ...drop, ...run];
}
/** Without namespaces: the dedicated user only (`drop` given), or nothing but the clean environment. */
function plainArgv(tools, launch, drop) {
    return drop
        ? [...drop.asRoot, ...dropToUser(drop, drop.uid, drop.gid), ...bashArgv(tools, launch)]
        : bashArgv(tools, launch);
}
function dropToUser(tools, uid, gid) {
    return [tools.setpriv, "--reuid", String(uid), "--regid", String(gid), "--clear-groups", "--no-new-privs", "--"];
}
/** `env -i <env> <inner prefix> bash --noprofile --norc -c <command>`. */
function bashArgv(tools, launch) {
    return cleanEnvArgv(tools, { ...launch.env, ...launch.inner?.env }, [
        ...(launch.inner?.prefix ?? []),
        tools.bash,
        "--noprofile",
        "--norc",
        "-c",
        launch.command,
    ]);
}
/** `env -i NAME=value… argv`: the program starts with exactly this environment. */
function cleanEnvArgv(tools, env, argv) {
    return [tools.env, "-i", ...Object.entries(env).map(([k, v]) => `${k}=${v}`), ...argv];
}

;// CONCATENATED MODULE: ./src/sandbox/namespace.ts
// Starting and finding the holder process that owns a sandbox's namespaces (launcher.ts). The holder is started
// with an environment of its own (no secret of the action: commands can read it, it is their PID 1); its pid is
// found by walking the children of the process we spawned (sudo → unshare → holder), as every user may read
// /proc/<pid>/task/<pid>/children.




const READY_TIMEOUT_MS = 15_000;
/** The system programs the launcher needs, or what is missing. */
function launcherTools(network) {
    const names = ["unshare", "nsenter", "setpriv", "env", "bash", "mount", "sleep"];
    const found = {};
    for (const name of names) {
        const at = findSystemProgram(name);
        if (!at)
            return { ok: false, reason: `${name} not found` };
        found[name] = at;
    }
    const ip = findSystemProgram("ip");
    // An isolated network namespace without a loopback interface would break the egress proxy (and tests that
    // listen on localhost): refuse rather than run half-isolated.
    if (network === "isolated" && !ip)
        return { ok: false, reason: "ip (iproute2) not found to bring up loopback in the network namespace" };
    return { ok: true, value: { ...found, ip } };
}
/** Starts the holder; resolves with its pid once its namespaces are ready, or why they could not be made. */
function startHolder(spec, tools, env) {
    const [file, ...args] = holderArgv(spec, tools, env);
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)(file, args, { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
        let stdout = "";
        let stderr = "";
        let settled = false;
        const finish = (outcome) => {
            if (settled)
                return;
            settled = true;
            // A holder that never became usable must not stay (under sudo the caller's marker sweep ends it).
            if (!outcome.ok && child.pid !== undefined) {
                try {
                    process.kill(-child.pid, "SIGKILL");
                }
                catch {
                    // gone, or root's
                }
            }
            clearTimeout(timer);
            child.stdout?.destroy();
            child.stderr?.destroy();
            child.unref();
            resolve(outcome);
        };
        const timer = setTimeout(() => {
            finish({ ok: false, reason: "the namespace holder did not start in time" });
        }, READY_TIMEOUT_MS);
        child.stderr?.on("data", (d) => (stderr = (stderr + d.toString()).slice(-2000)));
        child.stdout?.on("data", (d) => {
            stdout += d.toString();
            if (!stdout.includes(HOLDER_READY) || child.pid === undefined)
                return;
            void findHolder(child.pid, tools.sleep).then((pid) => finish(pid === undefined
                ? { ok: false, reason: "the namespace holder's pid was not found" }
                : { ok: true, value: pid }));
        });
        child.once("error", (err) => finish({ ok: false, reason: err.message }));
        child.once("exit", (code) => finish({ ok: false, reason: stderr.trim().split("\n").at(-1) || `exit code ${code}` }));
    });
}
/** The holder's pid: "ready" is printed just before the set-up shell execs the final program, so it is looked for
 * a few times. */
async function findHolder(root, sleep) {
    for (let attempt = 0; attempt < 100; attempt++) {
        const pid = await findBelow(root, sleep);
        if (pid !== undefined)
            return pid;
        await new Promise((r) => setTimeout(r, 10));
    }
    return undefined;
}
/** The first process below `root` that runs the holder's final program. */
async function findBelow(root, sleep) {
    const queue = [root];
    for (let seen = 0; queue.length > 0 && seen < 16; seen++) {
        const pid = queue.shift();
        const exe = await (0,promises_.readFile)(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
        if (exe.startsWith(`${sleep}\0infinity`))
            return pid;
        const children = await (0,promises_.readFile)(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
        queue.push(...children.trim().split(/\s+/).filter(Boolean).map(Number));
    }
    return undefined;
}
/** Whether the holder still runs (it is killed at the end of a run and started again on the next command). */
async function holderAlive(pid) {
    const stat = await (0,promises_.readFile)(`/proc/${pid}/stat`, "utf8").catch(() => "");
    return stat !== "" && stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
}

;// CONCATENATED MODULE: ./src/sandbox/bounded-output.ts
// A command may print gigabytes; the action must not. `headTailText` words a head and a tail cut from the output
// (process-group.ts reads them back from the spill file). `BoundedOutput` keeps the first `headBytes` and a ring
// of the last `tailBytes` of everything written, and counts the rest, for output that has no file to go to:
// memory stays at most headBytes + tailBytes.
const DEFAULT_HEAD_BYTES = 20_000;
const DEFAULT_TAIL_BYTES = 20_000;
class BoundedOutput {
    headBytes;
    tailBytes;
    head;
    headLength = 0;
    tail;
    /** Next write position in the ring, and how many bytes of it hold data. */
    tailStart = 0;
    tailLength = 0;
    total = 0;
    constructor(headBytes = DEFAULT_HEAD_BYTES, tailBytes = DEFAULT_TAIL_BYTES) {
        this.headBytes = headBytes;
        this.tailBytes = tailBytes;
        this.head = Buffer.alloc(headBytes);
        this.tail = Buffer.alloc(tailBytes);
    }
    write(chunk) {
        this.total += chunk.length;
        let rest = chunk;
        if (this.headLength < this.headBytes) {
            const n = Math.min(rest.length, this.headBytes - this.headLength);
            rest.copy(this.head, this.headLength, 0, n);
            this.headLength += n;
            rest = rest.subarray(n);
        }
        if (rest.length === 0 || this.tailBytes === 0)
            return;
        if (rest.length >= this.tailBytes)
            rest = rest.subarray(rest.length - this.tailBytes);
        const end = (this.tailStart + this.tailLength) % this.tailBytes;
        const first = Math.min(rest.length, this.tailBytes - end);
        rest.copy(this.tail, end, 0, first);
        rest.copy(this.tail, 0, first);
        const overflow = Math.max(0, this.tailLength + rest.length - this.tailBytes);
        this.tailLength = Math.min(this.tailBytes, this.tailLength + rest.length);
        this.tailStart = (this.tailStart + overflow) % this.tailBytes;
    }
    get totalBytes() {
        return this.total;
    }
    /** Bytes dropped between head and tail. */
    get omittedBytes() {
        return this.total - this.headLength - this.tailLength;
    }
    get truncated() {
        return this.omittedBytes > 0;
    }
    /** Bytes of output actually held in memory (what the memory bound is about). */
    get retainedBytes() {
        return this.headLength + this.tailLength;
    }
    /** Head + marker + tail as text; cut points are moved to UTF-8 character boundaries. */
    text() {
        const tail = Buffer.concat([
            this.tail.subarray(this.tailStart, Math.min(this.tailBytes, this.tailStart + this.tailLength)),
            this.tail.subarray(0, Math.max(0, this.tailStart + this.tailLength - this.tailBytes)),
        ]);
        return headTailText(this.head.subarray(0, this.headLength), tail, this.omittedBytes);
    }
}
/** The text the model sees of output it was not given whole: `head`, a marker naming the `omittedBytes` between
 * them (plus the bytes the UTF-8-safe cuts drop), `tail`. With nothing omitted, head and tail joined. */
function headTailText(headBytes, tailBytes, omittedBytes) {
    if (omittedBytes <= 0)
        return Buffer.concat([headBytes, tailBytes]).toString("utf8");
    const head = headBytes.subarray(0, trimIncompleteEnd(headBytes));
    const tail = tailBytes.subarray(skipContinuationBytes(tailBytes));
    const marker = `\n… [${omittedBytes + (headBytes.length - head.length) + (tailBytes.length - tail.length)} bytes of output omitted] …\n`;
    return head.toString("utf8") + marker + tail.toString("utf8");
}
/** Length of `buf` without a trailing, incomplete UTF-8 sequence. */
function trimIncompleteEnd(buf) {
    let i = buf.length - 1;
    let continuation = 0;
    while (i >= 0 && continuation < 3 && (buf[i] & 0xc0) === 0x80) {
        i--;
        continuation++;
    }
    if (i < 0)
        return buf.length;
    const lead = buf[i];
    const need = lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : lead >= 0xc0 ? 1 : 0;
    return need > continuation ? i : buf.length;
}
/** Offset of the first byte that starts a UTF-8 character. */
function skipContinuationBytes(buf) {
    let i = 0;
    while (i < buf.length && i < 3 && (buf[i] & 0xc0) === 0x80)
        i++;
    return i;
}

;// CONCATENATED MODULE: ./src/sandbox/process-group.ts
// Runs one command in its own process group and collects its output. The command's stdout and stderr are one
// descriptor of the spill file, opened here and inherited, so output goes straight to disk (interleaved, with no
// per-chunk buffers in this process however much is printed, and regardless of the sandbox user's file access).
// Head, tail and progress lines are read back from the file. Resolves when the command's process exits: there
// are no pipes a background child could hold open. Only when the spill file cannot be opened does output go
// through pipes into bounded memory (head + tail, nothing on disk).



/** How long output already in the pipes may take to arrive after the command exited (pipe fallback only). */
const SETTLE_MS = 250;
const PROGRESS_INTERVAL_MS = 500;
/** Bytes read from the end of the file per progress tick: enough for a last line, and the memory bound. */
const PROGRESS_WINDOW_BYTES = 4_096;
async function runProcessGroup(launch, opts) {
    const started = Date.now();
    const result = (end, out) => ({
        exitCode: end.exitCode,
        signal: end.signal,
        timedOut: end.timedOut,
        aborted: end.aborted,
        output: end.note ? (out.output ? `${out.output}\n${end.note}` : end.note) : out.output,
        totalBytes: out.totalBytes,
        truncated: out.truncated,
        spillPath: out.spillPath,
        durationMs: Date.now() - started,
    });
    if (opts.signal.aborted) {
        const end = {
            exitCode: null,
            signal: null,
            timedOut: false,
            aborted: true,
            note: "Command aborted before it started.",
        };
        return result(end, { output: "", totalBytes: 0, truncated: false });
    }
    let spill;
    try {
        spill = await (0,promises_.open)(opts.spillFile, "w", 0o600);
    }
    catch {
        return runPiped(launch, opts, result);
    }
    let ending;
    try {
        const child = (0,external_node_child_process_.spawn)(launch.file, launch.args, {
            cwd: launch.cwd,
            env: launch.env,
            stdio: ["ignore", spill.fd, spill.fd],
            detached: true,
        });
        // Before any await: a quick command's exit event must find its listener.
        ending = supervise(child, opts);
    }
    finally {
        // spawn() duplicated the descriptor into the child before it returned; the parent's copy is not needed.
        await spill.close();
    }
    const reader = await (0,promises_.open)(opts.spillFile, "r");
    try {
        const progress = opts.onProgress ? tailProgress(reader, opts.onProgress) : undefined;
        const end = await ending;
        await progress?.stop();
        // What the file holds now is the result; background processes may go on appending to it.
        const collected = await readHeadTail(reader);
        if (end.note || !collected.truncated) {
            await (0,promises_.rm)(opts.spillFile, { force: true });
            return result(end, collected);
        }
        return result(end, { ...collected, spillPath: opts.spillFile });
    }
    finally {
        await reader.close();
    }
}
/** Waits for the command's process to exit, killing its group on timeout or abort. */
async function supervise(child, opts) {
    let timedOut = false;
    let aborted = false;
    let termination;
    let exitResolve;
    const exited = new Promise((resolve) => (exitResolve = resolve));
    let exitCode = null;
    let exitSignal = null;
    let startError;
    const stop = (why) => {
        if (termination || child.pid === undefined)
            return;
        if (why === "timeout")
            timedOut = true;
        else
            aborted = true;
        termination = opts.terminate(child.pid, exited);
    };
    const timer = setTimeout(() => stop("timeout"), opts.timeoutMs);
    const onAbort = () => stop("abort");
    opts.signal.addEventListener("abort", onAbort, { once: true });
    child.once("error", (error) => {
        startError = error;
        exitResolve();
    });
    child.once("exit", (code, signal) => {
        exitCode = code;
        exitSignal = signal;
        exitResolve();
    });
    // An abort that came while the spill file was being opened fired no event.
    if (opts.signal.aborted)
        stop("abort");
    await exited;
    clearTimeout(timer);
    opts.signal.removeEventListener("abort", onAbort);
    if (termination)
        await termination;
    if (startError)
        return { exitCode: null, signal: null, timedOut, aborted, note: `Command could not start: ${startError.message}` };
    return { exitCode, signal: exitSignal, timedOut, aborted };
}
/** Every tick, reports the last line of what was appended since the previous tick (at most a window's worth is
 * read, into one reused buffer). */
function tailProgress(reader, onProgress) {
    const window = Buffer.alloc(PROGRESS_WINDOW_BYTES);
    let seen = 0;
    let pending = Promise.resolve();
    let busy = false;
    const tick = async () => {
        const { size } = await reader.stat();
        if (size <= seen)
            return;
        const n = Math.min(size - seen, window.length);
        const { bytesRead } = await reader.read(window, 0, n, size - n);
        seen = size;
        const line = lastLine(window.subarray(0, bytesRead));
        if (line)
            onProgress(line);
    };
    const timer = setInterval(() => {
        if (busy)
            return;
        busy = true;
        pending = tick()
            .catch(() => { })
            .finally(() => (busy = false));
    }, PROGRESS_INTERVAL_MS);
    return {
        stop: async () => {
            clearInterval(timer);
            await pending;
        },
    };
}
/** The file's first and last bytes as the model's text; the whole file when it fits. */
async function readHeadTail(reader) {
    const { size } = await reader.stat();
    const readAt = async (length, position) => {
        const buf = Buffer.alloc(length);
        const { bytesRead } = await reader.read(buf, 0, length, position);
        return buf.subarray(0, bytesRead);
    };
    if (size <= DEFAULT_HEAD_BYTES + DEFAULT_TAIL_BYTES) {
        return { output: (await readAt(size, 0)).toString("utf8"), totalBytes: size, truncated: false };
    }
    const head = await readAt(DEFAULT_HEAD_BYTES, 0);
    const tail = await readAt(DEFAULT_TAIL_BYTES, size - DEFAULT_TAIL_BYTES);
    return { output: headTailText(head, tail, size - head.length - tail.length), totalBytes: size, truncated: true };
}
/** Fallback when the spill file cannot be opened: output through pipes into bounded memory, nothing on disk.
 * Resolves when the process exits, not when the pipes close: a background child may hold them forever. */
async function runPiped(launch, opts, result) {
    const output = new BoundedOutput();
    const child = (0,external_node_child_process_.spawn)(launch.file, launch.args, {
        cwd: launch.cwd,
        env: launch.env,
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
    });
    const streams = [child.stdout, child.stderr].filter((s) => s !== null);
    let lastProgress = 0;
    const onData = (chunk) => {
        output.write(chunk);
        if (opts.onProgress && Date.now() - lastProgress >= PROGRESS_INTERVAL_MS) {
            const line = lastLine(chunk);
            if (line) {
                lastProgress = Date.now();
                opts.onProgress(line);
            }
        }
    };
    for (const s of streams)
        s.on("data", onData);
    const streamsClosed = Promise.all(streams.map((s) => new Promise((resolve) => s.once("close", resolve))));
    const end = await supervise(child, opts);
    let settleTimer;
    await Promise.race([streamsClosed, new Promise((resolve) => (settleTimer = setTimeout(resolve, SETTLE_MS)))]);
    clearTimeout(settleTimer);
    for (const s of streams) {
        s.off("data", onData);
        if (!s.destroyed && !s.readableEnded) {
            // Keep draining (and discarding) so a background process does not die of SIGPIPE on its next write.
            s.resume();
            s.unref?.();
            opts.onLingering?.(s);
        }
    }
    return result(end, { output: output.text(), totalBytes: output.totalBytes, truncated: output.truncated });
}
function lastLine(chunk) {
    const text = chunk.subarray(Math.max(0, chunk.length - 400)).toString("utf8");
    const lines = text
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean);
    return (lines.at(-1) ?? "").slice(0, 200);
}

;// CONCATENATED MODULE: ./src/sandbox/stray-processes.ts
// Finding every process a command left behind. A process group is not enough: `setsid`, `nohup … &` under
// job control or a daemonising program leave the group. Every sandboxed process inherits REPO_AGENT_RUN, so
// /proc/<pid>/environ finds them wherever they went. The sweep runs as a separate `node -e` program so the
// same code works for the action's own processes, as root, and through `sudo -n` (GitHub-hosted runners),
// where only root may read and signal the sandbox user's processes.


// Plain CommonJS for `node -e`; argv[1] is the JSON request. Prints the pids it signalled as JSON.
const SWEEP_SOURCE = String.raw `
const fs = require("fs");
const req = JSON.parse(process.argv[1]);
const key = req.markerVar + "=";
const hit = new Set();
for (const g of req.pgids) { try { process.kill(-g, req.signal); } catch {} }
function groupOf(pid) {
  try { const s = fs.readFileSync("/proc/" + pid + "/stat", "utf8"); return Number(s.slice(s.lastIndexOf(")") + 2).split(" ")[2]); } catch { return -1; }
}
function alive(pid) {
  try { const s = fs.readFileSync("/proc/" + pid + "/stat", "utf8"); return s.slice(s.lastIndexOf(")") + 2, s.lastIndexOf(")") + 3) !== "Z"; } catch { return false; }
}
function uidOf(pid) {
  try { const m = /^Uid:\s+(\d+)/m.exec(fs.readFileSync("/proc/" + pid + "/status", "utf8")); return m ? Number(m[1]) : -1; } catch { return -1; }
}
let entries = [];
try { entries = fs.readdirSync("/proc"); } catch {}
for (const name of entries) {
  if (!/^\d+$/.test(name)) continue;
  const pid = Number(name);
  if (pid === process.pid || pid === process.ppid) continue;
  let marker;
  let readable = false;
  try {
    const env = fs.readFileSync("/proc/" + pid + "/environ", "latin1").split("\0");
    readable = true;
    const entry = env.find((e) => e.startsWith(key));
    if (entry !== undefined) marker = entry.slice(key.length);
  } catch {}
  let match = req.pgids.includes(groupOf(pid));
  if (marker !== undefined) {
    if (req.markers.includes(marker)) match = true;
    if (req.markerPrefix && marker.startsWith(req.markerPrefix)) match = true;
  } else if (readable && req.unmarkedOfUid !== undefined && uidOf(pid) === req.unmarkedOfUid && alive(pid)) {
    match = true;
  }
  if (!match) continue;
  try { process.kill(pid, req.signal); hit.add(pid); } catch {}
}
const done = () => process.stdout.write(JSON.stringify([...hit]));
if (!req.waitForDeath) { done(); }
else {
  const until = Date.now() + 3000;
  const poll = () => {
    if ([...hit].some(alive) && Date.now() < until) setTimeout(poll, 20); else done();
  };
  poll();
}
`;
/** Signals the requested processes; returns the pids signalled (empty when the sweep itself failed). */
async function sweepProcesses(privilege, req) {
    if (process.platform !== "linux") {
        for (const g of req.pgids) {
            try {
                process.kill(-g, req.signal);
            }
            catch {
                // already gone
            }
        }
        return [];
    }
    const payload = JSON.stringify({ ...req, markerVar: sandbox_env/* RUN_MARKER_VAR */.FN });
    const argv = [process.execPath, "-e", SWEEP_SOURCE, payload];
    const result = await execProgram(...split(privilege === "none" ? argv : asRoot(privilege, argv)), 15_000);
    try {
        const pids = JSON.parse(result.stdout);
        return Array.isArray(pids) ? pids.filter((p) => typeof p === "number") : [];
    }
    catch {
        return [];
    }
}
function split(argv) {
    return [argv[0], argv.slice(1)];
}

;// CONCATENATED MODULE: ./src/sandbox/user.ts
// The dedicated unprivileged user commands run as (ARCHITECTURE.md §6). A different uid is what keeps the action's
// /proc/<pid>/environ, its memory and its private files out of reach; the user has no sudo rights (it is created
// without any) and commands additionally run with no_new_privs, so setuid programs cannot raise them.
//
// Workspace access uses POSIX ACLs instead of a change of owner: the action's later git operations then still
// see a repository owned by the action's user (no "dubious ownership"), and default ACLs make every file the
// sandbox user creates writable by the action's user too (file tools keep working on them).



const SANDBOX_USER = "repo-agent-sbx";
async function lookupUser(name) {
    const getent = findSystemProgram("getent");
    if (!getent)
        return undefined;
    const result = await execProgram(getent, ["passwd", name]);
    if (result.code !== 0)
        return undefined;
    const fields = result.stdout.trim().split(":");
    const uid = Number(fields[2]);
    const gid = Number(fields[3]);
    return Number.isInteger(uid) && Number.isInteger(gid) ? { name, uid, gid } : undefined;
}
/** Finds the sandbox user, creating it (no home, no login shell, no groups) when missing. */
async function ensureSandboxUser(privilege, name = SANDBOX_USER) {
    const useradd = findSystemProgram("useradd");
    let lastError = "";
    // Several runs (or test files) may race to create the user; useradd then fails on the passwd lock.
    for (let attempt = 0; attempt < 5; attempt++) {
        const existing = await lookupUser(name);
        if (existing) {
            if (existing.uid === 0 || existing.gid === 0)
                return { ok: false, reason: `user ${name} exists with uid or gid 0` };
            return { ok: true, value: existing };
        }
        if (!useradd)
            return { ok: false, reason: "useradd not found, cannot create the sandbox user" };
        const created = await execAsRoot(privilege, [
            useradd,
            "--system",
            "--user-group",
            "--no-create-home",
            "--home-dir",
            "/nonexistent",
            "--shell",
            "/usr/sbin/nologin",
            name,
        ]);
        if (created.code === 0)
            continue;
        lastError = created.stderr.trim();
        await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
    }
    const existing = await lookupUser(name);
    return existing
        ? { ok: true, value: existing }
        : { ok: false, reason: `could not create user ${name}: ${lastError}` };
}
function defaultSharing(privilege) {
    if (findSystemProgram("setfacl"))
        return "acl";
    // Without ACLs, files the sandbox user creates are not writable by a non-root action user.
    return privilege === "root" ? "group" : undefined;
}
/** Lets the sandbox user read and write `dir` recursively (and the action's user every file it creates there). */
async function grantTree(privilege, user, dir, sharing, traversal = new Map()) {
    if (sharing === "group")
        return grantTreeByGroup(privilege, user, dir, traversal);
    const setfacl = findSystemProgram("setfacl");
    if (!setfacl)
        return { ok: false, reason: "setfacl not found (install the acl package) to share the workspace" };
    const entries = [`u:${user.uid}:rwX`, `d:u:${user.uid}:rwX`];
    const actionUid = process.getuid?.() ?? 0;
    if (actionUid !== 0)
        entries.push(`d:u:${actionUid}:rwX`);
    // -P: do not follow symlinks inside the tree (a link to /etc must not hand /etc to the sandbox user).
    const result = await execAsRoot(privilege, [setfacl, "-R", "-P", "-m", entries.join(","), dir], 300_000);
    if (result.code !== 0)
        return { ok: false, reason: `setfacl on ${dir} failed: ${result.stderr.trim()}` };
    return grantTraverse(privilege, user, external_node_path_default().dirname(dir), traversal);
}
async function grantTreeByGroup(privilege, user, dir, traversal) {
    const [chgrp, chmod, find] = ["chgrp", "chmod", "find"].map((name) => findSystemProgram(name));
    if (!chgrp || !chmod || !find)
        return { ok: false, reason: "chgrp, chmod or find not found to share the workspace" };
    const steps = [
        // -h -P: change links themselves and never follow them out of the tree.
        [chgrp, "-R", "-h", "-P", String(user.gid), dir],
        [chmod, "-R", "g+rwX", dir],
        // setgid directories: files created later (by either user) keep the sandbox group.
        [find, dir, "-type", "d", "-exec", chmod, "g+s", "{}", "+"],
    ];
    for (const argv of steps) {
        const result = await execAsRoot(privilege, argv, 300_000);
        if (result.code !== 0)
            return { ok: false, reason: `${external_node_path_default().basename(argv[0])} on ${dir} failed: ${result.stderr.trim()}` };
    }
    return grantTraverse(privilege, user, external_node_path_default().dirname(dir), traversal);
}
/** Gives the sandbox user search (not read) permission on `dir` and its ancestors where others lack it. */
async function grantTraverse(privilege, user, dir, traversal = new Map()) {
    for (let current = dir;; current = external_node_path_default().dirname(current)) {
        let step = traversal.get(current);
        if (!step) {
            step = grantSearch(privilege, user, current);
            traversal.set(current, step);
        }
        const done = await step;
        if (!done.ok)
            return done;
        if (current === external_node_path_default().dirname(current))
            return done;
    }
}
async function grantSearch(privilege, user, dir) {
    const info = await (0,promises_.stat)(dir);
    if ((info.mode & 0o001) !== 0)
        return { ok: true, value: undefined };
    const setfacl = findSystemProgram("setfacl");
    if (!setfacl)
        return { ok: false, reason: `${dir} is not searchable by other users and setfacl is missing` };
    const result = await execAsRoot(privilege, [setfacl, "-m", `u:${user.uid}:--x`, dir]);
    if (result.code !== 0)
        return { ok: false, reason: `setfacl on ${dir} failed: ${result.stderr.trim()}` };
    return { ok: true, value: undefined };
}
/** A HOME owned by the sandbox user, with a git config that trusts the workspace (owned by the action's user,
 * so git would otherwise refuse it as "dubious ownership"). */
async function makeSandboxHome(privilege, user, home, traversal = new Map()) {
    await (0,promises_.mkdir)(home, { recursive: true, mode: 0o700 });
    await (0,promises_.writeFile)(external_node_path_default().join(home, ".gitconfig"), "[safe]\n\tdirectory = *\n[core]\n\tpager = cat\n");
    const chown = findSystemProgram("chown");
    if (!chown)
        return { ok: false, reason: "chown not found" };
    const result = await execAsRoot(privilege, [chown, "-R", `${user.uid}:${user.gid}`, home]);
    if (result.code !== 0)
        return { ok: false, reason: `chown of ${home} failed: ${result.stderr.trim()}` };
    return grantTraverse(privilege, user, external_node_path_default().dirname(home), traversal);
}

;// CONCATENATED MODULE: ./src/sandbox/create.ts
// Chooses the strongest sandbox the runner allows (ARCHITECTURE.md §6) and runs commands in it.
// - `user`: root or passwordless sudo on Linux: commands run as the dedicated user repo-agent-sbx, with
//   no_new_privs and a clean environment, and (where the kernel allows it) in PID + mount namespaces of their own
//   with their own /proc and the runner's credential files covered (launcher.ts).
// - `namespace`: no privilege, but user namespaces allowed: commands run as the action's user inside user + PID +
//   mount namespaces, where no process of the action is visible and the credential files are covered.
// - otherwise nothing keeps the job's secrets from a command (a same-user process can read the action's
//   /proc/<pid>/environ and memory): every command is refused, unless the policy opts in with
//   `sandbox.allow_unprotected_secrets`, which gives `reduced` (and the final comment says so in bold).












/** Time between SIGTERM and SIGKILL. */
const KILL_GRACE_MS = 1_500;
async function createSandbox(opts) {
    const runId = (0,external_node_crypto_.randomBytes)(6).toString("hex");
    await (0,promises_.mkdir)(opts.runDir, { recursive: true });
    const setup = await chooseSetup(opts, runId);
    if (setup.level !== "user") {
        await (0,promises_.mkdir)(setup.home, { recursive: true, mode: 0o700 });
        await (0,promises_.writeFile)(external_node_path_default().join(setup.home, ".gitconfig"), "[core]\n\tpager = cat\n");
    }
    let counter = 0;
    const running = new Set();
    const lingering = new Set();
    const terminate = async (pgid, marker, exited) => {
        // Under sudo the group holds root's sudo and the sandbox user's processes: only root may signal them.
        if (setup.privilege === "sudo")
            await sweepProcesses("sudo", { signal: "SIGTERM", pgids: [pgid], markers: [marker] });
        else
            signalGroup(pgid, "SIGTERM");
        let graceTimer;
        await Promise.race([exited, new Promise((resolve) => (graceTimer = setTimeout(resolve, KILL_GRACE_MS)))]);
        clearTimeout(graceTimer);
        await sweepProcesses(setup.privilege, { signal: "SIGKILL", pgids: [pgid], markers: [marker], waitForDeath: true });
    };
    const run = async (req) => {
        const marker = `${runId}/${++counter}`;
        const env = (0,sandbox_env/* buildSandboxEnv */.PZ)({
            home: setup.home,
            marker,
            parentPath: process.env.PATH,
            nodeDir: external_node_path_default().dirname(process.execPath),
        });
        const argv = await setup.argv(env, req.command, req.cwd);
        // A tool never throws into the loop: the bash tool turns this into the model's result.
        if (!argv.ok)
            throw new Error(argv.reason);
        const launch = { file: argv.value[0], args: argv.value.slice(1), env, cwd: req.cwd };
        // killAll aborts through this controller, so a killed command reports `aborted`.
        const abort = new AbortController();
        const signal = AbortSignal.any([req.signal, abort.signal]);
        // Registered before the command starts: killAll must reach a run that is still opening its spill file.
        const entry = { abort };
        running.add(entry);
        const done = runProcessGroup(launch, {
            timeoutMs: req.timeoutMs,
            signal,
            spillFile: req.spillFile,
            onProgress: req.onProgress,
            terminate: (group, exited) => terminate(group, marker, exited),
            onLingering: (stream) => lingering.add(stream),
        });
        entry.done = done;
        try {
            return await done;
        }
        finally {
            running.delete(entry);
        }
    };
    const killAll = async () => {
        const active = [...running];
        for (const entry of active)
            entry.abort.abort();
        const sweep = { pgids: [], markers: [], markerPrefix: `${runId}/` };
        const hit = await sweepProcesses(setup.privilege, { ...sweep, signal: "SIGTERM" });
        if (hit.length > 0)
            await new Promise((r) => setTimeout(r, KILL_GRACE_MS));
        await sweepProcesses(setup.privilege, {
            ...sweep,
            signal: "SIGKILL",
            unmarkedOfUid: setup.user?.uid,
            waitForDeath: true,
        });
        await setup.stop();
        await Promise.allSettled(active.flatMap((entry) => (entry.done ? [entry.done] : [])));
        for (const stream of lingering)
            stream.destroy();
        lingering.clear();
    };
    const dispose = async () => {
        await killAll();
        if (setup.user && setup.privilege !== "none")
            await handBack(setup.privilege, setup.user, opts.workspace, setup.home);
    };
    return { level: setup.level, reason: setup.reason, run, killAll, dispose };
}
function signalGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
    }
    catch {
        // gone already; the SIGKILL sweep that follows catches anything left
    }
}
/** After the run: files the sandbox user made in the workspace belong to the action's user again (later steps
 * must read, change and delete them), and the sandbox's home is removed (the runner's user could not). */
async function handBack(privilege, user, workspace, home) {
    const find = findSystemProgram("find");
    const chown = findSystemProgram("chown");
    const rm = findSystemProgram("rm");
    const owner = `${process.getuid?.() ?? 0}:${process.getgid?.() ?? 0}`;
    if (find && chown)
        await execAsRoot(privilege, [find, workspace, "-xdev", "-uid", String(user.uid), "-exec", chown, "-h", owner, "{}", "+"], 300_000);
    if (rm)
        await execAsRoot(privilege, [rm, "-rf", "--", home]);
}
async function chooseSetup(opts, runId) {
    const ownHome = external_node_path_default().join(opts.runDir, `sandbox-home-${runId}`);
    if (opts.forceReduced)
        return reduced(opts, ownHome, "reduced sandbox requested: commands ran as the action's user");
    const privilege = await detectPrivilege();
    if (privilege !== "none") {
        const user = await userSetup(opts, runId, privilege);
        if (typeof user !== "string")
            return user;
        return unprotected(opts, ownHome, `sandbox user could not be set up (${user})`);
    }
    if (process.platform !== "linux")
        return unprotected(opts, ownHome, `not Linux (${process.platform})`);
    const spec = await namespaceSpec(opts, "userns", [], [opts.workspace, ownHome]);
    const held = await namespaces(spec, opts.network, runId);
    if (held.ok) {
        const uid = process.getuid?.() ?? 0;
        const gid = process.getgid?.() ?? 0;
        return {
            level: "namespace",
            reason: `commands ran as the runner user in their own user, PID and mount namespaces ${networkText(opts.network)} (not root, no passwordless sudo)`,
            privilege: "none",
            home: ownHome,
            argv: namespacedArgv(spec, held.value, { uid, gid, inner: opts.inner }),
            stop: held.value.stop,
        };
    }
    return unprotected(opts, ownHome, `not root, no passwordless sudo, and user namespaces are not available (${held.reason})`);
}
/** The `user` level: the dedicated user, and the namespaces on top where the kernel allows them. */
async function userSetup(opts, runId, privilege) {
    const setpriv = findSystemProgram("setpriv");
    if (!setpriv)
        return "setpriv not found";
    const user = await ensureSandboxUser(privilege);
    if (!user.ok)
        return user.reason;
    const sharing = opts.sharing ?? defaultSharing(privilege);
    if (!sharing)
        return "setfacl not found (install the acl package) to share the workspace";
    // Without ACLs the sandbox user cannot be let through the run dir (mode 0700): its home goes where every user
    // may pass, so nothing depends on the ancestors of RUNNER_TEMP.
    const home = sharing === "acl" ? external_node_path_default().join(opts.runDir, `sandbox-home-${runId}`) : external_node_path_default().join("/tmp", `repo-agent-home-${runId}`);
    // Sharing the workspace (a recursive setfacl over the whole checkout) and the sandbox's home are independent:
    // run at once. Hiding the action's files needs the home to exist.
    const traversal = new Map();
    const prepareHome = async () => {
        const homed = await makeSandboxHome(privilege, user.value, home, traversal);
        if (!homed.ok || sharing !== "acl")
            return homed;
        return hideActionFiles(privilege, user.value, {
            keep: [opts.workspace, home],
            sealed: [opts.runDir],
            home: opts.actionHome ?? external_node_os_default().homedir(),
            actionUid: process.getuid?.() ?? 0,
        });
    };
    const [granted, homed] = await Promise.all([
        grantTree(privilege, user.value, opts.workspace, sharing, traversal),
        prepareHome(),
    ]);
    if (!granted.ok)
        return granted.reason;
    if (sharing === "group")
        keepNewFilesGroupWritable();
    if (!homed.ok)
        return homed.reason;
    const { uid, gid, name } = user.value;
    const base = `commands ran as user ${name} (uid ${uid}, set up via ${privilege}, workspace shared through ${sharing === "acl" ? "ACLs" : "its group"})`;
    const spec = await namespaceSpec(opts, "root", asRoot(privilege, []), [opts.workspace, home]);
    const held = await namespaces(spec, opts.network, runId);
    if (held.ok) {
        return {
            level: "user",
            reason: `${base} in their own PID and mount namespaces ${networkText(opts.network)}`,
            privilege,
            user: user.value,
            home,
            argv: namespacedArgv(spec, held.value, { uid, gid, inner: opts.inner }),
            stop: held.value.stop,
        };
    }
    // The dedicated user alone keeps the action's processes and files out of reach; an isolated network cannot
    // be had without the namespaces.
    const tools = { env: findSystemProgram("env") ?? "/usr/bin/env", bash: findSystemProgram("bash") ?? "/bin/bash" };
    return {
        level: "user",
        reason: `${base}, without PID and mount namespaces (${held.reason})`,
        privilege,
        user: user.value,
        home,
        argv: async (env, command) => {
            if (opts.network === "isolated")
                return {
                    ok: false,
                    reason: `Commands are refused: the policy cuts the network (bash.network: false) but no network namespace can be made here (${held.reason}).`,
                };
            return {
                ok: true,
                value: plainArgv(tools, { env, inner: opts.inner, command }, { asRoot: asRoot(privilege, []), setpriv, uid, gid }),
            };
        },
        stop: async () => { },
    };
}
/** What the namespaces hide: entries beside the kept directories in the run dir, RUNNER_TEMP and the action
 * user's own directories, and the credential files in its home (hide-action-files.ts). */
async function namespaceSpec(opts, owner, rootPrefix, keep) {
    // RUNNER_TEMP is sealed, but not a shared temp directory (/tmp, when RUNNER_TEMP is unset): everyone's files
    // come and go there, and it is no step's private state.
    const parent = external_node_path_default().dirname(opts.runDir);
    const shared = ((await (0,promises_.stat)(parent).catch(() => undefined))?.mode ?? 0) & 0o1000;
    const sealed = shared ? [opts.runDir] : [opts.runDir, parent];
    const hide = await planHiddenPaths({
        keep,
        sealed,
        home: opts.actionHome ?? external_node_os_default().homedir(),
        actionUid: process.getuid?.() ?? 0,
    });
    return { owner, asRoot: rootPrefix, network: opts.network, hide };
}
/** Commands enter the held namespaces as `uid`/`gid`; the holder is started again if it was ended. */
function namespacedArgv(spec, held, as) {
    return async (env, command, cwd) => {
        const holder = await held.pid();
        if (!holder.ok)
            return holder;
        return {
            ok: true,
            value: commandArgv(spec, held.tools, { holderPid: holder.value, cwd, ...as, env, command }),
        };
    };
}
/** Starts the namespace holder once to know whether the kernel allows it; later starts happen on demand. */
async function namespaces(spec, network, runId) {
    const tools = launcherTools(network);
    if (!tools.ok)
        return tools;
    const holderEnv = { PATH: "/usr/sbin:/usr/bin:/sbin:/bin", [sandbox_env/* RUN_MARKER_VAR */.FN]: `${runId}-holder` };
    const privilege = spec.owner === "userns" ? "none" : spec.asRoot.length > 0 ? "sudo" : "root";
    const stop = async () => {
        await sweepProcesses(privilege, { signal: "SIGKILL", pgids: [], markers: [`${runId}-holder`], waitForDeath: true });
    };
    let current = startHolder(spec, tools.value, holderEnv);
    const first = await current;
    if (!first.ok) {
        await stop();
        return { ok: false, reason: `namespaces: ${first.reason}` };
    }
    return {
        ok: true,
        value: {
            tools: tools.value,
            pid: async () => {
                const asked = current;
                const known = await asked;
                if (known.ok && (await holderAlive(known.value)))
                    return known;
                // Commands started at once after a killAll start one new holder between them.
                if (current === asked)
                    current = startHolder(spec, tools.value, holderEnv);
                return current;
            },
            stop,
        },
    };
}
function networkText(network) {
    return network === "isolated" ? "without network" : "with network";
}
/** Commands as the action's own user. With the network isolated they get a network namespace of their own
 * (a user namespace mapped to root, loopback up), or are refused: never run with the network. */
async function reduced(opts, home, reason) {
    const tools = { env: findSystemProgram("env") ?? "/usr/bin/env", bash: findSystemProgram("bash") ?? "/bin/bash" };
    const setup = {
        level: "reduced",
        reason,
        privilege: "none",
        home,
        argv: async (env, command) => ({ ok: true, value: plainArgv(tools, { env, inner: opts.inner, command }) }),
        stop: async () => { },
    };
    if (opts.network !== "isolated")
        return setup;
    const netns = await ownNetwork();
    if (!netns.ok)
        return {
            ...setup,
            argv: async () => ({
                ok: false,
                reason: `Commands are refused: the policy's network rule needs a network namespace but none can be made here (${netns.reason}).`,
            }),
        };
    return {
        ...setup,
        reason: `${reason}, in a network namespace of their own`,
        argv: async (env, command) => ({
            ok: true,
            value: [...netns.value, ...plainArgv(tools, { env, inner: opts.inner, command })],
        }),
    };
}
/** argv entering a new user + network namespace with loopback up, if the kernel allows one here. */
async function ownNetwork() {
    if (process.platform !== "linux")
        return { ok: false, reason: `not Linux (${process.platform})` };
    const unshare = findSystemProgram("unshare");
    const ip = findSystemProgram("ip");
    const sh = findSystemProgram("sh") ?? "/bin/sh";
    if (!unshare)
        return { ok: false, reason: "unshare (util-linux) not found" };
    if (!ip)
        return { ok: false, reason: "ip (iproute2) not found to bring up loopback" };
    const enter = [unshare, "--user", "--map-root-user", "--net", "--"];
    const probe = await execProgram(enter[0], [...enter.slice(1), ip, "link", "set", "lo", "up"]);
    if (probe.code !== 0)
        return {
            ok: false,
            reason: `unshare --user --net failed: ${probe.stderr.trim().split("\n")[0] || `exit ${probe.code}`}`,
        };
    return { ok: true, value: [...enter, sh, "-c", '"$0" link set lo up && exec "$@"', ip] };
}
/** Nothing keeps the secrets from a command: refuse every one, unless the policy opted in. */
async function unprotected(opts, home, why) {
    if (opts.allowUnprotected) {
        return reduced(opts, home, `UNPROTECTED: ${why}, commands ran as the runner user and could read the secrets of the job (sandbox.allow_unprotected_secrets)`);
    }
    return {
        level: "refused",
        reason: `commands refused: ${why}`,
        privilege: "none",
        home,
        argv: async () => ({ ok: false, reason: refusalMessage(why) }),
        stop: async () => { },
    };
}
function refusalMessage(why) {
    return [
        `Commands are refused on this runner: nothing would keep the job's secrets out of their reach (${why}).`,
        "A command running as the action's own user could read the action's environment and memory.",
        "File tools (read_file, edit_file, write_file, grep, list_files) still work.",
        "To run commands, do one of: install the acl package and run as root; give the runner's user passwordless sudo;",
        "allow unprivileged user namespaces (e.g. Ubuntu 24.04: sysctl kernel.apparmor_restrict_unprivileged_userns=0);",
        "or accept the risk with `sandbox: { allow_unprotected_secrets: true }` in the policy.",
    ].join(" ");
}
/** Group sharing only works if files the action creates later are group-writable too; ACLs need no such
 * help. Process-wide on purpose: the action's file tools create files from many places. */
function keepNewFilesGroupWritable() {
    try {
        process.umask(process.umask() & ~0o020);
    }
    catch {
        // worker threads cannot change the umask; files the action creates are then read-only to the sandbox user
    }
}

// EXTERNAL MODULE: ./src/assets.ts
var assets = __webpack_require__(25462);
// EXTERNAL MODULE: external "node:dns/promises"
var external_node_dns_promises_ = __webpack_require__(71553);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
// EXTERNAL MODULE: ./src/net/address.ts
var address = __webpack_require__(26447);
;// CONCATENATED MODULE: ./src/sandbox/egress/proxy.ts
// The one way out for the agent's commands (ARCHITECTURE.md §6): an HTTP forward proxy with CONNECT, run by the action
// outside the commands' network namespace and reached through a Unix socket (the bridge inside the namespace
// forwards 127.0.0.1:<port> to it). It decides by host name before anything else — a denied name is never even
// resolved, so a DNS query cannot carry data out through it — then resolves the name itself, refuses it if any
// answer is a loopback, private, link-local, metadata or otherwise internal address, and connects to the very
// address it checked (a rebinding DNS server gets no second question). It never looks inside TLS.
//
// Why our own small proxy on node:http instead of a library: the proxies on npm (`proxy`, `proxy-chain`,
// `http-proxy`) resolve and connect by themselves, and the rebinding defence needs the connection to go to the
// checked address; patching that in would be more code than this file. Why not @anthropic-ai/sandbox-runtime:
// it needs bubblewrap and socat on the runner (neither is on GitHub-hosted images; installing them at run time
// breaks our promise of no installs), and it brings its own namespace setup, which would replace the dedicated
// user and privilege drop the sandbox already has instead of adding to them.
//
// Blocked attempts are recorded as host, port and the command that tried (named by the bridge's first line on
// each connection). Nothing else about a request — no path, no header, no body — is kept: they can carry secrets.




const PREFACE_MAX = 8 * 1024;
const HOP_BY_HOP = new Set([
    "connection",
    "keep-alive",
    "proxy-authorization",
    "proxy-authenticate",
    "proxy-connection",
    "te",
    "trailer",
    "transfer-encoding",
    "upgrade",
]);
const systemLookup = (host) => (0,external_node_dns_promises_.lookup)(host, { all: true, verbatim: true });
async function startEgressProxy(options) {
    const blocked = new Map();
    const sockets = new Set();
    const routes = {
        admit: admission(options, blocked),
        origins: new WeakMap(),
        agent: new (external_node_http_default()).Agent({ keepAlive: true, maxFreeSockets: 32 }),
        connectTimeoutMs: options.connectTimeoutMs ?? 30_000,
    };
    const server = external_node_http_default().createServer({ requestTimeout: 0 });
    server.on("request", (req, res) => void forward(routes, req, res));
    server.on("connect", (req, client, head) => void tunnel(routes, req, client, head));
    server.on("clientError", (_err, socket) => socket.destroy());
    const front = external_node_net_default().createServer((socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => socket.destroy());
        readPreface(socket, (origin) => {
            routes.origins.set(socket, origin);
            server.emit("connection", socket);
        });
    });
    await new Promise((resolve, reject) => {
        front.once("error", reject);
        front.listen(options.socketPath, () => {
            front.off("error", reject);
            resolve();
        });
    });
    return {
        blocked: () => [...blocked.values()],
        close: async () => {
            for (const s of sockets)
                s.destroy();
            routes.agent.destroy();
            await new Promise((resolve) => front.close(() => resolve()));
        },
    };
}
/** The policy's decision and the address check for one host:port, each refusal recorded in `blocked` (counted
 * per command, host and port). Returns the checked address to connect to, or the refusal. */
function admission(options, blocked) {
    const lookup = cachedLookup(options.lookup ?? systemLookup);
    const block = (origin, host, port, d) => {
        const key = `${origin.command}\0${host}\0${port}`;
        const seen = blocked.get(key);
        if (seen)
            seen.count++;
        else
            blocked.set(key, {
                host,
                port,
                command: origin.command,
                marker: origin.marker,
                rule: d.rule,
                reason: d.reason,
                ...(d.suggestion ? { suggestion: d.suggestion } : {}),
                count: 1,
            });
    };
    return async (origin, host, port) => {
        const d = options.decide(host, port);
        if (!d.allowed) {
            block(origin, host, port, d);
            return { refused: `${d.reason} (${d.rule})${d.suggestion ? `; to allow it: ${d.suggestion}` : ""}` };
        }
        let answers;
        try {
            answers = await lookup(host);
        }
        catch (err) {
            return { refused: `${host} could not be resolved (${err.code ?? "error"})` };
        }
        const bad = answers
            .map((a) => [a.address, (0,address/* refusedAddressRange */.Q)(a.address)])
            .find(([, range]) => range !== undefined);
        if (answers.length === 0 || bad) {
            const reason = bad ? `${host} resolves to a ${bad[1]} address` : `${host} has no address`;
            block(origin, host, port, { rule: "network (address check)", reason });
            return { refused: reason };
        }
        return answers[0];
    };
}
/** Each connection from a bridge starts with one JSON line naming the command; the HTTP stream follows, handed
 * on (with the bytes read past the line put back) once the line is in. */
function readPreface(socket, onOrigin) {
    let buffered = Buffer.alloc(0);
    const onData = (chunk) => {
        buffered = Buffer.concat([buffered, chunk]);
        const end = buffered.indexOf(10);
        if (end < 0) {
            if (buffered.length > PREFACE_MAX)
                socket.destroy();
            return;
        }
        socket.off("data", onData);
        socket.pause();
        const origin = parseOrigin(buffered.subarray(0, end).toString("utf8"));
        const rest = buffered.subarray(end + 1);
        if (rest.length)
            socket.unshift(rest);
        onOrigin(origin);
        socket.resume();
    };
    socket.on("data", onData);
}
/** A plain-http request through the proxy: admitted, then forwarded to the checked address. */
async function forward(routes, req, res) {
    const origin = routes.origins.get(req.socket) ?? { marker: "", command: "(unknown)" };
    let url;
    try {
        url = new URL(req.url ?? "");
        if (url.protocol !== "http:")
            throw new Error("not http");
    }
    catch {
        return refuse(res, 400, "repo-agent proxy: only absolute http:// URLs (and CONNECT for https) are forwarded");
    }
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const port = url.port ? Number(url.port) : 80;
    const target = await routes.admit(origin, host, port);
    if ("refused" in target)
        return refuse(res, 403, `repo-agent proxy: blocked ${host}:${port}: ${target.refused}`);
    const headers = {};
    for (const [name, value] of Object.entries(req.headers))
        if (!HOP_BY_HOP.has(name) && value !== undefined)
            headers[name] = value;
    const upstream = external_node_http_default().request({
        host,
        port,
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers,
        agent: routes.agent,
        // The connection goes to the address that was checked, never to a second answer.
        lookup: pinnedLookup(target),
        timeout: routes.connectTimeoutMs,
    });
    upstream.on("response", (up) => {
        const out = {};
        for (const [name, value] of Object.entries(up.headers))
            if (!HOP_BY_HOP.has(name) && value !== undefined)
                out[name] = value;
        res.writeHead(up.statusCode ?? 502, up.statusMessage, out);
        up.pipe(res);
    });
    upstream.on("socket", (socket) => socket.setNoDelay(true));
    upstream.on("timeout", () => upstream.destroy(new Error("timed out")));
    upstream.on("error", (err) => {
        if (!res.headersSent)
            refuse(res, 502, `repo-agent proxy: ${host}:${port}: ${err.message}`);
        else
            res.destroy();
    });
    req.pipe(upstream);
}
/** A CONNECT (https and anything else over TCP): admitted, then piped both ways to the checked address. */
async function tunnel(routes, req, client, head) {
    const origin = routes.origins.get(client) ?? { marker: "", command: "(unknown)" };
    client.on("error", () => client.destroy());
    const m = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(req.url ?? "");
    if (!m)
        return endTunnel(client, 400, "repo-agent proxy: CONNECT needs host:port");
    const host = m[1] ?? m[2];
    const port = Number(m[3]);
    const target = await routes.admit(origin, host, port);
    if ("refused" in target)
        return endTunnel(client, 403, `repo-agent proxy: blocked ${host}:${port}: ${target.refused}`);
    const upstream = external_node_net_default().connect({
        host: target.address,
        port,
        family: target.family,
        noDelay: true,
        timeout: routes.connectTimeoutMs,
    });
    upstream.once("timeout", () => upstream.destroy(new Error("timed out")));
    upstream.once("connect", () => {
        upstream.setTimeout(0);
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        if (head.length)
            upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
    });
    upstream.on("error", (err) => {
        if (upstream.connecting || !client.writable)
            endTunnel(client, 502, `repo-agent proxy: ${host}:${port}: ${err.message}`);
        else
            client.destroy();
    });
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
}
/** Answers stay for a few seconds: an install opens hundreds of connections to one registry, and each lookup is a
 * round trip through the resolver. Only answers are cached, and they are checked on every use like fresh ones. */
function cachedLookup(lookup, ttlMs = 5_000) {
    const cache = new Map();
    return (host) => {
        const hit = cache.get(host);
        if (hit && Date.now() - hit.at < ttlMs)
            return hit.answers;
        const answers = lookup(host);
        cache.set(host, { at: Date.now(), answers });
        answers.catch(() => cache.delete(host));
        return answers;
    };
}
/** A lookup that answers every question with the one checked address (Node asks for a list when it tries
 * address families in turn). */
function pinnedLookup(target) {
    return (_host, options, callback) => {
        const cb = callback;
        if (options.all)
            cb(null, [{ address: target.address, family: target.family }]);
        else
            cb(null, target.address, target.family);
    };
}
function parseOrigin(line) {
    try {
        const data = JSON.parse(line);
        const marker = typeof data.marker === "string" ? data.marker.slice(0, 64) : "";
        const command = typeof data.command === "string" && data.command.trim() ? data.command.slice(0, 500) : marker || "(unknown)";
        return { marker, command };
    }
    catch {
        return { marker: "", command: "(unknown)" };
    }
}
function refuse(res, status, text) {
    res.writeHead(status, { "content-type": "text/plain; charset=utf-8", connection: "close" });
    res.end(`${text}\n`);
}
function endTunnel(client, status, text) {
    if (!client.writable)
        return void client.destroy();
    const reason = status === 403 ? "Forbidden" : status === 400 ? "Bad Request" : "Bad Gateway";
    client.end(`HTTP/1.1 ${status} ${reason}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text) + 1}\r\nconnection: close\r\n\r\n${text}\n`);
}

;// CONCATENATED MODULE: ./src/sandbox/egress/proxy-env.ts
// The environment that points the agent's commands at the bridge on 127.0.0.1:<port>: the standard variables
// (curl, pip, cargo, go, Python's urllib, and Node 24's fetch with NODE_USE_ENV_PROXY) plus the tools that read
// only their own settings (npm, yarn, pip, git, the JVM). A program that ignores all of them gets no network:
// there is no other way out of the namespace.
function proxyEnv(port) {
    const url = `http://127.0.0.1:${port}`;
    const local = "localhost,127.0.0.1,::1";
    return {
        HTTP_PROXY: url,
        HTTPS_PROXY: url,
        ALL_PROXY: url,
        NO_PROXY: local,
        http_proxy: url,
        https_proxy: url,
        all_proxy: url,
        no_proxy: local,
        NODE_USE_ENV_PROXY: "1",
        npm_config_proxy: url,
        npm_config_https_proxy: url,
        YARN_HTTP_PROXY: url,
        YARN_HTTPS_PROXY: url,
        PIP_PROXY: url,
        GIT_CONFIG_COUNT: "1",
        GIT_CONFIG_KEY_0: "http.proxy",
        GIT_CONFIG_VALUE_0: url,
        JAVA_TOOL_OPTIONS: `-Dhttp.proxyHost=127.0.0.1 -Dhttp.proxyPort=${port} -Dhttps.proxyHost=127.0.0.1 -Dhttps.proxyPort=${port} -Dhttp.nonProxyHosts=localhost|127.0.0.1`,
    };
}

;// CONCATENATED MODULE: ./src/sandbox/egress/start.ts
// Starts the egress proxy for one run and says how commands reach it: a Unix socket in a directory of its own
// (every user may traverse it, so the sandbox user can connect), the bridge script copied beside it (the
// action's own files may be hidden from the sandbox user), and the argv prefix + environment that run each
// command behind the bridge.






/** Where HTTP(S)_PROXY points inside each command's namespace (its own loopback: no other process is there). */
const BRIDGE_PORT = 3128;
async function startEgress(options) {
    const bridge = (0,assets/* assetPath */.Q)("egress-bridge.mjs");
    if (!bridge)
        throw new Error("the egress bridge (assets/egress-bridge.mjs) is missing from the action");
    // /tmp, not TMPDIR: a TMPDIR inside RUNNER_TEMP or the runner's home would be hidden from the sandbox user.
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join(process.platform === "linux" ? "/tmp" : external_node_os_default().tmpdir(), "repo-agent-egress-"));
    try {
        await (0,promises_.chmod)(dir, 0o755);
        const script = external_node_path_default().join(dir, "bridge.mjs");
        await (0,promises_.copyFile)(bridge, script);
        await (0,promises_.chmod)(script, 0o644);
        const socketPath = external_node_path_default().join(dir, "proxy.sock");
        const proxy = await startEgressProxy({ socketPath, decide: options.decide, lookup: options.lookup });
        await (0,promises_.chmod)(socketPath, 0o666);
        return {
            socketPath,
            innerWith: (node) => ({
                prefix: [node, script, String(BRIDGE_PORT), socketPath, "--"],
                env: proxyEnv(BRIDGE_PORT),
            }),
            blocked: proxy.blocked,
            close: once(async () => {
                await proxy.close();
                await (0,promises_.rm)(dir, { recursive: true, force: true });
            }),
        };
    }
    catch (err) {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
        throw err;
    }
}
function once(fn) {
    let done;
    return () => (done ??= fn());
}

;// CONCATENATED MODULE: ./src/sandbox/command-sandbox.ts
// The sandbox the agent's commands run in, with the policy's network rule applied (ARCHITECTURE.md §6): `open` runs
// them with the runner's network, `none` in the sandbox's network namespace with only loopback, `allow-list` in
// that namespace with the egress proxy as the one way out (its bridge put before `bash -c` through
// SandboxOptions.inner). Where the rule needs a namespace that cannot be made, the sandbox refuses every
// command with the reason; where no node can run the bridge inside the sandbox, creating it fails with the
// reason. Never open by default.






async function createCommandSandbox({ policy, bridgeNodes, ...options }) {
    const rule = (0,network/* networkRule */.Nl)(policy);
    const base = {
        ...options,
        allowUnprotected: policy.sandbox.allow_unprotected_secrets,
        network: rule.mode === "open" ? "open" : "isolated",
    };
    if (rule.mode !== "allow-list")
        return withNetwork(await createSandbox(base), rule, () => []);
    const egress = await startEgress({ decide: (host, port) => (0,network/* decideHost */.Z9)(rule, host, port) });
    try {
        const sandbox = await behindBridge(base, egress, bridgeNodes ?? defaultBridgeNodes());
        return withNetwork(sandbox, rule, egress.blocked, egress.close);
    }
    catch (err) {
        await egress.close();
        throw err;
    }
}
/** The sandbox with the bridge run by the first node the sandbox's commands can run: on a hosted runner the
 * action's own node lies under the runner's directory, which the sandbox hides. None → fail closed. */
async function behindBridge(base, egress, nodes) {
    const tried = [];
    for (const node of nodes) {
        const sandbox = await createSandbox({ ...base, inner: egress.innerWith(node) });
        // A sandbox that refuses commands refuses them with its own reason; nothing to probe.
        if (sandbox.level === "refused")
            return sandbox;
        const probe = await sandbox
            .run({
            command: reachSocket(egress.socketPath),
            cwd: base.workspace,
            timeoutMs: 30_000,
            signal: new AbortController().signal,
            spillFile: external_node_path_default().join(base.runDir, `bridge-probe-${tried.length}.log`),
        })
            .catch((err) => ({ exitCode: null, output: err instanceof Error ? err.message : String(err) }));
        if (probe.exitCode === 0)
            return sandbox;
        if (probe.exitCode === SOCKET_UNREACHABLE) {
            await sandbox.dispose();
            throw new Error(`the egress proxy's socket ${egress.socketPath} cannot be reached inside the sandbox, so commands are refused rather than run with the network open`);
        }
        // The sandbox refused this command itself (no network namespace): every command gets that reason.
        if (probe.exitCode === null && /^Commands are refused/.test(probe.output))
            return sandbox;
        tried.push(`${node}: ${probe.output.trim().split("\n")[0] || `exit ${probe.exitCode}`}`);
        await sandbox.dispose();
    }
    throw new Error(`the network bridge cannot run inside the sandbox, so commands are refused rather than run with the network open (no node the sandbox user can run: ${tried.join("; ") || "none found"}). Install node in a system directory (e.g. /usr/local/bin/node), or set bash.network in the policy.`);
}
const SOCKET_UNREACHABLE = 3;
/** A command that succeeds when the sandbox's user can connect to the proxy's socket (the mount namespace shows
 * it and the user may write to it); it runs behind the bridge, so the bridge's node must run too. */
function reachSocket(socketPath) {
    const quoted = `'${socketPath.replaceAll("'", `'\\''`)}'`;
    return `[ -S ${quoted} ] && [ -w ${quoted} ] || exit ${SOCKET_UNREACHABLE}`;
}
function defaultBridgeNodes() {
    const onPath = (process.env.PATH ?? "")
        .split((external_node_path_default()).delimiter)
        .filter((dir) => external_node_path_default().isAbsolute(dir))
        .map((dir) => external_node_path_default().join(dir, "node"));
    const found = [process.execPath, findSystemProgram("node"), ...onPath].filter((p) => p !== undefined);
    const seen = new Set();
    return found.filter((p) => {
        let real;
        try {
            real = (0,external_node_fs_.realpathSync)(p);
        }
        catch {
            return false;
        }
        if (seen.has(real))
            return false;
        seen.add(real);
        return true;
    });
}
function withNetwork(sandbox, rule, blocked, close = async () => { }) {
    return {
        get level() {
            return sandbox.level;
        },
        get reason() {
            return sandbox.reason;
        },
        run: (req) => sandbox.run(req),
        killAll: () => sandbox.killAll(),
        dispose: async () => {
            try {
                await sandbox.dispose();
            }
            finally {
                await close();
            }
        },
        rule,
        blocked,
    };
}

// EXTERNAL MODULE: ./src/sandbox/lazy.ts
var lazy = __webpack_require__(64245);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 3 modules
var schemas = __webpack_require__(28942);
// EXTERNAL MODULE: ./src/tools/tool.ts
var tool = __webpack_require__(59601);
// EXTERNAL MODULE: ./src/policy/decide.ts + 4 modules
var decide = __webpack_require__(58199);
// EXTERNAL MODULE: ./src/truncate.ts
var truncate = __webpack_require__(6689);
// EXTERNAL MODULE: ./src/policy/read-only.ts
var read_only = __webpack_require__(16951);
;// CONCATENATED MODULE: ./src/tools/builtin/bash.ts
// bash: one command line, decided by the policy before it runs, then run in the sandbox (src/sandbox/): clean
// environment, stdin closed, own process group killed whole on timeout. The sandbox keeps output bounded in
// memory and spills the full text; this tool only words the result for the model.








const MAX_TIMEOUT_MS = 600_000;
const input = schemas.object({
    command: schemas.string().min(1).describe("The command line to run (bash syntax)."),
    timeout: schemas.number()
        .int()
        .min(1)
        .max(MAX_TIMEOUT_MS)
        .optional()
        .describe("Timeout in milliseconds (default and maximum: the policy's bash.timeout_seconds, 120 s unless set)."),
    description: schemas.string().optional().describe("What the command does, in a few words, for the transcript."),
});
/** The timeout the command really gets: the model's request, capped by the policy. */
function effectiveTimeoutMs(i, ctx) {
    const cap = ctx.policy.bash.timeout_seconds * 1000;
    return Math.min(i.timeout ?? cap, cap);
}
const bashTool = (0,tool/* defineTool */.u)({
    name: "bash",
    kind: "execute",
    description: "Run a bash command in the workspace and return its output and exit code. Only commands the repository's policy allows can run.",
    prompt: [
        "bash: only commands allowed by the policy run; a refusal names the rule, so pick an allowed command instead of retrying variants.",
        "Nothing is interactive (stdin is closed, no prompts, no pagers, no editors). Prefer read_file/grep/list_files/edit_file over cat/grep/find/sed.",
        "Output is cut to its head and tail when long; the full text is saved to a file you can page with read_file.",
        "Background processes (`&`) keep running between commands and are killed at the end of the run.",
    ].join("\n"),
    input,
    maxResultChars: tool/* DEFAULT_MAX_RESULT_CHARS */.x,
    // From the parsed line; the executor awaits both before the call starts.
    isReadOnly: (i) => (0,read_only/* isReadOnlyLine */.L)(i.command),
    isConcurrencySafe: (i) => (0,read_only/* isReadOnlyLine */.L)(i.command),
    describe: (i) => `bash: ${firstLine(i.command)}`,
    checkPermission: async (i, ctx) => {
        const decision = await (0,decide/* decideCommand */.e)(ctx.policy, i.command, { workspace: ctx.workspace });
        if (decision.allowed)
            return { allowed: true };
        return { allowed: false, rule: decision.rule, reason: decision.reason, suggestion: decision.suggestion };
    },
    // The sandbox enforces the command's own timeout; the executor's deadline only backs it up.
    timeoutMs: (i, ctx) => effectiveTimeoutMs(i, ctx) + KILL_GRACE_MS + 10_000,
    execute: (i, ctx) => runBash(i, ctx),
});
async function runBash(i, ctx) {
    const display = `bash: ${firstLine(i.command)}`;
    const timeoutMs = effectiveTimeoutMs(i, ctx);
    const spillFile = external_node_path_default().join(ctx.spillDir, `bash-${Date.now()}-${(0,external_node_crypto_.randomBytes)(3).toString("hex")}.log`);
    let result;
    try {
        result = await ctx.sandbox.run({
            command: i.command,
            cwd: ctx.workspace,
            timeoutMs,
            signal: ctx.signal,
            spillFile,
            onProgress: (line) => ctx.progress(line),
        });
    }
    catch (err) {
        return {
            output: `The command could not be run: ${err instanceof Error ? err.message : String(err)}`,
            display: `${display} (not run)`,
            isError: true,
            errorType: "execution",
            metadata: { sandbox: ctx.sandbox.level, sandboxReason: ctx.sandbox.reason },
        };
    }
    const failed = result.timedOut || result.aborted || result.exitCode !== 0;
    return {
        output: formatResult(result, timeoutMs, bashTool.maxResultChars),
        display: `${display} (${statusText(result)})`,
        isError: failed,
        errorType: result.timedOut ? "timeout" : failed ? "execution" : undefined,
        metadata: {
            exitCode: result.exitCode,
            signal: result.signal,
            timedOut: result.timedOut,
            aborted: result.aborted,
            totalBytes: result.totalBytes,
            durationMs: result.durationMs,
            sandbox: ctx.sandbox.level,
            sandboxReason: ctx.sandbox.reason,
            spillPath: result.spillPath,
        },
    };
}
/** What the model reads: the output (or `(no output)`), then how the command ended, then where the rest is. */
function formatResult(result, timeoutMs, maxChars) {
    const footer = [];
    if (result.timedOut)
        footer.push(`Command timed out after ${formatSeconds(timeoutMs)} s; the process group was killed.`);
    else if (result.aborted)
        footer.push("Command was cancelled; the process group was killed.");
    else if (result.exitCode === null)
        footer.push(`Command was killed by ${result.signal ?? "a signal"}.`);
    else if (result.exitCode !== 0)
        footer.push(`Exit code ${result.exitCode}`);
    if (result.truncated) {
        footer.push(result.spillPath
            ? `Output truncated: ${result.totalBytes} bytes in all; the full output is in ${result.spillPath} (read it with read_file offset/limit).`
            : `Output truncated: ${result.totalBytes} bytes in all; only the head and tail were kept.`);
    }
    const tail = footer.length ? `\n\n${footer.join("\n")}` : "";
    const body = result.output.replace(/\n$/, "") || "(no output)";
    // Output the sandbox kept whole is left to the executor, which spills it if it is too long; output the
    // sandbox already cut is cut again here to fit, pointing at the sandbox's full spill file.
    if (!result.truncated)
        return body + tail;
    return (0,truncate/* truncateHeadTail */.j)(body, Math.max(0, maxChars - tail.length)).text + tail;
}
function statusText(result) {
    if (result.timedOut)
        return "timed out";
    if (result.aborted)
        return "cancelled";
    if (result.exitCode === null)
        return `killed by ${result.signal ?? "signal"}`;
    return `exit ${result.exitCode}`;
}
function formatSeconds(ms) {
    return Number.isInteger(ms / 1000) ? String(ms / 1000) : (ms / 1000).toFixed(1);
}
function firstLine(command) {
    const line = command.trim().split("\n")[0] ?? "";
    const more = command.trim().includes("\n") ? " …" : "";
    return (line.length > 160 ? `${line.slice(0, 159)}…` : line) + more;
}

// EXTERNAL MODULE: ./node_modules/diff/libesm/patch/create.js + 2 modules
var create = __webpack_require__(37291);
// EXTERNAL MODULE: ./src/policy/file-rules.ts
var file_rules = __webpack_require__(16152);
// EXTERNAL MODULE: ./src/physical-path.ts
var physical_path = __webpack_require__(15284);
;// CONCATENATED MODULE: ./src/tools/paths.ts
// The one workspace path resolver every file tool uses. Paths are resolved physically (every existing
// component's symlink followed, like the kernel would), then checked component-wise against the workspace,
// so neither `link -> /etc` nor a sibling `/ws-evil` passes for `/ws`. Tools resolve in checkPermission and
// again in execute, and then touch only the returned physical path.




/** PATH_MAX on Linux; longer input is refused before touching the disk. */
const MAX_PATH_LENGTH = 4096;
async function resolveInWorkspace(scope, inputPath, access) {
    if (inputPath.includes("\0"))
        return deny("path.nul_byte", "The path contains a NUL byte.");
    if (inputPath.length > MAX_PATH_LENGTH)
        return deny("path.too_long", `The path is longer than ${MAX_PATH_LENGTH} characters.`);
    if (inputPath.trim() === "")
        return deny("path.empty", 'The path is empty; use "." for the workspace root.');
    // The workspace is taken as given (the session resolved it once; PathScope says it is physical), not
    // realpath'd per call: if someone swapped it for a symlink, realpath would follow that symlink and make its
    // target the new "inside" (a workspace swapped for a link to / would let every path through). As given, paths
    // still check against the original location, and openBeneath refuses to open through the swapped root.
    const workspace = scope.workspace;
    const start = (0,external_node_path_.isAbsolute)(inputPath) ? inputPath : `${workspace}${external_node_path_.sep}${inputPath}`;
    // The walk starts at the workspace when the path is under it: its components need no lstat. (Cut off as
    // written, not normalised: `..` must pop physical parents in the walk.)
    const wsPrefix = workspace.endsWith(external_node_path_.sep) ? workspace : workspace + external_node_path_.sep;
    const under = !(0,external_node_path_.isAbsolute)(inputPath)
        ? inputPath
        : inputPath === workspace
            ? ""
            : inputPath.startsWith(wsPrefix)
                ? inputPath.slice(wsPrefix.length)
                : undefined;
    const walk = under === undefined ? await (0,physical_path/* walkPhysical */.j)(external_node_path_.sep, inputPath) : await (0,physical_path/* walkPhysical */.j)(workspace, under);
    if (walk === "loop")
        return deny("path.symlink_loop", `${inputPath} goes through a symlink loop.`);
    // Only a path not seen to exist costs the check that the workspace itself still does.
    if (!walk.existed &&
        !(await (0,promises_.stat)(workspace).then(() => true, () => false))) {
        return deny("path.no_workspace", `The workspace ${scope.workspace} does not exist.`);
    }
    const physical = walk.path;
    const rel = relativeInside(workspace, physical);
    if (rel === undefined) {
        if (access === "read") {
            const spill = await (0,promises_.realpath)(scope.spillDir).catch(() => undefined);
            if (spill !== undefined && relativeInside(spill, physical) !== undefined)
                return { ok: true, abs: physical, rel: physical, root: spill };
        }
        const via = physical === normalizeLexically(start) ? "" : ` (it resolves to ${physical})`;
        return deny("path.outside_workspace", `${inputPath} is outside the workspace ${workspace}${via}; only files inside it can be ${access === "read" ? "read" : "written"}.`);
    }
    const relPosix = rel.split(external_node_path_.sep).join("/");
    if (access === "write" && relPosix.split("/").includes(".git")) {
        return deny("path.git_dir", `${relPosix} is inside a .git directory; git metadata is never written by file tools.`);
    }
    const rule = (0,file_rules/* matchFileRule */.Y)(scope.policy, relPosix === "" ? "." : relPosix, access);
    if (rule)
        return deny(rule, `${relPosix} is denied by the policy (${rule}).`);
    return { ok: true, abs: physical, rel: relPosix === "" ? "." : relPosix, root: workspace };
}
/** A note for "not found" messages: we never expand `~` or `$VAR`, so such a path is a literal name. */
function literalPathNote(inputPath) {
    if (inputPath.startsWith("~"))
        return ` Note: "~" is not expanded; ${inputPath} was taken as a name relative to the workspace.`;
    if (/\$(\{?[A-Za-z_])/.test(inputPath))
        return ` Note: variables are not expanded; ${inputPath} was taken literally.`;
    return "";
}
/** checkPermission for a file tool: the same resolution, as a PermissionResult. */
async function filePermission(scope, inputPath, access) {
    const r = await resolveInWorkspace(scope, inputPath, access);
    return r.ok ? { allowed: true } : { allowed: false, rule: r.rule, reason: r.reason };
}
/** The result a tool returns when its own (second) resolution refuses the path. */
function deniedOutput(display, denial) {
    return {
        output: denial.reason,
        display: `${display} (denied)`,
        isError: true,
        errorType: "permission",
        metadata: { denied: true, rule: denial.rule },
    };
}
function deny(rule, reason) {
    return { ok: false, rule, reason };
}
/** `child` relative to `root` when it is root itself or below it (component-wise), else undefined. */
function relativeInside(root, child) {
    if (child === root)
        return "";
    const prefix = root.endsWith(external_node_path_.sep) ? root : root + external_node_path_.sep;
    if (!child.startsWith(prefix))
        return undefined;
    return (0,external_node_path_.relative)(root, child);
}
function normalizeLexically(p) {
    return (0,external_node_path_.join)(p);
}

;// CONCATENATED MODULE: ./src/tools/open-beneath.ts
// Opening a checked path without a race. resolveInWorkspace checks a path, but the agent's background processes
// share the workspace and can swap a directory on it for a symlink between that check and the open (a file tool
// running as root would then read or write anywhere). So every component below the root is opened through the
// one before it (`/proc/self/fd/<n>/<name>`) with O_NOFOLLOW: a symlink that appeared since the check makes the
// open fail instead of being followed. Linux only; elsewhere the opened file's identity is checked afterwards.



const PROC_FD = "/proc/self/fd";
const DIRECTORY = external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_DIRECTORY;
class PathChangedError extends Error {
    name = "PathChangedError";
}
/** Opens `abs` (a physical path inside `root`, as resolveInWorkspace returned it) with `flags`. */
async function openBeneath(root, abs, flags, mode) {
    const parts = componentsBelow(root, abs);
    if (parts.length === 0)
        return verified(await (0,promises_.open)(root, flags, mode), abs);
    const name = parts.pop();
    return withDirectoryBeneath(root, parts, false, (dir) => (0,promises_.open)(`${dir}/${name}`, flags | external_node_fs_.constants.O_NOFOLLOW, mode).catch(symlinkAsChange(abs)));
}
/** Runs `fn` with a path (`/proc/self/fd/<n>`) that names the directory `dir` (inside `root`) itself, whatever
 * happens to the names on the way to it meanwhile; missing directories are created when `create` is set. */
async function withDirectoryBeneath(root, dir, create, fn) {
    const parts = typeof dir === "string" ? componentsBelow(root, dir) : dir;
    if (!(await procFdWorks())) {
        // No /proc: the path as it is, checked once opened.
        const target = [root, ...parts].join(external_node_path_.sep);
        if (create)
            await (0,promises_.mkdir)(target, { recursive: true });
        const handle = await verified(await (0,promises_.open)(target, DIRECTORY), target);
        try {
            return await fn(target);
        }
        finally {
            await handle.close();
        }
    }
    let handle = await verified(await (0,promises_.open)(root, DIRECTORY), root);
    try {
        for (const part of parts) {
            const next = `${PROC_FD}/${handle.fd}/${part}`;
            if (create) {
                await (0,promises_.mkdir)(next).catch((err) => {
                    if (err.code !== "EEXIST")
                        throw err;
                });
            }
            const child = await (0,promises_.open)(next, DIRECTORY | external_node_fs_.constants.O_NOFOLLOW).catch(async (err) => {
                // O_DIRECTORY | O_NOFOLLOW refuses a symlink with ENOTDIR, like a plain file.
                if (err.code === "ENOTDIR" && (await (0,promises_.lstat)(next).catch(() => undefined))?.isSymbolicLink())
                    err = Object.assign(new Error(err.message), { code: "ELOOP" });
                return symlinkAsChange([root, ...parts].join(external_node_path_.sep))(err);
            });
            release(handle);
            handle = child;
        }
        return await fn(`${PROC_FD}/${handle.fd}`);
    }
    finally {
        release(handle);
    }
}
/** Closes a directory handle nothing uses any more without waiting for it: the caller's result does not depend
 * on it, and waiting would add a thread-pool round trip to every open. */
function release(handle) {
    handle.close().catch(() => undefined);
}
function componentsBelow(root, abs) {
    const rel = (0,external_node_path_.relative)(root, abs);
    if (rel === "")
        return [];
    if (rel.startsWith("..") || rel.startsWith(external_node_path_.sep))
        throw new PathChangedError(`${abs} is not inside ${root}`);
    return rel.split(external_node_path_.sep).filter((p) => p !== "" && p !== ".");
}
/** The handle, if the kernel says it is the file at `expected`; else it is closed and an error thrown. */
async function verified(handle, expected) {
    if (!(await procFdWorks()))
        return handle;
    const actual = await (0,promises_.readlink)(`${PROC_FD}/${handle.fd}`).catch(() => undefined);
    if (actual === expected)
        return handle;
    await handle.close();
    throw new PathChangedError(`${expected} changed while it was being opened (it now leads to ${actual ?? "somewhere unknown"})`);
}
/** O_NOFOLLOW refuses a symlink with ELOOP: a component was swapped for a link. */
function symlinkAsChange(path) {
    return (err) => {
        if (err.code === "ELOOP")
            throw new PathChangedError(`${path} changed while it was being opened (a symlink appeared on the way)`);
        throw err;
    };
}
let procFd;
function procFdWorks() {
    procFd ??= (0,promises_.readlink)(`${PROC_FD}/0`).then(() => true, () => process.platform === "linux");
    return procFd;
}

;// CONCATENATED MODULE: ./src/tools/read-guard.ts
// The edit guard shared by write_file and edit_file: an existing file may only be changed when the model
// read it in this session and nobody changed it since (mtime, size and content hash all still match).


/** `current` is the file's stat now; `bytes` its content when the caller already has it (else it is
 * streamed to hash it, only when mtime and size still match). */
async function checkReadGuard(readState, abs, rel, current, bytes) {
    const rec = readState.get(abs);
    if (!rec) {
        return {
            error: "not_read",
            message: `${rel} has not been read in this session. Read it with read_file first, then retry.`,
        };
    }
    const stale = {
        error: "stale_read",
        message: `${rel} changed since it was last read (by a command, a formatter or another edit). Read it again with read_file, then retry with its current content.`,
    };
    if (rec.size !== current.size || rec.mtimeMs !== current.mtimeMs)
        return stale;
    const hash = bytes ? (0,external_node_crypto_.createHash)("sha256").update(bytes).digest("hex") : await hashFile(abs);
    return hash === rec.hash ? undefined : stale;
}
function hashFile(abs) {
    return new Promise((resolvePromise, reject) => {
        const hash = (0,external_node_crypto_.createHash)("sha256");
        (0,external_node_fs_.createReadStream)(abs)
            .on("data", (chunk) => hash.update(chunk))
            .on("error", reject)
            .on("end", () => resolvePromise(hash.digest("hex")));
    });
}

;// CONCATENATED MODULE: ./src/tools/atomic-write.ts
// Atomic file replacement for write_file and edit_file: write a temp file beside the target, then rename it
// over the target, so a crash or a concurrent reader never sees a half-written file. The existing file's
// permission bits are kept (an executable script stays executable).




/** Writes `data` to `absPath` atomically, creating parent directories. `mode` (permission bits) defaults to
 * the existing file's, or the process umask's default for a new file. With `root` (the workspace), the
 * directory is reached through openBeneath's race-free walk: a symlink swapped in after the path check cannot
 * send the write outside. */
async function writeFileAtomic(absPath, data, options = {}) {
    if (options.root !== undefined) {
        return withDirectoryBeneath(options.root, (0,external_node_path_.dirname)(absPath), true, (dir) => writeIn(dir, (0,external_node_path_.basename)(absPath), data, options.mode));
    }
    const dir = (0,external_node_path_.dirname)(absPath);
    await (0,promises_.mkdir)(dir, { recursive: true });
    return writeIn(dir, (0,external_node_path_.basename)(absPath), data, options.mode);
}
async function writeIn(dir, name, data, mode) {
    const target = (0,external_node_path_.join)(dir, name);
    if (mode === undefined) {
        try {
            mode = (await (0,promises_.lstat)(target)).mode & 0o7777;
        }
        catch {
            mode = undefined;
        }
    }
    const temp = (0,external_node_path_.join)(dir, `.${name}.${process.pid}.${(0,external_node_crypto_.randomBytes)(4).toString("hex")}.tmp`);
    const handle = await (0,promises_.open)(temp, "wx");
    try {
        try {
            await handle.writeFile(data);
            if (mode !== undefined)
                await handle.chmod(mode);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,promises_.rename)(temp, target);
    }
    catch (err) {
        await (0,promises_.unlink)(temp).catch(() => undefined);
        throw err;
    }
    const st = await (0,promises_.lstat)(target);
    return { mtimeMs: st.mtimeMs, size: st.size };
}

;// CONCATENATED MODULE: ./src/tools/edit-match.ts
// The edit matcher behind edit_file: pure, no I/O. Exact match first; then only normalisations that cannot
// change which text is meant (quote style, pasted read_file line numbers, trailing whitespace, a uniform
// indentation shift), each accepted only when it still yields exactly one match. Never similarity or anchor
// matching: a refused edit costs one more turn, a wrong edit silently corrupts the file.
const BOM = "\uFEFF";
const MAX_REPORTED_LINES = 20;
function applyEdit(req) {
    const bom = req.content.startsWith(BOM) ? BOM : "";
    const body = bom ? req.content.slice(1) : req.content;
    const eol = dominantEol(body);
    if (req.oldString === "") {
        if (body !== "") {
            return fail("empty_old_string", "old_string is empty, but the file is not. Give the exact text to replace (read the file first), or use write_file to replace the whole file.");
        }
        if (req.newString === "")
            return fail("no_change", "old_string and new_string are both empty; nothing to do.");
        return { ok: true, content: bom + req.newString, replacements: 1, normalisations: [], firstLine: 1 };
    }
    if (req.oldString === req.newString) {
        return fail("no_change", "old_string and new_string are identical; nothing would change. Give the text as it should be in new_string.");
    }
    let found = findMatches(body, eol, req.oldString, req.newString, Boolean(req.replaceAll));
    // Only when the text as given matches nothing: a file may hold lines that look like read_file's prefixes.
    const stripped = found.kind === "none" ? stripLinePrefixes(req.oldString, req.newString) : undefined;
    if (stripped)
        found = findMatches(body, eol, stripped.oldString, stripped.newString, Boolean(req.replaceAll));
    if (found.kind === "none")
        return notFound(body, req.oldString);
    if (found.kind === "ambiguous") {
        const allLines = [...new Set(linesAt(body, found.starts))];
        const lines = allLines.slice(0, MAX_REPORTED_LINES);
        const where = `${found.count}${found.count >= MAX_COUNT ? "+" : ""} places, starting at line${lines.length > 1 ? "s" : ""} ${lines.join(", ")}${allLines.length > lines.length ? ", …" : ""}`;
        const message = found.stage === "exact"
            ? `old_string matches ${where}. Add surrounding lines to old_string so it matches exactly one place, or set replace_all: true to change every occurrence.`
            : `old_string matches nothing exactly, and ${where} after ${found.stage.replace("_", " ")} normalisation. Copy the exact text from the file (quotes and whitespace as they are) and add surrounding lines so it matches one place; replace_all needs an exact match.`;
        return { ok: false, error: "ambiguous", lines, message };
    }
    if (found.kind === "bad_indent") {
        return fail("not_found", `old_string matches at line ${lineAt(body, found.start)} only with its indentation shifted, but new_string's lines are not indented enough to shift them by the same amount. Copy old_string with the file's exact indentation.`);
    }
    const normalisations = [...(stripped ? ["line_prefixes"] : []), ...found.normalisations];
    const parts = [];
    let last = 0;
    for (const r of found.ranges) {
        parts.push(body.slice(last, r.start), r.replacement);
        last = r.end;
    }
    parts.push(body.slice(last));
    const out = parts.join("");
    if (out === body) {
        return fail("no_change", "After matching, new_string equals the text already in the file; nothing would change.");
    }
    return {
        ok: true,
        content: bom + out,
        replacements: found.ranges.length,
        normalisations,
        firstLine: lineAt(body, found.ranges[0].start),
    };
}
/** Counting ambiguous matches stops here; the message then says "N+". replace_all is never capped. */
const MAX_COUNT = 1000;
function findMatches(body, eol, oldString, newString, replaceAll) {
    // Stage 1: exact, with old/new in the file's line endings (so a CRLF file stays CRLF).
    const oldE = toEol(oldString, eol);
    const newE = toEol(newString, eol);
    const exact = occurrences(body, oldE, replaceAll);
    if (exact.length > 0) {
        if (!replaceAll && exact.length > 1)
            return { kind: "ambiguous", stage: "exact", count: exact.length, starts: exact };
        return {
            kind: "ok",
            normalisations: [],
            ranges: exact.map((s) => ({ start: s, end: s + oldE.length, replacement: newE })),
        };
    }
    // Later stages compare projections of the file (LF line endings, straight quotes, no trailing blanks)
    // with the same projection of old_string, then map the one match back to the original text.
    const oldLf = toEol(oldString, "\n");
    const newLf = toEol(newString, "\n");
    const lfView = project(body, dropCrBeforeLf);
    const quoteView = lfView.then(straightenQuotes);
    const oldQ = straightenQuotes(oldLf).text;
    const q = occurrences(quoteView.text, oldQ, false);
    if (q.length > 1)
        return ambiguous("quotes", q, quoteView);
    if (q.length === 1)
        return single(body, eol, quoteView, q[0], q[0] + oldQ.length, oldLf, newLf, []);
    const trimView = quoteView.then(stripTrailingBlanks);
    const oldT = stripTrailingBlanks(oldQ).text;
    const t = occurrences(trimView.text, oldT, false);
    if (t.length > 1)
        return ambiguous("trailing_whitespace", t, trimView);
    if (t.length === 1)
        return single(body, eol, trimView, t[0], t[0] + oldT.length, oldLf, newLf, ["trailing_whitespace"]);
    const shifted = findShiftedBlock(trimView.text, oldT);
    if (shifted.length > 1)
        return ambiguous("indentation", shifted.map((m) => m.start), trimView);
    if (shifted.length === 1) {
        const m = shifted[0];
        const reindented = reindent(newLf, m.delta, m.char);
        if (reindented === undefined)
            return { kind: "bad_indent", start: trimView.map[m.start] };
        return single(body, eol, trimView, m.start, m.end, oldLf, reindented, ["indentation"]);
    }
    return { kind: "none" };
}
function ambiguous(stage, starts, view) {
    return { kind: "ambiguous", stage, count: starts.length, starts: starts.map((s) => view.map[s]) };
}
/** One match in a projection, mapped back to the original text; new_string takes the file's quote style
 * and line endings. */
function single(body, eol, view, pStart, pEnd, oldLf, newLf, extra) {
    const start = view.map[pStart];
    // Every stage's old_string is non-empty, so pEnd > pStart.
    const end = view.map[pEnd - 1] + 1;
    const matched = body.slice(start, end);
    const matchedLf = toEol(matched, "\n");
    const normalisations = [];
    const quotesDiffer = curlyQuotes(oldLf) !== curlyQuotes(matchedLf);
    const replacement = quotesDiffer ? transferQuoteStyle(oldLf, matchedLf, newLf) : newLf;
    if (quotesDiffer)
        normalisations.push("quotes");
    if (extra.length === 0 && !quotesDiffer)
        normalisations.push("line_endings");
    normalisations.push(...extra);
    return { kind: "ok", normalisations, ranges: [{ start, end, replacement: toEol(replacement, eol) }] };
}
/** Start offsets of `needle` in `hay`. Without `nonOverlapping`, overlapping occurrences count too (`aa` is
 * twice in `aaa`), because the model cannot have meant both. */
function occurrences(hay, needle, nonOverlapping) {
    const out = [];
    if (needle === "")
        return out;
    const cap = nonOverlapping ? Infinity : MAX_COUNT;
    let i = hay.indexOf(needle);
    while (i !== -1 && out.length < cap) {
        out.push(i);
        i = hay.indexOf(needle, nonOverlapping ? i + needle.length : i + 1);
    }
    return out;
}
function project(text, step) {
    return compose({ text, map: new Uint32Array(text.length).map((_, i) => i) }, step);
}
function compose(base, step) {
    const r = step(base.text);
    const map = r.keep ? r.keep.map((k) => base.map[k]) : base.map;
    const p = { text: r.text, map, then: (next) => compose(p, next) };
    return p;
}
/** `\r\n` → `\n` (keeps indices of the kept characters). */
function dropCrBeforeLf(text) {
    return dropRanges(text, /\r(?=\n)/g);
}
/** Spaces and tabs right before a newline are dropped. */
function stripTrailingBlanks(text) {
    return dropRanges(text, /[ \t]+(?=\n)/g);
}
const CURLY_SINGLE = /[\u2018\u2019\u201A\u201B]/g;
const CURLY_DOUBLE = /[\u201C\u201D\u201E\u201F]/g;
/** Curly quotes → straight, one character for one, so indices do not move. */
function straightenQuotes(text) {
    return { text: text.replace(CURLY_SINGLE, "'").replace(CURLY_DOUBLE, '"'), keep: null };
}
/** Removes every match of `re` (global), returning the rest and the original index of each kept char.
 * Works slice by slice so a large file is not rebuilt one character at a time. */
function dropRanges(text, re) {
    const parts = [];
    const keep = new Uint32Array(text.length);
    let n = 0;
    let last = 0;
    const copy = (from, to) => {
        parts.push(text.slice(from, to));
        for (let k = from; k < to; k++)
            keep[n++] = k;
    };
    for (const m of text.matchAll(re)) {
        copy(last, m.index);
        last = m.index + m[0].length;
    }
    copy(last, text.length);
    return { text: parts.join(""), keep: keep.subarray(0, n) };
}
// --- quote style --------------------------------------------------------------------------------------------
/** When old_string and the matched text differ in quote style (per kind: single vs double, never mixed),
 * new_string is converted to the file's style for that kind. */
function transferQuoteStyle(oldText, matched, newText) {
    let text = newText;
    for (const kind of ["single", "double"]) {
        const curly = kind === "single" ? CURLY_SINGLE : CURLY_DOUBLE;
        const straight = kind === "single" ? "'" : '"';
        const oldCurly = countMatches(oldText, curly);
        const fileCurly = countMatches(matched, curly);
        if (fileCurly > 0 && oldCurly === 0)
            text = smartenQuotes(text, straight);
        else if (oldCurly > 0 && fileCurly === 0)
            text = text.replace(curly, straight);
        // Both have some curly ones of this kind: mixed style, new_string is left as the model wrote it.
    }
    return text;
}
function countMatches(text, re) {
    return (text.match(re) ?? []).length;
}
/** The curly quote characters of a text, in order: equal for two texts that agree on quote style. */
function curlyQuotes(text) {
    return text.replace(/[^\u2018\u2019\u201A\u201B\u201C\u201D\u201E\u201F]/g, "");
}
/** Straight quotes of one kind → typographic ones: opening after start, whitespace or an opening bracket,
 * closing otherwise (which also makes apostrophes `’`). */
function smartenQuotes(text, straight) {
    const [open, close] = straight === "'" ? ["\u2018", "\u2019"] : ["\u201C", "\u201D"];
    let out = "";
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c !== straight) {
            out += c;
            continue;
        }
        const prev = i === 0 ? "" : text[i - 1];
        out += prev === "" || /[\s([{\u2014\u2013-]/.test(prev) || prev === "\u201C" || prev === "\u2018" ? open : close;
    }
    return out;
}
// --- line-number prefixes pasted from read_file ------------------------------------------------------------
const PREFIX = /^ *\d+\t/;
const PREFIX_ONLY = /^ *\d+$/;
/** read_file prints `     7\ttext`. If every line of old_string carries such a prefix (a copied empty line
 * may have lost its tab), strip it from old_string and from the new_string lines that have one. */
function stripLinePrefixes(oldString, newString) {
    const oldLines = toEol(oldString, "\n").split("\n");
    const trailingEmpty = oldLines[oldLines.length - 1] === "";
    const checked = trailingEmpty ? oldLines.slice(0, -1) : oldLines;
    if (!checked.every((l) => PREFIX.test(l) || PREFIX_ONLY.test(l)))
        return undefined;
    if (!checked.some((l) => PREFIX.test(l)))
        return undefined;
    const strip = (l) => (PREFIX.test(l) ? l.replace(PREFIX, "") : PREFIX_ONLY.test(l) ? "" : l);
    const newLines = toEol(newString, "\n").split("\n");
    return {
        oldString: oldLines.map(strip).join("\n"),
        newString: newLines.map(strip).join("\n"),
    };
}
/** Finds whole-line blocks of `text` equal to `old` after one uniform change of indentation made of a
 * single whitespace character (all spaces or all tabs). Blank lines match blank lines. The block starts at a
 * line start; its last line may be a prefix of the file's line, as with an exact match. */
function findShiftedBlock(text, old) {
    let oldLines = old.split("\n");
    // `old` is never empty, so an empty last line means it ended with a newline.
    const endsWithNewline = oldLines[oldLines.length - 1] === "";
    if (endsWithNewline)
        oldLines = oldLines.slice(0, -1);
    // A final whitespace-only fragment (no newline after it) says nothing; it is left out of the match.
    let droppedTail = false;
    if (!endsWithNewline && isBlank(oldLines[oldLines.length - 1])) {
        oldLines = oldLines.slice(0, -1);
        droppedTail = true;
    }
    const nonBlank = oldLines.filter((l) => !isBlank(l));
    if (nonBlank.length === 0)
        return [];
    const oldIndent = commonIndent(nonBlank);
    const body = oldLines.map((l) => (isBlank(l) ? "" : l.slice(oldIndent.length)));
    const firstIdx = body.findIndex((l) => l !== "");
    const partialLast = !endsWithNewline && !droppedTail;
    const lines = text.split("\n");
    const starts = [];
    let pos = 0;
    for (const l of lines) {
        starts.push(pos);
        pos += l.length + 1;
    }
    const out = [];
    const k = body.length;
    for (let i = 0; i + k <= lines.length; i++) {
        // The file's indentation, taken from the first non-blank line.
        const anchor = lines[i + firstIdx];
        const content = body[firstIdx];
        const at = leadingBlanks(anchor) - leadingBlanks(content);
        // A quick reject only: the block check below compares every line exactly.
        if (!anchor.startsWith(content, at))
            continue;
        const fileIndent = anchor.slice(0, at);
        // One character throughout (all spaces or all tabs), and a real shift (none would be an exact match).
        if (!isUniform(fileIndent + oldIndent) || fileIndent === oldIndent)
            continue;
        const char = (fileIndent + oldIndent)[0];
        let okBlock = true;
        for (let j = 0; j < k && okBlock; j++) {
            const line = lines[i + j];
            const want = body[j];
            const last = j === k - 1;
            // A blank last line is never partial: it was a newline's empty tail or a dropped fragment.
            if (want === "")
                okBlock = isBlank(line);
            else if (last && partialLast)
                okBlock = line.startsWith(fileIndent + want);
            else
                okBlock = line === fileIndent + want;
        }
        if (!okBlock)
            continue;
        if (endsWithNewline && i + k >= lines.length)
            continue; // old needs a newline after its last line
        const lastLine = i + k - 1;
        const end = endsWithNewline
            ? starts[lastLine] + lines[lastLine].length + 1
            : droppedTail
                ? starts[lastLine] + lines[lastLine].length
                : starts[lastLine] + fileIndent.length + body[k - 1].length;
        out.push({ start: starts[i], end, delta: fileIndent.length - oldIndent.length, char });
        if (out.length >= MAX_COUNT)
            break;
    }
    return out;
}
function reindent(text, delta, char) {
    const unit = char.repeat(Math.abs(delta));
    const lines = text.split("\n");
    const out = [];
    for (const l of lines) {
        if (isBlank(l))
            out.push(l);
        else if (delta > 0)
            out.push(unit + l);
        else if (l.startsWith(unit))
            out.push(l.slice(unit.length));
        else
            return undefined;
    }
    return out.join("\n");
}
function leadingBlanks(line) {
    return indentOf(line).length;
}
/** The leading spaces and tabs of a line (the pattern matches at 0, if only the empty string, so no `^`). */
function indentOf(line) {
    return /[ \t]*/.exec(line)[0];
}
function isBlank(line) {
    return /^[ \t]*$/.test(line);
}
function commonIndent(lines) {
    let prefix = indentOf(lines[0]);
    for (const l of lines)
        while (!l.startsWith(prefix))
            prefix = prefix.slice(0, -1);
    return prefix;
}
/** Empty or one repeated character. */
function isUniform(indent) {
    return [...indent].every((c) => c === indent[0]);
}
// --- helpers -----------------------------------------------------------------------------------------------
function dominantEol(text) {
    let crlf = 0;
    let lf = 0;
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
        if (text[i - 1] === "\r")
            crlf++;
        else
            lf++;
    }
    return crlf > lf ? "\r\n" : "\n";
}
function toEol(text, eol) {
    return text.replace(/\r\n/g, "\n").replace(/\n/g, eol);
}
/** 1-based line number of offset `i` in `text`. */
function lineAt(text, i) {
    return linesAt(text, [i])[0];
}
/** 1-based line numbers of ascending offsets, in one pass over the text. */
function linesAt(text, offsets) {
    const out = [];
    let n = 1;
    let p = text.indexOf("\n");
    for (const i of offsets) {
        while (p !== -1 && p < i) {
            n++;
            p = text.indexOf("\n", p + 1);
        }
        out.push(n);
    }
    return out;
}
function fail(error, message) {
    return { ok: false, error, message };
}
/** Not found: say where the first line of old_string does occur, if it does, so the model sees that the
 * block around it differs; never guess a match from it. */
function notFound(body, oldString) {
    const firstLine = toEol(oldString, "\n")
        .split("\n")
        .find((l) => l.trim() !== "")
        ?.trim();
    let hint = "";
    if (firstLine !== undefined && oldString.includes("\n")) {
        const lines = toEol(body, "\n").split("\n");
        const hits = [];
        for (let i = 0; i < lines.length && hits.length < 5; i++)
            if (lines[i].trim() === firstLine)
                hits.push(i + 1);
        if (hits.length > 0)
            hint = ` Its first line appears at line ${hits.join(", ")}, but the lines after it differ.`;
    }
    return fail("not_found", `old_string was not found in the file.${hint} Read the file again with read_file and copy the exact text (whitespace and indentation included).`);
}

;// CONCATENATED MODULE: ./src/tools/builtin/edit-file.ts
// edit_file: replace one exact piece of text (see edit-match.ts for what "exact" tolerates), guarded by the
// read state, written atomically, answered with a short diff so the model sees what it changed.











/** Larger files are refused: the whole text is held in memory (twice) to edit it. */
const MAX_EDIT_BYTES = 16 * 1024 * 1024;
const MAX_DIFF_LINES = 60;
const MAX_DIFF_CHARS = 4000;
const edit_file_input = schemas.object({
    path: schemas.string().describe("File path, relative to the workspace root (or absolute inside it)."),
    old_string: schemas.string()
        .describe("Exact text to replace, as read_file showed it (without the line-number prefix). Empty to create a new file."),
    new_string: schemas.string().describe("Replacement text."),
    replace_all: schemas.boolean().optional().describe("Replace every occurrence instead of exactly one (default false)."),
});
const editFileTool = (0,tool/* defineTool */.u)({
    name: "edit_file",
    kind: "write",
    description: "Replace exact text in a file you have read in this session. old_string must match exactly one place (include surrounding lines to make it unique) unless replace_all is true.",
    prompt: "Read a file before editing it. Copy old_string from read_file output without the line-number prefix, indentation included.",
    input: edit_file_input,
    describe: (i) => `edit ${i.path}${i.replace_all ? " (all)" : ""}`,
    checkPermission: (i, ctx) => filePermission(ctx, i.path, "write"),
    execute: (i, ctx) => editFile(i, ctx),
});
async function editFile(i, ctx) {
    const display = `edit ${i.path}`;
    const resolved = await resolveInWorkspace(ctx, i.path, "write");
    if (!resolved.ok)
        return deniedOutput(display, resolved);
    const { abs, rel, root } = resolved;
    let st;
    try {
        st = await (0,promises_.stat)(abs);
    }
    catch (err) {
        const code = err.code;
        if (code !== "ENOENT" && code !== "ENOTDIR")
            return failed(display, `Could not check ${rel}: ${err.message}`);
        if (i.old_string !== "") {
            return refused(display, rel, "file_not_found", `${rel} does not exist. To create it, use write_file (or edit_file with an empty old_string).${literalPathNote(i.path)}`);
        }
        return createFile(display, rel, abs, root, i.new_string, ctx);
    }
    if (st.isDirectory())
        return failed(display, `${rel} is a directory; give a file path.`);
    if (!st.isFile())
        return failed(display, `${rel} is not a regular file.`);
    if (st.size > MAX_EDIT_BYTES)
        return failed(display, `${rel} is ${st.size} bytes, larger than edit_file handles (${MAX_EDIT_BYTES}).`);
    if (i.old_string === "" && st.size > 0) {
        return refused(display, rel, "empty_old_string", `old_string is empty, but ${rel} already has content. Give the exact text to replace (read it first), or replace the whole file with write_file.`);
    }
    const handle = await openBeneath(root, abs, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK).catch((err) => err);
    if (handle instanceof Error)
        return failed(display, `Could not read ${rel}: ${handle.message}`);
    const bytes = await handle.readFile().finally(() => handle.close());
    const guard = await checkReadGuard(ctx.readState, abs, rel, st, bytes);
    if (guard)
        return refused(display, rel, guard.error, guard.message);
    let content;
    try {
        // ignoreBOM keeps a BOM in the text, so it is written back.
        content = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    }
    catch {
        return failed(display, `${rel} is not valid UTF-8 text; edit_file only edits text files.`);
    }
    const result = applyEdit({ content, oldString: i.old_string, newString: i.new_string, replaceAll: i.replace_all });
    if (!result.ok)
        return refused(display, rel, result.error, result.message, result.lines ? { lines: result.lines } : {});
    const out = Buffer.from(result.content, "utf8");
    try {
        const written = await writeFileAtomic(abs, out, { mode: st.mode & 0o7777, root });
        ctx.readState.record(abs, { ...written, hash: (0,external_node_crypto_.createHash)("sha256").update(out).digest("hex") });
    }
    catch (err) {
        return failed(display, `Could not write ${rel}: ${err.message}`);
    }
    const n = result.replacements;
    const how = result.normalisations.length > 0
        ? ` (matched after normalising: ${result.normalisations.join(", ").replace(/_/g, " ")})`
        : "";
    const diff = renderDiff(rel, content, result.content);
    return {
        output: `Edited ${rel}: ${n} replacement${n === 1 ? "" : "s"}${how}.\n${diff}`,
        display: `edited ${rel} (${n} replacement${n === 1 ? "" : "s"})`,
        metadata: { path: rel, replacements: n, normalisations: result.normalisations, firstLine: result.firstLine },
    };
}
async function createFile(display, rel, abs, root, text, ctx) {
    const bytes = Buffer.from(text, "utf8");
    try {
        const written = await writeFileAtomic(abs, bytes, { root });
        ctx.readState.record(abs, { ...written, hash: (0,external_node_crypto_.createHash)("sha256").update(bytes).digest("hex") });
    }
    catch (err) {
        return failed(display, `Could not create ${rel}: ${err.message}`);
    }
    return {
        output: `Created ${rel}.\n${renderDiff(rel, "", text)}`,
        display: `created ${rel}`,
        metadata: { path: rel, replacements: 1, created: true, normalisations: [] },
    };
}
/** A unified diff with line numbers (old numbers on removed lines, new ones elsewhere), capped. */
function renderDiff(rel, before, after) {
    const patch = (0,create/* structuredPatch */.YB)(rel, rel, before, after, "", "", { context: 3 });
    const out = [];
    let total = 0;
    for (const hunk of patch.hunks) {
        total += 1 + hunk.lines.length;
        if (out.length >= MAX_DIFF_LINES)
            continue;
        out.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`);
        let oldNo = hunk.oldStart;
        let newNo = hunk.newStart;
        for (const line of hunk.lines) {
            const sign = line[0];
            if (sign === "\\")
                continue;
            const text = line.slice(1).replace(/\r$/, "");
            const no = sign === "-" ? oldNo++ : newNo++;
            if (sign === " ")
                oldNo++;
            if (out.length < MAX_DIFF_LINES)
                out.push(`${sign}${String(no).padStart(6)}\t${text}`);
        }
    }
    let text = out.join("\n");
    if (text.length > MAX_DIFF_CHARS)
        text = `${text.slice(0, MAX_DIFF_CHARS)}…`;
    if (total > out.length || text.endsWith("…"))
        text += `\n(diff cut; read the file to see the rest)`;
    return text;
}
function refused(display, rel, error, message, extra = {}) {
    return {
        output: message,
        display: `${display} (${error})`,
        isError: true,
        errorType: "execution",
        metadata: { path: rel, error, ...extra },
    };
}
function failed(display, message) {
    return { output: message, display: `${display} (failed)`, isError: true, errorType: "execution" };
}

;// CONCATENATED MODULE: ./src/hardened-env.ts
// The environment of every process the action starts for itself (its git commands, the file tools' ripgrep and
// `git ls-files`): built from scratch, so none holds the job's tokens or keys (a symlink swapped under a file tool
// cannot show them through /proc/self/environ), and git reads no user or system configuration.
// The proxy settings git (libcurl) reads: behind a proxy the action's own fetches and pushes must use it. They name
// a proxy, not a credential of the job; a password in a proxy's URL is redacted (report/redact.ts).
const PROXY_VARIABLES = ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY"];
function hardened_env_proxyEnv() {
    return Object.fromEntries(PROXY_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}
function hardenedEnv(extra = {}) {
    return {
        ...hardened_env_proxyEnv(),
        PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
        // Nothing can exist under /dev/null: no ~/.gitconfig, ~/.config/git/{config,attributes,ignore}.
        HOME: "/dev/null",
        XDG_CONFIG_HOME: "/dev/null",
        LANG: "C",
        LC_ALL: "C",
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_CONFIG_GLOBAL: "/dev/null",
        GIT_ATTR_NOSYSTEM: "1",
        GIT_TERMINAL_PROMPT: "0",
        GIT_ASKPASS: "false",
        SSH_ASKPASS: "false",
        GIT_EDITOR: "true",
        GIT_SEQUENCE_EDITOR: "true",
        GIT_PAGER: "cat",
        PAGER: "cat",
        // Replace refs and grafts change what git shows without changing what it pushes: the secret scan must see
        // the real objects.
        GIT_NO_REPLACE_OBJECTS: "1",
        GIT_GRAFT_FILE: "/dev/null",
        GIT_OPTIONAL_LOCKS: "0",
        ...extra,
    };
}

;// CONCATENATED MODULE: ./src/tools/ripgrep.ts
// ripgrep for list_files and grep: the binary shipped beside the bundle (from @vscode/ripgrep's linux-x64
// package) on linux-x64, else `rg` on PATH; never downloaded at run time. Run as argv (no shell) with
// `--no-config`, so neither a shell nor RIPGREP_CONFIG_PATH can add options such as `--pre`.





let cached;
/** Absolute path of the rg binary, or undefined when there is none. */
function locateRipgrep() {
    if (cached === undefined)
        cached = findRipgrep() ?? null;
    return cached ?? undefined;
}
function findRipgrep() {
    if (process.platform === "linux" && process.arch === "x64") {
        const shipped = (0,assets/* assetPath */.Q)("rg-linux-x64");
        if (shipped && isExecutable(shipped))
            return shipped;
    }
    for (const dir of (process.env.PATH ?? "").split(external_node_path_.delimiter)) {
        if (!dir)
            continue;
        const candidate = (0,external_node_path_.join)(dir, process.platform === "win32" ? "rg.exe" : "rg");
        if (isExecutable(candidate))
            return candidate;
    }
    return undefined;
}
function isExecutable(path) {
    try {
        (0,external_node_fs_.accessSync)(path, external_node_fs_.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
const RIPGREP_MISSING = "ripgrep (rg) is not available: the bundled binary was not found and there is no rg on PATH. Install ripgrep or run from the repo-agent bundle.";
const MAX_STDERR = 4096;
/** Runs rg with `args` in `cwd`, calling `onLine` for every stdout line (without the newline) as it
 * arrives; returning false from onLine stops rg. Memory stays bounded by what onLine keeps. */
function runRipgrep(rg, args, options) {
    return new Promise((resolvePromise) => {
        const child = (0,external_node_child_process_.spawn)(rg, ["--no-config", ...args], {
            cwd: options.cwd,
            stdio: ["ignore", "pipe", "pipe"],
            env: hardenedEnv(),
        });
        let stderr = "";
        let stopped = false;
        let aborted = false;
        let pending = "";
        let settled = false;
        const stop = () => {
            if (!child.killed)
                child.kill("SIGKILL");
        };
        const onAbort = () => {
            aborted = true;
            stop();
        };
        if (options.signal.aborted)
            onAbort();
        else
            options.signal.addEventListener("abort", onAbort, { once: true });
        child.stdout.setEncoding("utf8");
        child.stdout.on("data", (chunk) => {
            if (stopped)
                return;
            pending += chunk;
            let nl = pending.indexOf("\n");
            let from = 0;
            while (nl !== -1) {
                if (options.onLine(pending.slice(from, nl)) === false) {
                    stopped = true;
                    stop();
                    return;
                }
                from = nl + 1;
                nl = pending.indexOf("\n", from);
            }
            pending = pending.slice(from);
        });
        child.stderr.setEncoding("utf8");
        child.stderr.on("data", (chunk) => {
            if (stderr.length < MAX_STDERR)
                stderr += chunk.slice(0, MAX_STDERR - stderr.length);
        });
        const finish = (exitCode) => {
            if (settled)
                return;
            settled = true;
            options.signal.removeEventListener("abort", onAbort);
            if (!stopped && pending !== "")
                options.onLine(pending);
            resolvePromise({ exitCode, stderr: stderr.trim(), stopped, aborted });
        };
        child.on("error", (err) => {
            stderr += String(err.message);
            finish(null);
        });
        child.on("close", (code) => finish(code));
    });
}

;// CONCATENATED MODULE: ./src/tools/builtin/grep.ts
// grep: ripgrep underneath, with its regex flavour (Rust regex) and its ignore rules. rg searches in parallel,
// so its output order varies; results are grouped per file and sorted by path here, which makes
// head_limit/offset paging stable from one call to the next.





const DEFAULT_HEAD_LIMIT = 200;
/** Entries kept in memory before the search is stopped as too broad. */
const MAX_COLLECTED = 100_000;
/** Longer matching lines are shown as a preview (rg --max-columns). */
const MAX_COLUMNS = 500;
const grep_input = schemas.object({
    pattern: schemas.string()
        .min(1)
        .describe("Regular expression (Rust regex syntax, as ripgrep: escape literal ( ) [ ] { } . * + ? | \\ ^ $)."),
    path: schemas.string()
        .optional()
        .describe("File or directory to search, relative to the workspace root. Default: the root."),
    glob: schemas.string()
        .optional()
        .describe('Only files matching this glob, e.g. "*.ts" or "src/**/*.{ts,tsx}" (ripgrep --glob).'),
    type: schemas.string().optional().describe('Only files of this ripgrep type, e.g. "ts", "py", "rust", "go".'),
    output_mode: schemas["enum"](["content", "files_with_matches", "count"])
        .optional()
        .describe('"files_with_matches" (default): paths; "content": matching lines with line numbers; "count": matches per file.'),
    context: schemas.number().int().min(0).max(20).optional().describe("Lines of context around each match (content mode)."),
    case_insensitive: schemas.boolean().optional().describe("Ignore case."),
    head_limit: schemas.number()
        .int()
        .min(1)
        .optional()
        .describe(`Maximum entries (lines or files) to return (default ${DEFAULT_HEAD_LIMIT}).`),
    offset: schemas.number().int().min(0).optional().describe("Entries to skip first, to page through results."),
});
const grepTool = (0,tool/* defineTool */.u)({
    name: "grep",
    kind: "read",
    description: 'Search file contents with a regex (ripgrep; Rust regex syntax), skipping .gitignore\'d files. Returns matching files by default; output_mode "content" shows lines, "count" counts. No match is not an error.',
    input: grep_input,
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    describe: (i) => `grep ${JSON.stringify(i.pattern)}${i.path ? ` in ${i.path}` : ""}${i.glob ? ` (${i.glob})` : ""}`,
    checkPermission: (i, ctx) => filePermission(ctx, i.path || ".", "read"),
    execute: (i, ctx) => grep(i, ctx),
});
async function grep(i, ctx) {
    const display = grepTool.describe(i);
    const resolved = await resolveInWorkspace(ctx, i.path || ".", "read");
    if (!resolved.ok)
        return deniedOutput(display, resolved);
    const rg = locateRipgrep();
    if (!rg)
        return grep_failed(display, RIPGREP_MISSING);
    const mode = i.output_mode ?? "files_with_matches";
    const args = [
        "--hidden",
        "--no-require-git",
        "--glob",
        "!.git",
        "--color",
        "never",
        "--no-messages",
        "--max-columns",
        String(MAX_COLUMNS),
        "--max-columns-preview",
    ];
    if (mode === "content") {
        args.push("--null", "--with-filename", "--line-number", "--no-heading");
        if (i.context)
            args.push("--context", String(i.context));
    }
    else if (mode === "count") {
        args.push("--null", "--with-filename", "--count");
    }
    else {
        args.push("--files-with-matches");
    }
    if (i.case_insensitive)
        args.push("--ignore-case");
    if (i.glob)
        args.push("--glob", i.glob);
    if (i.type)
        args.push("--type", i.type);
    // `--` ends the options: a pattern such as "-e" or "--pre=x" is only ever a pattern.
    args.push("--", i.pattern, resolved.rel);
    const entries = [];
    let tooMany = false;
    const run = await runRipgrep(rg, args, {
        cwd: ctx.workspace,
        signal: ctx.signal,
        onLine: (raw) => {
            const entry = parseLine(raw, mode);
            if (!entry || (0,file_rules/* matchFileRule */.Y)(ctx.policy, entry.path, "read"))
                return;
            entries.push(entry);
            if (entries.length >= MAX_COLLECTED) {
                tooMany = true;
                return false;
            }
        },
    });
    if (run.aborted)
        return grep_failed(display, "Aborted.");
    if (run.exitCode === null && !run.stopped)
        return grep_failed(display, `grep failed: ${run.stderr || "ripgrep was killed"}`);
    if (run.exitCode === 2 && entries.length === 0)
        return grep_failed(display, `grep failed: ${run.stderr || "ripgrep reported an error"}`);
    if (entries.length === 0) {
        return {
            output: `No matches for ${JSON.stringify(i.pattern)} in ${resolved.rel === "." ? "the workspace" : resolved.rel}.`,
            display: `${display}: no matches`,
            metadata: { matches: 0 },
        };
    }
    // Stable order: by path, then line. Array.prototype.sort is stable, so same-line entries keep rg's order.
    entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
    const offset = i.offset ?? 0;
    const limit = i.head_limit ?? DEFAULT_HEAD_LIMIT;
    const page = entries.slice(offset, offset + limit);
    const rest = Math.max(0, entries.length - offset - page.length);
    const lines = [];
    let prev;
    for (const e of page) {
        if (mode === "content" && prev && (prev.path !== e.path || e.line > prev.line + 1) && i.context)
            lines.push("--");
        lines.push(mode === "files_with_matches" ? e.path : `${e.path}${e.text}`);
        prev = e;
    }
    const notes = [];
    if (rest > 0)
        notes.push(`${rest}${tooMany ? "+" : ""} more; continue with offset=${offset + page.length}`);
    else if (tooMany)
        notes.push("stopped after too many results; narrow the pattern, path or glob");
    if (page.length === 0)
        notes.push(`offset ${offset} is past the ${entries.length} results`);
    if (run.exitCode === 2)
        notes.push(`some files could not be searched: ${run.stderr.split("\n")[0]}`);
    const summary = mode === "count"
        ? `${entries.reduce((n, e) => n + Number(e.text.slice(1)), 0)} matches in ${entries.length} files`
        : undefined;
    const out = [lines.join("\n"), summary, notes.length > 0 ? `(${notes.join("; ")})` : undefined]
        .filter((s) => s !== undefined && s !== "")
        .join("\n\n");
    const unit = mode === "files_with_matches" || mode === "count" ? "file" : "line";
    return {
        output: out,
        display: `${display}: ${entries.length}${tooMany ? "+" : ""} ${unit}${entries.length === 1 ? "" : "s"}`,
        metadata: { matches: entries.length, shown: page.length, truncated: rest > 0 || tooMany },
    };
}
/** One rg output line → entry. Content and count lines are `path\0rest` (`--null`), so a ':' or '-' in a
 * file name cannot confuse the parse; files mode is one path per line. */
function parseLine(raw, mode) {
    if (raw === "")
        return undefined;
    if (mode === "files_with_matches" || mode === undefined)
        return { path: stripDot(raw), line: 0, text: "" };
    const nul = raw.indexOf("\0");
    if (nul === -1) {
        // rg says this without --null's separator; "--" context separators are rebuilt after sorting.
        const binary = /^(.*): binary file matches/.exec(raw);
        return binary && mode === "content"
            ? { path: stripDot(binary[1]), line: 0, text: ": binary file matches (not shown)" }
            : undefined;
    }
    const path = stripDot(raw.slice(0, nul));
    const rest = raw.slice(nul + 1);
    if (mode === "count")
        return { path, line: 0, text: `:${rest}` };
    const m = /^(\d+)([:-])/.exec(rest);
    if (!m)
        return undefined;
    // A CRLF file's lines would end in "\r"; the model sees them as read_file shows them.
    return { path, line: Number(m[1]), text: `${m[2]}${rest.endsWith("\r") ? rest.slice(0, -1) : rest}` };
}
function stripDot(path) {
    return path.startsWith("./") ? path.slice(2) : path;
}
function grep_failed(display, message) {
    return { output: message, display: `${display} (failed)`, isError: true, errorType: "execution" };
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
;// CONCATENATED MODULE: ./src/tools/worktree-files.ts
// The files of a git work tree with their modification times, for list_files, without walking or stat-ing
// 25k files on every call. Tracked files and their times come from the index (.git/index holds each entry's
// mtime); untracked files come from `git ls-files --others --exclude-standard`, which applies .gitignore the
// way git does. Both are kept per repository, and a later call only re-reads the directories whose mtime
// changed (a file created, deleted or renamed in place — which is how write_file/edit_file save — changes
// its directory's mtime), like git's own untracked cache. A rewritten index (git add, commit, status) means
// a fresh start. Known limit: a tracked file rewritten in place (`echo >> f`) keeps its previous time until
// its directory changes or git rewrites the index.




/** A directory changed this close to when it was looked at may change again within the same timestamp. */
const RACY_MS = 50;
const MAX_REPOSITORIES = 8;
/** Directories under new untracked directories watched at most, per call (a new ignored-but-not-yet-known
 * dependency tree is not worth thousands of stats on every call). */
const MAX_NEW_DIRECTORIES = 2000;
/** Pathspecs per `git ls-files` invocation, to stay far below the argument-length limit. */
const PATHSPECS_PER_CALL = 500;
/** Options that keep git from running anything configured in the repository (its config may be the agent's). */
const SAFE_GIT = ["-c", "core.fsmonitor=false", "-c", "core.untrackedCache=false", "--literal-pathspecs"];
const repositories = new Map();
/**
 * Files under `workspace` (a physical path) with their mtimes, or undefined when the workspace is not in a git
 * work tree this module can read (no git, a submodule or nested repository, a split or sparse index): the
 * caller then walks the tree itself.
 */
async function gitWorktreeFiles(workspace, signal) {
    if (process.env.GIT_DIR || process.env.GIT_WORK_TREE || process.env.GIT_INDEX_FILE)
        return undefined;
    const found = findRepository(workspace);
    if (!found)
        return undefined;
    let repo = repositories.get(found.top);
    if (!repo || repo.indexFile !== found.indexFile || repo.excludeFile !== found.excludeFile) {
        repo = { ...found, queue: Promise.resolve() };
        repositories.set(found.top, repo);
        if (repositories.size > MAX_REPOSITORIES)
            repositories.delete(repositories.keys().next().value);
    }
    const current = repo;
    const refreshed = current.queue.then(() => refresh(current, signal));
    current.queue = refreshed.catch(() => undefined);
    let state;
    try {
        state = await refreshed;
    }
    catch {
        current.state = undefined;
        return undefined;
    }
    if (!state)
        return undefined;
    const prefix = external_node_path_default().relative(found.top, workspace).split((external_node_path_default()).sep).join("/");
    const under = prefix === "" ? "" : `${prefix}/`;
    const out = [];
    for (const [file, mtimeMs] of state.files) {
        if (file.startsWith(under))
            out.push({ path: file.slice(under.length), mtimeMs });
    }
    return out;
}
function findRepository(workspace) {
    for (let dir = workspace;; dir = external_node_path_default().dirname(dir)) {
        const dotGit = external_node_path_default().join(dir, ".git");
        let st;
        try {
            st = (0,external_node_fs_.lstatSync)(dotGit);
        }
        catch {
            st = undefined;
        }
        if (st?.isDirectory())
            return { top: dir, indexFile: external_node_path_default().join(dotGit, "index"), excludeFile: external_node_path_default().join(dotGit, "info", "exclude") };
        // A worktree or submodule checkout: `.git` is a file naming the git directory (a worktree's info/exclude
        // is the main repository's; a change there is then only seen when the index changes).
        if (st?.isFile()) {
            const m = /^gitdir: (.+)$/m.exec((0,external_node_fs_.readFileSync)(dotGit, "utf8"));
            const gitDir = m ? external_node_path_default().resolve(dir, m[1].trim()) : undefined;
            return gitDir
                ? { top: dir, indexFile: external_node_path_default().join(gitDir, "index"), excludeFile: external_node_path_default().join(gitDir, "info", "exclude") }
                : undefined;
        }
        if (external_node_path_default().dirname(dir) === dir)
            return undefined;
    }
}
async function refresh(repo, signal) {
    const indexKey = statKey(repo.indexFile);
    if (!repo.state || repo.state.indexKey !== indexKey || repo.state.ignoreKey !== ignoreKeyOf(repo, repo.state)) {
        repo.state = undefined;
        repo.state = await coldStart(repo, indexKey, signal);
        return repo.state;
    }
    const state = repo.state;
    const changed = [];
    const lookedAt = Date.now();
    for (const [dir, mtime] of state.dirs) {
        const now = mtimeOf(external_node_path_default().join(repo.top, dir));
        if (now !== mtime || state.racy.has(dir))
            changed.push(dir);
    }
    state.racy.clear();
    if (changed.length > 0 && !(await rescan(repo, state, changed, lookedAt, signal)))
        return (repo.state = undefined);
    for (const file of state.untracked) {
        const m = mtimeOf(external_node_path_default().join(repo.top, file));
        if (Number.isNaN(m)) {
            state.untracked.delete(file);
            state.files.delete(file);
        }
        else
            state.files.set(file, m);
    }
    // An ignore file appeared or went away: what is ignored may have changed, so start again.
    if (ignoreKeyOf(repo, state) !== state.ignoreKey) {
        repo.state = undefined;
        repo.state = await coldStart(repo, indexKey, signal);
    }
    return repo.state;
}
function ignoreKeyOf(repo, state) {
    const parts = [statKey(repo.excludeFile)];
    for (const file of state.files.keys())
        if (file === ".gitignore" || file.endsWith("/.gitignore"))
            parts.push(`${file}:${statKey(external_node_path_default().join(repo.top, file))}`);
    return parts.join("|");
}
async function coldStart(repo, indexKey, signal) {
    // One walk by git for what the index cannot say: untracked files (?) and tracked files changed on disk (C).
    // It runs while the index is read here; a directory that changes after git started is marked racy (its
    // mtime is at or after that moment), so the next call reads it again whatever git saw.
    const startedAt = Date.now();
    const walk = runGit(repo.top, ["ls-files", "-z", "-t", "--others", "--modified", "--exclude-standard", "--directory"], signal);
    const index = readIndex(repo.indexFile);
    if (!index) {
        await walk;
        return undefined;
    }
    const state = {
        indexKey,
        tracked: new Set(index.keys()),
        files: new Map(),
        dirs: new Map(),
        racy: new Set(),
        untracked: new Set(),
        ignoreKey: "",
    };
    watch(state, repo.top, "", startedAt);
    for (const [file, mtime] of index) {
        const parent = parentOf(file);
        for (let dir = parent; !state.dirs.has(dir); dir = parentOf(dir))
            watch(state, repo.top, dir, startedAt);
        // A file whose directory is gone is not listed.
        if (!Number.isNaN(state.dirs.get(parent)))
            state.files.set(file, mtime);
    }
    const listed = await walk;
    if (listed === undefined || !(await addListed(repo, state, listed, startedAt, signal)))
        return undefined;
    state.ignoreKey = ignoreKeyOf(repo, state);
    return state;
}
/**
 * Takes in `git ls-files -t --others [--modified] --directory` output: untracked files (`? f`), tracked files
 * changed on disk (`C f`) and untracked directories (`? d/`, empty ones included, ignored ones never), whose
 * files git then lists and whose subdirectories are watched, so a file created later in any of them is seen.
 * False for a nested repository (its files are not git's to list here).
 */
async function addListed(repo, state, listed, lookedAt, signal) {
    const newDirs = [];
    for (const entry of listed) {
        const tag = entry.slice(0, 2);
        const file = entry.slice(2);
        if (file.endsWith("/"))
            newDirs.push(file.slice(0, -1));
        else if (tag === "? ")
            addUntracked(state, repo.top, file, lookedAt);
        else if (tag === "C ") {
            const m = mtimeOf(external_node_path_default().join(repo.top, file));
            if (Number.isNaN(m))
                state.files.delete(file);
            else
                state.files.set(file, m);
        }
    }
    for (let i = 0; i < newDirs.length; i += PATHSPECS_PER_CALL) {
        const batch = newDirs.slice(i, i + PATHSPECS_PER_CALL);
        const files = await runGit(repo.top, ["ls-files", "-z", "--others", "--exclude-standard", "--", ...batch], signal);
        if (files === undefined)
            return false;
        for (const file of files) {
            if (file.endsWith("/"))
                return false;
            addUntracked(state, repo.top, file, lookedAt);
        }
    }
    let budget = MAX_NEW_DIRECTORIES;
    for (const dir of newDirs) {
        if (lstatOrUndefined(external_node_path_default().join(repo.top, dir, ".git")))
            return false;
        budget = watchTree(state, repo.top, dir, lookedAt, budget);
    }
    return true;
}
/** Watches `dir` and the directories under it (up to `budget` of them); returns the budget left. */
function watchTree(state, top, dir, lookedAt, budget) {
    if (budget <= 0)
        return 0;
    for (let d = dir; !state.dirs.has(d); d = parentOf(d))
        watch(state, top, d, lookedAt);
    budget--;
    let entries;
    try {
        entries = (0,external_node_fs_.readdirSync)(external_node_path_default().join(top, dir), { withFileTypes: true });
    }
    catch {
        return budget;
    }
    for (const e of entries)
        if (e.isDirectory() && e.name !== ".git")
            budget = watchTree(state, top, `${dir}/${e.name}`, lookedAt, budget);
    return budget;
}
/** Reads the changed directories again: new entries are classified by git, gone ones dropped. */
async function rescan(repo, state, changed, lookedAt, signal) {
    const candidates = [];
    /** Entries seen in each re-read directory, to drop the files that are gone. */
    const seen = new Map();
    for (const dir of changed) {
        const mtime = mtimeOf(external_node_path_default().join(repo.top, dir));
        if (Number.isNaN(mtime)) {
            forgetUnder(state, dir);
            continue;
        }
        state.dirs.set(dir, mtime);
        if (mtime > lookedAt - RACY_MS)
            state.racy.add(dir);
        let names;
        try {
            names = (0,external_node_fs_.readdirSync)(external_node_path_default().join(repo.top, dir));
        }
        catch {
            forgetUnder(state, dir);
            continue;
        }
        const present = new Set();
        for (const name of names) {
            const rel = dir === "" ? name : `${dir}/${name}`;
            present.add(rel);
            if (rel === ".git" || state.dirs.has(rel))
                continue;
            if (state.tracked.has(rel)) {
                const m = mtimeOf(external_node_path_default().join(repo.top, rel));
                if (Number.isNaN(m))
                    state.files.delete(rel);
                else
                    state.files.set(rel, m);
            }
            else if (!state.untracked.has(rel))
                candidates.push(rel);
        }
        seen.set(dir, present);
    }
    if (seen.size > 0) {
        for (const file of state.files.keys()) {
            const present = seen.get(parentOf(file));
            if (present && !present.has(file)) {
                state.files.delete(file);
                state.untracked.delete(file);
            }
        }
    }
    for (let i = 0; i < candidates.length; i += PATHSPECS_PER_CALL) {
        const batch = candidates.slice(i, i + PATHSPECS_PER_CALL);
        const listed = await runGit(repo.top, ["ls-files", "-z", "-t", "--others", "--exclude-standard", "--directory", "--", ...batch], signal);
        if (listed === undefined || !(await addListed(repo, state, listed, lookedAt, signal)))
            return false;
    }
    return true;
}
function addUntracked(state, top, file, lookedAt) {
    const m = mtimeOf(external_node_path_default().join(top, file));
    if (Number.isNaN(m))
        return;
    state.untracked.add(file);
    state.files.set(file, m);
    for (let dir = parentOf(file); !state.dirs.has(dir); dir = parentOf(dir))
        watch(state, top, dir, lookedAt);
}
function watch(state, top, dir, lookedAt) {
    const mtime = mtimeOf(external_node_path_default().join(top, dir));
    state.dirs.set(dir, mtime);
    if (mtime > lookedAt - RACY_MS)
        state.racy.add(dir);
}
function forgetUnder(state, dir) {
    const prefix = dir === "" ? "" : `${dir}/`;
    state.dirs.set(dir, NaN);
    for (const d of state.dirs.keys())
        if (d.startsWith(prefix) && d !== dir)
            state.dirs.delete(d);
    for (const f of state.files.keys()) {
        if (f.startsWith(prefix)) {
            state.files.delete(f);
            state.untracked.delete(f);
        }
    }
}
/** The directory holding a top-relative path ("" for the top; the top itself is always watched, so walks up
 * through parentOf stop there). */
function parentOf(file) {
    const i = file.lastIndexOf("/");
    return i === -1 ? "" : file.slice(0, i);
}
function mtimeOf(abs) {
    return lstatOrUndefined(abs)?.mtimeMs ?? NaN;
}
function lstatOrUndefined(abs) {
    try {
        return (0,external_node_fs_.lstatSync)(abs);
    }
    catch {
        return undefined;
    }
}
function statKey(file) {
    try {
        const st = (0,external_node_fs_.statSync)(file);
        return `${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
    }
    catch {
        return "none";
    }
}
/**
 * Tracked file → mtime (ms) from the index (formats 2–4), or undefined for what this reader does not handle:
 * split or sparse indexes, submodules, SHA-256 repositories. A missing index is an empty one.
 */
function readIndex(indexFile) {
    let buf;
    try {
        buf = (0,external_node_fs_.readFileSync)(indexFile);
    }
    catch (err) {
        return err.code === "ENOENT" ? new Map() : undefined;
    }
    if (buf.length < 12 || buf.toString("latin1", 0, 4) !== "DIRC")
        return undefined;
    const version = buf.readUInt32BE(4);
    if (version < 2 || version > 4)
        return undefined;
    const count = buf.readUInt32BE(8);
    const entries = new Map();
    const hashBytes = 20;
    let off = 12;
    let previous = Buffer.alloc(0);
    for (let i = 0; i < count; i++) {
        if (off + 62 > buf.length)
            return undefined;
        const mtimeMs = buf.readUInt32BE(off + 8) * 1000 + buf.readUInt32BE(off + 12) / 1e6;
        const mode = buf.readUInt32BE(off + 24);
        const flags = buf.readUInt16BE(off + 40 + hashBytes);
        let p = off + 42 + hashBytes;
        let skipWorktree = false;
        if (flags & 0x4000) {
            if (version < 3)
                return undefined;
            skipWorktree = (buf.readUInt16BE(p) & 0x4000) !== 0;
            p += 2;
        }
        let name;
        if (version === 4) {
            // Prefix compression: a varint of bytes to drop from the previous name, then the rest of this one.
            let drop = buf[p] & 0x7f;
            while (buf[p++] & 0x80)
                drop = ((drop + 1) << 7) | (buf[p] & 0x7f);
            const end = buf.indexOf(0, p);
            if (end === -1 || drop > previous.length)
                return undefined;
            previous = Buffer.concat([previous.subarray(0, previous.length - drop), buf.subarray(p, end)]);
            name = previous.toString("utf8");
            off = end + 1;
        }
        else {
            const end = buf.indexOf(0, p);
            if (end === -1)
                return undefined;
            name = buf.toString("utf8", p, end);
            off += (end - off + 8) & ~7;
        }
        const type = mode >>> 12;
        if (type === 0o16 || type === 0o04)
            return undefined; // a submodule (gitlink) or a sparse-index directory
        if (!skipWorktree)
            entries.set(name, mtimeMs);
    }
    // Extensions: a split index keeps its entries elsewhere.
    while (off + 8 <= buf.length - hashBytes) {
        const signature = buf.toString("latin1", off, off + 4);
        if (signature === "link" || signature === "sdir")
            return undefined;
        off += 8 + buf.readUInt32BE(off + 4);
    }
    return entries;
}
/** `git ls-files` output split on NUL, or undefined when git is missing or fails. */
function runGit(cwd, args, signal) {
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)("git", [...SAFE_GIT, ...args], {
            cwd,
            stdio: ["ignore", "pipe", "ignore"],
            signal,
            env: hardenedEnv(),
        });
        const chunks = [];
        child.stdout.on("data", (d) => chunks.push(d));
        child.on("error", () => resolve(undefined));
        child.on("close", (code) => {
            if (code !== 0)
                return resolve(undefined);
            const text = Buffer.concat(chunks).toString("utf8");
            resolve(text === "" ? [] : text.split("\0").filter((s) => s !== ""));
        });
    });
}

;// CONCATENATED MODULE: ./src/tools/builtin/list-files.ts
// list_files: the files under a directory that match a glob, .gitignore respected, newest first. In a git work
// tree the files and their times come from git's index plus the directories that changed since the last call
// (worktree-files.ts): no walk, no stat per file, which is what makes it as fast as `git ls-files` on a large
// repository. Elsewhere ripgrep walks the tree, applies the ignore files and sorts by modification time itself
// (`--sortr modified`). Either way only one glob test per file happens here.








const MAX_LISTED_FILES = 500;
const list_files_input = schemas.object({
    pattern: schemas.string()
        .optional()
        .describe('Glob relative to path, e.g. "**/*.ts" or "src/*.json"; a pattern without "/" matches file names at any depth. Default: all files.'),
    path: schemas.string().optional().describe("Directory to search, relative to the workspace root. Default: the root."),
});
const listFilesTool = (0,tool/* defineTool */.u)({
    name: "list_files",
    kind: "read",
    description: `List files matching a glob (default all), newest first, skipping files ignored by .gitignore; at most ${MAX_LISTED_FILES} paths.`,
    input: list_files_input,
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    describe: (i) => `list ${i.pattern ?? "*"}${i.path ? ` in ${i.path}` : ""}`,
    checkPermission: (i, ctx) => filePermission(ctx, i.path || ".", "read"),
    execute: (i, ctx) => listFiles(i, ctx),
});
async function listFiles(i, ctx) {
    const display = `list ${i.pattern ?? "*"}${i.path ? ` in ${i.path}` : ""}`;
    const resolved = await resolveInWorkspace(ctx, i.path || ".", "read");
    if (!resolved.ok)
        return deniedOutput(display, resolved);
    if (resolved.rel.startsWith("/"))
        return list_files_failed(display, "list_files works inside the workspace only.");
    const rel = resolved.rel;
    try {
        const st = await (0,promises_.stat)(resolved.abs);
        if (!st.isDirectory())
            return list_files_failed(display, `${rel} is a file, not a directory. Use read_file to read it.`);
    }
    catch {
        return list_files_failed(display, `Directory not found: ${i.path}.${literalPathNote(i.path ?? "")}`);
    }
    const pattern = (i.pattern ?? "").replace(/^\.\//, "");
    const matches = pattern === "" || pattern === "**" || pattern === "**/*"
        ? () => true
        : picomatch_default()(pattern, { dot: true, basename: !pattern.includes("/") });
    const prefix = rel === "." ? "" : `${rel}/`;
    const wanted = (path) => matches(path.slice(prefix.length)) && !(0,file_rules/* matchFileRule */.Y)(ctx.policy, path, "read");
    const fromGit = await gitWorktreeFiles(ctx.workspace, ctx.signal);
    const inDir = fromGit?.filter((f) => f.path.startsWith(prefix));
    let listed;
    // A directory git knows nothing under (an ignored one, named explicitly) is walked as before.
    if (inDir && (prefix === "" || inDir.length > 0)) {
        listed = newestFirst(inDir.filter((f) => wanted(f.path)));
    }
    else {
        const walked = await walkWithRipgrep(rel, ctx, (path) => path.startsWith(prefix) && wanted(path));
        if (typeof walked === "string")
            return list_files_failed(display, walked);
        listed = walked;
    }
    const { shown, more } = listed;
    const where = rel === "." ? "the workspace" : rel;
    if (shown.length === 0) {
        return {
            output: `No files match ${pattern || "*"} in ${where} (files ignored by .gitignore are not listed).`,
            display: `${display}: none`,
            metadata: { count: 0 },
        };
    }
    const tail = more > 0 ? `\n(and ${more} more; narrow the pattern or path)` : "";
    return {
        output: shown.join("\n") + tail,
        display: `${display}: ${shown.length + more} file${shown.length + more === 1 ? "" : "s"}`,
        metadata: { count: shown.length + more, shown: shown.length },
    };
}
/** The newest MAX_LISTED_FILES, newest first (ties by path, so the order is stable), and how many more. */
function newestFirst(files) {
    let top = files;
    if (files.length > MAX_LISTED_FILES) {
        // Only the newest few are shown: find the cut-off time instead of sorting every file.
        const times = Float64Array.from(files, (f) => f.mtimeMs).sort();
        const cutoff = times[times.length - MAX_LISTED_FILES];
        top = files.filter((f) => f.mtimeMs >= cutoff);
    }
    top.sort((a, b) => b.mtimeMs - a.mtimeMs || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const shown = top.slice(0, MAX_LISTED_FILES).map((f) => f.path);
    return { shown, more: files.length - shown.length };
}
/** Outside git: ripgrep lists the files (ignore files applied) already sorted newest first. */
async function walkWithRipgrep(rel, ctx, wanted) {
    const rg = locateRipgrep();
    if (!rg)
        return RIPGREP_MISSING;
    const shown = [];
    let more = 0;
    const run = await runRipgrep(rg, ["--files", "--hidden", "--no-require-git", "--glob", "!.git", "--sortr", "modified", "--", rel], {
        cwd: ctx.workspace,
        signal: ctx.signal,
        onLine: (line) => {
            const path = line.startsWith("./") ? line.slice(2) : line;
            if (path === "" || !wanted(path))
                return;
            if (shown.length < MAX_LISTED_FILES)
                shown.push(path);
            else
                more++;
        },
    });
    if (run.aborted)
        return "Aborted.";
    if (run.exitCode === null || (run.exitCode > 1 && shown.length === 0))
        return `Listing failed: ${run.stderr || "ripgrep was killed"}`;
    return { shown, more };
}
function list_files_failed(display, message) {
    return { output: message, display: `${display} (failed)`, isError: true, errorType: "execution" };
}

;// CONCATENATED MODULE: ./src/tools/file-sniff.ts
// What kind of bytes a file holds, from its first few KB: an image the model can see, other binary data to
// describe instead of dumping, or text.
/** How many leading bytes the sniffers look at. */
const SNIFF_BYTES = 8192;
function imageType(head) {
    if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
        return "image/png";
    if (startsWith(head, [0xff, 0xd8, 0xff]))
        return "image/jpeg";
    if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a")
        return "image/gif";
    if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP")
        return "image/webp";
    return undefined;
}
/** Binary if the sample has a NUL byte or more than 10% of it is not valid UTF-8. */
function looksBinary(head) {
    if (head.includes(0))
        return true;
    if (head.length === 0)
        return false;
    const text = new TextDecoder("utf-8", { fatal: false }).decode(head);
    let bad = 0;
    // The sample may end inside a multi-byte character: the last few replacement characters do not count.
    const scanTo = Math.max(0, text.length - 3);
    for (let i = 0; i < scanTo; i++)
        if (text.charCodeAt(i) === 0xfffd)
            bad++;
    return bad / Math.max(1, scanTo) > 0.1;
}
/** A short human guess of a binary file's type from its magic bytes. */
function binaryTypeGuess(head) {
    const table = [
        ["%PDF", 0, "PDF document"],
        [[0x50, 0x4b, 0x03, 0x04], 0, "zip archive (or jar/docx/xlsx)"],
        [[0x1f, 0x8b], 0, "gzip-compressed data"],
        [[0x42, 0x5a, 0x68], 0, "bzip2-compressed data"],
        [[0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], 0, "xz-compressed data"],
        [[0x28, 0xb5, 0x2f, 0xfd], 0, "zstd-compressed data"],
        [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], 0, "7-zip archive"],
        ["ustar", 257, "tar archive"],
        [[0x7f, 0x45, 0x4c, 0x46], 0, "ELF executable or library"],
        [[0xcf, 0xfa, 0xed, 0xfe], 0, "Mach-O executable"],
        ["MZ", 0, "Windows executable"],
        [[0x00, 0x61, 0x73, 0x6d], 0, "WebAssembly module"],
        [[0xca, 0xfe, 0xba, 0xbe], 0, "Java class file"],
        ["SQLite format 3", 0, "SQLite database"],
        ["BM", 0, "BMP image (not shown: only png, jpeg, gif and webp are)"],
        [[0x00, 0x00, 0x01, 0x00], 0, "ICO image"],
        ["ID3", 0, "MP3 audio"],
        ["ftyp", 4, "MP4/QuickTime media"],
        ["OggS", 0, "Ogg media"],
        ["wOFF", 0, "WOFF font"],
        ["wOF2", 0, "WOFF2 font"],
        [[0xff, 0xfe], 0, "UTF-16 (little-endian) text, not shown: only UTF-8 text is"],
        [[0xfe, 0xff], 0, "UTF-16 (big-endian) text, not shown: only UTF-8 text is"],
    ];
    for (const [magic, at, name] of table) {
        const bytes = typeof magic === "string" ? [...Buffer.from(magic, "latin1")] : magic;
        if (startsWith(head.subarray(at), bytes))
            return name;
    }
    return "unknown binary data";
}
function startsWith(head, bytes) {
    if (head.length < bytes.length)
        return false;
    return bytes.every((b, i) => head[i] === b);
}
function ascii(head, from, to) {
    return Buffer.from(head.subarray(from, to)).toString("latin1");
}

;// CONCATENATED MODULE: ./src/tools/builtin/read-file.ts
// read_file: one page of a file with line numbers, streamed so a 1 GB file costs no more memory than the
// page it returns. The whole file is always streamed once (to count its lines and hash it for the edit
// guard), so the footer can say "of N" exactly; only the page's lines are kept. Reads run many at a time on
// one thread, so the common case is kept cheap: one read for a file that fits a chunk (it also serves the
// sniffers) and lines decoded straight out of the chunk.







const DEFAULT_LINE_LIMIT = 2000;
const MAX_LINE_CHARS = 2000;
/** Characters of numbered text on one page; the footer says where to continue. */
const PAGE_CHARS = 50_000;
/** Raw bytes of an image; base64 makes it 4/3 larger, which keeps it under the API's 5 MB. */
const MAX_IMAGE_BYTES = Math.floor((5 * 1024 * 1024 * 3) / 4);
const CHUNK_BYTES = 256 * 1024;
/** Bytes kept of one line: enough for MAX_LINE_CHARS characters of any UTF-8 width. */
const LINE_KEEP_BYTES = MAX_LINE_CHARS * 4 + 4;
const read_file_input = schemas.object({
    path: schemas.string().describe("File path, relative to the workspace root (or absolute inside it)."),
    offset: schemas.number().int().min(1).optional().describe("1-based line number to start at."),
    limit: schemas.number().int().min(1).optional().describe(`Maximum lines to return (default ${DEFAULT_LINE_LIMIT}).`),
});
const readFileTool = (0,tool/* defineTool */.u)({
    name: "read_file",
    kind: "read",
    description: `Read a file: numbered lines (\`cat -n\` style), up to ${DEFAULT_LINE_LIMIT} lines per call; use offset/limit to page. Images (png, jpeg, gif, webp) are shown; other binary files are described.`,
    input: read_file_input,
    // A page is bounded by PAGE_CHARS; the executor must not spill it again.
    maxResultChars: PAGE_CHARS + 10_000,
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    describe: (i) => `read ${i.path}${i.offset || i.limit ? `:${i.offset ?? 1}-${(i.offset ?? 1) + (i.limit ?? DEFAULT_LINE_LIMIT) - 1}` : ""}`,
    checkPermission: (i, ctx) => filePermission(ctx, i.path, "read"),
    execute: (i, ctx) => readFile(i, ctx),
});
async function readFile(i, ctx) {
    const display = `read ${i.path}`;
    const resolved = await resolveInWorkspace(ctx, i.path, "read");
    if (!resolved.ok)
        return deniedOutput(display, resolved);
    const { abs, rel, root } = resolved;
    let handle;
    try {
        // O_NONBLOCK: opening a FIFO must not hang the tool; for regular files it changes nothing.
        handle = await openBeneath(root, abs, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (err) {
        return openError(err, i.path, display);
    }
    try {
        const st = await handle.stat();
        if (st.isDirectory()) {
            return error(display, `${rel} is a directory. Use list_files to see its files (list_files with path: "${rel}").`, { isDirectory: true });
        }
        if (!st.isFile())
            return error(display, `${rel} is not a regular file (device, socket or pipe); it cannot be read.`);
        if (st.size === 0) {
            ctx.readState.record(abs, { mtimeMs: st.mtimeMs, size: 0, hash: (0,external_node_crypto_.createHash)("sha256").digest("hex") });
            return {
                output: `(${rel} is empty: 0 bytes)`,
                display: `read ${rel} (empty)`,
                metadata: { path: rel, totalLines: 0 },
            };
        }
        const chunks = new FileChunks(handle, st.size);
        const first = await chunks.next();
        const sample = first.subarray(0, SNIFF_BYTES);
        const image = imageType(sample);
        if (image)
            return await readImage(chunks, first, ctx, abs, rel, st, image);
        if (looksBinary(sample)) {
            const hash = await hashChunks(chunks, first, ctx.signal);
            if (hash === "aborted")
                throw new Error("aborted");
            await recordIfUnchanged(ctx, handle, abs, st, hash);
            return {
                output: `${rel} is a binary file (${formatSize(st.size)}, looks like: ${binaryTypeGuess(sample)}); its contents are not shown.`,
                display: `read ${rel} (binary, ${formatSize(st.size)})`,
                metadata: { path: rel, binary: true, size: st.size },
            };
        }
        const page = new PageCollector(i.offset ?? 1, i.limit ?? DEFAULT_LINE_LIMIT);
        const hash = await hashChunks(chunks, first, ctx.signal, (chunk) => page.feed(chunk));
        if (hash === "aborted")
            return error(display, "Aborted.");
        page.finish();
        const unchanged = await recordIfUnchanged(ctx, handle, abs, st, hash);
        return formatPage(rel, page, unchanged);
    }
    catch (err) {
        return error(display, `Could not read ${rel}: ${err.message}`);
    }
    finally {
        // Not awaited: the result is ready, the close is only housekeeping (one round trip less per read).
        handle.close().catch(() => undefined);
    }
}
/** The file's bytes in order, CHUNK_BYTES at a time, into one reused buffer. */
class FileChunks {
    handle;
    size;
    buf;
    position = 0;
    /** Whether the last chunk returned ended the file. */
    done = false;
    constructor(handle, 
    /** The size fstat gave before reading. */
    size) {
        this.handle = handle;
        this.size = size;
        // One byte more than the file, so a file that fits needs a single read (and a small file no 256 KB buffer).
        this.buf = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, size + 1));
    }
    /** The next chunk; valid until the next call. */
    async next() {
        // The file grew past the first buffer: go on in full-size chunks.
        if (this.position > 0 && this.buf.length < CHUNK_BYTES)
            this.buf = Buffer.allocUnsafe(CHUNK_BYTES);
        const { bytesRead } = await this.handle.read(this.buf, 0, this.buf.length, this.position);
        this.position += bytesRead;
        // A short read of a regular file ends it; no extra read that returns 0 bytes. A short read before the size
        // fstat gave (the file shrank, or an odd file system) reads on until a read returns nothing.
        this.done = bytesRead === 0 || (bytesRead < this.buf.length && this.position >= this.size);
        return this.buf.subarray(0, bytesRead);
    }
}
/** sha256 (hex) of `first` and every chunk after it, each handed to `each` first (the buffer is reused);
 * "aborted" when the signal fires first. */
async function hashChunks(chunks, first, signal, each) {
    if (signal.aborted)
        return "aborted";
    const hash = (0,external_node_crypto_.createHash)("sha256");
    for (let chunk = first;; chunk = await chunks.next()) {
        hash.update(chunk);
        each?.(chunk);
        if (chunks.done)
            return hash.digest("hex");
        if (signal.aborted)
            return "aborted";
    }
}
/** Collects the requested page from the chunks, fed in order, and counts every line. */
class PageCollector {
    first;
    limit;
    lines = [];
    cutLines = 0;
    /** Lines counted so far (after finish: the file's line count). */
    total = 0;
    chars = 0;
    full = false;
    /** Bytes of the current line in earlier chunks. */
    lineBytes = 0;
    /** Copies of a wanted line's bytes from earlier chunks (at most LINE_KEEP_BYTES): it spans a boundary. */
    carry = [];
    kept = 0;
    constructor(first, limit) {
        this.first = first;
        this.limit = limit;
    }
    /** Last line shown (first - 1 when none). */
    get last() {
        return this.first + this.lines.length - 1;
    }
    feed(chunk) {
        let from = 0;
        while (from < chunk.length) {
            const lineNo = this.total + 1;
            if (this.full || lineNo >= this.first + this.limit) {
                this.skip(chunk, from, Infinity);
                return;
            }
            if (lineNo < this.first) {
                from = this.skip(chunk, from, this.first);
                continue;
            }
            const nl = chunk.indexOf(10, from);
            if (nl === -1) {
                this.keep(chunk.subarray(from));
                return;
            }
            if (this.carry.length === 0) {
                this.show(decodeLine(chunk, from, Math.min(nl, from + LINE_KEEP_BYTES), lineNo === 1), nl - from);
            }
            else {
                this.keep(chunk.subarray(from, nl));
                this.endCarried();
            }
            from = nl + 1;
        }
    }
    /** The last line, when the file does not end with a newline. */
    finish() {
        if (this.lineBytes === 0)
            return;
        const lineNo = this.total + 1;
        if (!this.full && lineNo >= this.first && lineNo < this.first + this.limit)
            this.endCarried();
        else
            this.total++;
    }
    /** Counts lines from `from` until line `until` starts or the chunk ends; returns where it stopped. */
    skip(chunk, from, until) {
        while (this.total + 1 < until) {
            const nl = chunk.indexOf(10, from);
            if (nl === -1) {
                this.lineBytes += chunk.length - from;
                return chunk.length;
            }
            this.total++;
            this.lineBytes = 0;
            from = nl + 1;
        }
        return from;
    }
    /** Part of a wanted line that continues in the next chunk: copied, as the buffer is reused. */
    keep(part) {
        const take = Math.min(part.length, LINE_KEEP_BYTES - this.kept);
        if (take > 0) {
            this.carry.push(Buffer.from(part.subarray(0, take)));
            this.kept += take;
        }
        this.lineBytes += part.length;
    }
    endCarried() {
        const bytes = Buffer.concat(this.carry);
        this.carry = [];
        this.kept = 0;
        this.show(decodeLine(bytes, 0, bytes.length, this.total === 0), this.lineBytes);
    }
    /** Adds line `total + 1` (`text`, of `bytes` bytes in the file) to the page, if it still fits. */
    show(text, bytes) {
        let shown = text;
        const cut = bytes > LINE_KEEP_BYTES || text.length > MAX_LINE_CHARS;
        if (cut)
            shown = `${dropLoneSurrogate(text.slice(0, MAX_LINE_CHARS))}… [line cut at ${MAX_LINE_CHARS} chars; it is ${bytes} bytes]`;
        const numbered = `${String(this.total + 1).padStart(6)}\t${shown}`;
        if (this.lines.length > 0 && this.chars + numbered.length + 1 > PAGE_CHARS)
            this.full = true;
        else {
            this.lines.push(numbered);
            this.chars += numbered.length + 1;
            if (cut)
                this.cutLines++;
        }
        this.total++;
        this.lineBytes = 0;
    }
}
/** A line's text from its bytes `from`–`to` (at most LINE_KEEP_BYTES of it): without a final "\r", and on line
 * 1 without a UTF-8 BOM. */
function decodeLine(bytes, from, to, firstLine) {
    if (to > from && bytes[to - 1] === 0x0d)
        to--;
    if (firstLine && to - from >= 3 && bytes[from] === 0xef && bytes[from + 1] === 0xbb && bytes[from + 2] === 0xbf)
        from += 3;
    return bytes.toString("utf8", from, to);
}
function formatPage(rel, page, unchanged) {
    const metadata = {
        path: rel,
        startLine: page.first,
        endLine: page.last,
        totalLines: page.total,
        cutLines: page.cutLines,
    };
    if (page.lines.length === 0) {
        return {
            output: `${rel} has ${page.total} line${page.total === 1 ? "" : "s"}; offset ${page.first} is past the end.`,
            display: `read ${rel} (offset past end)`,
            metadata,
        };
    }
    const notes = [];
    const whole = page.first === 1 && page.last === page.total;
    if (!whole) {
        notes.push(page.last < page.total
            ? `showing lines ${page.first}–${page.last} of ${page.total}; continue with offset=${page.last + 1}`
            : `showing lines ${page.first}–${page.last} of ${page.total}`);
    }
    if (page.cutLines > 0)
        notes.push(`${page.cutLines} long line${page.cutLines === 1 ? " was" : "s were"} cut at ${MAX_LINE_CHARS} characters`);
    if (!unchanged)
        notes.push("the file changed while it was being read; read it again before editing");
    const footer = notes.length > 0 ? `\n\n(${notes.join("; ")})` : "";
    return { output: page.lines.join("\n") + footer, display: `read ${rel}:${page.first}-${page.last}`, metadata };
}
async function readImage(chunks, first, ctx, abs, rel, st, mediaType) {
    const kind = mediaType.slice("image/".length);
    if (st.size > MAX_IMAGE_BYTES) {
        const hash = await hashChunks(chunks, first, ctx.signal);
        if (hash === "aborted")
            throw new Error("aborted");
        await recordIfUnchanged(ctx, chunks.handle, abs, st, hash);
        return {
            output: `${rel} is a ${kind} image of ${formatSize(st.size)}, larger than the ${formatSize(MAX_IMAGE_BYTES)} that can be shown.`,
            display: `read ${rel} (${kind}, too large to show)`,
            metadata: { path: rel, image: mediaType, size: st.size, shown: false },
        };
    }
    // Positional reads left the file offset at 0, so readFile reads it all.
    const bytes = chunks.done ? first : await chunks.handle.readFile();
    await recordIfUnchanged(ctx, chunks.handle, abs, st, (0,external_node_crypto_.createHash)("sha256").update(bytes).digest("hex"));
    return {
        output: [
            { type: "text", text: `${rel}: ${kind} image, ${formatSize(bytes.length)}` },
            { type: "image", source: { type: "base64", media_type: mediaType, data: bytes.toString("base64") } },
        ],
        display: `read ${rel} (${kind} image, ${formatSize(bytes.length)})`,
        metadata: { path: rel, image: mediaType, size: bytes.length, shown: true },
    };
}
/** Records the read for the edit guard, unless the file changed while we streamed it (then the hash
 * would describe no version that ever existed). */
async function recordIfUnchanged(ctx, handle, abs, before, hash) {
    const after = await handle.stat();
    if (after.size !== before.size || after.mtimeMs !== before.mtimeMs) {
        ctx.readState.forget(abs);
        return false;
    }
    ctx.readState.record(abs, { mtimeMs: after.mtimeMs, size: after.size, hash });
    return true;
}
function openError(err, inputPath, display) {
    const code = err.code;
    if (code === "ENOENT" || code === "ENOTDIR") {
        return error(display, `File not found: ${inputPath}. Use list_files to find the right path.${literalPathNote(inputPath)}`, { notFound: true });
    }
    if (code === "EACCES" || code === "EPERM")
        return error(display, `Permission denied by the file system: ${inputPath}.`);
    return error(display, `Could not open ${inputPath}: ${err.message}`);
}
function error(display, message, metadata) {
    return { output: message, display: `${display} (failed)`, isError: true, errorType: "execution", metadata };
}
function dropLoneSurrogate(text) {
    const last = text.charCodeAt(text.length - 1);
    return last >= 0xd800 && last <= 0xdbff ? text.slice(0, -1) : text;
}
function formatSize(bytes) {
    if (bytes < 1024)
        return `${bytes} bytes`;
    if (bytes < 1024 * 1024)
        return `${(bytes / 1024).toFixed(1)} KB`;
    if (bytes < 1024 * 1024 * 1024)
        return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
var external_node_zlib_default = /*#__PURE__*/__webpack_require__.n(external_node_zlib_);
;// CONCATENATED MODULE: ./src/tools/builtin/web-fetch-markdown.ts
// HTML → Markdown for web_fetch: Readability picks the article out of the page chrome, Turndown (with GitHub
// tables and strikethrough) writes Markdown. The libraries are imported on first use: the action's start-up
// must not pay for a DOM implementation it may never need.
async function htmlToMarkdown(html) {
    const [{ parseHTML }, { Readability }, { default: TurndownService }, gfm] = await Promise.all([
        __webpack_require__.e(/* import() */ 755).then(__webpack_require__.bind(__webpack_require__, 10755)),
        __webpack_require__.e(/* import() */ 889).then(__webpack_require__.t.bind(__webpack_require__, 49889, 23)),
        __webpack_require__.e(/* import() */ 488).then(__webpack_require__.t.bind(__webpack_require__, 75488, 23)),
        __webpack_require__.e(/* import() */ 328).then(__webpack_require__.bind(__webpack_require__, 32328)),
    ]);
    const { document } = parseHTML(html);
    const title = document.title?.trim() || undefined;
    let article;
    try {
        // Readability mutates the document; give it its own copy so the fallback still has the full body.
        article = new Readability(parseHTML(html).document, { charThreshold: 200 }).parse();
    }
    catch {
        article = null;
    }
    const turndown = new TurndownService({ headingStyle: "atx", codeBlockStyle: "fenced", bulletListMarker: "-" });
    turndown.use(gfm.gfm);
    turndown.remove(["script", "style", "noscript", "template", "iframe"]);
    const source = article?.content || document.body?.innerHTML || html;
    const markdown = turndown
        .turndown(source)
        .replace(/\n{3,}/g, "\n\n")
        .trim();
    return { title: article?.title?.trim() || title, markdown };
}

;// CONCATENATED MODULE: ./src/tools/builtin/web-fetch.ts
// web_fetch: read one web page as Markdown, only from hosts the policy lists. A prompt-injected model must
// not use it to reach the runner's own network (cloud metadata, localhost services), so every hop is checked:
// the URL against the allow list, and every DNS answer against private ranges; the connection then goes to
// the very address that was checked (no second lookup a rebinding DNS server could answer differently).










const DEFAULT_WEB_FETCH_LIMITS = { timeoutMs: 30_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };
/** web_fetch is offered only when the policy names at least one domain. */
function webFetchEnabled(policy) {
    return policy.web_fetch.allow_domains.length > 0;
}
const web_fetch_input = schemas.object({
    url: schemas.string().describe("The http(s) URL to fetch."),
    prompt: schemas.string().optional().describe("What you are looking for on the page (recorded in the transcript)."),
});
/** The tool with its limits; tests build one with short limits, the action uses `webFetchTool`. */
function createWebFetchTool(overrides = {}) {
    const limits = { ...DEFAULT_WEB_FETCH_LIMITS, ...overrides };
    return (0,tool/* defineTool */.u)({
        name: "web_fetch",
        kind: "network",
        deferred: true,
        description: `Fetch an http(s) page from a domain the policy allows and return it as Markdown (HTML is converted; text and JSON as is). ${limits.timeoutMs / 1000} s and ${Math.round(limits.maxBytes / 1024 / 1024)} MB limits.`,
        input: web_fetch_input,
        isReadOnly: () => true,
        isConcurrencySafe: () => true,
        describe: (i) => `web_fetch ${i.url}`,
        checkPermission: (i, ctx) => urlPermission(ctx.policy, i.url),
        timeoutMs: limits.timeoutMs + 5_000,
        execute: (i, ctx) => fetchPage(i, ctx, limits),
    });
}
const webFetchTool = createWebFetchTool();
function urlPermission(policy, raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return { allowed: false, rule: "web_fetch.url", reason: `${JSON.stringify(raw)} is not a valid URL.` };
    }
    const decision = (0,decide/* decideUrl */.K)(policy, url);
    if (decision.allowed)
        return { allowed: true };
    return { allowed: false, rule: decision.rule, reason: decision.reason, suggestion: decision.suggestion };
}
async function fetchPage(i, ctx, limits) {
    const display = `web_fetch ${i.url}`;
    const fail = (text, errorType = "execution", metadata = {}) => ({
        output: text,
        display: `${display} (failed)`,
        isError: true,
        errorType,
        metadata: { url: i.url, ...metadata },
    });
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), limits.timeoutMs);
    const signal = AbortSignal.any([ctx.signal, timeout.signal]);
    try {
        let url = new URL(i.url);
        const hops = [];
        for (let hop = 0;; hop++) {
            const permitted = urlPermission(ctx.policy, url.href);
            if (!permitted.allowed) {
                const via = hop > 0 ? ` (redirected from ${hops.join(" → ")})` : "";
                return fail(`Refused ${url.href}${via}: ${permitted.reason}`, "permission", { rule: permitted.rule });
            }
            const target = await resolveChecked(url, ctx.policy.web_fetch.allow_private);
            if (!target.ok)
                return fail(target.reason, "permission", { rule: "web_fetch.allow_private" });
            const response = await request(url, target.address, target.family, signal);
            const location = response.headers.location;
            if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
                response.resume();
                if (hop >= limits.maxRedirects)
                    return fail(`Too many redirects (more than ${limits.maxRedirects}) starting at ${i.url}.`);
                hops.push(url.href);
                url = new URL(location, url);
                continue;
            }
            const body = await readBody(response, limits.maxBytes);
            if (!body.ok)
                return fail(`Refused ${url.href}: the response is larger than ${limits.maxBytes} bytes.`, "execution", {
                    tooLarge: true,
                });
            return await describePage(url, hops, response, body.bytes, display, i.prompt);
        }
    }
    catch (err) {
        if (timeout.signal.aborted && !ctx.signal.aborted) {
            return fail(`Timed out after ${limits.timeoutMs / 1000} s fetching ${i.url}.`, "timeout", { timedOut: true });
        }
        if (ctx.signal.aborted)
            return fail(`Cancelled while fetching ${i.url}.`);
        return fail(`Could not fetch ${i.url}: ${err instanceof Error ? err.message : String(err)}`);
    }
    finally {
        clearTimeout(timer);
    }
}
/** Every address the name resolves to must be public (unless allowed); the first is the one we connect to. */
async function resolveChecked(url, allowPrivate) {
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const answers = (0,external_node_net_.isIP)(host)
        ? [{ address: host, family: (0,external_node_net_.isIP)(host) }]
        : await (0,external_node_dns_promises_.lookup)(host, { all: true, verbatim: true });
    if (answers.length === 0)
        return { ok: false, reason: `${host} did not resolve to any address.` };
    if (!allowPrivate) {
        const blocked = answers.find((a) => (0,address/* isPrivateAddress */.C0)(a.address));
        if (blocked) {
            return {
                ok: false,
                reason: `Refused ${url.href}: ${host} resolves to ${blocked.address}, a private, loopback or link-local address (the policy's web_fetch.allow_private is false).`,
            };
        }
    }
    const first = answers[0];
    return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}
function request(url, address, family, signal) {
    // Connect to the checked address only; TLS still verifies the certificate against the URL's host name.
    const lookup = (_hostname, options, callback) => {
        if (options.all)
            callback(null, [{ address, family }]);
        else
            callback(null, address, family);
    };
    const client = url.protocol === "https:" ? (external_node_https_default()) : (external_node_http_default());
    return new Promise((resolve, reject) => {
        const req = client.request(url, {
            method: "GET",
            agent: false,
            lookup,
            signal,
            headers: {
                "user-agent": "repo-agent-web-fetch/1",
                accept: "text/html, text/markdown, text/plain, application/json;q=0.9, */*;q=0.5",
                "accept-encoding": "gzip, deflate, br",
            },
        });
        req.once("response", resolve);
        req.once("error", reject);
        req.end();
    });
}
/** The decoded body, or `ok: false` as soon as it passes `maxBytes` (counted after decompression). */
async function readBody(response, maxBytes) {
    const declared = Number(response.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        return { ok: false };
    }
    const stream = decoded(response);
    const chunks = [];
    let size = 0;
    for await (const chunk of stream) {
        const buf = chunk;
        size += buf.length;
        if (size > maxBytes) {
            response.destroy();
            stream.destroy();
            return { ok: false };
        }
        chunks.push(buf);
    }
    return { ok: true, bytes: Buffer.concat(chunks) };
}
function decoded(response) {
    const encoding = String(response.headers["content-encoding"] ?? "")
        .trim()
        .toLowerCase();
    const decoder = encoding === "gzip" || encoding === "x-gzip"
        ? external_node_zlib_default().createGunzip()
        : encoding === "deflate"
            ? external_node_zlib_default().createInflate()
            : encoding === "br"
                ? external_node_zlib_default().createBrotliDecompress()
                : undefined;
    if (!decoder)
        return response;
    response.on("error", (err) => decoder.destroy(err));
    return response.pipe(decoder);
}
async function describePage(url, hops, response, bytes, display, prompt) {
    const status = response.statusCode ?? 0;
    const contentType = String(response.headers["content-type"] ?? "");
    const mime = contentType.split(";")[0].trim().toLowerCase();
    const kind = classify(mime, bytes);
    const metadata = {
        url: url.href,
        status,
        contentType: mime || undefined,
        bytes: bytes.length,
        redirects: hops.length,
        prompt,
    };
    if (kind === "binary") {
        return {
            output: `${url.href} returned ${mime || "binary content"} (${bytes.length} bytes), which web_fetch does not convert to text.`,
            display: `${display} (${mime || "binary"})`,
            isError: true,
            errorType: "execution",
            metadata,
        };
    }
    const text = decodeText(bytes, contentType);
    const page = kind === "html" ? await htmlToMarkdown(text) : { title: undefined, markdown: text };
    const header = [
        `URL: ${url.href}${hops.length ? ` (redirected from ${hops[0]})` : ""}`,
        ...(page.title ? [`Title: ${page.title}`] : []),
        ...(status >= 400 ? [`HTTP status: ${status}`] : []),
    ].join("\n");
    return {
        output: `${header}\n\n${page.markdown || "(empty page)"}`,
        display: `${display} (${status}, ${bytes.length} bytes)`,
        isError: status >= 400,
        errorType: status >= 400 ? "execution" : undefined,
        metadata: { ...metadata, title: page.title },
    };
}
function classify(mime, bytes) {
    if (mime === "text/html" || mime === "application/xhtml+xml")
        return "html";
    if (mime.startsWith("text/") || /^application\/([\w.+-]*\+)?(json|xml|javascript|x-yaml|yaml|toml)$/.test(mime))
        return "text";
    if (mime && mime !== "application/octet-stream")
        return "binary";
    // No (useful) content type: sniff.
    const head = bytes.subarray(0, 1024);
    if (head.includes(0))
        return "binary";
    return /^\s*(<!doctype html|<html)/i.test(head.toString("utf8")) ? "html" : "text";
}
function decodeText(bytes, contentType) {
    const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
    try {
        return new TextDecoder(charset ?? "utf-8").decode(bytes);
    }
    catch {
        return new TextDecoder("utf-8").decode(bytes);
    }
}

;// CONCATENATED MODULE: ./src/tools/builtin/write-file.ts
// write_file: create a file (and its parents) or replace one the model has read and that is unchanged since.
// The replacement is atomic and keeps the file's mode.







const write_file_input = schemas.object({
    path: schemas.string().describe("File path, relative to the workspace root (or absolute inside it)."),
    content: schemas.string().describe("The complete new content of the file."),
});
const writeFileTool = (0,tool/* defineTool */.u)({
    name: "write_file",
    kind: "write",
    description: "Create a file, or replace a whole file you have read in this session. Prefer edit_file for changes to existing files.",
    input: write_file_input,
    describe: (i) => `write ${i.path}`,
    checkPermission: (i, ctx) => filePermission(ctx, i.path, "write"),
    execute: (i, ctx) => writeFile(i, ctx),
});
async function writeFile(i, ctx) {
    const display = `write ${i.path}`;
    const resolved = await resolveInWorkspace(ctx, i.path, "write");
    if (!resolved.ok)
        return deniedOutput(display, resolved);
    const { abs, rel, root } = resolved;
    let existing;
    try {
        const st = await (0,promises_.stat)(abs);
        if (st.isDirectory())
            return write_file_failed(display, `${rel} is a directory; give a file path.`);
        if (!st.isFile())
            return write_file_failed(display, `${rel} exists and is not a regular file.`);
        existing = { mtimeMs: st.mtimeMs, size: st.size, mode: st.mode & 0o7777 };
    }
    catch (err) {
        const code = err.code;
        if (code === "ENOTDIR")
            return write_file_failed(display, `A parent of ${rel} is a file, not a directory.`);
        if (code !== "ENOENT")
            return write_file_failed(display, `Could not check ${rel}: ${err.message}`);
    }
    if (existing) {
        const guard = await checkReadGuard(ctx.readState, abs, rel, existing);
        if (guard)
            return {
                output: guard.message,
                display: `${display} (${guard.error})`,
                isError: true,
                errorType: "execution",
                metadata: { path: rel, error: guard.error },
            };
    }
    const bytes = Buffer.from(i.content, "utf8");
    try {
        const written = await writeFileAtomic(abs, bytes, { mode: existing?.mode, root });
        ctx.readState.record(abs, { ...written, hash: (0,external_node_crypto_.createHash)("sha256").update(bytes).digest("hex") });
    }
    catch (err) {
        return write_file_failed(display, `Could not write ${rel}: ${err.message}`);
    }
    const lines = countLines(i.content);
    const verb = existing ? "Overwrote" : "Created";
    return {
        output: `${verb} ${rel} (${lines} line${lines === 1 ? "" : "s"}).`,
        display: `${verb.toLowerCase()} ${rel} (${lines} lines)`,
        metadata: { path: rel, created: !existing, lines, bytes: bytes.length },
    };
}
function countLines(text) {
    if (text === "")
        return 0;
    let n = 0;
    for (let p = text.indexOf("\n"); p !== -1; p = text.indexOf("\n", p + 1))
        n++;
    return text.endsWith("\n") ? n : n + 1;
}
function write_file_failed(display, message) {
    return { output: message, display: `${display} (failed)`, isError: true, errorType: "execution" };
}

;// CONCATENATED MODULE: ./src/tools/builtin/index.ts







function builtinTools(policy) {
    const tools = [readFileTool, writeFileTool, editFileTool, listFilesTool, grepTool, bashTool];
    // web_fetch exists only when the policy names hosts it may reach.
    if (webFetchEnabled(policy))
        tools.push(webFetchTool);
    return tools;
}

;// CONCATENATED MODULE: ./src/tools/builtin/tool-search.ts
// tool_search: deferred tools are listed to the model by name only (in this tool's description) until it asks
// for them here; loading appends their schemas to the tool list from the next request on. The description is
// fixed at session start because it is part of the cached prompt prefix.


const TOOL_SEARCH_NAME = "tool_search";
/** `source`: MCP servers, named in the description and asked to register their tools before each search. */
function createToolSearchTool(deferredNames, toolLoader, source) {
    const listed = (deferredNames.length > 0 ? deferredNames.join(", ") : "(none)") + (source ? `. ${source.describe()}` : "");
    return (0,tool/* defineTool */.u)({
        name: TOOL_SEARCH_NAME,
        kind: "read",
        description: `Load deferred tools so you can call them. Deferred tools (listed by name only): ${listed}. ` +
            `Search by keyword, or use "select:name1,name2" for exact names. Loaded tools are callable from your next request.`,
        input: schemas.object({
            query: schemas.string().min(1).describe('Keywords, or "select:name1,name2" to load tools by exact name.'),
            max_results: schemas.number().int().min(1).max(20).default(5).describe("Most tools to load for a keyword search."),
        }),
        isReadOnly: () => true,
        isConcurrencySafe: () => true,
        describe: ({ query }) => `tool_search ${query}`,
        async execute({ query, max_results }) {
            const loader = toolLoader();
            if (!loader) {
                return {
                    output: "Error: tool loading is not available in this session.",
                    display: "tool_search: unavailable",
                    isError: true,
                    errorType: "execution",
                };
            }
            const notes = (await source?.prepare(query)) ?? [];
            const deferred = loader
                .deferredNames()
                .map((name) => loader.get(name))
                .filter((t) => t !== undefined);
            const select = /^\s*select:/i.test(query);
            const wanted = select
                ? parseSelect(query)
                : rank(deferred, query)
                    .slice(0, max_results)
                    .map((t) => t.name);
            const { loaded, unknown } = loader.load(wanted);
            const tools = loaded.map((name) => loader.get(name)).filter((t) => t !== undefined);
            const lines = [];
            if (tools.length > 0) {
                lines.push("Loaded (callable from your next request):");
                for (const tool of tools)
                    lines.push(`- ${tool.name}: ${tool.description}`);
            }
            else {
                lines.push(`No deferred tool matches "${query}".`);
            }
            if (unknown.length > 0)
                lines.push(`Unknown: ${unknown.join(", ")}.`);
            lines.push(...notes);
            if (tools.length === 0)
                lines.push(`Deferred tools: ${deferred.map((t) => t.name).join(", ") || "(none)"}.`);
            return {
                output: lines.join("\n"),
                display: tools.length > 0
                    ? `tool_search: loaded ${tools.map((t) => t.name).join(", ")}`
                    : `tool_search: no match for ${query}`,
                isError: select && unknown.length > 0 && tools.length === 0 ? true : undefined,
                metadata: { loaded: tools.map((t) => t.name), unknown },
            };
        },
    });
}
function parseSelect(query) {
    return query
        .replace(/^\s*select:/i, "")
        .split(",")
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
}
/** Deferred tools matching the keywords, best first: name hits weigh more than description hits. */
function rank(tools, query) {
    const words = query
        .toLowerCase()
        .split(/[\s,]+/)
        .filter((w) => w.length > 0);
    const scored = tools.map((tool) => {
        const names = [tool.name, ...tool.aliases].map((n) => n.toLowerCase());
        const description = tool.description.toLowerCase();
        let score = 0;
        for (const word of words) {
            if (names.includes(word))
                score += 10;
            else if (names.some((n) => n.includes(word) || n.replace(/_/g, " ").includes(word)))
                score += 5;
            if (description.includes(word))
                score += 1;
        }
        return { tool, score };
    });
    return scored
        .filter((s) => s.score > 0)
        .sort((a, b) => b.score - a.score)
        .map((s) => s.tool);
}

;// CONCATENATED MODULE: ./src/tools/mcp/lazy.ts
function hasMcpServers(policy) {
    return Object.keys(policy.mcp.servers).length > 0;
}
function lazyMcp(options) {
    let hub;
    let closed = false;
    return {
        describe: () => describeServers(options.policy),
        prepare: async (query) => {
            if (closed)
                return [];
            hub ??= Promise.all(/* import() */[__webpack_require__.e(723), __webpack_require__.e(695)]).then(__webpack_require__.bind(__webpack_require__, 98695)).then(({ McpHub }) => new McpHub(options));
            return (await hub).prepare(query);
        },
        close: async () => {
            closed = true;
            await (await hub)?.close();
        },
    };
}
/** What the model reads before any server runs: their names and what they are for, not their tools. */
function describeServers(policy) {
    const lines = Object.entries(policy.mcp.servers).map(([name, s]) => `${name}${s.description ? ` (${s.description})` : ""}`);
    return `MCP servers, whose tools are named mcp__<server>__<tool>; search a server's name (or "mcp") to start it and load its tools: ${lines.join("; ")}.`;
}

// EXTERNAL MODULE: ./src/tools/registry.ts
var tools_registry = __webpack_require__(64988);
// EXTERNAL MODULE: ./src/tools/read-state.ts
var read_state = __webpack_require__(25667);
// EXTERNAL MODULE: ./src/tools/executor.ts + 1 modules
var tools_executor = __webpack_require__(91981);
;// CONCATENATED MODULE: ./src/tools/session.ts
// One tool session: the registry, the executor and the context every call shares (workspace, policy, read
// state, spill dir, sandbox). The agent loop and `repo-agent tool` both build exactly this.










async function createToolSession(options) {
    const workspace = await (0,promises_.realpath)(options.workspace);
    const runDir = await (0,promises_.realpath)(options.runDir);
    const spillDir = external_node_path_default().join(runDir, "spill");
    await (0,promises_.mkdir)(spillDir, { recursive: true, mode: 0o700 });
    const builtins = builtinTools(options.policy);
    const sandbox = options.sandbox ?? new lazy/* LazySandbox */.A(() => createCommandSandbox({ workspace, runDir, policy: options.policy }));
    const log = options.log ?? (() => { });
    // MCP tools register into the registry built next; they only arrive once a search starts a server.
    const mcp = hasMcpServers(options.policy)
        ? lazyMcp({
            policy: options.policy,
            sandbox,
            workspace,
            runDir,
            env: options.env ?? process.env,
            log,
            register: (tool) => registry.register(tool),
        })
        : undefined;
    const registry = buildRegistry(builtins, options.extraTools ?? [], mcp);
    const readState = new read_state/* ReadState */.C();
    const controller = new AbortController();
    const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
    const context = {
        workspace,
        policy: options.policy,
        readState,
        spillDir,
        log,
        sandbox,
        session: { planMode: options.planMode ?? false },
    };
    const executor = new tools_executor/* ToolExecutor */.K({
        registry,
        context,
        signal,
        hooks: options.hooks,
        emit: options.emit,
        defaultTimeoutMs: options.defaultTimeoutMs,
    });
    return {
        registry,
        executor,
        context,
        readState,
        spillDir,
        dispose: async () => {
            controller.abort(new Error("tool session disposed"));
            // MCP servers first: a sandboxed one is one of the sandbox's commands.
            await mcp?.close();
            // A sandbox passed in belongs to the caller; only the one created here is ours to stop.
            if (!options.sandbox)
                await sandbox.dispose();
        },
    };
}
/** Built-ins plus tool_search (when any tool is deferred or MCP servers are configured; its description names
 * them), then custom tools. */
function buildRegistry(builtins, extras, source) {
    const assemble = (base) => {
        const registry = new tools_registry/* ToolRegistry */.m(base);
        for (const extra of extras) {
            if ("replace" in extra)
                registry.register(extra.tool, { replace: true });
            else
                registry.register(extra);
        }
        return registry;
    };
    const draft = assemble(builtins);
    const deferred = draft.deferredNames();
    if ((deferred.length === 0 && !source) || draft.get("tool_search"))
        return draft;
    // tool_search loads from the registry it is part of, so it gets that registry once it exists.
    const registry = assemble([...builtins, createToolSearchTool(deferred, () => registry, source)]);
    return registry;
}


/***/ }),

/***/ 59601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ defineTool),
/* harmony export */   x: () => (/* binding */ DEFAULT_MAX_RESULT_CHARS)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(98439);
// The tool contract (ARCHITECTURE.md §3). Every tool, built-in or custom, is defined once with everything the
// executor, the model and the humans need. Defaults fail closed: a tool that does not say it is read-only is
// treated as a writer, one that does not say it is concurrency-safe runs alone.

const DEFAULT_MAX_RESULT_CHARS = 30_000;
function defineTool(def) {
    const schema = zod__WEBPACK_IMPORTED_MODULE_0__/* .toJSONSchema */ .bl(def.input, { io: "input" });
    delete schema.$schema;
    return {
        name: def.name,
        aliases: def.aliases ?? [],
        kind: def.kind ?? "other",
        describe: def.describe ?? ((input) => `${def.name} ${oneLine(JSON.stringify(input) ?? "", 120)}`),
        description: def.description,
        prompt: def.prompt,
        input: def.input,
        deferred: def.deferred ?? false,
        maxResultChars: def.maxResultChars ?? DEFAULT_MAX_RESULT_CHARS,
        isReadOnly: def.isReadOnly ?? (() => false),
        isConcurrencySafe: def.isConcurrencySafe ?? (() => false),
        checkPermission: def.checkPermission,
        timeoutMs: def.timeoutMs,
        execute: def.execute,
        inputSchema: schema,
    };
}
function oneLine(text, max) {
    const flat = text.replace(/\s+/g, " ");
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}


/***/ }),

/***/ 7243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ now)
/* harmony export */ });
// One typed stream of transcript events (ARCHITECTURE.md §7–§8). The loop emits them; every renderer (terminal,
// comment, job summary, JSONL file) reads only these, so `report/` never needs to know about the loop.
function now() {
    return new Date().toISOString();
}


/***/ }),

/***/ 6689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ truncateHeadTail)
/* harmony export */ });
// THE truncation helper (style.md: one way to do a thing). Long output keeps its head and its tail, because
// the start says what ran and the end says how it ended (the failing test, the exit status); the middle is
// replaced by a marker saying exactly how much was cut, so the model never believes it saw everything.
/** Keep the head and tail of `text` within `maxChars` (marker included). Cuts prefer line boundaries near the
 * budget and never split a UTF-16 surrogate pair. */
function truncateHeadTail(text, maxChars) {
    const total = text.length;
    if (total <= maxChars) {
        return {
            text,
            truncated: false,
            totalChars: total,
            headChars: total,
            tailChars: 0,
            omittedChars: 0,
            omittedLines: 0,
        };
    }
    // Reserve room for the widest marker this text could need, so the result never exceeds maxChars.
    const reserve = elisionMarker(total, countLines(text)).length;
    const budget = Math.max(0, maxChars - reserve);
    let headEnd = cutHead(text, Math.ceil(budget / 2));
    let tailStart = cutTail(text, total - Math.floor(budget / 2));
    if (tailStart < headEnd)
        tailStart = headEnd;
    if (budget === 0)
        headEnd = tailStart = 0;
    const omitted = text.slice(headEnd, tailStart);
    const marker = elisionMarker(omitted.length, countLines(omitted));
    const head = text.slice(0, headEnd);
    const tail = text.slice(tailStart);
    const shown = budget === 0 ? marker.trim().slice(0, maxChars) : head + marker + tail;
    return {
        text: shown,
        truncated: true,
        totalChars: total,
        headChars: head.length,
        tailChars: budget === 0 ? 0 : tail.length,
        omittedChars: budget === 0 ? total : omitted.length,
        omittedLines: budget === 0 ? countLines(text) : countLines(omitted),
    };
}
function elisionMarker(chars, lines) {
    return `\n[… ${chars} chars (${lines} lines) omitted …]\n`;
}
/** Lines touched by `text`: newlines, plus one for a trailing partial line. */
function countLines(text) {
    if (text.length === 0)
        return 0;
    let n = 0;
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1))
        n++;
    return text.endsWith("\n") ? n : n + 1;
}
/** End index of the head: at most `limit`, moved back to just after a newline in the last fifth of the
 * window when there is one, and never between the halves of a surrogate pair. */
function cutHead(text, limit) {
    let end = Math.min(limit, text.length);
    const nl = text.lastIndexOf("\n", end - 1);
    if (nl >= 0 && nl + 1 >= end - Math.floor(limit / 5))
        end = nl + 1;
    if (end > 0 && end < text.length && isHighSurrogate(text.charCodeAt(end - 1)))
        end--;
    return end;
}
/** Start index of the tail: at least `start`, moved forward to just after a newline in the first fifth of
 * the window when there is one, and never between the halves of a surrogate pair. */
function cutTail(text, start) {
    let begin = Math.max(0, start);
    const windowChars = text.length - begin;
    const nl = text.indexOf("\n", begin);
    if (nl >= 0 && nl + 1 <= begin + Math.floor(windowChars / 5))
        begin = nl + 1;
    if (begin > 0 && begin < text.length && isLowSurrogate(text.charCodeAt(begin)))
        begin++;
    return begin;
}
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}
function isLowSurrogate(code) {
    return code >= 0xdc00 && code <= 0xdfff;
}


/***/ })

};
