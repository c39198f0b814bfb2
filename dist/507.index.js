export const id = 507;
export const ids = [507];
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

/***/ 34507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  landChanges: () => (/* binding */ landChanges)
});

// EXTERNAL MODULE: ./src/land/commit.ts
var commit = __webpack_require__(51952);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/land/branch.ts
var branch = __webpack_require__(40949);
// EXTERNAL MODULE: ./node_modules/simple-git/dist/index.mjs + 2 modules
var dist = __webpack_require__(74724);
// EXTERNAL MODULE: ./src/land/git.ts
var git = __webpack_require__(35061);
// EXTERNAL MODULE: ./src/land/git-client.ts
var git_client = __webpack_require__(50957);
;// CONCATENATED MODULE: ./src/land/push.ts
// Pushing the agent's branch. The token exists only in the environment of git processes that run in a fresh,
// action-owned bare repository whose objects come from the workspace through `objects/info/alternates`: the
// workspace's config (URL rewrites, proxies, credential helpers, included files) is never read while the token
// is present, and the token is never in argv or a URL. Never a force push: on a non-fast-forward, fetch the
// remote branch, rebase our commits on top once, and push again; otherwise say why. Fetch, push and rebase run
// through simple-git, hardened (git-client.ts); the plumbing that moves objects runs through git.ts's runner.







async function pushBranch(options) {
    const target = (0,branch/* checkPushTarget */.UM)(options.branch, {
        defaultBranch: options.defaultBranch,
        protectedBranches: options.protectedBranches,
    });
    if (!target.ok)
        return { ok: false, reason: "refused-branch", message: target.reason };
    const timeoutMs = options.timeoutMs ?? 300_000;
    const clean = await createPushRepo(options.repoDir);
    try {
        const sha = options.sha ?? (await (0,git/* git */.$Y)(["rev-parse", "--verify", "HEAD^{commit}"], { cwd: options.repoDir })).trim();
        const auth = authConfig(options.url, options.token);
        const first = await pushFrom(clean, options, sha, auth, timeoutMs);
        if (first.ok)
            return { ok: true, sha, rebased: false, created: first.created };
        if (!first.nonFastForward)
            return { ok: false, reason: "rejected", message: `git push was rejected: ${first.detail}` };
        // Someone pushed to the branch during the run: put our commits on top, once.
        const fetched = await fetchRemoteBranch(clean, options, auth, sha, timeoutMs);
        if (!fetched.ok)
            return {
                ok: false,
                reason: "non-fast-forward",
                message: `the branch moved on the remote and fetching it failed: ${fetched.message}`,
            };
        const remoteSha = fetched.sha;
        const rebased = await rebaseOnto(options, remoteSha, sha);
        if (!rebased.ok)
            return { ok: false, reason: "rebase-conflict", message: rebased.message };
        const second = await pushFrom(clean, options, rebased.sha, auth, timeoutMs);
        if (second.ok)
            return { ok: true, sha: rebased.sha, rebased: true, created: false };
        return {
            ok: false,
            reason: second.nonFastForward ? "non-fast-forward" : "rejected",
            message: `the branch "${options.branch}" keeps moving on the remote; the work is committed locally (${rebased.sha.slice(0, 12)}) but not pushed: ${second.detail}`,
        };
    }
    catch (err) {
        return { ok: false, reason: "error", message: err instanceof Error ? err.message : String(err) };
    }
    finally {
        await external_node_fs_.promises.rm(clean, { recursive: true, force: true });
    }
}
/** Fetches the remote `branch` into the scratch repository `clean` and copies the objects the workspace lacks
 * (beyond `localSha`) into it, so the workspace can rebase on it or check it out. The remote tip, or what git said. */
