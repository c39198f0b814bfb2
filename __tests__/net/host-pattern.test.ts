import { describe, expect, it } from "vitest";
import { matchesHost, parseHostPattern, patternFor, type HostPattern } from "../../src/net/host-pattern.js";

function pattern(text: string): HostPattern {
  const p = parseHostPattern(text);
  if (typeof p === "string") throw new Error(p);
  return p;
}

describe("host patterns (network.allow/deny and web_fetch.allow_domains)", () => {
  it("a plain name matches that name only, on 80 and 443, without case or a trailing dot", () => {
    const p = pattern("registry.npmjs.org");
    expect(matchesHost(p, "registry.npmjs.org", 443)).toBe(true);
    expect(matchesHost(p, "Registry.NPMJS.org.", 80)).toBe(true);
    expect(matchesHost(p, "registry.npmjs.org", 8080)).toBe(false);
    expect(matchesHost(p, "evil.registry.npmjs.org", 443)).toBe(false);
    expect(matchesHost(p, "registry.npmjs.org.evil.com", 443)).toBe(false);
    expect(matchesHost(p, "xregistry.npmjs.org", 443)).toBe(false);
  });

  it("`*.domain` matches every name below the domain, not the domain itself nor look-alikes", () => {
    const p = pattern("*.githubusercontent.com");
    expect(matchesHost(p, "raw.githubusercontent.com", 443)).toBe(true);
    expect(matchesHost(p, "a.b.githubusercontent.com", 443)).toBe(true);
    expect(matchesHost(p, "githubusercontent.com", 443)).toBe(false);
    expect(matchesHost(p, "evilgithubusercontent.com", 443)).toBe(false);
  });

  it("`:port` limits a pattern to that one port", () => {
    const p = pattern("registry.test:8080");
    expect(matchesHost(p, "registry.test", 8080)).toBe(true);
    expect(matchesHost(p, "registry.test", 443)).toBe(false);
    expect(matchesHost(p, "registry.test")).toBe(true);
  });

  it.each([
    ["127.0.0.1", /IP addresses/],
    ["2130706433", /IP addresses/],
    ["0x7f.1", /IP addresses/],
    ["[::1]", /host name/],
    ["*", /host name/],
    ["*.", /host name/],
    ["foo.*.com", /host name/],
    ["https://example.com", /host name/],
    ["example.com/path", /host name/],
    ["example.com:0", /port/],
    ["example.com:70000", /port/],
    ["-bad.example.com", /host name/],
  ])("refuses %s as a pattern", (text, message) => {
    expect(parseHostPattern(text)).toMatch(message);
  });

  it("suggests the pattern a maintainer would add, with the port only when it is not 80 or 443", () => {
    expect(patternFor("Sink.Test.", 443)).toBe("sink.test");
    expect(patternFor("sink.test", 80)).toBe("sink.test");
    expect(patternFor("sink.test", 9418)).toBe("sink.test:9418");
  });
});
