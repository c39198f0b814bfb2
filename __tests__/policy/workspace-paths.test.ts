// The path rules every reader, writer, redirection and cd is judged by, word by word: where a path lands from
// the command's directory, the never-read set, files.deny_read / deny_write (globs that could match included),
// .git/, the home directory, and words the checker cannot read.
import { homedir } from "node:os";
import { describe, expect, it } from "vitest";
import { policySchema } from "../../src/policy/schema.js";
import { parseCommandLine, type ShellWord } from "../../src/policy/shell.js";
import { UNKNOWN_DIR } from "../../src/policy/working-directory.js";
import {
  checkDirectory,
  checkReadArgument,
  checkReadPath,
  checkReadTarget,
  checkWritePath,
  checkWriteTarget,
  operandPattern,
  patternInWorkspace,
  resolveFrom,
  safeGlobStart,
  workspaceRelative,
  writesFile,
} from "../../src/policy/workspace-paths.js";

const workspace = "/work/ws";
const policy = policySchema.parse({
  version: 1,
  files: { deny_read: [".env", "secrets/", "*.pem"], deny_write: [".github/workflows/**", "dist"] },
});
const none = policySchema.parse({ version: 1, bash: { redirect_writes: "none" } });
const ctx = (cwd?: string, p = policy) => ({ policy: p, workspace, ...(cwd === undefined ? {} : { cwd }) });

async function word(source: string): Promise<ShellWord> {
  const parsed = await parseCommandLine(`x ${source}`);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.line.commands[0].words[1];
}
const ruleOf = (d: { rule: string } | undefined) => d?.rule;

describe("where a path lands", () => {
  it("resolves from the command's directory, absolute paths as they are, unknown directories as unknown", () => {
    expect(resolveFrom(ctx(), "a/../b")).toBe("/work/ws/b");
    expect(resolveFrom(ctx("src"), "../b")).toBe("/work/ws/b");
    expect(resolveFrom(ctx("/tmp"), "b")).toBe("/tmp/b");
    expect(resolveFrom(ctx(UNKNOWN_DIR), "/etc/../x")).toBe("/x");
    expect(resolveFrom(ctx(UNKNOWN_DIR), "b")).toBeUndefined();
  });

  it("is inside the workspace only strictly below it", () => {
    expect(workspaceRelative(workspace, "src/a")).toBe("src/a");
    expect(workspaceRelative(workspace, "/work/ws/..a")).toBe("..a");
    for (const t of ["/work/ws", ".", "..", "../x", "/work/wsx", "/etc"])
      expect(workspaceRelative(workspace, t), t).toBeUndefined();
  });
});

