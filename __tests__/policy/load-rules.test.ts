// load.ts rules no other test pins: a repository's file alone (no organisation), where an error lands when the
// YAML has leading comments, flow-map keys without values or aliases, which key is suggested, what the prompt
// says at the exact list limits and about MCP servers, and the built-in default as a fresh import computes it.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_POLICY,
  describePolicyForPrompt,
  loadLayeredPolicy,
  parsePolicyText,
  PolicyError,
} from "../../src/policy/load.js";

const WORKSPACE = "/work/ws";

const errorOf = (text: string): string => {
  try {
    parsePolicyText(text, "p.yml");
  } catch (err) {
    expect(err).toBeInstanceOf(PolicyError);
    return (err as Error).message;
  }
  return "no error";
};

describe("loadLayeredPolicy without an organisation file", () => {
  it("uses the built-in default when there is no file at all, with nothing to trace or ignore", async () => {
    const loaded = await loadLayeredPolicy({ workspace: WORKSPACE });
    expect(loaded.policy).toBe(DEFAULT_POLICY);
    expect(loaded.source).toMatch(/built-in default/);
    expect(loaded.provenance).toBeInstanceOf(Map);
    expect(loaded.provenance.size).toBe(0);
    expect(loaded.ignored).toEqual([]);
  });

  it("uses the repository's file alone and traces its rules to it", async () => {
    const name = "acme/app:.github/agent-policy.yml";
    const loaded = await loadLayeredPolicy({
      repository: { name, text: "version: 1\nbash:\n  allow: ['npm test *']\n" },
      workspace: WORKSPACE,
    });
    expect(loaded.policy.bash.allow).toEqual(["npm test *"]);
    expect(loaded.source).toBe(name);
    expect([...loaded.provenance.values()]).toContain(name);
    expect(loaded.ignored).toEqual([]);
  });

  it("names the repository's file in its errors", async () => {
    await expect(
      loadLayeredPolicy({ repository: { name: "r.yml", text: "version: 1\nbsh: {}\n" }, workspace: WORKSPACE }),
    ).rejects.toThrow(/^r\.yml:2:1: bsh: unknown key/);
  });
});

describe("loadLayeredPolicy with only an organisation file", () => {
  it("uses the organisation's file as the policy", async () => {
    const loaded = await loadLayeredPolicy({
      organization: { name: "acme/.github:agent-policy.yml", text: "version: 1\nbash:\n  allow: ['make *']\n" },
      workspace: WORKSPACE,
    });
    expect(loaded.policy.bash.allow).toEqual(["make *"]);
    expect(loaded.source).toBe("acme/.github:agent-policy.yml");
  });
});

describe("where an error is placed", () => {
  it("names a YAML syntax error's position once, at the start of the line", () => {
    const message = errorOf("version: 1\nbash:\n  allow: ['ls *'\n  deny: []\n");
    expect(message).toMatch(/^p\.yml:\d+:\d+: /);
    expect(message).not.toMatch(/at line \d+/);
  });

  it("counts the lines of leading comments before the document", () => {
    expect(errorOf("# our policy\n\n- a\n")).toMatch(/^p\.yml:3:1: \(top level\): /);
  });

  it("places a missing key at the start of the document", () => {
    expect(errorOf("# no version\nbash:\n  allow: [ls]\n")).toMatch(/^p\.yml:2:1: version: /);
  });

  it("places a flow-map key without a value at the key", () => {
    expect(errorOf("version: 1\nfiles: {deny_read}\n")).toMatch(/^p\.yml:2:9: files\.deny_read: /);
  });

  it("places an error inside an alias at the alias", () => {
    const lines = errorOf("version: 1\nbash:\n  allow: &a [ls, 3]\n  deny: *a\n").split("\n");
    expect(lines).toEqual([
      expect.stringMatching(/^p\.yml:3:18: bash\.allow\[1\]: /),
      expect.stringMatching(/^p\.yml:4:9: bash\.deny\[1\]: /),
    ]);
  });
});

describe("unknown keys", () => {
  it("places an unknown key reached through an alias at the alias, not at the key that holds it", () => {
    expect(errorOf("version: 1\nbash: &b {allow: [ls]}\nfiles: *b\n")).toMatch(
      /^p\.yml:3:8: files\.allow: unknown key/,
    );
  });

  it("suggests a key only within an edit distance of two, counting every letter", () => {
    expect(errorOf("version: 1\nbashxy: {}\n")).toMatch(/bashxy: unknown key \(did you mean "bash"\?\)/);
    expect(errorOf("version: 1\nbashxyz: {}\n")).toMatch(/bashxyz: unknown key; known keys: /);
  });

  it("lists no known keys where it has none to list", () => {
    const message = errorOf("version: 1\nmcp:\n  bogus: 1\n");
    expect(message).toMatch(/^p\.yml:3:3: mcp\.bogus: unknown key/);
    expect(message).not.toContain("known keys");
  });
});

describe("describePolicyForPrompt", () => {
  const describe_ = (yaml: string) => describePolicyForPrompt(parsePolicyText(`version: 1\n${yaml}`, "p.yml").policy);
  const words = (n: number, p: string) => Array.from({ length: n }, (_, i) => `${p}${i}`);

  it("shows exactly 40 allow patterns with no count of more", () => {
    const text = describe_(`bash:\n  allow: [${words(40, "a").join(", ")}]\n`);
    expect(text).toContain("`a39` (");
    expect(text).not.toContain("more");
  });

  it("shows exactly 20 hosts with no count of more", () => {
    const hosts = words(20, "h").map((h) => `${h}.test`);
    const text = describe_(`bash:\n  allow: [ls]\nnetwork:\n  allow: [${hosts.join(", ")}]\n`);
    expect(text).toContain(`sets: ${hosts.join(", ")}.`);
    expect(text).not.toContain("more");
  });

  it("tells which MCP tools may be called only when a server is configured", () => {
    const server = "mcp:\n  servers:\n    ci-logs:\n      command: ci-logs-mcp\n";
    expect(describe_(`${server}  allow: ['ci-logs__get_*']\n`)).toContain(
      "you may call: only those matching `ci-logs__get_*` (<server>__<tool>).",
    );
    expect(describe_(server)).toContain("you may call: none (the policy allows no MCP tool).");
    expect(describe_("mcp:\n  allow: ['ci-logs__get_*']\n")).not.toContain("MCP");
  });
});

describe("DEFAULT_POLICY", () => {
  it("is computed at import to allow read-only inspection, with no redirection", async () => {
    // A fresh instance of the module, so the value is computed again rather than taken from the shared registry.
    const specifier = "../../src/policy/load.js?fresh-default";
    const fresh = (await import(/* @vite-ignore */ specifier)) as typeof import("../../src/policy/load.js");
    expect(fresh.DEFAULT_POLICY).not.toBe(DEFAULT_POLICY);
    expect(fresh.DEFAULT_POLICY.bash.allow).toEqual(DEFAULT_POLICY.bash.allow);
    expect(fresh.DEFAULT_POLICY.bash.allow).toContain("git status *");
    expect(fresh.DEFAULT_POLICY.bash.redirect_writes).toBe("none");
  });
});
