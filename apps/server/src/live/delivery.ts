/**
 * When each participant was first sent the answering step of a question (R6.2): the start
 * of their answer time. Kept per process — the process holding a phone's socket is the
 * one that sent it the question and, over that socket, receives its answer.
 */
const sentAt = new Map<string, Map<string, number>>();
const KEEP_QUESTIONS = 1000;

const key = (eventId: string, slideId: string, round: number) => `${eventId}:${slideId}:${round}`;

export function noteAnsweringSent(eventId: string, slideId: string, round: number, participantId: string, at: number): void {
  const k = key(eventId, slideId, round);
  let seen = sentAt.get(k);
  if (!seen) {
    // Old questions no longer take answers: forget them first.
    if (sentAt.size >= KEEP_QUESTIONS) sentAt.delete(sentAt.keys().next().value!);
    seen = new Map();
    sentAt.set(k, seen);
  }
  if (!seen.has(participantId)) seen.set(participantId, at);
}

export function answeringSentAt(eventId: string, slideId: string, round: number, participantId: string): number | undefined {
  return sentAt.get(key(eventId, slideId, round))?.get(participantId);
}
