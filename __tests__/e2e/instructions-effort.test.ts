// The workflow's `instructions` and `effort` inputs, through the bundled action: the instructions reach the system
// prompt after the repository's own files and head the transcript; `effort: high` asks for extended thinking,
// the thinking blocks go back to the model unchanged on the next turn, and the transcript shows them collapsed
// and redacted.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY, REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";

const INSTRUCTIONS = "Answer in Japanese. Never touch migrations/.";
const THINKING = `The test fails because of the discount; the key ${API_KEY} must never show.`;

describe("a run with the instructions and effort: high inputs", () => {
  let world: World;
  let run: ActionRun;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        {
          content: [
            { type: "thinking", thinking: THINKING, signature: "sig_turn_1" },
            { type: "redacted_thinking", data: "EncryptedThoughts==" },
            { type: "tool_use", name: "read_file", input: { path: "src/cart.js" } },
          ],
        },
        { thinking: "Nothing to change.", text: "The code is fine as it is." },
      ],
    });
    const issue = world.gh.createIssue({ repo: REPO, title: "Look at the cart", body: "", user: "maintainer" });
    const comment = world.gh.addComment({
      repo: REPO,
      issue: issue.number,
      body: "/agent look at the cart",
      user: "maintainer",
    });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
      inputs: { instructions: INSTRUCTIONS, effort: "high" },
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("puts the instructions in the system prompt after the repository's instruction files", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const system = (world.model.requests[0].body?.system as { text: string }[]).map((b) => b.text).join("\n");
    const repoFile = system.indexOf("# Repository instructions (AGENTS.md)");
    const workflow = system.indexOf(`# Workflow instructions (from the maintainers' workflow)\n${INSTRUCTIONS}`);
    expect(repoFile).toBeGreaterThan(0);
    expect(workflow).toBeGreaterThan(repoFile);
  });

  it("asks for a thinking budget below max_tokens on every request", () => {
    for (const request of world.model.requests) {
      expect(request.body?.thinking).toEqual({ type: "enabled", budget_tokens: 24_000 });
      expect(request.body!.max_tokens).toBeGreaterThan(24_000);
    }
  });

  it("sends the thinking blocks back unchanged with the tool call they led to", () => {
    const assistant = world.model.requests[1].body!.messages[1];
    expect(assistant.role).toBe("assistant");
    const blocks = assistant.content as { type: string }[];
    expect(blocks.slice(0, 2)).toEqual([
      { type: "thinking", thinking: THINKING, signature: "sig_turn_1" },
      { type: "redacted_thinking", data: "EncryptedThoughts==" },
    ]);
    expect(blocks[2]).toMatchObject({ type: "tool_use", name: "read_file" });
  });

  it("shows the instructions and the thinking, collapsed and redacted, in the transcript", async () => {
    const transcript = await readFile(run.outputs.transcript_path, "utf8");
    expect(transcript).toMatch(/## Workflow instructions\n\n> Answer in Japanese\. Never touch migrations\/\./);
    expect(transcript).toContain("- extended thinking: 24000 tokens a turn");
    expect(transcript).toMatch(/<details><summary>Thinking \(turn 1\)<\/summary>\n\n```\nThe test fails because/);
    expect(transcript).toContain("(encrypted by the API: redacted_thinking)");
    expect(transcript).toContain("<details><summary>Thinking (turn 2)</summary>");
    expect(transcript).not.toContain(API_KEY);
    expect(transcript).toContain("[REDACTED]");
  });
});

describe("an effort the model cannot take", () => {
  let world: World;
  let run: ActionRun;

  beforeAll(async () => {
    world = await startWorld({ script: [{ text: "never asked" }] });
    const issue = world.gh.createIssue({ repo: REPO, title: "Think hard", body: "", user: "maintainer" });
    const comment = world.gh.addComment({ repo: REPO, issue: issue.number, body: "/agent think", user: "maintainer" });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
      inputs: { effort: "500000" },
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("fails with a clear message before any model request", () => {
    expect(world.model.requests).toHaveLength(0);
    expect(run.outputs.conclusion).toBe("failed");
    expect(run.stdout).toMatch(/effort 500000 is a thinking budget the model claude-sonnet-5-5 cannot take/);
  });
});
