// Who may start the agent. This runs before anything else that costs money or writes: the trigger was found
// (pure, no network), and now the actor is checked. Nothing reaches the model unless this says allowed.
//
// - The action's own identity never triggers (no loops), whatever allowed_bots says.
// - Bots only when named exactly in allowed_bots; a `*` is a configuration error, not "everyone".
// - Humans need admin, maintain or write on the repository.
// - schedule and workflow_dispatch runs are allowed: GitHub only lets people with write access edit the
//   workflow (schedule) or dispatch it (the Actions API needs actions:write), so the workflow's own gate
//   already applies and there is no comment author to check.
import type { Octokit } from "./octokit.js";
import type { Actor, GitHubEvent } from "./event.js";
import { InputError } from "./inputs.js";
import { getRepoPermission, statusOf, type RepoPermission } from "./permission.js";

/** The identity GITHUB_TOKEN posts as. */
export const ACTIONS_BOT_LOGIN = "github-actions[bot]";

export type Authorization =
  | { allowed: true; permission: string }
  /** `reply`: true only for an unauthorized human, who may get one short reply; bots and self get silence. */
  | { allowed: false; reason: string; reply: boolean };

export interface AuthorizeOptions {
  octokit: Octokit;
  owner: string;
  repo: string;
  actor: Actor;
  eventName: GitHubEvent["name"];
  /** Bot logins allowed to trigger (with or without the `[bot]` suffix). */
  allowedBots: string[];
  /** Logins the action posts as; always includes github-actions[bot]. */
  selfLogins: string[];
  /** A cached permission lookup to share with the thread renderer; defaults to a direct API call. */
  lookup?: (login: string) => Promise<RepoPermission>;
}

export function isBot(actor: Pick<Actor, "login" | "type">): boolean {
  return actor.type === "Bot" || actor.login.toLowerCase().endsWith("[bot]");
}

/** Throws for a wildcard: allowing "any bot" would let any GitHub App installed anywhere drive the agent. */
export function checkAllowedBots(allowedBots: string[]): void {
  const bad = allowedBots.find((b) => /[*?]/.test(b));
  if (bad !== undefined) throw new InputError(`allowed_bots must name bots exactly; "${bad}" is a pattern`);
}

export async function authorize(options: AuthorizeOptions): Promise<Authorization> {
  const { actor, owner, repo } = options;
  checkAllowedBots(options.allowedBots);
  if (options.eventName === "schedule" || options.eventName === "workflow_dispatch") {
    return { allowed: true, permission: "workflow" };
  }
  const self = new Set([ACTIONS_BOT_LOGIN, ...options.selfLogins].map((l) => l.toLowerCase()));
  if (self.has(actor.login.toLowerCase())) {
    return { allowed: false, reason: `${actor.login} is repo-agent's own identity`, reply: false };
  }
  if (isBot(actor)) {
    const allowed = options.allowedBots.map(botName).includes(botName(actor.login));
    return allowed
      ? { allowed: true, permission: "allowed_bots" }
      : { allowed: false, reason: `bot ${actor.login} is not in allowed_bots`, reply: false };
  }
  const lookup = options.lookup ?? ((login: string) => getRepoPermission(options.octokit, owner, repo, login));
  const { role, canWrite } = await lookup(actor.login);
  if (canWrite) return { allowed: true, permission: role };
  return {
    allowed: false,
    reason: `${actor.login} has ${role === "none" ? "no" : `${role}`} access to ${owner}/${repo}; repo-agent needs write, maintain or admin`,
    reply: true,
  };
}

/** The logins this token posts as: github-actions[bot] always, plus the token's own bot login when GET /user
 * answers (a GitHub App user-to-server or a bot PAT). A human's PAT is not added: that human must still be able
 * to trigger runs; our comments are recognised by their marker anyway. GITHUB_TOKEN gets 403 here, which is
 * expected. The login returned when posting the first comment or reaction is the surest source: add it too. */
export async function resolveSelfLogins(octokit: Octokit): Promise<string[]> {
  const logins = [ACTIONS_BOT_LOGIN];
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    if (isBot({ login: data.login, type: data.type })) logins.push(data.login);
  } catch (err) {
    const status = statusOf(err);
    if (status !== 401 && status !== 403 && status !== 404) throw err;
  }
  return logins;
}

/** allowed_bots entries may omit the `[bot]` suffix; logins compare case-insensitively, as GitHub's do. Only
 * used for actors that are bots, so a user named like an app is never matched. */
function botName(login: string): string {
  return login.toLowerCase().replace(/\[bot\]$/, "");
}
