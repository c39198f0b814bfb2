// Lines of the kind coding agents emit in CI sessions, judged by a typical policy: the working directory is
// followed through the line, file operands of known readers and writers are checked as paths, and patterns
// (find -name, grep -e) are not. Each case names the rule that must decide a denial.
import { homedir } from "node:os";
import { describe, expect, it } from "vitest";
import { decideCommand } from "../../src/policy/decide.js";
import { policySchema } from "../../src/policy/schema.js";

const WORKSPACE = "/work/ws";

const policy = policySchema.parse({
  version: 1,
  bash: {
    allow: [
      "cat *",
      "head *",
      "tail *",
      "wc *",
      "grep *",
      "rg *",
      "find *",
      "sed *",
      "awk *",
      "jq *",
      "sort *",
      "ls *",
      "echo *",
      "xxd *",
      "strings *",
      "sleep *",
      "cp *",
      "mv *",
      "tee *",
      "install *",
      "ln *",
      "mkdir *",
      "touch *",
      "rm *",
      "chmod *",
      "dd *",
      "truncate *",
      "npm test *",
      "npm run *",
      "git diff *",
      "git log *",
      "git status *",
      "git ls-files *",
      "git format-patch *",
      "uniq *",
    ],
  },
  files: { deny_read: ["secrets/**", ".env", "**/*.pem"], deny_write: [".github/workflows/**", "config/release.json"] },
});

const decide = (command: string) => decideCommand(policy, command, { workspace: WORKSPACE });

function family(name: string, allowed: string[], denied: [command: string, rule: string][]) {
  describe(name, () => {
    it.each(allowed)("allows %j", async (command) => {
      const d = await decide(command);
      expect(d.allowed, `${d.rule}: ${d.reason}`).toBe(true);
    });
    it.each(denied)("denies %j by %s", async (command, rule) => {
      const d = await decide(command);
      expect(d.allowed, d.reason).toBe(false);
      expect(d.rule).toBe(rule);
    });
  });
}

const OUTSIDE = "builtin:directory-outside-workspace";
const WORKFLOWS = 'files.deny_write: ".github/workflows/**"';

family(
  "monorepo cd chains: the directory is followed through the line",
  [
    "cd packages/web && npm test && cd ../..",
    "cd packages/web && npm test -- --watch=false && cd ../api && npm test",
    "(cd packages/web && npm test) && (cd packages/api && npm run lint)",
    "cd packages/web && cat package.json | jq .name",
    "pushd packages/web && npm test && popd && ls",
    "cd src && cat ../README.md",
    "cd packages/web && git -C ../api log -1",
    "cd packages/web && sed -n 1,5p src/*/*.ts",
    "cd packages && cd web && cd ../../ && ls",
    "cd docs/ && echo done > ../build.log",
  ],
  [
    ["cd packages/web && cd ../../..", OUTSIDE],
    // If the first cd fails, the second starts from the workspace root and leaves it.
    ["cd packages/web; cd ../api", OUTSIDE],
    ["cd packages/web || cd ../api", OUTSIDE],
    ["(cd packages && cd ..) && cd ..", OUTSIDE],
    ["cd src && git -C ../.. status", "builtin:git-location"],
    ["cd packages && cat ../.env", 'files.deny_read: ".env"'],
    ["cd .github && cp /tmp/x.yml workflows/release.yml", WORKFLOWS],
    ["cd .github && echo x > workflows/a.yml", WORKFLOWS],
    ["cd .github/workflows && tee ci.yml < /dev/null", WORKFLOWS],
    ["popd +1", OUTSIDE],
    ["for i in 1 2 3 4 5 6; do cd sub; done; cat README.md", OUTSIDE],
  ],
);

family(
  "while read loops",
  [
    'git ls-files | while read -r f; do wc -l "$f"; done',
    "find . -name '*.ts' | while read f; do head -1 \"$f\"; done",
    'ls src | while IFS= read -r line; do echo "$line"; done',
    "echo a b | read x y",
  ],
  [
    ['ls | while read -r PATH; do echo "$PATH"; done', "builtin:assignment"],
    ['ls | while LD_PRELOAD=x read -r f; do echo "$f"; done', "builtin:env-prefix"],
  ],
);

