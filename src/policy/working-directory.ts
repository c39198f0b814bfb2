// Which directories each command of a line may run in. The parser records how the line's parts are joined
// (`&&`, `||`, `;`, pipelines, subshells, loops) and where `cd`/`pushd`/`popd` sit; this follows the line as
// bash does, keeping every directory a command may see. A `cd` that may fail leaves both possibilities open;
// a subshell's or a pipeline's `cd` ends with it. Where the walk is not exact it keeps more directories, never
// fewer, so each relative path is checked against every place it may land.
import { posix } from "node:path";

/** A directory the line cannot follow (a non-literal `cd`, a loop that keeps moving). */
export const UNKNOWN_DIR = "\0";
/** More possible states than this: the directory is treated as unknown. */
const MAX_STATES = 32;
const LOOP_ROUNDS = 4;

/** Something evaluated in the directories current where it appears (a command, a redirection). */
export interface Located {
  cwds: string[];
}

export type Flow =
  /** A statement: `items` and the substitutions `pre` run where it starts, then `body`, then `tail`. */
  | { t: "at"; items: Located[]; pre: Flow[]; body: Flow; tail: Flow[] }
  | { t: "seq"; items: Flow[] }
  | { t: "and" | "or"; left: Flow; right: Flow }
  /** Runs in a child process (subshell, pipeline part, substitution): its `cd` ends with it. */
  | { t: "sub"; body: Flow }
  | { t: "not"; body: Flow }
  | { t: "loop"; body: Flow }
  /** dir: the literal directory, or null when it is not known. */
  | { t: "cd"; op: "cd" | "pushd" | "popd"; dir: string | null }
  | { t: "none" };

/** A state is the directory stack, top last, joined by newlines. */
type States = Set<string>;
interface Outcome {
  ok: States;
  fail: States;
}

const union = (...sets: States[]): States => {
  const all = new Set<string>();
  for (const s of sets) for (const x of s) all.add(x);
  return all.size > MAX_STATES ? new Set([UNKNOWN_DIR]) : all;
};

export function top(state: string): string {
  const at = state.lastIndexOf("\n");
  return at === -1 ? state : state.slice(at + 1);
}

/** Where `cd dir` from `base` lands (logically, as bash's default `cd -L` does). */
export function changeDirectory(base: string, dir: string | null): string {
  if (dir === null) return UNKNOWN_DIR;
  if (posix.isAbsolute(dir)) return posix.normalize(dir);
  if (base === UNKNOWN_DIR) return UNKNOWN_DIR;
  return posix.join(base, dir);
}

function moved(state: string, op: "cd" | "pushd" | "popd", dir: string | null): string | undefined {
  const stack = state.split("\n");
  const here = stack[stack.length - 1];
  if (op === "popd") return stack.length > 1 ? stack.slice(0, -1).join("\n") : undefined;
  const there = changeDirectory(here, dir);
  return op === "cd" ? [...stack.slice(0, -1), there].join("\n") : [...stack, there].join("\n");
}

function evaluate(flow: Flow, input: States): Outcome {
  switch (flow.t) {
    case "none":
      return { ok: input, fail: input };
    case "at": {
      for (const item of flow.items) item.cwds = [...new Set([...item.cwds, ...[...input].map(top)])];
      for (const p of flow.pre) evaluate(p, input);
      let out = evaluate(flow.body, input);
      for (const t of flow.tail) out = evaluate(t, union(out.ok, out.fail));
      return out;
    }
    case "seq": {
      let out: Outcome = { ok: input, fail: new Set() };
      let current = input;
      for (const item of flow.items) {
        out = evaluate(item, current);
        current = union(out.ok, out.fail);
      }
      return out;
    }
    case "and": {
      const left = evaluate(flow.left, input);
      const right = evaluate(flow.right, left.ok);
      return { ok: right.ok, fail: union(left.fail, right.fail) };
    }
    case "or": {
      const left = evaluate(flow.left, input);
      const right = evaluate(flow.right, left.fail);
      return { ok: union(left.ok, right.ok), fail: right.fail };
    }
    case "sub":
      evaluate(flow.body, input);
      return { ok: input, fail: input };
    case "not": {
      const inner = evaluate(flow.body, input);
      return { ok: inner.fail, fail: inner.ok };
    }
    case "loop": {
      // The body runs any number of times: iterate until the directories settle, else give up on them.
      let current = input;
      for (let round = 0; ; round++) {
        const out = evaluate(flow.body, current);
        const next = union(input, out.ok, out.fail);
        if (next.size === current.size) return { ok: next, fail: next };
        if (round === LOOP_ROUNDS) {
          const unknown = new Set([UNKNOWN_DIR]);
          evaluate(flow.body, unknown);
          return { ok: unknown, fail: unknown };
        }
        current = next;
      }
    }
    case "cd": {
      const ok = new Set<string>();
      for (const s of input) {
        const m = moved(s, flow.op, flow.dir);
        if (m !== undefined) ok.add(m);
      }
      return { ok: union(ok), fail: input };
    }
  }
}

/** Fills `cwds` (directories relative to the workspace, or absolute, or UNKNOWN_DIR) of every item. */
export function assignDirectories(flow: Flow): void {
  evaluate(flow, new Set(["."]));
}
