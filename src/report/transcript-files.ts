// The whole transcript, kept beside the run: Markdown for people (its path is the transcript_path output) and
// JSONL events for tools. Both redacted; the comment only ever holds a bounded view of the same events. Both are
// written as streams from the run's event record, so a long run's transcript is never held whole in memory.
import { createWriteStream, type WriteStream } from "node:fs";
import { join } from "node:path";
import type { TranscriptEvent } from "../transcript-events.js";
import type { Redactor } from "./redact.js";
import { eventsInMemory } from "./event-record.js";
import { writeTranscriptMarkdown, type CallLookup } from "./transcript.js";

export interface TranscriptFile {
  path: string;
  /** The file's name, for an artifact. */
  name: string;
}

/** What the files are written from: the run's event record (event-record.ts), or events in memory. */
export type TranscriptSource = CallLookup & { events(): AsyncIterable<TranscriptEvent> };

/** Writes `<stem>.md` and `<stem>.jsonl` into `dir`; the Markdown file comes first. */
export async function writeTranscriptFiles(opts: {
  dir: string;
  runId?: string;
  events: readonly TranscriptEvent[] | TranscriptSource;
  redact: Redactor;
  trigger: string;
}): Promise<TranscriptFile[]> {
  const stem = `repo-agent-transcript-${opts.runId ?? process.pid}`;
  const source = isSource(opts.events) ? opts.events : eventsInMemory(opts.events);
  const markdown = { name: `${stem}.md`, path: join(opts.dir, `${stem}.md`) };
  await writeMarkdownFile(markdown.path, source, opts);
  const jsonl = { name: `${stem}.jsonl`, path: join(opts.dir, `${stem}.jsonl`) };
  await writeStream(jsonl.path, async (write) => {
    for await (const e of source.events()) await write(`${opts.redact(JSON.stringify(e))}\n`);
  });
  return [markdown, jsonl];
}

/** The full transcript as Markdown (transcript.ts), streamed into `path`. */
export function writeMarkdownFile(
  path: string,
  source: TranscriptSource,
  ctx: { redact: Redactor; trigger: string },
): Promise<void> {
  return writeStream(path, (write) => writeTranscriptMarkdown(source, ctx, write));
}

function isSource(events: readonly TranscriptEvent[] | TranscriptSource): events is TranscriptSource {
  return !Array.isArray(events);
}

/** A file written through `fill`, which waits whenever the stream's buffer is full. */
async function writeStream(path: string, fill: (write: (chunk: string) => Promise<void>) => Promise<void>) {
  const out: WriteStream = createWriteStream(path, { mode: 0o600, encoding: "utf8" });
  const failed = new Promise<never>((_, reject) => out.once("error", reject));
  failed.catch(() => undefined);
  const write = (chunk: string): Promise<void> =>
    out.write(chunk)
      ? Promise.resolve()
      : Promise.race([new Promise<void>((resolve) => out.once("drain", resolve)), failed]);
  try {
    await Promise.race([fill(write), failed]);
  } finally {
    await new Promise<void>((resolve) => out.end(resolve));
  }
  await Promise.race([Promise.resolve(), failed]);
}