family(
  "find -name, grep -e and rg --glob name patterns, not files",
  [
    "find . -name '*.pem'",
    "find . -name .env -o -iname '*.pem' -type f",
    "find . -path '*/secrets/*' -prune -o -print",
    "grep -rn BEGIN --include='*.pem' src",
    "grep -e .env README.md",
    "grep .env README.md docs/setup.md",
    "rg --glob '*.pem' -l KEY src",
    "rg -g '!secrets/**' TODO",
    "jq -r .env config.json",
    "awk '/.env/ {print}' README.md",
    "sed -n '/secrets/p' README.md",
    "jq -n --arg env .env '$env'",
    "jq -r --args '.[]' .env secrets",
    "awk -v f=.env '{print f}' README.md",
    "awk '{print}' f=.env README.md",
    "sed -e '/.env/d' README.md",
    "find . -newermt 2024-01-01 -name '*.pem'",
  ],
  [
    ["find keys -newer server.pem", 'files.deny_read: "**/*.pem"'],
    ["grep KEY keys/server.pem", 'files.deny_read: "**/*.pem"'],
    ["grep -f .env README.md", 'files.deny_read: ".env"'],
    ["cat secrets/*", 'files.deny_read: "secrets/**"'],
    ["head -5 config/*.pem", 'files.deny_read: "**/*.pem"'],
    ["wc -l .e*", 'files.deny_read: ".env"'],
    ["rg TOKEN .env", 'files.deny_read: ".env"'],
    ["jq . secrets/prod.json", 'files.deny_read: "secrets/**"'],
    ["sort -u secrets/list.txt", 'files.deny_read: "secrets/**"'],
    // "$dir" may be `secrets`, the first rule that can match.
    ['cat "$dir"/.env', 'files.deny_read: "secrets/**"'],
    ["cat --bogus-option .env", 'files.deny_read: ".env"'],
    ["grep --bogus-option x .env", 'files.deny_read: ".env"'],
    ["jq --arg k v -f .env", 'files.deny_read: ".env"'],
    ["jq --slurpfile k .env .", 'files.deny_read: ".env"'],
    ["awk -f .env x", "builtin:awk-exec"],
    ["sort --files0-from=.env", 'files.deny_read: ".env"'],
  ],
);

family(
  "glob operands that stay in the workspace",
  [
    "sed -n 1,5p src/*/*.ts",
    "cat src/*.ts",
    "wc -l *.md",
    "grep -n TODO src/**/*.ts",
    "awk 'NR==1' docs/*.md",
    "rg -n fix src/*.ts",
    "cat *.md",
  ],
  [
    // `src/*` could be src/key.pem.
    ["rg -n fix src/*", 'files.deny_read: "**/*.pem"'],
    ["cat *.json", "builtin:never-read"],
    ["cat *", 'files.deny_read: "secrets/**"'],
    // A glob that may be an option (`-i.ts` is sed -i) or leave the workspace stays refused for literal-only programs.
    ["sed -n 1p *.ts", "builtin:literal-arguments"],
    ["sed -n 1p ../*/x", "builtin:literal-arguments"],
    ["sed -n 1p src/$f", "builtin:literal-arguments"],
  ],
);

family(
  "/proc and the runner's credentials are never read, by path or by glob",
  [
    "cat /proc/cpuinfo",
    "grep MemTotal /proc/meminfo",
    "cat /proc/1/status",
    "wc -l /etc/os-release",
    "cat ~/notes.txt",
  ],
  [
    ["cat /proc/1/environ", "builtin:never-read"],
    ["cat /proc/self/environ", "builtin:never-read"],
    ["grep -a TOKEN /proc/*/environ", "builtin:never-read"],
    ["strings /proc/$$/environ", "builtin:never-read"],
    ["xxd /proc/self/mem", "builtin:never-read"],
    ["head -c 100 /proc/1/task/1/environ", "builtin:never-read"],
    ["cat /proc/[0-9]*/environ", "builtin:never-read"],
    ["cat ../../../proc/1/environ", "builtin:never-read"],
    ["cat ~/.ssh/id_rsa", "builtin:never-read"],
    ["cat ~/.ssh/*", "builtin:never-read"],
    ["cat $HOME/.git-credentials", "builtin:never-read"],
    ["cat /root/.docker/config.json", "builtin:never-read"],
    [`cat ${homedir()}/.ssh/id_ed25519`, "builtin:never-read"],
    ["cat gha-creds-1a2b3c.json", "builtin:never-read"],
    ["cat gha-creds-*.json", "builtin:never-read"],
    ["ln -s /proc/1/environ env.txt", "builtin:never-read"],
    ["cp ~/.ssh/id_rsa key", "builtin:never-read"],
  ],
);

