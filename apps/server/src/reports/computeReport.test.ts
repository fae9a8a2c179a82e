import { pollSlide, quizSlide, RIGHT_CHOICE, trueFalseSlide } from '@mingle/shared/testing';
import { describe, expect, it } from 'vitest';
import type { events, participants, responses } from '../db/schema';
import { computeReport } from './computeReport';

/* The report's rules on rows made by hand: who counts, rounds, ranks, rates and times. */

type EventRow = typeof events.$inferSelect;
type ParticipantRow = typeof participants.$inferSelect;
type ResponseRow = typeof responses.$inferSelect;

const slides = [quizSlide('q1'), pollSlide('p1'), trueFalseSlide('t1')];

function eventRow(over: Partial<EventRow> = {}): EventRow {
  return {
    id: 'e1',
    deckId: 'd1',
    hostId: 'h1',
    code: 'ABC123',
    title: 'Hand-made',
    slides,
    settings: { askEmail: 'required' },
    status: 'ended',
    slideIndex: 2,
    stepIndex: 0,
    round: 0,
    stepStartedAt: null,
    deadline: null,
    pausedRemainingMs: null,
    pausedAt: null,
    pausedMs: 0,
    closedSlides: ['q1'],
    lobbyLocked: false,
    qnaSlideId: null,
    qnaClosed: [],
    plays: {},
    version: 1,
    recapId: null,
    recapEnabled: true,
    createdAt: new Date('2025-03-01T09:00:00Z'),
    startedAt: new Date('2025-03-01T09:01:00Z'),
    endedAt: new Date('2025-03-01T09:21:30Z'),
    ...over,
  };
}

const person = (id: string, over: Partial<ParticipantRow> = {}): ParticipantRow => ({
  id,
  eventId: 'e1',
  nickname: id.toUpperCase(),
  nicknameKey: id,
  email: `${id}@example.com`,
  score: 0,
  streak: 0,
  correctTimeMs: 0,
  removedAt: null,
  joinedAt: 1000,
  connections: 0,
  team: null,
  ...over,
});

let seq = 0;
const answer = (participantId: string, slideId: string, over: Partial<ResponseRow> = {}): ResponseRow => ({
  id: `r${++seq}`,
  eventId: 'e1',
  slideId,
  round: 0,
  participantId,
  answer: RIGHT_CHOICE,
  correct: false,
  points: 0,
  answerMs: 0,
  streakBefore: 0,
  receivedAt: 1_000_000 + seq,
  seq,
  ...over,
});

const people = [
  person('a', { score: 900, correctTimeMs: 5000, joinedAt: 1 }),
  person('b', { score: 900, correctTimeMs: 3000, joinedAt: 2, email: null }),
  person('c', { score: 1000, correctTimeMs: 1000, removedAt: new Date() }),
];
const rows = [
  answer('a', 'q1', { correct: true, points: 900, answerMs: 5000 }),
  answer('b', 'q1', { correct: true, points: 900, answerMs: 3000 }),
  answer('c', 'q1', { correct: true, points: 1000, answerMs: 1000 }),
  answer('a', 'p1', { answer: { choices: [0] } }),
  answer('b', 'p1', { round: 1, answer: { choices: [1] } }),
];

describe('computeReport', () => {
  const report = computeReport({ event: eventRow(), participants: people, responses: rows, upvotes: new Map() });

  it('leaves a removed participant out of every count, and ranks ties by correct answer time', () => {
    expect(report.participants.map((p) => [p.rank, p.nickname, p.score])).toEqual([
      [1, 'B', 900],
      [2, 'A', 900],
    ]);
    expect(report.slides.find((s) => s.slideId === 'q1')).toMatchObject({ answered: 2, correctCount: 2, correctRate: 1 });
    expect(report.summary).toMatchObject({ participantCount: 2, answerCount: 4, averageScore: 900, durationMs: 1_230_000 });
  });

  it('reports each round of a slide apart, and counts only rounds that were played', () => {
    expect(report.slides.map((s) => [s.slideId, s.round, s.answered])).toEqual([
      ['q1', 0, 2],
      ['p1', 0, 1],
      ['p1', 1, 1],
      ['t1', 0, 0],
    ]);
    // q1, p1 and its second round were played (answers); t1 never opened: 4 answers of 3 × 2.
    expect(report.summary.answerRate).toBe(4 / 6);
    // Closed with nobody answering, it counts as played and unanswered.
    const closed = computeReport({
      event: eventRow({ closedSlides: ['q1', 't1'] }),
      participants: people,
      responses: rows,
      upvotes: new Map(),
    });
    expect(closed.summary.answerRate).toBe(4 / 8);
    expect(closed.needsReview.map((s) => s.slideId)).toEqual(['q1']);
  });

  it('averages answer times over timed slides only', () => {
    const a = report.participants.find((p) => p.nickname === 'A')!;
    expect(a.averageAnswerMs).toBe(5000);
    expect(a.answers.map((x) => [x.slideId, x.answerMs, x.text])).toEqual([
      ['q1', 5000, 'right'],
      ['p1', null, 'Tea'],
    ]);
    expect(report.slides.find((s) => s.slideId === 'p1')!.averageAnswerMs).toBeNull();
  });

  it('orders needs-review by correct rate, then the slower average', () => {
    const more = [
      ...rows,
      answer('a', 't1', { answer: { value: false }, answerMs: 4000 }),
      answer('b', 't1', { answer: { value: true }, correct: true, points: 500, answerMs: 8000 }),
    ];
    const r = computeReport({ event: eventRow(), participants: people, responses: more, upvotes: new Map() });
    expect(r.needsReview.map((s) => [s.slideId, s.correctRate])).toEqual([
      ['t1', 0.5],
      ['q1', 1],
    ]);
  });
});
