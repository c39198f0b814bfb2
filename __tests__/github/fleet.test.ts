// `repo-agent fleet list|summary` against the GitHub emulator: the matrix a central workflow fans out over, and
// the one summary (job summary + an issue updated, not duplicated) its last job writes.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main, perRepositoryBudget } from "../../src/cli/fleet.js";
import { startGitHubEmulator, type GitHubEmulator } from "../fakes/github/emulator.mjs";

const TOKEN = "ghs_fleetTOKENaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
let emu: GitHubEmulator;
let dir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  emu = await startGitHubEmulator();
  dir = await mkdtemp(path.join(tmpdir(), "fleet-"));
  emu.addUser("acme", { type: "Organization" });
  emu.addUser("app[bot]", { type: "Bot" });
  emu.addToken(TOKEN, "app[bot]", { kind: "installation" });
  const make = (name: string, topics: string[], granted: boolean) =>
    emu.createRepo({
      owner: "acme",
      name,
      files: { "README.md": `# ${name}\n` },
      topics,
      permissions: granted ? { "app[bot]": "write" } : {},
    });
  await make("central", [], true);
  await make("one", ["chores"], true);
  await make("two", ["chores"], true);
  await make("three", ["other"], false);
  await make(".github", ["chores"], true);
  env = { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: emu.apiUrl, GITHUB_REPOSITORY: "acme/central" };
}, 60_000);
afterAll(async () => {
  await emu?.close();
  await rm(dir, { recursive: true, force: true });
});

async function run(argv: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  let stdout = "";
  let stderr = "";
  const out = { stdout: (t: string) => void (stdout += t), stderr: (t: string) => void (stderr += t) };
  const code = await main(argv, out, { ...env, ...extraEnv });
  return { code, stdout, stderr };
}

