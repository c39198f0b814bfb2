// Issue 23 with issue 16: an MCP stdio server the action starts (no secret given to it, so it runs in the agent's
// sandbox) gets the same egress rule as the agent's commands. Inside the test network (test-network.ts), with
// `network.allow: [registry.test]`, its tool tries to POST to sink.test through the proxy and straight to the host
// and to the sink's address: the sink receives nothing, and the blocked hosts appear in the final comment.
import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import { botComments } from "./state.js";
import { startTestNetwork, testNetworkUnavailable, type TestNetwork } from "./test-network.js";

const unavailable = testNetworkUnavailable();
if (unavailable) console.warn(`MCP egress e2e skipped: ${unavailable}`);
const SERVER = fileURLToPath(new URL("../fakes/mcp-server/server.mjs", import.meta.url));

const POLICY = `version: 1
network:
  allow: [registry.test]
mcp:
  servers:
    tracker:
      command: node
      args: [${JSON.stringify(SERVER)}, --egress]
  allow: ["tracker__post_url"]
`;

describe.skipIf(unavailable !== undefined)(
  `an MCP stdio server behind the egress rule${unavailable ? ` (skipped: ${unavailable})` : ""}`,
  () => {
    let world: World;
    let network: TestNetwork;
    let registryDir: string;
    let run: ActionRun;
    let issue: number;

    beforeAll(async () => {
      registryDir = await mkdtemp(path.join(os.tmpdir(), "registry-"));
      world = await startWorld({
        script: [
          { tools: [{ name: "tool_search", input: { query: "select:mcp__tracker__post_url" } }] },
          { tools: [{ name: "mcp__tracker__post_url", input: { url: "http://sink.test/upload" } }] },
          { tools: [{ name: "mcp__tracker__post_url", input: { url: "http://192.0.2.20/upload" } }] },
          { text: "Tried to post." },
        ],
      });
      // Like a runner's work directories: the sandbox user may look inside.
      await chmod(world.dir, 0o755);
      await world.gh.git(REPO).commit({
        branch: "main",
        files: { ".github/agent-policy.yml": POLICY },
        message: "MCP tracker, network allow-list",
      });
      network = await startTestNetwork({
        registryDir,
        urls: [...Object.values(world.gh.githubEnv(REPO)), world.model.url],
      });
      issue = world.gh.createIssue({ repo: REPO, title: "Post it", body: "", user: "maintainer" }).number;
      const comment = world.gh.addComment({ repo: REPO, issue, body: "/agent post it", user: "maintainer" });
      run = await runAction(world, {
        eventName: "issue_comment",
        payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
        wrapper: network.wrapper,
        timeoutMs: 150_000,
      });
    }, 200_000);
    afterAll(async () => {
      await network?.close();
      await world?.close();
      if (registryDir) await rm(registryDir, { recursive: true, force: true });
    });

    it("lets nothing the server sends reach the sink: the proxy refuses, the direct way has no network", async () => {
      expect(run.code, run.stdout + run.stderr).toBe(0);
      const results = world.model.requests.map((r) => r.text).join("\n");
      expect(results).toContain("via proxy: HTTP 403; direct: failed");
      expect(results).not.toMatch(/direct: HTTP/);
      expect(await readFile(network.sinkLog, "utf8")).toBe("");
    });

    it("names the blocked hosts in the final comment, as for commands", () => {
      const body = botComments(world, issue).at(-1)?.body ?? "";
      expect(body).toContain("**Network:** allow-list through the proxy: `registry.test`");
      expect(body).toMatch(/`sink\.test:80` by /);
      expect(body).toMatch(/`192\.0\.2\.20:80` by .* — network \(IP address\)/);
    });
  },
);
