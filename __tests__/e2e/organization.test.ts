// Issue 25: one policy for many repositories, and a chore run from a central repository against another one. The
// emulator serves the organisation's `.github` (an enforced bash section with a deny, a non-enforced network
// section, AGENTS.md), `acme/one` (its own file allowing the organisation's denied command and adding a host) and
// the central `acme/widgets`, where a workflow_dispatch runs the bundled action with `repository: acme/one`.
// Pull requests in both repositories widen the policies on their heads: nothing of them may count.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTION, REPO, TOKEN, runAction, startWorld, type ActionRun, type World } from "./harness.js";

const run = promisify(execFile);
const CLI = join(ACTION, "..", "cli.js");
const ORG_FILE = "acme/.github:.github/agent-policy.yml";
const ORG_POLICY = `version: 1
bash:
  enforced: true
  allow: ["ls *", "cat *"]
  deny: ["npm publish *"]
network:
  presets: [npm]
`;
const ONE_POLICY = `version: 1
bash:
  allow: ["npm publish *", "make *"]
network:
  allow: [pypi.example.org]
`;
const WIDE_POLICY = `version: 1\nbash:\n  allow: ["*"]\n`;
const PROMPT = "Add a changelog";

describe("organisation defaults and a chore run against another repository", () => {
  let world: World;
  let action: ActionRun;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        { tools: [{ name: "bash", input: { command: "npm publish" } }] },
        { tools: [{ name: "bash", input: { command: "make build" } }] },
        { tools: [{ name: "write_file", input: { path: "CHANGELOG.md", content: "# Changelog\n" } }] },
        { text: "Added the changelog." },
      ],
    });
    const { gh } = world;
    await gh.createRepo({
      owner: "acme",
      name: ".github",
      files: { ".github/agent-policy.yml": ORG_POLICY, "AGENTS.md": "Organisation rule: changelogs stay short.\n" },
    });
    await gh.createRepo({
      owner: "acme",
      name: "one",
      files: { "README.md": "# one\n", ".github/agent-policy.yml": ONE_POLICY },
      permissions: { "github-actions[bot]": "write", maintainer: "write" },
    });
    // Pull requests that would widen either file: read from the default branches, they change nothing.
    for (const repo of ["acme/.github", "acme/one"]) {
      await gh.git(repo).commit({
        branch: "widen",
        from: "main",
        files: { ".github/agent-policy.yml": WIDE_POLICY },
        message: "Allow everything",
      });
      await gh.createPull({ repo, title: "Allow everything", head: "widen", user: "maintainer" });
    }
    action = await runAction(world, {
      eventName: "workflow_dispatch",
      payload: gh.events.workflowDispatch({ repo: REPO, inputs: { prompt: PROMPT } }),
      inputs: { prompt: PROMPT, repository: "acme/one" },
    });
  }, 180_000);
  afterAll(async () => world?.close());

  /** The tool result the i-th request carries (its last message), or the whole request for the first. */
  const toolResultText = (i: number) =>
    i === 0 ? (world.model.requests[0]?.text ?? "") : JSON.stringify(world.model.requests[i]?.body?.messages.at(-1));

  it("opens the pull request in acme/one, not in the central repository", async () => {
    expect(action.code, action.stdout + action.stderr).toBe(0);
    expect(action.outputs).toMatchObject({ conclusion: "changed", repository: "acme/one" });
    const pulls = await world.gh.pulls("acme/one", { state: "open" });
    const chore = pulls.find((p) => p.head.ref === action.outputs.branch);
    expect(chore?.html_url).toBe(action.outputs.pr_url);
    expect(await world.gh.git("acme/one").readFile(action.outputs.branch, "CHANGELOG.md")).toBe("# Changelog\n");
    expect(await world.gh.pulls(REPO, { state: "all" })).toEqual([]);
  });

  it("keeps the organisation's bash.deny against acme/one's own allow of the same command", () => {
    expect(toolResultText(1)).toContain('Denied (bash.deny: \\"npm publish *\\")');
  });

  it("ignores acme/one's allows in the section the organisation enforces", () => {
    expect(toolResultText(2)).toContain("Denied (no-match): `make build`: no bash.allow pattern matches");
    expect(toolResultText(0)).toContain("bash may run only commands matching: `ls *`, `cat *` ");
  });

  it("extends the section the organisation does not enforce with acme/one's hosts, and adds its AGENTS.md", () => {
    const first = toolResultText(0);
    expect(first).toContain("registry.npmjs.org");
    expect(first).toContain("pypi.example.org");
    expect(first).toContain("Organisation rule: changelogs stay short.");
  });

  it("says in the final comment which sources configured the run", async () => {
    const snap = await world.gh.snapshot();
    const comments = snap.repos["acme/one"].comments.map((c) => c.body ?? "").join("\n");
    expect(comments).toContain("Configuration: acme/.github (`.github/agent-policy.yml`, `AGENTS.md`)");
    expect(comments).toContain("acme/one (`.github/agent-policy.yml`)");
  });

  it("`policy check --explain --repository acme/one` names the source file of each deciding line", async () => {
    const env = { ...process.env, GITHUB_TOKEN: TOKEN, GITHUB_API_URL: world.gh.apiUrl };
    const check = await run(
      process.execPath,
      [CLI, "policy", "check", "--repository", "acme/one", "--explain", "--", "npm publish && ls src"],
      { env },
    ).catch((err: { code: number; stdout: string; stderr: string }) => err);
    expect(check.stdout).toContain(`policy: ${ORG_FILE} merged with acme/one:.github/agent-policy.yml`);
    expect(check.stdout).toMatch(/npm publish +bash\.deny: "npm publish \*" {2}\(from acme\/\.github:/);
    expect(check.stdout).toMatch(/ls src +bash\.allow: "ls \*" {2}\(from acme\/\.github:/);
    const url = await run(
      process.execPath,
      [CLI, "policy", "check", "--repository", "acme/one", "--explain", "--url", "https://pypi.example.org/simple"],
      { env },
    );
    expect(url.stdout).toContain('network.allow: "pypi.example.org"');
    expect(url.stdout).toContain("(from acme/one:.github/agent-policy.yml)");
  });
});
