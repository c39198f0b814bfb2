// What the shell-parser tests share: a line's parse (or its refusal) and its argv in a readable form.
import { parseCommandLine, type ParsedLine, type ShellWord } from "../../src/policy/shell.js";

export async function parse(line: string): Promise<ParsedLine> {
  const r = await parseCommandLine(line);
  if (!r.ok) throw new Error(`unparseable: ${r.reason}`);
  return r.line;
}

/** The reason a line is refused; fails the test when it parses. */
export async function refusal(line: string): Promise<string> {
  const r = await parseCommandLine(line);
  if (r.ok) throw new Error(`parsed, expected a refusal: ${JSON.stringify(line)}`);
  return r.reason;
}

/** A word as its text when literal, else as <kind:source>. */
export const show = (w: ShellWord) => (w.kind === "literal" ? w.text : `<${w.kind}:${w.source}>`);

/** Each command's argv, unknown words shown as <kind:source>. */
export const argvs = async (line: string) => (await parse(line)).commands.map((c) => c.words.map(show));
