// The run's transcript events on disk as they happen: one JSON line each, in the run's private directory (hidden
// from the agent's commands, removed with it), not redacted so that every renderer redacts exactly as it would
// from memory. In memory stays only where each tool call's lines are, so the comment, the job summary and the
// transcript files are rendered by reading the file back, one call or one event at a time.
import { closeSync, createReadStream, openSync, readSync, writeSync } from "node:fs";
import { createInterface } from "node:readline";
import type { TranscriptEvent } from "../transcript-events.js";
import { collectCalls, type CallLookup, type CallSource, type TranscriptCall } from "./transcript.js";

export class EventRecord implements CallSource, CallLookup {
  private readonly fd: number;
  private offset = 0;
  private closed = false;
  /** Call ids in the order they were first seen, and the [offset, length] pairs of each call's lines. */
  private readonly order: string[] = [];
  private readonly lines = new Map<string, number[]>();

  constructor(readonly path: string) {
    this.fd = openSync(path, "w+", 0o600);
  }

  /** Appends one event (synchronously: the file is whole whenever it is read). */
  append(event: TranscriptEvent): void {
    const line = Buffer.from(`${JSON.stringify(event)}\n`, "utf8");
    writeSync(this.fd, line, 0, line.length, this.offset);
    if (event.type === "tool_call" || event.type === "tool_result" || event.type === "denial") {
      let spans = this.lines.get(event.id);
      if (!spans) {
        spans = [];
        this.lines.set(event.id, spans);
        this.order.push(event.id);
      }
      spans.push(this.offset, line.length - 1);
    }
    this.offset += line.length;
  }

  get size(): number {
    return this.order.length;
  }

  call(i: number): TranscriptCall {
    return this.byId(this.order[i])!;
  }

  /** The call with its input, result and denial, read from its lines. */
  byId(id: string): TranscriptCall | undefined {
    const spans = this.lines.get(id);
    if (!spans) return undefined;
    const events: TranscriptEvent[] = [];
    for (let k = 0; k < spans.length; k += 2) {
      const buffer = Buffer.alloc(spans[k + 1]);
      readSync(this.fd, buffer, 0, buffer.length, spans[k]);
      events.push(JSON.parse(buffer.toString("utf8")) as TranscriptEvent);
    }
    return collectCalls(events)[0];
  }

  ids(): Iterable<string> {
    return this.order;
  }

  /** Every event, in order, read as a stream. */
  async *events(): AsyncIterable<TranscriptEvent> {
    const lines = createInterface({ input: createReadStream(this.path, { encoding: "utf8" }), crlfDelay: Infinity });
    for await (const line of lines) if (line) yield JSON.parse(line) as TranscriptEvent;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }
}

/** Events in memory with the same reading interface (tests, small callers). */
export function eventsInMemory(
  events: readonly TranscriptEvent[],
): CallSource & CallLookup & { events(): AsyncIterable<TranscriptEvent> } {
  const calls = collectCalls(events);
  const byId = new Map(calls.map((c) => [c.id, c]));
  return {
    size: calls.length,
    inMemory: true,
    call: (i) => calls[i],
    byId: (id) => byId.get(id),
    ids: () => byId.keys(),
    async *events() {
      yield* events;
    },
  };
}