async function fetchRemoteBranch(clean, options, auth, localSha, timeoutMs) {
    const remote = await (0,git_client/* gitClient */.i)({ cwd: clean, noRepo: true, secretConfig: auth, timeoutMs });
    const failed = await remote
        .fetch(options.url, `+refs/heads/${options.branch}:refs/remotes/upstream/${options.branch}`, [
        "--quiet",
        "--no-tags",
    ])
        .then(() => undefined, (err) => gitMessage(err));
    if (failed !== undefined)
        return { ok: false, message: failed };
    const sha = (await (0,git/* git */.$Y)(["rev-parse", `refs/remotes/upstream/${options.branch}`], { cwd: clean, noRepo: true })).trim();
    await copyObjects(clean, options.repoDir, sha, localSha);
    return { ok: true, sha };
}
/** Env config carrying the token for `url` (nothing for local paths or without a token). */
function authConfig(url, token) {
    if (!token || !/^https?:\/\//i.test(url))
        return undefined;
    return (0,git/* tokenConfig */.Su)(url, token);
}
/** A bare repository owned by the action, borrowing the workspace's objects (and its shallow boundary). */
async function createPushRepo(repoDir) {
    const gitDir = await (0,git/* gitDirOf */.z0)(repoDir);
    const commonDir = await readCommonDir(gitDir);
    const dir = await external_node_fs_.promises.mkdtemp(external_node_path_default().join(external_node_os_default().tmpdir(), "repo-agent-push-"));
    await (0,git/* git */.$Y)(["init", "--quiet", "--bare", dir], { cwd: dir, noRepo: true });
    await external_node_fs_.promises.writeFile(external_node_path_default().join(dir, "objects", "info", "alternates"), `${external_node_path_default().join(commonDir, "objects")}\n`);
    try {
        await external_node_fs_.promises.copyFile(external_node_path_default().join(commonDir, "shallow"), external_node_path_default().join(dir, "shallow"));
    }
    catch {
        // not a shallow clone
    }
    return dir;
}
async function readCommonDir(gitDir) {
    try {
        const text = (await external_node_fs_.promises.readFile(external_node_path_default().join(gitDir, "commondir"), "utf8")).trim();
        return text ? external_node_path_default().resolve(gitDir, text) : gitDir;
    }
    catch {
        return gitDir;
    }
}
async function pushFrom(clean, options, sha, auth, timeoutMs) {
    const ref = `refs/heads/${options.branch}`;
    await (0,git/* git */.$Y)(["update-ref", ref, sha], { cwd: clean, noRepo: true });
    const client = await (0,git_client/* gitClient */.i)({ cwd: clean, noRepo: true, secretConfig: auth, timeoutMs });
    try {
        // No `+` and no --force: a non-fast-forward is refused by the server, never overwritten.
        const result = await client.push(options.url, `${ref}:${ref}`, ["--porcelain", "--no-verify"]);
        return { ok: true, created: result.pushed.some((p) => p.new) };
    }
    catch (err) {
        const text = gitMessage(err);
        // "cannot lock ref … reference already exists": another run created the branch while ours was received.
        const nonFastForward = /\[rejected\].*\((?:fetch first|non-fast-forward)\)|non-fast-forward|fetch first|rejected because the remote contains work|cannot lock ref .*reference already exists/.test(text);
        const timedOut = err instanceof dist/* GitError */.XS && /block timeout/.test(err.message);
        return {
            ok: false,
            nonFastForward,
            detail: timedOut ? `timed out after ${timeoutMs} ms` : text.split("\n").slice(-6).join("\n"),
        };
    }
}
/** What git said when a simple-git command failed (its stderr, or stdout when that is all there is). */
function gitMessage(err) {
    return (err instanceof Error ? err.message : String(err)).trim();
}
/** Moves the objects of `remoteSha` that the workspace lacks into it, as a pack: no transport and no remote
 * lookup run in the workspace (a planted `url.*.insteadOf` or `remote.*` entry has nothing to act on). */
async function copyObjects(clean, repoDir, remoteSha, localSha) {
    const pack = await (0,git/* runGit */.EO)(["pack-objects", "--revs", "--stdout", "--quiet"], {
        cwd: clean,
        noRepo: true,
        input: `${remoteSha}\n^${localSha}\n`,
    });
    if (pack.code !== 0)
        throw new Error(`could not pack the remote branch's objects: ${pack.stderr.trim()}`);
    const index = await (0,git/* runGit */.EO)(["index-pack", "--stdin", "--fix-thin"], { cwd: repoDir, input: pack.stdout });
    if (index.code !== 0)
        throw new Error(`could not add the remote branch's objects to the workspace: ${index.stderr.trim()}`);
}
async function rebaseOnto(options, remoteSha, sha) {
    const run = { cwd: options.repoDir, workTree: options.repoDir, identity: options.identity ?? git/* DEFAULT_BOT_IDENTITY */.vM };
    const upstream = options.baseSha ?? remoteSha;
    // Rebase the checked-out branch when it is what we push, so the workspace stays on it; else a detached commit.
    const current = await (0,git/* runGit */.EO)(["symbolic-ref", "-q", "HEAD"], run);
    const branchRef = current.code === 0 ? current.stdout.toString("utf8").trim() : "";
    const tip = branchRef
        ? (await (0,git/* runGit */.EO)(["rev-parse", "--verify", "-q", branchRef], run)).stdout.toString("utf8").trim()
        : "";
    const what = branchRef && tip === sha ? branchRef.replace(/^refs\/heads\//, "") : sha;
    const client = await (0,git_client/* gitClient */.i)(run);
    try {
        await client.rebase(["--no-autostash", "--no-verify", "--onto", remoteSha, upstream, what]);
    }
    catch {
        await client.rebase(["--abort"]).catch(() => undefined);
        return {
            ok: false,
            message: `the branch "${options.branch}" changed on the remote during the run and our commits do not apply on top of it (rebase conflict); the work is committed locally (${sha.slice(0, 12)}) but not pushed`,
        };
    }
    const newSha = (await (0,git/* git */.$Y)(["rev-parse", "--verify", "HEAD^{commit}"], run)).trim();
    return { ok: true, sha: newSha };
}

;// CONCATENATED MODULE: ./src/land/git-data.ts
// Landing through GitHub's Git Data API (`commit_signing: api`): the agent's local commits are re-created on GitHub
// as blobs, trees and commits, so GitHub signs them (Verified) when the token is an App's, then the branch is moved
// with a fast-forward-only ref update. Nothing is uploaded before the caller's secret scan of the local commits,
// and every tree GitHub builds is compared with the local commit's tree before the branch moves: what lands is
// byte for byte what a push would have sent (modes, symlinks, deletions, binary files). The update is a
// compare-and-swap: when the branch moved meanwhile, GitHub refuses it (422), and our commits are rebased on the
// new tip and replayed, a bounded number of times; never forced.




/** Above this many commits, the run's commits land as one (each commit costs a few rate-limited API writes). */
const MAX_REPLAYED_COMMITS = 20;
/** Text files up to this size travel inside the tree request; larger or binary ones are uploaded as blobs. */
const MAX_INLINE_BYTES = 64 * 1024;
async function landThroughApi(options) {
    const target = (0,branch/* checkPushTarget */.UM)(options.branch, {
        defaultBranch: options.defaultBranch,
        protectedBranches: options.protectedBranches,
    });
    if (!target.ok)
        return { ok: false, reason: "refused-branch", message: target.reason };
    const timeoutMs = options.timeoutMs ?? 300_000;
    const auth = authConfig(options.url, options.token);
    const clean = await createPushRepo(options.repoDir);
    try {
        const head = options.sha ?? (await (0,git/* git */.$Y)(["rev-parse", "--verify", "HEAD^{commit}"], { cwd: options.repoDir })).trim();
        let local = head;
        let base = options.baseSha ?? (await (0,git/* git */.$Y)(["rev-parse", "--verify", `${head}^`], { cwd: options.repoDir })).trim();
        let exists = (await readBranch(options)) !== undefined;
        const replay = new Replay(options);
        const attempts = options.maxAttempts ?? 3;
        for (let attempt = 1;; attempt++) {
            const landed = await replay.commits(base, local);
            if (!landed.ok)
                return { ok: false, reason: "error", message: landed.message };
            const moved = await moveBranch(options, landed.sha, exists);
            if (moved.kind === "ok") {
                const notes = [...replay.notes, ...(await checkOut(clean, options, auth, local, landed.sha, timeoutMs))];
                if (!landed.verified)
                    notes.push(`GitHub did not sign the commit (${landed.reason}): it signs commits made through the API with a GitHub App's token (the workflow's GITHUB_TOKEN is one).`);
                return { ok: true, sha: landed.sha, rebased: attempt > 1, created: !exists, notes };
            }
            if (moved.kind === "failed")
                return { ok: false, reason: "rejected", message: moved.message };
            if (attempt >= attempts)
                return {
                    ok: false,
                    reason: "non-fast-forward",
                    message: `the branch "${options.branch}" kept moving on GitHub (${attempts} ref updates refused); the work is committed locally (${local.slice(0, 12)}) but not published`,
                };
            // The branch moved since we read it: put our commits on its new tip and try again (never force).
            const fetched = await fetchRemoteBranch(clean, options, auth, local, timeoutMs);
            if (!fetched.ok)
                return {
                    ok: false,
                    reason: "non-fast-forward",
                    message: `the branch moved on GitHub and fetching it failed: ${fetched.message}`,
                };
            const rebased = await rebaseOnto({ ...options, baseSha: base }, fetched.sha, local);
            if (!rebased.ok)
                return { ok: false, reason: "rebase-conflict", message: rebased.message };
            base = fetched.sha;
            local = rebased.sha;
            exists = true;
        }
    }
    catch (err) {
        return { ok: false, reason: "error", message: err instanceof Error ? err.message : String(err) };
    }
    finally {
        await external_node_fs_.promises.rm(clean, { recursive: true, force: true });
    }
}
function statusOf(err) {
    const status = err?.status;
    return typeof status === "number" ? status : undefined;
}
async function readBranch(options) {
    try {
        const { data } = await options.api.rest.git.getRef({
            owner: options.owner,
            repo: options.repo,
            ref: `heads/${options.branch}`,
        });
        return data.object.sha;
    }
    catch (err) {
        if (statusOf(err) === 404)
            return undefined;
        throw err;
    }
}
async function moveBranch(options, sha, exists) {
    const { owner, repo, branch } = options;
    try {
        if (exists)
            await options.api.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha, force: false });
        else
            await options.api.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha });
        return { kind: "ok" };
    }
    catch (err) {
        if (statusOf(err) === 422)
            return { kind: "moved" };
        const message = err instanceof Error ? err.message : String(err);
        return {
            kind: "failed",
            message: `GitHub refused to ${exists ? "update" : "create"} the branch "${branch}": ${message}`,
        };
    }
}
/** Re-creates local commits on GitHub, remembering the blobs it uploaded across attempts. */
class Replay {
    options;
    notes = [];
    uploaded = new Set();
    constructor(options) {
        this.options = options;
    }
    /** The commits `base..head` (first parents), each on the previous one, starting on `base` (which GitHub has). */
    async commits(base, head) {
        const cwd = this.options.repoDir;
        let list = (await (0,git/* git */.$Y)(["rev-list", "--reverse", "--first-parent", `${base}..${head}`], { cwd }))
            .split("\n")
            .filter(Boolean);
        if (list.length > MAX_REPLAYED_COMMITS) {
            this.notes.push(`The run's ${list.length} commits were published as one commit (GitHub's API path).`);
            list = [head];
        }
        let parent = base;
        let previous = base;
        let result = { ok: false, message: "there was no commit to publish" };
        for (const commit of list) {
            const tree = await this.tree(previous, commit);
            if (!tree.ok)
                return tree;
            const { data } = await this.options.api.rest.git.createCommit({
                owner: this.options.owner,
                repo: this.options.repo,
                message: await commitMessage(cwd, commit),
                tree: tree.sha,
                parents: [parent],
            });
            result = {
                ok: true,
                sha: data.sha,
                verified: data.verification?.verified === true,
                reason: data.verification?.reason ?? "no verification reported",
            };
            parent = data.sha;
            previous = commit;
        }
        return result;
    }
    /** The tree of `commit`, built on GitHub from `previous`'s tree and the changes between them, and checked. */
    async tree(previous, commit) {
        const cwd = this.options.repoDir;
        const want = (await (0,git/* git */.$Y)(["rev-parse", `${commit}^{tree}`], { cwd })).trim();
        const baseTree = (await (0,git/* git */.$Y)(["rev-parse", `${previous}^{tree}`], { cwd })).trim();
        const changes = await changedEntries(cwd, previous, commit);
        if (changes.length === 0)
            return { ok: true, sha: baseTree };
        const tree = [];
        for (const change of changes)
            tree.push(await this.entry(change));
        const { data } = await this.options.api.rest.git.createTree({
            owner: this.options.owner,
            repo: this.options.repo,
            base_tree: baseTree,
            tree,
        });
        if (data.sha !== want)
            return {
                ok: false,
                message: `GitHub built tree ${data.sha.slice(0, 12)} where the local commit has ${want.slice(0, 12)}; nothing was published (the branch was not moved)`,
            };
        return { ok: true, sha: data.sha };
    }
    async entry(change) {
        if (change.sha === null)
            return { path: change.path, mode: change.mode, type: change.type, sha: null };
        if (change.type === "commit")
            return { path: change.path, mode: change.mode, type: "commit", sha: change.sha };
        if (this.uploaded.has(change.sha))
            return { path: change.path, mode: change.mode, type: "blob", sha: change.sha };
        const content = await readBlob(this.options.repoDir, change.sha);
        const text = content.length <= MAX_INLINE_BYTES ? utf8(content) : undefined;
        if (text !== undefined)
            return { path: change.path, mode: change.mode, type: "blob", content: text };
        const { data } = await this.options.api.rest.git.createBlob({
            owner: this.options.owner,
            repo: this.options.repo,
            content: content.toString("base64"),
            encoding: "base64",
        });
        if (data.sha !== change.sha)
            throw new Error(`GitHub stored ${change.path} as blob ${data.sha.slice(0, 12)}, not ${change.sha.slice(0, 12)}`);
        this.uploaded.add(change.sha);
        return { path: change.path, mode: change.mode, type: "blob", sha: change.sha };
    }
}
/** The text when `content` is valid UTF-8 that survives a round trip (so GitHub stores the same bytes). */
function utf8(content) {
    try {
        const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(content);
        return Buffer.from(text, "utf8").equals(content) ? text : undefined;
    }
    catch {
        return undefined;
    }
}
const ZERO = /^0+$/;
/** What changed from `a` to `b`, file by file (`diff-tree -r --raw -z`, no rename detection): deletions with the
 * old mode and a null sha, additions and modifications (content, mode or type) with the new mode and object. */
