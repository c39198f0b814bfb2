// Whether an event asks the agent to do something, and what. Pure: no API calls, so every comment in a busy
// repository is dismissed without a network round trip, and before authorization is even asked.
import type { GitHubEvent } from "./event.js";
import { hasMarker } from "../run-marker.js";

export type TriggerMode = "run" | "plan" | "approve" | "review";

export interface ParsedTrigger {
  mode: TriggerMode;
  /** The user's words after the phrase (and after `plan`/`approve`/`review`), possibly several lines; may be empty. */
  task: string;
}

/** Finds `phrase` at the start of a line (up to three spaces of indent, as Markdown allows) followed by a
 * word boundary. Lines inside fenced code, HTML comments and `>` quotes do not count: quoting or showing a
 * command is not asking for one, and our own comments quote requests that way. The task is the rest of that
 * line and every following line. Returns undefined when the text does not trigger. */
export function parseTrigger(body: string | null | undefined, phrase = "/agent"): ParsedTrigger | undefined {
  if (!body || !phrase) return undefined;
  const lines = body.replace(/\r\n?/g, "\n").split("\n");
  let fence: { ch: string; len: number } | undefined;
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1][0] === fence.ch && close[1].length >= fence.len) fence = undefined;
      continue;
    }
    if (inComment) {
      const end = line.indexOf("-->");
      if (end === -1) continue;
      // Text after a comment's end is mid-line, not the start of a line; it may open another comment.
      inComment = endsInsideComment(line.slice(end + 3));
      continue;
    }
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (open) {
      fence = { ch: open[1][0], len: open[1].length };
      continue;
    }
    inComment = endsInsideComment(line);
    const text = line.replace(/^ {0,3}/, "");
    if (!text.startsWith(phrase)) continue;
    const after = text.slice(phrase.length);
    // A word boundary: `/agents` or `/agent-x` is someone else's command.
    if (/^[\p{L}\p{N}_\-/]/u.test(after)) continue;
    const rest = [after.replace(/^[:,]?\s*/, ""), ...lines.slice(i + 1)].join("\n").trim();
    return splitMode(rest);
  }
  return undefined;
}

/** Whether a line leaves an HTML comment open at its end. */
function endsInsideComment(line: string): boolean {
  let from = 0;
  for (;;) {
    const start = line.indexOf("<!--", from);
    if (start === -1) return false;
    const end = line.indexOf("-->", start + 2);
    if (end === -1) return true;
    from = end + 3;
  }
}

function splitMode(rest: string): ParsedTrigger {
  const word = /^(plan|approve|review)\b[:,]?\s*/i.exec(rest);
  if (!word) return { mode: "run", task: rest };
  return { mode: word[1].toLowerCase() as "plan" | "approve" | "review", task: rest.slice(word[0].length).trim() };
}

type RoutingEvent = Extract<GitHubEvent, { name: "issues" | "pull_request" }>;

/** A label added or an assignment made: the issue or PR itself is the task. Removing either never starts
 * anything, and neither does any other action on the event (opened, edited, …). */
function fromRouting(event: RoutingEvent, config: TriggerConfig): TriggerDecision {
  const taskKind: TaskKind = event.name === "issues" && !event.issue.isPullRequest ? "issue" : "pr";
  const run: TriggerDecision = { kind: "run", mode: "run", taskKind, task: "" };
  const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();
  if (event.action === "labeled") {
    if (!config.label) return { kind: "ignore", reason: `${event.name} labeled, but no label_trigger is set` };
    return same(event.label, config.label)
      ? run
      : { kind: "ignore", reason: `label "${event.label ?? ""}" is not the label_trigger "${config.label}"` };
  }
  if (event.action === "assigned") {
    if (!config.assignee) return { kind: "ignore", reason: `${event.name} assigned, but no assignee_trigger is set` };
    const login = config.assignee.replace(/^@/, "");
    return same(event.assignee, login)
      ? run
      : { kind: "ignore", reason: `assignee "${event.assignee ?? ""}" is not the assignee_trigger "${login}"` };
  }
  if (event.name === "pull_request" && AUTO_REVIEW_ACTIONS.has(event.action)) return autoReview(event, config);
  return {
    kind: "ignore",
    reason: `${event.name} action "${event.action}" does not trigger (only "labeled" with label_trigger, "assigned" with assignee_trigger, and opened/synchronize/ready_for_review with auto_review)`,
  };
}

const AUTO_REVIEW_ACTIONS = new Set(["opened", "synchronize", "ready_for_review"]);

/** auto_review: a review of a pull request when it opens, gets new commits or leaves draft. Drafts wait for
 * ready_for_review. A fork's pull_request workflow runs without the repository's secrets and with a read-only token,
 * so it could neither call the model nor post the review: it is refused here with that reason. */
function autoReview(event: Extract<GitHubEvent, { name: "pull_request" }>, config: TriggerConfig): TriggerDecision {
  const pr = event.pullRequest;
  if (!config.autoReview) return { kind: "ignore", reason: `pull_request ${event.action}, but auto_review is off` };
  if (pr.state && pr.state !== "open") return { kind: "ignore", reason: `pull request #${pr.number} is ${pr.state}` };
  if (pr.draft)
    return { kind: "ignore", reason: `pull request #${pr.number} is a draft: it is reviewed once it is ready` };
  if (pr.isFork)
    return {
      kind: "ignore",
      reason: `pull request #${pr.number} comes from a fork (${pr.head.repoFullName ?? "a deleted repository"}): GitHub runs its pull_request workflows without secrets and with a read-only token, so it is not reviewed automatically; a maintainer can comment \`${config.phrase || "/agent"} review\``,
    };
  return { kind: "run", mode: "review", taskKind: "pr", task: "" };
}

