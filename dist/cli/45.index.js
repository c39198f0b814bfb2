export const id = 45;
export const ids = [45];
export const modules = {

/***/ 84008:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E6: () => (/* binding */ ORGANIZATION_DIR),
/* harmony export */   KK: () => (/* binding */ readInstructions),
/* harmony export */   VX: () => (/* binding */ SKILLS_DIR),
/* harmony export */   XI: () => (/* binding */ INSTRUCTION_FILES),
/* harmony export */   bG: () => (/* binding */ listSkills),
/* harmony export */   kA: () => (/* binding */ loadSkill)
/* harmony export */ });
/* unused harmony export MAX_INSTRUCTION_CHARS */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38815);
// Repository instructions (AGENTS.md and friends) and skills, read from the *trusted root*: a directory the
// caller names (the action fills it from the default branch; local runs use the working tree). Never from a
// PR's head, which could rewrite the agent's instructions.



const INSTRUCTION_FILES = ["AGENTS.md", "CLAUDE.md", ".github/copilot-instructions.md"];
const SKILLS_DIR = ".github/agent/skills";
/** Inside the trusted root: the organisation's files (its `.github` repository), laid out like a repository's. */
const ORGANIZATION_DIR = ".repo-agent-organization";
/** Each file's share of the system prompt; the rest is one read_file away. */
const MAX_INSTRUCTION_CHARS = 6_000;
const MAX_SKILLS = 40;
const MAX_DESCRIPTION_CHARS = 240;
const MAX_SKILL_CHARS = 40_000;
/** The organisation's instruction files first, then the repository's (the more specific word comes last). */
async function readInstructions(root) {
    const found = [];
    const layers = [
        { dir: node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, ORGANIZATION_DIR), label: (rel) => `${rel}, the organisation's` },
        { dir: root, label: (rel) => rel },
    ];
    for (const layer of layers)
        for (const rel of INSTRUCTION_FILES) {
            const text = await readText(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(layer.dir, rel));
            if (text === undefined || text.trim() === "")
                continue;
            const truncated = text.length > MAX_INSTRUCTION_CHARS;
            found.push({ path: layer.label(rel), text: truncated ? text.slice(0, MAX_INSTRUCTION_CHARS) : text, truncated });
        }
    return found;
}
/** Skills sorted by name (a stable prompt), each from `.github/agent/skills/<dir>/SKILL.md` front matter; the
 * organisation's skills too, where the repository has none of the same name. */
async function listSkills(root) {
    const own = await listSkillsIn(root);
    const organization = (await listSkillsIn(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, ORGANIZATION_DIR))).filter((s) => !own.some((o) => o.name === s.name));
    return [...own, ...organization]
        .slice(0, MAX_SKILLS)
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
async function listSkillsIn(root) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, SKILLS_DIR);
    let entries;
    try {
        entries = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
    }
    catch {
        return [];
    }
    const skills = [];
    for (const name of entries.sort()) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, name, "SKILL.md");
        const text = await readText(file);
        if (text === undefined)
            continue;
        const { meta } = splitFrontMatter(text);
        const declared = typeof meta.name === "string" && /^[\w.-]{1,64}$/.test(meta.name) ? meta.name : name;
        const description = typeof meta.description === "string" ? oneLine(meta.description, MAX_DESCRIPTION_CHARS) : "";
        if (skills.some((s) => s.name === declared))
            continue;
        skills.push({ name: declared, description, file });
        if (skills.length >= MAX_SKILLS)
            break;
    }
    return skills.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