async function changedEntries(cwd, a, b) {
    const out = await (0,git/* git */.$Y)(["diff-tree", "-r", "-z", "--raw", "--no-renames", "--no-commit-id", a, b], { cwd });
    const fields = out.split("\0");
    const changes = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
        const [srcMode, dstMode, , dstSha, status] = fields[i].replace(/^:/, "").split(" ");
        const path = fields[i + 1];
        if (!status)
            continue;
        const deleted = status === "D" || ZERO.test(dstMode);
        const mode = (deleted ? srcMode : dstMode);
        changes.push({ path, mode, type: mode === "160000" ? "commit" : "blob", sha: deleted ? null : dstSha });
    }
    return changes;
}
async function readBlob(cwd, sha) {
    const result = await (0,git/* runGit */.EO)(["cat-file", "blob", sha], { cwd });
    if (result.code !== 0)
        throw new Error(`could not read blob ${sha}: ${result.stderr.trim()}`);
    return result.stdout;
}
/** The commit's message exactly as stored (what follows the header's blank line). */
async function commitMessage(cwd, sha) {
    const result = await (0,git/* runGit */.EO)(["cat-file", "commit", sha], { cwd });
    if (result.code !== 0)
        throw new Error(`could not read commit ${sha}: ${result.stderr.trim()}`);
    const raw = result.stdout.toString("utf8");
    const at = raw.indexOf("\n\n");
    return at === -1 ? "" : raw.slice(at + 2);
}
/** Brings the published commit into the workspace and points the local branch (or detached HEAD) at it, so later
 * steps see what GitHub has. Its tree is the local one, so the index and files stay as they are. Failing here
 * loses nothing (the work is on GitHub): it is a note. */
