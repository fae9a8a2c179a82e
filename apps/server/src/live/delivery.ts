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

/** Where the send times of one question's answering step are noted, one phone after another. */
export interface AnsweringTimes {
  /** Notes the first time `participantId` was sent the step; later sends keep the first. */
  note(participantId: string, at: number): void;
}

/**
 * The times of one question's answering step. A fan-out takes this once per state and notes
 * each phone in it, instead of looking the question up for each of 10,000 phones.
 */
export function answeringTimes(eventId: string, slideId: string, round: number): AnsweringTimes {
  const k = key(eventId, slideId, round);
  const known = sentAt.get(k);
  const times = known ?? new Map<string, number>();
  if (!known) sentAt.set(k, times);
  return {
    note(participantId, at) {
      if (times.has(participantId)) return;
      times.set(participantId, at);
      kept++;
      // Old questions no longer take answers: forget them first, never the one being noted.
      while (kept > KEEP_TIMES && sentAt.size > 1) {
        const [oldest, old] = sentAt.entries().next().value!;
        if (old === times) break;
        sentAt.delete(oldest);
        kept -= old.size;
      }
    },
  };
}

export function noteAnsweringSent(eventId: string, slideId: string, round: number, participantId: string, at: number): void {
  answeringTimes(eventId, slideId, round).note(participantId, at);
}

export function answeringSentAt(eventId: string, slideId: string, round: number, participantId: string): number | undefined {
  return sentAt.get(key(eventId, slideId, round))?.get(participantId);
}
