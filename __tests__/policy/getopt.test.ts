// The option reader the built-in rules and path operands rely on: GNU getopt_long's rules where they decide
// which word is an option, a value or an operand, and an error for anything it does not know.
import { describe, expect, it } from "vitest";
import { getopt, type OptionSpec } from "../../src/policy/getopt.js";
import type { ShellWord } from "../../src/policy/shell.js";

const lit = (text: string): ShellWord => ({ text, kind: "literal", source: text });
const unknown = (source: string): ShellWord => ({ text: source, kind: "multi", source });
const words = (...ws: (string | ShellWord)[]) => ws.map((w) => (typeof w === "string" ? lit(w) : w));

// Shaped like sed's: -n flag, -i optional attached value, -e/-f with a value, long options with each kind.
const SED: OptionSpec = {
  flags: "nsE",
  optionalArg: "i",
  withArg: "ef",
  long: {
    expression: "arg",
    file: "arg",
    "in-place": "optional",
    quiet: "flag",
    silent: "flag",
    separate: "flag",
    regexp: "flag",
    "regexp-extended": "flag",
  },
  stopAtOperand: false,
};
const WRAPPER: OptionSpec = { flags: "k", withArg: "s", long: { signal: "arg" }, stopAtOperand: true };

const ok = (ws: ShellWord[], spec: OptionSpec) => {
  const r = getopt(ws, spec);
  if (!r.ok) throw new Error(r.reason);
  return { options: r.options, operands: r.operands.map((w) => w.text) };
};

describe("getopt", () => {
  it.each<[string, string[], { name: string; value?: string }[], string[]]>([
    ["clustered flags", ["-ns", "f"], [{ name: "n" }, { name: "s" }], ["f"]],
    ["an optional value attached", ["-i.bak", "f"], [{ name: "i", value: ".bak" }], ["f"]],
    ["an optional value absent, the next word stays an operand", ["-i", "f"], [{ name: "i", value: undefined }], ["f"]],
    [
      "a flag before an optional value in one cluster",
      ["-ni.orig", "f"],
      [{ name: "n" }, { name: "i", value: ".orig" }],
      ["f"],
    ],
    ["a value attached", ["-es/a/b/", "f"], [{ name: "e", value: "s/a/b/" }], ["f"]],
    ["a value in the next word", ["-e", "s/a/b/", "f"], [{ name: "e", value: "s/a/b/" }], ["f"]],
    [
      "a value after flags in one cluster",
      ["-nf", "script", "f"],
      [{ name: "n" }, { name: "f", value: "script" }],
      ["f"],
    ],
    ["a value that starts with a dash", ["-e", "-x", "f"], [{ name: "e", value: "-x" }], ["f"]],
    ["`--` ends the options", ["-n", "--", "-s", "f"], [{ name: "n" }], ["-s", "f"]],
    ["`-` alone is an operand", ["-", "-n"], [{ name: "n" }], ["-"]],
    ["options after an operand", ["f", "-n", "g"], [{ name: "n" }], ["f", "g"]],
    ["a long flag", ["--quiet", "f"], [{ name: "quiet" }], ["f"]],
    ["a long value after =", ["--expression=s/a/b/", "f"], [{ name: "expression", value: "s/a/b/" }], ["f"]],
    ["an empty long value after =", ["--expression=", "f"], [{ name: "expression", value: "" }], ["f"]],
    ["a long value in the next word", ["--file", "script", "f"], [{ name: "file", value: "script" }], ["f"]],
    ["an optional long value absent", ["--in-place", "f"], [{ name: "in-place" }], ["f"]],
    ["an optional long value after =", ["--in-place=.bak", "f"], [{ name: "in-place", value: ".bak" }], ["f"]],
    [
      "an unambiguous abbreviation",
      ["--expr=x", "--qu", "f"],
      [{ name: "expression", value: "x" }, { name: "quiet" }],
      ["f"],
    ],
    ["an exact name that is also a prefix of another", ["--regexp", "f"], [{ name: "regexp" }], ["f"]],
  ])("reads %s", (_, argv, options, operands) => {
    expect(ok(words(...argv), SED)).toEqual({ options, operands });
  });

  it("keeps a non-literal word that does not start with a dash as an operand", () => {
    expect(ok(words(unknown('"$f"'), "-n"), SED)).toEqual({ options: [{ name: "n" }], operands: ['"$f"'] });
  });

  it("stops at the first operand when the spec says so (a wrapper's command keeps its own options)", () => {
    expect(ok(words("-k", "-s", "TERM", "cmd", "-k", "--signal", "x"), WRAPPER)).toEqual({
      options: [{ name: "k" }, { name: "s", value: "TERM" }],
      operands: ["cmd", "-k", "--signal", "x"],
    });
    expect(ok(words(unknown("$cmd"), "-k"), WRAPPER).operands).toEqual(["$cmd", "-k"]);
    expect(ok(words("-k"), WRAPPER)).toEqual({ options: [{ name: "k" }], operands: [] });
  });

  it.each<[string, ShellWord[], OptionSpec, RegExp]>([
    ["an unknown short option", words("-nx", "f"), SED, /unknown option `-x`/],
    ["an unknown long option", words("--bogus", "f"), SED, /unknown or ambiguous option `--bogus`/],
    ["an ambiguous abbreviation", words("--s", "f"), SED, /ambiguous option `--s`/],
    ["`--=x` (no name)", words("--=x", "f"), SED, /unknown or ambiguous/],
    [
      "a long option when the program has none",
      words("--signal", "x"),
      { flags: "k", stopAtOperand: false },
      /unknown or ambiguous/,
    ],
    ["a value given to a long flag", words("--quiet=yes", "f"), SED, /`--quiet` takes no value/],
    ["a long option missing its value", words("--file"), SED, /`--file` needs a value/],
    [
      "a long option whose value is not literal",
      words("--file", unknown("$s"), "f"),
      SED,
      /value of `--file` is not a literal/,
    ],
    ["a short option missing its value", words("-n", "-e"), SED, /`-e` needs a value/],
    [
      "a short option whose value is not literal",
      words("-e", unknown("$s"), "f"),
      SED,
      /value of `-e` is not a literal/,
    ],
    ["an option that is not a literal word", words(unknown("-$x"), "f"), SED, /not a literal word/],
  ])("refuses %s", (_, ws, spec, reason) => {
    const r = getopt(ws, spec);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(reason);
  });

  it("never takes `--=x` for the one long option a program has", () => {
    const r = getopt(words("--=x", "f"), { long: { signal: "arg" }, stopAtOperand: false });
    expect(r.ok).toBe(false);
  });

  it("does not read an option-like word as a value when the cluster already holds it", () => {
    // `-es` is -e with the value "s": the next word is an operand, not a second value.
    expect(ok(words("-es", "-n"), SED)).toEqual({ options: [{ name: "e", value: "s" }, { name: "n" }], operands: [] });
  });
});
