// Beyond issue 8's list: a symlink race against the file tools. The file tools run inside the action (as root on
// this machine), the agent's commands as the sandbox user; the workspace is shared. The agent's test command
// leaves a process behind that makes `real` flicker between nothing and a symlink to /tmp as fast as it can,
// then the model reads and writes `real/...` again and again. A tool that checks the path and then opens it by
// name can be made to open /tmp/... instead: read a root-only file, or create a root-owned file outside the
// workspace. Every read must see only the workspace's file and every write land only in the workspace.
//
// This test found exactly that: before the fix about one read in eight returned the root-only file and one write in
// six created a root-owned file in /tmp. read_file, edit_file and write_file now open through
// src/tools/open-beneath.ts (each directory opened through the previous one with O_NOFOLLOW via /proc/self/fd).
//
// Protection checked by breaking it: openBeneath (made a plain `open(abs)`, and writeFileAtomic ignoring `root`) →
// the root-only file shows up in read results and marker files appear in /tmp.
// Not covered: grep and list_files still hand ripgrep a path by name (see the report).
import { chmod, rm, writeFile } from "node:fs/promises";
import { basename } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  issueTrigger,
  markersFound,
  nodeProject,
  processesMatching,
  runAttack,
  startAdversary,
  toolExchanges,
  type AdversaryWorld,
  type AttackRun,
  type ScriptStep,
} from "./world.js";

const ROUNDS = 12;
const PER_ROUND = 8;

describe("a symlink swapped under the file tools (time of check, time of use)", () => {
  let world: AdversaryWorld;
  let run: AttackRun;
  let rootOnly: string;
  const secret = `ROOTONLY${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    world = await startAdversary({ files: nodeProject({ allow: ["npm test"] }) });
    const name = basename(world.marker);
    // A root-only file outside the workspace, beside where the writes would land.
    rootOnly = `/tmp/${name.replace("pwned", "rootonly")}`;
    await writeFile(rootOnly, `${secret}\n`);
    await chmod(rootOnly, 0o600);

    // `real` is missing most of the time (a path through it checks as inside the workspace) and, for an instant
    // now and then, a symlink to /tmp. A directory a tool creates there is moved out of the way.
    const flipper = `const fs = require("fs");
const { spawn } = require("child_process");
if (process.argv[2] !== "flip") {
  spawn(process.execPath, [__filename, "flip"], { detached: true, stdio: "ignore" }).unref();
  console.log("flipper started");
} else {
  const end = Date.now() + 60000;
  let n = 0;
  while (Date.now() < end) {
    try { fs.lstatSync("lnk"); } catch { try { fs.symlinkSync("/tmp", "lnk"); } catch {} }
    try { fs.renameSync("lnk", "real"); } catch { try { fs.renameSync("real", "junk" + n++); } catch {} continue; }
    try { if (fs.lstatSync("real").isSymbolicLink()) fs.renameSync("real", "lnk"); } catch {}
  }
}
`;
    const rounds: ScriptStep[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const tools = [];
      for (let i = 0; i < PER_ROUND; i++) {
        tools.push({ id: `toolu_read_${r}_${i}`, name: "read_file", input: { path: `real/${basename(rootOnly)}` } });
        tools.push({
          id: `toolu_write_${r}_${i}`,
          name: "write_file",
          input: { path: `real/${name}-race-${r}-${i}`, content: "x\n" },
        });
      }
      rounds.push({ tools });
    }
    const { payload } = issueTrigger(world, "/agent run the tests");
    world.model.push(
      { tools: [{ id: "toolu_read_test", name: "read_file", input: { path: "test/run.js" } }] },
      { tools: [{ id: "toolu_write_test", name: "write_file", input: { path: "test/run.js", content: flipper } }] },
      { tools: [{ id: "toolu_flipper", name: "bash", input: { command: "npm test" } }] },
      ...rounds,
      { text: "Done." },
    );
    run = await runAttack(world, { eventName: "issue_comment", payload });
  }, 150_000);

  afterAll(async () => {
    for (const p of await processesMatching(`${run?.workspace}/test/run.js flip`)) {
      try {
        process.kill(p.pid, "SIGKILL");
      } catch {
        // gone
      }
    }
    await rm(rootOnly, { force: true });
    await world?.close();
  });

  it("the flipper ran while the tools worked", () => {
    expect(toolExchanges(world.model).get("toolu_flipper")?.result).toContain("flipper started");
  });

  it("never reads the file outside the workspace", () => {
    const leaked = [...toolExchanges(world.model).values()].filter((e) => e.result.includes(secret)).map((e) => e.id);
    expect(leaked).toEqual([]);
  });

  it("never writes outside the workspace", async () => {
    expect(await markersFound(world.marker)).toEqual([]);
  });

  it("the run ends normally", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
  });
});
