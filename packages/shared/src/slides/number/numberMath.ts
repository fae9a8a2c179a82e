/*
 * The arithmetic of "guess the number" (SPEC R12), without zod: the phone imports
 * `numberDecimals` and `roundTo` from here, and the phone build must not pull a schema.
 */

/** The most decimal places a guess may have (the slide's `decimals` field). */
export const NUMBER_MAX_DECIMALS = 4;
/** The distribution of guesses has at most 20 buckets, and at least 10 where round widths allow (R12.6). */
export const NUMBER_MAX_BUCKETS = 20;
const NUMBER_MIN_BUCKETS = 10;

/** What these rules read of a number slide. */
export interface NumberRange {
  min: number;
  max: number;
  /** Absent on a phone before the reveal. */
  answer?: number;
  tolerance?: number;
  decimals?: number;
}

/** How many decimal places a number is written with: 2.5 → 1, 1e-7 → 7, 1989 → 0. */
export function decimalPlaces(x: number): number {
  if (!Number.isFinite(x)) return 0;
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(Math.abs(x).toString());
  if (!m) return 0;
  return Math.max(0, (m[2]?.length ?? 0) - Number(m[3] ?? 0));
}

/**
 * The decimal places a guess may have (R12.2): the slide's `decimals`, or for a slide without
 * one, the most that its min, max, answer and tolerance are written with (at most 4).
 */
export function numberDecimals(s: NumberRange): number {
  if (s.decimals !== undefined) return s.decimals;
  const written = [s.min, s.max, s.answer ?? 0, s.tolerance ?? 0].map(decimalPlaces);
  return Math.min(NUMBER_MAX_DECIMALS, Math.max(...written));
}

/** `value` rounded to `decimals` places, as a number (−0 becomes 0). */
export function roundTo(value: number, decimals: number): number {
  const r = Number(value.toFixed(decimals));
  return r === 0 ? 0 : r;
}

/** Whether `value` has at most `decimals` places, allowing for binary rounding (0.1 + 0.2). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  return Math.abs(value - roundTo(value, decimals)) <= 1e-9 * Math.max(1, Math.abs(value));
}

/** The step between two guesses a slider allows: 1, 0.1, 0.01… */
export function numberStep(decimals: number): number {
  return roundTo(10 ** -decimals, decimals);
}

interface Scored {
  answer: number;
  min: number;
  max: number;
  tolerance: number;
}

/** A margin for binary rounding, so 1.3 − 1.1 counts as within a tolerance of 0.2 (R12.3). */
const slack = (s: Scored) => 1e-9 * Math.max(1, Math.abs(s.answer), Math.abs(s.tolerance));

/** R12.3: a guess is right when it is at most `tolerance` away from the answer. */
export function isWithinTolerance(s: Scored, value: number): boolean {
  return Math.abs(value - s.answer) <= s.tolerance + slack(s);
}

/**
 * R12.4: how close a guess is, from 1 (within the tolerance) falling linearly to 0 at the edge
 * of the range on the guess's side: 1 − (d − tolerance) / (W − tolerance), where d is the
 * guess's distance from the answer and W the distance from the answer to that edge (max for a
 * guess above the answer, min for one below). A side no wider than the tolerance holds no
 * guess outside it; anything outside the range scores 0.
 */
export function closeness(s: Scored, value: number): number {
  if (!Number.isFinite(value)) return 0;
  if (isWithinTolerance(s, value)) return 1;
  const d = Math.abs(value - s.answer);
  const edge = value > s.answer ? s.max : s.min;
  const room = Math.abs(edge - s.answer) - s.tolerance;
  if (!(room > 0)) return 0;
  const c = 1 - (d - s.tolerance) / room;
  return Number.isFinite(c) ? Math.min(1, Math.max(0, c)) : 0;
}

/** One bar of the distribution: the guesses from `from` to `to`, both included. */
export interface NumberBucket {
  from: number;
  to: number;
  count: number;
}

interface BucketPlan {
  /** Where bucket i starts: min + i × width. */
  width: number;
  count: number;
  /** One bucket per possible guess (a small range of whole numbers, say 1–10). */
  perValue: boolean;
}

/** Round widths in increasing order, each a whole number of steps: 1, 2, 2.5, 5 × 10^k. */
function* niceWidths(decimals: number): Generator<number> {
  const step = numberStep(decimals);
  for (let k = -decimals; ; k++) {
    for (const m of [1, 2, 2.5, 5]) {
      const w = roundTo(m * 10 ** k, Math.max(decimals, 1 - k));
      // 2.5 × 10^k must still be a whole number of steps (no 2.5 for whole numbers).
      if (w >= step && hasAtMostDecimals(w / step, 0)) yield w;
    }
  }
}

const bucketsOf = (span: number, width: number) => Math.max(1, Math.ceil(span / width - 1e-9));

/** The widest round width that still makes 10 buckets; else the narrowest that makes at most 20. */
function bucketWidth(span: number, decimals: number): number {
  let best: number | null = null;
  for (const w of niceWidths(decimals)) {
    const count = bucketsOf(span, w);
    if (count > NUMBER_MAX_BUCKETS) continue;
    if (count < NUMBER_MIN_BUCKETS) return best ?? w;
    best = w;
  }
  return span; // not reached: the widths grow without end
}

function bucketPlan(s: NumberRange): BucketPlan {
  const decimals = numberDecimals(s);
  const step = numberStep(decimals);
  const span = s.max - s.min;
  // A slide being edited may have min ≥ max, or a range too wide to count: one bucket, no loop.
  if (!(span > 0) || !Number.isFinite(span)) return { width: step, count: 1, perValue: true };
  const values = span / step + 1;
  if (hasAtMostDecimals(values, 0) && values <= NUMBER_MAX_BUCKETS && hasAtMostDecimals(s.min, decimals))
    return { width: step, count: Math.round(values), perValue: true };
  const width = bucketWidth(span, decimals);
  return { width, count: bucketsOf(span, width), perValue: false };
}

/**
 * R12.6: the buckets of the distribution over [min, max]. A range of at most 20 possible
 * guesses gets one bucket each; a wider one gets buckets of a round width (1, 2, 2.5 or 5
 * times a power of ten, a whole number of steps): the widest that still makes at least 10
 * buckets, else the narrowest that makes at most 20. They start at min; the last ends at max.
 */
export function numberBuckets(s: NumberRange): NumberBucket[] {
  const decimals = numberDecimals(s);
  const step = numberStep(decimals);
  const plan = bucketPlan(s);
  return Array.from({ length: plan.count }, (_, i) => {
    const from = roundTo(s.min + i * plan.width, decimals);
    if (plan.perValue) return { from, to: from, count: 0 };
    const to = i === plan.count - 1 ? s.max : roundTo(s.min + (i + 1) * plan.width - step, decimals);
    return { from, to: Math.min(to, s.max), count: 0 };
  });
}

/** Which bucket of `numberBuckets(s)` a guess falls in; guesses outside [min, max] go to the end ones. */
export function bucketIndexOf(s: NumberRange, value: number): number {
  const plan = bucketPlan(s);
  const position = (value - s.min) / plan.width;
  const i = plan.perValue ? Math.round(position) : Math.floor(position + 1e-9);
  return Math.min(plan.count - 1, Math.max(0, i));
}

/** The middle of the guesses (the mean of the two middle ones for an even count); null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
