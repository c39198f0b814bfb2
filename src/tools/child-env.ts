// The environment of the helper processes the file tools start themselves (ripgrep, `git ls-files`). They run
// as the action's user on paths the agent chose, so they get nothing of the job's environment but PATH: no
// tokens or keys for a swapped symlink to /proc/self/environ to show, no user or system git configuration.
export function toolChildEnv(): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
    HOME: "/dev/null",
    LC_ALL: "C",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_TERMINAL_PROMPT: "0",
  };
}
