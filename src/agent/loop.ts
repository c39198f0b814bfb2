// The agent loop: a task becomes model turns and tool calls until the model is done, asks a question, hands
// in a plan, or a budget says stop. Tool calls start while the rest of the message still streams; their
// results go back in the model's order in one user message. The request is built so that each one begins
// with the exact bytes of the previous one up to its last cache breakpoint (earlier messages are never
// changed, only compaction rewrites history).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ContentBlockParam, Tool as ApiTool, ToolUseBlock } from "@anthropic-ai/sdk/resources/messages";
import type { Policy } from "../policy/schema.js";
import type { Sandbox } from "../sandbox/types.js";
import { sandboxLabel } from "../sandbox/lazy.js";
import { createToolSession, type ExtraTool, type ToolSessionHandle } from "../tools/session.js";
import { ToolRegistry } from "../tools/registry.js";
import { ToolExecutor, type ExecutorContext, type ToolHooks, type TurnBatch } from "../tools/executor.js";
import { toModelTools } from "../tools/model-tools.js";
import { ReadState } from "../tools/read-state.js";
import { builtinTools } from "../tools/builtin/index.js";
import { now, type EventSink, type StopReason, type TodoItem, type TranscriptEvent, type Usage } from "./events.js";
import { createModelClient, ModelError, type ModelClient, type ModelRequest, type RetrySettings } from "./model.js";
import { costOf, resolveModel, type ModelPrices } from "./pricing.js";
import { checkModelId, CLOUD_DEFAULT_MODELS, type Provider } from "./providers/ids.js";
import type { CloudSettings } from "./providers/settings.js";
import { buildSystemPrompt, type PromptEnvironment } from "./prompt.js";
import { describePolicyForPrompt } from "../policy/load.js";
import { listSkills, loadSkill, readInstructions } from "./instructions.js";
import { provideLoopServices, type LoopServices, type SubAgentReport } from "./services.js";
import { addUsage, emptyUsage, exhaustedBudget, resolveBudgets, totalTokens, type Budgets } from "./budgets.js";
import { clearOldToolResults, DEFAULT_CONTEXT, promptTokens, summariseConversation, type ContextSettings, type MessageParam } from "./context.js";
import { loopTools, MAIN_LOOP_ONLY } from "./loop-tools.js";
import { buildRequest, toParams, toolResult, usageOf } from "./request.js";

/** What the loop needs from a tool session; `createToolSession` returns one. */
export interface AgentToolSession {
  registry: ToolRegistry;
  executor: { beginTurn(turn: number): TurnBatch };
  /** Shared with the executor by reference: the loop sets `session.planMode` and `session.services.loop`. */
  context: ExecutorContext;
}

