import { slideTypeOf, type Slide, type SlideResults, type StepName } from '@mingle/shared';
import type { Db } from '../db/client';
import { rank } from './scoring';
import { solutionsVisible } from './steps';
import { currentStep, type EventState } from './state';
import { activeParticipants, findEvent, removedParticipantIds, responsesFor, slidesOf, stateOf, type EventRow, type ResponseRow } from './store';

export interface RankedParticipant {
  participantId: string;
  nickname: string;
  email: string | null;
  score: number;
  streak: number;
  correctTimeMs: number;
  joinedAt: number;
  connected: boolean;
  rank: number;
}

/** Everything subscribers of one event are shown, loaded once per change for all of them. */
export interface EventSnapshot {
  row: EventRow;
  state: EventState;
  slides: Slide[];
  slide: Slide | null;
  step: StepName | null;
  /** In rank order (R6.4). */
  ranking: RankedParticipant[];
  byId: Map<string, RankedParticipant>;
  /** Participants the host removed (R3.8). */
  removed: Set<string>;
  /** Answers to the current slide and round, by participant. */
  answers: Map<string, ResponseRow>;
  results: SlideResults | null;
  loadedAt: number;
}

/** Reads an event's state, participants and current answers in three queries. */
export async function loadSnapshot(db: Db, eventId: string, now: number): Promise<EventSnapshot | null> {
  const row = await findEvent(db, eventId);
  if (!row) return null;
  const state = stateOf(row);
  const slides = slidesOf(row);
  const slide = slides[state.slideIndex] ?? null;
  const step = currentStep(state, slides);
  const [people, removedRows, answerRows] = await Promise.all([
    activeParticipants(db, eventId),
    removedParticipantIds(db, eventId),
    slide ? responsesFor(db, eventId, slide.id, state.round) : Promise.resolve([] as ResponseRow[]),
  ]);
  // Points of answers to a question not yet revealed are held back: a score that jumps
  // right after answering would tell the phone it was right (R6.5).
  const hidden = slide && step && !solutionsVisible(slide, step) ? new Map(answerRows.map((a) => [a.participantId, a])) : new Map<string, ResponseRow>();
  const ranking = rank(
    people.map((p) => ({
      participantId: p.id,
      nickname: p.nickname,
      email: p.email,
      score: p.score - (hidden.get(p.id)?.points ?? 0),
      streak: hidden.get(p.id)?.streakBefore ?? p.streak,
      correctTimeMs: p.correctTimeMs - (hidden.get(p.id)?.correct ? hidden.get(p.id)!.answerMs : 0),
      joinedAt: p.joinedAt,
      connected: p.connections > 0,
    })),
  );
  const byId = new Map(ranking.map((r) => [r.participantId, r]));
  // Answers of removed participants no longer count (R3.8).
  const answers = new Map(answerRows.filter((a) => byId.has(a.participantId)).map((a) => [a.participantId, a]));
  const type = slide ? slideTypeOf(slide.type) : undefined;
  const results = slide && type?.aggregate ? type.aggregate(slide, [...answers.values()].map((a) => a.answer)) : null;
  return { row, state, slides, slide, step, ranking, byId, removed: new Set(removedRows), answers, results, loadedAt: now };
}
