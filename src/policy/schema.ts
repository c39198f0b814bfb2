// The policy file's schema (ARCHITECTURE.md §5). Strict everywhere: an unknown key is an error, because a typo
// (`alow:`) must never silently change what is allowed.
import { z } from "zod";
import { parseHostPattern } from "../net/host-pattern.js";
import { NETWORK_PRESET_NAMES } from "./network-presets.js";

const patternList = z.array(z.string().min(1)).default([]);
// Command patterns are plain words: quotes are not removed from a pattern, so a quoted token could never match.
const commandPattern = z
  .string()
  .regex(/^[^"'\\]*[^\s"'\\][^"'\\]*$/, "a pattern is one or more plain words, without quotes or backslashes");
const commandPatternList = z.array(commandPattern).default([]);
const hostPattern = z
  .string()
  .regex(/^(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.?$/, "a host name, or `*.` followed by a domain for its subdomains");

const DEFAULT_SAFE_ENV = ["CI", "NODE_ENV", "NO_COLOR", "FORCE_COLOR", "TZ", "LANG", "LC_ALL"];

// Organisation defaults (issue 25): in the organisation's `.github` repository, a section marked enforced cannot be
// widened by a repository's own file (merge.ts). Meaningless in a repository's file, and harmless there.
const enforced = z
  .boolean()
  .optional()
  .describe(
    "In the organisation's policy file: repositories cannot add allows or change settings in this section (deny lists still add up, limits take the stricter value).",
  );

export const bashObject = z.strictObject({
  allow: commandPatternList.describe(
    "Command patterns that may run. `*` as a whole word = any further words; `*` inside a word = glob within that word.",
  ),
  deny: commandPatternList.describe("Command patterns that never run; deny beats allow."),
  timeout_seconds: z
    .number()
    .int()
    .min(1)
    .max(600)
    .default(120)
    .describe("Default and maximum timeout of one command."),
  network: z
    .boolean()
    .optional()
    .describe(
      "Older switch: true = commands reach every address (open, reported as such); false = no network at all. Without it, the `network` section decides.",
    ),
  safe_env: z
    .array(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/))
    .default(DEFAULT_SAFE_ENV)
    .describe("Names allowed as NAME=value prefixes."),
  redirect_writes: z
    .enum(["workspace", "none"])
    .default("workspace")
    .describe("workspace: output redirection to literal paths inside the workspace; none: only /dev/null."),
  max_command_length: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(10_000)
    .describe("Longer command lines are denied."),
  enforced,
});
const bashSchema = bashObject.prefault({});

export const filesObject = z.strictObject({
  deny_write: patternList.describe("Workspace-relative globs the agent may not write."),
  deny_read: patternList.describe("Workspace-relative globs the agent may not read."),
});
const filesSchema = filesObject.prefault({});

export const webFetchObject = z.strictObject({
  allow_domains: z
    .array(hostPattern)
    .default([])
    .describe("Hosts web_fetch may reach; `*.example.org` matches its subdomains (not example.org itself)."),
  allow_private: z.boolean().default(false).describe("Allow private, loopback and link-local addresses."),
  enforced,
});
const webFetchSchema = webFetchObject.prefault({});

// The API's web search takes domains (subdomains included), optionally with a path; no schemes, no wildcards.
const searchDomain = z
  .string()
  .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(\/[^\s]*)?$/, "a domain such as `docs.python.org` (subdomains included)");

export const webSearchObject = z.strictObject({
  allow_domains: z
    .array(searchDomain)
    .default([])
    .describe("Only results from these domains (and their subdomains). Use either this or block_domains."),
  block_domains: z
    .array(searchDomain)
    .default([])
    .describe("Never results from these domains. Use either this or allow_domains."),
  max_uses: z.number().int().min(1).max(50).default(5).describe("Most searches in one model answer."),
});

