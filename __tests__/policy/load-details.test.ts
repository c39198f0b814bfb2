// loadPolicy's edges (where the policy comes from, unreadable files, examples on or off), checkExamples'
// results, where an error is placed, and the prompt's description of every network mode and long lists.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkExamples,
  DEFAULT_POLICY,
  describePolicyForPrompt,
  loadPolicy,
  parsePolicyText,
  PolicyError,
} from "../../src/policy/load.js";

const WORKSPACE = "/work/ws";
const load = (text: string, checkExamples?: boolean) =>
  loadPolicy({ text, file: "p.yml", workspace: WORKSPACE, ...(checkExamples === undefined ? {} : { checkExamples }) });
const errorOf = async (p: Promise<unknown>) =>
  p.then(
    () => "no error",
    (err: Error) => (err instanceof PolicyError ? err.message : `not a PolicyError: ${err}`),
  );

describe("where the policy comes from", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "load-details-"));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it("uses the built-in default without a file, and names the file when it is missing or unreadable", async () => {
    expect(await loadPolicy({ workspace: WORKSPACE })).toEqual({
      policy: DEFAULT_POLICY,
      source: "built-in default policy (no policy file)",
    });
    const missing = path.join(dir, "none.yml");
    expect(await loadPolicy({ file: missing, workspace: WORKSPACE })).toEqual({
      policy: DEFAULT_POLICY,
      source: `built-in default policy (${missing} does not exist)`,
    });
    expect(await errorOf(loadPolicy({ file: dir, workspace: WORKSPACE }))).toMatch(
      new RegExp(`^${dir}: cannot read: .*EISDIR`),
    );
  });

  it("names a text policy agent-policy.yml when no file is given", async () => {
    expect(await errorOf(loadPolicy({ text: "version: 1\nbogus: 1\n", workspace: WORKSPACE }))).toMatch(
      /^agent-policy\.yml:2:1: bogus: unknown key/,
    );
  });
});

describe("examples at load", () => {
  const failing =
    "version: 1\nbash:\n  allow: ['ls *']\nexamples:\n  allow: ['ls', 'rm x']\n  deny: ['ls -l', 'rm y']\n  deny_urls: ['not a url']\n";

  it("lists every failing example at its own line and column", async () => {
    expect((await errorOf(load(failing))).split("\n")).toEqual([
      expect.stringMatching(/^p\.yml:5:17: examples\.allow\[1\] "rm x" should be allowed but is denied by no-match: /),
      expect.stringMatching(
        /^p\.yml:6:10: examples\.deny\[0\] "ls -l" should be denied but is allowed by bash\.allow: "ls \*": /,
      ),
      'p.yml:7:15: examples.deny_urls[0] "not a url" is not a URL',
    ]);
  });

  it("loads without checking them when told so", async () => {
    expect((await load(failing, false)).policy.examples.allow).toEqual(["ls", "rm x"]);
  });

  it("reports every example's decision, passing ones included", async () => {
    const { policy } = await load(failing, false);
    const results = await checkExamples(policy, WORKSPACE);
    expect(results.map(({ command, expect, index, ok, rule }) => ({ command, expect, index, ok, rule }))).toEqual([
      { command: "ls", expect: "allow", index: 0, ok: true, rule: 'bash.allow: "ls *"' },
      { command: "rm x", expect: "allow", index: 1, ok: false, rule: "no-match" },
      { command: "ls -l", expect: "deny", index: 0, ok: false, rule: 'bash.allow: "ls *"' },
      { command: "rm y", expect: "deny", index: 1, ok: true, rule: "no-match" },
      { command: "not a url", expect: "deny_urls", index: 0, ok: false, rule: "examples" },
    ]);
    expect(results[0].message).toBe('examples.allow[0] "ls" is allowed (bash.allow: "ls *")');
    expect(results[3].message).toBe('examples.deny[1] "rm y" is denied (no-match)');
  });

  it("checks URL examples both ways", async () => {
    const { policy } = await load(
      "version: 1\nnetwork:\n  allow: [ok.test]\nexamples:\n  allow_urls: ['https://ok.test/', 'https://no.test/']\n  deny_urls: ['https://no.test/', 'https://ok.test/']\n",
      false,
    );
    const results = await checkExamples(policy, WORKSPACE);
    expect(results.map((r) => [r.expect, r.index, r.ok])).toEqual([
      ["allow_urls", 0, true],
      ["allow_urls", 1, false],
      ["deny_urls", 0, true],
      ["deny_urls", 1, false],
    ]);
    expect(results[0].message).toBe(
      'examples.allow_urls[0] "https://ok.test/" is reachable (network.allow: "ok.test")',
    );
    expect(results[3].message).toMatch(
      /^examples\.deny_urls\[1\] "https:\/\/ok\.test\/" should be unreachable but is reachable by network\.allow: "ok\.test": /,
    );
  });
});

