import { describe, expect, it } from "vitest";
import { fillTemplate, parseCommandFile } from "../../src/github/commands.js";

describe("a repository command file", () => {
  it("reads front matter and fills $ARGUMENTS everywhere it appears", () => {
    const parsed = parseCommandFile(
      "triage",
      "---\ndescription: Triage\nread_only: true\nmax_turns: 5\n---\nTriage #$ARGUMENTS; then report on $ARGUMENTS.\n",
    );
    expect(parsed).toMatchObject({ name: "triage", description: "Triage", readOnly: true, maxTurns: 5 });
    if ("reason" in parsed) throw new Error(parsed.reason);
    expect(fillTemplate(parsed, "12")).toBe(
      "Triage #12; then report on 12.\n\nThis command is read-only: investigate and answer; change no files.",
    );
  });

  it("takes a file without front matter as a body-only command that may write", () => {
    expect(parseCommandFile("changelog", "Write the changelog for $ARGUMENTS.")).toMatchObject({
      readOnly: false,
      description: "",
      body: "Write the changelog for $ARGUMENTS.",
    });
  });

  it("refuses unknown keys (a typo must not drop read_only), wrong types and an empty body", () => {
    expect(parseCommandFile("x", "---\nreadonly: true\n---\nbody")).toEqual({
      reason: "unknown front matter key readonly (known: description, read_only, max_turns)",
    });
    expect(parseCommandFile("x", "---\nread_only: yes please\n---\nbody")).toEqual({
      reason: "read_only must be true or false",
    });
    expect(parseCommandFile("x", "---\nmax_turns: 0\n---\nbody")).toEqual({
      reason: "max_turns must be a whole number ≥ 1",
    });
    expect(parseCommandFile("x", "---\ndescription: d\n---\n  \n")).toEqual({ reason: "its body is empty" });
  });
});
