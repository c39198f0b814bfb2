// One or more lines per built-in rule, each beside a near miss that the rule must let through, so switching a
// rule off (or widening it) fails a test. Judged by the decision and the rule, never by message text.
import { describe, expect, it } from "vitest";
import { decideCommand } from "../../src/policy/decide.js";
import { policySchema } from "../../src/policy/schema.js";

const policy = policySchema.parse({
  version: 1,
  bash: {
    allow: [
      "ls *",
      "cat *",
      "echo *",
      "printf *",
      "grep *",
      "rg *",
      "find *",
      "git *",
      "bash *",
      "sh *",
      "make *",
      "command -v *",
      "busybox *",
      "true",
      "test *",
      "[ *",
      "nice *",
      "/usr/bin/sudo *",
      "ls",
      "nohup *",
    ],
    safe_env: ["CI"],
  },
  files: { deny_read: [".env"] },
});
const decide = (command: string) => decideCommand(policy, command, { workspace: "/work/ws" });

function rule(id: string, allowed: string[], denied: string[]) {
  describe(id, () => {
    it.each(denied)(`denies %j by ${id}`, async (command) => {
      const d = await decide(command);
      expect(d.allowed, d.reason).toBe(false);
      expect(d.rule).toBe(id);
    });
    it.each(allowed)("allows %j", async (command) => {
      const d = await decide(command);
      expect(d.allowed, `${d.rule}: ${d.reason}`).toBe(true);
    });
  });
}

