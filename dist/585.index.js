export const id = 585;
export const ids = [585];
export const modules = {

/***/ 5585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   postReview: () => (/* binding */ postReview)
/* harmony export */ });
/* unused harmony export placeComments */
/* harmony import */ var _run_marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78529);
/* harmony import */ var _report_neutralize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26595);
/* harmony import */ var _permission_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32892);



const MAX_INLINE = 25;
const MAX_BODY_CHARS = 60_000;
const EARLIER_CHARS = 20_000;
async function postReview(o) {
    const { inline, moved } = placeComments(o.draft.comments, o.target.anchors);
    const clean = (text) => o.redact((0,_report_neutralize_js__WEBPACK_IMPORTED_MODULE_2__/* .neutralizeMarkdown */ .d$)(text, { trigger: o.trigger }));
    const comments = inline.map((c) => ({
        path: c.path,
        line: c.line,
        side: c.side,
        ...(c.startLine ? { start_line: c.startLine, start_side: c.side } : {}),
        body: clean(c.body),
    }));
    const summary = renderSummary(o, moved, clean);
    const previous = o.updateSummary ? o.target.previous : undefined;
    if (!previous) {
        const posted = await createReview(o, summary, comments, "summary", moved);
        return { url: posted.url, inline: posted.inline, moved: posted.moved, updated: false };
    }
    const body = `${reviewMarker(o, "summary")}\n${withEarlier(summary, previous.body)}`;
    await o.octokit.rest.pulls.updateReview({
        owner: o.owner,
        repo: o.repo,
        pull_number: o.target.prNumber,
        review_id: previous.id,
        body,
    });
    if (comments.length === 0)
        return { url: previous.htmlUrl, inline: 0, moved: moved.length, updated: true };
    const note = `Comments on the commits since \`${short(o.target.since)}\`. The summary is kept up to date in ${previous.htmlUrl ? `[the first review](${previous.htmlUrl})` : "the first review"}.`;
    const posted = await createReview(o, note, comments, "comments", []);
    return { url: posted.url, inline: posted.inline, moved: moved.length + posted.moved, updated: true };
}
/** One createReview; when GitHub still refuses the comments (422), the review goes again with them in its body. */
async function createReview(o, text, comments, role, moved) {
    const marker = reviewMarker(o, role);
    const send = (body, list) => o.octokit.rest.pulls.createReview({
        owner: o.owner,
        repo: o.repo,
        pull_number: o.target.prNumber,
        commit_id: o.target.headSha,
        event: "COMMENT",
        body: `${marker}\n${body}`,
        comments: list,
    });
    try {
        const { data } = await send(text, comments);
        return { url: data.html_url, inline: comments.length, moved: moved.length };
    }
    catch (err) {
        if ((0,_permission_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(err) !== 422 || comments.length === 0)
            throw err;
        const outside = comments.map((c) => `- \`${c.path}\` line ${c.line}: ${c.body}`).join("\n");
        const { data } = await send(`${text}\n\n**Comments GitHub could not place on the diff**\n\n${outside}`, []);
        return { url: data.html_url, inline: 0, moved: moved.length + comments.length };
    }
}
/** Our marker: a review carrying it never triggers a run, and the next automatic review starts from its commit. */
function reviewMarker(o, role) {
    return (0,_run_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRunMarker */ .DH)({
        v: 1,
        phase: "final",
        conclusion: "reviewed",
        mode: "review",
        reviewedSha: o.target.headSha,
        reviewRole: role,
    });
}
/** Comments on lines of the diff (both ends of a range) go inline, up to the limit; the rest to the summary. */
function placeComments(comments, anchors) {
    const inline = [];
    const moved = [];
    for (const c of comments) {
        const lines = anchors.get(c.path)?.[c.side];
        const onDiff = lines?.has(c.line) && (c.startLine === undefined || lines.has(c.startLine));
        if (!onDiff)
            moved.push({ ...c, why: "not on a line of the diff" });
        else if (inline.length >= MAX_INLINE)
            moved.push({ ...c, why: `over ${MAX_INLINE} inline comments` });
        else
            inline.push(c);
    }
    return { inline, moved };
}
function renderSummary(o, moved, clean) {
    const scope = o.target.since
        ? `the commits since \`${short(o.target.since)}\` (up to \`${short(o.target.headSha)}\`)`
        : `the pull request at \`${short(o.target.headSha)}\``;
    const parts = [`### 🔍 repo-agent review`, "", clean(o.draft.summary)];
    if (moved.length) {
        parts.push("", "**Comments on lines outside the diff**", "");
        for (const c of moved) {
            const where = c.startLine ? `lines ${c.startLine}–${c.line}` : `line ${c.line}`;
            parts.push(`- \`${c.path.replace(/`/g, "'")}\` ${where} (${c.why}):`, "", indent(clean(c.body)), "");
        }
    }
    parts.push("", `<sub>Reviewed ${scope}${o.runUrl ? ` · [run](${o.runUrl})` : ""}. Nothing was pushed.</sub>`);
    return parts.join("\n").trimEnd();
}
/** The new summary, with the earlier one (its marker removed) folded below it. */
function withEarlier(summary, earlier) {
    let old = earlier
        .split("\n")
        .filter((l) => !l.startsWith(_run_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .RUN_MARKER_PREFIX */ .ep))
        .join("\n")
        .trim();
    if (old.length > EARLIER_CHARS)
        old = `${old.slice(0, EARLIER_CHARS)}\n\n…(cut)`;
    const body = `${summary}\n\n<details><summary>Earlier review</summary>\n\n${old}\n\n</details>`;
    return body.length > MAX_BODY_CHARS ? summary : body;
}
function indent(text) {
    return text
        .split("\n")
        .map((l) => (l ? `  ${l}` : l))
        .join("\n");
}
function short(sha) {
    return (sha ?? "").slice(0, 7);
}


/***/ })

};
