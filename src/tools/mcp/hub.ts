// The run's MCP servers: started lazily when a tool_search needs them, their tools registered as deferred tools,
// and every server (with everything it started) stopped at the end of the run. Nothing here throws into the
// loop: a server that cannot start or that dies is a line the model reads.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { Tool as McpToolDescriptor } from "@modelcontextprotocol/sdk/types.js";
import { decideUrlReach, networkRule } from "../../policy/network.js";
import { MCP_TOOL_PREFIX, referencedVariables, resolveValues } from "../../policy/mcp.js";
import type { Policy } from "../../policy/schema.js";
import type { Sandbox } from "../../sandbox/types.js";
import type { AnyTool } from "../tool.js";
import { mcpTool } from "./tools.js";
import { startSandboxedServer } from "./sandboxed-server.js";
import { startSpawnedServer } from "./spawned-server.js";
import { StreamTransport } from "./stream-transport.js";

type ServerConfig = Policy["mcp"]["servers"][string];

export interface McpHubOptions {
  policy: Policy;
  sandbox: Sandbox;
  workspace: string;
  runDir: string;
  /** The step's environment, where `${NAME}` values come from. */
  env: Readonly<Record<string, string | undefined>>;
  register(tool: AnyTool): void;
  log(message: string): void;
}

type ServerState = { ok: true; tools: number } | { ok: false; reason: string };

const MAX_TOOLS_PER_SERVER = 200;
const REDACTED = "[REDACTED]";

export class McpHub {
  private readonly states = new Map<string, Promise<ServerState>>();
  private readonly stops = new Set<() => Promise<void>>();
  private closed = false;

  constructor(private readonly o: McpHubOptions) {}

