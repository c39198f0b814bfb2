// Parses a bash command line with the real bash grammar (tree-sitter-bash) into every simple command it can
// run, every redirection, every variable it sets and every construct the policy refuses outright. Fail closed:
// a parse error, a node type this walker does not know, or a place where tree-sitter and bash could read the
// text differently (backslash-newline inside a word, a carriage return outside quotes) makes the whole line
// unparseable. The walker only describes the line; decide.ts judges it.
import type { Node, Parser } from "web-tree-sitter";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import { assetPath } from "../assets.js";
import { assignDirectories, type Flow } from "./working-directory.js";

/** literal: known text after quote removal. single: one word of unknown text ("$x", ~, $'..').
 * multi: zero or more words of unknown text (unquoted $x, $(..), globs, brace expansion). */
export type WordKind = "literal" | "single" | "multi";

export interface ShellWord {
  /** The word after quote removal when literal, else the source text. */
  text: string;
  kind: WordKind;
  source: string;
  /** A "multi" word that is only a pathname pattern (no expansion, no braces): the pattern, with quoted
   * pattern characters backslash-escaped. */
  glob?: string;
}

/** write: output to a file. read: input from a file. fd: duplicate or close a descriptor. data: here-doc or
 * here-string (the text is on the command line; substitutions inside it are collected as commands). */
export type RedirectAccess = "write" | "read" | "fd" | "data";

export interface ShellRedirect {
  operator: string;
  access: RedirectAccess;
  target?: ShellWord;
  source: string;
  start: number;
  /** The directories (workspace-relative, absolute, or UNKNOWN_DIR) it may be opened from. */
  cwds: string[];
}

export interface SimpleCommand {
  /** command: runs words[0]. test: a `[ ]`/`[[ ]]` condition (words is its source, for display). */
  kind: "command" | "test";
  words: ShellWord[];
  /** NAME=value prefixes, exported to this command only. */
  env: ShellAssignment[];
  source: string;
  start: number;
  /** The directories (workspace-relative, absolute, or UNKNOWN_DIR) it may run in. */
  cwds: string[];
}

export interface ShellAssignment {
  name: string;
  value?: ShellWord;
  /** variable: `x=1` as a statement. for: a for/select loop variable (one entry per listed value).
   * arithmetic: set inside (( )). prefix: `X=1 cmd`. */
  via: "variable" | "for" | "arithmetic" | "prefix";
  source: string;
  start: number;
}

/** Constructs refused whatever the policy says (decide.ts maps them to built-in rules). */
export type FindingKind = "function-definition" | "parameter-operator" | "arithmetic-variable" | "test-variable";

export interface ShellFinding {
  kind: FindingKind;
  source: string;
  start: number;
}

export interface ParsedLine {
  commands: SimpleCommand[];
  redirects: ShellRedirect[];
  /** Standalone, loop and arithmetic assignments (prefixes live on their command). */
  assignments: ShellAssignment[];
  findings: ShellFinding[];
}

export type ParseOutcome = { ok: true; line: ParsedLine } | { ok: false; reason: string };

type TreeSitter = typeof import("web-tree-sitter");

let parserPromise: Promise<Parser> | undefined;

/** One parser per process: loading the wasm costs tens of milliseconds, a parse well under one. */
function loadParser(): Promise<Parser> {
  parserPromise ??= (async () => {
    const runtime = assetPath("web-tree-sitter.js");
    const runtimeWasm = assetPath("web-tree-sitter.wasm");
    const grammar = assetPath("tree-sitter-bash.wasm");
    // Stryker disable next-line ConditionalExpression,LogicalOperator: only a test run without the asset files could tell
    if (!runtime || !runtimeWasm || !grammar)
      throw new Error("tree-sitter assets not found (dist/assets or node_modules)");
    // web-tree-sitter's loader breaks when bundled: load the shipped copy at run time, and tell webpack (ncc)
    // to leave this import alone rather than turn it into a bundle lookup.
    const url = pathToFileURL(runtime).href;
    // Baseline (Liftoff) code only for the grammar: V8 otherwise recompiles its huge lexer with TurboFan in the
    // background for ~0.5 s, and Node blocks the main thread until that finishes whenever the event loop runs
    // empty (NodePlatform::DrainTasks) — which stalled the action's start-up by that much. A parse stays well
    // under a millisecond without TurboFan. Process-wide, and only affects wasm compiled from here on.
    setFlagsFromString("--no-wasm-tier-up");
    setFlagsFromString("--no-wasm-dynamic-tiering");
    const ts = (await import(/* webpackIgnore: true */ url)) as TreeSitter;
    // Stryker disable next-line ObjectLiteral: its default finds the wasm beside the runtime, where assetPath does too
    await ts.Parser.init({ locateFile: () => runtimeWasm });
    const language = await ts.Language.load(grammar);
    const parser = new ts.Parser();
    parser.setLanguage(language);
    return parser;
  })();
  // Stryker disable next-line ArrowFunction: a retry after a failed load needs the load to fail first
  parserPromise.catch(() => (parserPromise = undefined));
  return parserPromise;
}

