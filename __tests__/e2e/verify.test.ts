// The repository's own checks (policy `verify`), run by the action itself after the agent says it is done and
// before anything lands: the pull request reports their outcome, not the model's claim.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_KEY,
  fixDiscountEdit,
  fixDiscountScript,
  REPO,
  runAction,
  startWorld,
  TOKEN,
  type ActionRun,
  type World,
} from "./harness.js";
import { RUNTIME_TOKEN } from "../../demo/world.mjs";
import { botComments, everythingPosted } from "./state.js";
import type { ScriptStep } from "../fakes/model-server/index.js";

const FEEDBACK = "repo-agent ran the repository's checks";

/** The sample's policy with a `verify` section, committed on the default branch (where the action reads it). */
async function withVerifyPolicy(world: World, verify: string): Promise<void> {
  const policy = await world.gh.git(REPO).readFile("main", ".github/agent-policy.yml");
  await world.gh.git(REPO).commit({
    branch: "main",
    files: { ".github/agent-policy.yml": `${(policy ?? "").trimEnd()}\n${verify}` },
    message: "Check the agent's work",
  });
}

/** A harmless edit that leaves the sample's test failing, then the model's claim that all is well. */
function claimWithoutFixing(): ScriptStep[] {
  return [
    { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
    {
      tools: [
        {
          name: "edit_file",
          input: { path: "src/cart.js", old_string: "// A tiny shopping cart", new_string: "// A small shopping cart" },
        },
      ],
    },
    { text: "Done: all tests pass." },
  ];
}

/** The calls of the full transcript file, in order: what ran and ✓/✗. */
async function transcriptCalls(run: ActionRun): Promise<string[]> {
  const md = await readFile(run.outputs.transcript_path, "utf8");
  return [...md.matchAll(/<summary><code>([^<]*)<\/code> · [^<]* · (\S+)<\/summary>/g)].map((m) => `${m[1]} ${m[2]}`);
}

/** The transcript's JSONL events named `verify`. */
async function verifyEvents(
  run: ActionRun,
): Promise<{ type: string; id: string; output?: string; isError?: boolean }[]> {
  const jsonl = await readFile(run.outputs.transcript_path.replace(/\.md$/, ".jsonl"), "utf8");
  return jsonl
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l))
    .filter((e) => e.name === "verify");
}

async function startOnIssue(world: World, token?: string): Promise<{ run: ActionRun; issue: number }> {
  const issue = world.gh.createIssue({
    repo: REPO,
    title: "Discounts are wrong",
    body: "A 50% discount takes 50 off instead of half.",
    user: "maintainer",
  });
  const comment = world.gh.addComment({
    repo: REPO,
    issue: issue.number,
    body: "/agent fix the discount",
    user: "maintainer",
  });
  const run = await runAction(world, {
    eventName: "issue_comment",
    payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
    token,
    inputs: { draft: "false" },
  });
  return { run, issue: issue.number };
}

