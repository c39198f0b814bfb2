// Validates fixture payloads against GitHub's own webhook schemas (x-webhooks in @octokit/openapi's
// api.github.com description, read as a file), so the fixtures cannot drift into fiction.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AjvModule from "ajv";

const Ajv = AjvModule as unknown as typeof AjvModule.default;

/** OpenAPI 3.0's `nullable` without a `type` (next to allOf/anyOf) is not JSON Schema; express it as anyOf. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = toJsonSchema(v);
  if (out.nullable === true && out.type === undefined) {
    delete out.nullable;
    return { anyOf: [out, { type: "null" }] };
  }
  return out;
}

export function loadWebhookValidator(): (hook: string, payload: unknown) => string[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve("@octokit/openapi/generated/api.github.com.json");
  const doc = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(toJsonSchema({ $id: "gh", components: doc.components, "x-webhooks": doc["x-webhooks"] }) as object);
  return (hook, payload) => {
    const ref = `gh#/x-webhooks/${hook}/post/requestBody/content/application~1json/schema`;
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    if (validate(payload)) return [];
    return (validate.errors ?? [])
      .filter((e) => e.keyword !== "anyOf" && e.keyword !== "oneOf")
      .map((e) => `${e.instancePath} ${e.message}`);
  };
}
