// One authorized run, from the task to the final comment. Every step after the progress comment exists is
// inside one try: whatever happens, the comment ends up saying so, and nothing finished is thrown away (a
// budget stop or a failed final step still commits and pushes what the agent did).
import * as core from "@actions/core";
import { mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { threadNumberOf, type GitHubEvent } from "../github/event.js";
import type { ActionInputs } from "../github/inputs.js";
import type { TriggerDecision } from "../github/trigger.js";
import type { Octokit } from "../github/octokit.js";
import { fetchIssueComments, findLatestRunMarker, type PermissionLookup } from "../github/thread.js";
import { buildTask, renderTaskPrompt, type Task } from "../github/task.js";
import { ProgressComment, describeError } from "../github/progress.js";
import { fetchTrustedRoot, type TrustedRoot } from "../github/trusted-root.js";
import { prepareWorkspace, type WorkspacePlan } from "../github/workspace.js";
import { loadLayeredPolicy, PolicyError } from "../policy/load.js";
import { describeConfigurationSources, fetchOrganizationRoot } from "../github/organization.js";
import { checkoutTarget, type TargetRepository } from "../github/target.js";
import type { Policy } from "../policy/schema.js";
import { parseCommandLine } from "../policy/shell.js";
import { createCommandSandbox, type CommandSandbox } from "../sandbox/command-sandbox.js";
import { describeNetworkRule, networkRule } from "../policy/network.js";
import type { Sandbox } from "../sandbox/types.js";
import { LazySandbox } from "../sandbox/lazy.js";
import type { RunAgentResult } from "../agent/loop.js";
import type { OutputSchema } from "../agent/output-schema.js";
import { PROVIDER_LABELS } from "../agent/providers/ids.js";
import type { TranscriptEvent, TodoItem } from "../transcript-events.js";
import type { LandResult } from "../land/land.js";
import {
  COMMENT_MAX_CHARS,
  renderComment,
  renderJobSummary,
  renderProgressComment,
  type CommentInput,
  type NetworkSummary,
} from "../report/comment.js";
import type { Redactor } from "../report/redact.js";
import type { RunStats } from "../report/stats.js";
import { formatRunMarker, type RunConclusion } from "../run-marker.js";
import { writeTranscriptFiles } from "../report/transcript-files.js";
import { EventRecord } from "../report/event-record.js";
import { earlierReports, historyReserve, renderStickyComment, type EarlierReport } from "../report/sticky.js";
import { answerReviewThreads } from "../github/review-replies.js";
import type { VerifySession } from "../verify/session.js";
import type { TurnHook } from "../tools/executor.js";
import { createCiLogsTool } from "../tools/builtin/ci-logs.js";
import { fillTemplate, lookupCommand, renderHelp, type CommandLookup } from "../github/commands.js";
import type { PostedReview } from "../github/pull-review.js";
import type { ReviewTarget } from "../github/review-target.js";

export interface RunReport {
  conclusion: RunConclusion;
  prUrl?: string;
  prNumber?: number;
  branch?: string;
  commitSha?: string;
  commentUrl?: string;
  turns: number;
  toolCalls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  transcriptPath?: string;
  /** Distinct host:port pairs the egress proxy refused, and the connections it refused in all. */
  blockedHosts?: number;
  blockedConnections?: number;
  error?: string;
  /** The action's own checks (policy `verify`) passed; undefined when nothing was checked. */
  verified?: boolean;
  /** The valid structured_output answer (output_schema), as JSON text. */
  structuredOutput?: string;
}

export interface ExecuteOptions {
  env: NodeJS.ProcessEnv;
  inputs: ActionInputs;
  event: Exclude<GitHubEvent, { name: "unsupported" }>;
  decision: Extract<TriggerDecision, { kind: "run" }>;
  octokit: Octokit;
  selfLogins: string[];
  lookup: PermissionLookup;
  permission: string;
  redact: Redactor;
  /** The job's secret values, for the pre-push scan. */
  secretValues: readonly string[];
  /** A proxy's fetch for the model API when one is configured (proxy.ts). */
  fetch?: typeof fetch;
  /** The `repository` input's repository (the event already retargeted to it): checked out here, not by
   * actions/checkout. */
  target?: TargetRepository;
}

/** A debug line (shown when step debugging is on) with the time since the process started: start-up is a
 * promise to users, so its phases are visible in every run's debug log. */
export function markTime(phase: string): void {
  if (core.isDebug()) core.debug(`timing: ${phase} at ${Math.round(performance.now())} ms`);
}

interface SetUp {
  workspace: string;
  defaultBranch: string;
  trusted: TrustedRoot;
  policy: Policy;
  plan: WorkspacePlan;
  /** Which files configured the run, when the organisation's `.github` repository contributed some. */
  configurationNote?: string;
  outputSchema?: OutputSchema;
}

/** The configuration (from the default branch, through the API, never from the checkout) and the checkout put on
 * the work's branch. The two are independent, so both run at once; both settle before either's failure is
 * reported, so nothing is left running unobserved. */
async function setUp(opts: ExecuteOptions, task: Task, runDir: string, targetDir?: string): Promise<SetUp> {
  const { env, inputs, event, octokit } = opts;
  const { owner, repo } = event.repository;
  const { target } = opts;
  if (!targetDir && !env.GITHUB_WORKSPACE)
    throw new Error("GITHUB_WORKSPACE is not set: run actions/checkout before repo-agent");
  const serverUrl = env.GITHUB_SERVER_URL || "https://github.com";
  const workspace = await realpath(targetDir ?? env.GITHUB_WORKSPACE!);
  const defaultBranch =
    event.repository.defaultBranch ?? (await octokit.rest.repos.get({ owner, repo })).data.default_branch;
  const configuration = (async () => {
    const dir = join(runDir, "trusted");
    const outputSchemaPath =
      inputs.outputSchema && !isInlineSchema(inputs.outputSchema) ? inputs.outputSchema : undefined;
    const [trusted, organization] = await Promise.all([
      fetchTrustedRoot({
        octokit,
        owner,
        repo,
        ref: defaultBranch,
        policyPath: inputs.policyPath,
        outputSchemaPath,
        dir,
      }),
      fetchOrganizationRoot({ octokit, owner, repo, policyPath: inputs.policyPath, trustedDir: dir, log: core.info }),
    ]);
    const text = (name: string, t: string | undefined) => (t === undefined ? undefined : { name, text: t });
    const { policy, ignored } = await loadLayeredPolicy({
      organization: text(`${organization?.repository}:${inputs.policyPath}`, organization?.policyText),
      repository: text(inputs.policyPath, trusted.policyText),
      workspace,
    });
    const configurationNote =
      organization &&
      describeConfigurationSources(
        organization,
        { fullName: event.repository.fullName, files: trusted.files },
        ignored,
      );
    // Checked before the first model request: a schema that cannot be used fails the run here, clearly.
    const outputSchema = inputs.outputSchema ? await loadOutputSchema(inputs.outputSchema, trusted) : undefined;
    return { trusted, policy, configurationNote, outputSchema };
  })();
  const checkedOut = target
    ? checkoutTarget({ target, token: inputs.githubToken, serverUrl, dir: workspace })
    : Promise.resolve();
  const preparing = checkedOut.then(() =>
    prepareWorkspace({
      workspace,
      task,
      // The target's `ref` is where the work starts and what the pull request targets.
      inputs: target ? { ...inputs, baseBranch: target.ref } : inputs,
      defaultBranch,
      token: inputs.githubToken,
      serverUrl,
      octokit,
      // GITHUB_SHA is the central repository's commit, not the target's.
      eventSha: target ? undefined : env.GITHUB_SHA,
    }),
  );
  const [configured, prepared] = await Promise.allSettled([configuration, preparing]);
  if (configured.status === "rejected") throw configured.reason;
  if (prepared.status === "rejected") throw prepared.reason;
  return { workspace, defaultBranch, ...configured.value, plan: prepared.value };
}

/** JSON text in the input is the schema itself; anything else is a path on the default branch. */
function isInlineSchema(input: string): boolean {
  return input.startsWith("{");
}

/** The output_schema input, inline or a file on the default branch (never the checkout: a pull request must not
 * change what a later workflow step receives), compiled; its module and Ajv load only when a workflow sets one. */
async function loadOutputSchema(input: string, trusted: TrustedRoot): Promise<OutputSchema> {
  const { compileOutputSchema, OutputSchemaError } = await import("../agent/output-schema.js");
  if (isInlineSchema(input)) return compileOutputSchema(input, "inline");
  if (trusted.outputSchemaText === undefined)
    throw new OutputSchemaError(`output_schema: ${input} is not a file on the default branch`);
  return compileOutputSchema(trusted.outputSchemaText, `${input} on the default branch`);
}

/** `promise`, marked as handled now: it is awaited later, and a rejection in between must not count as unhandled
 * (Node would end the process). */
function settledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

const BUDGET_STOPS = new Set(["max_turns", "max_tool_calls", "max_tokens", "max_cost_usd", "timeout"]);

export async function executeRun(opts: ExecuteOptions): Promise<RunReport> {
  const { env, inputs, event, octokit, redact } = opts;
  const { owner, repo } = event.repository;
  const startedAt = Date.now();
  // The workflow's own repository: with the `repository` input the event is about another one.
  const runUrl =
    env.GITHUB_SERVER_URL && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY || event.repository.fullName}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  const threadNumber = threadNumberOf(event);

  const prepared = await prepareTask(opts, threadNumber);
  if (!prepared.ok) return emptyReport("no_changes");
  const { task, readOnly } = prepared;
  markTime("task built");

  const marker = {
    mode: task.mode,
    instruction: task.instruction,
    requester: task.requester.login,
    runId: env.GITHUB_RUN_ID,
  };
  // An automatic review answers with the review itself: no progress comment on every push.
  const automatic = event.name === "pull_request" && task.mode === "review";
  const progress =
    threadNumber !== undefined && !automatic
      ? new ProgressComment(octokit, { owner, repo, issueNumber: threadNumber }, (m) => core.warning(redact(m)))
      : undefined;
  const live: LiveState = { kept: [], todos: [], ranBash: false };
  // sticky_comment: this thread's earlier report is edited, not answered; what it held is folded below.
  const sticky: Sticky = { earlier: [] };
  const progressBody = () =>
    withHistory(
      sticky,
      renderProgressComment({
        todos: live.todos,
        currentStep: live.currentStep,
        elapsedMs: Date.now() - startedAt,
        request: task.instruction,
        trigger: inputs.trigger,
        redact,
        runUrl,
        marker,
      }),
    );
  // Before the progress comment: from here on every failure ends up in that comment, not in a second one.
  const runDir = await mkdtemp(join(env.RUNNER_TEMP || tmpdir(), "repo-agent-"));
  // Beside the run dir, not in it: the sandbox user must reach the workspace.
  const targetDir = opts.target
    ? await mkdtemp(join(env.RUNNER_TEMP || tmpdir(), `repo-agent-${opts.target.repo}-`))
    : undefined;
  live.record = new EventRecord(join(runDir, "events.jsonl"));
  // Reading the configuration and preparing the checkout start now, while the progress comment is posted;
  // they are awaited after it exists, so their failures still end up in it.
  const setup = settledLater(setUp(opts, task, runDir, targetDir));
  // The progress comment before the 👀: GitHub's writes are spaced a second apart (octokit.ts), and only the
  // comment has to exist before the loop starts.
  const posted = (
    inputs.stickyComment && progress && threadNumber !== undefined
      ? startSticky(opts, threadNumber, progress, sticky, progressBody)
      : Promise.resolve(progress?.start(progressBody()))
  ).then(() => markTime("progress comment posted"));
  const reacted = acknowledge(octokit, event);
  // The agent loop (the model SDK, the tools) is a chunk of its own, loaded while the set-up waits for GitHub.
  const agentModule = settledLater(import("../agent/loop.js"));
  const [comment] = await Promise.allSettled([posted, setup]);
  if (comment.status === "rejected") throw comment.reason;

  const run = await runAndLand({
    opts,
    task,
    readOnly,
    setup,
    agentModule,
    runDir,
    startedAt,
    runUrl,
    live,
    onProgress: () => progress?.update(progressBody()),
  });
  const conclusion = run.review && !run.error ? "reviewed" : concludeRun(run.result, run.land, run.error, live.kept);
  const stats = collectStats(run.result, run.sandbox, startedAt);
  const commentInput = finalCommentInput({ opts, task, run, live, conclusion, stats, runUrl, marker });

  await reacted;
  const commentUrl = await postFinalComment(opts, task, progress, commentInput, run.land, conclusion, sticky);
  const transcriptPath = await writeRunRecords(opts, commentInput, live.record);
  live.record.close();
  await rm(runDir, { recursive: true, force: true }).catch(() => undefined);
  // The action's own checkout of another repository is the action's to remove.
  if (targetDir) await rm(targetDir, { recursive: true, force: true }).catch(() => undefined);

  const { land, network } = run;
  return {
    conclusion,
    prUrl: land?.prUrl,
    prNumber: land?.prNumber,
    branch: land?.pushed ? land.branch : undefined,
    commitSha: land?.pushed ? land.commitSha : undefined,
    commentUrl,
    turns: stats.turns,
    toolCalls: stats.toolCalls,
    inputTokens: stats.inputTokens,
    outputTokens: stats.outputTokens,
    costUsd: stats.costUsd,
    transcriptPath,
    blockedHosts: network?.blocked.length ?? 0,
    blockedConnections: network?.blocked.reduce((n, b) => n + b.count, 0) ?? 0,
    error: conclusion === "failed" ? (run.error ?? land?.refusal) : undefined,
    verified: run.verify?.verified,
    structuredOutput: commentInput.structuredOutput,
  };
}

