import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { collectDiff, commitWorkspace } from "../../src/land/commit.js";
import { envConfig, removeCheckoutToken, runGit, tokenConfig } from "../../src/land/git.js";
import { hardenedEnv } from "../../src/hardened-env.js";
import { scanForSecrets } from "../../src/land/secret-scan.js";
import { exists, makeFixture, sh, writeExecutable, type Fixture } from "./repo-fixture.js";

let fx: Fixture | undefined;
afterEach(async () => {
  await fx?.cleanup();
  fx = undefined;
});

/** Plants every way a repository can make git run a command on commit; each writes its own marker file. */
async function plantEverything(f: Fixture): Promise<Record<string, string>> {
  const marker = (name: string) => path.join(f.root, `pwned-${name}`);
  const markers = {
    hook: marker("hook"),
    husky: marker("husky"),
    fsmonitor: marker("fsmonitor"),
    clean: marker("clean"),
    process: marker("process"),
  };
  await writeExecutable(path.join(f.work, ".git/hooks/pre-commit"), `#!/bin/sh\ntouch '${markers.hook}'\n`);
  await writeExecutable(path.join(f.work, ".git/hooks/post-commit"), `#!/bin/sh\ntouch '${markers.hook}'\n`);
  await writeExecutable(path.join(f.work, ".husky/pre-commit"), `#!/bin/sh\ntouch '${markers.husky}'\n`);
  await writeExecutable(path.join(f.root, "fsmonitor.sh"), `#!/bin/sh\ntouch '${markers.fsmonitor}'\n`);
  await writeExecutable(path.join(f.root, "clean.sh"), `#!/bin/sh\ntouch '${markers.clean}'\ncat\n`);
  await writeFile(path.join(f.work, ".gitattributes"), "* filter=evil\n*.txt filter=evilproc\n");
  sh(f.work, ["config", "filter.evil.clean", path.join(f.root, "clean.sh")]);
  sh(f.work, ["config", "filter.evil.smudge", path.join(f.root, "clean.sh")]);
  sh(f.work, ["config", "filter.evil.required", "true"]);
  sh(f.work, ["config", "filter.evilproc.process", `sh -c "touch '${markers.process}'"`]);
  sh(f.work, ["config", "core.fsmonitor", path.join(f.root, "fsmonitor.sh")]);
  return markers;
}

