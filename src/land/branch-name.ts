// Names of the branches the agent owns. Deterministic, so a second request on the same issue (or the next
// scheduled chore with the same prompt) finds and continues the branch and PR of the first.

const MAX_SLUG = 40;

export function slugify(text: string, max = MAX_SLUG): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const cut = slug.slice(0, max).replace(/-+$/g, "");
  return cut || "task";
}

export function issueBranch(prefix: string, issueNumber: number, title: string): string {
  return `${prefix}issue-${issueNumber}-${slugify(title)}`;
}

export function choreBranch(prefix: string, prompt: string): string {
  return `${prefix}chore-${slugify(prompt)}`;
}

/** Fork PRs cannot be pushed to with the workflow's token: the work goes to a branch here. */
export function forkPullBranch(prefix: string, prNumber: number, title: string): string {
  return `${prefix}pr-${prNumber}-${slugify(title)}`;
}

/** A branch name git accepts and that cannot be read as an option or a revision expression. */
export function isSafeBranchName(name: string): boolean {
  return (
    /^[A-Za-z0-9._/-]+$/.test(name) &&
    !name.startsWith("-") &&
    !name.startsWith("/") &&
    !name.endsWith("/") &&
    !name.endsWith(".lock") &&
    !name.includes("..") &&
    !name.includes("//") &&
    !name.includes("@{") &&
    name.length <= 200
  );
}
