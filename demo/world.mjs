// The world the bundled action runs in for the end-to-end tests and the offline demo: the GitHub emulator
// (REST + real git over smart HTTP), the scripted model server (or none, for a live run), a checkout made the
// way actions/checkout makes it, and the environment GitHub gives a JavaScript action. Plain JavaScript so the
// demo can load it at run time without bundling test code; types in world.d.mts.
import { execFileSync, spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startGitHubEmulator } from "../__tests__/fakes/github/emulator.mjs";
import { startModelServer } from "../__tests__/fakes/model-server/serve.mjs";

export const REPO = "acme/widgets";
export const TOKEN = "ghs_e2eTOKENaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
export const API_KEY = "sk-ant-api03-e2eKEYbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";
/** A secret every runner has, which the action must keep from the agent. */
export const RUNTIME_TOKEN = "actions-runtime-CANARYcccccccccccccccccc";

/**
 * Starts the emulator with `acme/widgets` made from `fromDir`, the workflow token (github-actions[bot], write)
 * and a `maintainer` with write access, plus the scripted model server unless `live` is set.
 */
export async function startWorld(options) {
  const dir = await mkdtemp(join(tmpdir(), options.tempPrefix ?? "repo-agent-e2e-"));
  const gh = await startGitHubEmulator();
  let model;
  try {
    const [owner, name] = REPO.split("/");
    gh.addUser(owner, { type: "Organization" });
    gh.addUser("github-actions[bot]", { type: "Bot" });
    gh.addToken(TOKEN, "github-actions[bot]", { kind: "installation" });
    // The workflow's GITHUB_TOKEN acts as github-actions[bot] with the workflow's `permissions:` (write).
    const users = { "github-actions[bot]": "write", maintainer: "write", ...(options.users ?? {}) };
    for (const login of Object.keys(users)) if (login !== "github-actions[bot]") gh.addUser(login, {});
    await gh.createRepo({ owner, name, fromDir: options.fromDir });
    for (const [login, role] of Object.entries(users)) gh.setPermission(REPO, login, role);
    if (!options.live) model = await startModelServer(options.script ?? [], { onExhausted: "end_turn" });
  } catch (err) {
    await gh.close();
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    gh,
    model,
    dir,
    async close() {
      await model?.close();
      await gh.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

let runCounter = 0;

/** Runs `node <action>` in a fresh checkout with GitHub's environment, as the runner does. */
export async function runAction(world, options) {
  const id = ++runCounter;
  const runnerTemp = join(world.dir, `runner-temp-${id}`);
  const workspace = join(world.dir, `workspace-${id}`);
  const token = options.token ?? TOKEN;
  await mkdir(runnerTemp, { recursive: true });
  await world.gh.checkout({
    repo: REPO,
    dir: workspace,
    token,
    ref: options.ref,
    credentials: options.credentials ?? "extraheader",
    runnerTemp,
  });
  await options.beforeRun?.(workspace);
  const eventPath = join(runnerTemp, "event.json");
  await writeFile(eventPath, JSON.stringify(options.payload));
  const outputFile = join(runnerTemp, "output.txt");
  const summaryFile = join(runnerTemp, "summary.md");
  await writeFile(outputFile, "");
  await writeFile(summaryFile, "");

  const inputs = {
    github_token: token,
    anthropic_api_key: options.apiKey ?? API_KEY,
    trigger: "/agent",
    policy: ".github/agent-policy.yml",
    branch_prefix: "agent/",
    draft: "true",
    ...(options.inputs ?? {}),
  };
  const env = {
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
    // Without a model server (a live run) the action talks to the real API.
    ...(world.model ? { ANTHROPIC_BASE_URL: world.model.url } : {}),
    ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN,
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...(options.env ?? {}),
  };

  // A runner whose user is not ours: the files a runner gives the job belong to that user.
  // Their parent too, as a runner's work directory is: it may delete them.
  if (options.user) {
    execFileSync("chown", ["-R", `${options.user.uid}:${options.user.gid}`, runnerTemp, workspace]);
    execFileSync("chown", [`${options.user.uid}:${options.user.gid}`, world.dir]);
  }
  // Another runner (GitHub's local-action) may run the action instead of node: it reads the environment from a
  // dotenv file, as a developer's .env, and gets nothing else but PATH and HOME.
  if (options.envFile)
    await writeFile(
      options.envFile,
      Object.entries(env)
        .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
        .join("\n") + "\n",
    );
  const argv = options.command ?? [...(options.wrapper ?? []), process.execPath, options.action];
  const ids = options.user && !options.wrapper ? { uid: options.user.uid, gid: options.user.gid } : {};
  const childEnv = options.envFile ? { PATH: env.PATH, HOME: env.HOME } : env;
  const child = spawn(argv[0], argv.slice(1), {
    cwd: options.cwd ?? workspace,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
    ...ids,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => {
    stdout += d.toString();
    options.onOutput?.(d.toString(), "stdout");
  });
  child.stderr.on("data", (d) => {
    stderr += d.toString();
    options.onOutput?.(d.toString(), "stderr");
  });
  const exited = new Promise((resolveExit, reject) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 90_000);
    child.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    // The last log lines may still be in the pipe at "exit"; wait for "close", but not for a stray grandchild
    // that inherited the pipe.
    child.on("exit", (c) => {
      clearTimeout(timer);
      const grace = setTimeout(() => resolveExit(c), 2000);
      child.on("close", () => {
        clearTimeout(grace);
        resolveExit(c);
      });
    });
  });
  const peakRssKb = options.sampleRss ? await samplePeakRss(child.pid, exited) : undefined;
  const code = await exited;
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(await readFile(outputFile, "utf8")),
    summary: await readFile(summaryFile, "utf8"),
    workspace,
    runnerTemp,
    peakRssKb,
  };
}

/** Peak resident set size (VmHWM, kB) of a process until it exits. VmHWM only grows, so sampling it until the
 * end sees (nearly) the true peak. */
async function samplePeakRss(pid, exited) {
  let peak = 0;
  let running = true;
  void exited.then(
    () => (running = false),
    () => (running = false),
  );
  while (running) {
    const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
    const m = /VmHWM:\s+(\d+)/.exec(status);
    if (m) peak = Math.max(peak, Number(m[1]));
    await Promise.race([exited.catch(() => undefined), new Promise((r) => setTimeout(r, 100))]);
  }
  return peak;
}

/** GITHUB_OUTPUT's `name<<delimiter` format. */
function parseOutputs(text) {
  const out = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]);
    if (m) {
      const value = [];
      for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]);
      out[m[1]] = value.join("\n");
    } else if (lines[i].includes("=")) {
      const at = lines[i].indexOf("=");
      out[lines[i].slice(0, at)] = lines[i].slice(at + 1);
    }
  }
  return out;
}
