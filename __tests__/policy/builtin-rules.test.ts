// One or more lines per built-in rule, each beside a near miss that the rule must let through, so switching a
// rule off (or widening it) fails a test. Judged by the decision and the rule, never by message text.
import { describe, expect, it } from "vitest";
import { decideCommand } from "../../src/policy/decide.js";
import { policySchema } from "../../src/policy/schema.js";

const policy = policySchema.parse({
  version: 1,
  bash: {
    allow: [
      "ls *", "cat *", "echo *", "printf *", "grep *", "rg *", "find *", "git *", "bash *", "sh *", "make *", "command -v *",
      "busybox *", "true", "test *", "[ *", "nice *", "/usr/bin/sudo *", "ls", "nohup *",
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

rule("builtin:directory-outside-workspace", ["cd src", "cd -P src", "cd -- src", "pushd src", "popd", "cd ."], ["cd src docs", "pushd src docs", "cd", "pushd", "cd -", "cd +1", "popd -0", "cd ..", "cd $dir"]);
rule("builtin:shell-state", ["printf '%s\\n' -v", "printf x", "set -e", "set -euo pipefail", "set +o pipefail", "set -x", "set +ev"], [
  "printf -v x %s y", "printf -vx y", "set -o vi", "set -a", "set -euo", "set -- a", "set -o", "set", "export X=1", "alias ls=rm", "shopt -s extglob", "trap 'rm x' EXIT",
]);
rule("builtin:command-word", ["ls | xargs grep -l x", "ls | xargs", "ls | xargs -I{} echo {}"], ["ls | xargs $cmd", "ls | xargs -I{} $x {}", "$cmd", "'l's$x", "ls | xargs \"$c\" x"]);
rule("builtin:wrapper", ["exec ls", "command ls", "command -v git", "timeout 5 ls", "timeout --kill-after=2 5 ls", "nice -5 ls", "nice ls", "env -i ls", "env -u HOME ls", "env - ls", "stdbuf -oL ls", "xargs -0 grep x", "busybox ls", "busybox --list"], [
  "exec -a name ls", "exec -c ls", "exec -l ls", "command -p ls", "timeout 5", "timeout --bogus 5 ls", "env -C /tmp ls", "env --chdir=/tmp ls", "env -S 'ls x'",
  "xargs --process-slot-var=X ls", "xargs --bogus ls", "stdbuf -oL", "nice --bogus ls",
  "timeout 1 timeout 1 timeout 1 timeout 1 timeout 1 timeout 1 timeout 1 timeout 1 timeout 1 ls",
]);
rule("builtin:shell-code", ["bash script.sh", "bash -e script.sh", "bash --norc script.sh", "sh -- script.sh", "bash -o pipefail script.sh"], [
  "bash", "bash -e", "bash -c ls", "bash -lc ls", "bash -s", "bash --bogus x.sh", "bash $opt x.sh", "sh -", "eval ls", "sudo ls", "watch ls", "ls | sh",
]);
rule("builtin:env-prefix", ["CI=1 make", "env CI=1 make"], ["FOO=1 make", "env FOO=1 make", "env CI=$x make"]);
rule("builtin:assignment", ["x=1", "x=1; echo $x", "CI=1", "read -r line", "read -a arr"], ["PATH=/tmp", "IFS=x", "read X", "read $x", "for PATH in a; do ls; done"]);
rule("builtin:literal-arguments", ["git log -1", "find src -name x", "rg x src", "grep $x file"], ["git $x", "git log $range", "find $d -name x", "rg $x", "sed -n \"$r\" f", "awk $prog f"]);
rule("builtin:find-action", ["find . -name x -print", "find . -newer x"], ["find . -exec ls ;", "find . -execdir ls ;", "find . -ok ls ;", "find . -okdir ls ;", "find . -delete", "find . -fls out", "find . -fprint out", "find . -fprint0 out", "find . -fprintf out %p"]);
rule("builtin:rg-exec", ["rg --pretty x", "rg -n x", "rg --hidden x"], ["rg --pre x y", "rg --pre=x y", "rg --pr x y", "rg --hostname-bin x y", "rg --host=x y"]);
rule("builtin:test-variable", ["test -f x", "[ -d x ]"], ["test -v x", "[ -R x ]", "[[ -v x ]]"]);

// Near misses found by mutation testing: each line tells a rule from a slightly different one.
describe("option grammar details", () => {
  it.each([
    "cd -LP src", "printf", "nice -10 ls", "nice -n 5 ls", "nice --adjustment=5 ls", "time -p ls", "nohup ls -la", "time ls -la",
    "exec ls -la", "env ls -la", "command ls -la", "stdbuf -oL ls -la", "stdbuf --output=L ls", "env --ignore-environment ls",
    "ls | xargs --null grep x", "command -v rm", "busybox", "bash - script.sh", "bash +o pipefail s.sh", "bash -O extglob s.sh",
    "bash +O extglob s.sh", "bash --rcfile rc s.sh", "bash --init-file rc s.sh", "bash -ex script.sh", "read -p Enter-name x",
    "ls | xargs -I{} grep x {}", "ls | xargs -i grep x {}", "ls | xargs --replace=@ grep x @",
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