/** The task from the event, with a repository command's template applied. Not ok when there is nothing to
 * run: the request was refused, or it asked for `/agent help` or an invalid command (answered here). */
async function prepareTask(
  opts: ExecuteOptions,
  threadNumber: number | undefined,
): Promise<{ ok: true; task: Task; readOnly: boolean } | { ok: false }> {
  const { env, inputs, event, octokit, redact } = opts;
  const { owner, repo } = event.repository;
  // The repository's own commands are looked up while the task is built (one request, at the default branch).
  const commandLookup = settledLater(lookupRepositoryCommand(opts));
  const built = await buildTask({
    octokit,
    event,
    decision: opts.decision,
    requesterPermission: opts.permission,
    selfLogins: opts.selfLogins,
    lookup: opts.lookup,
    phrase: inputs.trigger,
    serverUrl: env.GITHUB_SERVER_URL,
    fetch: opts.fetch,
    redact,
  });
  if (!built.ok) {
    core.info(`repo-agent: ${built.reason}`);
    if (built.reply && threadNumber !== undefined) {
      const body = `${formatRunMarker({ v: 1, phase: "final", conclusion: "no_changes" })}\n${redact(built.reason)}`;
      await octokit.rest.issues.createComment({ owner, repo, issue_number: threadNumber, body }).catch(() => undefined);
    }
    return { ok: false };
  }
  const task = built.task;
  // Repository commands: `/agent help`, `/agent <name> <arguments>`.
  const command = await commandLookup;
  if (command.kind === "help" || command.kind === "invalid") {
    const text =
      command.kind === "help"
        ? renderHelp(command, inputs.trigger, command.ref)
        : `\`${inputs.trigger} ${command.name}\` cannot run: \`.github/agent/commands/${command.name}.md\` on the default branch is not valid: ${command.reason}.`;
    if (threadNumber !== undefined) {
      const body = `${formatRunMarker({ v: 1, phase: "final", conclusion: "no_changes" })}\n${redact(text)}`;
      await octokit.rest.issues.createComment({ owner, repo, issue_number: threadNumber, body });
    }
    core.info(redact(`repo-agent: ${command.kind === "help" ? "answered /help" : text}`));
    return { ok: false };
  }
  if (command.kind === "command") {
    task.instruction = fillTemplate(command.command, task.instruction.replace(/^\S+\s*/, ""));
    task.command = {
      name: command.command.name,
      readOnly: command.command.readOnly,
      maxTurns: command.command.maxTurns,
    };
  }
  return {
    ok: true,
    task,
    readOnly: task.mode === "plan" || task.mode === "review" || task.command?.readOnly === true,
  };
}

