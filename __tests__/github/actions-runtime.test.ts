// The runner protocol the action speaks (actions-runtime.ts): what GitHub documents for workflow commands,
// output files and the job summary, checked on real files and on the process's real stdout.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appendSummary, formatCommand, getInput, setFailed, setOutput, setSecret, warning } from "../../src/github/actions-runtime.js";
import { parseOutputs } from "../e2e/harness.js";

let dir: string;
let written: string[];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "actions-runtime-"));
  written = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
  await rm(dir, { recursive: true, force: true });
});

describe("actions runtime", () => {
  it("reads inputs as the runner sets them: INPUT_ + upper case, spaces as underscores, trimmed", () => {
    const env = { INPUT_GITHUB_TOKEN: "  tok \n", "INPUT_MAX TURNS": "x", INPUT_MAX_TURNS: " 12 " };
    expect(getInput("github_token", env)).toBe("tok");
    expect(getInput("max turns", env)).toBe("12");
    expect(getInput("missing", env)).toBe("");
  });

  it("escapes command data and properties so a message can neither end the command nor start another", () => {
    expect(formatCommand("warning", "100% done\r\n::error::forged")).toBe("::warning::100%25 done%0D%0A::error::forged");
    expect(formatCommand("set-output", "v", { name: "a:b,c" })).toBe("::set-output name=a%3Ab%2Cc::v");
    setSecret("s3cr3t-value\nline2");
    warning("two\nlines");
    expect(written.join("")).toBe("::add-mask::s3cr3t-value%0Aline2\n::warning::two%0Alines\n");
  });

  it("writes outputs as heredocs the runner (and our e2e parser) reads back, multi-line values included", async () => {
    const file = join(dir, "output.txt");
    await writeFile(file, "");
    setOutput("conclusion", "success", { GITHUB_OUTPUT: file });
    setOutput("notes", "line 1\nline 2 with name<<EOF\n", { GITHUB_OUTPUT: file });
    const text = await readFile(file, "utf8");
    expect(text).toMatch(/^conclusion<<ghadelimiter_[0-9a-f-]{36}\nsuccess\nghadelimiter_[0-9a-f-]{36}\n/);
    expect(parseOutputs(text)).toEqual({ conclusion: "success", notes: "line 1\nline 2 with name<<EOF\n" });
    expect(written).toEqual([]);
  });

  it("falls back to the stdout command without an output file, and refuses a file the runner did not create", () => {
    setOutput("pr_url", "https://x", {});
    expect(written.join("")).toBe("\n::set-output name=pr_url::https://x\n");
    expect(() => setOutput("a", "b", { GITHUB_OUTPUT: join(dir, "missing.txt") })).toThrow(/does not exist/);
  });

  it("appends to the job summary, and says why when it cannot", async () => {
    const file = join(dir, "summary.md");
    await writeFile(file, "# before\n");
    appendSummary("## repo-agent\n", { GITHUB_STEP_SUMMARY: file });
    expect(await readFile(file, "utf8")).toBe("# before\n## repo-agent\n");
    expect(() => appendSummary("x", {})).toThrow(/GITHUB_STEP_SUMMARY is not set/);
    expect(() => appendSummary("x", { GITHUB_STEP_SUMMARY: join(dir, "nope.md") })).toThrow(/cannot write/);
  });

  it("fails the step through the exit code, with an error annotation", () => {
    setFailed("repo-agent: it broke");
    expect(process.exitCode).toBe(1);
    expect(written.join("")).toBe("::error::repo-agent: it broke\n");
  });
});
