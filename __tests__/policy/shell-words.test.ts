// The parser's here-docs, loops, case items, test conditions, declarations, assignments and words: what each
// construct runs, sets and reads, pinned one behaviour at a time (shell.test.ts has the overview).
import { describe, expect, it } from "vitest";
import { parse, refusal, show, argvs } from "./parsed-lines.js";
import { decideCommand } from "../../src/policy/decide.js";
import { policySchema } from "../../src/policy/schema.js";

const names = async (line: string) => (await parse(line)).commands.map((c) => c.words[0].text);
const kinds = async (line: string) => (await parse(line)).findings.map((f) => f.kind);
const assigned = async (line: string) =>
  (await parse(line)).assignments.map((a) => `${a.name}=${a.value ? show(a.value) : "?"}:${a.via}`);
/** The words of the line's first command after its name. */
const args = async (line: string) => (await parse(line)).commands[0].words.slice(1);
const cwdsOf = async (line: string) =>
  (await parse(line)).commands.map((c) => `${c.words[0].text}@${c.cwds.join("|")}`);

describe("here-docs", () => {
  it("accepts << and <<- and a descriptor before the operator", async () => {
    expect(await argvs("cat <<EOF\nx\nEOF")).toEqual([["cat"]]);
    expect(await argvs("cat <<-EOF\n\tx\n\tEOF")).toEqual([["cat"]]);
    expect(await argvs("cat 3<<EOF\nx\nEOF")).toEqual([["cat"]]);
  });

  it("records one data redirection whose source is the first line only", async () => {
    const line = await parse("true; cat <<EOF | wc -l\n$(id)\nEOF");
    expect(line.redirects.map((r) => [r.operator, r.access, r.source, r.start, r.target])).toEqual([
      ["<<", "data", "<<EOF | wc -l", 10, undefined],
    ]);
    expect((await parse("cat <<-EOF\n\tx\n\tEOF")).redirects.map((r) => r.source)).toEqual(["<<-EOF"]);
  });

  it("walks an unquoted body: substitutions run, operators and arithmetic are findings", async () => {
    const line = await parse("cat <<EOF\nhome ${x:-y} $(id) \\$(no) ${a[i]}\nEOF");
    expect(line.commands.map((c) => c.words[0].text)).toEqual(["cat", "id"]);
    expect(line.findings.map((f) => f.kind)).toEqual([
      "parameter-operator",
      "parameter-operator",
      "arithmetic-variable",
    ]);
  });

  it("refuses arithmetic in an unquoted body, which tree-sitter misreads", async () => {
    // bash evaluates `cat` as arithmetic here (running the $(touch ..) in its value); tree-sitter reads
    // `$((cat))` as a command substitution running `cat`, and `$[cat]` as text.
    const bypass = "cat='a[$(touch p)]'; cat <<EOF\n$((cat))\nEOF";
    expect(await refusal(bypass)).toMatch(/arithmetic in a here-doc/);
    expect(await refusal("cat <<EOF\nsum $(( 1 + 2 ))\nEOF")).toMatch(/arithmetic in a here-doc/);
    expect(await refusal("cat <<EOF\na $[cat]\nEOF")).toMatch(/here-doc text/);
    expect(await refusal("cat <<EOF\n$(id) $[cat]\nEOF")).toMatch(/here-doc text/);
    expect(await refusal("cat <<EOF\n$(id)\n$[cat]\nEOF")).toMatch(/here-doc text/);
    expect(await refusal("cat <<EOF\na \\\\$[cat]\nEOF")).toMatch(/here-doc text/);
    // Escaped, or a subshell inside a substitution: what tree-sitter reads is what bash does.
    expect(await argvs("cat <<EOF\na \\$[cat] $ [x]\nEOF")).toEqual([["cat"]]);
    expect(await argvs("cat <<EOF\n$( (z) ) $(echo $((1)))\nEOF")).toEqual([
      ["cat"],
      ["z"],
      ["echo", "<single:$((1))>"],
    ]);
    expect(await argvs("cat <<'EOF'\n$((cat)) $[cat]\nEOF")).toEqual([["cat"]]);
  });

  it("so a policy allowing `cat *` does not run a command hidden in a variable read by here-doc arithmetic", async () => {
    const policy = policySchema.parse({ version: 1, bash: { allow: ["cat *", "cat"] } });
    const decide = (line: string) => decideCommand(policy, line, { workspace: "/work/ws" });
    expect(await decide("cat <<EOF\nplain $HOME\nEOF")).toMatchObject({ allowed: true });
    expect(await decide("cat='a[$(touch p)]'; cat <<EOF\n$((cat))\nEOF")).toMatchObject({ allowed: false });
    expect(await decide("cat='a[$(touch p)]'; cat <<EOF\nx $[cat]\nEOF")).toMatchObject({ allowed: false });
  });

  it("refuses an unquoted body with an expansion tree-sitter left in its text (backquotes)", async () => {
    // bash runs `date` here; tree-sitter-bash keeps backquotes in here-doc text as plain text.
    expect(await refusal("cat <<EOF\n`date`\nEOF")).toMatch(/here-doc text/);
    expect(await refusal("cat <<EOF\n$(id) `date`\nEOF")).toMatch(/here-doc text/);
    expect(await refusal("cat <<EOF\n$x `date`\nEOF")).toMatch(/here-doc text/);
    expect(await argvs("cat <<'EOF'\n`date`\nEOF")).toEqual([["cat"]]);
    expect(await argvs("cat <<EOF\nit costs \\$5 \\`x\\`\nEOF")).toEqual([["cat"]]);
  });

  it("treats the body as data whenever any part of the delimiter is quoted", async () => {
    for (const start of ["'EOF'", '"EOF"', "\\EOF", "E\\OF"]) {
      const line = await parse(`cat <<${start}\n$(id) \${x:-y} $((z))\nEOF`);
      expect(
        line.commands.map((c) => c.words[0].text),
        start,
      ).toEqual(["cat"]);
      expect(line.findings, start).toEqual([]);
    }
  });

  it("matches the end line against the delimiter after quote removal", async () => {
    expect(await argvs("cat <<'EOF'\nx\nEOF\necho after")).toEqual([["cat"], ["echo", "after"]]);
    expect(await argvs('cat <<"EOF"\nx\nEOF\necho after')).toEqual([["cat"], ["echo", "after"]]);
  });

  it("refuses a here-doc whose end tree-sitter matched to another delimiter than bash", async () => {
    // bash's delimiter is `E\F` (inside double quotes `\\` is one backslash); tree-sitter ends at that line too
    // but the walker's quote removal reads `EF`: the two disagree, so the line is refused.
    expect(await refusal('cat <<"E\\\\F"\nx\nE\\F')).toMatch(/here-doc end/);
  });

  it("walks redirections hung under the here-doc", async () => {
    const line = await parse("cat <<EOF >out 2>>log <<<s < in\nx\nEOF");
    expect(line.redirects.map((r) => `${r.operator}:${r.access}:${r.target?.text ?? ""}`)).toEqual([
      "<<:data:",
      ">:write:out",
      ">>:write:log",
      "<<<:data:",
      "<:read:in",
    ]);
    expect(await names("cat <<EOF <<<$(id)\nx\nEOF")).toEqual(["cat", "id"]);
  });

  it("follows the rest of the line after the here-doc: pipes, && and ||, after redirections too", async () => {
    expect(await names("cat <<EOF || ls\nx\nEOF")).toEqual(["cat", "ls"]);
    expect(await names("cat <<EOF >f && ls\nx\nEOF")).toEqual(["cat", "ls"]);
    expect(await names("cat <<EOF |& ls\nx\nEOF")).toEqual(["cat", "ls"]);
  });

  it("follows the rest of the line after the here-doc, in order and with its cd", async () => {
    expect(await cwdsOf("cat <<EOF && cd sub && touch f\nx\nEOF")).toEqual(["cat@.", "cd@.", "touch@sub"]);
    // Tree-sitter hangs `| grep x` under the here-doc of `cd sub && cat`: grep is counted after the whole list.
    const [cd, cat, grep] = (await parse("cd sub && cat <<EOF | grep x\nx\nEOF")).commands;
    expect([cd.cwds, cat.cwds]).toEqual([["."], ["sub"]]);
    expect(grep.cwds).toContain("sub");
  });
});

