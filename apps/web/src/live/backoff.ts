/**
 * Reconnect delays for a phone on bad Wi-Fi: the first retry comes quickly (most drops are
 * a blip), then doubling up to a cap so a room of 500 phones does not hammer a server that
 * just restarted. Jitter spreads those phones out; without it they all retry on the same tick.
 */
export interface BackoffOptions {
  minMs: number;
  maxMs: number;
  factor: number;
  /** Share of the delay that is random, 0..1. */
  jitter: number;
}

export const RECONNECT_BACKOFF: BackoffOptions = { minMs: 300, maxMs: 8_000, factor: 2, jitter: 0.4 };

/** The delay before reconnect attempt `attempt` (0 for the first retry after a drop). */
export function backoffDelay(attempt: number, options: BackoffOptions = RECONNECT_BACKOFF, random: () => number = Math.random): number {
  const base = Math.min(options.maxMs, options.minMs * options.factor ** Math.max(0, attempt));
  // Jitter only shortens the delay, so the cap holds.
  return Math.round(base * (1 - options.jitter * random()));
}

/** Counts attempts between successful connections. */
export class Backoff {
  private attempt = 0;

  constructor(
    private readonly options: BackoffOptions = RECONNECT_BACKOFF,
    private readonly random: () => number = Math.random,
  ) {}

  /** The next delay; each call counts one more attempt. */
  next(): number {
    return backoffDelay(this.attempt++, this.options, this.random);
  }

  /** How many attempts failed since the last success. */
  get failures(): number {
    return this.attempt;
  }

  reset(): void {
    this.attempt = 0;
  }
}
