// The world an end-to-end test runs the bundled action in: the GitHub emulator (REST + real git over smart
// HTTP), the scripted model server, a checkout made the way actions/checkout makes it, and the environment
// GitHub gives a JavaScript action. `runAction` starts `node dist/index.js` as a subprocess, exactly as the
// runner does, and returns its exit code, log, outputs and job summary. The logic lives in demo/world.mjs,
// which the offline demo runs too; the scripted session in demo/script.mjs.
import { join, resolve } from "node:path";
import * as shared from "../../demo/world.mjs";
import type { ActionRun, Role } from "../../demo/world.mjs";
import type { ModelServer, ScriptStep } from "../fakes/model-server/index.js";

export { API_KEY, REPO, TOKEN } from "../../demo/world.mjs";
export type { ActionRun } from "../../demo/world.mjs";
export { fixDiscountEdit, fixDiscountScript } from "../../demo/script.mjs";

export const ROOT = resolve(import.meta.dirname, "../..");
/** The bundled action; REPO_AGENT_DIST points at another bundle (built with BUNDLE_OUT) when developing. */
export const ACTION = join(process.env.REPO_AGENT_DIST ?? join(ROOT, "dist"), "index.js");
const SAMPLE_REPO = join(ROOT, "demo/sample-repo");

export interface WorldOptions {
  script?: ScriptStep[];
  /** Extra users: login → role on the repository. */
  users?: Record<string, Role>;
  fromDir?: string;
}

/** A world with the scripted model server (the tests never run live). */
export interface World extends shared.World {
  model: ModelServer;
}

export async function startWorld(options: WorldOptions = {}): Promise<World> {
  const world = await shared.startWorld({
    script: options.script ?? [],
    users: options.users,
    fromDir: options.fromDir ?? SAMPLE_REPO,
  });
  if (!world.model) throw new Error("the scripted model server did not start");
  return { ...world, model: world.model };
}

/** The shared runner's options; the action is always the bundle under test. */
export type RunOptions = Omit<shared.RunOptions, "action">;

export function runAction(world: World, options: RunOptions): Promise<ActionRun> {
  return shared.runAction(world, { ...options, action: ACTION });
}
