// Which words of a known reader or writer are files, and whether each is read or written. The option grammar
// (getopt.ts) separates options and their values from operands, so a pattern (`grep -e '*.pem'`, `find -name`)
// is not taken for a file. When the options are not understood, every word that is not an option counts as
// a file, read and (for a writer) written: the safe direction.
import { posix } from "node:path";
import { getopt, type GetoptResult, type OptionSpec } from "./getopt.js";
import type { ShellWord } from "./shell.js";
import { escapeGlob } from "./glob-overlap.js";

export interface PathOperand {
  word: ShellWord;
  access: "read" | "write";
}

export interface CommandPaths {
  operands: PathOperand[];
  /** A writer: its operands must be literal paths (or globs that stay in the workspace). */
  writer: boolean;
}

const spec = (flags: string, withArg = "", long: OptionSpec["long"] = {}): OptionSpec => ({
  flags,
  withArg,
  long,
  stopAtOperand: false,
});

const READER_SPECS: Record<string, OptionSpec> = {
  cat: spec("AbeEnstTuv"),
  head: spec("qvz", "cn"),
  tail: spec("fFqvz", "cns"),
  less: spec("aBcCdeEfFgGiIJKLmMnNqQrRsSuUVwWX~", "bhjkoOpPtTxyz#"),
  more: spec("dlfpcsu", "n"),
  wc: spec("clmwL"),
  sort: spec("bdfgiMhnRrVcCmsuz", "kStTo", {
    output: "arg",
    "files0-from": "arg",
    key: "arg",
    "field-separator": "arg",
    "temporary-directory": "arg",
  }),
  uniq: spec("cdDiuz", "fsw"),
  cut: spec("nsz", "bcdf"),
  diff: spec("abBdeEfHilNnpqrsStTuvwyZ", "CDFIlLSUWxX", {
    unified: "optional",
    context: "optional",
    "new-file": "flag",
    recursive: "flag",
    brief: "flag",
    color: "optional",
  }),
  cmp: spec("blsz", "inb"),
  comm: spec("123z"),
  nl: spec("p", "bdfhilnsvw"),
  tac: spec("br", "s"),
  od: spec("bcdfiloxsv", "AjNSTtw"),
  xxd: spec("aCEeiprud", "cglosn"),
  base64: spec("diw", "w"),
  strings: spec("afw", "nteT"),
  file: spec("bchiklLNnprsvz0", "eFfmP"),
  stat: spec("LftZ", "c", { format: "arg", printf: "arg", "file-system": "flag", dereference: "flag", terse: "flag" }),
  md5sum: spec("bctwz"),
  sha1sum: spec("bctwz"),
  sha224sum: spec("bctwz"),
  sha256sum: spec("bctwz"),
  sha384sum: spec("bctwz"),
  sha512sum: spec("bctwz"),
  sha3sum: spec("bctwz"),
  b2sum: spec("bctwz", "l"),
  cksum: spec("", "a"),
  hexdump: spec("bcCdovx", "efns"),
  readlink: spec("efmnqsvz"),
};

const GREP = spec("EFGPiyvwxclLoqsbHhnTZzrRUaIs", "efmABCdD", {
  regexp: "arg",
  file: "arg",
  "ignore-case": "flag",
  recursive: "flag",
  "files-with-matches": "flag",
  count: "flag",
  "line-number": "flag",
  include: "arg",
  exclude: "arg",
  "exclude-dir": "arg",
  color: "optional",
  colour: "optional",
  context: "arg",
  "after-context": "arg",
  "before-context": "arg",
  "max-count": "arg",
  "only-matching": "flag",
  quiet: "flag",
  silent: "flag",
  "with-filename": "flag",
  "no-filename": "flag",
  "invert-match": "flag",
  "word-regexp": "flag",
  "line-regexp": "flag",
  "fixed-strings": "flag",
  "extended-regexp": "flag",
  "perl-regexp": "flag",
  text: "flag",
  null: "flag",
  binary: "flag",
  "dereference-recursive": "flag",
  "no-messages": "flag",
  label: "arg",
});
const RG = spec("abcFHiIlLnNoOpqsSuUvwxz.", "ABCeEfgjmMrtT", {
  regexp: "arg",
  file: "arg",
  glob: "arg",
  iglob: "arg",
  type: "arg",
  "type-not": "arg",
  "ignore-case": "flag",
  "smart-case": "flag",
  hidden: "flag",
  "no-ignore": "flag",
  "files-with-matches": "flag",
  files: "flag",
  count: "flag",
  "line-number": "flag",
  "fixed-strings": "flag",
  "max-count": "arg",
  context: "arg",
  "after-context": "arg",
  "before-context": "arg",
  json: "flag",
  color: "arg",
  "max-depth": "arg",
  "only-matching": "flag",
  replace: "arg",
  "word-regexp": "flag",
  "no-heading": "flag",
  "with-filename": "flag",
  "no-filename": "flag",
  multiline: "flag",
  "ignore-file": "arg",
  "type-add": "arg",
  sort: "arg",
  follow: "flag",
  "invert-match": "flag",
  null: "flag",
  pcre2: "flag",
  vimgrep: "flag",
  trim: "flag",
  "hidden-files": "flag",
});
const AWK = spec("bcCdDghiMNOPrStV", "fvFElo", {
  file: "arg",
  assign: "arg",
  "field-separator": "arg",
  source: "arg",
  include: "arg",
});
const SED = spec("nrsuzE", "efl", {
  expression: "arg",
  file: "arg",
  quiet: "flag",
  silent: "flag",
  "regexp-extended": "flag",
  separate: "flag",
  "null-data": "flag",
  debug: "flag",
  posix: "flag",
  sandbox: "flag",
  "in-place": "optional",
});
const SED_FULL: OptionSpec = { ...SED, optionalArg: "i" };

