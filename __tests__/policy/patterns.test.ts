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

  it("splits a pattern on any run of blanks and keeps its text as written", () => {
    const p = compilePattern("  git   status\t-s ");
    expect(p.text).toBe("  git   status\t-s ");
    expect(matchesAllow(p, words("git status -s"))).toBe(true);
    expect(matchesAllow(p, words("git status"))).toBe(false);
  });

  it("lets a glob token span any characters of one word, newlines included, but no more words", () => {
    expect(allows("echo a*b", [lit("echo"), lit("a\nxb")])).toBe(true);
    expect(allows("echo a*b", words("echo ab"))).toBe(true);
    expect(allows("echo a*b", words("echo xab"))).toBe(false);
    expect(allows("echo *b*", words("echo abc"))).toBe(true);
    expect(allows("echo a*", [lit("echo"), lit("a"), lit("b")])).toBe(false);
    expect(allows("echo [a]*", words("echo [a]x"))).toBe(true);
    expect(allows("echo [a]*", words("echo ax"))).toBe(false);
  });

  it("matches * in the middle and at the start against any number of words", () => {
    expect(allows("* --version", words("node --version"))).toBe(true);
    expect(allows("* --version", words("--version"))).toBe(true);
    expect(allows("a * b * c", words("a x b y z c"))).toBe(true);
    expect(allows("a * b * c", words("a x c"))).toBe(false);
    expect(allows("a *", [])).toBe(false);
    expect(allows("*", [])).toBe(true);
  });

  it("lets unknown words stand for one word (single) or any number of words (multi) when denying", () => {
    expect(denies("npm publish", [lit("npm"), single])).toBe(true);
    expect(denies("npm publish", [single, single])).toBe(true);
    expect(denies("npm publish", [lit("npm"), single, single])).toBe(false);
    expect(denies("npm", [lit("npm"), multi])).toBe(true);
    expect(denies("npm publish *", [multi])).toBe(true);
    expect(denies("a b", [multi, lit("c")])).toBe(false);
    expect(denies("a b c", [lit("a"), multi, lit("c")])).toBe(true);
    expect(denies("a * c", [lit("a"), lit("c")])).toBe(true);
    expect(denies("a * c", [lit("a"), lit("b")])).toBe(false);
    expect(denies("git push*", [lit("git"), single])).toBe(true);
    expect(denies("git push*", [lit("git"), lit("pull")])).toBe(false);
    expect(denies("git push", [lit("git"), lit("push"), lit("x")])).toBe(false);
    expect(denies("git push", [lit("git")])).toBe(false);
  });

  it("stays fast with many * tokens against a long line that does not match", () => {
    const pattern = ["a", ...Array(24).fill("*"), "z"].join(" ");
    const line = [lit("a"), ...Array.from({ length: 60 }, (_, i) => lit(`w${i}`))];
    expect(allows(pattern, line)).toBe(false);
    expect(denies(pattern, line)).toBe(false);
    expect(denies(pattern, [lit("a"), ...Array(30).fill(single), lit("y")])).toBe(false);
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
    expect(suggestAllowPattern([lit("a*")])).toBeUndefined();
    expect(suggestAllowPattern([lit("")])).toBeUndefined();
    expect(suggestAllowPattern([])).toBeUndefined();
    expect(suggestAllowPattern(words("/usr/bin/npm run lint"))).toBe("/usr/bin/npm run lint *");
    expect(suggestAllowPattern(words("npm"))).toBe("npm *");
    expect(suggestAllowPattern(words("npm Test"))).toBe("npm *");
    expect(suggestAllowPattern(words("npm run"))).toBe("npm run *");
    expect(suggestAllowPattern(words("npm run -s lint"))).toBe("npm run *");
    expect(suggestAllowPattern([lit("npm"), lit("run"), lit("a b")])).toBe("npm run *");
    expect(suggestAllowPattern(words("npx tsc --noEmit"))).toBe("npx tsc *");
    expect(suggestAllowPattern(words("pnpm dlx create-x"))).toBe("pnpm dlx create-x *");
    expect(suggestAllowPattern(words("python -c x"))).toBe("python *");
    expect(suggestAllowPattern(words("tail run x"))).toBe("tail *");
    expect(suggestAllowPattern([lit("python"), multi])).toBe("python *");
    expect(suggestAllowPattern(words("python"))).toBe("python *");
    expect(suggestAllowPattern(words("npm aB x"))).toBe("npm *");
    expect(suggestAllowPattern(words("git -m x"))).toBe("git *");
    expect(suggestAllowPattern(words("tail -m 5 f"))).toBe("tail *");
    expect(suggestAllowPattern(words("x build"))).toBe("x *");
  });
});