describe("hardened git", () => {
  it("commits without running planted hooks, fsmonitor or filter drivers", async () => {
    fx = await makeFixture();
    const markers = await plantEverything(fx);
    await writeFile(path.join(fx.work, "fix.js"), "export const fixed = true;\n");
    await writeFile(path.join(fx.work, "notes.txt"), "notes\n");
    const sha = await commitWorkspace({
      repoDir: fx.work,
      message: "Fix it",
      coAuthor: { name: "alice", email: "1+alice@users.noreply.github.com" },
    });
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    for (const file of Object.values(markers)) expect(exists(file), file).toBe(false);
    expect(sh(fx.work, ["show", "-s", "--format=%an <%ae>%n%B", "HEAD"])).toBe(
      "github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>\nFix it\n\nCo-authored-by: alice <1+alice@users.noreply.github.com>\n\n",
    );
    expect(sh(fx.work, ["show", "HEAD:fix.js"])).toBe("export const fixed = true;\n");
  });

  it("the plants are real: plain git runs them (so the test above would fail without the hardening)", async () => {
    fx = await makeFixture();
    const markers = await plantEverything(fx);
    await writeFile(path.join(fx.work, "notes.txt"), "notes\n");
    // The process filter does not speak git's protocol, so plain git fails, after having run it.
    expect(() => sh(fx!.work, ["add", "notes.txt"])).toThrow();
    expect(exists(markers.process)).toBe(true);
    await writeFile(path.join(fx.work, "fix.js"), "x\n");
    sh(fx.work, ["add", "fix.js", ".gitattributes"]);
    sh(fx.work, ["commit", "-q", "-m", "plain"]);
    expect(exists(markers.hook)).toBe(true);
    expect(exists(markers.clean)).toBe(true);
    expect(exists(markers.fsmonitor)).toBe(true);
    sh(fx.work, ["config", "core.hooksPath", ".husky"]);
    await writeFile(path.join(fx.work, "more.js"), "y\n");
    sh(fx.work, ["add", "more.js"]);
    sh(fx.work, ["commit", "-q", "-m", "plain again"]);
    expect(exists(markers.husky)).toBe(true);
  });

  it("ignores a planted core.hooksPath (.husky) and a core.worktree pointing elsewhere", async () => {
    fx = await makeFixture();
    const markers = await plantEverything(fx);
    sh(fx.work, ["config", "core.hooksPath", ".husky"]);
    const elsewhere = path.join(fx.root, "elsewhere");
    await mkdir(elsewhere);
    await writeFile(path.join(elsewhere, "stolen.txt"), "from another directory\n");
    sh(fx.work, ["config", "core.worktree", elsewhere]);
    await writeFile(path.join(fx.work, "fix.js"), "x\n");
    await commitWorkspace({ repoDir: fx.work, message: "Fix" });
    expect(exists(markers.husky)).toBe(false);
    const tree = sh(fx.work, ["--work-tree", fx.work, "ls-tree", "-r", "--name-only", "HEAD"]);
    expect(tree).toContain("fix.js");
    expect(tree).not.toContain("stolen.txt");
  });

  it("refuses to run when the repository's config cannot be read, instead of running without overrides", async () => {
    fx = await makeFixture();
    await writeFile(path.join(fx.work, ".git", "broken.config"), '[filter "evil"\n\tclean = touch /tmp/x\n');
    sh(fx.work, ["config", "include.path", "broken.config"]);
    await writeFile(path.join(fx.work, "fix.js"), "x\n");
    await expect(commitWorkspace({ repoDir: fx.work, message: "Fix" })).rejects.toThrow(/refusing to run git/);
  });

  it("returns null when there is nothing to commit, and HEAD when the agent committed itself", async () => {
    fx = await makeFixture();
    expect(await commitWorkspace({ repoDir: fx.work, message: "nothing", baseSha: fx.base })).toBeNull();
    await writeFile(path.join(fx.work, "a.txt"), "a\n");
    sh(fx.work, ["add", "a.txt"]);
    sh(fx.work, ["commit", "-q", "-m", "by the agent"]);
    const head = sh(fx.work, ["rev-parse", "HEAD"]).trim();
    expect(await commitWorkspace({ repoDir: fx.work, message: "nothing new", baseSha: fx.base })).toBe(head);
  });

  it("keeps commit message lines that start with #", async () => {
    fx = await makeFixture();
    await writeFile(path.join(fx.work, "a.txt"), "a\n");
    await commitWorkspace({ repoDir: fx.work, message: "Fix discount\n\n#12 was caused by rounding" });
    expect(sh(fx.work, ["log", "-1", "--format=%B"])).toContain("#12 was caused by rounding");
  });

  it("the diff for the secret scan runs no textconv or external diff driver", async () => {
    fx = await makeFixture();
    const marker = path.join(fx.root, "pwned-diff");
    await writeExecutable(path.join(fx.root, "conv.sh"), `#!/bin/sh\ntouch '${marker}'\ncat "$1"\n`);
    await writeFile(path.join(fx.work, ".gitattributes"), "*.md diff=evil\n");
    sh(fx.work, ["config", "diff.evil.textconv", path.join(fx.root, "conv.sh")]);
    sh(fx.work, ["config", "diff.evil.command", path.join(fx.root, "conv.sh")]);
    sh(fx.work, ["config", "diff.external", path.join(fx.root, "conv.sh")]);
    await writeFile(path.join(fx.work, "README.md"), "# changed\n");
    await commitWorkspace({ repoDir: fx.work, message: "docs" });
    const changes = await collectDiff({ repoDir: fx.work, base: fx.base });
    expect(changes.files.sort()).toEqual([".gitattributes", "README.md"]);
    expect(exists(marker)).toBe(false);
  });

  it("builds its environment from scratch: no inherited secrets, no user or system config", () => {
    const env = hardenedEnv();
    expect(Object.keys(env).some((k) => /TOKEN|SECRET|KEY|INPUT_|ACTIONS_/.test(k))).toBe(false);
    expect(env).toMatchObject({
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_TERMINAL_PROMPT: "0",
      GIT_NO_REPLACE_OBJECTS: "1",
    });
  });

  it("sends the action's own git traffic through the runner's proxy, and takes nothing else from the environment", async () => {
    const seen: string[] = [];
    const proxy = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => proxy.listen(0, "127.0.0.1", r));
    const saved = { http_proxy: process.env.http_proxy, no_proxy: process.env.no_proxy };
    process.env.http_proxy = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    delete process.env.no_proxy;
    try {
      expect(hardenedEnv().http_proxy).toBe(process.env.http_proxy);
      const result = await runGit(["ls-remote", "http://github.invalid/octo/demo.git"], {
        cwd: os.tmpdir(),
        noRepo: true,
        timeoutMs: 20_000,
      });
      expect(result.code).not.toBe(0);
      expect(seen[0]).toMatch(/^GET http:\/\/github\.invalid\/octo\/demo\.git\/info\/refs/);
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      proxy.close();
    }
  });

  it("passes the token as an Authorization header through env config, scoped to the server", async () => {
    const token = "ghs_CANARY0123456789abcdefABCDEF0123456789";
    const config = tokenConfig("https://github.com/octo/demo", token);
    expect(Object.keys(config)).toEqual(["http.https://github.com/.extraheader"]);
    const header = config["http.https://github.com/.extraheader"];
    expect(header.startsWith("AUTHORIZATION: basic ")).toBe(true);
    expect(Buffer.from(header.slice("AUTHORIZATION: basic ".length), "base64").toString()).toBe(
      `x-access-token:${token}`,
    );
    const env = envConfig(config);
    expect(env).toEqual({
      GIT_CONFIG_COUNT: "1",
      GIT_CONFIG_KEY_0: "http.https://github.com/.extraheader",
      GIT_CONFIG_VALUE_0: header,
    });
    // git itself reads it from the environment.
    fx = await makeFixture();
    const seen = await runGit(["config", "--get", "http.https://github.com/.extraheader"], {
      cwd: fx.work,
      secretConfig: config,
    });
    expect(seen.stdout.toString().trim()).toBe(header);
  });
});

