// The walker's view of statements, commands and redirections (src/policy/shell.ts): what each kind of statement
// runs, in which directories, and what each redirection opens. Each expectation is what bash does (checked with
// `bash -c` by hand), or the refusal of a line tree-sitter reads differently from bash.
import { describe, expect, it } from "vitest";
import { parse, refusal, show, argvs } from "./parsed-lines.js";
import { decideCommand } from "../../src/policy/decide.js";
import { policySchema } from "../../src/policy/schema.js";

/** Directories of the command whose first word is `name`. */
async function commandCwds(line: string, name: string): Promise<string[]> {
  const c = (await parse(line)).commands.find((x) => x.words[0]?.text === name);
  if (!c) throw new Error(`no ${name} in ${line}`);
  return [...c.cwds].sort();
}

/** Directories each redirection target is opened from, by target text. */
async function redirectCwds(line: string): Promise<Record<string, string[]>> {
  return Object.fromEntries(
    (await parse(line)).redirects.map((r) => [r.target?.text ?? r.operator, [...r.cwds].sort()]),
  );
}

const redirectsOf = async (line: string) =>
  (await parse(line)).redirects.map((r) => ({ operator: r.operator, access: r.access, target: r.target?.text }));

const policy = policySchema.parse({
  version: 1,
  bash: { allow: ["cat *", "cat", "true", "echo *", "sort *", "ls *"] },
  files: { deny_write: [".github/workflows/**"] },
});
const decide = (line: string) => decideCommand(policy, line, { workspace: "/work/ws" });

describe("lists: && runs the right side where the left succeeded, || where it failed", () => {
  it("follows a cd through &&", async () => {
    expect(await commandCwds("cd sub && cat f", "cat")).toEqual(["sub"]);
  });

  it("runs the right side of || where the cd failed", async () => {
    expect(await commandCwds("cd sub || cat f", "cat")).toEqual(["."]);
  });

  it("nests longer lists to the left", async () => {
    expect(await commandCwds("cd a && cd b || cat f", "cat")).toEqual([".", "a"]);
  });

  it("keeps the command after a comment that follows the operator", async () => {
    const line = "cd sub && # then, on the next line\ncat f";
    expect(await argvs(line)).toEqual([
      ["cd", "sub"],
      ["cat", "f"],
    ]);
    expect(await commandCwds(line, "cat")).toEqual(["sub"]);
    expect(await argvs("true && # why\nrm -rf x")).toEqual([["true"], ["rm", "-rf", "x"]]);
  });
});

describe("pipelines: every part runs in its own subshell", () => {
  it("does not carry a cd into the next part", async () => {
    expect(await commandCwds("cd sub | cat f", "cat")).toEqual(["."]);
    expect(await commandCwds("cd sub | cat f; ls", "ls")).toEqual(["."]);
  });
});

describe("redirections tree-sitter hangs on a list belong to its last part", () => {
  it("opens the file where the last command runs", async () => {
    expect(await redirectCwds("cd sub && echo x > f")).toEqual({ f: ["sub"] });
    expect(await redirectCwds("cd sub && echo x > f > g")).toEqual({ f: ["sub"], g: ["sub"] });
    expect(await redirectCwds("cd sub && ! cat 2>&1 > f")).toEqual({ "1": ["sub"], f: ["sub"] });
  });

  it("opens the file where the last part starts, not where a longer earlier part ends", async () => {
    expect(await redirectCwds(`cd sub && echo ${"x".repeat(30)} > f`)).toEqual({ f: ["sub"] });
  });

  it("leaves the redirections of earlier statements alone", async () => {
    expect(await redirectCwds("echo a > g; cd sub && echo b > f")).toEqual({ g: ["."], f: ["sub"] });
  });

  it("opens it for a compound last part before the compound runs", async () => {
    // bash: `cd .git && true | { cd .. && cat; } > config` writes .git/config.
    expect(await redirectCwds("cd .git && true | { cd .. && cat; } > config")).toEqual({ config: [".git"] });
    expect(await redirectCwds("true && { cd sub; cat; } > f")).toEqual({ f: ["."] });
    const d = await decide("cd .git && true | { cd .. && cat; } > config");
    expect(d.allowed).toBe(false);
    expect(d.rule).toBe("builtin:write-git-dir");
  });

  it("opens a pipeline's redirection where the pipeline starts", async () => {
    expect(await redirectCwds("cd sub | cat > f")).toEqual({ f: ["."] });
    expect(await redirectCwds("cd sub && ls | cat > f")).toEqual({ f: ["sub"] });
  });
});

