// The files of a git work tree with their modification times, for list_files, without walking or stat-ing
// 25k files on every call. Tracked files and their times come from the index (.git/index holds each entry's
// mtime); untracked files come from `git ls-files --others --exclude-standard`, which applies .gitignore the
// way git does. Both are kept per repository, and a later call only re-reads the directories whose mtime
// changed (a file created, deleted or renamed in place — which is how write_file/edit_file save — changes
// its directory's mtime), like git's own untracked cache. A rewritten index (git add, commit, status) means
// a fresh start. Known limit: a tracked file rewritten in place (`echo >> f`) keeps its previous time until
// its directory changes or git rewrites the index.
import { spawn } from "node:child_process";
import { lstatSync, readdirSync, readFileSync, statSync, type Dirent, type Stats } from "node:fs";
import path from "node:path";
import { hardenedEnv } from "../hardened-env.js";

export interface WorktreeFile {
  /** Relative to the workspace, forward slashes. */
  path: string;
  mtimeMs: number;
}

/** A directory changed this close to when it was looked at may change again within the same timestamp. */
const RACY_MS = 50;
const MAX_REPOSITORIES = 8;
/** Directories under new untracked directories watched at most, per call (a new ignored-but-not-yet-known
 * dependency tree is not worth thousands of stats on every call). */
const MAX_NEW_DIRECTORIES = 2000;
/** Pathspecs per `git ls-files` invocation, to stay far below the argument-length limit. */
const PATHSPECS_PER_CALL = 500;
/** Options that keep git from running anything configured in the repository (its config may be the agent's). */
const SAFE_GIT = ["-c", "core.fsmonitor=false", "-c", "core.untrackedCache=false", "--literal-pathspecs"];

interface Repository {
  top: string;
  indexFile: string;
  /** `.git/info/exclude`, which ignores files like a .gitignore. */
  excludeFile: string;
  /** Bumped by every refresh; calls wait for the refresh before theirs. */
  queue: Promise<unknown>;
  state?: State;
}

interface State {
  /** Index file identity when it was parsed; any change means a cold start. */
  indexKey: string;
  /** Tracked paths (top-relative). */
  tracked: Set<string>;
  /** Every file to list (top-relative) → mtime. */
  files: Map<string, number>;
  /** Watched directories ("" is the top) → mtime when last read (NaN: gone). */
  dirs: Map<string, number>;
  /** Directories to read again on the next call whatever their mtime says. */
  racy: Set<string>;
  /** Untracked, not ignored files: stat-ed on every call (there are few, and they are usually the run's). */
  untracked: Set<string>;
  /** The ignore files' times: when one changes, what is ignored may have changed, so everything is read again. */
  ignoreKey: string;
}

const repositories = new Map<string, Repository>();

/**
 * Files under `workspace` (a physical path) with their mtimes, or undefined when the workspace is not in a git
 * work tree this module can read (no git, a submodule or nested repository, a split or sparse index): the
 * caller then walks the tree itself.
 */
export async function gitWorktreeFiles(workspace: string, signal: AbortSignal): Promise<WorktreeFile[] | undefined> {
  if (process.env.GIT_DIR || process.env.GIT_WORK_TREE || process.env.GIT_INDEX_FILE) return undefined;
  const found = findRepository(workspace);
  if (!found) return undefined;
  let repo = repositories.get(found.top);
  if (!repo || repo.indexFile !== found.indexFile || repo.excludeFile !== found.excludeFile) {
    repo = { ...found, queue: Promise.resolve() };
    repositories.set(found.top, repo);
    if (repositories.size > MAX_REPOSITORIES) repositories.delete(repositories.keys().next().value as string);
  }
  const current = repo;
  const refreshed = current.queue.then(() => refresh(current, signal));
  current.queue = refreshed.catch(() => undefined);
  let state: State | undefined;
  try {
    state = await refreshed;
  } catch {
    current.state = undefined;
    return undefined;
  }
  if (!state) return undefined;

  const prefix = path.relative(found.top, workspace).split(path.sep).join("/");
  const under = prefix === "" ? "" : `${prefix}/`;
  const out: WorktreeFile[] = [];
  for (const [file, mtimeMs] of state.files) {
    if (file.startsWith(under)) out.push({ path: file.slice(under.length), mtimeMs });
  }
  return out;
}