rule(
  "builtin:directory-outside-workspace",
  ["cd src", "cd -P src", "cd -- src", "pushd src", "popd", "cd ."],
  ["cd src docs", "pushd src docs", "cd", "pushd", "cd -", "cd +1", "popd -0", "cd ..", "cd $dir"],
);
rule(
  "builtin:shell-state",
  ["printf '%s\\n' -v", "printf x", "set -e", "set -euo pipefail", "set +o pipefail", "set -x", "set +ev"],
  [
    "printf -v x %s y",
    "printf -vx y",
    "set -o vi",
    "set -a",
    "set -euo",
    "set -- a",
    "set -o",
    "set",
    "export X=1",
    "alias ls=rm",
    "shopt -s extglob",
    "trap 'rm x' EXIT",
  ],
);
rule(
  "builtin:command-word",
  ["ls | xargs grep -l x", "ls | xargs", "ls | xargs -I{} echo {}"],
  ["ls | xargs $cmd", "ls | xargs -I{} $x {}", "$cmd", "'l's$x", 'ls | xargs "$c" x'],
);
rule(
  "builtin:wrapper",
  [
    "exec ls",
    "command ls",
    "command -v git",
    "timeout 5 ls",
    "timeout --kill-after=2 5 ls",
    "nice -5 ls",
    "nice ls",
    "env -i ls",
    "env -u HOME ls",
    "env - ls",
    "stdbuf -oL ls",
    "xargs -0 grep x",
    "busybox ls",
    "busybox --list",
  ],
  [
    "exec -a name ls",
    "exec -c ls",
    "exec -l ls",
    "command -p ls",
    "timeout 5",
    "timeout --bogus 5 ls",
    "env -C /tmp ls",
    "env --chdir=/tmp ls",
    "env -S 'ls x'",
    "xargs --process-slot-var=X ls",
    "xargs --bogus ls",
    "stdbuf -oL",
    "nice --bogus ls",
    "timeout 1 timeout 1 timeout 1 timeout 1 timeout 1 timeout 1 timeout 1 timeout 1 timeout 1 ls",
  ],
);
rule(
  "builtin:shell-code",
  ["bash script.sh", "bash -e script.sh", "bash --norc script.sh", "sh -- script.sh", "bash -o pipefail script.sh"],
  [
    "bash",
    "bash -e",
    "bash -c ls",
    "bash -lc ls",
    "bash -s",
    "bash --bogus x.sh",
    "bash $opt x.sh",
    "sh -",
    "eval ls",
    "sudo ls",
    "watch ls",
    "ls | sh",
  ],
);
rule("builtin:env-prefix", ["CI=1 make", "env CI=1 make"], ["FOO=1 make", "env FOO=1 make", "env CI=$x make"]);
rule(
  "builtin:assignment",
  ["x=1", "x=1; echo $x", "CI=1", "read -r line", "read -a arr"],
  ["PATH=/tmp", "IFS=x", "read X", "read $x", "for PATH in a; do ls; done"],
);
rule(
  "builtin:literal-arguments",
  ["git log -1", "find src -name x", "rg x src", "grep $x file"],
  ["git $x", "git log $range", "find $d -name x", "rg $x", 'sed -n "$r" f', "awk $prog f"],
);
rule(
  "builtin:find-action",
  ["find . -name x -print", "find . -newer x"],
  [
    "find . -exec ls ;",
    "find . -execdir ls ;",
    "find . -ok ls ;",
    "find . -okdir ls ;",
    "find . -delete",
    "find . -fls out",
    "find . -fprint out",
    "find . -fprint0 out",
    "find . -fprintf out %p",
  ],
);
rule(
  "builtin:rg-exec",
  ["rg --pretty x", "rg -n x", "rg --hidden x"],
  ["rg --pre x y", "rg --pre=x y", "rg --pr x y", "rg --hostname-bin x y", "rg --host=x y"],
);
rule(
  "builtin:git-exec",
  [
    "git rebase -i main",
    "git grep -n x",
    "git clone --depth 1 repo",
    "git ls-remote origin",
    "git difftool --tool-help",
    "git bisect start",
    "git submodule update",
    "git log --no-exec",
    "git log --text",
    "git log foreach",
    "git log run",
    "git grep xO",
    "git rebase --xx main",
    "git log --=x",
  ],
  [
    "git fetch --exec=x origin",
    "git grep --open-files-in-pager=vim x",
    "git rebase -x ls main",
    "git rebase -ix ls main",
    "git grep -O x",
    "git grep -nO x",
    "git clone -u x repo",
    "git clone -c core.pager=x repo",
    "git ls-remote -u x origin",
    "git difftool -x ls",
    "git bisect run ls",
    "git submodule foreach ls",
    "git daemon",
    "git filter-branch x",
    "git credential fill",
    "git hook run x",
    "git upload-pack .",
    "git fetch --up=x origin",
    "git fetch --upload-pack x origin",
    "git log --te=x",
    "git init --template=x",
    "git difftool --extcmd=x",
    "git fetch EXT::sh",
    "git clone ext::sh x",
    "git --exec-path=x log",
  ],
);
rule(
  "builtin:git-config",
  ["git config --get user.name", "git config -l", "git config list", "git config --get-regexp x"],
  [
    "git log --config x",
    "git config user.name x",
    "git config --get x --add y z",
    "git config --list --edit",
    "git config set x y",
    "git config",
    "git -c x=y log",
    "git -cx=y log",
    "git --config-env=x=Y log",
  ],
);
rule(
  "builtin:git-option",
  [
    "git --bare log",
    "git --namespace x log",
    "git --namespace=x log",
    "git -P log",
    "git --literal-pathspecs log",
    "git --version",
  ],
  ["git --bogus log", "git -x log", "git --list-cmdsx log"],
);
rule(
  "builtin:git-location",
  ["git -C src -C .. status", "git -C src log", "cd src && git -C .. -C src status", "git --no-pager", "git -C src"],
  ["git -C src -C ../.. status", "git -C .. status", "git --git-dir=x log", "git --work-tree=x log"],
);
rule(
  "builtin:git-push",
  ["git push-not-a-command", "git log push"],
  [
    "git push",
    "git --no-pager push",
    "git -C src push",
    "git send-pack x",
    "git --namespace=x push",
    "git --namespace x push",
  ],
);
rule("builtin:git-output", ["git log --oneline"], ["git log --output=x", "git diff --outp=x"]);
rule(
  "builtin:git-diff-driver",
  ["git diff --no-textconv", "git diff --text"],
  ["git diff --ext-diff", "git log --textc", "git show --ext-d"],
);
rule("builtin:test-variable", ["test -f x", "[ -d x ]"], ["test -v x", "[ -R x ]", "[[ -v x ]]"]);

