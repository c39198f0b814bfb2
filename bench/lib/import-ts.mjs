// Imports TypeScript modules of this repository (the e2e harness, the edit corpus, the tools and executor)
// without a build step or a new dependency: a vite dev server in middleware mode (vite comes with vitest)
// and its SSR module runner, which strips the types and resolves the `.js` import suffixes. The runner stays
// open until closeTs(), because modules import more at run time (the bash parser loads tree-sitter lazily).
// Node 20 has no --experimental-strip-types, so this is how bench scripts reach TypeScript sources.
import { fileURLToPath } from "node:url";
import path from "node:path";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

let runner;

async function start() {
  const { createServer, createServerModuleRunner } = await import("vite");
  const server = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: "silent",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return { server, runner: createServerModuleRunner(server.environments.ssr, { hmr: false }) };
}

/** The module's exports; `rel` is relative to the repository root. */
export async function importTs(rel) {
  runner ??= start();
  const { runner: r } = await runner;
  return r.import(path.join(ROOT, rel));
}

/** Closes the runner (modules already imported keep working; lazy imports after this fail). */
export async function closeTs() {
  if (!runner) return;
  const { server, runner: r } = await runner;
  runner = undefined;
  await r.close();
  await server.close();
}
