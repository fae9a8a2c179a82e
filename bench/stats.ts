/** Percentiles without a dependency: exact, on sorted copies (a run has at most a few million samples). */

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function sorted(values: ArrayLike<number>): Float64Array {
  return Float64Array.from(values).sort();
}

/** Nearest-rank percentile of an ascending array; NaN when empty. */
export function percentile(asc: Float64Array, p: number): number {
  if (asc.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * asc.length);
  return asc[Math.min(asc.length, Math.max(1, rank)) - 1]!;
}

export function summarise(values: ArrayLike<number>): Summary {
  const asc = sorted(values);
  return {
    count: asc.length,
    p50: percentile(asc, 50),
    p95: percentile(asc, 95),
    p99: percentile(asc, 99),
    max: asc.length ? asc[asc.length - 1]! : NaN,
  };
}

/** Milliseconds to one decimal, for reports (JSON has no NaN: it becomes null). */
export function ms(v: number): number | null {
  return Number.isFinite(v) ? Math.round(v * 10) / 10 : null;
}

export function roundSummary(s: Summary): { p50: number | null; p95: number | null; p99: number | null; max: number | null } {
  return { p50: ms(s.p50), p95: ms(s.p95), p99: ms(s.p99), max: ms(s.max) };
}
