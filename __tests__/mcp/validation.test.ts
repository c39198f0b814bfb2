// An MCP tool's input is checked against the server's own JSON Schema before anything is sent to the server.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { createToolSession } from "../../src/tools/session.js";
import { makeWorkspace, policy, type Workspace } from "../agent/helpers.js";

const SERVER = fileURLToPath(new URL("../fakes/mcp-server/server.mjs", import.meta.url));

let ws: Workspace;
beforeEach(async () => {
  ws = await makeWorkspace("mcp-validation-");
});
afterEach(async () => ws.cleanup());

describe("MCP tool input", () => {
  it("refuses input the server's schema rejects, and shows the model that schema", async () => {
    const p = policy({
      mcp: {
        servers: { tracker: { command: "node", args: [SERVER], env: { FAKE_TOKEN: "${MCP_VALIDATION_TOKEN}" } } },
        allow: ["tracker__*"],
      },
    });
    const session = await createToolSession({
      workspace: ws.dir,
      policy: p,
      runDir: ws.dir,
      env: { MCP_VALIDATION_TOKEN: "validation-token" },
    });
    try {
      const search = session.executor.beginTurn(1);
      search.add({ id: "s", name: "tool_search", input: { query: "select:mcp__tracker__read_issue" } });
      await search.finish();
      const tool = session.registry.get("mcp__tracker__read_issue")!;
      expect(tool.inputSchema).toMatchObject({
        type: "object",
        properties: { id: { type: "integer" } },
        required: ["id"],
      });
      const turn = session.executor.beginTurn(2);
      turn.add({ id: "bad", name: "mcp__tracker__read_issue", input: { id: "seven" } });
      turn.add({ id: "good", name: "mcp__tracker__read_issue", input: { id: 7 } });
      const [bad, good] = await turn.finish();
      expect(bad.isError).toBe(true);
      expect(JSON.stringify(bad.content)).toMatch(/Invalid input for mcp__tracker__read_issue:\\nid: /);
      expect(JSON.stringify(good.content)).toContain("issue 7:");
    } finally {
      await session.dispose();
    }
  }, 60_000);
});
