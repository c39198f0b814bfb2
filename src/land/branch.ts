// Branch names the agent pushes to, and which names it must never push to. Pure.
import { createHash } from "node:crypto";

const DEFAULT_BRANCH_PREFIX = "agent/";
const MAX_SLUG = 40;

/** `agent/issue-<n>-<slug of the title>`: one branch per issue, so a later request continues its PR. */
export function issueBranch(issueNumber: number, title: string, prefix = DEFAULT_BRANCH_PREFIX): string {
  const slug = slugify(title);
  return `${normalizePrefix(prefix)}issue-${issueNumber}${slug ? `-${slug}` : ""}`;
}

/** `agent/chore-<slug of the prompt>`: the same prompt always maps to the same branch, so the next scheduled run
 * updates the open chore PR instead of opening another. */
export function choreBranch(prompt: string, prefix = DEFAULT_BRANCH_PREFIX): string {
  const slug = slugify(prompt) || createHash("sha256").update(prompt).digest("hex").slice(0, 8);
  return `${normalizePrefix(prefix)}chore-${slug}`;
}

/** Lowercase ASCII words joined by `-`, cut at a word boundary within MAX_SLUG characters. */
export function slugify(text: string, max = MAX_SLUG): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) {
      if (!slug) slug = word.slice(0, max);
      break;
    }
    slug = next;
  }
  return slug;
}

function normalizePrefix(prefix: string): string {
  const clean = prefix
    .split("/")
    .map((part) => slugify(part, 30))
    .filter(Boolean)
    .join("/");
  return clean ? `${clean}/` : "";
}

/** git's ref-name rules (check-ref-format --branch), plus no leading `-` (it would read as an option). */
export function isValidBranchName(name: string): boolean {
  if (!name || name.length > 200 || name === "@" || name === "HEAD") return false;
  if (name.startsWith("-") || name.startsWith("/") || name.endsWith("/") || name.endsWith(".")) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f~^:?*[\\]/.test(name)) return false;
  if (name.includes("..") || name.includes("//") || name.includes("@{")) return false;
  return name.split("/").every((part) => part.length > 0 && !part.startsWith(".") && !part.endsWith(".lock"));
}

export type BranchRefusal = { ok: false; reason: string };

/** Whether the agent may push to `branch`: a valid name that is neither the default branch nor protected.
 * Names compare case-insensitively, erring on the side of refusing (`Main` next to `main` is a trap). */
export function checkPushTarget(
  branch: string,
  options: { defaultBranch: string; protectedBranches?: readonly string[] },
): { ok: true } | BranchRefusal {
  if (!isValidBranchName(branch)) return { ok: false, reason: `"${branch}" is not a valid branch name` };
  const forbidden = [options.defaultBranch, ...(options.protectedBranches ?? [])]
    .filter(Boolean)
    .map((b) => b.replace(/^refs\/heads\//, "").toLowerCase());
  if (forbidden.includes(branch.toLowerCase())) {
    return {
      ok: false,
      reason:
        branch.toLowerCase() === options.defaultBranch.toLowerCase()
          ? `refusing to push to the default branch "${branch}"`
          : `refusing to push to the protected branch "${branch}"`,
    };
  }
  return { ok: true };
}
