// ci_logs against the GitHub emulator through Octokit: the failed checks of a pull request's head, the failing part
// of a job's log, and what a token without `actions: read` gets (a clear permission result, not a failed run).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGitHubEmulator, type GitHubEmulator } from "../fakes/github/emulator.mjs";
import { createOctokit } from "../../src/github/octokit.js";
import { createCiLogSource } from "../../src/github/ci-failures.js";
import { createCiLogsTool } from "../../src/tools/builtin/ci-logs.js";
import type { ToolContext } from "../../src/tools/tool.js";

const REPO = "acme/widgets";
const LOG = ["setup", "compile", "##[error]src/a.ts(3,1): error TS2304: Cannot find name 'x'.", "cleanup"].join("\n");

describe("ci_logs", () => {
  let emu: GitHubEmulator;
  let head: string;

  beforeAll(async () => {
    emu = await startGitHubEmulator();
    emu.addUser("acme", { type: "Organization" });
    emu.addUser("github-actions[bot]", { type: "Bot" });
    emu.addToken("ghs_full", "github-actions[bot]", { kind: "installation" });
    emu.addToken("ghs_noactions", "github-actions[bot]", {
      kind: "installation",
      permissions: { contents: "read", checks: "read", pull_requests: "write" },
    });
    await emu.createRepo({ owner: "acme", name: "widgets", files: { "src/a.ts": "x;\n" } });
    emu.setPermission(REPO, "github-actions[bot]", "write");
    head = (await emu.git(REPO).branches()).main;
    await emu.addWorkflowJob({ repo: REPO, headSha: head, job: "build", log: LOG });
    await emu.addWorkflowJob({ repo: REPO, headSha: head, job: "docs", conclusion: "success", log: "ok" });
  });
  afterAll(async () => emu?.close());

  const tool = (token: string) =>
    createCiLogsTool(
      createCiLogSource({
        octokit: createOctokit({ token, baseUrl: emu.apiUrl }),
        owner: "acme",
        repo: "widgets",
        sha: head,
      }),
    );
  const ctx = {} as ToolContext;

  it("lists only the failed checks, then returns the lines around the first error of the named one", async () => {
    const t = tool("ghs_full");
    const list = await t.execute({}, ctx);
    expect(list.isError).toBeUndefined();
    expect(list.output).toMatch(/^Failed checks of the pull request's head:\n- \d+ "build" \(failure\)/);
    expect(list.output).not.toContain('"docs"');
    const log = await t.execute({ check: "BUILD" }, ctx);
    expect(log.isError).toBeUndefined();
    expect(log.output).toContain('Check "build" (failure), lines 1–4 of 4, around the first error (line 3)');
    expect(log.output).toContain("error TS2304: Cannot find name 'x'.");
  });

  it("names the failed checks when asked for one that did not fail", async () => {
    const out = await tool("ghs_full").execute({ check: "docs" }, ctx);
    expect(out).toMatchObject({ isError: true, errorType: "validation" });
    expect(out.output).toBe('No failed check "docs". Failed checks: "build".');
  });

  it("says the token needs actions: read when GitHub answers 403", async () => {
    const out = await tool("ghs_noactions").execute({ check: "build" }, ctx);
    expect(out).toMatchObject({ isError: true, errorType: "permission", display: "ci_logs build: permission" });
    expect(out.output).toContain("GitHub answered 403");
    expect(out.output).toContain("needs `actions: read`");
  });
});