const TARGET = {
  "target-directory": "arg",
  "no-target-directory": "flag",
  suffix: "arg",
  backup: "optional",
  verbose: "flag",
  force: "flag",
} as const;
const WRITER_SPECS: Record<string, OptionSpec> = {
  cp: spec("abdfHilLnPprRsTuvxZ", "St", {
    ...TARGET,
    archive: "flag",
    recursive: "flag",
    "no-clobber": "flag",
    parents: "flag",
    preserve: "optional",
    "no-preserve": "arg",
    update: "optional",
    link: "flag",
    "symbolic-link": "flag",
    "remove-destination": "flag",
    "strip-trailing-slashes": "flag",
    "no-dereference": "flag",
    dereference: "flag",
    interactive: "flag",
    sparse: "arg",
    reflink: "optional",
    "one-file-system": "flag",
    "attributes-only": "flag",
    "copy-contents": "flag",
    debug: "flag",
  }),
  mv: spec("bfinTuvZ", "St", {
    ...TARGET,
    "no-clobber": "flag",
    update: "optional",
    interactive: "flag",
    "strip-trailing-slashes": "flag",
    exchange: "flag",
    "no-copy": "flag",
    debug: "flag",
  }),
  install: spec("bcCdDpsTvZ", "gmoSt", {
    ...TARGET,
    directory: "flag",
    mode: "arg",
    owner: "arg",
    group: "arg",
    "preserve-timestamps": "flag",
    strip: "flag",
    compare: "flag",
    debug: "flag",
  }),
  ln: spec("bdfFinLPrsTv", "St", {
    ...TARGET,
    symbolic: "flag",
    relative: "flag",
    "no-dereference": "flag",
    logical: "flag",
    physical: "flag",
    interactive: "flag",
  }),
  touch: spec("acfhm", "dtr", {
    reference: "arg",
    date: "arg",
    time: "arg",
    "no-create": "flag",
    "no-dereference": "flag",
  }),
  mkdir: spec("pvZ", "m", { parents: "flag", mode: "arg", verbose: "flag" }),
  rm: spec("dfiIrRv", "", {
    force: "flag",
    interactive: "optional",
    recursive: "flag",
    dir: "flag",
    verbose: "flag",
    "one-file-system": "flag",
    "preserve-root": "optional",
  }),
  rmdir: spec("pv", "", { parents: "flag", verbose: "flag", "ignore-fail-on-non-empty": "flag" }),
  truncate: spec("co", "rs", { "no-create": "flag", "io-blocks": "flag", reference: "arg", size: "arg" }),
  tee: spec("aip", "", { append: "flag", "ignore-interrupts": "flag", "output-error": "optional" }),
  chmod: spec("cfvR", "", {
    changes: "flag",
    silent: "flag",
    quiet: "flag",
    verbose: "flag",
    recursive: "flag",
    reference: "arg",
    "preserve-root": "flag",
    "no-preserve-root": "flag",
  }),
  chown: spec("cfvRhHLP", "", {
    changes: "flag",
    silent: "flag",
    quiet: "flag",
    verbose: "flag",
    recursive: "flag",
    reference: "arg",
    dereference: "flag",
    "no-dereference": "flag",
    from: "arg",
  }),
  chgrp: spec("cfvRhHLP", "", {
    changes: "flag",
    silent: "flag",
    quiet: "flag",
    verbose: "flag",
    recursive: "flag",
    reference: "arg",
    dereference: "flag",
    "no-dereference": "flag",
  }),
};
// `chmod -x file`, `chmod -w,o+r file`: a symbolic mode may look like an option (chmod's own option letters,
// cfvR, are not mode letters; a word that is not literal keeps its `$`, quotes or glob characters in its text).
const isDashMode = (w: ShellWord) => /^-[-+=,rwxXstugoa]*$/.test(w.text);

