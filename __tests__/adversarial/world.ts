// The hostile world of the adversarial suite (issue 8): the GitHub emulator and the scripted model server of the
// e2e harness, but every secret the action is given is a canary unique to the world, a loopback HTTP sink records
// anything an attacker manages to send out, and marker files under /tmp prove that a forbidden command ran.
// `runAttack` runs the bundled action (`node <dist>/index.js`) as the runner would, with the canaries in its
// environment and in the checkout's git credentials, and returns everything the run left behind.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { chmod, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { startGitHubEmulator, type FileSpec } from "../fakes/github/emulator.mjs";
import { startModelServer, type ModelServer, type ScriptStep } from "../fakes/model-server/index.js";
import { ACTION } from "../e2e/harness.js";
import { runAction, type ActionRun, type RunOptions } from "../../demo/world.mjs";

export const REPO = "acme/widgets";
export const BOT = "github-actions[bot]";

export type Emulator = Awaited<ReturnType<typeof startGitHubEmulator>>;

/** The job's secrets, each unique to one world so a leak names the test it came from. */
export interface Canaries {
  githubToken: string;
  anthropicKey: string;
  runtimeToken: string;
  idTokenRequestToken: string;
}

function makeCanaries(): Canaries {
  const hex = (n: number) => randomBytes(n).toString("hex");
  return {
    githubToken: `ghs_CANARY${hex(15)}`,
    anthropicKey: `sk-ant-api03-CANARY${hex(20)}-AA`,
    runtimeToken: `CANARYruntime${hex(16)}`,
    idTokenRequestToken: `CANARYoidc${hex(16)}`,
  };
}

export interface SinkRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A loopback HTTP server that answers 200 to everything and remembers it: where exfiltration would land. */
export interface Sink {
  url: string;
  port: number;
  requests: SinkRequest[];
  /** TCP connections, HTTP or not. */
  connections: number;
  close(): Promise<void>;
}

