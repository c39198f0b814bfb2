// The emulator checked against GitHub's official OpenAPI description, so it cannot drift into fiction: every
// route it serves is called here and its answer validated against the response schema of the matching
// operation. The description is read as a file (importing @octokit/openapi loads ~400 MB) and parsed once.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AjvModule, { type ValidateFunction } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeTable, startGitHubEmulator, type GitHubEmulator } from "./emulator.mjs";

const Ajv = AjvModule as unknown as typeof AjvModule.default;

type Json = Record<string, unknown>;

/**
 * Fields a schema marks required that the emulator deliberately leaves out, per schema name, each with the reason.
 * Empty: every required field is emulated. Anything added here must say why the action never reads it.
 */
const NOT_EMULATED: Record<string, { fields: string[]; why: string }> = {};

/** Fields the emulator returns that a schema does not declare, by response and JSON path, each with the reason. */
const UNDECLARED_BUT_REAL: Record<string, string> = {
  // basic-error declares `status`; validation-error does not, yet GitHub's 422 bodies carry it too.
  "422 /status": "GitHub's error bodies include the status code as a string",
};

/** OpenAPI 3.0 → JSON Schema: `nullable` without `type` becomes anyOf null; the allowlist drops required names. */
function toJsonSchema(node: unknown, name?: string): unknown {
  if (Array.isArray(node)) return node.map((n) => toJsonSchema(n));
  if (!node || typeof node !== "object") return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = toJsonSchema(value);
  const relaxed = name ? NOT_EMULATED[name] : undefined;
  if (relaxed && Array.isArray(out.required))
    out.required = (out.required as string[]).filter((f) => !relaxed.fields.includes(f));
  // OpenAPI 3.0 lets `nullable` widen an enum; JSON Schema needs null listed.
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  if (out.nullable === true && out.type === undefined) {
    delete out.nullable;
    return { anyOf: [out, { type: "null" }] };
  }
  return out;
}

/**
 * Names the emulator returns that the schema does not declare (the schemas allow extra properties, so ajv alone
 * would not see a misspelt field). anyOf/oneOf/allOf branches are pooled, which is lenient but never wrong.
 */
function undeclaredFields(data: unknown, schema: unknown, schemas: Json, at = ""): string[] {
  if (!schema || typeof schema !== "object" || data === null || typeof data !== "object") return [];
  const node = schema as Json;
  if (typeof node.$ref === "string") return undeclaredFields(data, schemas[node.$ref.split("/").pop()!], schemas, at);
  const branches = [
    ...((node.allOf as unknown[]) ?? []),
    ...((node.anyOf as unknown[]) ?? []),
    ...((node.oneOf as unknown[]) ?? []),
  ];
  if (Array.isArray(data)) {
    if (node.items) return data.flatMap((item, i) => undeclaredFields(item, node.items, schemas, `${at}/${i}`));
    return branches.flatMap((b) => undeclaredFields(data, b, schemas, at));
  }
  const resolved = (s: unknown): Json => {
    const n = (s ?? {}) as Json;
    return typeof n.$ref === "string" ? resolved(schemas[n.$ref.split("/").pop()!]) : n;
  };
  const pool = [node, ...branches.map(resolved)];
  if (pool.some((n) => n.additionalProperties && n.additionalProperties !== false) || !pool.some((n) => n.properties))
    return [];
  const declared = new Map<string, unknown[]>();
  for (const n of pool)
    for (const [key, sub] of Object.entries((n.properties as Json) ?? {}))
      declared.set(key, [...(declared.get(key) ?? []), sub]);
  const out: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const subs = declared.get(key);
    if (!subs) out.push(`${at}/${key}`);
    else {
      // A value must fit at least one declaring branch.
      const problems = subs.map((sub) => undeclaredFields(value, sub, schemas, `${at}/${key}`));
      if (problems.every((p) => p.length > 0)) out.push(...problems[0]);
    }
  }
  return out;
}

