// THE redactor (style.md: one way to do a thing). Everything posted, logged or committed passes through it, and
// the pre-push secret scan (land/secret-scan.ts) uses the same matchers, so "what we hide" and "what we refuse
// to push" can never drift apart.
//
// A hostile agent that reads a secret will try to smuggle it out encoded, so each secret value is matched raw,
// URL-encoded (any mix of literal and %XX bytes), hex (either case, optionally split into lines or byte groups)
// and base64/base64url at all three byte alignments (the secret embedded anywhere in a larger encoded blob,
// e.g. `x-access-token:TOKEN` in a Basic auth header), optionally wrapped across lines as `base64` and diffs
// print it. Well-known token shapes are matched even when we were not told the value.

export const REDACTED = "[REDACTED]";

/** Values shorter than this are not treated as secrets: redacting "true" or "main" would shred every text. */
export const MIN_SECRET_LENGTH = 8;

export type SecretKind = "raw" | "url-encoded" | "base64" | "hex" | "token-pattern";

export interface SecretMatcher {
  kind: SecretKind;
  /** For token patterns, which shape (e.g. "GitHub token"); for values, which encoding. */
  label: string;
  /** Global regular expression, built on first use: a long secret's encodings are patterns of several KB that
   * take V8 tens of milliseconds each to compile, and most texts are ruled out by `mayMatch` first. */
  readonly pattern: RegExp;
  /** A cheap necessary condition: false means `pattern` cannot match the text, so it need not run. */
  mayMatch: (text: TextViews) => boolean;
  /** Builds the replacement for one match (token patterns may keep a harmless prefix such as `Bearer `). */
  replace: (match: string, ...groups: string[]) => string;
  /** Whether a match in new content stops a push. Generic shapes that sample code is full of (a JWT in a test,
   * `postgres://user:password@localhost` in a README) are redacted in what we post but do not block. */
  blocksPush: boolean;
}

const whole = (): string => REDACTED;

/** Well-known credential shapes. Quantifiers are lower bounds so canaries and future longer formats match. */
const TOKEN_PATTERNS: Array<{
  label: string;
  source: string;
  flags?: string;
  replace?: SecretMatcher["replace"];
  sample?: true;
}> = [
  // PEM private keys, also when truncated before the END line (then everything base64-ish after BEGIN goes).
  {
    label: "private key",
    source:
      "-----BEGIN[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----(?:[\\s\\S]*?-----END[A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----|[A-Za-z0-9+/=\\s:,.\\-]*)",
  },
  { label: "GitHub token", source: "\\bgh[pousr]_[A-Za-z0-9_]{16,}" },
  { label: "GitHub fine-grained token", source: "\\bgithub_pat_[A-Za-z0-9_]{20,}" },
  { label: "Anthropic API key", source: "\\bsk-ant-[A-Za-z0-9_\\-]{16,}" },
  { label: "OpenAI-style API key", source: "\\bsk-(?:proj-|svcacct-)?[A-Za-z0-9_\\-]{32,}" },
  { label: "AWS access key id", source: "\\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA|ABIA|ACCA)[A-Z0-9]{16}\\b" },
  { label: "Slack token", source: "\\bxox[abposr]-[A-Za-z0-9\\-]{10,}" },
  { label: "Slack app token", source: "\\bxapp-[0-9]-[A-Za-z0-9\\-]{10,}" },
  { label: "Google API key", source: "\\bAIza[0-9A-Za-z_\\-]{35}" },
  { label: "npm token", source: "\\bnpm_[A-Za-z0-9]{36}\\b" },
  { label: "Stripe key", source: "\\b[rs]k_live_[A-Za-z0-9]{20,}" },
  // JWTs: the Actions runtime and OIDC request tokens are JWTs.
  { label: "JWT", source: "\\beyJ[A-Za-z0-9_\\-]{8,}\\.eyJ[A-Za-z0-9_\\-]{8,}\\.[A-Za-z0-9_\\-]{8,}", sample: true },
  // Credentials in headers and URLs: keep the scheme so the reader still understands the line.
  {
    label: "authorization header",
    source: "(\\bauthorization\\s*[:=]\\s*[\"']?(?:basic|bearer|token)\\s+)[A-Za-z0-9+/=_.~\\-]{8,}",
    flags: "i",
    replace: (_m, prefix) => `${prefix}${REDACTED}`,
    sample: true,
  },
  {
    label: "URL credentials",
    source: "(\\b[a-z][a-z0-9+.\\-]*://[^\\s:/@'\"<>]*:)[^\\s/@'\"<>]{3,}@",
    flags: "i",
    replace: (_m, prefix) => `${prefix}${REDACTED}@`,
    sample: true,
  },
];

