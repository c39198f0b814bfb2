// `repo-agent policy check|test|schema`: maintainers debug their policy without running the agent.
// Exit codes: 0 allowed (or all examples pass), 1 denied (or an example fails), 2 bad policy or usage.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { stringify as stringifyYaml } from "yaml";
import { decideCommand, type CommandDecision } from "../policy/decide.js";
import { checkExamples, PolicyError, type LayeredPolicy, type LoadedPolicy } from "../policy/load.js";
import { ruleSource } from "../policy/merge.js";
import { loadPolicyAt, LocationError } from "./policy-layers.js";
import { decideUrlReach, describeNetworkRule, networkRule } from "../policy/network.js";
import { policyJsonSchema } from "../policy/schema.js";
import { decideMcpTool, referencedVariables } from "../policy/mcp.js";
import { processOutput, type Output } from "./output.js";

const USAGE = `usage:
  repo-agent policy check [--policy FILE] [--repo DIR] [--json] -- "<command>"
  repo-agent policy check [--policy FILE] [--repo DIR] --commands FILE.json
  repo-agent policy check [--policy FILE] [--repo DIR] [--json] --url https://host/path
  repo-agent policy check [--policy FILE] [--repo DIR] [--json] --tool <server>__<tool>
  repo-agent policy test [--policy FILE] [--repo DIR]
  repo-agent policy merged [--policy FILE] [--repo DIR]
  repo-agent policy schema

The policy defaults to <repo>/.github/agent-policy.yml (the built-in read-only default when it is absent).
Organisation defaults: --org-policy FILE merges an organisation's policy file (its .github repository's) with it;
--repository OWNER/NAME reads both from their default branches on GitHub instead (GITHUB_TOKEN, GITHUB_API_URL),
as the action does. --explain names the file each deciding line came from; \`merged\` prints the effective policy.
Exit status: 0 allowed, 1 denied, 2 bad policy or usage.
`;

class UsageError extends Error {}

interface Options {
  policy?: string;
  repo: string;
  json: boolean;
  commandsFile?: string;
  command?: string;
  url?: string;
  tool?: string;
  orgPolicy?: string;
  repository?: string;
  explain: boolean;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { repo: process.cwd(), json: false, explain: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${a} needs a value`);
      return v;
    };
    if (a === "--") {
      o.command = argv.slice(i + 1).join(" ");
      break;
    } else if (a === "--policy") o.policy = value();
    else if (a === "--repo") o.repo = value();
    else if (a === "--json") o.json = true;
    else if (a === "--commands") o.commandsFile = value();
    else if (a === "--url") o.url = value();
    else if (a === "--tool") o.tool = value();
    else if (a === "--org-policy") o.orgPolicy = value();
    else if (a === "--repository") o.repository = value();
    else if (a === "--explain") o.explain = true;
    else throw new UsageError(`unknown argument ${JSON.stringify(a)}`);
  }
  return o;
}

/** `check` loads as the action does (a wrong example is a bad policy); `test` reports examples one by one. */
async function load(o: Options, checkExamples: boolean): Promise<{ loaded: LayeredPolicy; workspace: string }> {
  const workspace = path.resolve(o.repo);
  if (o.policy && !existsSync(o.policy) && !o.repository)
    throw new UsageError(`policy file ${o.policy} does not exist`);
  const file = o.repository
    ? (o.policy ?? ".github/agent-policy.yml")
    : o.policy
      ? path.resolve(o.policy)
      : path.join(workspace, ".github", "agent-policy.yml");
  const loaded = await loadPolicyAt({
    file,
    orgPolicy: o.orgPolicy,
    repository: o.repository,
    workspace,
    checkExamples,
  });
  return { loaded, workspace };
}

export async function main(argv: string[], out: Output = processOutput): Promise<number> {
  const [sub, ...rest] = argv;
  try {
    switch (sub) {
      case "check":
        return await check(parseArgs(rest), out);
      case "test":
        return await test(parseArgs(rest), out);
      case "merged":
        return await merged(parseArgs(rest), out);
      case "schema":
        if (rest.length) throw new UsageError("schema takes no arguments");
        out.stdout(`${JSON.stringify(policyJsonSchema(), null, 2)}\n`);
        return 0;
      case undefined:
      case "--help":
      case "-h":
      case "help":
        out.stdout(USAGE);
        return sub === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown subcommand ${JSON.stringify(sub)}`);
    }
  } catch (err) {
    if (err instanceof UsageError || err instanceof LocationError) {
      out.stderr(`repo-agent policy: ${err.message}\n\n${USAGE}`);
      return 2;
    }
    if (err instanceof PolicyError) {
      out.stderr(`${err.message}\n`);
      return 2;
    }
    throw err;
  }
}

interface JsonDecision {
  command: string;
  decision: "allow" | "deny";
  rule: string;
  reason: string;
  readOnly: boolean;
  suggestion?: string;
  /** With --explain: the file the deciding rule came from. */
  source?: string;
  commands: (CommandDecision["commands"][number] & { source?: string })[];
}

