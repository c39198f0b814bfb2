// Fail closed: where no network namespace can be made, the network rule cannot be enforced, and commands are
// refused with the reason — never run with the runner's network. The bundled CLI's bash tool runs inside a user
// namespace whose namespace limits are 0 (`user.max_user_namespaces`, `user.max_net_namespaces`: per user
// namespace, so this changes nothing outside it), which is what a runner with user namespaces switched off looks
// like to the sandbox.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTION } from "./harness.js";

const CLI = path.join(path.dirname(ACTION), "cli.js");
const unavailable = (() => {
  if (process.platform !== "linux") return "not Linux";
  try {
    execFileSync(
      "unshare",
      ["--user", "--map-root-user", "--", "sh", "-c", "echo 0 > /proc/sys/user/max_net_namespaces"],
      { stdio: "ignore" },
    );
    return undefined;
  } catch {
    return "this machine cannot make a user namespace to switch namespaces off in";
  }
})();
if (unavailable) console.warn(`network refusal test skipped: ${unavailable}`);

let repo: string;
beforeAll(async () => {
  repo = await mkdtemp(path.join(os.tmpdir(), "netns-refused-"));
  await mkdir(path.join(repo, ".github"));
  execFileSync("git", ["init", "-q", repo]);
});
afterAll(async () => rm(repo, { recursive: true, force: true }));

async function bashWithoutNamespaces(policy: string): Promise<{ isError: boolean; output: string }> {
  await writeFile(path.join(repo, ".github", "agent-policy.yml"), `version: 1\nbash:\n  allow: ["echo *"]\n${policy}`);
  const script =
    'echo 0 > /proc/sys/user/max_user_namespaces && echo 0 > /proc/sys/user/max_net_namespaces && exec "$@"';
  const r = spawnSync(
    "unshare",
    [
      "--user",
      "--map-root-user",
      "--",
      "sh",
      "-c",
      script,
      "sh",
      process.execPath,
      CLI,
      "tool",
      "bash",
      "--input",
      '{"command":"echo hello"}',
      "--repo",
      repo,
    ],
    { encoding: "utf8", timeout: 60_000 },
  );
  return JSON.parse(r.stdout);
}

describe.skipIf(unavailable !== undefined)(
  `commands where no network namespace can be made${unavailable ? ` (skipped: ${unavailable})` : ""}`,
  () => {
    it("are refused under an allow-list, with the reason, even where the policy accepts running without protection", async () => {
      const result = await bashWithoutNamespaces(
        "network:\n  allow: [registry.test]\nsandbox:\n  allow_unprotected_secrets: true\n",
      );
      expect(result.isError).toBe(true);
      expect(result.output).toContain(
        "Commands are refused: the policy's network rule needs a network namespace but none can be made here",
      );
      expect(result.output).toMatch(/unshare --(user --)?net failed/);
      expect(result.output).not.toContain("hello\n");
    });

    it("are refused when the policy says nothing about network (nothing may leave)", async () => {
      const result = await bashWithoutNamespaces("");
      expect(result.isError).toBe(true);
      expect(result.output).toMatch(/commands are refused/i);
    });

    it("run with bash.network: true, the explicit open rule (and the opt-in to run without protection)", async () => {
      const result = await bashWithoutNamespaces("  network: true\nsandbox:\n  allow_unprotected_secrets: true\n");
      expect(result.isError, result.output).toBe(false);
      expect(result.output).toContain("hello");
    });
  },
);
