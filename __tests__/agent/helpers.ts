// Shared set-up for loop tests: a temporary workspace, a policy, and runAgent pointed at the fake model
// server through the real SDK, recording every transcript event.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { policySchema, type PolicyInput } from "../../src/policy/schema.js";
import { runAgent, type RunAgentOptions, type RunAgentResult } from "../../src/agent/loop.js";
import { defineTool, type AnyTool } from "../../src/tools/tool.js";
import type { TranscriptEvent } from "../../src/transcript-events.js";
import type { ModelServer } from "../fakes/model-server/index.js";

const FAST_RETRY = { baseDelayMs: 1, maxDelayMs: 5, maxAttempts: 5, maxWaitMs: 5_000 };

export interface Workspace {
  dir: string;
  cleanup(): Promise<void>;
}

export async function makeWorkspace(prefix = "agent-ws-"): Promise<Workspace> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export function policy(input: Partial<PolicyInput> = {}) {
  return policySchema.parse({ version: 1, ...input });
}

export async function runAgainst(
  server: ModelServer,
  workspace: string,
  options: Partial<RunAgentOptions> & { task?: string } = {},
): Promise<{ result: RunAgentResult; events: TranscriptEvent[] }> {
  const events: TranscriptEvent[] = [];
  const result = await runAgent({
    task: "Do the task.",
    workspace,
    policy: policy(),
    apiKey: "test-key",
    baseURL: server.url,
    retry: FAST_RETRY,
    ...options,
    emit: (e) => {
      events.push(e);
      options.emit?.(e);
    },
  });
  return { result, events };
}

export interface Interval {
  name: string;
  start: number;
  end: number;
}

/** A tool that waits `ms` and records when it ran; `safe` decides whether it may run alongside others. */
export function timedTool(name: string, safe: boolean, log: Interval[], ms = 80): AnyTool {
  return defineTool({
    name,
    kind: safe ? "read" : "write",
    description: `test tool ${name}`,
    input: z.object({ label: z.string() }),
    isReadOnly: () => safe,
    isConcurrencySafe: () => safe,
    async execute({ label }) {
      const start = performance.now();
      await new Promise((r) => setTimeout(r, ms));
      log.push({ name: label, start, end: performance.now() });
      return { output: `${name} ${label} done`, display: `${name} ${label}` };
    },
  });
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

export function requestBodies(server: ModelServer) {
  return server.requests.filter((r) => r.path?.startsWith("/v1/messages")).map((r) => r.body!);
}

/** Every tool_result text block content in a request, in order. */
export function toolResultTexts(body: { messages: { role: string; content: unknown }[] }): string[] {
  const out: string[] = [];
  for (const m of body.messages) {
    if (!Array.isArray(m.content)) continue;
    for (const b of m.content as { type: string; content?: unknown }[]) {
      if (b.type !== "tool_result") continue;
      out.push(typeof b.content === "string" ? b.content : JSON.stringify(b.content));
    }
  }
  return out;
}
