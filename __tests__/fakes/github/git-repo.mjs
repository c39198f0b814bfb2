// A real bare git repository the emulator serves over smart HTTP, with helpers to build it and read it back.
// Everything goes through the git binary with a scrubbed environment so a developer's global config (hooks,
// signing, templates) cannot change what the tests see.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile, chmod } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const FIXED_IDENTITY = {
  GIT_AUTHOR_NAME: "Emulator Seed",
  GIT_AUTHOR_EMAIL: "seed@emulator.invalid",
  GIT_COMMITTER_NAME: "Emulator Seed",
  GIT_COMMITTER_EMAIL: "seed@emulator.invalid",
};

/** Environment for every git process the emulator starts: no user/system config, no prompts. */
export function gitEnvironment(extra = {}) {
  return {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: tmpdir(),
    LANG: "C",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_TERMINAL_PROMPT: "0",
    ...extra,
  };
}

/**
 * Runs git and resolves with stdout (a Buffer when `encoding` is "buffer"). Rejects with stderr in the message.
 * @param {string[]} args
 * @param {{cwd?: string, env?: Record<string,string>, input?: string | Buffer, encoding?: "utf8" | "buffer"}} [options]
 */
export function runGit(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "git",
      args,
      {
        cwd: options.cwd,
        env: gitEnvironment(options.env),
        encoding: options.encoding === "buffer" ? "buffer" : "utf8",
        maxBuffer: 256 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) {
          const err = new Error(`git ${args.join(" ")} failed: ${String(stderr).trim() || error.message}`);
          err.code = error.code;
          err.stderr = String(stderr);
          reject(err);
          return;
        }
        resolve(stdout);
      },
    );
    if (options.input !== undefined) child.stdin.end(options.input);
    else child.stdin.end();
  });
}

async function listDirectoryFiles(root) {
  const out = {};
  async function walk(rel) {
    const entries = await readdir(path.join(root, rel), { withFileTypes: true });
    for (const entry of entries) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.name === ".git") continue;
      if (entry.isDirectory()) await walk(childRel);
      else if (entry.isFile()) {
        const abs = path.join(root, childRel);
        const info = await stat(abs);
        out[childRel] = { content: await readFile(abs), executable: (info.mode & 0o111) !== 0 };
      }
    }
  }
  await walk("");
  return out;
}

function normalizeFile(value) {
  if (typeof value === "string" || Buffer.isBuffer(value)) return { content: value, executable: false };
  if (value && typeof value === "object" && "content" in value) {
    return { content: value.content, executable: Boolean(value.executable), symlink: Boolean(value.symlink) };
  }
  throw new TypeError("a file is a string, a Buffer, or {content, executable?, symlink?}");
}

// GitHub-style protected branch check, run by receive-pack for pushes over smart HTTP.
const PRE_RECEIVE_HOOK = `#!/bin/sh
protected_file="$GIT_DIR/emulator-protected-branches"
status=0
while read old new ref; do
  branch=\${ref#refs/heads/}
  if [ -f "$protected_file" ] && grep -Fqx -- "$branch" "$protected_file"; then
    echo "error: GH006: Protected branch update failed for $ref." >&2
    status=1
  fi
done
exit $status
`;

export class GitRepo {
  /** @param {string} dir absolute path of the bare repository */
  constructor(dir) {
    this.dir = dir;
  }

  /**
   * Creates a bare repository whose first commit on `branch` holds `files` (or the files of `fromDir`).
   * @param {string} dir
   * @param {{files?: Record<string, unknown>, fromDir?: string, branch?: string, message?: string}} [options]
   */
  static async create(dir, options = {}) {
    await mkdir(dir, { recursive: true });
    const branch = options.branch ?? "main";
    await runGit(["init", "--quiet", "--bare", `--initial-branch=${branch}`, dir]);
    const repo = new GitRepo(dir);
    await repo.git(["config", "http.receivepack", "true"]);
    await writeFile(path.join(dir, "hooks", "pre-receive"), PRE_RECEIVE_HOOK);
    await chmod(path.join(dir, "hooks", "pre-receive"), 0o755);
    const files = { ...(options.fromDir ? await listDirectoryFiles(options.fromDir) : {}), ...(options.files ?? {}) };
    if (Object.keys(files).length > 0) {
      await repo.commit({ branch, files, message: options.message ?? "Initial commit" });
    }
    return repo;
  }