/** What the progress comment shows while the loop runs, and the transcript so far: every event goes to the
 * record on disk as it happens; in memory stay only the few events the final comment reads beside the calls
 * (the agent's texts, denials, a budget stop) and the todo list. */
interface LiveState {
  record?: EventRecord;
  kept: TranscriptEvent[];
  todos: TodoItem[];
  currentStep?: string;
  /** The agent called bash (the comment then shows the network rule). */
  ranBash: boolean;
}

const KEPT_EVENTS = new Set<TranscriptEvent["type"]>(["assistant_text", "denial", "budget_stop"]);

/** What the loop and the landing left; any of it may be missing when a step failed. */
interface RunRecord {
  result?: RunAgentResult;
  land?: LandResult;
  sandbox?: Sandbox;
  network?: NetworkSummary;
  /** True once the agent's commands needed the command sandbox. */
  commandsRan: boolean;
  verify?: VerifySession;
  /** The review a review run posted. */
  review?: PostedReview;
  error?: string;
  configurationNote?: string;
}

interface RunAndLandOptions {
  opts: ExecuteOptions;
  task: Task;
  readOnly: boolean;
  setup: Promise<SetUp>;
  agentModule: Promise<typeof import("../agent/loop.js")>;
  runDir: string;
  startedAt: number;
  runUrl?: string;
  live: LiveState;
  onProgress(): void;
}

