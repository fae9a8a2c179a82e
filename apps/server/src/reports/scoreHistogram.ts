/**
 * The report's score distribution (ADR 46): participants counted into equal-width score bands,
 * for a histogram. Pure, over every active participant's final score, so a page of the
 * participant list never skews it.
 */

export interface ScoreBand {
  /** Lowest score in the band, inclusive. */
  from: number;
  /** Highest score in the band, inclusive. */
  to: number;
  count: number;
}

/** At most this many bars: each stays wide enough to read on a 375 px phone. */
export const MAX_BANDS = 8;

/** 1, 2, 5 × 10ⁿ: a band width people read at a glance ("0–249", "250–499"). */
function niceWidth(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= raw) return step * power;
  return 10 * power;
}

/**
 * Bands from 0 up to the highest score, of one "nice" width, each score in exactly one band;
 * empty for nobody. Scores are whole numbers of points (never negative); everyone at 0 is one
 * band 0–0.
 */
export function scoreHistogram(scores: readonly number[]): ScoreBand[] {
  if (scores.length === 0) return [];
  const max = Math.max(0, ...scores);
  if (max === 0) return [{ from: 0, to: 0, count: scores.length }];
  const width = Math.max(1, niceWidth((max + 1) / MAX_BANDS));
  const bands = Math.floor(max / width) + 1;
  const counts = new Array<number>(bands).fill(0);
  for (const score of scores) counts[Math.min(bands - 1, Math.floor(Math.max(0, score) / width))]!++;
  return counts.map((count, i) => ({ from: i * width, to: (i + 1) * width - 1, count }));
}
