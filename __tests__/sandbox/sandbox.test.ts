import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendFile, chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { detectPrivilege, findSystemProgram } from "../../src/sandbox/privilege.js";
import { isRunning, pidsIn, sandboxFixture, type SandboxFixture } from "./helpers.js";

const privilege = await detectPrivilege();
const noPrivilege = privilege === "none";

describe("sandbox: process groups", () => {
  let fx: SandboxFixture;
  beforeAll(async () => {
    fx = await sandboxFixture();
  });
  afterAll(async () => {
    await fx.dispose();
  });

  it("returns exit code and interleaved stdout and stderr", async () => {
    const result = await fx.run("echo out; echo err >&2; exit 3");
    expect(result.exitCode).toBe(3);
    expect(result.output).toContain("out\n");
    expect(result.output).toContain("err\n");
    expect(result.truncated).toBe(false);
    expect(result.spillPath).toBeUndefined();
  });

  it("runs with stdin closed, so a command reading stdin ends at once", async () => {
    const result = await fx.run("cat; echo done");
    expect(result.exitCode).toBe(0);
    expect(result.output).toBe("done\n");
  });

  it("kills a `sleep 100 &` grandchild when the command times out", async () => {
    const result = await fx.run("sleep 100 & echo $! $(readlink /proc/self/ns/pid); wait", { timeoutMs: 500 });
    expect(result.timedOut).toBe(true);
    const [pid] = pidsIn(result.output);
    expect(pid.pid).toBeGreaterThan(0);
    expect(await isRunning(pid)).toBe(false);
  });

  it("kills a child that left the process group with setsid when the command times out", async () => {
    const result = await fx.run("setsid sleep 100 & echo $! $(readlink /proc/self/ns/pid); sleep 100", {
      timeoutMs: 500,
    });
    expect(result.timedOut).toBe(true);
    const [pid] = pidsIn(result.output);
    expect(pid.pid).toBeGreaterThan(0);
    expect(await isRunning(pid)).toBe(false);
  });

  it("stops the whole group when the run is aborted", async () => {
    const controller = new AbortController();
    const result = await fx.run("sleep 100 & echo $! $(readlink /proc/self/ns/pid); wait", {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    expect(result.aborted).toBe(true);
    const [pid] = pidsIn(result.output);
    expect(await isRunning(pid)).toBe(false);
  });

  it("reports an abort that came before the command started without running it", async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await fx.run("echo should-not-run", { signal: controller.signal });
    expect(result.aborted).toBe(true);
    expect(result.output).not.toContain("should-not-run");
  });

  it("keeps only head and tail of `seq 1 5000000` in memory and the full output in the spill file", async () => {
    const result = await fx.run("seq 1 5000000");
    expect(result.exitCode).toBe(0);
    expect(result.totalBytes).toBe(38_888_896);
    expect(result.truncated).toBe(true);
    // What the sandbox retained: 20 KB head + 20 KB tail + the marker line.
    expect(Buffer.byteLength(result.output)).toBeLessThan(40_200);
    expect(result.output.startsWith("1\n2\n3\n")).toBe(true);
    expect(result.output.endsWith("4999999\n5000000\n")).toBe(true);
    expect(result.output).toMatch(/bytes of output omitted/);
    expect(result.spillPath).toBeDefined();
    const spill = result.spillPath as string;
    expect((await stat(spill)).size).toBe(38_888_896);
    // The command wrote it through a descriptor the action opened; nobody else may read it.
    expect((await stat(spill)).mode & 0o777).toBe(0o600);
    const text = await readFile(spill, "utf8");
    expect(text.slice(-16)).toBe("4999999\n5000000\n");
  });

  it("cuts head and tail of multi-byte output at character boundaries", async () => {
    // 6-byte lines: the 20,000-byte head and tail cuts both fall inside a character.
    const result = await fx.run("yes '€é' | head -n 10000");
    expect(result.totalBytes).toBe(60_000);
    expect(result.truncated).toBe(true);
    expect(result.output).not.toContain("\uFFFD");
    const [head, tail] = result.output.split(/\n… \[\d+ bytes of output omitted\] …\n/);
    // The head drops the 2 bytes of a cut "€", the tail the last byte of a cut "é".
    expect(Buffer.byteLength(head)).toBe(19_998);
    expect(head.endsWith("€é\n")).toBe(true);
    expect(Buffer.byteLength(tail)).toBe(19_999);
    expect(tail.startsWith("\n€é\n")).toBe(true);
    expect(result.output).toContain("[20003 bytes of output omitted]");
  });
});

describe("sandbox: spill failures", () => {
  it("still finishes with head and tail when the spill file cannot be written", async () => {
    const fx = await sandboxFixture();
    try {
      const result = await fx.run("seq 1 300000", { spillFile: path.join(fx.runDir, "missing-dir", "out.log") });
      expect(result.exitCode).toBe(0);
      expect(result.truncated).toBe(true);
      expect(result.spillPath).toBeUndefined();
      expect(result.output.endsWith("300000\n")).toBe(true);
    } finally {
      await fx.dispose();
    }
  });
});

describe("sandbox: background processes", () => {
  it("returns when the command exits although a nohup'd loop still holds its stdout, and killAll ends the loop", async () => {
    const fx = await sandboxFixture();
    try {
      const result = await fx.run("nohup sh -c 'while :; do sleep 1; done' & echo $! $(readlink /proc/self/ns/pid)");
      expect(result.exitCode).toBe(0);
      const [pid] = pidsIn(result.output);
      expect(await isRunning(pid)).toBe(true);
      await fx.sandbox.killAll();
      expect(await isRunning(pid)).toBe(false);
    } finally {
      await fx.dispose();
    }
  });

  it("killAll also ends processes that left the group with setsid after their command finished", async () => {
    const fx = await sandboxFixture();
    try {
      const result = await fx.run("setsid sleep 300 >/dev/null 2>&1 & echo $! $(readlink /proc/self/ns/pid)");
      const [pid] = pidsIn(result.output);
      expect(await isRunning(pid)).toBe(true);
      await fx.sandbox.killAll();
      expect(await isRunning(pid)).toBe(false);
    } finally {
      await fx.dispose();
    }
  });

  it("killAll stops a command that is still running, which then reports aborted", async () => {
    const fx = await sandboxFixture();
    try {
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const pending = fx.run("echo go; sleep 100", { onProgress: () => started() });
      await running;
      await fx.sandbox.killAll();
      const result = await pending;
      expect(result.aborted).toBe(true);
      expect(result.exitCode).not.toBe(0);
    } finally {
      await fx.dispose();
    }
  });
});

describe("sandbox: reduced level", () => {
  it("still kills grandchildren on timeout and strays at killAll when commands run as the action's user", async () => {
    const fx = await sandboxFixture({ forceReduced: true });
    try {
      expect(fx.sandbox.level).toBe("reduced");
      expect(fx.sandbox.reason).toMatch(/reduced sandbox requested/);
      const timed = await fx.run("sleep 100 & echo $! $(readlink /proc/self/ns/pid); wait", { timeoutMs: 500 });
      expect(timed.timedOut).toBe(true);
      expect(await isRunning(pidsIn(timed.output)[0])).toBe(false);
      const stray = await fx.run("setsid sleep 300 >/dev/null 2>&1 & echo $! $(readlink /proc/self/ns/pid)");
      const [pid] = pidsIn(stray.output);
      expect(await isRunning(pid)).toBe(true);
      await fx.sandbox.killAll();
      expect(await isRunning(pid)).toBe(false);
    } finally {
      await fx.dispose();
    }
  });
});

describe("sandbox: environment", () => {
  const planted = {
    ANTHROPIC_API_KEY: "sk-ant-fake-0123456789",
    GITHUB_TOKEN: "ghs_fakeTokenValue0123456789",
    INPUT_ANTHROPIC_API_KEY: "sk-ant-fake-input",
    ACTIONS_RUNTIME_TOKEN: "fake-runtime-token",
  };
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [k, v] of Object.entries(planted)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
  });
  afterAll(() => {
    for (const k of Object.keys(planted)) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  });

  for (const forceReduced of [false, true]) {
    it(`shows no secret of the parent's environment to \`env\` (${forceReduced ? "reduced" : "strongest"} level)`, async () => {
      const fx = await sandboxFixture({ forceReduced });
      try {
        const result = await fx.run("env");
        for (const [name, value] of Object.entries(planted)) {
          expect(result.output).not.toContain(name);
          expect(result.output).not.toContain(value);
        }
        const names = result.output
          .trim()
          .split("\n")
          .map((line) => line.split("=")[0])
          .sort();
        // bash itself adds PWD, SHLVL and _; everything else is what the sandbox set.
        expect(names).toEqual(
          [
            "CI",
            "GIT_CONFIG_NOSYSTEM",
            "GIT_PAGER",
            "GIT_TERMINAL_PROMPT",
            "HOME",
            "LANG",
            "PAGER",
            "PATH",
            "PWD",
            "REPO_AGENT_RUN",
            "SHLVL",
            "TERM",
            "_",
          ].sort(),
        );
        expect(result.output).toContain("CI=true\n");
        expect(result.output).toContain(`HOME=${fx.runDir}/`);
      } finally {
        await fx.dispose();
      }
    });
  }
});

