export const id = 89;
export const ids = [89];
export const modules = {

/***/ 12089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  POLICY_PATH: () => (/* binding */ POLICY_PATH),
  WORKFLOW_PATH: () => (/* binding */ WORKFLOW_PATH),
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/init/detect.ts
// Detects a repository's stack from the files at its root, so `repo-agent init` can write a policy that
// allows exactly that stack's install, test and lint commands.


/** Scripts worth running from an agent: verification, not publishing or deploying. */
const USEFUL_SCRIPTS = ["test", "lint", "build", "typecheck", "check", "format", "fmt", "test:unit", "lint:fix"];
function detectStacks(repoDir) {
    const has = (f) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(repoDir, f));
    const stacks = [];
    if (has("package.json")) {
        const scripts = readScripts((0,external_node_path_.join)(repoDir, "package.json"));
        const useful = USEFUL_SCRIPTS.filter((s) => s in scripts);
        const manager = has("pnpm-lock.yaml") ? "pnpm" : has("yarn.lock") ? "yarn" : "npm";
        const install = {
            npm: has("package-lock.json") ? "npm ci" : "npm install",
            pnpm: "pnpm install --frozen-lockfile",
            yarn: "yarn install --frozen-lockfile",
        }[manager];
        const run = (s) => manager === "npm"
            ? s === "test"
                ? "npm test"
                : `npm run ${s}`
            : `${manager} ${s === "test" ? "test" : `run ${s}`}`;
        const allow = [install, ...useful.flatMap((s) => [run(s), `${run(s)} *`])];
        stacks.push({
            name: manager,
            allow,
            exampleAllow: [install, ...useful.slice(0, 2).map(run)],
            verify: "test" in scripts ? run("test") : undefined,
            setup: [
                ...(manager === "pnpm" ? ["      - uses: pnpm/action-setup@v4"] : []),
                "      - uses: actions/setup-node@v4",
                "        with:",
                has(".nvmrc") ? "          node-version-file: .nvmrc" : "          node-version: 22",
            ],
        });
    }
    if (has("pyproject.toml") || has("pytest.ini") || has("setup.py") || has("requirements.txt")) {
        const install = has("requirements.txt")
            ? ["pip install -r requirements.txt"]
            : has("pyproject.toml")
                ? ["pip install -e ."]
                : [];
        stacks.push({
            name: "pytest",
            allow: [...install, "pytest", "pytest *", "python -m pytest", "python -m pytest *"],
            exampleAllow: ["pytest", "python -m pytest -x tests"],
            verify: "pytest",
            setup: ["      - uses: actions/setup-python@v5", "        with:", '          python-version: "3.12"'],
        });
    }
    if (has("go.mod")) {
        stacks.push({
            name: "go",
            allow: ["go build *", "go test *", "go vet *", "gofmt -l *", "go mod download"],
            exampleAllow: ["go test ./...", "go vet ./..."],
            verify: "go test ./...",
            setup: ["      - uses: actions/setup-go@v5", "        with:", "          go-version-file: go.mod"],
        });
    }
    if (has("Cargo.toml")) {
        stacks.push({
            name: "cargo",
            allow: [
                "cargo build",
                "cargo build *",
                "cargo test",
                "cargo test *",
                "cargo clippy *",
                "cargo fmt *",
                "cargo check *",
            ],
            exampleAllow: ["cargo test", "cargo clippy --all-targets"],
            verify: "cargo test",
            setup: [],
        });
    }
    if (has("Makefile")) {
        const targets = readMakeTargets((0,external_node_path_.join)(repoDir, "Makefile")).filter((t) => ["test", "check", "lint", "build", "all"].includes(t));
        stacks.push({
            name: "make",
            allow: ["make", ...targets.map((t) => `make ${t}`)],
            exampleAllow: targets.length > 0 ? [`make ${targets[0]}`] : ["make"],
            verify: targets.includes("test") ? "make test" : undefined,
            setup: [],
        });
    }
    return stacks;
}
function readScripts(file) {
    try {
        const json = JSON.parse((0,external_node_fs_.readFileSync)(file, "utf8"));
        return json.scripts ?? {};
    }
    catch {
        return {};
    }
}
function readMakeTargets(file) {
    try {
        return [...(0,external_node_fs_.readFileSync)(file, "utf8").matchAll(/^([A-Za-z][\w-]*)\s*:(?!=)/gm)].map((m) => m[1]);
    }
    catch {
        return [];
    }
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/policy/inspection-commands.ts
var inspection_commands = __webpack_require__(64725);
// EXTERNAL MODULE: ./src/policy/network-presets.ts
var network_presets = __webpack_require__(27529);
;// CONCATENATED MODULE: ./src/init/templates.ts
// The two files `repo-agent init` writes: a workflow that runs the action on comments and reviews, and a policy
// that allows the detected stack's commands on top of read-only inspection.



/** The registry preset each detected stack installs from (make needs none of its own). */
const STACK_PRESETS = {
    npm: "npm",
    pnpm: "npm",
    yarn: "npm",
    pytest: "pypi",
    go: "go",
    cargo: "crates",
    make: undefined,
};
/** How workflows refer to this action. */
const ACTION_REF = "repo-agent/repo-agent@v1";
/** How users run the CLI: it is not on the npm registry, so npx takes the same tagged release from GitHub. */
const CLI_COMMAND = `npx github:${ACTION_REF.replace("@", "#")}`;
function renderPolicy(stacks) {
    const allow = unique([...stacks.flatMap((s) => s.allow), ...inspection_commands/* INSPECTION_COMMANDS */.K]);
    const exampleAllow = unique([...stacks.flatMap((s) => s.exampleAllow), "git diff --stat"]);
    const first = stacks[0]?.exampleAllow[0] ?? "git status";
    const presets = unique(stacks.flatMap((s) => STACK_PRESETS[s.name] ?? []));
    const verify = unique(stacks.flatMap((s) => (s.verify ? [s.verify] : [])));
    const policy = {
        version: 1,
        bash: { allow, deny: ["npm publish *", "git push *"], timeout_seconds: 300 },
        // The commands reach only these registries, through the action's proxy; everything else is blocked and listed.
        network: presets.length ? { presets } : { allow: [] },
        files: { deny_write: [".github/workflows/**"], deny_read: [".env", ".env.*", "**/*.pem", "**/*.key"] },
        limits: { max_turns: 60, max_cost_usd: 3, timeout_minutes: 30 },
        examples: {
            allow: exampleAllow,
            deny: [`${first}; curl https://example.com`, "npm publish", "git push --force origin HEAD:main", "cat .env"],
            ...(presets.length ? { allow_urls: presets.map((p) => `https://${network_presets/* NETWORK_PRESETS */.w[p].hosts[0]}/`) } : {}),
            deny_urls: ["https://example.com/upload"],
        },
        // The repository's tests, run by the action itself before anything lands; a failure goes back to the agent.
        ...(verify.length > 0 ? { verify: { run: verify } } : {}),
    };
    return [
        "# repo-agent policy: which commands the agent may run (nobody is there to confirm them).",
        `# Everything not allowed is denied. Check a command with: ${CLI_COMMAND} policy check -- "<command>"`,
        "# Reference: https://github.com/" + ACTION_REF.split("@")[0] + "#the-policy-file",
        (0,dist/* stringify */.As)(policy, { lineWidth: 0 }).trimEnd(),
        "",
    ].join("\n");
}
function renderWorkflow(stacks) {
    const setup = stacks.flatMap((s) => s.setup);
    return `# repo-agent: comment "/agent <task>" on an issue or pull request, or submit a review containing "/agent".
name: repo-agent

on:
  issue_comment:
    types: [created]
  pull_request_review:
    types: [submitted]
  pull_request_review_comment:
    types: [created]

# The least the agent needs: push its branch, open the PR, comment. Nothing else.
permissions:
  contents: write
  issues: write
  pull-requests: write
  # The \`repo-agent / verify\` check run on the pushed commit (the policy's verify commands).
  checks: write

# One run at a time per issue or pull request; a second request waits instead of racing the first.
concurrency:
  group: repo-agent-\${{ github.event.issue.number || github.event.pull_request.number }}
  cancel-in-progress: false

jobs:
  agent:
    if: contains(github.event.comment.body || github.event.review.body || '', '/agent')
    runs-on: ubuntu-latest
    timeout-minutes: 45
    steps:
      - uses: actions/checkout@v5
        with:
          # The token stays out of .git/config: the agent's commands must never find it.
          persist-credentials: false
          fetch-depth: 0
${setup.length > 0 ? setup.join("\n") + "\n" : ""}      - uses: ${ACTION_REF}
        with:
          anthropic_api_key: \${{ secrets.ANTHROPIC_API_KEY }}
`;
}
function unique(items) {
    return [...new Set(items)];
}

;// CONCATENATED MODULE: ./src/cli/init.ts
// `repo-agent init [--yes] [--force] [--repo DIR]`: writes .github/workflows/agent.yml and
// .github/agent-policy.yml for the detected stack. Never overwrites an existing file without --force.






const WORKFLOW_PATH = ".github/workflows/agent.yml";
const POLICY_PATH = ".github/agent-policy.yml";
async function main(argv) {
    let values;
    try {
        ({ values } = (0,external_node_util_.parseArgs)({
            args: argv,
            options: { yes: { type: "boolean", short: "y" }, force: { type: "boolean" }, repo: { type: "string" } },
        }));
    }
    catch (err) {
        process.stderr.write(`repo-agent init: ${err.message}\nusage: repo-agent init [--yes] [--force] [--repo DIR]\n`);
        return 2;
    }
    const repo = (0,external_node_path_.resolve)(values.repo ?? ".");
    const stacks = detectStacks(repo);
    process.stdout.write(stacks.length > 0
        ? `Detected: ${stacks.map((s) => s.name).join(", ")}\n`
        : "No known stack detected: the policy allows read-only inspection only.\n");
    const files = [
        { path: WORKFLOW_PATH, text: renderWorkflow(stacks) },
        { path: POLICY_PATH, text: renderPolicy(stacks) },
    ];
    const blocked = files.filter((f) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(repo, f.path)) && !values.force);
    if (blocked.length > 0) {
        process.stderr.write(`repo-agent init: ${blocked.map((f) => f.path).join(" and ")} already exist; pass --force to overwrite.\n`);
        return 1;
    }
    if (!values.yes) {
        for (const f of files)
            process.stdout.write(`\n--- ${f.path}\n${f.text}`);
        process.stdout.write("\nDry run: pass --yes to write these files.\n");
        return 0;
    }
    for (const f of files) {
        const target = (0,external_node_path_.join)(repo, f.path);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
        await (0,promises_.writeFile)(target, f.text);
        process.stdout.write(`wrote ${f.path}\n`);
    }
    process.stdout.write(`\nNext: add the ANTHROPIC_API_KEY secret, then check the policy with \`${CLI_COMMAND} policy test --repo ${values.repo ?? "."}\`.\n`);
    return 0;
}


