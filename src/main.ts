// The action: event → authorization → task → workspace → agent loop → landing → report. `run()` owns the
// error handling: whatever fails, the requester is told in the thread (redacted) and the step fails with a
// one-line message, never a bare stack trace.
import * as core from "@actions/core";
import { maskInRunnerLog } from "./github/log-masks.js";
import { readGitHubEvent, threadNumberOf, type GitHubEvent } from "./github/event.js";
import { readInputs } from "./github/inputs.js";
import { decideTrigger } from "./github/trigger.js";
import { authorize, isBot, resolveSelfLogins } from "./github/authorize.js";
import { createPermissionLookup } from "./github/permission.js";
import { createOctokit, type Octokit } from "./github/octokit.js";
import { proxyFetch } from "./github/proxy.js";
import { formatRunMarker, type RunConclusion } from "./run-marker.js";
import { collectSecretValues, createRedactor, type Redactor } from "./report/redact.js";
import { executeRun, markTime, type RunReport } from "./run/execute.js";
import { describeError } from "./github/progress.js";
import { secureCredentialFiles, type SecuredCredentials } from "./github/cloud-credentials.js";
import { resolveTarget, retarget, TargetError } from "./github/target.js";

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  // Until the inputs are read, redact every secret-looking value of the environment.
  let redact: Redactor = createRedactor(collectSecretValues(env));
  // Set once the requester is authorized: from then on a failure is reported in their thread too.
  let thread: { octokit: Octokit; event: GitHubEvent } | undefined;
  let credentials: SecuredCredentials | undefined;
  try {
    const inputs = readInputs();
    const cloudKey = inputs.cloud?.provider === "foundry" ? (inputs.cloud.apiKey ?? "") : "";
    const secrets = [...collectSecretValues(env), inputs.anthropicApiKey, inputs.githubToken, cloudKey].filter(
      (s) => s.length >= 8,
    );
    // The runner masks its log (setSecret); the redactor cleans everything we post (log-masks.ts says which does what).
    maskInRunnerLog(secrets);
    redact = createRedactor(secrets);

    markTime("bundle loaded");
    const event = await readGitHubEvent(env);
    const decision = decideTrigger(event, {
      phrase: inputs.trigger,
      prompt: inputs.prompt,
      label: inputs.labelTrigger,
      assignee: inputs.assigneeTrigger,
      ciWorkflows: inputs.ciWorkflows,
      autoReview: inputs.autoReview,
    });
    if (decision.kind === "ignore") {
      core.info(`repo-agent: nothing to do (${decision.reason}).`);
      return;
    }
    if (event.name === "unsupported") return;
    if (!inputs.githubToken)
      throw new ConfigError("the github_token input is empty: repo-agent cannot comment or push without it");

    const fetch = await proxyFetch(env);
    const octokit = createOctokit({
      token: inputs.githubToken,
      fetch,
      baseUrl: env.GITHUB_API_URL || "https://api.github.com",
      onRequestFailed: (line) => core.debug(redact(line)),
      onRetry: (r) =>
        core.info(
          `GitHub ${r.status ? `answered ${r.status} to` : "limited"} ${r.method} ${redact(r.url)}; retrying in ${Math.ceil(r.waitMs / 1000)} s (${r.reason.replace(/_/g, " ")})`,
        ),
    });
    const lookup = createPermissionLookup(octokit, event.repository.owner, event.repository.repo);
    // Start the requester's permission lookup (cached, used by authorize) while the token's own logins are
    // resolved: two round trips at once. Bots never get a lookup: allowed_bots decides for them.
    const prefetch = isBot(event.actor) ? undefined : lookup(event.actor.login).catch(() => undefined);
    const selfLoginsPromise = resolveSelfLogins(octokit);
    const selfLogins = await selfLoginsPromise;
    await prefetch;
    const auth = await authorize({
      octokit,
      owner: event.repository.owner,
      repo: event.repository.repo,
      actor: event.actor,
      eventName: event.name,
      allowedBots: inputs.allowedBots,
      selfLogins,
      lookup,
    });
    markTime("authorized");
    if (!auth.allowed) {
      core.info(`repo-agent: not running (${auth.reason}).`);
      // An automatic review was asked for by the workflow, not by the person who pushed: nobody to answer.
      if (auth.reply && !(event.name === "pull_request" && decision.mode === "review"))
        await replyOnce(
          octokit,
          event,
          `@${event.actor.login} repo-agent only runs for people with write access to this repository.`,
          redact,
          "denied",
        );
      return;
    }

    // Authorised where the workflow runs; with the `repository` input, the work happens in that repository.
    const target = await resolveTarget(octokit, event, inputs);
    const runEvent = target ? retarget(event, target) : event;
    if (target) core.info(`repo-agent: working on ${target.fullName} (${target.ref})`);
    thread = { octokit, event: runEvent };
    // A cloud credentials file in the workspace leaves it for the run; its secrets are redacted and scanned for.
    credentials = await secureCredentialFiles(env, env.GITHUB_WORKSPACE);
    if (credentials.secrets.length > 0) {
      secrets.push(...credentials.secrets.filter((s) => s.length >= 8));
      maskInRunnerLog(credentials.secrets);
      redact = createRedactor(secrets);
    }
    if (credentials.moved.length > 0)
      core.info(`repo-agent: moved ${credentials.moved.join(", ")} out of the workspace for the run`);
    const cloud =
      inputs.cloud?.provider === "vertex" ? { ...inputs.cloud, keyFile: credentials.keyFile } : inputs.cloud;
    const report = await executeRun({
      env,
      inputs: { ...inputs, cloud },
      event: runEvent,
      decision,
      octokit,
      selfLogins,
      lookup,
      permission: auth.permission,
      redact,
      secretValues: secrets,
      fetch,
      target,
    });
    writeOutputs(report, runEvent.repository.fullName, redact);
    const link = report.prUrl ?? report.commentUrl;
    core.notice(redact(`repo-agent: ${report.conclusion.replace(/_/g, " ")}${link ? ` (${link})` : ""}`), {
      title: "repo-agent",
    });
    if (report.conclusion === "failed") core.setFailed(redact(`repo-agent: ${report.error ?? "the run failed"}`));
  } catch (err) {
    const message = redact(err instanceof ConfigError || err instanceof TargetError ? err.message : describeError(err));
    core.setOutput("conclusion", "failed");
    core.setOutput("error", message);
    core.setFailed(`repo-agent: ${message}`);
    // A run that never reached a repository has no thread to tell: the job summary says why (fleet summaries read it).
    if (err instanceof TargetError)
      await core.summary
        .addRaw(`**repo-agent did not run:** ${message}\n`)
        .write()
        .catch(() => undefined);
    if (thread)
      await replyOnce(
        thread.octokit,
        thread.event,
        `repo-agent could not run this request: ${message}`,
        redact,
        "failed",
      );
  } finally {
    await credentials?.restore();
  }
}

