/*
 * The Borda count of a ranking slide (SPEC R14). Pure and zod-free: the shared definition
 * aggregates with it, and anything else may import it without pulling schemas along.
 */

/** One item of the room's ranking. */
export interface RankingResultItem {
  /** The item's index on the slide. */
  index: number;
  /** Its Borda score: n − p points for each participant who put it in position p (R14.3). */
  score: number;
  /** Its mean position, 1 = first, rounded to 2 decimals; null while nobody has ranked. */
  averagePosition: number | null;
  /** How many participants put it first. */
  firsts: number;
}

/**
 * Whether `order` ranks every one of `itemCount` items exactly once (R14.2): a permutation
 * of 0…itemCount−1. Returns why not, or null.
 */
export function rankingOrderProblem(order: readonly number[], itemCount: number): string | null {
  if (order.length !== itemCount) return `order: rank all ${itemCount} items`;
  if (order.some((i) => !Number.isInteger(i) || i < 0 || i >= itemCount)) return `order: items are numbered 0 to ${itemCount - 1}`;
  if (new Set(order).size !== order.length) return 'order: an item is ranked twice';
  return null;
}

/**
 * The room's ranking by Borda count (R14.3, R14.4). Each answer lists item indices from first
 * to last choice; with n items, position p (1 = first) earns n − p points, so first n − 1 and
 * last 0. Items are ordered by score, then by more first places, then by their order on the
 * slide. Answers that do not rank every item once are left out, of `total` too.
 */
export function bordaCount(
  itemCount: number,
  answers: readonly { order: readonly number[] }[],
): { total: number; items: RankingResultItem[] } {
  const scores = new Array<number>(itemCount).fill(0);
  const positions = new Array<number>(itemCount).fill(0);
  const firsts = new Array<number>(itemCount).fill(0);
  let total = 0;
  for (const { order } of answers) {
    if (rankingOrderProblem(order, itemCount) !== null) continue;
    total += 1;
    order.forEach((item, p) => {
      scores[item]! += itemCount - 1 - p;
      positions[item]! += p + 1;
    });
    firsts[order[0]!]! += 1;
  }
  const items = scores.map((score, index) => ({
    index,
    score,
    averagePosition: total > 0 ? Math.round((positions[index]! / total) * 100) / 100 : null,
    firsts: firsts[index]!,
  }));
  // Every answer ranks every item, so equal scores always mean equal average positions: the
  // average cannot break a tie, first places can.
  items.sort((a, b) => b.score - a.score || b.firsts - a.firsts || a.index - b.index);
  return { total, items };
}
