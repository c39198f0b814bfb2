// The agent loop: a task becomes model turns and tool calls until the model is done, asks a question, hands
// in a plan, or a budget says stop. Tool calls start while the rest of the message still streams; their
// results go back in the model's order in one user message. The request is built so that each one begins
// with the exact bytes of the previous one up to its last cache breakpoint (earlier messages are never
// changed, only compaction rewrites history).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ContentBlockParam, ToolUseBlock } from "@anthropic-ai/sdk/resources/messages";
import type { Policy } from "../policy/schema.js";
import type { Sandbox } from "../sandbox/types.js";
import { sandboxLabel } from "../sandbox/lazy.js";
import { createToolSession, type ExtraTool, type ToolSessionHandle } from "../tools/session.js";
import { ToolRegistry } from "../tools/registry.js";
import {
  ToolExecutor,
  type ExecutorContext,
  type ToolCallOutcome,
  type ToolHooks,
  type TurnBatch,
} from "../tools/executor.js";
import { toModelTools } from "../tools/model-tools.js";
import { ReadState } from "../tools/read-state.js";
import {
  now,
  type EventSink,
  type StopReason,
  type TodoItem,
  type TranscriptEvent,
  type Usage,
} from "../transcript-events.js";
import {
  createModelClient,
  ModelError,
  type ModelClient,
  type ModelRequest,
  type RetrySettings,
  type TurnResult,
} from "./model.js";
import { costOf, resolveModel, type ModelInfo, type ModelPrices } from "./pricing.js";
import { checkModelId, CLOUD_DEFAULT_MODELS, type Provider } from "./providers/ids.js";
import type { CloudSettings } from "./providers/settings.js";
import { buildSystemPrompt, type PromptEnvironment } from "./prompt.js";
import { describePolicyForPrompt } from "../policy/load.js";
import { listSkills, loadSkill, readInstructions, type InstructionFile, type SkillInfo } from "./instructions.js";
import type { LoopServices, SubAgentReport } from "./tools/services.js";
import { addUsage, emptyUsage, exhaustedBudget, resolveBudgets, totalTokens, type Budgets } from "./budgets.js";
import {
  clearOldToolUses,
  DEFAULT_CONTEXT,
  promptTokens,
  summariseConversation,
  tokensToFree,
  type ContextSettings,
  type MessageParam,
} from "./context.js";
import { loopTools, MAIN_LOOP_ONLY } from "./tools/loop-tools.js";
import { buildRequest, toParams, toolResult, usageOf } from "./request.js";
import { startRunSignal, type RunSignal } from "./run-signal.js";
import type { ReviewDraft } from "../review-draft.js";
import { thinkingSettings, type Effort } from "./effort.js";
import type { OutputSchema } from "./output-schema.js";
import { StructuredAnswer } from "./structured-answer.js";
import { searchEvents, webSearchTool } from "./web-search.js";

/** What the loop needs from a tool session; `createToolSession` returns one. */
export interface AgentToolSession {
  registry: ToolRegistry;
  executor: { beginTurn(turn: number): TurnBatch };
  /** Shared with the executor by reference: the loop switches `session.planMode`. */
  context: ExecutorContext;
}

export interface RunAgentOptions {
  task: string;
  /** Images for the task message (screenshots from the thread), after its text. */
  taskImages?: { mediaType: "image/png" | "image/jpeg" | "image/gif" | "image/webp"; data: string }[];
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
  /** Extended thinking (effort.ts); max_tokens grows to leave room for the answer after it. */
  effort?: Effort;
  /** The workflow's standing instructions, appended to the system prompt after the repository's files. */
  instructions?: string;
  /** The workflow's output schema (compiled): the run ends with a valid structured_output answer. */
  outputSchema?: OutputSchema;
  /** Where AGENTS.md, CLAUDE.md, .github/copilot-instructions.md and skills are read. Default: the workspace. */
  trustedRoot?: string;
  environment?: PromptEnvironment;
  /** Caller's budgets; unset ones come from `policy.limits`, then defaults (100 turns, 60 minutes). */
  budgets?: Budgets;
  /** `/agent plan`: read-only tools; exit_plan_mode ends the run with the plan (`stopReason: "planned"`). */
  planOnly?: boolean;
  /** A review run: read-only tools; submit_review ends the run with the review (`stopReason: "reviewed"`). */
  review?: boolean;
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
  /** The review handed in with submit_review (`stopReason: "reviewed"`). */
  review?: ReviewDraft;
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
  /** What keeping the conversation inside the window took. */
  context: ContextStats;
  /** The valid structured_output answer, when the workflow set an output schema and the model gave one. */
  structuredOutput?: unknown;
}

