export const id = 419;
export const ids = [419];
export const modules = {

/***/ 51952:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fs: () => (/* binding */ commitWorkspace),
/* harmony export */   m4: () => (/* binding */ noreplyIdentity),
/* harmony export */   ww: () => (/* binding */ collectDiff),
/* harmony export */   xF: () => (/* binding */ headSha)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35061);
/* harmony import */ var _git_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50957);
// Committing the agent's work (simple-git, hardened: git-client.ts) and collecting everything a push would publish,
// for the secret scan (git.ts's runner: the plumbing reads objects through stdin). No hook, filter or fsmonitor
// from the repository runs here.


/** Stages everything (`add -A`, honouring .gitignore) and commits it. Returns the new HEAD, or null when there
 * is nothing new relative to `baseSha` (or, without it, nothing to commit). */
async function commitWorkspace(options) {
    const { repoDir } = options;
    const identity = options.identity ?? _git_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_BOT_IDENTITY */ .vM;
    const client = await (0,_git_client_js__WEBPACK_IMPORTED_MODULE_1__/* .gitClient */ .i)({ cwd: repoDir, workTree: repoDir, identity });
    await client.add(["-A", "--", "."]);
    const staged = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(["diff", "--cached", "--quiet", "--no-ext-diff", "--no-textconv"], {
        cwd: repoDir,
        workTree: repoDir,
    });
    if (staged.code === 0) {
        const head = await headSha(repoDir);
        return options.baseSha && head && head !== options.baseSha ? head : null;
    }
    if (staged.code !== 1)
        throw new Error(`git diff --cached failed: ${staged.stderr.trim()}`);
    const message = withCoAuthor(options.message, options.coAuthor);
    // --cleanup=whitespace: the default would drop lines starting with '#' ("#12 is fixed by …").
    await client.commit(message, { "--no-verify": null, "--no-gpg-sign": null, "--cleanup": "whitespace" });
    return (await headSha(repoDir)) ?? null;
}
/** The message with a `Co-authored-by:` trailer for the requester (once, in a trailer paragraph). */
function withCoAuthor(message, coAuthor) {
    const body = message.replace(/\s+$/, "") || "Changes by repo-agent";
    if (!coAuthor)
        return `${body}\n`;
    const clean = (s) => s.replace(/[<>\n\r]/g, "").trim();
    const trailer = `Co-authored-by: ${clean(coAuthor.name)} <${clean(coAuthor.email)}>`;
    if (body.includes(trailer))
        return `${body}\n`;
    return `${body}\n\n${trailer}\n`;
}
/** The noreply identity GitHub attributes to a user: `login <id+login@users.noreply.github.com>`. */
function noreplyIdentity(login, id) {
    return { name: login, email: id ? `${id}+${login}@users.noreply.github.com` : `${login}@users.noreply.github.com` };
}
async function headSha(repoDir) {
    const result = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(["rev-parse", "--verify", "-q", "HEAD^{commit}"], { cwd: repoDir });
    return result.code === 0 ? result.stdout.toString("utf8").trim() : undefined;
}
/** Blobs larger than this are not read into memory: they are reported as unscannable (and stop the push). */
const MAX_BLOB_BYTES = 50 * 1024 * 1024;
/** Everything a push of `head` would publish beyond `base`. */
async function collectDiff(options) {
    const { repoDir, base } = options;
    const head = options.head ?? (await headSha(repoDir)) ?? "HEAD";
    const run = { cwd: repoDir };
    const range = `${base}..${head}`;
    const commits = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(["rev-list", "--reverse", range], run)).split("\n").filter(Boolean);
    const items = [];
    // Each commit separately (an intermediate commit is pushed too), with its message and identities.
    const patches = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)([
        "log",
        "--reverse",
        "-p",
        "-U0",
        "--no-ext-diff",
        "--no-textconv",
        "--no-renames",
        "--no-color",
        "--format=commit %H%nauthor %an <%ae>%ncommitter %cn <%ce>%n%n%B%n",
        range,
    ], run);
    items.push({ label: "commits (messages and patches)", text: patches });
    const files = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(["diff", "--name-only", "-z", "--no-renames", base, head], run)).split("\0").filter(Boolean);
    // Every object the push sends, and every path that appears in any new tree (not only the final one).
    const listed = (await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(["rev-list", "--objects", range], run)).split("\n").filter(Boolean);
    const objects = [];
    const shaToPath = new Map();
    for (const line of listed) {
        const space = line.indexOf(" ");
        const sha = space === -1 ? line : line.slice(0, space);
        objects.push(sha);
        if (space > 0 && !shaToPath.has(sha))
            shaToPath.set(sha, line.slice(space + 1));
    }
    items.push({ label: "file names", paths: true, text: [...new Set([...files, ...shaToPath.values()])].join("\n") });
    // Full contents of new blobs, for the job's secret values (binary files, `-diff` attributes and deleted
    // intermediates do not show in a patch).
    const types = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .git */ .$Y)(["cat-file", "--batch-check=%(objectname) %(objecttype) %(objectsize)"], {
        ...run,
        input: objects.join("\n") + "\n",
    });
    const blobs = [];
    for (const line of types.split("\n")) {
        const [sha, type, size] = line.split(" ");
        if (type === "blob")
            blobs.push({ sha, size: Number(size) });
    }
    const readable = blobs.filter((b) => b.size <= MAX_BLOB_BYTES);
    for (const blob of blobs) {
        if (blob.size > MAX_BLOB_BYTES) {
            items.push({
                label: `content of ${shaToPath.get(blob.sha) ?? blob.sha}`,
                text: "",
                unscannable: `${blob.size} bytes, over the ${MAX_BLOB_BYTES}-byte scan limit`,
            });
        }
    }
    if (readable.length > 0) {
        const batch = await (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .runGit */ .EO)(["cat-file", "--batch"], {
            ...run,
            input: readable.map((b) => b.sha).join("\n") + "\n",
        });
        if (batch.code !== 0)
            throw new Error(`git cat-file --batch failed: ${batch.stderr.trim()}`);
        for (const { sha, content } of parseBatch(batch.stdout)) {
            // latin1 keeps every byte as one character, so raw bytes of a secret match whatever surrounds them.
            items.push({
                label: `content of ${shaToPath.get(sha) ?? sha}`,
                text: content.toString("latin1"),
                valuesOnly: true,
            });
        }
    }
    return { items, files, commits };
}
/** `git cat-file --batch` output: "<sha> <type> <size>\n<content>\n" per object. */
function parseBatch(out) {
    const objects = [];
    let pos = 0;
    while (pos < out.length) {
        const nl = out.indexOf(0x0a, pos);
        if (nl === -1)
            break;
        const [sha, type, size] = out.subarray(pos, nl).toString("utf8").split(" ");
        if (type === "missing" || size === undefined) {
            pos = nl + 1;
            continue;
        }
        const start = nl + 1;
        const end = start + Number(size);
        objects.push({ sha, content: out.subarray(start, end) });
        pos = end + 1;
    }
    return objects;
}


