// Writes the "Mutation testing" section of bench/RESULTS.md from StrykerJS JSON reports
// (`npm run test:mutation` writes reports/mutation/mutation.json; pass several to merge per-file runs).
// Score per file: killed (or timed out) / every mutant that ran or had no test (string literals are not mutated).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS = path.join(ROOT, "bench", "RESULTS.md");
const reports = process.argv.slice(2);
if (reports.length === 0) reports.push(path.join(ROOT, "reports", "mutation", "mutation.json"));

// Per file, each mutant by where it is and what it does: reports of line ranges of one file add up, and a later
// report of the same mutant replaces an earlier one.
const files = new Map();
for (const report of reports) {
  const json = JSON.parse(await readFile(report, "utf8"));
  for (const [file, { mutants }] of Object.entries(json.files)) {
    const known = files.get(file) ?? new Map();
    for (const m of mutants) {
      const { start, end } = m.location;
      // A `// Stryker disable` comment's reason is the status reason: those mutants are shown, not scored.
      const disabled = m.status === "Ignored" && !/excluded mutation|static/i.test(m.statusReason ?? "");
      known.set(
        `${start.line}:${start.column}-${end.line}:${end.column} ${m.mutatorName} ${m.replacement}`,
        disabled ? "Disabled" : m.status,
      );
    }
    files.set(file, known);
  }
}
for (const [file, known] of files) {
  const count = (...states) => [...known.values()].filter((s) => states.includes(s)).length;
  files.set(file, {
    killed: count("Killed", "Timeout"),
    survived: count("Survived"),
    uncovered: count("NoCoverage"),
    disabled: count("Disabled"),
  });
}
const current = await readFile(RESULTS, "utf8").catch(() => "");
const at = current.indexOf("\n## Mutation testing");
// Files measured in an earlier run and not in these reports keep their row (each file is run on its own).
const earlier =
  at === -1
    ? []
    : current
        .slice(at)
        .split("\n")
        .filter((l) => /^\| src\//.test(l));
// Rows from before the "disabled" column: no file had a disable comment then.
const widen = (row) => (row.split("|").length === 9 ? row.replace(/ \| ([\d.]+%) \|/, " | 0 | $1 |") : row);
const kept = new Map(earlier.map((l) => [l.split("|")[1].trim(), widen(l)]).filter(([file]) => !files.has(file)));
const rows = [
  ...[...files].map(([file, f]) => {
    const total = f.killed + f.survived + f.uncovered;
    const score = total ? (100 * f.killed) / total : 100;
    return [
      file,
      `| ${file} | ${total} | ${f.killed} | ${f.survived} | ${f.uncovered} | ${f.disabled} | ${score.toFixed(1)}% | ${score >= 90 ? "✓" : "✗"} |`,
    ];
  }),
  ...kept,
]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, row]) => row);
const section = [
  "## Mutation testing",
  "",
  `Written by \`node bench/mutation-summary.mjs\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC from \`npm run test:mutation\` (StrykerJS, vitest runner, the tests in vitest.mutation.config.ts; string literals not mutated). Target: ≥ 90% killed per file.`,
  "",
  "| file | mutants | killed | survived | no test | disabled by comment (not scored) | score | ≥ 90% |",
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows,
  "",
].join("\n");
// Only this section is replaced: the paragraph under the table (how each row was measured) is the writer's to
// add again, and the sections after it stay.
const next = at === -1 ? -1 : current.indexOf("\n## ", at + 1);
const after = next === -1 ? "" : current.slice(next);
await writeFile(RESULTS, `${at === -1 ? current : current.slice(0, at)}\n${section}${after}`);
console.log(section);
