// The `repository` input: which runs may point at another repository, and the checkout the action makes of it
// (shallow, no token left in it, refused up front when the token cannot push there).
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGitHubEmulator, type GitHubEmulator } from "../fakes/github/emulator.mjs";
import { createOctokit, type Octokit } from "../../src/github/octokit.js";
import { checkoutTarget, resolveTarget, retarget, TargetError } from "../../src/github/target.js";
import type { GitHubEvent } from "../../src/github/event.js";

const TOKEN = "ghs_targetTOKENaaaaaaaaaaaaaaaaaaaaaaaaaaa";
let emu: GitHubEmulator;
let octokit: Octokit;
let dir: string;

type Runnable = Exclude<GitHubEvent, { name: "unsupported" }>;
const central = { owner: "acme", repo: "central", fullName: "acme/central", defaultBranch: "main" };
const dispatch = {
  name: "workflow_dispatch",
  repository: central,
  actor: { login: "mia", type: "User" },
  inputs: {},
} as unknown as Runnable;
const schedule = { ...dispatch, name: "schedule" } as unknown as Runnable;
const comment = { ...dispatch, name: "issue_comment" } as unknown as Runnable;

beforeAll(async () => {
  emu = await startGitHubEmulator();
  dir = await mkdtemp(path.join(tmpdir(), "target-"));
  emu.addUser("acme", { type: "Organization" });
  emu.addUser("github-actions[bot]", { type: "Bot" });
  emu.addToken(TOKEN, "github-actions[bot]", { kind: "installation" });
  await emu.createRepo({ owner: "acme", name: "central", files: { "a.txt": "a\n" } });
  await emu.createRepo({
    owner: "acme",
    name: "one",
    defaultBranch: "trunk",
    files: { "one.txt": "1\n" },
    permissions: { "github-actions[bot]": "write" },
  });
  await emu.git("acme/one").commit({ branch: "release", from: "trunk", files: { "r.txt": "r\n" }, message: "release" });
  await emu.createRepo({ owner: "acme", name: "readonly", files: { "x.txt": "x\n" } });
  octokit = createOctokit({ token: TOKEN, baseUrl: emu.apiUrl, msPerSecond: 1 });
}, 60_000);
afterAll(async () => {
  await emu?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("resolveTarget", () => {
  it("names nothing without the input, and the repository's default branch by default", async () => {
    expect(await resolveTarget(octokit, dispatch, {})).toBeUndefined();
    expect(await resolveTarget(octokit, schedule, { repository: "acme/one" })).toEqual({
      owner: "acme",
      repo: "one",
      fullName: "acme/one",
      defaultBranch: "trunk",
      ref: "trunk",
    });
    expect((await resolveTarget(octokit, dispatch, { repository: "acme/one", ref: "refs/heads/release" }))?.ref).toBe(
      "release",
    );
  });

  it("refuses a request in a thread, a bad name, an unknown repository and a ref alone", async () => {
    await expect(resolveTarget(octokit, comment, { repository: "acme/one" })).rejects.toThrow(
      /works with schedule and workflow_dispatch runs, not issue_comment/,
    );
    await expect(resolveTarget(octokit, dispatch, { repository: "acme" })).rejects.toThrow(/must be owner\/name/);
    await expect(resolveTarget(octokit, dispatch, { repository: "acme/nope" })).rejects.toThrow(
      /acme\/nope does not exist or this token cannot read it \(404\)/,
    );
    await expect(resolveTarget(octokit, dispatch, { ref: "main" })).rejects.toBeInstanceOf(TargetError);
  });

  it("retargets the event at the repository, keeping everything else", async () => {
    const target = (await resolveTarget(octokit, dispatch, { repository: "acme/one" }))!;
    const event = retarget(dispatch, target);
    expect(event.repository).toEqual({ owner: "acme", repo: "one", fullName: "acme/one", defaultBranch: "trunk" });
    expect(event.actor).toBe(dispatch.actor);
  });
});

describe("checkoutTarget", () => {
  it("checks out the ref shallowly, and leaves no token in the checkout", async () => {
    const target = (await resolveTarget(octokit, dispatch, { repository: "acme/one", ref: "release" }))!;
    const work = await mkdtemp(path.join(dir, "one-"));
    await checkoutTarget({ target, token: TOKEN, serverUrl: emu.serverUrl, dir: work });
    expect(await readFile(path.join(work, "r.txt"), "utf8")).toBe("r\n");
    expect(execFileSync("git", ["rev-parse", "--is-shallow-repository"], { cwd: work }).toString().trim()).toBe("true");
    expect(execFileSync("git", ["rev-parse", "HEAD"], { cwd: work }).toString().trim()).toBe(
      await emu.git("acme/one").resolve("release"),
    );
    expect(await readFile(path.join(work, ".git/config"), "utf8")).not.toContain(
      Buffer.from(`x-access-token:${TOKEN}`).toString("base64"),
    );
    expect(emu.pushes).toEqual([]);
  });

  it("refuses a repository the token can read but not push to", async () => {
    const target = (await resolveTarget(octokit, dispatch, { repository: "acme/readonly" }))!;
    const work = await mkdtemp(path.join(dir, "ro-"));
    const checkout = checkoutTarget({ target, token: TOKEN, serverUrl: emu.serverUrl, dir: work });
    await expect(checkout).rejects.toBeInstanceOf(TargetError);
    await expect(checkout).rejects.toThrow(
      /^this token cannot push to acme\/readonly \(.*denied.*\): nothing was run there$/,
    );
  });
});
