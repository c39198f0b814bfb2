// The command policy's decision (ARCHITECTURE.md §5): a line is allowed only if every simple command it can run is
// allowed and nothing in it trips a built-in rule. Pure apart from the parser: same policy and line, same answer.
import {
  builtinCaveat,
  checkAssignment,
  checkCommandWords,
  checkEnvPrefix,
  denialForFinding,
  type RuleContext,
} from "./builtin-rules.js";
import { compilePattern, matchesAllow, mayMatchDeny, suggestAllowPattern, type CommandPattern } from "./patterns.js";
import { matchesHost, parseHostPattern } from "../net/host-pattern.js";
import { isReadOnlyCommand } from "./read-only.js";
import type { Policy } from "./schema.js";
import { parseCommandLine, type ShellWord, type SimpleCommand } from "./shell.js";
import { changeDirectory } from "./working-directory.js";
import { checkDirectory, checkRedirect, physicalEscape, writesFile } from "./workspace-paths.js";

export interface CommandVerdict {
  argv: string[];
  decision: "allow" | "deny";
  rule: string;
}

export interface CommandDecision {
  allowed: boolean;
  rule: string;
  reason: string;
  /** The policy entry that would allow the command, as `bash.allow: ["npm install"]` (a YAML flow list, ready
   * to paste), when only missing patterns denied it; absent when a built-in rule or bash.deny decided. */
  suggestion?: string;
  /** Allowed, and every command only inspects (no file written): safe to run alongside other reads. */
  readOnly: boolean;
  /** Every simple command found (and every refused construct), in source order. */
  commands: CommandVerdict[];
}

export interface UrlDecision {
  allowed: boolean;
  rule: string;
  reason: string;
  suggestion?: string;
}

// `readOnly` is said of allowed commands only: a denied line is never read-only.
interface Entry extends CommandVerdict {
  start: number;
  reason: string;
  readOnly?: boolean;
  suggestion?: string;
}

interface WordsVerdict {
  decision: "allow" | "deny";
  rule: string;
  reason: string;
  readOnly?: boolean;
  /** Only for a command no pattern matched. */
  suggestion?: string;
}

const NO_MATCH = "no-match";
const MAX_WRAPPER_DEPTH = 8;

const compiled = new WeakMap<Policy, { allow: CommandPattern[]; deny: CommandPattern[] }>();
const patternsOf = (policy: Policy) => compiled.get(policy) ?? compilePatterns(policy);
function compilePatterns(policy: Policy) {
  const c = { allow: policy.bash.allow.map(compilePattern), deny: policy.bash.deny.map(compilePattern) };
  compiled.set(policy, c);
  return c;
}

export async function decideCommand(
  policy: Policy,
  command: string,
  options: { workspace: string },
): Promise<CommandDecision> {
  const refuse = (id: string, reason: string): CommandDecision => ({
    allowed: false,
    rule: `builtin:${id}`,
    reason,
    readOnly: false,
    commands: [],
  });
  if (command.includes("\0")) return refuse("nul-byte", "the command contains a NUL byte");
  if (command.length > policy.bash.max_command_length) {
    return refuse(
      "max-command-length",
      `the command is ${command.length} characters; bash.max_command_length is ${policy.bash.max_command_length}`,
    );
  }
  if (command.trim() === "") return refuse("unparseable", "the command is empty");
  let parsed: Awaited<ReturnType<typeof parseCommandLine>>;
  try {
    parsed = await parseCommandLine(command);
  } catch (err) {
    // The parser could not load: nothing can be checked, so nothing runs.
    return refuse(
      "unparseable",
      `the command parser is unavailable: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  if (!parsed.ok) return refuse("unparseable", `cannot check this command: ${parsed.reason}`);
  const { line } = parsed;
  const ctx: RuleContext = { policy, workspace: options.workspace };
  const entries: Entry[] = [];
  const refused = (start: number, source: string, d: { rule: string; reason: string }) =>
    entries.push({ start, argv: [source], decision: "deny", rule: d.rule, reason: d.reason });

  for (const f of line.findings) refused(f.start, f.source, denialForFinding(f));
  for (const a of line.assignments) {
    const d = checkAssignment(policy, a);
    if (d) refused(a.start, a.source, d);
  }
  for (const r of line.redirects) {
    const d = directoriesOf(r)
      .map((cwd) => checkRedirect({ ...ctx, cwd }, r))
      .find(Boolean);
    if (d) refused(r.start, r.source, d);
  }
  for (const c of line.commands) {
    const argv = c.words.map((w) => w.text);
    if (c.kind === "test") {
      entries.push({
        start: c.start,
        argv,
        decision: "allow",
        rule: "shell:test",
        reason: "a [ ] / [[ ]] test only inspects",
        readOnly: true,
      });
      continue;
    }
    // `IFS= read -r line` only changes how read splits its input. (A simple command always has its name word,
    // and only a literal word's text can be `read`.)
    const isRead = c.words[0].text === "read";
    const envDenial = c.env
      .filter((a) => !(isRead && a.name === "IFS"))
      .map((a) => checkEnvPrefix(policy, a))
      .find(Boolean);
    if (envDenial) {
      entries.push({ start: c.start, argv, decision: "deny", ...envDenial });
      continue;
    }
    entries.push({ start: c.start, argv, ...decideInEveryDirectory(ctx, c) });
  }
  await checkPhysicalPaths(line, ctx, refused);
  entries.sort((a, b) => a.start - b.start);

  const commands = entries.map(({ argv, decision, rule }) => ({ argv, decision, rule }));
  const denied = entries.filter((e) => e.decision === "deny");
  if (denied.length) {
    const first = denied[0];
    const suggestions = denied.every((e) => e.suggestion) ? suggestionFor(denied.map((e) => e.suggestion!)) : undefined;
    return {
      allowed: false,
      rule: first.rule,
      reason: `\`${first.argv.join(" ")}\`: ${first.reason}`,
      ...(suggestions ? { suggestion: suggestions } : {}),
      readOnly: false,
      commands,
    };
  }
  const rules = [...new Set(entries.map((e) => e.rule))];
  return {
    allowed: true,
    rule: rules.length === 1 ? rules[0] : rules.length === 0 ? "no-commands" : "bash.allow",
    reason: entries.length === 0 ? "the line runs no command" : `allowed by ${rules.join(", ")}`,
    readOnly: entries.every((e) => e.readOnly) && !line.redirects.some(writesFile),
    commands,
  };
}

