// In-process tool sessions built from the TypeScript sources (through import-ts.mjs): the real registry,
// executor and tools, exactly as the agent loop and `repo-agent tool` assemble them.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { importTs } from "./import-ts.mjs";

let modules;

export async function sources() {
  modules ??= Promise.all([
    importTs("src/tools/session.ts"),
    importTs("src/policy/schema.ts"),
    importTs("src/tools/tool.ts"),
    importTs("src/tools/executor.ts"),
  ]).then(([session, schema, tool, executor]) => ({
    ...session,
    ...schema,
    ...tool,
    contentText: executor.contentText,
  }));
  return modules;
}

/** A tool session on `workspace` with `policy` (policy file fields; `version` added); call `close()`. */
export async function openSession(workspace, policy = {}, extraTools = []) {
  const src = await sources();
  const runDir = await mkdtemp(path.join(tmpdir(), "bench-session-"));
  const events = [];
  const session = await src.createToolSession({
    workspace,
    policy: src.policySchema.parse({ version: 1, ...policy }),
    runDir,
    extraTools,
    emit: (e) => events.push(e),
  });
  let turn = 0;
  return {
    session,
    events,
    /** One assistant turn: every call handed over at once, outcomes in order. */
    async turn(calls) {
      const batch = session.executor.beginTurn(++turn);
      calls.forEach((c, i) => batch.add({ id: `c${turn}_${i}`, name: c.name, input: c.input }));
      return batch.finish();
    },
    text: (outcome) => src.contentText(outcome.content),
    async close() {
      await session.dispose();
      await rm(runDir, { recursive: true, force: true });
    },
  };
}
