import { afterEach, describe, expect, it } from "vitest";
import { startModelServer, type ModelServer } from "../fakes/model-server/index.js";
import { createModelClient, ModelError, type ModelClientOptions } from "../../src/agent/model.js";
import { withRetry, parseRetryAfter } from "../../src/agent/retry.js";

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const request = { model: "claude-sonnet-5-5", max_tokens: 1000, messages: [{ role: "user" as const, content: "hi" }] };
const fast = { baseDelayMs: 1, maxDelayMs: 5, maxAttempts: 5, maxWaitMs: 10_000 };

function client(url: string, extra: Partial<ModelClientOptions> = {}) {
  const retries: { attempt: number; waitMs: number; reason: string }[] = [];
  const c = createModelClient({ apiKey: "k", baseURL: url, retry: fast, onRetry: (r) => retries.push(r), ...extra });
  return { c, retries };
}

describe("model client", () => {
  it("succeeds on the third attempt after two 529 overloaded answers", async () => {
    server = await startModelServer([{ error: { status: 529 } }, { error: { status: 529 } }, { text: "fine" }]);
    const { c, retries } = client(server.url);
    const turn = await c.streamTurn(request, {});
    expect(turn.message.content).toMatchObject([{ type: "text", text: "fine" }]);
    expect(retries.map((r) => r.reason)).toEqual([expect.stringContaining("529"), expect.stringContaining("529")]);
    expect(server.requests).toHaveLength(3);
  });

  it("retries a stream cut mid-event before any tool was handed out", async () => {
    server = await startModelServer([
      { text: "partial answer that breaks", cut: { afterEvents: 3 } },
      { text: "whole answer" },
    ]);
    const { c, retries } = client(server.url);
    const turn = await c.streamTurn(request, {});
    expect(turn.message.content).toMatchObject([{ type: "text", text: "whole answer" }]);
    expect(retries).toHaveLength(1);
    expect(retries[0].reason).toContain("stream broke");
  });

  it("retries an overloaded error that arrives inside a stream that had started", async () => {
    server = await startModelServer([{ text: "half", streamError: { afterEvents: 3 } }, { text: "whole" }]);
    const { c, retries } = client(server.url);
    const turn = await c.streamTurn(request, {});
    expect(turn.message.content).toMatchObject([{ type: "text", text: "whole" }]);
    expect(retries[0].reason).toContain("overloaded");
  });

  it("keeps the tool calls that arrived whole when the stream breaks after handing them out", async () => {
    server = await startModelServer([
      // message_start, content_block_start, ping, 3 deltas, content_block_stop = 7 events: the first tool is whole.
      {
        tools: [
          { name: "grep", input: { pattern: "a" } },
          { name: "grep", input: { pattern: "b" } },
        ],
        cut: { afterEvents: 8 },
      },
    ]);
    const { c, retries } = client(server.url);
    const handed: unknown[] = [];
    const turn = await c.streamTurn(request, { onToolUse: (b) => handed.push(b.input) });
    expect(handed).toEqual([{ pattern: "a" }]);
    expect(turn.cut).toBeDefined();
    expect(turn.message.content).toMatchObject([{ type: "tool_use", name: "grep", input: { pattern: "a" } }]);
    expect(retries).toHaveLength(0);
    expect(server.requests).toHaveLength(1);
  });

  it("fails at once on 401 with a message that names the key to check", async () => {
    server = await startModelServer([{ error: { status: 401 } }, { text: "never" }]);
    const { c, retries } = client(server.url);
    const err = await c.streamTurn(request, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelError);
    expect((err as ModelError).kind).toBe("auth");
    expect((err as ModelError).message).toMatch(/rejected the API key.*ANTHROPIC_API_KEY/);
    expect(retries).toHaveLength(0);
    expect(server.requests).toHaveLength(1);
  });

  it("fails at once on a spend-limit 400 and says how to fix the account", async () => {
    server = await startModelServer([{ error: { status: "spend_limit" } }]);
    const err = (await client(server.url)
      .c.streamTurn(request, {})
      .catch((e: unknown) => e)) as ModelError;
    expect(err.kind).toBe("spend_limit");
    expect(err.message).toContain("Add credits or raise the spend limit");
  });

  it("recognises prompt-too-long as its own kind so the loop can compact", async () => {
    server = await startModelServer([], { maxPromptTokens: 1 });
    const err = (await client(server.url)
      .c.streamTurn(request, {})
      .catch((e: unknown) => e)) as ModelError;
    expect(err.kind).toBe("prompt_too_long");
  });

  it("waits what retry-after asks on a 429", async () => {
    server = await startModelServer([{ error: { status: 429, retryAfterMs: 30 } }, { text: "ok" }]);
    const { c, retries } = client(server.url);
    await c.streamTurn(request, {});
    expect(retries).toEqual([expect.objectContaining({ waitMs: 30, reason: expect.stringContaining("429") })]);
  });

  it("gives up when retry-after would pass the total wait cap, naming the attempts", async () => {
    server = await startModelServer([{ error: { status: 429, retryAfter: 3600 } }, { text: "too late" }]);
    const err = (await client(server.url)
      .c.streamTurn(request, {})
      .catch((e: unknown) => e)) as ModelError;
    expect(err.kind).toBe("rate_limited");
    expect(err.message).toContain("after 1 attempt");
    expect(server.requests).toHaveLength(1);
  });

  it("stops after the attempt cap on repeated 500s", async () => {
    server = await startModelServer(Array.from({ length: 6 }, () => ({ error: { status: 500 } })));
    const err = (await client(server.url, { retry: { ...fast, maxAttempts: 3 } })
      .c.streamTurn(request, {})
      .catch((e: unknown) => e)) as ModelError;
    expect(err.kind).toBe("server");
    expect(server.requests).toHaveLength(3);
  });

  it("does not hand out a tool call whose input JSON was cut off", async () => {
    server = await startModelServer([
      {
        content: [
          { type: "tool_use", name: "grep", input: { pattern: "x" } },
          { type: "tool_use", name: "write_file", rawJson: '{"path": "a.txt", "content": "half' },
        ],
        stop_reason: "max_tokens",
      },
    ]);
    const handed: string[] = [];
    const turn = await client(server.url).c.streamTurn(request, { onToolUse: (b) => handed.push(b.name) });
    expect(handed).toEqual(["grep"]);
    expect(turn.invalidToolInputs.size).toBe(1);
    expect(turn.message.stop_reason).toBe("max_tokens");
  });
});

