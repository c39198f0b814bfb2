// Finds runtime files that are not bundled (tree-sitter runtime and grammar, ripgrep): beside the bundle in
// dist/assets when running from dist/, else in node_modules when running from source (tests, tsx).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const NODE_MODULES_PATHS: Record<string, string> = {
  "web-tree-sitter.js": "web-tree-sitter/web-tree-sitter.js",
  "web-tree-sitter.wasm": "web-tree-sitter/web-tree-sitter.wasm",
  "tree-sitter-bash.wasm": "tree-sitter-bash/tree-sitter-bash.wasm",
  "rg-linux-x64": "@vscode/ripgrep-linux-x64/bin/rg",
};

/** Assets that are our own source files, found beside src/ when running from source. */
const SOURCE_PATHS: Record<string, string> = {
  "egress-bridge.mjs": "src/sandbox/egress/bridge.mjs",
};

/** Absolute path of a runtime asset, or undefined when it is not shipped for this layout. */
export function assetPath(name: string): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const inDist = join(dir, "assets", name);
    if (existsSync(inDist)) return inDist;
    const source = SOURCE_PATHS[name];
    if (source && existsSync(join(dir, source))) return join(dir, source);
    const rel = NODE_MODULES_PATHS[name];
    if (rel) {
      const inModules = join(dir, "node_modules", rel);
      if (existsSync(inModules)) return inModules;
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}
