import { isIP } from 'node:net';
import type { Limit, RateLimiter } from '../auth/rateLimit';
import { GraphQLErrorCode } from '@mingle/shared';
import { AppError, rateLimited } from '../lib/errors';

/** The two limits on the way into an event (docs/adr/0015). */
export interface AdmissionLimits {
  /** Codes looked up and not found, per client address: guessing codes. */
  codeMisses: Limit;
  /** Joins per client address and event: filling an event with made-up participants. */
  joins: Limit;
}

/**
 * The key a client address is counted under. An IPv6 host is usually given a whole /64, so
 * counting its single addresses would let it take a fresh one for every try.
 */
export function addressKey(ip: string): string {
  if (isIP(ip) !== 6 || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip.replace(/^::ffff:/i, '');
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Rate limits on looking up event codes and joining, per client address, over the app's
 * limiter store (shared through Redis when there is one). Each attempt is counted *before*
 * it runs and given back when it turns out not to count: simultaneous attempts, such as a
 * thousand aliases of one GraphQL request, are all counted, none slips past a check.
 */
export class Admission {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: AdmissionLimits,
  ) {}

  /**
   * Runs a code lookup under the per-address limit on misses. `find` resolves when the code
   * names an event (ended ones too: the code exists) and throws when it names none; only
   * those throws stay counted.
   * @throws AppError RATE_LIMITED once the address has missed too often in the window.
   */
  async lookup<T>(ip: string, find: () => Promise<T>): Promise<T> {
    const key = `code-miss:${addressKey(ip)}`;
    const r = await this.limiter.hit(key, this.limits.codeMisses);
    if (!r.allowed) {
      await this.limiter.undo(key);
      throw rateLimited(r.retryAfterS);
    }
    try {
      const found = await find();
      await this.limiter.undo(key);
      return found;
    } catch (err) {
      // Only "no such event" is a miss; a failure of ours is not the caller's try.
      if (!(err instanceof AppError && err.code === GraphQLErrorCode.NOT_FOUND)) await this.limiter.undo(key);
      throw err;
    }
  }

  /**
   * Counts one join to an event from an address; a join that then fails (a taken nickname,
   * a full event) stays counted, as a retry is another try.
   * @throws AppError RATE_LIMITED past the per-address limit for this event.
   */
  async join(ip: string, eventId: string): Promise<void> {
    const key = `join:${eventId}:${addressKey(ip)}`;
    const r = await this.limiter.hit(key, this.limits.joins);
    if (r.allowed) return;
    await this.limiter.undo(key);
    throw rateLimited(r.retryAfterS);
  }
}
