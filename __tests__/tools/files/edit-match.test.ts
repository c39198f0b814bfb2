import { describe, expect, it } from "vitest";
import { applyEdit } from "../../../src/tools/edit-match.js";

const edit = (content: string, oldString: string, newString: string, replaceAll = false) =>
  applyEdit({ content, oldString, newString, replaceAll });

describe("applyEdit messages tell the model how to fix its call", () => {
  it("ambiguous: says how many matches, on which lines, and suggests more context or replace_all", () => {
    const r = edit("x = 1\ny = 2\nx = 1\n", "x = 1", "x = 3");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe("ambiguous");
    expect(r.lines).toEqual([1, 3]);
    expect(r.message).toContain("2 places");
    expect(r.message).toContain("lines 1, 3");
    expect(r.message).toContain("replace_all");
  });

  it("ambiguous after a normalisation: asks for the exact text instead of replace_all", () => {
    const r = edit('a("x")\nb("x")\n', "(“x”)", "(“y”)", true);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe("ambiguous");
    expect(r.message).toContain("quotes normalisation");
    expect(r.message).toContain("replace_all needs an exact match");
  });

  it("not found: points at where the first line occurs so the model sees the block differs", () => {
    const r = edit("start\n  a\n  b\nend\n", "start\n  a\n  X\nend", "y");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe("not_found");
    expect(r.message).toContain("first line appears at line 1");
    expect(r.message).toContain("read_file");
  });

  it("reports the 1-based line of the first replacement", () => {
    const r = edit("a\nb\nc\n", "c", "d");
    expect(r.ok && r.firstLine).toBe(3);
    // A match that starts with the newline ending line 1 starts on line 1.
    const nl = edit("a\nb\n", "\nb", "\nc");
    expect(nl.ok && [nl.content, nl.firstLine]).toEqual(["a\nc\n", 1]);
  });

  it("counts overlapping occurrences as ambiguous, on the same line", () => {
    const r = edit("aaa", "aa", "b");
    expect(r.ok ? "ok" : [r.error, r.lines]).toEqual(["ambiguous", [1]]);
  });

  it("counts overlapping matches as ambiguous after quote or trailing-whitespace normalisation too", () => {
    const quotes = edit("x = \u2018\u2018\u2018\n", "''", '""');
    expect(quotes.ok ? "ok" : quotes.error).toBe("ambiguous");
    const blanks = edit("ab \nab \nab\n", "ab\nab", "cd");
    expect(blanks.ok ? "ok" : blanks.error).toBe("ambiguous");
  });

  it("inserts new_string literally: $&, $1, $$ and $' are not replacement patterns", () => {
    const r = edit("f(a)\n", "a", "$&-$1-$$-$'-$`");
    expect(r.ok && r.content).toBe("f($&-$1-$$-$'-$`)\n");
  });

  it("keeps a BOM and does not count it as text", () => {
    const r = edit("\uFEFF\uFEFFx\n", "\uFEFFx", "y");
    expect(r.ok && r.content).toBe("\uFEFFy\n");
  });

  it("never lets old_string match or remove the file's byte-order mark", () => {
    const r = edit("\uFEFFx\n", "\uFEFFx", "y");
    expect(r.ok ? r.content : r.error).toBe("not_found");
  });

  it("matches text that looks like read_file's line prefixes as it is when it occurs exactly (a TSV file)", () => {
    const r = edit("1\talice\n2\tbob\nalice\n", "1\talice", "1\tcarol");
    expect(r.ok && [r.content, r.normalisations]).toEqual(["1\tcarol\n2\tbob\nalice\n", []]);
  });

  it("refuses identical old and new before looking at the file", () => {
    const r = edit("", "a", "a");
    expect(r.ok ? "ok" : r.error).toBe("no_change");
  });
});

describe("applyEdit's reports in detail", () => {
  it("lists at most 20 lines of an ambiguous match and says there are more", () => {
    const r = edit("x\n".repeat(25), "x", "y");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.lines).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(r.message).toContain("25 places, starting at lines 1, 2,");
    expect(r.message).toContain("20, …");
  });

  it("says line, not lines, when every match starts on one line", () => {
    const r = edit("aaa\n", "aa", "b");
    expect(r.ok ? "ok" : r.message).toContain("2 places, starting at line 1.");
  });

  it("names at most five places where the first line of a missing block occurs, and none for a one-line old_string", () => {
    const file = "x\n".repeat(7);
    const r = edit(file, "x\nnope", "y");
    expect(r.ok ? "ok" : r.message).toContain("first line appears at line 1, 2, 3, 4, 5, but");
    const one = edit("a\n", "b", "c");
    expect(one.ok ? "ok" : one.message).not.toContain("first line appears");
    const blank = edit("a\n", "  \n  ", "c");
    expect(blank.ok ? "ok" : blank.message).not.toContain("first line appears");
    const trimmed = edit("  a\nb\n", "a  \nc", "d");
    expect(trimmed.ok ? "ok" : trimmed.message).toContain("first line appears at line 1,");
  });

  it("keeps LF when a file has as many LF as CRLF line ends", () => {
    const r = edit("a\r\nb\nc", "b\nc", "x\ny");
    expect(r.ok && r.content).toBe("a\r\nx\ny");
  });

  it("reports the first line of a normalised match in the original file", () => {
    const r = edit("a\r\nb\r\n  c  \r\n  d\r\n", "c\nd", "e\nf");
    expect(r.ok && [r.firstLine, r.normalisations, r.content]).toEqual([
      3,
      ["indentation"],
      "a\r\nb\r\n  e\r\n  f\r\n",
    ]);
  });

  it("fills an empty file from an empty old_string, and refuses two empty strings", () => {
    expect(edit("", "", "x")).toEqual({ ok: true, content: "x", replacements: 1, normalisations: [], firstLine: 1 });
    expect(edit("\uFEFF", "", "x")).toMatchObject({ ok: true, content: "\uFEFFx" });
    expect(edit("", "", "")).toMatchObject({ ok: false, error: "no_change" });
    expect(edit("a", "", "x")).toMatchObject({ ok: false, error: "empty_old_string" });
  });
});

