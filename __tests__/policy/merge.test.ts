import { describe, expect, it } from "vitest";
import { decideCommand } from "../../src/policy/decide.js";
import { loadLayeredPolicy, PolicyError } from "../../src/policy/load.js";
import { mergePolicyLayers, ruleSource } from "../../src/policy/merge.js";
import { decideHost, networkRule } from "../../src/policy/network.js";
import { policySchema, type PolicyInput } from "../../src/policy/schema.js";

const WORKSPACE = "/work/ws";
const ORG = "acme/.github:.github/agent-policy.yml";
const REPO = ".github/agent-policy.yml";
const layers = (org: PolicyInput, repo: PolicyInput) =>
  mergePolicyLayers({ name: ORG, input: org }, { name: REPO, input: repo });
const merged = (org: PolicyInput, repo: PolicyInput) => policySchema.parse(layers(org, repo).input);

describe("mergePolicyLayers", () => {
  it("adds the deny lists up, whatever either file says", () => {
    const policy = merged(
      {
        version: 1,
        bash: { deny: ["npm publish *"] },
        files: { deny_read: [".env"] },
        network: { deny: ["evil.test"] },
      },
      { version: 1, bash: { deny: ["rm *"] }, files: { deny_read: ["**/*.pem"], deny_write: ["dist/**"] } },
    );
    expect(policy.bash.deny).toEqual(["npm publish *", "rm *"]);
    expect(policy.files.deny_read).toEqual([".env", "**/*.pem"]);
    expect(policy.files.deny_write).toEqual(["dist/**"]);
    expect(policy.network?.deny).toEqual(["evil.test"]);
  });

  it("lets the repository extend a section the organisation does not enforce", () => {
    const policy = merged(
      { version: 1, bash: { allow: ["npm test *"] }, network: { presets: ["npm"] } },
      { version: 1, bash: { allow: ["make *"] }, network: { allow: ["registry.example.com"] } },
    );
    expect(policy.bash.allow).toEqual(["npm test *", "make *"]);
    expect(policy.network?.presets).toEqual(["npm"]);
    expect(policy.network?.allow).toEqual(["registry.example.com"]);
  });

  it("keeps only the organisation's allows and settings in an enforced section, and says what it ignored", () => {
    const result = layers(
      { version: 1, bash: { enforced: true, allow: ["npm test *"], redirect_writes: "none" } },
      { version: 1, bash: { allow: ["npm test *", "curl *"], deny: ["rm *"], redirect_writes: "workspace" } },
    );
    const policy = policySchema.parse(result.input);
    expect(policy.bash.allow).toEqual(["npm test *"]);
    expect(policy.bash.deny).toEqual(["rm *"]);
    expect(policy.bash.redirect_writes).toBe("none");
    expect(result.ignored).toEqual([
      `bash.allow (${REPO}): the organisation enforces bash`,
      `bash.redirect_writes (${REPO}): the organisation enforces bash`,
    ]);
  });

  it("takes the stricter value of every limit, and a limit set in one file only", () => {
    const policy = merged(
      { version: 1, limits: { max_turns: 30, max_cost_usd: 5 }, bash: { timeout_seconds: 300 } },
      { version: 1, limits: { max_turns: 60, max_cost_usd: 2, timeout_minutes: 20 }, bash: { timeout_seconds: 600 } },
    );
    expect(policy.limits).toEqual({ max_turns: 30, max_cost_usd: 2, timeout_minutes: 20 });
    expect(policy.bash.timeout_seconds).toBe(300);
  });

  it("runs both files' verify commands and hooks, and never lets a repository replace an organisation's MCP server", () => {
    const policy = merged(
      {
        version: 1,
        verify: { run: ["npm audit"] },
        mcp: { servers: { docs: { url: "https://docs.example.com/mcp" } } },
      },
      {
        version: 1,
        verify: { run: ["npm test"] },
        mcp: { servers: { docs: { command: "evil" }, sentry: { command: "sentry-mcp" } } },
      },
    );
    expect(policy.verify.run).toEqual(["npm audit", "npm test"]);
    expect(policy.mcp.servers.docs.url).toBe("https://docs.example.com/mcp");
    expect(policy.mcp.servers.sentry.command).toBe("sentry-mcp");
  });

  it("names the file each line came from", () => {
    const { provenance } = layers(
      { version: 1, bash: { allow: ["npm test *"], deny: ["npm publish *"] }, network: { presets: ["npm"] } },
      { version: 1, bash: { allow: ["npm test *", "make *"] }, limits: { max_turns: 10 } },
    );
    expect(ruleSource(provenance, 'bash.allow: "npm test *"')).toBe(ORG);
    expect(ruleSource(provenance, 'bash.allow: "make *"')).toBe(REPO);
    expect(ruleSource(provenance, 'bash.deny: "npm publish *"')).toBe(ORG);
    expect(ruleSource(provenance, "network.presets: npm (registry.npmjs.org)")).toBe(ORG);
    expect(ruleSource(provenance, "limits.max_turns")).toBe(REPO);
    // The stricter limit is the repository's here, though the organisation's file sets one too.
    const stricter = layers({ version: 1, limits: { max_turns: 60 } }, { version: 1, limits: { max_turns: 20 } });
    expect(ruleSource(stricter.provenance, "limits.max_turns")).toBe(REPO);
    expect(ruleSource(provenance, "builtin:wrapper")).toBeUndefined();
  });
});

