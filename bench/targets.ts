/**
 * The targets tracker issue 21 names for a room of a given size, and whether a run met them:
 * the report prints them so that a run says by itself how far it is from what was asked.
 * Only the sizes the issue names have targets (500, 1,000, 10,000 and 19,000 or more).
 */
export interface Target {
  what: string;
  /** The limit, in the figure's unit. */
  limit: number;
  measured: number | null;
  met: boolean;
}

export interface RunFigures {
  participants: number;
  joinedMs: number;
  joinsPerSecond: number;
  /** Every phone's receipt of each step, p99, ms (host action → phone). */
  broadcastP99: number | null;
  /** Mingle's p99 over the raw-websocket baseline's of the same run. */
  ratio: number | null;
}

const atMost = (what: string, limit: number, measured: number | null): Target => ({
  what,
  limit,
  measured,
  met: measured !== null && measured <= limit,
});
const atLeast = (what: string, limit: number, measured: number | null): Target => ({
  what,
  limit,
  measured,
  met: measured !== null && measured >= limit,
});

export function issueTargets(r: RunFigures): Target[] {
  const small = { 500: 15, 1000: 25 }[r.participants];
  if (small !== undefined)
    return [atMost('host action → phone p99, ms', small, r.broadcastP99), atLeast('joins per second', 300, r.joinsPerSecond)];
  if (r.participants >= 19_000)
    return [
      atMost('all joined, s', 40, r.joinedMs / 1000),
      atMost('broadcast p99, ms', 250, r.broadcastP99),
      atMost('ratio to the baseline', 1.3, r.ratio),
    ];
  if (r.participants === 10_000) return [atMost('broadcast p99, ms', 200, r.broadcastP99), atMost('ratio to the baseline', 1.2, r.ratio)];
  return [];
}

/** One line for the human report. */
export function targetsLine(targets: readonly Target[]): string {
  if (targets.length === 0) return 'none named by issue 21 for this many participants';
  return targets
    .map(
      (t) => `${t.what} ${t.measured === null ? '—' : Math.round(t.measured * 100) / 100} (target ${t.limit}) ${t.met ? 'met' : 'NOT met'}`,
    )
    .join('; ');
}
