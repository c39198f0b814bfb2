// Policy `hooks.after_edit`: the maintainer's formatters, run after each successful write_file/edit_file, as
// after-hooks of the one executor (no second mechanism). The command runs in the run's sandbox like bash; what
// it changed is told to the model in that call's result, and the edit guard's read state is refreshed for the
// file, so the model's next edit is not refused as "changed since read". A failing hook is a note, never a
// failed call: the edit itself succeeded.
import { randomBytes } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import picomatch from "picomatch";
import type { Policy } from "../policy/schema.js";
import type { AfterHook, ExecutorContext, HookCall } from "./executor.js";
import type { ToolOutput } from "./tool.js";
import { resolveInWorkspace } from "./paths.js";
import { hashBytes } from "./read-state.js";
import { renderDiff } from "./builtin/edit-file.js";
import { truncateHeadTail } from "./truncate.js";

type AfterEditHook = Policy["hooks"]["after_edit"][number];

const EDIT_TOOLS = new Set(["write_file", "edit_file"]);
const NOTE_CHARS = 1_500;

/** One after-hook for all of the policy's `after_edit` entries; undefined when there are none. */
export function afterEditHook(hooks: readonly AfterEditHook[]): AfterHook | undefined {
  if (hooks.length === 0) return undefined;
  const matchers = hooks.map((h) => ({ hook: h, matches: picomatch(h.files, { dot: true, basename: !h.files.includes("/") }) }));
  return async (call, output, ctx) => {
    if (!ctx || !EDIT_TOOLS.has(call.name) || output.isError) return output;
    const target = await editedFile(call, ctx);
    if (!target) return output;
    const notes: string[] = [];
    for (const { hook, matches } of matchers) if (matches(target.rel)) notes.push(await runHook(hook, target, ctx));
    return notes.length ? appendNote(output, notes.join("\n\n")) : output;
  };
}

async function editedFile(call: HookCall, ctx: ExecutorContext): Promise<{ abs: string; rel: string } | undefined> {
  const input = call.input as { path?: unknown };
  if (typeof input?.path !== "string") return undefined;
  const resolved = await resolveInWorkspace(ctx, input.path, "write");
  return resolved.ok ? { abs: resolved.abs, rel: resolved.rel } : undefined;
}

async function runHook(hook: AfterEditHook, file: { abs: string; rel: string }, ctx: ExecutorContext): Promise<string> {
  // Paths are the model's: quoted for the shell and prefixed with ./ so none can be read as an option.
  const command = hook.run.replaceAll("{files}", shellQuote(`./${file.rel}`));
  const label = `after_edit hook \`${hook.run}\``;
  const before = await readFile(file.abs).catch(() => undefined);
  const spillFile = path.join(ctx.spillDir, `hook-${Date.now()}-${randomBytes(3).toString("hex")}.log`);
  let failure: string | undefined;
  try {
    const r = await ctx.sandbox.run({ command, cwd: ctx.workspace, timeoutMs: hook.timeout_seconds * 1000, signal: new AbortController().signal, spillFile });
    if (r.exitCode !== 0 || r.timedOut) failure = `${r.timedOut ? "timed out" : `exit ${r.exitCode}`}: ${truncateHeadTail(r.output.trim(), NOTE_CHARS).text}`;
  } catch (err) {
    failure = `could not run: ${err instanceof Error ? err.message : String(err)}`;
  }
  const after = await readFile(file.abs).catch(() => undefined);
  const changed = before !== undefined && after !== undefined && !before.equals(after);
  if (changed) await refreshReadState(file.abs, after, ctx);
  const parts: string[] = [];
  if (changed) parts.push(`${label} rewrote ${file.rel} (your next edit must match this):\n${renderDiff(file.rel, before.toString("utf8"), after.toString("utf8"))}`);
  else if (!failure) parts.push(`${label}: ${file.rel} unchanged (already formatted).`);
  if (failure) parts.push(`${label} failed (the edit itself is kept): ${failure}`);
  return parts.join("\n");
}

/** The hook's rewrite is the file the model now knows (it is shown the diff), so its next edit is not stale. */
async function refreshReadState(abs: string, bytes: Buffer, ctx: ExecutorContext): Promise<void> {
  const st = await stat(abs).catch(() => undefined);
  if (st && ctx.readState.get(abs)) ctx.readState.record(abs, { mtimeMs: st.mtimeMs, size: st.size, hash: hashBytes(bytes) });
}

function appendNote(output: ToolOutput, note: string): ToolOutput {
  const out = output.output;
  if (typeof out === "string") return { ...output, output: `${out}\n\n${note}` };
  if (Array.isArray(out)) return { ...output, output: [...out, { type: "text", text: note }] };
  return output;
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}