/***/ }),

/***/ 64725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ INSPECTION_COMMANDS)
/* harmony export */ });
// Read-only inspection: what the built-in default policy allows, and what `repo-agent init` writes beside the
// detected stack's commands. One list, so the two never drift apart.
const INSPECTION_COMMANDS = [
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


/***/ }),

/***/ 27529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ NETWORK_PRESET_NAMES),
/* harmony export */   w: () => (/* binding */ NETWORK_PRESETS)
/* harmony export */ });
// The reviewed host lists behind `network.presets` (listed in the README's presets table; a test keeps the two
// equal). Each preset is what the ecosystem's usual install command fetches from its public registry, and no
// more: download hosts, not web sites. Every host here is a host the agent's commands can send data to (a
// registry with an upload API accepts an upload with credentials the command brings along), so a host earns
// its place only by being needed for installs.
const NETWORK_PRESETS = {
    npm: {
        ecosystem: "npm, yarn, pnpm",
        hosts: ["registry.npmjs.org", "registry.yarnpkg.com", "repo.yarnpkg.com"],
    },
    pypi: {
        ecosystem: "pip, uv, poetry",
        hosts: ["pypi.org", "files.pythonhosted.org"],
    },
    github: {
        ecosystem: "git clone and release downloads from github.com",
        hosts: [
            "github.com",
            "api.github.com",
            "codeload.github.com",
            "objects.githubusercontent.com",
            "raw.githubusercontent.com",
            "release-assets.githubusercontent.com",
        ],
    },
    crates: {
        ecosystem: "cargo",
        hosts: ["crates.io", "index.crates.io", "static.crates.io"],
    },
    go: {
        ecosystem: "go modules",
        hosts: ["proxy.golang.org", "sum.golang.org"],
    },
    maven: {
        ecosystem: "maven, gradle",
        hosts: [
            "repo.maven.apache.org",
            "repo1.maven.org",
            "plugins.gradle.org",
            "plugins-artifacts.gradle.org",
            "services.gradle.org",
            "downloads.gradle.org",
        ],
    },
    rubygems: {
        ecosystem: "bundler, gem",
        hosts: ["rubygems.org", "index.rubygems.org"],
    },
    nuget: {
        ecosystem: "dotnet restore",
        hosts: ["api.nuget.org"],
    },
    composer: {
        ecosystem: "composer",
        hosts: ["repo.packagist.org", "packagist.org"],
    },
};
const NETWORK_PRESET_NAMES = Object.keys(NETWORK_PRESETS);


/***/ })

};
