// Seeded random edits over code-like files: an edit of a unique exact block always lands exactly there, and
// a block with one character changed (not whitespace, not a quote) is never applied anywhere else.
import { describe, expect, it } from "vitest";
import { applyEdit } from "../../../src/tools/edit-match.js";

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS = [
  "const",
  "let",
  "return",
  "if",
  "else",
  "foo",
  "bar",
  "baz",
  "value",
  "count",
  "(",
  ")",
  "{",
  "}",
  ";",
  "=",
  "+",
  "1",
  "2",
  "'x'",
  '"y"',
];

function randomFile(r: () => number): string {
  const lines: string[] = [];
  const n = 5 + Math.floor(r() * 40);
  for (let i = 0; i < n; i++) {
    const indent = " ".repeat(2 * Math.floor(r() * 4));
    const words = Array.from({ length: 1 + Math.floor(r() * 6) }, () => WORDS[Math.floor(r() * WORDS.length)]);
    lines.push(r() < 0.1 ? "" : indent + words.join(" "));
  }
  return lines.join("\n") + "\n";
}

function countExact(hay: string, needle: string): number {
  let n = 0;
  for (let i = hay.indexOf(needle); i !== -1; i = hay.indexOf(needle, i + 1)) n++;
  return n;
}

describe("edit matcher on random files (seeded)", () => {
  it("applies unique exact blocks exactly where they are", () => {
    const r = rng(42);
    let applied = 0;
    for (let trial = 0; trial < 400; trial++) {
      const file = randomFile(r);
      const a = Math.floor(r() * file.length);
      const b = Math.min(file.length, a + 1 + Math.floor(r() * 80));
      const old = file.slice(a, b);
      if (countExact(file, old) !== 1) continue;
      const res = applyEdit({ content: file, oldString: old, newString: "<NEW>" });
      expect(res.ok && res.content).toBe(file.slice(0, a) + "<NEW>" + file.slice(b));
      applied++;
    }
    expect(applied).toBeGreaterThan(100);
  });

  it("never applies a block with one changed character anywhere it does not exactly occur", () => {
    const r = rng(7);
    let refused = 0;
    for (let trial = 0; trial < 400; trial++) {
      const file = randomFile(r);
      const a = Math.floor(r() * file.length);
      const b = Math.min(file.length, a + 3 + Math.floor(r() * 80));
      const block = file.slice(a, b);
      const positions = [...block].map((c, i) => (/[A-Za-z0-9;=+(){}]/.test(c) ? i : -1)).filter((i) => i >= 0);
      if (positions.length === 0) continue;
      const p = positions[Math.floor(r() * positions.length)];
      const old = block.slice(0, p) + (block[p] === "Q" ? "R" : "Q") + block.slice(p + 1);
      const res = applyEdit({ content: file, oldString: old, newString: "<NEW>" });
      if (res.ok) {
        // Only acceptable if the mutated text exists verbatim (then it is a legitimate exact edit).
        expect(res.normalisations).toEqual([]);
        expect(countExact(file, old)).toBe(1);
      } else refused++;
    }
    expect(refused).toBeGreaterThan(100);
  });

  it("applies an indentation-shifted copy of a block only at that block, re-indented back", () => {
    const r = rng(99);
    let applied = 0;
    for (let trial = 0; trial < 400; trial++) {
      const file = randomFile(r);
      const lines = file.split("\n").slice(0, -1);
      const i = Math.floor(r() * lines.length);
      const j = Math.min(lines.length, i + 1 + Math.floor(r() * 5));
      const block = lines.slice(i, j);
      if (block.every((l) => l.trim() === "") || block[block.length - 1].trim() === "") continue;
      const shift = (l: string) => (l.trim() === "" ? l : `    ${l}`);
      const old = block.map(shift).join("\n");
      if (countExact(file, old) > 0) continue;
      const edited = [...block.slice(0, -1), `${block[block.length - 1]} // X`];
      const res = applyEdit({ content: file, oldString: old, newString: edited.map(shift).join("\n") });
      if (!res.ok) {
        expect(res.error).toBe("ambiguous");
        continue;
      }
      const expected = [...lines.slice(0, i), ...edited, ...lines.slice(j)].join("\n") + "\n";
      expect(res.content).toBe(expected);
      applied++;
    }
    expect(applied).toBeGreaterThan(50);
  });
});
