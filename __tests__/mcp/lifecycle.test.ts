// The end of a run stops every MCP server, including one that is still starting when the run ends.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { createToolSession } from "../../src/tools/session.js";
import { makeWorkspace, policy, type Workspace } from "../agent/helpers.js";
import { processesWith } from "../fakes/mcp-server/processes.js";

const SERVER = fileURLToPath(new URL("../fakes/mcp-server/server.mjs", import.meta.url));

let ws: Workspace;
beforeEach(async () => {
  ws = await makeWorkspace("mcp-lifecycle-");
});
afterEach(async () => ws.cleanup());

describe("MCP server lifecycle", () => {
  it.each([
    ["in the sandbox", {}],
    ["outside it (it receives a secret)", { env: { FAKE_TOKEN: "${MCP_LIFECYCLE_TOKEN}" } }],
  ])(
    "kills a server %s that is still starting when the run ends",
    async (_where, extra) => {
      const tag = `tag-${randomBytes(4).toString("hex")}`;
      const p = policy({
        mcp: {
          servers: { slow: { command: "node", args: [SERVER, "--hang", tag], startup_timeout_seconds: 60, ...extra } },
          allow: ["slow__*"],
        },
      });
      const session = await createToolSession({
        workspace: ws.dir,
        policy: p,
        runDir: ws.dir,
        env: { MCP_LIFECYCLE_TOKEN: "lifecycle-secret-value" },
      });
      const turn = session.executor.beginTurn(1);
      turn.add({ id: "t1", name: "tool_search", input: { query: "select:mcp__slow__read_issue" } });
      // Wait until the server process exists, then end the run while it has not answered `initialize`.
      const deadline = Date.now() + 30_000;
      while (processesWith(tag).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(processesWith(tag)).not.toEqual([]);
      await session.dispose();
      const [outcome] = await turn.finish();
      expect(outcome.isError).toBe(true);
      await new Promise((r) => setTimeout(r, 200));
      expect(processesWith(tag)).toEqual([]);
    },
    90_000,
  );
});
