import { describe, expect, it } from 'vitest';
import type { StepName } from '@mingle/shared';
import { contentSlide, pollSlide, quizSlide, trueFalseSlide } from '@mingle/shared/testing';
import type { EventSnapshot, RankedParticipant } from './snapshot';
import * as S from './state';
import type { SnapshotAnswer } from './snapshot';
import type { EventRow } from './store';
import { liveStateFor, publicSlideContent } from './views';

const quiz = quizSlide('q1', {
  question: '2 + 2?',
  options: [{ text: '4', correct: true }, { text: '5' }],
  explanation: 'Because arithmetic',
  notes: 'Host notes: pause for effect',
});
const trueFalse = trueFalseSlide('t1', { question: 'Sky is blue', explanation: 'Rayleigh', notes: 'tf notes' });
const poll = pollSlide('p1', { question: 'Tea?', notes: 'poll notes' });
const content = contentSlide('c1', { title: 'Hi', notes: 'welcome everyone' });

const SOLUTION_KEYS = ['correct', 'answer', 'explanation', 'accepted', 'lieIndex'];

/** Every key anywhere in a value, nested objects and arrays included. */
function keysOf(value: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        out.add(k);
        walk(inner);
      }
    }
  };
  walk(value);
  return out;
}

describe('publicSlideContent (R6.5)', () => {
  it('R6.5 before the reveal a quiz has no correct flags, explanation nor notes', () => {
    for (const step of ['question', 'answering'] as StepName[]) {
      const pub = publicSlideContent(quiz, step);
      const keys = keysOf(pub);
      for (const k of [...SOLUTION_KEYS, 'notes']) expect(keys.has(k), `${step} ${k}`).toBe(false);
      expect(pub).toMatchObject({ question: '2 + 2?', options: [{ text: '4' }, { text: '5' }] });
    }
  });

  it('R6.5 before the reveal a true/false slide has no answer', () => {
    const pub = publicSlideContent(trueFalse, 'answering');
    expect(pub).not.toHaveProperty('answer');
    expect(pub).not.toHaveProperty('explanation');
    expect(pub).not.toHaveProperty('notes');
    expect(pub).toMatchObject({ question: 'Sky is blue' });
  });

  it('R6.5 with no step (lobby, ended) nothing is given away', () => {
    const keys = keysOf(publicSlideContent(quiz, null));
    for (const k of [...SOLUTION_KEYS, 'notes']) expect(keys.has(k)).toBe(false);
  });

  it('R6.5 at the reveal and after, solutions are shown but host notes never', () => {
    for (const step of ['reveal', 'leaderboard'] as StepName[]) {
      const pub = publicSlideContent(quiz, step);
      expect(pub).toMatchObject({
        explanation: 'Because arithmetic',
        options: [
          { text: '4', correct: true },
          { text: '5', correct: false },
        ],
      });
      expect(pub).not.toHaveProperty('notes');
      const tf = publicSlideContent(trueFalse, step);
      expect(tf).toMatchObject({ answer: true, explanation: 'Rayleigh' });
      expect(tf).not.toHaveProperty('notes');
    }
  });

  it('R6.5 host notes are stripped from slides without a reveal too', () => {
    expect(publicSlideContent(poll, 'answering')).not.toHaveProperty('notes');
    expect(publicSlideContent(poll, 'results')).not.toHaveProperty('notes');
    expect(publicSlideContent(content, 'show')).not.toHaveProperty('notes');
    expect(publicSlideContent(content, 'show')).toMatchObject({ title: 'Hi' });
  });

  it('R6.5 options keep their order (answers name them by index)', () => {
    const pub = publicSlideContent(quiz, 'answering') as { options: { text: string }[] };
    expect(pub.options.map((o) => o.text)).toEqual(['4', '5']);
  });

  it('R6.5 the slide given is not changed', () => {
    const before = structuredClone(quiz);
    publicSlideContent(quiz, 'answering');
    expect(quiz).toEqual(before);
  });
});

describe('liveStateFor (R6.5, R7.1)', () => {
  const T0 = Date.UTC(2026, 0, 1);
  const slides = [quiz];
  const me: RankedParticipant = {
    participantId: 'p-1',
    nickname: 'Sam',
    email: null,
    score: 1000,
    streak: 1,
    correctTimeMs: 0,
    joinedAt: T0,
    connected: true,
    rank: 1,
    team: null,
  };
  const answer = {
    participantId: 'p-1',
    answer: { choices: [0] },
    correct: true,
    points: 1000,
    streakBefore: 2,
  } as unknown as SnapshotAnswer;

  function snapshotAt(step: StepName): EventSnapshot {
    let state = S.initialState();
    while (S.currentStep(state, slides) !== step) state = S.advance(state, slides, T0);
    return {
      row: { id: 'e-1', title: 'Quiz night', code: 'ABCDEF' } as EventRow,
      state,
      slides,
      slide: quiz,
      step,
      play: undefined,
      sitOuts: new Map(),
      teams: null,
      ranking: [me],
      byId: new Map([[me.participantId, me]]),
      removed: new Set<string>(),
      answers: new Map([[me.participantId, answer]]),
      results: { kind: 'choices', total: 1, counts: [1, 0], correct: [0] },
      upvotes: null,
      loadedAt: T0,
      answerRows: [answer],
      people: [],
      peopleLoadedAt: 0,
      basis: `${quiz.id}|0`,
      ahead: {},
    };
  }

  it('R6.5 me.lastAnswer (correct, points, the streak bonus apart) is given only from the reveal', () => {
    const answering = liveStateFor(snapshotAt('answering'), 'p-1', T0);
    expect(answering.me).toMatchObject({ answered: true, answer: { choices: [0] }, lastAnswer: null });
    expect(liveStateFor(snapshotAt('reveal'), 'p-1', T0).me?.lastAnswer).toEqual({ correct: true, points: 1000, streakBonus: 200 });
    expect(liveStateFor(snapshotAt('leaderboard'), 'p-1', T0).me?.lastAnswer).toEqual({ correct: true, points: 1000, streakBonus: 200 });
  });

  it('says whether the event can give points at all: phones show no score when it cannot', () => {
    expect(liveStateFor(snapshotAt('answering'), 'p-1', T0).scored).toBe(true);
    const unscored = { ...snapshotAt('answering'), slides: [poll, content, quizSlide('q0', { points: 'none' })] };
    expect(liveStateFor(unscored, 'p-1', T0).scored).toBe(false);
  });

  it('R6.5 while answering, the state sent has no solution: no correct flags in the slide, no results', () => {
    const state = liveStateFor(snapshotAt('answering'), null, T0);
    expect(state.results).toBeNull();
    const keys = keysOf(state.slide);
    for (const k of [...SOLUTION_KEYS, 'notes']) expect(keys.has(k)).toBe(false);
  });

  it('R7.1 the big screen gets no `me`; deadline and server time are epoch ms', () => {
    const snap = snapshotAt('answering');
    const state = liveStateFor(snap, null, T0 + 1234);
    expect(state.me).toBeNull();
    expect(state).toMatchObject({
      status: 'LIVE',
      step: 'answering',
      deadline: T0 + 20_000,
      serverTime: T0 + 1234,
      answeredCount: 1,
      participantCount: 1,
    });
  });
});
