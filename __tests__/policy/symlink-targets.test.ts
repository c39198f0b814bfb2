// Redirection targets and cd/git -C directories are resolved the way the kernel will: a symlink inside the
// workspace that leads out of it makes the path outside (found by the adversarial suite, scenario 7).
import { mkdir, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideCommand } from "../../src/policy/decide.js";
import { DEFAULT_POLICY } from "../../src/policy/load.js";
import { policySchema } from "../../src/policy/schema.js";

describe("physical resolution of the paths a command line writes, reads and moves to", () => {
  let dir: string;
  let workspace: string;
  const policy = policySchema.parse({ version: 1, bash: { allow: ["echo *", "cat *", "git *", "/usr/bin/git *"] } });
  const decide = (command: string) => decideCommand(policy, command, { workspace });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "symlink-targets-"));
    workspace = join(dir, "ws");
    await mkdir(join(workspace, "docs"), { recursive: true });
    await symlink("../..", join(workspace, "docs", "up"));
    await symlink(dir, join(workspace, "out"));
    await symlink("docs", join(workspace, "inside"));
    await symlink(join(dir, "missing"), join(workspace, "dangling"));
    await symlink(dir, join(workspace, "1"));
    await symlink(dir, join(workspace, "-Lout"));
    await symlink(dir, join(workspace, "x-L"));
    await symlink("loop-b", join(workspace, "loop-a"));
    await symlink("loop-a", join(workspace, "loop-b"));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it("refuses writes and reads through a link out of the workspace", async () => {
    for (const [command, rule] of [
      ["echo x > out/f", "builtin:write-outside-workspace"],
      ["echo x >> docs/up/f", "builtin:write-outside-workspace"],
      ["echo x > dangling", "builtin:write-outside-workspace"],
      ["echo x > out/../f", "builtin:write-outside-workspace"],
      ["cat < out/secret", "builtin:read-outside-workspace"],
      ["cd out && echo x > f", "builtin:directory-outside-workspace"],
      ["cd docs && echo x > up/f", "builtin:write-outside-workspace"],
      ["git -C out status", "builtin:directory-outside-workspace"],
    ]) {
      const d = await decide(command);
      expect(d.allowed, command).toBe(false);
      expect(d.rule, command).toBe(rule);
      expect(d.reason, command).toContain("outside the workspace");
    }
  });

  it("resolves the directory of every spelling of cd, pushd and git -C", async () => {
    for (const command of [
      "builtin cd out",
      "command cd out",
      "command builtin cd out",
      "pushd out",
      "cd -L out",
      "cd -P out",
      "cd -- out",
      "cd docs/up",
      "git -C docs -C up status",
      "git --no-pager -C out log",
      "/usr/bin/git -C out status",
    ]) {
      const d = await decide(command);
      expect(d, command).toMatchObject({ allowed: false, rule: "builtin:directory-outside-workspace" });
      expect(d.reason, command).toContain(`leads to ${dir}`);
    }
    for (const command of ["pushd inside", "cd -- inside", "git -C docs -C .. status", "git -C inside log -C out"]) {
      expect((await decide(command)).allowed, command).toBe(true);
    }
  });

  it("takes only cd's own options for options, and a directory that looks like one for a directory", async () => {
    for (const command of ["cd -LP out", "cd -- -Lout", "cd x-L", "pushd -- -Lout"]) {
      expect(await decide(command), command).toMatchObject({
        allowed: false,
        rule: "builtin:directory-outside-workspace",
      });
    }
  });

  it("resolves -C only for git, and a git -C without a directory is refused, not a crash", async () => {
    expect((await decide("echo -C out")).allowed).toBe(true);
    for (const command of ["git -C", "git --no-pager -C"])
      expect(await decide(command), command).toMatchObject({ allowed: false, rule: "builtin:git-location" });
  });

  it("resolves files, not descriptors or device names that only end like one", async () => {
    expect((await decide("echo x > /dev/null 2>&1")).allowed).toBe(true);
    expect((await decide("echo x 1>&2")).allowed).toBe(true);
    expect(await decide("echo x > out/dev/null")).toMatchObject({
      allowed: false,
      rule: "builtin:write-outside-workspace",
    });
  });

  it("lists a path refused lexically once, not again for the physical check, from whichever directory refused it", async () => {
    const denials = async (command: string) =>
      (await decide(command)).commands.filter((c) => c.decision === "deny").map((c) => c.argv.join(" "));
    expect(await denials("cd /tmp")).toEqual(["cd /tmp"]);
    expect(await denials("echo x > /etc/x")).toEqual(["> /etc/x"]);
    expect(await denials("cat < /etc/hosts")).toEqual(["< /etc/hosts"]);
    expect(await denials("[ -d docs ] && cd docs; cd ..")).toEqual(["cd .."]);
    expect(await denials("[ -d docs ] && cd docs; echo x > ../x")).toEqual(["> ../x"]);
  });

  it("checks a link from every directory the line may be in", async () => {
    expect(await decide("[ -d docs ] && cd docs; echo x > up/f")).toMatchObject({
      allowed: false,
      rule: "builtin:write-outside-workspace",
    });
    expect(await decide("[ -d docs ] && cd docs; cd up")).toMatchObject({
      allowed: false,
      rule: "builtin:directory-outside-workspace",
    });
  });

  it("refuses a path through a symlink loop, saying so", async () => {
    const d = await decide("echo x > loop-a/f");
    expect(d).toMatchObject({ allowed: false, rule: "builtin:write-outside-workspace" });
    expect(d.reason).toContain("loop-a/f (a symlink loop)");
  });

  it("allows links that stay inside, and new files", async () => {
    for (const command of [
      "echo x > inside/f",
      "echo x > docs/new.txt",
      "cd inside && echo x > f",
      "echo x > /dev/null",
      "git -C inside status",
    ]) {
      expect((await decide(command)).allowed, command).toBe(true);
    }
  });

  it("judges lexically when the workspace does not exist (policy checks from the CLI)", async () => {
    expect((await decideCommand(DEFAULT_POLICY, "ls > out.txt", { workspace: join(dir, "nowhere") })).rule).not.toBe(
      "builtin:write-outside-workspace",
    );
  });
});
