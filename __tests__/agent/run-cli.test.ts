import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { startModelServer, type ModelServer } from "../fakes/model-server/index.js";
import { main } from "../../src/cli/run.js";
import { makeWorkspace, type Workspace } from "./helpers.js";

let server: ModelServer | undefined;
let ws: Workspace;
beforeEach(async () => {
  ws = await makeWorkspace("run-cli-");
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await ws.cleanup();
});

function capture() {
  const out = { stdout: "", stderr: "" };
  return { out, io: { stdout: (t: string) => (out.stdout += t), stderr: (t: string) => (out.stderr += t) } };
}

const todos = [{ content: "Look around", status: "completed" }];

describe("repo-agent run", () => {
  it("says clearly that ANTHROPIC_API_KEY is missing", async () => {
    const { out, io } = capture();
    expect(await main(["do it", "--repo", ws.dir], io, {})).toBe(2);
    expect(out.stderr).toContain("ANTHROPIC_API_KEY is not set");
  });

  it("prints a line per tool call, the final text and a summary, and writes the transcript and events", async () => {
    server = await startModelServer([
      { tools: [{ name: "todo_write", input: { todos } }] },
      { text: "All done: nothing to change." },
    ]);
    const { out, io } = capture();
    const transcript = path.join(ws.dir, "t.md");
    const eventsFile = path.join(ws.dir, "e.jsonl");
    const code = await main(["Look around", "--repo", ws.dir, "--transcript", transcript, "--events", eventsFile], io, {
      ANTHROPIC_API_KEY: "sk-ant-test-key-0123456789",
      ANTHROPIC_BASE_URL: server.url,
    });
    expect(code).toBe(0);
    expect(out.stderr).toMatch(/✓ todo_write\s+todos: 1\/1 done/);
    expect(out.stderr).toMatch(/— end_turn · 2 turns · 1 tool calls · .* tokens · .* · /);
    expect(out.stdout).toBe("All done: nothing to change.\n");
    const md = await readFile(transcript, "utf8");
    expect(md).toContain("Look around");
    expect(md).toContain("Finished: end_turn");
    const lines = (await readFile(eventsFile, "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string });
    expect(lines[0].type).toBe("run_started");
    expect(lines.at(-1)!.type).toBe("run_finished");
    // The key never reaches the files.
    expect(md + JSON.stringify(lines)).not.toContain("sk-ant-test-key-0123456789");
  });

  it("exits 3 when a budget stops the run", async () => {
    server = await startModelServer(
      Array.from({ length: 5 }, () => ({ tools: [{ name: "todo_write", input: { todos } }] })),
    );
    const { out, io } = capture();
    const code = await main(["loop", "--repo", ws.dir, "--max-turns", "2"], io, {
      ANTHROPIC_API_KEY: "k",
      ANTHROPIC_BASE_URL: server.url,
    });
    expect(code).toBe(3);
    expect(out.stderr).toContain("budget stop: max_turns");
  });

  it("rejects a bad --max-cost with usage", async () => {
    const { out, io } = capture();
    expect(await main(["x", "--max-cost", "lots"], io, { ANTHROPIC_API_KEY: "k" })).toBe(2);
    expect(out.stderr).toContain("--max-cost must be a positive number");
  });

  it("reports an invalid policy file with its path", async () => {
    const { writeFile } = await import("node:fs/promises");
    const file = path.join(ws.dir, "policy.yml");
    await writeFile(file, "version: 1\nbash:\n  alow: []\n");
    const { out, io } = capture();
    expect(await main(["x", "--repo", ws.dir, "--policy", file], io, { ANTHROPIC_API_KEY: "k" })).toBe(2);
    expect(out.stderr).toContain("policy.yml");
  });
});
