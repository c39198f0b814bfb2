// Policy `hooks.after_edit`: a formatter from the repository runs after each edit, in the sandbox. The model is
// told what it changed, and its next edit of the same file is not refused as "changed since read".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixDiscountEdit, REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import type { RecordedRequest } from "../fakes/model-server/index.js";

// Swaps double quotes for single quotes: a tiny stand-in for prettier.
const FORMATTER = `import { readFileSync, writeFileSync } from "node:fs";
for (const file of process.argv.slice(2)) writeFileSync(file, readFileSync(file, "utf8").replaceAll('"', "'"));
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
    const text = typeof block.content === "string" ? block.content : (block.content ?? []).map((p) => (p.type === "text" ? p.text : "")).join("");
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
              input: { path: "src/cart.js", old_string: "// A tiny shopping cart: line totals, a percentage discount and VAT.\n", new_string: '// A tiny shopping cart: line totals, a percentage discount and VAT.\nexport const CURRENCY = "EUR";\n' },
            },
          ],
        },
        { tools: [fixDiscountEdit()] },
        { text: "Added the currency and fixed the discount." },
      ],
    });
    const git = world.gh.git(REPO);
    const policy = (await git.readFile("main", ".github/agent-policy.yml")) ?? "";
    await git.commit({ branch: "main", files: { "scripts/format.mjs": FORMATTER, ".github/agent-policy.yml": `${policy.trimEnd()}\n${HOOKS}` }, message: "Format on edit" });
    const issue = world.gh.createIssue({ repo: REPO, title: "Discounts are wrong", body: "…", user: "maintainer" });
    const comment = world.gh.addComment({ repo: REPO, issue: issue.number, body: "/agent fix it", user: "maintainer" });
    run = await runAction(world, { eventName: "issue_comment", payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }) });
  }, 180_000);
  afterAll(async () => world?.close());

  it("tells the model in the edit's result what the hook changed, and a failing hook is only a note", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const [edit] = toolResults(world.model.requests[2]);
    expect(edit.isError).toBe(false);
    expect(edit.text).toContain("after_edit hook `node scripts/format.mjs {files}` rewrote src/cart.js");
    expect(edit.text).toMatch(/-\s+2\texport const CURRENCY = "EUR";\n\+\s+2\texport const CURRENCY = 'EUR';/);
    expect(edit.text).toMatch(/after_edit hook `node scripts\/missing\.mjs \{files\}` failed \(the edit itself is kept\): exit 1/);
  });

  it("lets the model's second edit_file of the rewritten file succeed", () => {
    const [second] = toolResults(world.model.requests[3]);
    expect(second.isError).toBe(false);
    expect(second.text).toContain("Edited src/cart.js: 1 replacement");
  });

  it("commits the formatted file", async () => {
    const committed = (await world.gh.git(REPO).readFile(run.outputs.branch, "src/cart.js")) ?? "";
    expect(committed).toContain("export const CURRENCY = 'EUR';");
    expect(committed).toContain("return amount * (1 - percent / 100);");
  });
});
