import { slideTypeOf, type Slide } from '@mingle/shared';
import { timeLimitMs } from './steps';

/** R6.2: one-way latency counts for at most this much. */
export const LATENCY_CAP_MS = 500;
/** R6.3 */
export const STREAK_STEP = 100;
export const STREAK_MAX_BONUS = 500;

/**
 * The streak bonus inside a correct answer's points (R6.3): a phone shows it apart, so "+1047"
 * reads as points for the answer plus a bonus. `streak` counts this answer.
 */
export function streakBonusOf(correct: boolean, points: number, streak: number): number {
  return correct && points > 0 ? Math.min(STREAK_STEP * (streak - 1), STREAK_MAX_BONUS) : 0;
}

export interface AnswerTiming {
  /** When the server sent the answering step to this participant. */
  sentAt: number;
  /** When the answer arrived. */
  receivedAt: number;
  /** This participant's measured one-way latency. */
  latencyMs: number;
  /** Time the question spent paused since it was sent: not answer time (R5.4). */
  pausedMs?: number;
}

/**
 * R6.2: server-measured answer time, corrected for latency (capped), within [0, T], in whole
 * milliseconds: it is stored as such, and points and standings must come from what is stored.
 */
export function answerTimeMs(timing: AnswerTiming, limitMs: number): number {
  const latency = Math.min(Math.max(timing.latencyMs, 0), LATENCY_CAP_MS);
  const t = timing.receivedAt - timing.sentAt - latency - (timing.pausedMs ?? 0);
  // Half a ping's round trip is often a fraction of a millisecond.
  return Math.round(Math.min(Math.max(t, 0), limitMs));
}

export interface ScoredAnswer {
  correct: boolean;
  points: number;
  answerMs: number;
  /** The participant's streak after this answer. */
  streak: number;
}

/**
 * Scores one answer (R6.1–R6.3). `streakBefore` is the participant's run of correct answers
 * on earlier scored slides. Unscored slides leave the streak as it is. An answer that is not
 * correct keeps the points its type gives it (a close guess of a number, R12.5; 0 for the
 * others) but ends the streak and earns no bonus.
 */
export function scoreAnswer(slide: Slide, answer: unknown, timing: AnswerTiming, streakBefore: number, play?: unknown): ScoredAnswer {
  const type = slideTypeOf(slide.type);
  const limit = timeLimitMs(slide) ?? 0;
  const answerMs = answerTimeMs(timing, limit);
  if (!type?.scored || !type.score) return { correct: false, points: 0, answerMs, streak: streakBefore };
  const { correct, points } = type.score(slide, answer, { answerMs, limitMs: limit }, play);
  if (!correct) return { correct: false, points, answerMs, streak: 0 };
  const streak = streakBefore + 1;
  const bonus = streakBonusOf(true, points, streak);
  return { correct: true, points: points + bonus, answerMs, streak };
}

export interface Standing {
  participantId: string;
  nickname: string;
  score: number;
  /** Sum of answer times of correct answers, ms (R6.4 tie-break). */
  correctTimeMs: number;
  joinedAt: number;
}

const byStanding = (a: Standing, b: Standing) =>
  b.score - a.score || a.correctTimeMs - b.correctTimeMs || a.joinedAt - b.joinedAt || a.participantId.localeCompare(b.participantId);

/** R6.4: ranks with ties broken by total correct answer time, then by joining order. */
export function rank<T extends Standing>(standings: readonly T[]): (T & { rank: number })[] {
  return rankInPlace(standings.map((s) => ({ ...s, rank: 0 })));
}

/**
 * rank() for a list the caller made for it: sorts it and numbers its entries in place,
 * without copying 10,000 objects a second time.
 */
export function rankInPlace<T extends Standing & { rank: number }>(fresh: T[]): T[] {
  fresh.sort(byStanding);
  for (let i = 0; i < fresh.length; i++) fresh[i]!.rank = i + 1;
  return fresh;
}