async function checkOut(clean, options, auth, local, published, timeoutMs) {
    const fetched = await fetchRemoteBranch(clean, options, auth, local, timeoutMs);
    const cwd = options.repoDir;
    const has = await (0,git/* runGit */.EO)(["cat-file", "-e", `${published}^{commit}`], { cwd });
    if (!fetched.ok || has.code !== 0)
        return [
            `The commit was published as ${published.slice(0, 12)}, but the checkout could not fetch it${fetched.ok ? "" : `: ${fetched.message}`}.`,
        ];
    const symbolic = await (0,git/* runGit */.EO)(["symbolic-ref", "-q", "HEAD"], { cwd });
    const branchRef = symbolic.code === 0 ? symbolic.stdout.toString("utf8").trim() : "";
    const tip = branchRef
        ? (await (0,git/* runGit */.EO)(["rev-parse", "--verify", "-q", branchRef], { cwd })).stdout.toString("utf8").trim()
        : "";
    if (branchRef && tip === local)
        await (0,git/* git */.$Y)(["update-ref", branchRef, published, local], { cwd });
    else
        await (0,git/* git */.$Y)(["update-ref", "--no-deref", "HEAD", published], { cwd });
    return [];
}

// EXTERNAL MODULE: ./src/report/redact.ts
var report_redact = __webpack_require__(20649);
;// CONCATENATED MODULE: ./src/land/secret-scan.ts
// The last gate before a push: the diff, file names, commit messages, branch name and PR text are searched for
// the job's secret values (raw, URL-encoded, hex, base64) and well-known token shapes, with the same matchers the
// redactor uses. Any hit stops the push; the finding says where and what, never the secret itself.