  /** Copies every ref and object of `source` into a new bare repository (a fork). */
  static async fork(source, dir) {
    await mkdir(path.dirname(dir), { recursive: true });
    await runGit(["clone", "--quiet", "--bare", "--no-hardlinks", source.dir, dir]);
    const repo = new GitRepo(dir);
    await repo.git(["remote", "remove", "origin"]);
    await repo.git(["config", "http.receivepack", "true"]);
    await writeFile(path.join(dir, "hooks", "pre-receive"), PRE_RECEIVE_HOOK);
    await chmod(path.join(dir, "hooks", "pre-receive"), 0o755);
    return repo;
  }

  /** @param {string[]} args @param {Parameters<typeof runGit>[1]} [options] */
  git(args, options = {}) {
    return runGit(["--git-dir", this.dir, ...args], options);
  }

  /** Branches the smart-HTTP pre-receive hook refuses to update (GitHub's "protected branch" GH006). */
  async setProtectedBranches(names) {
    await writeFile(path.join(this.dir, "emulator-protected-branches"), names.map((n) => `${n}\n`).join(""));
  }

  async protectedBranches() {
    try {
      const text = await readFile(path.join(this.dir, "emulator-protected-branches"), "utf8");
      return text.split("\n").filter(Boolean);
    } catch {
      return [];
    }
  }

  /** @returns {Promise<Record<string, string>>} branch name → commit sha */
  async branches() {
    const out = await this.git(["for-each-ref", "--format=%(refname:strip=2) %(objectname)", "refs/heads/"]);
    return Object.fromEntries(
      out
        .split("\n")
        .filter(Boolean)
        .map((line) => line.split(" ")),
    );
  }

