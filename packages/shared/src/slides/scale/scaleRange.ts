/*
 * The arithmetic of a scale slide, without zod: the phone app (ADR 24) imports these to draw
 * its rows and the room's averages, and must not pull the slide schemas into its bundle.
 */

/** Limits of a scale slide in deck format v1. */
export const SCALE_LIMITS = {
  statements: { min: 1, max: 8 },
  /** The lowest `min` and the highest `max` a scale may have. */
  lowest: 0,
  highest: 10,
  /** Characters of `minLabel` and `maxLabel`. */
  label: 40,
} as const;

/** Every value of the scale, `min` to `max`: what a participant picks from. */
export function scaleValues(min: number, max: number): number[] {
  return max < min ? [] : Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/**
 * The mean of `count` ratings summing to `sum`, to one decimal, halves rounded up (SPEC
 * R13.3); null when nobody rated. `sum * 10 / count` is correctly rounded by IEEE division,
 * so a true half (22.5) is never seen as 22.4999….
 */
export function scaleAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum * 10) / count) / 10 : null;
}

/**
 * Where a value sits on a drawn axis of `max − min + 1` equal cells, as a share 0–1 of its
 * width: the middle of the value's cell, so whole numbers line up with their tick and an
 * average falls between them.
 */
export function scalePosition(value: number, min: number, max: number): number {
  const cells = max - min + 1;
  return cells > 0 ? (value - min + 0.5) / cells : 0;
}
