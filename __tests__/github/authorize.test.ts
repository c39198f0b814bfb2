import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGitHubEmulator, type GitHubEmulator } from "../fakes/github/emulator.mjs";
import {
  authorize,
  checkAllowedBots,
  isBot,
  resolveSelfLogins,
  type AuthorizeOptions,
} from "../../src/github/authorize.js";
import { createOctokit, type Octokit } from "../../src/github/octokit.js";
import { createPermissionLookup } from "../../src/github/permission.js";

let emu: GitHubEmulator;
let octokit: Octokit;

beforeAll(async () => {
  emu = await startGitHubEmulator({
    seed: {
      users: [
        "octo-org",
        "alice",
        "mia",
        "ada",
        "bob",
        "tina",
        "nora",
        { login: "renovate[bot]", type: "Bot" },
        { login: "evil[bot]", type: "Bot" },
        { login: "agent-app[bot]", type: "Bot" },
      ],
      tokens: [
        { token: "ghs_actions", login: "github-actions[bot]" },
        { token: "ghs_app", login: "agent-app[bot]", kind: "user" },
      ],
      repos: [
        {
          owner: "octo-org",
          name: "widgets",
          private: true,
          files: { "README.md": "# widgets\n" },
          permissions: {
            alice: "write",
            mia: "maintain",
            ada: "admin",
            bob: "read",
            tina: "triage",
            "github-actions[bot]": "write",
          },
        },
      ],
    },
  });
  octokit = createOctokit({ token: "ghs_actions", baseUrl: emu.apiUrl, msPerSecond: 1 });
});

afterAll(async () => {
  await emu?.close();
});

const base = (): Omit<AuthorizeOptions, "actor"> => ({
  octokit,
  owner: "octo-org",
  repo: "widgets",
  eventName: "issue_comment",
  allowedBots: ["renovate"],
  selfLogins: [],
});
const human = (login: string) => ({ login, type: "User" });

describe("authorize", () => {
  it("allows write, maintain and admin", async () => {
    for (const [login, role] of [
      ["alice", "write"],
      ["mia", "maintain"],
      ["ada", "admin"],
    ]) {
      expect(await authorize({ ...base(), actor: human(login) })).toEqual({ allowed: true, permission: role });
    }
  });

  it("refuses read, triage and no access, with one reply allowed", async () => {
    for (const login of ["bob", "tina", "nora"]) {
      const result = await authorize({ ...base(), actor: human(login) });
      expect(result).toMatchObject({ allowed: false, reply: true });
      expect(result.allowed === false && result.reason).toMatch(/needs write, maintain or admin/);
    }
  });

  it("refuses a login GitHub does not know (404) as no access", async () => {
    expect(await authorize({ ...base(), actor: human("nobody-here") })).toMatchObject({
      allowed: false,
      reply: true,
      reason: /no access/,
    });
  });

  it("ignores a bot not named in allowed_bots, without a reply and without asking GitHub", async () => {
    emu.clearRequests();
    expect(await authorize({ ...base(), actor: { login: "evil[bot]", type: "Bot" } })).toEqual({
      allowed: false,
      reason: "bot evil[bot] is not in allowed_bots",
      reply: false,
    });
    expect(emu.restRequests({ path: /permission/ })).toHaveLength(0);
  });

  it("allows a bot named exactly in allowed_bots, with or without [bot]", async () => {
    expect(await authorize({ ...base(), actor: { login: "renovate[bot]", type: "Bot" } })).toEqual({
      allowed: true,
      permission: "allowed_bots",
    });
    expect(
      await authorize({ ...base(), allowedBots: ["renovate[bot]"], actor: { login: "Renovate[bot]", type: "Bot" } }),
    ).toMatchObject({ allowed: true });
  });

  it("rejects a * in allowed_bots as a configuration error", async () => {
    await expect(authorize({ ...base(), allowedBots: ["*"], actor: human("alice") })).rejects.toThrow(
      /must name bots exactly/,
    );
    expect(() => checkAllowedBots(["renovate", "dependabot*"])).toThrow(/"dependabot\*" is a pattern/);
  });

  it("never lets the action's own identity trigger, even when allowed_bots names it", async () => {
    const self = { login: "github-actions[bot]", type: "Bot" };
    expect(await authorize({ ...base(), allowedBots: ["github-actions"], actor: self })).toMatchObject({
      allowed: false,
      reply: false,
    });
    expect(
      await authorize({
        ...base(),
        selfLogins: ["agent-app[bot]"],
        allowedBots: ["agent-app"],
        actor: { login: "agent-app[bot]", type: "Bot" },
      }),
    ).toMatchObject({
      allowed: false,
      reply: false,
      reason: /own identity/,
    });
  });

  it("allows schedule and workflow_dispatch runs: the workflow's permissions gate them", async () => {
    expect(await authorize({ ...base(), eventName: "schedule", actor: human("bob") })).toEqual({
      allowed: true,
      permission: "workflow",
    });
    expect(await authorize({ ...base(), eventName: "workflow_dispatch", actor: human("bob") })).toEqual({
      allowed: true,
      permission: "workflow",
    });
  });

  it("asks GitHub once per login through the shared lookup", async () => {
    const lookup = createPermissionLookup(octokit, "octo-org", "widgets");
    emu.clearRequests();
    await authorize({ ...base(), lookup, actor: human("alice") });
    await authorize({ ...base(), lookup, actor: human("Alice") });
    expect(emu.restRequests({ path: /collaborators\/.*\/permission/ })).toHaveLength(1);
  });

  it("fails loudly, not open, when GitHub cannot answer", async () => {
    emu.failNext({ path: /permission/, status: 500, times: 4 });
    const flaky = createOctokit({ token: "ghs_actions", baseUrl: emu.apiUrl, msPerSecond: 1 });
    await expect(authorize({ ...base(), octokit: flaky, actor: human("alice") })).rejects.toThrow(
      /could not read alice's permission/,
    );
    expect(emu.pendingFaults()).toEqual([]);
  });
});

describe("isBot and resolveSelfLogins", () => {
  it("spots bots by type or by the [bot] suffix", () => {
    expect(isBot({ login: "x[bot]", type: "User" })).toBe(true);
    expect(isBot({ login: "x", type: "Bot" })).toBe(true);
    expect(isBot({ login: "alice", type: "User" })).toBe(false);
  });

  it("adds the token's own login when it is a bot, and shrugs off GITHUB_TOKEN's 403", async () => {
    expect(await resolveSelfLogins(octokit)).toEqual(["github-actions[bot]"]);
    const app = createOctokit({ token: "ghs_app", baseUrl: emu.apiUrl, msPerSecond: 1 });
    expect(await resolveSelfLogins(app)).toEqual(["github-actions[bot]", "agent-app[bot]"]);
  });
});