export interface RunAgentOptions {
  task: string;
  /** The checkout the agent works in. */
  workspace: string;
  policy: Policy;
  /** Required unless `client` is given. */
  apiKey?: string;
  /** Default: `process.env.ANTHROPIC_BASE_URL`, then the public API. Never read from the repository. */
  baseURL?: string;
  /** Default: the global fetch (the action passes a proxy's fetch when one is configured). */
  fetch?: typeof fetch;
  /** Claude through Bedrock, Vertex or Foundry instead of the Anthropic API (then `apiKey` is not needed). */
  cloud?: CloudSettings;
  /** Called once, when the model starts answering the first request: work that can wait until the first
   * request is out (start-up is measured to it) but should be done before the first tool call. */
  whileModelAnswers?: () => void;
  /** A model client to use instead of creating one (sub-agents share their parent's). */
  client?: ModelClient;
  /** Default: the newest Sonnet (pricing.ts). */
  model?: string;
  /** Overrides of the pricing table's entry: prices, context window, max output tokens. */
  modelInfo?: { prices?: Partial<ModelPrices>; contextWindow?: number; maxOutputTokens?: number };
  /** Output tokens asked for per request. Default: min(32,000, the model's maximum). */
  maxOutputTokens?: number;
  /** Where AGENTS.md, CLAUDE.md, .github/copilot-instructions.md and skills are read. Default: the workspace. */
  trustedRoot?: string;
  environment?: PromptEnvironment;
  /** Caller's budgets; unset ones come from `policy.limits`, then defaults (100 turns, 60 minutes). */
  budgets?: Budgets;
  /** `/agent plan`: read-only tools; exit_plan_mode ends the run with the plan (`stopReason: "planned"`). */
  planOnly?: boolean;
  emit?: EventSink;
  /** Aborting ends the run with `stopReason: "aborted"`. */
  signal?: AbortSignal;
  /** A ready tool session (its executor should observe `signal`). Default: `createToolSession` with the loop
   * tools, `extraTools`, `hooks`, `sandbox` and `runDir`. */
  session?: AgentToolSession;
  runDir?: string;
  sandbox?: Sandbox;
  extraTools?: readonly ExtraTool[];
  hooks?: ToolHooks;
  retry?: Partial<RetrySettings>;
  /** Compaction thresholds; `window` overrides the model's context window (tests use a small one). */
  context?: Partial<ContextSettings>;
  log?(message: string): void;
  /** Called when the model ends its turn without tool calls (the main loop only): a returned text is the next
   * user turn and the loop goes on under the same budgets (the action's own checks failed); undefined ends it. */
  beforeEnd?(signal: AbortSignal): Promise<string | undefined>;
  /** Internal: a read-only sub-agent started by the `agent` tool. */
  role?: "main" | "sub";
}

export interface RunAgentResult {
  stopReason: StopReason;
  /** The agent's last text; the question for `needs_input`, the plan for `planned`, the error for `error`. */
  finalText: string;
  question?: string;
  plan?: string;
  /** The maintainer-facing message when `stopReason` is `error`. */
  error?: string;
  todos: TodoItem[];
  turns: number;
  toolCalls: number;
  usage: Usage;
  costUsd: number;
  durationMs: number;
  model: string;
  /** Who served the model. */
  provider: Provider;
  /** Things the caller should show (an unpriced model, …). */
  warnings: string[];
}

const DEFAULT_MAX_OUTPUT = 32_000;
const SUB_AGENT_MAX_TURNS = 30;
const CONTINUE_NOTE = "Your last reply was cut off by a token limit. Continue from where it stopped; send again any tool call that was cut off.";

