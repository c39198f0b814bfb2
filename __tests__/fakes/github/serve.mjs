#!/usr/bin/env node
// Runs the emulator as its own process (the offline demo, manual poking):
//   node serve.mjs seed.json [--port N] [--state-out state.json]
// Prints one JSON line {"serverUrl","apiUrl","pid"} on stdout once it listens, then serves until SIGINT/SIGTERM;
// with --state-out it writes GET /_emulator/state to that file on the way out.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { startGitHubEmulator } from "./emulator.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: "string" }, "state-out": { type: "string" }, "allow-anonymous": { type: "boolean" } },
});

const seedFile = positionals[0];
const seed = seedFile ? JSON.parse(await readFile(seedFile, "utf8")) : {};
const emulator = await startGitHubEmulator({
  port: values.port ? Number(values.port) : 0,
  allowAnonymous: values["allow-anonymous"],
  seed,
  seedDir: seedFile ? path.dirname(path.resolve(seedFile)) : process.cwd(),
});
process.stdout.write(
  `${JSON.stringify({ serverUrl: emulator.serverUrl, apiUrl: emulator.apiUrl, pid: process.pid })}\n`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  if (values["state-out"]) await writeFile(values["state-out"], JSON.stringify(await emulator.snapshot(), null, 2));
  await emulator.close();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
