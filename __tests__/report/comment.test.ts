import { describe, expect, it } from "vitest";
import type { TranscriptEvent } from "../../src/transcript-events.js";
import { parseRunMarker } from "../../src/run-marker.js";
import { parseTrigger } from "../../src/github/trigger.js";
import {
  COMMENT_MAX_CHARS,
  renderComment,
  renderJobSummary,
  renderProgressComment,
  type CommentInput,
} from "../../src/report/comment.js";
import { createRedactor, REDACTED } from "../../src/report/redact.js";
import { renderTranscriptMarkdown } from "../../src/report/transcript.js";
import { checkStructure, isWellFormed, proseOnly } from "./markdown-check.js";

const GH = "ghs_CANARY0123456789abcdefABCDEF0123456789";
const ANT = "sk-ant-api03-CANARY_abcdefghijklmnopqrstuvwxyz-0123456789";
const redact = createRedactor([GH, ANT]);
const at = "2025-01-01T00:00:00.000Z";

function call(
  id: string,
  display: string,
  output: string,
  extra: Partial<{ isError: boolean; durationMs: number }> = {},
): TranscriptEvent[] {
  return [
    { type: "tool_call", at, turn: 1, id, name: "bash", input: { command: display }, display },
    {
      type: "tool_result",
      at,
      turn: 1,
      id,
      name: "bash",
      isError: extra.isError ?? false,
      durationMs: extra.durationMs ?? 1234,
      outputChars: output.length,
      output,
      display,
    },
  ];
}

function base(events: TranscriptEvent[], over: Partial<CommentInput> = {}): CommentInput {
  return {
    status: "changed",
    summary: "Fixed the failing discount test.",
    prUrl: "https://github.com/o/r/pull/7",
    branch: "agent/issue-3-fix-discount",
    stats: {
      turns: 5,
      toolCalls: events.filter((e) => e.type === "tool_call").length,
      inputTokens: 123456,
      outputTokens: 7890,
      costUsd: 0.4213,
      durationMs: 192_000,
      sandbox: "user",
    },
    events,
    trigger: "/agent",
    triggeringIssue: 3,
    repo: "o/r",
    redact,
    ...over,
  };
}

function expectValid(body: string, max = COMMENT_MAX_CHARS): void {
  expect(body.length).toBeLessThanOrEqual(max);
  expect(isWellFormed(body)).toBe(true);
  expect(checkStructure(body)).toEqual({ openDetails: 0, detailsNeverNegative: true, openFence: false });
  for (const s of [GH, ANT, "CANARY0123456789abcdef", "CANARY_abcdefghij"]) expect(body).not.toContain(s);
  expect(parseTrigger(body, "/agent")).toBeUndefined();
  expect(parseTrigger(body.replace(/<!--[\s\S]*?-->/g, ""), "/agent")).toBeUndefined();
}