/***/ }),

/***/ 50957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ gitClient)
/* harmony export */ });
/* harmony import */ var simple_git__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74724);
/* harmony import */ var _hardened_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41542);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35061);
// simple-git, hardened the way git.ts hardens every git process: for the landing's commands that change things
// (commit, fetch, rebase, push). The environment is built from scratch (hardened-env.ts), the token travels only in
// it, and the hardening config (hooks at /dev/null, no fsmonitor, no credential helper or askpass, http(s) only,
// every filter/diff/merge driver the repository defines switched off) goes through GIT_CONFIG_COUNT, where it
// outranks the repository's own config and never shows in argv.
//
// simple-git's guards stay on, except the categories our fixed overrides need: simple-git cannot tell
// `core.hooksPath=/dev/null` from an attacker's hooks path, so the config categories we only ever set to inert
// values are allowed (ALLOWED below), and every other guard (--upload-pack/--receive-pack/--exec, rebase --exec,
// ssh commands, URL rewrites, includes, templates, git proxies, gpg programs, aliases, custom binaries, the
// config-path options and environment, editors, pagers, abbreviated options) still refuses.



/** The guard categories of the overrides in HARDENING_CONFIG and driverOverrides(): each key is set to "off". */
const ALLOWED = {
    allowUnsafeConfigEnvCount: true,
    allowUnsafeHooksPath: true,
    allowUnsafeFsMonitor: true,
    allowUnsafeAskPass: true,
    allowUnsafeCredentialHelper: true,
    allowUnsafeProtocolOverride: true,
    allowUnsafeFilter: true,
    allowUnsafeDiffTextConv: true,
    allowUnsafeDiffExternal: true,
    allowUnsafeMergeDriver: true,
};
/** Set by hardened-env.ts for every process, but guarded by simple-git; each is covered another way here: global
 * config by HOME and XDG_CONFIG_HOME at /dev/null, pagers by never having a terminal, editors by commands that
 * never open one (a message with -m, a non-interactive rebase), askpass by core.askPass="" and no prompts. */
