// The fake Anthropic Messages API for tests; the implementation is plain JavaScript (serve.mjs) so the demo can
// run it with `node` directly.
export { startModelServer, promptPrefix } from "./serve.mjs";
export type { ModelServer, RecordedRequest, ScriptStep } from "./serve.mjs";
