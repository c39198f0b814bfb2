// How the bash walker reads quotes, expansions, substitutions, arithmetic, `cd` and unquoted text: each case
// states what bash does with the word (checked with `bash -c`) or the rule the policy keeps for it.
import { describe, expect, it } from "vitest";
import { parseCommandLine, type ParsedLine, type ShellWord } from "../../src/policy/shell.js";
import { UNKNOWN_DIR } from "../../src/policy/working-directory.js";

async function parse(line: string): Promise<ParsedLine> {
  const r = await parseCommandLine(line);
  if (!r.ok) throw new Error(`unparseable: ${r.reason}`);
  return r.line;
}

async function refused(line: string): Promise<boolean> {
  return !(await parseCommandLine(line)).ok;
}

/** A word as `text` when literal, else `<kind:source>` (plus the glob pattern when there is one). */
const show = (w: ShellWord) =>
  w.kind === "literal" ? w.text : `<${w.kind}:${w.source}${w.glob === undefined ? "" : ` glob=${w.glob}`}>`;

/** The arguments of the line's first command (after its name). */
async function args(line: string): Promise<string[]> {
  return (await parse(line)).commands[0].words.slice(1).map(show);
}

async function commandNames(line: string): Promise<string[]> {
  return (await parse(line)).commands.map((c) => c.words.map(show).join(" "));
}

async function findings(line: string): Promise<string[]> {
  return (await parse(line)).findings.map((f) => `${f.kind}:${f.source}`);
}

async function assignments(line: string): Promise<string[]> {
  return (await parse(line)).assignments.map((a) => `${a.name}:${a.via}`);
}

/** The directories the command whose source is `source` may run in. */
async function cwdsOf(line: string, source: string): Promise<string[]> {
  const c = (await parse(line)).commands.find((x) => x.source === source);
  if (!c) throw new Error(`no command ${source}`);
  return [...c.cwds].sort();
}

describe("double-quoted strings", () => {
  it("keeps the text and removes only the backslashes bash removes", async () => {
    expect(await args(String.raw`echo "a\$b" "a\"b" "a\\b" "a\`b" "a\nb" "a\'b" ""`)).toEqual([
      "a$b",
      'a"b',
      "a\\b",
      "a`b",
      "a\\nb",
      "a\\'b",
      "",
    ]);
  });

  it("reads a lone or trailing `$` as text", async () => {
    expect(await args(`echo "$" "a$" "$"x`)).toEqual(["$", "a$", "$x"]);
  });

  it("sees the expansion after an escaped backslash", async () => {
    expect(await args(String.raw`echo "\\$x"`)).toEqual([String.raw`<single:"\\$x">`]);
  });

  it("keeps an operator whose operand looks like an array expansion one word", async () => {
    expect(await args('echo "${x:-\\${a[@]}"')).toEqual(['<single:"${x:-\\${a[@]}">']);
  });

  it("makes a string with an expansion one unknown word, and finds the commands in it", async () => {
    expect(await args(`echo "$x$y" "a\${x}b" "$(id)" "$((1 + 2))" "a \`uname\` b"`)).toEqual([
      `<single:"$x$y">`,
      `<single:"a\${x}b">`,
      `<single:"$(id)">`,
      `<single:"$((1 + 2))">`,
      '<single:"a `uname` b">',
    ]);
    expect((await commandNames(`echo "$(id)" "a \`uname\` b"`)).sort()).toEqual([
      `echo <single:"$(id)"> <single:"a \`uname\` b">`,
      "id",
      "uname",
    ]);
  });

  it('splits "$@" and "${a[@]}" into words even inside quotes, but not "$*"', async () => {
    expect(
      await args(
        `echo "$@" "x$@y" "$@$x" "\${a[@]}" "\${ab[@]}" "\${!a@}" "\${!a[@]}" "\${@}" "$*" "\${a[*]}" "\${#a[@]}" "\${x}"`,
      ),
    ).toEqual([
      `<multi:"$@">`,
      `<multi:"x$@y">`,
      `<multi:"$@$x">`,
      `<multi:"\${a[@]}">`,
      `<multi:"\${ab[@]}">`,
      `<multi:"\${!a@}">`,
      `<multi:"\${!a[@]}">`,
      `<multi:"\${@}">`,
      `<single:"$*">`,
      `<single:"\${a[*]}">`,
      `<single:"\${#a[@]}">`,
      `<single:"\${x}">`,
    ]);
  });
});

