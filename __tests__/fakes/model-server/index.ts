// The fake Anthropic Messages API for tests; the implementation is plain JavaScript (serve.mjs) so the demo can
// run it with `node` directly.
export { startModelServer, promptPrefix, SPEND_LIMIT_MESSAGE } from "./serve.mjs";
export type { ModelServer, ModelServerOptions, RecordedRequest, ScriptStep, ScriptedTurn, ScriptedError, ScriptedBlock } from "./serve.mjs";
