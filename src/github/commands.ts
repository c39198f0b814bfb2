// The repository's own `/agent` commands: `.github/agent/commands/<name>.md` on the DEFAULT branch (front matter
// + a body with `$ARGUMENTS`), run by `/agent <name> <arguments>`; `/agent help` lists them. Read through the
// API at the default branch, never from the checkout, so a pull request that adds or changes a command file
// changes nothing for its own runs. A first word that names no command leaves the request as free text.
// The organisation's `.github` repository may hold commands too (issue 25): a repository's own file of the same
// name wins; an organisation repository the token cannot read is simply absent.
import { parse as parseYaml } from "yaml";
import type { Octokit } from "./octokit.js";
import { statusOf } from "./permission.js";

const COMMANDS_DIR = ".github/agent/commands";
const NAME = /^[a-z][a-z0-9_-]{0,39}$/;
const MAX_FILE_BYTES = 64 * 1024;
const KNOWN_KEYS = ["description", "read_only", "max_turns"];

export interface RepositoryCommand {
  name: string;
  description: string;
  readOnly: boolean;
  maxTurns?: number;
  /** The template, `$ARGUMENTS` not yet filled in. */
  body: string;
  /** `acme/.github` when the organisation's repository holds it; the repository's own otherwise. */
  from?: string;
}

export type CommandLookup =
  | { kind: "none" }
  | { kind: "help"; commands: RepositoryCommand[]; invalid: string[] }
  | { kind: "command"; command: RepositoryCommand; arguments: string }
  | { kind: "invalid"; name: string; reason: string };

interface Where {
  octokit: Octokit;
  owner: string;
  repo: string;
  /** The default branch; the repository's default when absent. */
  ref?: string;
  /** Also look in the owner's `.github` repository (the organisation's commands). */
  organization?: boolean;
}

const ORGANIZATION_REPO = ".github";

/** The organisation's repository, read at its default branch, unless the run is about that repository. */
function organizationOf(where: Where): Where | undefined {
  if (!where.organization || where.repo.toLowerCase() === ORGANIZATION_REPO) return undefined;
  return { octokit: where.octokit, owner: where.owner, repo: ORGANIZATION_REPO };
}

/** What the request's first word names: `help`, one of the repository's commands, or nothing (free text). */
export async function lookupCommand(where: Where, request: string): Promise<CommandLookup> {
  const match = /^(\S+)(?:\s+([\s\S]*))?$/.exec(request.trim());
  const word = match?.[1].toLowerCase();
  if (!word || !NAME.test(word)) return { kind: "none" };
  if (word === "help" && !match?.[2]?.trim()) return listCommands(where);
  const file = `${COMMANDS_DIR}/${word}.md`;
  const org = organizationOf(where);
  // Both at once: a request in the user's own words (no command) is the common case, and waits for both 404s.
  const [own, shared] = await Promise.all([fetchText(where, file), org && fetchText(org, file)]);
  const text = own ?? shared;
  const from = own === undefined && org ? `${org.owner}/${org.repo}` : undefined;
  if (text === undefined) return { kind: "none" };
  const parsed = parseCommandFile(word, text);
  if ("reason" in parsed) return { kind: "invalid", name: word, reason: parsed.reason };
  return { kind: "command", command: { ...parsed, from }, arguments: match?.[2]?.trim() ?? "" };
}

/** The template with its arguments: every `$ARGUMENTS` becomes the requester's words (or nothing). */
export function fillTemplate(command: RepositoryCommand, args: string): string {
  const filled = command.body.replaceAll("$ARGUMENTS", args);
  const readOnly = command.readOnly ? "\n\nThis command is read-only: investigate and answer; change no files." : "";
  return `${filled.trim()}${readOnly}`;
}

/** Front matter (`---` YAML `---`) and body. Unknown keys are an error, like the policy's: a typo must not
 * silently drop `read_only`. */
export function parseCommandFile(name: string, text: string): RepositoryCommand | { reason: string } {
  const fm = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  let meta: Record<string, unknown> = {};
  if (fm) {
    try {
      const data: unknown = parseYaml(fm[1]);
      if (data !== null && (typeof data !== "object" || Array.isArray(data)))
        return { reason: "its front matter is not a mapping" };
      meta = (data ?? {}) as Record<string, unknown>;
    } catch (err) {
      return { reason: `its front matter is not valid YAML: ${(err as Error).message.split("\n")[0]}` };
    }
  }
  const unknown = Object.keys(meta).filter((k) => !KNOWN_KEYS.includes(k));
  if (unknown.length)
    return {
      reason: `unknown front matter key${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")} (known: ${KNOWN_KEYS.join(", ")})`,
    };
  const { description, read_only: readOnly, max_turns: maxTurns } = meta;
  if (description !== undefined && typeof description !== "string") return { reason: "description must be text" };
  if (readOnly !== undefined && typeof readOnly !== "boolean") return { reason: "read_only must be true or false" };
  if (maxTurns !== undefined && !(Number.isInteger(maxTurns) && (maxTurns as number) >= 1))
    return { reason: "max_turns must be a whole number ≥ 1" };
  const body = fm ? fm[2] : text;
  if (!body.trim()) return { reason: "its body is empty" };
  return {
    name,
    description: description?.trim() ?? "",
    readOnly: readOnly === true,
    maxTurns: maxTurns as number | undefined,
    body,
  };
}

