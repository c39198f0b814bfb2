// How parseCommandLine reads a line before walking it: syntax errors (where and what), characters tree-sitter
// and bash read differently (controls, Unicode blanks, backslash-newline), and the order of what it reports.
import { describe, expect, it } from "vitest";
import { parse, refusal, argvs } from "./parsed-lines.js";

describe("a syntax error is refused with where it is and what is there", () => {
  it("names a missing keyword or word and the column where it was due", async () => {
    // Tree-sitter recovers by inventing the node: without the check the walker would accept the line.
    expect(await refusal("if true; then")).toMatch(/^syntax error near missing `fi` at column 14$/);
    expect(await refusal("a && ")).toMatch(/missing `word` at column 5$/);
    expect(await refusal("( ls")).toMatch(/missing `\)` at column 5$/);
  });

  it("names the unexpected text and its column, the leftmost error first", async () => {
    expect(await refusal("echo ( ; ls )")).toMatch(/near `\(` at column 6$/);
    expect(await refusal("ls ) a")).toMatch(/near `\) a` at column 4$/);
    expect(await refusal("echo $(")).toMatch(/near `\$\(` at column 6$/);
  });

  it("shows the text on one line, runs of blanks as one space", async () => {
    expect(await refusal('echo "a\n\n   b')).toMatch(/near `"a b` at column 6$/);
  });

  it("clips text longer than 60 characters to 57 and an ellipsis", async () => {
    const sixty = `"${"x".repeat(59)}`;
    expect(await refusal(`echo ${sixty}`)).toContain(`near \`${sixty}\` at column 6`);
    const long = `"${"x".repeat(100)}`;
    expect(await refusal(`echo ${long}`)).toContain(`near \`"${"x".repeat(56)}...\` at column 6`);
  });
});

describe("a line too deeply nested to walk", () => {
  it("is refused, not thrown", async () => {
    const line = `echo ${"$(".repeat(5000)}ls${")".repeat(5000)}`;
    expect(await refusal(line)).toMatch(/nests too deeply/);
  });
});

describe("control and Unicode blank characters", () => {
  it("are refused outside quotes, named by code point and column", async () => {
    // bash keeps \v and U+00A0 inside the word; tree-sitter reads a blank between two words.
    expect(await refusal("a\u000bb")).toMatch(/U\+000b outside quotes at column 2$/);
    expect(await refusal("echo a\u00a0b")).toMatch(/U\+00a0 outside quotes at column 7$/);
    expect(await refusal("git status\r")).toMatch(/U\+000d outside quotes at column 11$/);
    expect(await refusal("echo ok; rm\u2003-rf x")).toMatch(/U\+2003 outside quotes at column 12$/);
  });

  it("are data inside single, double and ANSI-C quotes", async () => {
    expect(await argvs("echo 'a\u000bb' \"c\u00a0d\" $'e\u0001f'")).toEqual([
      ["echo", "a\u000bb", "c\u00a0d", "<single:$'e\u0001f'>"],
    ]);
  });

  it("are data in a comment and in here-doc text", async () => {
    expect(await argvs("ls # a\u000bb")).toEqual([["ls"]]);
    expect(await argvs("cat <<'EOF'\na\u000b$x\nEOF")).toEqual([["cat"]]);
    expect(await argvs("cat <<EOF\na\u000bb\nEOF")).toEqual([["cat"]]);
    expect(await argvs("cat <<EOF\n$x a\u000bb\nEOF")).toEqual([["cat"]]);
  });

  it("are refused where tree-sitter skipped one between two tokens of an unquoted here-doc", async () => {
    expect(await refusal("cat <<EOF\na\u000b$x\nEOF")).toMatch(/U\+000b outside quotes at column 12$/);
    expect(await refusal("cat <<EOF\n\u00a0$(id)\nEOF")).toMatch(/U\+00a0/);
  });
});

