import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../joinApi';
import { BUSY_BACKOFF, busyRetryDelay, serverFullWait, withBusyRetry } from './busyRetry';

const full = (retryAfterS?: number) =>
  new GraphQLRequestError([
    { message: 'busy', extensions: { code: 'SERVER_FULL', reason: 'SERVER_FULL', ...(retryAfterS ? { retryAfterS } : {}) } },
  ]);

describe('busyRetryDelay', () => {
  it('doubles from 2 s to a 30 s cap, never below the server’s Retry-After, with up to half again of jitter on top', () => {
    const none = () => 0;
    expect([0, 1, 2, 3, 4, 5].map((a) => busyRetryDelay(a, undefined, none))).toEqual([2000, 4000, 8000, 16000, 30000, 30000]);
    expect(busyRetryDelay(0, 5, none)).toBe(5000);
    expect(busyRetryDelay(2, 5, none)).toBe(8000);
    expect(busyRetryDelay(0, 5, () => 1)).toBe(5000 * (1 + BUSY_BACKOFF.jitter));
    expect(busyRetryDelay(9, 60, () => 0.5)).toBe(60_000 * 1.25);
  });
});

describe('withBusyRetry', () => {
  it('retries SERVER_FULL only, telling the screen, and returns the first answer that comes through', async () => {
    const waits: number[] = [];
    const busy: number[] = [];
    let calls = 0;
    const result = await withBusyRetry(
      async () => {
        calls++;
        if (calls < 3) throw full(5);
        return 'joined';
      },
      { onBusy: (a) => busy.push(a), sleep: async (ms) => void waits.push(ms), random: () => 0 },
    );
    expect(result).toBe('joined');
    expect(busy).toEqual([0, 1]);
    expect(waits).toEqual([5000, 5000]);
  });

  it('throws any other failure at once, and SERVER_FULL after the last attempt or once cancelled', async () => {
    const other = new GraphQLRequestError([{ message: 'taken', extensions: { reason: 'NICKNAME_TAKEN' } }]);
    const deps = { onBusy: () => undefined, sleep: async () => undefined, random: () => 0 };
    await expect(withBusyRetry(() => Promise.reject(other), deps)).rejects.toBe(other);
    let calls = 0;
    const refusal = full();
    await expect(
      withBusyRetry(
        () => {
          calls++;
          return Promise.reject(refusal);
        },
        { ...deps, maxAttempts: 3 },
      ),
    ).rejects.toBe(refusal);
    expect(calls).toBe(3);
    await expect(withBusyRetry(() => Promise.reject(full()), { ...deps, cancelled: () => true })).rejects.toBeInstanceOf(
      GraphQLRequestError,
    );
  });

  it('reads the wait from a SERVER_FULL refusal and nothing else', () => {
    expect(serverFullWait(full(7))).toEqual({ retryAfterS: 7 });
    expect(serverFullWait(full())).toEqual({ retryAfterS: undefined });
    expect(serverFullWait(new Error('x'))).toBeNull();
    expect(serverFullWait(new GraphQLRequestError([]))).toBeNull();
  });
});
