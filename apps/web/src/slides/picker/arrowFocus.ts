/** Where a card sits on screen: its left edge and top edge, in pixels. */
export interface CardBox {
  left: number;
  top: number;
}

const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;
export type ArrowKey = (typeof KEYS)[number];
export const isArrowKey = (key: string): key is ArrowKey => (KEYS as readonly string[]).includes(key);

/**
 * The card an arrow key moves to from card `from`, in a grid read left to right, top to
 * bottom: left/right step through the list (across group boundaries), up/down go to the
 * nearest card of the row above or below. When no layout is known (every box the same,
 * as in jsdom) up/down step like left/right. Stays put at either end.
 */
export function nextCard(boxes: readonly CardBox[], from: number, key: ArrowKey): number {
  const last = boxes.length - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (key === 'ArrowLeft') return Math.max(0, from - 1);
  if (key === 'ArrowRight') return Math.min(last, from + 1);
  const here = boxes[from]!;
  const down = key === 'ArrowDown';
  const rows = boxes.map((b, i) => ({ ...b, i })).filter((b) => (down ? b.top > here.top + 1 : b.top < here.top - 1));
  if (rows.length === 0) {
    const flat = boxes.every((b) => b.top === here.top);
    return flat ? Math.min(last, Math.max(0, from + (down ? 1 : -1))) : from;
  }
  const rowTop = down ? Math.min(...rows.map((b) => b.top)) : Math.max(...rows.map((b) => b.top));
  const row = rows.filter((b) => Math.abs(b.top - rowTop) <= 1);
  return row.reduce((best, b) => (Math.abs(b.left - here.left) < Math.abs(best.left - here.left) ? b : best)).i;
}