export async function runAgent(options: RunAgentOptions): Promise<RunAgentResult> {
  let whileModelAnswers = options.whileModelAnswers;
  const startedAt = Date.now();
  const emit: EventSink = (event) => {
    try {
      options.emit?.(event);
    } catch {
      // A broken renderer must not end the run.
    }
  };
  const role = options.role ?? "main";
  const planOnly = options.planOnly ?? false;
  const provider: Provider = options.cloud?.provider ?? "anthropic";
  const { model, info, warning } = resolveProviderModel(options);
  const warnings: string[] = [];
  if (warning) {
    warnings.push(warning);
    options.log?.(warning);
  }
  const costKnown = info.prices !== undefined;
  const budgets = resolveBudgets(options.budgets, options.policy.limits);
  const contextSettings: ContextSettings = { window: info.contextWindow, ...DEFAULT_CONTEXT, ...options.context };
  const maxOutputTokens = options.maxOutputTokens ?? Math.min(DEFAULT_MAX_OUTPUT, info.maxOutputTokens);

  if (!options.client && !options.apiKey && !options.cloud) throw new Error("runAgent needs an apiKey (or a model client)");
  const client =
    options.client ??
    createModelClient({
      apiKey: options.apiKey ?? "",
      cloud: options.cloud,
      baseURL: options.baseURL,
      fetch: options.fetch,
      retry: options.retry,
      onRetry: (r) => emit({ type: "retry", at: now(), attempt: r.attempt, waitMs: r.waitMs, reason: r.reason }),
    });

  // One signal for everything the run started: the caller's abort, or the wall-clock budget.
  const controller = new AbortController();
  let stopCause: "timeout" | "aborted" | undefined;
  const onCallerAbort = () => {
    stopCause ??= "aborted";
    controller.abort(options.signal?.reason);
  };
  if (options.signal?.aborted) onCallerAbort();
  else options.signal?.addEventListener("abort", onCallerAbort, { once: true });
  const timeoutMs = (budgets.timeoutMinutes ?? Infinity) * 60_000;
  const deadlineAt = startedAt + timeoutMs;
  const deadline = Number.isFinite(timeoutMs)
    ? setTimeout(() => {
        stopCause ??= "timeout";
        controller.abort(new Error(`the ${budgets.timeoutMinutes}-minute time budget ran out`));
      }, Math.min(timeoutMs, 2 ** 31 - 1))
    : undefined;
  const signal = controller.signal;

  const trustedRoot = options.trustedRoot ?? options.workspace;
  const [instructions, skills] = role === "main" ? await Promise.all([readInstructions(trustedRoot), listSkills(trustedRoot)]) : [[], await listSkills(trustedRoot)];

  let owned: ToolSessionHandle | undefined;
  let tempRunDir: string | undefined;
  const spent = { turns: 0, toolCalls: 0, usage: emptyUsage(), costUsd: 0 };
  const state: { todos: TodoItem[]; plan?: string; question?: string; ends?: "needs_input" | "planned" } = { todos: [] };
  let stopReason: StopReason = "end_turn";
  let lastText = "";
  let errorMessage: string | undefined;

  try {
    const session: AgentToolSession =
      options.session ??
      (owned = await createToolSession({
        workspace: options.workspace,
        policy: options.policy,
        runDir: options.runDir ?? (tempRunDir = await mkdtemp(path.join(tmpdir(), "repo-agent-run-"))),
        sandbox: options.sandbox,
        extraTools: [...missingLoopTools(options.policy, skills.length > 0), ...(options.extraTools ?? [])],
        hooks: options.hooks,
        emit,
        signal,
        planMode: planOnly,
        log: options.log,
      }));
    session.context.session.planMode = planOnly || role === "sub";

    const services: LoopServices = {
      planOnly,
      todos: () => state.todos,
      setTodos: (todos) => {
        state.todos = todos.map((t) => ({ content: t.content, status: t.status }));
        emit({ type: "todos", at: now(), todos: state.todos });
      },
      enterPlanMode: () => {
        session.context.session.planMode = true;
        session.registry.load(["exit_plan_mode"]);
      },
      exitPlanMode: (plan) => {
        state.plan = plan;
        if (planOnly) {
          state.ends ??= "planned";
          return { endsRun: true };
        }
        session.context.session.planMode = false;
        return { endsRun: false };
      },
      askUser: (question) => {
        state.question ??= question;
        state.ends ??= "needs_input";
      },
      runSubAgent: (task, o) => runSubAgent(task, o),
      skills: () => skills,
      loadSkill: (name) => loadSkill(skills, name),
    };
    provideLoopServices(session.context.session.services, services);
    if (planOnly && session.registry.get("exit_plan_mode")) session.registry.load(["exit_plan_mode"]);

    // The tool list is fixed by the run's starting mode (plan-only or not): entering plan mode later is
    // enforced by the executor, so the cached prefix does not change. tool_search loads append to it.
    const listTools = (): ApiTool[] => toModelTools(session.registry.toolsForModel({ planMode: planOnly || role === "sub" }));
    const system = buildSystemPrompt({
      role,
      planOnly,
      environment: options.environment ?? {},
      policyText: describePolicyForPrompt(options.policy),
      tools: session.registry.toolsForModel({ planMode: planOnly || role === "sub" }),
      instructions,
      skills,
    });
    const request = (messages: MessageParam[]): ModelRequest => buildRequest({ model, maxOutputTokens, system, tools: listTools(), messages });

    let messages: MessageParam[] = [{ role: "user", content: [{ type: "text", text: options.task }] }];
    let lastPrompt = 0;
    emit({ type: "run_started", at: now(), model, task: options.task, sandbox: sandboxLabel(session.context.sandbox) });

    const summarise = async (excerpt: boolean): Promise<void> => {
      const before = lastPrompt;
      const done = await summariseConversation({ client, request, task: options.task, messages, excerpt, signal });
      account(done.usage);
      messages = done.messages;
      lastPrompt = Math.ceil((system.length + JSON.stringify(messages).length) / 4);
      emit({ type: "context_compacted", at: now(), turn: spent.turns, mode: "summarised", beforeTokens: before });
    };
    const clear = (keepRecent: number, targetChars: number): boolean => {
      const r = clearOldToolResults(messages, keepRecent, targetChars);
      if (r.cleared === 0) return false;
      emit({ type: "context_compacted", at: now(), turn: spent.turns, mode: "cleared_tool_results", beforeTokens: lastPrompt });
      messages = r.messages;
      lastPrompt = Math.max(0, lastPrompt - Math.ceil(r.savedChars / 4));
      return true;
    };
    const account = (usage: Usage): number => {
      addUsage(spent.usage, usage);
      const cost = costOf(usage, info) ?? 0;
      spent.costUsd += cost;
      emit({ type: "model_request", at: now(), turn: spent.turns, usage, costUsd: cost, totalCostUsd: spent.costUsd });
      return cost;
    };

    let tooLongRetries = 0;
    let compactNow = false;
    for (;;) {
      if (signal.aborted) {
        stopReason = stopCause ?? "aborted";
        if (stopReason === "timeout") emit({ type: "budget_stop", at: now(), budget: "timeout", detail: `ran out of its ${budgets.timeoutMinutes}-minute time budget` });
        break;
      }
      const exhausted = exhaustedBudget(budgets, spent, costKnown);
      if (exhausted) {
        stopReason = exhausted.budget;
        emit({ type: "budget_stop", at: now(), budget: exhausted.budget, detail: exhausted.detail });
        break;
      }

      const { window, clearAt, summariseAt, keepRecent } = contextSettings;
      if (compactNow) {
        compactNow = false;
        if (!clear(keepRecent, Infinity)) await summarise(false);
      } else if (lastPrompt > clearAt * window) {
        // Free enough to land near half the window, so clearing does not run again every turn.
        clear(keepRecent, (lastPrompt - window / 2) * 4);
        if (lastPrompt > summariseAt * window) await summarise(false);
      }

      const turn = spent.turns + 1;
      const batch = session.executor.beginTurn(turn);
      const skipped = new Set<string>();
      let result;
      try {
        result = await client.streamTurn(
          request(messages),
          {
            onStart: () => {
              const warmUp = whileModelAnswers;
              whileModelAnswers = undefined;
              warmUp?.();
            },
            onToolUse: (block) => {
              if (budgets.maxToolCalls !== undefined && spent.toolCalls >= budgets.maxToolCalls) {
                skipped.add(block.id);
                return;
              }
              spent.toolCalls++;
              batch.add({ id: block.id, name: block.name, input: block.input });
            },
          },
          signal,
        );
      } catch (error) {
        await batch.finish();
        if (signal.aborted) continue;
        if (error instanceof ModelError && error.kind === "prompt_too_long" && tooLongRetries < 2) {
          // First clear every old tool result; if there are none left (or that was not enough), summarise.
          tooLongRetries++;
          if (tooLongRetries === 2 || !clear(1, Infinity)) await summarise(true);
          continue;
        }
        throw error;
      }
      tooLongRetries = 0;
      spent.turns = turn;
      const message = result.message;
      const usage = usageOf(message);
      account(usage);
      lastPrompt = promptTokens(usage);

      const text = message.content
        .filter((b) => b.type === "text")
        .map((b) => b.text)
        .join("\n")
        .trim();
      if (text) {
        lastText = text;
        emit({ type: "assistant_text", at: now(), turn, text });
      }
      if (result.cut) emit({ type: "progress", at: now(), id: "model", text: `The model's answer broke off after its complete tool calls; continuing with those (${result.cut}).` });

      const outcomes = await batch.finish();
      // Cut off because the window is full: continue like a max_tokens cut, after compacting.
      const windowFull = message.stop_reason === "model_context_window_exceeded";
      if (windowFull) compactNow = true;
      const cutOff = message.stop_reason === "max_tokens" || windowFull;
      const content = toParams(message.content);
      const toolUses = message.content.filter((b): b is ToolUseBlock => b.type === "tool_use");
      if (content.length === 0 && toolUses.length === 0) break;
      messages = [...messages, { role: "assistant", content }];

      if (toolUses.length === 0) {
        if (cutOff) {
          messages = [...messages, { role: "user", content: [{ type: "text", text: CONTINUE_NOTE }] }];
          continue;
        }
        const more = role === "main" && !signal.aborted ? await options.beforeEnd?.(signal) : undefined;
        if (more !== undefined) {
          messages = [...messages, { role: "user", content: [{ type: "text", text: more }] }];
          continue;
        }
        stopReason = "end_turn";
        break;
      }

      const byId = new Map(outcomes.map((o) => [o.id, o]));
      const results: ContentBlockParam[] = toolUses.map((block) => {
        const outcome = byId.get(block.id);
        if (outcome) return toolResult(block.id, outcome);
        const why = result.invalidToolInputs.has(block.id)
          ? "Not run: the input JSON was cut off by the output token limit. Send the call again (split a large input)."
          : `Not run: the tool-call budget (${budgets.maxToolCalls}) is used up.`;
        emitNotRun(emit, turn, block, why);
        return { type: "tool_result", tool_use_id: block.id, content: why, is_error: true };
      });
      if (cutOff) results.push({ type: "text", text: CONTINUE_NOTE });
      messages = [...messages, { role: "user", content: results }];

      if (state.ends) {
        stopReason = state.ends;
        break;
      }
    }
  } catch (error) {
    stopReason = signal.aborted ? (stopCause ?? "aborted") : "error";
    if (stopReason === "error") {
      errorMessage = error instanceof ModelError ? error.message : `The run failed: ${error instanceof Error ? error.message : String(error)}`;
      emit({ type: "error", at: now(), message: errorMessage });
    }
  } finally {
    if (deadline) clearTimeout(deadline);
    options.signal?.removeEventListener("abort", onCallerAbort);
    if (owned) await owned.dispose();
    if (tempRunDir) await rm(tempRunDir, { recursive: true, force: true });
  }

  const finalText =
    stopReason === "needs_input" ? (state.question ?? lastText) : stopReason === "planned" ? (state.plan ?? lastText) : stopReason === "error" ? (errorMessage ?? "") : lastText;
  const durationMs = Date.now() - startedAt;
  emit({
    type: "run_finished",
    at: now(),
    stopReason,
    finalText,
    turns: spent.turns,
    toolCalls: spent.toolCalls,
    usage: spent.usage,
    costUsd: spent.costUsd,
    durationMs,
  });
  return {
    stopReason,
    finalText,
    question: state.question,
    plan: state.plan,
    error: errorMessage,
    todos: state.todos,
    turns: spent.turns,
    toolCalls: spent.toolCalls,
    usage: spent.usage,
    costUsd: spent.costUsd,
    durationMs,
    model,
    provider,
    warnings,
  };

  /** A read-only sub-loop on the same workspace, with its own slice of what is left of each budget. */
  async function runSubAgent(task: string, o: { signal: AbortSignal; progress(text: string): void }): Promise<SubAgentReport> {
    const parent = options.session ?? owned;
    if (!parent) throw new Error("no tool session");
    const tools = parent.registry.all().filter((t) => !t.deferred && !MAIN_LOOP_ONLY.has(t.name) && t.kind !== "write");
    const subSignal = AbortSignal.any([signal, o.signal]);
    const context: ExecutorContext = { ...parent.context, readState: new ReadState(), session: { planMode: true, services: {} } };
    const registry = new ToolRegistry(tools);
    const forward: EventSink = (e) => {
      if (e.type === "tool_call") o.progress(`sub-agent: ${e.display}`);
    };
    const executor = new ToolExecutor({ registry, context, signal: subSignal, hooks: options.hooks, emit: forward });
    const left = (limit: number | undefined, used: number, share: number) => (limit === undefined ? undefined : Math.max(0, (limit - used) * share));
    const sub = await runAgent({
      task,
      workspace: options.workspace,
      policy: options.policy,
      client,
      model,
      cloud: options.cloud,
      modelInfo: options.modelInfo,
      maxOutputTokens,
      trustedRoot,
      environment: options.environment,
      session: { registry, executor, context },
      role: "sub",
      emit: forward,
      signal: subSignal,
      context: options.context,
      budgets: {
        maxTurns: Math.min(SUB_AGENT_MAX_TURNS, budgets.maxTurns ?? SUB_AGENT_MAX_TURNS),
        maxToolCalls: ceilOrUndefined(left(budgets.maxToolCalls, spent.toolCalls, 0.5)),
        maxTokens: ceilOrUndefined(left(budgets.maxTokens, totalTokens(spent.usage), 0.25)),
        maxCostUsd: left(budgets.maxCostUsd, spent.costUsd, 0.25),
        timeoutMinutes: Math.max(0.01, (deadlineAt - Date.now()) / 60_000),
      },
    });
    // The sub-agent's spending is the run's spending.
    addUsage(spent.usage, sub.usage);
    spent.costUsd += sub.costUsd;
    spent.toolCalls += sub.toolCalls;
    return { finalText: sub.finalText, stopReason: sub.stopReason, turns: sub.turns, toolCalls: sub.toolCalls, costUsd: sub.costUsd };
  }
}