const networkHostPattern = z
  .string()
  .regex(
    /^(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.?(:\d{1,5})?$/,
    "a host name, `*.` followed by a domain, optionally `:port`",
  )
  .superRefine((text, ctx) => {
    const parsed = parseHostPattern(text);
    if (typeof parsed === "string") ctx.addIssue({ code: "custom", message: parsed });
  });
const networkHostList = z.array(networkHostPattern).default([]);

export const networkObject = z.strictObject({
  allow: networkHostList.describe(
    "Hosts the commands may reach through the proxy: `host`, `*.domain` (its subdomains), optional `:port` (default 80 and 443).",
  ),
  deny: networkHostList.describe("Hosts never reachable, whatever allow and the presets say."),
  presets: z
    .array(z.enum(NETWORK_PRESET_NAMES))
    .default([])
    .describe("Reviewed host lists per ecosystem (see the README's presets table)."),
  enforced,
});

export const limitsObject = z.strictObject({
  max_turns: z.number().int().min(1).optional(),
  max_tool_calls: z.number().int().min(1).optional(),
  max_cost_usd: z.number().positive().optional(),
  timeout_minutes: z.number().positive().optional(),
});
const limitsSchema = limitsObject.prefault({});

export const examplesObject = z.strictObject({
  allow: patternList.describe("Commands that must be allowed; checked at load."),
  deny: patternList.describe("Commands that must be denied; checked at load."),
  allow_urls: patternList.describe("URLs the commands must be able to reach under the network rule; checked at load."),
  deny_urls: patternList.describe("URLs the commands must not reach; checked at load."),
});
const examplesSchema = examplesObject.prefault({});

const sandboxObject = z.strictObject({
  allow_unprotected_secrets: z
    .boolean()
    .default(false)
    .describe(
      "true: run commands even on a runner where no sandbox layer keeps the job's secrets out of their reach (otherwise they are refused there); the final comment says so in bold.",
    ),
  enforced,
});
const sandboxSchema = sandboxObject.prefault({});

// ---- verify and hooks (issue 24): commands the action runs itself, from the default branch's policy -------------
const maintainerCommand = z.string().min(1).max(10_000);

export const verifyObject = z.strictObject({
  run: z
    .array(maintainerCommand)
    .default([])
    .describe(
      "Commands the action runs after the agent finishes and before anything lands (e.g. `npm test`). They are the maintainer's, so they need no bash.allow pattern; they run in the same sandbox as bash.",
    ),
  timeout_seconds: z.number().int().min(1).max(3600).default(600).describe("Timeout of each verify command."),
  attempts: z
    .number()
    .int()
    .min(0)
    .max(10)
    .default(2)
    .describe("How many times a failure goes back to the agent to fix before the run lands anyway."),
  on_failure: z
    .enum(["draft", "no_push", "push"])
    .default("draft")
    .describe(
      "When the checks still fail: draft (push; the pull request is a draft whose title says so), no_push (keep the commit local), push (push as usual).",
    ),
  enforced,
});
const verifySchema = verifyObject.prefault({});

const afterEditHookObject = z.strictObject({
  files: z
    .string()
    .min(1)
    .describe("Workspace-relative glob of the edited files the hook applies to (`**/*.{js,ts}`)."),
  run: maintainerCommand.describe(
    "Command run in the sandbox after a turn's write_file/edit_file calls; `{files}` becomes the turn's matching files, quoted.",
  ),
  timeout_seconds: z.number().int().min(1).max(600).default(60).describe("Timeout of one hook call."),
});
export const hooksObject = z.strictObject({
  after_edit: z
    .array(afterEditHookObject)
    .default([])
    .describe("Commands run once per turn over the files that turn's successful edits changed (formatters)."),
});
const hooksSchema = hooksObject.prefault({});
// ---- end verify and hooks

// ---- mcp (issue 16): tools from Model Context Protocol servers, each call gated by mcp.allow / mcp.deny -----------
const mcpServerName = z
  .string()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/,
    "lower-case letters, digits and inner hyphens (it becomes part of tool names: mcp__<server>__<tool>)",
  );
const mcpToolPattern = z
  .string()
  .regex(
    /^[a-z0-9*-]+__[A-Za-z0-9_.*-]+$/,
    "`<server>__<tool>`, where `*` matches any run of characters (`sentry__get_*`, `ci-logs__*`)",
  );
const envName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/);
// Values are literal text with `${NAME}` naming a variable of the action step's environment (the workflow maps
// secrets into `env:`); a secret can never be written in the file itself.
const mcpValue = z.string().max(4_096);

