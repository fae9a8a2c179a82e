import { orderAsShown, type OrderViewable } from '@mingle/shared';

/**
 * The items in their correct order, from a full slide or from public content once revealed
 * (its `solution` puts the shown items back in order); null before the reveal, when public
 * content does not hold it.
 */
export function correctSequence(slide: OrderViewable): string[] | null {
  const { items, solution } = orderAsShown(slide);
  return solution ? solution.map((i) => items[i] ?? '') : null;
}

/** "1. Mercury, 2. Venus, 3. Earth": the solution as the host reads it out. */
export function numberedSequence(items: readonly string[]): string {
  return items.map((item, i) => `${i + 1}. ${item}`).join(', ');
}
