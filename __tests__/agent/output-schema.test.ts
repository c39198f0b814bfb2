// The output_schema compiler: every way a schema cannot be used is a clear error naming where it came from, and a
// usable one reports each mismatch as `path: message` for the model.
import { describe, expect, it } from "vitest";
import { compileOutputSchema, OutputSchemaError } from "../../src/agent/output-schema.js";
import { thinkingSettings } from "../../src/agent/effort.js";

describe("compileOutputSchema", () => {
  it("refuses text that is not JSON", async () => {
    await expect(compileOutputSchema("{type: object}", "inline")).rejects.toThrow(
      /output_schema \(inline\) is not valid JSON/,
    );
  });

  it("refuses a schema that does not describe an object (a tool's input is one)", async () => {
    await expect(compileOutputSchema('{"type": "array"}', "s.json on the default branch")).rejects.toThrow(
      /output_schema \(s\.json on the default branch\) must describe a JSON object/,
    );
  });

  it("refuses a schema the JSON Schema meta-schema rejects", async () => {
    const text = JSON.stringify({ type: "object", required: "labels" });
    await expect(compileOutputSchema(text, "inline")).rejects.toThrow(OutputSchemaError);
    await expect(compileOutputSchema(text, "inline")).rejects.toThrow(/is not a valid JSON Schema: .*\/required/);
  });

  it("checks answers and names every mismatch by its path", async () => {
    const schema = await compileOutputSchema(
      JSON.stringify({
        type: "object",
        properties: { severity: { enum: ["low", "high"] }, labels: { type: "array", items: { type: "string" } } },
        required: ["severity"],
      }),
      "inline",
    );
    expect(schema.check({ severity: "low", labels: ["bug"] })).toEqual([]);
    expect(schema.check({ labels: [1] })).toEqual([
      "(root): must have required property 'severity'",
      "/labels/0: must be string",
    ]);
  });

  it("takes a draft-07 schema by its $schema", async () => {
    const schema = await compileOutputSchema(
      JSON.stringify({ $schema: "http://json-schema.org/draft-07/schema#", type: "object", required: ["a"] }),
      "inline",
    );
    expect(schema.check({})).toEqual(["(root): must have required property 'a'"]);
  });
});

describe("thinkingSettings", () => {
  const model = { name: "m", maxOutputTokens: 64_000 };

  it("asks for no thinking at low effort and keeps max_tokens", () => {
    expect(thinkingSettings("low", 32_000, model)).toEqual({ maxTokens: 32_000 });
    expect(thinkingSettings(undefined, 32_000, model)).toEqual({ maxTokens: 32_000 });
  });

  it("raises max_tokens above the budget, within the model's maximum", () => {
    expect(thinkingSettings("high", 32_000, model)).toEqual({ budgetTokens: 24_000, maxTokens: 40_000 });
    expect(thinkingSettings(50_000, 32_000, model)).toEqual({ budgetTokens: 50_000, maxTokens: 64_000 });
  });

  it("refuses a budget that leaves the answer no room", () => {
    expect(() => thinkingSettings(64_000, 32_000, model)).toThrow(/use a budget below 48000/);
  });
});
