// Types for world.mjs (plain JavaScript so the demo loads it at run time, unbundled).
import type { startGitHubEmulator } from "../__tests__/fakes/github/emulator.mjs";
import type { ModelServer, ScriptStep } from "../__tests__/fakes/model-server/serve.mjs";

export const REPO: string;
export const TOKEN: string;
export const API_KEY: string;
export const RUNTIME_TOKEN: string;

export type Emulator = Awaited<ReturnType<typeof startGitHubEmulator>>;
export type Role = "admin" | "maintain" | "write" | "triage" | "read" | "none";

export interface World {
  gh: Emulator;
  /** Undefined for a live run (the real API). */
  model: ModelServer | undefined;
  dir: string;
  close(): Promise<void>;
}

export interface WorldOptions {
  /** The repository's files. */
  fromDir: string;
  script?: ScriptStep[];
  /** Extra users: login → role on the repository. */
  users?: Record<string, Role>;
  /** No model server: the action talks to the real API. */
  live?: boolean;
  /** Prefix of the temporary folder holding checkouts and runner temp dirs. */
  tempPrefix?: string;
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  workspace: string;
  runnerTemp: string;
  /** Peak resident set size of the action process in kB, with `sampleRss`. */
  peakRssKb?: number;
}

export interface RunOptions {
  /** The bundled action (`dist/index.js`). */
  action: string;
  eventName: string;
  payload: unknown;
  /** Branch or sha to check out (default: the default branch). */
  ref?: string;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  credentials?: "extraheader" | "include-if" | "none";
  timeoutMs?: number;
  /** Each piece of the action's log as it arrives. */
  onOutput?: (chunk: string, stream: "stdout" | "stderr") => void;
  /** The GitHub token of the checkout and the github_token input (default TOKEN). */
  token?: string;
  /** The anthropic_api_key input (default API_KEY). */
  apiKey?: string;
  /** Runs after the checkout, before the action starts (what an earlier workflow step could have left). */
  beforeRun?: (workspace: string) => Promise<void>;
  /** Sample the action's peak RSS while it runs. */
  sampleRss?: boolean;
  /** The runner's user when it is not this process's: RUNNER_TEMP and the checkout are given to it, and the
   * action runs as it (unless a wrapper switches users itself). */
  user?: { uid: number; gid: number };
  /** argv the action is started under (`<wrapper…> node <action>`): a namespace, a user switch. */
  wrapper?: string[];
  /** Run this instead of `node <action>` (e.g. GitHub's local-action). */
  command?: string[];
  /** The command's working directory (default: the checkout). */
  cwd?: string;
  /** Write the action's environment to this dotenv file and give the command only PATH and HOME. */
  envFile?: string;
}

export function startWorld(options: WorldOptions): Promise<World>;
export function runAction(world: World, options: RunOptions): Promise<ActionRun>;
