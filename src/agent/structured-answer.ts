// What a run with an output schema owes: one valid structured_output answer. Invalid answers and turns that end
// without one share a small number of attempts; when they are used up the run fails with a message saying so,
// rather than looping or ending quietly without the output a later workflow step depends on.
import type { OutputSchema } from "./output-schema.js";

const MAX_ATTEMPTS = 3;

export type OutputVerdict = { accepted: true } | { accepted: false; errors: string[]; attemptsLeft: number };

export class StructuredAnswer {
  /** The valid answer, once there is one. */
  value?: unknown;
  private attemptsLeft = MAX_ATTEMPTS;
  private acceptedThisTurn = false;

  constructor(private readonly schema?: OutputSchema) {}

  /** True while the run still owes its answer. */
  get wanted(): boolean {
    return this.schema !== undefined && this.value === undefined;
  }

  /** True once the attempts are used up without a valid answer. */
  get failed(): boolean {
    return this.wanted && this.attemptsLeft <= 0;
  }

  readonly failure = `The model gave no structured_output answer matching output_schema in ${MAX_ATTEMPTS} attempts.`;

  submit(value: unknown): OutputVerdict {
    if (!this.schema) return { accepted: false, errors: ["this run has no output schema"], attemptsLeft: 0 };
    const errors = this.schema.check(value);
    if (errors.length === 0) {
      this.value = value;
      this.acceptedThisTurn = true;
      return { accepted: true };
    }
    this.attemptsLeft--;
    return { accepted: false, errors: errors.slice(0, 20), attemptsLeft: Math.max(0, this.attemptsLeft) };
  }

  /** Whether an answer was accepted since the last call (one turn's tool calls). */
  takeAccepted(): boolean {
    const accepted = this.acceptedThisTurn;
    this.acceptedThisTurn = false;
    return accepted;
  }

  /** The note that asks for the answer when a turn ended without it; undefined when no attempts are left. */
  nudge(): string | undefined {
    if (this.attemptsLeft <= 0) return undefined;
    this.attemptsLeft--;
    return "This run must end with its answer: call structured_output with JSON matching its input schema.";
  }
}