family(
  "writers: cp, mv, tee, install, ln -s, mkdir, rm, touch, chmod, dd, sed -i follow the rules of >",
  [
    "cp src/a.ts src/b.ts",
    "mkdir -p build/out && cp dist/*.js build/out/",
    "mv tmp.txt notes/",
    "rm -rf dist/*",
    "npm test 2>&1 | tee out.log",
    "install -d build/bin",
    "install -m 755 scripts/run.sh build/bin/run",
    "ln -s ../lib vendor/lib",
    "touch src/new.ts",
    "chmod +x scripts/run.sh",
    "chmod -x scripts/run.sh",
    "dd if=/dev/zero of=blob bs=1 count=1",
    "truncate -s 0 out.log",
    "cp -r .github/ISSUE_TEMPLATE docs/",
    "sed -i s/a/b/ src/*.ts",
    "uniq in.txt out.txt",
  ],
  [
    ["cp /tmp/x.yml .github/workflows/release.yml", WORKFLOWS],
    ["cp x.yml .github/workflows/", WORKFLOWS],
    ["cp x.yml .github/workflows", WORKFLOWS],
    ["cp -t .github/workflows x.yml", WORKFLOWS],
    ["mv build/ci.yml .github/workflows", WORKFLOWS],
    ["mv .github/workflows/ci.yml /tmp/", WORKFLOWS],
    ["echo x | tee .github/workflows/a.yml", WORKFLOWS],
    ["tee -a .github/workflows/a.yml < x", WORKFLOWS],
    ["install -m 644 x.yml .github/workflows/a.yml", WORKFLOWS],
    ["ln -s ../../x.yml .github/workflows/a.yml", WORKFLOWS],
    ["ln -sf /tmp/evil.yml .github/workflows/", WORKFLOWS],
    ["rm .github/workflows/*.yml", WORKFLOWS],
    ["rm config/release.json", 'files.deny_write: "config/release.json"'],
    ["rm config/*.json", 'files.deny_write: "config/release.json"'],
    ["cd config && touch release.json", 'files.deny_write: "config/release.json"'],
    ["dd if=x.yml of=.github/workflows/a.yml", WORKFLOWS],
    ["sed -i s/a/b/ .github/workflows/ci.yml", WORKFLOWS],
    ["chmod +x .github/workflows/x.sh", WORKFLOWS],
    ["truncate -s 0 .github/workflows/ci.yml", WORKFLOWS],
    ["cp dist/*.yml .github/workflows/", WORKFLOWS],
    ["sort -o .github/workflows/ci.yml x", WORKFLOWS],
    ["uniq in.txt .github/workflows/ci.yml", WORKFLOWS],
    ["cp -T dist .github/workflows", WORKFLOWS],
    ["cp --bogus-option a .github/workflows/x.yml", WORKFLOWS],
    // One operand: the link lands in the current directory, under the target's name.
    ["cd .github/workflows && ln -s ../../ci.yml", WORKFLOWS],
    ["touch -r .env x", 'files.deny_read: ".env"'],
    ["truncate -r .env x", 'files.deny_read: ".env"'],
    ["chmod --reference=.env x", 'files.deny_read: ".env"'],
    ["install -d .github/workflows/new", WORKFLOWS],
    ["mkdir .github/workflows/sub", WORKFLOWS],
    ["rmdir .github/workflows", WORKFLOWS],
    ["cp key /tmp/key", "builtin:write-outside-workspace"],
    ["mv src /tmp/", "builtin:write-outside-workspace"],
    ["cp -r . ../copy", "builtin:write-outside-workspace"],
    ["install -D x /usr/local/bin/x", "builtin:write-outside-workspace"],
    ["rm -rf /", "builtin:write-outside-workspace"],
    ["rm -rf ../*", "builtin:write-outside-workspace"],
    ["touch .git/hooks/pre-commit", "builtin:write-git-dir"],
    ["rm -rf .git", "builtin:write-git-dir"],
    ["cp hook .git/hooks/", "builtin:write-git-dir"],
    ['cp x "$dest"', "builtin:write-target"],
    ["ls | xargs rm", "builtin:write-target"],
    ["rm *.log", "builtin:write-target"],
  ],
);

