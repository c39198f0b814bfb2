// Read-only inspection: what the built-in default policy allows, and what `repo-agent init` writes beside the
// detected stack's commands. One list, so the two never drift apart.
export const INSPECTION_COMMANDS: readonly string[] = [
  "ls *",
  "cat *",
  "head *",
  "tail *",
  "wc *",
  "grep *",
  "rg *",
  "find *",
  "pwd",
  "echo *",
  "git status *",
  "git diff *",
  "git log *",
  "git show *",
  "git branch",
  "git branch -a",
  "git branch -r",
  "git branch -v",
  "git branch -vv",
  "git branch --show-current",
];
