import { describe, expect, it } from "vitest";
import { decideCommand, decideUrl } from "../../src/policy/decide.js";
import { policySchema, type PolicyInput } from "../../src/policy/schema.js";

const WORKSPACE = "/work/ws";

function makePolicy(overrides: Partial<NonNullable<PolicyInput["bash"]>> = {}) {
  return policySchema.parse({
    version: 1,
    bash: {
      allow: [
        "git status",
        "git status *",
        "git diff *",
        "git log *",
        "git show *",
        "git push *",
        "git branch *",
        "ls *",
        "cat *",
        "head *",
        "wc *",
        "echo *",
        "printf *",
        "true",
        "false",
        "sleep *",
        "grep *",
        "rg *",
        "find *",
        "sed *",
        "awk *",
        "sort *",
        "npm test *",
        "npm run lint",
        "bash scripts/ci.sh",
        "git -C *",
        "git --no-pager *",
      ],
      deny: ["npm test --update-snapshots *", "git push --force *"],
      ...overrides,
    },
    files: { deny_read: [".env", "**/*.pem"], deny_write: [".github/workflows/**"] },
    web_fetch: { allow_domains: ["docs.python.org", "*.mozilla.org"] },
  });
}

const policy = makePolicy();
const decide = (command: string, p = policy) => decideCommand(p, command, { workspace: WORKSPACE });

type Case = [command: string, rule?: string];

/** Each group lists commands that must be allowed and commands that must be denied (with the deciding rule). */
function group(name: string, allowed: Case[], denied: Case[]) {
  describe(name, () => {
    it.each(allowed)("allows %j", async (command) => {
      const d = await decide(command);
      expect(d, d.reason).toMatchObject({ allowed: true });
    });
    it.each(denied)("denies %j (%s)", async (command, rule) => {
      const d = await decide(command);
      expect(d.allowed, d.reason).toBe(false);
      if (rule) expect(d.rule).toBe(rule);
    });
  });
}

group(
  "lists, pipelines and background jobs",
  [
    ["git status && git diff"],
    ["ls | head -5"],
    ["ls; echo done"],
    ["true || false"],
    ["sleep 1 &"],
    ["ls\necho hi"],
    ["git log --oneline | grep fix | wc -l"],
  ],
  [
    ["git status && rm -rf build", "no-match"],
    ["git status && rm -rf /", "builtin:write-outside-workspace"],
    ["ls & curl x", "no-match"],
    ["echo hi\nrm x", "no-match"],
    ["ls | sh", "builtin:shell-code"],
    ["true || rm x", "no-match"],
  ],
);

group(
  "shell steps allowed without a pattern",
  [
    ["set -e"],
    ["set -euo pipefail; ls"],
    ["set +x"],
    ["cd src && ls"],
    ["cd . && ls"],
    ["pushd src && popd"],
    ["[ -d src ]"],
  ],
  [
    ["set -a; x=1", "builtin:shell-state"],
    ["set -- a b", "builtin:shell-state"],
    ["set -o posix", "builtin:shell-state"],
    ["set -k", "builtin:shell-state"],
    ["cd", "builtin:directory-outside-workspace"],
    ["cd -", "builtin:directory-outside-workspace"],
    ["cd /tmp && ls", "builtin:directory-outside-workspace"],
    ["cd $HOME", "builtin:directory-outside-workspace"],
    ["cd src/../..", "builtin:directory-outside-workspace"],
  ],
);

describe("bash.deny applies to shell steps too", () => {
  it("denies cd when a deny pattern says so", async () => {
    expect(await decide("cd src", makePolicy({ deny: ["cd *"] }))).toMatchObject({
      allowed: false,
      rule: 'bash.deny: "cd *"',
    });
  });
});

group(
  "subshells and brace groups",
  [["(cd src && ls)"], ["{ ls; echo x; }"], ["! false"]],
  [
    ["(rm x)", "no-match"],
    ["{ rm x; }", "no-match"],
    ["{ls;}", "builtin:unparseable"],
    ["(cd / && ls)", "builtin:directory-outside-workspace"],
  ],
);

