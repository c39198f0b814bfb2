// A user's access to the repository, from GET /repos/{owner}/{repo}/collaborators/{username}/permission.
// GitHub's legacy `permission` field folds maintain into write and triage into read; `role_name` keeps the
// real role (or a custom role's name). Write access means either says so.
import type { Octokit } from "./octokit.js";

export interface RepoPermission {
  /** The role as GitHub names it: admin, maintain, write, triage, read, a custom role, or none. */
  role: string;
  /** admin, maintain or write (custom roles count by their base: the legacy field reads write or admin). */
  canWrite: boolean;
}

class PermissionCheckError extends Error {}

const WRITE_ROLES = new Set(["admin", "maintain", "write"]);

export async function getRepoPermission(
  octokit: Octokit,
  owner: string,
  repo: string,
  username: string,
): Promise<RepoPermission> {
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username });
    const role = data.role_name || data.permission;
    return { role, canWrite: WRITE_ROLES.has(data.permission) || WRITE_ROLES.has(data.role_name) };
  } catch (err) {
    // 404: not a collaborator (or no such user). Nothing to grant.
    if (statusOf(err) === 404) return { role: "none", canWrite: false };
    throw new PermissionCheckError(`could not read ${username}'s permission on ${owner}/${repo}: ${describe(err)}`);
  }
}

/** One lookup per login for the whole run (thread rendering asks about every commenter). */
export function createPermissionLookup(
  octokit: Octokit,
  owner: string,
  repo: string,
): (login: string) => Promise<RepoPermission> {
  const cache = new Map<string, Promise<RepoPermission>>();
  return (login) => {
    const key = login.toLowerCase();
    let hit = cache.get(key);
    if (!hit) {
      hit = getRepoPermission(octokit, owner, repo, login);
      // A failed lookup is not cached: the next caller may retry.
      hit.catch(() => cache.delete(key));
      cache.set(key, hit);
    }
    return hit;
  };
}

export function statusOf(err: unknown): number | undefined {
  return err && typeof err === "object" && "status" in err && typeof err.status === "number" ? err.status : undefined;
}

function describe(err: unknown): string {
  const status = statusOf(err);
  const message = err instanceof Error ? err.message : String(err);
  return status ? `HTTP ${status}: ${message}` : message;
}