/** The loop, the action's own checks and the landing. A failure anywhere is recorded, never thrown: the final
 * comment still says what happened. */
async function runAndLand(o: RunAndLandOptions): Promise<RunRecord> {
  const { opts, task, readOnly, runDir, live } = o;
  const { env, inputs, event, octokit, redact } = opts;
  const { owner, repo } = event.repository;
  const run: RunRecord = { commandsRan: false };
  let commands: CommandSandbox | undefined;
  try {
    const { workspace, trusted, policy, defaultBranch, plan, configurationNote, outputSchema } = await o.setup;
    run.configurationNote = configurationNote;
    markTime("configuration read and workspace prepared");
    // Created on the model's first bash call, not before its first request.
    const sandbox = (run.sandbox = new LazySandbox(
      async () => (commands = await createCommandSandbox({ workspace, runDir, policy })),
    ));
    run.network = { rule: describeNetworkRule(networkRule(policy)), blocked: [] };

    let turn = 0;
    let recordFailed = false;
    const emit = (e: TranscriptEvent) => {
      try {
        live.record?.append(e);
      } catch (err) {
        // The transcript files will miss events; the run goes on, and says so once.
        if (!recordFailed) core.warning(redact(`could not record the transcript: ${describeError(err)}`));
        recordFailed = true;
      }
      if (KEPT_EVENTS.has(e.type)) live.kept.push(e);
      if (e.type === "tool_call" && e.name === "bash") live.ranBash = true;
      if ("turn" in e) turn = e.turn;
      if (e.type === "run_started") markTime("loop started");
      if (e.type === "todos") live.todos = e.todos;
      if (e.type === "tool_call") {
        live.currentStep = e.display;
        core.info(redact(`▸ ${e.display}`));
      }
      if (e.type === "tool_result") core.info(redact(`  ${e.isError ? "✗" : "✓"} ${e.display} (${e.durationMs} ms)`));
      if (e.type === "todos" || e.type === "tool_call") o.onProgress();
    };
    // The repository's own checks (policy `verify`); plan runs are read-only and skip them.
    if (!readOnly && policy.verify.run.length > 0) {
      const { VerifySession } = await import("../verify/session.js");
      run.verify = VerifySession.create({
        policy,
        sandbox,
        workspace,
        runDir,
        startSha: plan.startSha,
        redact,
        trigger: inputs.trigger,
        log: (m) => core.info(redact(m)),
        emit,
        turn: () => turn,
      });
    }
    const verify = run.verify;
    const { runAgent } = await o.agentModule;
    const result = (run.result = await runAgent({
      task: renderTaskPrompt(task),
      taskImages: task.images?.images.map((i) => ({ mediaType: i.mediaType, data: i.data })),
      workspace,
      policy,
      apiKey: inputs.anthropicApiKey,
      baseURL: inputs.anthropicBaseUrl,
      cloud: inputs.cloud,
      fetch: opts.fetch,
      // The bash grammar (tens of ms of wasm compilation) is first needed by the first bash call.
      whileModelAnswers: () => void parseCommandLine("true").catch(() => undefined),
      model: inputs.model,
      effort: inputs.effort,
      instructions: inputs.instructions,
      outputSchema,
      budgets: {
        maxTurns: task.command?.maxTurns
          ? Math.min(task.command.maxTurns, inputs.maxTurns ?? Infinity)
          : inputs.maxTurns,
        maxCostUsd: inputs.maxCostUsd,
        timeoutMinutes: inputs.timeoutMinutes,
      },
      trustedRoot: trusted.dir,
      environment: { repository: event.repository.fullName, branch: plan.branch, event: event.name },
      planOnly: readOnly && task.mode !== "review",
      review: task.mode === "review",
      emit,
      runDir,
      sandbox,
      // The pull request's failed checks: their logs are read on demand (deferred; the task lists the names).
      extraTools: task.ciLogs ? [createCiLogsTool(task.ciLogs)] : undefined,
      // The policy's after_edit hooks run at each turn's end, before the after hooks: what they report is
      // redacted like everything else.
      hooks: { turn: await policyTurnHooks(policy), after: [(_call, output) => redactOutput(output, redact)] },
      log: (m) => core.info(redact(m)),
      beforeEnd: verify && ((signal) => verify.beforeEnd(signal)),
    }));
    const checked =
      result.stopReason === "error" || result.stopReason === "aborted" ? undefined : await verify?.conclude();
    // Before landing: files the sandbox user made are the action user's again.
    await sandbox.dispose();
    if (result.stopReason === "error") run.error = result.error ?? result.finalText;
    if (task.reviewTarget) run.review = await publishReview(opts, task.reviewTarget, result, o.runUrl);

    if (!readOnly) {
      // Landing is needed only after the loop: its modules load then.
      const { landChanges } = await import("../land/land.js");
      const landing: Parameters<typeof landChanges>[0] = {
        github: octokit,
        workspace,
        task,
        plan,
        result,
        stats: collectStats(result, sandbox, o.startedAt),
        draft: inputs.draft,
        labels: inputs.labels,
        secretValues: opts.secretValues,
        redact,
        serverUrl: env.GITHUB_SERVER_URL || "https://github.com",
        token: inputs.githubToken,
        defaultBranch,
        trigger: inputs.trigger,
        runUrl: o.runUrl,
        checked,
        commitSigning: inputs.commitSigning,
      };
      const land = (run.land = await core.group("repo-agent: committing and pushing", () => landChanges(landing)));
      if (land.pushed && land.commitSha)
        await verify?.publish(octokit, { owner, repo, headSha: land.commitSha, detailsUrl: o.runUrl });
    }
  } catch (err) {
    run.error = describeError(err);
    // A policy the action cannot use is annotated on the policy file itself.
    core.error(
      redact(run.error),
      err instanceof PolicyError ? { title: "repo-agent policy", file: inputs.policyPath } : undefined,
    );
  } finally {
    await run.sandbox?.dispose().catch(() => undefined);
  }
  if (run.network && commands) run.network = { ...run.network, blocked: commands.blocked() };
  run.commandsRan = commands !== undefined;
  return run;
}

