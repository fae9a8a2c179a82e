import type { SlideResults, WouldYouRatherSlide } from '@mingle/shared';

/** The two sides of a slide, A then B, with their answer index (0, 1) and letter. */
export const SIDES = [
  { index: 0, letter: 'A' },
  { index: 1, letter: 'B' },
] as const;

export interface SideView {
  index: 0 | 1;
  letter: 'A' | 'B';
  text: string;
  image?: string;
}

export function sidesOf(slide: WouldYouRatherSlide): [SideView, SideView] {
  return [
    { index: 0, letter: 'A', text: slide.optionA, image: slide.imageA },
    { index: 1, letter: 'B', text: slide.optionB, image: slide.imageB },
  ];
}

export interface Split {
  total: number;
  counts: [number, number];
  /** Whole percentages that add up to 100 once anyone picked a side (0 and 0 before). */
  percents: [number, number];
  names: [string[], string[]] | null;
}

/** The split as the views draw it, from results of kind 'sides' (anything else: nobody yet). */
export function splitOf(results: SlideResults | undefined): Split {
  if (results?.kind !== 'sides') return { total: 0, counts: [0, 0], percents: [0, 0], names: null };
  const [a, b] = results.counts;
  const picked = a + b;
  const pa = picked > 0 ? Math.round((a / picked) * 100) : 0;
  return { total: results.total, counts: [a, b], percents: [pa, picked > 0 ? 100 - pa : 0], names: results.names };
}
