// The action's sandbox is created on the first command (LazySandbox): nothing is set up before it is needed,
// a failure to set it up reaches the command as an error (and is retried on the next one), and killAll stops
// what it started.
import { mkdtemp, realpath, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSandbox } from "../../src/sandbox/create.js";
import { LazySandbox, sandboxLabel } from "../../src/sandbox/lazy.js";
import type { RunRequest } from "../../src/sandbox/types.js";

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), prefix)));
  dirs.push(dir);
  return dir;
}

function request(workspace: string, runDir: string, command: string): RunRequest {
  return {
    command,
    cwd: workspace,
    timeoutMs: 20_000,
    signal: new AbortController().signal,
    spillFile: path.join(runDir, `${Math.random()}.log`),
  };
}

describe("LazySandbox", () => {
  it("creates the sandbox on the first command only, and reports itself as not created until then", async () => {
    const workspace = await tempDir("lazy-ws-");
    const runDir = await tempDir("lazy-run-");
    let creations = 0;
    const sandbox = new LazySandbox(() => {
      creations++;
      return createSandbox({ workspace, runDir, network: "open", forceReduced: true });
    });
    expect(sandbox.started).toBe(false);
    expect(sandboxLabel(sandbox)).toBe("created on the first command");
    await sandbox.killAll();
    expect(creations).toBe(0);

    const [a, b] = await Promise.all([
      sandbox.run(request(workspace, runDir, "echo one")),
      sandbox.run(request(workspace, runDir, "echo two")),
    ]);
    expect([a.output.trim(), b.output.trim()]).toEqual(["one", "two"]);
    expect(creations).toBe(1);
    expect(sandbox.started).toBe(true);
    expect(sandboxLabel(sandbox)).toBe("reduced");
    expect(sandbox.reason).toMatch(/reduced sandbox requested/);
  });

  it("turns a failed set-up into the command's error, and tries again on the next command", async () => {
    const workspace = await tempDir("lazy-ws-");
    const runDir = await tempDir("lazy-run-");
    let attempts = 0;
    const sandbox = new LazySandbox(async () => {
      if (++attempts === 1) throw new Error("setfacl failed");
      return createSandbox({ workspace, runDir, network: "open", forceReduced: true });
    });
    await expect(sandbox.run(request(workspace, runDir, "true"))).rejects.toThrow(
      "the command sandbox could not be created: setfacl failed",
    );
    expect(sandbox.started).toBe(false);
    expect((await sandbox.run(request(workspace, runDir, "echo ok"))).output.trim()).toBe("ok");
    expect(attempts).toBe(2);
  });

  it("killAll stops a command started through it", async () => {
    const workspace = await tempDir("lazy-ws-");
    const runDir = await tempDir("lazy-run-");
    const sandbox = new LazySandbox(() => createSandbox({ workspace, runDir, network: "open", forceReduced: true }));
    const running = sandbox.run({ ...request(workspace, runDir, "sleep 30"), timeoutMs: 60_000 });
    await new Promise((r) => setTimeout(r, 300));
    await sandbox.killAll();
    const result = await running;
    expect(result.aborted || result.signal !== null).toBe(true);
  });
});
