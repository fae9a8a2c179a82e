import type { ErrorInfo } from '../../errors/readGraphQLError';
import type { LiveState } from '../../live/operations';
import type { OutboxState } from '../../live/outbox';
import type { PersonalResult } from '../../slides/types';

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
  /** The answer just sent did not count: why (`info` null: it could not be sent). */
  refused: { info: ErrorInfo | null } | null;
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
  // R16.4: a phone sitting out the round (it is about them) does not answer it.
  const open = state.step === 'answering' && !state.paused && (msLeft == null || msLeft > 0) && !me?.sitsOut;
  let personalResult: PersonalResult | undefined;
  const rank = me?.rank ?? undefined;
  if (me?.lastAnswer) {
    const { correct, points, streakBonus } = me.lastAnswer;
    personalResult = { correct, points, streakBonus, streak: me.streak, rank };
  } else if (rank !== undefined && (state.step === 'reveal' || (state.status === 'LIVE' && state.leaderboard != null)))
    // Nothing scored for this phone (no answer): the rank still says where it stands.
    personalResult = { correct: false, points: 0, rank, unanswered: true };
  return {
    answer,
    sending,
    refused: refused ? { info: refused.info } : null,
    canAnswer: open && answer === undefined && !sending,
    personalResult,
  };
}

/**
 * The score the phone's header shows: mine, or none in an unscored event (no slide can give
 * points: polls, clouds, walls), where "0 pts" would only puzzle; none before the first state.
 */
export function headerScore(state: Pick<LiveState, 'scored' | 'me'> | null | undefined): number | null {
  if (!state?.scored) return null;
  return state.me?.score ?? null;
}