export interface ContextStats {
  clearings: number;
  summaries: number;
  /** Cache-write tokens of the requests right after a compaction (the cache written again), and with the
   * summary requests, what they cost. */
  cacheWriteTokens: number;
  costUsd: number;
}

const DEFAULT_MAX_OUTPUT = 32_000;
const SUB_AGENT_MAX_TURNS = 30;
const CONTINUE_NOTE =
  "Your last reply was cut off by a token limit. Continue from where it stopped; send again any tool call that was cut off.";

export async function runAgent(options: RunAgentOptions): Promise<RunAgentResult> {
  return new AgentRun(options).run();
}

interface RunState {
  todos: TodoItem[];
  plan?: string;
  question?: string;
  review?: ReviewDraft;
  /** Set by exit_plan_mode (plan-only), submit_review or ask_user: the run ends once this turn's calls are done. */
  ends?: "needs_input" | "planned" | "reviewed";
}

/** One streamed answer, its tool calls run. */
interface AnsweredTurn {
  turn: number;
  result: TurnResult;
  outcomes: ToolCallOutcome[];
}

/** One run of the loop: its settings, what it has spent, and the conversation so far. Each turn is the same
 * steps: check the budgets, manage the context, build the request, stream the answer (its tool calls start as
 * their blocks complete), collect the tool results, decide whether to go on; events are emitted on the way. */
class AgentRun {
  private readonly startedAt = Date.now();
  private readonly emit: EventSink;
  private readonly role: "main" | "sub";
  private readonly planOnly: boolean;
  /** Plan-only and review runs: only read-only calls, for the whole run. */
  private readonly readOnly: boolean;
  private readonly model: string;
  private readonly info: ModelInfo;
  private readonly warnings: string[] = [];
  private readonly budgets: Budgets;
  private readonly contextSettings: ContextSettings;
  private readonly maxOutputTokens: number;
  private readonly thinkingBudget?: number;
  private readonly client: ModelClient;
  private readonly runSignal: RunSignal;
  private readonly trustedRoot: string;
  private whileModelAnswers?: () => void;

  private readonly spent = { turns: 0, toolCalls: 0, usage: emptyUsage(), costUsd: 0 };
  private readonly state: RunState = { todos: [] };
  private readonly answer: StructuredAnswer;
  private stopReason: StopReason = "end_turn";
  private lastText = "";
  private errorMessage?: string;

  private session?: AgentToolSession;
  private owned?: ToolSessionHandle;
  private tempRunDir?: string;
  private system = "";
  private messages: MessageParam[] = [];
  /** Tokens of the last prompt (estimated after compaction): what compaction measures against the window. */
  private lastPrompt = 0;
  private tooLongRetries = 0;
  private lastRequestCost = 0;
  private compactNow = false;
  /** A compaction whose event waits for the next request's usage (what it cost to write the cache again). */
  private pendingCompaction?: Extract<TranscriptEvent, { type: "context_compacted" }>;
  private lastCompactionTurn = -Infinity;
  private readonly contextStats: ContextStats = { clearings: 0, summaries: 0, cacheWriteTokens: 0, costUsd: 0 };