function toJson(command: string, d: CommandDecision, explain?: ReadonlyMap<string, string>): JsonDecision {
  const source = (rule: string) => (explain ? { source: describeSource(explain, rule) } : {});
  return {
    command,
    decision: d.allowed ? "allow" : "deny",
    rule: d.rule,
    reason: d.reason,
    readOnly: d.readOnly,
    ...(d.suggestion ? { suggestion: d.suggestion } : {}),
    ...source(d.rule),
    commands: d.commands.map((c) => ({ ...c, ...source(c.rule) })),
  };
}

/** The file a rule came from; the rules no file wrote are built in, or the "nothing matched" default. */
function describeSource(provenance: ReadonlyMap<string, string>, rule: string): string {
  return ruleSource(provenance, rule) ?? (/^(builtin|shell):/.test(rule) ? "built in" : "no policy line (default)");
}

async function check(o: Options, out: Output): Promise<number> {
  if (o.url !== undefined) return checkUrl(o, out);
  if (o.tool !== undefined) return checkTool(o, out);
  if (o.commandsFile !== undefined && o.command !== undefined)
    throw new UsageError('give either -- "<command>" or --commands FILE, not both');
  let commands: string[];
  if (o.commandsFile !== undefined) {
    let data: unknown;
    try {
      data = JSON.parse(await readFile(o.commandsFile, "utf8"));
    } catch (err) {
      throw new UsageError(`cannot read ${o.commandsFile}: ${(err as Error).message}`);
    }
    if (!Array.isArray(data) || !data.every((c) => typeof c === "string"))
      throw new UsageError(`${o.commandsFile} must hold a JSON array of command strings`);
    commands = data;
  } else if (o.command !== undefined) {
    commands = [o.command];
  } else {
    throw new UsageError('nothing to check: give -- "<command>" or --commands FILE');
  }
  const { loaded, workspace } = await load(o, true);
  const results: JsonDecision[] = [];
  for (const command of commands)
    results.push(
      toJson(
        command,
        await decideCommand(loaded.policy, command, { workspace }),
        o.explain ? loaded.provenance : undefined,
      ),
    );
  if (o.commandsFile !== undefined || o.json) {
    out.stdout(`${JSON.stringify(o.commandsFile !== undefined ? results : results[0], null, 2)}\n`);
  } else {
    out.stdout(`policy: ${loaded.source}\n`);
    for (const r of results) out.stdout(renderDecision(r));
  }
  return results.every((r) => r.decision === "allow") ? 0 : 1;
}

function renderDecision(r: JsonDecision): string {
  const from = (source: string | undefined) => (source === undefined ? "" : `  (from ${source})`);
  const lines = [
    `${r.decision === "allow" ? "ALLOW" : "DENY"}  ${r.command}`,
    `  ${r.rule}: ${r.reason}${from(r.source)}`,
  ];
  if (r.commands.length) {
    lines.push("  commands:");
    const width = Math.min(60, Math.max(...r.commands.map((c) => shellJoin(c.argv).length)));
    for (const c of r.commands)
      lines.push(
        `    ${c.decision === "allow" ? "allow" : "deny "}  ${shellJoin(c.argv).padEnd(width)}  ${c.rule}${from(c.source)}`,
      );
  }
  if (r.suggestion) lines.push(`  to allow it: ${r.suggestion}`);
  if (r.decision === "allow" && r.readOnly) lines.push("  read-only: yes (may run alongside other reads)");
  return `${lines.join("\n")}\n`;
}

