// How big is the fixed part of every request, and does the prompt cache hold across a session?
// Runs the bundled CLI (`dist/cli.js run`, default configuration) on a copy of the demo sample repository
// against the fake model server with a scripted 10-turn session, then prints:
//   - the first request's tools + system prompt size (bytes, ≈ tokens at 4 chars/token) against the target
//     (16 KB) and the peers measured on the same kind of request (Claude Code ≈ 108 KB, OpenCode ≈ 30 KB);
//   - prefix stability: how many requests begin with the previous request's bytes up to its last breakpoint;
//   - the share of prompt tokens the (simulated) cache served.
// Usage: npm run bundle && node bench/prompt-cache.mjs (or through `npm run bench`, which reads the rows it returns;
// REPO_AGENT_DIST points at another bundle).
import { spawn } from "node:child_process";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startModelServer, promptPrefix } from "../__tests__/fakes/model-server/serve.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

const TARGET = 16 * 1024;
const PEERS = { "Claude Code": 108 * 1024, OpenCode: 30 * 1024 };

// Ten turns of the kind a real fix takes: look around, read, search, plan, run the tests, finish.
const script = [
  { text: "Let me look at the repository.", tools: [{ name: "list_files", input: { pattern: "**/*" } }] },
  {
    tools: [
      { name: "read_file", input: { path: "src/cart.js" } },
      { name: "read_file", input: { path: "test/cart.test.js" } },
    ],
  },
  {
    tools: [
      {
        name: "todo_write",
        input: {
          todos: [
            { content: "Find the discount bug", status: "in_progress" },
            { content: "Fix it", status: "pending" },
          ],
        },
      },
    ],
  },
  { tools: [{ name: "grep", input: { pattern: "applyDiscount" } }] },
  { tools: [{ name: "bash", input: { command: "npm test", description: "run the tests" } }] },
  {
    text: "The discount subtracts the percentage as an amount.",
    tools: [{ name: "read_file", input: { path: "README.md" } }],
  },
  { tools: [{ name: "grep", input: { pattern: "percent", path: "src" } }] },
  { tools: [{ name: "bash", input: { command: "git status" } }] },
  {
    tools: [
      {
        name: "todo_write",
        input: {
          todos: [
            { content: "Find the discount bug", status: "completed" },
            { content: "Fix it", status: "in_progress" },
          ],
        },
      },
    ],
  },
  { text: "Done looking: applyDiscount must return amount * (1 - percent / 100)." },
];

/** Runs the session, prints the figures and returns the rows for the bench table. */
export async function promptCache() {
  const cli = path.join(process.env.REPO_AGENT_DIST ?? path.join(root, "dist"), "cli.js");
  if (!existsSync(cli)) throw new Error(`${cli} is missing; run \`npm run bundle\` first (or set REPO_AGENT_DIST)`);
  const work = await mkdtemp(path.join(tmpdir(), "bench-prompt-"));
  const server = await startModelServer(script);
  try {
    const repo = path.join(work, "repo");
    await cp(path.join(root, "demo", "sample-repo"), repo, { recursive: true });
    const events = path.join(work, "events.jsonl");
    const code = await new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [cli, "run", "Find why the discount test fails.", "--repo", repo, "--events", events],
        {
          env: { PATH: process.env.PATH, HOME: work, ANTHROPIC_API_KEY: "bench-key", ANTHROPIC_BASE_URL: server.url },
          stdio: ["ignore", "ignore", "pipe"],
        },
      );
      let stderr = "";
      child.stderr.on("data", (d) => (stderr += d));
      child.on("error", reject);
      child.on("exit", (c) => {
        if (c !== 0) console.error(stderr);
        resolve(c);
      });
    });

    const bodies = server.requests.map((r) => r.body).filter(Boolean);
    if (bodies.length === 0) throw new Error(`the CLI (exit ${code}) sent no request to the fake model server`);
    const first = bodies[0];
    const toolsBytes = Buffer.byteLength(JSON.stringify(first.tools ?? []));
    const systemBytes = Buffer.byteLength(JSON.stringify(first.system ?? ""));
    const fixed = toolsBytes + systemBytes;
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    const names = (first.tools ?? []).map((t) => t.name);

    console.log(`first request (default configuration, ${names.length} tools: ${names.join(", ")})`);
    console.log(`  tools  ${String(toolsBytes).padStart(7)} bytes`);
    console.log(`  system ${String(systemBytes).padStart(7)} bytes`);
    console.log(
      `  total  ${String(fixed).padStart(7)} bytes = ${kb(fixed)} ≈ ${Math.round(fixed / 4)} tokens  (target ≤ ${kb(TARGET)}: ${fixed <= TARGET ? "met" : "MISSED"})`,
    );
    for (const [peer, size] of Object.entries(PEERS))
      console.log(`  vs ${peer} ≈ ${kb(size)}: ${(size / fixed).toFixed(1)}× smaller`);

    let stable = 0;
    for (let i = 1; i < bodies.length; i++) {
      const prev = promptPrefix(bodies[i - 1]);
      const next = promptPrefix(bodies[i]);
      const at = prev.breakpoints.at(-1) ?? 0;
      if (next.text.slice(0, at) === prev.text.slice(0, at)) stable++;
    }
    console.log(
      `prefix stability: ${stable}/${bodies.length - 1} requests begin with the previous request's bytes up to its last cache breakpoint`,
    );

    const usage = (await readFile(events, "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l))
      .filter((e) => e.type === "model_request")
      .map((e) => e.usage);
    const sum = (k) => usage.reduce((n, u) => n + u[k], 0);
    const prompt = sum("input_tokens") + sum("cache_read_input_tokens") + sum("cache_creation_input_tokens");
    console.log(
      `cache (simulated by the fake server): ${sum("cache_read_input_tokens")} of ${prompt} prompt tokens read from cache (${Math.round((100 * sum("cache_read_input_tokens")) / prompt)}%), ${sum("cache_creation_input_tokens")} written, ${sum("input_tokens")} uncached, over ${usage.length} requests`,
    );
    if (code !== 0) throw new Error(`the CLI run exited ${code}`);
    const [ccName, cc] = Object.entries(PEERS)[0];
    return [
      {
        benchmark: "prompt size: tools + system, first request",
        figure: `${kb(fixed)} ≈ ${Math.round(fixed / 4)} tok`,
        baseline: `${kb(cc)} (${ccName}, published)`,
        ratio: `${(fixed / cc).toFixed(2)}×`,
        target: "≤ 16 KB",
        ok: fixed <= TARGET,
      },
      {
        benchmark: "prefix stability, 10-turn session",
        figure: `${stable}/${bodies.length - 1} requests`,
        baseline: "previous request up to its last breakpoint",
        ratio: `${Math.round((100 * stable) / Math.max(1, bodies.length - 1))}%`,
        target: "100%",
        ok: stable === bodies.length - 1,
      },
    ];
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await promptCache().catch((err) => {
    console.error(`bench/prompt-cache: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  });
}
