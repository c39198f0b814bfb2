// One progress comment per run: created at once, edited as the run goes (throttled so a long run makes few
// writes), and finally replaced by the final comment. GitHub's 65,536-character limit is the renderer's job;
// this module only makes sure a failed edit never stops the run.
import type { Octokit } from "./octokit.js";

export interface ProgressTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

export class ProgressComment {
  private commentId?: number;
  private url?: string;
  private lastWrite = 0;
  private pending?: string;
  private timer?: NodeJS.Timeout;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly octokit: Octokit,
    private readonly target: ProgressTarget,
    private readonly log: (message: string) => void,
    private readonly throttleMs = 10_000,
  ) {}

  get htmlUrl(): string | undefined {
    return this.url;
  }

  get id(): number | undefined {
    return this.commentId;
  }

  /** Posts the first version of the comment. Failure is logged; the run goes on without live progress. */
  async start(body: string): Promise<void> {
    try {
      const { data } = await this.octokit.rest.issues.createComment({
        owner: this.target.owner,
        repo: this.target.repo,
        issue_number: this.target.issueNumber,
        body,
      });
      this.commentId = data.id;
      this.url = data.html_url;
      this.lastWrite = Date.now();
    } catch (err) {
      this.log(`could not create the progress comment: ${describeError(err)}`);
    }
  }

  /** Takes over an earlier comment (sticky_comment) and writes `body` to it at once; when it cannot be edited
   * (deleted meanwhile), posts `body` anew. */
  async adopt(comment: { id: number; htmlUrl?: string }, body: string): Promise<void> {
    this.commentId = comment.id;
    this.url = comment.htmlUrl;
    if (await this.write(body)) return;
    this.commentId = undefined;
    this.url = undefined;
    await this.start(body);
  }

  /** Schedules an edit; at most one write per throttle window, always with the newest body. */
  update(body: string): void {
    this.pending = body;
    if (this.timer) return;
    const wait = Math.max(0, this.lastWrite + this.throttleMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const next = this.pending;
      this.pending = undefined;
      if (next !== undefined) this.enqueue(next);
    }, wait);
    this.timer.unref();
  }

  /** Writes the final body now (creating the comment if the first post failed) and returns its URL. When GitHub
   * refuses the body, `fallback` (a short outcome) replaces it, or is posted anew if the comment cannot be
   * edited at all: the thread must never keep saying "working on it" after the run ended. */
  async finish(body: string, fallback?: string): Promise<string | undefined> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
    await this.chain;
    if (this.commentId === undefined) {
      await this.start(body);
      if (this.commentId === undefined && fallback !== undefined) await this.start(fallback);
      return this.url;
    }
    if (await this.write(body)) return this.url;
    if (fallback === undefined || (await this.write(fallback))) return this.url;
    this.commentId = undefined;
    await this.start(fallback);
    return this.url;
  }

  private enqueue(body: string): void {
    this.chain = this.chain.then(async () => void (await this.write(body)));
  }

  private async write(body: string): Promise<boolean> {
    if (this.commentId === undefined) return false;
    try {
      await this.octokit.rest.issues.updateComment({
        owner: this.target.owner,
        repo: this.target.repo,
        comment_id: this.commentId,
        body,
      });
      this.lastWrite = Date.now();
      return true;
    } catch (err) {
      this.log(`could not update the progress comment: ${describeError(err)}`);
      return false;
    }
  }
}

export function describeError(err: unknown): string {
  if (err && typeof err === "object" && "status" in err && "message" in err) {
    return `HTTP ${String((err as { status: unknown }).status)}: ${String((err as { message: unknown }).message)}`;
  }
  return err instanceof Error ? err.message : String(err);
}