function shellJoin(argv: readonly string[]): string {
  return argv.map((a) => (a === "" || /[\s"'\\$`|&;<>()*?]/.test(a) ? JSON.stringify(a) : a)).join(" ");
}

/** Whether the agent's commands could reach a URL through the egress proxy under the policy's network rule. */
async function checkUrl(o: Options, out: Output): Promise<number> {
  if (o.command !== undefined || o.commandsFile !== undefined)
    throw new UsageError("give either --url or a command, not both");
  let url: URL;
  try {
    url = new URL(o.url ?? "");
  } catch {
    throw new UsageError(`${JSON.stringify(o.url)} is not a URL`);
  }
  const { loaded } = await load(o, true);
  const rule = networkRule(loaded.policy);
  const d = decideUrlReach(rule, url);
  if (o.json) {
    out.stdout(
      `${JSON.stringify({ url: url.href, decision: d.allowed ? "allow" : "deny", rule: d.rule, reason: d.reason, ...(d.suggestion ? { suggestion: d.suggestion } : {}), network: rule.mode }, null, 2)}\n`,
    );
  } else {
    const lines = [
      `policy: ${loaded.source}`,
      `network: ${describeNetworkRule(rule).replace(/\*\*|`/g, "")}`,
      `${d.allowed ? "ALLOW" : "DENY"}  ${url.href}`,
      `  ${d.rule}: ${d.reason}${o.explain ? `  (from ${describeSource(loaded.provenance, d.rule)})` : ""}`,
    ];
    if (d.suggestion) lines.push(`  to allow it: ${d.suggestion}`);
    out.stdout(`${lines.join("\n")}\n`);
  }
  return d.allowed ? 0 : 1;
}

/** Whether the agent may call an MCP tool, and where its server would run. */
async function checkTool(o: Options, out: Output): Promise<number> {
  if (o.command !== undefined || o.commandsFile !== undefined)
    throw new UsageError("give either --tool or a command, not both");
  const { loaded } = await load(o, true);
  const name = o.tool ?? "";
  const d = decideMcpTool(loaded.policy, name);
  const server = loaded.policy.mcp.servers[name.replace(/^mcp__/, "").split("__")[0]];
  const runs = !server
    ? undefined
    : server.url !== undefined
      ? `Streamable HTTP at ${server.url}; its host must be allowed by the network section`
      : referencedVariables(server).length > 0
        ? `stdio, started by the action outside the sandbox (it receives ${referencedVariables(server)
            .map((v) => `\${${v}}`)
            .join(", ")})`
        : "stdio, run in the sandbox like the agent's commands";
  if (o.json) {
    out.stdout(
      `${JSON.stringify({ tool: name, decision: d.allowed ? "allow" : "deny", rule: d.rule, reason: d.reason, ...(d.suggestion ? { suggestion: d.suggestion } : {}), ...(runs ? { server: runs } : {}) }, null, 2)}\n`,
    );
  } else {
    const lines = [`policy: ${loaded.source}`, `${d.allowed ? "ALLOW" : "DENY"}  ${name}`, `  ${d.rule}: ${d.reason}`];
    if (d.suggestion) lines.push(`  to allow it: ${d.suggestion}`);
    if (runs) lines.push(`  server: ${runs}`);
    out.stdout(`${lines.join("\n")}\n`);
  }
  return d.allowed ? 0 : 1;
}

/** The effective policy (defaults filled in) as YAML, with the files it came from. */
async function merged(o: Options, out: Output): Promise<number> {
  if (o.command !== undefined || o.commandsFile !== undefined || o.url !== undefined || o.tool !== undefined)
    throw new UsageError("merged takes only --policy, --org-policy, --repository and --repo");
  const { loaded } = await load(o, true);
  if (o.json) {
    out.stdout(
      `${JSON.stringify({ source: loaded.source, ignored: loaded.ignored, policy: loaded.policy }, null, 2)}\n`,
    );
    return 0;
  }
  const header = [`# effective policy: ${loaded.source}`, ...loaded.ignored.map((i) => `# ignored: ${i}`)];
  out.stdout(`${header.join("\n")}\n${stringifyYaml(loaded.policy)}`);
  return 0;
}

async function test(o: Options, out: Output): Promise<number> {
  if (o.command !== undefined || o.commandsFile !== undefined || o.url !== undefined || o.tool !== undefined || o.json)
    throw new UsageError("test takes only --policy and --repo");
  const { loaded, workspace } = await load(o, false);
  const results = await checkExamples(loaded.policy, workspace);
  out.stdout(`policy: ${loaded.source}\n`);
  for (const line of describeRunChecks(loaded.policy)) out.stdout(`${line}\n`);
  if (results.length === 0) {
    out.stdout("no examples (add examples.allow / examples.deny to the policy)\n");
    return 0;
  }
  for (const r of results) out.stdout(`${r.ok ? "ok  " : "FAIL"}  ${r.message}\n`);
  const failed = results.filter((r) => !r.ok).length;
  out.stdout(failed ? `${failed} of ${results.length} examples failed\n` : `all ${results.length} examples pass\n`);
  return failed ? 1 : 0;
}

/** What the action itself runs in every run (verify, after_edit hooks): shown so a maintainer sees them at a glance. */
function describeRunChecks(policy: LoadedPolicy["policy"]): string[] {
  const lines: string[] = [];
  const v = policy.verify;
  if (v.run.length > 0)
    lines.push(
      `verify: ${v.run.join(" · ")} (${v.timeout_seconds} s each, ${v.attempts} attempt${v.attempts === 1 ? "" : "s"} to fix, on failure: ${v.on_failure})`,
    );
  for (const h of policy.hooks.after_edit) lines.push(`after_edit: ${h.files} → ${h.run}`);
  for (const [name, s] of Object.entries(policy.mcp.servers))
    lines.push(`mcp server ${name}: ${s.url ?? [s.command, ...s.args].join(" ")}`);
  if (Object.keys(policy.mcp.servers).length > 0)
    lines.push(
      `mcp.allow: ${policy.mcp.allow.join(", ") || "(nothing)"}${policy.mcp.deny.length ? ` · mcp.deny: ${policy.mcp.deny.join(", ")}` : ""}`,
    );
  return lines;
}
