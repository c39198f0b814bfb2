import { describe, expect, it } from "vitest";
import { isReadOnlyLine } from "../../../src/policy/read-only.js";

describe("isReadOnlyLine (concurrency and plan-mode classifier, from the parsed line)", () => {
  it.each([
    "ls", "ls -la src", "cat README.md", "git status", "git diff HEAD~1", "git log -n 5 --oneline", "sleep 1", "wc -l src/a.ts", "rg TODO src",
    "sleep 1 && echo 1", "git log --oneline | head -5", "ls; echo done", "true || echo no", "[ -f x ] && cat x", "test -d src",
    "cd packages/web && cat package.json", "(cd src && ls)", "ls *", "cat a 2>/dev/null", "git ls-files | while read -r f; do wc -l \"$f\"; done",
    "for f in a b; do head -1 $f; done", "sort in.txt | uniq -c", "sed -n 1,5p src/a.ts", "x=1; echo $x", "set -e; ls",
    "sort -u in.txt", "sort -k2 -t, in.txt", "uniq -c in.txt", 'uniq "$f"', "git -C src status", "git --no-pager log",
    "git branch", "git branch -a", "git branch --show-current", "du -sh src", "pushd src && popd", "IFS= read -r x", "[[ -n x ]]",
    // an option path-operands does not know: the sort and uniq checks still find no output
    "sort --bogus in.txt", "sort --bogus a-o", "sort --bogus x--output", "uniq --bogus -c a", "uniq --bogus a", "git -C src --no-pager log",
  ])("treats %j as read-only", async (command) => {
    expect(await isReadOnlyLine(command)).toBe(true);
  });

  it.each([
    "ls > out.txt",
    "echo x >> log",
    "sleep 1 && touch x",
    "cat a | sh",
    "ls; rm -rf x",
    "echo $(rm x)",
    "rm x",
    "cp a b",
    "git push",
    "git branch new",
    "git commit -m x",
    "sed -i s/a/b/ f",
    "sort -o out in",
    "uniq a b",
    "tee out.log",
    "env rm x",
    "npm test",
    "f() { ls; }",
    "ls\nrm x",
    "ls &&",
    "",
    "   ",
    "sort -uo out.txt in.txt",
    "sort --output=out.txt in.txt",
    'sort "$f"',
    'uniq "$a" "$b"',
    "uniq -c in.txt out.txt",
    "git",
    "git -C src",
    "git stash list",
    "git -c core.pager=x diff", // a -c value could run anything: not judged read-only
    "git branch -a new",
    'git branch "$x"',
    '"$cmd"',
    "env",
    "make",
    "sed -n -i s/a/b/ f",
    "sed --in-place=.bak s/a/b/ f",
    "sort --out=x in.txt",
    "sort --bogus -o out in.txt",
    "sort --bogus -ruo out in.txt",
    "sort --bogus --output=out in.txt",
    "uniq --bogus a b",
    "git $x",
    "cat a > /dev/stdout; ls > out",
  ])("does not treat %j as read-only", async (command) => {
    expect(await isReadOnlyLine(command)).toBe(false);
  });
});