describe("for loops", () => {
  it("records one assignment per listed value, with the loop's first line as source", async () => {
    const line = await parse("for v in 1 $x 'a b'\ndo :; done");
    expect(line.assignments.map((a) => [a.name, a.value && show(a.value), a.via, a.source, a.start])).toEqual([
      ["v", "1", "for", "for v in 1 $x 'a b'", 0],
      ["v", "<multi:$x>", "for", "for v in 1 $x 'a b'", 0],
      ["v", "a b", "for", "for v in 1 $x 'a b'", 0],
    ]);
  });

  it("treats select like for", async () => {
    expect(await assigned("select x in a b; do :; done")).toEqual(["x=a:for", "x=b:for"]);
  });

  it("walks the values' substitutions", async () => {
    expect(await names("for f in $(ls); do cat $f; done")).toEqual(["ls", "cat"]);
  });

  it("treats `for x; do` as looping over unknown values", async () => {
    const line = await parse("for x; do :; done");
    expect(line.assignments.map((a) => [a.name, a.value, a.via, a.source])).toEqual([
      ["x", undefined, "for", "for x; do :; done"],
    ]);
    expect((await parse("true; for x\ndo :; done")).assignments.map((a) => [a.source, a.start])).toEqual([
      ["for x", 6],
    ]);
    expect(await kinds("for i; do echo $((i)); done")).toEqual(["arithmetic-variable"]);
    expect(await kinds("for i in 1 2; do echo $((i)); done")).toEqual([]);
    expect(await kinds("for i in 1 a; do echo $((i)); done")).toEqual(["arithmetic-variable"]);
  });

  it("runs its body as a loop: a cd inside may repeat, so the directory after it is unknown", async () => {
    const line = await parse("for i in 1 2; do cd sub; done; ls");
    expect(line.commands[0].cwds).toEqual(expect.arrayContaining([".", "sub", "sub/sub"]));
    expect(line.commands[1].cwds).not.toContain("sub");
    expect(line.commands[1].cwds).not.toContain(".");
  });
});

