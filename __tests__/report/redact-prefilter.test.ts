// The redactor skips a matcher when its cheap prefilter (TextViews) says the pattern cannot match. A prefilter
// that is wrong would leak a secret silently, so this compares it with running every pattern unconditionally,
// over texts built from each encoding, every separator the patterns allow, and near misses.
import { describe, expect, it } from "vitest";
import { createRedactor, secretMatchers, TextViews, type SecretMatcher } from "../../src/report/redact.js";

/** The redactor without prefilters: every pattern on every text. */
function unfiltered(secrets: string[]): (text: string) => string {
  const matchers = secretMatchers(secrets);
  return (text) => {
    let out = text;
    for (const m of matchers) {
      m.pattern.lastIndex = 0;
      out = out.replace(m.pattern, m.replace);
    }
    return out;
  };
}

/** A deterministic generator, so a failure names a reproducible seed. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const SECRETS = [
  "ghs_CANARY0123456789abcdefABCDEF0123456789",
  "sk-ant-api03-CANARY_+/+/abc~def=ghi-0123456789",
  "pass word with spaces and ünïcödé ✓",
  "+++plus+++signs+++",
];

function separate(text: string, seps: string[], pick: () => number, every: number): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    out += text[i];
    if (i < text.length - 1 && pick() < 1 / every) out += seps[Math.floor(pick() * seps.length)];
  }
  return out;
}

function encodings(secret: string, pick: () => number): string[] {
  const bytes = Buffer.from(secret);
  const lead = ["", "a", "ab", "x-access-token:"][Math.floor(pick() * 4)];
  const b64 = Buffer.from(lead + secret + "zz").toString("base64");
  const wraps = ["\n", "\r\n", "\n+", "\n  ", "\n\t+ ", "\n++"];
  const hex = bytes.toString("hex");
  const pairs = hex.match(/../g) as string[];
  const url = [...secret].map((ch) => (pick() < 0.5 ? encodeURIComponent(ch) : ch)).join("");
  return [
    secret,
    b64,
    b64.replace(/\+/g, "-").replace(/\//g, "_"),
    separate(b64, wraps, pick, 6),
    separate(b64, wraps, pick, 1.5),
    "+" + b64.replace(/(.{8})/g, "$1\n+"),
    hex.toUpperCase(),
    pairs.join(" "),
    pairs.join(":"),
    pairs.map((p) => `\\x${p}`).join(""),
    separate(hex, ["\n", "\n+ "], pick, 8),
    pairs.map((p, i) => (i % 2 ? p.toUpperCase() : p)).join(pick() < 0.5 ? " " : ""),
    url,
    url.replace(/%20/g, "+"),
    secret.replace(/ /g, "+"),
    // Near misses: one character changed or dropped.
    secret.slice(0, -1),
    b64.slice(0, 12) + "#" + b64.slice(13),
  ];
}

describe("redactor prefilters", () => {
  it("redact exactly what running every pattern redacts, for every encoding and separator", () => {
    const filtered = createRedactor(SECRETS);
    const reference = unfiltered(SECRETS);
    let redactions = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const pick = rng(seed);
      for (const secret of SECRETS) {
        for (const encoded of encodings(secret, pick)) {
          const text = `log line ${seed}: ${pick() < 0.5 ? "Authorization data" : "%41 100% done"} ${encoded} tail+more\nnext`;
          const want = reference(text);
          expect(filtered(text), `seed ${seed}, ${JSON.stringify(encoded)}`).toBe(want);
          if (want !== text) redactions++;
        }
      }
    }
    // The corpus really exercises the matchers (most encodings are redacted, near misses are not).
    expect(redactions).toBeGreaterThan(40 * SECRETS.length * 12);
  });

  it("rule out ordinary text without compiling a value pattern", () => {
    const matchers: SecretMatcher[] = secretMatchers(SECRETS, { tokenPatterns: false });
    const views = new TextViews(
      "npm test\n  ✓ 42 tests passed in 1.2 s (100% of suites)\n+ added line\ncommit 3f2a9c1 deadbeef",
    );
    expect(matchers.filter((m) => m.mayMatch(views))).toEqual([]);
    expect(views.hasHexRun).toBe(false);
    expect(new TextViews("sha 0123456789abcdef0123").hasHexRun).toBe(true);
  });
});
