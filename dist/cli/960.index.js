export const id = 960;
export const ids = [960];
export const modules = {

/***/ 22960:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/demo/paint.ts
// ANSI colours for the demo's own lines, or none (logs, tests, NO_COLOR).
const CODES = { bold: 1, dim: 2, red: 31, green: 32, yellow: 33, cyan: 36 };
function paint(color) {
    const entries = Object.entries(CODES).map(([name, code]) => [
        name,
        (text) => (color ? `\u001b[${code}m${text}\u001b[0m` : text),
    ]);
    return Object.fromEntries(entries);
}

;// CONCATENATED MODULE: ./src/demo/action-log.ts
// The action's log as the demo shows it while the run goes on: tool calls (`▸`) and their results (`✓`/`✗`) as the
// action logs them, warnings and errors from workflow commands, everything else dimmed. Masks and debug lines
// are the runner's business and are not shown.

function followActionLog(print, color) {
    const p = paint(color);
    const pending = { stdout: "", stderr: "" };
    const emit = (line, stream) => {
        const shown = stream === "stdout" ? describeLine(line, p) : line.trim() ? `  ${p.dim(line)}` : undefined;
        if (shown !== undefined)
            print(shown);
    };
    return {
        write(chunk, stream) {
            const lines = (pending[stream] + chunk).split("\n");
            pending[stream] = lines.pop() ?? "";
            for (const line of lines)
                emit(line.replace(/\r$/, ""), stream);
        },
        end() {
            for (const stream of ["stdout", "stderr"]) {
                if (pending[stream])
                    emit(pending[stream], stream);
                pending[stream] = "";
            }
        },
    };
}
/** One stdout line of the action for a person, or undefined when there is nothing to show. */
function describeLine(line, p = paint(false)) {
    if (!line.trim())
        return undefined;
    const command = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line);
    if (command) {
        const [, name, message] = command;
        const text = unescapeCommand(message);
        if (name === "warning")
            return `  ${p.yellow("⚠")} ${text}`;
        if (name === "error")
            return `  ${p.red("✗")} ${text}`;
        if (name === "notice" || name === "group")
            return `  ${text}`;
        return undefined;
    }
    if (line.startsWith("▸ "))
        return `  ${p.cyan("▸")} ${line.slice(2)}`;
    const failed = /^\s*✗ (.*)$/.exec(line);
    if (failed)
        return `    ${p.red("✗")} ${failed[1]}`;
    const done = /^\s*✓ (.*)$/.exec(line);
    if (done)
        return `    ${p.green("✓")} ${p.dim(done[1])}`;
    return `  ${p.dim(line)}`;
}
/** Workflow command messages escape %, CR and LF. */
function unescapeCommand(text) {
    return text.replace(/%0D/gi, "\r").replace(/%0A/gi, "\n").replace(/%25/g, "%");
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
;// CONCATENATED MODULE: ./src/demo/locate.ts
// Where the demo's parts are. The test doubles (GitHub emulator, scripted model) and the sample repository live
// in the repository, not in the bundle: they are test code, loaded at run time from the checkout. The action it
// runs is the bundle next to the CLI (dist/index.js beside dist/cli/), else the checkout's dist/index.js.



/** Files of the checkout the demo needs. */
const DEMO_PARTS = [
    "demo/world.mjs",
    "demo/script.mjs",
    "demo/sample-repo/package.json",
    "__tests__/fakes/github/emulator.mjs",
    "__tests__/fakes/model-server/serve.mjs",
];
class DemoSetupError extends Error {
}
/** The nearest folder at or above `start` whose package.json is repo-agent's. */
function findRepoRoot(start) {
    let dir = (0,external_node_path_.resolve)(start);
    for (;;) {
        const manifest = (0,external_node_path_.join)(dir, "package.json");
        if ((0,external_node_fs_.existsSync)(manifest)) {
            try {
                if (JSON.parse((0,external_node_fs_.readFileSync)(manifest, "utf8")).name === "@repo-agent/cli")
                    return dir;
            }
            catch {
                // Not JSON: keep looking above.
            }
        }
        const parent = (0,external_node_path_.dirname)(dir);
        if (parent === dir)
            return undefined;
        dir = parent;
    }
}
/** The repository checkout holding the demo's parts: above this module first (source or dist/), then above cwd. */
function locateCheckout(cwd, moduleUrl = import.meta.url) {
    const candidates = [findRepoRoot((0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(moduleUrl))), findRepoRoot(cwd)].filter((d) => d !== undefined);
    for (const root of candidates) {
        if (DEMO_PARTS.every((part) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, part))))
            return root;
    }
    const where = candidates.length
        ? `the repo-agent checkout at ${candidates[0]} lacks ${DEMO_PARTS.filter((p) => !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(candidates[0], p))).join(", ")}`
        : "no repo-agent checkout was found above this CLI or the current directory";
    throw new DemoSetupError(`the demo runs the test doubles (__tests__/fakes/) and the sample repository (demo/) from a clone of repo-agent, and ${where}.\n` +
        "The npm package does not ship them. Run it from a clone: git clone <repo-agent> && cd repo-agent && npm ci && npm run demo");
}
/** The bundled action the demo runs, as GitHub would: dist/index.js. */
function locateAction(root, explicit, moduleUrl = import.meta.url) {
    if (explicit) {
        const file = (0,external_node_path_.resolve)(explicit);
        if (!(0,external_node_fs_.existsSync)(file))
            throw new DemoSetupError(`--action ${explicit}: no such file`);
        return file;
    }
    // Inside a bundle this module is dist/cli/<chunk>.js, and the action is dist/index.js beside dist/cli.js.
    const bundleDir = (0,external_node_path_.dirname)((0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(moduleUrl)));
    if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(bundleDir, "cli.js")) && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(bundleDir, "index.js")))
        return (0,external_node_path_.join)(bundleDir, "index.js");
    const inCheckout = (0,external_node_path_.join)(root, "dist/index.js");
    if ((0,external_node_fs_.existsSync)(inCheckout))
        return inCheckout;
    throw new DemoSetupError(`the bundled action ${inCheckout} is missing: run npm run bundle first`);
}
/** Imports one of the checkout's plain-JavaScript modules at run time, out of the bundler's reach. */
async function importFromCheckout(root, file) {
    const url = (0,external_node_url_.pathToFileURL)((0,external_node_path_.join)(root, file)).href;
    return (await import(/* webpackIgnore: true */ url));
}