describe("verify: the model claims success, the checks fail, the model fixes it", () => {
  let world: World;
  let run: ActionRun;
  let issue: number;
  let feedback = "";

  beforeAll(async () => {
    world = await startWorld({
      script: [
        ...claimWithoutFixing(),
        (request) => {
          feedback = request.text;
          return { tools: [fixDiscountEdit()] };
        },
        { text: "Fixed applyDiscount." },
      ],
    });
    await withVerifyPolicy(world, 'verify:\n  run: ["npm test"]\n  timeout_seconds: 120\n');
    ({ run, issue } = await startOnIssue(world));
  }, 180_000);
  afterAll(async () => world?.close());

  it("gives the model the failing part of `npm test` as a user turn, and the loop goes on", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(world.model.requests).toHaveLength(5);
    expect(feedback).toContain(FEEDBACK);
    expect(feedback).toContain("$ npm test");
    expect(feedback).toMatch(/not ok|fail \d/);
    expect(world.model.requests[2].text).not.toContain(FEEDBACK);
  });

  it("lands the fix with verified=true and a ✓ block in the pull request body and the final comment", async () => {
    expect(run.outputs.verified).toBe("true");
    expect(run.outputs.conclusion).toBe("changed");
    const pr = await world.gh.pull(REPO, Number(run.outputs.pr_number));
    expect(pr.draft).toBe(false);
    expect(pr.title).toBe("Discounts are wrong");
    expect(pr.body).toMatch(/Checked by repo-agent: all checks passed/);
    expect(pr.body).toMatch(/\| ✓ \| `npm test` \| [^|]+ \| exit 0 \|/);
    const [final] = botComments(world, issue);
    expect(final.body ?? "").toMatch(/Checked by repo-agent: all checks passed/);
    expect(await world.gh.git(REPO).readFile(run.outputs.branch, "src/cart.js")).toContain(
      "amount * (1 - percent / 100)",
    );
  });

  it("shows each run of a check in the transcript like a tool call, with its output, where it happened", async () => {
    expect(await transcriptCalls(run)).toEqual([
      "read src/cart.js ✓",
      "edit src/cart.js ✓",
      "verify: npm test ✗",
      "edit src/cart.js ✓",
      "verify: npm test ✓",
    ]);
    const events = await verifyEvents(run);
    expect(events.map((e) => [e.type, e.id, e.isError])).toEqual([
      ["tool_call", "verify-1-1", undefined],
      ["tool_result", "verify-1-1", true],
      ["tool_call", "verify-2-1", undefined],
      ["tool_result", "verify-2-1", false],
    ]);
    expect(events[1].output).toMatch(/# fail 2[\s\S]*Failed: exit 1$/);
    expect(events[3].output).toMatch(/# fail 0[\s\S]*Passed: exit 0$/);
    const [final] = botComments(world, issue);
    expect(final.body ?? "").toMatch(
      /<summary><code>verify: npm test<\/code> · [^<]* · ✗<\/summary>\s*\n`{3,}\n(?:(?!<\/details>)[\s\S])*# fail 2(?:(?!<\/details>)[\s\S])*Failed: exit 1/,
    );
    expect(final.body ?? "").toMatch(/<summary><code>verify: npm test<\/code> · [^<]* · ✓<\/summary>/);
  });

  it("puts a successful `repo-agent / verify` check run on the pushed head", () => {
    const runs = world.gh.checkRuns(REPO);
    expect(runs.map((c) => [c.name, c.head_sha, c.status, c.conclusion])).toEqual([
      ["repo-agent / verify", run.outputs.commit_sha, "completed", "success"],
    ]);
    expect(runs[0].output.summary).toContain("npm test");
  });
});

describe("verify: a model that never fixes it", () => {
  let world: World;
  let run: ActionRun;
  let issue: number;

  beforeAll(async () => {
    world = await startWorld({ script: [...claimWithoutFixing(), { text: "All tests pass, really." }] });
    // The second command prints its whole environment, every secret-shaped value it can find in the environment
    // of any process it can see (reversed, which the redactor does not know), and a token-shaped string built at
    // run time (which it does).
    const found = `cat /proc/[0-9]*/environ 2>/dev/null | tr '\\0' '\\n' | grep -E 'ghs_|sk-ant|actions-runtime' | rev`;
    // Its own command line holds a job secret, which the model's feedback, the comment and the check run redact.
    const leak = `: '${RUNTIME_TOKEN}'; env | rev; ${found}; node -e "console.log('ghp_' + 'Z'.repeat(36))"; exit 3`;
    await withVerifyPolicy(world, `verify:\n  run: ["npm test", ${JSON.stringify(leak)}]\n  attempts: 1\n`);
    ({ run, issue } = await startOnIssue(world));
  }, 180_000);
  afterAll(async () => world?.close());

  it("feeds the failure back at most verify.attempts times, then lands the work as a draft whose title says so", async () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(world.model.requests).toHaveLength(4);
    expect(world.model.requests.filter((r) => r.text.includes(FEEDBACK))).toHaveLength(1);
    expect(run.outputs.verified).toBe("false");
    const pr = await world.gh.pull(REPO, Number(run.outputs.pr_number));
    expect(pr.draft).toBe(true);
    expect(pr.title).toBe("[checks failed] Discounts are wrong");
    expect(pr.body).toMatch(/Checked by repo-agent: 2 of 2 failed/);
    expect(pr.body).toMatch(/\| ✗ \| `npm test` \| [^|]+ \| exit 1 \|/);
    expect(pr.body).toMatch(/<details><summary>npm test: exit 1<\/summary>[\s\S]*# fail 2/);
  });

  it("shows ✗ with the failing tail in the final comment and a failed check run", () => {
    const [final] = botComments(world, issue);
    expect(final.body ?? "").toMatch(/❌ Checked by repo-agent: 2 of 2 failed/);
    expect(final.body ?? "").toMatch(/# fail 2/);
    const [check] = world.gh.checkRuns(REPO);
    expect([check.conclusion, check.head_sha]).toEqual(["failure", run.outputs.commit_sha]);
    expect(check.output.text).toContain("# fail 2");
  });

  it("runs the checks in the sandbox without the job's secrets, and redacts what they print everywhere", async () => {
    const [final] = botComments(world, issue);
    expect(final.body ?? "").toContain("=HTAP");
    const checkRuns = world.gh.checkRuns(REPO).map((c) => JSON.stringify(c.output));
    const transcript = [
      await readFile(run.outputs.transcript_path, "utf8"),
      await readFile(run.outputs.transcript_path.replace(/\.md$/, ".jsonl"), "utf8"),
    ];
    const shown = [
      ...(await everythingPosted(world)),
      ...checkRuns,
      ...world.model.requests.map((r) => r.text),
      run.stdout.replace(/^::add-mask::.*$/gm, ""),
      run.summary,
      ...transcript,
    ].join("\n");
    for (const secret of [TOKEN, API_KEY, RUNTIME_TOKEN, "ghp_ZZZZZZZZ"]) expect(shown).not.toContain(secret);
    // Reversed, a secret would get past the redactor: its absence means the command could not read it.
    for (const secret of [TOKEN, API_KEY, RUNTIME_TOKEN]) expect(shown).not.toContain([...secret].reverse().join(""));
    expect(final.body ?? "").toContain("[REDACTED]");
    // The transcript holds each run of the printing command, its output redacted like a bash result's.
    const printed = (await verifyEvents(run)).filter((e) => e.type === "tool_result" && e.id.endsWith("-2"));
    expect(printed).toHaveLength(2);
    for (const e of printed) expect(e.output).toMatch(/=HTAP[\s\S]*\[REDACTED\][\s\S]*Failed: exit 3$/);
  });
});

describe("verify: a token without checks: write", () => {
  let world: World;
  let run: ActionRun;
  let issue: number;

  beforeAll(async () => {
    world = await startWorld({ script: fixDiscountScript() });
    await withVerifyPolicy(world, 'verify:\n  run: ["npm test"]\n');
    const limited = "ghs_e2eLIMITEDdddddddddddddddddddddddddddd";
    world.gh.addToken(limited, "github-actions[bot]", {
      kind: "installation",
      permissions: { contents: "write", issues: "write", pull_requests: "write" },
    });
    ({ run, issue } = await startOnIssue(world, limited));
  }, 180_000);
  afterAll(async () => world?.close());

  it("completes the run and says once in the comment why there is no check run", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("changed");
    expect(run.outputs.verified).toBe("true");
    expect(world.gh.checkRuns(REPO)).toEqual([]);
    expect(world.gh.restRequests({ method: "POST", path: /check-runs$/ }).map((r) => r.status)).toEqual([403]);
    const [final] = botComments(world, issue);
    expect((final.body ?? "").match(/lacks `checks: write`/g)).toHaveLength(1);
  });
});

describe("verify.on_failure: no_push", () => {
  let world: World;
  let run: ActionRun;
  let issue: number;

  beforeAll(async () => {
    world = await startWorld({ script: [...claimWithoutFixing(), { text: "All tests pass, really." }] });
    await withVerifyPolicy(world, 'verify:\n  run: ["npm test"]\n  attempts: 1\n  on_failure: no_push\n');
    ({ run, issue } = await startOnIssue(world));
  }, 180_000);
  afterAll(async () => world?.close());

  it("pushes nothing and opens no pull request when the checks still fail", async () => {
    expect(run.outputs.verified).toBe("false");
    expect(run.outputs.conclusion).toBe("failed");
    expect(run.code).not.toBe(0);
    expect([run.outputs.pr_number, run.outputs.commit_sha, run.outputs.branch]).toEqual(["", "", ""]);
    expect(Object.keys(await world.gh.git(REPO).branches())).toEqual(["main"]);
    expect((await world.gh.snapshot()).repos[REPO].pulls).toEqual([]);
    expect(world.gh.checkRuns(REPO)).toEqual([]);
  });

  it("says in the comment that nothing was pushed because the checks failed, with the failing tail", () => {
    const [final] = botComments(world, issue);
    expect(final.body ?? "").toContain(
      "Not pushed: the repository's checks failed (policy `verify.on_failure: no_push`)",
    );
    expect(final.body ?? "").toMatch(/❌ Checked by repo-agent: 1 of 1 failed/);
    expect(final.body ?? "").toMatch(/<details><summary>npm test: exit 1<\/summary>[\s\S]*# fail 2/);
  });
});

describe("verify.on_failure: push", () => {
  let world: World;
  let run: ActionRun;
  let issue: number;

  beforeAll(async () => {
    world = await startWorld({ script: [...claimWithoutFixing(), { text: "All tests pass, really." }] });
    await withVerifyPolicy(world, 'verify:\n  run: ["npm test"]\n  attempts: 1\n  on_failure: push\n');
    ({ run, issue } = await startOnIssue(world));
  }, 180_000);
  afterAll(async () => world?.close());

  it("pushes the work and opens a ready pull request whose title is the usual one, with ✗ in its body", async () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.verified).toBe("false");
    expect(run.outputs.conclusion).toBe("changed");
    expect(await world.gh.git(REPO).readFile(run.outputs.branch, "src/cart.js")).toContain("// A small shopping cart");
    const pr = await world.gh.pull(REPO, Number(run.outputs.pr_number));
    expect([pr.draft, pr.title]).toEqual([false, "Discounts are wrong"]);
    expect(pr.body).toMatch(/Checked by repo-agent: 1 of 1 failed/);
    expect(pr.body).toMatch(/\| ✗ \| `npm test` \| [^|]+ \| exit 1 \|/);
  });

  it("says so in the final comment and puts a failed check run on the pushed head", () => {
    const [final] = botComments(world, issue);
    expect(final.body ?? "").toMatch(/❌ Checked by repo-agent: 1 of 1 failed/);
    expect(final.body ?? "").toContain(`/pull/${run.outputs.pr_number}`);
    const runs = world.gh.checkRuns(REPO);
    expect(runs.map((c) => [c.head_sha, c.conclusion])).toEqual([[run.outputs.commit_sha, "failure"]]);
  });
});

describe("verify on a scheduled chore", () => {
  let world: World;
  let run: ActionRun;

  beforeAll(async () => {
    world = await startWorld({ script: [...claimWithoutFixing()] });
    await withVerifyPolicy(world, 'verify:\n  run: ["npm test"]\n  attempts: 0\n');
    run = await runAction(world, {
      eventName: "schedule",
      payload: world.gh.events.schedule({ repo: REPO, cron: "0 6 * * 1" }),
      inputs: { prompt: "Tidy the cart comments", draft: "false" },
    });
  }, 180_000);
  afterAll(async () => world?.close());

  it("checks the chore's work too: a draft titled [checks failed], verified=false and a failed check run", async () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(world.model.requests).toHaveLength(3);
    expect(run.outputs.verified).toBe("false");
    const pr = await world.gh.pull(REPO, Number(run.outputs.pr_number));
    expect(pr.draft).toBe(true);
    expect(pr.title).toMatch(/^\[checks failed\] /);
    expect(pr.body).toMatch(/\| ✗ \| `npm test` \| [^|]+ \| exit 1 \|/);
    expect(world.gh.checkRuns(REPO).map((c) => [c.head_sha, c.conclusion])).toEqual([
      [run.outputs.commit_sha, "failure"],
    ]);
  });
});