describe("compound statements", () => {
  it("treats a trailing comment in a group as nothing: the group's status is its last command's", async () => {
    expect(await commandCwds("{ cd sub # note\n} || cat f", "cat")).toContain(".");
  });

  it("refuses `{` glued to a word, which bash reads as a command named `{ls`", async () => {
    expect(await refusal("{ls; echo '{ a'; }")).toMatch(/blank/);
    expect(await argvs("{ ls; }")).toEqual([["ls"]]);
  });

  it("walks (( )) as arithmetic", async () => {
    const line = await parse("((n = 1)); echo $n");
    expect(line.assignments.map((a) => [a.name, a.via])).toEqual([["n", "arithmetic"]]);
    expect(line.commands.map((c) => c.words.map(show))).toEqual([["echo", "<multi:$n>"]]);
  });

  it("walks the brace body of a C-style for", async () => {
    expect(await argvs("for ((i = 0; i < 2; i++)) { echo $i; }")).toEqual([["echo", "<multi:$i>"]]);
  });

  it("keeps an else branch's cd for the rest of the line (no subshell)", async () => {
    expect(await commandCwds("if false; then :; else cd sub; fi; cat f", "cat")).toContain("sub");
  });

  it("ends a subshell's cd with it", async () => {
    expect(await commandCwds("(cd sub); cat f", "cat")).toEqual(["."]);
  });

  it("reads a here-string after `done` as data", async () => {
    const line = await parse("while read -r l; do echo $l; done <<< $(ls)");
    expect(line.redirects.map((r) => [r.operator, r.access])).toEqual([["<<<", "data"]]);
    expect(line.commands.map((c) => c.words[0].text).sort()).toEqual(["echo", "ls", "read"]);
  });

  it("walks the subject of a case, and skips a comment before the first pattern", async () => {
    expect(await argvs("case $(rm -rf x) in a) ;; esac")).toEqual([["rm", "-rf", "x"]]);
    expect(await argvs("case $x in # which\na) ls;; esac")).toEqual([["ls"]]);
  });
});

describe("assignments and function definitions", () => {
  it("records every assignment of a statement with several", async () => {
    const line = await parse("a=1 b=2; echo x");
    expect(line.assignments.map((a) => [a.name, a.via, a.value?.text])).toEqual([
      ["a", "variable", "1"],
      ["b", "variable", "2"],
    ]);
    expect(line.findings).toEqual([]);
    expect(line.commands.map((c) => c.words.map(show))).toEqual([["echo", "x"]]);
  });

  it("reports a function definition, walks its body where it stands, and opens its redirections", async () => {
    const line = await parse("cd sub && f() { cat x; } > out");
    expect(line.findings.map((f) => f.kind)).toEqual(["function-definition"]);
    expect(line.commands.find((c) => c.words[0].text === "cat")?.cwds).toEqual(["sub"]);
    expect(line.redirects.map((r) => [r.operator, r.access, r.target?.text])).toEqual([[">", "write", "out"]]);
  });
});

describe("simple commands", () => {
  it("separates prefix assignments, the name, the arguments and the redirections", async () => {
    const line = await parse("X=1 Y=$(id) > log env a 'b c'");
    expect(line.commands.map((c) => c.words.map(show))).toEqual([["env", "a", "b c"], ["id"]]);
    expect(line.commands[0].env.map((e) => [e.name, e.via])).toEqual([
      ["X", "prefix"],
      ["Y", "prefix"],
    ]);
    expect(line.assignments).toEqual([]);
    expect(await redirectsOf("X=1 > log env a")).toEqual([{ operator: ">", access: "write", target: "log" }]);
  });

  it("refuses a subshell after a command name (a syntax error in bash)", async () => {
    expect(await refusal("cat (ls)")).toMatch(/subshell/);
  });

  it("opens a redirection with no command, in the current directory", async () => {
    expect(await redirectCwds("cd sub && > f; ls")).toEqual({ f: ["sub"] });
  });

  it("refuses here-doc arguments after a compound command (a syntax error in bash)", async () => {
    expect(await refusal("{ cat; } <<EOF x\nb\nEOF")).toMatch(/here-doc arguments/);
    expect(await argvs("cat <<EOF -n x\nb\nEOF")).toEqual([["cat", "-n", "x"]]);
  });
});

