// Committing the agent's work (simple-git, hardened: git-client.ts) and collecting everything a push would publish,
// for the secret scan (git.ts's runner: the plumbing reads objects through stdin). No hook, filter or fsmonitor
// from the repository runs here.
import { DEFAULT_BOT_IDENTITY, git, runGit, type GitIdentity } from "./git.js";
import { gitClient } from "./git-client.js";
import type { ScanItem } from "./secret-scan.js";

export interface CommitOptions {
  repoDir: string;
  message: string;
  /** The requester, credited with a `Co-authored-by:` trailer. */
  coAuthor?: GitIdentity;
  /** Author and committer; default the Actions bot. */
  identity?: GitIdentity;
  /** The commit the run started from: when nothing is left to commit but the agent committed on its own,
   * HEAD is returned if it moved past this. */
  baseSha?: string;
}

/** Stages everything (`add -A`, honouring .gitignore) and commits it. Returns the new HEAD, or null when there
 * is nothing new relative to `baseSha` (or, without it, nothing to commit). */
export async function commitWorkspace(options: CommitOptions): Promise<string | null> {
  const { repoDir } = options;
  const identity = options.identity ?? DEFAULT_BOT_IDENTITY;
  const client = await gitClient({ cwd: repoDir, workTree: repoDir, identity });
  await client.add(["-A", "--", "."]);
  const staged = await runGit(["diff", "--cached", "--quiet", "--no-ext-diff", "--no-textconv"], {
    cwd: repoDir,
    workTree: repoDir,
  });
  if (staged.code === 0) {
    const head = await headSha(repoDir);
    return options.baseSha && head && head !== options.baseSha ? head : null;
  }
  if (staged.code !== 1) throw new Error(`git diff --cached failed: ${staged.stderr.trim()}`);
  const message = withCoAuthor(options.message, options.coAuthor);
  // --cleanup=whitespace: the default would drop lines starting with '#' ("#12 is fixed by …").
  await client.commit(message, { "--no-verify": null, "--no-gpg-sign": null, "--cleanup": "whitespace" });
  return (await headSha(repoDir)) ?? null;
}

/** The message with a `Co-authored-by:` trailer for the requester (once, in a trailer paragraph). */
function withCoAuthor(message: string, coAuthor: GitIdentity | undefined): string {
  const body = message.replace(/\s+$/, "") || "Changes by repo-agent";
  if (!coAuthor) return `${body}\n`;
  const clean = (s: string): string => s.replace(/[<>\n\r]/g, "").trim();
  const trailer = `Co-authored-by: ${clean(coAuthor.name)} <${clean(coAuthor.email)}>`;
  if (body.includes(trailer)) return `${body}\n`;
  return `${body}\n\n${trailer}\n`;
}

/** The noreply identity GitHub attributes to a user: `login <id+login@users.noreply.github.com>`. */
export function noreplyIdentity(login: string, id?: number): GitIdentity {
  return { name: login, email: id ? `${id}+${login}@users.noreply.github.com` : `${login}@users.noreply.github.com` };
}

export async function headSha(repoDir: string): Promise<string | undefined> {
  const result = await runGit(["rev-parse", "--verify", "-q", "HEAD^{commit}"], { cwd: repoDir });
  return result.code === 0 ? result.stdout.toString("utf8").trim() : undefined;
}

/** Blobs larger than this are not read into memory: they are reported as unscannable (and stop the push). */
const MAX_BLOB_BYTES = 50 * 1024 * 1024;

export interface CollectedChanges {
  /** Items for scanForSecrets: every commit's patch, message and identities; every new file name; the full
   * content of every new blob (binary or not, including ones a later commit deleted, since they are pushed). */
  items: ScanItem[];
  /** Paths changed between base and head. */
  files: string[];
  commits: string[];
}