describe("command substitution", () => {
  it("reads backquotes without backslashes, and refuses backslashes inside them", async () => {
    expect(await commandNames("echo `ls`")).toEqual(["echo <multi:`ls`>", "ls"]);
    expect(await refused("echo `ls \\-l`")).toBe(true);
    expect(await refused('echo "`echo \\$x`"')).toBe(true);
  });

  it("allows backslashes inside $( )", async () => {
    expect(await commandNames("echo $(echo a\\ b)")).toEqual(["echo <multi:$(echo a\\ b)>", "echo a b"]);
  });

  it("reads $(< file) as a read of the file, in the directory the line is in", async () => {
    const line = await parse("cd sub && echo $(< in.txt)");
    expect(line.commands.map((c) => c.words[0].text)).toEqual(["cd", "echo"]);
    expect(line.redirects.map((r) => [r.operator, r.access, r.target?.text, r.cwds])).toEqual([
      ["<", "read", "in.txt", ["sub"]],
    ]);
  });

  it("runs a substitution where its command runs", async () => {
    expect(await cwdsOf("cd sub && echo $(ls)", "ls")).toEqual(["sub"]);
    expect(await cwdsOf("cd sub && echo `pwd`", "pwd")).toEqual(["sub"]);
  });
});

describe("${…} expansions", () => {
  it("lets plain names, positions, special parameters, lengths and fixed subscripts through", async () => {
    const plain = [
      "${x}",
      "${_a1}",
      "${#x}",
      "${1}",
      "${10}",
      "${#1}",
      "${@}",
      "${*}",
      "${#}",
      "${?}",
      "${$}",
      "${!}",
      "${-}",
      "${#@}",
      "${##}",
      "${a[1]}",
      "${a[12]}",
      "${ab1[1]}",
      "${#ab1[@]}",
      "${a[@]}",
      "${a[*]}",
      "${#a[@]}",
      "${#a[0]}",
    ];
    expect(await findings(`echo ${plain.join(" ")}`)).toEqual([]);
  });

  it.each([
    "${x:-y}",
    "${x-y}",
    "${x:=y}",
    "${x:?y}",
    "${x:+y}",
    "${!x}",
    "${!x*}",
    "${!a[@]}",
    "${x@P}",
    "${x/a/b}",
    "${x#a}",
    "${x%a}",
    "${x^^}",
    "${x:1:2}",
    "${a[-1]}",
    "${a[1]:-x}",
    "${!a[1]}",
  ])("reports %s as a parameter operator", async (expansion) => {
    expect(await findings(`echo ${expansion}`)).toEqual([`parameter-operator:${expansion}`]);
  });

  it("finds the commands inside an operator's operand", async () => {
    expect((await commandNames('echo ${x:-$(id)} ${y:-"$(uname)"}')).sort()).toEqual([
      'echo <multi:${x:-$(id)}> <multi:${y:-"$(uname)"}>',
      "id",
      "uname",
    ]);
    expect(await findings("echo ${x:-$y}")).toEqual(["parameter-operator:${x:-$y}"]);
  });

  it("reads a subscript as arithmetic", async () => {
    expect(await findings("echo ${a[i]}")).toEqual(["parameter-operator:${a[i]}", "arithmetic-variable:i"]);
    expect(await findings("i=1; echo ${a[i]}")).toEqual(["parameter-operator:${a[i]}"]);
    expect((await commandNames("echo ${a[$(id)]}")).sort()).toEqual(["echo <multi:${a[$(id)]}>", "id"]);
  });

  it("refuses a pattern operand in which the parser missed an expansion", async () => {
    expect(await refused("echo ${x/$y/b}")).toBe(true);
    expect(await refused("echo ${x#$(id)}")).toBe(true);
    expect(await findings("echo ${x/a*/b}")).toEqual(["parameter-operator:${x/a*/b}"]);
    expect(await findings("echo ${x#\\$}")).toEqual(["parameter-operator:${x#\\$}"]);
  });
});

