import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { loadPolicy, PolicyError } from "../../src/policy/load.js";
import { decideHost, decideUrlReach, describeNetworkRule, networkRule } from "../../src/policy/network.js";
import { NETWORK_PRESETS, NETWORK_PRESET_NAMES } from "../../src/policy/network-presets.js";
import { parseHostPattern } from "../../src/net/host-pattern.js";

const load = async (text: string) => (await loadPolicy({ text, file: "p.yml", workspace: "/work/ws" })).policy;
const rule = async (text: string) => networkRule(await load(text));

describe("the network rule a policy puts in force", () => {
  it("is an empty allow-list when the policy says nothing: nothing leaves", async () => {
    const r = await rule("version: 1\n");
    expect(r).toEqual({ mode: "allow-list", allow: [], deny: [] });
    expect(decideHost(r, "registry.npmjs.org", 443)).toMatchObject({
      allowed: false,
      reason: "the policy allows no hosts",
      suggestion: 'network.allow: ["registry.npmjs.org"]',
    });
    expect(describeNetworkRule(r)).toMatch(/nothing left the machine/);
  });

  it("keeps bash.network: true as the old open network, and says so loudly", async () => {
    const r = await rule("version: 1\nbash:\n  network: true\n");
    expect(r.mode).toBe("open");
    expect(decideHost(r, "anything.example", 25).allowed).toBe(true);
    expect(describeNetworkRule(r)).toMatch(/⚠️ \*\*open\*\*/);
  });

  it("keeps bash.network: false as no network at all", async () => {
    const r = await rule("version: 1\nbash:\n  network: false\n");
    expect(r.mode).toBe("none");
    expect(decideHost(r, "registry.npmjs.org", 443).allowed).toBe(false);
  });

  it("refuses a policy that sets both bash.network and the network section", async () => {
    await expect(load("version: 1\nbash:\n  network: true\nnetwork:\n  allow: [a.example]\n")).rejects.toThrow(
      /3:12: bash.network: use either bash.network or the network section/,
    );
  });

  it("allows what allow and the presets name, with the line that allowed it; deny beats both", async () => {
    const r = await rule(
      "version: 1\nnetwork:\n  presets: [npm]\n  allow: ['*.example.org', 'git.example.com:9418']\n  deny: [repo.yarnpkg.com, bad.example.org]\n",
    );
    expect(decideHost(r, "registry.npmjs.org", 443)).toMatchObject({
      allowed: true,
      rule: "network.presets: npm (registry.npmjs.org)",
    });
    expect(decideHost(r, "docs.example.org", 80)).toMatchObject({
      allowed: true,
      rule: 'network.allow: "*.example.org"',
    });
    expect(decideHost(r, "git.example.com", 9418)).toMatchObject({ allowed: true });
    expect(decideHost(r, "git.example.com", 443)).toMatchObject({
      allowed: false,
      suggestion: 'network.allow: ["git.example.com"]',
    });
    expect(decideHost(r, "repo.yarnpkg.com", 443)).toMatchObject({
      allowed: false,
      rule: 'network.deny: "repo.yarnpkg.com"',
    });
    expect(decideHost(r, "bad.example.org", 443)).toMatchObject({
      allowed: false,
      rule: 'network.deny: "bad.example.org"',
    });
    expect(decideHost(r, "bad.example.org", 443).suggestion).toBeUndefined();
  });

  it("refuses IP literals in every spelling even when a pattern would look like it matches", async () => {
    const r = await rule("version: 1\nnetwork:\n  allow: ['*.1']\n").catch(() => undefined);
    expect(r).toBeUndefined();
    const open = await rule("version: 1\nnetwork:\n  allow: [registry.test]\n");
    for (const host of [
      "192.0.2.10",
      "2130706433",
      "0177.0.0.1",
      "0x7f.1",
      "[::1]",
      "::ffff:127.0.0.1",
      "169.254.169.254",
    ]) {
      expect(decideHost(open, host, 80)).toMatchObject({ allowed: false, rule: "network (IP address)" });
    }
  });

  it("rejects an unknown preset and a bad pattern at load, at their line", async () => {
    await expect(load("version: 1\nnetwork:\n  presets: [npn]\n")).rejects.toThrow(PolicyError);
    await expect(load("version: 1\nnetwork:\n  allow: ['10.0.0.1']\n")).rejects.toThrow(
      /p.yml:3:\d+: network.allow\[0\]: IP addresses are not allowed/,
    );
    await expect(load("version: 1\nnetwork:\n  alow: [x.test]\n")).rejects.toThrow(/did you mean "allow"/);
  });

  it("decides URLs by scheme, host and port", async () => {
    const r = await rule("version: 1\nnetwork:\n  allow: [registry.test]\n");
    expect(decideUrlReach(r, new URL("https://registry.test/pkg")).allowed).toBe(true);
    expect(decideUrlReach(r, new URL("http://registry.test:8080/")).allowed).toBe(false);
    expect(decideUrlReach(r, new URL("ftp://registry.test/")).allowed).toBe(false);
    expect(decideUrlReach(r, new URL("http://2130706433/")).rule).toBe("network (IP address)");
  });

  it("checks the policy's URL examples at load", async () => {
    await expect(
      load(
        "version: 1\nnetwork:\n  presets: [pypi]\nexamples:\n  allow_urls: ['https://pypi.org/simple/']\n  deny_urls: ['https://sink.test/']\n",
      ),
    ).resolves.toBeDefined();
    await expect(
      load("version: 1\nnetwork:\n  presets: [pypi]\nexamples:\n  allow_urls: ['https://sink.test/']\n"),
    ).rejects.toThrow(
      /p.yml:5:16: examples.allow_urls\[0\] "https:\/\/sink.test\/" should be reachable but is unreachable/,
    );
  });
});

