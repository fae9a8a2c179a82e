/**
 * When each participant was first sent the answering step of a question (R6.2): the start
 * of their answer time. Kept per process — the process holding a phone's socket is the
 * one that sent it the question and, over that socket, receives its answer.
 */
const sentAt = new Map<string, Map<string, number>>();
/**
 * Times kept in all. Only a question in its answering step needs its times; the oldest
 * questions go first. (A count of questions would not bound memory: one question of a
 * 10,000-phone event holds 10,000 times.) An answer whose time was forgotten is timed from
 * the step's start instead.
 */
export const KEEP_TIMES = 200_000;
let kept = 0;

const key = (eventId: string, slideId: string, round: number) => `${eventId}:${slideId}:${round}`;

export function noteAnsweringSent(eventId: string, slideId: string, round: number, participantId: string, at: number): void {
  const k = key(eventId, slideId, round);
  let seen = sentAt.get(k);
  if (!seen) {
    seen = new Map();
    sentAt.set(k, seen);
  }
  if (seen.has(participantId)) return;
  seen.set(participantId, at);
  kept++;
  // Old questions no longer take answers: forget them first, never the one being noted.
  while (kept > KEEP_TIMES && sentAt.size > 1) {
    const [oldest, times] = sentAt.entries().next().value!;
    sentAt.delete(oldest);
    kept -= times.size;
  }
}

export function answeringSentAt(eventId: string, slideId: string, round: number, participantId: string): number | undefined {
  return sentAt.get(key(eventId, slideId, round))?.get(participantId);
}