describe("arithmetic", () => {
  it("reads names as references that must be set in the line to numbers", async () => {
    expect(await findings("echo $((y))")).toEqual(["arithmetic-variable:y"]);
    expect(await findings("y=2; echo $((y))")).toEqual([]);
    expect(await findings("y=-2; echo $((y + 1))")).toEqual([]);
    expect(await findings("y=12; echo $((y + 1))")).toEqual([]);
    expect(await findings("y=2a; echo $((y))")).toEqual(["arithmetic-variable:y"]);
    expect(await findings("y=a2; echo $((y))")).toEqual(["arithmetic-variable:y"]);
    expect(await findings("y=2-; echo $((y))")).toEqual(["arithmetic-variable:y"]);
    expect(await findings("y=$z; echo $((y))")).toEqual(["arithmetic-variable:y"]);
    expect(await findings("y=2; y=$z; echo $((y))")).toEqual(["arithmetic-variable:y"]);
    expect(await findings("y=; echo $((y))")).toEqual(["arithmetic-variable:y"]);
    expect(await findings("y=2; echo $((z))")).toEqual(["arithmetic-variable:z"]);
  });

  // bash -c 'echo $((y)); y=2' with y='a[$(id)]' in the environment runs id; so do `((i++))` and `x=$((x + 1))`.
  it("needs the name set before it is read", async () => {
    expect(await findings("echo $((y)); y=2")).toEqual(["arithmetic-variable:y"]);
    expect(await findings("while true; do echo $((n)); n=1; done")).toEqual(["arithmetic-variable:n"]);
    expect(await findings("((i++))")).toEqual(["arithmetic-variable:i"]);
    expect(await findings("i=0; ((i++)); echo $((i))")).toEqual([]);
    expect(await findings("y=2; echo $((y)); y=3")).toEqual([]);
    expect(await findings("x=$((x + 1))")).toEqual(["arithmetic-variable:x"]);
    expect(await findings("x=1; x=$((x + 1)); echo $((x))")).toEqual([]);
    expect(await findings("for y in 1 2\ndo echo $((y)); done")).toEqual([]);
  });

  it("counts loop values and arithmetic results as numbers", async () => {
    expect(await findings("for y in 1 2; do echo $((y)); done")).toEqual([]);
    expect(await findings("for y in 1 a; do echo $((y)); done")).toEqual(["arithmetic-variable:y"]);
    expect(await findings("for y; do echo $((y)); done")).toEqual(["arithmetic-variable:y"]);
    expect(await findings("x=$((2 + 3)); echo $((x))")).toEqual([]);
    expect(await findings("x=$((y + 1)); echo $((x))")).toEqual(["arithmetic-variable:y"]);
  });

  it("reads $x, ${x} and ${x:-…} inside arithmetic as references to x, but not $#, $1 or ${#x}", async () => {
    expect(await findings("echo $(($x)) $((${z}))")).toEqual(["arithmetic-variable:$x", "arithmetic-variable:${z}"]);
    expect(await findings("x=1; z=2; echo $(($x)) $((${z}))")).toEqual([]);
    expect(await findings("ab=1; echo $((${ab})) $((${ab:-1}))")).toEqual(["parameter-operator:${ab:-1}"]);
    expect(await findings("echo $(($# + ${#x} + $?))")).toEqual([]);
    expect(await findings("echo $((${x:-1}))")).toEqual(["parameter-operator:${x:-1}", "arithmetic-variable:${x:-1}"]);
  });

  it("finds commands substituted inside arithmetic", async () => {
    expect((await commandNames("echo $(($(id) + 1))")).sort()).toEqual(["echo <single:$(($(id) + 1))>", "id"]);
    expect((await commandNames("((x = $(uname)))")).sort()).toEqual(["uname"]);
  });

  it("treats `x = 2` as setting x without reading it", async () => {
    expect(await assignments("((x = 2))")).toEqual(["x:arithmetic"]);
    expect(await findings("((x = 2)); echo $((x))")).toEqual([]);
    expect(await findings("((x = 1, y = x)); echo $((y))")).toEqual([]);
    expect(await findings("((x = x + 1))")).toEqual(["arithmetic-variable:x"]);
    expect(await findings("(( a[i] = 1 ))")).toContain("arithmetic-variable:i");
  });

  it.each(["+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>=", "&=", "^=", "|="])(
    "treats `x %s 2` as reading x, then setting it",
    async (op) => {
      expect(await assignments(`((x ${op} 2))`)).toEqual(["x:arithmetic"]);
      expect(await findings(`((x ${op} 2))`)).toEqual(["arithmetic-variable:x"]);
      expect(await findings(`x=1; ((x ${op} 2)); echo $((x))`)).toEqual([]);
    },
  );

  it("treats comparisons and other operators as reads", async () => {
    for (const op of ["==", "!=", "<=", ">=", "<", ">", "+", "**", "<<", "&&", "||", "&", "^", "|"]) {
      expect(await assignments(`((x ${op} 2))`), op).toEqual([]);
      expect(await findings(`((x ${op} 2))`), op).toEqual(["arithmetic-variable:x"]);
    }
  });

  it("treats ++ and -- (before or after) as setting the name, other unary operators as reads", async () => {
    expect(await assignments("((i++)); ((j--)); ((++k)); ((--l))")).toEqual([
      "i:arithmetic",
      "j:arithmetic",
      "k:arithmetic",
      "l:arithmetic",
    ]);
    expect(await assignments("((-u)); ((!t)); ((~s))")).toEqual([]);
    expect(await assignments("((a[0]++)); ((++(x)))")).toEqual([]);
    expect(await findings("((-u)); ((!t)); ((~s))")).toEqual([
      "arithmetic-variable:u",
      "arithmetic-variable:t",
      "arithmetic-variable:s",
    ]);
    expect(await findings("for ((i = 0; i < 3; i++)); do echo $((i)); done")).toEqual([]);
    expect(await assignments("for ((i = 0; i < 3; i++)); do :; done")).toEqual(["i:arithmetic", "i:arithmetic"]);
    expect(await assignments("for ((i = 0; i < 3; i += 1)); do :; done")).toEqual(["i:arithmetic", "i:arithmetic"]);
    expect(await findings("for ((i = n; i < 3; i++)); do :; done")).toEqual(["arithmetic-variable:n"]);
  });

  it("walks parentheses and ternaries", async () => {
    expect(await findings("echo $(( (x) )) $(( c ? y : z ))")).toEqual([
      "arithmetic-variable:x",
      "arithmetic-variable:c",
      "arithmetic-variable:y",
      "arithmetic-variable:z",
    ]);
    expect(await findings("c=1; y=2; z=3; echo $(( c ? (y) : z ))")).toEqual([]);
    expect((await commandNames("echo $(( 1 ? $(id) : 2 ))")).sort()).toEqual([
      "echo <single:$(( 1 ? $(id) : 2 ))>",
      "id",
    ]);
  });

  it("reads array subscripts as arithmetic, and the array as a reference", async () => {
    expect(await findings("echo $(( a[i] ))")).toEqual(["arithmetic-variable:a", "arithmetic-variable:i"]);
    expect(await findings("a=1; i=0; echo $(( a[i] ))")).toEqual([]);
    expect(await findings("a[i]=1")).toEqual(["arithmetic-variable:i"]);
    expect(await findings("i=0; a[i]=1")).toEqual([]);
  });

  it("accepts numbers, @ and * as a subscript and refuses what it cannot read", async () => {
    expect(await findings("a[0]=1; a[10]=1; a[0x1F]=1; a[16#ff]=1; a[2#1_0]=1; a[@]=1; a[*]=1")).toEqual([]);
    for (const line of [
      "a[$x$y]=1",
      "echo $(( a[$x$y] ))",
      "a[(1)]=1",
      "a[1+2]=1",
      "a[.5]=1",
      "a[1.]=1",
      "a[x.y]=1",
      "a[@@]=1",
      "a[@x]=1",
      "a[*1]=1",
    ]) {
      expect(await refused(line), line).toBe(true);
    }
  });

  it("reads the expansion inside a based number", async () => {
    expect(await findings("echo $(( 10#${x} ))")).toEqual(["arithmetic-variable:${x}"]);
    expect(await findings("x=7; echo $(( 10#${x} + 2#1 ))")).toEqual([]);
  });

  it("reads hexadecimal numbers as numbers", async () => {
    expect(await findings("echo $(( 0x1F + 1 )) $(( 0xff ))")).toEqual([]);
  });

  it("reads names in a C-style for loop, and skips comments", async () => {
    expect(await findings("for ((i = 0; i < $n; i++)); do :; done")).toEqual(["arithmetic-variable:$n"]);
    expect(await findings("n=3; for ((i = 0; i < n; i++)); do :; done")).toEqual([]);
    expect(await findings("x=1; ((x # a comment\n))")).toEqual([]);
  });
});