/** The `/agent help` answer. */
export function renderHelp(lookup: Extract<CommandLookup, { kind: "help" }>, trigger: string, ref: string): string {
  const lines = [`**Commands of this repository** (\`${COMMANDS_DIR}/*.md\` on \`${ref}\`):`, ""];
  if (lookup.commands.length === 0)
    lines.push(
      `_None yet._ Add \`${COMMANDS_DIR}/<name>.md\` (front matter \`description\`, \`read_only\`, \`max_turns\`; a body with \`$ARGUMENTS\`) to the default branch.`,
    );
  for (const c of lookup.commands)
    lines.push(
      `- \`${trigger} ${c.name}\`${c.readOnly ? " (read-only)" : ""}${c.description ? ` — ${c.description.replace(/\s+/g, " ")}` : ""}${c.from ? ` _(from ${c.from})_` : ""}`,
    );
  for (const bad of lookup.invalid) lines.push(`- ⚠️ ${bad}`);
  lines.push(
    "",
    `Anything else after \`${trigger}\` is a request in your own words; \`${trigger} plan <task>\` asks for a plan first.`,
  );
  return lines.join("\n");
}

async function listCommands(where: Where): Promise<Extract<CommandLookup, { kind: "help" }>> {
  const org = organizationOf(where);
  const [own, shared] = await Promise.all([listIn(where), org ? listIn(org) : { commands: [], invalid: [] }]);
  const ownNames = new Set(own.commands.map((c) => c.name));
  const from = org && `${org.owner}/${org.repo}`;
  const commands = [
    ...own.commands,
    ...shared.commands.filter((c) => !ownNames.has(c.name)).map((c) => ({ ...c, from })),
  ];
  const invalid = [...own.invalid, ...shared.invalid.map((line) => `${line} _(in ${from})_`)];
  return { kind: "help", commands: commands.sort((a, b) => a.name.localeCompare(b.name)), invalid };
}

async function listIn(where: Where): Promise<{ commands: RepositoryCommand[]; invalid: string[] }> {
  let names: string[] = [];
  try {
    const { data } = await where.octokit.rest.repos.getContent({
      owner: where.owner,
      repo: where.repo,
      path: COMMANDS_DIR,
      ref: where.ref,
    });
    if (Array.isArray(data))
      names = data
        .filter((e) => e.type === "file" && e.name.endsWith(".md"))
        .map((e) => e.name.slice(0, -3))
        .filter((n) => NAME.test(n))
        .slice(0, 50);
  } catch (err) {
    if (!isAbsent(where, err)) throw err;
  }
  const commands: RepositoryCommand[] = [];
  const invalid: string[] = [];
  const texts = await Promise.all(names.map((n) => fetchText(where, `${COMMANDS_DIR}/${n}.md`)));
  names.forEach((name, i) => {
    const parsed = texts[i] === undefined ? { reason: "could not be read" } : parseCommandFile(name, texts[i]);
    if ("reason" in parsed) invalid.push(`\`${name}\`: ${parsed.reason}`);
    else commands.push(parsed);
  });
  return { commands, invalid };
}

async function fetchText(where: Where, path: string): Promise<string | undefined> {
  try {
    const { data } = await where.octokit.rest.repos.getContent({
      owner: where.owner,
      repo: where.repo,
      path,
      ref: where.ref,
    });
    if (
      Array.isArray(data) ||
      data.type !== "file" ||
      typeof data.content !== "string" ||
      (data.size ?? 0) > MAX_FILE_BYTES
    )
      return undefined;
    return Buffer.from(data.content, "base64").toString("utf8");
  } catch (err) {
    if (isAbsent(where, err)) return undefined;
    throw err;
  }
}

/** Not there: a missing file, or an organisation repository this token may not read (as for its policy). */
function isAbsent(where: Where, err: unknown): boolean {
  const status = statusOf(err);
  return status === 404 || (where.repo === ORGANIZATION_REPO && (status === 401 || status === 403));
}
