// `repo-agent demo` (npm run demo): the whole action, offline, in under a minute. A copy of demo/sample-repo (a
// cart whose discount test fails) becomes acme/widgets on the loopback GitHub emulator, a maintainer comments
// `/agent fix the failing test`, and the bundled action runs as a subprocess with the environment GitHub gives
// it, talking to the scripted model server. It prints the run as it goes, then the comment, the PR and the diff
// as GitHub holds them, checks the pushed branch's tests pass, and keeps everything in an output folder.
// `--live` swaps the scripted model for the real API (ANTHROPIC_API_KEY). Exit: 0 fixed, 1 not, 2 setup/usage.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, isAbsolute, join, relative, resolve } from "node:path";
import { parseArgs, promisify } from "node:util";
import type * as ScriptModule from "../../demo/script.mjs";
import type * as WorldModule from "../../demo/world.mjs";
import type { TranscriptEvent } from "../transcript-events.js";
import { followActionLog } from "../demo/action-log.js";
import { DemoSetupError, importFromCheckout, locateAction, locateCheckout } from "../demo/locate.js";
import { paint, type Painter } from "../demo/paint.js";
import { renderForTerminal } from "../report/terminal.js";

const USAGE = `usage: repo-agent demo [--out DIR] [--live [--model M]] [--action FILE]

Runs the bundled action end to end against demo/sample-repo (a failing discount test) with a loopback GitHub
and a scripted model: no network, no keys. Prints the progress, the comment posted, the pull request opened
and the diff pushed, and writes them to DIR (default .demo-output/).

  --out DIR      output folder (comment.md, pr.json, diff.patch, transcript.md, events.jsonl, action.log)
  --live         use the real model (needs ANTHROPIC_API_KEY); GitHub stays the local emulator
  --model M      model id for --live
  --action FILE  the action bundle to run (default: dist/index.js beside this CLI)

Exit status: 0 the run pushed a fix and the tests pass on its branch, 1 it did not, 2 usage or setup error.
`;

const ISSUE = {
  title: "Discounts are wrong",
  body: "A 50% discount takes 50 off the subtotal instead of half of it, so `total()` is wrong and `npm test` fails.",
};
const REQUEST = "/agent fix the failing test";
const OUTPUT_FILES = ["comment.md", "pr.json", "diff.patch", "transcript.md", "events.jsonl", "action.log"];

export interface DemoIO {
  stdout(text: string): void;
  stderr(text: string): void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  color: boolean;
}

interface Options {
  out: string;
  live: boolean;
  model?: string;
  action?: string;
}

type World = WorldModule.World;
type ActionRun = WorldModule.ActionRun;

const execFileAsync = promisify(execFile);

