import type { RankingResultItem, RankingSlide, SlideResults } from '@mingle/shared';

/**
 * The rows a ranking's results draw, best first: the room's ranking when it matches the
 * slide, else every item at 0 in the slide's order (nobody ranked yet, or a preview).
 */
export function rankingRows(slide: RankingSlide, results: SlideResults | undefined): { total: number; rows: RankingResultItem[] } {
  if (results?.kind === 'ranking' && results.items.length === slide.items.length) return { total: results.total, rows: results.items };
  return { total: 0, rows: slide.items.map((_, index) => ({ index, score: 0, averagePosition: null, firsts: 0 })) };
}

/** The most points an item can have: first place for everyone (n − 1 each, SPEC R14.3). */
export const maxScore = (slide: RankingSlide, total: number) => total * (slide.items.length - 1);

/** An average position as people read it: one decimal. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;
