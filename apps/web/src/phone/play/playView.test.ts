import type { Slide } from '@mingle/shared';
import { describe, expect, it } from 'vitest';
import type { LiveState } from '../../live/operations';
import { headerScore, phoneSlideView } from './playView';

const base: LiveState = {
  eventId: 'e',
  status: 'LIVE',
  title: 'T',
  code: 'ABCDEF',
  language: null,
  sound: true,
  slideIndex: 0,
  slideCount: 3,
  scored: true,
  step: 'answering',
  round: 0,
  play: null,
  slide: { id: 's1', type: 'quiz', content: {} as Slide },
  deadline: 10_000,
  serverTime: 0,
  paused: false,
  remainingMs: null,
  answeredCount: 0,
  participantCount: 3,
  results: null,
  leaderboard: null,
  teams: null,
  lobbyNames: null,
  qna: null,
  me: {
    participantId: 'p',
    nickname: 'Ada',
    score: 0,
    rank: null,
    streak: 0,
    answered: false,
    answer: null,
    lastAnswer: null,
    sitsOut: null,
    team: null,
  },
};
const empty = { pending: null, confirmed: null, refused: null };
const a = { slideId: 's1', round: 0, answer: { choices: [1] } };

describe('phone slide view', () => {
  it('lets a participant answer an open question once', () => {
    expect(phoneSlideView(base, empty, 5_000)).toMatchObject({ canAnswer: true, sending: false, answer: undefined });
    expect(phoneSlideView(base, empty, 0).canAnswer).toBe(false);
    expect(phoneSlideView({ ...base, paused: true }, empty, 5_000).canAnswer).toBe(false);
    // R16.4: the subject of two truths, the quote's author, sit the round out.
    expect(phoneSlideView({ ...base, me: { ...base.me!, sitsOut: 'AUTHOR' } }, empty, 5_000).canAnswer).toBe(false);
  });

  it('says "sent" only with a receipt, or when the server remembers the answer', () => {
    expect(phoneSlideView(base, { ...empty, pending: a }, 5_000)).toMatchObject({ sending: true, canAnswer: false, answer: undefined });
    expect(phoneSlideView(base, { ...empty, confirmed: a }, 5_000)).toMatchObject({ sending: false, answer: { choices: [1] } });
    const remembered = { ...base, me: { ...base.me!, answered: true, answer: { choices: [3] } } };
    expect(phoneSlideView(remembered, empty, 5_000).answer).toEqual({ choices: [3] });
    // A receipt for another slide says nothing about this one.
    expect(phoneSlideView(base, { ...empty, confirmed: { ...a, slideId: 's0' } }, 5_000).answer).toBeUndefined();
  });

  it('gives the personal result after the reveal, and the rank on leaderboards', () => {
    const revealed = {
      ...base,
      step: 'reveal' as const,
      me: { ...base.me!, rank: 2, streak: 3, lastAnswer: { correct: true, points: 1070, streakBonus: 200 } },
    };
    // The streak bonus comes apart, so "+1070" can be explained.
    expect(phoneSlideView(revealed, empty, null).personalResult).toEqual({
      correct: true,
      points: 1070,
      streakBonus: 200,
      streak: 3,
      rank: 2,
    });
    const board = {
      ...base,
      step: 'show' as const,
      slide: { id: 'l', type: 'leaderboard', content: {} as Slide },
      leaderboard: [{ rank: 1, participantId: 'p1', nickname: 'Ada', score: 900 }],
      me: { ...base.me!, rank: 4 },
    };
    expect(phoneSlideView(board, empty, null).personalResult).toEqual({ correct: false, points: 0, rank: 4, unanswered: true });
    expect(phoneSlideView(base, empty, null).personalResult).toBeUndefined();
  });

  it('keeps the rank at the reveal for a phone that did not answer', () => {
    const unanswered = { ...base, step: 'reveal' as const, me: { ...base.me!, rank: 3 } };
    expect(phoneSlideView(unanswered, empty, null).personalResult).toEqual({ correct: false, points: 0, rank: 3, unanswered: true });
  });
});

describe('headerScore: the points in the phone header', () => {
  it('shows my score, 0 included, in an event with scored slides', () => {
    expect(headerScore(base)).toBe(0);
    expect(headerScore({ ...base, me: { ...base.me!, score: 1950 } })).toBe(1950);
  });

  it('shows none in an event without scored slides, nor before the first state or a seat', () => {
    expect(headerScore({ ...base, scored: false })).toBeNull();
    expect(headerScore({ ...base, scored: false, me: { ...base.me!, score: 0 } })).toBeNull();
    expect(headerScore(null)).toBeNull();
    expect(headerScore({ ...base, me: null })).toBeNull();
  });
});