export async function main(argv: string[], io: Partial<DemoIO> = {}): Promise<number> {
  const env = io.env ?? process.env;
  const out: DemoIO = {
    stdout: io.stdout ?? ((t) => void process.stdout.write(t)),
    stderr: io.stderr ?? ((t) => void process.stderr.write(t)),
    env,
    cwd: io.cwd ?? process.cwd(),
    color: io.color ?? (process.stdout.isTTY === true && !env.NO_COLOR),
  };
  let options: Options;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        out: { type: "string" },
        live: { type: "boolean" },
        model: { type: "string" },
        action: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      out.stdout(USAGE);
      return 0;
    }
    options = {
      out: values.out ?? ".demo-output",
      live: values.live === true,
      model: values.model,
      action: values.action,
    };
  } catch (err) {
    out.stderr(`repo-agent demo: ${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
    return 2;
  }
  if (options.live && !env.ANTHROPIC_API_KEY) {
    out.stderr(
      "repo-agent demo --live: set ANTHROPIC_API_KEY to use the real model (the offline demo needs no key: run it without --live)\n",
    );
    return 2;
  }
  if (options.model && !options.live) {
    out.stderr("repo-agent demo: --model only applies with --live (the scripted model has no choice of model)\n");
    return 2;
  }
  // Ctrl-C reaches the action too (same process group); wait for it to stop so the emulator's repositories and
  // the scratch folder are removed instead of left in the temp directory.
  const stop = { interrupted: false };
  const onInterrupt = () => {
    stop.interrupted = true;
    out.stderr("\nrepo-agent demo: interrupted, cleaning up\n");
  };
  process.once("SIGINT", onInterrupt);
  try {
    const code = await runDemo(options, out, stop);
    return stop.interrupted ? 130 : code;
  } catch (err) {
    if (stop.interrupted) return 130;
    out.stderr(`repo-agent demo: ${err instanceof Error ? err.message : String(err)}\n`);
    return err instanceof DemoSetupError ? 2 : 1;
  } finally {
    process.removeListener("SIGINT", onInterrupt);
  }
}

/** Where the demo prints and what it writes. */
interface Show {
  io: DemoIO;
  p: Painter;
  say(line?: string): void;
  outDir: string;
}

async function runDemo(options: Options, io: DemoIO, stop: { interrupted: boolean }): Promise<number> {
  const p = paint(io.color);
  const show: Show = { io, p, say: (line = "") => io.stdout(`${line}\n`), outDir: resolve(io.cwd, options.out) };
  const started = Date.now();
  const root = locateCheckout(io.cwd);
  const action = locateAction(root, options.action);
  const shared = await importFromCheckout<typeof WorldModule>(root, "demo/world.mjs");
  const { fixDiscountScript, countTests } = await importFromCheckout<typeof ScriptModule>(root, "demo/script.mjs");
  await mkdir(show.outDir, { recursive: true });
  await Promise.all(OUTPUT_FILES.map((f) => rm(join(show.outDir, f), { force: true })));

  show.say(
    p.bold(
      `repo-agent demo · ${options.live ? "live: the real model, a local GitHub" : "offline: a local GitHub, a scripted model, no keys"}`,
    ),
  );
  show.say();
  const scratch = await mkdtemp(join(tmpdir(), "repo-agent-demo-"));
  let world: World | undefined;
  try {
    const sample = join(scratch, "tiny-cart");
    await cp(join(root, "demo/sample-repo"), sample, {
      recursive: true,
      filter: (src) => basename(src) !== "node_modules",
    });
    const before = countTests((await npmTest(sample)).output);
    show.say(
      `${p.dim("●")} Sample repository: ${shortPath(io.cwd, join(root, "demo/sample-repo"))} (npm test: ${describeCounts(before, p)})`,
    );
    world = await shared.startWorld({
      fromDir: sample,
      script: options.live ? undefined : fixDiscountScript(),
      live: options.live,
      tempPrefix: "repo-agent-demo-world-",
    });
    const setupMs = Date.now() - started;

    const { run, issueNumber, actionMs } = await runTheAction(show, shared, world, action, options);
    if (stop.interrupted) return 130;
    const { branch, prNumber } = await showWhatGitHubHolds(show, world, shared.REPO, run, issueNumber);
    await copyTranscript(run, show.outDir);
    const after = branch
      ? countTests((await npmTest(await cloneBranch(world, shared.REPO, branch, join(scratch, "pushed")))).output)
      : undefined;

    const fixed =
      run.code === 0 &&
      run.outputs.conclusion === "changed" &&
      after?.passed !== undefined &&
      after.passed > 0 &&
      after.failed === 0;
    section(io, p, "Result");
    show.say(
      after
        ? `npm test on ${branch}: ${describeCounts(after, p)} (before: ${describeCounts(before, p)})`
        : `npm test: not run, nothing was pushed (before: ${describeCounts(before, p)})`,
    );
    show.say(
      `timings: setup ${seconds(setupMs)} · action ${seconds(actionMs)} · total ${seconds(Date.now() - started)}`,
    );
    const written = OUTPUT_FILES.filter((f) => existsSync(join(show.outDir, f)));
    show.say(`output: ${show.outDir}${p.dim(` (${written.join(", ")})`)}`);
    if (fixed)
      show.say(p.green(`✓ the action pushed a fix to ${branch} and opened PR #${prNumber ?? "?"}; the tests pass`));
    else {
      show.say(
        p.red(
          `✗ the run did not end with a fix: conclusion ${run.outputs.conclusion ?? "(none)"}, exit code ${run.code ?? "(killed)"}`,
        ),
      );
      if (run.outputs.conclusion !== "changed" || run.code !== 0)
        show.say(p.dim(`  the action's log: ${join(show.outDir, "action.log")}`));
    }
    return fixed ? 0 : 1;
  } finally {
    await world?.close().catch(() => undefined);
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The maintainer's issue and comment, then the bundled action on that comment's event, its log followed live. */
async function runTheAction(
  show: Show,
  shared: typeof WorldModule,
  world: World,
  action: string,
  options: Options,
): Promise<{ run: ActionRun; issueNumber: number; actionMs: number }> {
  const { io, p, say } = show;
  const repo = shared.REPO;
  say(
    `${p.dim("●")} GitHub emulator at ${world.gh.serverUrl}: ${repo}${world.model ? `, scripted model at ${world.model.url}` : ", model: api.anthropic.com"}`,
  );
  const issue = world.gh.createIssue({ repo, title: ISSUE.title, body: ISSUE.body, user: "maintainer" });
  const comment = world.gh.addComment({ repo, issue: issue.number, body: REQUEST, user: "maintainer" });
  say(`${p.dim("●")} Issue #${issue.number} "${ISSUE.title}": @maintainer commented ${p.yellow(REQUEST)}`);
  say(`${p.dim("●")} Running ${shortPath(io.cwd, action)} as GitHub would (issue_comment event)`);
  say();

  const follower = followActionLog((line) => say(line), io.color);
  const actionStarted = Date.now();
  // For a comment GitHub runs the workflow at the default branch's tip.
  const mainSha = (await world.gh.git(repo).branches()).main;
  const run = await shared.runAction(world, {
    action,
    eventName: "issue_comment",
    payload: world.gh.events.issueComment({ repo, commentId: comment.id }),
    env: { GITHUB_SHA: mainSha, GITHUB_REF: "refs/heads/main" },
    inputs: options.live
      ? { anthropic_api_key: io.env.ANTHROPIC_API_KEY ?? "", ...(options.model ? { model: options.model } : {}) }
      : {},
    timeoutMs: options.live ? 15 * 60_000 : 120_000,
    onOutput: (chunk, stream) => follower.write(chunk, stream),
  });
  follower.end();
  const actionMs = Date.now() - actionStarted;
  await writeFile(join(show.outDir, "action.log"), run.stdout + (run.stderr ? `\n--- stderr ---\n${run.stderr}` : ""));

  const results = (await readEvents(run)).filter((e) => e.type === "tool_result");
  const failedCalls = results.filter((e) => e.isError).length;
  say();
  say(
    `  ${run.code === 0 ? p.green("✓") : p.red("✗")} action exited ${run.code ?? "(killed)"} after ${seconds(actionMs)}: ${p.bold(run.outputs.conclusion ?? "no conclusion")} · ` +
      `${run.outputs.turns ?? "?"} turns · ${results.length} tool calls (${results.length - failedCalls} ✓, ${failedCalls} ✗)`,
  );
  return { run, issueNumber: issue.number, actionMs };
}

/** The comment, the pull request and the diff, as the emulator holds them; each also written to the output. */
async function showWhatGitHubHolds(
  show: Show,
  world: World,
  repo: string,
  run: ActionRun,
  issueNumber: number,
): Promise<{ branch?: string; prNumber?: number }> {
  const { io, p, say, outDir } = show;
  const posted = world.gh
    .issueComments(repo, issueNumber)
    .filter((c) => c.user?.login === "github-actions[bot]")
    .at(-1);
  section(io, p, `The comment posted on issue #${issueNumber}`);
  if (posted?.body) {
    say(renderForTerminal(posted.body, { color: io.color, maxCodeLines: 12 }).trimEnd());
    await writeFile(join(outDir, "comment.md"), posted.body);
  } else say(p.red("(no comment was posted)"));

  const prNumber = Number(run.outputs.pr_number);
  const pr = Number.isInteger(prNumber) && prNumber > 0 ? await world.gh.pull(repo, prNumber) : undefined;
  section(io, p, "The pull request opened");
  if (pr) {
    say(`${p.bold(`#${pr.number} ${pr.title}`)}${pr.draft ? p.dim(" (draft)") : ""}`);
    say(`${pr.head.ref} → ${pr.base.ref} · ${pr.html_url}`);
    say();
    say(indent(renderForTerminal(pr.body ?? "", { color: io.color }).trimEnd(), "  "));
    await writeFile(join(outDir, "pr.json"), `${JSON.stringify(pr, null, 2)}\n`);
  } else say(p.red("(no pull request was opened)"));

  const branch = run.outputs.branch;
  section(io, p, branch ? `The diff pushed (git diff main..${branch})` : "The diff pushed");
  if (branch) {
    const diff = await world.gh.git(repo).diff("main", branch);
    say(colorDiff(diff.trimEnd(), p));
    await writeFile(join(outDir, "diff.patch"), diff);
  } else say(p.red("(nothing was pushed)"));
  return { branch, prNumber: pr?.number };
}

function section(io: DemoIO, p: Painter, title: string): void {
  io.stdout(`\n${p.bold(`── ${title} ${"─".repeat(Math.max(3, 72 - title.length))}`)}\n\n`);
}

/** Runs the sample's tests; a failing run is an answer, not an error. */
async function npmTest(dir: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await execFileAsync("npm", ["test"], {
      cwd: dir,
      timeout: 60_000,
      env: { ...process.env, NO_COLOR: "1" },
    });
    return { ok: true, output: stdout + stderr };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${e.stdout ?? ""}${e.stderr ?? ""}` || e.message };
  }
}

/** A working copy of what was pushed, straight from the emulator's bare repository. */
async function cloneBranch(world: World, repo: string, branch: string, dir: string): Promise<string> {
  await execFileAsync("git", ["clone", "--quiet", "--branch", branch, world.gh.git(repo).dir, dir]);
  return dir;
}

async function readEvents(run: ActionRun): Promise<TranscriptEvent[]> {
  const path = run.outputs.transcript_path?.replace(/\.md$/, ".jsonl");
  if (!path) return [];
  try {
    const text = await readFile(path, "utf8");
    return text
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as TranscriptEvent);
  } catch {
    return [];
  }
}

async function copyTranscript(run: ActionRun, outDir: string): Promise<void> {
  const markdown = run.outputs.transcript_path;
  if (!markdown) return;
  await cp(markdown, join(outDir, "transcript.md")).catch(() => undefined);
  await cp(markdown.replace(/\.md$/, ".jsonl"), join(outDir, "events.jsonl")).catch(() => undefined);
}

function describeCounts(counts: { passed: number | undefined; failed: number | undefined }, p: Painter): string {
  if (counts.passed === undefined) return "no test summary";
  const failed = counts.failed ?? 0;
  return `${counts.passed} passed, ${failed ? p.red(`${failed} failed`) : "0 failed"}`;
}

function colorDiff(diff: string, p: Painter): string {
  return diff
    .split("\n")
    .map((l) =>
      l.startsWith("+++") || l.startsWith("---")
        ? p.bold(l)
        : l.startsWith("+")
          ? p.green(l)
          : l.startsWith("-")
            ? p.red(l)
            : l.startsWith("@@")
              ? p.cyan(l)
              : l,
    )
    .join("\n");
}

/** Relative to the current directory when inside it, else absolute. */
function shortPath(cwd: string, file: string): string {
  const rel = relative(cwd, file);
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : file;
}

function indent(text: string, by: string): string {
  return text
    .split("\n")
    .map((l) => (l ? by + l : l))
    .join("\n");
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