/** One YAML line to paste, with a comment when built-in rules narrow what the patterns seem to allow. */
function suggestionFor(patterns: string[]): string {
  const unique = [...new Set(patterns)];
  const caveats = [...new Set(unique.map((p) => builtinCaveat(p.split(" ")[0])).filter(Boolean))];
  const list = `bash.allow: [${unique.map((p) => JSON.stringify(p)).join(", ")}]`;
  return caveats.length ? `${list}  # built-in rules still refuse ${caveats.join("; ")}` : list;
}

const directoriesOf = (x: { cwds: string[] }): string[] => (x.cwds.length ? x.cwds : ["."]);

/** A command is judged from every directory the line may be in when it runs; the first denial wins. */
function decideInEveryDirectory(ctx: RuleContext, c: SimpleCommand): WordsVerdict {
  let allowed: WordsVerdict | undefined;
  for (const cwd of directoriesOf(c)) {
    allowed = decideWords({ ...ctx, cwd }, c.words, 0);
    if (allowed.decision === "deny") return allowed;
  }
  return allowed!;
}

const DEVICES = new Set(["/dev/null", "/dev/stdin", "/dev/stdout", "/dev/stderr"]);

/** The lexical rules assumed that a path inside the workspace stays there; a symlink can take it elsewhere
 * (`> link/x`, `cd link`). Every literal redirection target and cd/pushd/git -C directory is resolved as the
 * kernel will, from the workspace and from every directory the line may cd into. */
async function checkPhysicalPaths(
  line: Extract<Awaited<ReturnType<typeof parseCommandLine>>, { ok: true }>["line"],
  ctx: RuleContext,
  refused: (start: number, source: string, d: { rule: string; reason: string }) => void,
): Promise<void> {
  const { workspace } = ctx;
  const directories: { word: ShellWord; start: number; source: string; cwds: string[] }[] = [];
  for (const c of line.commands) {
    let [name, ...args] = c.words;
    while ((name.text === "builtin" || name.text === "command") && args.length) [name, ...args] = args;
    if (name.text === "cd" || name.text === "pushd") {
      const dir = args.find((w) => !/^-[LPe@]+$/.test(w.text) && w.text !== "--");
      if (dir) directories.push({ word: dir, start: c.start, source: c.source, cwds: directoriesOf(c) });
    } else if (name.text === "git" || name.text.endsWith("/git")) {
      // Each -C is relative to the one before: resolve them in turn.
      let cwds = directoriesOf(c);
      for (let at = 0; at < args.length - 1 && args[at].text.startsWith("-"); at++) {
        if (args[at].text !== "-C") continue;
        directories.push({ word: args[at + 1], start: c.start, source: c.source, cwds });
        cwds = cwds.map((b) => changeDirectory(b, args[at + 1].text));
        at++;
      }
    }
  }
  // Whatever passed the lexical rules is a literal path (a relative one from a directory the line could not
  // follow was refused there; an absolute one ignores its base).
  for (const d of directories) {
    if (d.cwds.some((cwd) => checkDirectory({ ...ctx, cwd }, d.word, "cd"))) continue;
    const escape = await physicalEscape(workspace, d.cwds, d.word.text);
    if (escape)
      refused(d.start, d.source, {
        rule: "builtin:directory-outside-workspace",
        reason: `\`${d.word.text}\` leads to ${escape}, outside the workspace`,
      });
  }
  for (const r of line.redirects) {
    if (r.access !== "write" && r.access !== "read") continue;
    // A file redirection has a target, and one that passed the lexical rules is a literal path.
    const target = r.target!.text;
    if (directoriesOf(r).some((cwd) => checkRedirect({ ...ctx, cwd }, r)) || DEVICES.has(target)) continue;
    const escape = await physicalEscape(workspace, directoriesOf(r), target);
    if (escape) {
      const rule = r.access === "write" ? "builtin:write-outside-workspace" : "builtin:read-outside-workspace";
      refused(r.start, r.source, { rule, reason: `\`${target}\` leads to ${escape}, outside the workspace` });
    }
  }
}

