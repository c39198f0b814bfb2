import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderComment, renderJobSummary } from "../../src/report/comment.js";
import { EventRecord } from "../../src/report/event-record.js";
import { writeTranscriptFiles } from "../../src/report/transcript-files.js";
import type { TranscriptEvent } from "../../src/transcript-events.js";
import { commentFields, fixtureEvents, GH } from "./transcript-fixture.js";

// sha256 of what the renderers made of fixtureEvents() from the array in memory, before the event record
// (commit 0456cd5): rendering from the record on disk must give the same bytes.
const BEFORE = {
  comment: "78c80ac3882a89f76f439084d87c74521b6acec6d8d2484a49f7d0ff5427ea23",
  commentSmall: "f8add1485ad7c2267c8a13bb66166639d0e05df3b35e8cdbe9235e08f9da16e4",
  jobSummary: "39a0293b9b145e6fd95223329f9dbdb97d24dd0a6608ee0badc103e0ecd033ab",
  markdown: "5432c59036408501860ece41d84412b754a19bbea201ed3805e27de67cdd283d",
  jsonl: "1f23bf6d7f4d7f621ac246f6a8295b02e23b6c00bceb980956cbbecc900eb49c",
};
const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

// What a run keeps in memory beside the record (run/execute.ts).
const KEPT = new Set(["assistant_text", "denial", "budget_stop"]);

let dir: string;
let record: EventRecord;
let events: TranscriptEvent[];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "event-record-"));
  record = new EventRecord(join(dir, "events.jsonl"));
  events = fixtureEvents();
  for (const e of events) record.append(e);
});
afterEach(async () => {
  record.close();
  await rm(dir, { recursive: true, force: true });
});

describe("rendering from the event record on disk", () => {
  it("gives the comment and the job summary byte for byte as rendering from memory did", () => {
    const input = { ...commentFields, events: events.filter((e) => KEPT.has(e.type)), calls: record };
    expect(sha256(renderComment(input))).toBe(BEFORE.comment);
    expect(sha256(renderComment({ ...input, maxChars: 8_000 }))).toBe(BEFORE.commentSmall);
    expect(sha256(renderJobSummary({ ...input, maxBytes: 60_000 }))).toBe(BEFORE.jobSummary);
    // The in-memory path still gives them too.
    expect(sha256(renderComment({ ...commentFields, events }))).toBe(BEFORE.comment);
  });

  it("streams the transcript files with the same bytes, redacted", async () => {
    const [markdown, jsonl] = await writeTranscriptFiles({
      dir,
      runId: "1",
      events: record,
      redact: commentFields.redact,
      trigger: "/agent",
    });
    const md = await readFile(markdown.path);
    expect(sha256(md)).toBe(BEFORE.markdown);
    expect(sha256(await readFile(jsonl.path))).toBe(BEFORE.jsonl);
    expect(md.toString()).not.toContain(GH);
    // The record itself is the raw event stream, one line each, private to the run.
    const raw = await readFile(record.path, "utf8");
    expect(
      raw
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l) as unknown),
    ).toEqual(events);
  });

  it("holds no tool output in memory: a call is read back from its lines when asked for", () => {
    expect(record.size).toBe(60);
    expect(JSON.stringify(Object.values(record))).not.toContain("some code");
    const call = record.call(20);
    expect(call.result?.output).toContain("some code");
    expect(record.byId("toolu_23")?.denial?.rule).toBe("files.deny_write");
    expect(record.byId("toolu_59")?.result).toBeUndefined();
  });
});
