// google-github-actions/auth writes its credentials file (`gha-creds-<hex>.json`) into GITHUB_WORKSPACE by
// default and points GOOGLE_APPLICATION_CREDENTIALS at it: there the agent could read it, commit it or push it.
// Before the loop such files are moved to a private directory outside the workspace (the Vertex client is given
// the new path), their secrets join the redactor and the pre-push scan, and after the run they go back where the
// workflow's later steps (and the auth action's own clean-up) expect them.
import { mkdtemp, readdir, readFile, realpath, rename, rm, chmod, copyFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** Variables google-github-actions/auth and gcloud use to name the credentials file. */
const FILE_VARIABLES = [
  "GOOGLE_APPLICATION_CREDENTIALS",
  "CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE",
  "GOOGLE_GHA_CREDS_PATH",
];
const CREDS_NAME = /^gha-creds-[A-Za-z0-9_-]+\.json$/;
// Values under these keys (at any depth) are credentials: a service account's private key, an OAuth refresh
// token, the Actions OIDC request token in a workload identity file's `credential_source.headers`.
const SECRET_KEY = /key|secret|token|authorization|password/i;
const POINTER_KEY = /(_id|_url|_uri|_type|_email|_name)$/i;

export interface SecuredCredentials {
  /** Where GOOGLE_APPLICATION_CREDENTIALS' file is now (moved or not), for the Vertex client. */
  keyFile?: string;
  /** Secret values read from the files, for the redactor and the pre-push scan. */
  secrets: string[];
  /** Paths (relative to the workspace) that were moved out. */
  moved: string[];
  /** Puts the files back. Never throws. */
  restore(): Promise<void>;
}

export async function secureCredentialFiles(
  env: NodeJS.ProcessEnv,
  workspaceDir: string | undefined,
): Promise<SecuredCredentials> {
  const named = FILE_VARIABLES.map((v) => env[v]).filter((p): p is string => !!p);
  const workspace = workspaceDir ? await realpath(workspaceDir).catch(() => undefined) : undefined;
  const inWorkspace = new Set<string>();
  if (workspace) {
    for (const name of await readdir(workspace).catch(() => [] as string[]))
      if (CREDS_NAME.test(name)) inWorkspace.add(path.join(workspace, name));
    for (const file of named) {
      const real = await realpath(file).catch(() => undefined);
      if (real && isInside(workspace, real)) inWorkspace.add(real);
    }
  }
  const secrets: string[] = [];
  for (const file of new Set([...named, ...inWorkspace])) secrets.push(...(await secretsIn(file)));

  // Resolved before the move: a link to the file dangles once it has moved.
  const keyFileVar = env.GOOGLE_APPLICATION_CREDENTIALS;
  const keyReal = keyFileVar ? await realpath(keyFileVar).catch(() => keyFileVar) : undefined;
  const moves: { from: string; to: string }[] = [];
  let dir: string | undefined;
  for (const from of inWorkspace) {
    dir ??= await mkdtemp(path.join(env.RUNNER_TEMP || tmpdir(), "repo-agent-creds-"));
    await chmod(dir, 0o700);
    const to = path.join(dir, path.basename(from));
    await move(from, to);
    moves.push({ from, to });
  }
  const keyFile = moves.find((m) => m.from === keyReal)?.to ?? keyFileVar;
  return {
    keyFile,
    secrets: [...new Set(secrets)],
    moved: moves.map((m) => path.relative(workspace ?? "", m.from)),
    restore: async () => {
      for (const m of moves) await move(m.to, m.from).catch(() => undefined);
      if (dir) await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    },
  };
}

function isInside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}

/** rename, or copy and delete when the two are on different file systems (RUNNER_TEMP on another disk). */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/** The credential values of a JSON credentials file; nothing when it cannot be read or parsed. */
export async function secretsIn(file: string): Promise<string[]> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch {
    return [];
  }
  const out: string[] = [];
  const walk = (value: unknown, key: string, secretParent: boolean) => {
    if (typeof value === "string") {
      if ((secretParent || (SECRET_KEY.test(key) && !POINTER_KEY.test(key))) && value.length >= 8) {
        out.push(value);
        // `Bearer <token>`: the token alone is the secret wherever it shows up.
        const bearer = /^Bearer\s+(\S{8,})$/i.exec(value);
        if (bearer) out.push(bearer[1]);
      }
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key, secretParent));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v, k, secretParent || k === "headers");
  };
  walk(json, "", false);
  return out;
}