/** A failed CI run on a same-repository pull request, of a workflow the maintainer named. A fork's run never
 * starts anything: workflow_run runs with the base repository's secrets, and the fork's code is not ours. */
function fromFailedRun(event: Extract<GitHubEvent, { name: "workflow_run" }>, config: TriggerConfig): TriggerDecision {
  const r = event.run;
  const ignore = (reason: string): TriggerDecision => ({ kind: "ignore", reason });
  if (event.action !== "completed")
    return ignore(`workflow_run action "${event.action}" does not trigger (only "completed")`);
  if (r.conclusion !== "failure")
    return ignore(`workflow run ${r.id} concluded "${r.conclusion ?? "none"}", not "failure"`);
  const names = config.ciWorkflows ?? [];
  if (!names.some((n) => n.toLowerCase() === r.workflowName.toLowerCase())) {
    return ignore(
      names.length
        ? `workflow "${r.workflowName}" is not in ci_workflows (${names.join(", ")})`
        : "workflow_run, but no ci_workflows are set",
    );
  }
  if (!r.headRepoFullName || r.headRepoFullName.toLowerCase() !== event.repository.fullName.toLowerCase()) {
    return ignore(
      `the failed run's head is in ${r.headRepoFullName ?? "a deleted repository"}, a fork: a fork's failed run never starts a run with this repository's secrets`,
    );
  }
  if (r.pullRequests.length === 0)
    return ignore(`the failed run of "${r.workflowName}" is not on an open pull request`);
  const where = r.htmlUrl ? ` (${r.htmlUrl})` : "";
  return {
    kind: "run",
    mode: "run",
    taskKind: "pr",
    task: `The "${r.workflowName}" workflow failed on this pull request${where}. Find out why from the failing checks below, fix it, and keep the fix small.`,
  };
}

export type TaskKind = "issue" | "pr" | "review" | "chore";

export type TriggerDecision =
  | { kind: "ignore"; reason: string }
  | {
      kind: "run";
      mode: TriggerMode;
      /** What the work is about: an issue, a PR conversation, a PR review, or a scheduled/dispatched chore. */
      taskKind: TaskKind;
      /** The user's words (for chores, the prompt input). */
      task: string;
    };

export interface TriggerConfig {
  /** The trigger phrase, default `/agent`. */
  phrase: string;
  /** The action's `prompt` input, used by schedule and workflow_dispatch (dispatch's own `prompt` input wins). */
  prompt?: string;
  /** label_trigger: adding this label to an issue or PR starts a run (case-insensitive, as GitHub's labels). */
  label?: string;
  /** assignee_trigger: assigning this login to an issue or PR starts a run. */
  assignee?: string;
  /** ci_workflows: the workflows whose failed runs on a pull request start a fix. */
  ciWorkflows?: string[];
  /** auto_review: review pull requests on opened, synchronize and ready_for_review. */
  autoReview?: boolean;
}

/** Decides from the event alone whether to act. Ignoring is always quiet: the caller exits 0 and posts
 * nothing. Authorization (who) is a separate, later step: authorize.ts. */
export function decideTrigger(event: GitHubEvent, config: TriggerConfig): TriggerDecision {
  const phrase = config.phrase || "/agent";
  const fromText = (body: string | null, taskKind: TaskKind, expectedAction: string): TriggerDecision => {
    if (event.action !== expectedAction) {
      return {
        kind: "ignore",
        reason: `${event.name} action "${event.action}" does not trigger (only "${expectedAction}")`,
      };
    }
    // Our own comments carry a marker and never trigger, whoever's token posted them.
    if (hasMarker(body)) return { kind: "ignore", reason: "the text was written by repo-agent" };
    const parsed = parseTrigger(body, phrase);
    if (!parsed) return { kind: "ignore", reason: `no line starts with ${phrase}` };
    return { kind: "run", mode: parsed.mode, taskKind, task: parsed.task };
  };

  switch (event.name) {
    case "issue_comment":
      return fromText(event.comment.body, event.issue.isPullRequest ? "pr" : "issue", "created");
    case "pull_request_review":
      return fromText(event.review.body, "review", "submitted");
    case "pull_request_review_comment":
      return fromText(event.comment.body, "review", "created");
    case "issues":
    case "pull_request":
      return fromRouting(event, config);
    case "workflow_run":
      return fromFailedRun(event, config);
    case "schedule":
    case "workflow_dispatch": {
      const prompt = (event.name === "workflow_dispatch" ? event.prompt : undefined) || config.prompt || "";
      if (!prompt.trim()) return { kind: "ignore", reason: `${event.name} run without a prompt input: nothing to do` };
      return { kind: "run", mode: "run", taskKind: "chore", task: prompt.trim() };
    }
    case "unsupported":
      // pull_request_target runs with the base repository's secrets and write token: running the agent on the pull
      // request's code there would hand both to whoever opened it.
      if (event.eventName === "pull_request_target")
        return {
          kind: "ignore",
          reason:
            "pull_request_target is never handled: it runs with this repository's secrets, and reviewing would put the pull request's code in their reach; use pull_request with auto_review",
        };
      return {
        kind: "ignore",
        reason: `event ${event.eventName}${event.action ? ` (${event.action})` : ""} is not one repo-agent handles`,
      };
  }
}
