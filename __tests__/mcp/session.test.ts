// MCP servers in a real session: the real SDK client talks to a real MCP server (the SDK's server classes, over
// stdio in the run's sandbox, or spawned outside it when it receives a secret), and the scripted model finds the
// tools with tool_search, calls the allowed one, is denied the other, and lives through a crash and a hang.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startModelServer, type ModelServer } from "../fakes/model-server/index.js";
import { makeWorkspace, policy, requestBodies, runAgainst, toolResultTexts, type Workspace } from "../agent/helpers.js";
import type { TranscriptEvent } from "../../src/transcript-events.js";
import { startHttpServer } from "../fakes/mcp-server/server.mjs";
import { processesWith } from "../fakes/mcp-server/processes.js";

const SERVER = fileURLToPath(new URL("../fakes/mcp-server/server.mjs", import.meta.url));

let model: ModelServer | undefined;
let ws: Workspace;
beforeEach(async () => {
  ws = await makeWorkspace("mcp-session-");
});
afterEach(async () => {
  await model?.close();
  model = undefined;
  await ws.cleanup();
});

const results = (events: TranscriptEvent[]) => events.flatMap((e) => (e.type === "tool_result" ? [e] : []));

describe("MCP tools in a session", () => {
  it("finds a deferred MCP tool, calls the allowed one, is denied the other, and survives the server's crash", async () => {
    const tag = `tag-${randomBytes(4).toString("hex")}`;
    const p = policy({
      mcp: {
        servers: { tracker: { command: "node", args: [SERVER, tag], description: "the fake issue tracker" } },
        allow: ["tracker__read_issue", "tracker__crash"],
      },
    });
    model = await startModelServer([
      (req) => {
        // Before any search the prompt names the server, not its tools.
        const tools = JSON.stringify(req.body!.tools);
        if (!tools.includes("tracker (the fake issue tracker)") || tools.includes("read_issue"))
          return { text: `unexpected tools: ${tools.slice(0, 300)}` };
        return { tools: [{ name: "tool_search", input: { query: "tracker" } }] };
      },
      (req) => {
        const names = (req.body!.tools as { name: string }[]).map((t) => t.name);
        if (!names.includes("mcp__tracker__read_issue")) return { text: `not loaded: ${names.join(",")}` };
        return {
          tools: [
            { name: "mcp__tracker__read_issue", input: { id: 7 } },
            { name: "mcp__tracker__write_note", input: { id: 7, note: "hi" } },
          ],
        };
      },
      { tools: [{ name: "mcp__tracker__crash", input: {} }] },
      { tools: [{ name: "mcp__tracker__read_issue", input: { id: 8 } }] },
      { text: "done" },
    ]);
    const { result, events } = await runAgainst(model, ws.dir, { policy: p });
    expect(result.stopReason).toBe("end_turn");

    const bodies = requestBodies(model);
    const [search] = toolResultTexts(bodies[1]).slice(-1);
    expect(search).toContain("mcp__tracker__read_issue");
    const [read, write] = toolResultTexts(bodies[2]).slice(-2);
    expect(read).toContain("issue 7: checkout fails on empty cart; authenticated=no");
    expect(write).toContain("Denied (mcp.allow)");
    // A server without secrets is one of the agent's commands: as root, that means the sandbox user.
    if (process.getuid?.() === 0) expect(read).not.toMatch(/uid=0\b/);
    const denial = events.find((e) => e.type === "denial");
    expect(denial).toMatchObject({
      name: "mcp__tracker__write_note",
      rule: "mcp.allow",
      suggestion: 'mcp.allow: ["tracker__write_note"]',
    });

    const [crash] = toolResultTexts(bodies[3]).slice(-1);
    expect(crash).toMatch(/MCP server "tracker" failed.*exit 3.*crashing on purpose/s);
    const [after] = toolResultTexts(bodies[4]).slice(-1);
    expect(after).toMatch(/MCP server "tracker" failed.*exit 3/s);
    // The transcript shows the server's answer like any tool's.
    expect(results(events).map((e) => [e.name, e.isError])).toEqual([
      ["tool_search", false],
      ["mcp__tracker__read_issue", false],
      ["mcp__tracker__write_note", true],
      ["mcp__tracker__crash", true],
      ["mcp__tracker__read_issue", true],
    ]);
    expect(processesWith(tag)).toEqual([]);
  }, 120_000);

  it("gives a server with a secret its value outside the sandbox, never to the agent's commands or the model", async () => {
    const tag = `tag-${randomBytes(4).toString("hex")}`;
    const secret = `mcp-secret-${randomBytes(12).toString("hex")}`;
    process.env.MCP_TEST_TRACKER_TOKEN = secret;
    // The agent walks every /proc/<pid>/environ it can read, looking for the value.
    await writeFile(path.join(ws.dir, "walk.cjs"), WALK.replace("NEEDLE", secret.slice(0, 20)));
    const p = policy({
      bash: { allow: ["node walk.cjs"] },
      mcp: {
        servers: {
          tracker: { command: "node", args: [SERVER, tag], env: { FAKE_TOKEN: "${MCP_TEST_TRACKER_TOKEN}" } },
        },
        allow: ["tracker__*"],
      },
    });
    model = await startModelServer([
      { tools: [{ name: "tool_search", input: { query: "select:mcp__tracker__read_issue" } }] },
      { tools: [{ name: "mcp__tracker__read_issue", input: { id: 1 } }] },
      { tools: [{ name: "bash", input: { command: "node walk.cjs" } }] },
      { text: "done" },
    ]);
    try {
      const { result } = await runAgainst(model, ws.dir, { policy: p });
      expect(result.stopReason).toBe("end_turn");
    } finally {
      delete process.env.MCP_TEST_TRACKER_TOKEN;
    }
    const bodies = requestBodies(model);
    const [read] = toolResultTexts(bodies[2]).slice(-1);
    expect(read).toContain("authenticated=yes; token echo: [REDACTED]");
    // It runs as the action's user, not as the sandbox user the agent's commands run as.
    expect(read).toContain(`uid=${process.getuid?.()}`);
    const [walk] = toolResultTexts(bodies[3]).slice(-1);
    expect(walk).toMatch(/walked \d+ processes/);
    expect(walk).toContain("found: none");
    expect(JSON.stringify(model.requests.map((r) => r.text))).not.toContain(secret);
    expect(processesWith(tag)).toEqual([]);
  }, 120_000);

  it("reaches a Streamable HTTP server with a bearer header from the step's environment, only where the network section allows its host", async () => {
    const bearer = `mcp-bearer-${randomBytes(12).toString("hex")}`;
    const remote = await startHttpServer({ bearer });
    process.env.MCP_TEST_BEARER = bearer;
    const servers = { remote: { url: remote.url, headers: { Authorization: "Bearer ${MCP_TEST_BEARER}" } } };
    try {
      model = await startModelServer([
        { tools: [{ name: "tool_search", input: { query: "remote" } }] },
        {
          tools: [
            { name: "mcp__remote__read_issue", input: { id: 3 } },
            { name: "mcp__remote__write_note", input: { id: 3, note: "x" } },
          ],
        },
        { text: "done" },
      ]);
      const { result, events } = await runAgainst(model, ws.dir, {
        policy: policy({
          network: { allow: [`localhost:${remote.port}`] },
          mcp: { servers, allow: ["remote__read_*"] },
        }),
      });
      expect(result.stopReason).toBe("end_turn");
      const [read, write] = toolResultTexts(requestBodies(model)[2]).slice(-2);
      expect(read).toContain("issue 3: checkout fails on empty cart; authenticated=yes; token echo: [REDACTED]");
      expect(write).toContain("Denied (mcp.allow)");
      expect(events.find((e) => e.type === "denial")).toMatchObject({
        suggestion: 'mcp.allow: ["remote__write_note"]',
      });
      expect(remote.seen.every((r) => r.authorization === `Bearer ${bearer}`)).toBe(true);
      expect(JSON.stringify(model.requests.map((r) => r.text))).not.toContain(bearer);

      // Without its host in the network section, the server is never contacted.
      const before = remote.seen.length;
      await model.close();
      model = await startModelServer([
        { tools: [{ name: "tool_search", input: { query: "remote" } }] },
        { text: "done" },
      ]);
      await runAgainst(model, ws.dir, { policy: policy({ mcp: { servers, allow: ["remote__*"] } }) });
      const [search] = toolResultTexts(requestBodies(model)[1]).slice(-1);
      expect(search).toContain(
        `MCP server "remote" is unavailable: http://localhost:${remote.port} is not reachable under the policy`,
      );
      expect(search).toContain(`to allow it: network.allow: ["localhost:${remote.port}"]`);
      expect(remote.seen.length).toBe(before);
    } finally {
      delete process.env.MCP_TEST_BEARER;
      await remote.close();
    }
  }, 120_000);

  it("keeps the first request's tools + system within 10 KB with two servers of 20 tools: only their names and one line each", async () => {
    const tag = `tag-${randomBytes(4).toString("hex")}`;
    const server = (d: string) => ({ command: "node", args: [SERVER, "--tools", "20", tag], description: d });
    const p = policy({
      mcp: {
        servers: { tracker: server("the issue tracker"), "ci-logs": server("logs of the CI jobs") },
        allow: ["tracker__*"],
      },
    });
    model = await startModelServer([{ text: "hi" }]);
    await runAgainst(model, ws.dir, { policy: p });
    const body = requestBodies(model)[0];
    const bytes = Buffer.byteLength(JSON.stringify(body.tools)) + Buffer.byteLength(JSON.stringify(body.system));
    expect(bytes).toBeLessThanOrEqual(10 * 1024);
    const text = JSON.stringify(body);
    expect(text).toContain("tracker (the issue tracker); ci-logs (logs of the CI jobs)");
    expect(text).not.toContain("filler_");
    // Nothing was started for a run that never searched.
    expect(processesWith(tag)).toEqual([]);
  }, 120_000);

  it("lists in a plan-only run only the MCP tools whose read-only hint the policy trusts", async () => {
    const tag = `tag-${randomBytes(4).toString("hex")}`;
    const servers = {
      trusted: { command: "node", args: [SERVER, tag], trust_annotations: true },
      doubted: { command: "node", args: [SERVER, tag] },
    };
    model = await startModelServer([
      {
        tools: [
          {
            name: "tool_search",
            input: { query: "select:mcp__trusted__read_issue,mcp__trusted__write_note,mcp__doubted__read_issue" },
          },
        ],
      },
      {
        tools: [
          { name: "mcp__trusted__read_issue", input: { id: 2 } },
          { name: "mcp__doubted__read_issue", input: { id: 2 } },
        ],
      },
      { text: "the plan" },
    ]);
    await runAgainst(model, ws.dir, { policy: policy({ mcp: { servers, allow: ["*__read_issue"] } }), planOnly: true });
    const bodies = requestBodies(model);
    const names = (bodies[1].tools as { name: string }[]).map((t) => t.name).filter((n) => n.startsWith("mcp__"));
    expect(names).toEqual(["mcp__trusted__read_issue"]);
    const [trusted, doubted] = toolResultTexts(bodies[2]).slice(-2);
    expect(trusted).toContain("issue 2:");
    expect(doubted).toContain("Denied (plan_mode)");
    expect(processesWith(tag)).toEqual([]);
  }, 120_000);

  it("gives a sub-agent the read-only MCP tools the main agent loaded, and no other", async () => {
    const tag = `tag-${randomBytes(4).toString("hex")}`;
    const servers = { tracker: { command: "node", args: [SERVER, tag], trust_annotations: true } };
    model = await startModelServer([
      {
        tools: [
          { name: "tool_search", input: { query: "select:agent,mcp__tracker__read_issue,mcp__tracker__write_note" } },
        ],
      },
      { tools: [{ name: "agent", input: { task: "Read issue 5." } }] },
      (req) => {
        const names = (req.body!.tools as { name: string }[]).map((t) => t.name).filter((n) => n.startsWith("mcp__"));
        return names.join(",") === "mcp__tracker__read_issue"
          ? { tools: [{ name: "mcp__tracker__read_issue", input: { id: 5 } }] }
          : { text: `sub-agent tools: ${names.join(",")}` };
      },
      (req) => ({ text: `sub-agent read: ${toolResultTexts(req.body!).at(-1)}` }),
      { text: "done" },
    ]);
    const { result } = await runAgainst(model, ws.dir, { policy: policy({ mcp: { servers, allow: ["tracker__*"] } }) });
    expect(result.stopReason).toBe("end_turn");
    const [report] = toolResultTexts(requestBodies(model)[4]).slice(-1);
    expect(report).toContain("sub-agent read: issue 5: checkout fails on empty cart");
    expect(processesWith(tag)).toEqual([]);
  }, 120_000);

  it("turns a server that hangs at start into an error the model reads, and leaves no process", async () => {
    const tag = `tag-${randomBytes(4).toString("hex")}`;
    const p = policy({
      mcp: {
        servers: { stuck: { command: "node", args: [SERVER, "--hang", tag], startup_timeout_seconds: 2 } },
        allow: ["stuck__*"],
      },
    });
    model = await startModelServer([
      { tools: [{ name: "tool_search", input: { query: "select:mcp__stuck__read_issue" } }] },
      { text: "done" },
    ]);
    const started = Date.now();
    const { result } = await runAgainst(model, ws.dir, { policy: p });
    expect(result.stopReason).toBe("end_turn");
    const [search] = toolResultTexts(requestBodies(model)[1]).slice(-1);
    expect(search).toMatch(/MCP server "stuck" is unavailable: .*timed out/i);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(processesWith(tag)).toEqual([]);
  }, 120_000);
});

const WALK = `const fs = require("fs");
let n = 0; const hits = [];
for (const pid of fs.readdirSync("/proc").filter((p) => /^\\d+$/.test(p))) {
  n++;
  for (const what of ["environ", "cmdline"]) { try { if (fs.readFileSync("/proc/" + pid + "/" + what, "latin1").includes("NEEDLE")) hits.push(pid + "/" + what); } catch {} }
}
console.log("walked " + n + " processes; found: " + (hits.join(",") || "none"));
`;