family(
  "~ and $HOME destinations",
  [],
  [
    ["mkdir -p ~/.ssh && cp key ~/.ssh/authorized_keys", "builtin:write-outside-workspace"],
    ["cp key ~/.ssh/authorized_keys", "builtin:write-outside-workspace"],
    ["mkdir -p $HOME/.config", "builtin:write-outside-workspace"],
    ["cp x ${HOME}/.bashrc", "builtin:write-outside-workspace"],
    ["echo x | tee ~/.profile", "builtin:write-outside-workspace"],
    ["ln -s x ~", "builtin:write-outside-workspace"],
    ["cp x ~root/y", "builtin:write-target"],
  ],
);

family(
  "git global options that change nothing a pattern cares about",
  [
    "git --no-pager diff",
    "git --no-pager log --oneline -5",
    "git -C packages/web log -1",
    "git -C packages -C web status",
    "git --literal-pathspecs log -- src",
    "git -P diff HEAD~1",
    "git --paginate status",
  ],
  [
    ["git -C ../.. status", "builtin:git-location"],
    ["git -C packages -C ../.. status", "builtin:git-location"],
    ["git --no-pager commit -m x", "no-match"],
  ],
);

family(
  "git format-patch writes its patches where -o, --output-directory or --output says: inside the workspace only",
  [
    "git format-patch -3",
    "git format-patch -o patches origin/main",
    "git format-patch -opatches -1",
    "git format-patch -k -o out/patches -1",
    "git format-patch --output-directory=out/patches -2",
    "git format-patch --output-dir out HEAD~1",
    "git format-patch --output=fix.patch -1",
    "git format-patch --output fix.patch -1",
    "git -C packages/web format-patch -o ../../patches -1",
    "cd packages/web && git format-patch -o ../../patches -1",
    "git format-patch -1 -- -ko",
  ],
  [
    ["git format-patch -o /tmp/p -1", "builtin:write-outside-workspace"],
    ["git format-patch -o/tmp/p -1", "builtin:write-outside-workspace"],
    ["git format-patch -o ../p origin/main", "builtin:write-outside-workspace"],
    ["git format-patch --output-directory=/tmp -1", "builtin:write-outside-workspace"],
    ["git format-patch --output-directory /tmp -1", "builtin:write-outside-workspace"],
    ["git format-patch --output-d=/tmp -1", "builtin:write-outside-workspace"],
    ["git format-patch --output=/tmp/x.patch -1", "builtin:write-outside-workspace"],
    ["git format-patch --output /tmp/x.patch -1", "builtin:write-outside-workspace"],
    ["git format-patch --out=/tmp/x.patch -1", "builtin:write-outside-workspace"],
    ["git --no-pager format-patch -o /tmp -1", "builtin:write-outside-workspace"],
    ["git --namespace x format-patch -o /tmp -1", "builtin:write-outside-workspace"],
    ["git -C packages format-patch -o ../.. -1", "builtin:write-outside-workspace"],
    ["cd packages/web && git format-patch -o ../../.. -1", "builtin:write-outside-workspace"],
    ["git format-patch -o .git/hooks -1", "builtin:write-git-dir"],
    ["git format-patch -o .github/workflows -1", WORKFLOWS],
    ["git format-patch --output=.github/workflows/ci.yml -1", WORKFLOWS],
    // -k and -o in one cluster: the checker does not split out the directory.
    ["git format-patch -ko /tmp -1", "builtin:git-output"],
    ["git log --output=patches/x", "builtin:git-output"],
  ],
);

