// Where the demo's parts are. The test doubles (GitHub emulator, scripted model) and the sample repository live
// in the repository, not in the bundle: they are test code, loaded at run time from the checkout. The action it
// runs is the bundle next to the CLI (dist/index.js beside dist/cli/), else the checkout's dist/index.js.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Files of the checkout the demo needs. */
const DEMO_PARTS = [
  "demo/world.mjs",
  "demo/script.mjs",
  "demo/sample-repo/package.json",
  "__tests__/fakes/github/emulator.mjs",
  "__tests__/fakes/model-server/serve.mjs",
];

export class DemoSetupError extends Error {}

/** The nearest folder at or above `start` whose package.json is repo-agent's. */
function findRepoRoot(start: string): string | undefined {
  let dir = resolve(start);
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, "utf8")) as { name?: unknown }).name === "@repo-agent/cli") return dir;
      } catch {
        // Not JSON: keep looking above.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The repository checkout holding the demo's parts: above this module first (source or dist/), then above cwd. */
export function locateCheckout(cwd: string, moduleUrl: string = import.meta.url): string {
  const candidates = [findRepoRoot(dirname(fileURLToPath(moduleUrl))), findRepoRoot(cwd)].filter(
    (d): d is string => d !== undefined,
  );
  for (const root of candidates) {
    if (DEMO_PARTS.every((part) => existsSync(join(root, part)))) return root;
  }
  const where = candidates.length
    ? `the repo-agent checkout at ${candidates[0]} lacks ${DEMO_PARTS.filter((p) => !existsSync(join(candidates[0], p))).join(", ")}`
    : "no repo-agent checkout was found above this CLI or the current directory";
  throw new DemoSetupError(
    `the demo runs the test doubles (__tests__/fakes/) and the sample repository (demo/) from a clone of repo-agent, and ${where}.\n` +
      "The npm package does not ship them. Run it from a clone: git clone <repo-agent> && cd repo-agent && npm ci && npm run demo",
  );
}

/** The bundled action the demo runs, as GitHub would: dist/index.js. */
export function locateAction(root: string, explicit?: string, moduleUrl: string = import.meta.url): string {
  if (explicit) {
    const file = resolve(explicit);
    if (!existsSync(file)) throw new DemoSetupError(`--action ${explicit}: no such file`);
    return file;
  }
  // Inside a bundle this module is dist/cli/<chunk>.js, and the action is dist/index.js beside dist/cli.js.
  const bundleDir = dirname(dirname(fileURLToPath(moduleUrl)));
  if (existsSync(join(bundleDir, "cli.js")) && existsSync(join(bundleDir, "index.js")))
    return join(bundleDir, "index.js");
  const inCheckout = join(root, "dist/index.js");
  if (existsSync(inCheckout)) return inCheckout;
  throw new DemoSetupError(`the bundled action ${inCheckout} is missing: run npm run bundle first`);
}

/** Imports one of the checkout's plain-JavaScript modules at run time, out of the bundler's reach. */
export async function importFromCheckout<T>(root: string, file: string): Promise<T> {
  const url = pathToFileURL(join(root, file)).href;
  return (await import(/* webpackIgnore: true */ url)) as T;
}
