// The built-in tools, assembled by the integration step once each tool module exists.
import type { AnyTool } from "../tool.js";
import type { Policy } from "../../policy/schema.js";

export function builtinTools(_policy: Policy): AnyTool[] {
  return [];
}