describe("backslash-newline", () => {
  it("after a blank at statement level only breaks the line between words", async () => {
    expect(await argvs("ls \\\n  -la")).toEqual([["ls", "-la"]]);
    expect(await argvs("ls\t\\\n-la")).toEqual([["ls", "-la"]]);
    expect(await argvs("if true; then echo a \\\n b; fi")).toEqual([["true"], ["echo", "a", "b"]]);
  });

  it("is refused inside a word, where bash joins the two halves and tree-sitter sees two words", async () => {
    expect(await refusal("echo a\\\nb")).toMatch(/backslash-newline .* at column 7 /);
    expect(await refusal("cat <<'EOF' && echo a\\\nb\nx\nEOF")).toMatch(/backslash-newline .* at column 22 /);
  });

  it("is refused inside double quotes, even after a blank (bash removes it there)", async () => {
    expect(await refusal('echo "x \\\ny"')).toMatch(/backslash-newline .* at column 9 /);
  });

  it("is data inside single quotes", async () => {
    expect(await argvs("echo 'a\\\nb'")).toEqual([["echo", "a\\\nb"]]);
  });

  it("ends a comment like any newline: the next line runs", async () => {
    // bash: `echo 1 # a\` then `echo 2` prints 1 and 2.
    expect(await argvs("echo 1 # a\\\necho 2")).toEqual([
      ["echo", "1"],
      ["echo", "2"],
    ]);
  });

  it("is data in a quoted here-doc, however the delimiter is quoted", async () => {
    for (const start of ["'EOF'", '"EOF"', "\\EOF"]) {
      expect(await argvs(`cat <<${start}\nx\\\n$(id)\nEOF`), start).toEqual([["cat"]]);
      expect(await argvs(`cat <<-${start}\n\tx\\\ny\n\tEOF`), start).toEqual([["cat"]]);
    }
  });

  it("is refused in an unquoted here-doc, where bash joins `$\\` and `(id)` into a substitution", async () => {
    expect(await refusal("cat <<EOF\nx\\\ny\nEOF")).toMatch(/backslash-newline .* at column 12 /);
    expect(await refusal("cat <<EOF\n$\\\n(id)\nEOF")).toMatch(/backslash-newline/);
  });
});

describe("assignments inside arithmetic", () => {
  it("every assignment operator sets its variable", async () => {
    for (const op of ["=", "+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>=", "&=", "^=", "|="]) {
      const line = await parse(`(( y ${op} 2 ))`);
      expect(
        line.assignments.map((a) => [a.name, a.via]),
        op,
      ).toEqual([["y", "arithmetic"]]);
    }
    // A comparison sets nothing.
    expect((await parse("(( y == 2 ))")).assignments).toEqual([]);
  });
});

describe("names and numbers in a subscript", () => {
  it("a name is read as an arithmetic variable", async () => {
    const { findings } = await parse("echo ${a[idx]}");
    expect(findings.map((f) => [f.kind, f.source])).toEqual([
      ["parameter-operator", "${a[idx]}"],
      ["arithmetic-variable", "idx"],
    ]);
  });

  it("a number in another base is no variable", async () => {
    const { findings } = await parse("echo ${a[0x1f]} ${a[16#ff]}");
    expect(findings.map((f) => f.kind)).toEqual(["parameter-operator", "parameter-operator"]);
  });

  it("anything else is refused", async () => {
    expect(await refusal("echo ${a[x.y]}")).toMatch(/unsupported arithmetic `x\.y`/);
  });
});

describe("an expansion tree-sitter left in plain text", () => {
  it("is refused even at the start of the text", async () => {
    // bash expands $y in the pattern; tree-sitter calls `$y` a regex.
    expect(await refusal("echo ${x#$y}")).toMatch(/could not split `\$y`/);
    expect(await refusal("echo ${x%$1}")).toMatch(/could not split `\$1`/);
  });

  it("is not seen in an escaped dollar", async () => {
    expect(await argvs("echo ${x#\\$y} a\\$b")).toEqual([["echo", "<multi:${x#\\$y}>", "a$b"]]);
  });
});

describe("what a line holds is reported in source order", () => {
  it("redirections of a group come after the ones inside it", async () => {
    const { redirects } = await parse("{ echo > a; } > b");
    expect(redirects.map((r) => r.target?.text)).toEqual(["a", "b"]);
  });

  it("an assignment wrapped around arithmetic comes before the one inside it", async () => {
    const { assignments } = await parse("x=$(( y = 1 ))");
    expect(assignments.map((a) => a.name)).toEqual(["x", "y"]);
  });

  it("findings from the checks after the walk are merged by position", async () => {
    const { findings } = await parse("echo $((y)) ${x:-1}");
    expect(findings.map((f) => f.kind)).toEqual(["arithmetic-variable", "parameter-operator"]);
  });

  it("commands inside a word come after the command that holds it", async () => {
    const { commands } = await parse("echo $(a) | b");
    expect(commands.map((c) => c.words[0].text)).toEqual(["echo", "a", "b"]);
  });
});
