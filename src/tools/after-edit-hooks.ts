// Policy `hooks.after_edit`: the maintainer's formatters, run once per turn over every file the turn's successful
// write_file/edit_file calls touched, as a turn hook of the one executor (no second mechanism). Each command runs
// in the run's sandbox like bash; what it changed is told to the model in the result of the call that last
// edited the file, and the edit guard's read state is refreshed for every file it rewrote, so the model's next
// edit is not refused as "changed since read". A failing hook is a note, never a failed call: the edit succeeded.
import { randomBytes } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import picomatch from "picomatch";
import type { Policy } from "../policy/schema.js";
import type { ExecutorContext, HookCall, TurnHook, TurnHookCall } from "./executor.js";
import type { ToolOutput } from "./tool.js";
import { resolveInWorkspace } from "./paths.js";
import { hashBytes } from "./read-state.js";
import { renderDiff } from "./builtin/edit-file.js";
import { truncateHeadTail } from "../truncate.js";

type AfterEditHook = Policy["hooks"]["after_edit"][number];
type Matcher = { hook: AfterEditHook; matches: (rel: string) => boolean };
interface EditedFile {
  abs: string;
  rel: string;
}

const EDIT_TOOLS = new Set(["write_file", "edit_file"]);
const NOTE_CHARS = 1_500;

/** One turn hook for all of the policy's `after_edit` entries; undefined when there are none. */
export function afterEditHook(hooks: readonly AfterEditHook[]): TurnHook | undefined {
  if (hooks.length === 0) return undefined;
  const matchers: Matcher[] = hooks.map((h) => ({
    hook: h,
    matches: picomatch(h.files, { dot: true, basename: !h.files.includes("/") }),
  }));
  return {
    claims: async (call, output, ctx) => {
      if (!EDIT_TOOLS.has(call.name) || output.isError) return false;
      const file = await editedFile(call, ctx);
      return file !== undefined && matchers.some((m) => m.matches(file.rel));
    },
    run: (calls, ctx, signal) => runForTurn(matchers, calls, ctx, signal),
  };
}

/** Each hook once, over the turn's files it matches; each file's notes go to the last call that edited it. */
async function runForTurn(
  matchers: readonly Matcher[],
  calls: readonly TurnHookCall[],
  ctx: ExecutorContext,
  signal: AbortSignal,
): Promise<ToolOutput[]> {
  const files = await Promise.all(calls.map((c) => editedFile(c.call, ctx)));
  const lastEdit = new Map<string, number>();
  files.forEach((f, i) => f && lastEdit.set(f.rel, i));
  const distinct = [...new Map(files.flatMap((f) => (f ? [[f.rel, f] as const] : []))).values()];
  const notes: string[][] = calls.map(() => []);
  for (const { hook, matches } of matchers) {
    const matched = distinct.filter((f) => matches(f.rel));
    if (matched.length === 0 || signal.aborted) continue;
    const perFile = await runHook(hook, matched, ctx, signal);
    matched.forEach((f, i) => notes[lastEdit.get(f.rel)!].push(perFile[i]));
  }
  return calls.map((c, i) => (notes[i].length ? appendNote(c.output, notes[i].join("\n\n")) : c.output));
}

async function editedFile(call: HookCall, ctx: ExecutorContext): Promise<EditedFile | undefined> {
  const input = call.input as { path?: unknown };
  if (typeof input?.path !== "string") return undefined;
  const resolved = await resolveInWorkspace(ctx, input.path, "write");
  return resolved.ok ? { abs: resolved.abs, rel: resolved.rel } : undefined;
}

/** Runs one hook over `files` (one command); returns a note per file. */
async function runHook(
  hook: AfterEditHook,
  files: readonly EditedFile[],
  ctx: ExecutorContext,
  signal: AbortSignal,
): Promise<string[]> {
  // Paths are the model's: quoted for the shell and prefixed with ./ so none can be read as an option.
  const command = hook.run.replaceAll("{files}", files.map((f) => shellQuote(`./${f.rel}`)).join(" "));
  const label = `after_edit hook \`${hook.run}\``;
  const before = await Promise.all(files.map((f) => readFile(f.abs).catch(() => undefined)));
  const spillFile = path.join(ctx.spillDir, `hook-${Date.now()}-${randomBytes(3).toString("hex")}.log`);
  let failure: string | undefined;
  try {
    const r = await ctx.sandbox.run({
      command,
      cwd: ctx.workspace,
      timeoutMs: hook.timeout_seconds * 1000,
      signal,
      spillFile,
    });
    if (r.exitCode !== 0 || r.timedOut)
      failure = `${r.timedOut ? "timed out" : `exit ${r.exitCode}`}: ${truncateHeadTail(r.output.trim(), NOTE_CHARS).text}`;
  } catch (err) {
    failure = `could not run: ${err instanceof Error ? err.message : String(err)}`;
  }
  const batch = files.length > 1 ? ` (one run over this turn's ${files.length} edited files)` : "";
  return Promise.all(
    files.map(async (f, i) => {
      const after = await readFile(f.abs).catch(() => undefined);
      const old = before[i];
      const changed = old !== undefined && after !== undefined && !old.equals(after);
      if (changed) await refreshReadState(f.abs, after, ctx);
      const parts: string[] = [];
      if (changed)
        parts.push(
          `${label} rewrote ${f.rel}${batch} (your next edit must match this):\n${renderDiff(f.rel, old.toString("utf8"), after.toString("utf8"))}`,
        );
      else if (!failure) parts.push(`${label}: ${f.rel} unchanged (already formatted).`);
      if (failure) parts.push(`${label} failed${batch} (the edit itself is kept): ${failure}`);
      return parts.join("\n");
    }),
  );
}

/** The hook's rewrite is the file the model now knows (it is shown the diff), so its next edit is not stale. */
async function refreshReadState(abs: string, bytes: Buffer, ctx: ExecutorContext): Promise<void> {
  const st = await stat(abs).catch(() => undefined);
  if (st && ctx.readState.get(abs))
    ctx.readState.record(abs, { mtimeMs: st.mtimeMs, size: st.size, hash: hashBytes(bytes) });
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
