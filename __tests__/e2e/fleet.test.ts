// Issue 25: a fleet chore as the README's central workflow runs it. The list job's matrix is made by
// `repo-agent fleet list`; each matrix job is a run of the bundled action with the matrix's inputs (run one after
// the other here, as max-parallel: 1 would); each leaves its outputs as the workflow's record step writes them; the
// last job is `repo-agent fleet summary`. acme/four is readable but the token cannot push to it: it is reported as
// such while the three others land.
import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTION, REPO, TOKEN, runAction, startWorld, type ActionRun, type World } from "./harness.js";

const exec = promisify(execFile);
const CLI = join(ACTION, "..", "cli.js");
const FLEET = ["acme/one", "acme/two", "acme/three", "acme/four"];
const PROMPT = "Add a changelog";

function changelogScript(name: string) {
  return [
    { tools: [{ name: "write_file", input: { path: "CHANGELOG.md", content: `# ${name}\n` } }] },
    { text: `Added ${name}'s changelog.` },
  ];
}

describe("a fleet chore over four repositories, one of which the token cannot push to", () => {
  let world: World;
  let matrix: { include: { repository: string; max_cost_usd: string }[] };
  const runs = new Map<string, ActionRun>();
  let summary: { stdout: string };

  beforeAll(async () => {
    world = await startWorld({
      script: ["acme/one", "acme/two", "acme/three"].flatMap(changelogScript),
    });
    const { gh } = world;
    for (const full of FLEET) {
      const name = full.split("/")[1];
      await gh.createRepo({
        owner: "acme",
        name,
        files: { "README.md": `# ${name}\n` },
        // The workflow's token reads every public repository; it may push to three of them.
        permissions: name === "four" ? {} : { "github-actions[bot]": "write" },
      });
    }
    const env = { ...process.env, GITHUB_TOKEN: TOKEN, GITHUB_API_URL: gh.apiUrl, GITHUB_REPOSITORY: REPO };
    const listed = await exec(
      process.execPath,
      [CLI, "fleet", "list", "--repositories", FLEET.join(","), "--budget-usd", "2", "--max-cost-usd", "1"],
      { env },
    );
    matrix = JSON.parse(listed.stdout);

    const results = join(world.dir, "fleet-results");
    await mkdir(results);
    for (const leg of matrix.include) {
      const run = await runAction(world, {
        eventName: "workflow_dispatch",
        payload: gh.events.workflowDispatch({ repo: REPO, inputs: { prompt: PROMPT } }),
        inputs: { prompt: PROMPT, repository: leg.repository, max_cost_usd: leg.max_cost_usd },
      });
      runs.set(leg.repository, run);
      // The workflow's record step: the matrix entry, the step's outcome and its outputs.
      const record = {
        repository: leg.repository,
        outcome: run.code === 0 ? "success" : "failure",
        outputs: run.outputs,
      };
      await writeFile(join(results, `${leg.repository.replace("/", "__")}.json`), JSON.stringify(record));
    }
    summary = await exec(
      process.execPath,
      [
        CLI,
        "fleet",
        "summary",
        "--results",
        results,
        "--matrix",
        JSON.stringify(matrix),
        "--budget-usd",
        "2",
        "--issue",
      ],
      { env: { ...env, GITHUB_SERVER_URL: gh.serverUrl, GITHUB_RUN_ID: "77" } },
    );
  }, 300_000);
  afterAll(async () => world?.close());

  it("lists the four repositories, each with its share of the fleet budget", () => {
    expect(matrix.include).toEqual(
      ["acme/four", "acme/one", "acme/three", "acme/two"].map((repository) => ({
        repository,
        name: repository.split("/")[1],
        max_cost_usd: "0.50",
      })),
    );
  });

  it("opens one PR in each repository the token can push to", async () => {
    for (const repo of ["acme/one", "acme/two", "acme/three"]) {
      const run = runs.get(repo)!;
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.outputs.conclusion).toBe("changed");
      const pulls = await world.gh.pulls(repo, { state: "open" });
      expect(pulls.map((p) => p.html_url)).toEqual([run.outputs.pr_url]);
    }
  });

  it("refuses acme/four before asking the model anything, in its log, job summary and outputs", async () => {
    const run = runs.get("acme/four")!;
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: "failed", repository: "acme/four" });
    expect(run.outputs.error).toMatch(/^this token cannot push to acme\/four/);
    expect(run.stdout).toContain("::error::repo-agent: this token cannot push to acme/four");
    expect(run.summary).toContain("this token cannot push to acme/four");
    expect(await world.gh.pulls("acme/four", { state: "all" })).toEqual([]);
    expect(world.model.requests).toHaveLength(6);
  });

  it("summarises the fleet in one table with three PR links and acme/four's refusal, in one issue", async () => {
    const links = summary.stdout.match(/\]\(http[^)]+\/pull\/\d+\)/g) ?? [];
    expect(links).toHaveLength(3);
    for (const repo of ["acme/one", "acme/two", "acme/three"])
      expect(summary.stdout).toContain(`| \`${repo}\` | changed | [${repo}/pull/`);
    expect(summary.stdout).toMatch(
      /\| `acme\/four` \| failed \| — \| — \| \$0\.00 \| this token cannot push to acme\/four/,
    );
    expect(summary.stdout).toContain("4 repositories: 3 changed, 1 failed. Spent $0.");
    const issueUrl = /issue: (\S+)/.exec(summary.stdout)?.[1];
    expect(issueUrl).toMatch(new RegExp(`/${REPO}/issues/\\d+$`));
    const issues = (await world.gh.snapshot()).repos[REPO].issues;
    expect(issues.filter((i: { title: string }) => i.title === "repo-agent fleet run")).toHaveLength(1);
  });
});
