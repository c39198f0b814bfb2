import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { main } from "../../src/cli/policy.js";

let dir: string;
let org: string;
let own: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "policy-cli-org-"));
  org = path.join(dir, "org-policy.yml");
  own = path.join(dir, "agent-policy.yml");
  await writeFile(
    org,
    "version: 1\nbash:\n  enforced: true\n  allow: ['npm test *']\n  deny: ['npm publish *']\nnetwork:\n  presets: [npm]\nlimits:\n  max_turns: 30\n",
  );
  await writeFile(
    own,
    "version: 1\nbash:\n  allow: ['npm publish *', 'make *']\n  deny: ['rm *']\nnetwork:\n  allow: [registry.example.com]\nlimits:\n  max_turns: 80\n  max_cost_usd: 2\n",
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function run(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

describe("repo-agent policy check --explain with an organisation's file", () => {
  it("names the file of each deciding line", async () => {
    const r = await run(
      "check",
      "--repo",
      dir,
      "--policy",
      own,
      "--org-policy",
      org,
      "--explain",
      "--",
      "npm test && rm -rf x && ls",
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`policy: ${org} merged with ${own}`);
    expect(r.stdout).toMatch(new RegExp(`npm test +bash\\.allow: "npm test \\*"  \\(from ${org}\\)`));
    expect(r.stdout).toMatch(new RegExp(`rm -rf x +bash\\.deny: "rm \\*"  \\(from ${own}\\)`));
    expect(r.stdout).toMatch(/ls +no-match {2}\(from no policy line \(default\)\)/);
  });

  it("keeps the organisation's enforced deny against the repository's own allow of the same command", async () => {
    const r = await run(
      "check",
      "--repo",
      dir,
      "--policy",
      own,
      "--org-policy",
      org,
      "--explain",
      "--json",
      "--",
      "npm publish",
    );
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: "deny", rule: 'bash.deny: "npm publish *"', source: org });
  });

  it("names the file of a network line", async () => {
    const r = await run(
      "check",
      "--repo",
      dir,
      "--policy",
      own,
      "--org-policy",
      org,
      "--explain",
      "--url",
      "https://registry.example.com/x",
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`network.allow: "registry.example.com"`);
    expect(r.stdout).toContain(`(from ${own})`);
  });
});

describe("repo-agent policy merged", () => {
  it("prints the effective policy and what the enforced sections ignored", async () => {
    const r = await run("merged", "--repo", dir, "--policy", own, "--org-policy", org);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`# ignored: bash.allow (${own}): the organisation enforces bash`);
    const policy = parseYaml(r.stdout);
    expect(policy.bash.allow).toEqual(["npm test *"]);
    expect(policy.bash.deny).toEqual(["npm publish *", "rm *"]);
    expect(policy.network.presets).toEqual(["npm"]);
    expect(policy.network.allow).toEqual(["registry.example.com"]);
    expect(policy.limits).toEqual({ max_turns: 30, max_cost_usd: 2 });
  });

  it("prints a single file's policy with its defaults filled in", async () => {
    const r = await run("merged", "--repo", dir, "--policy", own);
    expect(r.code).toBe(0);
    expect(parseYaml(r.stdout).bash.timeout_seconds).toBe(120);
  });

  it("refuses an organisation file that does not exist", async () => {
    const r = await run("merged", "--repo", dir, "--policy", own, "--org-policy", path.join(dir, "missing.yml"));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("does not exist");
  });
});
