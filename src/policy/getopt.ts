// A getopt_long reader for the programs whose options the built-in rules inspect (wrappers, sed, awk, xargs).
// It follows GNU rules where they matter for safety: clustered short options (`-ni`), attached values
// (`-escript`), `--name=value`, and unambiguous abbreviations of long options (`--expr=` is `--expression=`).
// Anything it does not know is an error, so the caller can deny.
import type { ShellWord } from "./shell.js";

export type LongKind = "flag" | "arg" | "optional";

export interface OptionSpec {
  /** Short options without a value. */
  flags?: string;
  /** Short options with a required value (attached or the next word). */
  withArg?: string;
  /** Short options with an optional attached value (`-i.bak`, `-i`). */
  optionalArg?: string;
  long?: Record<string, LongKind>;
  /** true: options end at the first operand (the wrapped command's own options are not ours). */
  stopAtOperand: boolean;
}

export interface ParsedOption {
  /** The short letter or the full long name. */
  name: string;
  value?: string;
}

export type GetoptResult = { ok: true; options: ParsedOption[]; operands: ShellWord[] } | { ok: false; reason: string };

export function getopt(words: readonly ShellWord[], spec: OptionSpec): GetoptResult {
  const options: ParsedOption[] = [];
  const operands: ShellWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const text = word.text;
    const optionLike = text.startsWith("-") && text !== "-";
    if (!optionLike || word.kind !== "literal") {
      if (word.kind !== "literal" && text.startsWith("-"))
        return { ok: false, reason: `option \`${text}\` is not a literal word` };
      operands.push(word);
      if (spec.stopAtOperand) {
        operands.push(...words.slice(i + 1));
        break;
      }
      continue;
    }
    if (text === "--") {
      operands.push(...words.slice(i + 1));
      break;
    }
    if (text.startsWith("--")) {
      const eq = text.indexOf("=");
      const given = text.slice(2, eq === -1 ? undefined : eq);
      const name = resolveLong(given, spec.long ?? {});
      if (!name) return { ok: false, reason: `unknown or ambiguous option \`--${given}\`` };
      const kind = spec.long![name];
      if (eq !== -1) {
        if (kind === "flag") return { ok: false, reason: `option \`--${name}\` takes no value` };
        options.push({ name, value: text.slice(eq + 1) });
      } else if (kind === "arg") {
        const next = words[i + 1];
        if (!next) return { ok: false, reason: `option \`--${name}\` needs a value` };
        if (next.kind !== "literal") return { ok: false, reason: `the value of \`--${name}\` is not a literal word` };
        options.push({ name, value: next.text });
        i++;
      } else options.push({ name });
      continue;
    }
    for (let j = 1; j < text.length; j++) {
      const c = text[j];
      if (spec.flags?.includes(c)) {
        options.push({ name: c });
      } else if (spec.optionalArg?.includes(c)) {
        options.push({ name: c, value: text.slice(j + 1) || undefined });
        break;
      } else if (spec.withArg?.includes(c)) {
        let value = text.slice(j + 1);
        if (!value) {
          const next = words[i + 1];
          if (!next) return { ok: false, reason: `option \`-${c}\` needs a value` };
          if (next.kind !== "literal") return { ok: false, reason: `the value of \`-${c}\` is not a literal word` };
          value = next.text;
          i++;
        }
        options.push({ name: c, value });
        break;
      } else {
        return { ok: false, reason: `unknown option \`-${c}\`` };
      }
    }
  }
  return { ok: true, options, operands };
}

/** Exact name, else the one long option the abbreviation can stand for. */
function resolveLong(given: string, long: Record<string, LongKind>): string | undefined {
  if (!given) return undefined;
  if (Object.hasOwn(long, given)) return given;
  const candidates = Object.keys(long).filter((n) => n.startsWith(given));
  return candidates.length === 1 ? candidates[0] : undefined;
}
