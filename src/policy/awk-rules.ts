// Built-in rules for awk: `system()`, pipes (`print | "cmd"`, `"cmd" | getline`), `getline < file`, output
// redirection inside the program (`print > "file"`) and gawk's `@load`/`@include` turn a text filter into a
// program runner or file writer. The check is deliberately coarse: string literals are blanked, then any of
// those shapes anywhere refuses the program.
import { getopt, type OptionSpec } from "./getopt.js";
import type { ShellWord } from "./shell.js";
import type { Denial } from "./workspace-paths.js";

const AWK_OPTIONS: OptionSpec = {
  flags: "bcPrSO",
  withArg: "Fv",
  long: {
    "field-separator": "arg",
    assign: "arg",
    posix: "flag",
    "re-interval": "flag",
    sandbox: "flag",
    "characters-as-bytes": "flag",
    traditional: "flag",
    optimize: "flag",
  },
  stopAtOperand: true,
};

export function checkAwk(args: readonly ShellWord[]): Denial | undefined {
  const parsed = getopt(args, AWK_OPTIONS);
  if (!parsed.ok) return { rule: "builtin:awk-exec", reason: `awk: ${parsed.reason} (only -F and -v are supported)` };
  const program = parsed.operands[0];
  if (!program) return { rule: "builtin:awk-exec", reason: "awk without a program" };
  const problem = awkProgramProblem(program.text);
  return problem ? { rule: "builtin:awk-exec", reason: `awk program: ${problem}` } : undefined;
}

export function awkProgramProblem(program: string): string | undefined {
  // Words that never belong in a text filter are refused even inside strings, so no misreading of a
  // literal can hide them; `|` and `>` are common in strings and regexes, so those are looked for in code.
  if (/\bsystem\b/.test(program)) return "`system()` runs a command";
  if (/\bgetline\b/.test(program)) return "`getline` can read files or command output";
  if (program.includes("@")) return "gawk `@` directives load code";
  const code = blankLiterals(program);
  if (code === undefined) return "unterminated string or regex";
  if (code.replace(/\|\|/g, "").includes("|")) return "a pipe runs a command";
  if (/\bprintf?\b[^;{}\n]*>/.test(code)) return "`print >` writes a file";
  return undefined;
}

const KEYWORDS = new Set([
  "print",
  "printf",
  "return",
  "in",
  "case",
  "delete",
  "exit",
  "if",
  "while",
  "for",
  "do",
  "else",
]);

/** The program with string and regex literals emptied, read left to right as awk's lexer does: a `/` starts
 * a regex unless it follows an operand (a name that is not a keyword, a number, `)`, `]`, `$n`, a literal). */
function blankLiterals(program: string): string | undefined {
  let out = "";
  let operand = false;
  for (let i = 0; i < program.length; i++) {
    const c = program[i];
    if (c === '"' || (c === "/" && !operand)) {
      let j = i + 1;
      while (j < program.length && program[j] !== c && program[j] !== "\n") j += program[j] === "\\" ? 2 : 1;
      if (program[j] !== c) return undefined;
      out += c + c;
      i = j;
      operand = true;
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      let j = i;
      while (/[A-Za-z0-9_]/.test(program.charAt(j))) j++;
      const word = program.slice(i, j);
      out += word;
      i = j - 1;
      operand = !KEYWORDS.has(word);
      continue;
    }
    out += c;
    if (c === " " || c === "\t") continue;
    operand = /[0-9.)\]$]/.test(c) || ((c === "+" || c === "-") && program[i - 1] === c);
  }
  return out;
}