const mcpServerObject = z
  .strictObject({
    command: z
      .string()
      .min(1)
      .optional()
      .describe("stdio server: the program (run in the sandbox unless it receives `${NAME}` values)."),
    args: z.array(z.string()).default([]).describe("stdio server: its arguments."),
    env: z
      .record(envName, mcpValue)
      .default({})
      .describe("stdio server: its environment; `${NAME}` takes the step's environment variable NAME."),
    url: z
      .url({ protocol: /^https?$/ })
      .optional()
      .describe("Streamable HTTP server: its endpoint; its host must be allowed by the `network` section."),
    headers: z
      .record(z.string().regex(/^[A-Za-z0-9-]+$/), mcpValue)
      .default({})
      .describe("HTTP server: request headers; `${NAME}` takes the step's environment variable NAME."),
    description: z
      .string()
      .max(200)
      .optional()
      .describe("One line the model reads before the server is started (what its tools are for)."),
    trust_annotations: z
      .boolean()
      .default(false)
      .describe(
        "Believe the server's readOnlyHint: read-only tools may then run in plan mode and alongside other reads. Default: every tool is a writer that runs alone.",
      ),
    startup_timeout_seconds: z.number().int().min(1).max(300).default(30).describe("Time to start and list tools."),
    call_timeout_seconds: z.number().int().min(1).max(600).default(60).describe("Time one tool call may take."),
  })
  .superRefine((server, ctx) => {
    if ((server.command === undefined) === (server.url === undefined))
      ctx.addIssue({ code: "custom", message: "give either command (stdio) or url (Streamable HTTP)" });
    if (server.url !== undefined && (server.args.length > 0 || Object.keys(server.env).length > 0))
      ctx.addIssue({ code: "custom", path: ["url"], message: "args and env belong to a command (stdio) server" });
    if (server.command !== undefined && Object.keys(server.headers).length > 0)
      ctx.addIssue({ code: "custom", path: ["headers"], message: "headers belong to a url (HTTP) server" });
  });

const mcpObject = z.strictObject({
  servers: z
    .record(mcpServerName, mcpServerObject)
    .default({})
    .describe("MCP servers by name; started on the first tool_search that needs them."),
  allow: z
    .array(mcpToolPattern)
    .default([])
    .describe("MCP tools that may be called, as `<server>__<tool>` patterns. Nothing is allowed by default."),
  deny: z.array(mcpToolPattern).default([]).describe("MCP tools that are never called; deny beats allow."),
  enforced,
});
const mcpSchema = mcpObject.prefault({});
// ---- end mcp

export const policySchema = z
  .strictObject({
    version: z.literal(1).describe("Policy format version; always 1."),
    bash: bashSchema,
    files: filesSchema,
    network: networkObject.optional().describe("What the agent's commands may reach (default: nothing)."),
    web_fetch: webFetchSchema,
    web_search: webSearchObject
      .optional()
      .describe(
        "The model's server-side web search (Anthropic's web_search tool); off unless this section is present.",
      ),
    limits: limitsSchema,
    examples: examplesSchema,
    sandbox: sandboxSchema,
    verify: verifySchema,
    hooks: hooksSchema,
    mcp: mcpSchema,
  })
  .superRefine((policy, ctx) => {
    if (policy.network !== undefined && policy.bash.network !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["bash", "network"],
        message: "use either bash.network or the network section, not both (the network section replaces it)",
      });
    }
    const search = policy.web_search;
    if (search && search.allow_domains.length > 0 && search.block_domains.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["web_search", "block_domains"],
        message: "use either web_search.allow_domains or web_search.block_domains, not both (the API takes one)",
      });
    }
  });

/** The policy as held in memory after loading (defaults filled in). Frozen by the loader. */
export type Policy = z.infer<typeof policySchema>;
/** The policy as written in the file. */
export type PolicyInput = z.input<typeof policySchema>;

/** The published JSON Schema (schema/agent-policy.schema.json), for editors and `repo-agent policy schema`. */
export function policyJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(policySchema, { io: "input" }) as Record<string, unknown>;
  const { $schema, ...rest } = generated;
  return {
    $schema,
    title: "repo-agent policy (.github/agent-policy.yml)",
    ...rest,
  };
}