group(
  "command and process substitution",
  [["echo $(git log -1)"], ['echo "$(ls)"'], ["echo `ls`"], ["cat <(ls)"], ["echo $(echo $(ls))"]],
  [
    ["echo $(rm x)", "no-match"],
    ['echo "$(rm x)"', "no-match"],
    ["echo `rm x`", "no-match"],
    ["cat <(rm x)", "no-match"],
    ["echo $(echo $(rm x))", "no-match"],
    ["echo `echo \\`rm -rf x\\``", "builtin:unparseable"],
    ["ls > >(grep x)", "builtin:write-target"],
    ["echo $(< .env)", 'files.deny_read: ".env"'],
  ],
);

group(
  "here-docs and here-strings",
  [
    ["cat <<'EOF'\n$(rm x)\nEOF"],
    ['cat <<"EOF"\n`rm x`\nEOF'],
    ["cat <<\\EOF\n$(rm x)\nEOF"],
    ["cat <<EOF\nhello $HOME\nEOF"],
    ["cat <<EOF\n$(git log -1)\nEOF"],
    ['grep x <<< "$(ls)"'],
  ],
  [
    ["cat <<EOF\n$(rm x)\nEOF", "no-match"],
    ["cat <<EOF\n`rm x`\nEOF", "builtin:unparseable"],
    ["cat <<EOF | sh\nrm x\nEOF", "builtin:shell-code"],
    ["cat <<EOF && rm x\nhi\nEOF", "no-match"],
    ['grep x <<< "$(rm x)"', "no-match"],
    ["cat <<EOF\n${x:-$(ls)}\nEOF", "builtin:parameter-operator"],
  ],
);

group(
  "function definitions",
  [['echo "git() { rm -rf /; }"']],
  [
    ["git() { rm -rf /; }; git status", "builtin:function-definition"],
    ["f() { ls; }; f", "builtin:function-definition"],
    ["function ls { cat x; }", "builtin:function-definition"],
  ],
);

group(
  "tests and arithmetic",
  [
    ["[ -f package.json ] && cat package.json"],
    ['[[ -n "$x" ]] && ls'],
    ["for i in 1 2 3; do echo $((i * 2)); done"],
    ["echo $((1 + 2))"],
    ["[[ $# -eq 0 ]] && ls"],
    ["n=3; echo $((n + 1))"],
    ["for ((i = 0; i < 3; i++)); do echo $i; done"],
  ],
  [
    ["[[ -f $(rm x) ]]", "no-match"],
    ["echo $(( $(rm x) ))", "no-match"],
    ["[[ $x -eq 1 ]]", "builtin:arithmetic-variable"],
    ["echo $((RANDOM))", "builtin:arithmetic-variable"],
    ["x=$(cat f); echo $((x))", "builtin:arithmetic-variable"],
    ["[[ -v 'a[$(rm x)]' ]]", "builtin:test-variable"],
    ["test -v x", "builtin:test-variable"],
  ],
);

group(
  "output and input redirection (bash.redirect_writes: workspace)",
  [
    ["echo x > out.txt"],
    ["echo x >> sub/log.txt"],
    ["ls 2>/dev/null"],
    ["ls > /dev/null 2>&1"],
    ["echo x >&2"],
    ["cat < README.md"],
    ["ls &> out.log"],
    ["echo x > ./a/../b.txt"],
    [`echo x > ${WORKSPACE}/abs.txt`],
  ],
  [
    ["echo x > /tmp/x", "builtin:write-outside-workspace"],
    ["echo x > ../x", "builtin:write-outside-workspace"],
    ["echo x > .git/hooks/pre-commit", "builtin:write-git-dir"],
    ["echo x > sub/.GIT/config", "builtin:write-git-dir"],
    ["echo x > .github/workflows/ci.yml", 'files.deny_write: ".github/workflows/**"'],
    ["echo x > $F", "builtin:write-target"],
    ["echo x > ~/x", "builtin:write-outside-workspace"],
    ["ls >& /tmp/x", "builtin:write-outside-workspace"],
    ["cat < /etc/passwd", "builtin:read-outside-workspace"],
    ["cat < .env", 'files.deny_read: ".env"'],
    ["cat < keys/id.pem", 'files.deny_read: "**/*.pem"'],
    ["> /tmp/x", "builtin:write-outside-workspace"],
    ["ls {PATH}>/dev/null; git status", "builtin:unparseable"],
    ["echo x > /dev/tcp/example.com/80", "builtin:write-outside-workspace"],
  ],
);

