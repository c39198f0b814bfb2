// A real ToolContext for the file tools: a temp workspace (physical path), a real ReadState, the default
// policy as the schema fills it in, and a sandbox that throws if a file tool ever tries to use it.
import { mkdir, mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { policySchema, type PolicyInput } from "../../../src/policy/schema.js";
import { ReadState } from "../../../src/tools/read-state.js";
import type { AnyTool, ToolContext, ToolOutput } from "../../../src/tools/tool.js";
import type { Sandbox } from "../../../src/sandbox/types.js";

export interface TestWorkspace {
  /** Parent temp dir holding the workspace, the spill dir and anything "outside". */
  root: string;
  workspace: string;
  ctx: ToolContext;
  /** Writes a file relative to the workspace (parents created). */
  write(rel: string, content: string | Uint8Array): Promise<string>;
  /** checkPermission, then execute, as the executor would (a denial becomes a permission result). */
  call(tool: AnyTool, input: unknown): Promise<ToolOutput>;
  cleanup(): Promise<void>;
}

const noSandbox: Sandbox = {
  level: "reduced",
  reason: "file tools must not run commands",
  run: () => {
    throw new Error("file tools must not use the sandbox");
  },
  killAll: () => {
    throw new Error("file tools must not use the sandbox");
  },
  dispose: async () => {},
};

export async function createTestWorkspace(policy: Omit<PolicyInput, "version"> = {}): Promise<TestWorkspace> {
  const root = await realpath(await mkdtemp(join(tmpdir(), "repo-agent-files-")));
  const workspace = join(root, "ws");
  const spillDir = join(root, "spill");
  await mkdir(workspace);
  await mkdir(spillDir);
  const ctx: ToolContext = {
    workspace,
    signal: new AbortController().signal,
    policy: policySchema.parse({ version: 1, ...policy }),
    readState: new ReadState(),
    progress: () => undefined,
    spillDir,
    log: () => undefined,
    sandbox: noSandbox,
    session: { planMode: false },
  };
  return {
    root,
    workspace,
    ctx,
    async write(rel, content) {
      const abs = join(workspace, rel);
      await mkdir(dirname(abs), { recursive: true });
      await writeFile(abs, content);
      return abs;
    },
    async call(tool, raw) {
      const input = tool.input.parse(raw);
      if (tool.checkPermission) {
        const perm = await tool.checkPermission(input, ctx);
        if (!perm.allowed) {
          return {
            output: perm.reason,
            display: "denied",
            isError: true,
            errorType: "permission",
            metadata: { denied: true, rule: perm.rule },
          };
        }
      }
      return tool.execute(input, ctx);
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

/** The text of a tool output (text blocks joined). */
export function text(out: ToolOutput): string {
  return typeof out.output === "string"
    ? out.output
    : out.output.map((b) => (b.type === "text" ? b.text : `[${b.type}]`)).join("\n");
}