/** The skill's body (front matter removed), or undefined when no skill has that name. */
async function loadSkill(skills, name) {
    const skill = skills.find((s) => s.name === name);
    if (!skill)
        return undefined;
    const text = await readText(skill.file);
    if (text === undefined)
        return undefined;
    const body = splitFrontMatter(text).body.trim();
    return body.length > MAX_SKILL_CHARS
        ? `${body.slice(0, MAX_SKILL_CHARS)}\n[skill truncated at ${MAX_SKILL_CHARS} characters]`
        : body;
}
function splitFrontMatter(text) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
    if (!match)
        return { meta: {}, body: text };
    let meta;
    try {
        meta = (0,yaml__WEBPACK_IMPORTED_MODULE_2__/* .parse */ .qg)(match[1]);
    }
    catch {
        meta = undefined;
    }
    return {
        meta: meta && typeof meta === "object" && !Array.isArray(meta) ? meta : {},
        body: text.slice(match[0].length),
    };
}
async function readText(file) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, "utf8");
    }
    catch {
        return undefined;
    }
}
function oneLine(text, max) {
    const flat = text.replace(/\s+/g, " ").trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}


/***/ }),

/***/ 73045:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fetchTrustedRoot: () => (/* binding */ fetchTrustedRoot)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _agent_instructions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84008);
// The files that configure the agent — the policy, AGENTS.md-style instructions, skills and the workflow's
// output schema when it names a file — are read from the
// default branch through the contents API, never from the checkout: a PR must not widen its own permissions
// or rewrite the agent's instructions. They are written to a private directory the loop reads as its
// "trusted root".



const MAX_FILE_BYTES = 256 * 1024;
async function fetchTrustedRoot(opts) {
    const { octokit, owner, repo, ref, dir } = opts;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true, mode: 0o700 });
    const files = [];
    const fetchFile = async (path) => {
        try {
            const { data } = await octokit.rest.repos.getContent({ owner, repo, path, ref });
            if (Array.isArray(data) || data.type !== "file" || typeof data.content !== "string")
                return undefined;
            if ((data.size ?? 0) > MAX_FILE_BYTES)
                return undefined;
            return Buffer.from(data.content, "base64").toString("utf8");
        }
        catch (err) {
            if (isNotFound(err))
                return undefined;
            throw err;
        }
    };
    const keep = async (path, text) => {
        const safe = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.normalize)(path);
        if (safe.startsWith("..") || safe.startsWith("/"))
            return;
        const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, safe);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(target), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(target, text, { mode: 0o600 });
        files.push(safe);
    };
    // Every file is a round trip to the API: ask for them all at once (start-up is on every run's critical path).
    const fetchAndKeep = async (path) => {
        const text = await fetchFile(path);
        if (text !== undefined)
            await keep(path, text);
        return text;
    };
    const [policyText, outputSchemaText] = await Promise.all([
        fetchAndKeep(opts.policyPath),
        opts.outputSchemaPath === undefined ? undefined : fetchFile(opts.outputSchemaPath),
        ..._agent_instructions_js__WEBPACK_IMPORTED_MODULE_2__/* .INSTRUCTION_FILES */ .XI.map(fetchAndKeep),
        listDirectories(octokit, owner, repo, _agent_instructions_js__WEBPACK_IMPORTED_MODULE_2__/* .SKILLS_DIR */ .VX, ref).then((skills) => Promise.all(skills.map((skill) => fetchAndKeep(`${_agent_instructions_js__WEBPACK_IMPORTED_MODULE_2__/* .SKILLS_DIR */ .VX}/${skill}/SKILL.md`)))),
    ]);
    files.sort();
    return { dir, policyText, outputSchemaText, files };
}
async function listDirectories(octokit, owner, repo, path, ref) {
    try {
        const { data } = await octokit.rest.repos.getContent({ owner, repo, path, ref });
        if (!Array.isArray(data))
            return [];
        return data
            .filter((e) => e.type === "dir" && /^[\w.-]+$/.test(e.name))
            .map((e) => e.name)
            .slice(0, 50);
    }
    catch (err) {
        if (isNotFound(err))
            return [];
        throw err;
    }
}
function isNotFound(err) {
    return typeof err === "object" && err !== null && "status" in err && err.status === 404;
}


/***/ })

};
