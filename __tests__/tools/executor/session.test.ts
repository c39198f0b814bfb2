import { mkdtemp, mkdir, realpath, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineTool, type AnyTool, type ToolOutput } from "../../../src/tools/tool.js";
import { createToolSession, type ToolSessionHandle } from "../../../src/tools/session.js";
import { readFileTool } from "../../../src/tools/builtin/read-file.js";
import type { ToolCall } from "../../../src/tools/executor.js";
import { testPolicy, deferred as deferredPromise, within } from "./harness.js";

let root: string;
let session: ToolSessionHandle | undefined;
beforeEach(async () => {
  root = await realpath(await mkdtemp(path.join(os.tmpdir(), "tool-session-test-")));
  await mkdir(path.join(root, "ws"));
  await mkdir(path.join(root, "run"));
});
afterEach(async () => {
  await session?.dispose();
  session = undefined;
  await rm(root, { recursive: true, force: true });
});

function simple(name: string, extra: Partial<{ deferred: boolean; description: string }> = {}): AnyTool {
  return defineTool({
    name,
    description: extra.description ?? `${name} tool`,
    deferred: extra.deferred,
    input: z.object({}),
    execute: async () => ({ output: `${name} ran`, display: name }),
  });
}

async function call(s: ToolSessionHandle, name: string, input: unknown, id = name) {
  const batch = s.executor.beginTurn(1);
  batch.add({ id, name, input } satisfies ToolCall);
  return (await batch.finish())[0];
}

describe("createToolSession", () => {
  it("resolves the workspace physically and puts the spill dir under the run dir", async () => {
    await symlink(path.join(root, "ws"), path.join(root, "link"));
    session = await createToolSession({
      workspace: path.join(root, "link"),
      policy: testPolicy,
      runDir: path.join(root, "run"),
    });
    expect(session.context.workspace).toBe(path.join(root, "ws"));
    expect(session.spillDir).toBe(path.join(root, "run", "spill"));
    expect(session.context.spillDir).toBe(session.spillDir);
    expect(session.context.readState).toBe(session.readState);
  });

  it("does not create the command sandbox until a command needs it", async () => {
    session = await createToolSession({
      workspace: path.join(root, "ws"),
      policy: testPolicy,
      runDir: path.join(root, "run"),
    });
    expect(session.context.sandbox.reason).toMatch(/not created yet/);
  });

  it("adds custom tools after the built-ins, and replaces one only when told to", async () => {
    const mine = defineTool({
      ...readFileTool,
      description: "my reader",
      execute: async () => ({ output: "mine", display: "mine" }),
    });
    session = await createToolSession({
      workspace: path.join(root, "ws"),
      policy: testPolicy,
      runDir: path.join(root, "run"),
      extraTools: [simple("lint"), { tool: readFileTool, replace: true }, { tool: mine, replace: true }],
    });
    expect(session.registry.get("read_file")).toBe(mine);
    expect(session.registry.get("lint")).toBeDefined();
    await expect(
      createToolSession({
        workspace: path.join(root, "ws"),
        policy: testPolicy,
        runDir: path.join(root, "run"),
        extraTools: [simple("lint"), simple("lint")],
      }),
    ).rejects.toThrow(/replace: true/);
  });

  it("adds no tool_search when nothing is deferred", async () => {
    session = await createToolSession({
      workspace: path.join(root, "ws"),
      policy: testPolicy,
      runDir: path.join(root, "run"),
      extraTools: [simple("lint")],
    });
    expect(session.registry.get("tool_search")).toBeUndefined();
  });

  it("cancels running calls on dispose", async () => {
    const started = deferredPromise();
    const hang = defineTool({
      name: "hang",
      description: "Hang.",
      input: z.object({}),
      execute: () =>
        new Promise<ToolOutput>(() => {
          started.resolve();
        }),
    });
    session = await createToolSession({
      workspace: path.join(root, "ws"),
      policy: testPolicy,
      runDir: path.join(root, "run"),
      extraTools: [hang],
    });
    const batch = session.executor.beginTurn(1);
    batch.add({ id: "h", name: "hang", input: {} });
    await within(started.promise);
    await session.dispose();
    expect(await within(batch.finish())).toMatchObject([{ isError: true, output: { metadata: { aborted: true } } }]);
  });
});

