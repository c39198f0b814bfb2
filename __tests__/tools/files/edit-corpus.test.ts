import { describe, expect, it } from "vitest";
import { applyEdit } from "../../../src/tools/edit-match.js";
import { editCorpus } from "./edit-corpus.js";

describe("edit-fidelity corpus: every safe edit applied, no wrong edit", () => {
  it("has at least 60 realistic cases", () => {
    expect(editCorpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(editCorpus.map((c) => c.name)).size).toBe(editCorpus.length);
  });

  for (const c of editCorpus) {
    it(c.name, () => {
      const r = applyEdit({ content: c.file, oldString: c.old, newString: c.new, replaceAll: c.replace_all });
      if ("error" in c.expect) {
        expect(r.ok ? { ok: true, content: r.content } : r.error).toBe(c.expect.error);
      } else {
        expect(r.ok ? r.content : `${r.error}: ${r.message}`).toBe(c.expect.result);
        if (r.ok && c.expect.normalisations) expect(r.normalisations).toEqual(c.expect.normalisations);
        if (r.ok && c.expect.replacements !== undefined) expect(r.replacements).toBe(c.expect.replacements);
      }
    });
  }
});
