// The output_schema input, through the bundled action: the run ends with a structured_output call whose input
// schema is the workflow's schema; an answer that does not match goes back to the model as an error, a valid one
// becomes the structured_output output and a block in the job summary. A schema that is not valid JSON Schema fails
// before any model request, and a schema file is read from the default branch only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordedRequest } from "../fakes/model-server/index.js";
import { REPO, runAction, startWorld, type ActionRun, type World } from "./harness.js";
import { botComments } from "./state.js";

const SCHEMA = {
  type: "object",
  properties: {
    labels: { type: "array", items: { type: "string" } },
    severity: { enum: ["low", "medium", "high"] },
  },
  required: ["labels", "severity"],
  additionalProperties: false,
};
const ANSWER = { labels: ["bug", "cart"], severity: "high" };

function structuredTool(request: RecordedRequest) {
  return (request.body?.tools ?? []).find((t) => (t as { name?: string }).name === "structured_output") as
    { input_schema: Record<string, unknown> } | undefined;
}

function lastToolResult(request: RecordedRequest) {
  const last = request.body!.messages.at(-1)!;
  return (last.content as { type: string; content?: unknown; is_error?: boolean }[]).find(
    (b) => b.type === "tool_result",
  );
}

async function commentRun(world: World, body: string, inputs: Record<string, string>, opts: { ref?: string } = {}) {
  const issue = world.gh.createIssue({
    repo: REPO,
    title: "Triage me",
    body: "The cart is wrong.",
    user: "maintainer",
  });
  const comment = world.gh.addComment({ repo: REPO, issue: issue.number, body, user: "maintainer" });
  const run = await runAction(world, {
    eventName: "issue_comment",
    payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
    inputs,
    ...opts,
  });
  return { run, issue: issue.number };
}

describe("a run with an inline output_schema whose first answer is invalid", () => {
  let world: World;
  let run: ActionRun;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        { tools: [{ name: "structured_output", input: { labels: "bug", severity: "urgent" } }] },
        { tools: [{ name: "structured_output", input: ANSWER }] },
      ],
    });
    ({ run } = await commentRun(world, "/agent triage this", { output_schema: JSON.stringify(SCHEMA) }));
  }, 120_000);
  afterAll(async () => world?.close());

  it("offers structured_output with the workflow's schema as its input schema", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(structuredTool(world.model.requests[0])?.input_schema).toEqual(SCHEMA);
  });

  it("sends the invalid answer back as an error naming what does not match", () => {
    const result = lastToolResult(world.model.requests[1]);
    expect(result?.is_error).toBe(true);
    expect(String(result?.content)).toContain("/labels: must be array");
    expect(String(result?.content)).toContain("/severity: must be equal to one of the allowed values");
    expect(String(result?.content)).toContain("2 attempts left");
  });

  it("ends the run with the valid answer as the structured_output output and in the job summary", () => {
    expect(world.model.requests).toHaveLength(2);
    expect(JSON.parse(run.outputs.structured_output)).toEqual(ANSWER);
    expect(run.outputs.conclusion).toBe("no_changes");
    expect(run.summary).toContain("### Structured output");
    expect(run.summary).toContain('"severity": "high"');
  });
});

describe("an output_schema that is not a valid JSON Schema", () => {
  let world: World;
  let run: ActionRun;
  let issue: number;

  beforeAll(async () => {
    world = await startWorld({ script: [{ text: "never asked" }] });
    const schema = JSON.stringify({ type: "object", properties: { severity: { type: "severe" } } });
    ({ run, issue } = await commentRun(world, "/agent triage this", { output_schema: schema }));
  }, 120_000);
  afterAll(async () => world?.close());

  it("fails with a clear message before any model request", () => {
    expect(world.model.requests).toHaveLength(0);
    expect(run.outputs.conclusion).toBe("failed");
    expect(run.outputs.structured_output).toBe("");
    const comment = botComments(world, issue).at(-1)?.body ?? "";
    expect(comment).toContain("output_schema (inline) is not a valid JSON Schema");
    expect(comment).toContain("/properties/severity/type");
  });
});

describe("an output_schema file that a pull request changes", () => {
  let world: World;
  let run: ActionRun;
  const PR_SCHEMA = { type: "object", properties: { anything: { type: "string" } } };

  beforeAll(async () => {
    world = await startWorld({ script: [{ tools: [{ name: "structured_output", input: ANSWER }] }] });
    const git = world.gh.git(REPO);
    await git.commit({
      branch: "main",
      files: { ".github/triage-schema.json": JSON.stringify(SCHEMA) },
      message: "Add the triage schema",
    });
    await git.commit({
      branch: "feature/loose-schema",
      from: "main",
      files: { ".github/triage-schema.json": JSON.stringify(PR_SCHEMA) },
      message: "Loosen the triage schema",
    });
    const pr = await world.gh.createPull({
      repo: REPO,
      title: "Loose",
      head: "feature/loose-schema",
      user: "maintainer",
    });
    const comment = world.gh.addComment({ repo: REPO, issue: pr.number, body: "/agent triage", user: "maintainer" });
    run = await runAction(world, {
      eventName: "issue_comment",
      payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }),
      ref: `refs/pull/${pr.number}/merge`,
      inputs: { output_schema: ".github/triage-schema.json" },
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("uses the default branch's schema, not the pull request's", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(structuredTool(world.model.requests[0])?.input_schema).toEqual(SCHEMA);
    expect(JSON.parse(run.outputs.structured_output)).toEqual(ANSWER);
  });
});

describe("output_schema in a plan run and in a chore", () => {
  let world: World;
  let plan: ActionRun;
  let chore: ActionRun;

  beforeAll(async () => {
    world = await startWorld({
      script: [
        { tools: [{ name: "exit_plan_mode", input: { plan: "1. Fix applyDiscount." } }] },
        { tools: [{ name: "structured_output", input: ANSWER }] },
        { text: "Nothing to do." },
        { tools: [{ name: "structured_output", input: { labels: [], severity: "low" } }] },
      ],
    });
    const inputs = { output_schema: JSON.stringify(SCHEMA) };
    ({ run: plan } = await commentRun(world, "/agent plan fix the cart", inputs));
    chore = await runAction(world, {
      eventName: "schedule",
      payload: world.gh.events.schedule({ repo: REPO }),
      inputs: { ...inputs, prompt: "Triage the open issues." },
    });
  }, 120_000);
  afterAll(async () => world?.close());

  it("a plan run asks for the answer after the plan and ends planned with it", () => {
    expect(plan.outputs.conclusion).toBe("planned");
    expect(JSON.parse(plan.outputs.structured_output)).toEqual(ANSWER);
    const asked = world.model.requests[1].body!.messages.at(-1)!.content as { type: string; text?: string }[];
    expect(asked.some((b) => b.type === "text" && /Plan recorded\. .*call structured_output/.test(b.text ?? ""))).toBe(
      true,
    );
  });

  it("a chore that ends in prose is asked for its answer and gives it", () => {
    expect(chore.code, chore.stdout + chore.stderr).toBe(0);
    expect(JSON.parse(chore.outputs.structured_output)).toEqual({ labels: [], severity: "low" });
    expect(chore.outputs.conclusion).toBe("no_changes");
  });
});
