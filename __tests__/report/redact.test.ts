import { describe, expect, it } from "vitest";
import { base64Forms, collectSecretValues, createRedactor, REDACTED } from "../../src/report/redact.js";

const GH = "ghs_CANARY0123456789abcdefABCDEF0123456789";
const ANT = "sk-ant-api03-CANARY_abcdefghijklmnopqrstuvwxyz-0123456789";
const redact = createRedactor([GH, ANT]);

function expectClean(text: string, ...secrets: string[]): void {
  for (const s of secrets) expect(text).not.toContain(s);
  expect(text).toContain(REDACTED);
}

describe("createRedactor", () => {
  it("redacts raw secrets anywhere in text", () => {
    const out = redact(`token=${GH} and key ${ANT}.`);
    expectClean(out, GH, ANT);
    expect(out).toBe(`token=${REDACTED} and key ${REDACTED}.`);
  });

  it("redacts base64 at every alignment inside a larger blob, and base64url", () => {
    for (const prefix of ["", "a", "ab", "abc", "x-access-token:"]) {
      for (const suffix of ["", "z", "zz", "\n"]) {
        const blob = Buffer.from(`${prefix}${GH}${suffix}`).toString("base64");
        const out = redact(`header: ${blob}`);
        for (const form of base64Forms(Buffer.from(GH))) expect(out).not.toContain(form);
        expect(out).toContain(REDACTED);
        const url = Buffer.from(`${prefix}${ANT}${suffix}`).toString("base64url");
        expect(redact(url)).toContain(REDACTED);
        expect(redact(url)).not.toContain(url.slice(8, 40));
      }
    }
  });

  it("redacts base64 wrapped across lines as `base64` and diffs print it", () => {
    const blob = Buffer.from(`export TOKEN=${GH}\n`).toString("base64");
    const wrapped = blob.replace(/(.{20})/g, "$1\n");
    expect(redact(wrapped).replace(/\n/g, "")).not.toContain(Buffer.from(GH).toString("base64").slice(4, 30));
    const diff = "+" + wrapped.replace(/\n/g, "\n+");
    expect(redact(diff)).toContain(REDACTED);
  });

  it("redacts hex in either case, with or without separators", () => {
    const hex = Buffer.from(GH).toString("hex");
    for (const form of [
      hex,
      hex.toUpperCase(),
      hex.replace(/(..)/g, "$1 "),
      hex.replace(/(..)/g, "\\x$1"),
      hex.replace(/(.{16})/g, "$1\n"),
    ]) {
      const out = redact(`dump: ${form}`);
      expect(out).toContain(REDACTED);
      expect(out.replace(/[\s\\x]/g, "")).not.toContain(hex.slice(0, 40));
    }
  });

  it("redacts URL-encoded and partially URL-encoded secrets", () => {
    const full = [...Buffer.from(ANT)].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
    expect(redact(`q=${encodeURIComponent(ANT)}`)).toBe(`q=${REDACTED}`);
    expect(redact(`q=${full}`)).toBe(`q=${REDACTED}`);
    expect(redact(`q=${full.toUpperCase()}`)).toBe(`q=${REDACTED}`);
    const mixed = ANT.slice(0, 10) + full.slice(30, 60) + ANT.slice(20);
    expect(redact(mixed)).toBe(REDACTED);
  });

  it("redacts well-known token shapes it was not told about", () => {
    const samples = [
      "ghp_" + "a".repeat(36),
      "gho_" + "B".repeat(36),
      "ghu_" + "c1".repeat(18),
      "ghr_" + "d".repeat(36),
      "github_pat_" + "11ABCDEFG0" + "x".repeat(60),
      "sk-ant-api03-" + "Z".repeat(80),
      "AKIAIOSFODNN7EXAMPLE",
      "xoxb-123456789012-abcdefghijkl",
      "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    ];
    const r = createRedactor([]);
    for (const s of samples) expect(r(`value: ${s} end`)).toBe(`value: ${REDACTED} end`);
  });

  it("redacts private key blocks, also when cut before the END line", () => {
    const key =
      "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\nAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----";
    const r = createRedactor([]);
    expect(r(`before\n${key}\nafter`)).toBe(`before\n${REDACTED}\nafter`);
    expect(r(`before\n${key.slice(0, 80)}`)).not.toContain("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ");
  });

  it("keeps the scheme of authorization headers and URLs with credentials", () => {
    const r = createRedactor([]);
    expect(r("AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46c2VjcmV0dmFsdWU=")).toBe(`AUTHORIZATION: basic ${REDACTED}`);
    expect(r("Authorization: Bearer abc.def-ghi_jkl")).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(r("git clone https://x-access-token:s3cr3tvalue@github.com/o/r")).toBe(
      `git clone https://x-access-token:${REDACTED}@github.com/o/r`,
    );
  });

  it("ignores values too short to be secrets, and is idempotent", () => {
    const r = createRedactor(["true", "main", "", GH]);
    const text = `main is true; ${GH}`;
    expect(r(text)).toBe(`main is true; ${REDACTED}`);
    expect(r(r(text))).toBe(r(text));
  });

  it("hides a secret that contains another secret whole", () => {
    const inner = "inner-secret-value";
    const outer = `prefix-${inner}-suffix`;
    expect(createRedactor([inner, outer])(`x ${outer} y`)).toBe(`x ${REDACTED} y`);
  });

  it("treats regex metacharacters in secrets literally", () => {
    const weird = "p@ss.w*rd+(x)[y]$";
    const r = createRedactor([weird]);
    expect(r(`pw=${weird};`)).toBe(`pw=${REDACTED};`);
    expect(r("pw=pXss.wwrd")).toBe("pw=pXss.wwrd");
  });
});

describe("collectSecretValues", () => {
  it("picks the job's credentials and anything named like a secret, skipping short values and pointers", () => {
    const values = collectSecretValues({
      INPUT_ANTHROPIC_API_KEY: ANT,
      INPUT_GITHUB_TOKEN: GH,
      ACTIONS_RUNTIME_TOKEN: "runtime-token-value-123",
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: "id-request-token-456",
      NPM_PASSWORD: "hunter2hunter2",
      MY_SECRET: "short",
      SSH_KEY_PATH: "/home/runner/.ssh/id_ed25519",
      PATH: "/usr/bin:/bin",
      DATABASE_URL_SECRET: "postgres://user:dbpassword123@db/x",
      https_proxy: "http://proxyuser:proxy%40pass99@proxy.corp:3128",
      NO_PROXY: "localhost,127.0.0.1,.internal.example",
      HOME: "/home/runner",
    });
    expect(values).toEqual(
      expect.arrayContaining([
        ANT,
        GH,
        "runtime-token-value-123",
        "id-request-token-456",
        "hunter2hunter2",
        "dbpassword123",
        "proxy@pass99",
        "proxyuser",
      ]),
    );
    expect(values.some((v) => v.includes("proxy.corp") || v.includes("localhost"))).toBe(false);
    expect(values).not.toContain("short");
    expect(values).not.toContain("/home/runner/.ssh/id_ed25519");
    expect(values).not.toContain("/usr/bin:/bin");
  });
});