const read = (word: ShellWord): PathOperand => ({ word, access: "read" });
const write = (word: ShellWord): PathOperand => ({ word, access: "write" });
const opt = (p: Extract<GetoptResult, { ok: true }>, ...names: string[]) =>
  p.options.filter((o) => names.includes(o.name));
const literal = (text: string): ShellWord => ({ text, kind: "literal", source: text });

/** Every word that is not an option (and the values of `--name=value`): the safe reading of unknown options. */
function allWords(args: readonly ShellWord[], access: "read" | "write"): PathOperand[] {
  const out: PathOperand[] = [];
  for (const w of args) {
    if (w.kind === "literal" && w.text.startsWith("-")) {
      const eq = w.text.indexOf("=");
      if (eq !== -1) out.push({ word: literal(w.text.slice(eq + 1)), access });
    } else out.push({ word: w, access });
  }
  return access === "write" ? [...out, ...out.map((o) => read(o.word))] : out;
}

/** The file operands of `name`, or undefined when the command is not one the engine knows. */
export function commandPaths(name: string, args: readonly ShellWord[]): CommandPaths | undefined {
  if (name === "sed") return sedPaths(args);
  if (name === "dd") return { writer: true, operands: ddPaths(args) };
  if (name === "jq") return { writer: false, operands: jqPaths(args) };
  if (name === "find") return { writer: false, operands: findPaths(args) };
  const readerSpec = READER_SPECS[name];
  if (readerSpec) return readerPaths(name, args, readerSpec);
  if (name === "grep" || name === "egrep" || name === "fgrep" || name === "rg")
    return searchPaths(args, name === "rg" ? RG : GREP);
  if (name === "awk" || name === "gawk" || name === "mawk" || name === "nawk") return awkPaths(args);
  const writerSpec = WRITER_SPECS[name];
  if (writerSpec) return { writer: true, operands: writerPaths(name, args, writerSpec) };
  return undefined;
}

function readerPaths(name: string, args: readonly ShellWord[], s: OptionSpec): CommandPaths {
  const p = getopt(args, s);
  if (!p.ok) return { writer: false, operands: allWords(args, "read") };
  const operands = p.operands.map(read);
  // Readers that can also write: `sort -o out`, `uniq in out`, `xxd in out`.
  const outputs = name === "sort" ? opt(p, "o", "output").map((o) => literal(o.value ?? "")) : [];
  if ((name === "uniq" || name === "xxd") && operands.length > 1) outputs.push(operands.pop()!.word);
  for (const o of opt(p, "files0-from")) operands.push(read(literal(o.value ?? "")));
  return { writer: outputs.length > 0, operands: [...operands, ...outputs.map(write)] };
}

function searchPaths(args: readonly ShellWord[], s: OptionSpec): CommandPaths {
  const p = getopt(args, s);
  if (!p.ok) return { writer: false, operands: allWords(args, "read") };
  const files = opt(p, "f", "file", "ignore-file").map((o) => read(literal(o.value ?? "")));
  const patternGiven =
    opt(p, "e", "regexp", "f", "file").length > 0 ||
    p.options.some((o) => o.name === "files" || o.name === "type-list");
  const operands = patternGiven ? p.operands : p.operands.slice(1);
  return { writer: false, operands: [...files, ...operands.map(read)] };
}

function sedPaths(args: readonly ShellWord[]): CommandPaths {
  const p = getopt(args, SED_FULL);
  if (!p.ok) return { writer: false, operands: allWords(args, "read") };
  const operands = opt(p, "e", "expression", "f", "file").length ? p.operands : p.operands.slice(1);
  // sed -i's files are checked as writes by sed-rules.ts.
  return {
    writer: false,
    operands: [...opt(p, "f", "file").map((o) => read(literal(o.value ?? ""))), ...operands.map(read)],
  };
}

function awkPaths(args: readonly ShellWord[]): CommandPaths {
  const p = getopt(args, { ...AWK, stopAtOperand: true });
  if (!p.ok) return { writer: false, operands: allWords(args, "read") };
  const programs = opt(p, "f", "file", "i", "include");
  const operands = programs.length ? p.operands : p.operands.slice(1);
  // `var=value` operands are assignments, not files.
  const files = operands.filter((w) => !(w.kind === "literal" && /^[A-Za-z_][A-Za-z0-9_]*=/.test(w.text)));
  return { writer: false, operands: [...programs.map((o) => read(literal(o.value ?? ""))), ...files.map(read)] };
}

