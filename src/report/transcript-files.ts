// The whole transcript, kept beside the run: Markdown for people (its path is the transcript_path output) and
// JSONL events for tools. Both redacted; the comment only ever holds a bounded view of the same events.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { TranscriptEvent } from "../transcript-events.js";
import type { Redactor } from "./redact.js";
import { renderTranscriptMarkdown } from "./transcript.js";

export interface TranscriptFile {
  path: string;
  /** The file's name, for an artifact. */
  name: string;
  data: Buffer;
}

/** Writes `<stem>.md` and `<stem>.jsonl` into `dir`; the Markdown file comes first. */
export async function writeTranscriptFiles(opts: {
  dir: string;
  runId?: string;
  events: readonly TranscriptEvent[];
  redact: Redactor;
  trigger: string;
}): Promise<TranscriptFile[]> {
  const stem = `repo-agent-transcript-${opts.runId ?? process.pid}`;
  const files = [
    {
      name: `${stem}.md`,
      data: Buffer.from(renderTranscriptMarkdown(opts.events, { redact: opts.redact, trigger: opts.trigger }), "utf8"),
    },
    {
      name: `${stem}.jsonl`,
      data: Buffer.from(opts.events.map((e) => opts.redact(JSON.stringify(e))).join("\n") + "\n", "utf8"),
    },
  ];
  const written: TranscriptFile[] = [];
  for (const f of files) {
    const path = join(opts.dir, f.name);
    await writeFile(path, f.data, { mode: 0o600 });
    written.push({ ...f, path });
  }
  return written;
}
