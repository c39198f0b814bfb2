// The package as users get it: `npm pack` of this checkout (its committed dist/), then the README's `init` command
// run through npm exec against that tarball in a fresh git repository, offline, with an empty npm cache and a
// registry that does not answer. If the package needed anything from the registry, npm would fail.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CLI_COMMAND } from "../../src/init/templates.js";
import { loadPolicy } from "../../src/policy/load.js";

const ROOT = resolve(import.meta.dirname, "../..");
let work: string;

/** npm's environment without what the test runner's own npm put there, plus `extra`. */
function npmEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
  return { ...env, ...extra };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "packed-cli-"));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe("the packed CLI", () => {
  it("runs the README's init command offline from the tarball and writes the workflow and the policy", async () => {
    const readme = await readFile(join(ROOT, "README.md"), "utf8");
    const quickStart = /`npx (\S+) (init [^`]*)`/.exec(readme);
    expect(quickStart, "README's quick start has an `npx … init` command").not.toBeNull();
    const [, spec, initArgs] = quickStart!;
    // The README's spec is the command the CLI itself prints, and names this repository.
    expect(`npx ${spec}`).toBe(CLI_COMMAND);
    const manifest = JSON.parse(await readFile(join(ROOT, "package.json"), "utf8")) as {
      name: string;
      private?: boolean;
      bin: Record<string, string>;
      repository: { url: string };
      dependencies?: object;
    };
    expect(spec.replace(/^github:/, "").split("#")[0]).toBe(
      /github\.com\/([^/]+\/[^/.]+)/.exec(manifest.repository.url)?.[1],
    );
    expect(manifest.private).toBeUndefined();
    expect(Object.keys(manifest.bin)).toEqual(["repo-agent"]);

    const npmrc = join(work, "npmrc");
    await writeFile(npmrc, "");
    const isolated = {
      npm_config_userconfig: npmrc,
      npm_config_update_notifier: "false",
      npm_config_fund: "false",
      npm_config_audit: "false",
    };
    const packed = JSON.parse(
      execFileSync("npm", ["pack", "--json", "--pack-destination", work], {
        cwd: ROOT,
        env: npmEnv(isolated),
        encoding: "utf8",
      }),
    ) as { filename: string; name: string; files: { path: string }[] }[];
    const tarball = join(work, packed[0].filename);
    expect(packed[0].name).toBe(manifest.name);
    // Only what runs: the CLI, its chunks and assets (no sources, tests, or the action's own bundle).
    for (const f of packed[0].files)
      expect(f.path, f.path).toMatch(
        /^(dist\/(cli\.js|package\.json|cli\/|assets\/)|package\.json$|README\.md$|LICENSE$)/,
      );

    const repo = join(work, "repo");
    await mkdir(repo);
    execFileSync("git", ["init", "-q"], { cwd: repo });
    await writeFile(join(repo, "package.json"), JSON.stringify({ name: "widgets", scripts: { test: "node --test" } }));
    const cache = join(work, "cache");
    const args = initArgs.split(/\s+/);
    const run = spawnSync("npm", ["exec", "--offline", "--yes", `--package=${tarball}`, "--", "repo-agent", ...args], {
      cwd: repo,
      // An empty cache and a registry nobody listens on: anything npm wanted from the registry would fail.
      env: npmEnv({ ...isolated, npm_config_cache: cache, npm_config_registry: "http://127.0.0.1:9/" }),
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain("wrote .github/workflows/agent.yml");
    expect(run.stdout).toContain("wrote .github/agent-policy.yml");

    const workflow = parse(await readFile(join(repo, ".github/workflows/agent.yml"), "utf8")) as {
      jobs: Record<string, { steps: { uses?: string }[] }>;
    };
    expect(Object.values(workflow.jobs).flatMap((j) => j.steps.map((s) => s.uses))).toContain(
      "repo-agent/repo-agent@v1",
    );
    // The policy loads, its own examples pass, and it allows the detected stack's tests.
    const policyFile = join(repo, ".github/agent-policy.yml");
    const { policy, source } = await loadPolicy({ file: policyFile, workspace: repo });
    expect(source).toBe(policyFile);
    expect(policy.bash.allow).toContain("npm test");

    // npx installed the package and nothing beside it.
    const npx = join(cache, "_npx");
    const [entry] = await readdir(npx);
    const installed = join(npx, entry, "node_modules");
    expect((await readdir(installed)).filter((n) => !n.startsWith("."))).toEqual(["@repo-agent"]);
    expect(existsSync(join(installed, "@repo-agent/cli/dist/cli.js"))).toBe(true);
  }, 180_000);
});
