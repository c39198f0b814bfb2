import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseGitHubEvent } from "../../src/github/event.js";
import { formatRunMarker } from "../../src/run-marker.js";
import { decideTrigger, parseTrigger } from "../../src/github/trigger.js";

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), "utf8"));
const config = { phrase: "/agent" };

describe("parseTrigger", () => {
  it("finds the phrase at the start of a line and keeps the following lines as the task", () => {
    expect(parseTrigger("Thanks!\n\n/agent fix the double discount\nand add a test")).toEqual({
      mode: "run",
      task: "fix the double discount\nand add a test",
    });
  });

  it("ignores the phrase in the middle of a line", () => {
    expect(parseTrigger("could someone run /agent fix this")).toBeUndefined();
    expect(parseTrigger("- /agent fix this")).toBeUndefined();
  });

  it("allows up to three spaces of indent, as Markdown does", () => {
    expect(parseTrigger("   /agent go")).toEqual({ mode: "run", task: "go" });
    expect(parseTrigger("    /agent go")).toBeUndefined();
  });

  it("needs a word boundary after the phrase", () => {
    expect(parseTrigger("/agents are great")).toBeUndefined();
    expect(parseTrigger("/agent-x do it")).toBeUndefined();
    expect(parseTrigger("/agent")).toEqual({ mode: "run", task: "" });
    expect(parseTrigger("/agent: tidy up")).toEqual({ mode: "run", task: "tidy up" });
  });

  it("ignores the phrase inside fenced code", () => {
    expect(parseTrigger("Try this:\n```\n/agent fix it\n```\n")).toBeUndefined();
    expect(parseTrigger("~~~~md\n/agent fix it\n~~~\n/agent still inside\n~~~~")).toBeUndefined();
    expect(parseTrigger("```\n/agent no\n```\n/agent yes")).toEqual({ mode: "run", task: "yes" });
  });

  it("ignores the phrase in a quote and in an HTML comment", () => {
    expect(parseTrigger("> /agent fix it\n\nwhat do you think?")).toBeUndefined();
    expect(parseTrigger("<!--\n/agent hidden request\n-->")).toBeUndefined();
    expect(parseTrigger("<!-- x --> /agent after a comment")).toBeUndefined();
  });

  it("reads plan and approve modes", () => {
    expect(parseTrigger("/agent plan rename the helper")).toEqual({ mode: "plan", task: "rename the helper" });
    expect(parseTrigger("/agent approve")).toEqual({ mode: "approve", task: "" });
    expect(parseTrigger("/agent Approve, but keep the old name")).toEqual({
      mode: "approve",
      task: "but keep the old name",
    });
    expect(parseTrigger("/agent planet names are wrong")).toEqual({ mode: "run", task: "planet names are wrong" });
    expect(parseTrigger("/agent review the error handling")).toEqual({ mode: "review", task: "the error handling" });
    expect(parseTrigger("/agent reviewers are missing")).toEqual({ mode: "run", task: "reviewers are missing" });
  });

  it("uses a configured phrase", () => {
    expect(parseTrigger("@bot please fix", "@bot please")).toEqual({ mode: "run", task: "fix" });
    expect(parseTrigger("/agent fix", "@bot")).toBeUndefined();
  });
});

describe("decideTrigger", () => {
  it("runs on a created issue comment with the phrase", () => {
    const decision = decideTrigger(parseGitHubEvent("issue_comment", fixture("issue-comment-created")), config);
    expect(decision).toEqual({
      kind: "run",
      mode: "run",
      taskKind: "issue",
      task: "fix the double discount\nand add a regression test",
    });
  });

  it("ignores an edited comment quietly, even with the phrase", () => {
    const decision = decideTrigger(parseGitHubEvent("issue_comment", fixture("issue-comment-edited")), config);
    expect(decision.kind).toBe("ignore");
    expect(decision.kind === "ignore" && decision.reason).toMatch(/"edited" does not trigger/);
  });

  it("marks a PR conversation comment as kind pr and reads plan mode", () => {
    const decision = decideTrigger(parseGitHubEvent("issue_comment", fixture("pr-comment-created")), config);
    expect(decision).toEqual({ kind: "run", mode: "plan", taskKind: "pr", task: "rename the discount helper" });
  });

  it("runs a review autofix from a submitted review or a review comment", () => {
    expect(
      decideTrigger(parseGitHubEvent("pull_request_review", fixture("pull-request-review-submitted")), config),
    ).toMatchObject({
      kind: "run",
      taskKind: "review",
      task: "please address these",
    });
    expect(
      decideTrigger(
        parseGitHubEvent("pull_request_review_comment", fixture("pull-request-review-comment-created")),
        config,
      ),
    ).toMatchObject({
      kind: "run",
      taskKind: "review",
    });
  });

  it("ignores a review that is not submitted", () => {
    const payload = { ...fixture("pull-request-review-submitted"), action: "edited" };
    expect(decideTrigger(parseGitHubEvent("pull_request_review", payload), config).kind).toBe("ignore");
  });

  it("never triggers on a comment that carries repo-agent's marker", () => {
    const payload = fixture("issue-comment-created");
    const comment = {
      ...(payload.comment as object),
      body: `/agent fix\n${formatRunMarker({ v: 1, phase: "final" })}`,
    };
    expect(decideTrigger(parseGitHubEvent("issue_comment", { ...payload, comment }), config)).toMatchObject({
      kind: "ignore",
      reason: /written by repo-agent/,
    });
  });

  it("ignores a comment without the phrase", () => {
    const payload = fixture("issue-comment-created");
    const comment = { ...(payload.comment as object), body: "LGTM" };
    expect(decideTrigger(parseGitHubEvent("issue_comment", { ...payload, comment }), config).kind).toBe("ignore");
  });

  it("uses the prompt input for schedule and dispatch runs", () => {
    const schedule = parseGitHubEvent("schedule", fixture("schedule"), { GITHUB_ACTOR: "alice" });
    expect(decideTrigger(schedule, { ...config, prompt: "Bump the lockfile" })).toEqual({
      kind: "run",
      mode: "run",
      taskKind: "chore",
      task: "Bump the lockfile",
    });
    expect(decideTrigger(schedule, config)).toMatchObject({ kind: "ignore", reason: /without a prompt/ });
    const dispatch = parseGitHubEvent("workflow_dispatch", fixture("workflow-dispatch"));
    expect(decideTrigger(dispatch, { ...config, prompt: "fallback" })).toMatchObject({
      taskKind: "chore",
      task: "Update the changelog for the next release",
    });
  });

  it("ignores events it does not handle", () => {
    expect(decideTrigger(parseGitHubEvent("push", {}), config)).toMatchObject({ kind: "ignore", reason: /push/ });
  });
});
