import type { Limit, RateLimiter } from '../auth/rateLimit';
import { addressKey } from '../live/admission';
import { rateLimited } from '../lib/errors';

/** Uploads per signed-in user and per client address (docs/adr/0021). */
export interface UploadLimitSettings {
  perUser: Limit;
  perAddress: Limit;
}

/**
 * Counts uploads before their bytes are read or checked: each try costs the server the same
 * whether the image is kept or refused. Both counts are taken at once, so simultaneous
 * uploads cannot all pass a check before any is counted; a refused try is given back to both.
 */
export class UploadLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: UploadLimitSettings,
  ) {}

  /** @throws AppError RATE_LIMITED with retryAfterS when the user or the address is at its limit. */
  async admit(userId: string, ip: string): Promise<void> {
    const keys = [`upload-user:${userId}`, `upload-address:${addressKey(ip)}`] as const;
    const [user, address] = await Promise.all([
      this.limiter.hit(keys[0], this.limits.perUser),
      this.limiter.hit(keys[1], this.limits.perAddress),
    ]);
    if (user.allowed && address.allowed) return;
    await Promise.all(keys.map((k) => this.limiter.undo(k)));
    throw rateLimited(Math.max(user.retryAfterS, address.retryAfterS), 'Too many uploads for now.');
  }
}
