// Detects a repository's stack from the files at its root, so `repo-agent init` can write a policy that
// allows exactly that stack's install, test and lint commands.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export type StackName = "npm" | "pnpm" | "yarn" | "pytest" | "go" | "cargo" | "make";

export interface Stack {
  name: StackName;
  /** Commands the agent needs, as policy patterns. */
  allow: string[];
  /** Commands that must be allowed: the policy's own examples. */
  exampleAllow: string[];
  /** Workflow steps that set up the toolchain before the agent runs (YAML list items, already indented). */
  setup: string[];
  /** The stack's test command, for the policy's `verify` (the checks the action runs itself before landing). */
  verify?: string;
}

/** Scripts worth running from an agent: verification, not publishing or deploying. */
const USEFUL_SCRIPTS = ["test", "lint", "build", "typecheck", "check", "format", "fmt", "test:unit", "lint:fix"];

export function detectStacks(repoDir: string): Stack[] {
  const has = (f: string) => existsSync(join(repoDir, f));
  const stacks: Stack[] = [];

  if (has("package.json")) {
    const scripts = readScripts(join(repoDir, "package.json"));
    const useful = USEFUL_SCRIPTS.filter((s) => s in scripts);
    const manager: StackName = has("pnpm-lock.yaml") ? "pnpm" : has("yarn.lock") ? "yarn" : "npm";
    const install = {
      npm: has("package-lock.json") ? "npm ci" : "npm install",
      pnpm: "pnpm install --frozen-lockfile",
      yarn: "yarn install --frozen-lockfile",
    }[manager];
    const run = (s: string) =>
      manager === "npm"
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
    const targets = readMakeTargets(join(repoDir, "Makefile")).filter((t) =>
      ["test", "check", "lint", "build", "all"].includes(t),
    );
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

function readScripts(file: string): Record<string, string> {
  try {
    const json = JSON.parse(readFileSync(file, "utf8")) as { scripts?: Record<string, string> };
    return json.scripts ?? {};
  } catch {
    return {};
  }
}

function readMakeTargets(file: string): string[] {
  try {
    return [...readFileSync(file, "utf8").matchAll(/^([A-Za-z][\w-]*)\s*:(?!=)/gm)].map((m) => m[1]);
  } catch {
    return [];
  }
}
