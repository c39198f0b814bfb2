// awk programs: text filters pass; anything that runs a command, reads or writes a file, or loads code is
// refused, however the program spells it, and string and regex literals cannot hide or fake code.
import { describe, expect, it } from "vitest";
import { awkProgramProblem, checkAwk } from "../../src/policy/awk-rules.js";
import type { ShellWord } from "../../src/policy/shell.js";

const lit = (text: string): ShellWord => ({ text, kind: "literal", source: text });

describe("awkProgramProblem", () => {
  it.each([
    "{print $1}",
    "NR==1",
    "/a|b/ {print}",
    '{print "a|b"}',
    '{print "x > y"}',
    "$3 > 5 {print $1}",
    "a || b {print}",
    "{x = a / b / c; print x}",
    "{print $1 / 2}",
    "{n++ / 2}",
    "{print (a) / 2 / 3}",
    "{print a[1] / 2 / 3}",
    '{printf "%s\\n", $1}',
    '{print "\\"|"}',
    "{print 1.5 / 2 / 3}",
    "{if (x) print /a|b/}",
    '{s = "systematic"}',
    '{print "done"; x = 1 > 2}',
    'BEGIN{FS=":"} {print $2}',
    "{print\ty}",
    "{n-- / 2 / 3}",
    // A string is an operand: the `/` after it divides, it does not start a regex.
    '{x = "6" / 2; print x}',
    // A name is an operand too.
    "{half = total / 2; print half}",
    // A program that ends in a name: `awk NF` prints the non-empty lines.
    "NF",
    // After `~`, `||`, or a lone `-`, a `/` starts a regex, whose `|` is no pipe.
    "$1 ~ /a|b/ {print}",
    '$1 == "x" || /a|b/',
    "{print 1 - /a|b/}",
    // After `--` (like `)` or a name) it divides.
    "{n-- / 2; print n}",
  ])("lets %j through", (program) => {
    expect(awkProgramProblem(program)).toBeUndefined();
  });

  it.each([
    'BEGIN{system("id")}',
    '{system ("id")}',
    '{print | "sh"}',
    '{print |"sh"}',
    '{"date" | getline d}',
    '{getline < "/etc/passwd"}',
    '{print > "out"}',
    '{print>"out"}',
    '{printf "%s", $1 > "out"}',
    '{print $1 >> "out"}',
    '@load "x"',
    '@include "x.awk"',
    '{print "unterminated}',
    "{print /unterminated}",
    '{print "a\nb"}',
    '{print 1 / 2 | "sh"}',
    '{print a / 2 | "sh"}',
    '{print (a) / 2 | "sh"}',
    '{print $1 / 2 | "sh"}',
    '{print x[1] / 2 | "sh"}',
    '{n++ / 2 | "sh"}',
    '{print "\\"" | "sh"}',
    '{if (x) print /a/ | "sh"}',
    '{print\t> "out"}',
    '{return print > "f"}',
    '{print"x">"out"}',
  ])("refuses %j", (program) => {
    expect(awkProgramProblem(program)).toBeDefined();
  });
});

describe("checkAwk", () => {
  it.each([
    ["{print}"],
    ["-F:", "{print $1}", "f"],
    ["-v", "x=1", "{print x}"],
    ["--field-separator=:", "{print}"],
    ["-F", ":", "--", "{print}", "f"],
    ["{print}", "-v", "f"],
    // Options end at the program text, as in awk: `-f x` after it names files, not a program file.
    ["{print}", "-f", "x"],
  ])("lets %j through", (...argv) => {
    expect(checkAwk(argv.map(lit))).toBeUndefined();
  });

  it.each([
    [],
    ["-F:"],
    ["-f", "prog.awk", "f"],
    ["-e", "{print}"],
    ["--bogus", "{print}"],
    ['{system("id")}', "f"],
    ["-F:", '{print | "sh"}'],
  ])("refuses %j", (...argv) => {
    expect(checkAwk(argv.map(lit))).toMatchObject({ rule: "builtin:awk-exec" });
  });
});
