// The environment of a sandboxed command, built from nothing (design.md §6): the action's own environment
// holds the Anthropic key, the GitHub token, INPUT_* and ACTIONS_* runtime tokens, so none of it is copied.
// Only PATH is derived from the parent, and only as a list of absolute directories (no values of secrets live
// there, and setup-* actions put the toolchains the maintainers chose on it).
import path from "node:path";

/** Name of the variable that tags every process of a run, so stray processes can be found and killed. */
export const RUN_MARKER_VAR = "REPO_AGENT_RUN";

const STANDARD_PATH = ["/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"];

export interface SandboxEnvOptions {
  home: string;
  /** Value of REPO_AGENT_RUN for this command (`<run id>/<command number>`). */
  marker: string;
  /** The parent's PATH; only its absolute entries are kept. */
  parentPath?: string;
  /** Directory of the node binary running the action, so `node`/`npm` resolve even on a bare PATH. */
  nodeDir?: string;
}

function sandboxPath(parentPath: string | undefined, nodeDir: string | undefined): string {
  const dirs: string[] = [];
  const add = (dir: string) => {
    if (path.isAbsolute(dir) && !dir.includes("\0") && !dirs.includes(dir)) dirs.push(dir);
  };
  for (const dir of (parentPath ?? "").split(":")) if (dir) add(path.normalize(dir));
  if (nodeDir) add(nodeDir);
  for (const dir of STANDARD_PATH) add(dir);
  return dirs.join(":");
}

export function buildSandboxEnv(opts: SandboxEnvOptions): Record<string, string> {
  return {
    PATH: sandboxPath(opts.parentPath, opts.nodeDir),
    HOME: opts.home,
    LANG: "C.UTF-8",
    CI: "true",
    TERM: "dumb",
    PAGER: "cat",
    GIT_PAGER: "cat",
    GIT_TERMINAL_PROMPT: "0",
    GIT_CONFIG_NOSYSTEM: "1",
    [RUN_MARKER_VAR]: opts.marker,
  };
}
