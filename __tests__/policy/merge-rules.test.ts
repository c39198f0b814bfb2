// How an organisation's policy file and a repository's combine (merge.ts), section by section: what the merged
// policy allows and denies, what the repository asked for that an enforced section refused, and which file each
// line is credited to (`policy check --explain`). merge.test.ts holds the first cases and the random property.
import { describe, expect, it } from "vitest";
import { decideCommand, decideUrl } from "../../src/policy/decide.js";
import { decideMcpTool } from "../../src/policy/mcp.js";
import { mergePolicyLayers, ruleSource, type MergedPolicyInput } from "../../src/policy/merge.js";
import { decideHost, networkRule } from "../../src/policy/network.js";
import { policySchema, type PolicyInput } from "../../src/policy/schema.js";

const WORKSPACE = "/work/ws";
const ORG = "acme/.github:.github/agent-policy.yml";
const REPO = ".github/agent-policy.yml";
const layers = (org: PolicyInput, repo: PolicyInput) =>
  mergePolicyLayers({ name: ORG, input: org }, { name: REPO, input: repo });
const merged = (org: PolicyInput, repo: PolicyInput) => policySchema.parse(layers(org, repo).input);
/** The `section.key` each ignored request names (the first word of its note). */
const ignoredKeys = (result: MergedPolicyInput) => result.ignored.map((note) => note.split(" ")[0]);
const allows = async (policy: ReturnType<typeof merged>, command: string) =>
  (await decideCommand(policy, command, { workspace: WORKSPACE })).allowed;
const fetches = (policy: ReturnType<typeof merged>, url: string) => decideUrl(policy, new URL(url)).allowed;

const DOCS = { url: "https://docs.example.com/mcp" };
const SENTRY = { command: "sentry-mcp" };

describe("a repository without an organisation file", () => {
  it("is the policy as written, every line credited to the repository's file", () => {
    const input: PolicyInput = { version: 1, bash: { allow: ["npm test *"] }, limits: { max_turns: 10 } };
    const result = mergePolicyLayers(undefined, { name: REPO, input });
    expect(result.input).toBe(input);
    expect(result.ignored).toEqual([]);
    expect(ruleSource(result.provenance, 'bash.allow: "npm test *"')).toBe(REPO);
    expect(ruleSource(result.provenance, "limits.max_turns")).toBe(REPO);
  });
});

describe("sections only one file has", () => {
  it("keep the repository's old bash.network switch when the organisation says nothing about the network", () => {
    const policy = merged({ version: 1, bash: { deny: ["npm publish *"] } }, { version: 1, bash: { network: false } });
    expect(policy.network).toBeUndefined();
    expect(networkRule(policy).mode).toBe("none");
  });

  it("fill in the schema's defaults for what neither file sets (the safe NAME=value prefixes)", async () => {
    const policy = merged({ version: 1, bash: { allow: ["npm test *"] } }, { version: 1, bash: { deny: ["rm *"] } });
    expect(await allows(policy, "NODE_ENV=test npm test")).toBe(true);
    expect(await allows(policy, "rm -rf dist")).toBe(false);
  });

  it("keep a section only the repository has", async () => {
    const policy = merged(
      { version: 1, bash: { allow: ["cat *"] } },
      { version: 1, files: { deny_read: [".env"] }, limits: { max_turns: 10 } },
    );
    expect(await allows(policy, "cat README.md")).toBe(true);
    expect(await allows(policy, "cat .env")).toBe(false);
    expect(policy.limits.max_turns).toBe(10);
  });

  it("keep a limit only the organisation sets", () => {
    const policy = merged(
      { version: 1, limits: { max_turns: 30, max_tool_calls: 50 }, bash: { timeout_seconds: 300 } },
      { version: 1, limits: { max_cost_usd: 3 }, bash: { allow: ["make *"] } },
    );
    expect(policy.limits).toEqual({ max_turns: 30, max_tool_calls: 50, max_cost_usd: 3 });
    expect(policy.bash.timeout_seconds).toBe(300);
  });
});