  constructor(private readonly options: RunAgentOptions) {
    this.whileModelAnswers = options.whileModelAnswers;
    this.emit = (event) => {
      try {
        options.emit?.(event);
      } catch {
        // A broken renderer must not end the run.
      }
    };
    this.role = options.role ?? "main";
    this.planOnly = options.planOnly ?? false;
    this.readOnly = this.planOnly || options.review === true;
    const { model, info, warning } = resolveProviderModel(options);
    this.model = model;
    this.info = info;
    if (warning) {
      this.warnings.push(warning);
      options.log?.(warning);
    }
    this.budgets = resolveBudgets(options.budgets, options.policy.limits);
    this.contextSettings = { window: info.contextWindow, ...DEFAULT_CONTEXT, ...options.context };
    const thinking = thinkingSettings(
      options.effort,
      options.maxOutputTokens ?? Math.min(DEFAULT_MAX_OUTPUT, info.maxOutputTokens),
      { name: model, maxOutputTokens: info.maxOutputTokens },
    );
    this.maxOutputTokens = thinking.maxTokens;
    this.thinkingBudget = thinking.budgetTokens;
    this.client = options.client ?? this.createClient();
    this.runSignal = startRunSignal(options.signal, this.startedAt, this.budgets.timeoutMinutes);
    this.trustedRoot = options.trustedRoot ?? options.workspace;
    this.answer = new StructuredAnswer(this.role === "main" ? options.outputSchema : undefined);
  }

  private get signal(): AbortSignal {
    return this.runSignal.signal;
  }

  async run(): Promise<RunAgentResult> {
    const [instructions, skills] = await this.readRepoGuidance();
    try {
      const session = await this.openSession(skills);
      this.system = buildSystemPrompt({
        role: this.role,
        planOnly: this.planOnly,
        environment: this.options.environment ?? {},
        policyText: describePolicyForPrompt(this.options.policy),
        tools: this.toolsForModel(),
        instructions,
        skills,
        workflowInstructions: this.role === "main" ? this.options.instructions : undefined,
      });
      const images = (this.options.taskImages ?? []).map((i) => ({
        type: "image" as const,
        source: { type: "base64" as const, media_type: i.mediaType, data: i.data },
      }));
      this.messages = [{ role: "user", content: [{ type: "text", text: this.options.task }, ...images] }];
      this.emit({
        type: "run_started",
        at: now(),
        model: this.model,
        task: this.options.task,
        sandbox: sandboxLabel(session.context.sandbox),
        ...(this.role === "main" && this.options.instructions ? { instructions: this.options.instructions } : {}),
        ...(this.thinkingBudget ? { thinkingBudget: this.thinkingBudget } : {}),
      });
      await this.takeTurns(session);
    } catch (error) {
      this.recordFailure(error);
    } finally {
      await this.cleanUp();
    }
    return this.finish();
  }

  private async takeTurns(session: AgentToolSession): Promise<void> {
    for (;;) {
      if (this.mustStop()) return;
      await this.manageContext();
      const answered = await this.streamTurn(session);
      if (!answered) continue;
      if ((await this.afterTurn(answered)) === "stop") return;
    }
  }

  // ── Setting up ────────────────────────────────────────────────────────────────────────────────────────

  private createClient(): ModelClient {
    const { apiKey, cloud } = this.options;
    if (!apiKey && !cloud) throw new Error("runAgent needs an apiKey (or a model client)");
    return createModelClient({
      apiKey: apiKey ?? "",
      cloud,
      baseURL: this.options.baseURL,
      fetch: this.options.fetch,
      retry: this.options.retry,
      onRetry: (r) => this.emit({ type: "retry", at: now(), attempt: r.attempt, waitMs: r.waitMs, reason: r.reason }),
    });
  }

  /** AGENTS.md and the like (the main run only) and the skills, from the trusted root. */
  private async readRepoGuidance(): Promise<[InstructionFile[], SkillInfo[]]> {
    const root = this.trustedRoot;
    return this.role === "main"
      ? await Promise.all([readInstructions(root), listSkills(root)])
      : [[], await listSkills(root)];
  }

  /** The caller's session, or one of our own with the loop tools in it. */
  private async openSession(skills: readonly SkillInfo[]): Promise<AgentToolSession> {
    const o = this.options;
    const session =
      o.session ??
      (this.owned = await createToolSession({
        workspace: o.workspace,
        policy: o.policy,
        runDir: o.runDir ?? (this.tempRunDir = await mkdtemp(path.join(tmpdir(), "repo-agent-run-"))),
        sandbox: o.sandbox,
        extraTools: [
          ...loopTools(this.loopServices(skills), {
            skills: skills.length > 0,
            review: o.review,
            outputSchema: this.role === "main" ? o.outputSchema?.schema : undefined,
          }),
          ...(o.extraTools ?? []),
        ],
        hooks: o.hooks,
        emit: this.emit,
        signal: this.signal,
        planMode: this.readOnly,
        log: o.log,
      }));
    this.session = session;
    session.context.session.planMode = this.readOnly || this.role === "sub";
    if (this.planOnly && session.registry.get("exit_plan_mode")) session.registry.load(["exit_plan_mode"]);
    return session;
  }

