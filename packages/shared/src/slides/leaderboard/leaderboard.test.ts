import { describe, expect, it } from 'vitest';
import { schemaIssues as issues } from '../../testing';
import { slideSchema } from '../registry';
import { leaderboardSlideSchema, leaderboardType } from './leaderboard';

const valid = { type: 'leaderboard', id: 'halftime', title: 'Half time', top: 10, podium: false, notes: 'Tease round two.' };

describe('leaderboard slide schema', () => {
  it('accepts a complete slide, by its own schema and as a slide of the format', () => {
    expect(issues(leaderboardSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(leaderboardSlideSchema.parse(valid));
    expect(issues(leaderboardSlideSchema, { ...valid, top: 3 })).toEqual([]);
  });

  it('applies defaults: title Leaderboard, top 5, podium on', () => {
    expect(leaderboardSlideSchema.parse({ type: 'leaderboard' })).toEqual({
      type: 'leaderboard',
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      title: 'Leaderboard',
      top: 5,
      podium: true,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['id too long', { id: 'x'.repeat(65) }, 'id: must be 1 to 64 letters, digits, - or _'],
    ['image on http', { image: 'http://example.com/a.png' }, 'image: must be an image uploaded to this server'],
    ['notes too long', { notes: 'n'.repeat(2001) }, 'notes: at most 2000 characters'],
    ['title too long', { title: 't'.repeat(121) }, 'title: at most 120 characters'],
    ['top 2', { top: 2 }, 'top: at least 3'],
    ['top 11', { top: 11 }, 'top: at most 10'],
    ['top fractional', { top: 4.5 }, 'top: must be a whole number'],
    ['top as text', { top: 'five' }, 'top: must be a number'],
    ['podium not boolean', { podium: 'yes' }, 'podium: must be true or false'],
  ])('rejects %s at its path', (_name, patch, message) => {
    expect(issues(leaderboardSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });
});

describe('leaderboard type', () => {
  it('is shown, not answered, not itself scored, and never has problems', () => {
    expect(leaderboardType.steps).toEqual(['show']);
    expect(leaderboardType.scored).toBe(false);
    expect(leaderboardType.answerSchema).toBeUndefined();
    expect(leaderboardType.problems?.(leaderboardSlideSchema.parse(valid)) ?? []).toEqual([]);
  });

  it('create() gives a valid slide', () => {
    expect(issues(leaderboardSlideSchema, leaderboardType.create())).toEqual([]);
  });
});