/** Everything the final comment and the job summary are rendered from. */
function finalCommentInput(o: {
  opts: ExecuteOptions;
  task: Task;
  run: RunRecord;
  live: LiveState;
  conclusion: RunConclusion;
  stats: RunStats;
  runUrl?: string;
  marker: { mode: Task["mode"]; instruction: string; requester: string; runId?: string };
}): CommentInput {
  const { opts, task, run, live } = o;
  const { result, land, sandbox } = run;
  const events = live.kept;
  const budgetStop =
    result && BUDGET_STOPS.has(result.stopReason) ? events.find((e) => e.type === "budget_stop") : undefined;
  return {
    status: o.conclusion,
    summary: result?.stopReason === "planned" || result?.stopReason === "needs_input" ? undefined : result?.finalText,
    question: result?.question,
    plan: result?.plan,
    request: task.instruction,
    prUrl: land?.prUrl,
    branch: land?.pushed ? land.branch : undefined,
    commitSha: land?.commitSha,
    stats: o.stats,
    sandboxWarning:
      sandbox && sandbox.level === "reduced" && /^UNPROTECTED/.test(sandbox.reason)
        ? `Commands ran without any protection of the job's secrets: ${sandbox.reason}.`
        : undefined,
    budgetStop:
      budgetStop?.type === "budget_stop" ? { budget: budgetStop.budget, detail: budgetStop.detail } : undefined,
    error: run.error ?? land?.refusal,
    notes: [
      ...(run.configurationNote ? [run.configurationNote] : []),
      ...(land?.notes ?? []),
      ...reviewNotes(run.review),
      ...(result?.warnings ?? []),
    ],
    // Only when the agent ran (or tried to run) a command: otherwise no rule was in force for anything.
    network: run.commandsRan || live.ranBash ? run.network : undefined,
    checks: run.verify?.commentBlock(),
    structuredOutput:
      result?.structuredOutput === undefined ? undefined : opts.redact(JSON.stringify(result.structuredOutput)),
    events,
    calls: live.record,
    todos: live.todos,
    trigger: opts.inputs.trigger,
    triggeringIssue: task.kind === "issue" ? task.issueNumber : undefined,
    repo: opts.event.repository.fullName,
    runUrl: o.runUrl,
    redact: opts.redact,
    marker: {
      ...o.marker,
      plan: result?.plan,
      question: result?.question,
      summary: result?.finalText?.slice(0, 4000),
      // Only a pushed branch: a continuation is told its changes are checked out.
      branch: land?.pushed ? land.branch : undefined,
      prNumber: land?.prNumber,
    },
  };
}

