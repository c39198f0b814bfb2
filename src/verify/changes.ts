// Whether there is anything to land, and so anything to check: a file changed, added or deleted in the work
// tree, or a commit past where the run started. Through the hardened git runner (no repository hook or
// fsmonitor runs).
import { runGit } from "../land/git.js";
import { headSha } from "../land/commit.js";

export async function workspaceChanged(workspace: string, startSha: string | undefined): Promise<boolean> {
  const status = await runGit(["status", "--porcelain", "--untracked-files=all"], {
    cwd: workspace,
    workTree: workspace,
  });
  if (status.code !== 0 || status.stdout.length > 0) return true;
  const head = await headSha(workspace);
  return startSha !== undefined && head !== undefined && head !== startSha;
}