  private requireSession(): AgentToolSession {
    if (!this.session) throw new Error("no tool session");
    return this.session;
  }

  /** What the loop tools may do to this run; they reach the session only when called. */
  private loopServices(skills: readonly SkillInfo[]): LoopServices {
    const { state, planOnly } = this;
    return {
      planOnly,
      todos: () => state.todos,
      setTodos: (todos) => {
        state.todos = todos.map((t) => ({ content: t.content, status: t.status }));
        this.emit({ type: "todos", at: now(), todos: state.todos });
      },
      enterPlanMode: () => {
        const session = this.requireSession();
        session.context.session.planMode = true;
        session.registry.load(["exit_plan_mode"]);
      },
      exitPlanMode: (plan) => {
        state.plan = plan;
        if (planOnly) {
          state.ends ??= "planned";
          return { endsRun: true };
        }
        // A review run stays read-only whatever the model does with plan mode.
        this.requireSession().context.session.planMode = this.readOnly;
        return { endsRun: false };
      },
      submitReview: (review) => {
        state.review ??= review;
        state.ends ??= "reviewed";
      },
      askUser: (question) => {
        state.question ??= question;
        state.ends ??= "needs_input";
      },
      runSubAgent: (task, o) => this.runSubAgent(task, o),
      skills: () => skills,
      loadSkill: (name) => loadSkill(skills, name),
      submitOutput: (value) => this.answer.submit(value),
    };
  }

  // ── Budgets ───────────────────────────────────────────────────────────────────────────────────────────

  /** True when the run is aborted, out of time or out of a budget; the stop reason is set and said. */
  private mustStop(): boolean {
    if (this.signal.aborted) {
      this.stopReason = this.runSignal.cause() ?? "aborted";
      if (this.stopReason === "timeout") {
        this.emit({
          type: "budget_stop",
          at: now(),
          budget: "timeout",
          detail: `ran out of its ${this.budgets.timeoutMinutes}-minute time budget`,
        });
      }
      return true;
    }
    const exhausted = exhaustedBudget(this.budgets, this.spent, this.info.prices !== undefined);
    if (!exhausted) return false;
    this.stopReason = exhausted.budget;
    this.emit({ type: "budget_stop", at: now(), budget: exhausted.budget, detail: exhausted.detail });
    return true;
  }

  /** Adds a request's usage and cost to what the run spent. */
  private account(usage: Usage): void {
    addUsage(this.spent.usage, usage);
    const cost = costOf(usage, this.info) ?? 0;
    this.spent.costUsd += cost;
    this.lastRequestCost = cost;
    this.emit({
      type: "model_request",
      at: now(),
      turn: this.spent.turns,
      usage,
      costUsd: cost,
      totalCostUsd: this.spent.costUsd,
    });
  }

  // ── Context ───────────────────────────────────────────────────────────────────────────────────────────

  /** Past the threshold (or at once after a window-full stop): down to the low-water mark in one step. */
  private async manageContext(): Promise<void> {
    const settings = this.contextSettings;
    const { window, clearAt, minTurnsBetween } = settings;
    if (this.compactNow) {
      // The window is full: clear all there is, or summarise.
      this.compactNow = false;
      if (!this.clearOld(Infinity)) await this.summarise(false);
      return;
    }
    if (this.lastPrompt <= clearAt * window) return;
    // Back over the threshold soon after a compaction (what cannot be cleared dominates, or an estimate was
    // wrong): clearing again would thrash.
    const recent = this.spent.turns - this.lastCompactionTurn < minTurnsBetween;
    if (recent || !this.clearOld(tokensToFree(this.lastPrompt, settings))) await this.summarise(false);
  }