/** Everything a push of `head` would publish beyond `base`. */
export async function collectDiff(options: {
  repoDir: string;
  base: string;
  head?: string;
}): Promise<CollectedChanges> {
  const { repoDir, base } = options;
  const head = options.head ?? (await headSha(repoDir)) ?? "HEAD";
  const run = { cwd: repoDir };
  const range = `${base}..${head}`;
  const commits = (await git(["rev-list", "--reverse", range], run)).split("\n").filter(Boolean);
  const items: ScanItem[] = [];

  // Each commit separately (an intermediate commit is pushed too), with its message and identities.
  const patches = await git(
    [
      "log",
      "--reverse",
      "-p",
      "-U0",
      "--no-ext-diff",
      "--no-textconv",
      "--no-renames",
      "--no-color",
      "--format=commit %H%nauthor %an <%ae>%ncommitter %cn <%ce>%n%n%B%n",
      range,
    ],
    run,
  );
  items.push({ label: "commits (messages and patches)", text: patches });

  const files = (await git(["diff", "--name-only", "-z", "--no-renames", base, head], run)).split("\0").filter(Boolean);
  // Every object the push sends, and every path that appears in any new tree (not only the final one).
  const listed = (await git(["rev-list", "--objects", range], run)).split("\n").filter(Boolean);
  const objects: string[] = [];
  const shaToPath = new Map<string, string>();
  for (const line of listed) {
    const space = line.indexOf(" ");
    const sha = space === -1 ? line : line.slice(0, space);
    objects.push(sha);
    if (space > 0 && !shaToPath.has(sha)) shaToPath.set(sha, line.slice(space + 1));
  }
  items.push({ label: "file names", paths: true, text: [...new Set([...files, ...shaToPath.values()])].join("\n") });

  // Full contents of new blobs, for the job's secret values (binary files, `-diff` attributes and deleted
  // intermediates do not show in a patch).
  const types = await git(["cat-file", "--batch-check=%(objectname) %(objecttype) %(objectsize)"], {
    ...run,
    input: objects.join("\n") + "\n",
  });
  const blobs: Array<{ sha: string; size: number }> = [];
  for (const line of types.split("\n")) {
    const [sha, type, size] = line.split(" ");
    if (type === "blob") blobs.push({ sha, size: Number(size) });
  }
  const readable = blobs.filter((b) => b.size <= MAX_BLOB_BYTES);
  for (const blob of blobs) {
    if (blob.size > MAX_BLOB_BYTES) {
      items.push({
        label: `content of ${shaToPath.get(blob.sha) ?? blob.sha}`,
        text: "",
        unscannable: `${blob.size} bytes, over the ${MAX_BLOB_BYTES}-byte scan limit`,
      });
    }
  }
  if (readable.length > 0) {
    const batch = await runGit(["cat-file", "--batch"], {
      ...run,
      input: readable.map((b) => b.sha).join("\n") + "\n",
    });
    if (batch.code !== 0) throw new Error(`git cat-file --batch failed: ${batch.stderr.trim()}`);
    for (const { sha, content } of parseBatch(batch.stdout)) {
      // latin1 keeps every byte as one character, so raw bytes of a secret match whatever surrounds them.
      items.push({
        label: `content of ${shaToPath.get(sha) ?? sha}`,
        text: content.toString("latin1"),
        valuesOnly: true,
      });
    }
  }
  return { items, files, commits };
}

/** `git cat-file --batch` output: "<sha> <type> <size>\n<content>\n" per object. */
function parseBatch(out: Buffer): Array<{ sha: string; content: Buffer }> {
  const objects: Array<{ sha: string; content: Buffer }> = [];
  let pos = 0;
  while (pos < out.length) {
    const nl = out.indexOf(0x0a, pos);
    if (nl === -1) break;
    const [sha, type, size] = out.subarray(pos, nl).toString("utf8").split(" ");
    if (type === "missing" || size === undefined) {
      pos = nl + 1;
      continue;
    }
    const start = nl + 1;
    const end = start + Number(size);
    objects.push({ sha, content: out.subarray(start, end) });
    pos = end + 1;
  }
  return objects;
}