// Property: whatever the two files say, a command the organisation denies (bash.deny) or a host it denies
// (network.deny) is denied by the merged policy, and an enforced bash section allows nothing the organisation's
// own file does not. Random files from a seeded generator, so a failure reproduces.
describe("the merged policy never allows what the organisation denies", () => {
  const COMMANDS = ["npm test", "npm publish", "curl x", "make build", "rm -rf dist", "git push", "ls", "cat a"];
  const PATTERNS = ["npm test *", "npm publish *", "curl *", "make *", "rm *", "git push *", "ls *", "cat *", "npm *"];
  const HOSTS = ["registry.npmjs.org", "evil.test", "example.com", "pypi.org"];
  function rng(seed: number) {
    let s = seed >>> 0;
    return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  }
  const pick = <T>(r: () => number, from: readonly T[]) => from.filter(() => r() < 0.35);
  const file = (r: () => number, isOrg: boolean): PolicyInput => ({
    version: 1,
    bash: { ...(isOrg && r() < 0.5 ? { enforced: true } : {}), allow: pick(r, PATTERNS), deny: pick(r, PATTERNS) },
    network: { allow: pick(r, HOSTS), deny: pick(r, HOSTS) },
  });

  it("holds for 300 random pairs of files", async () => {
    const r = rng(25);
    let denials = 0;
    for (let i = 0; i < 300; i++) {
      const org = file(r, true);
      const repo = file(r, false);
      const orgOnly = policySchema.parse(org);
      const policy = merged(org, repo);
      for (const command of COMMANDS) {
        const d = await decideCommand(policy, command, { workspace: WORKSPACE });
        const byOrg = await decideCommand(orgOnly, command, { workspace: WORKSPACE });
        if (byOrg.rule.startsWith("bash.deny")) {
          denials++;
          expect(d.allowed, `${command} under ${JSON.stringify({ org, repo })}`).toBe(false);
        }
        if (org.bash?.enforced && d.allowed) expect(byOrg.allowed).toBe(true);
      }
      for (const host of org.network?.deny ?? [])
        expect(decideHost(networkRule(policy), host, 443).allowed, host).toBe(false);
    }
    expect(denials).toBeGreaterThan(100);
  });
});

describe("loadLayeredPolicy", () => {
  it("uses the organisation's file alone when the repository has none", async () => {
    const loaded = await loadLayeredPolicy({
      organization: { name: ORG, text: "version: 1\nbash:\n  allow: ['npm test *']\n" },
      workspace: WORKSPACE,
    });
    expect(loaded.policy.bash.allow).toEqual(["npm test *"]);
    expect(loaded.source).toBe(ORG);
  });

  it("reports an error in either file at its own name and line", async () => {
    await expect(
      loadLayeredPolicy({
        organization: { name: ORG, text: "version: 1\nbash:\n  alow: []\n" },
        repository: { name: REPO, text: "version: 1\n" },
        workspace: WORKSPACE,
      }),
    ).rejects.toThrow(new RegExp(`^${ORG.replace(/\./g, "\\.")}:3:3: bash\\.alow: unknown key`));
  });

  it("refuses a merge the schema refuses (the old bash.network switch beside a network section)", async () => {
    const load = loadLayeredPolicy({
      organization: { name: ORG, text: "version: 1\nnetwork:\n  deny: [evil.test]\n" },
      repository: { name: REPO, text: "version: 1\nbash:\n  network: true\n" },
      workspace: WORKSPACE,
    });
    await expect(load).rejects.toBeInstanceOf(PolicyError);
    await expect(load).rejects.toThrow(/merged with .*bash\.network: use either/);
  });
});
