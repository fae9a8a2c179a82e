import { describe, expect, it } from 'vitest';
import { Backoff, backoffDelay, RECONNECT_BACKOFF } from './backoff';

const noJitter = () => 0;

describe('reconnect backoff', () => {
  it('retries quickly first, then doubles up to the cap', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 10].map((a) => backoffDelay(a, RECONNECT_BACKOFF, noJitter));
    expect(delays).toEqual([300, 600, 1200, 2400, 4800, 8000, 8000, 8000]);
  });

  it('jitter only shortens a delay, by at most its share', () => {
    expect(backoffDelay(10, RECONNECT_BACKOFF, () => 0.999999)).toBeGreaterThanOrEqual(8000 * 0.6 - 1);
    expect(backoffDelay(10, RECONNECT_BACKOFF, () => 0.5)).toBe(6400);
    for (let i = 0; i < 50; i++) expect(backoffDelay(20)).toBeLessThanOrEqual(RECONNECT_BACKOFF.maxMs);
  });

  it('counts failures and starts over after a success', () => {
    const backoff = new Backoff(RECONNECT_BACKOFF, noJitter);
    expect([backoff.next(), backoff.next(), backoff.next()]).toEqual([300, 600, 1200]);
    expect(backoff.failures).toBe(3);
    backoff.reset();
    expect(backoff.failures).toBe(0);
    expect(backoff.next()).toBe(300);
  });
});
