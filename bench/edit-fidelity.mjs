// edit fidelity: the corpus of realistic model mistakes (__tests__/tools/files/edit-corpus.ts: quotes,
// indentation, trailing spaces, pasted line numbers, CRLF, ambiguity…) through the real edit_file in a tool
// session, each after a read_file as the model would. Safe cases must be applied exactly; a wrong edit is a
// call that reported success but left the file different from the expected result (or changed a file that
// had to be refused). Baseline: the same corpus with a plain exact, unique string replacement.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { importTs } from "./lib/import-ts.mjs";
import { row } from "./lib/measure.mjs";
import { openSession } from "./lib/session.mjs";

export async function editFidelity() {
  const { editCorpus } = await importTs("__tests__/tools/files/edit-corpus.ts");
  const ws = await mkdtemp(path.join(tmpdir(), "bench-edit-"));
  const s = await openSession(ws);
  try {
    let safe = 0;
    let applied = 0;
    let naiveApplied = 0;
    let refusals = 0;
    let refused = 0;
    const wrong = [];
    const missed = [];
    for (const [i, c] of editCorpus.entries()) {
      const file = `case-${String(i).padStart(3, "0")}.txt`;
      const abs = path.join(ws, file);
      await writeFile(abs, c.file);
      const [read] = await s.turn([{ name: "read_file", input: { path: file } }]);
      if (read.isError) throw new Error(`read_file ${file} failed: ${s.text(read)}`);
      const [edit] = await s.turn([
        {
          name: "edit_file",
          input: { path: file, old_string: c.old, new_string: c.new, ...(c.replace_all ? { replace_all: true } : {}) },
        },
      ]);
      const after = await readFile(abs, "utf8");
      const isSafe = "result" in c.expect;
      if (isSafe) {
        safe++;
        if (!edit.isError && after === c.expect.result) applied++;
        else if (!edit.isError) wrong.push(c.name);
        else missed.push(`${c.name}: ${s.text(edit).split("\n")[0]}`);
        const parts = c.file.split(c.old);
        if (
          c.old !== "" &&
          (c.replace_all ? parts.length > 1 : parts.length === 2) &&
          parts.join(c.new) === c.expect.result
        )
          naiveApplied++;
      } else {
        refusals++;
        if (edit.isError && after === c.file) refused++;
        else if (!edit.isError) wrong.push(`${c.name} (had to be refused)`);
        else wrong.push(`${c.name} (refused but the file changed)`);
      }
    }
    console.log(
      `edit fidelity: ${editCorpus.length} cases; ${applied}/${safe} safe edits applied exactly (plain exact replacement: ${naiveApplied}/${safe}); ${refused}/${refusals} unsafe edits refused; ${wrong.length} wrong edits`,
    );
    for (const w of wrong) console.log(`  WRONG: ${w}`);
    for (const m of missed) console.log(`  not applied: ${m}`);
    return [
      row("edit fidelity: safe edits applied", {
        figure: `${applied}/${safe}`,
        baseline: `${naiveApplied}/${safe} (exact replace)`,
        ratio: `${(applied / Math.max(1, naiveApplied)).toFixed(2)}×`,
        target: "all",
        ok: applied === safe,
      }),
      row("edit fidelity: wrong edits", {
        figure: String(wrong.length),
        baseline: `${refused}/${refusals} unsafe refused`,
        target: "0",
        ok: wrong.length === 0,
      }),
    ];
  } finally {
    await s.close();
    await rm(ws, { recursive: true, force: true });
  }
}
