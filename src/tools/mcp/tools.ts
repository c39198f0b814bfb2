// One MCP tool as a registry tool `mcp__<server>__<tool>`: deferred (tool_search loads its schema), its input
// checked against the server's JSON Schema before the call, each call gated by mcp.allow / mcp.deny, and a
// writer that runs alone unless the policy trusts the server's readOnlyHint. The result is the server's text,
// untrusted: the executor bounds, spills and redacts it like any other, and shows it in the transcript.
import { z } from "zod";
import type { CallToolResult, Tool as McpToolDescriptor } from "@modelcontextprotocol/sdk/types.js";
import { decideMcpTool, mcpToolName } from "../../policy/mcp.js";
import type { Policy } from "../../policy/schema.js";
import { defineTool, type AnyTool, type ContentBlock, type ToolOutput } from "../tool.js";

export type CallMcpTool = (tool: string, args: Record<string, unknown>, signal: AbortSignal) => Promise<CallToolResult>;

export interface McpToolOptions {
  server: string;
  config: Policy["mcp"]["servers"][string];
  descriptor: McpToolDescriptor;
  call: CallMcpTool;
  /** Hides values the server was given (its secrets) if it echoes them back. */
  scrub(text: string): string;
}

const MAX_DESCRIPTION = 1_000;
const IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

export function mcpTool({ server, config, descriptor, call, scrub }: McpToolOptions): AnyTool {
  const name = mcpToolName(server, descriptor.name);
  const key = `${server}__${descriptor.name}`;
  const readOnly = config.trust_annotations && descriptor.annotations?.readOnlyHint === true;
  const tool = defineTool({
    name,
    kind: readOnly ? "read" : "write",
    description: `[MCP ${server}] ${oneLine(descriptor.description ?? descriptor.title ?? descriptor.name)}`.slice(
      0,
      MAX_DESCRIPTION,
    ),
    input: inputValidator(descriptor.inputSchema),
    deferred: true,
    isReadOnly: () => readOnly,
    isConcurrencySafe: () => readOnly,
    checkPermission: (_input, ctx) => {
      const d = decideMcpTool(ctx.policy, key);
      return d.allowed
        ? { allowed: true }
        : { allowed: false, rule: d.rule, reason: `${d.reason}.`, suggestion: d.suggestion };
    },
    describe: (input) => `${server}: ${descriptor.name} ${oneLine(JSON.stringify(input) ?? "").slice(0, 120)}`,
    timeoutMs: config.call_timeout_seconds * 1000,
    async execute(input, ctx) {
      let result: CallToolResult;
      try {
        result = await call(descriptor.name, input as Record<string, unknown>, ctx.signal);
      } catch (err) {
        const why = scrub(err instanceof Error ? err.message : String(err));
        return {
          output: `Error: the MCP server "${server}" failed: ${why}`,
          display: `${server}: ${descriptor.name} failed`,
          isError: true,
          errorType: "execution",
        };
      }
      return toOutput(server, descriptor.name, result, scrub);
    },
  });
  // The model sees the server's own schema, not a round trip through zod.
  return { ...tool, inputSchema: { ...descriptor.inputSchema } };
}

/** The server's JSON Schema as a validator; one zod cannot express leaves the checking to the server. */
function inputValidator(schema: McpToolDescriptor["inputSchema"]): z.ZodType {
  try {
    return z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
  } catch {
    return z.record(z.string(), z.unknown());
  }
}

function toOutput(server: string, tool: string, result: CallToolResult, scrub: (t: string) => string): ToolOutput {
  const blocks: ContentBlock[] = [];
  for (const item of result.content ?? []) {
    if (item.type === "text") blocks.push({ type: "text", text: scrub(item.text) });
    else if (item.type === "image" && IMAGE_TYPES.has(item.mimeType)) {
      blocks.push({
        type: "image",
        source: { type: "base64", media_type: item.mimeType as "image/png", data: item.data },
      });
    } else if (item.type === "resource" && "text" in item.resource)
      blocks.push({ type: "text", text: scrub(String(item.resource.text)) });
    else blocks.push({ type: "text", text: scrub(`[${item.type}${"uri" in item ? ` ${String(item.uri)}` : ""}]`) });
  }
  if (blocks.length === 0 && result.structuredContent !== undefined)
    blocks.push({ type: "text", text: scrub(JSON.stringify(result.structuredContent)) });
  const isError = result.isError === true;
  const output = blocks.every((b) => b.type === "text")
    ? blocks.map((b) => (b as { text: string }).text).join("\n")
    : blocks;
  return {
    output: output.length === 0 ? "(no output)" : output,
    display: `${server}: ${tool}${isError ? " (error)" : ""}`,
    isError: isError || undefined,
    errorType: isError ? "execution" : undefined,
    metadata: { mcpServer: server },
  };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
