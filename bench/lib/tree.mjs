// The generated tree grep and list_files are measured on: ~25k files, ~200 MB of source-like text in ~1,250
// directories, a git repository with everything committed, plus what a working tree really holds: ignored
// build output and dependencies, a few untracked and a few modified files. Deterministic (seeded), built
// once under bench/.work/ and reused while its recipe version is unchanged.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile, utimes } from "node:fs/promises";
import path from "node:path";
import { WORK } from "./measure.mjs";

const VERSION = "tree-25k-v1";
const TREE_FILES = 25_000;
/** Files that contain NEEDLE_PATTERN (grep finds exactly these). */
export const NEEDLE_FILES = 40;
export const NEEDLE_PATTERN = "frobnicate_[a-z]+\\(";

const WORDS =
  "const let return if else for while function import export from await async class new this value result error index count items data config options request response buffer stream handle parse render update create delete fetch load save path file name type string number boolean undefined null true false".split(
    " ",
  );

function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sourceText(rand, bytes, needle) {
  const lines = [];
  let size = 0;
  let n = 0;
  while (size < bytes) {
    const indent = "  ".repeat(Math.floor(rand() * 4));
    const words = Array.from({ length: 3 + Math.floor(rand() * 9) }, () => WORDS[Math.floor(rand() * WORDS.length)]);
    const line = `${indent}${words.join(" ")}${rand() < 0.3 ? ";" : ""} // ${n++}`;
    lines.push(line);
    size += line.length + 1;
  }
  if (needle) lines.splice(Math.floor(lines.length / 2), 0, `  frobnicate_widget(${n});`);
  return lines.join("\n") + "\n";
}

/** Path of the tree, generating it when missing or stale. */
export async function ensureTree(log = console.log) {
  const dir = path.join(WORK, VERSION);
  const stamp = path.join(WORK, `${VERSION}.done`);
  if (existsSync(stamp) && existsSync(path.join(dir, ".git"))) return dir;
  log(`generating ${dir} (${TREE_FILES} files, ~200 MB; once, then cached)…`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const rand = prng(42);
  const exts = [".ts", ".js", ".py", ".go", ".md", ".json", ".rs", ".java"];
  const files = [];
  // 25 packages × 10 modules × 5 subdirs × 20 files = 25,000 tracked files.
  for (let p = 0; p < 25; p++)
    for (let m = 0; m < 10; m++)
      for (let s = 0; s < 5; s++)
        for (let f = 0; f < 20; f++)
          files.push(`packages/pkg${p}/mod${m}/sub${s}/file${f}${exts[(p + m + s + f) % exts.length]}`);
  const needles = new Set(
    Array.from({ length: NEEDLE_FILES }, (_, i) => Math.floor((i + 0.5) * (files.length / NEEDLE_FILES))),
  );
  const dirs = new Set(files.map((f) => path.dirname(f)));
  for (const d of dirs) await mkdir(path.join(dir, d), { recursive: true });
  const queue = files.map((f, i) => ({
    rel: f,
    text: "",
    size: 1000 + Math.floor(rand() * rand() * 30_000),
    needle: needles.has(i),
  }));
  for (let i = 0; i < queue.length; i += 256) {
    await Promise.all(
      queue
        .slice(i, i + 256)
        .map((q) => writeFile(path.join(dir, q.rel), sourceText(prng(i + q.size), q.size, q.needle))),
    );
  }
  await writeFile(path.join(dir, ".gitignore"), "node_modules/\ndist/\n*.log\n");
  const git = (...args) =>
    execFileSync("git", args, {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "bench",
        GIT_AUTHOR_EMAIL: "bench@example.com",
        GIT_COMMITTER_NAME: "bench",
        GIT_COMMITTER_EMAIL: "bench@example.com",
      },
    });
  git("init", "-q", "-b", "main");
  git("config", "core.loosecompression", "1");
  git("add", "-A");
  git("commit", "-q", "-m", "generated tree");
  // After the commit: ignored output and dependencies (must not be listed or searched)…
  for (let i = 0; i < 300; i++) {
    const rel = i < 200 ? `node_modules/dep${i % 20}/lib/index${i}.js` : `dist/chunk${i}.js`;
    await mkdir(path.join(dir, path.dirname(rel)), { recursive: true });
    await writeFile(path.join(dir, rel), sourceText(prng(i), 2000, i % 10 === 0));
  }
  await writeFile(path.join(dir, "build.log"), "frobnicate_log(1);\n");
  // …untracked new work, and tracked files changed since the commit (newest of all).
  const now = Date.now() / 1000;
  for (let i = 0; i < 5; i++)
    await writeFile(path.join(dir, `packages/pkg${i}/NEW-${i}.ts`), sourceText(prng(1000 + i), 3000, false));
  for (let i = 0; i < 5; i++) {
    const rel = files[i * 4999];
    await writeFile(path.join(dir, rel), `// edited\n${await readFile(path.join(dir, rel), "utf8")}`);
    await utimes(path.join(dir, rel), now + 60 + i, now + 60 + i);
  }
  await writeFile(stamp, `${new Date().toISOString()}\n`);
  return dir;
}