describe("write targets (redirections and known writers)", () => {
  it.each<[string, string | undefined, string | undefined]>([
    ["out.txt", undefined, undefined],
    ["/dev/null", undefined, undefined],
    ["/dev/stderr", undefined, undefined],
    ["/dev/stdin", undefined, "builtin:write-outside-workspace"],
    ["../x", undefined, "builtin:write-outside-workspace"],
    ["../x", "src", undefined],
    ["x", "/tmp", "builtin:write-outside-workspace"],
    ["x", UNKNOWN_DIR, "builtin:directory-outside-workspace"],
    [".git/hooks/pre-commit", undefined, "builtin:write-git-dir"],
    ["sub/.GIT/config", undefined, "builtin:write-git-dir"],
    [".gitignore", undefined, undefined],
    [".github/workflows/ci.yml", undefined, 'files.deny_write: ".github/workflows/**"'],
    ["workflows/ci.yml", ".github", 'files.deny_write: ".github/workflows/**"'],
    ["dist/index.js", undefined, 'files.deny_write: "dist"'],
    ['"$f"', undefined, "builtin:write-target"],
    ["~/x", undefined, "builtin:write-outside-workspace"],
    ["$HOME/.ssh/authorized_keys", undefined, "builtin:write-outside-workspace"],
    ["${HOME}/x", undefined, "builtin:write-outside-workspace"],
    ["~", undefined, "builtin:write-outside-workspace"],
    ["$HOMEx/a", undefined, "builtin:write-target"],
    ["~/$x", undefined, "builtin:write-target"],
  ])("%s from %s: %s", async (source, cwd, rule) => {
    expect(ruleOf(checkWriteTarget(ctx(cwd), await word(source), false))).toBe(rule);
  });

  it("refuses every redirection into a file when bash.redirect_writes is none, and allows the devices", async () => {
    expect(ruleOf(checkWriteTarget(ctx(undefined, none), await word("out.txt"), true))).toBe("builtin:redirect-none");
    expect(ruleOf(checkWriteTarget(ctx(undefined, none), await word("/dev/null"), true))).toBeUndefined();
    expect(ruleOf(checkWriteTarget(ctx(undefined, none), await word("out.txt"), false))).toBeUndefined();
  });

  it.each<[string, string | undefined, string | undefined]>([
    ["src/*.ts", undefined, undefined],
    ["./*.ts", "src", undefined],
    ["../*.ts", "src", undefined],
    ["../*", undefined, "builtin:write-outside-workspace"],
    ["/tmp/*", undefined, "builtin:write-outside-workspace"],
    ["a*/x", UNKNOWN_DIR, "builtin:write-outside-workspace"],
    ["src/*/../../../x*", undefined, "builtin:write-outside-workspace"],
    ["src/.?/x", undefined, "builtin:write-outside-workspace"],
    [".gi[t]/*", undefined, "builtin:write-git-dir"],
    ["sub/.GI?/x", undefined, "builtin:write-git-dir"],
    [".github/*/ci.yml", undefined, 'files.deny_write: ".github/workflows/**"'],
    ["dis?/x", undefined, 'files.deny_write: "dist"'],
    ["a/dist/*", undefined, 'files.deny_write: "dist"'],
    ["-*", undefined, "builtin:write-target"],
    ["*.ts", undefined, "builtin:write-target"],
    ["[a]x", undefined, "builtin:write-target"],
    ['"$d"/x', undefined, "builtin:write-target"],
  ])("a glob write %s from %s: %s", async (source, cwd, rule) => {
    expect(ruleOf(checkWritePath(ctx(cwd), await word(source)))).toBe(rule);
  });
});

describe("a known writer's operands", () => {
  it("are not redirections: bash.redirect_writes none does not refuse `cp a out.txt`", async () => {
    expect(checkWritePath(ctx(undefined, none), await word("out.txt"))).toBeUndefined();
    expect(ruleOf(checkWriteTarget(ctx(undefined, none), await word("out.txt"), true))).toBe("builtin:redirect-none");
  });
});

