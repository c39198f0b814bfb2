// The Anthropic `tools` request parameter, built from our tool definitions. Only name, description and the
// input schema go to the model; `prompt` belongs to the system prompt.
import type { Tool as ApiTool } from "@anthropic-ai/sdk/resources/messages";
import type { AnyTool } from "./tool.js";

export function toModelTools(tools: readonly AnyTool[]): ApiTool[] {
  return tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    input_schema: { ...tool.inputSchema, type: "object" },
  }));
}