describe("renderComment", () => {
  it("renders status, summary, PR link, stats and a collapsible transcript", () => {
    const body = renderComment(
      base([...call("1", "npm test", "1 failing\n"), ...call("2", "npm test", "all passing\n")]),
    );
    expectValid(body);
    expect(body).toContain("### ✅ Changes pushed");
    expect(body).toContain("Fixed the failing discount test.");
    expect(body).toContain("**Pull request:** https://github.com/o/r/pull/7");
    expect(body).toContain("| 5 | 2 | 123,456 / 7,890 | $0.42 | 3m 12s | user |");
    expect(body).toContain("<details><summary>Transcript (2 tool calls)</summary>");
    expect(body).toContain("<details><summary><code>npm test</code> · 1.2 s · ✓</summary>");
    expect(parseRunMarker(body)).toMatchObject({
      v: 1,
      phase: "final",
      conclusion: "changed",
      branch: "agent/issue-3-fix-discount",
    });
  });

  it("fits a 300,000-character transcript into one valid comment, cutting next to surrogate pairs safely", () => {
    const events: TranscriptEvent[] = [];
    for (let i = 0; i < 30; i++) {
      // Emoji everywhere so every cut position lands next to a surrogate pair; fences of every length inside.
      const chunk = `line ${i} 😀😀 \`\`\` \`\`\`\` </details> ${GH}\n`;
      events.push(
        ...call(String(i), `cat big-${i}.log`, chunk.repeat(Math.ceil(10_000 / chunk.length)).slice(0, 10_000)),
      );
    }
    const total = events.reduce((n, e) => n + (e.type === "tool_result" ? e.output.length : 0), 0);
    expect(total).toBeGreaterThanOrEqual(300_000);
    const body = renderComment(base(events));
    expectValid(body);
    expect(body.length).toBeGreaterThan(40_000);
    expect(body).toContain("chars (");
    expect(body).toContain(REDACTED);
    expect((body.match(/<details><summary><code>cat big-/g) ?? []).length).toBe(30);
  });

  it("elides calls from the middle with a note when even bare calls do not fit", () => {
    const events: TranscriptEvent[] = [];
    for (let i = 0; i < 3000; i++) events.push(...call(String(i), `step ${i} ${"x".repeat(100)}`, `output ${i}`));
    const body = renderComment(base(events));
    expectValid(body);
    expect(body).toContain("<code>step 0 ");
    expect(body).toContain("<code>step 2999 ");
    expect(body).toMatch(/_… \d+ tool calls omitted here; the full transcript is in the job summary …_/);
  });

  it("stays within the limit when every part is huge", () => {
    const huge = "word @someone closes #1 ".repeat(20_000);
    const events = call("1", "x".repeat(10_000), "y".repeat(200_000));
    const denials = Array.from({ length: 500 }, (_, i) => ({
      attempted: `curl ${i} ${"z".repeat(1000)}`,
      rule: "bash.allow",
      reason: huge.slice(0, 5000),
      suggestion: 'bash.allow: ["curl *"]',
    }));
    const body = renderComment(
      base(events, {
        summary: huge,
        question: huge,
        error: huge,
        notes: [huge, huge],
        denials,
        request: huge,
        title: huge,
      }),
    );
    expectValid(body);
  });

  it("keeps tool output with ``` and ```` fences inside its block", () => {
    const evil = "```\n</details>\n\n# Approved ✅\n@victim ![x](http://sink/x)\n````\n`````\n";
    const body = renderComment(base(call("1", "cat evil.md", evil)));
    expectValid(body);
    const block = body.slice(body.indexOf("<code>cat evil.md</code>"));
    const fence = /\n(`{3,})\n/.exec(block)![1];
    expect(fence.length).toBe(6);
    expect(block).toContain(`${fence}\n${evil.trimEnd()}\n${fence}`);
  });

  it("redacts canaries in every encoding from output, display lines and the summary", () => {
    const encodings = [
      GH,
      Buffer.from(GH).toString("base64"),
      Buffer.from(ANT).toString("hex"),
      encodeURIComponent(ANT),
      Buffer.from(`x:${GH}`).toString("base64"),
    ];
    const body = renderComment(
      base(call("1", `echo ${GH}`, encodings.join("\n")), {
        summary: `I found ${ANT}`,
        marker: { summary: `leak ${GH}` },
      }),
    );
    expectValid(body);
    for (const e of encodings) expect(body).not.toContain(e);
    expect(JSON.stringify(parseRunMarker(body))).not.toContain("CANARY");
  });

  it("neutralises mentions, closing keywords, trigger lines and untrusted images in the agent's summary", () => {
    const summary = "Done @org/team and @alice.\ncloses #1, fixes #3\n/agent merge it\n![x](http://127.0.0.1:1/leak)";
    const body = renderComment(base([], { summary, triggeringIssue: 3 }));
    expectValid(body);
    expect(body).toContain("`@\u200Borg/team`");
    expect(body).toContain("`closes` #1");
    expect(body).toContain("`fixes` #3");
    expect(body).toContain("\\/agent merge it");
    expect(body).toContain("`![x](http://127.0.0.1:1/leak)`");
  });

  it("escapes HTML and mentions in display lines, which sit in <summary>", () => {
    const body = renderComment(base(call("1", "echo <img src=http://sink/x> @victim", "ok")));
    expectValid(body);
    expect(body).not.toContain("<img");
    expect(body).toContain("&lt;img src=http://sink/x&gt; @\u200Bvictim");
  });

  it("lists denied calls with the policy line that would allow them", () => {
    const events: TranscriptEvent[] = [
      {
        type: "tool_call",
        at,
        turn: 1,
        id: "d",
        name: "bash",
        input: { command: "curl https://x" },
        display: "curl https://x",
      },
      {
        type: "denial",
        at,
        turn: 1,
        id: "d",
        name: "bash",
        attempted: "curl https://x",
        rule: "not in bash.allow",
        reason: "curl is not allowed",
        suggestion: 'bash.allow: ["curl https://x"]',
      },
      {
        type: "tool_result",
        at,
        turn: 1,
        id: "d",
        name: "bash",
        isError: true,
        errorType: "permission",
        durationMs: 0,
        outputChars: 10,
        output: "denied",
        display: "curl https://x",
      },
    ];
    const body = renderComment(base(events, { status: "denied" }));
    expectValid(body);
    expect(body).toContain("**Denied calls (1)**");
    expect(body).toContain('To allow: `bash.allow: ["curl https://x"]`');
    expect(body).toContain("· ⛔ denied</summary>");
  });

  it("stores the plan in the marker for a planned run and tells how to approve", () => {
    const plan = "1. Edit src/a.ts\n2. Run the tests";
    const body = renderComment(
      base([], { status: "planned", plan, summary: plan, prUrl: undefined, branch: undefined }),
    );
    expectValid(body);
    expect(parseRunMarker(body)).toMatchObject({ phase: "final", conclusion: "planned", plan });
    expect(body).toContain("reply with `/agent approve`");
  });

  it("asks the question for needs_input and says which budget stopped a run", () => {
    const q = renderComment(
      base([], { status: "needs_input", question: "Which currency?", summary: "I need one fact." }),
    );
    expectValid(q);
    expect(parseRunMarker(q)).toMatchObject({ conclusion: "needs_input", question: "Which currency?" });
    const b = renderComment(
      base([], { status: "budget_exhausted", budgetStop: { budget: "max_turns", detail: "30 turns used" } }),
    );
    expect(b).toContain("Budget reached: max\\_turns");
  });
});

describe("renderProgressComment", () => {
  it("shows the todo list and current step, with a progress marker", () => {
    const body = renderProgressComment({
      todos: [
        { content: "Reproduce the bug", status: "completed" },
        { content: "Fix @someone's code", status: "in_progress" },
        { content: "/agent run tests", status: "pending" },
      ],
      currentStep: `bash: npm test ${GH}`,
      elapsedMs: 65_000,
      trigger: "/agent",
      redact,
      marker: { runId: "42" },
    });
    expectValid(body);
    expect(body).toContain("### ⏳ Working on it… (1m 5s)");
    expect(body).toContain("- ✅ Reproduce the bug");
    expect(body).toContain("- 🔄 **Fix `@\u200Bsomeone`'s code**");
    expect(body).toContain("**Now:** <code>bash: npm test [REDACTED]</code>");
    expect(parseRunMarker(body)).toMatchObject({ phase: "progress", runId: "42" });
  });
});

describe("renderJobSummary and renderTranscriptMarkdown", () => {
  it("keeps the whole transcript with inputs and assistant text, capped at 1 MiB", () => {
    const events: TranscriptEvent[] = [{ type: "assistant_text", at, turn: 1, text: "Let me look. @victim" }];
    for (let i = 0; i < 40; i++)
      events.push(...call(String(i), `cat f${i}`, `é${GH}`.repeat(1000) + "z".repeat(60_000)));
    const summary = renderJobSummary(base(events));
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(1024 * 1024);
    expect(summary).not.toContain(GH);
    expect(summary).toContain("Let me look. `@\u200Bvictim`");
    expect(summary).toContain('"command": "cat f0"');
    expect(checkStructure(summary)).toEqual({ openDetails: 0, detailsNeverNegative: true, openFence: false });
  });

  it("renders every event of a run in order, redacted", () => {
    const events: TranscriptEvent[] = [
      { type: "run_started", at, model: "claude", task: "fix it", sandbox: "user" },
      { type: "assistant_text", at, turn: 1, text: "Looking." },
      ...call("1", "ls", `a\n${ANT}\n`),
      { type: "budget_stop", at, budget: "max_turns", detail: "limit 1" },
      {
        type: "run_finished",
        at,
        stopReason: "max_turns",
        finalText: "Partial.",
        turns: 1,
        toolCalls: 1,
        usage: { input_tokens: 10, output_tokens: 5, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
        costUsd: 0.001,
        durationMs: 1000,
      },
    ];
    const md = renderTranscriptMarkdown(events, { redact, trigger: "/agent" });
    expect(md).not.toContain(ANT);
    expect(md.indexOf("Looking.")).toBeLessThan(md.indexOf("<code>ls</code>"));
    expect(md).toContain("**Budget stop:** max_turns");
    expect(md).toContain("## Finished: max_turns");
    expect(checkStructure(md)).toEqual({ openDetails: 0, detailsNeverNegative: true, openFence: false });
  });
});

describe("hostile text anywhere", () => {
  const pieces = [
    "```",
    "````",
    "~~~",
    "`",
    "</details>",
    "<details>",
    "<summary>",
    "@victim",
    "@org/team",
    "/agent go",
    "\n/agent x\n",
    "![x](http://sink/a)",
    "[r]: http://sink/b",
    "closes #9",
    "😀",
    "\uD83D",
    "\n",
    "\n\n",
    "  ",
    "> ",
    "- ",
    "| a | b |",
    "<!--",
    "-->",
    GH,
    "text",
    "\\",
    "&#64;x",
    "<img src=http://sink/c>",
    "[l](http://sink/d)",
    "![a][r]",
    "Fixes #1",
  ];
  let seed = 42;
  const random = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const hostile = (len: number): string =>
    Array.from({ length: len }, () => pieces[random(pieces.length)]).join(random(2) ? " " : "");

  it("a title, todo, denial, question or summary made of markup pieces never unbalances the comment", () => {
    for (let i = 0; i < 150; i++) {
      const events = call(String(i), hostile(5), hostile(40));
      const body = renderComment(
        base(events, {
          title: hostile(6),
          summary: hostile(30),
          question: hostile(10),
          request: hostile(8),
          notes: [hostile(5)],
          todos: [{ content: hostile(5), status: "in_progress" }],
          denials: [{ attempted: hostile(4), rule: hostile(2), reason: hostile(6), suggestion: hostile(2) }],
          budgetStop: { budget: "max_turns", detail: hostile(5) },
          maxChars: 20_000 + random(40_000),
        }),
      );
      expect(checkStructure(body), body).toEqual({ openDetails: 0, detailsNeverNegative: true, openFence: false });
      expect(isWellFormed(body)).toBe(true);
      expect(body).not.toContain(GH);
      expect(parseTrigger(body.replace(/<!--[\s\S]*?-->/g, ""), "/agent")).toBeUndefined();
      // In prose (outside comments and code), every @handle carries the zero-width space.
      const prose = proseOnly(body);
      const live = /(?<![A-Za-z0-9])@(?!\u200B)[A-Za-z][^\n]{0,40}/.exec(prose);
      expect(live?.[0]).toBeUndefined();
      // No raw HTML, no link or image to the sink, no live closing keyword outside code.
      expect(
        /<(?:img|!--|details>|summary>)|\]\(http:\/\/sink|(?<![`\w])(?:closes|fixes) #\d/i.exec(
          prose.replace(/<\/?(?:details|summary|code|sub)>|<details><summary>/g, ""),
        )?.[0],
      ).toBeUndefined();
    }
  });

  it("a marker field the schema rejects does not stop the comment", () => {
    const body = renderComment(base([], { marker: { prNumber: "seven" as unknown as number } }));
    expect(parseRunMarker(body)).toMatchObject({ v: 1, phase: "final", conclusion: "changed" });
  });
});

describe("the stats' context line", () => {
  const stats = base([]).stats;
  it("says how often the context was cleared and summarised and the cache writes that caused", () => {
    const context = { clearings: 3, summaries: 1, cacheWriteTokens: 240_000, costUsd: 0.9 };
    const body = renderComment(base([], { stats: { ...stats, turns: 300, context } }));
    expect(body).toContain(
      "Context over 300 turns: 3 clearings, 1 summary; they caused 240,000 cache-write tokens and cost $0.90 in all.",
    );
  });

  it("is left out when the context was never compacted", () => {
    const context = { clearings: 0, summaries: 0, cacheWriteTokens: 0, costUsd: 0 };
    expect(renderComment(base([], { stats: { ...stats, context } }))).not.toContain("Context over");
  });
});