describe("tool_search", () => {
  const deferredTools = [
    simple("ask_user", { deferred: true, description: "Ask the maintainers a question; ends the run." }),
    simple("enter_plan_mode", { deferred: true, description: "Switch to a read-only planning phase." }),
    simple("agent", { deferred: true, description: "Delegate a read-only investigation to a sub-agent." }),
  ];

  it("names the deferred tools in its description, fixed at session start", async () => {
    session = await createToolSession({
      workspace: path.join(root, "ws"),
      policy: testPolicy,
      runDir: path.join(root, "run"),
      extraTools: [simple("lint"), ...deferredTools],
    });
    const search = session.registry.get("tool_search");
    expect(search?.description).toContain("Deferred tools (listed by name only): ask_user, enter_plan_mode, agent.");
    expect(search?.isReadOnly({})).toBe(true);
    // tool_search sits among the built-ins (sorted by name), before the custom tools.
    const names = session.registry.toolsForModel({ planMode: false }).map((t) => t.name);
    const builtins = names.slice(0, names.indexOf("lint"));
    expect(builtins).toContain("tool_search");
    expect(builtins).toEqual([...builtins].sort());
    expect(names.slice(builtins.length)).toEqual(["lint"]);
  });

  it("loads tools by exact name with select:, appending them to the tool list", async () => {
    session = await createToolSession({
      workspace: path.join(root, "ws"),
      policy: testPolicy,
      runDir: path.join(root, "run"),
      extraTools: [simple("lint"), ...deferredTools],
    });
    const before = await call(session, "ask_user", {}, "c1");
    expect(before.content).toContain('Call tool_search with query "select:ask_user" first');

    const found = await call(session, "tool_search", { query: "select:ask_user, agent, nope" });
    expect(found.isError).toBe(false);
    expect(found.content).toBe(
      "Loaded (callable from your next request):\n- ask_user: Ask the maintainers a question; ends the run.\n- agent: Delegate a read-only investigation to a sub-agent.\nUnknown: nope.",
    );
    const names = session.registry.toolsForModel({ planMode: false }).map((t) => t.name);
    expect(names.slice(names.indexOf("lint"))).toEqual(["lint", "ask_user", "agent"]);
    expect((await call(session, "ask_user", {}, "c2")).content).toBe("ask_user ran");
  });

  it("finds tools by keyword", async () => {
    session = await createToolSession({
      workspace: path.join(root, "ws"),
      policy: testPolicy,
      runDir: path.join(root, "run"),
      extraTools: deferredTools,
    });
    const found = await call(session, "tool_search", { query: "plan" });
    expect(found.output.metadata).toEqual({ loaded: ["enter_plan_mode"], unknown: [] });
    const none = await call(session, "tool_search", { query: "kubernetes" });
    expect(none.content).toBe(
      'No deferred tool matches "kubernetes".\nDeferred tools: ask_user, enter_plan_mode, agent.',
    );
  });
});

describe("spill files", () => {
  it("can be paged through with read_file", async () => {
    const full = Array.from({ length: 5000 }, (_, i) => `row ${i + 1}`).join("\n");
    const big = defineTool({
      name: "big",
      description: "Big output.",
      input: z.object({}),
      maxResultChars: 2000,
      execute: async () => ({ output: full, display: "big" }),
    });
    session = await createToolSession({
      workspace: path.join(root, "ws"),
      policy: testPolicy,
      runDir: path.join(root, "run"),
      extraTools: [big, { tool: readFileTool, replace: true }],
    });
    const out = await call(session, "big", {});
    const spillPath = out.output.metadata?.spillPath as string;
    expect(out.content).toContain(`Full output saved to ${spillPath}; read it with read_file (offset/limit).`);

    const page = await call(session, "read_file", { path: spillPath, offset: 2500, limit: 3 });
    expect(page.isError).toBe(false);
    const text = page.content as string;
    expect(text).toMatch(/2500\trow 2500\n.*2501\trow 2501\n.*2502\trow 2502/s);
    expect(text).not.toContain("row 2503");
  });
});
