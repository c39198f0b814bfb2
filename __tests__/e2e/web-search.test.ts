// Web search through the Messages API's server tool, through the bundled action: the policy's web_search section
// (read from the default branch, whatever a pull request changes) puts the tool and its domains in the request;
// the scripted server's server_tool_use / web_search_tool_result blocks, streamed, go back to the model unchanged
// (also after a pause_turn), each search and its sources show in the transcript, and searches are priced.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import { REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import { botComments } from "./state.js";

const POLICY = `version: 1
bash:
  allow: ["npm test"]
web_search:
  allow_domains: ["nodejs.org", "developer.mozilla.org"]
  max_uses: 3
`;
const PR_POLICY = `version: 1
bash:
  allow: ["npm test"]
web_search:
  block_domains: ["example.com"]
  max_uses: 50
`;
const SEARCH = {
  type: "server_tool_use" as const,
  id: "srvtoolu_01",
  name: "web_search" as const,
  input: { query: "node test runner mock timers" },
};
const RESULT = {
  type: "web_search_tool_result" as const,
  tool_use_id: "srvtoolu_01",
  content: [
    {
      type: "web_search_result" as const,
      url: "https://nodejs.org/api/test.html",
      title: "Test runner | Node.js Documentation",
      encrypted_content: "EqgfCioIARgBIiQ3YTAwMjY1Mi1mZjM5",
      page_age: "2 days ago",
    },
  ],
};

describe("a run on a pull request with web search allowed by the default branch's policy", () => {
  let world: World;
  let run: ActionRun;
  let prNumber: number;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        { content: [{ type: "text", text: "Searching." }, SEARCH, RESULT], stop_reason: "pause_turn" },
        {
          content: [
            { type: "text", text: "The docs say to use mock.timers." },
            { type: "tool_use", name: "read_file", input: { path: "src/cart.js" } },
          ],
        },
        { text: "Checked against the Node.js docs; nothing to change." },
      ],
    });
    const git = world.gh.git(REPO);
    await git.commit({ branch: "main", files: { ".github/agent-policy.yml": POLICY }, message: "Allow web search" });
    await git.commit({
      branch: "feature/wide-search",
      from: "main",
      files: { ".github/agent-policy.yml": PR_POLICY },
      message: "Search everywhere",
    });
    const pr = await world.gh.createPull({
      repo: REPO,
      title: "Wide",
      head: "feature/wide-search",
      user: "maintainer",
    });
    prNumber = pr.number;
    const comment = world.gh.addComment({
      repo: REPO,
      issue: pr.number,
      body: "/agent check the docs",
      user: "maintainer",
    });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
      ref: `refs/pull/${pr.number}/merge`,
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("sends the server tool with the default branch's domains, not the pull request's", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    for (const request of world.model.requests) {
      const tools = (request.body?.tools ?? []) as { type?: string }[];
      const search = tools.filter((t) => t.type === "web_search_20250305");
      expect(search).toEqual([
        {
          type: "web_search_20250305",
          name: "web_search",
          max_uses: 3,
          allowed_domains: ["nodejs.org", "developer.mozilla.org"],
        },
      ]);
    }
  });

  it("continues a paused turn by sending the search blocks back unchanged", () => {
    expect(world.model.requests).toHaveLength(3);
    const messages = world.model.requests[1].body!.messages;
    const last = messages.at(-1)!;
    expect(last.role).toBe("assistant");
    const blocks = (last.content as { type: string; cache_control?: unknown }[]).map(({ cache_control, ...b }) => b);
    expect(blocks).toEqual([{ type: "text", text: "Searching." }, SEARCH, RESULT]);
    // The next turn's history still holds them.
    expect(JSON.stringify(world.model.requests[2].body!.messages)).toContain(RESULT.content[0].encrypted_content);
  });

  it("shows the search and its sources in the comment's transcript and prices it", () => {
    const body = botComments(world, prNumber).at(-1)?.body ?? "";
    expect(body).toContain("web search: node test runner mock timers");
    expect(body).toContain("Test runner | Node.js Documentation — https://nodejs.org/api/test.html");
    expect(body).toContain("incl. 1 web search");
    expect(Number(run.outputs.cost_usd)).toBeGreaterThanOrEqual(0.01);
  });

  it("shows the search in the transcript file too", async () => {
    const transcript = await readFile(run.outputs.transcript_path, "utf8");
    expect(transcript).toContain("web search: node test runner mock timers");
    expect(transcript).toContain("https://nodejs.org/api/test.html");
  });
});

describe("a run whose default branch's policy has no web_search section", () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld({ script: [{ text: "Done." }] });
    const issue = world.gh.createIssue({ repo: REPO, title: "Look it up", body: "", user: "maintainer" });
    const comment = world.gh.addComment({ repo: REPO, issue: issue.number, body: "/agent look", user: "maintainer" });
    await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("offers no web search", () => {
    expect(world.model.requests).toHaveLength(1);
    expect(world.model.requests[0].text).not.toContain("web_search");
  });
});
