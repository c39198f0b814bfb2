// The files that configure the agent — the policy, AGENTS.md-style instructions, skills and the workflow's
// output schema when it names a file — are read from the
// default branch through the contents API, never from the checkout: a PR must not widen its own permissions
// or rewrite the agent's instructions. They are written to a private directory the loop reads as its
// "trusted root".
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, normalize } from "node:path";
import type { Octokit } from "./octokit.js";
import { INSTRUCTION_FILES, SKILLS_DIR } from "../agent/instructions.js";

const MAX_FILE_BYTES = 256 * 1024;

export interface TrustedRoot {
  dir: string;
  /** The policy file's text on the default branch, or undefined when it has none. */
  policyText?: string;
  /** The output schema file's text on the default branch (when one was asked for and exists). */
  outputSchemaText?: string;
  files: string[];
}

export async function fetchTrustedRoot(opts: {
  octokit: Octokit;
  owner: string;
  repo: string;
  /** The default branch's name; omitted, the contents API reads the default branch itself. */
  ref?: string;
  policyPath: string;
  /** The `output_schema` input when it is a path. */
  outputSchemaPath?: string;
  dir: string;
}): Promise<TrustedRoot> {
  const { octokit, owner, repo, ref, dir } = opts;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const files: string[] = [];

  const fetchFile = async (path: string): Promise<string | undefined> => {
    try {
      const { data } = await octokit.rest.repos.getContent({ owner, repo, path, ref });
      if (Array.isArray(data) || data.type !== "file" || typeof data.content !== "string") return undefined;
      if ((data.size ?? 0) > MAX_FILE_BYTES) return undefined;
      return Buffer.from(data.content, "base64").toString("utf8");
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  };
  const keep = async (path: string, text: string) => {
    const safe = normalize(path);
    if (safe.startsWith("..") || safe.startsWith("/")) return;
    const target = join(dir, safe);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text, { mode: 0o600 });
    files.push(safe);
  };

  // Every file is a round trip to the API: ask for them all at once (start-up is on every run's critical path).
  const fetchAndKeep = async (path: string) => {
    const text = await fetchFile(path);
    if (text !== undefined) await keep(path, text);
    return text;
  };
  const [policyText, outputSchemaText] = await Promise.all([
    fetchAndKeep(opts.policyPath),
    opts.outputSchemaPath === undefined ? undefined : fetchFile(opts.outputSchemaPath),
    ...INSTRUCTION_FILES.map(fetchAndKeep),
    listDirectories(octokit, owner, repo, SKILLS_DIR, ref).then((skills) =>
      Promise.all(skills.map((skill) => fetchAndKeep(`${SKILLS_DIR}/${skill}/SKILL.md`))),
    ),
  ]);
  files.sort();
  return { dir, policyText, outputSchemaText, files };
}

async function listDirectories(
  octokit: Octokit,
  owner: string,
  repo: string,
  path: string,
  ref: string | undefined,
): Promise<string[]> {
  try {
    const { data } = await octokit.rest.repos.getContent({ owner, repo, path, ref });
    if (!Array.isArray(data)) return [];
    return data
      .filter((e) => e.type === "dir" && /^[\w.-]+$/.test(e.name))
      .map((e) => e.name)
      .slice(0, 50);
  } catch (err) {
    if (isNotFound(err)) return [];
    throw err;
  }
}

function isNotFound(err: unknown): boolean {
  return typeof err === "object" && err !== null && "status" in err && err.status === 404;
}
