// The policy's network rule applied to real commands, at both sandbox levels: each command in a network
// namespace with only loopback, HTTP(S)_PROXY pointing at the bridge, and the proxy recording which command
// tried which host. Only refused hosts are tried here (an allowed one would leave the machine); the allowed
// path runs end to end in __tests__/e2e/network.test.ts.
import { chmod, mkdtemp, realpath, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePolicyText } from "../../../src/policy/load.js";
import { createCommandSandbox, type CommandSandbox } from "../../../src/sandbox/command-sandbox.js";
import { detectPrivilege } from "../../../src/sandbox/privilege.js";

const privilege = await detectPrivilege();
const policy = (text: string) => parsePolicyText(`version: 1\n${text}`, "p.yml").policy;
// CONNECT through the proxy the environment names; prints the status line the proxy answered with.
const CONNECT = `node -e 'const u=new URL(process.env.HTTPS_PROXY);require("http").request({host:u.hostname,port:u.port,method:"CONNECT",path:"sink.test:443"}).on("connect",(r)=>{console.log("status",r.statusCode);process.exit(0)}).on("error",(e)=>{console.log("error",e.code);process.exit(0)}).end()'`;

let workspace: string;
let runDir: string;
beforeAll(async () => {
  workspace = await realpath(await mkdtemp(path.join(os.tmpdir(), "egress-ws-")));
  runDir = await realpath(await mkdtemp(path.join(os.tmpdir(), "egress-run-")));
});
afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
  await rm(runDir, { recursive: true, force: true });
});

async function run(sandbox: CommandSandbox, command: string): Promise<string> {
  const result = await sandbox.run({
    command,
    cwd: workspace,
    timeoutMs: 20_000,
    signal: new AbortController().signal,
    spillFile: path.join(runDir, `out-${Math.random()}.log`),
  });
  return result.output;
}

const levels = [
  { name: "reduced (a user namespace of its own)", forceReduced: true, skip: undefined },
  {
    name: "user (the dedicated sandbox user)",
    forceReduced: false,
    skip: privilege === "none" ? "needs root or passwordless sudo" : undefined,
  },
];

describe.each(levels)("network rule at level $name", ({ forceReduced, skip }) => {
  it.skipIf(skip !== undefined)(
    `allow-list: only loopback inside, the proxy refuses an unlisted host and names the command${skip ? ` (skipped: ${skip})` : ""}`,
    async () => {
      const sandbox = await createCommandSandbox({
        workspace,
        runDir,
        policy: policy("network:\n  allow: [registry.test]\n"),
        forceReduced,
      });
      try {
        expect(sandbox.reason).toMatch(/in a network namespace of their own|without network/);
        const interfaces = (await run(sandbox, "cat /proc/net/dev"))
          .split("\n")
          .slice(2)
          .filter(Boolean)
          .map((l) => l.trim().split(":")[0]);
        expect(interfaces).toEqual(["lo"]);
        expect(await run(sandbox, "echo $HTTPS_PROXY $npm_config_proxy $PIP_PROXY $GIT_CONFIG_VALUE_0")).toBe(
          "http://127.0.0.1:3128 http://127.0.0.1:3128 http://127.0.0.1:3128 http://127.0.0.1:3128\n",
        );
        expect(await run(sandbox, CONNECT)).toContain("status 403");
        expect(sandbox.blocked()).toEqual([
          expect.objectContaining({
            host: "sink.test",
            port: 443,
            command: CONNECT,
            count: 1,
            suggestion: 'network.allow: ["sink.test"]',
          }),
        ]);
        // The bridge exits as the command does.
        const exited = await sandbox.run({
          command: "exit 7",
          cwd: workspace,
          timeoutMs: 20_000,
          signal: new AbortController().signal,
          spillFile: path.join(runDir, "exit.log"),
        });
        expect(exited.exitCode).toBe(7);
        // Commands at once share the sandbox's namespace (user level): the second bridge finds the port taken and
        // points its command at another one; both get through to the proxy.
        const [first, second] = await Promise.all([
          run(sandbox, `${CONNECT}; sleep 1.5`),
          run(sandbox, `sleep 0.5; ${CONNECT}; echo $HTTPS_PROXY`),
        ]);
        expect(first).toContain("status 403");
        expect(second).toContain("status 403");
        expect(sandbox.blocked().map((b) => b.command)).toEqual([
          CONNECT,
          `${CONNECT}; sleep 1.5`,
          `sleep 0.5; ${CONNECT}; echo $HTTPS_PROXY`,
        ]);
      } finally {
        await sandbox.dispose();
      }
    },
  );

  it.skipIf(skip !== undefined)(
    `bash.network: false: no network and no proxy${skip ? ` (skipped: ${skip})` : ""}`,
    async () => {
      const sandbox = await createCommandSandbox({
        workspace,
        runDir,
        policy: policy("bash:\n  network: false\n"),
        forceReduced,
      });
      try {
        expect(await run(sandbox, "echo ${HTTPS_PROXY:-none}")).toBe("none\n");
        expect(await run(sandbox, CONNECT)).toMatch(/error E(CONNREFUSED|NETUNREACH|INVAL)|TypeError|Invalid URL/);
      } finally {
        await sandbox.dispose();
      }
    },
  );
});

