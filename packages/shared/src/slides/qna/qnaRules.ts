/*
 * Audience Q&A rules both sides and the phone need (SPEC R15). No zod here: the phone app
 * imports this file from @mingle/shared, and a module that builds schemas would be bundled.
 */

/** The numbers of SPEC R15.2–R15.7. */
export const QNA_LIMITS = {
  /** Characters of one question, after trimming (R15.2). */
  textMax: 280,
  /** Questions of one participant waiting in one Q&A: neither answered nor hidden (R15.3). */
  waitingPerParticipant: 3,
  /** Questions one participant may ask in one Q&A, hidden and answered ones included (R15.3). */
  perParticipant: 10,
  /** Questions one Q&A holds (R15.3). */
  perQna: 1000,
  /** Questions phones and big screens are sent on the Q&A slide: the top of the list (R15.7). */
  shown: 30,
} as const;

/** One audience question as phones and big screens see it (R15.7). */
export interface QnaQuestionView {
  /** Names the question, never its author. */
  id: string;
  text: string;
  votes: number;
  answered: boolean;
  /** The author's nickname, only when they chose to show it; otherwise null. */
  author: string | null;
  /** Epoch ms the question was asked. */
  askedAt: number;
}

/**
 * The audience's order (R15.7): questions not answered yet first, most upvoted first, then
 * newest first; answered ones after them, in the same order. Returns a new array.
 */
export function qnaByVotes<Q extends Pick<QnaQuestionView, 'votes' | 'answered' | 'askedAt' | 'id'>>(questions: readonly Q[]): Q[] {
  return [...questions].sort(
    (a, b) => Number(a.answered) - Number(b.answered) || b.votes - a.votes || b.askedAt - a.askedAt || Number(b.id) - Number(a.id) || 0,
  );
}

/** Newest first, whatever the votes (the host's "by time" sort). */
export function qnaByTime<Q extends Pick<QnaQuestionView, 'askedAt' | 'id'>>(questions: readonly Q[]): Q[] {
  return [...questions].sort((a, b) => b.askedAt - a.askedAt || Number(b.id) - Number(a.id) || 0);
}

/** Why a question's text cannot be asked, as a key of the limits, or null (R15.2; the server also checks storable characters). */
export function qnaTextProblem(text: string): 'empty' | 'tooLong' | null {
  const t = text.trim();
  if (!t) return 'empty';
  if (t.length > QNA_LIMITS.textMax) return 'tooLong';
  return null;
}
