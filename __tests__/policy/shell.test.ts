import { describe, expect, it } from "vitest";
import { parse, argvs } from "./parsed-lines.js";
import { parseCommandLine } from "../../src/policy/shell.js";

describe("parseCommandLine", () => {
  it("removes quotes the way bash does", async () => {
    expect(await argvs(`"git" g''it \\s't'"a"tus 'a b' "x\\"y" "\\$HOME" a\\ b`)).toEqual([
      ["git", "git", "status", "a b", 'x"y', "$HOME", "a b"],
    ]);
  });

  it("finds every simple command in lists, pipelines, subshells, groups and control flow", async () => {
    const line =
      "a | b && (c; { d; }) || e & f\nif g; then h; elif i; then j; else k; fi; while l; do m; done; case $x in p) n;; esac; for v in 1; do o; done";
    expect((await argvs(line)).map((a) => a[0])).toEqual([..."abcdefghijklmno"].map((c) => c));
  });

  it("finds commands inside substitutions, process substitution and unquoted here-docs", async () => {
    const line = 'echo $(a) "$(b)" `c` <(d) >(e) $((1 + $(f)))\ncat <<EOF\n$(g)\nEOF';
    const names = (await argvs(line)).map((a) => a[0]);
    expect(names.sort()).toEqual(["a", "b", "c", "cat", "d", "e", "echo", "f", "g"]);
  });

  it("treats a quoted here-doc body as data", async () => {
    expect(await argvs("cat <<'EOF'\n$(rm x)\nEOF")).toEqual([["cat"]]);
    expect(await argvs('cat <<"EOF"\n$(rm x)\nEOF')).toEqual([["cat"]]);
  });

  it("attaches here-doc arguments to the command and follows the rest of the line", async () => {
    expect(await argvs("cat <<EOF file -n\nbody\nEOF")).toEqual([["cat", "file", "-n"]]);
    expect(await argvs("cat <<EOF | grep x && ls\nbody\nEOF")).toEqual([["cat"], ["grep", "x"], ["ls"]]);
  });

  it("marks words whose text is not known", async () => {
    const [words] = (await parse('x $a "$a" "$@" ~/p *.ts {a,b} $(c) $\'\\n\' @{u} HEAD~1 {}')).commands.map(
      (c) => c.words,
    );
    expect(words.map((w) => w.kind)).toEqual([
      "literal",
      "multi",
      "single",
      "multi",
      "single",
      "multi",
      "multi",
      "multi",
      "single",
      "literal",
      "literal",
      "literal",
    ]);
  });

  it("reports env prefixes on their command, and other assignments separately", async () => {
    const line = await parse("A=1 B=$(x) cmd; y=2; for i in 3 4; do :; done");
    expect(line.commands[0].env.map((a) => a.name)).toEqual(["A", "B"]);
    expect(line.assignments.map((a) => `${a.name}:${a.via}`)).toEqual(["y:variable", "i:for", "i:for"]);
  });

  it("classifies redirections", async () => {
    const line = await parse("a > o 2>&1 < i >> p &> q >&- 3>&2; b <<< s");
    expect(line.redirects.map((r) => `${r.operator}:${r.access}`)).toEqual([
      ">:write",
      ">&:fd",
      "<:read",
      ">>:write",
      "&>:write",
      ">&-:fd",
      ">&:fd",
      "<<<:data",
    ]);
  });

  it("reports refused constructs as findings", async () => {
    const kinds = async (l: string) => (await parse(l)).findings.map((f) => f.kind);
    expect(await kinds("f() { :; }")).toEqual(["function-definition"]);
    expect(await kinds("echo ${x:-y}")).toEqual(["parameter-operator"]);
    expect(await kinds("echo $((y))")).toEqual(["arithmetic-variable"]);
    expect(await kinds("y=2; echo $((y))")).toEqual([]);
    expect(await kinds("[[ -v x ]]")).toEqual(["test-variable"]);
  });

  it("refuses what bash and tree-sitter could read differently", async () => {
    for (const line of [
      "echo a\\\nb",
      "git status\r",
      "{ls;}",
      "echo `echo \\`id\\``",
      "echo 'x",
      "a\u000bb",
      "cat <<EOF\n$\\\n(id)\nEOF",
    ]) {
      const r = await parseCommandLine(line);
      expect(r.ok, JSON.stringify(line)).toBe(false);
    }
  });

  it("accepts a line continuation after a blank", async () => {
    expect(await argvs("ls \\\n  -la")).toEqual([["ls", "-la"]]);
  });
});
