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
function fileRuleMatcher(pattern: string): (path: string) => boolean {
  let m = cache.get(pattern);
  if (!m) {
    const bare = !pattern.includes("/");
    const direct = picomatch(pattern, { dot: true, basename: bare });
    // `dir/**` and `dir` both deny everything under dir (a bare `dir` at any depth). picomatch's basename
    // option ignores patterns with a slash, so the depth is spelled out.
    const tree = pattern.endsWith("/**") ? pattern : `${pattern.replace(/\/$/, "")}/**`;
    const under = picomatch(bare ? `**/${tree}` : tree, { dot: true });
    m = (path: string) => direct(path) || under(path);
    cache.set(pattern, m);
  }
  return m;
}
