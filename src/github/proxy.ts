// Self-hosted runners often reach GitHub and the model API only through a proxy. Node 20's own fetch ignores
// HTTP(S)_PROXY, so when one is set both clients (Octokit, the model SDK) get undici's fetch with an
// EnvHttpProxyAgent (which also honours NO_PROXY); without one they use Node's own fetch.
const PROXY_VARIABLES = ["HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"];

export function proxyConfigured(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return PROXY_VARIABLES.some((name) => Boolean(env[name]?.trim()));
}

/** A fetch that goes through the environment's proxy, or undefined when none is configured. */
export async function proxyFetch(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<typeof fetch | undefined> {
  if (!proxyConfigured(env)) return undefined;
  const undici = await import("undici");
  const pick = (name: string) => env[name.toUpperCase()]?.trim() || env[name]?.trim() || undefined;
  const dispatcher = new undici.EnvHttpProxyAgent({
    httpProxy: pick("http_proxy"),
    httpsProxy: pick("https_proxy"),
    noProxy: pick("no_proxy"),
  });
  const viaProxy = (input: Parameters<typeof undici.fetch>[0], init?: Parameters<typeof undici.fetch>[1]) =>
    undici.fetch(input, { ...init, dispatcher });
  // undici's Request/Response types are its own, but the objects are what the global fetch returns.
  return viaProxy;
}