describe("cd, pushd and popd", () => {
  it.each<[string, string[]]>([
    ["builtin command cd a && ls", ["a"]],
    ["command builtin cd a && ls", ["a"]],
    ["command -- cd a && ls", ["a"]],
    ["cd -L a && ls", ["a"]],
    ["cd -e a && ls", ["a"]],
    ["cd -@ a && ls", ["a"]],
    ["cd -LP a && ls", ["a"]],
    ["cd -P -- a && ls", ["a"]],
    ["pushd -- a && ls", ["a"]],
    ["cd -x a && ls", [UNKNOWN_DIR]],
    ["cd a-L && ls", ["a-L"]],
    ["cd -Lx a && ls", [UNKNOWN_DIR]],
    ["cd && ls", [UNKNOWN_DIR]],
    ["$c cd a && ls", ["."]],
    ["command && ls", ["."]],
    ["builtin -- && ls", ["."]],
    ["echo cd a && ls", ["."]],
    ["builtin echo cd a && ls", ["."]],
    ["pushd a && popd -n && ls", [UNKNOWN_DIR]],
  ])("%s runs ls in %j", async (line, dirs) => {
    expect(await cwdsOf(line, "ls")).toEqual(dirs);
  });
});

describe("tests of special parameters", () => {
  it("lets [[ ]] compare special parameters as numbers, but nothing else that is not a literal", async () => {
    expect(await findings('[[ $# -eq 0 ]] && [[ "$?" -ne 1 ]]')).toEqual([]);
    expect(await findings("[[ $x -eq 0 ]]")).toEqual(["arithmetic-variable:$x -eq 0"]);
    expect(await findings("[[ ${@} -eq 0 ]]")).toEqual(["arithmetic-variable:${@} -eq 0"]);
    expect(await findings('[[ "$x" -eq 0 ]]')).toEqual(['arithmetic-variable:"$x" -eq 0']);
    expect(await findings('[[ "$#$x" -eq 0 ]]')).toEqual(['arithmetic-variable:"$#$x" -eq 0']);
    expect(await findings('[[ "a$#" -eq 0 ]]')).toEqual(['arithmetic-variable:"a$#" -eq 0']);
  });
});