/** The final comment (the progress comment, finished), and the answers to a review's threads. Returns the
 * comment's URL; a failure is a warning, never the run's end. */
async function postFinalComment(
  opts: ExecuteOptions,
  task: Task,
  progress: ProgressComment | undefined,
  commentInput: CommentInput,
  land: LandResult | undefined,
  conclusion: RunConclusion,
  sticky: Sticky,
): Promise<string | undefined> {
  const { octokit, redact } = opts;
  const { owner, repo } = opts.event.repository;
  let commentUrl: string | undefined;
  try {
    // A chore's report goes to its pull request; with sticky_comment, into the report already there.
    const chorePr = !progress && land?.prNumber ? land.prNumber : undefined;
    const onPr = chorePr && opts.inputs.stickyComment ? await findStickyComment(opts, chorePr) : undefined;
    if (onPr) sticky.earlier = onPr.reports;
    const render = (input: CommentInput) =>
      withHistory(sticky, renderComment({ ...input, maxChars: COMMENT_MAX_CHARS - historyReserve(sticky.earlier) }));
    const body = render(commentInput);
    // Without the transcript and the agent's text, in case GitHub refuses the full body.
    if (progress)
      commentUrl = await progress.finish(
        body,
        render({
          ...commentInput,
          summary: undefined,
          events: [],
          calls: undefined,
          notes: ["The full report could not be posted here; it is in the job summary."],
        }),
      );
    else if (onPr) {
      const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: onPr.comment.id, body });
      commentUrl = data.html_url;
    } else if (chorePr) {
      const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: chorePr, body });
      commentUrl = data.html_url;
    }
    if (task.kind === "review" && task.reviewCommentIds.length > 0) {
      await answerReviewThreads({
        octokit,
        owner,
        repo,
        prNumber: task.prNumber!,
        threadIds: task.reviewCommentIds,
        land,
        conclusion,
        commentUrl,
        redact,
      });
    }
  } catch (err) {
    core.warning(redact(`could not post the final comment: ${describeError(err)}`));
  }
  return commentUrl;
}

