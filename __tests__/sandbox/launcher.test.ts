// The namespaces commands run in (src/sandbox/launcher.ts): an isolated network has loopback up and nothing else,
// an egress proxy's wrapper and variables come right before `bash -c`, after the privilege drop, and after the
// run nothing the sandbox user made is left that the action's user cannot change or delete.
import { describe, expect, it } from "vitest";
import { stat } from "node:fs/promises";
import path from "node:path";
import { detectPrivilege, findSystemProgram } from "../../src/sandbox/privilege.js";
import { sandboxFixture } from "./helpers.js";

const privilege = await detectPrivilege();
const skip = privilege === "none";
const why = "needs root or passwordless sudo to create and switch to the sandbox user";

describe("sandbox namespaces", () => {
  it.skipIf(skip)(`an isolated network has loopback up and no other interface (skipped when ${why})`, async () => {
    const fx = await sandboxFixture({ network: "isolated" });
    try {
      expect(fx.sandbox.reason).toMatch(/own PID and mount namespaces without network/);
      // Loopback up: a closed port refuses the connection; down, the network would be unreachable.
      const result = await fx.run(
        "tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '; (exec 3<>/dev/tcp/127.0.0.1/9) 2>&1; true",
      );
      expect(result.output.split("\n")[0]).toBe("lo");
      expect(result.output.split("\n")[1]).not.toMatch(/^\w+$/);
      expect(result.output).toMatch(/Connection refused/);
    } finally {
      await fx.dispose();
    }
  });

  it.skipIf(skip)(
    `puts the inner wrapper and its variables right before bash, after the privilege drop (skipped when ${why})`,
    async () => {
      const env = findSystemProgram("env") ?? "/usr/bin/env";
      const fx = await sandboxFixture({ inner: { prefix: [env, "WRAPPED=yes"], env: { PROXY_PORT: "3128" } } });
      try {
        const result = await fx.run('echo "$WRAPPED $PROXY_PORT $(id -u)"; cat /proc/1/cmdline | tr "\\0" " "');
        const [line, init] = result.output.split("\n");
        const [wrapped, port, uid] = line.split(" ");
        expect([wrapped, port]).toEqual(["yes", "3128"]);
        expect(Number(uid)).not.toBe(0);
        // PID 1 of the commands' namespace is the holder, not the action.
        expect(init).toMatch(/sleep infinity/);
      } finally {
        await fx.dispose();
      }
    },
  );

  it.skipIf(skip)(
    `after dispose, what the sandbox user made belongs to the action's user and its home is gone (skipped when ${why})`,
    async () => {
      for (const sharing of ["acl", "group"] as const) {
        if (sharing === "acl" && !findSystemProgram("setfacl")) continue;
        if (sharing === "group" && privilege !== "root") continue;
        const fx = await sandboxFixture({ sharing });
        try {
          const made = await fx.run(
            'mkdir -p node_modules/x && echo 1 > node_modules/x/index.js && chmod 0600 node_modules/x/index.js && echo "$HOME"',
          );
          const home = made.output.trim();
          expect((await stat(path.join(fx.workspace, "node_modules/x/index.js"))).uid).not.toBe(process.getuid?.());
          await fx.sandbox.dispose();
          expect((await stat(path.join(fx.workspace, "node_modules/x/index.js"))).uid, sharing).toBe(
            process.getuid?.(),
          );
          expect((await stat(path.join(fx.workspace, "node_modules/x"))).uid, sharing).toBe(process.getuid?.());
          await expect(stat(home), sharing).rejects.toThrow(/ENOENT/);
        } finally {
          await fx.dispose();
        }
      }
    },
  );
});
