// The whole transcript, kept beside the run: Markdown for people (its path is the transcript_path output) and
// JSONL events for tools. Both redacted; the comment only ever holds a bounded view of the same events.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { TranscriptEvent } from "../agent/events.js";
import type { Redactor } from "./redact.js";
import { renderTranscriptMarkdown } from "./transcript.js";

export async function writeTranscriptFiles(opts: { dir: string; runId?: string; events: readonly TranscriptEvent[]; redact: Redactor; trigger: string }): Promise<string> {
  const stem = `repo-agent-transcript-${opts.runId ?? process.pid}`;
  const markdown = join(opts.dir, `${stem}.md`);
  await writeFile(markdown, renderTranscriptMarkdown(opts.events, { redact: opts.redact, trigger: opts.trigger }), { mode: 0o600 });
  await writeFile(join(opts.dir, `${stem}.jsonl`), opts.events.map((e) => opts.redact(JSON.stringify(e))).join("\n") + "\n", { mode: 0o600 });
  return markdown;
}