describe("where an error is placed", () => {
  const message = (text: string) => {
    try {
      parsePolicyText(text, "p.yml");
    } catch (err) {
      return (err as Error).message;
    }
    return "no error";
  };

  it.each<[string, string]>([
    ["- a\n", "p.yml:1:1: (top level): "],
    ["version: 1\nbash:\n", "p.yml:2:6: bash: "],
    ["version: 1\nbash: 3\n", "p.yml:2:7: bash: "],
    ["version: 1\nfiles:\n  deny_read:\n    - a\n    - 3\n", "p.yml:5:7: files.deny_read[1]: "],
    ["version: 1\nfiles:\n  deny_read: [a, {x: 1}]\n", "p.yml:3:18: files.deny_read[1]: "],
    ["version: 1\nlimits:\n  max_turns: 0\n", "p.yml:3:14: limits.max_turns: "],
    ["version: 1\nbash:\n  timeout_seconds: 1\n  deny: [[x]]\n", "p.yml:4:10: bash.deny[0]: "],
  ])("%j → %s", (text, start) => {
    expect(message(text).startsWith(start), message(text)).toBe(true);
  });

  it("suggests the nearest known key only when it is close, and lists the known keys", () => {
    expect(message("version: 1\nfiles:\n  deny_reed: []\n")).toMatch(
      /^p\.yml:3:3: files\.deny_reed: unknown key \(did you mean "deny_read"\?\); known keys: deny_write, deny_read$/,
    );
    expect(message("version: 1\nfiles:\n  xyz: []\n")).toBe(
      "p.yml:3:3: files.xyz: unknown key; known keys: deny_write, deny_read",
    );
    expect(message("version: 1\nbsh: {}\n")).toMatch(/^p\.yml:2:1: bsh: unknown key \(did you mean "bash"\?\)/);
    expect(message("version: 1\nfiles:\n  a: 1\n  b: 2\n").split("\n")).toHaveLength(2);
  });

  it("freezes what it returns, nested lists included", () => {
    const { policy } = parsePolicyText("version: 1\nbash:\n  allow: [ls]\n", "p.yml");
    expect(Object.isFrozen(policy.bash.allow)).toBe(true);
    expect(Object.isFrozen(policy.files)).toBe(true);
  });
});

describe("describePolicyForPrompt", () => {
  const describe_ = async (yaml: string) => describePolicyForPrompt((await load(`version: 1\n${yaml}`)).policy);

  it("shows 40 allow patterns, 20 denials and 20 file rules, then counts the rest", async () => {
    const many = (n: number, p: string) => `[${Array.from({ length: n }, (_, i) => `'${p}${i}'`).join(", ")}]`;
    const text = await describe_(
      `bash:\n  allow: ${many(42, "a")}\n  deny: ${many(21, "d")}\nfiles:\n  deny_write: ${many(22, "w")}\n  deny_read: ${many(23, "r")}\n`,
    );
    expect(text).toContain("`a39` and 2 more (");
    expect(text).not.toContain("`a40`");
    expect(text).toContain("Always denied: `d0`,");
    expect(text).toContain("`d19` and 1 more.");
    expect(text).toContain("Files you may not write: `w0`,");
    expect(text).toContain("`w19` and 2 more.");
    expect(text).toContain("`r19` and 3 more.");
  });

  it("says what redirection is allowed, and nothing about denials when there are none", async () => {
    const ws = await describe_("bash:\n  allow: [ls]\n");
    expect(ws).toContain("output redirection outside the workspace or into .git/.");
    expect(ws).not.toContain("Always denied");
    expect(ws).not.toContain("Files you may not");
    expect(await describe_("bash:\n  allow: [ls]\n  redirect_writes: none\n")).toContain(
      "output redirection other than to /dev/null.",
    );
    expect(await describe_("bash:\n  allow: [ls]\n  safe_env: [CI, TZ]\n")).toContain("prefixes other than CI TZ, and");
  });

  it("describes each network mode", async () => {
    expect(await describe_("bash:\n  allow: [ls]\n  network: true\n")).toContain("Commands have network access.");
    expect(await describe_("bash:\n  allow: [ls]\n")).toContain("Commands run without network access");
    const hosts = Array.from({ length: 22 }, (_, i) => `h${i}.test`);
    const text = await describe_(`bash:\n  allow: [ls]\nnetwork:\n  allow: [${hosts.join(", ")}, h0.test]\n`);
    expect(text).toContain(
      `through the HTTP(S)_PROXY the environment sets: ${hosts.slice(0, 20).join(", ")} and 2 more.`,
    );
    expect(await describe_("bash:\n  allow: [ls]\nnetwork:\n  allow: [a.test]\n")).toContain("sets: a.test.");
  });

  it("keeps file rules in the description when no command is allowed", async () => {
    expect(await describe_("files:\n  deny_read: [.env]\n")).toBe(
      "The command policy allows no bash commands: use the file tools.\nFiles you may not read: `.env`.",
    );
  });
});