describe("removeCheckoutToken", () => {
  it("strips extraheaders and credentials from .git/config and every included file", async () => {
    fx = await makeFixture();
    const token = "ghs_CANARY0123456789abcdefABCDEF0123456789";
    const basic = Buffer.from(`x-access-token:${token}`).toString("base64");
    const runnerTemp = path.join(fx.root, "runner-temp");
    await mkdir(runnerTemp);
    // actions/checkout v4: in .git/config. v6: in a file under RUNNER_TEMP, included with includeIf.gitdir.
    sh(fx.work, ["config", "http.https://github.com/.extraheader", `AUTHORIZATION: basic ${basic}`]);
    const credFile = path.join(runnerTemp, "git-credentials-1234.config");
    await writeFile(credFile, `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${basic}\n`);
    sh(fx.work, ["config", `includeIf.gitdir:${path.join(fx.work, ".git")}/.path`, credFile]);
    sh(fx.work, [
      "config",
      "includeIf.gitdir:/github/workspace/.git/.path",
      "/github/runner_temp/git-credentials-1234.config",
    ]);
    // A relative include (relative to .git/) that includes another file in turn.
    await writeFile(
      path.join(fx.work, ".git", "extra.config"),
      `[include]\n\tpath = ${path.join(runnerTemp, "nested.config")}\n[http]\n\textraheader = AUTHORIZATION: bearer ${token}\n`,
    );
    await writeFile(
      path.join(runnerTemp, "nested.config"),
      `[url "https://x-access-token:${token}@github.com/"]\n\tinsteadOf = https://github.com/\n[core]\n\tkeep = yes\n`,
    );
    sh(fx.work, ["config", "include.path", "extra.config"]);
    sh(fx.work, ["config", "remote.origin.url", `https://x-access-token:${token}@github.com/octo/demo.git`]);

    const before = sh(fx.work, ["config", "--list", "--includes"]);
    expect(before).toContain(basic);
    const removal = await removeCheckoutToken(fx.work, { secretValues: [token] });
    expect(removal.files.length).toBeGreaterThanOrEqual(3);

    const after = sh(fx.work, ["config", "--list", "--includes"]);
    expect(after).not.toContain(basic);
    expect(after).not.toContain(token);
    expect(after.toLowerCase()).not.toContain("extraheader");
    expect(after).toContain("remote.origin.url=https://github.com/octo/demo.git");
    expect(after).toContain("core.keep=yes");
    for (const file of [
      path.join(fx.work, ".git/config"),
      credFile,
      path.join(fx.work, ".git/extra.config"),
      path.join(runnerTemp, "nested.config"),
    ]) {
      const text = await readFile(file, "utf8");
      expect(text).not.toContain(token);
      expect(text).not.toContain(basic);
    }
  });

  it("is a no-op on a clean checkout", async () => {
    fx = await makeFixture();
    const before = await readFile(path.join(fx.work, ".git/config"), "utf8");
    expect(await removeCheckoutToken(fx.work)).toEqual({ files: [], keys: [] });
    expect(await readFile(path.join(fx.work, ".git/config"), "utf8")).toBe(before);
  });
});

