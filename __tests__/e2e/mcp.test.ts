// Issue 16 with the bundled action: the default branch's policy configures a stdio MCP server that receives a
// secret from the step's environment, a Streamable HTTP server on loopback with a bearer header from it, a server
// that hangs at start and (through the stdio one) a crash mid-call. The scripted model finds the tools with
// tool_search, calls the allowed ones, is denied the writer with the policy line, and walks /proc from its
// sandbox; neither secret may show up there or in anything the action publishes, and no server outlives the run.
import { readdir, readFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import { botComments } from "./state.js";
import { startHttpServer } from "../fakes/mcp-server/server.mjs";
import { processesWith } from "../fakes/mcp-server/processes.js";

const SERVER = fileURLToPath(new URL("../fakes/mcp-server/server.mjs", import.meta.url));
const TAG = `e2e-mcp-${randomBytes(4).toString("hex")}`;
// Neutral names: the job's redactor does not guess these are secrets, so the MCP layer's own scrubbing is tested.
const SECRET = `trackerpass${randomBytes(10).toString("hex")}`;
const BEARER = `remotebearer${randomBytes(10).toString("hex")}`;

const WALK = `const fs = require("fs");
// The needles come reversed, so this command's own command line does not hold them.
const needles = process.argv.slice(2).map((x) => [...x].reverse().join(""));
let n = 0; const hits = [];
for (const pid of fs.readdirSync("/proc").filter((p) => /^\\d+$/.test(p))) {
  n++;
  for (const what of ["environ", "cmdline"]) { try { const t = fs.readFileSync("/proc/" + pid + "/" + what, "latin1"); if (needles.some((x) => t.includes(x))) hits.push(pid + "/" + what); } catch {} }
}
console.log("walked " + n + " processes; found: " + (hits.join(",") || "none"));
`;

const reversed = (text: string) => [...text].reverse().join("");

function policy(httpPort: number): string {
  return `version: 1
bash:
  allow: ["node walk.cjs *"]
network:
  allow: ["localhost:${httpPort}"]
mcp:
  servers:
    tracker:
      command: node
      args: [${JSON.stringify(SERVER)}, ${TAG}]
      env: { FAKE_TOKEN: "\${TRACKER_PASS}" }
      description: the issue tracker
    remote:
      url: http://localhost:${httpPort}/mcp
      headers: { Authorization: "Bearer \${REMOTE_BEARER}" }
    stuck:
      command: node
      args: [${JSON.stringify(SERVER)}, --hang, ${TAG}]
      startup_timeout_seconds: 2
  allow: ["tracker__read_issue", "tracker__crash", "remote__read_*"]
`;
}

async function filesUnder(dir: string): Promise<string> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(await readFile(join(entry.parentPath, entry.name), "utf8").catch(() => ""));
  }
  return out.join("\n");
}

const lastResult = (world: World, request: number) => {
  const body = world.model.requests.filter((r) => r.path?.startsWith("/v1/messages"))[request].body!;
  const content = body.messages.at(-1)!.content as { type: string; content?: unknown }[];
  return content
    .filter((b) => b.type === "tool_result")
    .map((b) => (typeof b.content === "string" ? b.content : JSON.stringify(b.content)));
};

describe("MCP servers in the bundled action", () => {
  let world: World;
  let run: ActionRun;
  let remote: Awaited<ReturnType<typeof startHttpServer>>;
  let issueNumber: number;

  beforeAll(async () => {
    remote = await startHttpServer({ bearer: BEARER });
    world = await startWorld({
      script: [
        { tools: [{ name: "tool_search", input: { query: "tracker remote stuck" } }] },
        {
          tools: [
            { name: "mcp__tracker__read_issue", input: { id: 7 } },
            { name: "mcp__tracker__write_note", input: { id: 7, note: "fixed" } },
            { name: "mcp__remote__read_issue", input: { id: 9 } },
            { name: "tool_search", input: { query: "select:mcp__tracker__crash" } },
          ],
        },
        {
          tools: [
            {
              name: "bash",
              input: {
                command: `node walk.cjs ${reversed(SECRET.slice(0, 16))} ${reversed(BEARER.slice(0, 16))}`,
                description: "walk /proc",
              },
            },
          ],
        },
        { tools: [{ name: "mcp__tracker__crash", input: {} }] },
        { text: "Read the issue; the note was not allowed." },
      ],
    });
    await world.gh.git(REPO).commit({
      branch: "main",
      files: { ".github/agent-policy.yml": policy(remote.port), "walk.cjs": WALK },
      message: "MCP servers",
    });
    const issue = world.gh.createIssue({
      repo: REPO,
      title: "Checkout fails",
      body: "See tracker issue 7.",
      user: "maintainer",
    });
    issueNumber = issue.number;
    const comment = world.gh.addComment({
      repo: REPO,
      issue: issueNumber,
      body: "/agent look at tracker issue 7",
      user: "maintainer",
    });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
      env: { TRACKER_PASS: SECRET, REMOTE_BEARER: BEARER },
    });
  }, 180_000);
  afterAll(async () => {
    await world?.close();
    await remote?.close();
  });

  it("finishes the run and answers in the thread", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(botComments(world, issueNumber).at(-1)?.body).toContain("Read the issue; the note was not allowed.");
  });

  it("starts the servers on tool_search, says which one could not start, and loads the tools", () => {
    const [search] = lastResult(world, 1);
    expect(search).toContain("mcp__tracker__read_issue");
    expect(search).toContain("mcp__remote__read_issue");
    expect(search).toMatch(/MCP server "stuck" is unavailable: .*timed out/i);
  });

  it("calls the allowed tools over stdio and HTTP, redacted, and denies the writer with the policy line", () => {
    const [read, write, remoteRead] = lastResult(world, 2);
    expect(read).toContain("issue 7: checkout fails on empty cart; authenticated=yes; token echo: [REDACTED]");
    expect(write).toContain("Denied (mcp.allow)");
    expect(remoteRead).toContain("issue 9: checkout fails on empty cart; authenticated=yes; token echo: [REDACTED]");
    const comment = botComments(world, issueNumber).at(-1)?.body ?? "";
    expect(comment).toContain("tracker: read_issue");
    expect(comment).toContain('To allow: `mcp.allow: ["tracker__write_note"]`');
    // The server's answer is in the transcript, redacted like any tool output.
    expect(comment).toContain("issue 7: checkout fails on empty cart; authenticated=yes; token echo: [REDACTED]");
  });

  it("keeps the secret out of the agent's sandbox: a walk of /proc finds neither value", () => {
    const [walk] = lastResult(world, 3);
    expect(walk).toMatch(/walked \d+ processes; found: none/);
  });

  it("turns the crash into an error result and leaves no server process", () => {
    const [crash] = lastResult(world, 4);
    expect(crash).toMatch(/MCP server "tracker" failed.*exit 3/s);
    expect(processesWith(TAG)).toEqual([]);
  });

  it("publishes neither secret: comments, model requests, transcript files, summary, log", async () => {
    const published = [
      await world.gh.dumpAll(),
      world.model.requests.map((r) => r.text).join("\n"),
      await filesUnder(run.runnerTemp),
      run.summary,
      run.stdout,
      run.stderr,
    ].join("\n");
    expect(published).not.toContain(SECRET);
    expect(published).not.toContain(BEARER);
    // The HTTP server did get the bearer, so the check above means something.
    expect(remote.seen.some((r) => r.authorization === `Bearer ${BEARER}`)).toBe(true);
  });
});
