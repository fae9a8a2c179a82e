import type { Limit, RateLimiter, RateLimitResult } from '../auth/rateLimit';
import { addressKey } from '../live/admission';
import { rateLimited } from '../lib/errors';

/**
 * Public recap reads per client address (ADR 43, note of 2026-11-27): the `recap` query from a
 * caller without an account, and the server-written HTML of `/recap/{id}` (which reads the
 * event's row for its link preview). A recap is public and its id travels in links, so this is
 * what stops one address from making the server read recaps without end. Signed-in callers are
 * not counted: an account is already behind the sign-up limit.
 */
export class RecapReadLimit {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limit: Limit,
    /** What is counted: recap reads, or recap slide images (their own limit, ADR 45). */
    private readonly kind: 'recap-read' | 'slide-image' = 'recap-read',
  ) {}

  /** Counts one read; refused past the limit (then the count stays at the limit). */
  async take(ip: string): Promise<RateLimitResult> {
    const key = `${this.kind}:${addressKey(ip)}`;
    const r = await this.limiter.hit(key, this.limit);
    // A refused read costs nothing: the count stays at the limit, so the window still ends on time.
    if (!r.allowed) await this.limiter.undo(key);
    return r;
  }

  /** @throws AppError RATE_LIMITED with retryAfterS once the address is at its limit in the window. */
  async admit(ip: string): Promise<void> {
    const r = await this.take(ip);
    if (!r.allowed) throw rateLimited(r.retryAfterS, 'Too many recaps opened from your network.');
  }
}