/** Matchers for well-known token shapes, independent of any secret value. */
export function tokenPatternMatchers(): SecretMatcher[] {
  return TOKEN_PATTERNS.map((p) => ({
    kind: "token-pattern",
    label: p.label,
    pattern: new RegExp(p.source, `g${p.flags ?? ""}`),
    // Short patterns that compile in microseconds: always run.
    mayMatch: () => true,
    replace: p.replace ?? whole,
    blocksPush: !p.sample,
  }));
}

/** One text and the cheap derived views the value matchers' prefilters compare against, each computed once. */
export class TextViews {
  private squeezedB64?: string;
  private squeezedHex?: string;
  private encodedByte?: boolean;
  private hexRun?: boolean;
  constructor(readonly text: string) {}

  /** Without line wraps and `+`: what a wrapped base64 match leaves of itself when its form loses its `+`s. */
  get base64(): string {
    return (this.squeezedB64 ??= this.text.replace(B64_SQUEEZE, ""));
  }

  /** Whether some run of MIN_SECRET_LENGTH hex byte pairs (with the separators hexSource allows) occurs at all:
   * one small pattern that rules out every hex matcher for ordinary text before `hex` is built. */
  get hasHexRun(): boolean {
    return (this.hexRun ??= HEX_RUN.test(this.text));
  }

  /** Only the hex digits, lower-cased: all a hex match leaves of itself. */
  get hex(): string {
    return (this.squeezedHex ??= this.text.replace(NOT_HEX, "").toLowerCase());
  }

  /** Whether any `%XX` sequence occurs (else a URL-encoded match can only be the raw value). */
  get hasEncodedByte(): boolean {
    return (this.encodedByte ??= /%[0-9a-f]{2}/i.test(this.text));
  }
}

// Prefilters: a match is the form's characters with only allowed separators between them (wrappedSource,
// hexSource). Deleting from the text every separator, and from both text and form any character class the
// form may contain (`+` for base64), maps each match onto the squeezed form, so "the squeezed form is a
// substring of the squeezed text" is necessary for a match. Deleting more elsewhere in the text is harmless.
const B64_SQUEEZE = /\r?\n[+ \t]*|\+/g;
const NOT_HEX = /[^0-9a-fA-F]+/g;
const HEX_RUN = new RegExp(
  `(?:\\\\x)?[0-9a-f]{2}(?:(?:\\r?\\n[+ \\t]*|[ :])?(?:\\\\x)?[0-9a-f]{2}){${MIN_SECRET_LENGTH - 1}}`,
  "i",
);
/** Below this, a squeezed form says too little to rule anything out. */
const MIN_SQUEEZED = 6;

function lazyPattern(source: () => string): () => RegExp {
  let re: RegExp | undefined;
  return () => (re ??= new RegExp(source(), "g"));
}

/** Matchers for each secret value in every encoding we know, longest secrets first (so a secret that contains
 * another is hidden whole), followed by the token patterns. */
export function secretMatchers(
  secretValues: readonly string[],
  options: { tokenPatterns?: boolean } = {},
): SecretMatcher[] {
  const values = usableSecrets(secretValues);
  const matchers: SecretMatcher[] = [];
  for (const value of values) matchers.push(...valueMatchers(value));
  return options.tokenPatterns === false ? matchers : [...matchers, ...tokenPatternMatchers()];
}

