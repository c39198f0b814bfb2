import { describe, expect, it } from "vitest";
import { compilePattern, matchesAllow, mayMatchDeny, suggestAllowPattern } from "../../src/policy/patterns.js";
import type { ShellWord } from "../../src/policy/shell.js";

const lit = (text: string): ShellWord => ({ text, kind: "literal", source: text });
const words = (line: string) => line.split(" ").map(lit);
const single: ShellWord = { text: '"$x"', kind: "single", source: '"$x"' };
const multi: ShellWord = { text: "$x", kind: "multi", source: "$x" };
const allows = (pattern: string, w: ShellWord[]) => matchesAllow(compilePattern(pattern), w);
const denies = (pattern: string, w: ShellWord[]) => mayMatchDeny(compilePattern(pattern), w);

describe("command patterns", () => {
  it("matches a trailing * against zero or more words", () => {
    expect(allows("git diff *", words("git diff"))).toBe(true);
    expect(allows("git diff *", words("git diff --stat HEAD"))).toBe(true);
  });

  it("matches whole words only", () => {
    expect(allows("git diff *", words("git difftool"))).toBe(false);
    expect(allows("ls *", words("lsof"))).toBe(false);
    expect(allows("git status", words("git status -s"))).toBe(false);
  });

  it("lets * stand anywhere in the pattern", () => {
    expect(allows("npm * --dry-run", words("npm publish --tag x --dry-run"))).toBe(true);
    expect(allows("npm * --dry-run", words("npm publish"))).toBe(false);
  });

  it("treats * inside a token as a glob within one word", () => {
    expect(allows("git log --format=*", words("git log --format=%H"))).toBe(true);
    expect(allows("git log --format=*", words("git log --format=%H extra"))).toBe(false);
    expect(allows("cat *.md", words("cat docs/a.md"))).toBe(true);
    expect(allows("cat *.md", words("cat a.mdx"))).toBe(false);
  });

  it("treats regex characters in patterns literally", () => {
    expect(allows("echo a.b", words("echo axb"))).toBe(false);
    expect(allows("echo (x)", words("echo (x)"))).toBe(true);
  });

  it("lets an unknown word match only a whole-word * when allowing", () => {
    expect(allows("echo *", [lit("echo"), multi])).toBe(true);
    expect(allows("npm test", [lit("npm"), single])).toBe(false);
    expect(allows("git log --format=*", [lit("git"), lit("log"), single])).toBe(false);
  });

  it("assumes an unknown word could be anything when denying", () => {
    expect(denies("npm publish *", [lit("npm"), multi])).toBe(true);
    expect(denies("npm publish *", [lit("npm"), single, lit("--tag")])).toBe(true);
    expect(denies("npm publish", [lit("npm"), multi, multi])).toBe(true);
    expect(denies("npm publish", [lit("npm"), lit("test"), multi])).toBe(false);
    expect(denies("rm -rf", [lit("rm"), multi])).toBe(true);
  });

  it("rejects an empty pattern", () => {
    expect(() => compilePattern("   ")).toThrow(/empty/);
  });

  it("suggests the narrowest general allow line: the program, its subcommand words, then *", () => {
    expect(suggestAllowPattern(words("npm run build"))).toBe("npm run build *");
    expect(suggestAllowPattern(words("npm test"))).toBe("npm test *");
    expect(suggestAllowPattern(words("uv run pytest -q"))).toBe("uv run pytest *");
    expect(suggestAllowPattern(words("python3 -m pytest"))).toBe("python3 -m pytest *");
    expect(suggestAllowPattern(words("python3 setup.py"))).toBe("python3 *");
    expect(suggestAllowPattern(words("npm --prefix x test"))).toBe("npm *");
    expect(suggestAllowPattern(words("tail -40 src/app.ts"))).toBe("tail *");
    expect(suggestAllowPattern(words("ls src"))).toBe("ls *");
    expect(suggestAllowPattern([lit("git"), lit("commit"), lit("-m"), lit("fix bug"), lit("-q")])).toBe("git commit *");
    expect(suggestAllowPattern([lit("echo"), multi])).toBe("echo *");
    expect(suggestAllowPattern([lit("git"), multi])).toBe("git *");
    expect(suggestAllowPattern([single, lit("x")])).toBeUndefined();
    expect(suggestAllowPattern([lit("a b")])).toBeUndefined();
  });
});
