// sed's script language, command by command: stream edits pass, and every way a script can run a command,
// write or read a file, or hide text from the scanner is refused.
import { describe, expect, it } from "vitest";
import { decideCommand } from "../../src/policy/decide.js";
import { policySchema } from "../../src/policy/schema.js";
import { sedScriptProblem } from "../../src/policy/sed-rules.js";

describe("sedScriptProblem", () => {
  it.each([
    "",
    " ;; ",
    "p",
    "1p",
    "1,5p",
    "$p",
    "$!N",
    "/x/p",
    "/x/Ip",
    "/x/Mp",
    "\\,x,p",
    "\\,a\\,b,p",
    "1~2p",
    "1,+3d",
    "1,~4d",
    "1 , 3 d",
    "/a/,/b/d",
    "1!d",
    "1 ! d",
    "s/a/b/",
    "s/a/b/g",
    "s/a/b/g\t",
    "p\t;d",
    "s/a/b/gI2",
    "s|a|b|2",
    "s/a\\/b/c/",
    "y/abc/xyz/",
    "{p;p}",
    "1{p}",
    "/x/{s/a/b/;p}",
    ":a;N;ba",
    ":a\nN\nba",
    "b end",
    "t",
    "T x",
    "v",
    "a\\\ntext",
    "a text; w still text",
    "i\\\nfoo\\\nbar",
    "c bar",
    "# w comment\np",
    "p # c",
    "l 5",
    "q",
    "q5",
    "Q 3",
    "=",
    "p;p",
    "p\np",
    "s/a/b/ # c",
    "F",
    "z",
    "H;x;G",
    "n;N;D;P",
    "s/a/b/;s/c/d/",
  ])("lets %j through", (script) => {
    expect(sedScriptProblem(script)).toBeUndefined();
  });

  it.each([
    "e",
    "1e id",
    "$e",
    "e id",
    "w f",
    "1W f",
    "r /etc/passwd",
    "R f",
    "s/a/b/e",
    "s/a/b/ge",
    "s/a/b/w f",
    "s/a/b/2w f",
    "1,/x/ w f",
    "/x/!w f",
    "p;e",
    "p\nw f",
    "{w f}",
    "a x\nw f",
    "a x\\\ny\nw f",
    ":a\nw f",
    "b x\nw f",
    "# c\nw f",
    "s/a/b/;e",
    "s\\a\\b\\",
    "s",
    "s\na\nb\n",
    // A newline ends an unfinished s command (GNU sed refuses it); it does not end the pattern.
    "s/a\np",
    // A newline is no address delimiter.
    "\\\na\np",
    "s/a/b",
    "s/a",
    "y/a/",
    "y/a/b",
    "/x",
    "/x\n/p",
    "\\",
    "\\\n",
    "1,/x",
    "1",
    "1,",
    "/x/",
    "k",
    "pq",
    "s/a/b/x",
    "y/a/b/g",
    "dp",
    "1,3!",
    "q x",
    "s/[/]/x/", // no bracket handling: the early end leaves `]/x/` to be read as commands
  ])("refuses %j", (script) => {
    expect(sedScriptProblem(script)).toBeDefined();
  });

  // The refusal tells the model what the command would have done, not just that it is unknown.
  it.each<[string, RegExp]>([
    ["e id", /runs a shell command/],
    ["s/a/b/e", /runs the pattern space/],
    ["w f", /writes a file/],
    ["W f", /writes a file/],
    ["s/a/b/w f", /writes a file/],
    ["r f", /reads a file/],
    ["R f", /reads a file/],
  ])("says why %j is refused", (script, why) => {
    expect(sedScriptProblem(script)).toMatch(why);
  });
});

describe("checkSed through the policy", () => {
  const policy = policySchema.parse({ version: 1, bash: { allow: ["sed *"] }, files: { deny_write: ["locked/**"] } });
  const decide = (command: string) => decideCommand(policy, command, { workspace: "/work/ws" });

  it.each([
    "sed -n 1p f",
    "sed -nE '/a|b/p' f",
    "sed -s -u -z p f",
    "sed --quiet --regexp-extended p f",
    "sed -e p -e 1d f",
    "sed --expression=p f",
    "sed -i s/a/b/ f g",
    "sed -i.bak s/a/b/ f",
    "sed --in-place=.bak s/a/b/ f",
    "sed -e p",
    "sed p",
    "sed -l 80 l f",
    "sed --posix p f",
  ])("allows %j", async (command) => {
    expect((await decide(command)).allowed, command).toBe(true);
  });

  it.each<[string, string]>([
    ["sed", "builtin:sed-exec"],
    ["sed -n", "builtin:sed-exec"],
    ["sed -f prog.sed f", "builtin:sed-exec"],
    ["sed --file=prog.sed f", "builtin:sed-exec"],
    ["sed -n -f prog.sed", "builtin:sed-exec"],
    // A script file beside a checked -e script is still a script the checker cannot see.
    ["sed -e p -f prog.sed f", "builtin:sed-exec"],
    ["sed -e p --file=prog.sed f", "builtin:sed-exec"],
    ["sed -e p -e 'w x' f", "builtin:sed-exec"],
    ["sed -e 'w x' -e p f", "builtin:sed-exec"],
    ["sed -i s/a/b/", "builtin:sed-exec"],
    ["sed --in-place s/a/b/", "builtin:sed-exec"],
    ["sed -x p f", "builtin:sed-exec"],
    ["sed -i s/a/b/ f locked/x", 'files.deny_write: "locked/**"'],
    ["sed --in-place s/a/b/ locked/x", 'files.deny_write: "locked/**"'],
    ["sed -i s/a/b/ /tmp/x", "builtin:write-outside-workspace"],
  ])("denies %j (%s)", async (command, rule) => {
    expect(await decide(command)).toMatchObject({ allowed: false, rule });
  });

  it("marks -i and --in-place as writers, every other sed as read-only", async () => {
    for (const c of ["sed -i s/a/b/ f", "sed --in-place s/a/b/ f", "sed -ni p f"])
      expect((await decide(c)).readOnly, c).toBe(false);
    for (const c of ["sed -n p f", "sed -e p f"]) expect((await decide(c)).readOnly, c).toBe(true);
  });
});