  /** Starts the servers a tool_search query may need; returns what the model should read about them. */
  async prepare(query: string): Promise<string[]> {
    const names = this.serversFor(query);
    const states = await Promise.all(names.map((name) => this.start(name)));
    return states.flatMap((s, i) => (s.ok ? [] : [`MCP server "${names[i]}" is unavailable: ${s.reason}`]));
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.stops].map((stop) => stop().catch(() => undefined)));
    this.stops.clear();
  }

  /** `select:mcp__s__t` names its server; keywords start servers whose name or description they mention, and
   * "mcp" starts every server. */
  private serversFor(query: string): string[] {
    const servers = this.o.policy.mcp.servers;
    const all = Object.keys(servers);
    if (/^\s*select:/i.test(query)) {
      const wanted = query
        .replace(/^\s*select:/i, "")
        .split(",")
        .map((s) => s.trim());
      return all.filter((name) => wanted.some((w) => w.startsWith(`${MCP_TOOL_PREFIX}${name}__`)));
    }
    const words = query
      .toLowerCase()
      .split(/[\s,]+/)
      .filter((w) => w.length >= 3);
    if (words.includes("mcp")) return all;
    return all.filter((name) => {
      const about = `${name} ${servers[name].description ?? ""}`.toLowerCase();
      return words.some((w) => about.includes(w) || w.includes(name));
    });
  }

  private start(name: string): Promise<ServerState> {
    let state = this.states.get(name);
    if (!state) {
      state = this.launch(name, this.o.policy.mcp.servers[name]);
      this.states.set(name, state);
    }
    return state;
  }

  private async launch(name: string, config: ServerConfig): Promise<ServerState> {
    if (this.closed) return { ok: false, reason: "the run is ending" };
    const secrets = referencedVariables(config)
      .map((v) => this.o.env[v])
      .filter((v): v is string => v !== undefined && v.length >= 4);
    const scrub = (text: string) => secrets.reduce((t, s) => t.replaceAll(s, REDACTED), text);
    const timeoutMs = config.startup_timeout_seconds * 1000;
    const client = new Client({ name: "repo-agent", version: "1" }, { capabilities: {} });
    let exitReason: string | undefined;
    client.onerror = (err) => (exitReason ??= /exited/.test(err.message) ? err.message : undefined);
    let transport: Transport | undefined;
    const stop = async () => {
      await client.close();
      // Not yet connected: the client does not own the transport, and its process must still end.
      await transport?.close();
    };
    this.stops.add(stop);
    try {
      const made = await this.transport(name, config);
      transport = made.transport;
      // The run ended while the server was being set up.
      if (this.closed) throw new Error("the run is ending");
      await client.connect(transport, { timeout: timeoutMs, maxTotalTimeout: timeoutMs });
      await made.seal?.();
      const descriptors = await listAll(client, timeoutMs);
      for (const descriptor of descriptors)
        this.registerTool(name, config, descriptor, client, scrub, () => exitReason);
      this.o.log(`mcp: server ${name} started with ${descriptors.length} tools`);
      return { ok: true, tools: descriptors.length };
    } catch (err) {
      await stop().catch(() => undefined);
      this.stops.delete(stop);
      const why = exitReason ?? (err instanceof Error ? err.message : String(err));
      this.o.log(`mcp: server ${name} did not start: ${scrub(why)}`);
      return { ok: false, reason: scrub(why) };
    }
  }

  private registerTool(
    server: string,
    config: ServerConfig,
    descriptor: McpToolDescriptor,
    client: Client,
    scrub: (t: string) => string,
    exited: () => string | undefined,
  ): void {
    const call = async (tool: string, args: Record<string, unknown>, signal: AbortSignal) => {
      const gone = exited();
      if (gone) throw new Error(gone);
      try {
        return (await client.callTool({ name: tool, arguments: args }, undefined, {
          signal,
          timeout: config.call_timeout_seconds * 1000,
        })) as Awaited<ReturnType<Parameters<typeof mcpTool>[0]["call"]>>;
      } catch (err) {
        // A crash shows up as "Connection closed": say why the server went away.
        const why = exited();
        throw new Error(
          why
            ? `${err instanceof Error ? err.message : String(err)}; ${why}`
            : err instanceof Error
              ? err.message
              : String(err),
          { cause: err },
        );
      }
    };
    try {
      this.o.register(mcpTool({ server, config, descriptor, call, scrub }));
    } catch (err) {
      this.o.log(
        `mcp: tool ${descriptor.name} of ${server} was not added: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }

  private async transport(
    name: string,
    config: ServerConfig,
  ): Promise<{ transport: Transport; seal?: () => Promise<void> }> {
    const { workspace, runDir, sandbox } = this.o;
    if (config.url !== undefined) {
      const url = new URL(config.url);
      const reach = decideUrlReach(networkRule(this.o.policy), url);
      if (!reach.allowed)
        throw new Error(
          `${url.origin} is not reachable under the policy (${reach.rule}: ${reach.reason})${reach.suggestion ? `; to allow it: ${reach.suggestion}` : ""}`,
        );
      const headers = resolved(config.headers, this.o.env, "headers");
      return { transport: new StreamableHTTPClientTransport(url, { requestInit: { headers, redirect: "error" } }) };
    }
    const command = config.command!;
    if (referencedVariables(config).length > 0) {
      const env = resolved(config.env, this.o.env, "env");
      return {
        transport: new StreamTransport(
          await startSpawnedServer({ name, command, args: config.args, env, workspace, runDir }),
        ),
      };
    }
    const server = await startSandboxedServer({
      sandbox,
      name,
      command,
      args: config.args,
      env: config.env,
      workspace,
      runDir,
    });
    return { transport: new StreamTransport(server), seal: server.seal };
  }
}

function resolved(
  values: Readonly<Record<string, string>>,
  env: Readonly<Record<string, string | undefined>>,
  what: string,
): Record<string, string> {
  const r = resolveValues(values, env);
  if (!r.ok)
    throw new Error(
      `its ${what} name ${r.missing.map((m) => `\${${m}}`).join(", ")}, which the step's environment does not set (add it to the step's env:)`,
    );
  return r.values;
}

async function listAll(client: Client, timeoutMs: number): Promise<McpToolDescriptor[]> {
  const tools: McpToolDescriptor[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : undefined, { timeout: timeoutMs });
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor && tools.length < MAX_TOOLS_PER_SERVER);
  return tools.slice(0, MAX_TOOLS_PER_SERVER);
}
