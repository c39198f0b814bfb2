// The tool contract (ARCHITECTURE.md §3). Every tool, built-in or custom, is defined once with everything the
// executor, the model and the humans need. Defaults fail closed: a tool that does not say it is read-only is
// treated as a writer, one that does not say it is concurrency-safe runs alone.
import { z } from "zod";
import type { Policy } from "../policy/schema.js";
import type { ReadState } from "./read-state.js";
import type { Sandbox } from "../sandbox/types.js";

/** A content block the model can receive inside a tool_result (text or image). */
export type ContentBlock =
  | { type: "text"; text: string }
  | {
      type: "image";
      source: { type: "base64"; media_type: "image/png" | "image/jpeg" | "image/gif" | "image/webp"; data: string };
    };

export type ErrorType = "validation" | "permission" | "execution" | "timeout";

export interface ToolOutput {
  /** What the model reads. */
  output: string | ContentBlock[];
  /** One line for humans (transcript, progress comment). */
  display: string;
  isError?: boolean;
  errorType?: ErrorType;
  metadata?: Record<string, unknown>;
}

/** A refusal from the permission stage: names the rule, and when possible how to get allowed. */
export interface PermissionDenial {
  allowed: false;
  /** Short machine-readable rule id or the policy line that denied, e.g. `bash.deny: "npm publish *"`. */
  rule: string;
  /** Message for the model: what was refused and what to do instead. */
  reason: string;
  /** The exact policy line a maintainer could add to allow this, when allowing it is possible at all. */
  suggestion?: string;
}
export type PermissionResult = { allowed: true } | PermissionDenial;

export interface ToolContext {
  /** Absolute, physical (realpath) path of the workspace root. */
  workspace: string;
  signal: AbortSignal;
  policy: Policy;
  readState: ReadState;
  /** A progress line for the transcript while the tool runs. */
  progress(text: string): void;
  /** Directory where oversized results are saved; readable by read_file. */
  spillDir: string;
  log(message: string): void;
  /** Where bash commands run. */
  sandbox: Sandbox;
  /** Session-level facts tools may need. */
  session: ToolSession;
}

/** Session state the executor checks on every call; the loop switches plan mode on and off. Tools that need
 * more of the loop (todo list, sub-agents) are made by the loop with typed services in hand. */
export interface ToolSession {
  planMode: boolean;
}

/** What a tool does to the world; plan mode lists only tools that are not `write`. */
export type ToolKind = "read" | "write" | "execute" | "network" | "other";

export interface ToolDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  kind?: ToolKind;
  aliases?: string[];
  description: string;
  prompt?: string;
  input: S;
  deferred?: boolean;
  /** May be asynchronous (bash parses the command line); the executor awaits it before the call starts. */
  isReadOnly?(input: z.infer<S>): boolean | Promise<boolean>;
  isConcurrencySafe?(input: z.infer<S>): boolean | Promise<boolean>;
  /** Stage 4 of the executor: policy decision for this input. Absent = allowed (tools that touch nothing). */
  checkPermission?(input: z.infer<S>, ctx: ToolContext): Promise<PermissionResult> | PermissionResult;
  /** One human line describing the call about to be made (`bash: npm test`, `read src/a.ts:1-200`); used
   * for the transcript and for denials. Default: the tool name and a short JSON of the input. */
  describe?(input: z.infer<S>): string;
  maxResultChars?: number;
  /** Per-call timeout in ms (the executor aborts the signal after it). */
  timeoutMs?: number | ((input: z.infer<S>, ctx: ToolContext) => number);
  execute(input: z.infer<S>, ctx: ToolContext): Promise<ToolOutput>;
}

/** A defined tool with its defaults filled in; the shape the registry and the executor use. */
export interface Tool<S extends z.ZodType = z.ZodType> extends Required<
  Pick<ToolDefinition<S>, "name" | "description" | "input" | "execute">
> {
  aliases: string[];
  kind: ToolKind;
  prompt?: string;
  deferred: boolean;
  describe(input: z.infer<S>): string;
  maxResultChars: number;
  isReadOnly(input: z.infer<S>): boolean | Promise<boolean>;
  isConcurrencySafe(input: z.infer<S>): boolean | Promise<boolean>;
  checkPermission?(input: z.infer<S>, ctx: ToolContext): Promise<PermissionResult> | PermissionResult;
  timeoutMs?: number | ((input: z.infer<S>, ctx: ToolContext) => number);
  /** JSON Schema of the input, as the model sees it. */
  inputSchema: Record<string, unknown>;
}

export const DEFAULT_MAX_RESULT_CHARS = 30_000;

export function defineTool<S extends z.ZodType>(def: ToolDefinition<S>): Tool<S> {
  const schema = z.toJSONSchema(def.input, { io: "input" }) as Record<string, unknown>;
  delete schema.$schema;
  return {
    name: def.name,
    aliases: def.aliases ?? [],
    kind: def.kind ?? "other",
    describe: def.describe ?? ((input) => `${def.name} ${oneLine(JSON.stringify(input) ?? "", 120)}`),
    description: def.description,
    prompt: def.prompt,
    input: def.input,
    deferred: def.deferred ?? false,
    maxResultChars: def.maxResultChars ?? DEFAULT_MAX_RESULT_CHARS,
    isReadOnly: def.isReadOnly ?? (() => false),
    isConcurrencySafe: def.isConcurrencySafe ?? (() => false),
    checkPermission: def.checkPermission,
    timeoutMs: def.timeoutMs,
    execute: def.execute,
    inputSchema: schema,
  };
}

/** Any tool, whatever its input schema; what registries and executors hold (methods are bivariant, so a
 * `Tool<ZodObject<…>>` is assignable here without `any`). */
export type AnyTool = Tool<z.ZodType>;

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
