// The README is documentation users copy from: every YAML block must be a file in examples/ that parses and
// uses only documented inputs, the tables must match action.yml and the policy's built-in rules, and the
// console examples must print what they claim.
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { BUILTIN_RULES } from "../../src/policy/builtin-rules.js";
import { type Output } from "../../src/cli/output.js";
import { main as policyCli } from "../../src/cli/policy.js";
import { main as toolCli } from "../../src/cli/tool.js";
import { CLI_COMMAND } from "../../src/init/templates.js";

const ROOT = resolve(import.meta.dirname, "../..");
const readme = await readFile(join(ROOT, "README.md"), "utf8");
const action = parse(await readFile(join(ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
};

function blocks(lang: string): string[] {
  return [...readme.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1]);
}

/** Splits a console line into argv the way a POSIX shell would for these simple examples (quotes only). */
function words(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)) out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}

describe("README", () => {
  it("shows each example file verbatim, and every YAML block is one of them", async () => {
    const files = (await readdir(join(ROOT, "examples"))).filter((f) => f.endsWith(".yml"));
    const yamlBlocks = blocks("yaml");
    expect(yamlBlocks.length).toBe(files.length);
    for (const file of files) {
      const text = await readFile(join(ROOT, "examples", file), "utf8");
      expect(yamlBlocks, `examples/${file} is not shown verbatim`).toContain(text);
      expect(readme).toContain(`(examples/${file})`);
    }
  });

  it("gives workflows only the inputs action.yml declares", async () => {
    for (const file of [
      "agent.yml",
      "chore.yml",
      "agent-app-token.yml",
      "agent-prepared.yml",
      "agent-label.yml",
      "agent-ci.yml",
      "agent-review.yml",
      "agent-bedrock.yml",
      "agent-vertex.yml",
      "agent-foundry.yml",
      "agent-signed-commits.yml",
      "agent-sticky.yml",
      "agent-triage.yml",
    ]) {
      const workflow = parse(await readFile(join(ROOT, "examples", file), "utf8"));
      const steps = Object.values(
        workflow.jobs as Record<string, { steps: { uses?: string; with?: object }[] }>,
      ).flatMap((j) => j.steps);
      const ours = steps.filter((s) => s.uses?.startsWith("repo-agent/repo-agent@"));
      expect(ours, file).toHaveLength(1);
      for (const key of Object.keys(ours[0].with ?? {}))
        expect(Object.keys(action.inputs), `${file}: ${key}`).toContain(key);
      const checkout = steps.find((s) => s.uses?.startsWith("actions/checkout@"));
      expect(checkout?.with, file).toMatchObject({ "persist-credentials": false });
    }
  });

  it("documents every input and output in its tables, and nothing else", () => {
    const table = (heading: string) => {
      const section = readme.split(`## ${heading}\n`)[1].split("\n## ")[0];
      return [...section.matchAll(/^\| `([a-z_]+)`(?:, `([a-z_]+)`)*/gm)].flatMap((m) =>
        [...m[0].matchAll(/`([a-z_]+)`/g)].map((w) => w[1]),
      );
    };
    expect(table("Inputs").sort()).toEqual(Object.keys(action.inputs).sort());
    expect(table("Outputs").sort()).toEqual(Object.keys(action.outputs).sort());
  });

  it("lists every built-in policy rule", () => {
    const section = readme.split("**Built-in rules**")[1].split("**Debug a policy")[0];
    for (const id of Object.keys(BUILTIN_RULES)) expect(section, id).toContain(`\`${id}\``);
  });

  it.each([
    ["commands", (b: string) => b.includes("repo-agent policy check --") || b.includes('policy check -- "'), 3],
    ["URLs", (b: string) => b.includes("policy check --policy examples/agent-policy.yml --url"), 2],
  ] as const)("prints what its policy examples for %s say they print", async (_what, pick, count) => {
    const consoleBlock = blocks("console").find(pick);
    expect(consoleBlock).toBeDefined();
    const commands = consoleBlock!.split(/^\$ /m).filter(Boolean);
    expect(commands.length).toBe(count);
    for (const chunk of commands) {
      const [line, ...expected] = chunk.trimEnd().split("\n");
      const argv = words(line).slice(2); // drop "npx github:repo-agent/repo-agent#v1"
      expect(argv[0]).toBe("policy");
      let printed = "";
      const out: Output = { stdout: (t) => void (printed += t), stderr: (t) => void (printed += t) };
      const cwd = process.cwd();
      process.chdir(ROOT);
      try {
        const code = await policyCli(argv.slice(1), out);
        expect(code, printed).toBe(expected[0]?.startsWith("DENY") ? 1 : 0);
      } finally {
        process.chdir(cwd);
      }
      for (const want of expected) expect(printed, line).toContain(want.trim());
    }
  });

  it("only shows CLI commands that exist, and its tool example runs", async () => {
    const cli = await readFile(join(ROOT, "src/cli.ts"), "utf8");
    const lines = blocks("console")
      .flatMap((b) => b.split("\n"))
      .filter((l) => l.startsWith(`$ ${CLI_COMMAND} `));
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      const sub = words(line)[3];
      expect(cli, line).toContain(`  ${sub}: () => import("./cli/${sub}.js")`);
    }
    const toolLine = lines.find((l) => l.includes("tool read_file"))!;
    const argv = words(toolLine.split(" # ")[0]).slice(4); // drop "$ npx github:repo-agent/repo-agent#v1 tool"
    let printed = "";
    const code = await toolCli([...argv, "--repo", ROOT], {
      stdout: (t: string) => void (printed += t),
      stderr: (t: string) => void (printed += t),
    });
    expect(code, printed).toBe(0);
    expect(JSON.parse(printed)).toMatchObject({ name: "read_file", isError: false });
    expect(JSON.parse(printed).output).toContain('"name": "@repo-agent/cli"');
  });

  it("names, in its security model, only tests that exist", async () => {
    const section = readme.split("## Security model")[1].split("\n## ")[0];
    const refs = [
      ...new Set(
        [
          ...section.matchAll(
            /`((?:adversarial|e2e|policy|sandbox|land|report|github|net|tools\/files)(?:\/[\w-]+)+)`/g,
          ),
        ].map((m) => m[1]),
      ),
    ];
    expect(refs.length).toBeGreaterThan(20);
    const { access } = await import("node:fs/promises");
    for (const ref of refs)
      await expect(access(join(ROOT, "__tests__", `${ref}.test.ts`)), ref).resolves.toBeUndefined();
  });

  it("shows the two commands a newcomer needs", () => {
    const sh = blocks("sh").join("\n");
    expect(sh).toContain("npm ci && npm run demo");
    expect(sh).toContain("npm ci && npm test");
  });
});