describe("lists", () => {
  it("hold a line both files have once, the organisation's lines first", async () => {
    const policy = merged(
      { version: 1, bash: { deny: ["rm *", "npm publish *"] }, examples: { deny: ["rm -rf /"] } },
      { version: 1, bash: { deny: ["curl *", "rm *"] }, examples: { allow: ["ls"], deny: ["curl x", "rm -rf /"] } },
    );
    expect(policy.bash.deny).toEqual(["rm *", "npm publish *", "curl *"]);
    expect(policy.examples.deny).toEqual(["rm -rf /", "curl x"]);
    expect(policy.examples.allow).toEqual(["ls"]);
    expect(await allows(policy, "curl x")).toBe(false);
  });

  it("run both files' URL examples and after-edit hooks", () => {
    const policy = merged(
      {
        version: 1,
        examples: { allow_urls: ["https://registry.npmjs.org/x"] },
        hooks: { after_edit: [{ files: "**/*.ts", run: "prettier --write {files}" }] },
      },
      {
        version: 1,
        examples: { deny_urls: ["https://evil.test/"] },
        hooks: { after_edit: [{ files: "**/*.py", run: "black {files}" }] },
      },
    );
    expect(policy.examples.allow_urls).toEqual(["https://registry.npmjs.org/x"]);
    expect(policy.examples.deny_urls).toEqual(["https://evil.test/"]);
    expect(policy.hooks.after_edit.map((h) => h.run)).toEqual(["prettier --write {files}", "black {files}"]);
  });
});

describe("a section the organisation does not enforce", () => {
  it("takes the repository's web_fetch domains beside the organisation's, and asks nothing to be ignored", () => {
    const result = layers(
      { version: 1, web_fetch: { allow_domains: ["docs.example.com"] }, bash: { allow: ["npm test *"] } },
      { version: 1, web_fetch: { allow_domains: ["api.example.com"] }, bash: { allow: ["make *"] } },
    );
    const policy = policySchema.parse(result.input);
    expect(fetches(policy, "https://docs.example.com/a")).toBe(true);
    expect(fetches(policy, "https://api.example.com/b")).toBe(true);
    expect(fetches(policy, "https://other.example.com/")).toBe(false);
    expect(ruleSource(result.provenance, 'web_fetch.allow_domains: "api.example.com"')).toBe(REPO);
    expect(policy.bash.enforced).toBeUndefined();
    expect(result.ignored).toEqual([]);
  });

  it("takes the repository's settings", () => {
    const policy = merged(
      { version: 1, sandbox: { allow_unprotected_secrets: false }, web_fetch: { allow_private: false } },
      { version: 1, sandbox: { allow_unprotected_secrets: true }, web_fetch: { allow_private: true } },
    );
    expect(policy.sandbox.allow_unprotected_secrets).toBe(true);
    expect(policy.web_fetch.allow_private).toBe(true);
  });

  it("lets the repository add MCP servers where the organisation's file has none, and keeps the organisation's", () => {
    const repoAdds = layers(
      { version: 1, mcp: { deny: ["docs__delete_*"] } },
      { version: 1, mcp: { servers: { sentry: SENTRY } } },
    );
    expect(Object.keys(policySchema.parse(repoAdds.input).mcp.servers)).toEqual(["sentry"]);
    expect(ruleSource(repoAdds.provenance, "mcp.servers.sentry")).toBe(REPO);
    const orgOnly = layers(
      { version: 1, mcp: { servers: { docs: DOCS } } },
      { version: 1, mcp: { allow: ["docs__*"] } },
    );
    const policy = policySchema.parse(orgOnly.input);
    expect(policy.mcp.servers.docs.url).toBe(DOCS.url);
    expect(decideMcpTool(policy, "mcp__docs__search").allowed).toBe(true);
    expect(ruleSource(orgOnly.provenance, "mcp.servers.docs")).toBe(ORG);
  });
});