describe("output redirection with bash.redirect_writes: none", () => {
  const none = makePolicy({ redirect_writes: "none" });
  it("allows /dev/null and descriptor duplication", async () => {
    expect((await decide("ls > /dev/null 2>&1", none)).allowed).toBe(true);
  });
  it("denies a file inside the workspace", async () => {
    expect(await decide("echo x > out.txt", none)).toMatchObject({ allowed: false, rule: "builtin:redirect-none" });
  });
});

group(
  "environment prefixes and variables",
  [["CI=1 npm test"], ["NODE_ENV=test npm test -- --watch=false"], ["x=1; echo $x"], ["for f in a b; do cat $f; done"]],
  [
    ["PATH=.:$PATH git status", "builtin:env-prefix"],
    ["GIT_PAGER=x git log", "builtin:env-prefix"],
    ["LD_PRELOAD=/tmp/x.so ls", "builtin:env-prefix"],
    ["PATH=/tmp; git status", "builtin:assignment"],
    ["IFS=x; ls", "builtin:assignment"],
    ["for PATH in /tmp; do ls; done", "builtin:assignment"],
    ["export X=1", "builtin:shell-state"],
    ["declare -x A=1", "builtin:shell-state"],
    ["unset PATH", "builtin:shell-state"],
    ["alias ls=rm", "builtin:shell-state"],
    ["local x=1", "builtin:shell-state"],
    ["readonly x", "builtin:shell-state"],
    ["trap 'rm x' EXIT", "builtin:shell-state"],
    ["shopt -s extglob", "builtin:shell-state"],
    ["hash -p /bin/rm git; git status", "builtin:shell-state"],
    ["printf -v PATH /tmp", "builtin:shell-state"],
  ],
);

group(
  "quoting tricks and the command word",
  [
    ['"git" status'],
    ["g''it status"],
    ["\\git status"],
    ['git "st"atus'],
    ["'ls' -la"],
    ["echo $IFS"],
    ["echo ${IFS}x"],
    ['echo "a\rb"'],
  ],
  [
    ["'git status'", "no-match"],
    ['"rm" -rf x', "no-match"],
    ["r\\m x", "no-match"],
    ["$'git' status", "builtin:command-word"],
    ["cat$IFS/etc/passwd", "builtin:command-word"],
    ["${IFS}ls", "builtin:command-word"],
    ["{rm,-rf,x}"],
    ["$(echo rm) x", "builtin:command-word"],
    ["x=rm; $x -rf /", "builtin:command-word"],
    ["~/bin/ls", "builtin:command-word"],
    ["l* -la", "builtin:command-word"],
    ["/bin/ls", "no-match"],
  ],
);

group(
  "parameter expansions",
  [["echo ${x} ${#x} $HOME $? $1"]],
  [
    ["echo ${x:-$(rm x)}", "builtin:parameter-operator"],
    ["echo ${!x}", "builtin:parameter-operator"],
    ["echo ${x@P}", "builtin:parameter-operator"],
    ["echo ${x/a/b}", "builtin:parameter-operator"],
  ],
);

group(
  "pattern matching",
  [
    ["git diff"],
    ["git diff --stat HEAD~1"],
    ["npm test"],
    ["npm test -- --watch=false"],
    ["npm run lint"],
    ["git status"],
  ],
  [
    ["git difftool", "no-match"],
    ["lsof", "no-match"],
    ["npm run lint --fix", "no-match"],
    ["npm test --update-snapshots x", 'bash.deny: "npm test --update-snapshots *"'],
    ["npm test $x", 'bash.deny: "npm test --update-snapshots *"'],
    ["git push --force origin", "builtin:git-push"],
  ],
);

