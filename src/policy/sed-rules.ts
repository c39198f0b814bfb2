// Built-in rules for sed: its script language can run commands (`e`, `s///e`) and write or read files
// (`w`, `W`, `s///w`, `r`, `R`), and `-i` rewrites the files it is given. The script is scanned command by
// command; anything the scanner does not recognise is refused.
import { getopt, type OptionSpec } from "./getopt.js";
import type { ShellWord } from "./shell.js";
import { checkWritePath, type Denial, type PathContext } from "./workspace-paths.js";

const SED_OPTIONS: OptionSpec = {
  flags: "nrsuzE",
  withArg: "efl",
  optionalArg: "i",
  long: {
    expression: "arg",
    file: "arg",
    "in-place": "optional",
    "line-length": "arg",
    quiet: "flag",
    silent: "flag",
    "regexp-extended": "flag",
    separate: "flag",
    unbuffered: "flag",
    "null-data": "flag",
    "zero-terminated": "flag",
    posix: "flag",
    debug: "flag",
    sandbox: "flag",
    "follow-symlinks": "flag",
    binary: "flag",
    help: "flag",
    version: "flag",
  },
  stopAtOperand: false,
};

/** A denial, or whether the command is `sed -i` (it writes its file operands). */
export type SedCheck = { denial: Denial } | { denial?: undefined; inPlace: boolean };

/** `sed -i`: the command rewrites its file operands. */
export function sedEditsInPlace(args: readonly ShellWord[]): boolean {
  const parsed = getopt(args, SED_OPTIONS);
  return !parsed.ok || parsed.options.some((o) => o.name === "i" || o.name === "in-place");
}

export function checkSed(ctx: PathContext, args: readonly ShellWord[]): SedCheck {
  const parsed = getopt(args, SED_OPTIONS);
  if (!parsed.ok) return { denial: { rule: "builtin:sed-exec", reason: `sed: ${parsed.reason}` } };
  const scripts: string[] = [];
  let inPlace = false;
  for (const o of parsed.options) {
    if (o.name === "f" || o.name === "file") {
      return { denial: { rule: "builtin:sed-exec", reason: "sed -f: a script read from a file cannot be checked" } };
    }
    if (o.name === "e" || o.name === "expression") scripts.push(o.value ?? "");
    if (o.name === "i" || o.name === "in-place") inPlace = true;
  }
  const operands = [...parsed.operands];
  if (scripts.length === 0) {
    const script = operands.shift();
    if (!script) return { denial: { rule: "builtin:sed-exec", reason: "sed without a script" } };
    scripts.push(script.text);
  }
  for (const script of scripts) {
    const problem = sedScriptProblem(script);
    if (problem) return { denial: { rule: "builtin:sed-exec", reason: `sed script \`${script}\`: ${problem}` } };
  }
  if (inPlace) {
    if (operands.length === 0) return { denial: { rule: "builtin:sed-exec", reason: "sed -i without a file" } };
    for (const file of operands) {
      const denied = checkWritePath(ctx, file);
      if (denied) return { denial: denied };
    }
  }
  return { inPlace };
}

const SIMPLE = new Set([..."=dDgGhHlnNpPxzFqQLlz"]);
const S_FLAGS = new Set([..."gpiImM0123456789"]);

/** Why the script is refused, or undefined when every command in it only edits the stream. */
export function sedScriptProblem(script: string): string | undefined {
  let i = 0;
  const n = script.length;
  const skipBlank = () => {
    while (script[i] === " " || script[i] === "\t") i++;
  };
  // A regex or s/// part ending at an unescaped delimiter. No bracket handling: ending early only ever makes
  // the scanner read more text as commands, which it then refuses if it does not know them.
  const delimited = (delim: string): boolean => {
    while (i < n) {
      const c = script[i];
      if (c === "\\") i += 2;
      else if (c === delim) {
        i++;
        return true;
      } else if (c === "\n")
        return false; // no delimiter is a newline (refused where it is read)
      else i++;
    }
    return false;
  };
  const address = (): string | undefined => {
    const c = script[i];
    if (/\d/.test(c)) {
      while (/[\d~]/.test(script.charAt(i))) i++;
    } else if (c === "$") i++;
    else if (c === "/" || c === "\\") {
      let delim = "/";
      if (c === "\\") {
        delim = script[i + 1];
        if (delim === "\n") return "bad address"; // (a `\` at the end is an unterminated address)
        i++;
      }
      i++;
      if (!delimited(delim)) return "unterminated address";
      while (script[i] === "I" || script[i] === "M") i++;
    }
    return undefined;
  };
  const untilEndOfCommand = () => {
    while (i < n && script[i] !== ";" && script[i] !== "\n" && script[i] !== "}") i++;
  };
  while (i < n) {
    while (/[\s;]/.test(script.charAt(i))) i++;
    if (i >= n) break;
    if (script[i] === "#") {
      while (i < n && script[i] !== "\n") i++;
      continue;
    }
    const a1 = address();
    if (a1) return a1;
    skipBlank();
    if (script[i] === ",") {
      i++;
      skipBlank();
      if (script[i] === "+" || script[i] === "~") i++;
      const a2 = address();
      if (a2) return a2;
      skipBlank();
    }
    while (script[i] === "!" || script[i] === " " || script[i] === "\t") i++;
    const cmd = script[i++];
    if (cmd === undefined) return "address without a command";
    if (cmd === "{" || cmd === "}") continue;
    if (cmd === "e") return "the `e` command runs a shell command";
    if (cmd === "w" || cmd === "W") return "the `w` command writes a file";
    if (cmd === "r" || cmd === "R") return "the `r` command reads a file the checker cannot see";
    if (cmd === ":" || cmd === "b" || cmd === "t" || cmd === "T" || cmd === "v") {
      untilEndOfCommand();
      continue;
    }
    if (cmd === "a" || cmd === "i" || cmd === "c") {
      // Text to the end of the line; a trailing backslash continues it.
      while (i < n && script[i] !== "\n") i += script[i] === "\\" ? 2 : 1;
      continue;
    }
    if (cmd === "s" || cmd === "y") {
      const delim = script[i++];
      if (!delim || delim === "\n" || delim === "\\") return `bad \`${cmd}\` delimiter`;
      if (!delimited(delim) || !delimited(delim)) return `unterminated \`${cmd}\` command`;
      if (cmd === "s") {
        while (S_FLAGS.has(script.charAt(i))) i++;
        if (script[i] === "e") return "the `e` flag runs the pattern space as a command";
        if (script[i] === "w") return "the `w` flag writes a file";
      }
    } else if (SIMPLE.has(cmd)) {
      skipBlank();
      while (/\d/.test(script.charAt(i))) i++;
    } else {
      return `unknown sed command \`${cmd}\``;
    }
    skipBlank();
    if (i < n && !/[;\n}#]/.test(script[i])) return `unexpected \`${script[i]}\` after \`${cmd}\``;
  }
  return undefined;
}
