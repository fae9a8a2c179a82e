import { describe, expect, it } from 'vitest';
import { MAX_BANDS, scoreHistogram } from './scoreHistogram';

describe('scoreHistogram', () => {
  it('counts every score into one band of a nice width, from 0 to the highest', () => {
    expect(scoreHistogram([0, 750, 1950])).toEqual([
      { from: 0, to: 249, count: 1 },
      { from: 250, to: 499, count: 0 },
      { from: 500, to: 749, count: 0 },
      { from: 750, to: 999, count: 1 },
      { from: 1000, to: 1249, count: 0 },
      { from: 1250, to: 1499, count: 0 },
      { from: 1500, to: 1749, count: 0 },
      { from: 1750, to: 1999, count: 1 },
    ]);
  });

  it('never makes more bands than a phone shows, and loses nobody', () => {
    const scores = Array.from({ length: 10_000 }, (_, i) => (i * 7919) % 12_345);
    const bands = scoreHistogram(scores);
    expect(bands.length).toBeLessThanOrEqual(MAX_BANDS);
    expect(bands.reduce((n, b) => n + b.count, 0)).toBe(10_000);
    expect(bands.at(-1)!.to).toBeGreaterThanOrEqual(12_344);
    for (const [i, b] of bands.entries()) if (i > 0) expect(b.from).toBe(bands[i - 1]!.to + 1);
  });

  it('puts a score on a band edge in the band it starts', () => {
    expect(scoreHistogram([0, 1, 2, 3, 4, 5, 6, 7, 8])).toEqual([
      { from: 0, to: 1, count: 2 },
      { from: 2, to: 3, count: 2 },
      { from: 4, to: 5, count: 2 },
      { from: 6, to: 7, count: 2 },
      { from: 8, to: 9, count: 1 },
    ]);
  });

  it('is one band when everyone scored 0, and none without anyone', () => {
    expect(scoreHistogram([0, 0, 0])).toEqual([{ from: 0, to: 0, count: 3 }]);
    expect(scoreHistogram([])).toEqual([]);
  });
});
