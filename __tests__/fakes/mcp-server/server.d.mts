// Types for server.mjs (plain JavaScript so `node` runs it as a stdio server without a build).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export function createFakeServer(options?: { fillers?: number; token?: string; egress?: boolean }): McpServer;
export function startHttpServer(options: { bearer: string; fillers?: number }): Promise<{
  port: number;
  url: string;
  seen: { method?: string; authorization?: string }[];
  close(): Promise<void>;
}>;
