import { afterEach, describe, expect, it } from "vitest";
import Anthropic from "@anthropic-ai/sdk";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startModelServer, promptPrefix, type ModelServer } from "./index.js";

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function client(url: string, apiKey = "test-key"): Anthropic {
  return new Anthropic({ apiKey, baseURL: url, maxRetries: 0 });
}

const ask = { model: "claude-sonnet-5-5", max_tokens: 1000, messages: [{ role: "user" as const, content: "hi" }] };

describe("fake model server", () => {
  it("streams text and tool_use blocks the SDK assembles into a message", async () => {
    server = await startModelServer([
      { text: "Reading it.", tools: [{ name: "read_file", input: { path: "src/a.ts", limit: 20 } }] },
    ]);
    const events: string[] = [];
    const stream = client(server.url).messages.stream(ask);
    stream.on("streamEvent", (e) => events.push(e.type));
    const message = await stream.finalMessage();
    expect(message.content[0]).toEqual({ type: "text", text: "Reading it.", citations: undefined });
    expect(message.content[1]).toMatchObject({
      type: "tool_use",
      name: "read_file",
      input: { path: "src/a.ts", limit: 20 },
    });
    expect(message.stop_reason).toBe("tool_use");
    expect(events[0]).toBe("message_start");
    expect(events.filter((e) => e === "content_block_delta").length).toBeGreaterThan(3);
    expect(events.slice(-2)).toEqual(["message_delta", "message_stop"]);
    expect(message.usage.input_tokens).toBeGreaterThan(0);
  });

  it("answers non-streaming requests with JSON and records each request's raw bytes", async () => {
    server = await startModelServer([{ text: "plain" }]);
    const message = await client(server.url).messages.create(ask);
    expect(message.content).toEqual([{ type: "text", text: "plain" }]);
    expect(server.requests).toHaveLength(1);
    expect(JSON.parse(server.requests[0].raw.toString("utf8"))).toEqual(server.requests[0].body);
    // SDK 1.12 sends the key as a bearer token.
    expect(server.requests[0].headers.authorization).toBe("Bearer test-key");
  });

  it("lets a scripted step react to the request it answers", async () => {
    server = await startModelServer([(req) => ({ text: `you said ${JSON.stringify(req.body?.messages[0].content)}` })]);
    const message = await client(server.url).messages.create(ask);
    expect(message.content[0]).toMatchObject({ text: 'you said "hi"' });
  });

  it("answers API errors with the real status, type and retry-after", async () => {
    server = await startModelServer([
      { error: { status: 429, retryAfter: 2 } },
      { error: { status: 529 } },
      { error: { status: "spend_limit" } },
    ]);
    const c = client(server.url);
    const err429 = await c.messages.create(ask).catch((e: unknown) => e);
    expect(err429).toBeInstanceOf(Anthropic.RateLimitError);
    expect((err429 as InstanceType<typeof Anthropic.APIError>).headers?.get("retry-after")).toBe("2");
    const err529 = (await c.messages.create(ask).catch((e: unknown) => e)) as InstanceType<typeof Anthropic.APIError>;
    expect(err529.status).toBe(529);
    const spend = (await c.messages.create(ask).catch((e: unknown) => e)) as InstanceType<typeof Anthropic.APIError>;
    expect(spend.status).toBe(400);
    expect(spend.message).toContain("credit balance is too low");
  });

  it("cuts a stream mid-event so the client sees a broken connection", async () => {
    server = await startModelServer([{ text: "this will not arrive whole", cut: { afterEvents: 3 } }]);
    const err = await client(server.url)
      .messages.stream(ask)
      .finalMessage()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
  });

  it("says when the script has run out instead of inventing a turn", async () => {
    server = await startModelServer([]);
    const err = (await client(server.url)
      .messages.create(ask)
      .catch((e: unknown) => e)) as Error;
    expect(err.message).toContain("script exhausted");
  });

  it("reads from the simulated cache what an earlier request wrote up to its breakpoints", async () => {
    server = await startModelServer([{ text: "one" }, { text: "two" }]);
    const c = client(server.url);
    const system = [{ type: "text" as const, text: "S".repeat(4000), cache_control: { type: "ephemeral" as const } }];
    const first = await c.messages.create({ ...ask, system });
    expect(first.usage.cache_creation_input_tokens).toBeGreaterThan(900);
    const second = await c.messages.create({
      ...ask,
      system,
      messages: [...ask.messages, { role: "assistant", content: "one" }, { role: "user", content: "more" }],
    });
    expect(second.usage.cache_read_input_tokens).toBe(first.usage.cache_creation_input_tokens);
  });

  it("serialises the prompt prefix without cache_control markers", () => {
    const a = promptPrefix({
      system: [{ type: "text", text: "s", cache_control: { type: "ephemeral" } }],
      messages: [{ role: "user", content: "x" }],
    });
    const b = promptPrefix({ system: [{ type: "text", text: "s" }], messages: [{ role: "user", content: "x" }] });
    expect(a.text).toBe(b.text);
    expect(a.breakpoints).toEqual([JSON.stringify({ type: "text", text: "s" }).length]);
    expect(b.breakpoints).toEqual([]);
  });

  it("runs from the command line with a JSON script and prints its URL", async () => {
    const { writeFile, mkdtemp, rm } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const dir = await mkdtemp(join(tmpdir(), "model-server-"));
    const file = join(dir, "script.json");
    await writeFile(file, JSON.stringify([{ text: "from a file" }]));
    const child = spawn(process.execPath, [fileURLToPath(new URL("./serve.mjs", import.meta.url)), "--script", file], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const url = await new Promise<string>((resolve) =>
        child.stdout.once("data", (d: Buffer) => resolve(d.toString().trim())),
      );
      const message = await client(url).messages.create(ask);
      expect(message.content[0]).toMatchObject({ text: "from a file" });
    } finally {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      await rm(dir, { recursive: true, force: true });
    }
  });
});
