// The two files `repo-agent init` writes: a workflow that runs the action on comments and reviews, and a policy
// that allows the detected stack's commands on top of read-only inspection.
import { stringify } from "yaml";
import { INSPECTION_COMMANDS } from "../policy/inspection-commands.js";
import { NETWORK_PRESETS, type NetworkPresetName } from "../policy/network-presets.js";
import type { Stack, StackName } from "./detect.js";

/** The registry preset each detected stack installs from (make needs none of its own). */
const STACK_PRESETS: Record<StackName, NetworkPresetName | undefined> = {
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
export const CLI_COMMAND = `npx github:${ACTION_REF.replace("@", "#")}`;

export function renderPolicy(stacks: readonly Stack[]): string {
  const allow = unique([...stacks.flatMap((s) => s.allow), ...INSPECTION_COMMANDS]);
  const exampleAllow = unique([...stacks.flatMap((s) => s.exampleAllow), "git diff --stat"]);
  const first = stacks[0]?.exampleAllow[0] ?? "git status";
  const presets = unique(stacks.flatMap((s) => STACK_PRESETS[s.name] ?? [])) as NetworkPresetName[];
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
      ...(presets.length ? { allow_urls: presets.map((p) => `https://${NETWORK_PRESETS[p].hosts[0]}/`) } : {}),
      deny_urls: ["https://example.com/upload"],
    },
    // The repository's tests, run by the action itself before anything lands; a failure goes back to the agent.
    ...(verify.length > 0 ? { verify: { run: verify } } : {}),
  };
  return [
    "# repo-agent policy: which commands the agent may run (nobody is there to confirm them).",
    `# Everything not allowed is denied. Check a command with: ${CLI_COMMAND} policy check -- "<command>"`,
    "# Reference: https://github.com/" + ACTION_REF.split("@")[0] + "#the-policy-file",
    stringify(policy, { lineWidth: 0 }).trimEnd(),
    "",
  ].join("\n");
}

export function renderWorkflow(stacks: readonly Stack[]): string {
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

function unique(items: readonly string[]): string[] {
  return [...new Set(items)];
}
