// One tool session: the registry, the executor and the context every call shares (workspace, policy, read
// state, spill dir, sandbox). The agent loop and `repo-agent tool` both build exactly this.
import { mkdir, realpath } from "node:fs/promises";
import path from "node:path";
import type { Policy } from "../policy/schema.js";
import type { EventSink } from "../transcript-events.js";
import type { Sandbox } from "../sandbox/types.js";
import { createCommandSandbox } from "../sandbox/command-sandbox.js";
import { LazySandbox } from "../sandbox/lazy.js";
import { builtinTools } from "./builtin/index.js";
import { createToolSearchTool, type DeferredToolSource } from "./builtin/tool-search.js";
import { hasMcpServers, lazyMcp } from "./mcp/lazy.js";
import { ToolRegistry } from "./registry.js";
import { ReadState } from "./read-state.js";
import { ToolExecutor, type ExecutorContext, type ToolHooks } from "./executor.js";
import type { AnyTool } from "./tool.js";

/** A custom tool, or one that knowingly replaces a tool of the same name or alias. */
export type ExtraTool = AnyTool | { tool: AnyTool; replace: true };

export interface ToolSessionOptions {
  workspace: string;
  policy: Policy;
  /** Directory owned by the run; the spill dir is created inside it. */
  runDir: string;
  /** Where commands run; created on the first command when absent. */
  sandbox?: Sandbox;
  extraTools?: readonly ExtraTool[];
  hooks?: ToolHooks;
  emit?: EventSink;
  signal?: AbortSignal;
  planMode?: boolean;
  log?(message: string): void;
  defaultTimeoutMs?: number;
  /** Where the policy's MCP `${NAME}` values come from (default: process.env, the step's environment). */
  env?: Readonly<Record<string, string | undefined>>;
}

export interface ToolSessionHandle {
  registry: ToolRegistry;
  executor: ToolExecutor;
  context: ExecutorContext;
  readState: ReadState;
  spillDir: string;
  /** Cancel running calls and stop the processes this session's sandbox started. */
  dispose(): Promise<void>;
}

export async function createToolSession(options: ToolSessionOptions): Promise<ToolSessionHandle> {
  const workspace = await realpath(options.workspace);
  const runDir = await realpath(options.runDir);
  const spillDir = path.join(runDir, "spill");
  await mkdir(spillDir, { recursive: true, mode: 0o700 });

  const builtins = builtinTools(options.policy);
  const sandbox =
    options.sandbox ?? new LazySandbox(() => createCommandSandbox({ workspace, runDir, policy: options.policy }));
  const log = options.log ?? (() => {});
  // MCP tools register into the registry built next; they only arrive once a search starts a server.
  const mcp: DeferredToolSource | undefined = hasMcpServers(options.policy)
    ? lazyMcp({
        policy: options.policy,
        sandbox,
        workspace,
        runDir,
        env: options.env ?? process.env,
        log,
        register: (tool) => registry.register(tool),
      })
    : undefined;
  const registry = buildRegistry(builtins, options.extraTools ?? [], mcp);
  const readState = new ReadState();
  const controller = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;

  const context: ExecutorContext = {
    workspace,
    policy: options.policy,
    readState,
    spillDir,
    log,
    sandbox,
    session: { planMode: options.planMode ?? false },
  };
  const executor = new ToolExecutor({
    registry,
    context,
    signal,
    hooks: options.hooks,
    emit: options.emit,
    defaultTimeoutMs: options.defaultTimeoutMs,
  });
  return {
    registry,
    executor,
    context,
    readState,
    spillDir,
    dispose: async () => {
      controller.abort(new Error("tool session disposed"));
      // MCP servers first: a sandboxed one is one of the sandbox's commands.
      await mcp?.close();
      // A sandbox passed in belongs to the caller; only the one created here is ours to stop.
      if (!options.sandbox) await sandbox.dispose();
    },
  };
}

/** Built-ins plus tool_search (when any tool is deferred or MCP servers are configured; its description names
 * them), then custom tools. */
function buildRegistry(
  builtins: readonly AnyTool[],
  extras: readonly ExtraTool[],
  source?: DeferredToolSource,
): ToolRegistry {
  const assemble = (base: readonly AnyTool[]): ToolRegistry => {
    const registry = new ToolRegistry(base);
    for (const extra of extras) {
      if ("replace" in extra) registry.register(extra.tool, { replace: true });
      else registry.register(extra);
    }
    return registry;
  };
  const draft = assemble(builtins);
  const deferred = draft.deferredNames();
  if ((deferred.length === 0 && !source) || draft.get("tool_search")) return draft;
  // tool_search loads from the registry it is part of, so it gets that registry once it exists.
  const registry: ToolRegistry = assemble([...builtins, createToolSearchTool(deferred, () => registry, source)]);
  return registry;
}