  /** Clears old tool results, and old tool inputs when results alone cannot free `tokens`; false (and nothing
   * changed) when even both cannot. `tokens` Infinity: clear all there is; false when there was nothing. */
  private clearOld(tokens: number, keepRecent = this.contextSettings.keepRecent): boolean {
    const target = tokens * 4;
    let r = clearOldToolUses(this.messages, keepRecent, target);
    if (r.savedChars < target) r = clearOldToolUses(this.messages, keepRecent, target, true);
    if (tokens === Infinity ? r.results + r.inputs === 0 : r.savedChars < target) return false;
    const before = this.lastPrompt;
    this.messages = r.messages;
    this.lastPrompt = Math.max(0, this.lastPrompt - Math.ceil(r.savedChars / 4));
    this.contextStats.clearings++;
    this.compacted({
      mode: r.inputs > 0 ? "cleared_tool_uses" : "cleared_tool_results",
      beforeTokens: before,
      clearedResults: r.results,
      clearedInputs: r.inputs,
      costUsd: 0,
    });
    return true;
  }

  /** The summary is a request of the loop: streamed, retried, counted in the budgets and the cost. */
  private async summarise(excerpt: boolean): Promise<void> {
    const before = this.lastPrompt;
    const done = await summariseConversation({
      send: async (request) => {
        const { message } = await this.client.streamTurn(request, {}, this.signal);
        this.account(usageOf(message));
        return message;
      },
      request: (messages) => this.request(messages),
      task: this.options.task,
      messages: this.messages,
      excerpt,
    });
    const summaryCost = this.lastRequestCost;
    this.messages = done.messages;
    this.lastPrompt = Math.ceil((this.system.length + JSON.stringify(this.messages).length) / 4);
    this.contextStats.summaries++;
    this.compacted({ mode: "summarised", beforeTokens: before, costUsd: summaryCost });
  }

  /** Records a compaction; its event goes out with the next request's cache writes (flushCompaction). */
  private compacted(e: Omit<Extract<TranscriptEvent, { type: "context_compacted" }>, "type" | "at" | "turn">): void {
    this.flushCompaction();
    this.lastCompactionTurn = this.spent.turns;
    this.contextStats.costUsd += e.costUsd ?? 0;
    this.pendingCompaction = {
      type: "context_compacted",
      at: now(),
      turn: this.spent.turns,
      ...e,
      afterTokens: this.lastPrompt,
    };
  }

  /** The pending compaction's event, with what the request after it wrote to the cache (when there was one). */
  private flushCompaction(next?: Usage): void {
    const e = this.pendingCompaction;
    if (!e) return;
    this.pendingCompaction = undefined;
    if (next) {
      const write: Usage = { ...emptyUsage(), cache_creation_input_tokens: next.cache_creation_input_tokens };
      const writeCost = costOf(write, this.info) ?? 0;
      e.cacheWriteTokens = next.cache_creation_input_tokens;
      e.costUsd = (e.costUsd ?? 0) + writeCost;
      this.contextStats.cacheWriteTokens += next.cache_creation_input_tokens;
      this.contextStats.costUsd += writeCost;
    }
    this.emit(e);
  }

  // ── Request and stream ────────────────────────────────────────────────────────────────────────────────

  /** The tool list is fixed by the run's starting mode (plan-only or not): entering plan mode later is enforced
   * by the executor, so the cached prefix does not change. tool_search loads append to it. */
  private toolsForModel() {
    return this.requireSession().registry.toolsForModel({ planMode: this.readOnly || this.role === "sub" });
  }

  private request(messages: MessageParam[]): ModelRequest {
    // The server-side search first: the list's end grows with tool_search loads, its start stays cached.
    const search = webSearchTool(this.options.policy);
    const tools = [...(search ? [search] : []), ...toModelTools(this.toolsForModel())];
    return buildRequest({
      model: this.model,
      maxOutputTokens: this.maxOutputTokens,
      system: this.system,
      tools,
      messages,
      thinkingBudget: this.thinkingBudget,
    });
  }

