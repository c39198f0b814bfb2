export const id = 567;
export const ids = [567];
export const modules = {

/***/ 6936:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _open_beneath_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48109);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
// Atomic file replacement for write_file and edit_file: write a temp file beside the target, then rename it
// over the target, so a crash or a concurrent reader never sees a half-written file. The existing file's
// permission bits are kept (an executable script stays executable).




/** Writes `data` to `absPath` atomically, creating parent directories. `mode` (permission bits) defaults to
 * the existing file's, or the process umask's default for a new file. With `root` (the workspace), the
 * directory is reached through openBeneath's race-free walk: a symlink swapped in after the path check cannot
 * send the write outside. */
async function writeFileAtomic(absPath, data, options = {}) {
    if (options.root !== undefined) {
        return (0,_open_beneath_js__WEBPACK_IMPORTED_MODULE_2__/* .withDirectoryBeneath */ .dz)(options.root, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(absPath), true, (dir) => writeIn(dir, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(absPath), data, options.mode));
    }
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(absPath);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
    return writeIn(dir, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(absPath), data, options.mode);
}
async function writeIn(dir, name, data, mode) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, name);
    if (mode === undefined) {
        try {
            mode = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(target)).mode & 0o7777;
        }
        catch {
            mode = undefined;
        }
    }
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, `.${name}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString("hex")}.tmp`);
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(temp, "wx");
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
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, target);
    }
    catch (err) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(temp).catch(() => undefined);
        throw err;
    }
    const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(target);
    return { mtimeMs: st.mtimeMs, size: st.size };
}


/***/ }),

/***/ 94133:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ editFileTool),
  i: () => (/* binding */ renderDiff)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/diff/libesm/patch/create.js + 2 modules
var create = __webpack_require__(37291);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 3 modules
var schemas = __webpack_require__(28942);
// EXTERNAL MODULE: ./src/tools/tool.ts
var tool = __webpack_require__(59601);
// EXTERNAL MODULE: ./src/tools/paths.ts
var paths = __webpack_require__(75251);
// EXTERNAL MODULE: ./src/tools/open-beneath.ts
var open_beneath = __webpack_require__(48109);
// EXTERNAL MODULE: ./src/tools/read-guard.ts
var read_guard = __webpack_require__(25627);
// EXTERNAL MODULE: ./src/tools/atomic-write.ts
var atomic_write = __webpack_require__(6936);
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
const input = schemas.object({
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
    input,
    describe: (i) => `edit ${i.path}${i.replace_all ? " (all)" : ""}`,
    checkPermission: (i, ctx) => (0,paths/* filePermission */.uS)(ctx, i.path, "write"),
    execute: (i, ctx) => editFile(i, ctx),
});
async function editFile(i, ctx) {
    const display = `edit ${i.path}`;
    const resolved = await (0,paths/* resolveInWorkspace */.z1)(ctx, i.path, "write");
    if (!resolved.ok)
        return (0,paths/* deniedOutput */.f0)(display, resolved);
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
            return refused(display, rel, "file_not_found", `${rel} does not exist. To create it, use write_file (or edit_file with an empty old_string).${(0,paths/* literalPathNote */.Tc)(i.path)}`);
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
    const handle = await (0,open_beneath/* openBeneath */.c3)(root, abs, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK).catch((err) => err);
    if (handle instanceof Error)
        return failed(display, `Could not read ${rel}: ${handle.message}`);
    const bytes = await handle.readFile().finally(() => handle.close());
    const guard = await (0,read_guard/* checkReadGuard */.c)(ctx.readState, abs, rel, st, bytes);
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
        const written = await (0,atomic_write/* writeFileAtomic */.Z)(abs, out, { mode: st.mode & 0o7777, root });
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
        const written = await (0,atomic_write/* writeFileAtomic */.Z)(abs, bytes, { root });
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


/***/ }),

/***/ 48109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c3: () => (/* binding */ openBeneath),
/* harmony export */   dz: () => (/* binding */ withDirectoryBeneath)
/* harmony export */ });
/* unused harmony export PathChangedError */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// Opening a checked path without a race. resolveInWorkspace checks a path, but the agent's background processes
// share the workspace and can swap a directory on it for a symlink between that check and the open (a file tool
// running as root would then read or write anywhere). So every component below the root is opened through the
// one before it (`/proc/self/fd/<n>/<name>`) with O_NOFOLLOW: a symlink that appeared since the check makes the
// open fail instead of being followed. Linux only; elsewhere the opened file's identity is checked afterwards.



const PROC_FD = "/proc/self/fd";
const DIRECTORY = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_DIRECTORY;
class PathChangedError extends Error {
    name = "PathChangedError";
}
/** Opens `abs` (a physical path inside `root`, as resolveInWorkspace returned it) with `flags`. */
async function openBeneath(root, abs, flags, mode) {
    const parts = componentsBelow(root, abs);
    if (parts.length === 0)
        return verified(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(root, flags, mode), abs);
    const name = parts.pop();
    return withDirectoryBeneath(root, parts, false, (dir) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(`${dir}/${name}`, flags | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW, mode).catch(symlinkAsChange(abs)));
}
/** Runs `fn` with a path (`/proc/self/fd/<n>`) that names the directory `dir` (inside `root`) itself, whatever
 * happens to the names on the way to it meanwhile; missing directories are created when `create` is set. */
