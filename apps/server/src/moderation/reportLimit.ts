import type { Limit, RateLimiter } from '../auth/rateLimit';
import { addressKey } from '../live/admission';
import { rateLimited } from '../lib/errors';

/**
 * Reports sent from `/report` per client address (ADR 52). Anyone may report, with or without
 * an account, and each report is a row an admin reads: this is what keeps one address from
 * filling the admins' list. Signed-in reporters count by their address too (an account is cheap
 * to make, and the admins' time is what is limited).
 */
export class ReportLimit {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limit: Limit,
  ) {}

  /** @throws AppError RATE_LIMITED with retryAfterS once the address is at its limit in the window. */
  async admit(ip: string): Promise<void> {
    const key = `report:${addressKey(ip)}`;
    const r = await this.limiter.hit(key, this.limit);
    if (r.allowed) return;
    // A refused report costs nothing: the count stays at the limit, so the window still ends on time.
    await this.limiter.undo(key);
    throw rateLimited(r.retryAfterS, 'Too many reports sent from your network.');
  }
}