group(
  "wrappers are unwrapped or refused",
  [
    ["timeout 5 git status"],
    ["timeout -s KILL 5 ls"],
    ["nice -n 5 ls"],
    ["time ls"],
    ["env ls"],
    ["env CI=1 npm test"],
    ["nohup ls"],
    ["command ls"],
    ["ls | xargs grep foo"],
    ["find . -name '*.ts' | xargs wc -l"],
    ["stdbuf -oL ls"],
    ["bash scripts/ci.sh"],
  ],
  [
    ["timeout 5 sh -c x", "builtin:shell-code"],
    ["timeout 5 rm x", "no-match"],
    ["env PATH=/tmp ls", "builtin:env-prefix"],
    ["env -S 'rm x'", "builtin:wrapper"],
    ["ls | xargs rm", "builtin:write-target"],
    ["ls | xargs make", "no-match"],
    ["ls | xargs -I{} sh -c 'echo {}'", "builtin:shell-code"],
    ["sh -c ls", "builtin:shell-code"],
    ["bash -c ls", "builtin:shell-code"],
    ["bash -lc ls", "builtin:shell-code"],
    ["echo ls | bash", "builtin:shell-code"],
    ["eval ls", "builtin:shell-code"],
    ["source x.sh", "builtin:shell-code"],
    [". x.sh", "builtin:shell-code"],
    ["sudo ls", "builtin:shell-code"],
    ["exec rm x", "no-match"],
    ["command -p ls", "builtin:wrapper"],
    ["builtin eval ls", "builtin:shell-code"],
    ["setsid ls", "builtin:shell-code"],
    ["nice sh -c x", "builtin:shell-code"],
    ["timeout 5 timeout 5 bash -c x", "builtin:shell-code"],
  ],
);

group(
  "built-in option rules: find",
  [["find . -name '*.ts'"], ["find src -type f -newer package.json"]],
  [
    ["find . -exec rm {} \\;", "builtin:find-action"],
    ['find . -"exec" rm {} +', "builtin:find-action"],
    ["find . -delete", "builtin:find-action"],
    ["find . -fprint out", "builtin:find-action"],
    ["find . -execdir x \\;", "builtin:find-action"],
    ["find . -ok x \\;", "builtin:find-action"],
    ["find . -fls out", "builtin:find-action"],
  ],
);

group(
  "built-in option rules: git",
  [
    ["git log --oneline -5"],
    ["git diff --stat"],
    ["git diff --text"],
    ["git diff --no-ext-diff --no-textconv"],
    ["git -C src status"],
    ["git --no-pager log -1"],
    ["git log --format=%H@{u}"],
  ],
  [
    ["git -c core.pager=sh log", "builtin:git-config"],
    ["git --config-env=core.pager=X log", "builtin:git-config"],
    ["git --exec-path=/tmp status", "builtin:git-exec"],
    ["git log --output=x", "builtin:git-output"],
    ["git log --out=x", "builtin:git-output"],
    ["git diff --ext-diff", "builtin:git-diff-driver"],
    ["git diff --textconv", "builtin:git-diff-driver"],
    ["git push --receive-pack=x origin", "builtin:git-exec"],
    ["git push --receive-pack='sh -c id' ext::sh", "builtin:git-exec"],
    ["git push ext::sh", "builtin:git-exec"],
    ["git push origin HEAD", "builtin:git-push"],
    ["git send-pack http://127.0.0.1:1/x.git HEAD", "builtin:git-push"],
    ["git show --upload-pack=x", "builtin:git-exec"],
    ["git --git-dir=/tmp/x log", "builtin:git-location"],
    ["git --work-tree=/ status", "builtin:git-location"],
    ["git -C / status", "builtin:git-location"],
    ["git log $x", "builtin:literal-arguments"],
    ["git submodule foreach rm", "builtin:git-exec"],
  ],
);

group(
  "built-in option rules: rg, sed, awk",
  [
    ["rg foo src"],
    ["rg --pre-glob '*.gz' foo"],
    ["sed -n '1,5p' README.md"],
    ["sed 's/a/b/g' f"],
    ["sed -i 's/a/b/' src/x.ts"],
    ["sed -e 's/a/b/' -e '/x/d' f"],
    ["awk '{print $1}' f"],
    ["awk -F: '$3 > 5 {print $1}' f"],
    ["awk '/a|b/ {print}' f"],
  ],
  [
    ["rg --pre=sh foo", "builtin:rg-exec"],
    ["rg --pre sh foo", "builtin:rg-exec"],
    ["rg --hostname-bin=x foo", "builtin:rg-exec"],
    ["sed -n '1e touch x'", "builtin:sed-exec"],
    ["sed 's/a/b/e' f", "builtin:sed-exec"],
    ["sed 's/a/b/w out' f", "builtin:sed-exec"],
    ["sed -n 'w /tmp/x' f", "builtin:sed-exec"],
    ["sed --expr='1e id' f", "builtin:sed-exec"],
    ["sed -f script.sed f", "builtin:sed-exec"],
    ["sed -i 's/a/b/' /etc/passwd", "builtin:write-outside-workspace"],
    ["sed -i.bak 's/a/b/' ../x", "builtin:write-outside-workspace"],
    ["sed 's/a/b/' -i .github/workflows/ci.yml", 'files.deny_write: ".github/workflows/**"'],
    ["awk 'BEGIN{system(\"x\")}'", "builtin:awk-exec"],
    ["awk '{print | \"sh\"}' f", "builtin:awk-exec"],
    ["awk '{\"date\" | getline d}'", "builtin:awk-exec"],
    ["awk '{print > \"/tmp/x\"}' f", "builtin:awk-exec"],
    ["awk -f prog.awk f", "builtin:awk-exec"],
    ['awk \'{ print /"/; system("id") }\' f', "builtin:awk-exec"],
  ],
);

