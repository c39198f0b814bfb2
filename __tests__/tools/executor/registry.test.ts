import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool, type AnyTool, type ToolKind } from "../../../src/tools/tool.js";
import { ToolRegistry } from "../../../src/tools/registry.js";
import { toModelTools } from "../../../src/tools/model-tools.js";

function tool(
  name: string,
  extra: { kind?: ToolKind; aliases?: string[]; deferred?: boolean; description?: string } = {},
): AnyTool {
  return defineTool({
    name,
    description: extra.description ?? `${name} tool`,
    kind: extra.kind,
    aliases: extra.aliases,
    deferred: extra.deferred,
    input: z.object({ path: z.string().describe("where") }),
    execute: async () => ({ output: name, display: name }),
  });
}

const names = (tools: AnyTool[]) => tools.map((t) => t.name);

describe("ToolRegistry", () => {
  it("lists built-ins sorted by name, then custom tools in registration order", () => {
    const registry = new ToolRegistry([
      tool("write_file", { kind: "write" }),
      tool("bash", { kind: "execute" }),
      tool("read_file", { kind: "read" }),
    ]);
    registry.register(tool("zeta"));
    registry.register(tool("alpha"));
    expect(names(registry.toolsForModel({ planMode: false }))).toEqual([
      "bash",
      "read_file",
      "write_file",
      "zeta",
      "alpha",
    ]);
  });

  it("refuses a custom tool that reuses a built-in name or alias unless replace is explicit", () => {
    const registry = new ToolRegistry([tool("read_file", { aliases: ["Read"] })]);
    expect(() => registry.register(tool("read_file"))).toThrow(
      'cannot register tool "read_file": "read_file" is already the name or an alias of built-in tool "read_file"; rename it or register it with { replace: true } to replace "read_file"',
    );
    expect(() => registry.register(tool("my_read", { aliases: ["Read"] }))).toThrow(
      /"Read" is already the name or an alias of built-in tool "read_file"/,
    );
    expect(() => registry.register(tool("Read"))).toThrow(/replace: true/);

    const mine = tool("read_file", { description: "my reader" });
    registry.register(mine, { replace: true });
    expect(registry.get("read_file")).toBe(mine);
    // The replaced tool is gone entirely, aliases included.
    expect(registry.get("Read")).toBeUndefined();
    expect(names(registry.toolsForModel({ planMode: false }))).toEqual(["read_file"]);
  });

  it("refuses two custom tools with the same name", () => {
    const registry = new ToolRegistry([]);
    registry.register(tool("lint"));
    expect(() => registry.register(tool("lint"))).toThrow(/already the name or an alias of tool "lint"/);
  });

  it("refuses built-ins that clash with each other", () => {
    expect(() => new ToolRegistry([tool("grep"), tool("search", { aliases: ["grep"] })])).toThrow(
      /reuses the name or alias "grep"/,
    );
  });

  it("finds tools by alias", () => {
    const registry = new ToolRegistry([tool("list_files", { aliases: ["ls"] })]);
    expect(registry.get("ls")?.name).toBe("list_files");
    expect(registry.get("nope")).toBeUndefined();
  });

  it("keeps deferred tools out of the list until loaded, then appends them in load order without reordering", () => {
    const registry = new ToolRegistry([
      tool("read_file", { kind: "read" }),
      tool("ask_user", { deferred: true }),
      tool("agent", { deferred: true, kind: "read" }),
      tool("enter_plan_mode", { deferred: true }),
    ]);
    registry.register(tool("custom"));
    expect(names(registry.toolsForModel({ planMode: false }))).toEqual(["read_file", "custom"]);
    expect(registry.deferredNames()).toEqual(["agent", "ask_user", "enter_plan_mode"]);
    expect(registry.isDeferred("ask_user")).toBe(true);
    expect(registry.isLoaded("ask_user")).toBe(false);

    expect(registry.load(["enter_plan_mode", "nope"])).toEqual({ loaded: ["enter_plan_mode"], unknown: ["nope"] });
    const before = names(registry.toolsForModel({ planMode: false }));
    expect(before).toEqual(["read_file", "custom", "enter_plan_mode"]);

    registry.load(["ask_user", "agent", "enter_plan_mode"]);
    const after = names(registry.toolsForModel({ planMode: false }));
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toEqual(["read_file", "custom", "enter_plan_mode", "ask_user", "agent"]);
    expect(registry.isLoaded("agent")).toBe(true);
  });

  it("in plan mode lists only tools whose kind is not write", () => {
    const registry = new ToolRegistry([
      tool("read_file", { kind: "read" }),
      tool("edit_file", { kind: "write" }),
      tool("bash", { kind: "execute" }),
      tool("write_file", { kind: "write" }),
    ]);
    expect(names(registry.toolsForModel({ planMode: true }))).toEqual(["bash", "read_file"]);
  });
});

describe("toModelTools", () => {
  it("sends name, description and the input JSON Schema, nothing else", () => {
    const [apiTool] = toModelTools([tool("read_file", { description: "Read a file." })]);
    expect(apiTool).toEqual({
      name: "read_file",
      description: "Read a file.",
      input_schema: {
        type: "object",
        properties: { path: { type: "string", description: "where" } },
        required: ["path"],
      },
    });
  });
});
