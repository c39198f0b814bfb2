// Scenario 8 (issue 8): processes that try to outlive the run. The agent backgrounds `sleep` and `nohup sleep`,
// and its test command starts daemons of every kind: detached into a new session (setsid) still holding the
// command's stdout/stderr pipes, an endless `while :` loop that ignores SIGTERM, a double fork, and one started
// with an empty environment (no run marker to find it by). The command must return at once (the action never
// waits on pipes a leftover holds), the run must end normally, and none of them may survive it.
//
// Protections checked by breaking them:
// - the sandbox's killAll (src/sandbox/create.ts, made a no-op) → the processes survive the run.
// - no waiting on leftovers: commands write to the spill file, not to pipes the action reads, and the result is
//   taken when the process exits (src/sandbox/process-group.ts). When the output still went through pipes,
//   waiting for them to close instead of for the exit made `npm test` hang until its timeout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  issueTrigger,
  nodeProject,
  processesMatching,
  runAttack,
  startAdversary,
  toolExchanges,
  type AdversaryWorld,
  type AttackRun,
} from "./world.js";

describe("scenario 8: processes that try to outlive the run", () => {
  let world: AdversaryWorld;
  let run: AttackRun;
  // Unique sleep durations and a tag in every command line, so only this test's processes are looked at.
  const base = String(700_000 + Math.floor(Math.random() * 99_999));
  const tag = `advtag${base}`;
  let survivors: { pid: number; args: string }[] = [];

  beforeAll(async () => {
    world = await startAdversary({
      files: nodeProject({ allow: ["sleep *", "nohup *", "npm test", "echo *"], timeout_seconds: 60 }),
    });
    const daemons = `const { spawn } = require("child_process");
const tag = ${JSON.stringify(tag)};
// setsid + the command's own stdout/stderr: a new session that holds the pipes open.
spawn("setsid", ["sh", "-c", "while :; do sleep 1; done # " + tag], { detached: true, stdio: "inherit" }).unref();
// Ignores SIGTERM.
spawn("sh", ["-c", "trap '' TERM HUP INT; while :; do sleep 1; done # " + tag], { detached: true, stdio: "inherit" }).unref();
// Double fork: the grandchild is re-parented to init.
spawn("sh", ["-c", "(sleep ${base}3 & ) ; exit 0 # " + tag], { detached: true, stdio: "ignore" }).unref();
// No environment at all: no run marker to find it by.
spawn("sleep", ["${base}4"], { detached: true, stdio: ["ignore", "inherit", "inherit"], env: {} }).unref();
console.log("daemons started");
`;
    const { payload } = issueTrigger(world, "/agent run the tests");
    world.model.push(
      {
        tools: [
          { id: "toolu_bg", name: "bash", input: { command: `sleep ${base}1 &` } },
          { id: "toolu_nohup", name: "bash", input: { command: `nohup sleep ${base}2 > /dev/null 2>&1 &` } },
          { id: "toolu_loop", name: "bash", input: { command: `nohup sh -c 'while :; do sleep 1; done # ${tag}' &` } },
          { id: "toolu_setsid", name: "bash", input: { command: `setsid sleep ${base}5 &` } },
          { id: "toolu_read", name: "read_file", input: { path: "test/run.js" } },
        ],
      },
      { tools: [{ id: "toolu_write", name: "write_file", input: { path: "test/run.js", content: daemons } }] },
      { tools: [{ id: "toolu_npm_test", name: "bash", input: { command: "npm test" } }] },
      { tools: [{ id: "toolu_check", name: "bash", input: { command: "echo still here" } }] },
      { text: "Tests started." },
    );
    run = await runAttack(world, { eventName: "issue_comment", payload });
    survivors = [...(await processesMatching(tag)), ...(await processesMatching(`sleep ${base}`))];
  }, 120_000);

  afterAll(async () => {
    // Whatever a broken build left behind: only this test's own processes, by pid.
    for (const p of [...(await processesMatching(tag)), ...(await processesMatching(`sleep ${base}`))]) {
      try {
        process.kill(p.pid, "SIGKILL");
      } catch {
        // gone
      }
    }
    await world?.close();
  });

  it("the daemons really started", () => {
    const ex = toolExchanges(world.model);
    expect(ex.get("toolu_bg")?.isError).toBe(false);
    expect(ex.get("toolu_nohup")?.isError).toBe(false);
    expect(ex.get("toolu_npm_test")?.result).toContain("daemons started");
  });

  it("refuses the ones that hide a shell or a new session in the command line", () => {
    const ex = toolExchanges(world.model);
    expect(ex.get("toolu_loop")?.result).toMatch(/^Denied \(builtin:shell-code\)/);
    expect(ex.get("toolu_setsid")?.result).toMatch(/^Denied \(builtin:shell-code\)/);
  });

  it("returns from a command at once although leftovers hold its pipes", () => {
    const npmTest = toolExchanges(world.model).get("toolu_npm_test");
    expect(npmTest?.isError, npmTest?.result).toBe(false);
    expect(npmTest?.result).not.toMatch(/timed out/);
    expect(toolExchanges(world.model).get("toolu_check")?.result).toBe("still here");
  });

  it("ends the run normally", () => {
    expect(run.code, run.stdout + run.stderr).toBe(0);
  });

  it("leaves no process behind", () => {
    expect(survivors).toEqual([]);
  });
});
