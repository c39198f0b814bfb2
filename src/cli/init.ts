// `repo-agent init [--yes] [--force] [--repo DIR]`: writes .github/workflows/agent.yml and
// .github/agent-policy.yml for the detected stack. Never overwrites an existing file without --force.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { detectStacks } from "../init/detect.js";
import { CLI_COMMAND, renderPolicy, renderWorkflow } from "../init/templates.js";

export const WORKFLOW_PATH = ".github/workflows/agent.yml";
export const POLICY_PATH = ".github/agent-policy.yml";

export async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { yes: { type: "boolean", short: "y" }, force: { type: "boolean" }, repo: { type: "string" } },
    }));
  } catch (err) {
    process.stderr.write(
      `repo-agent init: ${(err as Error).message}\nusage: repo-agent init [--yes] [--force] [--repo DIR]\n`,
    );
    return 2;
  }
  const repo = resolve(values.repo ?? ".");
  const stacks = detectStacks(repo);
  process.stdout.write(
    stacks.length > 0
      ? `Detected: ${stacks.map((s) => s.name).join(", ")}\n`
      : "No known stack detected: the policy allows read-only inspection only.\n",
  );

  const files = [
    { path: WORKFLOW_PATH, text: renderWorkflow(stacks) },
    { path: POLICY_PATH, text: renderPolicy(stacks) },
  ];
  const blocked = files.filter((f) => existsSync(join(repo, f.path)) && !values.force);
  if (blocked.length > 0) {
    process.stderr.write(
      `repo-agent init: ${blocked.map((f) => f.path).join(" and ")} already exist; pass --force to overwrite.\n`,
    );
    return 1;
  }
  if (!values.yes) {
    for (const f of files) process.stdout.write(`\n--- ${f.path}\n${f.text}`);
    process.stdout.write("\nDry run: pass --yes to write these files.\n");
    return 0;
  }
  for (const f of files) {
    const target = join(repo, f.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, f.text);
    process.stdout.write(`wrote ${f.path}\n`);
  }
  process.stdout.write(
    `\nNext: add the ANTHROPIC_API_KEY secret, then check the policy with \`${CLI_COMMAND} policy test --repo ${values.repo ?? "."}\`.\n`,
  );
  return 0;
}
