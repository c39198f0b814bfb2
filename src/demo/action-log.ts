// The action's log as the demo shows it while the run goes on: tool calls (`▸`) and their results (`✓`/`✗`) as the
// action logs them, warnings and errors from workflow commands, everything else dimmed. Masks and debug lines
// are the runner's business and are not shown.
import { paint, type Painter } from "./paint.js";

export interface LogFollower {
  /** A piece of the action's stdout or stderr, as it arrives (not necessarily whole lines). */
  write(chunk: string, stream: "stdout" | "stderr"): void;
  /** Prints what is left of unfinished lines. */
  end(): void;
}

export function followActionLog(print: (line: string) => void, color: boolean): LogFollower {
  const p = paint(color);
  const pending = { stdout: "", stderr: "" };
  const emit = (line: string, stream: "stdout" | "stderr") => {
    const shown = stream === "stdout" ? describeLine(line, p) : line.trim() ? `  ${p.dim(line)}` : undefined;
    if (shown !== undefined) print(shown);
  };
  return {
    write(chunk, stream) {
      const lines = (pending[stream] + chunk).split("\n");
      pending[stream] = lines.pop() ?? "";
      for (const line of lines) emit(line.replace(/\r$/, ""), stream);
    },
    end() {
      for (const stream of ["stdout", "stderr"] as const) {
        if (pending[stream]) emit(pending[stream], stream);
        pending[stream] = "";
      }
    },
  };
}

/** One stdout line of the action for a person, or undefined when there is nothing to show. */
export function describeLine(line: string, p: Painter = paint(false)): string | undefined {
  if (!line.trim()) return undefined;
  const command = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line);
  if (command) {
    const [, name, message] = command;
    const text = unescapeCommand(message);
    if (name === "warning") return `  ${p.yellow("⚠")} ${text}`;
    if (name === "error") return `  ${p.red("✗")} ${text}`;
    if (name === "notice" || name === "group") return `  ${text}`;
    return undefined;
  }
  if (line.startsWith("▸ ")) return `  ${p.cyan("▸")} ${line.slice(2)}`;
  const failed = /^\s*✗ (.*)$/.exec(line);
  if (failed) return `    ${p.red("✗")} ${failed[1]}`;
  const done = /^\s*✓ (.*)$/.exec(line);
  if (done) return `    ${p.green("✓")} ${p.dim(done[1])}`;
  return `  ${p.dim(line)}`;
}

/** Workflow command messages escape %, CR and LF. */
function unescapeCommand(text: string): string {
  return text.replace(/%0D/gi, "\r").replace(/%0A/gi, "\n").replace(/%25/g, "%");
}