interface Operation {
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
}

function loadDescription(): { paths: Record<string, Record<string, Operation>>; components: Json } {
  const require = createRequire(import.meta.url);
  const file = require.resolve("@octokit/openapi/generated/api.github.com.json");
  const doc = JSON.parse(readFileSync(file, "utf8")) as {
    paths: Record<string, Record<string, Operation>>;
    components: Json;
  };
  const schemas = doc.components.schemas as Json;
  for (const name of Object.keys(schemas)) schemas[name] = toJsonSchema(schemas[name], name);
  return doc;
}

describe("the emulator against GitHub's OpenAPI description", () => {
  let emu: GitHubEmulator;
  let doc: ReturnType<typeof loadDescription>;
  let ajv: InstanceType<typeof Ajv>;
  const validators = new Map<string, ValidateFunction>();
  const rawSchemas = new Map<string, unknown>();
  const routesHit = new Set<string>();

  beforeAll(async () => {
    doc = loadDescription();
    ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ $id: "gh", components: doc.components });
    emu = await startGitHubEmulator();
  });

  afterAll(async () => {
    await emu?.close();
  });

  /** The documented response's validator; for a documented response without a body (204), one that accepts nothing. */
  function validatorFor(method: string, template: string, status: number): ValidateFunction {
    const key = `${method} ${template} ${status}`;
    let validate = validators.get(key);
    if (validate) return validate;
    const operation = doc.paths[template]?.[method.toLowerCase()];
    if (!operation) throw new Error(`no operation ${method} ${template} in the description`);
    let response = operation.responses[String(status)];
    if (!response) throw new Error(`${method} ${template} documents no ${status} response`);
    if (response.$ref)
      response = (doc.components.responses as Json)[response.$ref.split("/").pop()!] as typeof response;
    const schema = response.content?.["application/json"]?.schema ?? (status === 204 ? { not: {} } : undefined);
    if (!schema) throw new Error(`${method} ${template} ${status} has no JSON schema`);
    rawSchemas.set(key, schema);
    validate = ajv.compile(
      toJsonSchema(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"gh#/components/'))) as object,
    );
    validators.set(key, validate);
    return validate;
  }

  async function check(
    method: string,
    template: string,
    url: string,
    options: { body?: unknown; token?: string; expect?: number } = {},
  ): Promise<Json> {
    const response = await fetch(`${emu.apiUrl}${url}`, {
      method,
      headers: {
        authorization: `token ${options.token ?? "ghs_bot"}`,
        accept: "application/vnd.github+json",
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const status = response.status;
    const text = await response.text();
    expect(status, `${method} ${url}: ${text.slice(0, 300)}`).toBe(options.expect ?? (method === "POST" ? 201 : 200));
    const entry = emu.requests.at(-1);
    expect(entry?.route, `${method} ${url} was answered by another operation`).toBe(`${method} ${template}`);
    routesHit.add(`${method} ${template}`);
    const validate = validatorFor(method, template, status);
    if (status === 204) return {};
    const data = JSON.parse(text) as unknown;
    const errors = validate(data)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
    expect(errors, `${method} ${template} ${status}`).toEqual([]);
    const extra = undeclaredFields(
      data,
      rawSchemas.get(`${method} ${template} ${status}`),
      doc.components.schemas as Json,
    ).filter((field) => !UNDECLARED_BUT_REAL[`${status} ${field}`]);
    expect(extra, `${method} ${template} ${status}: fields GitHub does not document`).toEqual([]);
    return data as Json;
  }

  it("answers every route with a body its OpenAPI schema accepts", async () => {
    emu.addToken("ghs_bot", "github-actions[bot]");
    emu.addToken("ghp_alice", "alice");
    await emu.createRepo({
      owner: "octo",
      name: "demo",
      files: {
        "README.md": "# demo\n",
        "src/app.js": "export const x = 1;\n",
        link: { content: "README.md", symlink: true },
      },
      permissions: { "github-actions[bot]": "write", alice: "maintain" },
      protectedBranches: ["main"],
    });
    await emu
      .git("octo/demo")
      .commit({ branch: "feature", from: "main", files: { "src/app.js": "export const x = 2;\n" }, message: "Bump" });
    const issue = emu.createIssue({ repo: "octo/demo", title: "Bug", body: "broken", user: "alice", labels: ["bug"] });
    const r = "/repos/octo/demo";

    await check("GET", "/user", "/user", { token: "ghp_alice" });
    await check("GET", "/user", "/user", { expect: 403 });
    await check("GET", "/repos/{owner}/{repo}", r);
    const installed = await check("GET", "/installation/repositories", "/installation/repositories");
    expect((installed.repositories as Json[]).map((x) => x.full_name)).toEqual(["octo/demo"]);
    await check("GET", "/installation/repositories", "/installation/repositories", { token: "ghp_alice", expect: 403 });
    const orgRepos = (await check("GET", "/orgs/{org}/repos", "/orgs/octo/repos")) as unknown as Json[];
    expect(orgRepos.map((x) => x.full_name)).toEqual(["octo/demo"]);
    await check(
      "GET",
      "/repos/{owner}/{repo}/collaborators/{username}/permission",
      `${r}/collaborators/alice/permission`,
    );

    await check("GET", "/repos/{owner}/{repo}/issues", `${r}/issues`);
    const created = await check("POST", "/repos/{owner}/{repo}/issues", `${r}/issues`, {
      body: { title: "New", body: "b" },
    });
    await check("GET", "/repos/{owner}/{repo}/issues/{issue_number}", `${r}/issues/${issue.number}`);
    await check("PATCH", "/repos/{owner}/{repo}/issues/{issue_number}", `${r}/issues/${created.number}`, {
      body: { state: "closed" },
    });
    await check("GET", "/repos/{owner}/{repo}/issues/{issue_number}/labels", `${r}/issues/${issue.number}/labels`);
    await check("POST", "/repos/{owner}/{repo}/issues/{issue_number}/labels", `${r}/issues/${issue.number}/labels`, {
      body: { labels: ["agent"] },
      expect: 200,
    });
    await check("PUT", "/repos/{owner}/{repo}/issues/{issue_number}/labels", `${r}/issues/${issue.number}/labels`, {
      body: { labels: ["agent", "bug"] },
    });
    await check(
      "DELETE",
      "/repos/{owner}/{repo}/issues/{issue_number}/labels/{name}",
      `${r}/issues/${issue.number}/labels/bug`,
    );
    await check("GET", "/repos/{owner}/{repo}/labels", `${r}/labels`);
    await check("POST", "/repos/{owner}/{repo}/labels", `${r}/labels`, { body: { name: "chore", color: "00ff00" } });

    const comment = await check(
      "POST",
      "/repos/{owner}/{repo}/issues/{issue_number}/comments",
      `${r}/issues/${issue.number}/comments`,
      { body: { body: "hello" } },
    );
    await check(
      "GET",
      "/repos/{owner}/{repo}/issues/{issue_number}/comments",
      `${r}/issues/${issue.number}/comments?per_page=1`,
    );
    await check("GET", "/repos/{owner}/{repo}/issues/comments/{comment_id}", `${r}/issues/comments/${comment.id}`);
    await check("PATCH", "/repos/{owner}/{repo}/issues/comments/{comment_id}", `${r}/issues/comments/${comment.id}`, {
      body: { body: "edited" },
    });
    const doomed = await check(
      "POST",
      "/repos/{owner}/{repo}/issues/{issue_number}/comments",
      `${r}/issues/${issue.number}/comments`,
      { body: { body: "bye" } },
    );
    await check("DELETE", "/repos/{owner}/{repo}/issues/comments/{comment_id}", `${r}/issues/comments/${doomed.id}`, {
      expect: 204,
    });
    await check(
      "POST",
      "/repos/{owner}/{repo}/issues/{issue_number}/comments",
      `${r}/issues/${issue.number}/comments`,
      { body: { body: "x".repeat(65_537) }, expect: 422 },
    );
    await check("GET", "/repos/{owner}/{repo}/issues/comments/{comment_id}", `${r}/issues/comments/999999`, {
      expect: 404,
    });

    const reaction = await check(
      "POST",
      "/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions",
      `${r}/issues/comments/${comment.id}/reactions`,
      { body: { content: "eyes" } },
    );
    await check(
      "POST",
      "/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions",
      `${r}/issues/comments/${comment.id}/reactions`,
      { body: { content: "eyes" }, expect: 200 },
    );
    await check(
      "GET",
      "/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions",
      `${r}/issues/comments/${comment.id}/reactions`,
    );
    await check(
      "DELETE",
      "/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}",
      `${r}/issues/comments/${comment.id}/reactions/${reaction.id}`,
      { expect: 204 },
    );
    await check(
      "POST",
      "/repos/{owner}/{repo}/issues/{issue_number}/reactions",
      `${r}/issues/${issue.number}/reactions`,
      { body: { content: "rocket" } },
    );
    await check(
      "GET",
      "/repos/{owner}/{repo}/issues/{issue_number}/reactions",
      `${r}/issues/${issue.number}/reactions`,
    );

    const pull = await check("POST", "/repos/{owner}/{repo}/pulls", `${r}/pulls`, {
      body: { title: "Bump", head: "feature", base: "main", body: "Fixes #1", draft: true },
    });
    await check("POST", "/repos/{owner}/{repo}/pulls", `${r}/pulls`, {
      body: { title: "Again", head: "feature", base: "main" },
      expect: 422,
    });
    await check("GET", "/repos/{owner}/{repo}/pulls", `${r}/pulls?head=octo:feature&state=open`);
    await check("GET", "/repos/{owner}/{repo}/pulls/{pull_number}", `${r}/pulls/${pull.number}`);
    await check("PATCH", "/repos/{owner}/{repo}/pulls/{pull_number}", `${r}/pulls/${pull.number}`, {
      body: { body: "Fixes #1\n\nstats" },
    });

    const { review, comments } = await emu.addReview({
      repo: "octo/demo",
      pull: pull.number as number,
      user: "alice",
      body: "/agent fix",
      state: "CHANGES_REQUESTED",
      comments: [{ path: "src/app.js", line: 1, body: "use 3" }],
    });
    await check("GET", "/repos/{owner}/{repo}/pulls/{pull_number}/reviews", `${r}/pulls/${pull.number}/reviews`);
    await check(
      "GET",
      "/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}",
      `${r}/pulls/${pull.number}/reviews/${review.id}`,
    );
    await check(
      "GET",
      "/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments",
      `${r}/pulls/${pull.number}/reviews/${review.id}/comments`,
    );
    await check("POST", "/repos/{owner}/{repo}/pulls/{pull_number}/reviews", `${r}/pulls/${pull.number}/reviews`, {
      body: { event: "COMMENT", body: "ok", comments: [{ path: "src/app.js", line: 1, body: "nit" }] },
      expect: 200,
    });
    // A comment on a line outside the diff makes GitHub refuse the whole review.
    await check("POST", "/repos/{owner}/{repo}/pulls/{pull_number}/reviews", `${r}/pulls/${pull.number}/reviews`, {
      body: { event: "COMMENT", body: "ok", comments: [{ path: "src/app.js", line: 9, body: "far away" }] },
      expect: 422,
    });
    await check(
      "PUT",
      "/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}",
      `${r}/pulls/${pull.number}/reviews/${review.id}`,
      { body: { body: "updated" }, token: "ghp_alice" },
    );
    const files = await check(
      "GET",
      "/repos/{owner}/{repo}/pulls/{pull_number}/files",
      `${r}/pulls/${pull.number}/files`,
    );
    expect(files).toMatchObject([{ filename: "src/app.js", status: "modified", additions: 1, deletions: 1 }]);
    const compared = await check("GET", "/repos/{owner}/{repo}/compare/{basehead}", `${r}/compare/main...feature`);
    expect(compared).toMatchObject({ status: "ahead", ahead_by: 1, behind_by: 0, total_commits: 1 });
    await check("GET", "/repos/{owner}/{repo}/pulls/{pull_number}/comments", `${r}/pulls/${pull.number}/comments`);
    await check(
      "POST",
      "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
      `${r}/pulls/${pull.number}/comments/${comments[0].id}/replies`,
      { body: { body: "done" } },
    );
    await check("POST", "/repos/{owner}/{repo}/pulls/{pull_number}/comments", `${r}/pulls/${pull.number}/comments`, {
      body: { body: "line note", path: "src/app.js", line: 1, commit_id: pull.head && (pull.head as Json).sha },
    });
    await check("GET", "/repos/{owner}/{repo}/pulls/comments/{comment_id}", `${r}/pulls/comments/${comments[0].id}`);
    await check("PATCH", "/repos/{owner}/{repo}/pulls/comments/{comment_id}", `${r}/pulls/comments/${comments[0].id}`, {
      body: { body: "use 4" },
      token: "ghp_alice",
    });
    const rc = await check(
      "POST",
      "/repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions",
      `${r}/pulls/comments/${comments[0].id}/reactions`,
      { body: { content: "eyes" } },
    );
    await check(
      "GET",
      "/repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions",
      `${r}/pulls/comments/${comments[0].id}/reactions`,
    );
    await check(
      "DELETE",
      "/repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}",
      `${r}/pulls/comments/${comments[0].id}/reactions/${rc.id}`,
      { expect: 204 },
    );
    const ir = (await check(
      "GET",
      "/repos/{owner}/{repo}/issues/{issue_number}/reactions",
      `${r}/issues/${issue.number}/reactions`,
    )) as unknown as Json[];
    await check(
      "DELETE",
      "/repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}",
      `${r}/issues/${issue.number}/reactions/${ir[0].id}`,
      { expect: 204 },
    );

    await check("GET", "/repos/{owner}/{repo}/git/ref/{ref}", `${r}/git/ref/heads/feature`);
    await check("GET", "/repos/{owner}/{repo}/git/matching-refs/{ref}", `${r}/git/matching-refs/heads/`);
    const mainSha = await emu.git("octo/demo").resolve("main");
    await check("POST", "/repos/{owner}/{repo}/git/refs", `${r}/git/refs`, {
      body: { ref: "refs/heads/made", sha: mainSha },
    });
    await check("PATCH", "/repos/{owner}/{repo}/git/refs/{ref}", `${r}/git/refs/heads/made`, {
      body: { sha: await emu.git("octo/demo").resolve("feature"), force: true },
    });
    await check("DELETE", "/repos/{owner}/{repo}/git/refs/{ref}", `${r}/git/refs/heads/made`, { expect: 204 });
    const blob = await check("POST", "/repos/{owner}/{repo}/git/blobs", `${r}/git/blobs`, {
      body: { content: Buffer.from([0, 1, 2, 255]).toString("base64"), encoding: "base64" },
    });
    const [featureHead] = await emu.git("octo/demo").log("feature", { max: 1 });
    const tree = await check("POST", "/repos/{owner}/{repo}/git/trees", `${r}/git/trees`, {
      body: {
        base_tree: featureHead.tree,
        tree: [
          { path: "bin/data", mode: "100644", type: "blob", sha: blob.sha },
          { path: "notes.txt", mode: "100644", content: "hello\n" },
        ],
      },
    });
    await check("POST", "/repos/{owner}/{repo}/git/commits", `${r}/git/commits`, {
      body: { message: "Through the API", tree: tree.sha, parents: [featureHead.sha] },
    });
    await check("GET", "/repos/{owner}/{repo}/branches", `${r}/branches`);
    await check("GET", "/repos/{owner}/{repo}/branches/{branch}", `${r}/branches/main`);
    await check("GET", "/repos/{owner}/{repo}/commits/{ref}", `${r}/commits/feature`);
    await check("GET", "/repos/{owner}/{repo}/contents/{path}", `${r}/contents/src/app.js?ref=feature`);
    await check("GET", "/repos/{owner}/{repo}/contents/{path}", `${r}/contents/src`);
    await check("GET", "/repos/{owner}/{repo}/contents/{path}", `${r}/contents/link`);
    await check("GET", "/repos/{owner}/{repo}/contents/{path}", `${r}/contents/missing.txt`, { expect: 404 });

    const head = await emu.git("octo/demo").resolve("feature");
    const run = await check("POST", "/repos/{owner}/{repo}/check-runs", `${r}/check-runs`, {
      body: { name: "ci", head_sha: head, status: "in_progress" },
    });
    await check("PATCH", "/repos/{owner}/{repo}/check-runs/{check_run_id}", `${r}/check-runs/${run.id}`, {
      body: { conclusion: "failure", output: { title: "1 failed", summary: "| a | b |", text: "tail" } },
    });
    // The description documents no error answers for check runs: their statuses are checked, not their bodies.
    const post = (body: unknown, token = "ghs_bot") =>
      fetch(`${emu.apiUrl}${r}/check-runs`, {
        method: "POST",
        headers: { authorization: `token ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then((res) => res.status);
    emu.addToken("ghs_nochecks", "github-actions[bot]", {
      kind: "installation",
      permissions: { contents: "write", pull_requests: "write" },
    });
    expect(await post({ name: "ci", head_sha: head, status: "completed" })).toBe(422);
    expect(await post({ name: "ci", head_sha: "0".repeat(40) })).toBe(422);
    expect(await post({ name: "ci", head_sha: head }, "ghp_alice")).toBe(403);
    expect(await post({ name: "ci", head_sha: head }, "ghs_nochecks")).toBe(403);
    expect(emu.checkRuns("octo/demo").map((c) => [c.name, c.status, c.conclusion])).toEqual([
      ["ci", "completed", "failure"],
    ]);

    // A finished Actions job: a check run of github-actions listed by ref, and its log behind a redirect (the
    // description documents only the 302 for the log).
    const job = await emu.addWorkflowJob({
      repo: "octo/demo",
      headSha: head as string,
      job: "test",
      log: "line 1\n##[error]boom",
    });
    const listed = await check(
      "GET",
      "/repos/{owner}/{repo}/commits/{ref}/check-runs",
      `${r}/commits/feature/check-runs`,
    );
    expect((listed.check_runs as Json[]).map((c) => [c.name, c.conclusion, (c.app as Json | null)?.slug])).toEqual([
      ["test", "failure", "github-actions"],
      ["ci", "failure", "github-actions"],
    ]);
    const logs = await fetch(`${emu.apiUrl}${r}/actions/jobs/${job.jobId}/logs`, {
      headers: { authorization: "token ghs_bot" },
      redirect: "manual",
    });
    expect(logs.status).toBe(302);
    expect(emu.requests.at(-1)?.route).toBe("GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs");
    routesHit.add("GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs");
    expect(await (await fetch(logs.headers.get("location") as string)).text()).toBe("line 1\n##[error]boom");

    const unvisited = routeTable()
      .map((route) => `${route.method} ${route.template}`)
      .filter((route) => !routesHit.has(route));
    expect(unvisited).toEqual([]);
  });
});
