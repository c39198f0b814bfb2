// mcp.allow / mcp.deny over `<server>__<tool>` names, the mcp section's schema, and `policy check --tool`.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decideMcpTool, mcpToolName, resolveValues } from "../../src/policy/mcp.js";
import { policySchema, type PolicyInput } from "../../src/policy/schema.js";
import { main } from "../../src/cli/policy.js";

const policy = (mcp: PolicyInput["mcp"]) => policySchema.parse({ version: 1, mcp });
const sentry = { command: "npx", args: ["-y", "@sentry/mcp-server@1.2.3"] };

describe("decideMcpTool", () => {
  it("allows nothing by default, and says which line would allow the tool", () => {
    expect(decideMcpTool(policy({ servers: { sentry } }), "sentry__get_issue")).toEqual({
      allowed: false,
      rule: "mcp.allow",
      reason: "the policy allows no MCP tools",
      suggestion: 'mcp.allow: ["sentry__get_issue"]',
    });
  });

  it("matches `*` across underscores, accepts the model's mcp__ prefix, and lets deny beat allow", () => {
    const p = policy({
      servers: { sentry },
      allow: ["sentry__get_*", "sentry__update_issue"],
      deny: ["sentry__get_secret*"],
    });
    expect(decideMcpTool(p, "mcp__sentry__get_issue_events")).toMatchObject({
      allowed: true,
      rule: 'mcp.allow: "sentry__get_*"',
    });
    expect(decideMcpTool(p, "sentry__get_secret_key")).toMatchObject({
      allowed: false,
      rule: 'mcp.deny: "sentry__get_secret*"',
    });
    expect(decideMcpTool(p, "sentry__update_issues")).toMatchObject({ allowed: false, rule: "mcp.allow" });
    expect(decideMcpTool(p, "sentry__delete_issue")).toMatchObject({
      allowed: false,
      suggestion: 'mcp.allow: ["sentry__delete_issue"]',
    });
  });

  it("refuses tools of servers the policy does not configure, even when a pattern would match", () => {
    expect(decideMcpTool(policy({ servers: { sentry }, allow: ["*__*"] }), "other__read")).toMatchObject({
      allowed: false,
      rule: "mcp.servers",
    });
  });

  it("refuses a name that is not <server>__<tool>, before looking for a server", () => {
    const p = policy({ servers: { sentry }, allow: ["*__*"] });
    for (const name of ["sentry", "__get_issue", "mcp__sentry", ""]) {
      expect(decideMcpTool(p, name), name).toMatchObject({ allowed: false, rule: "mcp" });
    }
  });

  it("names tools the way the Messages API accepts", () => {
    expect(mcpToolName("ci-logs", "get.job/log")).toBe("mcp__ci-logs__get_job_log");
    // The API's limit is 128 characters: a longer name is cut, not sent to be refused.
    const long = mcpToolName("server", "t".repeat(200));
    expect(long).toBe(`mcp__server__${"t".repeat(128 - "mcp__server__".length)}`);
  });

  it("takes ${NAME} values from the environment and names the ones it lacks", () => {
    expect(resolveValues({ Authorization: "Bearer ${TOKEN}" }, { TOKEN: "abc" })).toEqual({
      ok: true,
      values: { Authorization: "Bearer abc" },
    });
    expect(resolveValues({ A: "${X}${Y}" }, { Y: "1" })).toEqual({ ok: false, missing: ["X"] });
  });
});

describe("the mcp section of the policy file", () => {
  it("fills in fail-closed defaults", () => {
    expect(policy({ servers: { sentry } }).mcp.servers.sentry).toMatchObject({
      trust_annotations: false,
      startup_timeout_seconds: 30,
      call_timeout_seconds: 60,
      env: {},
      headers: {},
    });
    expect(policySchema.parse({ version: 1 }).mcp).toEqual({ servers: {}, allow: [], deny: [] });
  });

  it.each([
    ["neither command nor url", { s: {} }],
    ["both command and url", { s: { command: "x", url: "https://mcp.example.com/" } }],
    ["headers on a stdio server", { s: { command: "x", headers: { A: "b" } } }],
    ["env on an HTTP server", { s: { url: "https://mcp.example.com/", env: { A: "b" } } }],
    ["a non-http url", { s: { url: "file:///etc/passwd" } }],
    ["a server name with __", { a__b: { command: "x" } }],
    ["an unknown key", { s: { command: "x", allow: ["y"] } }],
  ])("rejects %s", (_what, servers) => {
    expect(policySchema.safeParse({ version: 1, mcp: { servers } }).success).toBe(false);
  });

  it("accepts the README's example (examples/agent-mcp-policy.yml)", async () => {
    const { loadPolicy } = await import("../../src/policy/load.js");
    const file = path.join(import.meta.dirname, "../../examples/agent-mcp-policy.yml");
    const { policy: loaded } = await loadPolicy({ file, workspace: tmpdir(), checkExamples: true });
    expect(Object.keys(loaded.mcp.servers)).toEqual(["github", "sentry"]);
    expect(decideMcpTool(loaded, "sentry__get_secret_key")).toMatchObject({
      allowed: false,
      rule: 'mcp.deny: "sentry__get_secret*"',
    });
  });

  it("rejects allow patterns that do not name <server>__<tool>", () => {
    expect(policySchema.safeParse({ version: 1, mcp: { allow: ["get_issue"] } }).success).toBe(false);
  });
});

describe("repo-agent policy check --tool", () => {
  it("explains the decision and where the server runs", async () => {
    const repo = await mkdtemp(path.join(tmpdir(), "policy-mcp-"));
    try {
      const file = path.join(repo, "policy.yml");
      await writeFile(
        file,
        "version: 1\nmcp:\n  servers:\n    sentry:\n      command: npx\n      env: { SENTRY_TOKEN: '${SENTRY_TOKEN}' }\n  allow: ['sentry__get_*']\n",
      );
      let stdout = "";
      const io = { stdout: (t: string) => void (stdout += t), stderr: () => {} };
      expect(await main(["check", "--policy", file, "--repo", repo, "--tool", "sentry__get_issue"], io)).toBe(0);
      expect(stdout).toContain('ALLOW  sentry__get_issue\n  mcp.allow: "sentry__get_*": sentry__get_issue is allowed');
      expect(stdout).toContain(
        "server: stdio, started by the action outside the sandbox (it receives ${SENTRY_TOKEN})",
      );
      stdout = "";
      expect(
        await main(["check", "--policy", file, "--repo", repo, "--json", "--tool", "sentry__delete_issue"], io),
      ).toBe(1);
      expect(JSON.parse(stdout)).toMatchObject({
        decision: "deny",
        rule: "mcp.allow",
        suggestion: 'mcp.allow: ["sentry__delete_issue"]',
      });
    } finally {
      await rm(repo, { recursive: true, force: true });
    }
  });
});
