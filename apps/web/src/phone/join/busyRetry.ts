import { Reason } from '@mingle/shared';
import type { BackoffOptions } from '../../live/backoff';
import { GraphQLRequestError } from '../joinApi';

/**
 * Waits between joins refused SERVER_FULL (ADR 54): a process at its socket budget asks for
 * `retryAfterS`; phones refused in the same second must not all come back in the same second,
 * so the wait doubles from there and a random share is added on top (never taken off: the
 * server's Retry-After holds).
 */
export const BUSY_BACKOFF: BackoffOptions = { minMs: 2_000, maxMs: 30_000, factor: 2, jitter: 0.5 };

/** Joins tried before the phone gives up and shows the refusal (about ten minutes at the cap). */
export const BUSY_MAX_ATTEMPTS = 24;

/** The wait before retry `attempt` (0 for the first) after SERVER_FULL with the server's `retryAfterS`. */
export function busyRetryDelay(
  attempt: number,
  retryAfterS: number | undefined,
  random: () => number = Math.random,
  options: BackoffOptions = BUSY_BACKOFF,
): number {
  const backoff = Math.min(options.maxMs, options.minMs * options.factor ** Math.max(0, attempt));
  const base = Math.max((retryAfterS ?? 0) * 1000, backoff);
  return Math.round(base * (1 + options.jitter * random()));
}

/** The Retry-After of a SERVER_FULL refusal, or null for any other failure. */
export function serverFullWait(error: unknown): { retryAfterS: number | undefined } | null {
  if (!(error instanceof GraphQLRequestError)) return null;
  const extensions = error.errors[0]?.extensions as { reason?: unknown; retryAfterS?: unknown } | undefined;
  if (extensions?.reason !== Reason.SERVER_FULL) return null;
  return { retryAfterS: typeof extensions.retryAfterS === 'number' ? extensions.retryAfterS : undefined };
}

export interface BusyRetryDeps {
  /** Told before each wait: show that the phone is still trying. */
  onBusy(attempt: number): void;
  sleep(ms: number): Promise<void>;
  random?: () => number;
  /** True once nobody waits for the answer (the screen went away): stop retrying. */
  cancelled?: () => boolean;
  maxAttempts?: number;
}

/** Runs `send`, retrying while the server answers SERVER_FULL; any other outcome is returned or thrown as is. */
export async function withBusyRetry<T>(send: () => Promise<T>, deps: BusyRetryDeps): Promise<T> {
  const max = deps.maxAttempts ?? BUSY_MAX_ATTEMPTS;
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const full = serverFullWait(error);
      if (!full || attempt + 1 >= max || deps.cancelled?.()) throw error;
      deps.onBusy(attempt);
      await deps.sleep(busyRetryDelay(attempt, full.retryAfterS, deps.random));
      if (deps.cancelled?.()) throw error;
    }
  }
}