// google-github-actions/auth's default credentials file, the AWS CLI's: whatever they hold, they are never
// committed.
const CREDENTIAL_FILE = /(?:^|\/)(?:gha-creds-[^/\n]*\.json|\.aws\/credentials)$/;
const MAX_FINDINGS = 50;
function scanForSecrets(items, secretValues) {
    const valueMatchers = (0,report_redact/* secretMatchers */.o)(secretValues, { tokenPatterns: false });
    const shapeMatchers = (0,report_redact/* tokenPatternMatchers */.XK)().filter((m) => m.blocksPush);
    const redact = (0,report_redact/* createRedactor */.lY)(secretValues);
    // Shapes are looked for where the known values are already hidden, so one leaked job token is one finding.
    const hideValues = (0,report_redact/* createRedactor */.lY)(secretValues, { tokenPatterns: false });
    const findings = [];
    const seen = new Set();
    const add = (label, kind, what, text, m) => {
        const key = `${label}\0${kind}\0${what}`;
        if (!seen.has(key)) {
            seen.add(key);
            findings.push({ label, kind, what, redactedExcerpt: excerpt(text, m.index ?? 0, m[0].length, redact) });
        }
        return findings.length >= MAX_FINDINGS;
    };
    for (const item of items) {
        const label = redact(item.label);
        if (item.unscannable) {
            findings.push({ label, kind: "unscannable", what: item.unscannable, redactedExcerpt: "" });
            continue;
        }
        if (item.paths) {
            for (const path of item.text.split("\n"))
                if (CREDENTIAL_FILE.test(path))
                    findings.push({
                        label,
                        kind: "credentials_file",
                        what: `cloud credentials file ${redact(path)}`,
                        redactedExcerpt: "",
                    });
        }
        const views = new report_redact/* TextViews */.SO(item.text);
        for (const matcher of valueMatchers) {
            if (!matcher.mayMatch(views))
                continue;
            matcher.pattern.lastIndex = 0;
            for (const m of item.text.matchAll(matcher.pattern)) {
                const raw = matcher.kind === "url-encoded" && !/%[0-9a-f]{2}/i.test(m[0]) && !m[0].includes("+");
                if (add(label, raw ? "raw" : matcher.kind, raw ? "raw value" : matcher.label, item.text, m))
                    return findings;
            }
        }
        if (item.valuesOnly)
            continue;
        const rest = hideValues(item.text);
        for (const matcher of shapeMatchers) {
            matcher.pattern.lastIndex = 0;
            for (const m of rest.matchAll(matcher.pattern))
                if (add(label, matcher.kind, matcher.label, rest, m))
                    return findings;
        }
    }
    return findings;
}
/** The line around a match, redacted as a whole before it is cut, so no fragment of a secret at a cut edge can
 * survive; then a window around the first redaction. */
