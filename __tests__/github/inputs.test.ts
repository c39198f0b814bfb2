// The action's inputs as the runner passes them (INPUT_<NAME>), read through @actions/core.
import { afterEach, describe, expect, it, vi } from "vitest";
import { InputError, readInputs } from "../../src/github/inputs.js";

afterEach(() => vi.unstubAllEnvs());

describe("readInputs", () => {
  it("reads trimmed INPUT_ variables and applies defaults", () => {
    vi.stubEnv("INPUT_TRIGGER", "  /bot \n");
    vi.stubEnv("INPUT_MAX_TURNS", " 12 ");
    const inputs = readInputs();
    expect(inputs.trigger).toBe("/bot");
    expect(inputs.maxTurns).toBe(12);
    expect(inputs.draft).toBe(true);
    expect(inputs.branchPrefix).toBe("agent/");
  });

  it("reads draft as a YAML boolean and refuses anything else with a clear error", () => {
    vi.stubEnv("INPUT_DRAFT", "False");
    expect(readInputs().draft).toBe(false);
    vi.stubEnv("INPUT_DRAFT", "no");
    expect(() => readInputs()).toThrow(InputError);
    expect(() => readInputs()).toThrow(/input draft must be true or false, got "no"/);
  });

  it("refuses a wildcard in allowed_bots", () => {
    vi.stubEnv("INPUT_ALLOWED_BOTS", "dependabot[bot], *");
    expect(() => readInputs()).toThrow(/wildcard/);
  });

  it("reads commit_signing (git by default, or api) and sticky_comment (false by default)", () => {
    expect(readInputs()).toMatchObject({ commitSigning: "git", stickyComment: false });
    vi.stubEnv("INPUT_COMMIT_SIGNING", "api");
    vi.stubEnv("INPUT_STICKY_COMMENT", "true");
    expect(readInputs()).toMatchObject({ commitSigning: "api", stickyComment: true });
    vi.stubEnv("INPUT_COMMIT_SIGNING", "gpg");
    expect(() => readInputs()).toThrow(/input commit_signing must be git or api, got "gpg"/);
  });

  it("reads effort as a level or a thinking budget and refuses anything else", () => {
    vi.stubEnv("INPUT_EFFORT", " high ");
    expect(readInputs().effort).toBe("high");
    vi.stubEnv("INPUT_EFFORT", "4096");
    expect(readInputs().effort).toBe(4096);
    for (const bad of ["max", "1000", "2.5k"]) {
      vi.stubEnv("INPUT_EFFORT", bad);
      expect(() => readInputs()).toThrow(
        /input effort must be low, medium, high or a thinking budget of at least 1024/,
      );
    }
  });
});