  /** @returns {Promise<{ref: string, sha: string}[]>} every ref under `prefix` (e.g. "refs/heads/agent/") */
  async refs(prefix = "refs/") {
    const out = await this.git(["for-each-ref", "--format=%(refname) %(objectname)", prefix]);
    return out
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [ref, sha] = line.split(" ");
        return { ref, sha };
      });
  }

  /** The commit sha `rev` points at, or undefined when it does not resolve. */
  async resolve(rev) {
    try {
      return (await this.git(["rev-parse", "--verify", "--quiet", `${rev}^{commit}`])).trim() || undefined;
    } catch {
      return undefined;
    }
  }

  async updateRef(ref, sha, oldSha) {
    await this.git(["update-ref", ref, sha, ...(oldSha ? [oldSha] : [])]);
  }

  async deleteRef(ref) {
    await this.git(["update-ref", "-d", ref]);
  }

  /**
   * Commits `files` (path → content; null deletes) on top of `branch` (or `parent`) without a worktree and moves
   * the branch. Creates the branch from `from` when it does not exist yet.
   * @returns {Promise<string>} the new commit sha
   */
  async commit({ branch, files = {}, message = "Update", from, author, date }) {
    const scratch = await mkdtemp(path.join(tmpdir(), "gh-emulator-index-"));
    const env = { GIT_INDEX_FILE: path.join(scratch, "index"), ...FIXED_IDENTITY };
    if (author) {
      env.GIT_AUTHOR_NAME = author.name;
      env.GIT_AUTHOR_EMAIL = author.email;
    }
    if (date) {
      env.GIT_AUTHOR_DATE = date;
      env.GIT_COMMITTER_DATE = date;
    }
    try {
      const current = await this.resolve(`refs/heads/${branch}`);
      const parent = current ?? (from ? await this.resolve(from) : undefined);
      if (from && !parent) throw new Error(`cannot branch ${branch} from ${from}: it does not resolve`);
      if (parent) await this.git(["read-tree", parent], { env });
      else await this.git(["read-tree", "--empty"], { env });
      for (const [file, value] of Object.entries(files)) {
        if (value === null) {
          await this.git(["update-index", "--index-info"], { env, input: `0 ${"0".repeat(40)}\t${file}\n` });
          continue;
        }
        const { content, executable, symlink } = normalizeFile(value);
        const blob = (await this.git(["hash-object", "-w", "--stdin"], { input: content })).trim();
        const mode = symlink ? "120000" : executable ? "100755" : "100644";
        await this.git(["update-index", "--add", "--cacheinfo", `${mode},${blob},${file}`], { env });
      }
      const tree = (await this.git(["write-tree"], { env })).trim();
      const commit = (
        await this.git(["commit-tree", tree, ...(parent ? ["-p", parent] : []), "-m", message], { env })
      ).trim();
      await this.updateRef(`refs/heads/${branch}`, commit, current);
      return commit;
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  // ---- Git Data API plumbing (POST git/blobs, git/trees, git/commits) ---------------------------------------

  /** The type of object `sha` ("blob", "tree", "commit", "tag"), or undefined when it is not in the repository. */
  async objectType(sha) {
    if (typeof sha !== "string" || !/^[0-9a-f]{40}$/.test(sha)) return undefined;
    try {
      return (await this.git(["cat-file", "-t", sha])).trim();
    } catch {
      return undefined;
    }
  }

  /** Stores `content` as a blob (`hash-object -w`), returning its sha. */
  async writeBlob(content) {
    return (await this.git(["hash-object", "-w", "--stdin"], { input: content })).trim();
  }

  /**
   * A tree made of `baseTree` (a tree sha, or none) with `entries` applied, as GitHub's create-a-tree does: each
   * entry `{path, mode, type, sha}` (sha null deletes the path, and everything under it) or `{path, mode, content}`
   * (a new UTF-8 blob). Built in a scratch index, so nested paths and file/directory replacements behave as git's.
   */
  async buildTree(baseTree, entries) {
    const scratch = await mkdtemp(path.join(tmpdir(), "gh-emulator-tree-"));
    const env = { GIT_INDEX_FILE: path.join(scratch, "index") };
    try {
      await this.git(baseTree ? ["read-tree", baseTree] : ["read-tree", "--empty"], { env });
      for (const entry of entries) {
        if (entry.sha === null) {
          const under = await this.git(["ls-files", "-z", "--", entry.path], { env });
          const paths = under.split("\0").filter((p) => p === entry.path || p.startsWith(`${entry.path}/`));
          // Mode 0 in --index-info removes the entry (--force-remove wants a work tree).
          const removals = paths.map((p) => `0 ${"0".repeat(40)}\t${p}\n`).join("");
          if (removals) await this.git(["update-index", "--index-info"], { env, input: removals });
          continue;
        }
        const sha = entry.content !== undefined ? await this.writeBlob(entry.content) : entry.sha;
        await this.git(["update-index", "--add", "--replace", "--cacheinfo", `${entry.mode},${sha},${entry.path}`], {
          env,
        });
      }
      return (await this.git(["write-tree"], { env })).trim();
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /**
   * Writes a commit object as GitHub's create-a-commit does (`hash-object -t commit -w`, so a signature header can
   * be part of it). `signature`, when given, is the armored text GitHub would put in `gpgsig`.
   */
  async writeCommit({ tree, parents, author, committer, message, signature }) {
    const person = (p) => `${p.name} <${p.email}> ${Math.floor(new Date(p.date).getTime() / 1000)} +0000`;
    const lines = [`tree ${tree}`, ...parents.map((p) => `parent ${p}`), `author ${person(author)}`];
    lines.push(`committer ${person(committer)}`);
    if (signature) lines.push(`gpgsig ${signature.trimEnd().split("\n").join("\n ")}`);
    const text = `${lines.join("\n")}\n\n${message}`;
    return (await this.git(["hash-object", "-t", "commit", "-w", "--stdin"], { input: text })).trim();
  }

  /** Creates `branch` at `from` (a branch name or sha). */
  async createBranch(branch, from) {
    const sha = await this.resolve(from);
    if (!sha) throw new Error(`cannot create ${branch}: ${from} does not resolve`);
    await this.git(["update-ref", `refs/heads/${branch}`, sha, ""]);
    return sha;
  }

  /** The content of `file` at `rev`, or undefined when it does not exist there. */
  async readFile(rev, file) {
    try {
      return await this.git(["show", `${rev}:${file}`]);
    } catch {
      return undefined;
    }
  }

  async readFileBuffer(rev, file) {
    try {
      return await this.git(["show", `${rev}:${file}`], { encoding: "buffer" });
    } catch {
      return undefined;
    }
  }

  /** Paths of every file in `rev`'s tree. */
  async listFiles(rev) {
    const out = await this.git(["ls-tree", "-r", "--name-only", "-z", rev]);
    return out.split("\0").filter(Boolean);
  }

  /**
   * Entries of the tree at `rev:dir` ("" for the root), or of the single file when `target` names one.
   * @returns {Promise<{mode: string, type: "blob"|"tree"|"commit", sha: string, size: number, path: string}[] | undefined>}
   */
  async lsTree(rev, target) {
    try {
      const spec = target ? [rev, "--", target] : [rev];
      const out = await this.git(["ls-tree", "-l", "-z", ...spec]);
      const own = out
        .split("\0")
        .filter(Boolean)
        .map((line) => {
          const tab = line.indexOf("\t");
          const [mode, type, sha, size] = line.slice(0, tab).trim().split(/\s+/);
          return { mode, type, sha, size: size === "-" ? 0 : Number(size), path: line.slice(tab + 1) };
        });
      return own;
    } catch {
      return undefined;
    }
  }

  /**
   * Commits reachable from `rev`, newest first.
   * @returns {Promise<{sha: string, parents: string[], tree: string, author: {name: string, email: string, date: string}, committer: {name: string, email: string, date: string}, subject: string, message: string}[]>}
   */
  async log(rev, { max = 50, range } = {}) {
    const sep = "\x1e";
    const fmt = ["%H", "%P", "%T", "%an", "%ae", "%aI", "%cn", "%ce", "%cI", "%s", "%B"].join("%x1f") + "%x1e";
    const out = await this.git(["log", `--format=${fmt}`, `--max-count=${max}`, range ?? rev]);
    return out
      .split(sep)
      .map((chunk) => chunk.replace(/^\n/, ""))
      .filter(Boolean)
      .map((chunk) => {
        const [sha, parents, tree, an, ae, ad, cn, ce, cd, subject, message] = chunk.split("\x1f");
        return {
          sha,
          parents: parents ? parents.split(" ") : [],
          tree,
          author: { name: an, email: ae, date: ad },
          committer: { name: cn, email: ce, date: cd },
          subject,
          message: message.replace(/\n$/, ""),
        };
      });
  }

  /** Unified diff between two revisions. */
  diff(from, to) {
    return this.git(["diff", "--no-ext-diff", "--no-textconv", from, to]);
  }

  /** Paths that differ between two revisions. */
  async changedFiles(from, to) {
    const out = await this.git(["diff", "--name-only", "-z", from, to]);
    return out.split("\0").filter(Boolean);
  }

  /** Whether `ancestor` is reachable from `descendant`. */
  async isAncestor(ancestor, descendant) {
    try {
      await this.git(["merge-base", "--is-ancestor", ancestor, descendant]);
      return true;
    } catch {
      return false;
    }
  }

  /** Points `ref` here at `other`'s `branch` tip, copying the objects it needs (GitHub's `refs/pull/N/head`). */
  async copyBranchFrom(other, branch, ref) {
    if (other.dir === this.dir) {
      const sha = await this.resolve(`refs/heads/${branch}`);
      if (sha) await this.updateRef(ref, sha);
      return;
    }
    await this.git(["fetch", "--quiet", "--no-tags", other.dir, `+refs/heads/${branch}:${ref}`]);
  }

  /**
   * The commit GitHub keeps at `refs/pull/N/merge`: `head` merged into `base` ("Merge <head> into <base>"), or
   * undefined when they conflict.
   */
  async testMerge(base, head) {
    let tree;
    try {
      tree = (await this.git(["merge-tree", "--write-tree", "--no-messages", base, head])).split("\n")[0].trim();
    } catch {
      return undefined;
    }
    const env = {
      GIT_AUTHOR_NAME: "GitHub",
      GIT_AUTHOR_EMAIL: "noreply@github.com",
      GIT_COMMITTER_NAME: "GitHub",
      GIT_COMMITTER_EMAIL: "noreply@github.com",
    };
    return (
      await this.git(["commit-tree", tree, "-p", base, "-p", head, "-m", `Merge ${head} into ${base}`], { env })
    ).trim();
  }

  /** Every object in the repository (reachable or not), raw, with every ref name: for "the secret is nowhere" checks. */
  async dumpObjects() {
    const objects = await this.git(["cat-file", "--batch-all-objects", "--batch", "--unordered"], {
      encoding: "buffer",
    });
    const refs = (await this.refs("refs/")).map((r) => `${r.ref} ${r.sha}`).join("\n");
    return Buffer.concat([Buffer.from(`${refs}\n`), objects]);
  }

  /** Number of commits in `base..head`. */
  async countCommits(base, head) {
    const out = await this.git(["rev-list", "--count", `${base}..${head}`]);
    return Number(out.trim());
  }
}