/** Loop tools the built-in set does not already provide (the built-in list may grow to include them). */
function missingLoopTools(policy: Policy, skills: boolean): ExtraTool[] {
  const builtin = new Set(builtinTools(policy).map((t) => t.name));
  return loopTools({ skills }).filter((t) => !builtin.has(t.name));
}

function emitNotRun(emit: EventSink, turn: number, block: ToolUseBlock, why: string): void {
  const at = now();
  const events: TranscriptEvent[] = [
    { type: "tool_call", at, turn, id: block.id, name: block.name, input: block.input, display: `${block.name} (not run)` },
    { type: "tool_result", at, turn, id: block.id, name: block.name, isError: true, errorType: "validation", durationMs: 0, outputChars: why.length, output: why, display: `${block.name}: not run` },
  ];
  for (const e of events) emit(e);
}

/** The model id checked against the provider's naming (a clear error before any request), with its window and
 * prices; a cloud's default model when none is given. */
function resolveProviderModel(options: RunAgentOptions): ReturnType<typeof resolveModel> {
  const cloud = options.cloud;
  if (!cloud) {
    if (options.model) checkModelId("anthropic", options.model);
    return resolveModel(options.model, options.modelInfo);
  }
  const id = options.model || CLOUD_DEFAULT_MODELS[cloud.provider];
  const checked = checkModelId(cloud.provider, id, { vertexRegion: cloud.provider === "vertex" ? cloud.region : undefined });
  return resolveModel(id, options.modelInfo, checked);
}

function ceilOrUndefined(n: number | undefined): number | undefined {
  return n === undefined ? undefined : Math.max(1, Math.ceil(n));
}