describe("an enforced section", () => {
  it("is printed as enforced in the merged policy", () => {
    const policy = merged({ version: 1, network: { enforced: true, presets: ["npm"] } }, { version: 1 });
    expect(policy.network?.enforced).toBe(true);
  });

  it("refuses the repository's web_fetch domains and private addresses", () => {
    const result = layers(
      { version: 1, web_fetch: { enforced: true, allow_domains: ["docs.example.com"] } },
      { version: 1, web_fetch: { allow_domains: ["api.example.com"], allow_private: true } },
    );
    const policy = policySchema.parse(result.input);
    expect(fetches(policy, "https://docs.example.com/a")).toBe(true);
    expect(fetches(policy, "https://api.example.com/b")).toBe(false);
    expect(policy.web_fetch.allow_private).toBe(false);
    expect(ignoredKeys(result)).toEqual(["web_fetch.allow_domains", "web_fetch.allow_private"]);
    expect(ruleSource(result.provenance, 'web_fetch.allow_domains: "api.example.com"')).toBeUndefined();
  });

  it("refuses the repository's wish to run commands on a runner that cannot hide secrets", () => {
    const result = layers(
      { version: 1, sandbox: { enforced: true, allow_unprotected_secrets: false } },
      { version: 1, sandbox: { allow_unprotected_secrets: true } },
    );
    expect(policySchema.parse(result.input).sandbox.allow_unprotected_secrets).toBe(false);
    expect(ignoredKeys(result)).toEqual(["sandbox.allow_unprotected_secrets"]);
  });

  it("refuses the repository's MCP servers, and credits only the organisation's", () => {
    const result = layers(
      { version: 1, mcp: { enforced: true, servers: { docs: DOCS }, allow: ["docs__*", "sentry__*"] } },
      { version: 1, mcp: { servers: { docs: { command: "evil" }, sentry: SENTRY } } },
    );
    const policy = policySchema.parse(result.input);
    expect(Object.keys(policy.mcp.servers)).toEqual(["docs"]);
    expect(policy.mcp.servers.docs.url).toBe(DOCS.url);
    expect(decideMcpTool(policy, "mcp__sentry__list_issues").allowed).toBe(false);
    expect(ignoredKeys(result)).toEqual(["mcp.servers"]);
    expect(ruleSource(result.provenance, "mcp.servers.docs")).toBe(ORG);
    expect(ruleSource(result.provenance, "mcp.servers.sentry")).toBeUndefined();
  });

  it("keeps no allow list when the organisation's has none, whatever the repository allows", async () => {
    const result = layers(
      { version: 1, bash: { enforced: true, deny: ["npm publish *"] } },
      { version: 1, bash: { allow: ["curl *"] } },
    );
    const policy = policySchema.parse(result.input);
    expect(await allows(policy, "curl https://example.com")).toBe(false);
    expect(ruleSource(result.provenance, 'bash.allow: "curl *"')).toBeUndefined();
    expect(ignoredKeys(result)).toEqual(["bash.allow"]);
  });

  it("does not credit the repository with an allow it refused", () => {
    const result = layers(
      { version: 1, network: { enforced: true, allow: ["registry.npmjs.org"] } },
      { version: 1, network: { allow: ["evil.test"] } },
    );
    const policy = policySchema.parse(result.input);
    expect(decideHost(networkRule(policy), "evil.test", 443).allowed).toBe(false);
    expect(decideHost(networkRule(policy), "registry.npmjs.org", 443).allowed).toBe(true);
    expect(ruleSource(result.provenance, 'network.allow: "evil.test"')).toBeUndefined();
    expect(ruleSource(result.provenance, 'network.allow: "registry.npmjs.org"')).toBe(ORG);
  });

  it("ignores nothing the repository did not ask for, nor what it asked for that the organisation already says", () => {
    const org: PolicyInput = { version: 1, bash: { enforced: true, allow: ["npm test *"], redirect_writes: "none" } };
    expect(layers(org, { version: 1, bash: { deny: ["rm *"], timeout_seconds: 60 } }).ignored).toEqual([]);
    expect(layers(org, { version: 1, bash: { allow: ["npm test *"], redirect_writes: "none" } }).ignored).toEqual([]);
  });
});

describe("provenance", () => {
  it("credits no file with a value neither file sets", () => {
    const { provenance } = layers(
      { version: 1, limits: { max_cost_usd: 5 } },
      { version: 1, limits: { max_turns: 10 } },
    );
    expect(ruleSource(provenance, "limits.max_cost_usd")).toBe(ORG);
    expect(ruleSource(provenance, "limits.max_turns")).toBe(REPO);
    expect(ruleSource(provenance, "limits.max_tool_calls")).toBeUndefined();
  });
});
