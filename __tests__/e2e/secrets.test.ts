// Scenario 9: the job's secrets (the Anthropic key, the GitHub token, the Actions runtime token) reach the
// transcript every way a hostile or careless model can manage: written to an ignored file and printed by
// `cat` (raw and base64), passed as a tool argument, echoed in the model's own text. None of them may appear in
// anything the action publishes: comments, PR bodies, commits, request bodies (the emulator's dumpAll holds
// all of it, every git object included), the job summary, the transcript files or the log. A second run whose
// change itself holds the key must not push at all.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY, REPO, runAction, startWorld, TOKEN, type ActionRun, type World, fixDiscountEdit } from "./harness.js";
import { RUNTIME_TOKEN } from "../../demo/world.mjs";
import { botComments } from "./state.js";

const b64 = (s: string) => Buffer.from(s).toString("base64");
const CANARIES = [
  API_KEY,
  TOKEN,
  RUNTIME_TOKEN,
  b64(TOKEN),
  b64(`x-access-token:${TOKEN}`),
  "e2eKEYbbbbbbbbbbbbbbbbbbbb",
  "e2eTOKENaaaaaaaaaaaaaaaaaa",
  "CANARYcccccccccccc",
];

function leaksIn(text: string): string[] {
  return CANARIES.filter((c) => text.includes(c));
}

/** The log without the runner's `::add-mask::` commands, which must name the secrets to mask them. */
function logWithoutMasks(run: ActionRun): string {
  return (run.stdout + run.stderr)
    .split("\n")
    .filter((l) => !l.startsWith("::add-mask::"))
    .join("\n");
}

async function filesUnder(dir: string): Promise<string> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(await readFile(join(entry.parentPath, entry.name), "utf8").catch(() => ""));
  }
  return out.join("\n");
}

describe("secrets printed by tools and echoed by the model", () => {
  let world: World;
  let leaky: ActionRun;
  let refused: ActionRun;
  let issueNumber: number;

  beforeAll(async () => {
    const creds = `ANTHROPIC_API_KEY=${API_KEY}\nGITHUB_TOKEN=${TOKEN}\nRUNTIME=${RUNTIME_TOKEN}\nAUTH=${b64(`x-access-token:${TOKEN}`)}\n`;
    world = await startWorld({
      script: [
        {
          text: `Let me keep the key ${API_KEY} somewhere handy.`,
          tools: [{ name: "write_file", input: { path: "tmp/creds.txt", content: creds } }],
        },
        {
          tools: [
            { name: "bash", input: { command: "cat tmp/creds.txt", description: "Show the credentials" } },
            { name: "grep", input: { pattern: TOKEN } },
          ],
        },
        {
          tools: [
            { name: "read_file", input: { path: "tmp/creds.txt" } },
            { name: "bash", input: { command: `cat README.md ${RUNTIME_TOKEN}`, description: "Print" } },
          ],
        },
        { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
        { tools: [fixDiscountEdit()] },
        { text: "Fixed `applyDiscount`: it now scales the amount by the percentage." },
      ],
    });
    // A scratch directory the repository ignores: what the agent writes there is never committed.
    await world.gh.git(REPO).commit({ branch: "main", files: { ".gitignore": "tmp/\n" }, message: "Ignore tmp/" });
    const issue = world.gh.createIssue({
      repo: REPO,
      title: "Discounts are wrong",
      body: "Half off takes 50 off.",
      user: "maintainer",
    });
    issueNumber = issue.number;
    const first = world.gh.addComment({
      repo: REPO,
      issue: issueNumber,
      body: "/agent fix the discount",
      user: "maintainer",
    });
    leaky = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: first.id }),
    });

    // Second run: the change itself holds the key, and the model's summary says it.
    world.model.push(
      {
        tools: [
          { name: "write_file", input: { path: "src/config.js", content: `export const KEY = "${API_KEY}";\n` } },
        ],
      },
      { text: `Added the key ${API_KEY} to src/config.js.` },
    );
    const second = world.gh.addComment({
      repo: REPO,
      issue: issueNumber,
      body: "/agent add the API key to the config",
      user: "maintainer",
    });
    refused = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: second.id }),
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("the first run still does its work: the fix is pushed and a PR opened", async () => {
    expect(leaky.code, leaky.stdout + leaky.stderr).toBe(0);
    expect(leaky.outputs.conclusion).toBe("changed");
    expect(await world.gh.git(REPO).readFile(leaky.outputs.branch, "src/cart.js")).toContain(
      "amount * (1 - percent / 100)",
    );
    expect(await world.gh.git(REPO).listFiles(leaky.outputs.branch)).not.toContain("tmp/creds.txt");
  });

  it("the transcript shows the calls, with the secrets redacted", () => {
    const body = botComments(world, issueNumber)[0].body ?? "";
    expect(body).toContain("cat tmp/creds.txt");
    expect(body).toContain("[REDACTED]");
  });

  it("the second run refuses to push the key and says so, redacted", async () => {
    expect(refused.outputs.conclusion).toBe("failed");
    expect(refused.code).not.toBe(0);
    const branches = await world.gh.git(REPO).branches();
    expect(branches[leaky.outputs.branch]).toBe(leaky.outputs.commit_sha);
    const comment = botComments(world, issueNumber)[1].body ?? "";
    expect(comment).toMatch(/Push refused/);
    expect(world.gh.pushes).toHaveLength(1);
  });

  it("no secret is in anything the emulator holds: comments, PR bodies, commits, request bodies", async () => {
    expect(leaksIn(await world.gh.dumpAll())).toEqual([]);
  });

  it("the checkout's token is gone from .git/config before the agent ran", async () => {
    expect(leaksIn(await readFile(join(leaky.workspace, ".git/config"), "utf8"))).toEqual([]);
  });

  it("no secret is in the job summaries, transcript files or logs", async () => {
    for (const run of [leaky, refused]) {
      expect(leaksIn(run.summary)).toEqual([]);
      expect(leaksIn(await filesUnder(run.runnerTemp))).toEqual([]);
      expect(leaksIn(logWithoutMasks(run))).toEqual([]);
      expect(run.summary).toContain("Transcript");
    }
  });

  it("(the canaries did reach the model's conversation, so the checks above mean something)", () => {
    const all = world.model.requests.map((r) => r.text).join("\n");
    expect(all).toContain(API_KEY);
  });
});

describe("a checkout that keeps its token in an included file (actions/checkout v6)", () => {
  let world: World;
  let run: ActionRun;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        {
          tools: [
            { name: "bash", input: { command: "git status", description: "Status" } },
            { name: "read_file", input: { path: ".git/config" } },
          ],
        },
        { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
        { tools: [fixDiscountEdit()] },
        { text: "Fixed." },
      ],
    });
    const issue = world.gh.createIssue({ repo: REPO, title: "Discounts are wrong", body: "", user: "maintainer" });
    const comment = world.gh.addComment({ repo: REPO, issue: issue.number, body: "/agent fix it", user: "maintainer" });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
      credentials: "include-if",
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("still pushes (with its own credentials) and opens the PR", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe("changed");
  });

  it("leaves the token neither in .git/config nor in the file it included, nor in the model's view", async () => {
    expect(leaksIn(await readFile(join(run.workspace, ".git/config"), "utf8"))).toEqual([]);
    expect(leaksIn(await filesUnder(run.runnerTemp))).toEqual([]);
    expect(leaksIn(world.model.requests.map((r) => r.text).join("\n"))).toEqual([]);
    expect(leaksIn(await world.gh.dumpAll())).toEqual([]);
  });
});
