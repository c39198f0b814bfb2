// Scenario 8: a transcript far over GitHub's comment limit. Twelve calls each print ~28,000 characters of
// hostile Markdown (fences of every length, `</details>`, HTML comments, astral characters): the one comment
// stays within 65,536 characters, its `<details>` tags and code fences are balanced, and the job summary holds
// more of the transcript than the comment.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import { botComments } from "./state.js";
import { checkMarkdownStructure } from "./markdown.js";

const CALLS = 12;

function hostileLines(): string {
  const kinds = [
    "```",
    "````js",
    "~~~",
    "</details>",
    "<details><summary>x</summary>",
    "<!-- open",
    "--> close",
    "`inline",
    "😀😀😀 astral",
    "| a | b |",
  ];
  const lines: string[] = [];
  for (let i = 0; i < 700; i++)
    lines.push(`${String(i).padStart(4, "0")} ${kinds[i % kinds.length]} filler text to make the line longer`);
  return lines.join("\n") + "\n";
}

describe("a 300,000-character transcript", () => {
  let world: World;
  let run: ActionRun;
  let issueNumber: number;

  beforeAll(async () => {
    const turn = (t: number) => ({
      tools: Array.from({ length: CALLS / 3 }, (_, i) => ({
        name: "bash",
        input: { command: `cat data/log-${(t * CALLS) / 3 + i}.txt`, description: "Read a log" },
      })),
    });
    world = await startWorld({ script: [turn(0), turn(1), turn(2), { text: "Read every log; nothing to change." }] });
    const files: Record<string, string> = {};
    for (let i = 0; i < CALLS; i++) files[`data/log-${i}.txt`] = `log ${i}\n${hostileLines()}`;
    await world.gh.git(REPO).commit({ branch: "main", files, message: "Add logs" });
    const issue = world.gh.createIssue({
      repo: REPO,
      title: "Look at the logs",
      body: "Anything odd?",
      user: "maintainer",
    });
    issueNumber = issue.number;
    const comment = world.gh.addComment({
      repo: REPO,
      issue: issueNumber,
      body: "/agent read the logs",
      user: "maintainer",
    });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("ran every call: the transcript is over 300,000 characters", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.tool_calls).toBe(String(CALLS));
    const toolResults = world.model.requests.at(-1)?.text ?? "";
    expect(toolResults.length).toBeGreaterThan(300_000);
  });

  it("posts exactly one comment, within GitHub's limit", () => {
    const ours = botComments(world, issueNumber);
    expect(ours).toHaveLength(1);
    expect([...(ours[0].body ?? "")].length).toBeLessThanOrEqual(65_536);
    expect(world.gh.requests.filter((r) => r.status === 422)).toEqual([]);
  });

  it("keeps the comment's Markdown valid: fences and <details> balanced, no broken surrogate", () => {
    const body = botComments(world, issueNumber)[0].body ?? "";
    expect(checkMarkdownStructure(body)).toEqual({
      openFence: null,
      detailsDepth: 0,
      negativeDepth: false,
      loneSurrogates: 0,
    });
    expect(body).toMatch(/<details><summary>Transcript/);
    expect(body).toMatch(/omitted here|truncated|…/);
  });

  it("the job summary holds more of the transcript than the comment, and is valid too", () => {
    const body = botComments(world, issueNumber)[0].body ?? "";
    expect(run.summary.length).toBeGreaterThan(body.length);
    const shownInSummary = new Set(run.summary.match(/cat data\/log-\d+\.txt/g));
    expect(shownInSummary.size).toBe(CALLS);
    expect(checkMarkdownStructure(run.summary)).toEqual({
      openFence: null,
      detailsDepth: 0,
      negativeDepth: false,
      loneSurrogates: 0,
    });
  });

  it("(the structure check itself catches what it looks for)", () => {
    expect(checkMarkdownStructure("````\n```\n").openFence).toBe("````");
    expect(checkMarkdownStructure("```\n</details>\n```\n</details>\n").negativeDepth).toBe(true);
    expect(checkMarkdownStructure("<details>\n```\n</details>\n```\n").detailsDepth).toBe(1);
    expect(checkMarkdownStructure("a\uD83D").loneSurrogates).toBe(1);
  });
});
