import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { access, mkdtemp, readFile, realpath, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { policySchema, type PolicyInput } from "../../../src/policy/schema.js";
import { createToolSession, type ToolSessionHandle } from "../../../src/tools/session.js";
import { bashTool, effectiveTimeoutMs, formatResult } from "../../../src/tools/builtin/bash.js";
import type { ToolCallOutcome } from "../../../src/tools/executor.js";
import type { TranscriptEvent } from "../../../src/transcript-events.js";

interface BashSession {
  workspace: string;
  events: TranscriptEvent[];
  call(input: { command: string; timeout?: number; description?: string }): Promise<ToolCallOutcome>;
  dispose(): Promise<void>;
}

async function bashSession(policy: PolicyInput): Promise<BashSession> {
  const root = await realpath(await mkdtemp(path.join(os.tmpdir(), "bash-tool-test-")));
  const workspace = path.join(root, "ws");
  const runDir = path.join(root, "run");
  await Promise.all([workspace, runDir].map((d) => import("node:fs/promises").then((fs) => fs.mkdir(d))));
  const events: TranscriptEvent[] = [];
  const session: ToolSessionHandle = await createToolSession({
    workspace,
    runDir,
    policy: policySchema.parse(policy),
    extraTools: [{ tool: bashTool, replace: true }],
    emit: (e) => events.push(e),
  });
  let n = 0;
  return {
    workspace,
    events,
    call: async (input) => {
      const batch = session.executor.beginTurn(1);
      batch.add({ id: `bash${++n}`, name: "bash", input });
      return (await batch.finish())[0];
    },
    dispose: async () => {
      await session.dispose();
      await rm(root, { recursive: true, force: true });
    },
  };
}

const policy: PolicyInput = {
  version: 1,
  bash: { allow: ["echo *", "true", "seq *", "env", "sleep *", "ls *", "sh -c *", "touch *"], timeout_seconds: 30 },
};

describe("bash tool", () => {
  let s: BashSession;
  beforeAll(async () => {
    s = await bashSession(policy);
  });
  afterAll(async () => {
    await s.dispose();
  });

  it("returns the output and reports the sandbox level in metadata", async () => {
    const result = await s.call({ command: "echo hello", description: "say hello" });
    expect(result.isError).toBe(false);
    expect(result.content).toBe("hello");
    expect(result.output.display).toBe("bash: echo hello (exit 0)");
    expect(result.output.metadata).toMatchObject({ exitCode: 0, timedOut: false });
    expect(["user", "reduced"]).toContain(result.output.metadata?.sandbox);
  });

  it("says (no output) when the command prints nothing", async () => {
    const result = await s.call({ command: "true" });
    expect(result.content).toBe("(no output)");
  });

  it("marks a non-zero exit as an error and states the code", async () => {
    const result = await s.call({ command: "ls /no/such/dir" });
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(/No such file or directory\n\nExit code 2$/);
    expect(result.output.metadata?.exitCode).toBe(2);
  });

  it("kills the command at its timeout (milliseconds) and says so", async () => {
    const result = await s.call({ command: "sleep 30", timeout: 300 });
    expect(result.isError).toBe(true);
    expect(result.output.errorType).toBe("timeout");
    expect(result.content).toBe("(no output)\n\nCommand timed out after 0.3 s; the process group was killed.");
    expect(result.output.metadata?.timedOut).toBe(true);
  });

  it("bounds a huge output and points at the full text on disk", async () => {
    const result = await s.call({ command: "seq 1 5000000" });
    const text = result.content as string;
    expect(text.length).toBeLessThanOrEqual(bashTool.maxResultChars);
    expect(text.startsWith("1\n2\n3\n")).toBe(true);
    const spillPath = result.output.metadata?.spillPath as string;
    expect(text).toContain(`Output truncated: 38888896 bytes in all; the full output is in ${spillPath}`);
    expect((await stat(spillPath)).size).toBe(38_888_896);
    expect((await readFile(spillPath, "utf8")).endsWith("4999999\n5000000\n")).toBe(true);
  });

  it("keeps the action's secrets out of the command's environment", async () => {
    process.env.ANTHROPIC_API_KEY = "sk-ant-api03-fake-key-for-test";
    process.env.GITHUB_TOKEN = "ghs_fakeGithubTokenForTest";
    try {
      const result = await s.call({ command: "env" });
      expect(result.isError).toBe(false);
      for (const leak of [
        "ANTHROPIC_API_KEY",
        "GITHUB_TOKEN",
        "sk-ant-api03-fake-key-for-test",
        "ghs_fakeGithubTokenForTest",
      ]) {
        expect(result.content).not.toContain(leak);
      }
      expect(result.content).toContain("CI=true");
    } finally {
      delete process.env.ANTHROPIC_API_KEY;
      delete process.env.GITHUB_TOKEN;
    }
  });

  it("refuses a command the policy does not allow, names the rule, and does not run it", async () => {
    const result = await s.call({ command: "echo hi; mkdir pwned" });
    expect(result.isError).toBe(true);
    expect(result.output.errorType).toBe("permission");
    expect(result.content).toContain("mkdir");
    await expect(access(path.join(s.workspace, "pwned"))).rejects.toThrow();
    const denial = s.events.find((e) => e.type === "denial");
    expect(denial).toMatchObject({ name: "bash", attempted: "bash: echo hi; mkdir pwned" });
  });

  it("runs commands in the workspace", async () => {
    const result = await s.call({ command: "touch made-here" });
    expect(result.isError).toBe(false);
    await access(path.join(s.workspace, "made-here"));
  });
});

describe("bash tool timeouts", () => {
  const ctx = (seconds: number) => ({ policy: policySchema.parse({ version: 1, bash: { timeout_seconds: seconds } }) });
  it("defaults to the policy's timeout and caps the model's request at it", () => {
    expect(effectiveTimeoutMs({ command: "x" }, ctx(120))).toBe(120_000);
    expect(effectiveTimeoutMs({ command: "x", timeout: 5_000 }, ctx(120))).toBe(5_000);
    expect(effectiveTimeoutMs({ command: "x", timeout: 600_000 }, ctx(60))).toBe(60_000);
  });

  it("formats a cancelled command", () => {
    const text = formatResult(
      {
        exitCode: null,
        signal: "SIGTERM",
        timedOut: false,
        aborted: true,
        output: "partial\n",
        totalBytes: 8,
        truncated: false,
        durationMs: 5,
      },
      1000,
      30_000,
    );
    expect(text).toBe("partial\n\nCommand was cancelled; the process group was killed.");
  });
});

describe("bash tool description", () => {
  it("describes a call by its first line", () => {
    expect(bashTool.describe({ command: "npm test\n  && echo done" })).toBe("bash: npm test …");
  });
});
