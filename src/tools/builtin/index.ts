// The built-in tools every session has. Loop-level tools (todo_write, plan mode, agent, skill, ask_user) are
// made by the agent loop (src/agent/tools/) with its services in hand, and tool_search by the session.
import type { AnyTool } from "../tool.js";
import type { Policy } from "../../policy/schema.js";
import { bashTool } from "./bash.js";
import { editFileTool } from "./edit-file.js";
import { grepTool } from "./grep.js";
import { listFilesTool } from "./list-files.js";
import { readFileTool } from "./read-file.js";
import { webFetchEnabled, webFetchTool } from "./web-fetch.js";
import { writeFileTool } from "./write-file.js";

export function builtinTools(policy: Policy): AnyTool[] {
  const tools: AnyTool[] = [readFileTool, writeFileTool, editFileTool, listFilesTool, grepTool, bashTool];
  // web_fetch exists only when the policy names hosts it may reach.
  if (webFetchEnabled(policy)) tools.push(webFetchTool);
  return tools;
}
