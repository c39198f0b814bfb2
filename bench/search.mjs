// grep and list_files on the generated tree (~25k files / ~200 MB, a git repository with ignored, untracked
// and modified files; lib/tree.mjs), through the real executor in one tool session, against the program a
// person would run instead: `rg -l PATTERN` and `git ls-files`, spawned from the same process. Runs alternate
// and the medians are compared. The results are checked too: a fast wrong answer is not a result.
import { spawn } from "node:child_process";
import { fmtMs, fmtRatio, interleaved, row } from "./lib/measure.mjs";
import { openSession } from "./lib/session.mjs";
import { ensureTree, NEEDLE_FILES, NEEDLE_PATTERN } from "./lib/tree.mjs";
import { importTs } from "./lib/import-ts.mjs";

const RUNS = 9;

function spawnTimed(cmd, args, cwd) {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const child = spawn(cmd, args, { cwd, stdio: ["ignore", "pipe", "ignore"] });
    const out = [];
    child.stdout.on("data", (d) => out.push(d));
    child.on("error", reject);
    child.on("close", () => resolve({ ms: performance.now() - t, stdout: Buffer.concat(out).toString("utf8") }));
  });
}

async function toolTimed(s, name, input) {
  const t = performance.now();
  const [o] = await s.turn([{ name, input }]);
  const ms = performance.now() - t;
  if (o.isError) throw new Error(`${name} failed: ${s.text(o)}`);
  return { ms, text: s.text(o), metadata: o.output.metadata };
}

export async function searchBenchmarks() {
  const tree = await ensureTree();
  const { locateRipgrep } = await importTs("src/tools/ripgrep.ts");
  const rg = locateRipgrep();
  if (!rg) throw new Error("ripgrep not found");
  const s = await openSession(tree);
  const rows = [];
  try {
    // grep: files containing the pattern.
    const ours = await toolTimed(s, "grep", { pattern: NEEDLE_PATTERN });
    const direct = await spawnTimed(rg, ["-l", NEEDLE_PATTERN], tree);
    const a = ours.text.split("\n").filter(Boolean).sort();
    const b = direct.stdout
      .split("\n")
      .filter(Boolean)
      .map((p) => p.replace(/^\.\//, ""))
      .sort();
    if (a.join("\n") !== b.join("\n") || a.length < NEEDLE_FILES)
      throw new Error(`grep found ${a.length} files, rg ${b.length}: the results differ`);
    const g = await interleaved(
      RUNS,
      async () => (await spawnTimed(rg, ["-l", NEEDLE_PATTERN], tree)).ms,
      async () => (await toolTimed(s, "grep", { pattern: NEEDLE_PATTERN })).ms,
    );
    const gr = g.candidate / g.base;
    console.log(
      `grep: ${a.length} files match /${NEEDLE_PATTERN}/ in the tree: our grep ${fmtMs(g.candidate)} vs rg -l ${fmtMs(g.base)} → ${fmtRatio(gr)} (target ≤ 1.2×)`,
    );
    rows.push(
      row("grep, 25k files / 200 MB", {
        figure: fmtMs(g.candidate),
        baseline: `${fmtMs(g.base)} (rg -l)`,
        ratio: fmtRatio(gr),
        target: "≤ 1.2×",
        ok: gr <= 1.2,
      }),
    );

    // list_files: every file, newest first.
    const first = await toolTimed(s, "list_files", {});
    const listed = await spawnTimed("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], tree);
    const expected = new Set(listed.stdout.split("\0").filter(Boolean));
    const shown = first.text.split("\n").filter((l) => l && !l.startsWith("("));
    const newest = await newestFiles(tree, [...expected], shown.length);
    if (first.metadata?.count !== expected.size)
      throw new Error(`list_files counted ${first.metadata?.count} files, git lists ${expected.size}`);
    if (shown.some((p, i) => p !== newest[i] && !sameMtime(tree, p, newest[i])))
      throw new Error(
        `list_files is not newest first: ${shown.slice(0, 5).join(", ")} vs ${newest.slice(0, 5).join(", ")}`,
      );
    const l = await interleaved(
      RUNS,
      async () => (await spawnTimed("git", ["ls-files"], tree)).ms,
      async () => (await toolTimed(s, "list_files", {})).ms,
    );
    const lr = l.candidate / l.base;
    console.log(
      `list_files: ${expected.size} files, newest first: our list_files ${fmtMs(l.candidate)} vs git ls-files ${fmtMs(l.base)} → ${fmtRatio(lr)} (target ≤ 1.5×)`,
    );
    rows.push(
      row("list_files, 25k files", {
        figure: fmtMs(l.candidate),
        baseline: `${fmtMs(l.base)} (git ls-files)`,
        ratio: fmtRatio(lr),
        target: "≤ 1.5×",
        ok: lr <= 1.5,
      }),
    );

    // The first call of a session reads the whole work tree once (untracked and changed files), as git does
    // for the same question: compared with that command.
    const walk = ["ls-files", "-z", "--cached", "--others", "--modified", "--exclude-standard"];
    // Touching the index is what `git add` does to it: the next call starts from scratch.
    const index = path.join(tree, ".git", "index");
    const cold = await interleaved(
      7,
      async () => (await spawnTimed("git", walk, tree)).ms,
      async () => {
        const now = new Date();
        utimesSync(index, now, now);
        return (await toolTimed(s, "list_files", {})).ms;
      },
    );
    const cr = cold.candidate / cold.base;
    console.log(
      `list_files, first call of a session: ${fmtMs(cold.candidate)} vs git ${walk.join(" ")} ${fmtMs(cold.base)} → ${fmtRatio(cr)} (target ≤ 1.5×)`,
    );
    rows.push(
      row("list_files, first call of a session", {
        figure: fmtMs(cold.candidate),
        baseline: `${fmtMs(cold.base)} (git ls-files -c -o -m)`,
        ratio: fmtRatio(cr),
        target: "≤ 1.5×",
        ok: cr <= 1.5,
      }),
    );
    return rows;
  } finally {
    await s.close();
  }
}

import { statSync, utimesSync } from "node:fs";
import path from "node:path";

/** The reference order: every file stat-ed, newest first (ties in any order). */
async function newestFiles(tree, files, n) {
  return files
    .map((f) => ({ f, m: statSync(path.join(tree, f)).mtimeMs }))
    .sort((x, y) => y.m - x.m)
    .slice(0, n)
    .map((x) => x.f);
}

function sameMtime(tree, a, b) {
  if (!a || !b) return false;
  return statSync(path.join(tree, a)).mtimeMs === statSync(path.join(tree, b)).mtimeMs;
}