/** sticky_comment: the reports the edited comment held, folded below this run's. */
interface Sticky {
  earlier: EarlierReport[];
}

function withHistory(sticky: Sticky, body: string): string {
  return sticky.earlier.length > 0 ? renderStickyComment(body, sticky.earlier) : body;
}

/** sticky_comment: the thread's last report becomes this run's progress comment, what it held folded below;
 * without one, a new comment. */
async function startSticky(
  opts: ExecuteOptions,
  threadNumber: number,
  progress: ProgressComment,
  sticky: Sticky,
  body: () => string,
): Promise<void> {
  const found = await findStickyComment(opts, threadNumber);
  if (!found) return progress.start(body());
  sticky.earlier = found.reports;
  await progress.adopt(found.comment, body());
}

/** The comment a sticky run edits: the newest final report the action's identity left in the thread, with the
 * reports it holds. A failed lookup means a new comment, never a failed run. */
async function findStickyComment(
  opts: ExecuteOptions,
  issueNumber: number,
): Promise<{ comment: { id: number; htmlUrl?: string }; reports: EarlierReport[] } | undefined> {
  const { owner, repo } = opts.event.repository;
  try {
    const comments = await fetchIssueComments(opts.octokit, owner, repo, issueNumber);
    const latest = findLatestRunMarker(comments, { selfLogins: opts.selfLogins });
    return latest && { comment: latest.comment, reports: earlierReports(latest.comment.body) };
  } catch (err) {
    core.warning(opts.redact(`could not look for the sticky comment: ${describeError(err)}`));
    return undefined;
  }
}

/** The job summary, the transcript files and their artifact. Returns the transcript's path; failures are
 * warnings. */
async function writeRunRecords(
  opts: ExecuteOptions,
  commentInput: CommentInput,
  events: EventRecord | undefined,
): Promise<string | undefined> {
  const { env, redact } = opts;
  let transcriptPath: string | undefined;
  try {
    await core.summary.addRaw(renderJobSummary(commentInput)).write();
  } catch (err) {
    core.warning(redact(`could not write the job summary: ${describeError(err)}`));
  }
  try {
    const files = await writeTranscriptFiles({
      dir: env.RUNNER_TEMP || tmpdir(),
      runId: env.GITHUB_RUN_ID,
      events: events ?? [],
      redact,
      trigger: opts.inputs.trigger,
    });
    transcriptPath = files[0].path;
    // After the loop and the final comment: its module (and @actions/artifact) load only now.
    const { uploadTranscriptArtifact } = await import("../github/transcript-artifact.js");
    await uploadTranscriptArtifact(env, files, redact);
  } catch (err) {
    core.warning(redact(`could not write the transcript file: ${describeError(err)}`));
  }
  return transcriptPath;
}

/** The run's one-word outcome, from what the loop and the landing did. */
function concludeRun(
  result: RunAgentResult | undefined,
  land: LandResult | undefined,
  error: string | undefined,
  events: readonly TranscriptEvent[],
): RunConclusion {
  if (!result || result.stopReason === "error" || result.stopReason === "aborted") return "failed";
  if (land?.refusal) return "failed";
  if (result.stopReason === "planned") return "planned";
  if (result.stopReason === "needs_input") return "needs_input";
  if (BUDGET_STOPS.has(result.stopReason)) return "budget_exhausted";
  if (error) return "failed";
  if (land?.pushed) return "changed";
  return events.some((e) => e.type === "denial") ? "denied" : "no_changes";
}

/** Posts the review run's result as one pull-request review. A run that ended without submit_review but with a
 * final text posts that text as the summary; a run stopped by an error or a budget posts nothing. */
