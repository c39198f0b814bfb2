// One run's verification, from the loop's end to the final comment: the Verifier behind the loop's `beforeEnd`,
// the final outcome before landing, what landing does with it, and the check run on the pushed commit. Kept
// apart so the run (execute.ts) only calls it at those four points.
import path from "node:path";
import type { EventSink } from "../transcript-events.js";
import type { Policy } from "../policy/schema.js";
import type { Sandbox } from "../sandbox/types.js";
import { publishCheckRun, type CheckRunApi } from "./check-run.js";
import { workspaceChanged } from "./changes.js";
import { renderChecksBlock } from "./render.js";
import { Verifier, type VerifyReport } from "./run.js";

export interface VerifySessionOptions {
  policy: Policy;
  sandbox: Sandbox;
  workspace: string;
  runDir: string;
  startSha: string | undefined;
  redact: (text: string) => string;
  trigger: string;
  log?: (message: string) => void;
  /** Where each command run goes as a transcript event, and the turn it belongs to. */
  emit?: EventSink;
  turn?: () => number;
}

/** What landing does with a failed check (policy `verify.on_failure`). */
export interface LandingVerdict {
  /** The block for the pull request body. */
  block: string;
  ok: boolean;
  onFailure: Policy["verify"]["on_failure"];
}

export class VerifySession {
  private readonly verifier: Verifier;
  private report?: VerifyReport;
  private checkRunNote?: string;

  /** Undefined when the policy asks for no checks. Plan and other read-only runs do not create one. */
  static create(o: VerifySessionOptions): VerifySession | undefined {
    return o.policy.verify.run.length > 0 ? new VerifySession(o) : undefined;
  }

  private constructor(private readonly o: VerifySessionOptions) {
    this.verifier = new Verifier({
      settings: o.policy.verify,
      sandbox: o.sandbox,
      workspace: o.workspace,
      spillDir: path.join(o.runDir, "verify"),
      redact: o.redact,
      hasChanges: () => workspaceChanged(o.workspace, o.startSha),
      emit: o.emit,
      turn: o.turn,
    });
  }

  /** For the loop's `beforeEnd`. */
  beforeEnd(signal: AbortSignal): Promise<string | undefined> {
    return this.verifier.beforeEnd(signal);
  }

  /** The outcome of what will land (undefined: nothing to land). Runs the checks again if the agent changed
   * anything after their last run (a budget stopped it mid-fix). */
  async conclude(): Promise<LandingVerdict | undefined> {
    this.report = await this.verifier.final(new AbortController().signal);
    if (!this.report) return undefined;
    this.o.log?.(`verify: ${this.report.ok ? "all checks passed" : "checks failed"}`);
    return { block: this.block(), ok: this.report.ok, onFailure: this.o.policy.verify.on_failure };
  }

  /** The check run on the pushed commit; a missing `checks: write` becomes one line of the comment. */
  async publish(
    octokit: CheckRunApi,
    target: { owner: string; repo: string; headSha: string; detailsUrl?: string },
  ): Promise<void> {
    if (!this.report) return;
    this.checkRunNote = await publishCheckRun(octokit, target, this.report, {
      redact: this.o.redact,
      trigger: this.o.trigger,
    });
    if (this.checkRunNote) this.o.log?.(this.checkRunNote);
  }

  /** `verified` output: undefined when nothing was checked. */
  get verified(): boolean | undefined {
    return this.report?.ok;
  }

  /** The block for the final comment, with the check-run note when there is one. */
  commentBlock(): string | undefined {
    return this.report ? this.block(this.checkRunNote) : undefined;
  }

  private block(checkRunNote?: string): string {
    return renderChecksBlock(this.report!, { redact: this.o.redact, trigger: this.o.trigger, checkRunNote });
  }
}