/** Parse `line` into what it can run. Never throws for bad input: that is `{ ok: false }`. */
export async function parseCommandLine(line: string): Promise<ParseOutcome> {
  const parser = await loadParser();
  // null only for a parser without a language or a parse cancelled by a progress callback: neither here.
  const tree = parser.parse(line)!;
  try {
    const root = tree.rootNode;
    if (root.hasError) return { ok: false, reason: `syntax error near ${describeError(root)}` };
    const odd = findMisreadableCharacter(line, root);
    if (odd) return { ok: false, reason: odd };
    const walker = new Walker(line);
    assignDirectories(walker.statement(root));
    walker.checkArithmeticReferences();
    return { ok: true, line: walker.result() };
  } catch (err) {
    if (err instanceof Unparseable) return { ok: false, reason: err.message };
    // The walker recurses once per level: thousands of nested `$(` exhaust the stack. Bad input, not a bug.
    // Stryker disable next-line ConditionalExpression: nothing else the walker throws but a bug of ours
    if (err instanceof RangeError) return { ok: false, reason: `the line nests too deeply to check (${err.message})` };
    // Stryker disable BlockStatement: (up to the restore) the finally block frees the tree's wasm memory,
    // which only shows as memory growth
    throw err;
  } finally {
    tree.delete();
  }
}

// Stryker restore BlockStatement
class Unparseable extends Error {}

function fail(node: Node, what = "unsupported construct"): never {
  throw new Unparseable(`${what} \`${clip(node.text)}\` (${node.type})`);
}

function clip(text: string): string {
  const one = text.replace(/\s+/g, " ");
  return one.length > 60 ? `${one.slice(0, 57)}...` : one;
}

/** The first (leftmost) ERROR or MISSING node. `hasError` marks such a node and each of its ancestors. */
function describeError(root: Node): string {
  let n = root;
  while (!n.isError && !n.isMissing) n = n.children.find((c) => c.hasError)!;
  const column = n.startIndex + 1;
  return n.isMissing ? `missing \`${n.type}\` at column ${column}` : `\`${clip(n.text)}\` at column ${column}`;
}