/** Distinct values long enough to be secrets, longest first. */
function usableSecrets(secretValues: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of secretValues) {
    if (typeof raw !== "string") continue;
    // Multi-line secrets (keys, JSON credentials) are also matched line by line: tools often print one line.
    for (const candidate of [raw, raw.trim(), ...raw.split(/\r?\n/).map((l) => l.trim())]) {
      if (candidate.length >= MIN_SECRET_LENGTH) seen.add(candidate);
    }
  }
  return [...seen].sort((a, b) => b.length - a.length);
}

function valueMatchers(value: string): SecretMatcher[] {
  const bytes = Buffer.from(value, "utf8");
  const url = lazyPattern(() => urlOrRawSource(value));
  const hex = lazyPattern(() => hexSource(bytes));
  const hexDigits = bytes.toString("hex");
  // A space may be written `+`: with every `+` read as a space on both sides, a match is the value again.
  const spacedValue = value.includes(" ") ? value.replace(/\+/g, " ") : undefined;
  const out: SecretMatcher[] = [
    // Raw and URL-encoded in one: each character literally or as its %XX bytes (either case), space also `+`.
    // Without any %XX in the text (and `+` for a space) only the raw value can match.
    {
      kind: "url-encoded",
      label: "raw or URL-encoded",
      get pattern() {
        return url();
      },
      mayMatch: (t) =>
        t.text.includes(value) ||
        t.hasEncodedByte ||
        (spacedValue !== undefined && t.text.replace(/\+/g, " ").includes(spacedValue)),
      replace: whole,
      blocksPush: true,
    },
    {
      kind: "hex",
      label: "hex",
      get pattern() {
        return hex();
      },
      mayMatch: (t) => t.hasHexRun && t.hex.includes(hexDigits),
      replace: whole,
      blocksPush: true,
    },
  ];
  for (const form of base64Forms(bytes).sort((a, b) => b.length - a.length)) {
    const pattern = lazyPattern(() => wrappedSource(form));
    const squeezed = form.replace(/\+/g, "");
    out.push({
      kind: "base64",
      label: "base64",
      get pattern() {
        return pattern();
      },
      mayMatch: squeezed.length < MIN_SQUEEZED ? () => true : (t) => t.base64.includes(squeezed),
      replace: whole,
      blocksPush: true,
    });
  }
  return out;
}

/** Base64 and base64url text that encodes `bytes` at each of the three alignments it can have inside a larger
 * encoded blob: only the characters whose 6 bits come entirely from the secret, so they match whatever bytes
 * surround it. The exact padded encoding is included too so a standalone `base64 <<< secret` disappears whole. */
export function base64Forms(bytes: Buffer): string[] {
  const n = bytes.length;
  const forms: string[] = [];
  for (let k = 0; k < 3; k++) {
    const padded = Buffer.concat([Buffer.alloc(k), bytes, Buffer.alloc(2)]).toString("base64");
    const start = Math.ceil((8 * k) / 6);
    const end = Math.floor((8 * (k + n)) / 6);
    const core = padded.slice(start, end);
    if (core.length >= MIN_SECRET_LENGTH) forms.push(core, toBase64Url(core));
  }
  const exact = bytes.toString("base64");
  forms.push(exact, toBase64Url(exact).replace(/=+$/, ""));
  return [...new Set(forms)];
}

