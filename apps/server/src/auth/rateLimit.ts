import type { Clock } from '../lib/clock';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window that refused this call ends. */
  retryAfterS: number;
}

/**
 * Counts events per key in fixed windows. In memory for one process; a Redis store makes
 * the count shared when several processes serve the same users.
 */
export interface RateLimitStore {
  /** Adds one to the key's count in the current window and returns the new count and window end. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** Current count without adding. */
  peek(key: string): Promise<{ count: number; resetAt: number }>;
  /** Takes one back from the key's count in the current window, if it has one. */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly clock: Clock) {}

  async increment(key: string, windowMs: number) {
    const now = this.clock.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    if (this.windows.size > 50_000) this.sweep(now);
    return { ...w };
  }

  async peek(key: string) {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= this.clock.now()) return { count: 0, resetAt: 0 };
    return { ...w };
  }

  async decrement(key: string) {
    const w = this.windows.get(key);
    if (w && w.resetAt > this.clock.now() && w.count > 0) w.count -= 1;
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

/** The minimal part of an ioredis client the store uses. */
export interface RedisLike {
  eval(script: string, numKeys: number, ...args: (string | number)[]): Promise<unknown>;
  get(key: string): Promise<string | null>;
  pttl(key: string): Promise<number>;
  del(key: string): Promise<number>;
}

const INCREMENT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

// Only an existing key: DECR on a missing one would create a count with no expiry.
const DECREMENT = `if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: RedisLike,
    private readonly clock: Clock,
    private readonly prefix = 'mingle:rl:',
  ) {}

  async increment(key: string, windowMs: number) {
    const [count, ttl] = (await this.redis.eval(INCREMENT, 1, this.prefix + key, windowMs)) as [number, number];
    return { count, resetAt: this.clock.now() + Math.max(ttl, 0) };
  }

  async peek(key: string) {
    const [v, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    return { count: Number(v ?? 0), resetAt: this.clock.now() + Math.max(ttl, 0) };
  }

  async decrement(key: string) {
    await this.redis.eval(DECREMENT, 1, this.prefix + key);
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Sign-in attempts that failed, per client address (whatever the accounts) and per address
 * and account. There is deliberately no limit per account alone: anyone who knows an email
 * could then lock its owner out (docs/adr/0022).
 */
export const SIGN_IN_LIMITS = {
  perAddress: { max: 30, windowMs: 15 * 60_000 },
  perAddressAndAccount: { max: 5, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

/**
 * Wrong current passwords given to a password change, per account. Only a signed-in session
 * can make these, so counting per account locks out nobody but whoever holds a session and
 * not the password; the owner can still reset it by email. They also count in the address's
 * sign-in limit.
 */
export const PASSWORD_CHANGE_LIMIT: Limit = { max: 5, windowMs: 15 * 60_000 };

/** Requests that send mail or create accounts, per client address. */
export const MAIL_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };
export const SIGN_UP_LIMIT: Limit = { max: 20, windowMs: 60 * 60_000 };

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  /** Is the key already at its limit? Does not count. */
  async check(key: string, limit: Limit): Promise<RateLimitResult> {
    const w = await this.store.peek(key);
    return this.result(w, limit);
  }

  /** Counts one event and says whether it was within the limit. */
  async hit(key: string, limit: Limit): Promise<RateLimitResult> {
    const w = await this.store.increment(key, limit.windowMs);
    return this.result({ count: w.count - 1, resetAt: w.resetAt }, limit);
  }

  /**
   * Gives back an event counted with `hit`. Counting first and giving back afterwards
   * (rather than checking first and counting afterwards) keeps simultaneous requests from
   * all passing the check before any of them is counted.
   */
  undo(key: string): Promise<void> {
    return this.store.decrement(key);
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }

  private result(w: { count: number; resetAt: number }, limit: Limit): RateLimitResult {
    const allowed = w.count < limit.max;
    return { allowed, retryAfterS: allowed ? 0 : Math.max(1, Math.ceil((w.resetAt - this.clock.now()) / 1000)) };
  }
}