describe("withRetry", () => {
  it("doubles the backoff with jitter between half and all of it", async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withRetry(
      async () => {
        if (++calls < 4) throw new Error("flaky");
        return "done";
      },
      {
        classify: () => ({ retry: true, reason: "flaky" }),
        maxAttempts: 5,
        maxWaitMs: 1000,
        baseDelayMs: 4,
        random: () => 1,
        onRetry: (i) => waits.push(i.waitMs),
      },
    );
    expect(result).toBe("done");
    expect(waits).toEqual([4, 8, 16]);
  });

  it("throws the error itself when the classifier says not to retry", async () => {
    const boom = new Error("no");
    await expect(
      withRetry(async () => Promise.reject(boom), {
        classify: () => ({ retry: false }),
        maxAttempts: 5,
        maxWaitMs: 1000,
        baseDelayMs: 1,
      }),
    ).rejects.toBe(boom);
  });

  it("reads retry-after as seconds, an HTTP date, or retry-after-ms", () => {
    const h = (o: Record<string, string>) => ({ get: (n: string) => o[n] ?? null });
    expect(parseRetryAfter(h({ "retry-after": "2" }))).toBe(2000);
    expect(parseRetryAfter(h({ "retry-after-ms": "150" }))).toBe(150);
    expect(parseRetryAfter(h({ "retry-after": new Date(10_000).toUTCString() }), 4_000)).toBe(6000);
    expect(parseRetryAfter(h({}))).toBeUndefined();
  });
});
