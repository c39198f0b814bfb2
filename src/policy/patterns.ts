// bash.allow / bash.deny patterns: space-separated tokens matched against a command's words after quote
// removal. `*` alone = zero or more whole words; a token with `*` inside = a glob within one word; any other
// token must equal the word. A pattern matches the whole argv, so `git diff *` never matches `git difftool`.
import type { ShellWord } from "./shell.js";

/** `*` alone, or a word: its text with `*` standing for any characters (a plain word matches only itself). */
type Token = { kind: "any" } | { kind: "word"; re: RegExp };

export interface CommandPattern {
  /** As written in the policy. */
  text: string;
  tokens: readonly Token[];
}

/** Throws on a pattern that can never match anything (empty). */
export function compilePattern(text: string): CommandPattern {
  const parts = text.split(/\s/).filter(Boolean);
  if (parts.length === 0) throw new Error("empty command pattern");
  const tokens = parts.map((t): Token => {
    if (t === "*") return { kind: "any" };
    const body = t
      .split("*")
      .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*");
    return { kind: "word", re: new RegExp(`^${body}$`, "s") };
  });
  return { text, tokens };
}

const tokenMatches = (token: Extract<Token, { kind: "word" }>, text: string): boolean => token.re.test(text);

/** Allow semantics: every word must be matched for certain. A word whose text is unknown ($x, a glob)
 * can only be covered by a whole-word `*`. */
export function matchesAllow(pattern: CommandPattern, words: readonly ShellWord[]): boolean {
  const { tokens } = pattern;
  const memo = new Map<string, boolean>();
  const go = (i: number, j: number): boolean => {
    const key = `${i} ${j}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const token = tokens[i];
    let r: boolean;
    if (token === undefined) r = j === words.length;
    else if (token.kind === "any") r = go(i + 1, j) || (j < words.length && go(i, j + 1));
    else r = j < words.length && words[j].kind === "literal" && tokenMatches(token, words[j].text) && go(i + 1, j + 1);
    memo.set(key, r);
    return r;
  };
  return go(0, 0);
}

/** Deny semantics: true when the words could match once expanded. An unknown single word may be any word;
 * an unknown multi word may be any number of words, so `npm $x` may be `npm publish`. */
export function mayMatchDeny(pattern: CommandPattern, words: readonly ShellWord[]): boolean {
  const { tokens } = pattern;
  const memo = new Map<string, boolean>();
  // Every step consumes a token or a word, so the recursion ends.
  const go = (i: number, j: number): boolean => {
    if (i === tokens.length && j === words.length) return true;
    const key = `${i} ${j}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let r = false;
    const token = tokens[i];
    const word = words[j];
    if (token?.kind === "any") r = go(i + 1, j) || (word !== undefined && go(i, j + 1));
    if (!r && word?.kind === "multi") r = go(i, j + 1) || (token !== undefined && go(i + 1, j));
    if (!r && token && token.kind !== "any" && word && word.kind !== "multi") {
      r = (word.kind === "single" || tokenMatches(token, word.text)) && go(i + 1, j + 1);
    }
    memo.set(key, r);
    return r;
  };
  return go(0, 0);
}

// Programs whose first words name what they do (`npm run lint`, `git commit`, `python -m pytest`): the pattern
// keeps those words and lets the rest vary. Any other program is suggested as `name *`.
const SUBCOMMANDS: Record<string, number> = {
  npm: 1,
  pnpm: 1,
  yarn: 1,
  bun: 1,
  npx: 1,
  git: 1,
  cargo: 1,
  go: 1,
  docker: 1,
  pip: 1,
  pip3: 1,
  uv: 1,
  poetry: 1,
  make: 1,
  gh: 1,
  kubectl: 1,
  dotnet: 1,
  deno: 1,
  mvn: 1,
  gradle: 1,
  rustup: 1,
  bundle: 1,
  composer: 1,
  python: 0,
  python3: 0,
};
// After these, one more word names the action (`npm run lint`, `uv run pytest`, `python -m pytest`).
const RUNNERS = new Set(["run", "exec", "-m", "x", "dlx", "tool"]);
const SUBCOMMAND_WORD = /^[a-z][a-z0-9._:-]*$/;

/** The narrowest general bash.allow line for this command (`tail *`, `npm run lint *`), or undefined when
 * the command word itself cannot be spelled. */
export function suggestAllowPattern(words: readonly ShellWord[]): string | undefined {
  const spellable = (w: ShellWord | undefined) => w?.kind === "literal" && w.text !== "" && !/[\s*]/.test(w.text);
  if (!spellable(words[0])) return undefined;
  const name = words[0].text;
  const tokens = [name];
  const depth = SUBCOMMANDS[name.split("/").pop()!];
  const isSubcommand = (w: ShellWord | undefined): w is ShellWord => spellable(w) && SUBCOMMAND_WORD.test(w!.text);
  let i = 1;
  if (depth === 1 && isSubcommand(words[1])) tokens.push(words[i++].text);
  else if (depth === 0 && words[1]?.text === "-m") tokens.push(words[i++].text);
  if (depth !== undefined && RUNNERS.has(tokens[tokens.length - 1]) && isSubcommand(words[i]))
    tokens.push(words[i].text);
  tokens.push("*");
  return tokens.join(" ");
}
