import { describe, expect, it } from 'vitest';
import { slideSchema, type Slide } from '@mingle/shared';
import {
  flattenSteps,
  personalResultAt,
  resultsFor,
  seededRandom,
  SIMULATED_PLAYERS,
  simulateDeck,
  standingsThrough,
  YOU,
} from './playback';

const slides: Slide[] = [
  slideSchema.parse({ type: 'content', id: 'c', title: 'Hi' }),
  slideSchema.parse({ type: 'quiz', id: 'q', question: 'Q', options: [{ text: 'A', correct: true }, { text: 'B' }] }),
  slideSchema.parse({ type: 'poll', id: 'p', question: 'P', options: [{ text: 'x' }, { text: 'y' }] }),
  slideSchema.parse({ type: 'leaderboard', id: 'l' }),
];

describe('preview playback', () => {
  it('walks every step of every slide in order', () => {
    expect(flattenSteps(slides).map((p) => `${p.slideIndex}:${p.step}`)).toEqual([
      '0:show',
      '1:question',
      '1:answering',
      '1:reveal',
      '1:leaderboard',
      '2:answering',
      '2:results',
      '3:show',
    ]);
  });

  it('simulates the same answers for the same deck', () => {
    const a = seededRandom('x');
    const b = seededRandom('x');
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(resultsFor(slides[1]!, simulateDeck(slides))).toEqual(resultsFor(slides[1]!, simulateDeck(slides)));
    expect(resultsFor(slides[1]!, simulateDeck(slides))?.total).toBe(SIMULATED_PLAYERS);
    expect(resultsFor(slides[0]!, simulateDeck(slides))).toBeUndefined();
  });

  it('counts the previewer’s answer and ranks them among the simulated players', () => {
    const sims = simulateDeck(slides);
    const mine = new Map([['q', { answer: { choices: [0] }, answerMs: 0 }]]);
    expect(resultsFor(slides[1]!, sims, mine.get('q'))?.total).toBe(SIMULATED_PLAYERS + 1);
    const standings = standingsThrough(slides, 3, sims, mine);
    expect(standings.find((s) => s.nickname === YOU)?.score).toBe(1000);
    const mineResult = personalResultAt(slides, 1, sims, mine);
    expect(mineResult).toMatchObject({ correct: true, points: 1000 });
    expect(mineResult?.rank).toBeGreaterThanOrEqual(1);
    expect(personalResultAt(slides, 1, sims, new Map())).toBeUndefined();
  });
});
