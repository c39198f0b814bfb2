// Builds dist/: dist/index.js (the action) and dist/cli.js (the CLI), each one self-contained ESM file, plus
// the runtime assets that cannot be bundled: web-tree-sitter (ncc breaks its loader, so it is loaded with a
// dynamic import at run time), the bash grammar, and ripgrep for linux-x64 (GitHub-hosted runners) so the
// action never downloads anything when it starts.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync, chmodSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
// BUNDLE_OUT builds elsewhere (a private copy for local experiments); CI always builds dist/.
const dist = process.env.BUNDLE_OUT ? join(process.env.BUNDLE_OUT) : join(root, "dist");
const ncc = join(root, "node_modules/@vercel/ncc/dist/ncc/cli.js");

// Each entry gets its own folder because ncc numbers the chunks of dynamic imports per build, and two builds
// in one folder would overwrite each other's chunks.
function build(entry, outDir) {
  const out = mkdtempSync(join(tmpdir(), "ncc-"));
  execFileSync(
    process.execPath,
    [ncc, "build", join(root, entry), "-o", out, "--target", "es2022", "--quiet", "--no-source-map-register"],
    { stdio: "inherit", cwd: root },
  );
  mkdirSync(outDir, { recursive: true });
  for (const f of readdirSync(out)) {
    if (f !== "package.json") cpSync(join(out, f), join(outDir, f), { recursive: true });
  }
  rmSync(out, { recursive: true, force: true });
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
build("src/index.ts", dist);
build("src/cli.ts", join(dist, "cli"));
// The package's bin points at dist/cli.js; the CLI's chunks live beside its own index.js.
writeFileSync(join(dist, "cli.js"), '#!/usr/bin/env node\nimport "./cli/index.js";\n');
chmodSync(join(dist, "cli.js"), 0o755);
// dist/ is ESM whatever directory it is copied to.
writeFileSync(join(dist, "package.json"), JSON.stringify({ type: "module" }, null, 2) + "\n");

const assets = join(dist, "assets");
mkdirSync(assets, { recursive: true });
cpSync(join(root, "node_modules/web-tree-sitter/web-tree-sitter.js"), join(assets, "web-tree-sitter.js"));
cpSync(join(root, "node_modules/web-tree-sitter/web-tree-sitter.wasm"), join(assets, "web-tree-sitter.wasm"));
cpSync(join(root, "node_modules/tree-sitter-bash/tree-sitter-bash.wasm"), join(assets, "tree-sitter-bash.wasm"));
// The egress bridge runs inside the commands' network namespace as its own node process.
cpSync(join(root, "src/sandbox/egress/bridge.mjs"), join(assets, "egress-bridge.mjs"));
const rg = join(root, "node_modules/@vscode/ripgrep-linux-x64/bin/rg");
if (existsSync(rg)) {
  cpSync(rg, join(assets, "rg-linux-x64"));
  chmodSync(join(assets, "rg-linux-x64"), 0o755);
}
