import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { buildSystemPrompt } from "../../src/agent/prompt.js";
import { describePolicyForPrompt } from "../../src/policy/load.js";
import {
  listSkills,
  loadSkill,
  readInstructions,
  MAX_INSTRUCTION_CHARS,
  ORGANIZATION_DIR,
} from "../../src/agent/instructions.js";
import {
  CLEARED_INPUT,
  CLEARED_NOTE,
  clearOldToolUses,
  DEFAULT_CONTEXT,
  tokensToFree,
  type MessageParam,
} from "../../src/agent/context.js";
import { costOf, resolveModel, DEFAULT_MODEL } from "../../src/agent/pricing.js";
import { defineTool } from "../../src/tools/tool.js";
import { makeWorkspace, policy, type Workspace } from "./helpers.js";

let ws: Workspace;
beforeEach(async () => {
  ws = await makeWorkspace("prompt-");
});
afterEach(async () => {
  await ws.cleanup();
});

const tool = (name: string, prompt?: string) =>
  defineTool({
    name,
    description: name,
    prompt,
    input: z.object({}),
    execute: async () => ({ output: "", display: "" }),
  });

describe("system prompt", () => {
  const base = {
    role: "main" as const,
    planOnly: false,
    environment: { repository: "acme/cart", branch: "main", event: "issue_comment" },
    policyText: describePolicyForPrompt(
      policy({ bash: { allow: ["npm test *"], deny: ["npm publish *"] }, files: { deny_write: [".github/**"] } }),
    ),
    tools: [tool("read_file"), tool("bash", "Only allowed commands run.")],
    instructions: [{ path: "AGENTS.md", text: "Use tabs.", truncated: false }],
    skills: [{ name: "release", description: "Cut a release", file: "/x" }],
  };

  it("puts identity, environment, policy, tool notes, instructions and skills in that order", () => {
    const text = buildSystemPrompt(base);
    const order = [
      "Nobody is watching",
      "repository: acme/cart",
      "`npm test *`",
      "- bash: Only allowed commands run.",
      "Use tabs.",
      "- release: Cut a release",
    ].map((s) => text.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain("`npm publish *`");
    expect(text).toContain(".github/**");
  });

  it("is byte-identical for the same inputs (it is part of the cached prefix)", () => {
    expect(buildSystemPrompt(base)).toBe(buildSystemPrompt({ ...base, tools: [...base.tools] }));
  });

  it("tells a plan-only run to end with exit_plan_mode, and a sub-agent that it is read-only", () => {
    expect(buildSystemPrompt({ ...base, planOnly: true })).toContain("call exit_plan_mode");
    const sub = buildSystemPrompt({ ...base, role: "sub" });
    expect(sub).toContain("read-only research sub-agent");
    expect(sub).not.toContain("Nobody is watching");
  });
});

describe("instructions and skills from the trusted root", () => {
  it("reads AGENTS.md, CLAUDE.md and copilot instructions, capping each", async () => {
    await mkdir(path.join(ws.dir, ".github"), { recursive: true });
    await writeFile(path.join(ws.dir, "AGENTS.md"), "a".repeat(MAX_INSTRUCTION_CHARS + 10));
    await writeFile(path.join(ws.dir, ".github/copilot-instructions.md"), "Be brief.");
    const files = await readInstructions(ws.dir);
    expect(files.map((f) => f.path)).toEqual(["AGENTS.md", ".github/copilot-instructions.md"]);
    expect(files[0]).toMatchObject({ truncated: true });
    expect(files[0].text).toHaveLength(MAX_INSTRUCTION_CHARS);
    expect(
      buildSystemPrompt({
        role: "main",
        planOnly: false,
        environment: {},
        policyText: "",
        tools: [],
        instructions: files,
        skills: [],
      }),
    ).toContain("read AGENTS.md for the rest");
  });

  it("lists skills by front-matter name, sorted, and loads a body without its front matter", async () => {
    const skill = async (dir: string, text: string) => {
      await mkdir(path.join(ws.dir, ".github/agent/skills", dir), { recursive: true });
      await writeFile(path.join(ws.dir, ".github/agent/skills", dir, "SKILL.md"), text);
    };
    await skill(
      "zeta",
      "---\nname: deploy\ndescription: |\n  How to deploy\n  to staging\n---\nRun the deploy script.\n",
    );
    await skill("alpha", "No front matter, just steps.\n");
    await skill("broken", "---\nname: [unclosed\n---\nbody\n");
    const skills = await listSkills(ws.dir);
    expect(skills.map((s) => [s.name, s.description])).toEqual([
      ["alpha", ""],
      ["broken", ""],
      ["deploy", "How to deploy to staging"],
    ]);
    expect(await loadSkill(skills, "deploy")).toBe("Run the deploy script.");
    expect(await loadSkill(skills, "missing")).toBeUndefined();
  });

  it("adds the organisation's instruction files before the repository's, and its skills the repository lacks", async () => {
    const org = path.join(ws.dir, ORGANIZATION_DIR);
    await mkdir(path.join(org, ".github/agent/skills/release"), { recursive: true });
    await mkdir(path.join(org, ".github/agent/skills/lint"), { recursive: true });
    await mkdir(path.join(ws.dir, ".github/agent/skills/lint"), { recursive: true });
    await writeFile(path.join(org, "AGENTS.md"), "Organisation rules.");
    await writeFile(path.join(ws.dir, "AGENTS.md"), "Repository rules.");
    await writeFile(
      path.join(org, ".github/agent/skills/release/SKILL.md"),
      "---\ndescription: org release\n---\nbody",
    );
    await writeFile(path.join(org, ".github/agent/skills/lint/SKILL.md"), "---\ndescription: org lint\n---\nbody");
    await writeFile(path.join(ws.dir, ".github/agent/skills/lint/SKILL.md"), "---\ndescription: own lint\n---\nbody");
    const files = await readInstructions(ws.dir);
    expect(files.map((f) => [f.path, f.text])).toEqual([
      ["AGENTS.md, the organisation's", "Organisation rules."],
      ["AGENTS.md", "Repository rules."],
    ]);
    const skills = await listSkills(ws.dir);
    expect(skills.map((s) => [s.name, s.description])).toEqual([
      ["lint", "own lint"],
      ["release", "org release"],
    ]);
  });

  it("finds nothing in a root without those files", async () => {
    expect(await readInstructions(ws.dir)).toEqual([]);
    expect(await listSkills(ws.dir)).toEqual([]);
  });
});

describe("clearing old tool results", () => {
  const result = (id: string, size: number): MessageParam => ({
    role: "user",
    content: [{ type: "tool_result", tool_use_id: id, content: "y".repeat(size) }],
  });
  const messages: MessageParam[] = [
    { role: "user", content: "task" },
    { role: "assistant", content: [{ type: "tool_use", id: "a", name: "t", input: {} }] },
    result("a", 1000),
    { role: "assistant", content: [{ type: "tool_use", id: "b", name: "t", input: {} }] },
    result("b", 1000),
    { role: "assistant", content: [{ type: "tool_use", id: "c", name: "t", input: {} }] },
    result("c", 1000),
  ];

  it("clears the oldest first, keeps the recent ones, and leaves unchanged messages as the same objects", () => {
    const r = clearOldToolUses(messages, 1, 900);
    expect(r.results).toBe(1);
    expect(JSON.stringify(r.messages[2])).toContain(CLEARED_NOTE);
    expect(r.messages[4]).toBe(messages[4]);
    expect(r.messages[6]).toBe(messages[6]);
    expect(JSON.stringify(messages[2])).not.toContain(CLEARED_NOTE);
  });

  it("clears everything but the kept results when no target is given", () => {
    const r = clearOldToolUses(messages, 1);
    expect(r.results).toBe(2);
    expect(r.inputs).toBe(0);
    expect(r.savedChars).toBe(2 * (1000 - CLEARED_NOTE.length));
  });

  // A written file is a big tool input and a small result: only clearing inputs frees it.
  const write = (id: string, size: number): MessageParam => ({
    role: "assistant",
    content: [{ type: "tool_use", id, name: "write_file", input: { path: `${id}.ts`, content: "z".repeat(size) } }],
  });
  const ok = (id: string): MessageParam => ({
    role: "user",
    content: [{ type: "tool_result", tool_use_id: id, content: "wrote the file" }],
  });
  const writes: MessageParam[] = [
    { role: "user", content: "task" },
    write("a", 5000),
    ok("a"),
    write("b", 5000),
    ok("b"),
    write("c", 5000),
    ok("c"),
  ];

  it("clears old tool inputs only when asked, oldest first, never the calls of the kept results", () => {
    expect(clearOldToolUses(writes, 1, 8000).savedChars).toBe(0);
    const r = clearOldToolUses(writes, 1, 8000, true);
    expect(r.inputs).toBe(2);
    expect(r.savedChars).toBeGreaterThanOrEqual(8000);
    const input = (m: MessageParam) => (m.content as { input?: unknown }[])[0].input;
    expect(input(r.messages[1])).toEqual(CLEARED_INPUT);
    expect(input(r.messages[3])).toEqual(CLEARED_INPUT);
    // The call whose result is kept keeps its input.
    expect(r.messages[5]).toBe(writes[5]);
  });

  it("frees down to the low-water mark, and at least the minimum", () => {
    const s = { window: 200_000, ...DEFAULT_CONTEXT };
    expect(tokensToFree(150_000, s)).toBe(70_000);
    expect(tokensToFree(90_000, s)).toBe(30_000);
  });
});

describe("pricing", () => {
  it("defaults to the newest Sonnet with its prices", () => {
    const { model, info, warning } = resolveModel();
    expect(model).toBe(DEFAULT_MODEL);
    expect(model).toMatch(/sonnet/);
    expect(info.prices).toBeDefined();
    expect(warning).toBeUndefined();
  });

  it("prices input, output, cache writes and cache reads separately", () => {
    const { info } = resolveModel("claude-sonnet-4-5-20250929");
    const usage = {
      input_tokens: 1_000_000,
      output_tokens: 1_000_000,
      cache_creation_input_tokens: 1_000_000,
      cache_read_input_tokens: 1_000_000,
    };
    expect(costOf(usage, info)).toBeCloseTo(3 + 15 + 3.75 + 0.3);
  });

  it("charges the long-prompt tier on every token once a prompt passes its threshold", () => {
    const { info } = resolveModel("claude-haiku-5-5");
    const small = costOf(
      { input_tokens: 100_000, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
      info,
    )!;
    const large = costOf(
      { input_tokens: 100_001, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
      info,
    )!;
    expect(large / small).toBeGreaterThan(4);
  });

  it("has no prices for an unknown model unless the caller gives all four", () => {
    expect(resolveModel("my-proxy-model").warning).toMatch(/cost budget is off/);
    const { info, warning } = resolveModel("my-proxy-model", {
      prices: { inputPerMTok: 1, outputPerMTok: 2, cacheWritePerMTok: 1, cacheReadPerMTok: 0.1 },
      contextWindow: 50_000,
    });
    expect(warning).toBeUndefined();
    expect(info.contextWindow).toBe(50_000);
  });
});