  /** Streams one answer; its tool calls start as their blocks complete. Undefined when the turn is to be asked
   * again: the run was aborted (the next check stops it), or the prompt was too long and has been compacted. */
  private async streamTurn(session: AgentToolSession): Promise<AnsweredTurn | undefined> {
    const turn = this.spent.turns + 1;
    const batch = session.executor.beginTurn(turn);
    let result: TurnResult;
    try {
      result = await this.client.streamTurn(
        this.request(this.messages),
        {
          onStart: () => {
            const warmUp = this.whileModelAnswers;
            this.whileModelAnswers = undefined;
            warmUp?.();
          },
          onToolUse: (block) => {
            // Over the tool-call budget the call is not run; its result says so (toolResults).
            if (this.budgets.maxToolCalls !== undefined && this.spent.toolCalls >= this.budgets.maxToolCalls) return;
            this.spent.toolCalls++;
            batch.add({ id: block.id, name: block.name, input: block.input });
          },
        },
        this.signal,
      );
    } catch (error) {
      await batch.finish();
      if (this.signal.aborted) return undefined;
      if (error instanceof ModelError && error.kind === "prompt_too_long" && this.tooLongRetries < 2) {
        // First clear every old tool result; if there are none left (or that was not enough), summarise.
        this.tooLongRetries++;
        if (this.tooLongRetries === 2 || !this.clearOld(Infinity, 1)) await this.summarise(true);
        return undefined;
      }
      throw error;
    }
    this.tooLongRetries = 0;
    this.spent.turns = turn;
    this.recordAnswer(turn, result);
    return { turn, result, outcomes: await batch.finish() };
  }

  /** Counts the answer's cost and puts its text in the transcript. */
  private recordAnswer(turn: number, result: TurnResult): void {
    const usage = usageOf(result.message);
    this.account(usage);
    this.flushCompaction(usage);
    this.lastPrompt = promptTokens(usage);
    for (const event of searchEvents(result.message.content, turn)) this.emit(event);
    for (const block of result.message.content) {
      if (block.type === "thinking" && block.thinking.trim())
        this.emit({ type: "thinking", at: now(), turn, text: block.thinking, redacted: false });
      else if (block.type === "redacted_thinking")
        this.emit({ type: "thinking", at: now(), turn, text: "", redacted: true });
    }
    const text = result.message.content
      .filter((b) => b.type === "text")
      .map((b) => b.text)
      .join("\n")
      .trim();
    if (text) {
      this.lastText = text;
      this.emit({ type: "assistant_text", at: now(), turn, text });
    }
    if (result.cut) {
      this.emit({
        type: "progress",
        at: now(),
        id: "model",
        text: `The model's answer broke off after its complete tool calls; continuing with those (${result.cut}).`,
      });
    }
  }

  // ── Tool results and what comes next ──────────────────────────────────────────────────────────────────

  /** Adds the answer and its tool results to the conversation and says whether the run goes on. */
  private async afterTurn({ turn, result, outcomes }: AnsweredTurn): Promise<"next" | "stop"> {
    const message = result.message;
    // Cut off because the window is full: continue like a max_tokens cut, after compacting.
    const windowFull = message.stop_reason === "model_context_window_exceeded";
    if (windowFull) this.compactNow = true;
    const cutOff = message.stop_reason === "max_tokens" || windowFull;
    // The API paused a long server-side search turn: sending the answer back as it is lets it go on.
    const paused = message.stop_reason === "pause_turn";
    const content = toParams(message.content);
    const toolUses = message.content.filter((b): b is ToolUseBlock => b.type === "tool_use");
    if (content.length === 0 && toolUses.length === 0) return "stop";
    this.append({ role: "assistant", content });
    if (toolUses.length === 0) return paused ? "next" : this.afterText(cutOff);

    const results = this.toolResults(turn, toolUses, outcomes, result.invalidToolInputs);
    if (cutOff) results.push({ type: "text", text: CONTINUE_NOTE });
    const next = await this.afterCalls(results);
    this.append({ role: "user", content: results });
    return next;
  }

  /** After a turn's tool calls: a question, a review or a plan ends the run, and so does a valid structured answer (after
   * the action's own checks). A note for the model (the answer still owed, a check that failed) joins `results`. */
  private async afterCalls(results: ContentBlockParam[]): Promise<"next" | "stop"> {
    const answered = this.answer.takeAccepted();
    const note = (text: string) => results.push({ type: "text", text });
    if (this.state.ends === "needs_input") return this.stopWith("needs_input");
    if (this.state.ends === "reviewed") return this.stopWith("reviewed");
    if (this.answer.failed) return this.fail(this.answer.failure);
    if (this.state.ends === "planned") {
      if (!this.answer.wanted) return this.stopWith("planned");
      const ask = this.answer.nudge();
      if (!ask) return this.fail(this.answer.failure);
      this.state.ends = undefined;
      note(`Plan recorded. ${ask}`);
      return "next";
    }
    if (!answered) return "next";
    if (this.planOnly) {
      if (this.state.plan !== undefined) return this.stopWith("planned");
      note("Answer recorded. This is a planning run: now call exit_plan_mode with your plan.");
      return "next";
    }
    const more = this.signal.aborted ? undefined : await this.options.beforeEnd?.(this.signal);
    if (more === undefined) return this.stopWith("end_turn");
    note(more);
    return "next";
  }