group(
  "files.deny_read on literal arguments",
  [["cat README.md"], ["grep -r TODO src"]],
  [
    ["cat .env", 'files.deny_read: ".env"'],
    ["cat ./sub/../.env", 'files.deny_read: ".env"'],
    ["grep --file=.env x", 'files.deny_read: ".env"'],
    ["head keys/server.pem", 'files.deny_read: "**/*.pem"'],
  ],
);

group(
  "characters bash and the parser could read differently",
  [["ls \\\n  -la"], ["echo 'a\\\nb'"]],
  [
    ["git status\r", "builtin:unparseable"],
    ["echo a\rb; ls", "builtin:unparseable"],
    ["ls\u000b-la", "builtin:unparseable"],
    ["ls\u00a0-la", "builtin:unparseable"],
    ["ls\0", "builtin:nul-byte"],
    ["echo a\\\nb", "builtin:unparseable"],
    ['echo "$\\\n(rm x)"', "builtin:unparseable"],
    ["echo 'unterminated", "builtin:unparseable"],
    ['echo "unterminated', "builtin:unparseable"],
    ["if true; then ls", "builtin:unparseable"],
    ["echo $(", "builtin:unparseable"],
    ["", "builtin:unparseable"],
  ],
);

describe("long lines", () => {
  it("allows 60 chained `true &&` when true is allowed", async () => {
    const d = await decide(Array(60).fill("true").join(" && "));
    expect(d.allowed).toBe(true);
    expect(d.commands).toHaveLength(60);
  });
  it("denies the chain when one link is not allowed", async () => {
    const d = await decide(`${Array(60).fill("true").join(" && ")} && rm x`);
    expect(d).toMatchObject({ allowed: false, rule: "no-match" });
  });
  it("denies a line longer than bash.max_command_length", async () => {
    const d = await decide(`echo ${"a".repeat(10_000)}`);
    expect(d).toMatchObject({ allowed: false, rule: "builtin:max-command-length" });
  });
});

describe("the decision's details", () => {
  it("lists every simple command with the rule that decided it, in source order", async () => {
    const d = await decide("git log; rm -rf build");
    expect(d.commands).toEqual([
      { argv: ["git", "log"], decision: "allow", rule: 'bash.allow: "git log *"' },
      { argv: ["rm", "-rf", "build"], decision: "deny", rule: "no-match" },
    ]);
    expect(d.reason).toContain("rm -rf build");
  });

  it("suggests the narrowest general bash.allow line when only a missing pattern denied the command", async () => {
    expect((await decide("npm install")).suggestion).toBe('bash.allow: ["npm install *"]');
    expect((await decide("npm run lint -- --fix")).suggestion).toBe('bash.allow: ["npm run lint *"]');
    expect((await decide("python -m pytest tests/unit -x")).suggestion).toBe('bash.allow: ["python -m pytest *"]');
    expect((await decide("tail -40 src/app.ts")).suggestion).toBe(
      'bash.allow: ["tail *"]  # built-in rules still refuse reads of credentials and files.deny_read paths',
    );
    expect((await decide('git commit -m "fix bug"')).suggestion).toMatch(
      /^bash\.allow: \["git commit \*"\] {2}# built-in rules still refuse git push/,
    );
    expect((await decide("make && make install; make")).suggestion).toBe('bash.allow: ["make *", "make install *"]');
    expect((await decide("timeout 5 make")).suggestion).toBe('bash.allow: ["make *"]');
    expect((await decide("cp a b")).suggestion).toBe(
      'bash.allow: ["cp *"]  # built-in rules still refuse writes outside the workspace, into .git/ or files.deny_write paths',
    );
  });

  it("offers no suggestion when a built-in rule or bash.deny decided", async () => {
    expect((await decide("find . -delete")).suggestion).toBeUndefined();
    expect((await decide("git push --force x")).suggestion).toBeUndefined();
    expect((await decide("ls; find . -delete; make")).suggestion).toBeUndefined();
  });

  it("marks inspection-only lines read-only", async () => {
    for (const c of [
      "git status",
      "ls | grep x",
      "ls 2>/dev/null",
      "git branch",
      "sed -n 1p f",
      "timeout 5 cat f",
      "git -C src log",
    ]) {
      expect((await decide(c)).readOnly, c).toBe(true);
    }
  });

  it("does not mark writers read-only", async () => {
    for (const c of ["echo x > out.txt", "sed -i s/a/b/ f", "npm test", "git branch new-branch", "sort -o out f"]) {
      const d = await decide(c);
      expect(d.allowed, c).toBe(true);
      expect(d.readOnly, c).toBe(false);
    }
  });

  it("never marks a denied line read-only", async () => {
    expect((await decide("ls; rm x")).readOnly).toBe(false);
  });
});

