// Physical path resolution, the way the kernel sees a path: every existing component's symlink followed, `..`
// popping the physical parent. The file tools (tools/paths.ts) and the policy's path operands
// (policy/workspace-paths.ts) both decide on what this returns, so they can never disagree about where a path
// leads.
import { lstat, readlink } from "node:fs/promises";
import { isAbsolute, sep } from "node:path";

/** Same bound as the kernel's MAXSYMLINKS: more hops than this is a loop. */
const MAX_SYMLINK_HOPS = 40;

/** Walks the path one component at a time from `/`, following each symlink it meets (also dangling ones,
 * so a write cannot land outside through a link to a missing file); `..` pops the physical parent, as the
 * kernel does. Components that do not exist are appended as they are. */
/** "loop" when the links go round. */
export async function resolvePhysical(absPath: string): Promise<string> {
  const walk = await walkPhysical(sep, absPath);
  return walk === "loop" ? "loop" : walk.path;
}

/** resolvePhysical for `path` taken relative to `base`, a directory the caller knows is physical (no symlink on
 * the way to it), so only components from `base` on are looked at. `existed`: every component looked at
 * existed, and there was at least one. */
export async function walkPhysical(base: string, path: string): Promise<{ path: string; existed: boolean } | "loop"> {
  const pending = path.split(sep).filter((c) => c !== "");
  let current = base;
  let hops = 0;
  let looked = false;
  let missing = false;
  while (pending.length > 0) {
    const part = pending.shift() as string;
    if (part === ".") continue;
    if (part === "..") {
      current = parentOf(current);
      continue;
    }
    const next = current === sep ? sep + part : current + sep + part;
    let isLink = false;
    looked = true;
    try {
      isLink = (await lstat(next)).isSymbolicLink();
    } catch {
      // Missing (or under a non-directory): the rest is appended literally; the tool reports the real error.
      missing = true;
    }
    if (!isLink) {
      current = next;
      continue;
    }
    if (++hops > MAX_SYMLINK_HOPS) return "loop";
    let target: string;
    try {
      target = await readlink(next);
    } catch {
      current = next;
      continue;
    }
    pending.unshift(...target.split(sep).filter((c) => c !== ""));
    if (isAbsolute(target)) current = sep;
  }
  return { path: current, existed: looked && !missing };
}

function parentOf(p: string): string {
  if (p === sep) return sep;
  const i = p.lastIndexOf(sep);
  return i <= 0 ? sep : p.slice(0, i);
}
