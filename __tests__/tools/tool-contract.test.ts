import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool } from "../../src/tools/tool.js";

describe("defineTool", () => {
  const tool = defineTool({
    name: "echo",
    description: "Echo text.",
    input: z.object({ text: z.string().describe("what to echo"), times: z.number().int().default(1) }),
    execute: async ({ text }) => ({ output: text, display: `echo ${text}` }),
  });

  it("fails closed: a tool that does not say otherwise is a writer that runs alone", () => {
    expect(tool.isReadOnly({ text: "x", times: 1 })).toBe(false);
    expect(tool.isConcurrencySafe({ text: "x", times: 1 })).toBe(false);
    expect(tool.deferred).toBe(false);
    expect(tool.kind).toBe("other");
  });

  it("derives the model's JSON Schema from zod for the input side, without a $schema key", () => {
    expect(tool.inputSchema.$schema).toBeUndefined();
    expect(tool.inputSchema.type).toBe("object");
    expect(tool.inputSchema.required).toEqual(["text"]);
    expect((tool.inputSchema.properties as Record<string, { description?: string }>).text.description).toBe(
      "what to echo",
    );
  });

  it("describes a call in one line by default", () => {
    expect(tool.describe({ text: "a\nb", times: 1 })).toBe('echo {"text":"a\\nb","times":1}');
  });
});