describe("read targets and read operands", () => {
  it.each<[string, string | undefined, string | undefined]>([
    ["in.txt", undefined, undefined],
    ["/dev/stdin", undefined, undefined],
    ["/dev/stdout", undefined, "builtin:read-outside-workspace"],
    ["/etc/hosts", undefined, "builtin:read-outside-workspace"],
    ["x", UNKNOWN_DIR, "builtin:directory-outside-workspace"],
    [".env", undefined, 'files.deny_read: ".env"'],
    ["a/.env", undefined, 'files.deny_read: ".env"'],
    ['"$f"', undefined, "builtin:read-target"],
  ])("< %s from %s: %s", async (source, cwd, rule) => {
    expect(ruleOf(checkReadTarget(ctx(cwd), await word(source)))).toBe(rule);
  });

  it.each<[string, string | undefined, string | undefined]>([
    ["README.md", undefined, undefined],
    ["/dev/stdin", undefined, undefined],
    ["/etc/hosts", undefined, undefined],
    ["/proc/1/environ", undefined, "builtin:never-read"],
    ["/proc/self/task/1/mem", undefined, "builtin:never-read"],
    ["/proc/1/auxv", undefined, "builtin:never-read"],
    ["/proc/1/status", undefined, undefined],
    ["/root/.ssh/id_rsa", undefined, "builtin:never-read"],
    ["/home/runner/.git-credentials/x", undefined, "builtin:never-read"],
    ["/home/runner/work/_temp/_runner_file_commands/set_env_1", undefined, "builtin:never-read"],
    ["/__w/_actions/x/y", undefined, "builtin:never-read"],
    ["gha-creds-1234.json", "sub", "builtin:never-read"],
    ["x", UNKNOWN_DIR, "builtin:directory-outside-workspace"],
    [".env", undefined, 'files.deny_read: ".env"'],
    ["secrets/a", undefined, 'files.deny_read: "secrets/"'],
    ["a", "secrets", 'files.deny_read: "secrets/"'],
    ["k.pem", "src", 'files.deny_read: "*.pem"'],
    ["/work/wsx/.env", undefined, undefined],
    // globs and expansions
    ["/proc/*/environ", undefined, "builtin:never-read"],
    ["/proc/$$/environ", undefined, "builtin:never-read"],
    ['"/proc/$pid/mem"', undefined, "builtin:never-read"],
    ["/proc/${pid}/environ", undefined, "builtin:never-read"],
    ["/proc/*/status", undefined, undefined],
    ["~/.ssh/*", undefined, "builtin:never-read"],
    ["$HOME/.git-credentials", undefined, "builtin:never-read"],
    ["$HOME/.gitconfig", undefined, undefined],
    ["$HOME/.aws/credentials", undefined, "builtin:never-read"],
    ["gha-*", undefined, "builtin:never-read"],
    ["out/*.json", undefined, "builtin:never-read"],
    ["out/*", undefined, 'files.deny_read: "secrets/"'], // could be out/secrets
    ["out/[ab]*", undefined, 'files.deny_read: "*.pem"'],
    ["*.pem", "src", 'files.deny_read: "*.pem"'],
    ["src/*", undefined, 'files.deny_read: "secrets/"'],
    ["src/.*", undefined, "builtin:never-read"], // could be src/.credentials
    ["src/*.ts", undefined, undefined],
    ["secret?/x", undefined, 'files.deny_read: "secrets/"'],
    ["../*", "src", 'files.deny_read: "secrets/"'],
    ["../*", undefined, undefined],
    ["*.ts", UNKNOWN_DIR, undefined],
    ['"$f"', undefined, undefined],
    ['"$d"/x', undefined, 'files.deny_read: "secrets/"'],
    ['"$d"/.env', undefined, 'files.deny_read: ".env"'],
    ["$(pwd)/.env", undefined, 'files.deny_read: ".env"'],
  ])("reading %s from %s: %s", async (source, cwd, rule) => {
    expect(ruleOf(checkReadPath(ctx(cwd), await word(source)))).toBe(rule);
  });

  it("counts a glob as a possible credential file only when its last component has a literal part", async () => {
    for (const [source, rule] of [
      ["out/*", undefined],
      ["out/[ab]*", undefined],
      ["[!.]*", undefined], // every file not starting with a dot: no literal part names one
      ["out/*.json", "builtin:never-read"],
      ["out/.run*", "builtin:never-read"],
      ["out/x*", undefined],
    ] as const) {
      expect(ruleOf(checkReadPath(ctx(undefined, none), await word(source))), source).toBe(rule);
    }
  });

  it("checks literal arguments and --opt=value against deny_read, not options or outside paths", async () => {
    expect(ruleOf(checkReadArgument(ctx(), await word(".env")))).toBe('files.deny_read: ".env"');
    expect(ruleOf(checkReadArgument(ctx(), await word("--env-file=.env")))).toBe('files.deny_read: ".env"');
    expect(ruleOf(checkReadArgument(ctx("sub"), await word("--x=a/k.pem")))).toBe('files.deny_read: "*.pem"');
    for (const s of ["-e.env", "--env-file=", "--a=-.env", "../.env", "$x", "README.md", "x=.env"]) {
      expect(checkReadArgument(ctx(), await word(s)), s).toBeUndefined();
    }
    expect(checkReadArgument(ctx(undefined, none), await word(".env"))).toBeUndefined();
  });

  it("leaves a relative argument after an untracked cd to the directory rule, and still checks absolute ones", async () => {
    expect(checkReadArgument(ctx(UNKNOWN_DIR), await word(".env"))).toBeUndefined();
    expect(ruleOf(checkReadArgument(ctx(UNKNOWN_DIR), await word("/work/ws/.env")))).toBe('files.deny_read: ".env"');
  });

  it("refuses dot files inside a never-read directory, and names the entry that matched", async () => {
    expect(ruleOf(checkReadPath(ctx(), await word(`${homedir()}/.ssh/.keep`)))).toBe("builtin:never-read");
    for (const [source, entry] of [
      ["/proc/1/environ", "/proc/**/environ"],
      [`${homedir()}/.ssh/.keep`, ".ssh/**"],
      ["out/gha-creds-1.json", "gha-creds-*.json"],
      ["/proc/*/environ", "/proc/**/environ"],
    ]) {
      expect(checkReadPath(ctx(), await word(source))?.reason, source).toContain(`${entry})`);
    }
  });
});

