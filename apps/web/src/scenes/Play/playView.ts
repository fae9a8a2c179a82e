import type { PersonalResult } from '../../slides/types';
import type { OutboxState } from '../../live/outbox';
import type { LiveState } from '../../live/operations';

/**
 * What the phone shows for the current slide, from the server's state and the answer
 * outbox. Kept pure so the rules are testable: "Answer sent" comes only from a receipt (or
 * from the server remembering the answer after a reconnect), never from the tap itself.
 */
export interface PhoneSlideView {
  /** The answer the server has: given, the slide's view shows it as sent. */
  answer: unknown;
  /** An answer on its way (no receipt yet). */
  sending: boolean;
  /** Why the answer just sent did not count. */
  refusedMessage: string | null;
  canAnswer: boolean;
  personalResult: PersonalResult | undefined;
}

export function phoneSlideView(state: LiveState, outbox: OutboxState, msLeft: number | null): PhoneSlideView {
  const slideId = state.slide?.id;
  const mine = <T extends { slideId: string; round: number }>(x: T | null) =>
    x && x.slideId === slideId && x.round === state.round ? x : null;
  const me = state.me;
  const confirmed = mine(outbox.confirmed);
  const answer = me?.answered && me.answer != null ? me.answer : (confirmed?.answer ?? undefined);
  const sending = !!mine(outbox.pending);
  const refused = mine(outbox.refused);
  const open = state.step === 'answering' && !state.paused && (msLeft == null || msLeft > 0);
  let personalResult: PersonalResult | undefined;
  if (me?.lastAnswer) personalResult = { correct: me.lastAnswer.correct, points: me.lastAnswer.points, rank: me.rank ?? undefined };
  else if (me?.rank != null && (state.step === 'leaderboard' || state.slide?.type === 'leaderboard'))
    personalResult = { correct: false, points: 0, rank: me.rank };
  return { answer, sending, refusedMessage: refused?.message ?? null, canAnswer: open && answer === undefined && !sending, personalResult };
}
