// Could a bash glob name a file a deny pattern matches?
import { describe, expect, it } from "vitest";
import { escapeGlob, globsOverlap, patternVariants } from "../../src/policy/glob-overlap.js";

describe("globsOverlap", () => {
  it.each<[string, string]>([
    ["/proc/*/environ", "/proc/**/environ"],
    ["/proc/[0-9]*/environ", "/proc/**/environ"],
    ["/proc/1/environ", "/proc/**/environ"],
    ["/proc/self/task/1/environ", "/proc/**/environ"],
    ["/proc/?/mem", "/proc/**/mem"],
    ["/proc/*", "/proc/**/environ"],
    ["src/*.pem", "**/*.pem"],
    ["*.pem", "**/*.pem"],
    ["keys/server.pem", "**/*.pem"],
    ["secrets/*", "secrets/**"],
    ["secrets", "secrets/**"],
    ["config/*.json", "config/release.json"],
    [".e*", "**/.env"],
    ["a/.*", "**/.env"],
    ["gha-*", "gha-creds-*.json"],
    ["*.json", "gha-creds-*.json"],
    ["x/[a-c]y", "x/by"],
    ["x/[!a]y", "x/by"],
    ["x/\\*", "x/*"],
    ["a/b", "a/{b,c}"],
    ["x\\", "x\\\\"], // a trailing backslash is itself
    ["x/[]a]y", "x/]y"], // `]` first in a class is a member
    ["x/[a", "x/[a"], // `[` without `]` is a literal
    ["x/[a-]y", "x/-y"], // a trailing `-` is a member
    ["x/[^a]y", "x/by"],
    ["a*", "a.env"], // a dot inside a component is fair game
    ["a/*", "a/*.{pem,key}"],
    ["keys/*", "**/*.key"],
    ["a/*", "a/b/**"],
    ["*/b", "**/b"],
    ["src/*/x", "src/**/x"],
    ["a?c", "abc"],
    ["x/[!a]y", "x/!y"],
    ["x/[ab]y", "x/by"],
    ["x/[a-c]y", "x/cy"],
    ["a/bc", "a/{bc,d}"],
    ["a/de", "a/{b,de}"],
    ["?", "?"],
    ["[x]", "?"],
    ["z[!a0_.-]", "z?"], // a character only the patterns' own literals offer
  ])("%j may match %j", (glob, deny) => {
    expect(globsOverlap(glob, deny)).toBe(true);
  });

  it.each<[string, string]>([
    ["src/*.ts", "**/*.pem"],
    ["*", "**/.env"],
    ["src/*", "**/.env"],
    ["?env", "**/.env"],
    ["[.]env", "**/.env"],
    ["/proc/*/status", "/proc/**/environ"],
    ["src/*/*.ts", "secrets/**"],
    ["x/[a-c]y", "x/dy"],
    ["x/[!b]y", "x/by"],
    ["a/*", "a/b/c"],
    ["a/**", "a/b/c"],
    ["x/\\*", "x/a"],
    ["a/d", "a/{b,c}"],
    ["ab", "a"],
    ["a", "ab"],
    ["x/[a", "x/a"],
    ["x/[]a]y", "x/by"],
    ["x/[a-]y", "x/by"],
    ["x/[^a]y", "x/ay"],
    ["a[/]b", "a/b"], // a class never matches `/`
    ["a?b", "a/b"],
    ["a/*", "a/.env"], // a wildcard at a component's start never matches a leading dot
    ["a/?env", "a/.env"],
    ["a/[.]env", "**/.env"],
    ["a/*/b", "a/b"],
    ["*.ts", "*.pem"],
    ["*", "a/*.{pem,key}"],
    ["x/[a", "x/ba"],
  ])("%j cannot match %j", (glob, deny) => {
    expect(globsOverlap(glob, deny)).toBe(false);
  });

  it("spells out braces and optional globstar components", () => {
    expect(patternVariants("a/{b,c}").sort()).toEqual(["a/b", "a/c"]);
    expect(patternVariants("**/x/**").sort()).toEqual(["**/x", "**/x/**", "x", "x/**"]);
    expect(patternVariants("a/**/b").sort()).toEqual(["a/**/b", "a/b"]);
    expect(patternVariants("a")).toEqual(["a"]);
  });

  it("escapes a literal path so it matches only itself", () => {
    expect(escapeGlob("a*b?[c]{d}\\")).toBe("a\\*b\\?\\[c\\]\\{d\\}\\\\");
    expect(globsOverlap(escapeGlob("/x/*"), "/x/a")).toBe(false);
    expect(globsOverlap(escapeGlob("/x/*"), "/x/*")).toBe(true);
  });
});
