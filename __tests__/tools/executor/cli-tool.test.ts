import { mkdtemp, mkdir, readdir, realpath, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { main, runToolCalls, type CliIO } from "../../../src/cli/tool.js";
import { defineTool } from "../../../src/tools/tool.js";
import { readFileTool } from "../../../src/tools/builtin/read-file.js";
import { testPolicy } from "./harness.js";

let root: string;
let repo: string;
beforeEach(async () => {
  root = await realpath(await mkdtemp(path.join(os.tmpdir(), "cli-tool-test-")));
  repo = path.join(root, "repo");
  await mkdir(repo);
  await writeFile(path.join(repo, "notes.txt"), "alpha\nbeta\n");
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function capture(): CliIO & { out: string; err: string } {
  const io = {
    out: "",
    err: "",
    stdout: (text: string) => {
      io.out += text;
    },
    stderr: (text: string) => {
      io.err += text;
    },
  };
  return io;
}

describe("repo-agent tool main()", () => {
  it("runs a calls file in order and prints each result as JSON, exit 0 even when calls fail", async () => {
    const calls = path.join(root, "calls.json");
    await writeFile(calls, JSON.stringify([{ name: "no_such_tool", input: {} }, { name: "also_missing" }]));
    const io = capture();
    const code = await main(["--calls", calls, "--repo", repo], io);
    expect(io.err).toBe("");
    expect(code).toBe(0);
    const results = JSON.parse(io.out);
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({
      name: "no_such_tool",
      isError: true,
      display: "no_such_tool: unknown tool",
      metadata: { unknownTool: true },
    });
    expect(results[0].output).toMatch(/^Unknown tool "no_such_tool"\. Available tools: /);
    expect(results[1].name).toBe("also_missing");
  });

  it("runs one call given by name and --input, printing one object", async () => {
    const io = capture();
    expect(await main(["nope", "--input", '{"a":1}', "--repo", repo], io)).toBe(0);
    expect(JSON.parse(io.out)).toMatchObject({ name: "nope", isError: true });
  });

  it("writes transcript events to stderr with --events", async () => {
    const io = capture();
    expect(await main(["nope", "--repo", repo, "--events"], io)).toBe(0);
    expect(
      io.err
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line).type),
    ).toEqual(["tool_call", "tool_result"]);
  });

  it("exits 2 for bad usage, with a message", async () => {
    const cases: [string[], RegExp][] = [
      [[], /missing tool name/],
      [["read_file", "--input", "{not json"], /--input is not valid JSON/],
      [["read_file", "--bogus"], /Unknown option '--bogus'/],
      [["--calls", path.join(root, "missing.json")], /cannot read/],
      [["a", "b"], /expected one tool name/],
      [["read_file", "--repo", path.join(root, "nowhere")], /is not a directory/],
    ];
    for (const [argv, message] of cases) {
      const io = capture();
      expect(await main(argv, io)).toBe(2);
      expect(io.err).toMatch(message);
    }
    await writeFile(path.join(root, "obj.json"), '{"name":"x"}');
    await writeFile(path.join(root, "bad.json"), "[{");
    await writeFile(path.join(root, "noname.json"), '[{"input":{}}]');
    for (const [file, message] of [
      ["obj.json", /must hold a JSON array/],
      ["bad.json", /is not valid JSON/],
      ["noname.json", /item 0 must be an object with a string "name"/],
    ] as const) {
      const io = capture();
      expect(await main(["--calls", path.join(root, file), "--repo", repo], io)).toBe(2);
      expect(io.err).toMatch(message);
    }
  });

  it("reads the repository's policy file and rejects an invalid one with exit 2", async () => {
    await mkdir(path.join(repo, ".github"));
    await writeFile(path.join(repo, ".github", "agent-policy.yml"), "version: 1\nbash:\n  alow: []\n");
    const io = capture();
    expect(await main(["read_file", "--repo", repo], io)).toBe(2);
    expect(io.err).toMatch(/agent-policy\.yml:3:\d+/);
    expect(io.err).toMatch(/alow/);
  });

  it("refuses a --policy file that does not exist, rather than falling back to the default", async () => {
    const io = capture();
    expect(await main(["read_file", "--repo", repo, "--policy", path.join(root, "nope.yml")], io)).toBe(2);
    expect(io.err).toMatch(/--policy .*nope\.yml is not a file/);
  });

  it("removes its temporary run directory", async () => {
    // A private TMPDIR, so other tests' temp dirs cannot make this flaky.
    const tmp = path.join(root, "tmp");
    await mkdir(tmp);
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      expect(await main(["nope", "--repo", repo], capture())).toBe(0);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
    expect(await readdir(tmp)).toEqual([]);
  });
});

describe("runToolCalls", () => {
  it("runs the calls in one session, so state carries from one call to the next", async () => {
    let counter = 0;
    const count = defineTool({
      name: "count",
      description: "Count calls.",
      input: z.object({}),
      execute: async () => ({ output: String(++counter), display: "count" }),
    });
    const reports = await runToolCalls({
      repo,
      policy: testPolicy,
      calls: [
        { name: "read_file", input: { path: "notes.txt" } },
        { name: "read_file", input: { path: 42 } },
        { name: "count", input: {} },
        { name: "count", input: {} },
      ],
      extraTools: [count, { tool: readFileTool, replace: true }],
    });
    expect(reports.map((r) => [r.name, r.isError])).toEqual([
      ["read_file", false],
      ["read_file", true],
      ["count", false],
      ["count", false],
    ]);
    expect(reports[0].output).toContain("alpha");
    expect(reports[1].output).toMatch(/^Invalid input for read_file:\npath: /);
    expect(reports.slice(2).map((r) => r.output)).toEqual(["1", "2"]);
  });
});
