import { readGraphQLError } from '../errors/readGraphQLError';
import type { AskRefusal } from '../slides/types';
import type { AskQuestionMutation } from './live.generated';
import { SocketClosedError, type OperationResult } from './socketTypes';

/** A question as the phone asked it (SPEC R15.2). */
export interface UnsentQuestion {
  eventId: string;
  slideId: string;
  text: string;
  showName: boolean;
}

/** What became of a question: stored, with its id, or refused (`info` null: it could not be sent at all). */
export type AskOutcome = { questionId: string } | { refusal: AskRefusal };

type Send = (question: UnsentQuestion) => Promise<OperationResult<AskQuestionMutation>>;

/**
 * The questions a phone asked that the server has not acknowledged yet. A question asked
 * while the socket is down, or dropped before its receipt, waits here and goes out, in the
 * order asked, as soon as the socket is back, as answers do (outbox.ts): the offline banner
 * promises it. Sending one again is safe: the server takes the same text from the same
 * participant in a Q&A as the same question, with the same receipt (R15.2).
 */
export class QuestionOutbox {
  private readonly queue: { question: UnsentQuestion; settle(outcome: AskOutcome): void }[] = [];
  private sending = false;

  constructor(
    private readonly send: Send,
    /** How many questions wait for their receipt, after every change. */
    private readonly onCount: (count: number) => void,
  ) {}

  /** Resolves once the server stored the question or refused it: later, when the phone is offline. */
  ask(question: UnsentQuestion): Promise<AskOutcome> {
    return new Promise((settle) => {
      this.queue.push({ question, settle });
      this.onCount(this.queue.length);
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
        this.onCount(this.queue.length);
        head.settle(outcome);
      }
    } finally {
      this.sending = false;
    }
  }
}
