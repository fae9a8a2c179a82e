/*
 * How an order slide's items are shown (SPEC R11, docs/adr/0030). No zod here: the phone app
 * imports this file and must not bundle the schemas.
 *
 * The items are stored in their correct order. They are shown in one shuffled order, the same
 * for everyone, drawn from the slide's `shuffleKey`: a random key that never leaves the host
 * (publicContent drops it). A shuffle drawn from something a phone receives (the slide id, the
 * texts) could be replayed by anyone who reads this file, and would give the answer away.
 */

/** FNV-1a, 32 bits: spreads a key's characters over a seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, the same in every browser and in Node. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isIdentity = (p: readonly number[]) => p.every((v, i) => v === i);

/**
 * The order `count` items are shown in: position k shows the item whose correct place is
 * `shownOrder(key, count)[k]`. The same key and count always give the same order (R11.2), and
 * for two items or more it is never the correct order itself (R11.3): a draw that comes out
 * unshuffled is drawn again, and after a few such draws the items are rotated by one.
 */
export function shownOrder(key: string, count: number): number[] {
  const n = Math.max(0, Math.floor(count));
  const identity = Array.from({ length: n }, (_, i) => i);
  if (n < 2) return identity;
  const random = generator(hash(`order:${key}`));
  for (let attempt = 0; attempt < 8; attempt++) {
    const p = [...identity];
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [p[i], p[j]] = [p[j]!, p[i]!];
    }
    if (!isIdentity(p)) return p;
  }
  // (1/n!)^8 of keys get here: a rotation is never the identity.
  return identity.map((i) => (i + 1) % n);
}

/** The inverse of a shown order: for each correct place, the shown index of its item. */
export function solutionOf(shown: readonly number[]): number[] {
  const solution = new Array<number>(shown.length).fill(0);
  shown.forEach((correctPlace, shownIndex) => (solution[correctPlace] = shownIndex));
  return solution;
}

/**
 * An order slide as a view may receive it: the full slide (editor, preview, host console) or
 * its public content (phones and big screens live), which holds the items already in the shown
 * order and, from the reveal, the solution.
 */
export interface OrderViewable {
  items?: readonly string[];
  shuffleKey?: string;
  shownItems?: readonly string[];
  solution?: readonly number[];
}

export interface OrderAsShown {
  /** The items in the order everyone is shown them. */
  items: string[];
  /** The correct order as shown indices (`{ order: solution }` is the right answer), or null before the reveal. */
  solution: number[] | null;
}

/**
 * What every order view draws from, so the editor's preview (full slide) and a live phone
 * (public content) show the same order. Public content is taken as it is: shuffling it again
 * would show another order than the big screen's.
 */
export function orderAsShown(slide: OrderViewable): OrderAsShown {
  if (Array.isArray(slide.shownItems)) {
    const items = [...slide.shownItems];
    const solution = Array.isArray(slide.solution) && slide.solution.length === items.length ? [...slide.solution] : null;
    return { items, solution };
  }
  const correct = slide.items ?? [];
  const shown = shownOrder(slide.shuffleKey ?? '', correct.length);
  return { items: shown.map((i) => correct[i] ?? ''), solution: solutionOf(shown) };
}

/**
 * Which places of an answer hold the right item: place k is right when the item put there
 * (`order[k]`, a shown index) is the k-th item of the correct order. Items are compared by
 * text, so two items with the same words are interchangeable.
 */
export function placesRight(correctItems: readonly string[], shownItems: readonly string[], order: readonly number[]): boolean[] {
  return correctItems.map((item, k) => {
    const placed = order[k];
    return placed !== undefined && shownItems[placed] === item;
  });
}
