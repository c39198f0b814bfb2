// Runs each line in real bash with a PATH of logging stubs and checks that every command bash actually ran
// is one the parser reported: the parser may see more than bash runs, never less.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCommandLine } from "../../src/policy/shell.js";

const STUBS = ["aa", "bb", "cc", "dd", "ee", "ff", "xx"];

const LINES = [
  "aa; bb & cc | dd && ee || ff; wait",
  "(aa; { bb; })",
  'xx $(aa) "$(bb)" `cc` $(( $(dd) + 1 ))',
  "xx <<EOF\n$(aa) ${HOME:+$(cc)}\nEOF",
  "xx <<'EOF'\n$(aa)\nEOF",
  "xx <(aa) >(bb)",
  "if aa; then bb; elif cc; then dd; else ee; fi",
  "while aa; do bb; break; done",
  "for i in 1 2; do aa; done",
  "case x in x) aa;; esac",
  "[[ -n $(aa) ]] && bb",
  "xx ${y:-$(aa)}",
  "y=$(bb) aa",
  "y=$(aa)",
  "xx <<< $(aa)",
  "f() { aa; }; f",
  "! aa",
  "aa |& bb",
  "time aa",
  "xx $(aa $(bb))",
  'xx "$(aa "$(bb)")"',
  "xx # ; aa",
  "xx 'a' \"$(aa)\"'b'",
  "xx $[ $(aa) ]",
  "xx $(xx <<EOF\n$(aa)\nEOF\n)",
  "(( $(aa) ))",
  "for ((i=$(aa); i<1; i++)); do :; done",
  "xx > $(aa)",
  "xx < <(aa)",
  "aa \\\n  bb",
  "aa && bb\ncc",
  'xx "$(aa)$(bb)" "${x}$(cc)"',
  "xx ${HOME:=$(aa)}",
  'xx "${HOME#"$(aa)"}"',
  'xx "a\\"$(aa)\\"b"',
  "xx $( (aa); bb )",
  "xx `bb; aa`",
  "for x in $(aa); do bb; done",
  "xx 3< <(aa)",
  "xx<<<$(aa)",
  "xx&&aa",
  "{ xx;}; aa",
];

let dir: string;
let bin: string;
let lineNo = 0;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "policy-bash-"));
  bin = path.join(dir, "bin");
  mkdirSync(bin);
  // Records its arguments, NUL-separated, to compare with the parser's quote removal.
  writeFileSync(path.join(bin, "args"), '#!/bin/sh\nfor a in "$@"; do printf \'%s\\0\' "$a"; done > "$STUB_LOG"\n');
  chmodSync(path.join(bin, "args"), 0o755);
  for (const name of STUBS) {
    const stub = path.join(bin, name);
    writeFileSync(stub, `#!/bin/sh\necho "\${0##*/}" >> "$STUB_LOG"\necho 1\n`);
    chmodSync(stub, 0o755);
  }
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("the parser against real bash", () => {
  it.each(LINES)("sees every command bash runs in %j", async (line) => {
    // One log per line: a process substitution may still be writing after bash returns.
    const log = path.join(dir, `log-${lineNo++}`);
    writeFileSync(log, "");
    const r = spawnSync("/bin/bash", ["-c", line], {
      cwd: dir,
      env: { PATH: bin, HOME: dir, STUB_LOG: log },
      stdio: ["ignore", "ignore", "ignore"],
      timeout: 10_000,
    });
    expect(r.error).toBeUndefined();
    const ran = new Set(readFileSync(log, "utf8").split("\n").filter(Boolean));
    const parsed = await parseCommandLine(line);
    expect(parsed.ok, parsed.ok ? "" : parsed.reason).toBe(true);
    if (!parsed.ok) return;
    // Any word of a command: wrappers (`time aa`) are unwrapped later, by the built-in rules.
    const seen = new Set(parsed.line.commands.flatMap((c) => c.words.map((w) => w.text)));
    for (const name of ran) expect(seen, `bash ran ${name}`).toContain(name);
  });

  it.each([
    `args "a b" 'c'd e\\ f g''h "i\\"j" '$x' "\\\\" \\$y a#b {} @{u} HEAD~1 -- "" ''`,
    `args "tab\there" 'multi\nline' "back\\\\slash" x\\y "a\\$b" "\\\`" '\\n'`,
    `args -"exec" g\\it "--out"put=x`,
  ])("removes quotes exactly as bash does in %j", async (line) => {
    const log = path.join(dir, `log-${lineNo++}`);
    spawnSync("/bin/bash", ["-c", line], {
      cwd: dir,
      env: { PATH: bin, HOME: dir, STUB_LOG: log },
      stdio: "ignore",
      timeout: 10_000,
    });
    const bashArgs = readFileSync(log, "utf8").split("\0").slice(0, -1);
    const parsed = await parseCommandLine(line);
    if (!parsed.ok) throw new Error(parsed.reason);
    const words = parsed.line.commands[0].words.slice(1);
    expect(words.every((w) => w.kind === "literal")).toBe(true);
    expect(words.map((w) => w.text)).toEqual(bashArgs);
  });

  it("does not count quoted here-doc bodies or comments as commands (and neither does bash)", async () => {
    for (const line of ["xx <<'EOF'\n$(aa)\nEOF", "xx # ; aa"]) {
      const parsed = await parseCommandLine(line);
      expect(parsed.ok && parsed.line.commands.map((c) => c.words[0].text)).toEqual(["xx"]);
    }
  });
});