async function publishReview(
  opts: ExecuteOptions,
  target: ReviewTarget,
  result: RunAgentResult,
  runUrl: string | undefined,
): Promise<PostedReview | undefined> {
  const draft =
    result.review ??
    (result.stopReason === "end_turn" && result.finalText.trim()
      ? { summary: result.finalText, comments: [] }
      : undefined);
  if (!draft) return undefined;
  const { postReview } = await import("../github/pull-review.js");
  const { owner, repo } = opts.event.repository;
  return core.group("repo-agent: posting the review", () =>
    postReview({
      octokit: opts.octokit,
      owner,
      repo,
      target,
      draft,
      redact: opts.redact,
      trigger: opts.inputs.trigger,
      updateSummary: opts.event.name === "pull_request",
      runUrl,
    }),
  );
}

function reviewNotes(review: PostedReview | undefined): string[] {
  if (!review) return [];
  const what = `${review.inline} inline comment${review.inline === 1 ? "" : "s"}${review.moved ? `, ${review.moved} moved to the summary` : ""}`;
  return [`Review ${review.updated ? "updated" : "posted"}${review.url ? `: ${review.url}` : ""} (${what}).`];
}

/** What the request's first word names among the repository's commands; only `/agent <words>` requests
 * (not plan/approve, not chores) can name one. */
async function lookupRepositoryCommand(opts: ExecuteOptions): Promise<CommandLookup & { ref: string }> {
  const { event, octokit, decision } = opts;
  if (decision.mode !== "run" || decision.taskKind === "chore") return { kind: "none", ref: "" };
  const { owner, repo } = event.repository;
  const ref = event.repository.defaultBranch ?? (await octokit.rest.repos.get({ owner, repo })).data.default_branch;
  return { ...(await lookupCommand({ octokit, owner, repo, ref, organization: true }, decision.task)), ref };
}

/** hooks.after_edit as an executor turn hook; loaded only when the policy has some. */
async function policyTurnHooks(policy: Policy): Promise<TurnHook[]> {
  if (policy.hooks.after_edit.length === 0) return [];
  const { afterEditHook } = await import("../tools/after-edit-hooks.js");
  const hook = afterEditHook(policy.hooks.after_edit);
  return hook ? [hook] : [];
}

function redactOutput<T extends { output: unknown; display: string }>(output: T, redact: Redactor): T {
  const out = output.output;
  const redacted =
    typeof out === "string"
      ? redact(out)
      : Array.isArray(out)
        ? (out as unknown[]).map((b) =>
            b && typeof b === "object" && "text" in b && typeof b.text === "string"
              ? { ...b, text: redact(b.text) }
              : b,
          )
        : out;
  return { ...output, output: redacted, display: redact(output.display) };
}

/** 👀 on the comment that asked (or the labelled/assigned issue), so the requester knows at once that the run started. */
async function acknowledge(octokit: Octokit, event: ExecuteOptions["event"]): Promise<void> {
  const { owner, repo } = event.repository;
  try {
    if (event.name === "issue_comment")
      await octokit.rest.reactions.createForIssueComment({
        owner,
        repo,
        comment_id: event.comment.id,
        content: "eyes",
      });
    else if (event.name === "pull_request_review_comment")
      await octokit.rest.reactions.createForPullRequestReviewComment({
        owner,
        repo,
        comment_id: event.comment.id,
        content: "eyes",
      });
    // A label, an assignment or a failed CI run started it: the issue or pull request itself gets the reaction.
    else if (event.name === "issues" || event.name === "pull_request" || event.name === "workflow_run") {
      const issueNumber = threadNumberOf(event);
      if (issueNumber !== undefined)
        await octokit.rest.reactions.createForIssue({ owner, repo, issue_number: issueNumber, content: "eyes" });
    }
  } catch {
    // A missing reaction is cosmetic.
  }
}

function collectStats(result: RunAgentResult | undefined, sandbox: Sandbox | undefined, startedAt: number): RunStats {
  return {
    turns: result?.turns ?? 0,
    toolCalls: result?.toolCalls ?? 0,
    inputTokens: result
      ? result.usage.input_tokens + result.usage.cache_read_input_tokens + result.usage.cache_creation_input_tokens
      : 0,
    outputTokens: result?.usage.output_tokens ?? 0,
    costUsd: result?.costUsd ?? 0,
    durationMs: Date.now() - startedAt,
    provider: result ? PROVIDER_LABELS[result.provider] : undefined,
    context: result?.context,
    webSearches: result?.usage.web_search_requests,
    sandbox:
      !sandbox || (sandbox instanceof LazySandbox && !sandbox.started)
        ? "not started (no command ran)"
        : `${sandbox.level} (${sandbox.reason})`,
  };
}

function emptyReport(conclusion: RunConclusion): RunReport {
  return { conclusion, turns: 0, toolCalls: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 };
}
