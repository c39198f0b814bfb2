import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basicAuthHeader, runGit, type Seed, type Snapshot } from "./emulator.mjs";

const SERVE = fileURLToPath(new URL("./serve.mjs", import.meta.url));

describe("serve.mjs: the emulator as its own process", () => {
  let dir: string;
  let child: ChildProcess;
  let urls: { serverUrl: string; apiUrl: string };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "gh-emulator-serve-test-"));
    await mkdir(path.join(dir, "sample", "src"), { recursive: true });
    await writeFile(path.join(dir, "sample", "src", "sum.js"), "export const sum = (a, b) => a - b;\n");
    const seed: Seed = {
      tokens: [{ token: "ghs_demo", login: "github-actions[bot]" }],
      repos: [
        {
          owner: "demo",
          name: "sample",
          fromDir: "sample",
          permissions: { "github-actions[bot]": "write", maintainer: "admin" },
        },
      ],
      issues: [{ repo: "demo/sample", title: "sum is wrong", body: "sum(1, 2) is -1", user: "maintainer" }],
      comments: [{ repo: "demo/sample", issue: 1, body: "/agent fix sum", user: "maintainer" }],
    };
    await writeFile(path.join(dir, "seed.json"), JSON.stringify(seed));
    child = spawn(process.execPath, [SERVE, path.join(dir, "seed.json"), "--state-out", path.join(dir, "state.json")], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const [line] = (await once(createInterface({ input: child.stdout! }), "line")) as [string];
    urls = JSON.parse(line) as typeof urls;
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("prints its URLs, serves the seeded state, takes faults over HTTP, and writes its state on SIGTERM", async () => {
    expect(urls.apiUrl).toBe(`${urls.serverUrl}/api/v3`);
    const state = (await (await fetch(`${urls.serverUrl}/_emulator/state`)).json()) as Snapshot;
    expect(state.repos["demo/sample"].comments.map((c) => c.body)).toEqual(["/agent fix sum"]);

    await fetch(`${urls.serverUrl}/_emulator/faults`, {
      method: "POST",
      body: JSON.stringify({ method: "GET", path: "/issues/1$", status: 502 }),
    });
    const headers = { authorization: "token ghs_demo" };
    expect((await fetch(`${urls.apiUrl}/repos/demo/sample/issues/1`, { headers })).status).toBe(502);
    expect((await fetch(`${urls.apiUrl}/repos/demo/sample/issues/1`, { headers })).status).toBe(200);

    const clone = path.join(dir, "clone");
    await runGit([
      "-c",
      `http.extraHeader=${basicAuthHeader("ghs_demo")}`,
      "clone",
      "--quiet",
      `${urls.serverUrl}/demo/sample.git`,
      clone,
    ]);
    expect(await readFile(path.join(clone, "src", "sum.js"), "utf8")).toContain("a - b");

    child.kill("SIGTERM");
    const [code] = (await once(child, "exit")) as [number];
    expect(code).toBe(0);
    const final = JSON.parse(await readFile(path.join(dir, "state.json"), "utf8")) as Snapshot;
    expect(final.repos["demo/sample"].issues.map((i) => i.title)).toEqual(["sum is wrong"]);
  });
});
