// ANSI colours for the demo's own lines, or none (logs, tests, NO_COLOR).
const CODES = { bold: 1, dim: 2, red: 31, green: 32, yellow: 33, cyan: 36 } as const;

export type Painter = Record<keyof typeof CODES, (text: string) => string>;

export function paint(color: boolean): Painter {
  const entries = Object.entries(CODES).map(([name, code]) => [
    name,
    (text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text),
  ]);
  return Object.fromEntries(entries) as Painter;
}