// Near misses found by mutation testing: each line tells a rule from a slightly different one.
describe("option grammar details", () => {
  it.each([
    "cd -LP src",
    "printf",
    "nice -10 ls",
    "nice -n 5 ls",
    "nice --adjustment=5 ls",
    "time -p ls",
    "nohup ls -la",
    "time ls -la",
    "exec ls -la",
    "env ls -la",
    "command ls -la",
    "stdbuf -oL ls -la",
    "stdbuf --output=L ls",
    "env --ignore-environment ls",
    "ls | xargs --null grep x",
    "command -v rm",
    "busybox",
    "bash - script.sh",
    "bash +o pipefail s.sh",
    "bash -O extglob s.sh",
    "bash +O extglob s.sh",
    "bash --rcfile rc s.sh",
    "bash --init-file rc s.sh",
    "bash -ex script.sh",
    "read -p Enter-name x",
    "ls | xargs -I{} grep x {}",
    "ls | xargs -i grep x {}",
    "ls | xargs --replace=@ grep x @",
  ])("allows %j", async (command) => {
    const d = await decide(command);
    expect(d.allowed, `${d.rule}: ${d.reason}`).toBe(true);
  });

  it.each<[string, string]>([
    ["cd src docs-P", "builtin:directory-outside-workspace"],
    ["cd -Px src", "builtin:directory-outside-workspace"],
    ["test -R x", "builtin:test-variable"],
    ["'' ls", "builtin:command-word"],
    ["/usr/bin/sudo ls", "builtin:shell-code"],
    ["make -f .env", 'files.deny_read: ".env"'],
    ["make --file=.env", 'files.deny_read: ".env"'],
    ["read Xa", "builtin:assignment"],
    ["read aB", "builtin:assignment"],
    ["aB=1", "builtin:assignment"],
    ["set x-e", "builtin:shell-state"],
    ["set -ea", "builtin:shell-state"],
    ["set -", "builtin:shell-state"],
    ["set +", "builtin:shell-state"],
    ["bash +x", "builtin:shell-code"],
    ["bash -c-x ls", "builtin:shell-code"],
    ["nice -5x ls", "builtin:wrapper"],
    ["nohup -p ls", "builtin:wrapper"],
    ["exec -i ls", "builtin:wrapper"],
    ["command --bogus ls", "builtin:wrapper"],
    ["exec --bogus ls", "builtin:wrapper"],
    ["stdbuf --bogus ls", "builtin:wrapper"],
    ["env --bogus ls", "builtin:wrapper"],
    ["ls | xargs -I{} sh -c {}", "builtin:shell-code"],
    ["ls | xargs -I{} {} x", "builtin:command-word"],
    ["ls | xargs -i {} x", "builtin:command-word"],
  ])("denies %j by %s", async (command, id) => {
    const d = await decide(command);
    expect(d.allowed, d.reason).toBe(false);
    expect(d.rule).toBe(id);
  });

  it("judges xargs' replaced words as unknown text, and the others as they are", async () => {
    const strict = policySchema.parse({ version: 1, bash: { allow: ["ls", "grep x *", "grep -l *"] } });
    const judge = (c: string) => decideCommand(strict, c, { workspace: "/work/ws" });
    expect((await judge("ls | xargs -I{} grep x {}")).allowed).toBe(true);
    expect((await judge("ls | xargs -I{} grep {} file")).allowed).toBe(false);
    expect((await judge("ls | xargs -I % grep x %")).allowed).toBe(true);
    expect((await judge("ls | xargs grep -l")).allowed).toBe(true);
  });

  it("keeps nice's numeric adjustment apart from the command", async () => {
    expect(await decide("nice x-5 ls")).toMatchObject({ allowed: false, rule: "no-match" });
  });
});
