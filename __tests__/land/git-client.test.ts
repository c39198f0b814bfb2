// The hardened simple-git client (git-client.ts): simple-git's own guards refuse what could run a command, even
// when our code asks for it, and the hardening holds (a planted hook does not run on commit).
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gitClient } from "../../src/land/git-client.js";
import { exists, makeFixture, sh, writeExecutable, type Fixture } from "./repo-fixture.js";

let fx: Fixture;
beforeEach(async () => {
  fx = await makeFixture();
});
afterEach(async () => {
  await rm(fx.root, { recursive: true, force: true });
});

describe("gitClient", () => {
  it("keeps simple-git's guards on: rebase --exec, --upload-pack and an editor are refused before git runs", async () => {
    const client = await gitClient({ cwd: fx.work });
    await expect(client.rebase(["--exec", "touch pwned", "HEAD~0"])).rejects.toThrow(/allowUnsafeExec/);
    await expect(client.fetch(fx.remote, "main", ["--upload-pack=touch pwned"])).rejects.toThrow(/potential exploit/);
    await expect(client.raw(["-c", "core.editor=touch pwned", "commit", "--amend"])).rejects.toThrow(
      /allowUnsafeEditor/,
    );
    expect(exists(path.join(fx.work, "pwned"))).toBe(false);
  });

  it("runs no hook the repository planted when it commits", async () => {
    const marker = path.join(fx.root, "hook-ran");
    await writeExecutable(path.join(fx.work, ".git/hooks/pre-commit"), `#!/bin/sh\ntouch ${marker}\n`);
    const client = await gitClient({
      cwd: fx.work,
      workTree: fx.work,
      identity: { name: "bot", email: "bot@example.invalid" },
    });
    await client.commit("empty", { "--allow-empty": null });
    expect(exists(marker)).toBe(false);
    expect(sh(fx.work, ["log", "-1", "--format=%an %s"]).trim()).toBe("bot empty");
  });
});
