// A posted comment, readable in a terminal (the offline demo and the CLI print what GitHub would show). Only
// the constructs our own renderers produce are handled: headings, bold, inline code, links, tables, quotes,
// <details>/<summary> and fences. Colors only when asked (a TTY), so logs and tests get plain text.

export interface TerminalOptions {
  color?: boolean;
  /** Wrap nothing; cut fenced blocks longer than this many lines (head and tail kept). Default: no cut. */
  maxCodeLines?: number;
}

const STYLE = { bold: "\u001b[1m", dim: "\u001b[2m", cyan: "\u001b[36m", yellow: "\u001b[33m", reset: "\u001b[0m" };

export function renderForTerminal(markdown: string, options: TerminalOptions = {}): string {
  const paint = (style: keyof typeof STYLE, text: string): string =>
    options.color ? `${STYLE[style]}${text}${STYLE.reset}` : text;
  const lines = markdown.replace(/<!--[\s\S]*?-->\n?/g, "").split("\n");
  const out: string[] = [];
  let depth = 0;
  let fence: string | undefined;
  let code: string[] = [];
  const indent = (): string => "  ".repeat(Math.max(0, depth - 1));

  for (const line of lines) {
    if (fence !== undefined) {
      if (line.trim() === fence) {
        out.push(...cutLines(code, options.maxCodeLines).map((l) => `${indent()}${paint("dim", "│")} ${l}`));
        fence = undefined;
        code = [];
      } else code.push(line);
      continue;
    }
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (open) {
      fence = open[1];
      continue;
    }
    let text = line;
    const details = (text.match(/<details[\s>]/g) ?? []).length;
    const closes = (text.match(/<\/details>/g) ?? []).length;
    const summary = /<summary>([\s\S]*?)<\/summary>/.exec(text);
    depth += details;
    if (summary) {
      out.push(`${indent()}${paint("cyan", "▸")} ${inline(stripTags(summary[1]), paint)}`);
    } else {
      text = stripTags(text).trimEnd();
      if (text.trim() === "" && closes > 0) {
        // nothing to print for a bare closing tag
      } else if (/^#{1,6} /.test(text)) {
        out.push(paint("bold", inline(text.replace(/^#{1,6} /, ""), paint)));
      } else if (/^\|[\s:-]+\|/.test(text) && /^[|\s:-]+$/.test(text)) {
        // table separator row
      } else if (text.startsWith("|")) {
        out.push(
          `${indent()}${text
            .replace(/^\||\|$/g, "")
            .split("|")
            .map((c) => inline(c.trim(), paint))
            .join("  │  ")}`,
        );
      } else if (text.startsWith(">")) {
        out.push(`${indent()}${paint("dim", "┃")} ${inline(text.replace(/^>\s?/, ""), paint)}`);
      } else {
        out.push(text ? `${indent()}${inline(text, paint)}` : "");
      }
    }
    depth -= closes;
  }
  if (code.length) out.push(...cutLines(code, options.maxCodeLines).map((l) => `${indent()}│ ${l}`));
  return (
    out
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim() + "\n"
  );
}

function cutLines(lines: string[], max: number | undefined): string[] {
  if (!max || lines.length <= max) return lines;
  const half = Math.max(1, Math.floor(max / 2));
  return [...lines.slice(0, half), `… ${lines.length - 2 * half} lines …`, ...lines.slice(-half)];
}

function stripTags(text: string): string {
  return text.replace(/<\/?(?:details|summary|sub|code|br)\b[^>]*>/g, (tag) =>
    tag.startsWith("<code") || tag === "</code>" ? "`" : "",
  );
}

function inline(text: string, paint: (style: keyof typeof STYLE, text: string) => string): string {
  return decodeEntities(
    text
      .replace(/\u200B/g, "")
      .replace(/\*\*([^*]+)\*\*/g, (_m, t: string) => paint("bold", t))
      .replace(/!?\[([^\]]*)\]\(([^)\s]+)\)/g, (_m, label: string, url: string) => `${label} (${paint("cyan", url)})`)
      .replace(/(`+) ?([^`]+?) ?\1/g, (_m, _t, code: string) => paint("yellow", code))
      .replace(/\\([\\`*_[\]#|!/<>-])/g, "$1"),
  );
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}
