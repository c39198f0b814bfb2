// Policy `hooks.after_edit`: a formatter from the repository runs once per turn over the files the turn edited, in
// the sandbox. The model is told what it changed, and its next edit of those files is not refused as "changed
// since read".
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixDiscountEdit, REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import type { RecordedRequest } from "../fakes/model-server/index.js";

// Swaps double quotes for single quotes: a tiny stand-in for prettier. Each run appends the files it got to
// .format-runs (ignored by git), so the test can count the runs.
const FORMATTER = `import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
const files = process.argv.slice(2);
appendFileSync(".format-runs", files.join(" ") + "\\n");
for (const file of files) writeFileSync(file, readFileSync(file, "utf8").replaceAll('"', "'"));
`;

const HOOKS = `hooks:
  after_edit:
    - files: "src/**/*.js"
      run: "node scripts/format.mjs {files}"
    - files: "src/**/*.js"
      run: "node scripts/missing.mjs {files}"
`;

/** The tool results of the request's last user message, as the model reads them. */
function toolResults(request: RecordedRequest): { text: string; isError: boolean }[] {
  const last = request.body?.messages.at(-1);
  if (!last || typeof last.content === "string") return [];
  return last.content.flatMap((block) => {
    if (block.type !== "tool_result") return [];
    const text =
      typeof block.content === "string"
        ? block.content
        : (block.content ?? []).map((p) => (p.type === "text" ? p.text : "")).join("");
    return [{ text, isError: block.is_error === true }];
  });
}

describe("an after_edit hook from the policy", () => {
  let world: World;
  let run: ActionRun;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
        {
          tools: [
            {
              name: "edit_file",
              input: {
                path: "src/cart.js",
                old_string: "// A tiny shopping cart: line totals, a percentage discount and VAT.\n",
                new_string:
                  '// A tiny shopping cart: line totals, a percentage discount and VAT.\nexport const CURRENCY = "EUR";\n',
              },
            },
            { name: "write_file", input: { path: "src/currency.js", content: 'export const SYMBOL = "€";\n' } },
            { name: "write_file", input: { path: "NOTES.md", content: 'Not "formatted".\n' } },
          ],
        },
        {
          tools: [
            fixDiscountEdit(),
            {
              name: "edit_file",
              input: { path: "src/currency.js", old_string: "SYMBOL = '€'", new_string: 'SYMBOL = "EUR"' },
            },
          ],
        },
        { text: "Added the currency and fixed the discount." },
      ],
    });
    const git = world.gh.git(REPO);
    const policy = (await git.readFile("main", ".github/agent-policy.yml")) ?? "";
    const files = {
      "scripts/format.mjs": FORMATTER,
      ".gitignore": ".format-runs\n",
      ".github/agent-policy.yml": `${policy.trimEnd()}\n${HOOKS}`,
    };
    await git.commit({ branch: "main", files, message: "Format on edit" });
    const issue = world.gh.createIssue({ repo: REPO, title: "Discounts are wrong", body: "…", user: "maintainer" });
    const comment = world.gh.addComment({ repo: REPO, issue: issue.number, body: "/agent fix it", user: "maintainer" });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
    });
  }, 180_000);
  afterAll(async () => world?.close());

  it("runs each hook once per turn, after the turn's edits, with every matching file the turn edited", async () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const runs = await readFile(join(run.workspace, ".format-runs"), "utf8");
    expect(runs.trimEnd().split("\n")).toEqual(["./src/cart.js ./src/currency.js", "./src/cart.js ./src/currency.js"]);
  });

  it("tells the model in each edit's result what the hook changed in that file, and a failing hook is only a note", () => {
    const [edit, written, readme] = toolResults(world.model.requests[2]);
    expect(edit.isError).toBe(false);
    expect(edit.text).toContain(
      "after_edit hook `node scripts/format.mjs {files}` rewrote src/cart.js (one run over this turn's 2 edited files)",
    );
    expect(edit.text).toMatch(/-\s+2\texport const CURRENCY = "EUR";\n\+\s+2\texport const CURRENCY = 'EUR';/);
    expect(edit.text).not.toContain("SYMBOL");
    expect(edit.text).toMatch(
      /after_edit hook `node scripts\/missing\.mjs \{files\}` failed \(one run over this turn's 2 edited files\) \(the edit itself is kept\): exit 1/,
    );
    expect(written.isError).toBe(false);
    expect(written.text).toMatch(
      /rewrote src\/currency\.js[^\n]*\n[\s\S]*-\s+1\texport const SYMBOL = "€";\n\+\s+1\texport const SYMBOL = '€';/,
    );
    expect([readme.isError, readme.text.includes("after_edit")]).toEqual([false, false]);
  });

  it("lets the model's next edit_file of every rewritten file succeed", () => {
    const results = toolResults(world.model.requests[3]);
    expect(results.map((r) => r.isError)).toEqual([false, false]);
    expect(results[0].text).toContain("Edited src/cart.js: 1 replacement");
    expect(results[1].text).toContain("Edited src/currency.js: 1 replacement");
  });

  it("commits the formatted files", async () => {
    const git = world.gh.git(REPO);
    const committed = (await git.readFile(run.outputs.branch, "src/cart.js")) ?? "";
    expect(committed).toContain("export const CURRENCY = 'EUR';");
    expect(committed).toContain("return amount * (1 - percent / 100);");
    expect(await git.readFile(run.outputs.branch, "src/currency.js")).toBe("export const SYMBOL = 'EUR';\n");
    expect(await git.readFile(run.outputs.branch, "NOTES.md")).toBe('Not "formatted".\n');
    expect(await git.readFile(run.outputs.branch, ".format-runs")).toBeUndefined();
  });
});