describe("collectDiff + scanForSecrets", () => {
  const GH = "ghs_CANARY0123456789abcdefABCDEF0123456789";
  const ANT = "sk-ant-api03-CANARY_abcdefghijklmnopqrstuvwxyz-0123456789";

  it("finds the secret in a committed file (raw, base64), a hex commit message, a binary, a deleted intermediate and a file name", async () => {
    fx = await makeFixture();
    await writeFile(path.join(fx.work, "leak.txt"), `token: ${Buffer.from(GH).toString("base64")}\n`);
    await writeFile(
      path.join(fx.work, "blob.bin"),
      Buffer.concat([Buffer.from([0, 1, 2, 0]), Buffer.from(ANT), Buffer.from([0, 255])]),
    );
    await commitWorkspace({ repoDir: fx.work, message: `Update ${Buffer.from(GH).toString("hex")}` });
    // Added and removed again: not in the final diff, but its blob is pushed.
    await writeFile(path.join(fx.work, "tmp.txt"), `${ANT}\n`);
    await commitWorkspace({ repoDir: fx.work, message: "add tmp" });
    sh(fx.work, ["rm", "-q", "tmp.txt"]);
    sh(fx.work, ["commit", "-q", "-m", "remove tmp"]);
    await writeFile(path.join(fx.work, `${GH}.txt`), "innocent\n");
    await commitWorkspace({ repoDir: fx.work, message: "name" });

    const changes = await collectDiff({ repoDir: fx.work, base: fx.base });
    expect(changes.commits).toHaveLength(4);
    const findings = scanForSecrets(changes.items, [GH, ANT]);
    const text = JSON.stringify(findings);
    expect(text).not.toContain(GH);
    expect(text).not.toContain(ANT);
    const has = (label: RegExp, kind: string) => findings.some((f) => label.test(f.label) && f.kind === kind);
    expect(has(/commits/, "base64")).toBe(true);
    expect(has(/commits/, "hex")).toBe(true);
    expect(has(/content of blob\.bin/, "raw")).toBe(true);
    expect(has(/content of tmp\.txt/, "raw")).toBe(true);
    expect(has(/file names/, "raw")).toBe(true);
  });

  it("finds nothing in an ordinary change", async () => {
    fx = await makeFixture({ "src/a.js": "export const a = 1;\n" });
    await writeFile(path.join(fx.work, "src/a.js"), "export const a = 2;\n");
    await commitWorkspace({ repoDir: fx.work, message: "Fix a" });
    const changes = await collectDiff({ repoDir: fx.work, base: fx.base });
    expect(scanForSecrets(changes.items, [GH, ANT])).toEqual([]);
  });

  it("sees through replace refs planted to hide a secret from the scan", async () => {
    fx = await makeFixture();
    await writeFile(path.join(fx.work, "leak.txt"), `${GH}\n`);
    await commitWorkspace({ repoDir: fx.work, message: "leak" });
    const leakBlob = sh(fx.work, ["rev-parse", "HEAD:leak.txt"]).trim();
    const cleanBlob = sh(fx.work, ["hash-object", "-w", "--stdin"], "nothing here\n").trim();
    sh(fx.work, ["replace", leakBlob, cleanBlob]);
    expect(sh(fx.work, ["show", "HEAD:leak.txt"])).toBe("nothing here\n");
    const findings = scanForSecrets((await collectDiff({ repoDir: fx.work, base: fx.base })).items, [GH]);
    expect(findings.some((f) => f.label.includes("leak.txt"))).toBe(true);
  });
});