function toBase64Url(b64: string): string {
  return b64.replace(/\+/g, "-").replace(/\//g, "_");
}

// Between characters of an encoded blob: a line break, optionally followed by a diff `+` or indentation.
const LINE_WRAP = "\\r?\\n[+ \\t]*";
const WRAP = `(?:${LINE_WRAP})?`;

function wrappedSource(text: string): string {
  return [...text].map(escapeRegExp).join(WRAP);
}

function hexSource(bytes: Buffer): string {
  const pairs = [...bytes].map((b) => {
    const hex = b.toString(16).padStart(2, "0");
    return `(?:\\\\x)?${[...hex].map(caseless).join("")}`;
  });
  // Byte pairs may be split by a line wrap or by `xxd`-style spaces and colons.
  return pairs.join(`(?:${LINE_WRAP}|[ :])?`);
}

function urlOrRawSource(value: string): string {
  return [...value]
    .map((ch) => {
      const encoded = [...Buffer.from(ch, "utf8")]
        .map((b) => `%${[...b.toString(16).toUpperCase().padStart(2, "0")].map(caseless).join("")}`)
        .join("");
      const alternatives = [escapeRegExp(ch), encoded];
      if (ch === " ") alternatives.push("\\+");
      return `(?:${alternatives.join("|")})`;
    })
    .join("");
}

function caseless(ch: string): string {
  const lower = ch.toLowerCase();
  const upper = ch.toUpperCase();
  return lower === upper ? escapeRegExp(ch) : `[${lower}${upper}]`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

export type Redactor = (text: string) => string;

/** The one redactor: replaces every known secret value (in every encoding) and every well-known token shape
 * with `[REDACTED]`. Pure; idempotent; safe to call on any string. */
export function createRedactor(secretValues: readonly string[], options: { tokenPatterns?: boolean } = {}): Redactor {
  const matchers = secretMatchers(secretValues, options);
  return (text: string): string => {
    if (typeof text !== "string" || text.length === 0) return text;
    let views = new TextViews(text);
    for (const m of matchers) {
      if (!m.mayMatch(views)) continue;
      m.pattern.lastIndex = 0;
      const out = views.text.replace(m.pattern, m.replace);
      if (out !== views.text) views = new TextViews(out);
    }
    return views.text;
  };
}

// Names whose values are the job's credentials, whatever their shape.
const KNOWN_SECRET_NAMES = new Set([
  "INPUT_ANTHROPIC_API_KEY",
  "INPUT_GITHUB_TOKEN",
  "ANTHROPIC_API_KEY",
  "ANTHROPIC_AUTH_TOKEN",
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
  // The clouds' credentials (aws-actions/configure-aws-credentials exports the first three). The access key id
  // is named like a pointer, but with its secret it is the credential and is never shown either.
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_SESSION_TOKEN",
  "AWS_BEARER_TOKEN_BEDROCK",
  "ANTHROPIC_FOUNDRY_API_KEY",
  "INPUT_FOUNDRY_API_KEY",
  "AZURE_CLIENT_SECRET",
  "GOOGLE_OAUTH_ACCESS_TOKEN",
  "CLOUDSDK_AUTH_ACCESS_TOKEN",
]);
const SECRET_NAME = /TOKEN|SECRET|KEY|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|PRIVATE|AUTH/i;
// Names that merely point at a secret (a file path, a key id) would redact ordinary paths everywhere.
const POINTER_NAME = /(?:_PATH|_FILE|_DIR|_ID|_NAME|_URL)$/i;
// The credentials file's path (its contents are collected by github/cloud-credentials.ts).
const POINTER_NAMES = new Set(["GOOGLE_APPLICATION_CREDENTIALS", "CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE"]);
const PROXY_NAME = /^(?:HTTPS?|ALL)_PROXY$/;

/** The job's secret values from an environment object: the known credential variables plus anything whose name
 * says it is a token, secret, key or password, with a value long enough to be one. */
export function collectSecretValues(env: Readonly<Record<string, string | undefined>>): string[] {
  const values: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value || value.length < MIN_SECRET_LENGTH) continue;
    const upper = name.toUpperCase();
    // A proxy's URL is not a secret, but a password in it is (git and the HTTP clients are given it).
    if (PROXY_NAME.test(upper)) {
      for (const part of urlCredentials(value)) values.push(part);
      continue;
    }
    if (
      KNOWN_SECRET_NAMES.has(upper) ||
      (SECRET_NAME.test(upper) && !POINTER_NAME.test(upper) && !POINTER_NAMES.has(upper))
    ) {
      values.push(value);
      // A URL with embedded credentials: its password is a secret on its own.
      values.push(...urlCredentials(value));
    }
  }
  return usableSecrets(values);
}

/** The user and password parts of a URL's userinfo that are long enough to be secrets. */
function urlCredentials(value: string): string[] {
  const userinfo = /^[a-z][a-z0-9+.-]*:\/\/([^/@\s]+)@/i.exec(value);
  return userinfo
    ? userinfo[1]
        .split(":")
        .filter((part) => part.length >= MIN_SECRET_LENGTH)
        .map(decodeSafely)
    : [];
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
