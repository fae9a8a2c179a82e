import { describe, expect, it } from 'vitest';
import { allWithinTarget, formatTable, median, timing } from './summary';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3);
  });
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('is NaN when nothing was measured', () => {
    expect(median([])).toBeNaN();
  });
});

describe('timing', () => {
  it('judges the median against the target and reports the worst run beside it', () => {
    const t = timing('join form', [2000, 2900, 4000], 3000);
    expect(t).toMatchObject({ medianMs: 2900, worstMs: 4000, withinTarget: true });
    expect(timing('join form', [3100, 2000, 3200], 3000).withinTarget).toBe(false);
  });

  it('has no verdict without a target, and fails a target when nothing was measured', () => {
    expect(timing('host → phone', [800]).withinTarget).toBeNull();
    expect(timing('join form', [], 3000).withinTarget).toBe(false);
  });

  it('passes only when every target is met', () => {
    const met = timing('a', [1000], 3000);
    const none = timing('b', [9000]);
    expect(allWithinTarget([met, none])).toBe(true);
    expect(allWithinTarget([met, none, timing('c', [3001], 3000)])).toBe(false);
  });
});

describe('formatTable', () => {
  it('prints seconds, runs and the verdict in aligned columns', () => {
    const table = formatTable([timing('join form usable, /go', [2500, 3500, 2800], 3000), timing('host → phone', [800, 900])]);
    expect(table.split('\n')).toEqual([
      'metric                 median   worst  runs     target',
      'join form usable, /go  2.80 s  3.50 s     3  3.0 s met',
      'host → phone           0.85 s  0.90 s     2',
    ]);
  });
});
