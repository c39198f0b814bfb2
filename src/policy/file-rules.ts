// files.deny_read / files.deny_write: workspace-relative globs. One matcher for the file tools and for bash
// redirections, so a path denied to write_file is denied to `> path` too.
import picomatch from "picomatch";
import type { Policy } from "./schema.js";

export type FileAccess = "read" | "write";

/** The deny rule (as written in the policy) that matches `relPath`, or undefined. `relPath` is
 * workspace-relative with forward slashes. A pattern without a slash also matches at any depth
 * (`.env` denies `sub/.env`), as .gitignore does, because that is what a maintainer means. */
export function matchFileRule(policy: Policy, relPath: string, access: FileAccess): string | undefined {
  const patterns = access === "write" ? policy.files.deny_write : policy.files.deny_read;
  for (const pattern of patterns) {
    if (fileRuleMatcher(pattern)(relPath)) return `files.deny_${access}: "${pattern}"`;
  }
  return undefined;
}

const cache = new Map<string, (path: string) => boolean>();
const fileRuleMatcher = (pattern: string) => cache.get(pattern) ?? compileFileRule(pattern);

function compileFileRule(pattern: string): (path: string) => boolean {
  // `dir`, `dir/` and `dir/**` deny dir and everything under it (picomatch's `x/**` matches `x` itself too), a
  // bare name at any depth.
  const tree = `${pattern.replace(/\/$/, "")}/**`;
  const m = picomatch(pattern.includes("/") ? tree : `**/${tree}`, { dot: true });
  cache.set(pattern, m);
  return m;
}