/** One simple command: built-in rules first (they may unwrap a wrapper), then bash.deny, then bash.allow. */
function decideWords(ctx: RuleContext, words: ShellWord[], depth: number): WordsVerdict {
  const builtin = checkCommandWords(ctx, words);
  if (builtin.verdict === "deny") return { decision: "deny", rule: builtin.rule, reason: builtin.reason };
  const { allow, deny } = patternsOf(ctx.policy);
  const denyHit = deny.find((p) => mayMatchDeny(p, words));
  if (denyHit) return { decision: "deny", rule: `bash.deny: "${denyHit.text}"`, reason: "matches a bash.deny pattern" };
  if (builtin.verdict === "allow")
    return { decision: "allow", rule: builtin.rule, reason: builtin.reason, readOnly: true };
  if (builtin.verdict === "unwrap") {
    if (depth >= MAX_WRAPPER_DEPTH)
      return { decision: "deny", rule: "builtin:wrapper", reason: "too many nested wrappers" };
    const inner = decideWords(ctx, builtin.inner, depth + 1);
    return {
      ...inner,
      reason: `${builtin.wrapper} runs \`${builtin.inner.map((w) => w.text).join(" ")}\`: ${inner.reason}`,
    };
  }
  const plain = builtin.plain?.words;
  const plainDeny = plain && deny.find((p) => mayMatchDeny(p, plain));
  if (plainDeny)
    return { decision: "deny", rule: `bash.deny: "${plainDeny.text}"`, reason: "matches a bash.deny pattern" };
  const allowHit = allow.find((p) => matchesAllow(p, words)) ?? (plain && allow.find((p) => matchesAllow(p, plain)));
  if (allowHit) {
    const readOnly = isReadOnlyCommand(words, builtin.sedInPlace === true) && !builtin.writes;
    return {
      decision: "allow",
      rule: `bash.allow: "${allowHit.text}"`,
      reason: "matches a bash.allow pattern",
      readOnly,
    };
  }
  const suggestion = suggestAllowPattern(plain ?? words);
  return {
    decision: "deny",
    rule: NO_MATCH,
    reason: "no bash.allow pattern matches",
    ...(suggestion ? { suggestion } : {}),
  };
}

/** web_fetch's host check (DNS and private-address checks are web_fetch's). `example.org` matches only that
 * host; `*.example.org` matches its subdomains at any depth but not example.org itself (list both to allow
 * both), so a wildcard never silently widens to the apex. */
export function decideUrl(policy: Policy, url: URL): UrlDecision {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return {
      allowed: false,
      rule: "web_fetch.protocol",
      reason: `only http and https URLs can be fetched, not ${url.protocol}`,
    };
  }
  if (url.username || url.password) {
    return { allowed: false, rule: "web_fetch.credentials", reason: "URLs with credentials are refused" };
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  for (const entry of policy.web_fetch.allow_domains) {
    const pattern = parseHostPattern(entry);
    if (typeof pattern !== "string" && matchesHost(pattern, host))
      return { allowed: true, rule: `web_fetch.allow_domains: "${entry}"`, reason: `${host} is allowed` };
  }
  return {
    allowed: false,
    rule: "web_fetch.allow_domains",
    reason: policy.web_fetch.allow_domains.length
      ? `${host} is not in web_fetch.allow_domains`
      : "web_fetch.allow_domains is empty",
    suggestion: `web_fetch.allow_domains: [${JSON.stringify(host)}]`,
  };
}