describe("here-strings", () => {
  it("are data, whose substitutions run", async () => {
    const line = await parse("cat <<< $(rm x)");
    expect(line.redirects.map((r) => [r.operator, r.access, r.target])).toEqual([["<<<", "data", undefined]]);
    expect(line.commands.map((c) => c.words.map(show))).toEqual([["cat"], ["rm", "x"]]);
  });

  it("refuses a descriptor number, which tree-sitter reads as an argument", async () => {
    // bash: `sort -o 0<<< x /etc/cron.d/x` writes /etc/cron.d/x; tree-sitter sees `sort -o 0 /etc/cron.d/x`.
    expect(await refusal("sort -o 0<<< x /etc/cron.d/x")).toMatch(/descriptor/);
    expect(await refusal("0<<< x cat")).toMatch(/descriptor/);
    expect(await refusal("ls;0<<< x")).toMatch(/descriptor/);
    expect((await decide("sort -o 0<<< x /etc/cron.d/x")).allowed).toBe(false);
  });

  it("accepts digits that end a longer word or are quoted: they are arguments to bash too", async () => {
    expect(await argvs("sort -o0<<< x out")).toEqual([["sort", "-o0", "out"]]);
    expect(await argvs('cat "0"<<< x')).toEqual([["cat", "0"]]);
    expect(await argvs("grep -m 1 x<<< abc")).toEqual([["grep", "-m", "1", "x"]]);
  });

  it("accept a descriptor tree-sitter reads as one", async () => {
    expect(await argvs("ls;1<<< x cat")).toEqual([["ls"], ["cat"]]);
    expect(await redirectsOf("2<<< x cat")).toEqual([{ operator: "<<<", access: "data", target: undefined }]);
  });
});

describe("file redirections", () => {
  it("classify each operator as read or write", async () => {
    expect(await redirectsOf("cat < in > out >> log 2> err &> all &>> more >| clobber")).toEqual([
      { operator: "<", access: "read", target: "in" },
      { operator: ">", access: "write", target: "out" },
      { operator: ">>", access: "write", target: "log" },
      { operator: ">", access: "write", target: "err" },
      { operator: "&>", access: "write", target: "all" },
      { operator: "&>>", access: "write", target: "more" },
      { operator: ">|", access: "write", target: "clobber" },
    ]);
  });

  it("duplicate a descriptor for `>&N`, `N>&M`, `<&N` and `>& -`", async () => {
    expect(await redirectsOf("cat >&2 2>&1 <&0 >&10 >& -")).toEqual([
      { operator: ">&", access: "fd", target: "2" },
      { operator: ">&", access: "fd", target: "1" },
      { operator: "<&", access: "fd", target: "0" },
      { operator: ">&", access: "fd", target: "10" },
      { operator: ">&", access: "fd", target: "-" },
    ]);
  });

  it("write a file for `>&word` when the word is not a descriptor number", async () => {
    // bash: `echo hi >&a1` and `echo hi >&1x` create the files a1 and 1x.
    expect(await redirectsOf("echo hi >&a1 >&1x >&$fd")).toEqual([
      { operator: ">&", access: "write", target: "a1" },
      { operator: ">&", access: "write", target: "1x" },
      { operator: ">&", access: "write", target: "$fd" },
    ]);
  });

  it("refuse `<&file`, an error in bash", async () => {
    expect(await refusal("cat <&in")).toMatch(/unsupported redirection/);
  });

  it("close a descriptor for `>&-` and `N<&-`", async () => {
    expect(await redirectsOf("exec 3>&- 4<&-")).toEqual([
      { operator: ">&-", access: "fd", target: undefined },
      { operator: "<&-", access: "fd", target: undefined },
    ]);
  });

  it("refuse a word after `<&-`, which bash passes to the command", async () => {
    // bash: `cat <&- /proc/1/environ` prints the file; tree-sitter reads the path as the redirection's.
    expect(await refusal("cat <&- /proc/1/environ")).toMatch(/closing redirection/);
    expect((await decide("cat <&- /proc/1/environ")).allowed).toBe(false);
  });

  it("refuse a second destination word, which bash passes to the command", async () => {
    expect(await refusal("echo > a b")).toMatch(/unsupported redirection/);
  });

  it("refuse a `{name}` descriptor variable", async () => {
    expect(await refusal("exec {PATH}> x")).toMatch(/sets a variable/);
  });
});