  private stopWith(reason: StopReason): "stop" {
    this.stopReason = reason;
    return "stop";
  }

  /** Ends the run as failed with a maintainer-facing message. */
  private fail(message: string): "stop" {
    this.errorMessage = message;
    this.emit({ type: "error", at: now(), message });
    return this.stopWith("error");
  }

  /** An answer without tool calls: continue one that was cut off, take the caller's next word (the action's
   * own checks failed), or end the run. */
  private async afterText(cutOff: boolean): Promise<"next" | "stop"> {
    if (!cutOff && this.answer.wanted && !this.signal.aborted) {
      const ask = this.answer.nudge();
      if (!ask) return this.fail(this.answer.failure);
      this.append({ role: "user", content: [{ type: "text", text: ask }] });
      return "next";
    }
    const more = cutOff
      ? CONTINUE_NOTE
      : this.role === "main" && !this.signal.aborted
        ? await this.options.beforeEnd?.(this.signal)
        : undefined;
    if (more !== undefined) {
      this.append({ role: "user", content: [{ type: "text", text: more }] });
      return "next";
    }
    this.stopReason = "end_turn";
    return "stop";
  }

  /** One tool_result per tool_use, in the model's order; a call that was not run says why. */
  private toolResults(
    turn: number,
    toolUses: ToolUseBlock[],
    outcomes: ToolCallOutcome[],
    invalidInputs: Set<string>,
  ): ContentBlockParam[] {
    const byId = new Map(outcomes.map((o) => [o.id, o]));
    return toolUses.map((block) => {
      const outcome = byId.get(block.id);
      if (outcome) return toolResult(block.id, outcome);
      const why = invalidInputs.has(block.id)
        ? "Not run: the input JSON was cut off by the output token limit. Send the call again (split a large input)."
        : `Not run: the tool-call budget (${this.budgets.maxToolCalls}) is used up.`;
      emitNotRun(this.emit, turn, block, why);
      return { type: "tool_result", tool_use_id: block.id, content: why, is_error: true };
    });
  }

  private append(message: MessageParam): void {
    this.messages = [...this.messages, message];
  }

  // ── The end ───────────────────────────────────────────────────────────────────────────────────────────

  private recordFailure(error: unknown): void {
    this.stopReason = this.signal.aborted ? (this.runSignal.cause() ?? "aborted") : "error";
    if (this.stopReason !== "error") return;
    this.errorMessage =
      error instanceof ModelError
        ? error.message
        : `The run failed: ${error instanceof Error ? error.message : String(error)}`;
    this.emit({ type: "error", at: now(), message: this.errorMessage });
  }

  private async cleanUp(): Promise<void> {
    this.runSignal.dispose();
    if (this.owned) await this.owned.dispose();
    if (this.tempRunDir) await rm(this.tempRunDir, { recursive: true, force: true });
  }