describe("directories (cd, pushd, git -C)", () => {
  it.each<[string | undefined, string | undefined, boolean]>([
    ["src", undefined, true],
    [".", undefined, true],
    ["..", "src", true],
    ["/work/ws", undefined, true],
    ["/work/ws/src", undefined, true],
    ["..", undefined, false],
    ["../..", "src", false],
    ["/tmp", undefined, false],
    ["/work/wsx", undefined, false],
    ["-", undefined, false],
    ["+1", undefined, false],
    ["+12", undefined, false],
    ["release-2", undefined, true],
    ["-2", undefined, false],
    ["src", UNKNOWN_DIR, false],
    ["/work/ws", UNKNOWN_DIR, true],
    ['"$d"', undefined, false],
    [undefined, undefined, false],
  ])("%s from %s stays inside: %s", async (source, cwd, inside) => {
    const d = checkDirectory(ctx(cwd), source === undefined ? undefined : await word(source), "cd");
    expect(d === undefined).toBe(inside);
    if (d) expect(d.rule).toBe("builtin:directory-outside-workspace");
  });
});

describe("patterns", () => {
  it("spells an operand as an absolute pattern", async () => {
    expect(operandPattern(ctx("src"), await word("a*b"))).toBe("/work/ws/src/a*b");
    expect(operandPattern(ctx("src"), await word("'a*b'"))).toBe("/work/ws/src/a\\*b");
    expect(operandPattern(ctx(), await word("./x/../*.ts"))).toBe("/work/ws/*.ts");
    expect(operandPattern(ctx(), await word("~/a/*"))).toBe(`${homedir()}/a/*`);
    expect(operandPattern(ctx(), await word("~/a"))).toBe(`${homedir()}/a`);
    expect(operandPattern(ctx(), await word("/a//b/./*"))).toBe("/a/b/*");
    expect(operandPattern(ctx(UNKNOWN_DIR), await word("*.ts"))).toBeUndefined();
    expect(operandPattern(ctx(UNKNOWN_DIR), await word("x"))).toBeUndefined();
    expect(operandPattern(ctx(), await word('"$a$b"'))).toBeUndefined();
    expect(operandPattern(ctx(), await word('"$a"/*'))).toBeUndefined();
    expect(operandPattern(ctx(), await word("`pwd`/x"))).toBe("/work/ws/*/x");
  });

  it("keeps a pattern in the workspace only when no component could be ..", () => {
    expect(patternInWorkspace(ctx(), "/work/ws/src/*")).toBe("src/*");
    expect(patternInWorkspace(ctx(), "/work/ws/*/x")).toBe("*/x");
    expect(patternInWorkspace(ctx(), "/work/ws/.?/x")).toBeUndefined();
    expect(patternInWorkspace(ctx(), "/work/wsx/*")).toBeUndefined();
    expect(patternInWorkspace(ctx(), "/tmp/*")).toBeUndefined();
  });

  it("takes a glob as a safe operand only when it cannot start with a dash", async () => {
    expect(safeGlobStart(await word("src/*"))).toBe(true);
    for (const s of ["*.ts", "-*", "?x", "[a-]x", "\\*x", "x"]) expect(safeGlobStart(await word(s)), s).toBe(false);
  });
});

describe("writesFile", () => {
  it("is true for a redirection into a file, not into a device or from one", async () => {
    const redirects = async (line: string) => {
      const p = await parseCommandLine(line);
      if (!p.ok) throw new Error(p.reason);
      return p.line.redirects.map(writesFile);
    };
    expect(await redirects("ls > a 2>/dev/null >> b 2>&1 < c >/dev/stdout 2> /dev/stderr")).toEqual([
      true,
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(await redirects('ls > "$f"')).toEqual([true]);
  });
});
