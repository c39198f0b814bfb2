// The environment that points the agent's commands at the bridge on 127.0.0.1:<port>: the standard variables
// (curl, pip, cargo, go, Python's urllib, and Node 24's fetch with NODE_USE_ENV_PROXY) plus the tools that read
// only their own settings (npm, yarn, pip, git, the JVM). A program that ignores all of them gets no network:
// there is no other way out of the namespace.
export function proxyEnv(port: number): Record<string, string> {
  const url = `http://127.0.0.1:${port}`;
  const local = "localhost,127.0.0.1,::1";
  return {
    HTTP_PROXY: url,
    HTTPS_PROXY: url,
    ALL_PROXY: url,
    NO_PROXY: local,
    http_proxy: url,
    https_proxy: url,
    all_proxy: url,
    no_proxy: local,
    NODE_USE_ENV_PROXY: "1",
    npm_config_proxy: url,
    npm_config_https_proxy: url,
    YARN_HTTP_PROXY: url,
    YARN_HTTPS_PROXY: url,
    PIP_PROXY: url,
    GIT_CONFIG_COUNT: "1",
    GIT_CONFIG_KEY_0: "http.proxy",
    GIT_CONFIG_VALUE_0: url,
    JAVA_TOOL_OPTIONS: `-Dhttp.proxyHost=127.0.0.1 -Dhttp.proxyPort=${port} -Dhttps.proxyHost=127.0.0.1 -Dhttps.proxyPort=${port} -Dhttp.nonProxyHosts=localhost|127.0.0.1`,
  };
}
