export const id = 639;
export const ids = [639];
export const modules = {

/***/ 43639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  McpHub: () => (/* binding */ McpHub)
});

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 31 modules
var esm_client = __webpack_require__(30063);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/streamableHttp.js + 11 modules
var streamableHttp = __webpack_require__(31502);
// EXTERNAL MODULE: ./src/policy/network.ts
var network = __webpack_require__(66936);
;// CONCATENATED MODULE: ./src/policy/mcp.ts
const MCP_TOOL_PREFIX = "mcp__";
/** `server__tool` → decision. `name` may also carry the `mcp__` prefix the model uses. */
function decideMcpTool(policy, name) {
    const key = name.startsWith(MCP_TOOL_PREFIX) ? name.slice(MCP_TOOL_PREFIX.length) : name;
    const split = key.indexOf("__");
    if (split <= 0)
        return {
            allowed: false,
            rule: "mcp",
            reason: `${JSON.stringify(name)} is not an MCP tool name (<server>__<tool>)`,
        };
    const server = key.slice(0, split);
    if (!Object.hasOwn(policy.mcp.servers, server)) {
        return {
            allowed: false,
            rule: "mcp.servers",
            reason: `no MCP server named ${JSON.stringify(server)} is configured`,
        };
    }
    const denied = policy.mcp.deny.find((p) => matchesToolPattern(p, key));
    if (denied)
        return { allowed: false, rule: `mcp.deny: ${JSON.stringify(denied)}`, reason: `${key} is denied by the policy` };
    const allowed = policy.mcp.allow.find((p) => matchesToolPattern(p, key));
    if (allowed)
        return { allowed: true, rule: `mcp.allow: ${JSON.stringify(allowed)}`, reason: `${key} is allowed` };
    return {
        allowed: false,
        rule: "mcp.allow",
        reason: policy.mcp.allow.length ? `${key} is not in mcp.allow` : "the policy allows no MCP tools",
        suggestion: `mcp.allow: [${JSON.stringify(key)}]`,
    };
}
/** `*` matches any run of characters (including `_`); everything else is literal. */
function matchesToolPattern(pattern, key) {
    const body = pattern
        .split("*")
        .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*");
    return new RegExp(`^${body}$`, "s").test(key);
}
/** The model-facing name; characters the Messages API refuses in a tool name become `_`. */
function mcpToolName(server, tool) {
    return `${MCP_TOOL_PREFIX}${server}__${tool.replace(/[^A-Za-z0-9_-]/g, "_")}`.slice(0, 128);
}
const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
/** The step variables a server's env/headers name with `${NAME}`: a server that names any receives secrets. */
function referencedVariables(server) {
    const names = new Set();
    for (const value of [...Object.values(server.env), ...Object.values(server.headers)]) {
        for (const m of value.matchAll(REFERENCE))
            names.add(m[1]);
    }
    return [...names];
}
/** Replaces each `${NAME}` with the variable's value; a missing variable is an error naming it. */
function resolveValues(values, env) {
    const missing = [];
    const out = {};
    for (const [key, value] of Object.entries(values)) {
        out[key] = value.replace(REFERENCE, (_, name) => {
            const v = env[name];
            if (v === undefined)
                missing.push(name);
            return v ?? "";
        });
    }
    return missing.length > 0 ? { ok: false, missing: [...new Set(missing)] } : { ok: true, values: out };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/from-json-schema.js + 1 modules
var from_json_schema = __webpack_require__(20311);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 3 modules
var schemas = __webpack_require__(28942);
// EXTERNAL MODULE: ./src/tools/tool.ts
var tools_tool = __webpack_require__(59601);
;// CONCATENATED MODULE: ./src/tools/mcp/tools.ts
// One MCP tool as a registry tool `mcp__<server>__<tool>`: deferred (tool_search loads its schema), its input
// checked against the server's JSON Schema before the call, each call gated by mcp.allow / mcp.deny, and a
// writer that runs alone unless the policy trusts the server's readOnlyHint. The result is the server's text,
// untrusted: the executor bounds, spills and redacts it like any other, and shows it in the transcript.



const MAX_DESCRIPTION = 1_000;
const IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);
function mcpTool({ server, config, descriptor, call, scrub }) {
    const name = mcpToolName(server, descriptor.name);
    const key = `${server}__${descriptor.name}`;
    const readOnly = config.trust_annotations && descriptor.annotations?.readOnlyHint === true;
    const tool = (0,tools_tool/* defineTool */.u)({
        name,
        kind: readOnly ? "read" : "write",
        description: `[MCP ${server}] ${oneLine(descriptor.description ?? descriptor.title ?? descriptor.name)}`.slice(0, MAX_DESCRIPTION),
        input: inputValidator(descriptor.inputSchema),
        deferred: true,
        isReadOnly: () => readOnly,
        isConcurrencySafe: () => readOnly,
        checkPermission: (_input, ctx) => {
            const d = decideMcpTool(ctx.policy, key);
            return d.allowed
                ? { allowed: true }
                : { allowed: false, rule: d.rule, reason: `${d.reason}.`, suggestion: d.suggestion };
        },
        describe: (input) => `${server}: ${descriptor.name} ${oneLine(JSON.stringify(input) ?? "").slice(0, 120)}`,
        timeoutMs: config.call_timeout_seconds * 1000,
        async execute(input, ctx) {
            let result;
            try {
                result = await call(descriptor.name, input, ctx.signal);
            }
            catch (err) {
                const why = scrub(err instanceof Error ? err.message : String(err));
                return {
                    output: `Error: the MCP server "${server}" failed: ${why}`,
                    display: `${server}: ${descriptor.name} failed`,
                    isError: true,
                    errorType: "execution",
                };
            }
            return toOutput(server, descriptor.name, result, scrub);
        },
    });
    // The model sees the server's own schema, not a round trip through zod.
    return { ...tool, inputSchema: { ...descriptor.inputSchema } };
}
/** The server's JSON Schema as a validator; one zod cannot express leaves the checking to the server. */
function inputValidator(schema) {
    try {
        return from_json_schema/* fromJSONSchema */.y(schema);
    }
    catch {
        return schemas.record(schemas.string(), schemas.unknown());
    }
}
function toOutput(server, tool, result, scrub) {
    const blocks = [];
    for (const item of result.content ?? []) {
        if (item.type === "text")
            blocks.push({ type: "text", text: scrub(item.text) });
        else if (item.type === "image" && IMAGE_TYPES.has(item.mimeType)) {
            blocks.push({
                type: "image",
                source: { type: "base64", media_type: item.mimeType, data: item.data },
            });
        }
        else if (item.type === "resource" && "text" in item.resource)
            blocks.push({ type: "text", text: scrub(String(item.resource.text)) });
        else
            blocks.push({ type: "text", text: scrub(`[${item.type}${"uri" in item ? ` ${String(item.uri)}` : ""}]`) });
    }
    if (blocks.length === 0 && result.structuredContent !== undefined)
        blocks.push({ type: "text", text: scrub(JSON.stringify(result.structuredContent)) });
    const isError = result.isError === true;
    const output = blocks.every((b) => b.type === "text")
        ? blocks.map((b) => b.text).join("\n")
        : blocks;
    return {
        output: output.length === 0 ? "(no output)" : output,
        display: `${server}: ${tool}${isError ? " (error)" : ""}`,
        isError: isError || undefined,
        errorType: isError ? "execution" : undefined,
        metadata: { mcpServer: server },
    };
}
function oneLine(text) {
    return text.replace(/\s+/g, " ").trim();
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/tools/mcp/sandboxed-server.ts
// A stdio MCP server run as one of the agent's commands: same sandbox user, environment built from nothing,
// network namespace behind the egress proxy, process group killed at the end of the run. The sandbox runs
// commands to completion without a stdin, so the server's stdin and stdout are two FIFOs the action holds open;
// they are removed once the server has opened them, so no later command can find them by name.








async function startSandboxedServer(o) {
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join(process.platform === "linux" ? "/tmp" : external_node_os_default().tmpdir(), "repo-agent-mcp-"));
    // Traversable but not listable: the sandbox user reaches the FIFOs by their random names only.
    await (0,promises_.chmod)(dir, 0o711);
    const tag = (0,external_node_crypto_.randomBytes)(8).toString("hex");
    const input = external_node_path_default().join(dir, `in-${tag}`);
    const output = external_node_path_default().join(dir, `out-${tag}`);
    await (0,external_node_util_.promisify)(external_node_child_process_.execFile)("mkfifo", ["-m", "0666", input, output]);
    // O_RDWR never blocks on a FIFO (Linux), whichever side opens first.
    const writable = new (external_node_net_default()).Socket({
        fd: (0,external_node_fs_.openSync)(input, external_node_fs_.constants.O_RDWR | external_node_fs_.constants.O_NONBLOCK),
        readable: false,
        writable: true,
    });
    const readable = new (external_node_net_default()).Socket({
        fd: (0,external_node_fs_.openSync)(output, external_node_fs_.constants.O_RDWR | external_node_fs_.constants.O_NONBLOCK),
        readable: true,
        writable: false,
    });
    const abort = new AbortController();
    const done = o.sandbox.run({
        command: serverCommandLine(o.command, o.args, o.env, input, output),
        cwd: o.workspace,
        timeoutMs: 2 ** 31 - 1,
        signal: abort.signal,
        spillFile: external_node_path_default().join(o.runDir, `mcp-${o.name}-${tag}.log`),
    });
    const exited = done.then((r) => `${r.aborted ? "stopped" : r.exitCode !== null ? `exit ${r.exitCode}` : `signal ${r.signal}`}${tail(r.output)}`, (err) => (err instanceof Error ? err.message : String(err)));
    const removeDir = () => (0,promises_.rm)(dir, { recursive: true, force: true });
    return {
        readable,
        writable,
        exited,
        seal: removeDir,
        stop: async () => {
            abort.abort();
            await exited;
            readable.destroy();
            writable.destroy();
            await removeDir();
        },
    };
}
/** `exec env NAME=value… command args… <in >out`, every word quoted: the words come from the policy file. */
function serverCommandLine(command, args, env, input, output) {
    const assignments = Object.entries(env).map(([k, v]) => quote(`${k}=${v}`));
    const words = [...(assignments.length > 0 ? ["env", ...assignments] : []), quote(command), ...args.map(quote)];
    return `exec ${words.join(" ")} <${quote(input)} >${quote(output)}`;
}
function quote(word) {
    return `'${word.replaceAll("'", `'\\''`)}'`;
}
function tail(output) {
    const text = output.trim();
    return text ? `: ${text.slice(-800)}` : "";
}

// EXTERNAL MODULE: ./src/sandbox/env.ts
var sandbox_env = __webpack_require__(27072);
;// CONCATENATED MODULE: ./src/tools/mcp/spawned-server.ts
// A stdio MCP server that receives `${NAME}` values from the step's environment. It must not run as the
// sandbox user: the agent's commands run as that user and could read the server's /proc/<pid>/environ. So the
// action starts it as its own user, outside the commands' namespaces (invisible to them), with an environment
// built from nothing but PATH, a private HOME and the server's own variables, in a process group of its own
// that is killed as a whole.




const KILL_GRACE_MS = 1_500;
const STDERR_KEPT = 4_000;
async function startSpawnedServer(o) {
    const home = external_node_path_default().join(o.runDir, `mcp-home-${o.name}`);
    await (0,promises_.mkdir)(home, { recursive: true, mode: 0o700 });
    const env = {
        PATH: (0,sandbox_env/* sandboxPath */.LE)(process.env.PATH, external_node_path_default().dirname(process.execPath)),
        HOME: home,
        LANG: "C.UTF-8",
        CI: "true",
        ...o.env,
    };
    const child = (0,external_node_child_process_.spawn)(o.command, [...o.args], {
        cwd: o.workspace,
        env,
        stdio: ["pipe", "pipe", "pipe"],
        detached: true,
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
        stderr = (stderr + chunk.toString("utf8")).slice(-STDERR_KEPT);
    });
    const exited = new Promise((resolve) => {
        child.once("error", (err) => resolve(err.message));
        child.once("exit", (code, signal) => resolve(`${code !== null ? `exit ${code}` : `signal ${signal}`}${stderr.trim() ? `: ${stderr.trim().slice(-800)}` : ""}`));
    });
    const group = (sig) => {
        try {
            if (child.pid)
                process.kill(-child.pid, sig);
        }
        catch {
            // Already gone.
        }
    };
    return {
        readable: child.stdout,
        writable: child.stdin,
        exited,
        stop: async () => {
            group("SIGTERM");
            let timer;
            await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, KILL_GRACE_MS)))]);
            clearTimeout(timer);
            // Whatever the server started is in its group too (npx → node), even after the leader exited.
            group("SIGKILL");
        },
    };
}

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/shared/stdio.js
var stdio = __webpack_require__(6224);
;// CONCATENATED MODULE: ./src/tools/mcp/stream-transport.ts

class StreamTransport {
    streams;
    onclose;
    onerror;
    onmessage;
    buffer = new stdio/* ReadBuffer */.pt();
    closed = false;
    constructor(streams) {
        this.streams = streams;
    }
    async start() {
        const { readable, writable, exited } = this.streams;
        readable.on("data", (chunk) => {
            try {
                this.buffer.append(chunk);
            }
            catch (err) {
                // Over the buffer's 10 MB bound: a server that floods stdout is stopped rather than held in memory.
                this.onerror?.(err instanceof Error ? err : new Error(String(err)));
                void this.close();
                return;
            }
            this.drain();
        });
        readable.on("error", (err) => this.onerror?.(err));
        writable.on("error", (err) => this.onerror?.(err));
        void exited.then((how) => {
            if (this.closed)
                return;
            this.onerror?.(new Error(`the server exited (${how})`));
            void this.close();
        });
    }
    async send(message) {
        if (this.closed)
            throw new Error("the server is not running");
        await new Promise((resolve, reject) => {
            this.streams.writable.write((0,stdio/* serializeMessage */.Ex)(message), (err) => (err ? reject(err) : resolve()));
        });
    }
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        this.buffer.clear();
        this.streams.readable.destroy();
        this.streams.writable.destroy();
        await this.streams.stop().catch(() => undefined);
        this.onclose?.();
    }
    drain() {
        for (;;) {
            let message;
            try {
                message = this.buffer.readMessage();
            }
            catch (err) {
                // A line that is not JSON-RPC (a server logging to stdout) is reported and skipped.
                this.onerror?.(err instanceof Error ? err : new Error(String(err)));
                continue;
            }
            if (message === null)
                return;
            this.onmessage?.(message);
        }
    }
}

;// CONCATENATED MODULE: ./src/tools/mcp/hub.ts
// The run's MCP servers: started lazily when a tool_search needs them, their tools registered as deferred tools,
// and every server (with everything it started) stopped at the end of the run. Nothing here throws into the
// loop: a server that cannot start or that dies is a line the model reads.








const MAX_TOOLS_PER_SERVER = 200;
const REDACTED = "[REDACTED]";
class McpHub {
    o;
    states = new Map();
    stops = new Set();
    closed = false;
    constructor(o) {
        this.o = o;
    }
    /** Starts the servers a tool_search query may need; returns what the model should read about them. */
    async prepare(query) {
        const names = this.serversFor(query);
        const states = await Promise.all(names.map((name) => this.start(name)));
        return states.flatMap((s, i) => (s.ok ? [] : [`MCP server "${names[i]}" is unavailable: ${s.reason}`]));
    }
    async close() {
        this.closed = true;
        await Promise.all([...this.stops].map((stop) => stop().catch(() => undefined)));
        this.stops.clear();
    }
    /** `select:mcp__s__t` names its server; keywords start servers whose name or description they mention, and
     * "mcp" starts every server. */
    serversFor(query) {
        const servers = this.o.policy.mcp.servers;
        const all = Object.keys(servers);
        if (/^\s*select:/i.test(query)) {
            const wanted = query
                .replace(/^\s*select:/i, "")
                .split(",")
                .map((s) => s.trim());
            return all.filter((name) => wanted.some((w) => w.startsWith(`${MCP_TOOL_PREFIX}${name}__`)));
        }
        const words = query
            .toLowerCase()
            .split(/[\s,]+/)
            .filter((w) => w.length >= 3);
        if (words.includes("mcp"))
            return all;
        return all.filter((name) => {
            const about = `${name} ${servers[name].description ?? ""}`.toLowerCase();
            return words.some((w) => about.includes(w) || w.includes(name));
        });
    }
    start(name) {
        let state = this.states.get(name);
        if (!state) {
            state = this.launch(name, this.o.policy.mcp.servers[name]);
            this.states.set(name, state);
        }
        return state;
    }
    async launch(name, config) {
        if (this.closed)
            return { ok: false, reason: "the run is ending" };
        const secrets = referencedVariables(config)
            .map((v) => this.o.env[v])
            .filter((v) => v !== undefined && v.length >= 4);
        const scrub = (text) => secrets.reduce((t, s) => t.replaceAll(s, REDACTED), text);
        const timeoutMs = config.startup_timeout_seconds * 1000;
        const client = new esm_client/* Client */.K({ name: "repo-agent", version: "1" }, { capabilities: {} });
        let exitReason;
        client.onerror = (err) => (exitReason ??= /exited/.test(err.message) ? err.message : undefined);
        let transport;
        const stop = async () => {
            await client.close();
            // Not yet connected: the client does not own the transport, and its process must still end.
            await transport?.close();
        };
        this.stops.add(stop);
        try {
            const made = await this.transport(name, config);
            transport = made.transport;
            // The run ended while the server was being set up.
            if (this.closed)
                throw new Error("the run is ending");
            await client.connect(transport, { timeout: timeoutMs, maxTotalTimeout: timeoutMs });
            await made.seal?.();
            const descriptors = await listAll(client, timeoutMs);
            for (const descriptor of descriptors)
                this.registerTool(name, config, descriptor, client, scrub, () => exitReason);
            this.o.log(`mcp: server ${name} started with ${descriptors.length} tools`);
            return { ok: true, tools: descriptors.length };
        }
        catch (err) {
            await stop().catch(() => undefined);
            this.stops.delete(stop);
            const why = exitReason ?? (err instanceof Error ? err.message : String(err));
            this.o.log(`mcp: server ${name} did not start: ${scrub(why)}`);
            return { ok: false, reason: scrub(why) };
        }
    }
    registerTool(server, config, descriptor, client, scrub, exited) {
        const call = async (tool, args, signal) => {
            const gone = exited();
            if (gone)
                throw new Error(gone);
            try {
                return (await client.callTool({ name: tool, arguments: args }, undefined, {
                    signal,
                    timeout: config.call_timeout_seconds * 1000,
                }));
            }
            catch (err) {
                // A crash shows up as "Connection closed": say why the server went away.
                const why = exited();
                throw new Error(why
                    ? `${err instanceof Error ? err.message : String(err)}; ${why}`
                    : err instanceof Error
                        ? err.message
                        : String(err), { cause: err });
            }
        };
        try {
            this.o.register(mcpTool({ server, config, descriptor, call, scrub }));
        }
        catch (err) {
            this.o.log(`mcp: tool ${descriptor.name} of ${server} was not added: ${err instanceof Error ? err.message : String(err)}`);
        }
    }
    async transport(name, config) {
        const { workspace, runDir, sandbox } = this.o;
        if (config.url !== undefined) {
            const url = new URL(config.url);
            const reach = (0,network/* decideUrlReach */.Z8)((0,network/* networkRule */.Nl)(this.o.policy), url);
            if (!reach.allowed)
                throw new Error(`${url.origin} is not reachable under the policy (${reach.rule}: ${reach.reason})${reach.suggestion ? `; to allow it: ${reach.suggestion}` : ""}`);
            const headers = resolved(config.headers, this.o.env, "headers");
            return { transport: new streamableHttp/* StreamableHTTPClientTransport */.j(url, { requestInit: { headers, redirect: "error" } }) };
        }
        const command = config.command;
        if (referencedVariables(config).length > 0) {
            const env = resolved(config.env, this.o.env, "env");
            return {
                transport: new StreamTransport(await startSpawnedServer({ name, command, args: config.args, env, workspace, runDir })),
            };
        }
        const server = await startSandboxedServer({
            sandbox,
            name,
            command,
            args: config.args,
            env: config.env,
            workspace,
            runDir,
        });
        return { transport: new StreamTransport(server), seal: server.seal };
    }
}
function resolved(values, env, what) {
    const r = resolveValues(values, env);
    if (!r.ok)
        throw new Error(`its ${what} name ${r.missing.map((m) => `\${${m}}`).join(", ")}, which the step's environment does not set (add it to the step's env:)`);
    return r.values;
}
async function listAll(client, timeoutMs) {
    const tools = [];
    let cursor;
    do {
        const page = await client.listTools(cursor ? { cursor } : undefined, { timeout: timeoutMs });
        tools.push(...page.tools);
        cursor = page.nextCursor;
    } while (cursor && tools.length < MAX_TOOLS_PER_SERVER);
    return tools.slice(0, MAX_TOOLS_PER_SERVER);
}


/***/ })

};