function excerpt(text, index, length, redact) {
    const start = text.lastIndexOf("\n", index) + 1;
    let end = text.indexOf("\n", index + length);
    if (end === -1)
        end = text.length;
    // Control characters would break the one-line excerpt.
    // eslint-disable-next-line no-control-regex -- they are what it looks for
    const controls = /[\u0000-\u001f\u007f]/g;
    const line = redact(text.slice(start, end)).replace(controls, "·").trim();
    const at = Math.max(0, line.indexOf(report_redact/* REDACTED */.XF) - 60);
    const window = line.slice(at, at + 160).replace(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/g, "");
    return `${at > 0 ? "…" : ""}${window}${at + 160 < line.length ? "…" : ""}`;
}
/** One sentence per finding, for the comment and the log (inputs are already redacted). */
function describeFindings(findings) {
    return findings.map((f) => f.kind === "unscannable"
        ? `${f.label}: could not be scanned (${f.what})`
        : `${f.label}: ${f.what}${f.redactedExcerpt ? ` — ${f.redactedExcerpt}` : ""}`);
}

;// CONCATENATED MODULE: ./src/land/pull-request.ts
// Opens the agent's pull request, or updates the one already open for its branch, so a second request on the
// same issue (or the next scheduled chore) continues one PR instead of opening another.
async function findOpenPullRequest(octokit, owner, repo, branch) {
    const { data } = await octokit.rest.pulls.list({
        owner,
        repo,
        state: "open",
        head: `${owner}:${branch}`,
        per_page: 10,
    });
    const pr = data.find((p) => p.head.ref === branch);
    return pr ? { number: pr.number, url: pr.html_url, created: false } : undefined;
}
async function openOrUpdatePullRequest(octokit, spec) {
    const existing = await findOpenPullRequest(octokit, spec.owner, spec.repo, spec.branch);
    if (existing) {
        await octokit.rest.pulls.update({
            owner: spec.owner,
            repo: spec.repo,
            pull_number: existing.number,
            body: spec.body,
        });
        return existing;
    }
    let data;
    try {
        ({ data } = await octokit.rest.pulls.create({
            owner: spec.owner,
            repo: spec.repo,
            head: spec.branch,
            base: spec.base,
            title: spec.title,
            body: spec.body,
            draft: spec.draft,
            maintainer_can_modify: true,
        }));
    }
    catch (err) {
        // Another run on the same branch created it between our lookup and our create (GitHub: 422 "A pull request
        // already exists"): that PR is ours too.
        const raced = err.status === 422
            ? await findOpenPullRequest(octokit, spec.owner, spec.repo, spec.branch)
            : undefined;
        if (!raced)
            throw err;
        await octokit.rest.pulls.update({ owner: spec.owner, repo: spec.repo, pull_number: raced.number, body: spec.body });
        return raced;
    }
    if (spec.labels.length > 0) {
        // Labels are a nicety: a missing label permission must not lose the PR.
        await octokit.rest.issues
            .addLabels({ owner: spec.owner, repo: spec.repo, issue_number: data.number, labels: spec.labels })
            .catch(() => undefined);
    }
    return { number: data.number, url: data.html_url, created: true };
}