describe("case items", () => {
  it("walks patterns and bodies, skipping comments", async () => {
    expect(await names("case $x in a|$(b)) c;; # note\n*) d # note\n e;; esac")).toEqual(["b", "c", "d", "e"]);
  });

  it("keeps each item's cd: later commands may run in any of the items' directories", async () => {
    const [cd, ls] = (await parse("case $x in a) cd sub;; esac; ls")).commands;
    expect(cd.cwds).toEqual(["."]);
    expect([...ls.cwds].sort()).toEqual([".", "sub"]);
  });

  it("refuses extglob patterns the parser did not split", async () => {
    expect(await argvs("case $x in @(a|b)) c;; esac")).toEqual([["c"]]);
    expect(await refusal("case $x in @(a|$(id))) c;; esac")).toBeTruthy();
    expect(await refusal("case $x in @(a|b)$y) c;; esac")).toMatch(/pattern/);
  });
});

describe("test conditions", () => {
  it("records a test command whose one word is its source", async () => {
    const line = await parse("true && [[ -n x ]]");
    expect(line.commands[1]).toMatchObject({
      kind: "test",
      words: [{ text: "[[ -n x ]]", kind: "literal", source: "[[ -n x ]]" }],
      env: [],
      source: "[[ -n x ]]",
      start: 8,
    });
    expect((await parse("[ -n x ]")).commands[0].kind).toBe("test");
  });

  it("refuses <, >, | and & inside [ ], where bash reads them as redirections, pipes and lists", async () => {
    // bash: `[ a > f ]` truncates f, `[ x | sh ]` runs `sh ]` (a script named `]`), `[ x & sh ]` too.
    for (const line of [
      "[ a > f ]",
      "[ a >> f ]",
      "[ a < f ]",
      "[ a << f ]",
      "[ x | sh ]",
      "[ x || sh ]",
      "[ x && sh ]",
      "[ x & sh ]",
      "[ -n x -a ( y | sh ) ]",
      "[ 1 -eq 1 -a ( y > f ) ]",
    ]) {
      expect(await refusal(line), line).toMatch(/inside \[ \]/);
    }
    // Inside [[ ]] they are what tree-sitter says: comparisons and conditions.
    expect(await argvs("[[ a > b || a < c && ( d ) ]]")).toEqual([["[[ a > b || a < c && ( d ) ]]"]]);
    expect(await argvs("[ a != b -o c = d ] && [ ! a = b ]")).toEqual([["[ a != b -o c = d ]"], ["[ ! a = b ]"]]);
  });

  it("so a policy allowing only echo cannot run a script through [ x | sh ]", async () => {
    const policy = policySchema.parse({ version: 1, bash: { allow: ["echo *"] } });
    const decide = (line: string) => decideCommand(policy, line, { workspace: "/work/ws" });
    expect(await decide("[ -n x ] && echo yes")).toMatchObject({ allowed: true });
    expect(await decide("[ x | sh ]")).toMatchObject({ allowed: false });
    expect(await decide("[ a > .github/workflows/ci.yml ]")).toMatchObject({ allowed: false });
  });

  it("evaluates -eq and friends as arithmetic only inside [[ ]]", async () => {
    for (const op of ["-eq", "-ne", "-lt", "-le", "-gt", "-ge"]) {
      expect(await kinds(`[[ $x ${op} 1 ]]`), op).toEqual(["arithmetic-variable"]);
      expect(await kinds(`[[ 1 ${op} x ]]`), op).toEqual(["arithmetic-variable"]);
      expect(await kinds(`[ $x ${op} 1 ]`), op).toEqual([]);
    }
    expect(await kinds("[[ $x == 1 ]]")).toEqual([]);
    expect(await kinds("[[ $x -nt 1 ]]")).toEqual([]);
  });

  it("accepts integer literals and special parameters as arithmetic operands", async () => {
    expect(await kinds("[[ 10 -eq 010 ]]")).toEqual([]);
    expect(await kinds('[[ $# -eq "-1" ]]')).toEqual([]);
    expect(await kinds('[[ "$#" -gt $? ]]')).toEqual([]);
    expect(await kinds('[[ 1 -eq "1x" ]]')).toEqual(["arithmetic-variable"]);
    expect(await kinds("[[ 1 -eq x1 ]]")).toEqual(["arithmetic-variable"]);
    expect(await kinds('[[ 1 -eq "--1" ]]')).toEqual(["arithmetic-variable"]);
    expect(await kinds('[[ 1 -eq "$x" ]]')).toEqual(["arithmetic-variable"]);
    expect(await kinds("[[ 1 -eq 1$# ]]")).toEqual(["arithmetic-variable"]);
  });

  it("reports one finding per non-literal operand, with the expression as source", async () => {
    const line = await parse("[[ $a -eq $b ]]");
    expect(line.findings.map((f) => [f.kind, f.source, f.start])).toEqual([
      ["arithmetic-variable", "$a -eq $b", 3],
      ["arithmetic-variable", "$a -eq $b", 3],
    ]);
  });

  it("walks operands of arithmetic comparisons for substitutions", async () => {
    expect(await names("[[ $(a) -eq 1 ]]")).toEqual(["[[ $(a) -eq 1 ]]", "a"]);
  });

  it("walks both sides of other binary operators, nested", async () => {
    expect(await names("[[ $(a) == $(b) && ( -n $(c) || $x -eq 1 ) ]]")).toEqual([
      "[[ $(a) == $(b) && ( -n $(c) || $x -eq 1 ) ]]",
      "a",
      "b",
      "c",
    ]);
    expect(await kinds("[[ -n x && ( $x -eq 1 ) ]]")).toEqual(["arithmetic-variable"]);
    expect(await kinds("[[ ! ( $x -eq 1 ) ]]")).toEqual(["arithmetic-variable"]);
  });

  it("reports -v and -R (their subscript is arithmetic), and walks unary operands", async () => {
    expect(await kinds("[[ -v x ]]")).toEqual(["test-variable"]);
    expect(await kinds("[[ -R x ]]")).toEqual(["test-variable"]);
    expect(await kinds("[ -v x ]")).toEqual(["test-variable"]);
    expect(await kinds("[[ ( -v x ) ]]")).toEqual(["test-variable"]);
    expect(await kinds("[[ -f x ]]")).toEqual([]);
    expect(await names("[[ ! -f $(a) ]]")).toEqual(["[[ ! -f $(a) ]]", "a"]);
  });

  it("accepts regex and extglob operands, and refuses them when they hide an expansion", async () => {
    expect(await kinds("[[ $x =~ ^a.*$ ]]")).toEqual([]);
    expect(await kinds("[[ $x == @(a|b) ]]")).toEqual([]);
    expect(await refusal("[[ $x =~ ^$(id)$ ]]")).toBeTruthy();
    // bash runs the backquotes and expands $y inside the pattern; tree-sitter keeps them as pattern text.
    expect(await refusal("[[ $x =~ `b` ]]")).toMatch(/pattern/);
    expect(await refusal("[[ $x == @(a|$y) ]]")).toMatch(/pattern/);
  });
});

