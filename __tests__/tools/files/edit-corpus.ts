// Edit-fidelity corpus: realistic edit_file calls against realistic files, each with the only acceptable
// outcome — the exact resulting file, or the error that must be returned instead of a guess. Used by
// edit-corpus.test.ts and by the edit-fidelity bench ("every safe case applied, zero wrong edits").
import type { EditError, Normalisation } from "../../../src/tools/edit-match.js";

export interface EditCase {
  name: string;
  file: string;
  old: string;
  new: string;
  replace_all?: boolean;
  expect: { result: string; normalisations?: Normalisation[]; replacements?: number } | { error: EditError };
}

const tsService = `import { readFile } from "node:fs/promises";

export class UserService {
  constructor(private readonly db: Database) {}

  async findUser(id: string): Promise<User | undefined> {
    const row = await this.db.get("SELECT * FROM users WHERE id = ?", id);
    if (!row) return undefined;
    return toUser(row);
  }

  async deleteUser(id: string): Promise<void> {
    await this.db.run("DELETE FROM users WHERE id = ?", id);
  }
}
`;

const pyModule = `import os


def load_config(path):
    """Load the config file."""
    with open(path) as f:
        data = f.read()
    return parse(data)


def save_config(path, data):
    with open(path, "w") as f:
        f.write(data)
`;

const goFile =
  'package main\n\nimport "fmt"\n\nfunc main() {\n\tfor i := 0; i < 3; i++ {\n\t\tfmt.Println(i)\n\t}\n}\n';

const yaml = `name: ci
on:
  push:
    branches: [main]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm test
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm run lint
`;

const markdown = "# Title\n\nIt’s a “quoted” word and a don’t.\n\nSecond paragraph.\n";

const crlf = "line one\r\nline two\r\nline three\r\n";

const dupBlocks = `function a() {
  return 1;
}

function b() {
  return 1;
}
`;