// EXTERNAL MODULE: ./src/report/neutralize.ts
var neutralize = __webpack_require__(26595);
// EXTERNAL MODULE: ./src/report/stats.ts
var stats = __webpack_require__(68621);
// EXTERNAL MODULE: ./src/report/fence.ts
var fence = __webpack_require__(69183);
// EXTERNAL MODULE: ./src/run-marker.ts
var run_marker = __webpack_require__(78529);
;// CONCATENATED MODULE: ./src/report/pr-body.ts




function renderPullRequestTitle(t) {
    const subject = t.kind === "issue" && t.issueTitle ? t.issueTitle : t.instruction.split("\n")[0] || "Changes by repo-agent";
    const prefix = t.kind === "chore" ? "chore: " : "";
    return t.redact((0,fence/* truncateEnd */.SO)(`${prefix}${subject}`.replace(/\s+/g, " ").trim(), 120));
}
function renderPullRequestBody(t) {
    const allowClosing = t.kind === "issue" && t.issueNumber ? { issue: t.issueNumber, repo: t.repo } : undefined;
    const summary = (0,neutralize/* neutralizeMarkdown */.d$)((0,fence/* truncateEnd */.SO)(t.summary.trim() || "(the agent wrote no summary)", 20_000), {
        trigger: t.trigger,
        allowClosing,
    });
    const parts = [
        (0,run_marker/* formatRunMarker */.DH)({ v: 1, phase: "final" }),
        t.kind === "issue" && t.issueNumber
            ? `Fixes #${t.issueNumber}`
            : t.kind === "chore"
                ? "Scheduled chore; the next run updates this pull request."
                : "",
        `Requested by @\u200B${t.requester}${t.runUrl ? ` · [workflow run](${t.runUrl})` : ""}`,
        t.budgetStop ? `> [!WARNING]\n> The run stopped early (${t.budgetStop}); this is the work so far.` : "",
        "## Summary",
        summary,
        t.checks ?? "",
        "## Run",
        (0,stats/* renderStatsTable */.Qv)(t.stats),
    ];
    return t.redact(parts.filter(Boolean).join("\n\n"));
}

;// CONCATENATED MODULE: ./src/land/land.ts