describe("the network rule's wording and defaults", () => {
  it("describes an allow-list by its first eight hosts, the rest counted, and the denials", async () => {
    const hosts = Array.from({ length: 10 }, (_, i) => `h${i}.test`);
    const r = await rule(`version: 1\nnetwork:\n  allow: [${hosts.join(", ")}, h0.test]\n  deny: [x.test, y.test]\n`);
    expect(describeNetworkRule(r)).toBe(
      `allow-list through the proxy: ${hosts
        .slice(0, 8)
        .map((h) => `\`${h}\``)
        .join(", ")} and 2 more (minus 2 denied)`,
    );
    const small = await rule("version: 1\nnetwork:\n  allow: [a.test, b.test]\n");
    expect(describeNetworkRule(small)).toBe("allow-list through the proxy: `a.test`, `b.test`");
    expect(describeNetworkRule(await rule("version: 1\nbash:\n  network: false\n"))).toBe(
      "none (`bash.network: false`): commands had no network",
    );
  });

  it("suggests the way back to a network when bash.network is false", async () => {
    const r = await rule("version: 1\nbash:\n  network: false\n");
    expect(decideHost(r, "registry.npmjs.org", 443)).toEqual({
      allowed: false,
      rule: "bash.network: false",
      reason: "commands have no network",
      suggestion: 'remove bash.network: false and add network.allow: ["registry.npmjs.org"]',
    });
  });

  it("says a host is missing from a non-empty list, and matches host names case-blind", async () => {
    const r = await rule("version: 1\nnetwork:\n  allow: [registry.test]\n");
    expect(decideHost(r, "other.test", 443)).toMatchObject({
      allowed: false,
      rule: "network.allow",
      reason: "other.test:443 is not in network.allow or the presets",
    });
    expect(decideHost(r, "Registry.TEST", 443)).toEqual({
      allowed: true,
      rule: 'network.allow: "registry.test"',
      reason: "registry.test:443 is allowed",
    });
  });

  it("takes a URL's port from its scheme when none is written", async () => {
    const r = await rule("version: 1\nnetwork:\n  allow: ['plain.test:80', 'tls.test:443', 'odd.test:8443']\n");
    expect(decideUrlReach(r, new URL("http://plain.test/")).allowed).toBe(true);
    expect(decideUrlReach(r, new URL("https://plain.test/")).allowed).toBe(false);
    expect(decideUrlReach(r, new URL("https://tls.test/")).allowed).toBe(true);
    expect(decideUrlReach(r, new URL("http://tls.test/")).allowed).toBe(false);
    expect(decideUrlReach(r, new URL("https://odd.test:8443/")).allowed).toBe(true);
    expect(decideUrlReach(r, new URL("ftp://tls.test/"))).toMatchObject({ allowed: false, rule: "network (protocol)" });
    expect(decideUrlReach(r, new URL("http://[::1]/")).rule).toBe("network (IP address)");
  });
});

describe("the presets table", () => {
  it("holds only valid host names, each preset with at least one", () => {
    for (const name of NETWORK_PRESET_NAMES) {
      expect(NETWORK_PRESETS[name].hosts.length).toBeGreaterThan(0);
      for (const host of NETWORK_PRESETS[name].hosts)
        expect(typeof parseHostPattern(host), `${name}: ${host}`).toBe("object");
    }
  });

  it("covers the ecosystems the issue names", () => {
    expect(NETWORK_PRESET_NAMES).toEqual(
      expect.arrayContaining(["npm", "pypi", "github", "crates", "go", "maven", "rubygems"]),
    );
  });

  it("is the table the README lists, host for host", async () => {
    const readme = await readFile(new URL("../../README.md", import.meta.url), "utf8");
    const section = readme.split("<!-- network-presets -->")[1]?.split("<!-- /network-presets -->")[0] ?? "";
    const rows = section.split("\n").filter((l) => /^\| `/.test(l));
    const listed = Object.fromEntries(
      rows.map((l) => {
        const cells = l.split("|").map((c) => c.trim());
        return [cells[1].replace(/`/g, ""), [...cells[3].matchAll(/`([^`]+)`/g)].map((m) => m[1])];
      }),
    );
    expect(listed).toEqual(Object.fromEntries(NETWORK_PRESET_NAMES.map((n) => [n, [...NETWORK_PRESETS[n].hosts]])));
  });
});
