// What the local CLI's subcommands share: the error that means "bad usage, exit 2", and how a command finds
// its policy (the one way the CLI loads one).
import { stat } from "node:fs/promises";
import path from "node:path";
import { loadPolicy, PolicyError } from "../policy/load.js";
import type { Policy } from "../policy/schema.js";

/** Bad arguments, a missing file or an invalid policy: the command prints it with its usage and exits 2. */
export class UsageError extends Error {}

/** `--policy FILE` must be a file; without it the repository's policy file is used, or the built-in default. */
export async function loadCliPolicy(repo: string, file: string | undefined): Promise<Policy> {
  const candidate = file ? path.resolve(file) : path.join(repo, ".github", "agent-policy.yml");
  if (file && !(await stat(candidate).catch(() => undefined))?.isFile())
    throw new UsageError(`--policy ${file} is not a file`);
  try {
    return (await loadPolicy({ file: candidate, workspace: repo })).policy;
  } catch (err) {
    if (err instanceof PolicyError) throw new UsageError(`invalid policy:\n${err.message}`);
    throw err;
  }
}