describe("the decision's shape at the edges", () => {
  it("refuses a NUL byte, an over-long line or an empty one before parsing, with nothing listed and nothing read-only", async () => {
    const short = makePolicy({ max_command_length: 12 });
    for (const [command, rule, p] of [
      ["ls\0", "builtin:nul-byte", policy],
      ["echo 1234567", "builtin:max-command-length", makePolicy({ max_command_length: 11 })],
      ["   \n\t", "builtin:unparseable", policy],
    ] as const) {
      expect(await decide(command, p), JSON.stringify(command)).toEqual({
        allowed: false,
        rule,
        reason: expect.any(String),
        readOnly: false,
        commands: [],
      });
    }
    // bash.max_command_length is the longest line allowed, not the first length refused.
    expect((await decide("echo 1234567", short)).allowed).toBe(true);
    expect((await decide("echo 1234567", makePolicy({ max_command_length: 11 }))).reason).toBe(
      "the command is 12 characters; bash.max_command_length is 11",
    );
  });

  it("names the deciding rule: the one rule, no-commands, or bash.allow when several rules allowed", async () => {
    expect(await decide("x=1")).toEqual({
      allowed: true,
      rule: "no-commands",
      reason: "the line runs no command",
      readOnly: true,
      commands: [],
    });
    expect(await decide("[ -d src ]")).toEqual({
      allowed: true,
      rule: "shell:test",
      reason: "allowed by shell:test",
      readOnly: true,
      commands: [{ argv: ["[ -d src ]"], decision: "allow", rule: "shell:test" }],
    });
    expect(await decide("ls; ls -l")).toMatchObject({
      allowed: true,
      rule: 'bash.allow: "ls *"',
      reason: 'allowed by bash.allow: "ls *"',
    });
    expect(await decide("ls; true")).toMatchObject({
      allowed: true,
      rule: "bash.allow",
      reason: 'allowed by bash.allow: "ls *", bash.allow: "true"',
    });
  });

  it("reports the first denial in source order, whatever found it", async () => {
    const d = await decide("rm x; echo hi > /etc/passwd");
    expect(d).toMatchObject({
      allowed: false,
      rule: "no-match",
      reason: "`rm x`: no bash.allow pattern matches",
      readOnly: false,
    });
    expect(d.commands.map((c) => c.argv[0])).toEqual(["rm", "echo", "> /etc/passwd"]);
    expect((await decide("echo hi > /etc/passwd; rm x")).rule).toBe("builtin:write-outside-workspace");
  });

  it("suggests patterns only when every denial is a missing pattern that can be spelled", async () => {
    expect((await decide('make; "$x" y')).suggestion).toBeUndefined();
    expect((await decide("make; tail x; make")).suggestion).toBe(
      'bash.allow: ["make *", "tail *"]  # built-in rules still refuse reads of credentials and files.deny_read paths',
    );
  });

  it("says which command a wrapper runs", async () => {
    expect((await decide("timeout 5 rm x")).reason).toBe(
      "`timeout 5 rm x`: timeout runs `rm x`: no bash.allow pattern matches",
    );
  });

  it("lets IFS= prefix only read; other prefixes and other commands keep the env rule", async () => {
    expect(await decide("IFS= read -r l")).toMatchObject({ allowed: true, rule: "shell:read" });
    expect(await decide("PATH=/x read l")).toMatchObject({
      allowed: false,
      rule: "builtin:env-prefix",
      readOnly: false,
    });
    expect(await decide("IFS=x ls")).toMatchObject({ allowed: false, rule: "builtin:env-prefix" });
    expect((await decide("IFS=x ls")).commands).toEqual([
      { argv: ["ls"], decision: "deny", rule: "builtin:env-prefix" },
    ]);
  });

  it("denies a command when any directory the line may be in makes it a denied read", async () => {
    const p = policySchema.parse({
      version: 1,
      bash: { allow: ["cat *", "true"] },
      files: { deny_read: ["src/secret.txt"] },
    });
    for (const command of [
      "[ -d src ] && cd src; cat secret.txt",
      "[ -d src ] && cd src; cat src/secret.txt",
      "cd src || true; cat secret.txt",
    ]) {
      expect(await decide(command, p), command).toMatchObject({
        allowed: false,
        rule: 'files.deny_read: "src/secret.txt"',
      });
    }
  });

  it("lists a refused directory once, not again for the physical check", async () => {
    expect((await decide("cd /tmp")).commands).toEqual([
      { argv: ["cd", "/tmp"], decision: "deny", rule: "builtin:directory-outside-workspace" },
    ]);
  });
});

