/**
 * When this process's last changes of state went out to phones: the first and the last
 * write of each, on the monotonic clock every process on a host shares. The benchmark
 * lines them up with its clients' receipts to tell the server's part of a broadcast's
 * latency from the load generator's (docs/BENCHMARKS.md); operators read it on the
 * metrics route.
 */
export interface StateSend {
  eventId: string;
  version: number;
  phones: number;
  /** `me` texts written on the way (not ahead): each is work done while phones wait. */
  meWritten: number;
  /** CLOCK_MONOTONIC in ms, as `process.hrtime.bigint()` / 1e6. */
  startMs: number;
  endMs: number;
}

/** Enough for a benchmark's play (4 per question) and then some; older ones are dropped. */
const KEEP = 128;
const sends: StateSend[] = [];

export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6;

export function noteStateSend(send: StateSend): void {
  sends.push(send);
  if (sends.length > KEEP) sends.shift();
}

/** The recent sends, oldest first (a copy). */
export function recentStateSends(): StateSend[] {
  return sends.slice();
}
