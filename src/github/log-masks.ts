// Two maskings, each with its own job. `core.setSecret` asks the runner to mask a value in the job's log, which
// only the runner can do (and only for the exact strings it is given). Our redactor (report/redact.ts) cleans
// everything the action itself posts or writes (comments, the job summary, the transcript, commit scans),
// encodings included. So the runner is given each secret in every encoding the redactor knows, as far as exact
// strings can express them: raw, URL-encoded, base64/base64url, hex, and a GitHub token inside the Basic
// `x-access-token:` header git and actions/checkout send.
import * as core from "@actions/core";
import { MIN_SECRET_LENGTH } from "../report/redact.js";

export function maskInRunnerLog(secrets: readonly string[]): void {
  const masks = new Set<string>();
  for (const secret of secrets)
    for (const form of encodings(secret)) if (form.length >= MIN_SECRET_LENGTH) masks.add(form);
  for (const mask of masks) core.setSecret(mask);
}

function encodings(secret: string): string[] {
  const bytes = Buffer.from(secret, "utf8");
  const basic = Buffer.from(`x-access-token:${secret}`, "utf8");
  return [
    secret,
    // The runner masks a value line by line only when told each line: a multi-line key (a PEM) is masked per line.
    ...secret.split(/\r?\n/).map((line) => line.trim()),
    encodeURIComponent(secret),
    bytes.toString("base64"),
    bytes.toString("base64url"),
    bytes.toString("hex"),
    basic.toString("base64"),
  ];
}