  private finish(): RunAgentResult {
    const { stopReason, state, spent } = this;
    const finalText =
      stopReason === "needs_input"
        ? (state.question ?? this.lastText)
        : stopReason === "planned"
          ? (state.plan ?? this.lastText)
          : stopReason === "reviewed"
            ? (state.review?.summary ?? this.lastText)
            : stopReason === "error"
              ? (this.errorMessage ?? "")
              : this.lastText;
    const durationMs = Date.now() - this.startedAt;
    this.flushCompaction();
    this.emit({
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
      review: state.review,
      error: this.errorMessage,
      todos: state.todos,
      turns: spent.turns,
      toolCalls: spent.toolCalls,
      usage: spent.usage,
      costUsd: spent.costUsd,
      durationMs,
      model: this.model,
      provider: this.options.cloud?.provider ?? "anthropic",
      warnings: this.warnings,
      context: { ...this.contextStats },
      ...(this.answer.value !== undefined ? { structuredOutput: this.answer.value } : {}),
    };
  }

  // ── Sub-agents ────────────────────────────────────────────────────────────────────────────────────────

  /** A read-only sub-loop on the same workspace, with its own slice of what is left of each budget. */
  private async runSubAgent(
    task: string,
    o: { signal: AbortSignal; progress(text: string): void },
  ): Promise<SubAgentReport> {
    const parent = this.options.session ?? this.owned;
    if (!parent) throw new Error("no tool session");
    // Deferred tools the parent has loaded (read-only MCP tools) come along, loaded.
    const tools = parent.registry
      .all()
      .filter(
        (t) => (!t.deferred || parent.registry.isLoaded(t.name)) && !MAIN_LOOP_ONLY.has(t.name) && t.kind !== "write",
      );
    const subSignal = AbortSignal.any([this.signal, o.signal]);
    const context: ExecutorContext = { ...parent.context, readState: new ReadState(), session: { planMode: true } };
    const registry = new ToolRegistry(tools);
    registry.load(tools.filter((t) => t.deferred).map((t) => t.name));
    const forward: EventSink = (e) => {
      if (e.type === "tool_call") o.progress(`sub-agent: ${e.display}`);
    };
    const executor = new ToolExecutor({
      registry,
      context,
      signal: subSignal,
      hooks: this.options.hooks,
      emit: forward,
    });
    const sub = await runAgent({
      task,
      workspace: this.options.workspace,
      policy: this.options.policy,
      client: this.client,
      model: this.model,
      cloud: this.options.cloud,
      modelInfo: this.options.modelInfo,
      maxOutputTokens: this.maxOutputTokens,
      effort: this.options.effort,
      trustedRoot: this.trustedRoot,
      environment: this.options.environment,
      session: { registry, executor, context },
      role: "sub",
      emit: forward,
      signal: subSignal,
      context: this.options.context,
      budgets: this.subAgentBudgets(),
    });
    // The sub-agent's spending is the run's spending.
    addUsage(this.spent.usage, sub.usage);
    this.spent.costUsd += sub.costUsd;
    this.spent.toolCalls += sub.toolCalls;
    return {
      finalText: sub.finalText,
      stopReason: sub.stopReason,
      turns: sub.turns,
      toolCalls: sub.toolCalls,
      costUsd: sub.costUsd,
    };
  }

  private subAgentBudgets(): Budgets {
    const { budgets, spent } = this;
    const left = (limit: number | undefined, used: number, share: number) =>
      limit === undefined ? undefined : Math.max(0, (limit - used) * share);
    return {
      maxTurns: Math.min(SUB_AGENT_MAX_TURNS, budgets.maxTurns ?? SUB_AGENT_MAX_TURNS),
      maxToolCalls: ceilOrUndefined(left(budgets.maxToolCalls, spent.toolCalls, 0.5)),
      maxTokens: ceilOrUndefined(left(budgets.maxTokens, totalTokens(spent.usage), 0.25)),
      maxCostUsd: left(budgets.maxCostUsd, spent.costUsd, 0.25),
      timeoutMinutes: Math.max(0.01, (this.runSignal.deadlineAt - Date.now()) / 60_000),
    };
  }
}

function emitNotRun(emit: EventSink, turn: number, block: ToolUseBlock, why: string): void {
  const at = now();
  const events: TranscriptEvent[] = [
    {
      type: "tool_call",
      at,
      turn,
      id: block.id,
      name: block.name,
      input: block.input,
      display: `${block.name} (not run)`,
    },
    {
      type: "tool_result",
      at,
      turn,
      id: block.id,
      name: block.name,
      isError: true,
      errorType: "validation",
      durationMs: 0,
      outputChars: why.length,
      output: why,
      display: `${block.name}: not run`,
    },
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
  const checked = checkModelId(cloud.provider, id, {
    vertexRegion: cloud.provider === "vertex" ? cloud.region : undefined,
  });
  return resolveModel(id, options.modelInfo, checked);
}

function ceilOrUndefined(n: number | undefined): number | undefined {
  return n === undefined ? undefined : Math.max(1, Math.ceil(n));
}