describe("the node that runs the bridge", () => {
  // As on a GitHub-hosted runner, where the action's node lies under ~/runners, which the sandbox hides: at the
  // user level a node behind a directory the sandbox user cannot enter; at the reduced level a missing one.
  async function unreachableNode(): Promise<{ node: string; dir: string }> {
    const dir = await mkdtemp(path.join(os.tmpdir(), "egress-hidden-node-"));
    await chmod(dir, 0o700);
    const node = path.join(dir, "node");
    await symlink(process.execPath, node);
    return { node: privilege === "none" ? path.join(dir, "missing", "node") : node, dir };
  }

  it("is the next one the sandbox's commands can run when the first cannot be", async () => {
    const hidden = await unreachableNode();
    const sandbox = await createCommandSandbox({
      workspace,
      runDir,
      policy: policy("network:\n  allow: [registry.test]\n"),
      bridgeNodes: [hidden.node, process.execPath],
    });
    try {
      expect(await run(sandbox, CONNECT)).toContain("status 403");
      expect(sandbox.blocked()).toEqual([expect.objectContaining({ host: "sink.test", command: CONNECT })]);
    } finally {
      await sandbox.dispose();
      await rm(hidden.dir, { recursive: true, force: true });
    }
  });

  it("fails closed, with the reason, when no node can run it", async () => {
    const hidden = await unreachableNode();
    try {
      await expect(
        createCommandSandbox({
          workspace,
          runDir,
          policy: policy("network:\n  allow: [registry.test]\n"),
          bridgeNodes: [hidden.node],
        }),
      ).rejects.toThrow(
        new RegExp(
          `the network bridge cannot run inside the sandbox, so commands are refused rather than run with the network open \\(no node the sandbox user can run: ${hidden.node.replaceAll(".", "\\.")}: `,
        ),
      );
    } finally {
      await rm(hidden.dir, { recursive: true, force: true });
    }
  });
});

describe("bash.network: true", () => {
  it("runs commands with the runner's network and no proxy (the old open behaviour)", async () => {
    const sandbox = await createCommandSandbox({
      workspace,
      runDir,
      policy: policy("bash:\n  network: true\n"),
      forceReduced: true,
    });
    try {
      expect(sandbox.rule.mode).toBe("open");
      expect(sandbox.reason).not.toContain("network namespace");
      expect(await run(sandbox, "echo ${HTTPS_PROXY:-none}")).toBe("none\n");
    } finally {
      await sandbox.dispose();
    }
  });
});
