import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadWebhookValidator } from "./webhook-schema.js";

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), "utf8"));

describe("webhook fixtures", () => {
  // The schedule payload is Actions-only (no webhook schema); its shape is checked by event.test.ts.
  const cases: [string, string][] = [
    ["issue-comment-created", "issue-comment-created"],
    ["issue-comment-edited", "issue-comment-edited"],
    ["pr-comment-created", "issue-comment-created"],
    ["issue-comment-bot", "issue-comment-created"],
    ["pull-request-review-submitted", "pull-request-review-submitted"],
    ["pull-request-review-comment-created", "pull-request-review-comment-created"],
    ["workflow-dispatch", "workflow-dispatch"],
  ];
  it("match GitHub's published webhook schemas", () => {
    const validate = loadWebhookValidator();
    for (const [file, hook] of cases)
      expect({ file, errors: validate(hook, fixture(file)) }).toEqual({ file, errors: [] });
  }, 60_000);
});