describe("declarations", () => {
  it("turns declare, local, export, readonly, typeset and unset into commands", async () => {
    expect(await argvs("declare -a x=(1 $(a)) y; local z; export P=$(b); readonly r=1; unset u; typeset t=2")).toEqual([
      ["declare", "-a", "<single:x=(1 $(a))>", "y"],
      ["a"],
      ["local", "z"],
      ["export", "<single:P=$(b)>"],
      ["b"],
      ["readonly", "<single:r=1>"],
      ["unset", "u"],
      ["typeset", "<single:t=2>"],
    ]);
  });

  it("records the declaration's source and position", async () => {
    const line = await parse("true; export A=1 # set A");
    expect(line.commands[1]).toMatchObject({ kind: "command", env: [], source: "export A=1", start: 6 });
  });

  it("evaluates subscripts of declared names as arithmetic", async () => {
    expect(await kinds("declare a[i]=1")).toEqual(["arithmetic-variable"]);
    expect(await names("declare a[$(id)]=1")).toEqual(["declare", "id"]);
  });
});

describe("assignments", () => {
  it("records names, values and how they were set", async () => {
    expect(await assigned('a=1; b="$x"; c=; d+=2; e=(1 2); f="$(date)"')).toEqual([
      "a=1:variable",
      'b=<single:"$x">:variable',
      "c=:variable",
      "d=2:variable",
      "e=<multi:(1 2)>:variable",
      'f=<single:"$(date)">:variable',
    ]);
  });

  it("records an assignment's source and position", async () => {
    const line = await parse("true; x=1");
    expect(line.assignments.map((a) => [a.source, a.start])).toEqual([["x=1", 6]]);
  });

  it("records the base name of a subscript and evaluates the subscript as arithmetic", async () => {
    expect(await assigned("a[0]=1")).toEqual(["a=1:variable"]);
    expect(await kinds("a[0]=1")).toEqual([]);
    expect(await kinds("a[i]=1")).toEqual(["arithmetic-variable"]);
    expect(await kinds("i=2; a[i]=1")).toEqual([]);
    expect(await names("a[$(id)]=1")).toEqual(["id"]);
  });

  it("counts x=$((..)) as arithmetic, so arithmetic may read x; other values may not be read", async () => {
    expect(await assigned("e=$((1+1))")).toEqual(["e=<single:$((1+1))>:arithmetic"]);
    expect(await kinds("e=$((1+1)); echo $((e))")).toEqual([]);
    expect(await kinds("e=$(echo 1); echo $((e))")).toEqual(["arithmetic-variable"]);
    expect(await kinds('e="$((1))"; echo $((e))')).toEqual(["arithmetic-variable"]);
    // A prefix assignment lives on its command only.
    expect((await parse("X=$((1)) cmd")).commands[0].env.map((a) => a.via)).toEqual(["prefix"]);
  });

  it("skips comments between array elements, as bash does", async () => {
    expect(await assigned("a=(1 # one\n 2)")).toEqual(["a=<multi:(1 # one\n 2)>:variable"]);
  });

  it("walks array elements and translated strings for substitutions", async () => {
    expect(await names('a=(1 $(b) "$(c)")')).toEqual(["b", "c"]);
    expect(await names('x=$"a $(b)"')).toEqual(["b"]);
    expect(await assigned('x=$"a"')).toEqual(['x=<single:$"a">:variable']);
  });
});

