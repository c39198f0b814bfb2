import { describe, expect, it } from "vitest";
import { isPlainReadOnlyCommand } from "../../../src/tools/builtin/bash-read-only.js";

describe("isPlainReadOnlyCommand (sync concurrency/plan-mode classifier)", () => {
  it.each(["ls", "ls -la src", "cat README.md", "git status", "git diff HEAD~1", "git log -n 5 --oneline", "sleep 1", "wc -l src/a.ts", "rg TODO src"])(
    "treats %j as read-only",
    (command) => {
      expect(isPlainReadOnlyCommand(command)).toBe(true);
    },
  );

  it.each([
    "ls > out.txt",
    "cat a | sh",
    "ls; rm -rf x",
    "echo $(id)",
    "cat 'a b'",
    "ls *",
    "rm x",
    "git push",
    "git branch new",
    "git -c core.pager=sh log",
    "git diff --output=x",
    "git diff --ext-diff",
    "rg --pre sh x",
    "FOO=1 ls",
    "cat ~/.ssh/id_rsa",
    "ls\nrm x",
    "",
  ])("does not treat %j as read-only", (command) => {
    expect(isPlainReadOnlyCommand(command)).toBe(false);
  });
});
