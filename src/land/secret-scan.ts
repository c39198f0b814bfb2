// The last gate before a push: the diff, file names, commit messages, branch name and PR text are searched for
// the job's secret values (raw, URL-encoded, hex, base64) and well-known token shapes, with the same matchers the
// redactor uses. Any hit stops the push; the finding says where and what, never the secret itself.
import {
  createRedactor,
  REDACTED,
  secretMatchers,
  TextViews,
  tokenPatternMatchers,
  type SecretKind,
} from "../report/redact.js";

export interface ScanItem {
  /** Where the text comes from, for the finding ("diff", "file names", "commit message", "branch name"…). */
  label: string;
  text: string;
  /** Only look for the job's secret values, not token shapes (whole file contents, where an old test fixture
   * holding a sample key must not block every push; new lines are scanned with shapes via the diff). */
  valuesOnly?: boolean;
  /** Set when the content could not be scanned (too large): that alone is a finding. */
  unscannable?: string;
  /** The text is file paths, one a line: a cloud credentials file among them is a finding by its name alone. */
  paths?: boolean;
}

// google-github-actions/auth's default credentials file, the AWS CLI's: whatever they hold, they are never
// committed.
const CREDENTIAL_FILE = /(?:^|\/)(?:gha-creds-[^/\n]*\.json|\.aws\/credentials)$/;

export interface SecretFinding {
  /** The item's label, redacted. */
  label: string;
  kind: SecretKind | "raw" | "unscannable" | "credentials_file";
  /** Which encoding or token shape matched, e.g. "base64", "GitHub token". */
  what: string;
  /** The matching line with the secret replaced by [REDACTED], at most ~160 characters. */
  redactedExcerpt: string;
}

const MAX_FINDINGS = 50;

export function scanForSecrets(items: readonly ScanItem[], secretValues: readonly string[]): SecretFinding[] {
  const valueMatchers = secretMatchers(secretValues, { tokenPatterns: false });
  const shapeMatchers = tokenPatternMatchers().filter((m) => m.blocksPush);
  const redact = createRedactor(secretValues);
  // Shapes are looked for where the known values are already hidden, so one leaked job token is one finding.
  const hideValues = createRedactor(secretValues, { tokenPatterns: false });
  const findings: SecretFinding[] = [];
  const seen = new Set<string>();
  const add = (
    label: string,
    kind: SecretFinding["kind"],
    what: string,
    text: string,
    m: RegExpMatchArray,
  ): boolean => {
    const key = `${label}\0${kind}\0${what}`;
    if (!seen.has(key)) {
      seen.add(key);
      findings.push({ label, kind, what, redactedExcerpt: excerpt(text, m.index ?? 0, m[0].length, redact) });
    }
    return findings.length >= MAX_FINDINGS;
  };
  for (const item of items) {
    const label = redact(item.label);
    if (item.unscannable) {
      findings.push({ label, kind: "unscannable", what: item.unscannable, redactedExcerpt: "" });
      continue;
    }
    if (item.paths) {
      for (const path of item.text.split("\n"))
        if (CREDENTIAL_FILE.test(path))
          findings.push({
            label,
            kind: "credentials_file",
            what: `cloud credentials file ${redact(path)}`,
            redactedExcerpt: "",
          });
    }
    const views = new TextViews(item.text);
    for (const matcher of valueMatchers) {
      if (!matcher.mayMatch(views)) continue;
      matcher.pattern.lastIndex = 0;
      for (const m of item.text.matchAll(matcher.pattern)) {
        const raw = matcher.kind === "url-encoded" && !/%[0-9a-f]{2}/i.test(m[0]) && !m[0].includes("+");
        if (add(label, raw ? "raw" : matcher.kind, raw ? "raw value" : matcher.label, item.text, m)) return findings;
      }
    }
    if (item.valuesOnly) continue;
    const rest = hideValues(item.text);
    for (const matcher of shapeMatchers) {
      matcher.pattern.lastIndex = 0;
      for (const m of rest.matchAll(matcher.pattern))
        if (add(label, matcher.kind, matcher.label, rest, m)) return findings;
    }
  }
  return findings;
}

/** The line around a match, redacted as a whole before it is cut, so no fragment of a secret at a cut edge can
 * survive; then a window around the first redaction. */
function excerpt(text: string, index: number, length: number, redact: (t: string) => string): string {
  const start = text.lastIndexOf("\n", index) + 1;
  let end = text.indexOf("\n", index + length);
  if (end === -1) end = text.length;
  // Control characters would break the one-line excerpt.
  // eslint-disable-next-line no-control-regex -- they are what it looks for
  const controls = /[\u0000-\u001f\u007f]/g;
  const line = redact(text.slice(start, end)).replace(controls, "·").trim();
  const at = Math.max(0, line.indexOf(REDACTED) - 60);
  const window = line.slice(at, at + 160).replace(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/g, "");
  return `${at > 0 ? "…" : ""}${window}${at + 160 < line.length ? "…" : ""}`;
}

/** One sentence per finding, for the comment and the log (inputs are already redacted). */
export function describeFindings(findings: readonly SecretFinding[]): string[] {
  return findings.map((f) =>
    f.kind === "unscannable"
      ? `${f.label}: could not be scanned (${f.what})`
      : `${f.label}: ${f.what}${f.redactedExcerpt ? ` — ${f.redactedExcerpt}` : ""}`,
  );
}
