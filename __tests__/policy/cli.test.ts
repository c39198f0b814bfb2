import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/policy.js";
import { policyJsonSchema } from "../../src/policy/schema.js";

let repo: string;
let bare: string;

beforeAll(async () => {
  repo = await mkdtemp(path.join(tmpdir(), "policy-cli-"));
  bare = await mkdtemp(path.join(tmpdir(), "policy-cli-bare-"));
  await mkdir(path.join(repo, ".github"));
  await writeFile(
    path.join(repo, ".github", "agent-policy.yml"),
    "version: 1\nbash:\n  allow: ['git log *', 'npm test *']\nexamples:\n  allow: ['npm test']\n  deny: ['npm test; rm x']\n",
  );
});

afterAll(async () => {
  await rm(repo, { recursive: true, force: true });
  await rm(bare, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await main(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
  return { code, stdout, stderr };
}

describe("repo-agent policy check", () => {
  it("prints the decision as JSON and exits 1 when a command is denied", async () => {
    const r = await run("check", "--repo", repo, "--json", "--", "git log; rm -rf build");
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ command: "git log; rm -rf build", decision: "deny", rule: "no-match" });
    expect(out.suggestion).toMatch(
      /^bash\.allow: \["rm \*"\] {2}# built-in rules still refuse writes outside the workspace/,
    );
    expect(out.commands).toEqual([
      { argv: ["git", "log"], decision: "allow", rule: 'bash.allow: "git log *"' },
      { argv: ["rm", "-rf", "build"], decision: "deny", rule: "no-match" },
    ]);
  });

  it("prints each command and its rule as text and exits 0 when allowed", async () => {
    const r = await run("check", "--repo", repo, "--", "git", "log", "-1", "&&", "npm", "test");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("ALLOW  git log -1 && npm test");
    expect(r.stdout).toMatch(/allow\s+git log -1\s+bash\.allow: "git log \*"/);
    expect(r.stdout).toMatch(/allow\s+npm test\s+bash\.allow: "npm test \*"/);
  });

  it("decides a JSON file of commands in one process", async () => {
    const file = path.join(repo, "commands.json");
    await writeFile(file, JSON.stringify(["git log", "find . -delete", "npm test"]));
    const r = await run("check", "--repo", repo, "--commands", file);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.map((d: { decision: string }) => d.decision)).toEqual(["allow", "deny", "allow"]);
    expect(out[1]).toMatchObject({ command: "find . -delete", rule: "builtin:find-action" });
    expect(out[1].commands).toEqual([
      { argv: ["find", ".", "-delete"], decision: "deny", rule: "builtin:find-action" },
    ]);
    expect(typeof out[1].reason).toBe("string");
  });

  it("uses the built-in default when the repository has no policy file", async () => {
    const r = await run("check", "--repo", bare, "--", "git status");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/built-in default/);
  });

  it("exits 2 for a bad policy, naming file, line and column", async () => {
    const file = path.join(repo, "bad.yml");
    await writeFile(file, "version: 1\nbash:\n  alow: []\n");
    const r = await run("check", "--policy", file, "--", "ls");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${file}:3:3: bash.alow: unknown key`);
  });

  it("names files.deny_write and the operand when a cp lands in a deny_write path", async () => {
    const file = path.join(repo, "deny-write.yml");
    await writeFile(file, "version: 1\nbash:\n  allow: ['cp *']\nfiles:\n  deny_write: ['.github/workflows/**']\n");
    const r = await run("check", "--policy", file, "--", "cp /tmp/x.yml .github/workflows/release.yml");
    expect(r.code).toBe(1);
    const lines = r.stdout.split("\n");
    const at = lines.findIndex((l) => l.startsWith("DENY"));
    expect(lines[at]).toContain("cp /tmp/x.yml .github/workflows/release.yml");
    expect(lines[at + 1]).toContain('files.deny_write: ".github/workflows/**"');
    expect(lines[at + 1]).toContain(".github/workflows/release.yml");
    const allowed = await run("check", "--policy", file, "--", "cp /tmp/x.yml docs/release.yml");
    expect(allowed.code).toBe(0);
  });

  it("exits 2 for a missing --policy file and for usage errors", async () => {
    expect((await run("check", "--policy", path.join(repo, "nope.yml"), "--", "ls")).code).toBe(2);
    expect((await run("check", "--repo", repo)).code).toBe(2);
    expect((await run("check", "--bogus")).code).toBe(2);
    expect((await run("frobnicate")).code).toBe(2);
  });
});

describe("repo-agent policy test", () => {
  it("reports each example and exits 0 when all hold", async () => {
    const r = await run("test", "--repo", repo);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("all 2 examples pass");
  });

  it("exits 1 and shows the failing example", async () => {
    const file = path.join(repo, "wrong-example.yml");
    await writeFile(file, "version: 1\nbash:\n  allow: ['ls *']\nexamples:\n  allow: ['rm x']\n");
    const r = await run("test", "--policy", file);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/FAIL\s+examples\.allow\[0\] "rm x" should be allowed but is denied by no-match/);
  });
});

describe("repo-agent policy test and check with verify and hooks", () => {
  it("lists the verify commands and after_edit hooks the action runs", async () => {
    const file = path.join(repo, "verify.yml");
    await writeFile(
      file,
      "version: 1\nverify:\n  run: ['npm test', 'npm run lint']\n  attempts: 1\nhooks:\n  after_edit:\n    - files: '**/*.ts'\n      run: 'npx prettier --write {files}'\n",
    );
    const r = await run("test", "--policy", file);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("verify: npm test · npm run lint (600 s each, 1 attempt to fix, on failure: draft)");
    expect(r.stdout).toContain("after_edit: **/*.ts → npx prettier --write {files}");
  });

  it("refuses a misspelt verify key with its line and the known keys", async () => {
    const file = path.join(repo, "verify-typo.yml");
    await writeFile(file, "version: 1\nverify:\n  runs: ['npm test']\n");
    const r = await run("check", "--policy", file, "--", "npm test");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /verify-typo\.yml:3:3: verify\.runs: unknown key \(did you mean "run"\?\); known keys: run, timeout_seconds, attempts, on_failure/,
    );
  });
});

describe("repo-agent policy schema", () => {
  it("prints the published JSON Schema", async () => {
    const r = await run("schema");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(policyJsonSchema());
  });
});

describe("repo-agent policy check --url", () => {
  let netRepo: string;
  beforeAll(async () => {
    netRepo = await mkdtemp(path.join(tmpdir(), "policy-cli-net-"));
    await mkdir(path.join(netRepo, ".github"));
    await writeFile(
      path.join(netRepo, ".github", "agent-policy.yml"),
      "version: 1\nnetwork:\n  presets: [npm]\n  allow: [registry.test]\n  deny: [repo.yarnpkg.com]\n",
    );
  });
  afterAll(async () => rm(netRepo, { recursive: true, force: true }));

  it("says a preset host is reachable, and which line allows it", async () => {
    const r = await run("check", "--repo", netRepo, "--url", "https://registry.npmjs.org/left-pad");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("ALLOW  https://registry.npmjs.org/left-pad");
    expect(r.stdout).toContain("network.presets: npm (registry.npmjs.org)");
  });

  it("says an unlisted host is blocked and prints the line that would allow it", async () => {
    const r = await run("check", "--repo", netRepo, "--url", "https://sink.test:8443/upload");
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("DENY  https://sink.test:8443/upload");
    expect(r.stdout).toContain('to allow it: network.allow: ["sink.test:8443"]');
  });

  it("answers as JSON; deny beats a preset; IP literals are refused", async () => {
    const denied = JSON.parse(
      (await run("check", "--repo", netRepo, "--json", "--url", "https://repo.yarnpkg.com/x")).stdout,
    );
    expect(denied).toMatchObject({ decision: "deny", rule: 'network.deny: "repo.yarnpkg.com"', network: "allow-list" });
    const literal = await run("check", "--repo", netRepo, "--json", "--url", "http://0x7f.1/");
    expect(JSON.parse(literal.stdout)).toMatchObject({ decision: "deny", rule: "network (IP address)" });
    expect(literal.code).toBe(1);
  });

  it("with the built-in default (no policy file) nothing is reachable", async () => {
    const r = await run("check", "--repo", bare, "--url", "https://registry.npmjs.org/");
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("the policy allows no hosts");
  });

  it("refuses a URL and a command together, and a non-URL", async () => {
    expect((await run("check", "--repo", netRepo, "--url", "https://x.test/", "--", "ls")).code).toBe(2);
    expect((await run("check", "--repo", netRepo, "--url", "not a url")).code).toBe(2);
  });
});
