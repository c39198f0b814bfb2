// The one answer a loop tool gives when it runs without an agent loop (e.g. `repo-agent tool todo_write`).
import type { ToolOutput } from "../../tools/tool.js";

export function outsideLoop(name: string): ToolOutput {
  return { output: `Error: ${name} only works inside an agent run.`, display: `${name}: no agent loop`, isError: true, errorType: "execution" };
}
