import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/demo.js";
import { describeLine, followActionLog } from "../../src/demo/action-log.js";
import { DemoSetupError, locateAction, locateCheckout } from "../../src/demo/locate.js";

const ROOT = resolve(import.meta.dirname, "../..");
// REPO_AGENT_DIST points at a private bundle (BUNDLE_OUT) while developing; CI runs the checkout's dist/.
const ACTION_ARGS = process.env.REPO_AGENT_DIST ? ["--action", join(process.env.REPO_AGENT_DIST, "index.js")] : [];

async function demoScratchDirs(): Promise<string[]> {
  return (await readdir(tmpdir())).filter((n) => n.startsWith("repo-agent-demo-")).sort();
}

describe("npm run demo, offline", () => {
  let out: string;
  let code: number;
  let stdout = "";
  let stderr = "";
  let scratchBefore: string[];

  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), "demo-test-out-"));
    scratchBefore = await demoScratchDirs();
    code = await main(["--out", out, ...ACTION_ARGS], {
      stdout: (t) => (stdout += t),
      stderr: (t) => (stderr += t),
      color: false,
      cwd: ROOT,
      env: {},
    });
  }, 120_000);
  afterAll(async () => rm(out, { recursive: true, force: true }));

  it("exits 0: the run pushed a fix and the tests pass on the pushed branch", () => {
    expect(code, stdout + stderr).toBe(0);
    expect(stdout).toContain(
      "npm test on agent/issue-1-discounts-are-wrong: 4 passed, 0 failed (before: 2 passed, 2 failed)",
    );
  });

  it("prints the tool calls as the action logs them, then the comment, the PR and the diff", () => {
    const order = [
      "▸ todo_write 0/3 done",
      "▸ read test/cart.test.js",
      "▸ read src/cart.js",
      "▸ edit src/cart.js",
      "▸ bash: npm test",
      "changed · 7 turns · 7 tool calls (7 ✓, 0 ✗)",
      "── The comment posted on issue #1",
      "Changes pushed",
      "▸ Transcript (7 tool calls)",
      "── The pull request opened",
      "(draft)",
      "── The diff pushed (git diff main..agent/issue-1-discounts-are-wrong)",
      "+  return amount * (1 - percent / 100);",
      "── Result",
    ];
    let at = 0;
    for (const piece of order) {
      const found = stdout.indexOf(piece, at);
      expect(found, `"${piece}" after offset ${at} in:\n${stdout}`).toBeGreaterThanOrEqual(0);
      at = found;
    }
    expect(stdout).toContain('  ▸ grep "applyDiscount"\n');
    expect(stdout).not.toContain("::add-mask::");
    expect(stdout).toContain(`output: ${out}`);
  });

  it("keeps the comment as posted, with the collapsible transcript", async () => {
    const comment = await readFile(join(out, "comment.md"), "utf8");
    expect(comment).toContain("Changes pushed");
    expect(comment).toMatch(/<details><summary>Transcript \(7 tool calls\)<\/summary>/);
    expect(comment).toContain("<code>bash: npm test</code>");
    expect(comment).toContain("# pass 4");
    expect(comment).toContain("`npm test`: 4 passed.");
  });

  it("keeps the diff that was pushed: applyDiscount scales the amount", async () => {
    const diff = await readFile(join(out, "diff.patch"), "utf8");
    expect(diff).toContain("--- a/src/cart.js");
    expect(diff).toContain("export function applyDiscount(amount, percent) {");
    expect(diff).toContain("-  return amount - percent;");
    expect(diff).toContain("+  return amount * (1 - percent / 100);");
    expect(diff.match(/^diff --git/gm)).toHaveLength(1);
  });

  it("keeps the PR as GitHub returns it: a draft from the agent's branch that fixes the issue", async () => {
    const pr = JSON.parse(await readFile(join(out, "pr.json"), "utf8")) as {
      draft: boolean;
      body: string;
      title: string;
      head: { ref: string };
      base: { ref: string };
    };
    expect(pr.draft).toBe(true);
    expect(pr.body).toContain("Fixes #1");
    expect(pr.title).toBe("Discounts are wrong");
    expect(pr.head.ref).toBe("agent/issue-1-discounts-are-wrong");
    expect(pr.base.ref).toBe("main");
  });

  it("keeps the whole transcript and its events", async () => {
    const transcript = await readFile(join(out, "transcript.md"), "utf8");
    expect(transcript).toContain("npm test");
    const events = (await readFile(join(out, "events.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string; name?: string; isError?: boolean });
    const results = events.filter((e) => e.type === "tool_result");
    // read_file and grep of the second turn run concurrently: their results come in either order.
    expect(results.map((e) => e.name).sort()).toEqual([
      "bash",
      "edit_file",
      "grep",
      "read_file",
      "read_file",
      "todo_write",
      "todo_write",
    ]);
    expect(results.at(-2)?.name).toBe("bash");
    expect(results.every((e) => !e.isError)).toBe(true);
    expect(events.at(-1)?.type).toBe("run_finished");
    expect(existsSync(join(out, "action.log"))).toBe(true);
  });

  it("leaves no scratch directories behind", async () => {
    expect(await demoScratchDirs()).toEqual(scratchBefore);
  });
});

describe("a demo run that does not fix the test", () => {
  it("exits 1, says so, and still keeps what there is", async () => {
    const dir = await mkdtemp(join(tmpdir(), "demo-test-failing-"));
    try {
      // An action that gives up the way the real one reports a failure: an error annotation, outputs, exit 1.
      const action = join(dir, "action.mjs");
      await writeFile(
        action,
        'import { appendFileSync } from "node:fs";\nconsole.log("::error::the model gave up");\nappendFileSync(process.env.GITHUB_OUTPUT, "conclusion=failed\\n");\nprocess.exit(1);\n',
      );
      let stdout = "";
      const code = await main(["--out", join(dir, "out"), "--action", action], {
        stdout: (t) => (stdout += t),
        stderr: (t) => (stdout += t),
        color: false,
        cwd: ROOT,
        env: {},
      });
      expect(code, stdout).toBe(1);
      expect(stdout).toContain("  ✗ the model gave up");
      expect(stdout).toContain("(no pull request was opened)");
      expect(stdout).toContain("npm test: not run, nothing was pushed (before: 2 passed, 2 failed)");
      expect(stdout).toContain("✗ the run did not end with a fix: conclusion failed, exit code 1");
      expect(await readFile(join(dir, "out/action.log"), "utf8")).toContain("::error::the model gave up");
      expect(existsSync(join(dir, "out/diff.patch"))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("demo usage", () => {
  const io = () => {
    const seen = { stdout: "", stderr: "" };
    return {
      seen,
      io: {
        stdout: (t: string) => (seen.stdout += t),
        stderr: (t: string) => (seen.stderr += t),
        color: false,
        cwd: ROOT,
        env: {},
      },
    };
  };

  it("--live without ANTHROPIC_API_KEY exits 2 and says what to set", async () => {
    const { seen, io: o } = io();
    expect(await main(["--live"], o)).toBe(2);
    expect(seen.stderr).toContain("set ANTHROPIC_API_KEY");
    expect(seen.stdout).toBe("");
  });

  it("--help prints the usage and exits 0", async () => {
    const { seen, io: o } = io();
    expect(await main(["--help"], o)).toBe(0);
    expect(seen.stdout).toContain("usage: repo-agent demo [--out DIR] [--live [--model M]] [--action FILE]");
  });

  it("an unknown option exits 2 with the usage", async () => {
    const { seen, io: o } = io();
    expect(await main(["--fast"], o)).toBe(2);
    expect(seen.stderr).toContain("usage: repo-agent demo");
  });

  it("--model without --live exits 2", async () => {
    const { seen, io: o } = io();
    expect(await main(["--model", "claude-x"], o)).toBe(2);
    expect(seen.stderr).toContain("--model only applies with --live");
  });

  it("outside a clone of the repository it explains that the test doubles are needed", async () => {
    const dir = await mkdtemp(join(tmpdir(), "demo-test-noroot-"));
    try {
      const moduleUrl = pathToFileURL(join(dir, "node_modules/repo-agent/dist/cli/index.js")).href;
      expect(() => locateCheckout(dir, moduleUrl)).toThrow(DemoSetupError);
      expect(() => locateCheckout(dir, moduleUrl)).toThrow(/clone of repo-agent.*\n.*npm package does not ship them/);
      // From a bundle copied out of the checkout, the checkout is still found from the current directory.
      expect(locateCheckout(ROOT, moduleUrl)).toBe(ROOT);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("finds the action beside the CLI in a bundle, else in the checkout's dist/", async () => {
    const missing = await mkdtemp(join(tmpdir(), "demo-test-noaction-"));
    try {
      expect(() => locateAction(missing, undefined, pathToFileURL(join(missing, "src/demo/locate.ts")).href)).toThrow(
        /run npm run bundle first/,
      );
      expect(() => locateAction(missing, join(missing, "nope.js"))).toThrow(/no such file/);
    } finally {
      await rm(missing, { recursive: true, force: true });
    }
  });
});

describe("the action's log as the demo shows it", () => {
  it("hides masks and debug lines, shows warnings, errors, tool calls and failures", () => {
    expect(describeLine("::add-mask::secret")).toBeUndefined();
    expect(describeLine("::debug::x")).toBeUndefined();
    expect(describeLine("::warning::could not post%0Athe comment")).toBe("  ⚠ could not post\nthe comment");
    expect(describeLine("::error file=a.ts::boom")).toBe("  ✗ boom");
    expect(describeLine("▸ read src/cart.js")).toBe("  ▸ read src/cart.js");
    expect(describeLine("  ✗ bash: npm publish refused")).toBe("    ✗ bash: npm publish refused");
    expect(describeLine("")).toBeUndefined();
  });

  it("joins lines split across chunks and flushes the last one at the end", () => {
    const lines: string[] = [];
    const follow = followActionLog((l) => lines.push(l), false);
    follow.write("▸ rea", "stdout");
    follow.write("d a.js\n▸ grep", "stdout");
    follow.write("node warning\n", "stderr");
    follow.end();
    expect(lines).toEqual(["  ▸ read a.js", "  node warning", "  ▸ grep"]);
  });
});