function findRepository(workspace: string): Omit<Repository, "queue" | "state"> | undefined {
  for (let dir = workspace; ; dir = path.dirname(dir)) {
    const dotGit = path.join(dir, ".git");
    let st: Stats | undefined;
    try {
      st = lstatSync(dotGit);
    } catch {
      st = undefined;
    }
    if (st?.isDirectory())
      return { top: dir, indexFile: path.join(dotGit, "index"), excludeFile: path.join(dotGit, "info", "exclude") };
    // A worktree or submodule checkout: `.git` is a file naming the git directory (a worktree's info/exclude
    // is the main repository's; a change there is then only seen when the index changes).
    if (st?.isFile()) {
      const m = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, "utf8"));
      const gitDir = m ? path.resolve(dir, m[1].trim()) : undefined;
      return gitDir
        ? { top: dir, indexFile: path.join(gitDir, "index"), excludeFile: path.join(gitDir, "info", "exclude") }
        : undefined;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

async function refresh(repo: Repository, signal: AbortSignal): Promise<State | undefined> {
  const indexKey = statKey(repo.indexFile);
  if (!repo.state || repo.state.indexKey !== indexKey || repo.state.ignoreKey !== ignoreKeyOf(repo, repo.state)) {
    repo.state = undefined;
    repo.state = await coldStart(repo, indexKey, signal);
    return repo.state;
  }
  const state = repo.state;
  const changed: string[] = [];
  const lookedAt = Date.now();
  for (const [dir, mtime] of state.dirs) {
    const now = mtimeOf(path.join(repo.top, dir));
    if (now !== mtime || state.racy.has(dir)) changed.push(dir);
  }
  state.racy.clear();
  if (changed.length > 0 && !(await rescan(repo, state, changed, lookedAt, signal))) return (repo.state = undefined);
  for (const file of state.untracked) {
    const m = mtimeOf(path.join(repo.top, file));
    if (Number.isNaN(m)) {
      state.untracked.delete(file);
      state.files.delete(file);
    } else state.files.set(file, m);
  }
  // An ignore file appeared or went away: what is ignored may have changed, so start again.
  if (ignoreKeyOf(repo, state) !== state.ignoreKey) {
    repo.state = undefined;
    repo.state = await coldStart(repo, indexKey, signal);
  }
  return repo.state;
}

function ignoreKeyOf(repo: Repository, state: State): string {
  const parts = [statKey(repo.excludeFile)];
  for (const file of state.files.keys())
    if (file === ".gitignore" || file.endsWith("/.gitignore"))
      parts.push(`${file}:${statKey(path.join(repo.top, file))}`);
  return parts.join("|");
}

async function coldStart(repo: Repository, indexKey: string, signal: AbortSignal): Promise<State | undefined> {
  // One walk by git for what the index cannot say: untracked files (?) and tracked files changed on disk (C).
  // It runs while the index is read here; a directory that changes after git started is marked racy (its
  // mtime is at or after that moment), so the next call reads it again whatever git saw.
  const startedAt = Date.now();
  const walk = runGit(
    repo.top,
    ["ls-files", "-z", "-t", "--others", "--modified", "--exclude-standard", "--directory"],
    signal,
  );
  const index = readIndex(repo.indexFile);
  if (!index) {
    await walk;
    return undefined;
  }
  const state: State = {
    indexKey,
    tracked: new Set(index.keys()),
    files: new Map(),
    dirs: new Map(),
    racy: new Set(),
    untracked: new Set(),
    ignoreKey: "",
  };
  watch(state, repo.top, "", startedAt);
  for (const [file, mtime] of index) {
    const parent = parentOf(file);
    for (let dir = parent; !state.dirs.has(dir); dir = parentOf(dir)) watch(state, repo.top, dir, startedAt);
    // A file whose directory is gone is not listed.
    if (!Number.isNaN(state.dirs.get(parent))) state.files.set(file, mtime);
  }
  const listed = await walk;
  if (listed === undefined || !(await addListed(repo, state, listed, startedAt, signal))) return undefined;
  state.ignoreKey = ignoreKeyOf(repo, state);
  return state;
}

/**
 * Takes in `git ls-files -t --others [--modified] --directory` output: untracked files (`? f`), tracked files
 * changed on disk (`C f`) and untracked directories (`? d/`, empty ones included, ignored ones never), whose
 * files git then lists and whose subdirectories are watched, so a file created later in any of them is seen.
 * False for a nested repository (its files are not git's to list here).
 */
async function addListed(
  repo: Repository,
  state: State,
  listed: string[],
  lookedAt: number,
  signal: AbortSignal,
): Promise<boolean> {
  const newDirs: string[] = [];
  for (const entry of listed) {
    const tag = entry.slice(0, 2);
    const file = entry.slice(2);
    if (file.endsWith("/")) newDirs.push(file.slice(0, -1));
    else if (tag === "? ") addUntracked(state, repo.top, file, lookedAt);
    else if (tag === "C ") {
      const m = mtimeOf(path.join(repo.top, file));
      if (Number.isNaN(m)) state.files.delete(file);
      else state.files.set(file, m);
    }
  }
  for (let i = 0; i < newDirs.length; i += PATHSPECS_PER_CALL) {
    const batch = newDirs.slice(i, i + PATHSPECS_PER_CALL);
    const files = await runGit(repo.top, ["ls-files", "-z", "--others", "--exclude-standard", "--", ...batch], signal);
    if (files === undefined) return false;
    for (const file of files) {
      if (file.endsWith("/")) return false;
      addUntracked(state, repo.top, file, lookedAt);
    }
  }
  let budget = MAX_NEW_DIRECTORIES;
  for (const dir of newDirs) {
    if (lstatOrUndefined(path.join(repo.top, dir, ".git"))) return false;
    budget = watchTree(state, repo.top, dir, lookedAt, budget);
  }
  return true;
}

/** Watches `dir` and the directories under it (up to `budget` of them); returns the budget left. */
function watchTree(state: State, top: string, dir: string, lookedAt: number, budget: number): number {
  if (budget <= 0) return 0;
  for (let d = dir; !state.dirs.has(d); d = parentOf(d)) watch(state, top, d, lookedAt);
  budget--;
  let entries: Dirent[];
  try {
    entries = readdirSync(path.join(top, dir), { withFileTypes: true });
  } catch {
    return budget;
  }
  for (const e of entries)
    if (e.isDirectory() && e.name !== ".git") budget = watchTree(state, top, `${dir}/${e.name}`, lookedAt, budget);
  return budget;
}

/** Reads the changed directories again: new entries are classified by git, gone ones dropped. */
async function rescan(
  repo: Repository,
  state: State,
  changed: string[],
  lookedAt: number,
  signal: AbortSignal,
): Promise<boolean> {
  const candidates: string[] = [];
  /** Entries seen in each re-read directory, to drop the files that are gone. */
  const seen = new Map<string, Set<string>>();
  for (const dir of changed) {
    const mtime = mtimeOf(path.join(repo.top, dir));
    if (Number.isNaN(mtime)) {
      forgetUnder(state, dir);
      continue;
    }
    state.dirs.set(dir, mtime);
    if (mtime > lookedAt - RACY_MS) state.racy.add(dir);
    let names: string[];
    try {
      names = readdirSync(path.join(repo.top, dir));
    } catch {
      forgetUnder(state, dir);
      continue;
    }
    const present = new Set<string>();
    for (const name of names) {
      const rel = dir === "" ? name : `${dir}/${name}`;
      present.add(rel);
      if (rel === ".git" || state.dirs.has(rel)) continue;
      if (state.tracked.has(rel)) {
        const m = mtimeOf(path.join(repo.top, rel));
        if (Number.isNaN(m)) state.files.delete(rel);
        else state.files.set(rel, m);
      } else if (!state.untracked.has(rel)) candidates.push(rel);
    }
    seen.set(dir, present);
  }
  if (seen.size > 0) {
    for (const file of state.files.keys()) {
      const present = seen.get(parentOf(file));
      if (present && !present.has(file)) {
        state.files.delete(file);
        state.untracked.delete(file);
      }
    }
  }
  for (let i = 0; i < candidates.length; i += PATHSPECS_PER_CALL) {
    const batch = candidates.slice(i, i + PATHSPECS_PER_CALL);
    const listed = await runGit(
      repo.top,
      ["ls-files", "-z", "-t", "--others", "--exclude-standard", "--directory", "--", ...batch],
      signal,
    );
    if (listed === undefined || !(await addListed(repo, state, listed, lookedAt, signal))) return false;
  }
  return true;
}

function addUntracked(state: State, top: string, file: string, lookedAt: number): void {
  const m = mtimeOf(path.join(top, file));
  if (Number.isNaN(m)) return;
  state.untracked.add(file);
  state.files.set(file, m);
  for (let dir = parentOf(file); !state.dirs.has(dir); dir = parentOf(dir)) watch(state, top, dir, lookedAt);
}

function watch(state: State, top: string, dir: string, lookedAt: number): void {
  const mtime = mtimeOf(path.join(top, dir));
  state.dirs.set(dir, mtime);
  if (mtime > lookedAt - RACY_MS) state.racy.add(dir);
}

function forgetUnder(state: State, dir: string): void {
  const prefix = dir === "" ? "" : `${dir}/`;
  state.dirs.set(dir, NaN);
  for (const d of state.dirs.keys()) if (d.startsWith(prefix) && d !== dir) state.dirs.delete(d);
  for (const f of state.files.keys()) {
    if (f.startsWith(prefix)) {
      state.files.delete(f);
      state.untracked.delete(f);
    }
  }
}

/** The directory holding a top-relative path ("" for the top; the top itself is always watched, so walks up
 * through parentOf stop there). */
function parentOf(file: string): string {
  const i = file.lastIndexOf("/");
  return i === -1 ? "" : file.slice(0, i);
}

function mtimeOf(abs: string): number {
  return lstatOrUndefined(abs)?.mtimeMs ?? NaN;
}

function lstatOrUndefined(abs: string): Stats | undefined {
  try {
    return lstatSync(abs);
  } catch {
    return undefined;
  }
}

function statKey(file: string): string {
  try {
    const st = statSync(file);
    return `${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
  } catch {
    return "none";
  }
}

/**
 * Tracked file → mtime (ms) from the index (formats 2–4), or undefined for what this reader does not handle:
 * split or sparse indexes, submodules, SHA-256 repositories. A missing index is an empty one.
 */
export function readIndex(indexFile: string): Map<string, number> | undefined {
  let buf: Buffer;
  try {
    buf = readFileSync(indexFile);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "ENOENT" ? new Map() : undefined;
  }
  if (buf.length < 12 || buf.toString("latin1", 0, 4) !== "DIRC") return undefined;
  const version = buf.readUInt32BE(4);
  if (version < 2 || version > 4) return undefined;
  const count = buf.readUInt32BE(8);
  const entries = new Map<string, number>();
  const hashBytes = 20;
  let off = 12;
  let previous = Buffer.alloc(0);
  for (let i = 0; i < count; i++) {
    if (off + 62 > buf.length) return undefined;
    const mtimeMs = buf.readUInt32BE(off + 8) * 1000 + buf.readUInt32BE(off + 12) / 1e6;
    const mode = buf.readUInt32BE(off + 24);
    const flags = buf.readUInt16BE(off + 40 + hashBytes);
    let p = off + 42 + hashBytes;
    let skipWorktree = false;
    if (flags & 0x4000) {
      if (version < 3) return undefined;
      skipWorktree = (buf.readUInt16BE(p) & 0x4000) !== 0;
      p += 2;
    }
    let name: string;
    if (version === 4) {
      // Prefix compression: a varint of bytes to drop from the previous name, then the rest of this one.
      let drop = buf[p] & 0x7f;
      while (buf[p++] & 0x80) drop = ((drop + 1) << 7) | (buf[p] & 0x7f);
      const end = buf.indexOf(0, p);
      if (end === -1 || drop > previous.length) return undefined;
      previous = Buffer.concat([previous.subarray(0, previous.length - drop), buf.subarray(p, end)]);
      name = previous.toString("utf8");
      off = end + 1;
    } else {
      const end = buf.indexOf(0, p);
      if (end === -1) return undefined;
      name = buf.toString("utf8", p, end);
      off += (end - off + 8) & ~7;
    }
    const type = mode >>> 12;
    if (type === 0o16 || type === 0o04) return undefined; // a submodule (gitlink) or a sparse-index directory
    if (!skipWorktree) entries.set(name, mtimeMs);
  }
  // Extensions: a split index keeps its entries elsewhere.
  while (off + 8 <= buf.length - hashBytes) {
    const signature = buf.toString("latin1", off, off + 4);
    if (signature === "link" || signature === "sdir") return undefined;
    off += 8 + buf.readUInt32BE(off + 4);
  }
  return entries;
}

/** `git ls-files` output split on NUL, or undefined when git is missing or fails. */
function runGit(cwd: string, args: string[], signal: AbortSignal): Promise<string[] | undefined> {
  return new Promise((resolve) => {
    const child = spawn("git", [...SAFE_GIT, ...args], {
      cwd,
      stdio: ["ignore", "pipe", "ignore"],
      signal,
      env: hardenedEnv(),
    });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (d: Buffer) => chunks.push(d));
    child.on("error", () => resolve(undefined));
    child.on("close", (code) => {
      if (code !== 0) return resolve(undefined);
      const text = Buffer.concat(chunks).toString("utf8");
      resolve(text === "" ? [] : text.split("\0").filter((s) => s !== ""));
    });
  });
}
