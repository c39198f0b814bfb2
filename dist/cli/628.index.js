export const id = 628;
export const ids = [628];
export const modules = {

/***/ 96657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ processOutput)
/* harmony export */ });
const processOutput = {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
};


/***/ }),

/***/ 60628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/policy/decide.ts + 4 modules
var decide = __webpack_require__(58199);
// EXTERNAL MODULE: ./src/policy/load.ts
var load = __webpack_require__(58164);
// EXTERNAL MODULE: ./src/policy/merge.ts
var merge = __webpack_require__(63842);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/cli/policy-layers.ts
// Where `repo-agent policy` finds the policy to check: the repository's file (and the organisation's, with
// --org-policy) on disk, or, with --repository, both files on the default branches on GitHub, read exactly as the
// action reads them (GITHUB_TOKEN, GITHUB_API_URL).






class LocationError extends Error {
}
async function loadPolicyAt(where) {
    const { workspace, checkExamples } = where;
    if (where.repository)
        return loadFromGitHub(where.repository, where);
    const repository = await readIfExists(where.file);
    if (!where.orgPolicy) {
        const loaded = await (0,load/* loadPolicy */.tb)({ file: where.file, workspace, checkExamples });
        // One file: every line is that file's.
        const provenance = repository
            ? (0,merge/* mergePolicyLayers */.Z)(undefined, { name: where.file, input: (0,dist/* parse */.qg)(repository) }).provenance
            : new Map();
        return { ...loaded, provenance, ignored: [] };
    }
    const organization = await readIfExists(where.orgPolicy);
    if (organization === undefined)
        throw new LocationError(`organisation policy file ${where.orgPolicy} does not exist`);
    return (0,load/* loadLayeredPolicy */.Zk)({
        organization: { name: where.orgPolicy, text: organization },
        repository: repository === undefined ? undefined : { name: where.file, text: repository },
        workspace,
        checkExamples,
    });
}
async function loadFromGitHub(fullName, where) {
    const [owner, repo, extra] = fullName.split("/");
    if (!owner || !repo || extra !== undefined)
        throw new LocationError(`--repository takes owner/name, got "${fullName}"`);
    const token = process.env.GITHUB_TOKEN || process.env.GH_TOKEN;
    if (!token)
        throw new LocationError("--repository reads GitHub: set GITHUB_TOKEN");
    const { createOctokit } = await Promise.all(/* import() */[__webpack_require__.e(167), __webpack_require__.e(702)]).then(__webpack_require__.bind(__webpack_require__, 6702));
    const { fetchTrustedRoot } = await __webpack_require__.e(/* import() */ 45).then(__webpack_require__.bind(__webpack_require__, 73045));
    const { fetchOrganizationRoot } = await __webpack_require__.e(/* import() */ 661).then(__webpack_require__.bind(__webpack_require__, 77661));
    const octokit = createOctokit({ token, baseUrl: process.env.GITHUB_API_URL || "https://api.github.com" });
    const policyPath = external_node_path_default().isAbsolute(where.file) ? ".github/agent-policy.yml" : where.file;
    const dir = await (0,promises_.mkdtemp)(external_node_path_default().join((0,external_node_os_.tmpdir)(), "repo-agent-policy-"));
    try {
        const [own, org] = await Promise.all([
            fetchTrustedRoot({ octokit, owner, repo, policyPath, dir }),
            fetchOrganizationRoot({ octokit, owner, repo, policyPath, trustedDir: dir }),
        ]);
        const text = (name, t) => t === undefined ? undefined : { name, text: t };
        return await (0,load/* loadLayeredPolicy */.Zk)({
            organization: text(`${org?.repository}:${policyPath}`, org?.policyText),
            repository: text(`${fullName}:${policyPath}`, own.policyText),
            workspace: where.workspace,
            checkExamples: where.checkExamples,
        });
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
async function readIfExists(file) {
    try {
        return await (0,promises_.readFile)(file, "utf8");
    }
    catch (err) {
        if (err.code === "ENOENT")
            return undefined;
        throw new LocationError(`cannot read ${file}: ${err.message}`);
    }
}

// EXTERNAL MODULE: ./src/policy/network.ts
var network = __webpack_require__(66936);
// EXTERNAL MODULE: ./src/policy/schema.ts
var schema = __webpack_require__(54139);
// EXTERNAL MODULE: ./src/policy/mcp.ts
var mcp = __webpack_require__(90118);
// EXTERNAL MODULE: ./src/cli/output.ts
var output = __webpack_require__(96657);
;// CONCATENATED MODULE: ./src/cli/policy.ts
// `repo-agent policy check|test|schema`: maintainers debug their policy without running the agent.
// Exit codes: 0 allowed (or all examples pass), 1 denied (or an example fails), 2 bad policy or usage.












const USAGE = `usage:
  repo-agent policy check [--policy FILE] [--repo DIR] [--json] -- "<command>"
  repo-agent policy check [--policy FILE] [--repo DIR] --commands FILE.json
  repo-agent policy check [--policy FILE] [--repo DIR] [--json] --url https://host/path
  repo-agent policy check [--policy FILE] [--repo DIR] [--json] --tool <server>__<tool>
  repo-agent policy test [--policy FILE] [--repo DIR]
  repo-agent policy merged [--policy FILE] [--repo DIR]
  repo-agent policy schema

The policy defaults to <repo>/.github/agent-policy.yml (the built-in read-only default when it is absent).
Organisation defaults: --org-policy FILE merges an organisation's policy file (its .github repository's) with it;
--repository OWNER/NAME reads both from their default branches on GitHub instead (GITHUB_TOKEN, GITHUB_API_URL),
as the action does. --explain names the file each deciding line came from; \`merged\` prints the effective policy.
Exit status: 0 allowed, 1 denied, 2 bad policy or usage.
`;
class UsageError extends Error {
}
function parseArgs(argv) {
    const o = { repo: process.cwd(), json: false, explain: false };
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        const value = () => {
            const v = argv[++i];
            if (v === undefined)
                throw new UsageError(`${a} needs a value`);
            return v;
        };
        if (a === "--") {
            o.command = argv.slice(i + 1).join(" ");
            break;
        }
        else if (a === "--policy")
            o.policy = value();
        else if (a === "--repo")
            o.repo = value();
        else if (a === "--json")
            o.json = true;
        else if (a === "--commands")
            o.commandsFile = value();
        else if (a === "--url")
            o.url = value();
        else if (a === "--tool")
            o.tool = value();
        else if (a === "--org-policy")
            o.orgPolicy = value();
        else if (a === "--repository")
            o.repository = value();
        else if (a === "--explain")
            o.explain = true;
        else
            throw new UsageError(`unknown argument ${JSON.stringify(a)}`);
    }
    return o;
}
/** `check` loads as the action does (a wrong example is a bad policy); `test` reports examples one by one. */
async function policy_load(o, checkExamples) {
    const workspace = external_node_path_default().resolve(o.repo);
    if (o.policy && !(0,external_node_fs_.existsSync)(o.policy) && !o.repository)
        throw new UsageError(`policy file ${o.policy} does not exist`);
    const file = o.repository
        ? (o.policy ?? ".github/agent-policy.yml")
        : o.policy
            ? external_node_path_default().resolve(o.policy)
            : external_node_path_default().join(workspace, ".github", "agent-policy.yml");
    const loaded = await loadPolicyAt({
        file,
        orgPolicy: o.orgPolicy,
        repository: o.repository,
        workspace,
        checkExamples,
    });
    return { loaded, workspace };
}
async function main(argv, out = output/* processOutput */.X) {
    const [sub, ...rest] = argv;
    try {
        switch (sub) {
            case "check":
                return await check(parseArgs(rest), out);
            case "test":
                return await test(parseArgs(rest), out);
            case "merged":
                return await merged(parseArgs(rest), out);
            case "schema":
                if (rest.length)
                    throw new UsageError("schema takes no arguments");
                out.stdout(`${JSON.stringify((0,schema/* policyJsonSchema */.qF)(), null, 2)}\n`);
                return 0;
            case undefined:
            case "--help":
            case "-h":
            case "help":
                out.stdout(USAGE);
                return sub === undefined ? 2 : 0;
            default:
                throw new UsageError(`unknown subcommand ${JSON.stringify(sub)}`);
        }
    }
    catch (err) {
        if (err instanceof UsageError || err instanceof LocationError) {
            out.stderr(`repo-agent policy: ${err.message}\n\n${USAGE}`);
            return 2;
        }
        if (err instanceof load/* PolicyError */.pn) {
            out.stderr(`${err.message}\n`);
            return 2;
        }
        throw err;
    }
}
function toJson(command, d, explain) {
    const source = (rule) => (explain ? { source: describeSource(explain, rule) } : {});
    return {
        command,
        decision: d.allowed ? "allow" : "deny",
        rule: d.rule,
        reason: d.reason,
        readOnly: d.readOnly,
        ...(d.suggestion ? { suggestion: d.suggestion } : {}),
        ...source(d.rule),
        commands: d.commands.map((c) => ({ ...c, ...source(c.rule) })),
    };
}
/** The file a rule came from; the rules no file wrote are built in, or the "nothing matched" default. */
function describeSource(provenance, rule) {
    return (0,merge/* ruleSource */.m)(provenance, rule) ?? (/^(builtin|shell):/.test(rule) ? "built in" : "no policy line (default)");
}
async function check(o, out) {
    if (o.url !== undefined)
        return checkUrl(o, out);
    if (o.tool !== undefined)
        return checkTool(o, out);
    if (o.commandsFile !== undefined && o.command !== undefined)
        throw new UsageError('give either -- "<command>" or --commands FILE, not both');
    let commands;
    if (o.commandsFile !== undefined) {
        let data;
        try {
            data = JSON.parse(await (0,promises_.readFile)(o.commandsFile, "utf8"));
        }
        catch (err) {
            throw new UsageError(`cannot read ${o.commandsFile}: ${err.message}`);
        }
        if (!Array.isArray(data) || !data.every((c) => typeof c === "string"))
            throw new UsageError(`${o.commandsFile} must hold a JSON array of command strings`);
        commands = data;
    }
    else if (o.command !== undefined) {
        commands = [o.command];
    }
    else {
        throw new UsageError('nothing to check: give -- "<command>" or --commands FILE');
    }
    const { loaded, workspace } = await policy_load(o, true);
    const results = [];
    for (const command of commands)
        results.push(toJson(command, await (0,decide/* decideCommand */.e)(loaded.policy, command, { workspace }), o.explain ? loaded.provenance : undefined));
    if (o.commandsFile !== undefined || o.json) {
        out.stdout(`${JSON.stringify(o.commandsFile !== undefined ? results : results[0], null, 2)}\n`);
    }
    else {
        out.stdout(`policy: ${loaded.source}\n`);
        for (const r of results)
            out.stdout(renderDecision(r));
    }
    return results.every((r) => r.decision === "allow") ? 0 : 1;
}
function renderDecision(r) {
    const from = (source) => (source === undefined ? "" : `  (from ${source})`);
    const lines = [
        `${r.decision === "allow" ? "ALLOW" : "DENY"}  ${r.command}`,
        `  ${r.rule}: ${r.reason}${from(r.source)}`,
    ];
    if (r.commands.length) {
        lines.push("  commands:");
        const width = Math.min(60, Math.max(...r.commands.map((c) => shellJoin(c.argv).length)));
        for (const c of r.commands)
            lines.push(`    ${c.decision === "allow" ? "allow" : "deny "}  ${shellJoin(c.argv).padEnd(width)}  ${c.rule}${from(c.source)}`);
    }
    if (r.suggestion)
        lines.push(`  to allow it: ${r.suggestion}`);
    if (r.decision === "allow" && r.readOnly)
        lines.push("  read-only: yes (may run alongside other reads)");
    return `${lines.join("\n")}\n`;
}
function shellJoin(argv) {
    return argv.map((a) => (a === "" || /[\s"'\\$`|&;<>()*?]/.test(a) ? JSON.stringify(a) : a)).join(" ");
}
/** Whether the agent's commands could reach a URL through the egress proxy under the policy's network rule. */
async function checkUrl(o, out) {
    if (o.command !== undefined || o.commandsFile !== undefined)
        throw new UsageError("give either --url or a command, not both");
    let url;
    try {
        url = new URL(o.url ?? "");
    }
    catch {
        throw new UsageError(`${JSON.stringify(o.url)} is not a URL`);
    }
    const { loaded } = await policy_load(o, true);
    const rule = (0,network/* networkRule */.Nl)(loaded.policy);
    const d = (0,network/* decideUrlReach */.Z8)(rule, url);
    if (o.json) {
        out.stdout(`${JSON.stringify({ url: url.href, decision: d.allowed ? "allow" : "deny", rule: d.rule, reason: d.reason, ...(d.suggestion ? { suggestion: d.suggestion } : {}), network: rule.mode }, null, 2)}\n`);
    }
    else {
        const lines = [
            `policy: ${loaded.source}`,
            `network: ${(0,network/* describeNetworkRule */.Qf)(rule).replace(/\*\*|`/g, "")}`,
            `${d.allowed ? "ALLOW" : "DENY"}  ${url.href}`,
            `  ${d.rule}: ${d.reason}${o.explain ? `  (from ${describeSource(loaded.provenance, d.rule)})` : ""}`,
        ];
        if (d.suggestion)
            lines.push(`  to allow it: ${d.suggestion}`);
        out.stdout(`${lines.join("\n")}\n`);
    }
    return d.allowed ? 0 : 1;
}
/** Whether the agent may call an MCP tool, and where its server would run. */
async function checkTool(o, out) {
    if (o.command !== undefined || o.commandsFile !== undefined)
        throw new UsageError("give either --tool or a command, not both");
    const { loaded } = await policy_load(o, true);
    const name = o.tool ?? "";
    const d = (0,mcp/* decideMcpTool */.$5)(loaded.policy, name);
    const server = loaded.policy.mcp.servers[name.replace(/^mcp__/, "").split("__")[0]];
    const runs = !server
        ? undefined
        : server.url !== undefined
            ? `Streamable HTTP at ${server.url}; its host must be allowed by the network section`
            : (0,mcp/* referencedVariables */.Xo)(server).length > 0
                ? `stdio, started by the action outside the sandbox (it receives ${(0,mcp/* referencedVariables */.Xo)(server)
                    .map((v) => `\${${v}}`)
                    .join(", ")})`
                : "stdio, run in the sandbox like the agent's commands";
    if (o.json) {
        out.stdout(`${JSON.stringify({ tool: name, decision: d.allowed ? "allow" : "deny", rule: d.rule, reason: d.reason, ...(d.suggestion ? { suggestion: d.suggestion } : {}), ...(runs ? { server: runs } : {}) }, null, 2)}\n`);
    }
    else {
        const lines = [`policy: ${loaded.source}`, `${d.allowed ? "ALLOW" : "DENY"}  ${name}`, `  ${d.rule}: ${d.reason}`];
        if (d.suggestion)
            lines.push(`  to allow it: ${d.suggestion}`);
        if (runs)
            lines.push(`  server: ${runs}`);
        out.stdout(`${lines.join("\n")}\n`);
    }
    return d.allowed ? 0 : 1;
}
/** The effective policy (defaults filled in) as YAML, with the files it came from. */
async function merged(o, out) {
    if (o.command !== undefined || o.commandsFile !== undefined || o.url !== undefined || o.tool !== undefined)
        throw new UsageError("merged takes only --policy, --org-policy, --repository and --repo");
    const { loaded } = await policy_load(o, true);
    if (o.json) {
        out.stdout(`${JSON.stringify({ source: loaded.source, ignored: loaded.ignored, policy: loaded.policy }, null, 2)}\n`);
        return 0;
    }
    const header = [`# effective policy: ${loaded.source}`, ...loaded.ignored.map((i) => `# ignored: ${i}`)];
    out.stdout(`${header.join("\n")}\n${(0,dist/* stringify */.As)(loaded.policy)}`);
    return 0;
}
async function test(o, out) {
    if (o.command !== undefined || o.commandsFile !== undefined || o.url !== undefined || o.tool !== undefined || o.json)
        throw new UsageError("test takes only --policy and --repo");
    const { loaded, workspace } = await policy_load(o, false);
    const results = await (0,load/* checkExamples */.GY)(loaded.policy, workspace);
    out.stdout(`policy: ${loaded.source}\n`);
    for (const line of describeRunChecks(loaded.policy))
        out.stdout(`${line}\n`);
    if (results.length === 0) {
        out.stdout("no examples (add examples.allow / examples.deny to the policy)\n");
        return 0;
    }
    for (const r of results)
        out.stdout(`${r.ok ? "ok  " : "FAIL"}  ${r.message}\n`);
    const failed = results.filter((r) => !r.ok).length;
    out.stdout(failed ? `${failed} of ${results.length} examples failed\n` : `all ${results.length} examples pass\n`);
    return failed ? 1 : 0;
}
/** What the action itself runs in every run (verify, after_edit hooks): shown so a maintainer sees them at a glance. */
function describeRunChecks(policy) {
    const lines = [];
    const v = policy.verify;
    if (v.run.length > 0)
        lines.push(`verify: ${v.run.join(" · ")} (${v.timeout_seconds} s each, ${v.attempts} attempt${v.attempts === 1 ? "" : "s"} to fix, on failure: ${v.on_failure})`);
    for (const h of policy.hooks.after_edit)
        lines.push(`after_edit: ${h.files} → ${h.run}`);
    for (const [name, s] of Object.entries(policy.mcp.servers))
        lines.push(`mcp server ${name}: ${s.url ?? [s.command, ...s.args].join(" ")}`);
    if (Object.keys(policy.mcp.servers).length > 0)
        lines.push(`mcp.allow: ${policy.mcp.allow.join(", ") || "(nothing)"}${policy.mcp.deny.length ? ` · mcp.deny: ${policy.mcp.deny.join(", ")}` : ""}`);
    return lines;
}


/***/ }),

/***/ 90118:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ decideMcpTool),
/* harmony export */   Qy: () => (/* binding */ mcpToolName),
/* harmony export */   Xo: () => (/* binding */ referencedVariables),
/* harmony export */   ho: () => (/* binding */ resolveValues),
/* harmony export */   lh: () => (/* binding */ MCP_TOOL_PREFIX)
/* harmony export */ });
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


/***/ })

};