async function withDirectoryBeneath(root, dir, create, fn) {
    const parts = typeof dir === "string" ? componentsBelow(root, dir) : dir;
    if (!(await procFdWorks())) {
        // No /proc: the path as it is, checked once opened.
        const target = [root, ...parts].join(node_path__WEBPACK_IMPORTED_MODULE_2__.sep);
        if (create)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(target, { recursive: true });
        const handle = await verified(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(target, DIRECTORY), target);
        try {
            return await fn(target);
        }
        finally {
            await handle.close();
        }
    }
    let handle = await verified(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(root, DIRECTORY), root);
    try {
        for (const part of parts) {
            const next = `${PROC_FD}/${handle.fd}/${part}`;
            if (create) {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(next).catch((err) => {
                    if (err.code !== "EEXIST")
                        throw err;
                });
            }
            const child = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(next, DIRECTORY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW).catch(async (err) => {
                // O_DIRECTORY | O_NOFOLLOW refuses a symlink with ENOTDIR, like a plain file.
                if (err.code === "ENOTDIR" && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(next).catch(() => undefined))?.isSymbolicLink())
                    err = Object.assign(new Error(err.message), { code: "ELOOP" });
                return symlinkAsChange([root, ...parts].join(node_path__WEBPACK_IMPORTED_MODULE_2__.sep))(err);
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
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, abs);
    if (rel === "")
        return [];
    if (rel.startsWith("..") || rel.startsWith(node_path__WEBPACK_IMPORTED_MODULE_2__.sep))
        throw new PathChangedError(`${abs} is not inside ${root}`);
    return rel.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).filter((p) => p !== "" && p !== ".");
}
/** The handle, if the kernel says it is the file at `expected`; else it is closed and an error thrown. */
async function verified(handle, expected) {
    if (!(await procFdWorks()))
        return handle;
    const actual = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(`${PROC_FD}/${handle.fd}`).catch(() => undefined);
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
    procFd ??= (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(`${PROC_FD}/0`).then(() => true, () => process.platform === "linux");
    return procFd;
}


/***/ }),

/***/ 75251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tc: () => (/* binding */ literalPathNote),
/* harmony export */   f0: () => (/* binding */ deniedOutput),
/* harmony export */   uS: () => (/* binding */ filePermission),
/* harmony export */   z1: () => (/* binding */ resolveInWorkspace)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _policy_file_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16152);
/* harmony import */ var _physical_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(15284);
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
    const start = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(inputPath) ? inputPath : `${workspace}${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}${inputPath}`;
    // The walk starts at the workspace when the path is under it: its components need no lstat. (Cut off as
    // written, not normalised: `..` must pop physical parents in the walk.)
    const wsPrefix = workspace.endsWith(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) ? workspace : workspace + node_path__WEBPACK_IMPORTED_MODULE_1__.sep;
    const under = !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(inputPath)
        ? inputPath
        : inputPath === workspace
            ? ""
            : inputPath.startsWith(wsPrefix)
                ? inputPath.slice(wsPrefix.length)
                : undefined;
    const walk = under === undefined ? await (0,_physical_path_js__WEBPACK_IMPORTED_MODULE_3__/* .walkPhysical */ .j)(node_path__WEBPACK_IMPORTED_MODULE_1__.sep, inputPath) : await (0,_physical_path_js__WEBPACK_IMPORTED_MODULE_3__/* .walkPhysical */ .j)(workspace, under);
    if (walk === "loop")
        return deny("path.symlink_loop", `${inputPath} goes through a symlink loop.`);
    // Only a path not seen to exist costs the check that the workspace itself still does.
    if (!walk.existed &&
        !(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(workspace).then(() => true, () => false))) {
        return deny("path.no_workspace", `The workspace ${scope.workspace} does not exist.`);
    }
    const physical = walk.path;
    const rel = relativeInside(workspace, physical);
    if (rel === undefined) {
        if (access === "read") {
            const spill = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(scope.spillDir).catch(() => undefined);
            if (spill !== undefined && relativeInside(spill, physical) !== undefined)
                return { ok: true, abs: physical, rel: physical, root: spill };
        }
        const via = physical === normalizeLexically(start) ? "" : ` (it resolves to ${physical})`;
        return deny("path.outside_workspace", `${inputPath} is outside the workspace ${workspace}${via}; only files inside it can be ${access === "read" ? "read" : "written"}.`);
    }
    const relPosix = rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/");
    if (access === "write" && relPosix.split("/").includes(".git")) {
        return deny("path.git_dir", `${relPosix} is inside a .git directory; git metadata is never written by file tools.`);
    }
    const rule = (0,_policy_file_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .matchFileRule */ .Y)(scope.policy, relPosix === "" ? "." : relPosix, access);
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
    const prefix = root.endsWith(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) ? root : root + node_path__WEBPACK_IMPORTED_MODULE_1__.sep;
    if (!child.startsWith(prefix))
        return undefined;
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, child);
}
function normalizeLexically(p) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p);
}


/***/ }),

/***/ 25627:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ checkReadGuard)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
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
    const hash = bytes ? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(bytes).digest("hex") : await hashFile(abs);
    return hash === rec.hash ? undefined : stale;
}
function hashFile(abs) {
    return new Promise((resolvePromise, reject) => {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256");
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(abs)
            .on("data", (chunk) => hash.update(chunk))
            .on("error", reject)
            .on("end", () => resolvePromise(hash.digest("hex")));
    });
}


/***/ }),

/***/ 25667:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ ReadState),
/* harmony export */   y: () => (/* binding */ hashBytes)
/* harmony export */ });
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
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(bytes).digest("hex");
}


/***/ })

};
