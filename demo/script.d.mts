// Types for script.mjs.
import type { ScriptStep } from "../__tests__/fakes/model-server/serve.mjs";

/** The scripted session that fixes sample-repo's discount bug the way a model would: look, edit, test. */
export function fixDiscountScript(): ScriptStep[];