describe("applyEdit after a normalisation", () => {
  it("reports the lines of every place an indentation-shifted or quote-normalised old_string matches", () => {
    const shifted = edit("  a\n  b\n    a\n    b\n", "a\nb", "c");
    expect(shifted.ok ? "ok" : [shifted.error, shifted.lines]).toEqual(["ambiguous", [1, 3]]);
    const quotes = edit("a\r\n\u2018x\u2019\r\n\u2018x\u2019\r\n", "'x'", "'y'");
    expect(quotes.ok ? "ok" : [quotes.error, quotes.lines]).toEqual(["ambiguous", [2, 3]]);
  });

  it("says line_endings when only the line endings differ in a file that mixes them", () => {
    const r = edit("a\r\nb\r\nc\nd\r\n", "c\nd", "e");
    expect(r.ok && [r.content, r.normalisations]).toEqual(["a\r\nb\r\ne\r\n", ["line_endings"]]);
  });

  it("takes the quote style from the matched text only, not from elsewhere in the file", () => {
    const r = edit("title = \u2018Hi\u2019\nfoo  \nbar\n", "foo\nbar", "foo\nbar = 'x'");
    expect(r.ok && [r.content, r.normalisations]).toEqual([
      "title = \u2018Hi\u2019\nfoo\nbar = 'x'\n",
      ["trailing_whitespace"],
    ]);
  });

  it("converts only the kind of quote whose style differs", () => {
    // The file curls single quotes: new_string's single quotes are curled, its double quotes are not.
    const curl = edit("label: \u2018Save\u2019\n", "label: 'Save'", "label: 'Save' + \"!\"");
    expect(curl.ok && curl.content).toBe('label: \u2018Save\u2019 + "!"\n');
    // A quote right after an opening curly quote of the other kind opens too.
    const nested = edit("s = \u2018\u201Ca\u201D\u2019\n", `s = '"a"'`, `s = '"b"'`);
    expect(nested.ok && nested.content).toBe("s = \u2018\u201Cb\u201D\u2019\n");
    const inDouble = edit("s = \u2018a\u2019\n", "s = 'a'", "s = \u201C'b'\u201D");
    expect(inDouble.ok && inDouble.content).toBe("s = \u201C\u2018b\u2019\u201D\n");
    // A quote that opens new_string opens.
    const opening = edit("\u2018a\u2019\n", "'a'", "'b'");
    expect(opening.ok && opening.content).toBe("\u2018b\u2019\n");
    // old_string curls single quotes, the file does not: new_string's curly double quotes stay.
    const straighten = edit("x = 'a'\n", "x = \u2018a\u2019", "x = \u2018b\u2019 + \u201Cc\u201D");
    expect(straighten.ok && straighten.content).toBe("x = 'b' + \u201Cc\u201D\n");
  });

  it("leaves new_string's quotes as written when old_string and the file both mix styles", () => {
    const r = edit("\u2018a\u2019 \u2018b\u2019\n", "\u2018a\u2019 'b'", "\u2018a\u2019 'c'");
    expect(r.ok && [r.content, r.normalisations]).toEqual(["\u2018a\u2019 'c'\n", ["quotes"]]);
  });

  it("strips read_file prefixes of any width, and only whole prefixes at the start of each line", () => {
    const wide = edit("foo\nbar\n", "    10\tfoo\n    11\tbar", "baz");
    expect(wide.ok && [wide.content, wide.normalisations]).toEqual(["baz\n", ["line_prefixes"]]);
    // Tab-separated text in the middle of a line is content, not a prefix.
    expect(edit("ab\ncd\n", "a 1\tb\nc 2\td", "x")).toMatchObject({ ok: false, error: "not_found" });
    const lostTab = edit("foo\n\nbar\n", "    10\tfoo\n    11\n    12\tbar", "baz");
    expect(lostTab.ok && lostTab.content).toBe("baz\n");
    // Every line needs a prefix, and at least one a whole one (numbers alone are text).
    expect(edit("foo\nbar\n", "     1\tfoo\nbar\n", "x")).toMatchObject({ ok: false, error: "not_found" });
    expect(edit("a\n\nb\n", "  7\n  8", "x")).toMatchObject({ ok: false, error: "not_found" });
    // A line that lost its tab counts as a prefix only when nothing follows the number.
    expect(edit("foo\n8bar\n", "     7\tfoo\n     8bar", "x")).toMatchObject({ ok: false, error: "not_found" });
  });

  it("strips prefixes from an old_string that ends with a newline", () => {
    const r = edit("alpha\nbeta\ngamma\n", "     1\talpha\n     2\tbeta\n", "     1\tALPHA\n     2\tbeta\n");
    expect(r.ok && r.content).toBe("ALPHA\nbeta\ngamma\n");
  });

  it("shifts the indentation of an old_string that ends with a newline or in the middle of a line", () => {
    const newline = edit("  a\n  b\nc\n", "a\nb\n", "x\ny\n");
    expect(newline.ok && [newline.content, newline.normalisations]).toEqual(["  x\n  y\nc\n", ["indentation"]]);
    // A blank line of old_string matches only a blank line.
    expect(edit("  a\n  x\n  b\n", "a\n\nb", "c")).toMatchObject({ ok: false, error: "not_found" });
    // Only the last line of a block may be a prefix of the file's line.
    expect(edit("  ab\n  b\n", "a\nb", "x\ny")).toMatchObject({ ok: false, error: "not_found" });
    // An old_string ending with a newline needs one after the block.
    expect(edit("  a\n  b", "a\nb\n", "c\n")).toMatchObject({ ok: false, error: "not_found" });
    const atEnd = edit("x\n  a\n  b", "a\nb", "c\nd");
    expect(atEnd.ok && atEnd.content).toBe("x\n  c\n  d");
    const partial = edit("  a\n  bc\n", "a\nb", "x\ny");
    expect(partial.ok && [partial.content, partial.normalisations]).toEqual(["  x\n  yc\n", ["indentation"]]);
  });

  it("shifts new_string by the same amount, in or out, leaving blank lines blank", () => {
    const inward = edit("x\n\t\ta\n\t\tb\n", "a\nb", "a\n\nb");
    expect(inward.ok && inward.content).toBe("x\n\t\ta\n\n\t\tb\n");
    const outward = edit("a\nb\n", "    a\n    b", "    c\n\n    d");
    expect(outward.ok && outward.content).toBe("c\n\nd\n");
    const nested = edit("a\n  b\n", "    a\n      b", "    c\n      d");
    expect(nested.ok && nested.content).toBe("c\n  d\n");
    // A new_string line indented less than the shift cannot be shifted out: refused, not guessed.
    expect(edit("a\nb\n", "    a\n    b", "  c\n    d")).toMatchObject({ ok: false, error: "not_found" });
  });

  it("shifts only by one kind of whitespace: never tabs for spaces, never a mixed indentation", () => {
    expect(edit("  a\n  b\n", "\ta\n\tb", "\tc\n\td")).toMatchObject({ ok: false, error: "not_found" });
    expect(edit("x\n\t  a\n\t  b\n", "a\nb", "c\nd")).toMatchObject({ ok: false, error: "not_found" });
    expect(edit("x\n\t  a\n\t  b\n", " a\n b", "c\nd")).toMatchObject({ ok: false, error: "not_found" });
  });

  it("does not drop a final whitespace-only fragment when the indentation is not shifted", () => {
    expect(edit("  a\nb\n", "  a\n  ", "  x\n  ")).toMatchObject({ ok: false, error: "not_found" });
  });

  it("leaves a final whitespace-only fragment of old_string out of an indentation-shifted match", () => {
    const r = edit("  a\n  b\nc\n", "a\nb\n  ", "x\ny\n  ");
    expect(r.ok && [r.content, r.normalisations]).toEqual(["  x\n  y\n  \nc\n", ["indentation"]]);
  });

  it("finds nothing for an old_string that is only a pasted line-number prefix", () => {
    expect(edit("a\n", "     7\t", "x")).toMatchObject({ ok: false, error: "not_found" });
    expect(edit("a\n", "     7\t", "x", true)).toMatchObject({ ok: false, error: "not_found" });
  });
});

describe("applyEdit at scale", () => {
  it("replace_all replaces every occurrence, however many", () => {
    const content = "x;\n".repeat(5000);
    const r = edit(content, "x", "y", true);
    expect(r.ok && r.replacements).toBe(5000);
    expect(r.ok && r.content).toBe("y;\n".repeat(5000));
  });

  it("stops counting indentation-shifted matches at 1000 too", () => {
    const r = edit("  a\n  b\n".repeat(1200), "a\nb", "c");
    expect(r.ok ? "ok" : [r.error, r.message.includes("1000+ places"), r.lines?.slice(0, 2)]).toEqual([
      "ambiguous",
      true,
      [1, 3],
    ]);
  });

  it("reports many ambiguous matches as N+ with the first lines", () => {
    const r = edit("z\n".repeat(3000), "z", "w");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toContain("1000+ places");
    expect(r.lines?.slice(0, 3)).toEqual([1, 2, 3]);
  });
});