const LEFT_OUT = new Set([
    "GIT_CONFIG_GLOBAL",
    "GIT_PAGER",
    "PAGER",
    "GIT_EDITOR",
    "GIT_SEQUENCE_EDITOR",
    "GIT_ASKPASS",
    "SSH_ASKPASS",
    "core.pager",
]);
/** A simple-git client for `options.cwd`; refuses (throws) when the repository's config cannot be read. */
async function gitClient(options) {
    const overrides = options.noRepo ? {} : await (0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .driverOverrides */ .Mj)(options.cwd);
    if (!overrides)
        throw new Error("refusing to run git: the repository's configuration could not be read");
    const config = { ..._git_js__WEBPACK_IMPORTED_MODULE_1__/* .HARDENING_CONFIG */ .YZ, ...overrides, ...options.secretConfig };
    const identity = options.identity;
    if (identity)
        Object.assign(config, { "user.name": identity.name, "user.email": identity.email, "user.useConfigOnly": "false" });
    const env = (0,_hardened_env_js__WEBPACK_IMPORTED_MODULE_2__/* .hardenedEnv */ .h)({
        ...(0,_git_js__WEBPACK_IMPORTED_MODULE_1__/* .envConfig */ .KJ)(without(config)),
        ...(options.workTree ? { GIT_WORK_TREE: options.workTree } : {}),
        ...(identity
            ? {
                GIT_AUTHOR_NAME: identity.name,
                GIT_AUTHOR_EMAIL: identity.email,
                GIT_COMMITTER_NAME: identity.name,
                GIT_COMMITTER_EMAIL: identity.email,
            }
            : {}),
    });
    const allowed = without(env);
    return (0,simple_git__WEBPACK_IMPORTED_MODULE_0__/* .simpleGit */ .Lp)({
        baseDir: options.cwd,
        timeout: { block: options.timeoutMs ?? 120_000 },
        unsafe: ALLOWED,
        // The variables we set ourselves; anything else starting with GIT_ is removed by simple-git.
        allowEnvironment: Object.keys(allowed).filter((name) => /^git/i.test(name)),
    }).env(allowed);
}
function without(entries) {
    return Object.fromEntries(Object.entries(entries).filter(([key]) => !LEFT_OUT.has(key)));
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

/***/ 3419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VerifySession: () => (/* binding */ VerifySession)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/report/fence.ts
var fence = __webpack_require__(69183);
// EXTERNAL MODULE: ./src/report/neutralize.ts
var neutralize = __webpack_require__(26595);
// EXTERNAL MODULE: ./src/report/stats.ts
var stats = __webpack_require__(68621);
;// CONCATENATED MODULE: ./src/verify/render.ts
// How the checks' outcome is shown: the "Checked by repo-agent" block of the pull request body and the final
// comment, and the check run's output. What it says comes from the action's own runs, never from the model.



const CHECK_RUN_NAME = "repo-agent / verify";
/** The tail of a failing command shown under its row. */
const TAIL_CHARS = 3_000;
/** The markdown block: a table with each command, ✓/✗ and its time, then each failure's tail in `<details>`. */
function renderChecksBlock(report, o) {
    const verdict = report.ok
        ? "all checks passed"
        : `${report.checks.filter((c) => !c.ok).length} of ${report.checks.length} failed`;
    const parts = [`#### ${report.ok ? "✅" : "❌"} Checked by repo-agent: ${verdict}`, renderTable(report, o.redact)];
    for (const c of report.checks.filter((check) => !check.ok)) {
        const tail = tailOf(o.redact(c.output), TAIL_CHARS);
        parts.push(`<details><summary>${(0,fence/* escapeHtml */.ZD)(o.redact(c.command))}: ${(0,fence/* escapeHtml */.ZD)(c.status)}</summary>\n\n${(0,fence/* fencedBlock */.zW)((0,neutralize/* neutralizeTriggerLines */.j$)(tail, o.trigger))}\n\n</details>`);
    }
    if (o.checkRunNote)
        parts.push(o.checkRunNote);
    return parts.join("\n\n");
}
function renderTable(report, redact) {
    const rows = report.checks.map((c) => `| ${c.ok ? "✓" : "✗"} | ${(0,fence/* inlineCode */.ti)(redact(c.command)).replace(/\|/g, "\\|")} | ${(0,stats/* formatDuration */.a3)(c.durationMs)} | ${c.status} |`);
    return ["| | Command | Time | Result |", "| --- | --- | --- | --- |", ...rows].join("\n");
}
/** The check run's title, summary and text (GitHub caps each at 65,535 characters). */
function renderCheckRunOutput(report, o) {
    const failed = report.checks.filter((c) => !c.ok);
    const title = report.ok
        ? `${report.checks.length} checks passed`
        : `${failed.length} of ${report.checks.length} checks failed`;
    const summary = renderTable(report, o.redact);
    const text = failed
        .map((c) => `### ${(0,fence/* inlineCode */.ti)(o.redact(c.command))}: ${c.status}\n\n${(0,fence/* fencedBlock */.zW)((0,neutralize/* neutralizeTriggerLines */.j$)(tailOf(o.redact(c.output), 20_000), o.trigger))}`)
        .join("\n\n");
    return { title, summary, ...(text ? { text } : {}) };
}
/** The last `maxChars` of the output, where a test runner prints what failed and how it ended. */
function tailOf(text, maxChars) {
    const trimmed = text.trimEnd();
    if (trimmed.length <= maxChars)
        return trimmed;
    return `…\n${trimmed.slice(trimmed.length - maxChars).replace(/^[^\n]*\n/, "")}`;
}

;// CONCATENATED MODULE: ./src/verify/check-run.ts
// The checks' outcome as a check run on the pushed commit, so branch protection and the PR's checks list see the
// action's own result. A token without `checks: write` (GitHub's default for a workflow that lists its
// permissions without it) gets a 403: that is said once in the comment, never a failed run.

/** Creates the completed check run. Returns a note for the comment when there is none, else undefined. */
async function publishCheckRun(octokit, target, report, o) {
    try {
        await octokit.rest.checks.create({
            owner: target.owner,
            repo: target.repo,
            name: CHECK_RUN_NAME,
            head_sha: target.headSha,
            status: "completed",
            conclusion: report.ok ? "success" : "failure",
            completed_at: new Date().toISOString(),
            ...(target.detailsUrl ? { details_url: target.detailsUrl } : {}),
            output: renderCheckRunOutput(report, o),
        });
        return undefined;
    }
    catch (err) {
        const status = err.status;
        if (status === 403)
            return `No \`${CHECK_RUN_NAME}\` check run on the commit: the workflow token lacks \`checks: write\` (add it to the workflow's \`permissions:\`).`;
        return `No \`${CHECK_RUN_NAME}\` check run on the commit: GitHub answered ${typeof status === "number" ? status : err.message}.`;
    }
}

// EXTERNAL MODULE: ./src/land/git.ts
var git = __webpack_require__(35061);
// EXTERNAL MODULE: ./src/land/commit.ts
var commit = __webpack_require__(51952);
;// CONCATENATED MODULE: ./src/verify/changes.ts
// Whether there is anything to land, and so anything to check: a file changed, added or deleted in the work
// tree, or a commit past where the run started. Through the hardened git runner (no repository hook or
// fsmonitor runs).


async function workspaceChanged(workspace, startSha) {
    const status = await (0,git/* runGit */.EO)(["status", "--porcelain", "--untracked-files=all"], {
        cwd: workspace,
        workTree: workspace,
    });
    if (status.code !== 0 || status.stdout.length > 0)
        return true;
    const head = await (0,commit/* headSha */.xF)(workspace);
    return startSha !== undefined && head !== undefined && head !== startSha;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/transcript-events.ts
var transcript_events = __webpack_require__(7243);
// EXTERNAL MODULE: ./src/truncate.ts
var truncate = __webpack_require__(6689);
;// CONCATENATED MODULE: ./src/verify/run.ts
// The checks the action runs itself (policy `verify`), so what lands is never only the model's word. The
// commands are the maintainer's (from the default branch's policy), so they skip the bash allow list, but they
// run in the run's own sandbox: same user, same scrubbed environment, same network rule, same process-group kill.





/** Kept output per command: enough for a failing test's assertion and stack, small enough for a comment. */
const OUTPUT_CHARS = 6_000;
/**
 * Runs the checks when the agent says it is done (`beforeEnd`), feeds a failure back at most `attempts` times,
 * and gives the final word before landing (`final`).
 */
class Verifier {
    o;
    latest;
    /** Whether `latest` describes the workspace as it will land (nothing ran after it). */
    fresh = false;
    feedbacks = 0;
    runs = 0;
    constructor(o) {
        this.o = o;
    }
    /** The loop's end-of-turn hook: undefined lets the run end; a text is the next user turn. */
    async beforeEnd(signal) {
        if (!(await this.o.hasChanges()))
            return undefined;
        const report = await this.runAll(signal);
        if (report.ok || this.feedbacks >= this.o.settings.attempts || signal.aborted) {
            this.fresh = true;
            return undefined;
        }
        this.feedbacks++;
        this.fresh = false;
        // The command lines too: they are the maintainer's, and the model sees nothing unredacted.
        return this.o.redact(renderFeedback(report, this.feedbacks, this.o.settings.attempts));
    }
    /** The outcome of the workspace as it lands: the last run when nothing changed since, else a new one.
     * Undefined when there is nothing to land. */
    async final(signal) {
        if (this.fresh && this.latest)
            return this.latest;
        if (!(await this.o.hasChanges()))
            return undefined;
        return this.runAll(signal);
    }
    async runAll(signal) {
        this.runs++;
        await (0,promises_.mkdir)(this.o.spillDir, { recursive: true });
        const checks = [];
        for (const [i, command] of this.o.settings.run.entries()) {
            const id = `verify-${this.runs}-${i + 1}`;
            const turn = this.o.turn?.() ?? 0;
            this.o.emit?.({
                type: "tool_call",
                at: (0,transcript_events/* now */.t)(),
                turn,
                id,
                name: "verify",
                input: { command },
                display: `verify: ${command}`,
            });
            const check = await this.runOne(command, signal);
            this.o.emit?.(resultEvent(check, id, turn));
            checks.push(check);
        }
        this.latest = { ok: checks.every((c) => c.ok), checks, runs: this.runs };
        return this.latest;
    }
    async runOne(command, signal) {
        const started = Date.now();
        const spillFile = external_node_path_default().join(this.o.spillDir, `verify-${Date.now()}-${(0,external_node_crypto_.randomBytes)(3).toString("hex")}.log`);
        const timeoutMs = this.o.settings.timeout_seconds * 1000;
        try {
            const r = await this.o.sandbox.run({ command, cwd: this.o.workspace, timeoutMs, signal, spillFile });
            const ok = r.exitCode === 0 && !r.timedOut && !r.aborted;
            const status = r.timedOut
                ? `timed out after ${this.o.settings.timeout_seconds} s`
                : r.aborted
                    ? "stopped"
                    : r.signal
                        ? `killed by ${r.signal}`
                        : `exit ${r.exitCode}`;
            return { command, ok, status, durationMs: r.durationMs, output: this.bound(r.output) };
        }
        catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            return {
                command,
                ok: false,
                status: "could not run",
                durationMs: Date.now() - started,
                output: this.bound(message),
            };
        }
    }
    bound(text) {
        return (0,truncate/* truncateHeadTail */.j)(this.o.redact(text), OUTPUT_CHARS).text;
    }
}
/** A check as the transcript shows a tool's result: its kept output (bounded, redacted) and how it ended. */
function resultEvent(check, id, turn) {
    const output = `${check.output.trimEnd()}${check.output.trim() ? "\n\n" : ""}${check.ok ? "Passed" : "Failed"}: ${check.status}`;
    return {
        type: "tool_result",
        at: (0,transcript_events/* now */.t)(),
        turn,
        id,
        name: "verify",
        isError: !check.ok,
        errorType: check.ok ? undefined : check.status.startsWith("timed out") ? "timeout" : "execution",
        durationMs: check.durationMs,
        outputChars: output.length,
        output,
        display: `verify: ${check.command} (${check.status})`,
        metadata: { verify: true },
    };
}
/** The user turn a failure becomes: what failed, the failing part, and what is left. */
function renderFeedback(report, attempt, attempts) {
    const failed = report.checks.filter((c) => !c.ok);
    const parts = [
        `repo-agent ran the repository's checks before landing your work, and ${failed.length === 1 ? "one failed" : `${failed.length} failed`} (attempt ${attempt} of ${attempts} to fix them):`,
        ...failed.map((c) => `$ ${c.command}  → ${c.status}\n${c.output.trimEnd()}`),
        "Fix the cause (not the check), then finish. These checks run again when you are done; their result, not your summary, is what the pull request reports.",
    ];
    return parts.join("\n\n");
}

;// CONCATENATED MODULE: ./src/verify/session.ts
// One run's verification, from the loop's end to the final comment: the Verifier behind the loop's `beforeEnd`,
// the final outcome before landing, what landing does with it, and the check run on the pushed commit. Kept
// apart so the run (execute.ts) only calls it at those four points.





class VerifySession {
    o;
    verifier;
    report;
    checkRunNote;
    /** Undefined when the policy asks for no checks. Plan and other read-only runs do not create one. */
    static create(o) {
        return o.policy.verify.run.length > 0 ? new VerifySession(o) : undefined;
    }
    constructor(o) {
        this.o = o;
        this.verifier = new Verifier({
            settings: o.policy.verify,
            sandbox: o.sandbox,
            workspace: o.workspace,
            spillDir: external_node_path_default().join(o.runDir, "verify"),
            redact: o.redact,
            hasChanges: () => workspaceChanged(o.workspace, o.startSha),
            emit: o.emit,
            turn: o.turn,
        });
    }
    /** For the loop's `beforeEnd`. */
    beforeEnd(signal) {
        return this.verifier.beforeEnd(signal);
    }
    /** The outcome of what will land (undefined: nothing to land). Runs the checks again if the agent changed
     * anything after their last run (a budget stopped it mid-fix). */
    async conclude() {
        this.report = await this.verifier.final(new AbortController().signal);
        if (!this.report)
            return undefined;
        this.o.log?.(`verify: ${this.report.ok ? "all checks passed" : "checks failed"}`);
        return { block: this.block(), ok: this.report.ok, onFailure: this.o.policy.verify.on_failure };
    }
    /** The check run on the pushed commit; a missing `checks: write` becomes one line of the comment. */
    async publish(octokit, target) {
        if (!this.report)
            return;
        this.checkRunNote = await publishCheckRun(octokit, target, this.report, {
            redact: this.o.redact,
            trigger: this.o.trigger,
        });
        if (this.checkRunNote)
            this.o.log?.(this.checkRunNote);
    }
    /** `verified` output: undefined when nothing was checked. */
    get verified() {
        return this.report?.ok;
    }
    /** The block for the final comment, with the check-run note when there is one. */
    commentBlock() {
        return this.report ? this.block(this.checkRunNote) : undefined;
    }
    block(checkRunNote) {
        return renderChecksBlock(this.report, { redact: this.o.redact, trigger: this.o.trigger, checkRunNote });
    }
}


/***/ })

};