class ConfigError extends Error {}

function writeOutputs(report: RunReport, repository: string, redact: Redactor): void {
  const outputs: Record<string, string | number | undefined> = {
    conclusion: report.conclusion,
    pr_url: report.prUrl,
    pr_number: report.prNumber,
    branch: report.branch,
    commit_sha: report.commitSha,
    comment_url: report.commentUrl,
    turns: report.turns,
    tool_calls: report.toolCalls,
    input_tokens: report.inputTokens,
    output_tokens: report.outputTokens,
    cost_usd: report.costUsd.toFixed(4),
    transcript_path: report.transcriptPath,
    blocked_hosts: report.blockedHosts ?? 0,
    blocked_connections: report.blockedConnections ?? 0,
    verified: report.verified === undefined ? undefined : String(report.verified),
    repository,
    error: report.error === undefined ? undefined : redact(report.error.split("\n")[0]),
    structured_output: report.structuredOutput,
  };
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value === undefined ? "" : String(value));
}

/** One short reply in the thread (an unauthorized human, a run that could not start); carries our marker so it
 * can never trigger a run. */
async function replyOnce(
  octokit: Octokit,
  event: GitHubEvent,
  text: string,
  redact: Redactor,
  conclusion: RunConclusion,
): Promise<void> {
  // A failed CI run has no requester in a thread to answer; schedules and dispatches have no thread.
  if (event.name === "unsupported" || event.name === "workflow_run") return;
  const number = threadNumberOf(event);
  if (number === undefined) return;
  const body = `${formatRunMarker({ v: 1, phase: "final", conclusion })}\n${redact(text)}`;
  try {
    await octokit.rest.issues.createComment({
      owner: event.repository.owner,
      repo: event.repository.repo,
      issue_number: number,
      body,
    });
  } catch (err) {
    core.warning(`repo-agent: could not reply: ${redact(describeError(err))}`);
  }
}
