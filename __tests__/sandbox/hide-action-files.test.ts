import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chmod, mkdir, mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createSandbox } from "../../src/sandbox/create.js";
import { planHiddenPaths } from "../../src/sandbox/hide-action-files.js";
import { detectPrivilege, findSystemProgram } from "../../src/sandbox/privilege.js";
import type { RunResult, Sandbox } from "../../src/sandbox/types.js";

const privilege = await detectPrivilege();
const hasSetfacl = findSystemProgram("setfacl") !== undefined;

// A runner-like layout inside a fake home: ~/work/<repo>/<repo> is the workspace, ~/work/_temp/<run> the run dir.
let root: string;
let home: string;
let workspace: string;
let runDir: string;

beforeAll(async () => {
  root = await realpath(await mkdtemp(path.join(os.tmpdir(), "sbx-home-")));
  home = path.join(root, "runner");
  workspace = path.join(home, "work", "repo", "repo");
  runDir = path.join(home, "work", "_temp", "repo-agent-run");
  for (const dir of [
    workspace,
    runDir,
    path.join(home, ".cargo", "bin"),
    path.join(home, "work", "_temp", "_runner_file_commands"),
    path.join(home, "work", "other"),
  ]) {
    await mkdir(dir, { recursive: true });
  }
  await chmod(root, 0o755);
  await chmod(home, 0o750);
  for (const dir of [
    "work",
    "work/repo",
    "work/_temp",
    "work/_temp/_runner_file_commands",
    "work/other",
    ".cargo",
    ".cargo/bin",
  ]) {
    await chmod(path.join(home, dir), 0o755);
  }
  await writeFile(path.join(home, ".npmrc"), "//registry.npmjs.org/:_authToken=npm-secret\n", { mode: 0o644 });
  await writeFile(path.join(home, ".cargo", "bin", "tool"), "#!/bin/sh\necho tool-ran\n", { mode: 0o755 });
  await writeFile(path.join(home, "work", "_temp", "_runner_file_commands", "set_env_1"), "TOKEN=env-secret\n", {
    mode: 0o644,
  });
  await writeFile(path.join(home, "work", "other", "notes.txt"), "other-checkout\n", { mode: 0o644 });
  await writeFile(path.join(workspace, "README.md"), "workspace-file\n", { mode: 0o644 });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("planHiddenPaths", () => {
  it("hides the home's credentials and everything beside the path to the workspace and run dir, but not toolchains", async () => {
    const sandboxHome = path.join(runDir, "sandbox-home");
    await mkdir(sandboxHome, { recursive: true });
    await writeFile(path.join(runDir, "transcript.json"), "{}");
    try {
      const plan = await planHiddenPaths({
        keep: [workspace, sandboxHome],
        sealed: [runDir],
        home,
        actionUid: process.getuid?.() ?? 0,
      });
      expect(plan).toEqual(
        [
          path.join(home, ".npmrc"),
          path.join(home, "work", "_temp", "_runner_file_commands"),
          path.join(home, "work", "other"),
          path.join(runDir, "transcript.json"),
        ].sort(),
      );
    } finally {
      await rm(sandboxHome, { recursive: true, force: true });
      await rm(path.join(runDir, "transcript.json"), { force: true });
    }
  });
});

describe("the sandbox user inside a runner-like home", () => {
  let sandbox: Sandbox | undefined;
  const run = (command: string): Promise<RunResult> =>
    (sandbox as Sandbox).run({
      command,
      cwd: workspace,
      timeoutMs: 10_000,
      signal: new AbortController().signal,
      spillFile: path.join(runDir, "out.log"),
    });

  afterAll(async () => {
    await sandbox?.dispose();
  });

  it.skipIf(privilege === "none" || !hasSetfacl)(
    "reaches the workspace and toolchains in the home, but not credentials, other steps' files, other checkouts or the run's files (skipped without root/sudo or setfacl)",
    async () => {
      sandbox = await createSandbox({ workspace, runDir, network: "open", actionHome: home });
      expect(sandbox.level).toBe("user");
      await writeFile(path.join(runDir, "transcript.json"), "run-secret\n", { mode: 0o644 });
      expect((await run("cat README.md")).output).toBe("workspace-file\n");
      expect((await run(`${home}/.cargo/bin/tool`)).output).toBe("tool-ran\n");
      for (const file of [".npmrc", "work/_temp/_runner_file_commands/set_env_1", "work/other/notes.txt"]) {
        const result = await run(`cat ${path.join(home, file)}`);
        // Denied by the ACL, or (in the sandbox's mount namespace) covered: an empty file, an empty directory.
        expect(result.output, file).toMatch(/Permission denied|^$|No such file/);
        expect(result.output, file).not.toMatch(/secret|other-checkout/);
      }
      const transcript = await run(`cat ${runDir}/transcript.json`);
      expect(transcript.exitCode).not.toBe(0);
      expect(transcript.output).not.toContain("run-secret");
    },
  );
});
