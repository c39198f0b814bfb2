// The helper processes the file tools start (ripgrep, git ls-files) must not carry the job's secrets: a symlink
// swapped under them could otherwise show their own /proc/self/environ to the model.
import { afterEach, describe, expect, it } from "vitest";
import { hardenedEnv } from "../../src/hardened-env.js";
import { locateRipgrep, runRipgrep } from "../../src/tools/ripgrep.js";

const CANARY = "ghs_CHILDENVCANARY0123456789abcdef012345";
const saved = { ...process.env };
afterEach(() => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
});

describe("file tools' child processes", () => {
  it("get PATH and no variable of the job", () => {
    process.env.INPUT_GITHUB_TOKEN = CANARY;
    process.env.ANTHROPIC_API_KEY = CANARY;
    const env = hardenedEnv();
    expect(env.PATH).toBe(process.env.PATH);
    expect(Object.values(env)).not.toContain(CANARY);
    expect(Object.keys(env).filter((k) => /TOKEN|KEY|SECRET|INPUT_|ACTIONS_|ANTHROPIC/.test(k))).toEqual([]);
  });

  it("ripgrep's own environment holds none of the job's secrets", async () => {
    process.env.INPUT_GITHUB_TOKEN = CANARY;
    const rg = locateRipgrep();
    expect(rg, "ripgrep is bundled or on PATH").toBeDefined();
    const lines: string[] = [];
    const run = await runRipgrep(
      rg as string,
      ["--text", "--null-data", "--only-matching", "PATH=|ghs_[A-Za-z0-9]+", "/proc/self/environ"],
      {
        cwd: "/",
        signal: new AbortController().signal,
        onLine: (line) => void lines.push(line),
      },
    );
    // rg did read its environment (it finds PATH=), and the token is not in it.
    expect(run.exitCode).toBe(0);
    expect(lines.join("\n")).toContain("PATH=");
    expect(lines.join("\n")).not.toContain(CANARY);
  });
});
