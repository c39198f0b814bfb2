// Could a bash pathname pattern (`/proc/*/environ`, `src/*/*.ts`) name a file that a deny pattern
// (picomatch syntax with `dot`, as files.deny_read uses) matches? Both are small automata over characters;
// they overlap when some path walks both to their ends. Bash's side follows bash's defaults: `*`, `?` and
// `[..]` never match `/`, `**` is `*` (globstar cannot be switched on: shopt is refused), and a wildcard at the
// start of a component never matches a leading `.`.

type Token =
  | { k: "lit"; c: string }
  | { k: "one" } // ? : one character, not `/`
  | { k: "star" } // * : any characters, not `/`
  | { k: "any" } // ** : any characters
  | { k: "set"; chars: string; negated: boolean };

function tokenize(pattern: string, bashSide: boolean): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\" && i + 1 < pattern.length) out.push({ k: "lit", c: pattern[++i] });
    else if (c === "*") {
      const double = pattern[i + 1] === "*";
      if (double) i++;
      out.push({ k: double && !bashSide ? "any" : "star" });
    } else if (c === "?") out.push({ k: "one" });
    else if (c === "[") {
      const end = pattern.indexOf("]", i + 2);
      if (end === -1) out.push({ k: "lit", c });
      else {
        let body = pattern.slice(i + 1, end);
        const negated = body[0] === "!" || body[0] === "^";
        if (negated) body = body.slice(1);
        out.push({ k: "set", chars: expandRanges(body), negated });
        i = end;
      }
    } else out.push({ k: "lit", c });
  }
  return out;
}

function expandRanges(body: string): string {
  let chars = "";
  for (let i = 0; i < body.length; i++) {
    if (body[i + 1] === "-" && i + 2 < body.length) {
      for (let code = body.charCodeAt(i); code <= body.charCodeAt(i + 2); code++) chars += String.fromCharCode(code);
      i += 2;
    } else chars += body[i];
  }
  return chars;
}

function accepts(t: Token, c: string): boolean {
  switch (t.k) {
    case "lit":
      return t.c === c;
    case "any":
      return true;
    case "set":
      return c !== "/" && t.chars.includes(c) !== t.negated;
    default:
      return c !== "/";
  }
}

const loops = (t: Token) => t.k === "star" || t.k === "any";

/** `{a,b}` alternatives and the optional `**\/` components of a picomatch pattern, spelled out. */
export function patternVariants(pattern: string): string[] {
  const brace = /\{([^{}]*,[^{}]*)\}/.exec(pattern);
  if (brace) {
    return brace[1]
      .split(",")
      .flatMap((alt) =>
        patternVariants(pattern.slice(0, brace.index) + alt + pattern.slice(brace.index + brace[0].length)),
      );
  }
  const variants = new Set([pattern]);
  if (pattern.startsWith("**/")) variants.add(pattern.slice(3));
  if (pattern.endsWith("/**")) variants.add(pattern.slice(0, -3));
  if (pattern.includes("/**/")) variants.add(pattern.replace("/**/", "/"));
  return variants.size === 1
    ? [pattern]
    : [...new Set([...variants].flatMap((v) => (v === pattern ? [v] : patternVariants(v))))];
}

/** true when some path matches both the bash pattern and the deny pattern. */
export function globsOverlap(bashPattern: string, denyPattern: string): boolean {
  const a = tokenize(bashPattern, true);
  return patternVariants(denyPattern).some((p) => overlapTokens(a, tokenize(p, false)));
}

function overlapTokens(a: Token[], b: Token[]): boolean {
  // Characters worth trying: every literal and class member in either pattern, plus generic ones.
  const alphabet = new Set(["a", "0", "_", ".", "/", "-"]);
  for (const t of [...a, ...b]) {
    if (t.k === "lit") alphabet.add(t.c);
    if (t.k === "set") for (const c of t.chars) alphabet.add(c);
  }
  const seen = new Set<string>();
  const go = (i: number, j: number, componentStart: boolean): boolean => {
    const key = `${i},${j},${componentStart}`;
    if (seen.has(key)) return false;
    seen.add(key);
    if (i === a.length && j === b.length) return true;
    if (i < a.length && loops(a[i]) && go(i + 1, j, componentStart)) return true;
    if (j < b.length && loops(b[j]) && go(i, j + 1, componentStart)) return true;
    if (i === a.length || j === b.length) return false;
    const wildcard = a[i].k !== "lit";
    const ai = a[i];
    const bj = b[j];
    const candidates = ai.k === "lit" ? [ai.c] : bj.k === "lit" ? [bj.c] : alphabet;
    for (const c of candidates) {
      if (!accepts(a[i], c) || !accepts(b[j], c)) continue;
      if (wildcard && componentStart && c === ".") continue;
      if (go(loops(a[i]) ? i : i + 1, loops(b[j]) ? j : j + 1, c === "/")) return true;
    }
    return false;
  };
  return go(0, 0, true);
}

/** A literal path as a pattern that matches only itself. */
export function escapeGlob(path: string): string {
  return path.replace(/[*?[\]\\{}]/g, "\\$&");
}
