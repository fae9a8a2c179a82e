import { twoTruthsSlideSchema, whoSaidSlideSchema } from '@mingle/shared';
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
  const report = computeReport({ event: eventRow(), participants: people, responses: rows, upvotes: new Map(), qna: new Map() });

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
      qna: new Map(),
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
    const r = computeReport({ event: eventRow(), participants: people, responses: more, upvotes: new Map(), qna: new Map() });
    expect(r.needsReview.map((s) => [s.slideId, s.correctRate])).toEqual([
      ['t1', 0.5],
      ['q1', 1],
    ]);
  });
});

describe('computeReport: teams, Q&A and the score distribution (ADR 46)', () => {
  const qnaSlide = { id: 'a1', type: 'qna', title: 'Ask us' } as unknown as (typeof slides)[number];
  const question = (
    id: string,
    votes: number,
    askedAt: number,
    over: Partial<{ answered: boolean; hidden: boolean; author: string | null }> = {},
  ) => ({
    id,
    text: `Question ${id}`,
    votes,
    askedAt,
    answered: false,
    hidden: false,
    featured: false,
    author: null,
    ...over,
  });

  it('ranks teams by their active members’ average, as the live podium does', () => {
    const r = computeReport({
      event: eventRow({
        settings: {
          teamMode: 'auto',
          teams: [
            { name: 'Reds', colour: 'red' },
            { name: 'Blues', colour: 'blue' },
            { name: 'Empty', colour: 'teal' },
          ],
        },
      }),
      participants: [
        person('a', { team: 0, score: 900 }),
        person('b', { team: 0, score: 100 }),
        person('c', { team: 1, score: 600 }),
        // Removed: leaves the Blues' average, as on the big screen.
        person('d', { team: 1, score: 0, removedAt: new Date() }),
      ],
      responses: [],
      upvotes: new Map(),
      qna: new Map(),
    });
    expect(r.teams!.map((t) => [t.rank, t.name, t.members, t.score])).toEqual([
      [1, 'Blues', 1, 600],
      [2, 'Reds', 2, 500],
      [3, 'Empty', 0, 0],
    ]);
  });

  it('has no team standings without team mode', () => {
    expect(
      computeReport({ event: eventRow(), participants: people, responses: rows, upvotes: new Map(), qna: new Map() }).teams,
    ).toBeNull();
  });

  it('lists Q&A questions by slide, most votes first, hidden ones marked and anonymous ones without an author', () => {
    const r = computeReport({
      event: eventRow({ slides: [...slides, qnaSlide] }),
      participants: people,
      responses: rows,
      upvotes: new Map(),
      qna: new Map([
        ['a1', [question('5', 0, 30), question('3', 2, 10, { author: 'Ada' }), question('4', 2, 20, { hidden: true, answered: true })]],
      ]),
    });
    expect(r.qna.map((q) => [q.slideId, q.slideIndex, q.slideTitle, q.id, q.votes, q.hidden, q.answered, q.author])).toEqual([
      ['a1', 3, 'Ask us', '3', 2, false, false, 'Ada'],
      ['a1', 3, 'Ask us', '4', 2, true, true, null],
      ['a1', 3, 'Ask us', '5', 0, false, false, null],
    ]);
  });

  it('distributes the active participants’ scores, the removed one left out', () => {
    const report = () => computeReport({ event: eventRow(), participants: people, responses: rows, upvotes: new Map(), qna: new Map() });
    // a and b scored 900; c (1000) was removed.
    expect(report().scoreDistribution.reduce((n, b) => n + b.count, 0)).toBe(2);
    expect(report().scoreDistribution.find((b) => b.from <= 900 && 900 <= b.to)!.count).toBe(2);
  });
});

describe('computeReport: slides played about someone', () => {
  const twotruths = twoTruthsSlideSchema.parse({
    type: 'twotruths',
    id: 'tt',
    subject: 'A colleague',
    subjectIsParticipant: true,
    statements: ['I have met the Queen', 'I can juggle', 'I was born at sea'],
    lieIndex: 2,
  }) as (typeof slides)[number];

  it('heads a two-truths slide with what it is and whom it was about, by the event’s nickname', () => {
    const r = computeReport({
      event: eventRow({ slides: [twotruths], plays: { 'tt#0': { participantId: 'a', nickname: 'Hanna' } }, closedSlides: ['tt'] }),
      participants: [person('a', { nickname: 'Erased participant 1' }), person('b')],
      responses: [answer('b', 'tt', { answer: { choices: [2] }, correct: true })],
      upvotes: new Map(),
      qna: new Map(),
    });
    expect(r.slides.map((s) => s.headline)).toEqual(['Two truths and a lie about Erased participant 1']);
  });

  it('rates answers over those who could answer: whoever sat the round out is left out, as on the big screen (R16.4)', () => {
    const source = { id: 'o1', type: 'opentext', question: 'A secret talent?' } as unknown as (typeof slides)[number];
    const whosaid = whoSaidSlideSchema.parse({ type: 'whosaid', id: 'ws', sourceSlideId: 'o1', rounds: 2 }) as (typeof slides)[number];
    const quoteBy = (author: string) => ({
      quote: `${author}'s quote`,
      author: { participantId: author, nickname: author.toUpperCase() },
      candidates: ['a', 'b', 'c', 'd'].map((id) => ({ participantId: id, nickname: id.toUpperCase() })),
    });
    const r = computeReport({
      event: eventRow({
        slides: [source, whosaid, twotruths],
        // Round 2's author (d) was removed afterwards: they leave the count once, not twice.
        plays: { 'ws#0': quoteBy('a'), 'ws#1': quoteBy('d'), 'tt#0': { participantId: 'c', nickname: 'C' } },
        closedSlides: ['ws', 'ws#1', 'tt'],
      }),
      participants: [person('a'), person('b'), person('c'), person('d', { removedAt: new Date() })],
      responses: [
        answer('b', 'ws', { answer: { participantId: 'a' }, correct: true }),
        answer('c', 'ws', { answer: { participantId: 'a' }, correct: true }),
        answer('a', 'ws', { round: 1, answer: { participantId: 'd' }, correct: true }),
        answer('a', 'tt', { answer: { choices: [2] }, correct: true }),
      ],
      upvotes: new Map(),
      qna: new Map(),
    });
    expect(r.slides.filter((s) => s.answerable).map((s) => [s.slideId, s.round, s.answered, s.answerRate])).toEqual([
      ['o1', 0, 0, 0],
      // a wrote the quote: both who could answer did.
      ['ws', 0, 2, 1],
      ['ws', 1, 1, 1 / 3],
      // c was the subject: one of the two who could answer did.
      ['tt', 0, 1, 1 / 2],
    ]);
    // Played rounds: ws (2 could), ws#1 (3), tt (2); o1 never opened.
    expect(r.summary.answerRate).toBe(4 / 7);
  });
});
