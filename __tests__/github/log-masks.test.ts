// What the runner is asked to mask (core.setSecret → `::add-mask::` on stdout): each secret in every encoding
// the redactor knows, so an encoded secret in the job's log is hidden by the runner too.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { maskInRunnerLog } from "../../src/github/log-masks.js";

let written: string[];
beforeEach(() => {
  written = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());

// The command's data unescaped as the runner reads it.
const unescape = (data: string) => data.replace(/%0A/g, "\n").replace(/%0D/g, "\r").replace(/%25/g, "%");
const masks = () =>
  written
    .join("")
    .split("\n")
    .filter((l) => l.startsWith("::add-mask::"))
    .map((l) => unescape(l.slice("::add-mask::".length)));

describe("maskInRunnerLog", () => {
  it("masks the raw value and its URL, base64, base64url, hex and Basic-auth forms", () => {
    const token = "ghs_abc/def+ghi=jkl?mno";
    maskInRunnerLog([token]);
    const b = Buffer.from(token);
    expect(new Set(masks())).toEqual(
      new Set([
        token,
        encodeURIComponent(token),
        b.toString("base64"),
        b.toString("base64url"),
        b.toString("hex"),
        Buffer.from(`x-access-token:${token}`).toString("base64"),
      ]),
    );
  });

  it("masks a multi-line secret line by line as well as whole", () => {
    maskInRunnerLog(["-----BEGIN KEY-----\nAAAABBBBCCCCDDDD\n-----END KEY-----"]);
    expect(written.join("")).toContain("::add-mask::-----BEGIN KEY-----%0AAAAABBBBCCCCDDDD%0A-----END KEY-----\n");
    expect(masks()).toEqual(expect.arrayContaining(["-----BEGIN KEY-----", "AAAABBBBCCCCDDDD", "-----END KEY-----"]));
  });

  it("never masks short fragments that would shred the log", () => {
    maskInRunnerLog(["abcdefgh\nxy"]);
    expect(masks()).not.toContain("xy");
  });
});