export const editCorpus: EditCase[] = [
  // --- exact, single ---------------------------------------------------------------------------------------
  {
    name: "ts: change one line inside a method",
    file: tsService,
    old: "    if (!row) return undefined;",
    new: "    if (!row) throw new NotFound(id);",
    expect: {
      result: tsService.replace("    if (!row) return undefined;", "    if (!row) throw new NotFound(id);"),
      normalisations: [],
    },
  },
  {
    name: "ts: replace a whole method block",
    file: tsService,
    old: '  async deleteUser(id: string): Promise<void> {\n    await this.db.run("DELETE FROM users WHERE id = ?", id);\n  }',
    new: '  async deleteUser(id: string): Promise<boolean> {\n    const r = await this.db.run("DELETE FROM users WHERE id = ?", id);\n    return r.changes > 0;\n  }',
    expect: {
      result: tsService.replace(
        '  async deleteUser(id: string): Promise<void> {\n    await this.db.run("DELETE FROM users WHERE id = ?", id);\n  }',
        '  async deleteUser(id: string): Promise<boolean> {\n    const r = await this.db.run("DELETE FROM users WHERE id = ?", id);\n    return r.changes > 0;\n  }',
      ),
    },
  },
  {
    name: "ts: insert an import after the first line",
    file: tsService,
    old: 'import { readFile } from "node:fs/promises";\n',
    new: 'import { readFile } from "node:fs/promises";\nimport { NotFound } from "./errors.js";\n',
    expect: { result: tsService.replace('promises";\n', 'promises";\nimport { NotFound } from "./errors.js";\n') },
  },
  {
    name: "ts: delete a line (empty new_string)",
    file: "a();\nb();\nc();\n",
    old: "b();\n",
    new: "",
    expect: { result: "a();\nc();\n" },
  },
  {
    name: "python: edit docstring",
    file: pyModule,
    old: '    """Load the config file."""',
    new: '    """Load and parse the config file at `path`."""',
    expect: { result: pyModule.replace("Load the config file.", "Load and parse the config file at `path`.") },
  },
  {
    name: "go: tabs kept exactly",
    file: goFile,
    old: "\t\tfmt.Println(i)",
    new: '\t\tfmt.Printf("%d\\n", i)',
    expect: { result: goFile.replace("\t\tfmt.Println(i)", '\t\tfmt.Printf("%d\\n", i)') },
  },
  {
    name: "yaml: unique with context although 'runs-on' repeats",
    file: yaml,
    old: "  lint:\n    runs-on: ubuntu-latest",
    new: "  lint:\n    runs-on: ubuntu-24.04",
    expect: { result: yaml.replace("  lint:\n    runs-on: ubuntu-latest", "  lint:\n    runs-on: ubuntu-24.04") },
  },
  {
    name: "json: change a value",
    file: '{\n  "name": "demo",\n  "version": "1.0.0"\n}\n',
    old: '"version": "1.0.0"',
    new: '"version": "1.1.0"',
    expect: { result: '{\n  "name": "demo",\n  "version": "1.1.0"\n}\n' },
  },
  {
    name: "edit the last line of a file without a trailing newline",
    file: "first\nlast",
    old: "last",
    new: "final",
    expect: { result: "first\nfinal" },
  },
  {
    name: "unicode text edited exactly",
    file: "grüße = 'héllo wörld' # 日本語\n",
    old: "'héllo wörld'",
    new: "'hallo welt'",
    expect: { result: "grüße = 'hallo welt' # 日本語\n" },
  },
  {
    name: "regex metacharacters in old_string are literal",
    file: "const re = /^(a|b)+$/;\nconst s = '.*';\n",
    old: "/^(a|b)+$/",
    new: "/^(a|b|c)+$/",
    expect: { result: "const re = /^(a|b|c)+$/;\nconst s = '.*';\n" },
  },

  // --- literal replacement ($ patterns) -----------------------------------------------------------------------
  {
    name: "$& in new_string stays literal",
    file: "price = cost\n",
    old: "cost",
    new: "cost + $&",
    expect: { result: "price = cost + $&\n" },
  },
  {
    name: "$1 and $$ in new_string stay literal",
    file: 'echo "hi"\n',
    old: 'echo "hi"',
    new: 'echo "$1 $$ $` $\'"',
    expect: { result: 'echo "$1 $$ $` $\'"\n' },
  },
  {
    name: "$& with replace_all stays literal in every place",
    file: "x\nx\n",
    old: "x",
    new: "$&$&",
    replace_all: true,
    expect: { result: "$&$&\n$&$&\n", replacements: 2 },
  },

  // --- line endings and BOM -------------------------------------------------------------------------------------
  {
    name: "CRLF file: LF old/new are converted and the file stays CRLF",
    file: crlf,
    old: "line two\nline three",
    new: "line 2\nline 2.5\nline 3",
    expect: { result: "line one\r\nline 2\r\nline 2.5\r\nline 3\r\n" },
  },
  {
    name: "CRLF file: single-line edit",
    file: crlf,
    old: "line one",
    new: "line 1",
    expect: { result: "line 1\r\nline two\r\nline three\r\n" },
  },
  {
    name: "CRLF file: old_string given with CRLF too",
    file: crlf,
    old: "line one\r\nline two",
    new: "one\r\ntwo",
    expect: { result: "one\r\ntwo\r\nline three\r\n" },
  },
  {
    name: "LF file: CRLF in new_string becomes LF",
    file: "a\nb\n",
    old: "a\n",
    new: "x\r\ny\r\n",
    expect: { result: "x\ny\nb\n" },
  },
  {
    name: "BOM is kept when editing the first line",
    file: "\uFEFFfirst line\nsecond\n",
    old: "first line",
    new: "1st line",
    expect: { result: "\uFEFF1st line\nsecond\n" },
  },
  {
    name: "BOM + CRLF both kept",
    file: "\uFEFFa = 1\r\nb = 2\r\n",
    old: "a = 1\nb = 2",
    new: "a = 10\nb = 20",
    expect: { result: "\uFEFFa = 10\r\nb = 20\r\n" },
  },

  // --- ambiguity ---------------------------------------------------------------------------------------------------
  {
    name: "two identical lines: refused as ambiguous",
    file: dupBlocks,
    old: "  return 1;",
    new: "  return 2;",
    expect: { error: "ambiguous" },
  },
  {
    name: "two identical lines: made unique with context",
    file: dupBlocks,
    old: "function b() {\n  return 1;",
    new: "function b() {\n  return 2;",
    expect: { result: dupBlocks.replace("function b() {\n  return 1;", "function b() {\n  return 2;") },
  },
  {
    name: "overlapping occurrences (aa in aaa) are ambiguous",
    file: "aaa\n",
    old: "aa",
    new: "b",
    expect: { error: "ambiguous" },
  },
  {
    name: "replace_all renames every occurrence",
    file: "let count = 0;\ncount += 1;\nreturn count;\n",
    old: "count",
    new: "total",
    replace_all: true,
    expect: { result: "let total = 0;\ntotal += 1;\nreturn total;\n", replacements: 3 },
  },
  {
    name: "replace_all takes overlapping occurrences left to right",
    file: "aaaa\n",
    old: "aa",
    new: "b",
    replace_all: true,
    expect: { result: "bb\n", replacements: 2 },
  },
  {
    name: "replace_all with a single occurrence",
    file: "one two\n",
    old: "two",
    new: "three",
    replace_all: true,
    expect: { result: "one three\n", replacements: 1 },
  },
  {
    name: "yaml: repeated step is ambiguous",
    file: yaml,
    old: "      - uses: actions/checkout@v4",
    new: "      - uses: actions/checkout@v5",
    expect: { error: "ambiguous" },
  },

  // --- not found: hallucinated or stale text must never be guessed --------------------------------------------------
  {
    name: "hallucinated line is not found",
    file: tsService,
    old: "    if (row === null) return undefined;",
    new: "    if (row === null) throw new Error();",
    expect: { error: "not_found" },
  },
  {
    name: "first and last lines match but the middle differs: refused",
    file: "function f() {\n  const a = 1;\n  const b = 2;\n  return a + b;\n}\n",
    old: "function f() {\n  const a = 1;\n  const c = 3;\n  return a + b;\n}",
    new: "function f() {\n  return 3;\n}",
    expect: { error: "not_found" },
  },
  {
    name: "old_string with a line missing from the middle: refused",
    file: "a\nb\nc\nd\n",
    old: "a\nb\nd",
    new: "x",
    expect: { error: "not_found" },
  },
  {
    name: "similar identifier (case differs) is not matched",
    file: "const userId = 1;\n",
    old: "const userID = 1;",
    new: "const userId = 2;",
    expect: { error: "not_found" },
  },
  {
    name: "a typo in old_string is not corrected",
    file: "const message = 'hello';\n",
    old: "const mesage = 'hello';",
    new: "const message = 'bye';",
    expect: { error: "not_found" },
  },
  {
    name: "inner whitespace differences are not normalised",
    file: "if (a &&  b) {}\n",
    old: "if (a && b) {}",
    new: "if (a || b) {}",
    expect: { error: "not_found" },
  },
  {
    name: "single vs double quotes are never interchanged",
    file: "x = 'a'\n",
    old: 'x = "a"',
    new: 'x = "b"',
    expect: { error: "not_found" },
  },
  {
    name: "a line that only exists with different content after it is refused",
    file: "import a\nimport b\n",
    old: "import a\nimport c",
    new: "import a\nimport d",
    expect: { error: "not_found" },
  },
  {
    name: "blank line missing between lines: refused",
    file: "a()\n\nb()\n",
    old: "a()\nb()",
    new: "c()",
    expect: { error: "not_found" },
  },

  // --- no change / empty ------------------------------------------------------------------------------------------
  {
    name: "identical old and new: no_change",
    file: "keep\n",
    old: "keep",
    new: "keep",
    expect: { error: "no_change" },
  },
  {
    name: "empty old_string on a non-empty file: refused",
    file: "content\n",
    old: "",
    new: "other\n",
    expect: { error: "empty_old_string" },
  },
  {
    name: "empty old_string on an empty file: fills it",
    file: "",
    old: "",
    new: "hello\n",
    expect: { result: "hello\n" },
  },
  {
    name: "quote normalisation that makes new equal the file: no_change",
    file: "say “hi”\n",
    old: 'say "hi"',
    new: "say “hi”",
    expect: { error: "no_change" },
  },

  // --- curly quotes -----------------------------------------------------------------------------------------------
  {
    name: "curly double quotes in old_string match straight ones in code; inserted text stays straight",
    file: 'console.log("hello");\n',
    old: "console.log(“hello”);",
    new: "console.log(“goodbye”);",
    expect: { result: 'console.log("goodbye");\n', normalisations: ["quotes"] },
  },
  {
    name: "curly single quotes in old_string match straight ones",
    file: "name = 'x'\n",
    old: "name = ‘x’",
    new: "name = ‘y’",
    expect: { result: "name = 'y'\n", normalisations: ["quotes"] },
  },
  {
    name: "straight quotes in old_string match curly prose; inserted text takes curly style",
    file: markdown,
    old: 'It\'s a "quoted" word',
    new: 'It\'s a "nice" word',
    expect: { result: "# Title\n\nIt’s a “nice” word and a don’t.\n\nSecond paragraph.\n", normalisations: ["quotes"] },
  },
  {
    name: "apostrophe in prose: straight in old matches curly, new gets curly apostrophe",
    file: markdown,
    old: "a don't.",
    new: "a won't.",
    expect: {
      result: "# Title\n\nIt’s a “quoted” word and a won’t.\n\nSecond paragraph.\n",
      normalisations: ["quotes"],
    },
  },
  {
    name: "curly quotes matching two places: ambiguous, never guessed",
    file: 'a("x")\nb("x")\n',
    old: "(“x”)",
    new: "(“y”)",
    expect: { error: "ambiguous" },
  },
  {
    name: "curly single quotes never match straight double quotes",
    file: 'x = "a"\n',
    old: "x = ‘a’",
    new: "x = ‘b’",
    expect: { error: "not_found" },
  },

  // --- line-number prefixes pasted from read_file ------------------------------------------------------------------
  {
    name: "read_file prefixes on every line of old and new are stripped",
    file: "alpha\nbeta\ngamma\n",
    old: "     2\tbeta\n     3\tgamma",
    new: "     2\tBETA\n     3\tgamma",
    expect: { result: "alpha\nBETA\ngamma\n", normalisations: ["line_prefixes"] },
  },
  {
    name: "prefixes in old only; new without prefixes",
    file: "alpha\nbeta\ngamma\n",
    old: "     1\talpha\n     2\tbeta",
    new: "alpha\nbeta2",
    expect: { result: "alpha\nbeta2\ngamma\n", normalisations: ["line_prefixes"] },
  },
  {
    name: "prefixed blank line whose tab was lost",
    file: "def f():\n    pass\n\ndef g():\n    pass\n",
    old: "     2\t    pass\n     3\n     4\tdef g():",
    new: "     2\t    return 1\n     3\n     4\tdef g():",
    expect: { result: "def f():\n    return 1\n\ndef g():\n    pass\n", normalisations: ["line_prefixes"] },
  },
  {
    name: "prefixes not on every line: not stripped, not found",
    file: "alpha\nbeta\n",
    old: "     1\talpha\nbeta",
    new: "x",
    expect: { error: "not_found" },
  },
  {
    name: "a TSV file whose lines really start with numbers is matched exactly",
    file: "1\tapple\n2\tbanana\n",
    old: "2\tbanana",
    new: "2\tcherry",
    expect: { result: "1\tapple\n2\tcherry\n", normalisations: [] },
  },
  {
    name: "prefixed text that does not match after stripping: not found",
    file: "alpha\nbeta\n",
    old: "     1\talpha\n     2\tbeat",
    new: "x",
    expect: { error: "not_found" },
  },

  // --- trailing whitespace -----------------------------------------------------------------------------------------
  {
    name: "file has trailing spaces the model did not copy",
    file: "let a = 1;   \nlet b = 2;\n",
    old: "let a = 1;\nlet b = 2;",
    new: "let a = 10;\nlet b = 20;",
    expect: { result: "let a = 10;\nlet b = 20;\n", normalisations: ["trailing_whitespace"] },
  },
  {
    name: "old_string has trailing spaces the file does not",
    file: "x = 1\ny = 2\n",
    old: "x = 1  \ny = 2",
    new: "x = 3\ny = 4",
    expect: { result: "x = 3\ny = 4\n", normalisations: ["trailing_whitespace"] },
  },
  {
    name: "trailing-whitespace match in two places: ambiguous",
    file: "a \nb\na\nb\n",
    old: "a\t\nb",
    new: "c",
    expect: { error: "ambiguous" },
  },

  // --- indentation shift -------------------------------------------------------------------------------------------
  {
    name: "block copied with less indentation (spaces): re-indented by the same delta",
    file: "class A {\n  run() {\n    if (x) {\n      go();\n    }\n  }\n}\n",
    old: "if (x) {\n  go();\n}",
    new: "if (x) {\n  go();\n  stop();\n}",
    expect: {
      result: "class A {\n  run() {\n    if (x) {\n      go();\n      stop();\n    }\n  }\n}\n",
      normalisations: ["indentation"],
    },
  },
  {
    name: "block copied with more indentation: dedented by the same delta",
    file: "def f():\n    for x in xs:\n        print(x)\n",
    old: "            for x in xs:\n                print(x)",
    new: "            for x in xs:\n                print(x * 2)",
    expect: { result: "def f():\n    for x in xs:\n        print(x * 2)\n", normalisations: ["indentation"] },
  },
  {
    name: "tab-indented block copied without tabs",
    file: goFile,
    old: "for i := 0; i < 3; i++ {\n\tfmt.Println(i)\n}",
    new: "for i := 0; i < 5; i++ {\n\tfmt.Println(i)\n}",
    expect: { result: goFile.replace("i < 3", "i < 5"), normalisations: ["indentation"] },
  },
  {
    name: "spaces in old_string never match a tab-indented block",
    file: goFile,
    old: "    for i := 0; i < 3; i++ {\n        fmt.Println(i)\n    }",
    new: "    for i := 0; i < 9; i++ {\n        fmt.Println(i)\n    }",
    expect: { error: "not_found" },
  },
  {
    name: "non-uniform shift (inner line relatively different) is refused",
    file: "  a {\n      b\n  }\n",
    old: "a {\n  b\n}",
    new: "a {\n  c\n}",
    expect: { error: "not_found" },
  },
  {
    name: "indentation-shifted block found in two places: ambiguous",
    file: "  if (x) {\n    y();\n  }\n    if (x) {\n      y();\n    }\n",
    old: "if (x) {\n  y();\n}",
    new: "if (x) {\n  z();\n}",
    expect: { error: "ambiguous" },
  },
  {
    name: "indentation shift with blank line inside the block",
    file: "    a()\n\n    b()\n",
    old: "a()\n\nb()",
    new: "a()\n\nc()",
    expect: { result: "    a()\n\n    c()\n", normalisations: ["indentation"] },
  },
  {
    name: "dedent impossible for new_string: refused rather than guessed",
    file: "  x = 1\n  y = 2\n",
    old: "    x = 1\n    y = 2",
    new: "x = 1\n  y = 3",
    expect: { error: "not_found" },
  },
  {
    name: "single line copied with extra indentation",
    file: "    return value;\n",
    old: "        return value;",
    new: "        return value ?? null;",
    expect: { result: "    return value ?? null;\n", normalisations: ["indentation"] },
  },

  // --- combinations -------------------------------------------------------------------------------------------------
  {
    name: "prefixes plus trailing whitespace in the file",
    file: "one  \ntwo\n",
    old: "     1\tone\n     2\ttwo",
    new: "     1\tONE\n     2\ttwo",
    expect: { result: "ONE\ntwo\n", normalisations: ["line_prefixes", "trailing_whitespace"] },
  },
  {
    name: "CRLF file with an indentation-shifted block",
    file: "{\r\n    a: 1,\r\n    b: 2,\r\n}\r\n",
    old: "a: 1,\nb: 2,",
    new: "a: 1,\nb: 3,",
    expect: { result: "{\r\n    a: 1,\r\n    b: 3,\r\n}\r\n", normalisations: ["indentation"] },
  },
  {
    name: "CRLF file with curly quotes in old_string",
    file: 'msg = "hi"\r\nend\r\n',
    old: "msg = “hi”\nend",
    new: "msg = “bye”\nend",
    expect: { result: 'msg = "bye"\r\nend\r\n', normalisations: ["quotes"] },
  },
  {
    name: "mixed line endings: the edited region takes the dominant CRLF",
    file: "a\r\nb\nc\r\n",
    old: "b\nc",
    new: "B\nC",
    expect: { result: "a\r\nB\r\nC\r\n" },
  },
  {
    name: "markdown: replace a paragraph exactly",
    file: markdown,
    old: "Second paragraph.",
    new: "Second paragraph, revised.",
    expect: { result: markdown.replace("Second paragraph.", "Second paragraph, revised.") },
  },
  {
    name: "python: dedented copy of a nested with-block",
    file: pyModule,
    old: 'with open(path, "w") as f:\n    f.write(data)',
    new: 'with open(path, "w", encoding="utf-8") as f:\n    f.write(data)',
    expect: {
      result: pyModule.replace('open(path, "w")', 'open(path, "w", encoding="utf-8")'),
      normalisations: ["indentation"],
    },
  },
  {
    name: "substring of a longer identifier in two places is ambiguous",
    file: "getUser()\ngetUserName()\n",
    old: "getUser",
    new: "fetchUser",
    expect: { error: "ambiguous" },
  },
  {
    name: "substring made unique with the call parentheses",
    file: "getUser()\ngetUserName()\n",
    old: "getUser()",
    new: "fetchUser()",
    expect: { result: "fetchUser()\ngetUserName()\n" },
  },
];