function jqPaths(args: readonly ShellWord[]): PathOperand[] {
  const out: PathOperand[] = [];
  let filterGiven = false;
  for (let i = 0; i < args.length; i++) {
    const t = args[i].text;
    if (args[i].kind === "literal" && t.startsWith("-") && t !== "-") {
      if (t === "--args" || t === "--jsonargs") break; // the rest are values, not files
      if (t === "--arg" || t === "--argjson") i += 2;
      else if (t === "--slurpfile" || t === "--rawfile") {
        if (args[i + 2]) out.push(read(args[i + 2]));
        i += 2;
      } else if (t === "-f" || t === "--from-file") {
        if (args[i + 1]) out.push(read(args[i + 1]));
        filterGiven = true;
        i++;
      } else if (t === "-L" || t === "--indent") i++;
      continue;
    }
    if (!filterGiven) filterGiven = true;
    else out.push(read(args[i]));
  }
  return out;
}

const FIND_FILE_TESTS = /^-(newer|anewer|cnewer|samefile|newer[aBcm][aBcm])$/;

function findPaths(args: readonly ShellWord[]): PathOperand[] {
  const out: PathOperand[] = [];
  let i = 0;
  while (i < args.length && ["-H", "-L", "-P"].includes(args[i].text)) i++;
  for (; i < args.length && !/^[-(!]/.test(args[i].text); i++) out.push(read(args[i]));
  for (; i < args.length; i++) {
    if ((FIND_FILE_TESTS.test(args[i].text) || args[i].text === "-files0-from") && args[i + 1])
      out.push(read(args[++i]));
  }
  return out;
}

function ddPaths(args: readonly ShellWord[]): PathOperand[] {
  const out: PathOperand[] = [];
  for (const w of args) {
    const m = /^(if|of)=(.*)$/s.exec(w.kind === "literal" ? w.text : w.source);
    if (!m) {
      // `"of=$x"` or `$opts` may expand to an output file the checker cannot see.
      if (w.kind !== "literal") out.push(write(w));
      continue;
    }
    const value: ShellWord = w.kind === "literal" ? literal(m[2]) : { ...w, text: m[2], source: m[2] };
    out.push(m[1] === "if" ? read(value) : write(value));
  }
  return out;
}

function writerPaths(name: string, args: readonly ShellWord[], s: OptionSpec): PathOperand[] {
  const p = getopt(name === "chmod" ? args.filter((w) => !isDashMode(w)) : args, s);
  if (!p.ok) return allWords(args, "write");
  // -r names a reference file only for touch and truncate (it is "recursive" for rm, cp, ln -r is "relative").
  const refs = opt(p, "reference", ...(name === "touch" || name === "truncate" ? ["r"] : [])).map((o) =>
    read(literal(o.value ?? "")),
  );
  const ops = [...p.operands];
  switch (name) {
    case "chmod":
    case "chown":
    case "chgrp":
      if (!refs.length && !(name === "chmod" && args.some(isDashMode))) ops.shift();
      return [...refs, ...ops.map(write)];
    case "touch":
    case "truncate":
    case "mkdir":
    case "rm":
    case "rmdir":
    case "tee":
      return [...refs, ...ops.map(write)];
    default:
      return copyPaths(name, p, ops);
  }
}

/** cp, mv, install, ln: sources and a destination that may be a directory the sources land in. */
function copyPaths(name: string, p: Extract<GetoptResult, { ok: true }>, ops: ShellWord[]): PathOperand[] {
  if (name === "install" && opt(p, "d", "directory").length) return ops.map(write);
  const source = (w: ShellWord) => (name === "mv" ? [read(w), write(w)] : [read(w)]);
  const target = opt(p, "t", "target-directory")[0];
  if (target) {
    const dir = literal(target.value ?? "");
    return [write(dir), ...ops.flatMap((w) => [...source(w), write(into(dir, w))])];
  }
  if (name === "ln" && ops.length === 1) return [...source(ops[0]), write(into(literal("."), ops[0]))];
  if (ops.length < 2) return ops.flatMap(source);
  const dest = ops.pop()!;
  const noDir = opt(p, "T", "no-target-directory").length > 0;
  const landings = noDir ? [] : ops.map((w) => write(into(dest, w)));
  return [...ops.flatMap(source), write(dest), ...landings];
}

/** Where `source` lands when copied into the directory `dir`. */
function into(dir: ShellWord, source: ShellWord): ShellWord {
  if (dir.kind !== "literal") return dir;
  if (source.kind === "literal") {
    const text = posix.join(dir.text, posix.basename(source.text));
    return { text, kind: "literal", source: text };
  }
  if (source.glob !== undefined) {
    const last = source.glob.replace(/\/+$/, "").split("/").pop() ?? "";
    const glob = `${escapeGlob(dir.text)}/${last}`;
    return { text: glob, kind: "multi", source: `${dir.text}/${last}`, glob };
  }
  return source;
}