const BUDGETS = {
    max_turns: "turn limit",
    max_tool_calls: "tool-call limit",
    max_tokens: "token limit",
    max_cost_usd: "cost limit",
    timeout: "time limit",
};
async function landChanges(opts) {
    const { task, plan, result } = opts;
    const notes = [...plan.notes];
    const base = { branch: plan.branch, pushed: false, notes };
    const message = land_commitMessage(task, result, opts.trigger);
    const sha = await (0,commit/* commitWorkspace */.Fs)({
        repoDir: opts.workspace,
        message,
        coAuthor: (0,commit/* noreplyIdentity */.m4)(task.requester.login, task.requester.id),
        baseSha: plan.startSha,
    });
    if (!sha)
        return base;
    const prText = {
        kind: task.kind,
        instruction: task.instruction,
        issueNumber: task.issueNumber,
        issueTitle: task.subject?.title,
        requester: task.requester.login,
        summary: result.finalText,
        stats: opts.stats,
        budgetStop: BUDGETS[result.stopReason],
        runUrl: opts.runUrl,
        trigger: opts.trigger,
        repo: task.repository.fullName,
        redact: opts.redact,
        checks: opts.checked?.block,
    };
    // The raw (unredacted) PR text is scanned: redaction would hide exactly what the scan looks for.
    const identity = (s) => s;
    const failedChecks = opts.checked?.ok === false;
    const title = `${failedChecks && opts.checked?.onFailure === "draft" ? "[checks failed] " : ""}${renderPullRequestTitle({ ...prText, redact: identity })}`;
    const body = renderPullRequestBody({ ...prText, redact: identity });
    const changes = await (0,commit/* collectDiff */.ww)({ repoDir: opts.workspace, base: plan.startSha, head: sha });
    const findings = scanForSecrets([
        ...changes.items,
        { label: "branch name", text: plan.branch },
        { label: "pull request title", text: title },
        { label: "pull request body", text: body },
    ], opts.secretValues);
    if (findings.length > 0) {
        return {
            ...base,
            commitSha: sha,
            refusal: `Push refused: the changes contain what looks like a secret.\n${describeFindings(findings)
                .map((f) => `- ${f}`)
                .join("\n")}`,
        };
    }
    if (failedChecks && opts.checked?.onFailure === "no_push") {
        return {
            ...base,
            commitSha: sha,
            refusal: "Not pushed: the repository's checks failed (policy `verify.on_failure: no_push`); the commit was not published.",
        };
    }
    const push = {
        repoDir: opts.workspace,
        url: `${opts.serverUrl.replace(/\/$/, "")}/${task.repository.fullName}`,
        branch: plan.branch,
        token: opts.token,
        sha,
        baseSha: plan.startSha,
        defaultBranch: opts.defaultBranch,
    };
    const pushed = opts.commitSigning === "api"
        ? await landThroughApi({ ...push, api: opts.github, owner: task.repository.owner, repo: task.repository.repo })
        : await pushBranch(push);
    if (!pushed.ok)
        return { ...base, commitSha: sha, refusal: `Push failed: ${pushed.message}` };
    notes.push(...(pushed.notes ?? []));
    if (pushed.rebased)
        notes.push(`\`${plan.branch}\` moved during the run; the agent's commits were replayed on top of it.`);
    const landed = { ...base, commitSha: pushed.sha, pushed: true };
    if (plan.kind === "pull-request" && task.pullRequest) {
        return { ...landed, prNumber: task.pullRequest.number, prUrl: task.pullRequest.htmlUrl };
    }
    if (plan.kind === "linked")
        return landed;
    const pr = await openOrUpdatePullRequest(opts.github, {
        owner: task.repository.owner,
        repo: task.repository.repo,
        branch: plan.branch,
        base: plan.base,
        title: opts.redact(title),
        body: opts.redact(body),
        draft: opts.draft || result.stopReason in BUDGETS || (failedChecks && opts.checked?.onFailure === "draft"),
        labels: opts.labels,
    });
    return { ...landed, prNumber: pr.number, prUrl: pr.url };
}
/** Agent text in a commit message is neutralised like a comment: a closing keyword in a merged commit would
 * close an unrelated issue. */
function land_commitMessage(task, result, trigger) {
    const subject = task.kind === "issue" && task.subject?.title
        ? `${task.subject.title} (#${task.issueNumber})`
        : task.kind === "chore"
            ? `chore: ${task.instruction.split("\n")[0]}`
            : task.instruction.split("\n")[0] || `Address review on #${task.prNumber}`;
    const allowClosing = task.kind === "issue" && task.issueNumber ? { issue: task.issueNumber, repo: task.repository.fullName } : undefined;
    const text = `${subject.slice(0, 100)}\n\n${result.finalText.trim().slice(0, 2_000)}`.trim();
    return (0,neutralize/* neutralizePlainText */.l6)(text, { trigger, allowClosing });
}


/***/ })

};
