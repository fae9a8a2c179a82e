import { readGraphQLError } from '../errors/readGraphQLError';
import type { AskRefusal } from '../slides/types';
import type { AskQuestionMutation } from './live.generated';
import type { PendingQuestion } from './participantStore';
import { SocketClosedError, type OperationResult } from './socketTypes';

/** A question as the phone asked it (SPEC R15.2); the seat keeps it in this shape. */
export type UnsentQuestion = PendingQuestion;

/** What became of a question: stored, with its id, or refused (`info` null: it could not be sent at all). */
export type AskOutcome = { questionId: string } | { refusal: AskRefusal };

type Send = (question: UnsentQuestion) => Promise<OperationResult<AskQuestionMutation>>;

export interface QuestionOutboxOptions {
  /** Questions a previous page left waiting (the seat's), sent first, in the order asked. */
  restored?: readonly UnsentQuestion[];
  /** What became of a restored question: nobody on this page awaits it, so it would go unsaid. */
  onRestored?(question: UnsentQuestion, outcome: AskOutcome): void;
  /** Keeps the waiting questions with the seat after every change, so a reload loses none. */
  persist?(questions: UnsentQuestion[]): void;
}

/**
 * The questions a phone asked that the server has not acknowledged yet. A question asked
 * while the socket is down, or dropped before its receipt, waits here and goes out, in the
 * order asked, as soon as the socket is back, as answers do (outbox.ts): the offline banner
 * promises it. What waits is persisted too, so a reload or a killed tab loses no question.
 * Sending one again is safe: the server takes the same text from the same participant in a
 * Q&A as the same question, with the same receipt (R15.2).
 */
export class QuestionOutbox {
  private readonly queue: { question: UnsentQuestion; settle(outcome: AskOutcome): void }[];
  private readonly persist: (questions: UnsentQuestion[]) => void;
  private sending = false;

  constructor(
    private readonly send: Send,
    /** How many questions wait for their receipt, after every change. */
    private readonly onCount: (count: number) => void,
    { restored = [], onRestored, persist }: QuestionOutboxOptions = {},
  ) {
    this.queue = restored.map((question) => ({ question, settle: (outcome) => onRestored?.(question, outcome) }));
    this.persist = persist ?? (() => undefined);
  }

  /** How many questions wait for their receipt. */
  get count(): number {
    return this.queue.length;
  }

  /** Resolves once the server stored the question or refused it: later, when the phone is offline. */
  ask(question: UnsentQuestion): Promise<AskOutcome> {
    return new Promise((settle) => {
      this.queue.push({ question, settle });
      this.changed();
      void this.flush();
    });
  }

  /** Sends what waits, one at a time; call again when the socket is back. */
  async flush(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      for (let head = this.queue[0]; head; head = this.queue[0]) {
        let outcome: AskOutcome;
        try {
          const result = await this.send(head.question);
          const receipt = result.data?.askQuestion;
          const error = result.errors?.[0];
          outcome = receipt ? { questionId: receipt.questionId } : { refusal: { info: error ? readGraphQLError(error) : null } };
        } catch (err) {
          // No connection, or it dropped before the receipt: the question waits for the next one.
          if (err instanceof SocketClosedError) return;
          // Anything else is a bug in this request, and sending it again would fail the same way.
          outcome = { refusal: { info: null } };
        }
        this.queue.shift();
        this.changed();
        head.settle(outcome);
      }
    } finally {
      this.sending = false;
    }
  }

  private changed(): void {
    this.onCount(this.queue.length);
    this.persist(this.queue.map((w) => w.question));
  }
}
