import { describe, expect, it } from 'vitest';
import { orderAsShown, placesRight, shownOrder, solutionOf } from './shownOrder';

const isIdentity = (p: readonly number[]) => p.every((v, i) => v === i);
const isPermutation = (p: readonly number[], n: number) => p.length === n && [...p].sort((a, b) => a - b).every((v, i) => v === i);

describe('the shown order of an order slide (R11.2, R11.3)', () => {
  // Pinned: an order drawn today must be drawn the same tomorrow, in every browser and in Node,
  // or the editor's preview, the big screen and the phones would disagree.
  it.each<[string, string, number, number[]]>([
    ['R11.2', 'planets', 3, [1, 0, 2]],
    ['R11.2', 'planets', 4, [3, 0, 1, 2]],
    ['R11.2', 'planets', 5, [2, 0, 4, 1, 3]],
    ['R11.2', 'planets', 6, [5, 3, 0, 1, 2, 4]],
    ['R11.2', 'k8x2p0qv7m1a', 4, [1, 2, 0, 3]],
    ['R11.2', 'k8x2p0qv7m1a', 6, [2, 1, 3, 4, 0, 5]],
    ['R11.2', 'order-1', 3, [1, 2, 0]],
    ['R11.2', 'order-1', 4, [3, 2, 1, 0]],
  ])('%s key %s with %i items is shown as %j', (_rule, key, count, expected) => {
    expect(shownOrder(key, count)).toEqual(expected);
    expect(shownOrder(key, count)).toEqual(expected);
  });

  it('R11.2 is a permutation of the items, the same every time for the same key and count', () => {
    for (let i = 0; i < 500; i++) {
      for (let n = 3; n <= 6; n++) {
        const p = shownOrder(`key${i}`, n);
        expect(isPermutation(p, n)).toBe(true);
        expect(shownOrder(`key${i}`, n)).toEqual(p);
      }
    }
  });

  it('R11.3 is never the correct order, for any key and 2 to 6 items', () => {
    for (let i = 0; i < 2000; i++) for (let n = 2; n <= 6; n++) expect(isIdentity(shownOrder(`k${i}`, n))).toBe(false);
  });

  it('R11.3 rotates by one when a key keeps drawing the correct order (two items: 1 key in 256)', () => {
    // Found by search: with two items, these keys draw [0, 1] eight times running.
    for (const stubborn of ['s680', 's867', 's915']) expect(shownOrder(stubborn, 2)).toEqual([1, 0]);
  });

  it('R11.2 spreads evenly over the orders that are not the correct one', () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 3000; i++) {
      const key = JSON.stringify(shownOrder(`spread${i}`, 3));
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(5);
    for (const count of seen.values()) expect(count).toBeGreaterThan(450);
  });

  it('keeps one item or none as it is', () => {
    expect(shownOrder('x', 1)).toEqual([0]);
    expect(shownOrder('x', 0)).toEqual([]);
  });
});

describe('orderAsShown: what every view draws', () => {
  const full = { items: ['Mercury', 'Venus', 'Earth', 'Mars'], shuffleKey: 'planets' };

  it('R11.2 shuffles a full slide by its key, and gives the solution as shown indices', () => {
    // planets, 4 items: [3, 0, 1, 2] — Mars, Mercury, Venus, Earth.
    expect(orderAsShown(full)).toEqual({ items: ['Mars', 'Mercury', 'Venus', 'Earth'], solution: [1, 2, 3, 0] });
  });

  it('R11.2 takes public content as it is: the same order as from the full slide', () => {
    const shown = orderAsShown(full);
    expect(orderAsShown({ shownItems: shown.items })).toEqual({ items: shown.items, solution: null });
    expect(orderAsShown({ shownItems: shown.items, solution: shown.solution! })).toEqual(shown);
    // Idempotent: content that is already shown is never shuffled again.
    expect(orderAsShown({ shownItems: orderAsShown({ shownItems: shown.items }).items }).items).toEqual(shown.items);
  });

  it('ignores a solution that does not fit the items', () => {
    expect(orderAsShown({ shownItems: ['a', 'b', 'c'], solution: [0, 1] }).solution).toBeNull();
  });

  it('solutionOf inverts the shown order: the solution puts the shown items back in the correct order', () => {
    const shown = shownOrder('planets', 6);
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    const shownItems = shown.map((i) => items[i]!);
    expect(solutionOf(shown).map((i) => shownItems[i])).toEqual(items);
  });

  it('placesRight compares each place by the item put there', () => {
    const shownItems = ['Mars', 'Mercury', 'Venus', 'Earth'];
    expect(placesRight(full.items, shownItems, [1, 2, 3, 0])).toEqual([true, true, true, true]);
    expect(placesRight(full.items, shownItems, [1, 2, 0, 3])).toEqual([true, true, false, false]);
    expect(placesRight(full.items, shownItems, [])).toEqual([false, false, false, false]);
  });
});
