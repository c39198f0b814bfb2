// Types for script.mjs.
import type { ScriptStep } from "../__tests__/fakes/model-server/serve.mjs";

/** The scripted session that fixes sample-repo's discount bug the way a model would: look, edit, test. */
/** The one edit that fixes the sample's bug. */
export function fixDiscountEdit(): { name: string; input: Record<string, unknown> };
export function fixDiscountScript(): ScriptStep[];

/** The last `node --test` summary in `output` (TAP `# pass 4` or spec `ℹ pass 4`); undefined counts when there is none. */
export function countTests(output: string): { passed: number | undefined; failed: number | undefined };
