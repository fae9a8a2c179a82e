/** The figures of `npm run bench:phone`: median and worst of a few runs, against a target. */

export interface Timing {
  /** What was measured, as printed in the table. */
  metric: string;
  /** Milliseconds, one per run, in run order. */
  runsMs: number[];
  medianMs: number;
  worstMs: number;
  /** The target the median must meet, if this metric has one. */
  targetMs: number | null;
  withinTarget: boolean | null;
}

/** The middle value; the mean of the two middle ones for an even count; NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const asc = [...values].sort((a, b) => a - b);
  const mid = asc.length >> 1;
  return asc.length % 2 ? asc[mid]! : (asc[mid - 1]! + asc[mid]!) / 2;
}

/**
 * The median is judged against the target, as Lighthouse reports the median of its runs: one
 * slow run on a shared machine is printed (worst), not taken for the phone's typical load.
 */
export function timing(metric: string, runsMs: readonly number[], targetMs: number | null = null): Timing {
  const med = median(runsMs);
  return {
    metric,
    runsMs: [...runsMs],
    medianMs: med,
    worstMs: runsMs.length ? Math.max(...runsMs) : NaN,
    targetMs,
    withinTarget: targetMs === null ? null : med <= targetMs,
  };
}

/** False when any metric with a target missed it (or could not be measured at all). */
export function allWithinTarget(timings: readonly Timing[]): boolean {
  return timings.every((t) => t.withinTarget !== false);
}

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');

/** A plain-text table, one metric a row. */
export function formatTable(timings: readonly Timing[]): string {
  const rows = [
    ['metric', 'median', 'worst', 'runs', 'target'],
    ...timings.map((t) => [
      t.metric,
      seconds(t.medianMs),
      seconds(t.worstMs),
      String(t.runsMs.length),
      t.targetMs === null ? '' : `${(t.targetMs / 1000).toFixed(1)} s ${t.withinTarget ? 'met' : 'MISSED'}`,
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
