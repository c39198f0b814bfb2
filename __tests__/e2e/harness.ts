// The world an end-to-end test runs the bundled action in: the GitHub emulator (REST + real git over smart
// HTTP), the scripted model server, a checkout made the way actions/checkout makes it, and the environment
// GitHub gives a JavaScript action. `runAction` starts `node dist/index.js` as a subprocess, exactly as the
// runner does, and returns its exit code, log, outputs and job summary.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startGitHubEmulator } from "../fakes/github/emulator.mjs";
import { startModelServer, type ModelServer, type ScriptStep } from "../fakes/model-server/index.js";

export const ROOT = resolve(import.meta.dirname, "../..");
/** The bundled action; REPO_AGENT_DIST points at another bundle (built with BUNDLE_OUT) when developing. */
export const ACTION = join(process.env.REPO_AGENT_DIST ?? join(ROOT, "dist"), "index.js");
export const REPO = "acme/widgets";
export const TOKEN = "ghs_e2eTOKENaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
export const API_KEY = "sk-ant-api03-e2eKEYbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";
export const SAMPLE_REPO = join(ROOT, "demo/sample-repo");

export type Emulator = Awaited<ReturnType<typeof startGitHubEmulator>>;

export interface World {
  gh: Emulator;
  model: ModelServer;
  dir: string;
  close(): Promise<void>;
}

export interface WorldOptions {
  script?: ScriptStep[];
  /** Extra users: login → role on the repository. */
  users?: Record<string, "admin" | "maintain" | "write" | "triage" | "read" | "none">;
  fromDir?: string;
}

export async function startWorld(options: WorldOptions = {}): Promise<World> {
  const dir = await mkdtemp(join(tmpdir(), "repo-agent-e2e-"));
  const gh = await startGitHubEmulator();
  const [owner, name] = REPO.split("/");
  gh.addUser(owner, { type: "Organization" });
  gh.addUser("github-actions[bot]", { type: "Bot" });
  gh.addToken(TOKEN, "github-actions[bot]", { kind: "installation" });
  // The workflow's GITHUB_TOKEN acts as github-actions[bot] with the workflow's `permissions:` (write).
  const users = { "github-actions[bot]": "write", maintainer: "write", ...(options.users ?? {}) } as const;
  for (const login of Object.keys(users)) if (login !== "github-actions[bot]") gh.addUser(login, {});
  await gh.createRepo({ owner, name, fromDir: options.fromDir ?? SAMPLE_REPO });
  for (const [login, role] of Object.entries(users)) gh.setPermission(REPO, login, role);
  const model = await startModelServer(options.script ?? [], { onExhausted: "end_turn" });
  return {
    gh,
    model,
    dir,
    async close() {
      await model.close();
      await gh.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  workspace: string;
  runnerTemp: string;
}

export interface RunOptions {
  eventName: string;
  payload: unknown;
  /** Branch or sha to check out (default: the default branch). */
  ref?: string;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  credentials?: "extraheader" | "include-if" | "none";
  timeoutMs?: number;
}

let runCounter = 0;

export async function runAction(world: World, options: RunOptions): Promise<ActionRun> {
  const id = ++runCounter;
  const runnerTemp = join(world.dir, `runner-temp-${id}`);
  const workspace = join(world.dir, `workspace-${id}`);
  await import("node:fs/promises").then((fs) => fs.mkdir(runnerTemp, { recursive: true }));
  await world.gh.checkout({ repo: REPO, dir: workspace, token: TOKEN, ref: options.ref, credentials: options.credentials ?? "extraheader", runnerTemp });
  const eventPath = join(runnerTemp, "event.json");
  await writeFile(eventPath, JSON.stringify(options.payload));
  const outputFile = join(runnerTemp, "output.txt");
  const summaryFile = join(runnerTemp, "summary.md");
  await writeFile(outputFile, "");
  await writeFile(summaryFile, "");

  const inputs: Record<string, string> = { github_token: TOKEN, anthropic_api_key: API_KEY, trigger: "/agent", policy: ".github/agent-policy.yml", branch_prefix: "agent/", draft: "true", ...(options.inputs ?? {}) };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? "/root",
    ...world.gh.githubEnv(REPO),
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_RUN_ID: String(1000 + id),
    GITHUB_ACTOR: "maintainer",
    GITHUB_ACTIONS: "true",
    CI: "true",
    RUNNER_TEMP: runnerTemp,
    ANTHROPIC_BASE_URL: world.model.url,
    // The environment a runner has: secrets the action must keep from the agent.
    ACTIONS_RUNTIME_TOKEN: "actions-runtime-CANARYcccccccccccccccccc",
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...(options.env ?? {}),
  };

  const child = spawn(process.execPath, [ACTION], { cwd: workspace, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolveExit) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 90_000);
    child.on("exit", (c) => {
      clearTimeout(timer);
      resolveExit(c);
    });
  });
  return { code, stdout, stderr, outputs: parseOutputs(await readFile(outputFile, "utf8")), summary: await readFile(summaryFile, "utf8"), workspace, runnerTemp };
}

/** GITHUB_OUTPUT's `name<<delimiter` format. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]);
    if (m) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
      out[m[1]] = value.join("\n");
    } else if (lines[i].includes("=")) {
      const at = lines[i].indexOf("=");
      out[lines[i].slice(0, at)] = lines[i].slice(at + 1);
    }
  }
  return out;
}

/** The scripted session that fixes demo/sample-repo's discount bug the way a model would: look, edit, test. */
export function fixDiscountScript(): ScriptStep[] {
  return [
    { text: "Let me look at the failing test first.", tools: [{ name: "todo_write", input: { todos: [{ content: "Find the failing test", status: "in_progress" }, { content: "Fix applyDiscount", status: "pending" }, { content: "Run the tests", status: "pending" }] } }] },
    { tools: [{ name: "read_file", input: { path: "test/cart.test.js" } }, { name: "grep", input: { pattern: "applyDiscount", output_mode: "content" } }] },
    { tools: [{ name: "read_file", input: { path: "src/cart.js" } }] },
    {
      text: "applyDiscount subtracts the percentage as an absolute amount; it should scale the amount.",
      tools: [{ name: "edit_file", input: { path: "src/cart.js", old_string: "  return amount - percent;", new_string: "  return amount * (1 - percent / 100);" } }],
    },
    { tools: [{ name: "bash", input: { command: "npm test", description: "Run the test suite" } }] },
    { tools: [{ name: "todo_write", input: { todos: [{ content: "Find the failing test", status: "completed" }, { content: "Fix applyDiscount", status: "completed" }, { content: "Run the tests", status: "completed" }] } }] },
    { text: "Fixed `applyDiscount` in `src/cart.js`: it subtracted the percentage as if it were an amount of money. It now takes `percent`% off, so `total()` applies a 50% discount before VAT as the tests expect. `npm test`: 4 passed." },
  ];
}