;// CONCATENATED MODULE: ./src/report/terminal.ts
// A posted comment, readable in a terminal (the offline demo and the CLI print what GitHub would show). Only
// the constructs our own renderers produce are handled: headings, bold, inline code, links, tables, quotes,
// <details>/<summary> and fences. Colors only when asked (a TTY), so logs and tests get plain text.
const STYLE = { bold: "\u001b[1m", dim: "\u001b[2m", cyan: "\u001b[36m", yellow: "\u001b[33m", reset: "\u001b[0m" };
function renderForTerminal(markdown, options = {}) {
    const paint = (style, text) => options.color ? `${STYLE[style]}${text}${STYLE.reset}` : text;
    const lines = markdown.replace(/<!--[\s\S]*?-->\n?/g, "").split("\n");
    const out = [];
    let depth = 0;
    let fence;
    let code = [];
    const indent = () => "  ".repeat(Math.max(0, depth - 1));
    for (const line of lines) {
        if (fence !== undefined) {
            if (line.trim() === fence) {
                out.push(...cutLines(code, options.maxCodeLines).map((l) => `${indent()}${paint("dim", "│")} ${l}`));
                fence = undefined;
                code = [];
            }
            else
                code.push(line);
            continue;
        }
        const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
        if (open) {
            fence = open[1];
            continue;
        }
        let text = line;
        const details = (text.match(/<details[\s>]/g) ?? []).length;
        const closes = (text.match(/<\/details>/g) ?? []).length;
        const summary = /<summary>([\s\S]*?)<\/summary>/.exec(text);
        depth += details;
        if (summary) {
            out.push(`${indent()}${paint("cyan", "▸")} ${inline(stripTags(summary[1]), paint)}`);
        }
        else {
            text = stripTags(text).trimEnd();
            if (text.trim() === "" && closes > 0) {
                // nothing to print for a bare closing tag
            }
            else if (/^#{1,6} /.test(text)) {
                out.push(paint("bold", inline(text.replace(/^#{1,6} /, ""), paint)));
            }
            else if (/^\|[\s:-]+\|/.test(text) && /^[|\s:-]+$/.test(text)) {
                // table separator row
            }
            else if (text.startsWith("|")) {
                out.push(`${indent()}${text
                    .replace(/^\||\|$/g, "")
                    .split("|")
                    .map((c) => inline(c.trim(), paint))
                    .join("  │  ")}`);
            }
            else if (text.startsWith(">")) {
                out.push(`${indent()}${paint("dim", "┃")} ${inline(text.replace(/^>\s?/, ""), paint)}`);
            }
            else {
                out.push(text ? `${indent()}${inline(text, paint)}` : "");
            }
        }
        depth -= closes;
    }
    if (code.length)
        out.push(...cutLines(code, options.maxCodeLines).map((l) => `${indent()}│ ${l}`));
    return (out
        .join("\n")
        .replace(/\n{3,}/g, "\n\n")
        .trim() + "\n");
}
function cutLines(lines, max) {
    if (!max || lines.length <= max)
        return lines;
    const half = Math.max(1, Math.floor(max / 2));
    return [...lines.slice(0, half), `… ${lines.length - 2 * half} lines …`, ...lines.slice(-half)];
}
function stripTags(text) {
    return text.replace(/<\/?(?:details|summary|sub|code|br)\b[^>]*>/g, (tag) => tag.startsWith("<code") || tag === "</code>" ? "`" : "");
}
function inline(text, paint) {
    return decodeEntities(text
        .replace(/\u200B/g, "")
        .replace(/\*\*([^*]+)\*\*/g, (_m, t) => paint("bold", t))
        .replace(/!?\[([^\]]*)\]\(([^)\s]+)\)/g, (_m, label, url) => `${label} (${paint("cyan", url)})`)
        .replace(/(`+) ?([^`]+?) ?\1/g, (_m, _t, code) => paint("yellow", code))
        .replace(/\\([\\`*_[\]#|!/<>-])/g, "$1"));
}
function decodeEntities(text) {
    return text
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
}

;// CONCATENATED MODULE: ./src/cli/demo.ts
// `repo-agent demo` (npm run demo): the whole action, offline, in under a minute. A copy of demo/sample-repo (a
// cart whose discount test fails) becomes acme/widgets on the loopback GitHub emulator, a maintainer comments
// `/agent fix the failing test`, and the bundled action runs as a subprocess with the environment GitHub gives
// it, talking to the scripted model server. It prints the run as it goes, then the comment, the PR and the diff
// as GitHub holds them, checks the pushed branch's tests pass, and keeps everything in an output folder.
// `--live` swaps the scripted model for the real API (ANTHROPIC_API_KEY). Exit: 0 fixed, 1 not, 2 setup/usage.










const USAGE = `usage: repo-agent demo [--out DIR] [--live [--model M]] [--action FILE]

Runs the bundled action end to end against demo/sample-repo (a failing discount test) with a loopback GitHub
and a scripted model: no network, no keys. Prints the progress, the comment posted, the pull request opened
and the diff pushed, and writes them to DIR (default .demo-output/).

  --out DIR      output folder (comment.md, pr.json, diff.patch, transcript.md, events.jsonl, action.log)
  --live         use the real model (needs ANTHROPIC_API_KEY); GitHub stays the local emulator
  --model M      model id for --live
  --action FILE  the action bundle to run (default: dist/index.js beside this CLI)

Exit status: 0 the run pushed a fix and the tests pass on its branch, 1 it did not, 2 usage or setup error.
`;
const ISSUE = {
    title: "Discounts are wrong",
    body: "A 50% discount takes 50 off the subtotal instead of half of it, so `total()` is wrong and `npm test` fails.",
};
const REQUEST = "/agent fix the failing test";
const OUTPUT_FILES = ["comment.md", "pr.json", "diff.patch", "transcript.md", "events.jsonl", "action.log"];
const execFileAsync = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
async function main(argv, io = {}) {
    const env = io.env ?? process.env;
    const out = {
        stdout: io.stdout ?? ((t) => void process.stdout.write(t)),
        stderr: io.stderr ?? ((t) => void process.stderr.write(t)),
        env,
        cwd: io.cwd ?? process.cwd(),
        color: io.color ?? (process.stdout.isTTY === true && !env.NO_COLOR),
    };
    let options;
    try {
        const { values } = (0,external_node_util_.parseArgs)({
            args: argv,
            options: {
                out: { type: "string" },
                live: { type: "boolean" },
                model: { type: "string" },
                action: { type: "string" },
                help: { type: "boolean", short: "h" },
            },
        });
        if (values.help) {
            out.stdout(USAGE);
            return 0;
        }
        options = {
            out: values.out ?? ".demo-output",
            live: values.live === true,
            model: values.model,
            action: values.action,
        };
    }
    catch (err) {
        out.stderr(`repo-agent demo: ${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
        return 2;
    }
    if (options.live && !env.ANTHROPIC_API_KEY) {
        out.stderr("repo-agent demo --live: set ANTHROPIC_API_KEY to use the real model (the offline demo needs no key: run it without --live)\n");
        return 2;
    }
    if (options.model && !options.live) {
        out.stderr("repo-agent demo: --model only applies with --live (the scripted model has no choice of model)\n");
        return 2;
    }
    // Ctrl-C reaches the action too (same process group); wait for it to stop so the emulator's repositories and
    // the scratch folder are removed instead of left in the temp directory.
    const stop = { interrupted: false };
    const onInterrupt = () => {
        stop.interrupted = true;
        out.stderr("\nrepo-agent demo: interrupted, cleaning up\n");
    };
    process.once("SIGINT", onInterrupt);
    try {
        const code = await runDemo(options, out, stop);
        return stop.interrupted ? 130 : code;
    }
    catch (err) {
        if (stop.interrupted)
            return 130;
        out.stderr(`repo-agent demo: ${err instanceof Error ? err.message : String(err)}\n`);
        return err instanceof DemoSetupError ? 2 : 1;
    }
    finally {
        process.removeListener("SIGINT", onInterrupt);
    }
}
async function runDemo(options, io, stop) {
    const p = paint(io.color);
    const show = { io, p, say: (line = "") => io.stdout(`${line}\n`), outDir: (0,external_node_path_.resolve)(io.cwd, options.out) };
    const started = Date.now();
    const root = locateCheckout(io.cwd);
    const action = locateAction(root, options.action);
    const shared = await importFromCheckout(root, "demo/world.mjs");
    const { fixDiscountScript, countTests } = await importFromCheckout(root, "demo/script.mjs");
    await (0,promises_.mkdir)(show.outDir, { recursive: true });
    await Promise.all(OUTPUT_FILES.map((f) => (0,promises_.rm)((0,external_node_path_.join)(show.outDir, f), { force: true })));
    show.say(p.bold(`repo-agent demo · ${options.live ? "live: the real model, a local GitHub" : "offline: a local GitHub, a scripted model, no keys"}`));
    show.say();
    const scratch = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), "repo-agent-demo-"));
    let world;
    try {
        const sample = (0,external_node_path_.join)(scratch, "tiny-cart");
        await (0,promises_.cp)((0,external_node_path_.join)(root, "demo/sample-repo"), sample, {
            recursive: true,
            filter: (src) => (0,external_node_path_.basename)(src) !== "node_modules",
        });
        const before = countTests((await npmTest(sample)).output);
        show.say(`${p.dim("●")} Sample repository: ${shortPath(io.cwd, (0,external_node_path_.join)(root, "demo/sample-repo"))} (npm test: ${describeCounts(before, p)})`);
        world = await shared.startWorld({
            fromDir: sample,
            script: options.live ? undefined : fixDiscountScript(),
            live: options.live,
            tempPrefix: "repo-agent-demo-world-",
        });
        const setupMs = Date.now() - started;
        const { run, issueNumber, actionMs } = await runTheAction(show, shared, world, action, options);
        if (stop.interrupted)
            return 130;
        const { branch, prNumber } = await showWhatGitHubHolds(show, world, shared.REPO, run, issueNumber);
        await copyTranscript(run, show.outDir);
        const after = branch
            ? countTests((await npmTest(await cloneBranch(world, shared.REPO, branch, (0,external_node_path_.join)(scratch, "pushed")))).output)
            : undefined;
        const fixed = run.code === 0 &&
            run.outputs.conclusion === "changed" &&
            after?.passed !== undefined &&
            after.passed > 0 &&
            after.failed === 0;
        section(io, p, "Result");
        show.say(after
            ? `npm test on ${branch}: ${describeCounts(after, p)} (before: ${describeCounts(before, p)})`
            : `npm test: not run, nothing was pushed (before: ${describeCounts(before, p)})`);
        show.say(`timings: setup ${seconds(setupMs)} · action ${seconds(actionMs)} · total ${seconds(Date.now() - started)}`);
        const written = OUTPUT_FILES.filter((f) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(show.outDir, f)));
        show.say(`output: ${show.outDir}${p.dim(` (${written.join(", ")})`)}`);
        if (fixed)
            show.say(p.green(`✓ the action pushed a fix to ${branch} and opened PR #${prNumber ?? "?"}; the tests pass`));
        else {
            show.say(p.red(`✗ the run did not end with a fix: conclusion ${run.outputs.conclusion ?? "(none)"}, exit code ${run.code ?? "(killed)"}`));
            if (run.outputs.conclusion !== "changed" || run.code !== 0)
                show.say(p.dim(`  the action's log: ${(0,external_node_path_.join)(show.outDir, "action.log")}`));
        }
        return fixed ? 0 : 1;
    }
    finally {
        await world?.close().catch(() => undefined);
        await (0,promises_.rm)(scratch, { recursive: true, force: true });
    }
}
/** The maintainer's issue and comment, then the bundled action on that comment's event, its log followed live. */
async function runTheAction(show, shared, world, action, options) {
    const { io, p, say } = show;
    const repo = shared.REPO;
    say(`${p.dim("●")} GitHub emulator at ${world.gh.serverUrl}: ${repo}${world.model ? `, scripted model at ${world.model.url}` : ", model: api.anthropic.com"}`);
    const issue = world.gh.createIssue({ repo, title: ISSUE.title, body: ISSUE.body, user: "maintainer" });
    const comment = world.gh.addComment({ repo, issue: issue.number, body: REQUEST, user: "maintainer" });
    say(`${p.dim("●")} Issue #${issue.number} "${ISSUE.title}": @maintainer commented ${p.yellow(REQUEST)}`);
    say(`${p.dim("●")} Running ${shortPath(io.cwd, action)} as GitHub would (issue_comment event)`);
    say();
    const follower = followActionLog((line) => say(line), io.color);
    const actionStarted = Date.now();
    // For a comment GitHub runs the workflow at the default branch's tip.
    const mainSha = (await world.gh.git(repo).branches()).main;
    const run = await shared.runAction(world, {
        action,
        eventName: "issue_comment",
        payload: world.gh.events.issueComment({ repo, commentId: comment.id }),
        env: { GITHUB_SHA: mainSha, GITHUB_REF: "refs/heads/main" },
        inputs: options.live
            ? { anthropic_api_key: io.env.ANTHROPIC_API_KEY ?? "", ...(options.model ? { model: options.model } : {}) }
            : {},
        timeoutMs: options.live ? 15 * 60_000 : 120_000,
        onOutput: (chunk, stream) => follower.write(chunk, stream),
    });
    follower.end();
    const actionMs = Date.now() - actionStarted;
    await (0,promises_.writeFile)((0,external_node_path_.join)(show.outDir, "action.log"), run.stdout + (run.stderr ? `\n--- stderr ---\n${run.stderr}` : ""));
    const results = (await readEvents(run)).filter((e) => e.type === "tool_result");
    const failedCalls = results.filter((e) => e.isError).length;
    say();
    say(`  ${run.code === 0 ? p.green("✓") : p.red("✗")} action exited ${run.code ?? "(killed)"} after ${seconds(actionMs)}: ${p.bold(run.outputs.conclusion ?? "no conclusion")} · ` +
        `${run.outputs.turns ?? "?"} turns · ${results.length} tool calls (${results.length - failedCalls} ✓, ${failedCalls} ✗)`);
    return { run, issueNumber: issue.number, actionMs };
}
/** The comment, the pull request and the diff, as the emulator holds them; each also written to the output. */
async function showWhatGitHubHolds(show, world, repo, run, issueNumber) {
    const { io, p, say, outDir } = show;
    const posted = world.gh
        .issueComments(repo, issueNumber)
        .filter((c) => c.user?.login === "github-actions[bot]")
        .at(-1);
    section(io, p, `The comment posted on issue #${issueNumber}`);
    if (posted?.body) {
        say(renderForTerminal(posted.body, { color: io.color, maxCodeLines: 12 }).trimEnd());
        await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, "comment.md"), posted.body);
    }
    else
        say(p.red("(no comment was posted)"));
    const prNumber = Number(run.outputs.pr_number);
    const pr = Number.isInteger(prNumber) && prNumber > 0 ? await world.gh.pull(repo, prNumber) : undefined;
    section(io, p, "The pull request opened");
    if (pr) {
        say(`${p.bold(`#${pr.number} ${pr.title}`)}${pr.draft ? p.dim(" (draft)") : ""}`);
        say(`${pr.head.ref} → ${pr.base.ref} · ${pr.html_url}`);
        say();
        say(indent(renderForTerminal(pr.body ?? "", { color: io.color }).trimEnd(), "  "));
        await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, "pr.json"), `${JSON.stringify(pr, null, 2)}\n`);
    }
    else
        say(p.red("(no pull request was opened)"));
    const branch = run.outputs.branch;
    section(io, p, branch ? `The diff pushed (git diff main..${branch})` : "The diff pushed");
    if (branch) {
        const diff = await world.gh.git(repo).diff("main", branch);
        say(colorDiff(diff.trimEnd(), p));
        await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, "diff.patch"), diff);
    }
    else
        say(p.red("(nothing was pushed)"));
    return { branch, prNumber: pr?.number };
}
function section(io, p, title) {
    io.stdout(`\n${p.bold(`── ${title} ${"─".repeat(Math.max(3, 72 - title.length))}`)}\n\n`);
}
/** Runs the sample's tests; a failing run is an answer, not an error. */
async function npmTest(dir) {
    try {
        const { stdout, stderr } = await execFileAsync("npm", ["test"], {
            cwd: dir,
            timeout: 60_000,
            env: { ...process.env, NO_COLOR: "1" },
        });
        return { ok: true, output: stdout + stderr };
    }
    catch (err) {
        const e = err;
        return { ok: false, output: `${e.stdout ?? ""}${e.stderr ?? ""}` || e.message };
    }
}
/** A working copy of what was pushed, straight from the emulator's bare repository. */
async function cloneBranch(world, repo, branch, dir) {
    await execFileAsync("git", ["clone", "--quiet", "--branch", branch, world.gh.git(repo).dir, dir]);
    return dir;
}
async function readEvents(run) {
    const path = run.outputs.transcript_path?.replace(/\.md$/, ".jsonl");
    if (!path)
        return [];
    try {
        const text = await (0,promises_.readFile)(path, "utf8");
        return text
            .split("\n")
            .filter((l) => l.trim())
            .map((l) => JSON.parse(l));
    }
    catch {
        return [];
    }
}
async function copyTranscript(run, outDir) {
    const markdown = run.outputs.transcript_path;
    if (!markdown)
        return;
    await (0,promises_.cp)(markdown, (0,external_node_path_.join)(outDir, "transcript.md")).catch(() => undefined);
    await (0,promises_.cp)(markdown.replace(/\.md$/, ".jsonl"), (0,external_node_path_.join)(outDir, "events.jsonl")).catch(() => undefined);
}
function describeCounts(counts, p) {
    if (counts.passed === undefined)
        return "no test summary";
    const failed = counts.failed ?? 0;
    return `${counts.passed} passed, ${failed ? p.red(`${failed} failed`) : "0 failed"}`;
}
function colorDiff(diff, p) {
    return diff
        .split("\n")
        .map((l) => l.startsWith("+++") || l.startsWith("---")
        ? p.bold(l)
        : l.startsWith("+")
            ? p.green(l)
            : l.startsWith("-")
                ? p.red(l)
                : l.startsWith("@@")
                    ? p.cyan(l)
                    : l)
        .join("\n");
}
/** Relative to the current directory when inside it, else absolute. */
function shortPath(cwd, file) {
    const rel = (0,external_node_path_.relative)(cwd, file);
    return rel && !rel.startsWith("..") && !(0,external_node_path_.isAbsolute)(rel) ? rel : file;
}
function indent(text, by) {
    return text
        .split("\n")
        .map((l) => (l ? by + l : l))
        .join("\n");
}
function seconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}


/***/ })

};