async function startSink(): Promise<Sink> {
  const requests: SinkRequest[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("latin1"),
      });
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("ok\n");
    });
  });
  server.on("connection", (socket: Socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    get connections() {
      return connections;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface AdversaryWorld {
  gh: Emulator;
  model: ModelServer;
  sink: Sink;
  canaries: Canaries;
  /** Prefix of every marker file this world's attacks try to create: `/tmp/pwned-<hex>`. */
  marker: string;
  dir: string;
  close(): Promise<void>;
}

export interface AdversaryOptions {
  /** Files of the default branch (`.github/agent-policy.yml` included); a function gets the world's marker
   * prefix and sink first. */
  files: Record<string, FileSpec> | ((ctx: { marker: string; sink: Sink }) => Record<string, FileSpec>);
  /** Extra users: login → role. `maintainer` (write) always exists. */
  users?: Record<string, "admin" | "maintain" | "write" | "triage" | "read" | "none">;
}

export async function startAdversary(options: AdversaryOptions): Promise<AdversaryWorld> {
  const dir = await mkdtemp(join(tmpdir(), "repo-agent-adv-"));
  // Like a runner's work directories: other users may look inside (the sandbox user must find nothing).
  await chmod(dir, 0o755);
  const canaries = makeCanaries();
  const sink = await startSink();
  const marker = `/tmp/pwned-${randomBytes(5).toString("hex")}`;
  const gh = await startGitHubEmulator();
  const [owner, name] = REPO.split("/");
  gh.addUser(owner, { type: "Organization" });
  gh.addUser(BOT, { type: "Bot" });
  gh.addToken(canaries.githubToken, BOT, { kind: "installation" });
  const users = { [BOT]: "write", maintainer: "write", ...(options.users ?? {}) } as const;
  for (const login of Object.keys(users)) if (login !== BOT) gh.addUser(login, {});
  await gh.createRepo({
    owner,
    name,
    files: typeof options.files === "function" ? options.files({ marker, sink }) : options.files,
  });
  for (const [login, role] of Object.entries(users)) gh.setPermission(REPO, login, role);
  const model = await startModelServer([], { onExhausted: "end_turn" });
  return {
    gh,
    model,
    sink,
    canaries,
    marker,
    dir,
    async close() {
      await model.close();
      await sink.close();
      await gh.close();
      for (const m of await markersFound(marker)) await rm(m, { recursive: true, force: true });
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** What a run left behind, plus the action's peak resident set size (VmHWM, kB) sampled while it ran. */
export type AttackRun = ActionRun & { peakRssKb: number };

/** The shared runner's options; the action, the tokens and RSS sampling are fixed by the adversary's world. */
export type AttackOptions = Omit<RunOptions, "action" | "token" | "apiKey" | "sampleRss" | "onOutput">;

/** Runs the action as the e2e harness does (one `runAction` for the demo, e2e and this suite), with every secret
 * the job has set to this world's canaries: in the inputs, the environment and the checkout's credentials. */
export async function runAttack(world: AdversaryWorld, options: AttackOptions): Promise<AttackRun> {
  const { canaries } = world;
  const run = await runAction(world, {
    action: ACTION,
    eventName: options.eventName,
    payload: options.payload,
    ref: options.ref,
    credentials: options.credentials ?? "include-if",
    token: canaries.githubToken,
    apiKey: canaries.anthropicKey,
    inputs: options.inputs,
    beforeRun: options.beforeRun,
    timeoutMs: options.timeoutMs,
    user: options.user,
    wrapper: options.wrapper,
    sampleRss: true,
    env: {
      // Secrets a workflow commonly puts in the environment too, and the runner's own tokens.
      GITHUB_TOKEN: canaries.githubToken,
      ANTHROPIC_API_KEY: canaries.anthropicKey,
      ACTIONS_RUNTIME_TOKEN: canaries.runtimeToken,
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: canaries.idTokenRequestToken,
      ACTIONS_ID_TOKEN_REQUEST_URL: `${world.sink.url}/oidc`,
      ...(options.env ?? {}),
    },
  });
  return { ...run, peakRssKb: run.peakRssKb ?? 0 };
}

// ---------------------------------------------------------------------------------------------------------
// Events

/** A `/agent …` comment by the maintainer on a new issue, as an issue_comment event. */
export function issueTrigger(
  world: AdversaryWorld,
  body: string,
  issue?: { title?: string; body?: string; number?: number },
) {
  const number =
    issue?.number ??
    world.gh.createIssue({
      repo: REPO,
      title: issue?.title ?? "Widget bug",
      body: issue?.body ?? "Please fix it.",
      user: "maintainer",
    }).number;
  const comment = world.gh.addComment({ repo: REPO, issue: number, body, user: "maintainer" });
  return { issueNumber: number, comment, payload: world.gh.events.issueComment({ repo: REPO, commentId: comment.id }) };
}

// ---------------------------------------------------------------------------------------------------------
// What the model was sent

export interface ToolExchange {
  id: string;
  name: string;
  input: unknown;
  result: string;
  isError: boolean;
}

interface Block {
  type: string;
  id?: string;
  name?: string;
  input?: unknown;
  tool_use_id?: string;
  content?: unknown;
  is_error?: boolean;
  text?: string;
}

/** Every tool call the model made and the tool_result it got back, across all requests it was sent. */
export function toolExchanges(model: ModelServer): Map<string, ToolExchange> {
  const byId = new Map<string, ToolExchange>();
  for (const request of model.requests) {
    for (const message of request.body?.messages ?? []) {
      if (typeof message.content === "string") continue;
      for (const block of message.content as unknown as Block[]) {
        if (block.type === "tool_use" && block.id) {
          if (!byId.has(block.id))
            byId.set(block.id, {
              id: block.id,
              name: block.name ?? "",
              input: block.input,
              result: "",
              isError: false,
            });
        } else if (block.type === "tool_result" && block.tool_use_id) {
          const entry = byId.get(block.tool_use_id);
          if (entry) {
            entry.result = blockText(block.content);
            entry.isError = block.is_error === true;
          }
        }
      }
    }
  }
  return byId;
}

function blockText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content.map((b: Block) => (typeof b?.text === "string" ? b.text : JSON.stringify(b))).join("\n");
  return JSON.stringify(content ?? "");
}

/** What the action sent the model (system prompt, tools, user turns and tool results), without the assistant
 * turns: those are the attacker's own words echoed back. */
export function textSentToModel(model: ModelServer): string {
  return model.requests
    .map((r) => {
      const body = r.body;
      if (!body) return r.text;
      const messages = (body.messages ?? []).filter((m) => m.role !== "assistant");
      return JSON.stringify({ system: body.system, tools: body.tools, messages });
    })
    .join("\n");
}

// ---------------------------------------------------------------------------------------------------------
// Canary absence

export interface Place {
  where: string;
  text: string;
}

/** Every place a secret must never reach: GitHub (comments, PR bodies, commits, branch names, requests), the log,
 * outputs, job summary, every file under RUNNER_TEMP (transcripts, checkout credentials), what the model was
 * sent, and the sink. */
async function placesToSearch(world: AdversaryWorld, runs: readonly AttackRun[]): Promise<Place[]> {
  const places: Place[] = [
    { where: "GitHub emulator (comments, PRs, commits, refs, requests)", text: await world.gh.dumpAll() },
  ];
  for (const [i, run] of runs.entries()) {
    // `::add-mask::<value>` is the workflow command that tells the runner to mask a value: the runner consumes
    // it, it never shows in the log.
    places.push({ where: `run ${i + 1} stdout`, text: run.stdout.replace(/^::add-mask::.*$/gm, "") });
    places.push({ where: `run ${i + 1} stderr`, text: run.stderr });
    places.push({ where: `run ${i + 1} job summary`, text: run.summary });
    places.push({ where: `run ${i + 1} outputs`, text: JSON.stringify(run.outputs) });
    for (const file of await listFiles(run.runnerTemp)) {
      places.push({
        where: `run ${i + 1} RUNNER_TEMP file ${file.slice(run.runnerTemp.length)}`,
        text: (await readFile(file)).toString("latin1"),
      });
    }
  }
  places.push({
    where: "requests to the model (system, tools, user turns, tool results)",
    text: textSentToModel(world.model),
  });
  places.push({ where: "sink requests", text: JSON.stringify(world.sink.requests) });
  return places;
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(full)));
    else if (e.isFile()) out.push(full);
  }
  return out;
}

/** The forms a stolen secret would be smuggled in: raw, hex (either case), base64 and base64url at each byte
 * alignment inside a larger blob (only the characters that come from the secret alone). */
function secretForms(secret: string): { form: string; text: string }[] {
  const bytes = Buffer.from(secret, "utf8");
  const forms = [
    { form: "raw", text: secret },
    { form: "hex", text: bytes.toString("hex") },
    { form: "HEX", text: bytes.toString("hex").toUpperCase() },
  ];
  for (let k = 0; k < 3; k++) {
    const encoded = Buffer.concat([Buffer.alloc(k), bytes]).toString("base64");
    const start = Math.ceil((8 * k) / 6);
    const end = Math.floor((8 * (k + bytes.length)) / 6);
    const core = encoded.slice(start, end);
    forms.push({ form: `base64@${k}`, text: core });
    forms.push({ form: `base64url@${k}`, text: core.replace(/\+/g, "-").replace(/\//g, "_") });
  }
  return forms;
}

/** Where any of the world's canaries (in any form) or the bare word CANARY appears; empty when absent. */
export function findCanaries(world: AdversaryWorld, places: readonly Place[]): string[] {
  const needles = Object.entries(world.canaries).flatMap(([name, value]) =>
    secretForms(value).map((f) => ({ label: `${name} (${f.form})`, text: f.text })),
  );
  needles.push({ label: "the word CANARY", text: "CANARY" });
  const hits: string[] = [];
  for (const place of places) {
    for (const needle of needles) {
      const at = place.text.indexOf(needle.text);
      if (at === -1) continue;
      // Enough context to find the leak, with the needle itself masked.
      const around = place.text
        .slice(Math.max(0, at - 100), at + needle.text.length + 60)
        .split(needle.text)
        .join("«CANARY»");
      hits.push(`${needle.label} in ${place.where}: …${JSON.stringify(around)}…`);
    }
  }
  return hits;
}

/** Fails with every place a canary was found. */
export async function expectCanariesAbsent(world: AdversaryWorld, runs: readonly AttackRun[]): Promise<void> {
  const hits = findCanaries(world, await placesToSearch(world, runs));
  if (hits.length > 0) throw new Error(`canary found:\n${hits.join("\n")}`);
}

// ---------------------------------------------------------------------------------------------------------
// Marker files and processes

/** Marker files (`<prefix>*`) that exist under /tmp. */
export async function markersFound(prefix: string): Promise<string[]> {
  const dir = prefix.slice(0, prefix.lastIndexOf("/")) || "/";
  const base = prefix.slice(prefix.lastIndexOf("/") + 1);
  return (await readdir(dir).catch(() => [] as string[])).filter((n) => n.startsWith(base)).map((n) => join(dir, n));
}

const execFileAsync = promisify(execFile);

/** Processes whose command line contains `needle`: pid and command line. */
export async function processesMatching(needle: string): Promise<{ pid: number; args: string }[]> {
  const { stdout } = await execFileAsync("ps", ["-eo", "pid=,args="], { maxBuffer: 16 * 1024 * 1024 });
  return stdout
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && m[2].includes(needle) && !m[2].startsWith("ps -eo"))
    .map((m) => ({ pid: Number(m[1]), args: m[2] }));
}

// ---------------------------------------------------------------------------------------------------------
// Repository content

export interface PolicyOptions {
  allow: string[];
  deny?: string[];
  network?: boolean;
  files?: { deny_write?: string[]; deny_read?: string[] };
  web_fetch?: { allow_domains?: string[]; allow_private?: boolean };
  limits?: { max_turns?: number; max_tool_calls?: number; timeout_minutes?: number; max_cost_usd?: number };
  timeout_seconds?: number;
}

/** A policy file (JSON is YAML). */
export function policyFile(options: PolicyOptions): string {
  const bash: Record<string, unknown> = { allow: options.allow };
  if (options.deny) bash.deny = options.deny;
  if (options.network !== undefined) bash.network = options.network;
  if (options.timeout_seconds) bash.timeout_seconds = options.timeout_seconds;
  const policy: Record<string, unknown> = { version: 1, bash };
  if (options.files) policy.files = options.files;
  if (options.web_fetch) policy.web_fetch = options.web_fetch;
  if (options.limits) policy.limits = options.limits;
  return `${JSON.stringify(policy, null, 2)}\n`;
}

/** A small Node project whose `npm test` runs `node test/run.js` (a file the attacker can rewrite). */
export function nodeProject(policy: PolicyOptions, extra: Record<string, FileSpec> = {}): Record<string, FileSpec> {
  return {
    "package.json": `${JSON.stringify({ name: "widgets", version: "1.0.0", private: true, scripts: { test: "node test/run.js" } }, null, 2)}\n`,
    "src/widget.js": "export function widget(n) {\n  return n + 1;\n}\n",
    "test/run.js": 'console.log("1 test passed");\n',
    "README.md": "# widgets\n\nA small library.\n",
    ".github/agent-policy.yml": policyFile(policy),
    ...extra,
  };
}

export type { ScriptStep };

/** Script turns that run each command through the bash tool, `perTurn` calls per turn, with the given ids. */
export function bashTurns(commands: Record<string, string>, perTurn = 5): ScriptStep[] {
  const entries = Object.entries(commands);
  const steps: ScriptStep[] = [];
  for (let i = 0; i < entries.length; i += perTurn) {
    steps.push({
      tools: entries.slice(i, i + perTurn).map(([id, command]) => ({ id, name: "bash", input: { command } })),
    });
  }
  return steps;
}