describe("sandbox: dedicated user", () => {
  const reason = "needs root or passwordless sudo to create and switch to the sandbox user";

  it.skipIf(noPrivilege)(
    `runs commands as an unprivileged user who cannot read the action's environ or use sudo (skipped when ${reason})`,
    async () => {
      const fx = await sandboxFixture();
      try {
        expect(fx.sandbox.level).toBe("user");
        expect(fx.sandbox.reason).toContain("repo-agent-sbx");
        const id = await fx.run("id -u");
        expect(Number(id.output.trim())).toBeGreaterThan(0);
        const environ = await fx.run(`cat /proc/${process.pid}/environ`);
        expect(environ.exitCode).not.toBe(0);
        // Without a PID namespace the kernel refuses; with one, the action's process does not exist for commands.
        expect(environ.output).toMatch(
          fx.sandbox.reason.includes("own PID") ? /No such file or directory/ : /Permission denied/,
        );
        const sudo = await fx.run("sudo -n true");
        expect(sudo.exitCode).not.toBe(0);
      } finally {
        await fx.dispose();
      }
    },
  );

  it.skipIf(noPrivilege)(`cannot read the action's private files (skipped when ${reason})`, async () => {
    const fx = await sandboxFixture();
    const privateDir = await mkdtemp(path.join(os.tmpdir(), "sbx-runner-temp-"));
    try {
      await chmod(privateDir, 0o700);
      await writeFile(path.join(privateDir, "event.json"), "secret");
      const result = await fx.run(`cat ${privateDir}/event.json`);
      expect(result.exitCode).not.toBe(0);
      expect(result.output).not.toContain("secret");
    } finally {
      await rm(privateDir, { recursive: true, force: true });
      await fx.dispose();
    }
  });

  const sharing = findSystemProgram("setfacl") ? "ACLs" : "the sandbox group";
  it.skipIf(noPrivilege)(
    `shares the workspace both ways (here through ${sharing}) and git works for both users (skipped when ${reason})`,
    async () => {
      await checkSharing(undefined);
    },
  );

  // Group sharing is the fallback for a root action on images without setfacl (container jobs).
  it.skipIf(privilege !== "root")(
    "shares the workspace through the sandbox group when the action is root and ACLs are not used (root-only fallback: skipped when not root)",
    async () => {
      await checkSharing("group");
    },
  );

  async function checkSharing(sharing: "acl" | "group" | undefined): Promise<void> {
    const fx = await sandboxFixture({ sharing });
    try {
      const git = (...args: string[]) =>
        execFileSync("git", args, {
          cwd: fx.workspace,
          encoding: "utf8",
          env: { PATH: process.env.PATH, HOME: fx.runDir, GIT_CONFIG_NOSYSTEM: "1" },
        });
      git("init", "-q");
      await writeFile(path.join(fx.workspace, "before.txt"), "from the action\n");
      await mkdir(path.join(fx.workspace, "src"));
      // Files and directories made after set-up inherit access from the workspace's default ACL.
      const result = await fx.run(
        "echo more >> before.txt && mkdir -p src/new && echo hi > src/new/made.txt && git status --porcelain",
      );
      expect(result.exitCode).toBe(0);
      expect(result.output).toContain("?? before.txt");
      await appendFile(path.join(fx.workspace, "src/new/made.txt"), "edited by the action\n");
      await writeFile(path.join(fx.workspace, "src/new/second.txt"), "x\n");
      expect(git("status", "--porcelain")).toContain("?? src/");
      expect(fx.sandbox.level).toBe("user");
    } finally {
      await fx.dispose();
    }
  }

  it.skipIf(noPrivilege)(
    `kills the sandbox user's processes that scrubbed the run marker from their environment (skipped when ${reason})`,
    async () => {
      const fx = await sandboxFixture();
      try {
        const result = await fx.run("env -i setsid sleep 300 >/dev/null 2>&1 & echo $! $(readlink /proc/self/ns/pid)");
        const [pid] = pidsIn(result.output);
        expect(await isRunning(pid)).toBe(true);
        await fx.sandbox.killAll();
        expect(await isRunning(pid)).toBe(false);
      } finally {
        await fx.dispose();
      }
    },
  );

  it.skipIf(noPrivilege)(`runs without network when the policy says so (skipped when ${reason})`, async () => {
    const fx = await sandboxFixture({ network: "isolated" });
    try {
      if (/without PID and mount namespaces/.test(fx.sandbox.reason)) {
        // No namespaces here: commands are refused rather than run with the network.
        await expect(fx.run("true")).rejects.toThrow(/no network namespace can be made/);
        return;
      }
      expect(fx.sandbox.reason).toContain("without network");
      expect((await fx.run("cat /sys/class/net/lo/operstate")).output.trim()).not.toBe("down");
      const result = await fx.run("cat /proc/net/dev");
      const interfaces = result.output
        .split("\n")
        .slice(2)
        .filter(Boolean)
        .map((line) => line.trim().split(":")[0]);
      expect(interfaces).toEqual(["lo"]);
    } finally {
      await fx.dispose();
    }
  });
});