describe("repo-agent fleet list", () => {
  it("lists the App installation's repositories (not the organisation's .github) and sets the matrix output", async () => {
    const output = path.join(dir, "list-output.txt");
    await writeFile(output, "");
    const r = await run(["list", "--installation"], { GITHUB_OUTPUT: output });
    expect(r.code, r.stderr).toBe(0);
    const matrix = JSON.parse(r.stdout);
    expect(matrix.include.map((e: { repository: string }) => e.repository)).toEqual([
      "acme/central",
      "acme/one",
      "acme/two",
    ]);
    expect(await readFile(output, "utf8")).toBe(`matrix=${r.stdout.trim()}\ncount=3\n`);
  });

  it("lists an organisation's repositories with a topic", async () => {
    const r = await run(["list", "--topic", "chores", "--owner", "acme"]);
    expect(JSON.parse(r.stdout).include).toEqual([
      { repository: "acme/one", name: "one" },
      { repository: "acme/two", name: "two" },
    ]);
  });

  it("shares the fleet budget among the repositories, never above the per-repository cap", async () => {
    const r = await run([
      "list",
      "--repositories",
      "acme/one, acme/two acme/three",
      "--budget-usd",
      "10",
      "--max-cost-usd",
      "3",
    ]);
    expect(JSON.parse(r.stdout).include).toEqual([
      { repository: "acme/one", name: "one", max_cost_usd: "3.00" },
      { repository: "acme/three", name: "three", max_cost_usd: "3.00" },
      { repository: "acme/two", name: "two", max_cost_usd: "3.00" },
    ]);
    expect(perRepositoryBudget(undefined, 10, 3)).toBe(3.33);
    expect(perRepositoryBudget(5, 10, 4)).toBe(2.5);
    expect(perRepositoryBudget(2, undefined, 4)).toBe(2);
  });

  it("refuses an ambiguous source and a name that is not owner/name", async () => {
    expect((await run(["list", "--installation", "--topic", "x"])).code).toBe(2);
    const bad = await run(["list", "--repositories", "acme"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('"acme" is not owner/name');
  });
});

describe("repo-agent fleet summary", () => {
  let results: string;
  beforeAll(async () => {
    results = path.join(dir, "results");
    await mkdir(path.join(results, "fleet-result-1"), { recursive: true });
    const record = (repository: string, outputs: Record<string, string>, outcome = "success") =>
      JSON.stringify({ repository, outcome, outputs });
    await writeFile(
      path.join(results, "fleet-result-1", "one.json"),
      record("acme/one", {
        conclusion: "changed",
        pr_url: `${emu.serverUrl}/acme/one/pull/4`,
        verified: "true",
        cost_usd: "0.1200",
      }),
    );
    await writeFile(
      path.join(results, "two.json"),
      record("acme/two", { conclusion: "no_changes", pr_url: "", verified: "", cost_usd: "0.0300" }),
    );
    await writeFile(
      path.join(results, "three.json"),
      record(
        "acme/three",
        { conclusion: "failed", error: "this token cannot push to acme/three | @someone", cost_usd: "0.0000" },
        "failure",
      ),
    );
  });

  it("writes one table with each repository's PR, conclusion, verification and cost, and the repositories that left nothing", async () => {
    const summaryFile = path.join(dir, "summary.md");
    await writeFile(summaryFile, "");
    const matrix = JSON.stringify({
      include: ["acme/one", "acme/two", "acme/three", "acme/four"].map((repository) => ({ repository })),
    });
    const r = await run(
      ["summary", "--results", results, "--matrix", matrix, "--budget-usd", "0.1", "--title", "Weekly deps"],
      {
        GITHUB_STEP_SUMMARY: summaryFile,
      },
    );
    expect(r.code, r.stderr).toBe(0);
    const table = await readFile(summaryFile, "utf8");
    expect(table).toBe(r.stdout);
    expect(table).toContain(
      `| \`acme/one\` | changed | [acme/one/pull/4](${emu.serverUrl}/acme/one/pull/4) | ✓ | $0.12 |  |`,
    );
    expect(table).toContain("| `acme/two` | no_changes | — | — | $0.03 |  |");
    // Text from a run is neutralised: a pipe cannot break the table, a mention does not ping.
    expect(table).toContain(
      "| `acme/three` | failed | — | — | $0.00 | this token cannot push to acme/three \\| `@\u200bsomeone` |",
    );
    expect(table).toContain("| `acme/four` | no result |");
    expect(table).toContain(
      "4 repositories: 1 changed, 1 failed, 1 no_changes. Spent $0.15 — **over the fleet budget of $0.10**",
    );
  });

  it("opens one issue in the central repository on the first run and updates it on the next", async () => {
    const first = await run(["summary", "--results", results, "--title", "Weekly deps", "--issue"]);
    const second = await run(["summary", "--results", results, "--title", "Weekly deps", "--issue"]);
    expect(first.code, first.stderr).toBe(0);
    const url = /issue: (\S+)/.exec(first.stdout)?.[1];
    expect(url).toMatch(/\/acme\/central\/issues\/\d+$/);
    expect(/issue: (\S+)/.exec(second.stdout)?.[1]).toBe(url);
    const snap = await emu.snapshot();
    const issues = snap.repos["acme/central"].issues;
    expect(issues.filter((i) => i.title === "Weekly deps")).toHaveLength(1);
    expect(emu.restRequests({ method: "POST", path: /\/acme\/central\/issues$/ })).toHaveLength(1);
    expect(emu.restRequests({ method: "PATCH", path: /\/acme\/central\/issues\/\d+$/ })).toHaveLength(1);
  });

  it("refuses a result that does not name its repository", async () => {
    const bad = path.join(dir, "bad");
    await mkdir(bad);
    await writeFile(path.join(bad, "x.json"), JSON.stringify({ outputs: { conclusion: "changed" } }));
    const r = await run(["summary", "--results", bad]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("does not say which repository");
  });
});
