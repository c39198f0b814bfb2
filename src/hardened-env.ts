// The environment of every process the action starts for itself (its git commands, the file tools' ripgrep and
// `git ls-files`): built from scratch, so none holds the job's tokens or keys (a symlink swapped under a file tool
// cannot show them through /proc/self/environ), and git reads no user or system configuration.

// The proxy settings git (libcurl) reads: behind a proxy the action's own fetches and pushes must use it. They name
// a proxy, not a credential of the job; a password in a proxy's URL is redacted (report/redact.ts).
const PROXY_VARIABLES = ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "no_proxy", "NO_PROXY"];

function proxyEnv(): Record<string, string> {
  return Object.fromEntries(PROXY_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

export function hardenedEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...proxyEnv(),
    PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
    // Nothing can exist under /dev/null: no ~/.gitconfig, ~/.config/git/{config,attributes,ignore}.
    HOME: "/dev/null",
    XDG_CONFIG_HOME: "/dev/null",
    LANG: "C",
    LC_ALL: "C",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_ATTR_NOSYSTEM: "1",
    GIT_TERMINAL_PROMPT: "0",
    GIT_ASKPASS: "false",
    SSH_ASKPASS: "false",
    GIT_EDITOR: "true",
    GIT_SEQUENCE_EDITOR: "true",
    GIT_PAGER: "cat",
    PAGER: "cat",
    // Replace refs and grafts change what git shows without changing what it pushes: the secret scan must see
    // the real objects.
    GIT_NO_REPLACE_OBJECTS: "1",
    GIT_GRAFT_FILE: "/dev/null",
    GIT_OPTIONAL_LOCKS: "0",
    ...extra,
  };
}