describe("decideUrl", () => {
  const url = (u: string) => decideUrl(policy, new URL(u));
  it("allows listed hosts and subdomains of a wildcard", () => {
    expect(url("https://docs.python.org/3/").allowed).toBe(true);
    expect(url("https://developer.mozilla.org/en-US/").allowed).toBe(true);
    expect(url("https://a.b.mozilla.org/").allowed).toBe(true);
    expect(url("https://DOCS.python.org./x").allowed).toBe(true);
  });
  it("does not let a wildcard match the bare domain or a look-alike", () => {
    expect(url("https://mozilla.org/").allowed).toBe(false);
    expect(url("https://evilmozilla.org/").allowed).toBe(false);
    expect(url("https://docs.python.org.evil.com/").allowed).toBe(false);
  });
  it("refuses other protocols and credentials", () => {
    expect(url("ftp://docs.python.org/")).toMatchObject({ allowed: false, rule: "web_fetch.protocol" });
    expect(url("http://u:p@docs.python.org/")).toMatchObject({ allowed: false, rule: "web_fetch.credentials" });
  });
  it("allows plain http as well as https, and names the entry that allowed", () => {
    expect(url("http://docs.python.org/")).toEqual({
      allowed: true,
      rule: 'web_fetch.allow_domains: "docs.python.org"',
      reason: "docs.python.org is allowed",
    });
    expect(url("https://x.developer.mozilla.org./")).toEqual({
      allowed: true,
      rule: 'web_fetch.allow_domains: "*.mozilla.org"',
      reason: "x.developer.mozilla.org is allowed",
    });
  });
  it("refuses a user name or a password alone", () => {
    expect(url("https://u@docs.python.org/")).toMatchObject({ allowed: false, rule: "web_fetch.credentials" });
    expect(url("https://:p@docs.python.org/")).toMatchObject({ allowed: false, rule: "web_fetch.credentials" });
  });
  it("says why a host is refused: not listed, or nothing listed", () => {
    expect(url("https://Example.COM./x")).toEqual({
      allowed: false,
      rule: "web_fetch.allow_domains",
      reason: "example.com is not in web_fetch.allow_domains",
      suggestion: 'web_fetch.allow_domains: ["example.com"]',
    });
    const closed = policySchema.parse({ version: 1, web_fetch: { allow_domains: [] } });
    expect(decideUrl(closed, new URL("https://docs.python.org/"))).toMatchObject({
      allowed: false,
      reason: "web_fetch.allow_domains is empty",
    });
  });
  it("suggests the host to add", () => {
    expect(url("https://example.com/x")).toMatchObject({
      allowed: false,
      rule: "web_fetch.allow_domains",
      suggestion: 'web_fetch.allow_domains: ["example.com"]',
    });
  });
});
