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
  const policy = policySchema.parse({ version: 1, bash: { allow: ["echo *", "cat *", "git *"] } });
  const decide = (command: string) => decideCommand(policy, command, { workspace });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "symlink-targets-"));
    workspace = join(dir, "ws");
    await mkdir(join(workspace, "docs"), { recursive: true });
    await symlink("../..", join(workspace, "docs", "up"));
    await symlink(dir, join(workspace, "out"));
    await symlink("docs", join(workspace, "inside"));
    await symlink(join(dir, "missing"), join(workspace, "dangling"));
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

  it("allows links that stay inside, and new files", async () => {
    for (const command of ["echo x > inside/f", "echo x > docs/new.txt", "cd inside && echo x > f", "echo x > /dev/null", "git -C inside status"]) {
      expect((await decide(command)).allowed, command).toBe(true);
    }
  });

  it("judges lexically when the workspace does not exist (policy checks from the CLI)", async () => {
    expect((await decideCommand(DEFAULT_POLICY, "ls > out.txt", { workspace: join(dir, "nowhere") })).rule).not.toBe("builtin:write-outside-workspace");
  });
});
