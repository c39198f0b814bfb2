import { describe, expect, it } from "vitest";
import { describeFindings, scanForSecrets } from "../../src/land/secret-scan.js";

const GH = "ghs_CANARY0123456789abcdefABCDEF0123456789";
const ANT = "sk-ant-api03-CANARY_abcdefghijklmnopqrstuvwxyz-0123456789";
const secrets = [GH, ANT];

function kinds(text: string, valuesOnly = false): string[] {
  return scanForSecrets([{ label: "diff", text, valuesOnly }], secrets).map((f) => f.kind);
}

describe("scanForSecrets", () => {
  it("finds each encoding of a job secret", () => {
    expect(kinds(`+TOKEN=${GH}`)).toContain("raw");
    expect(kinds(`+x: ${Buffer.from(`prefix${GH}`).toString("base64")}`)).toContain("base64");
    expect(kinds(`+x: ${Buffer.from(ANT).toString("base64url")}`)).toContain("base64");
    expect(kinds(`+x: ${Buffer.from(ANT).toString("hex")}`)).toContain("hex");
    expect(kinds(`+x: ${Buffer.from(GH).toString("hex").toUpperCase()}`)).toContain("hex");
    expect(kinds(`+x=${[...Buffer.from(ANT)].map((b) => `%${b.toString(16)}`).join("")}`)).toContain("url-encoded");
    // Split across lines the way `base64` wraps and a diff prefixes them.
    const wrapped = Buffer.from(`export TOKEN=${GH}`)
      .toString("base64")
      .replace(/(.{16})/g, "$1\n+");
    expect(kinds(`+${wrapped}`)).toContain("base64");
  });

  it("finds well-known token shapes it was not told about, but not in value-only items", () => {
    const other = "ghp_" + "a1B2".repeat(9);
    expect(scanForSecrets([{ label: "diff", text: `+key = "${other}"` }], secrets)).toMatchObject([
      { kind: "token-pattern", what: "GitHub token" },
    ]);
    expect(kinds(`key = "${other}"`, true)).toEqual([]);
    expect(kinds("-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----")).toEqual(["token-pattern"]);
  });

  it("does not stop a push for shapes sample code is full of", () => {
    expect(kinds("+DATABASE_URL=postgres://user:password@localhost/db")).toEqual([]);
    expect(
      kinds(
        "+const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'",
      ),
    ).toEqual([]);
    expect(kinds("+export const total = price * quantity;")).toEqual([]);
  });

  it("reports unscannable content as a finding", () => {
    expect(scanForSecrets([{ label: "content of big.bin", text: "", unscannable: "too large" }], secrets)).toEqual([
      { label: "content of big.bin", kind: "unscannable", what: "too large", redactedExcerpt: "" },
    ]);
  });

  it("never shows the secret: labels and excerpts are redacted, whole lines before any cut", () => {
    const long = `${"x".repeat(300)} ${GH} ${"y".repeat(300)} ${ANT.slice(0, 30)}`;
    const findings = scanForSecrets(
      [
        { label: `file ${GH}.txt`, text: `a ${GH} b` },
        { label: "diff", text: long },
        { label: "branch name", text: `agent/${GH}` },
        { label: "pull request body", text: `Summary: ${Buffer.from(ANT).toString("base64")}` },
      ],
      secrets,
    );
    expect([...new Set(findings.map((f) => f.label))]).toEqual([
      "file [REDACTED].txt",
      "diff",
      "branch name",
      "pull request body",
    ]);
    expect(findings.filter((f) => f.label === "branch name")).toHaveLength(1);
    const text = JSON.stringify(findings) + describeFindings(findings).join("\n");
    expect(text).not.toContain("CANARY0123456789abcdef");
    expect(text).not.toContain(Buffer.from(ANT).toString("base64").slice(0, 20));
    for (const f of findings) expect(f.redactedExcerpt.length).toBeLessThanOrEqual(162);
    expect(describeFindings(findings)[0]).toBe("file [REDACTED].txt: raw value — a [REDACTED] b");
  });

  it("refuses a cloud credentials file by its name alone, wherever it is in the tree", () => {
    const names =
      "src/cart.js\ngha-creds-0a1b2c3d.json\nsub/dir/gha-creds-ff.json\n.aws/credentials\ndocs/gha-creds.md";
    const found = scanForSecrets([{ label: "file names", text: names, paths: true }], secrets);
    expect(found.map((f) => [f.kind, f.what])).toEqual([
      ["credentials_file", "cloud credentials file gha-creds-0a1b2c3d.json"],
      ["credentials_file", "cloud credentials file sub/dir/gha-creds-ff.json"],
      ["credentials_file", "cloud credentials file .aws/credentials"],
    ]);
    // The same text as content is not a file name.
    expect(scanForSecrets([{ label: "diff", text: names }], secrets)).toEqual([]);
  });

  it("finds nothing in clean text", () => {
    expect(
      scanForSecrets(
        [
          { label: "diff", text: "+fixed the rounding\n" },
          { label: "branch name", text: "agent/issue-3-fix" },
        ],
        secrets,
      ),
    ).toEqual([]);
  });
});