describe("findings", () => {
  it("name the construct by its first line and position", async () => {
    const line = await parse("true; f() {\n  :\n}");
    expect(line.findings).toEqual([{ kind: "function-definition", source: "f() {", start: 6 }]);
  });
});

describe("words", () => {
  const kindsOf = async (line: string) => (await args(line)).map((w) => w.kind);

  it("keeps single-quoted text as it is, pattern characters included", async () => {
    expect(await args("echo 'a*b' 'x y'")).toEqual([
      { text: "a*b", kind: "literal", source: "'a*b'" },
      { text: "x y", kind: "literal", source: "'x y'" },
    ]);
  });

  it("treats $'..' as one unknown word", async () => {
    expect(await args("echo $'a\\tb'")).toEqual([{ text: "$'a\\tb'", kind: "single", source: "$'a\\tb'" }]);
  });

  it("splits unquoted expansions and substitutions, not quoted ones", async () => {
    expect(await kindsOf('echo $x ${x} $(a) "$x" "${x}" "$(a)"')).toEqual([
      "multi",
      "multi",
      "multi",
      "single",
      "single",
      "single",
    ]);
  });

  it('treats "$@" and "${a[@]}" as several words even quoted', async () => {
    expect(await kindsOf('echo "$@" "${a[@]}" "$*" "${a[*]}"')).toEqual(["multi", "multi", "single", "single"]);
  });

  it("treats process and arithmetic substitutions as one word", async () => {
    expect(await kindsOf("echo <(a) >(b) $((1+2))")).toEqual(["single", "single", "single"]);
    expect(await names("echo <(a) $((1 + $(b)))")).toEqual(["echo", "a", "b"]);
  });

  it("treats brace expressions as several words", async () => {
    expect(await kindsOf("echo {1..3} a{b,c}")).toEqual(["multi", "multi"]);
  });

  it("treats a number with an expansion (10#${x}) as several unknown words, and walks it", async () => {
    expect(await kindsOf("echo 10#${x} 2#$(a)")).toEqual(["multi", "multi"]);
    expect(await names("echo 2#$(a)")).toEqual(["echo", "a"]);
    expect(await args("echo 42")).toEqual([{ text: "42", kind: "literal", source: "42" }]);
  });

  it('refuses $".." inside a word, which tree-sitter splits into `$` and a string', async () => {
    expect(await refusal('echo a$"x"')).toMatch(/unsupported word/);
  });

  it("concatenates literal parts and marks a concatenation with an expansion unknown", async () => {
    expect(await args("echo a'b'\"c\"")).toEqual([{ text: "abc", kind: "literal", source: "a'b'\"c\"" }]);
    expect(await kindsOf('echo a$x "a"$x a"$x"')).toEqual(["multi", "multi", "single"]);
  });
});
