// A whole scripted session with the real tools on a copy of the demo repository: the loop reads, edits and
// runs an allowed command, and the test checks the disk, the transcript and what the model was sent back.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cp, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { startModelServer, type ModelServer } from "../fakes/model-server/index.js";
import { policySchema } from "../../src/policy/schema.js";
import { fixDiscountEdit } from "../../demo/script.mjs";
import { makeWorkspace, requestBodies, runAgainst, toolResultTexts, type Workspace } from "./helpers.js";

const sample = fileURLToPath(new URL("../../demo/sample-repo", import.meta.url));

let server: ModelServer | undefined;
let ws: Workspace;
beforeEach(async () => {
  ws = await makeWorkspace("agent-session-");
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await ws.cleanup();
});

describe("a scripted session with the real tools", () => {
  it("reads the code, fixes the bug with an edit, runs the tests the policy allows, and reports", async () => {
    const repo = path.join(ws.dir, "repo");
    await cp(sample, repo, { recursive: true });
    const policy = policySchema.parse(parseYaml(await readFile(path.join(repo, ".github/agent-policy.yml"), "utf8")));
    server = await startModelServer([
      {
        text: "Reading the cart and its test.",
        tools: [
          { name: "read_file", input: { path: "src/cart.js" } },
          { name: "read_file", input: { path: "test/cart.test.js" } },
        ],
      },
      (req) => {
        // The model got both files back, numbered, in the order it asked.
        const [cart, test] = toolResultTexts(req.body!);
        if (!cart.includes("return amount - percent;") || !test.includes("a 10% discount"))
          return { text: `unexpected results: ${cart.slice(0, 80)}` };
        return { tools: [fixDiscountEdit()] };
      },
      { tools: [{ name: "bash", input: { command: "npm test", description: "run the tests" } }] },
      { tools: [{ name: "bash", input: { command: "curl https://example.com" } }] },
      { text: "Fixed applyDiscount to take a percentage; all tests pass." },
    ]);
    const { result, events } = await runAgainst(server, repo, { policy });

    expect(result.stopReason).toBe("end_turn");
    expect(result.finalText).toBe("Fixed applyDiscount to take a percentage; all tests pass.");
    expect(await readFile(path.join(repo, "src/cart.js"), "utf8")).toContain("return amount * (1 - percent / 100);");

    const bodies = requestBodies(server);
    const [testRun] = toolResultTexts(bodies[3]).slice(-1);
    expect(testRun).toContain("# pass 4");
    expect(testRun).toContain("# fail 0");
    const [curl] = toolResultTexts(bodies[4]).slice(-1);
    expect(curl).toMatch(/Denied/);
    expect(events.filter((e) => e.type === "denial")).toHaveLength(1);
    expect(events.filter((e) => e.type === "tool_result").map((e) => (e.type === "tool_result" ? e.name : ""))).toEqual(
      ["read_file", "read_file", "edit_file", "bash", "bash"],
    );
  });
});