describe("the decision's read-only classification", () => {
  it("counts a known writer as a writer even when its pattern allows it", async () => {
    for (const c of ["sort -o out.txt in.txt", "uniq a b", "cp a b"]) expect((await decide(c)).readOnly, c).toBe(false);
    for (const c of ["sort in.txt", "uniq a", "cat a | wc -l"]) expect((await decide(c)).readOnly, c).toBe(true);
  });
});

describe("patterns for the plain form of a git command, and suggestions", () => {
  const strict = policySchema.parse({
    version: 1,
    bash: { allow: ["git log *", "tail *"], deny: ["git log --all *"] },
  });
  const judge = (command: string) => decideCommand(strict, command, { workspace: WORKSPACE });

  it("applies bash.deny to the plain form too", async () => {
    expect(await judge("git --no-pager log --all")).toMatchObject({
      allowed: false,
      rule: 'bash.deny: "git log --all *"',
    });
    expect(await judge("git -C src log --all -1")).toMatchObject({
      allowed: false,
      rule: 'bash.deny: "git log --all *"',
    });
    expect(await judge("git -C src log -1")).toMatchObject({ allowed: true });
  });

  it("suggests one line for several commands, with every caveat", async () => {
    const d = await judge("head -1 a; rm b; npm run lint -- --fix");
    expect(d.suggestion).toBe(
      'bash.allow: ["head *", "rm *", "npm run lint *"]  # built-in rules still refuse reads of credentials and files.deny_read paths; writes outside the workspace, into .git/ or files.deny_write paths',
    );
    expect((await judge("git --no-pager commit -m x")).suggestion).toMatch(/^bash\.allow: \["git commit \*"\]/);
    expect((await judge("npm ci")).suggestion).toBe('bash.allow: ["npm ci *"]');
  });
});

describe("decision details found by mutation testing", () => {
  it("names the rule of an allowed line and its read-only status", async () => {
    expect(await decide("x=1")).toMatchObject({ allowed: true, rule: "no-commands", readOnly: true });
    expect(await decide("ls")).toMatchObject({ allowed: true, rule: 'bash.allow: "ls *"', readOnly: true });
    expect(await decide("ls; cat a")).toMatchObject({ allowed: true, rule: "bash.allow", readOnly: true });
    expect(await decide("ls; cp a b")).toMatchObject({ allowed: true, readOnly: false });
    expect(await decide("ls > out.txt")).toMatchObject({ allowed: true, readOnly: false });
    expect(await decide("[ -f a ] && ls")).toMatchObject({ allowed: true, readOnly: true });
  });

  it("refuses IFS and other prefixes on anything but read", async () => {
    expect(await decide("IFS=, ls")).toMatchObject({ allowed: false, rule: "builtin:env-prefix" });
    expect(await decide("ls | IFS=, read -r a b")).toMatchObject({ allowed: true });
  });

  it("refuses blank lines and lines over the length limit, and allows one at the limit", async () => {
    expect(await decide("   ")).toMatchObject({ allowed: false, rule: "builtin:unparseable" });
    const p = policySchema.parse({ version: 1, bash: { allow: ["echo *"], max_command_length: 10 } });
    expect((await decideCommand(p, "echo 12345", { workspace: WORKSPACE })).allowed).toBe(true);
    expect(await decideCommand(p, "echo 123456", { workspace: WORKSPACE })).toMatchObject({
      allowed: false,
      rule: "builtin:max-command-length",
    });
  });

  it("lists the denied steps in source order", async () => {
    const d = await decide("cp x /tmp/y; rm -rf /");
    expect(d.commands.map((c) => c.argv[0])).toEqual(["cp", "rm"]);
    expect(d.rule).toBe("builtin:write-outside-workspace");
    expect(d.reason).toContain("/tmp/y");
  });
});
