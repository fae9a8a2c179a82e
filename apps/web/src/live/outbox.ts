import { readGraphQLError, type ErrorInfo } from '../errors/readGraphQLError';
import type { PendingAnswer } from './participantStore';
import { SocketClosedError, type OperationResult } from './socketTypes';
import type { AnswerReceipt } from './operations';

export interface OutboxState {
  /** Sent or waiting to be sent; no receipt yet. */
  pending: PendingAnswer | null;
  /** Acknowledged by the server: stored for good. */
  confirmed: PendingAnswer | null;
  /** The server refused the answer (time is up, already answered…). */
  /** Why the server refused it; `info` null: it could not be sent at all. Screens pick the words. */
  refused: { slideId: string; round: number; info: ErrorInfo | null } | null;
}

type Send = (answer: PendingAnswer) => Promise<OperationResult<{ submitAnswer: AnswerReceipt }>>;

/**
 * The one answer a phone owes the server. "Answer sent" is only true once the server has
 * stored it, so an answer stays pending until its receipt; when the socket drops first it
 * is sent again, the same answer, as soon as the socket is back (the server takes a resent
 * answer once and returns the same receipt). A pending answer is persisted too, so a reload
 * in the middle does not lose it.
 */
export class AnswerOutbox {
  private current: OutboxState;
  private sending = false;

  constructor(
    private readonly send: Send,
    private readonly persist: (pending: PendingAnswer | undefined) => void,
    private readonly onChange: (state: OutboxState) => void,
    initialPending: PendingAnswer | null = null,
  ) {
    this.current = { pending: initialPending, confirmed: null, refused: null };
  }

  get state(): OutboxState {
    return this.current;
  }

  submit(answer: PendingAnswer): void {
    // One answer per slide and round: a second tap while the first is on its way is ignored.
    if (this.current.pending || same(this.current.confirmed, answer)) return;
    this.update({ pending: answer, refused: null });
    this.persist(answer);
    void this.flush();
  }

  /** Sends the pending answer, if any; call again when the socket is back. */
  async flush(): Promise<void> {
    const answer = this.current.pending;
    if (!answer || this.sending) return;
    this.sending = true;
    try {
      const result = await this.send(answer);
      const error = result.errors?.[0];
      if (error)
        this.update({
          pending: null,
          refused: { slideId: answer.slideId, round: answer.round, info: readGraphQLError(error) },
        });
      else this.update({ pending: null, confirmed: answer });
      this.persist(undefined);
    } catch (err) {
      // Dropped before the receipt: keep it for the next connection. Anything else is a bug
      // in this phone's request, and sending it again would fail the same way.
      if (!(err instanceof SocketClosedError)) {
        this.update({
          pending: null,
          refused: { slideId: answer.slideId, round: answer.round, info: null },
        });
        this.persist(undefined);
      }
    } finally {
      this.sending = false;
    }
  }

  /** The game moved past that slide: an answer still owed for it can no longer count. */
  moveTo(slideId: string | null, round: number): void {
    const pending = this.current.pending;
    if (pending && (pending.slideId !== slideId || pending.round !== round) && !this.sending) {
      this.update({ pending: null });
      this.persist(undefined);
    }
  }

  private update(patch: Partial<OutboxState>): void {
    this.current = { ...this.current, ...patch };
    this.onChange(this.current);
  }
}

function same(a: PendingAnswer | null, b: PendingAnswer): boolean {
  return !!a && a.slideId === b.slideId && a.round === b.round;
}
