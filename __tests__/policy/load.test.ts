import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideCommand } from "../../src/policy/decide.js";
import { DEFAULT_POLICY, describePolicyForPrompt, loadPolicy, PolicyError } from "../../src/policy/load.js";
import { policyJsonSchema } from "../../src/policy/schema.js";

const WORKSPACE = "/work/ws";
const FILE = ".github/agent-policy.yml";
const load = (text: string) => loadPolicy({ text, file: FILE, workspace: WORKSPACE });

async function loadError(text: string): Promise<string> {
  try {
    await load(text);
  } catch (err) {
    expect(err).toBeInstanceOf(PolicyError);
    return (err as Error).message;
  }
  throw new Error("expected a PolicyError");
}

describe("loadPolicy", () => {
  it("loads a valid policy and fills in defaults", async () => {
    const { policy, source } = await load("version: 1\nbash:\n  allow: ['npm test *']\n");
    expect(source).toBe(FILE);
    expect(policy.bash.allow).toEqual(["npm test *"]);
    expect(policy.bash.timeout_seconds).toBe(120);
    expect(policy.bash.safe_env).toContain("NODE_ENV");
    expect(policy.bash.redirect_writes).toBe("workspace");
  });

  it("places an unknown key at its line and column and suggests the real one", async () => {
    const message = await loadError("version: 1\nbash:\n  alow: ['ls *']\n");
    expect(message).toMatch(/^\.github\/agent-policy\.yml:3:3: bash\.alow: unknown key \(did you mean "allow"\?\)/);
  });

  it("places a wrong type at the value's line and column", async () => {
    const message = await loadError("version: 1\nbash:\n  timeout_seconds: soon\n  allow: ['ls *', 3]\n");
    expect(message).toContain(`${FILE}:3:20: bash.timeout_seconds:`);
    expect(message).toContain(`${FILE}:4:19: bash.allow[1]:`);
  });

  it("reports YAML syntax errors with line and column", async () => {
    const message = await loadError("version: 1\nbash:\n  allow: ['ls *'\n  deny: []\n");
    expect(message).toMatch(/^\.github\/agent-policy\.yml:\d+:\d+: /);
  });

  it("refuses duplicate keys, an empty file and a wrong version", async () => {
    expect(await loadError("version: 1\nbash:\n  allow: []\n  allow: ['rm *']\n")).toMatch(/:4:3: .*unique/i);
    expect(await loadError("\n")).toMatch(/empty/);
    expect(await loadError("version: 2\n")).toContain(`${FILE}:1:10: version:`);
  });

  it("refuses quoted command patterns and malformed hosts", async () => {
    expect(await loadError("version: 1\nbash:\n  allow: ['git \"status\"']\n")).toContain(
      `${FILE}:3:11: bash.allow[0]: a pattern is one or more plain words`,
    );
    expect(await loadError("version: 1\nweb_fetch:\n  allow_domains: ['https://x.org']\n")).toContain(
      "web_fetch.allow_domains[0]",
    );
  });

  it("checks examples at load and names the example and the rule that decided it", async () => {
    const message = await loadError(
      "version: 1\nbash:\n  allow: ['npm test *']\nexamples:\n  allow: ['npm test', 'npm test; curl x']\n  deny: ['npm test -- --ci']\n",
    );
    expect(message).toContain(
      `${FILE}:5:23: examples.allow[1] "npm test; curl x" should be allowed but is denied by no-match`,
    );
    expect(message).toContain(
      `${FILE}:6:10: examples.deny[0] "npm test -- --ci" should be denied but is allowed by bash.allow: "npm test *"`,
    );
  });

  it("accepts examples that hold", async () => {
    const { policy } = await load(
      "version: 1\nbash:\n  allow: ['npm test *']\nexamples:\n  allow: ['npm test']\n  deny: ['npm test; curl x']\n",
    );
    expect(policy.examples.allow).toEqual(["npm test"]);
  });

  it("freezes the policy deeply", async () => {
    const { policy } = await load("version: 1\nbash:\n  allow: ['ls *']\n");
    expect(Object.isFrozen(policy)).toBe(true);
    expect(Object.isFrozen(policy.bash)).toBe(true);
    expect(() => policy.bash.allow.push("rm *")).toThrow(TypeError);
  });

  describe("from a file", () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), "policy-load-"));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it("reads the file and names it in errors", async () => {
      const file = path.join(dir, "policy.yml");
      await writeFile(file, "version: 1\nbash: { allow: ['ls *'], network: maybe }\n");
      await expect(loadPolicy({ file, workspace: WORKSPACE })).rejects.toThrow(`${file}:2:`);
    });

    it("falls back to the built-in default when the file does not exist", async () => {
      const { policy, source } = await loadPolicy({ file: path.join(dir, "missing.yml"), workspace: WORKSPACE });
      expect(policy).toBe(DEFAULT_POLICY);
      expect(source).toMatch(/built-in default/);
    });
  });
});

describe("DEFAULT_POLICY", () => {
  const decide = (c: string) => decideCommand(DEFAULT_POLICY, c, { workspace: WORKSPACE });

  it("allows read-only inspection", async () => {
    for (const c of [
      "ls -la",
      "cat README.md",
      "head -5 f",
      "tail f",
      "wc -l f",
      "grep -rn x src",
      "rg x",
      "find . -name x",
      "pwd",
      "echo hi",
      "git status",
      "git diff HEAD~1",
      "git log --oneline",
      "git show HEAD",
      "git branch -a",
      "cd src && ls",
    ]) {
      const d = await decide(c);
      expect(d.allowed, `${c}: ${d.reason}`).toBe(true);
      expect(d.readOnly, c).toBe(true);
    }
  });

  it("denies everything else, including writes through redirection", async () => {
    for (const c of [
      "rm x",
      "npm test",
      "echo x > f",
      "git branch new",
      "git commit -m x",
      "find . -delete",
      "sed -i s/a/b/ f",
    ]) {
      expect((await decide(c)).allowed, c).toBe(false);
    }
  });
});

describe("describePolicyForPrompt", () => {
  it("lists the allowed and denied patterns in a few hundred bytes and says the rest is denied", async () => {
    const { policy } = await load(
      "version: 1\nbash:\n  allow: ['npm test *', 'git diff *']\n  deny: ['npm publish *']\n  network: false\n",
    );
    const text = describePolicyForPrompt(policy);
    expect(text).toContain("`npm test *`");
    expect(text).toContain("`npm publish *`");
    expect(text).toMatch(/Every other command is denied/);
    expect(text).toMatch(/without network/);
    expect(text.length).toBeLessThan(700);
  });

  it("says when no command is allowed", async () => {
    const { policy } = await load("version: 1\n");
    expect(describePolicyForPrompt(policy)).toMatch(/no bash commands/);
  });
});

describe("schema/agent-policy.schema.json", () => {
  it("is the JSON Schema generated from the zod schema", async () => {
    const committed = await readFile(new URL("../../schema/agent-policy.schema.json", import.meta.url), "utf8");
    expect(committed).toBe(`${JSON.stringify(policyJsonSchema(), null, 2)}\n`);
  });
});