describe("unquoted text", () => {
  it("lets a backslash quote the next character", async () => {
    expect(await args(String.raw`echo a\ b \*.ts a\\b \$x \'q\'`)).toEqual(["a b", "*.ts", "a\\b", "$x", "'q'"]);
  });
});

describe("word kinds", () => {
  it("keeps plain and quoted text literal", async () => {
    expect(await args(`echo abc 'a b' a'*'b "x"y a~ a]`)).toEqual(["abc", "a b", "a*b", "xy", "a~", "a]"]);
  });

  it("marks globs and keeps their pattern, with quoted pattern characters escaped", async () => {
    expect(await args(String.raw`echo *.ts a? [ab]c src/*/x.ts '*'*.ts "?"? \[a]* '\'* a'['b]*`)).toEqual([
      "<multi:*.ts glob=*.ts>",
      "<multi:a? glob=a?>",
      "<multi:[ab]c glob=[ab]c>",
      "<multi:src/*/x.ts glob=src/*/x.ts>",
      String.raw`<multi:'*'*.ts glob=\**.ts>`,
      String.raw`<multi:"?"? glob=\??>`,
      String.raw`<multi:\[a]* glob=\[a]*>`,
      String.raw`<multi:'\'* glob=\\*>`,
      String.raw`<multi:a'['b]* glob=a\[b]*>`,
    ]);
  });

  it("needs an unquoted ] after [ for a bracket pattern", async () => {
    expect(await args(`echo [ab a[']' a']'[b ][b`)).toEqual(["[ab", "a[]", "a][b", "][b"]);
  });

  it("escapes only quoted pattern characters", async () => {
    expect(await args(String.raw`echo 'a b'* a[']'] "a\\"*`)).toEqual([
      "<multi:'a b'* glob=a b*>",
      String.raw`<multi:a[']'] glob=a[\]]>`,
      String.raw`<multi:"a\\"* glob=a\\*>`,
    ]);
  });

  it("gives no pattern when the glob also expands something", async () => {
    expect(await args(`echo $x*.ts "$x"*.ts *{a,b} *$(ls)`)).toEqual([
      "<multi:$x*.ts>",
      `<multi:"$x"*.ts>`,
      "<multi:*{a,b}>",
      "<multi:*$(ls)>",
    ]);
  });

  it("marks brace expansion (lists and sequences) as several words", async () => {
    expect(await args(`echo {a,b} {1..3} {a..c} {a{b}c,d} x{a,{b,c}}y {x}{a,b} {{a,b}}`)).toEqual([
      "<multi:{a,b}>",
      "<multi:{1..3}>",
      "<multi:{a..c}>",
      "<multi:{a{b}c,d}>",
      "<multi:x{a,{b,c}}y>",
      "<multi:{x}{a,b}>",
      "<multi:{{a,b}}>",
    ]);
  });

  it("keeps braces bash does not expand literal", async () => {
    expect(await args(`echo {a} {a.b} {a. '{'a,b} {a','b} {a'..'b} a}b,c {} {x}.y,z`)).toEqual([
      "{a}",
      "{a.b}",
      "{a.",
      "{a,b}",
      "{a,b}",
      "{a..b}",
      "a}b,c",
      "{}",
      "{x}.y,z",
    ]);
  });

  it("does not join text around an expansion into a brace sequence", async () => {
    expect(await args(`echo {a"$x".b} {a$'x'.b}`)).toEqual([`<single:{a"$x".b}>`, `<single:{a$'x'.b}>`]);
  });

  it("marks a tilde at the start, after = and after : as unknown", async () => {
    expect(await args(`echo ~ ~/x ~root a=~/x a:~/x a~ '~' \\~ a'='~ a':'~`)).toEqual([
      "<single:~>",
      "<single:~/x>",
      "<single:~root>",
      "<single:a=~/x>",
      "<single:a:~/x>",
      "a~",
      "~",
      "~",
      "a=~",
      "a:~",
    ]);
    const [p] = (await parse("P=a:~/b cmd")).commands[0].env;
    expect(p.value?.kind).toBe("single");
  });

  it("makes quoted expansions single and unquoted ones multi", async () => {
    expect(await args(`echo "$x" $x $'a' "$(ls)" $(ls) $((1)) <(ls) ~$x`)).toEqual([
      `<single:"$x">`,
      "<multi:$x>",
      "<single:$'a'>",
      `<single:"$(ls)">`,
      "<multi:$(ls)>",
      "<single:$((1))>",
      "<single:<(ls)>",
      "<multi:~$x>",
    ]);
  });
});