// Characters tree-sitter treats as blanks but bash keeps inside a word (\r, \v, \f), other controls, and
// Unicode spaces: harmless inside quotes, a disagreement between the two readers anywhere else.
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const ODD_CHARACTER = /[\x00-\x08\x0b-\x1f\x7f\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/g;
const QUOTED_LEAVES = new Set([
  "raw_string",
  "string_content",
  "ansi_c_string",
  "heredoc_content",
  "heredoc_body",
  "comment",
]);
// Places where a backslash-newline is just a line break between words (given a blank before it).
const STATEMENT_LEVEL = new Set([
  "program",
  "list",
  "pipeline",
  "command",
  "redirected_statement",
  "subshell",
  "compound_statement",
  "do_group",
  "if_statement",
  "elif_clause",
  "else_clause",
  "while_statement",
  "for_statement",
  "case_statement",
  "case_item",
  "negated_command",
  "declaration_command",
  "unset_command",
  "variable_assignments",
  "test_command",
  "binary_expression",
]);

function findMisreadableCharacter(line: string, root: Node): string | undefined {
  for (const m of line.matchAll(ODD_CHARACTER)) {
    const at = m.index;
    const leaf = nodeAt(root, at, at + 1);
    // Inside "..." tree-sitter may skip the character between two tokens; bash keeps it, which can only
    // break an expansion tree-sitter saw, never create one it missed. Another quoted node with children
    // around it (an unquoted here-doc's text before an expansion) skipped it too: not plain data there.
    const quoted = leaf.type === "string" || (QUOTED_LEAVES.has(leaf.type) && leaf.childCount === 0);
    if (!quoted) {
      return `control or blank character U+${m[0].codePointAt(0)!.toString(16).padStart(4, "0")} outside quotes at column ${at + 1}`;
    }
  }
  for (let at = line.indexOf("\\\n"); at !== -1; at = line.indexOf("\\\n", at + 2)) {
    // The backslash's own token: a comment ends before the newline, and bash drops the backslash with it.
    const data = nodeAt(root, at, at + 1);
    if (
      data.type === "raw_string" ||
      data.type === "comment" ||
      (data.type === "heredoc_body" && heredocIsQuoted(data))
    )
      continue;
    const blankBefore = line[at - 1] === " " || line[at - 1] === "\t";
    if (blankBefore && STATEMENT_LEVEL.has(nodeAt(root, at, at + 2).type)) continue;
    return `backslash-newline inside a word or string at column ${at + 1} (put a space before the backslash)`;
  }
  return undefined;
}

/** The smallest node around [from, to): the root at least, as the range lies within the line. */
function nodeAt(root: Node, from: number, to: number): Node {
  return root.descendantForIndex(from, to) ?? root;
}

function heredocIsQuoted(body: Node): boolean {
  const start = body.parent!.children.find((c) => c.type === "heredoc_start");
  return !!start && /['"\\]/.test(start.text);
}

interface Part {
  text: string;
  quoted: boolean;
  /** An expansion: its value is unknown. */
  opaque?: boolean;
  /** Unquoted expansion subject to word splitting. */
  splits?: boolean;
}

const ASSIGNMENT_OPERATORS = new Set(["=", "+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>=", "&=", "^=", "|="]);
const ARITHMETIC_TEST_OPERATORS = new Set(["-eq", "-ne", "-lt", "-le", "-gt", "-ge"]);
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
// An unescaped `$name`, `${`, `$(` or backquote left in text tree-sitter called plain: it missed an expansion.
const MISSED_EXPANSION = /(^|[^\\])(\\\\)*(\$[A-Za-z_{(0-9@*#?$!-]|`)/;

class Walker {
  private commands: SimpleCommand[] = [];
  private redirects: ShellRedirect[] = [];
  private assignments: ShellAssignment[] = [];
  private findings: ShellFinding[] = [];
  private arithmeticRefs: { name: string; node: Node }[] = [];
  // Per statement being walked: what runs where it starts, the substitutions in its words, and the
  // statements tree-sitter hangs under a here-doc (they run after it).
  // Stryker disable ArrayDeclaration: statement() replaces the three before any use and restores them after
  private direct: (SimpleCommand | ShellRedirect)[] = [];
  private pending: Flow[] = [];
  private tail: Flow[] = [];
  // Stryker restore ArrayDeclaration
  // Redirections tree-sitter hung on a list, by the id of the part bash gives them to.
  private hung = new Map<number, Node[]>();

  constructor(private readonly source: string) {}

  result(): ParsedLine {
    const byStart = <T extends { start: number }>(a: T, b: T) => a.start - b.start;
    return {
      commands: this.commands.sort(byStart),
      redirects: this.redirects.sort(byStart),
      assignments: this.assignments.sort(byStart),
      findings: this.findings.sort(byStart),
    };
  }

  /** Walks one statement; returns how it moves the working directory (working-directory.ts). */
  statement(node: Node): Flow {
    const saved = [this.direct, this.pending, this.tail] as const;
    this.direct = [];
    // Stryker disable next-line ArrayDeclaration: what a substitution's flow returns is ignored (evaluate's "pre")
    this.pending = [];
    this.tail = [];
    try {
      const body = this.statementBody(node);
      return { t: "at", items: this.direct, pre: this.pending, body, tail: this.tail };
    } finally {
      [this.direct, this.pending, this.tail] = saved;
    }
  }

  private statements(nodes: Node[]): Flow {
    return { t: "seq", items: nodes.map((n) => this.statement(n)) };
  }

  private statementBody(node: Node): Flow {
    for (const r of this.hung.get(node.id) ?? []) this.redirect(r);
    switch (node.type) {
      case "comment":
        return { t: "none" };
      case "list": {
        // `a && b` or `a || b` (longer lists nest to the left); a comment may sit after the operator.
        const [left, right] = node.namedChildren.filter((c) => c.type !== "comment");
        const and = node.children.some((c) => c.type === "&&");
        return { t: and ? "and" : "or", left: this.statement(left), right: this.statement(right) };
      }
      case "pipeline":
        return { t: "seq", items: node.namedChildren.map((n): Flow => ({ t: "sub", body: this.statement(n) })) };
      case "subshell":
        return { t: "sub", body: this.statements(node.namedChildren) };
      case "while_statement":
        return { t: "loop", body: this.statements(node.namedChildren) };
      case "negated_command":
        return { t: "not", body: this.statements(node.namedChildren) };
      case "compound_statement":
        // `{ls;}` is a brace group to tree-sitter but the word `{ls` to bash.
        if (node.text.startsWith("{") && !/^\{\s/.test(node.text)) fail(node, "`{` must be followed by a blank");
        if (node.text.startsWith("((")) {
          for (const child of node.namedChildren) this.arithmetic(child);
          return { t: "none" };
        }
        return this.statements(node.namedChildren);
      case "command":
        return this.command(node);
      case "redirected_statement":
        return this.redirectedStatement(node);
      case "variable_assignment":
        this.assignment(node, "variable");
        return { t: "none" };
      case "variable_assignments":
        // Only variable_assignment children; readAssignment refuses anything else.
        for (const child of node.namedChildren) this.assignment(child, "variable");
        return { t: "none" };
      case "function_definition": {
        this.finding("function-definition", node);
        const body: Flow[] = [];
        for (let i = 0; i < node.childCount; i++) {
          const child = node.child(i)!;
          if (!child.isNamed || node.fieldNameForChild(i) === "name") continue;
          if (node.fieldNameForChild(i) === "redirect") this.redirect(child);
          else body.push(this.statement(child));
        }
        return { t: "sub", body: { t: "seq", items: body } };
      }
      case "for_statement":
        return this.forStatement(node);
      case "c_style_for_statement": {
        const body: Flow[] = [];
        for (const child of node.namedChildren) {
          if (child.type === "do_group" || child.type === "compound_statement") body.push(this.statement(child));
          else this.arithmetic(child);
        }
        return { t: "loop", body: { t: "seq", items: body } };
      }
      case "case_statement": {
        const items: Flow[] = [];
        for (const child of node.namedChildren) {
          if (child.type === "case_item") items.push(this.caseItem(child));
          else if (child.type !== "comment") this.word(child);
        }
        return { t: "seq", items };
      }
      case "test_command":
        this.testCommand(node);
        return { t: "none" };
      case "declaration_command":
      case "unset_command":
        this.declaration(node);
        return { t: "none" };
      case "program":
      case "do_group":
      case "if_statement":
      case "elif_clause":
      case "else_clause":
        return this.statements(node.namedChildren);
      // Stryker disable next-line ConditionalExpression: every statement node of tree-sitter-bash has a case above; this fails closed should the grammar grow one
      default:
        fail(node);
    }
  }

  private addCommand(c: Omit<SimpleCommand, "cwds">): SimpleCommand {
    const command = { ...c, cwds: [] };
    this.commands.push(command);
    this.direct.push(command);
    return command;
  }

  private addRedirect(r: Omit<ShellRedirect, "cwds">): void {
    const redirect = { ...r, cwds: [] };
    this.redirects.push(redirect);
    this.direct.push(redirect);
  }

  private command(node: Node, extraArgs: Node[] = [], extraRedirects: Node[] = []): Flow {
    const words: ShellWord[] = [];
    const env: ShellAssignment[] = [];
    for (let i = 0; i < node.childCount; i++) {
      const child = node.child(i)!;
      const field = node.fieldNameForChild(i);
      // The grammar requires the name: a command_name around one word.
      if (field === "name") words.push(this.word(child.namedChild(0)!));
      else if (field === "argument") words.push(this.word(child));
      else if (field === "redirect") this.redirect(child);
      // The rest are NAME=value prefixes; readAssignment refuses anything else (the `(b)` of `a (b)`).
      else env.push(this.readAssignment(child, "prefix"));
    }
    for (const arg of extraArgs) words.push(this.word(arg));
    for (const r of extraRedirects) this.redirect(r);
    this.addCommand({ kind: "command", words, env, source: node.text, start: node.startIndex });
    return directoryChange(words);
  }

  private redirectedStatement(node: Node): Flow {
    const body = node.childForFieldName("body");
    // Every other child is a redirection (a here-string after `done` or `fi` has no field name).
    const redirects = node.namedChildren.filter((c) => !body || c.id !== body.id);
    const extraArgs = redirects.flatMap((r) => r.childrenForFieldName("argument"));
    if (body?.type === "command") return this.command(body, extraArgs, redirects);
    if (extraArgs.length) fail(node, "here-doc arguments after a compound command");
    if (body?.type === "list") {
      // Tree-sitter hangs `a && b > f` on the whole list, where bash gives f to b alone: it is opened where b
      // starts (before b runs, should b be a compound command such as `{ cd x; cat; }`).
      let last = body;
      while (last.type === "list") last = last.lastNamedChild!;
      this.hung.set(last.id, redirects);
      return this.statement(body);
    }
    // A compound body's redirections are opened before it runs, in the directory it starts in. (Tree-sitter
    // also hangs `a | b > f` on the pipeline: every part of a pipeline starts where the pipeline does.)
    for (const r of redirects) this.redirect(r);
    return body ? this.statement(body) : { t: "none" };
  }

  private redirect(node: Node): void {
    // `{NAME}>file` stores a descriptor number in NAME (`{PATH}>x` makes PATH a relative directory); tree-sitter
    // reads `{PATH}` as an argument.
    if (this.source[node.startIndex - 1] === "}") fail(node, "a `{name}` redirection sets a variable");
    switch (node.type) {
      case "file_redirect":
        return this.fileRedirect(node);
      case "heredoc_redirect":
        return this.heredoc(node);
      case "herestring_redirect": {
        // Tree-sitter reads the `0` of `sort -o 0<<< x out` as an argument (or a command name): bash opens
        // descriptor 0 instead. (Two digits before `<<<` are a syntax error to tree-sitter.)
        if (/(^|[\s|&;()<>])\d$/.test(this.source.slice(0, node.startIndex)))
          fail(node, "a here-string with a descriptor number");
        this.word(node.lastNamedChild!);
        this.addRedirect({ operator: "<<<", access: "data", source: node.text, start: node.startIndex });
        return;
      }
      // Stryker disable next-line ConditionalExpression: the grammar's redirections are the three cases above; this fails closed should it grow one
      default:
        fail(node, "unsupported redirection");
    }
  }

  private fileRedirect(node: Node): void {
    // [descriptor] operator destination…: the grammar allows no other children.
    const operator = node.children.find((c) => !c.isNamed)!.type;
    const destinations = node.childrenForFieldName("destination");
    // `> a b`: bash passes b to the command; tree-sitter calls it a second destination.
    if (destinations.length > 1) fail(node, "unsupported redirection");
    const target = destinations.length ? this.word(destinations[0]) : undefined;
    let access: RedirectAccess;
    if (operator === ">&-" || operator === "<&-") {
      // `cat <&- file` closes stdin and reads file: tree-sitter makes the word the (ignored) destination.
      if (target) fail(node, "a word after a closing redirection");
      access = "fd";
    } else if (operator === ">&" || operator === "<&") {
      // `>&2` and `<&0` duplicate a descriptor; `>&file` writes the file, `<&file` is an error in bash.
      if (/^(\d+|-)$/.test(target!.text)) access = "fd";
      else if (operator === ">&") access = "write";
      else fail(node, "unsupported redirection");
    } else access = operator === "<" ? "read" : "write";
    this.addRedirect({ operator, access, target, source: node.text, start: node.startIndex });
  }

  private heredoc(node: Node): void {
    let delimiter: string | undefined;
    let quoted: boolean | undefined; // set by heredoc_start, the first child
    for (let i = 0; i < node.childCount; i++) {
      const child = node.child(i)!;
      const field = node.fieldNameForChild(i);
      if (field === "argument") continue; // attached to the command by redirectedStatement
      if (!child.isNamed) continue; // `<<` or `<<-`, and the `&&` or `||` before the rest of the line
      switch (child.type) {
        case "heredoc_start":
          quoted = /['"\\]/.test(child.text);
          delimiter = child.text.replace(/['"\\]/g, "");
          break;
        case "heredoc_body":
          if (!quoted) this.heredocBody(child);
          break;
        case "heredoc_end":
          if (child.text !== delimiter) fail(child, "here-doc end does not match its start");
          break;
        case "file_redirect":
        case "herestring_redirect":
          this.redirect(child);
          break;
        case "file_descriptor":
          break;
        default:
          // Tree-sitter hangs the rest of the line (`| grep x`, `&& rm y`) under the here-doc.
          this.tail.push(this.statement(child));
      }
    }
    this.addRedirect({ operator: "<<", access: "data", source: node.text.split("\n")[0], start: node.startIndex });
  }

  private heredocBody(node: Node): void {
    for (const child of node.namedChildren) {
      switch (child.type) {
        case "heredoc_content":
          if (this.missedInHeredoc(child.text)) fail(child, "here-doc text the parser could not split");
          break;
        case "command_substitution":
          // In a here-doc tree-sitter reads `$((x))` as `$(` and a subshell running `x`; bash evaluates x as
          // arithmetic (and `a[$(cmd)]` in its value runs cmd).
          if (child.text.startsWith("$((")) fail(child, "arithmetic in a here-doc the parser misread");
          this.word(child);
          break;
        default:
          this.word(child);
      }
    }
    if (node.namedChildCount === 0 && this.missedInHeredoc(node.text))
      fail(node, "here-doc text the parser could not split");
  }

  /** Expansions tree-sitter leaves in here-doc text: those it misses in words too, and `$[..]` (arithmetic). */
  private missedInHeredoc(text: string): boolean {
    return MISSED_EXPANSION.test(text) || /(^|[^\\])(\\\\)*\$\[/.test(text);
  }

  private forStatement(node: Node): Flow {
    const variable = node.childForFieldName("variable")!; // always there (grammar), as is the body
    const values = node.childrenForFieldName("value");
    for (const v of values) {
      const word = this.word(v);
      this.assignments.push({
        name: variable.text,
        value: word,
        via: "for",
        source: node.text.split("\n")[0],
        start: node.startIndex,
      });
    }
    if (values.length === 0) {
      // `for x; do` iterates over "$@": unknown values.
      this.assignments.push({
        name: variable.text,
        via: "for",
        source: node.text.split("\n")[0],
        start: node.startIndex,
      });
    }
    return { t: "loop", body: this.statement(node.childForFieldName("body")!) };
  }

  private caseItem(node: Node): Flow {
    const items: Flow[] = [];
    for (let i = 0; i < node.childCount; i++) {
      const child = node.child(i)!;
      if (!child.isNamed) continue;
      if (node.fieldNameForChild(i) === "value") this.pattern(child);
      else items.push(this.statement(child)); // a comment too: statement() knows it does nothing
    }
    return { t: "seq", items };
  }

  private testCommand(node: Node): void {
    const double = node.child(0)!.type === "[["; // `[` or `[[` (grammar)
    for (const child of node.namedChildren) this.testExpression(child, double);
    this.addCommand({
      kind: "test",
      words: [{ text: node.text, kind: "literal", source: node.text }],
      env: [],
      source: node.text,
      start: node.startIndex,
    });
  }

  private testExpression(node: Node, double: boolean): void {
    switch (node.type) {
      case "binary_expression": {
        const op = node.childForFieldName("operator")!.text; // always there (grammar)
        const left = node.childForFieldName("left");
        const right = node.childForFieldName("right");
        // Stryker disable next-line ConditionalExpression,LogicalOperator: a test's binary expression always has both sides (grammar; node-types lets other contexts omit them)
        if (!left || !right) fail(node);
        // Inside [ ] bash reads `<`, `>`, `|`, `&` as it does anywhere: `[ a > f ]` writes f, `[ a | sh ]` runs
        // sh. Tree-sitter reads them as test operators.
        if (!double && /[|&<>]/.test(op)) fail(node, "`<`, `>`, `|` or `&` inside [ ] is not a test operator");
        // Inside [[ ]], -eq and friends evaluate their operands as arithmetic: a variable holding
        // `a[$(cmd)]` runs cmd. Only integer literals are safe there.
        if (double && ARITHMETIC_TEST_OPERATORS.has(op)) {
          for (const side of [left, right]) {
            const w = this.word(side);
            // Stryker disable next-line ConditionalExpression: a word that is not literal has its source as text, which holds a `$` or a quote, never only digits
            if (!(w.kind === "literal" && /^-?\d+$/.test(w.text)) && !isSpecialParameter(side))
              this.finding("arithmetic-variable", node);
          }
          return;
        }
        this.testExpression(left, double);
        this.testExpression(right, double);
        return;
      }
      case "unary_expression": {
        const op = node.childForFieldName("operator")!.text; // always there (grammar)
        // -v/-R name[subscript] evaluates the subscript as arithmetic (and so any $(..) in it).
        if (op === "-v" || op === "-R") this.finding("test-variable", node);
        for (const child of node.namedChildren) this.testExpression(child, double);
        return;
      }
      case "parenthesized_expression":
        for (const child of node.namedChildren) this.testExpression(child, double);
        return;
      case "regex":
      case "extglob_pattern":
        this.pattern(node);
        return;
      case "test_operator":
        return;
      default:
        this.word(node);
    }
  }

  private pattern(node: Node): void {
    if (node.type === "regex" || node.type === "extglob_pattern") {
      // Both are leaves: an expansion left in their text is one tree-sitter did not see.
      if (MISSED_EXPANSION.test(node.text)) fail(node, "pattern the parser could not split");
      return;
    }
    this.word(node);
  }

  private declaration(node: Node): void {
    const keyword = node.child(0)!; // declare, export, local, readonly, typeset, unset or unsetenv (grammar)
    const words: ShellWord[] = [{ text: keyword.type, kind: "literal", source: keyword.text }];
    for (const child of node.namedChildren) {
      if (child.type === "variable_assignment") {
        const a = this.readAssignment(child, "variable");
        words.push({ text: a.source, kind: "single", source: a.source });
      } else {
        words.push(this.word(child));
      }
    }
    this.addCommand({ kind: "command", words, env: [], source: node.text, start: node.startIndex });
  }

  private assignment(node: Node, via: ShellAssignment["via"]): void {
    this.assignments.push(this.readAssignment(node, via));
  }

  private readAssignment(node: Node, via: ShellAssignment["via"]): ShellAssignment {
    // Callers pass what sits where an assignment may (a command's prefixes): anything else is refused here.
    if (node.type !== "variable_assignment") fail(node);
    // A variable_name or a subscript, whose parts are always there (grammar).
    const nameNode = node.childForFieldName("name")!;
    let name = nameNode.text;
    if (nameNode.type === "subscript") {
      name = nameNode.childForFieldName("name")!.text;
      this.arithmetic(nameNode.childForFieldName("index")!);
    }
    const valueNode = node.childForFieldName("value");
    let value: ShellWord | undefined;
    if (valueNode) value = valueNode.type === "array" ? this.array(valueNode) : this.word(valueNode);
    else value = { text: "", kind: "literal", source: "" };
    // `x=$((..))` always holds an integer, so arithmetic may read x.
    const numeric = via === "variable" && valueNode?.type === "arithmetic_expansion";
    return { name, value, via: numeric ? "arithmetic" : via, source: node.text, start: node.startIndex };
  }

  private array(node: Node): ShellWord {
    for (const child of node.namedChildren) if (child.type !== "comment") this.word(child);
    return { text: node.text, kind: "multi", source: node.text };
  }

  private finding(kind: FindingKind, node: Node): void {
    this.findings.push({ kind, source: node.text.split("\n")[0], start: node.startIndex });
  }

  /** Turns a word node into its text after quote removal, collecting the commands nested inside it. */
  word(node: Node): ShellWord {
    const parts: Part[] = [];
    this.wordParts(node, parts, false);
    return classify(parts, node.text);
  }

  private wordParts(node: Node, parts: Part[], inQuotes: boolean): void {
    // An expansion: its text is unknown; what matters is whether it may become several words. Its source is not
    // the word's characters, so classify() must not read glob, brace or tilde syntax in it: quoted.
    const unknown = (splits: boolean) => parts.push({ text: node.text, quoted: true, opaque: true, splits });
    switch (node.type) {
      case "word":
      case "number":
        if (node.childCount > 0) {
          // `number` can hold expansions (`10#$x`): treat it as unknown.
          for (const child of node.namedChildren) this.word(child);
          unknown(!inQuotes);
          return;
        }
        // Stryker disable next-line ConditionalExpression: tree-sitter ends a word at `$` and backquotes: no word with an expansion left in it was found (checked by hand and 90k fuzzed lines); kept fail-closed
        if (MISSED_EXPANSION.test(node.text)) fail(node, "word the parser could not split");
        pushUnquoted(parts, node.text);
        return;
      case "raw_string":
        parts.push({ text: node.text.slice(1, -1), quoted: true });
        return;
      case "string":
        this.doubleQuoted(node, parts);
        return;
      case "concatenation":
        // An unnamed part (the `$` of `a$"x"`) falls to the default below.
        for (const child of node.children) this.wordParts(child, parts, inQuotes);
        return;
      case "ansi_c_string":
      case "translated_string": // $"..": walk the string for its substitutions
        for (const child of node.namedChildren) this.word(child);
        unknown(false);
        return;
      case "simple_expansion":
        this.simpleExpansion(node);
        unknown(!inQuotes || expandsToWords(node.text));
        return;
      case "expansion":
        this.expansion(node);
        unknown(!inQuotes || expandsToWords(node.text));
        return;
      case "command_substitution":
        this.substitution(node);
        unknown(!inQuotes);
        return;
      case "process_substitution":
        this.substitution(node);
        unknown(false);
        return;
      case "arithmetic_expansion":
        for (const child of node.namedChildren) this.arithmetic(child);
        unknown(false);
        return;
      case "brace_expression": // `{1..3}`: classify() sees the braces in the text, as in `a{b,c}`
      case "variable_name":
        parts.push({ text: node.text, quoted: inQuotes });
        return;
      default:
        fail(node, "unsupported word");
    }
  }

  private doubleQuoted(node: Node, parts: Part[]): void {
    const named = node.namedChildren;
    if (named.every((c) => c.type === "string_content")) {
      // Rebuild from the source: tree-sitter's tokens inside strings do not always cover every character.
      // (A backslash-newline, which bash would remove, was refused before the walk.)
      const inner = node.text.slice(1, -1);
      // Stryker disable next-line ConditionalExpression: fail-closed guard; no string found that reaches it
      if (MISSED_EXPANSION.test(inner)) fail(node, "string the parser could not split");
      parts.push({ text: inner.replace(/\\([$`"\\])/g, "$1"), quoted: true });
      return;
    }
    // Stryker disable next-line ArrayDeclaration: a non-Part element has no `splits`, like an empty list
    const inner: Part[] = [];
    for (const child of named) {
      if (child.type === "string_content") {
        // Stryker disable next-line ConditionalExpression: fail-closed guard; no string found that reaches it
        if (MISSED_EXPANSION.test(child.text)) fail(child, "string the parser could not split");
        continue;
      }
      this.wordParts(child, inner, true);
    }
    parts.push({ text: node.text, quoted: true, opaque: true, splits: inner.some((p) => p.splits) });
  }

  private substitution(node: Node): void {
    // Inside backquotes bash removes one level of backslashes and parses again (`\`cmd\`` nests, `\$(cmd)` runs);
    // tree-sitter reads the text once. Refuse the ambiguity rather than guess.
    if (node.child(0)!.type === "`" && node.text.includes("\\")) fail(node, "backslash inside backquotes");
    const body: Flow[] = [];
    for (let i = 0; i < node.childCount; i++) {
      const child = node.child(i)!;
      if (!child.isNamed) continue;
      if (node.fieldNameForChild(i) === "redirect")
        this.redirect(child); // $(< file)
      else body.push(this.statement(child));
    }
    this.pending.push({ t: "sub", body: { t: "seq", items: body } });
  }

  // Stryker disable all: the grammar (node-types.json) gives `$name` only these two children; the check guards
  // against a grammar update
  private simpleExpansion(node: Node): void {
    for (const child of node.namedChildren) {
      if (child.type !== "variable_name" && child.type !== "special_variable_name")
        fail(child, "unsupported expansion");
    }
  }
  // Stryker restore all

  /** `${x}` and `${#x}` are plain; every operator (`${x:-..}`, `${!x}`, `${x@P}`, `${x/a/b}`, subscripts that
   * are not plain numbers) can run code or hide text, so it is a finding. */
  private expansion(node: Node): void {
    const inner = node.text.slice(2, -1);
    const plain =
      /^#?([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!-])$/.test(inner) ||
      /^#?[A-Za-z_][A-Za-z0-9_]*\[([0-9]+|@|\*)\]$/.test(inner);
    if (!plain) {
      this.finding("parameter-operator", node);
    }
    // The name, and the operands of an operator (patterns, replacements), only matter for the substitutions
    // inside them: an operator already refuses the line.
    for (const child of node.namedChildren) {
      if (child.type === "subscript") {
        for (const index of child.childrenForFieldName("index")) this.arithmetic(index);
      } else if (child.type === "regex") {
        if (MISSED_EXPANSION.test(child.text)) fail(child, "expansion operand the parser could not split");
      } else if (child.type !== "special_variable_name") this.word(child);
    }
  }

  /** Arithmetic contexts: `$(( ))`, `(( ))`, C-style for, subscripts. Variable names there are evaluated as
   * arithmetic, recursively, so their values must be known numbers (checked after the walk). */
  arithmetic(node: Node): void {
    switch (node.type) {
      case "number": // `10#${x}` holds an expansion
      case "parenthesized_expression":
      case "ternary_expression":
      case "subscript": // `a[i]` reads a and i
        for (const child of node.namedChildren) this.arithmetic(child);
        return;
      case "variable_name": // also `0x1F` to tree-sitter
      case "word":
        if (NAME.test(node.text)) this.arithmeticRefs.push({ name: node.text, node });
        else if (!/^[0-9][0-9A-Za-z#@_]*$/.test(node.text) && node.text !== "@" && node.text !== "*")
          fail(node, "unsupported arithmetic");
        return;
      case "simple_expansion": {
        this.simpleExpansion(node);
        const v = node.namedChild(0)!;
        if (v.type === "variable_name") this.arithmeticRefs.push({ name: v.text, node });
        return;
      }
      case "expansion": {
        this.expansion(node);
        const m = /^([A-Za-z_][A-Za-z0-9_]*)/.exec(node.text.slice(2, -1));
        if (m) this.arithmeticRefs.push({ name: m[1], node });
        return;
      }
      case "command_substitution":
        this.substitution(node);
        return;
      case "binary_expression": {
        const op = node.childForFieldName("operator")!.text; // a required field
        const left = node.childForFieldName("left");
        const target =
          ASSIGNMENT_OPERATORS.has(op) && left !== null && (left.type === "variable_name" || left.type === "word");
        if (target)
          this.assignments.push({ name: left.text, via: "arithmetic", source: node.text, start: node.startIndex });
        // `x = ..` does not read x; `x += ..` does.
        for (const child of node.namedChildren)
          if (!(target && op === "=" && child.id === left.id)) this.arithmetic(child);
        return;
      }
      case "postfix_expression":
      case "unary_expression": {
        const op = node.childForFieldName("operator")!.text; // a required field
        const operand = node.namedChildren.find((c) => c.type === "variable_name" || c.type === "word");
        if ((op === "++" || op === "--") && operand) {
          this.assignments.push({ name: operand.text, via: "arithmetic", source: node.text, start: node.startIndex });
        }
        for (const child of node.namedChildren) this.arithmetic(child);
        return;
      }
      case "variable_assignment": {
        const name = node.childForFieldName("name");
        // Stryker disable next-line ConditionalExpression,OptionalChaining: `for ((a[1] = 0; ;))` is a syntax error to tree-sitter
        if (name?.type !== "variable_name") fail(node, "unsupported arithmetic");
        this.assignments.push({ name: name.text, via: "arithmetic", source: node.text, start: node.startIndex });
        for (const value of node.childrenForFieldName("value")) this.arithmetic(value);
        return;
      }
      case "comment":
        return;
      default:
        fail(node, "unsupported arithmetic");
    }
  }

  /** A name read in arithmetic must be set in this line before it is read, and only to integer literals or by
   * arithmetic: anything else (the environment, `$_`, a command's output) could be `a[$(cmd)]`, which bash runs.
   * `((i++))`, `((x += 1))` and `x=$((x + 1))` read the old value first, so they do not count as setting it
   * before their own read. */
  checkArithmeticReferences(): void {
    for (const ref of this.arithmeticRefs) {
      const sets = this.assignments.filter((a) => a.name === ref.name);
      const at = ref.node.startIndex;
      const safe =
        // Stryker disable next-line EqualityOperator: a read never starts where an assignment ends (`;` or `))` lies between)
        sets.some((a) => (a.via === "for" ? a.start : a.start + a.source.length) <= at) &&
        sets.every((a) => a.via === "arithmetic" || (a.value?.kind === "literal" && /^-?\d+$/.test(a.value.text)));
      if (!safe) this.finding("arithmetic-variable", ref.node);
    }
  }
}

/** `cd`, `pushd`, `popd` (also after `builtin`/`command`): how the command moves the shell; anything else
 * leaves it where it is. The built-in rules refuse the forms that leave the workspace. */
function directoryChange(all: ShellWord[]): Flow {
  let words = all;
  // An unknown word's text is its source, which is never one of these names: no need to check its kind.
  while (words[0]?.text === "builtin" || words[0]?.text === "command") words = words.slice(1);
  if (words[0]?.text === "--") words = words.slice(1);
  const name = words[0]?.text;
  if (name !== "cd" && name !== "pushd" && name !== "popd") return { t: "none" };
  const args = words.slice(1).filter((w) => !/^-[LPe@]+$/.test(w.text) && w.text !== "--");
  if (name === "popd") return args.length ? { t: "cd", op: "cd", dir: null } : { t: "cd", op: "popd", dir: null };
  const dir = args.length === 1 && args[0].kind === "literal" ? args[0].text : null;
  return { t: "cd", op: name, dir };
}

/** `"$@"` and `"${a[@]}"` are several words even inside quotes. */
function expandsToWords(text: string): boolean {
  return text === "$@" || (/^\$\{!?[A-Za-z_0-9]*(\[@\])?@?\}$/.test(text) && text.includes("@"));
}

function isSpecialParameter(node: Node): boolean {
  const inner = node.type === "string" && node.namedChildCount === 1 ? node.namedChild(0)! : node;
  return inner.type === "simple_expansion" && inner.namedChild(0)!.type === "special_variable_name";
}

/** Unquoted text: a backslash quotes the next character (a backslash-newline was refused before the walk).
 * Splitting on `\\(.)` leaves the plain runs at even places and each escaped character at an odd one. */
function pushUnquoted(parts: Part[], text: string): void {
  text.split(/\\(.)/).forEach((piece, i) => parts.push({ text: piece, quoted: i % 2 === 1 }));
}

/** Decides whether the word's final text is known, and whether it may turn into several words. */
function classify(parts: Part[], source: string): ShellWord {
  let opaque = false;
  let splits = false;
  // Characters with their positions, for glob, brace and tilde detection. Only an expansion splits, and an
  // unquoted one always does (the word is "multi" whatever its characters say); a quoted one's text is quoted.
  const chars: { c: string; quoted: boolean }[] = [];
  for (const p of parts) {
    if (p.opaque) opaque = true;
    if (p.splits) splits = true;
    for (const c of p.text) chars.push({ c, quoted: p.quoted });
  }
  const unq = (i: number, c: string) => !chars[i].quoted && chars[i].c === c;
  let glob = false;
  let brace = false;
  let tilde = false;
  for (let i = 0; i < chars.length; i++) {
    if (unq(i, "*") || unq(i, "?")) glob = true;
    if (unq(i, "[") && chars.slice(i + 1).some((x) => !x.quoted && x.c === "]")) glob = true;
    if (unq(i, "~") && (i === 0 || unq(i - 1, "=") || unq(i - 1, ":"))) tilde = true;
    if (unq(i, "{")) {
      let depth = 0;
      for (let j = i; j < chars.length; j++) {
        if (unq(j, "{")) depth++;
        else if (unq(j, "}") && --depth === 0) break;
        // A `,` or `..` in a nested pair makes that pair an expansion too: its depth need not be checked.
        else if (unq(j, ",") || (unq(j, ".") && unq(j - 1, "."))) brace = true;
      }
    }
  }
  if (glob && !brace && !opaque) {
    const pattern = chars.map((x) => (x.quoted && /[*?[\]\\]/.test(x.c) ? `\\${x.c}` : x.c)).join("");
    return { text: source, kind: "multi", source, glob: pattern };
  }
  if (glob || brace || splits) return { text: source, kind: "multi", source };
  if (opaque || tilde) return { text: source, kind: "single", source };
  return { text: parts.map((p) => p.text).join(""), kind: "literal", source };
}
