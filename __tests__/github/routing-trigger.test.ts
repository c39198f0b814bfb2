// Labels and assignments as triggers (issue 20), read from the payloads GitHub really sends: the examples in
// @octokit/webhooks-examples (collected from real deliveries), not hand-trimmed objects.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { parseGitHubEvent } from "../../src/github/event.js";
import { decideTrigger } from "../../src/github/trigger.js";

const require = createRequire(import.meta.url);
const examples = require("@octokit/webhooks-examples/api.github.com/index.json") as {
  name: string;
  examples: Record<string, unknown>[];
}[];

function example(event: string, action: string): Record<string, unknown> {
  const found = examples.find((e) => e.name === event)?.examples.find((x) => x.action === action);
  if (!found) throw new Error(`no ${event}.${action} example`);
  return structuredClone(found);
}

const config = { phrase: "/agent", label: "agent", assignee: "agent-bot" };

describe("issues and pull_request events from GitHub's own payloads", () => {
  it("reads who labelled (the sender, not the issue's author), the label and the issue", () => {
    const payload = example("issues", "labeled");
    const event = parseGitHubEvent("issues", payload);
    const sent = payload as {
      sender: { login: string };
      label: { name: string };
      issue: { number: number; title: string };
    };
    expect(event).toMatchObject({
      name: "issues",
      action: "labeled",
      actor: { login: sent.sender.login },
      label: sent.label.name,
      issue: { number: sent.issue.number, title: sent.issue.title, isPullRequest: false },
    });
  });

  it("reads the assignee of an issue and of a pull request", () => {
    const issue = example("issues", "assigned") as { assignee: { login: string } };
    expect(parseGitHubEvent("issues", issue)).toMatchObject({
      name: "issues",
      action: "assigned",
      assignee: issue.assignee.login,
    });
    const pr = example("pull_request", "assigned") as {
      assignee: { login: string };
      pull_request: { number: number; head: { ref: string } };
    };
    expect(parseGitHubEvent("pull_request", pr)).toMatchObject({
      name: "pull_request",
      assignee: pr.assignee.login,
      pullRequest: { number: pr.pull_request.number, head: { ref: pr.pull_request.head.ref } },
    });
  });

  it("runs on the configured label (any case), the issue itself being the task", () => {
    const payload = example("issues", "labeled") as { label: { name: string } };
    payload.label.name = "Agent";
    expect(decideTrigger(parseGitHubEvent("issues", payload), config)).toEqual({
      kind: "run",
      mode: "run",
      taskKind: "issue",
      task: "",
    });
    const pr = example("pull_request", "labeled") as { label: { name: string } };
    pr.label.name = "agent";
    expect(decideTrigger(parseGitHubEvent("pull_request", pr), config)).toEqual({
      kind: "run",
      mode: "run",
      taskKind: "pr",
      task: "",
    });
  });

  it("runs on an assignment to the configured login (an @ in the input is fine)", () => {
    const payload = example("issues", "assigned") as { assignee: { login: string } };
    payload.assignee.login = "Agent-Bot";
    expect(decideTrigger(parseGitHubEvent("issues", payload), { ...config, assignee: "@agent-bot" })).toMatchObject({
      kind: "run",
      taskKind: "issue",
    });
    const pr = example("pull_request", "assigned") as { assignee: { login: string } };
    pr.assignee.login = "agent-bot";
    expect(decideTrigger(parseGitHubEvent("pull_request", pr), config)).toMatchObject({ kind: "run", taskKind: "pr" });
  });

  it("ignores another label or assignee, unlabeled, unassigned and every other action", () => {
    const other = example("issues", "labeled") as { label: { name: string } };
    other.label.name = "bug";
    expect(decideTrigger(parseGitHubEvent("issues", other), config)).toEqual({
      kind: "ignore",
      reason: 'label "bug" is not the label_trigger "agent"',
    });
    for (const [event, action] of [
      ["issues", "unlabeled"],
      ["issues", "unassigned"],
      ["pull_request", "unlabeled"],
      ["pull_request", "unassigned"],
      ["issues", "opened"],
      ["pull_request", "closed"],
    ]) {
      const payload = example(event, action) as { label?: { name: string }; assignee?: { login: string } };
      if (payload.label) payload.label.name = "agent";
      if (payload.assignee) payload.assignee.login = "agent-bot";
      expect(decideTrigger(parseGitHubEvent(event, payload), config), `${event}.${action}`).toMatchObject({
        kind: "ignore",
        reason: expect.stringContaining(`action "${action}" does not trigger`),
      });
    }
  });

  it("ignores labels and assignments when the workflow set no label_trigger / assignee_trigger", () => {
    const labeled = example("issues", "labeled") as { label: { name: string } };
    labeled.label.name = "agent";
    expect(decideTrigger(parseGitHubEvent("issues", labeled), { phrase: "/agent" })).toEqual({
      kind: "ignore",
      reason: "issues labeled, but no label_trigger is set",
    });
    expect(decideTrigger(parseGitHubEvent("issues", example("issues", "assigned")), { phrase: "/agent" })).toEqual({
      kind: "ignore",
      reason: "issues assigned, but no assignee_trigger is set",
    });
  });

  it("reviews a pull request on opened, synchronize and ready_for_review when auto_review is on", () => {
    for (const action of ["opened", "synchronize", "ready_for_review"]) {
      const payload = example("pull_request", action) as { pull_request: { draft: boolean; state: string } };
      payload.pull_request.draft = false;
      payload.pull_request.state = "open";
      const event = parseGitHubEvent("pull_request", payload);
      expect(decideTrigger(event, { ...config, autoReview: true }), action).toEqual({
        kind: "run",
        mode: "review",
        taskKind: "pr",
        task: "",
      });
      expect(decideTrigger(event, config), action).toEqual({
        kind: "ignore",
        reason: `pull_request ${action}, but auto_review is off`,
      });
    }
  });

  it("skips drafts and refuses a fork's pull request, saying why", () => {
    const draft = example("pull_request", "opened") as { pull_request: { draft: boolean; state: string } };
    draft.pull_request.draft = true;
    draft.pull_request.state = "open";
    expect(decideTrigger(parseGitHubEvent("pull_request", draft), { ...config, autoReview: true })).toMatchObject({
      kind: "ignore",
      reason: expect.stringMatching(/is a draft: it is reviewed once it is ready$/),
    });
    const fork = example("pull_request", "synchronize") as {
      pull_request: { draft: boolean; state: string; head: { repo: { full_name: string } } };
    };
    fork.pull_request.draft = false;
    fork.pull_request.state = "open";
    fork.pull_request.head.repo.full_name = "mallory/fork";
    expect(decideTrigger(parseGitHubEvent("pull_request", fork), { ...config, autoReview: true })).toMatchObject({
      kind: "ignore",
      reason: expect.stringContaining(
        "comes from a fork (mallory/fork): GitHub runs its pull_request workflows without secrets",
      ),
    });
  });

  it("never handles pull_request_target", () => {
    const payload = example("pull_request", "synchronize");
    expect(
      decideTrigger(parseGitHubEvent("pull_request_target", payload), { ...config, autoReview: true }),
    ).toMatchObject({
      kind: "ignore",
      reason: expect.stringContaining("pull_request_target is never handled"),
    });
  });
});
