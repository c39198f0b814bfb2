// The conversation around a request: the issue or PR's other comments, shown to the model as quoted,
// labelled, untrusted context (who wrote it and what access they have), and the state earlier repo-agent runs
// left in their comments' markers. Our own comments are left out of the context: the model would otherwise
// read its old transcripts as instructions.
import type { Octokit } from "./octokit.js";
import type { Actor } from "./event.js";
import { hasMarker, parseRunMarker, type RunConclusion, type RunMarkerData } from "../run-marker.js";
import type { RepoPermission } from "./permission.js";
import { ACTIONS_BOT_LOGIN, isBot } from "./authorize.js";
import { sanitizeText, stripInvisible } from "./sanitize.js";

export interface ThreadComment {
  id: number;
  author: Actor | null;
  body: string;
  htmlUrl?: string;
  createdAt?: string;
}

/** Every comment on an issue or PR conversation, oldest first (all pages). */
export async function fetchIssueComments(
  octokit: Octokit,
  owner: string,
  repo: string,
  issueNumber: number,
): Promise<ThreadComment[]> {
  const data = await octokit.paginate(octokit.rest.issues.listComments, {
    owner,
    repo,
    issue_number: issueNumber,
    per_page: 100,
  });
  return data.map((c) => ({
    id: c.id,
    author: c.user ? { login: c.user.login, id: c.user.id, type: c.user.type } : null,
    body: c.body ?? "",
    htmlUrl: c.html_url,
    createdAt: c.created_at,
  }));
}

function selfSet(selfLogins: string[]): Set<string> {
  return new Set([ACTIONS_BOT_LOGIN, ...selfLogins].map((l) => l.toLowerCase()));
}

/** Written by repo-agent: by its identity, or carrying its marker (whoever's token posted it). */
export function isOwnComment(comment: ThreadComment, selfLogins: string[]): boolean {
  return hasMarker(comment.body) || (!!comment.author && selfSet(selfLogins).has(comment.author.login.toLowerCase()));
}

export interface LatestRunMarker {
  data: RunMarkerData;
  comment: ThreadComment;
}

/** The newest marker left by an earlier run in these comments. Only comments written by the action's own
 * identity count: anyone can paste a marker, and a forged "planned" marker must not become what
 * `/agent approve` runs. `phase` defaults to "final" (a progress marker is a run still going, such as this
 * one); `conclusion` narrows to, e.g., "planned". */
export function findLatestRunMarker(
  comments: ThreadComment[],
  options: { selfLogins: string[]; conclusion?: RunConclusion; phase?: RunMarkerData["phase"] },
): LatestRunMarker | undefined {
  const self = selfSet(options.selfLogins);
  const phase = options.phase ?? "final";
  for (let i = comments.length - 1; i >= 0; i--) {
    const comment = comments[i];
    if (!comment.author || !self.has(comment.author.login.toLowerCase())) continue;
    const data = parseRunMarker(comment.body);
    if (!data || data.phase !== phase) continue;
    if (options.conclusion && data.conclusion !== options.conclusion) continue;
    return { data, comment };
  }
  return undefined;
}

export type PermissionLookup = (login: string) => Promise<RepoPermission>;

/** How an author is labelled for the model: bots say so, unknown permission says so (never guessed). */
export async function describeAuthor(
  author: Actor | null,
  lookup: PermissionLookup,
): Promise<{ login: string; permission: string }> {
  if (!author) return { login: "ghost", permission: "none" };
  const login = stripInvisible(author.login);
  if (isBot(author)) return { login, permission: "bot" };
  try {
    return { login, permission: (await lookup(author.login)).role };
  } catch {
    return { login, permission: "unknown" };
  }
}

/** One quoted, labelled comment. Every line of the body is prefixed with `> `, so nothing in it can pass for
 * a heading or a label of ours. */
function renderQuotedComment(
  label: { login: string; permission: string; when?: string; title?: string },
  body: string,
): string {
  const head = `${label.title ? `${label.title} · ` : ""}@${label.login} (permission: ${label.permission})${label.when ? ` · ${label.when}` : ""}`;
  const quoted = (body || "(empty)")
    .split("\n")
    .map((l) => (l ? `> ${l}` : ">"))
    .join("\n");
  return `${head}\n${quoted}`;
}

export interface ThreadContextOptions {
  comments: ThreadComment[];
  selfLogins: string[];
  lookup: PermissionLookup;
  /** Comments not to repeat (the trigger itself: it is the request). */
  excludeIds?: number[];
  /** Cap on the whole context; the newest comments are kept. Default 30,000. */
  maxChars?: number;
  /** Cap on one comment. Default 4,000. */
  maxCommentChars?: number;
}

/** The thread's other comments as quoted, labelled context, newest kept when it does not all fit. Empty
 * string when there is nothing to show. */
export async function renderThreadContext(options: ThreadContextOptions): Promise<string> {
  const maxChars = options.maxChars ?? 30_000;
  const exclude = new Set(options.excludeIds ?? []);
  const shown = options.comments.filter((c) => !exclude.has(c.id) && !isOwnComment(c, options.selfLogins));
  const blocks: string[] = [];
  let used = 0;
  let omitted = 0;
  for (let i = shown.length - 1; i >= 0; i--) {
    const c = shown[i];
    const who = await describeAuthor(c.author, options.lookup);
    const block = renderQuotedComment(
      { ...who, when: c.createdAt, title: `comment ${i + 1} of ${shown.length}` },
      sanitizeText(c.body, { maxChars: options.maxCommentChars ?? 4_000 }),
    );
    if (used + block.length > maxChars) {
      omitted = i + 1;
      break;
    }
    blocks.unshift(block);
    used += block.length + 2;
  }
  if (omitted) blocks.unshift(`(${omitted} earlier comment${omitted === 1 ? "" : "s"} omitted for length)`);
  return blocks.join("\n\n");
}
