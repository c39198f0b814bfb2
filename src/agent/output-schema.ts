// The workflow's `output_schema`: a JSON Schema the run's answer must match. Compiled once, before the first model
// request, so a schema that is not valid JSON Schema is a clear error and never a run that cannot end. Ajv (the
// validator the JSON Schema ecosystem uses) is loaded only here, in a chunk of its own, when a workflow sets one.
export interface OutputSchema {
  /** The schema as the model sees it (the structured_output tool's input_schema). */
  schema: Record<string, unknown>;
  /** `path: message` lines, empty when `value` is valid. */
  check(value: unknown): string[];
}

export class OutputSchemaError extends Error {}

const DRAFT_07 = /json-schema\.org\/draft-07\/schema/;

/** Parses and compiles `text` (inline JSON or a file's content; `source` names it in errors). */
export async function compileOutputSchema(text: string, source: string): Promise<OutputSchema> {
  let schema: unknown;
  try {
    schema = JSON.parse(text);
  } catch (err) {
    throw new OutputSchemaError(`output_schema (${source}) is not valid JSON: ${(err as Error).message}`);
  }
  if (!isObject(schema) || schema.type !== "object")
    throw new OutputSchemaError(
      `output_schema (${source}) must describe a JSON object ("type": "object"): the answer is a tool call's input; put a list or a value in a property`,
    );
  const draft07 = typeof schema.$schema === "string" && DRAFT_07.test(schema.$schema);
  const module = draft07 ? await import("ajv") : await import("ajv/dist/2020.js");
  const Ajv = (module.default as unknown as { default?: unknown }).default ?? module.default;
  const ajv = new (Ajv as typeof import("ajv").default)({
    allErrors: true,
    strict: false,
    validateFormats: false,
    logger: false,
  });
  let validate: ReturnType<typeof ajv.compile>;
  try {
    validate = ajv.compile(schema);
  } catch (err) {
    throw new OutputSchemaError(`output_schema (${source}) is not a valid JSON Schema: ${(err as Error).message}`);
  }
  return {
    schema,
    check(value) {
      if (validate(value)) return [];
      return (validate.errors ?? []).map((e) => `${e.instancePath || "(root)"}: ${e.message ?? e.keyword}`);
    },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
