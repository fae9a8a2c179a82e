import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../lib/clock';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import {
  MAIL_LIMIT,
  MemoryRateLimitStore,
  PASSWORD_CHANGE_LIMIT,
  RateLimiter,
  RedisRateLimitStore,
  SIGN_IN_LIMITS,
  type RedisLike,
} from './rateLimit';

const PASSWORD = 'correct horse battery';
const WINDOW_S = SIGN_IN_LIMITS.perAddress.windowMs / 1000;
const uniqueEmail = () => `${randomUUID()}@example.com`;
const freshIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});
// A fresh app per test: its in-memory limiter starts empty.
beforeEach(async () => {
  t = await buildTestApp(db);
});
afterEach(async () => {
  await t?.close();
});

function signIn(email: string, password: string, ip: string) {
  return t.app.inject({ method: 'POST', url: '/v1/signin/email-password', payload: { email, password }, remoteAddress: ip });
}

async function newAccount(): Promise<string> {
  const email = uniqueEmail();
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/signup/email-password',
    payload: { email, password: PASSWORD },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode).toBe(200);
  return email;
}

describe('sign-in limit per address', () => {
  it(`refuses the address after ${SIGN_IN_LIMITS.perAddress.max} failures with 429 and retry-after, even with right credentials`, async () => {
    const ip = freshIp();
    const account = await newAccount();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.max; i++) {
      // A different (unknown) email each time, so only the address limit can be reached.
      const res = await signIn(uniqueEmail(), 'wrong password', ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const limited = await signIn(account, PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'too-many-requests',
      reason: 'RATE_LIMITED',
      message: 'Too many attempts. Try again in 15 minute(s).',
      retryAfterS: expect.any(Number),
    });
    expect(limited.headers['retry-after']).toBe(String(WINDOW_S));

    // The same account from another address is fine.
    expect((await signIn(account, PASSWORD, freshIp())).statusCode).toBe(200);

    // retry-after counts down with the clock, and the window passes.
    t.clock.advance(5 * 60_000);
    expect((await signIn(account, PASSWORD, ip)).headers['retry-after']).toBe(String(WINDOW_S - 300));
    t.clock.advance(10 * 60_000);
    expect((await signIn(account, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const ip = freshIp();
    const account = await newAccount();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.max + 5; i++) {
      expect((await signIn(account, PASSWORD, ip)).statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  });
});

describe('sign-in limit per address and account (the owner is never locked out)', () => {
  const MAX = SIGN_IN_LIMITS.perAddressAndAccount.max;

  it(`refuses the address after ${MAX} failures on one account, while the owner signs in from another address`, async () => {
    const account = await newAccount();
    const attacker = freshIp();
    for (let i = 0; i < MAX; i++) {
      expect((await signIn(account, 'wrong password', attacker)).statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const limited = await signIn(account, PASSWORD, attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('too-many-requests');
    expect(limited.headers['retry-after']).toBe(String(SIGN_IN_LIMITS.perAddressAndAccount.windowMs / 1000));
    // The limit is on the account however its email is written.
    expect((await signIn(account.toUpperCase(), PASSWORD, attacker)).statusCode).toBe(429);

    // The owner, elsewhere, is not held up by the attacker's failures.
    expect((await signIn(account, PASSWORD, freshIp())).statusCode).toBe(200);
    // The attacker's address may still try other accounts (up to the address limit).
    expect((await signIn(await newAccount(), PASSWORD, attacker)).statusCode).toBe(200);

    t.clock.advance(SIGN_IN_LIMITS.perAddressAndAccount.windowMs - 1_000);
    expect((await signIn(account, PASSWORD, attacker)).statusCode).toBe(429);
    t.clock.advance(1_000);
    expect((await signIn(account, PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('does not lock the owner out however many addresses fail on the account', async () => {
    const account = await newAccount();
    for (let i = 0; i < 3 * MAX; i++) {
      expect((await signIn(account, 'wrong password', freshIp())).statusCode, `attempt ${i + 1}`).toBe(401);
    }
    expect((await signIn(account, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('cannot be got round by sending the attempts all at once', async () => {
    const account = await newAccount();
    const ip = freshIp();
    const attempts = await Promise.all(Array.from({ length: MAX * 2 }, () => signIn(account, 'wrong password', ip)));
    const tried = attempts.filter((r) => r.statusCode === 401).length;
    const refused = attempts.filter((r) => r.statusCode === 429).length;
    expect(tried).toBe(MAX);
    expect(refused).toBe(MAX);
    expect((await signIn(account, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('limits an unknown email exactly like a known one', async () => {
    const unknown = uniqueEmail();
    const ip = freshIp();
    for (let i = 0; i < MAX; i++) {
      expect((await signIn(unknown, 'wrong password', ip)).statusCode).toBe(401);
    }
    expect((await signIn(unknown, 'wrong password', ip)).statusCode).toBe(429);
  });

  it('starts counting again after a successful sign-in from that address', async () => {
    const account = await newAccount();
    const ip = freshIp();
    for (let i = 0; i < MAX - 1; i++) {
      expect((await signIn(account, 'wrong password', ip)).statusCode).toBe(401);
    }
    expect((await signIn(account, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < MAX; i++) {
      expect((await signIn(account, 'wrong password', ip)).statusCode, `attempt ${i + 1} after success`).toBe(401);
    }
    expect((await signIn(account, PASSWORD, ip)).statusCode).toBe(429);
  });
});

describe('password checks on a password change', () => {
  const MAX = PASSWORD_CHANGE_LIMIT.max;
  const CHANGE = 'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';

  async function signedIn(): Promise<{ email: string; token: string }> {
    const email = await newAccount();
    const res = await signIn(email, PASSWORD, freshIp());
    return { email, token: res.json().session.accessToken as string };
  }
  const viaGraphQL = (token: string, current: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      payload: { query: CHANGE, variables: { c: current, n: 'a brand new passphrase' } },
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: ip,
    });
  const viaRest = (token: string, current: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/password',
      payload: { currentPassword: current, newPassword: 'a brand new passphrase' },
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: ip,
    });

  it(`GraphQL changePassword: after ${MAX} wrong current passwords the account is RATE_LIMITED with retryAfterS`, async () => {
    const { email, token } = await signedIn();
    for (let i = 0; i < MAX; i++) {
      const res = await viaGraphQL(token, `wrong ${i}`, freshIp());
      expect(res.json().errors[0].extensions.code, `attempt ${i + 1}`).toBe('BAD_USER_INPUT');
    }
    // Even the right password waits now, from any address: guessing stops here.
    const limited = await viaGraphQL(token, PASSWORD, freshIp());
    expect(limited.json().data).toBeNull();
    expect(limited.json().errors[0].extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterS: PASSWORD_CHANGE_LIMIT.windowMs / 1000,
    });
    // Nothing changed, and the owner's sign-in is not affected.
    expect((await signIn(email, PASSWORD, freshIp())).statusCode).toBe(200);

    t.clock.advance(PASSWORD_CHANGE_LIMIT.windowMs);
    const fresh = (await signIn(email, PASSWORD, freshIp())).json().session.accessToken as string;
    expect((await viaGraphQL(fresh, PASSWORD, freshIp())).json()).toEqual({ data: { changePassword: true } });
  });

  it(`POST /v1/user/password: after ${MAX} wrong current passwords, 429 too-many-requests with the wait`, async () => {
    const { token } = await signedIn();
    for (let i = 0; i < MAX; i++) expect((await viaRest(token, `wrong ${i}`, freshIp())).statusCode, `attempt ${i + 1}`).toBe(400);
    const limited = await viaRest(token, PASSWORD, freshIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'too-many-requests',
      reason: 'RATE_LIMITED',
      message: expect.stringMatching(/Try again in 15 minute/),
      retryAfterS: PASSWORD_CHANGE_LIMIT.windowMs / 1000,
    });
    expect(limited.headers['retry-after']).toBe(String(PASSWORD_CHANGE_LIMIT.windowMs / 1000));
  });

  it('GraphQL and REST share one count per account', async () => {
    const { token } = await signedIn();
    for (let i = 0; i < MAX; i++) {
      const res = i % 2 ? await viaRest(token, `wrong ${i}`, freshIp()) : await viaGraphQL(token, `wrong ${i}`, freshIp());
      expect(res.statusCode).not.toBe(429);
    }
    expect((await viaRest(token, PASSWORD, freshIp())).statusCode).toBe(429);
  });

  it('counts in the address limit of sign-in: an address that failed too often cannot guess here either', async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.max; i++) {
      expect((await signIn(uniqueEmail(), 'wrong password', ip)).statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const { token } = await signedIn();
    const limited = await viaGraphQL(token, 'a guess', ip);
    expect(limited.json().errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterS: expect.any(Number) });
    expect((await viaRest(token, 'a guess', ip)).statusCode).toBe(429);
    // The same account from another address is fine.
    expect((await viaRest(token, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('does not count a right password', async () => {
    const { token } = await signedIn();
    const ip = freshIp();
    // The body always asks for the same new password: after the first change, it is the current one.
    expect((await viaRest(token, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < MAX + 2; i++) {
      expect((await viaRest(token, 'a brand new passphrase', ip)).statusCode, `change ${i + 2}`).toBe(200);
    }
  });
});

describe('mail limit per address', () => {
  it(`answers 429 after ${MAIL_LIMIT.max} mail requests from one address`, async () => {
    const ip = freshIp();
    const post = (url: string) => t.app.inject({ method: 'POST', url, payload: { email: uniqueEmail() }, remoteAddress: ip });
    for (let i = 0; i < MAIL_LIMIT.max; i++) {
      const url = i % 2 ? '/v1/user/password/reset' : '/v1/user/email/send-verification-email';
      expect((await post(url)).statusCode, `request ${i + 1}`).toBe(200);
    }
    const limited = await post('/v1/user/password/reset');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(MAIL_LIMIT.windowMs / 1000));
    t.clock.advance(MAIL_LIMIT.windowMs);
    expect((await post('/v1/user/password/reset')).statusCode).toBe(200);
  });
});

describe('RateLimiter on the memory store', () => {
  const limit = { max: 3, windowMs: 60_000 };

  it('allows max hits per window, then refuses with the seconds left, and resets', async () => {
    const clock = new ManualClock();
    const limiter = new RateLimiter(new MemoryRateLimitStore(clock), clock);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('k', limit));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterS).toBe(60);
    expect(await limiter.check('k', limit)).toEqual({ allowed: false, retryAfterS: 60 });
    // Other keys have their own count.
    expect((await limiter.check('other', limit)).allowed).toBe(true);

    clock.advance(59_500);
    // Never 0 while refused: a client told to retry after 0 s would hammer.
    expect(await limiter.check('k', limit)).toEqual({ allowed: false, retryAfterS: 1 });
    clock.advance(500);
    expect(await limiter.check('k', limit)).toEqual({ allowed: true, retryAfterS: 0 });
    expect((await limiter.hit('k', limit)).allowed).toBe(true);

    await limiter.hit('k', limit);
    await limiter.hit('k', limit);
    expect((await limiter.check('k', limit)).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.check('k', limit)).allowed).toBe(true);
  });

  it('undo gives back one hit of the current window, and never goes below zero or into the next window', async () => {
    const clock = new ManualClock();
    const store = new MemoryRateLimitStore(clock);
    const limiter = new RateLimiter(store, clock);
    for (let i = 0; i < 3; i++) await limiter.hit('k', limit);
    expect((await limiter.check('k', limit)).allowed).toBe(false);
    await limiter.undo('k');
    expect((await limiter.check('k', limit)).allowed).toBe(true);
    expect((await store.peek('k')).count).toBe(2);

    await limiter.undo('k');
    await limiter.undo('k');
    await limiter.undo('k');
    expect((await store.peek('k')).count).toBe(0);
    await limiter.undo('never-hit');
    expect((await store.peek('never-hit')).count).toBe(0);

    for (let i = 0; i < 3; i++) await limiter.hit('k', limit);
    expect((await limiter.check('k', limit)).allowed).toBe(false);
  });

  it('check does not count', async () => {
    const clock = new ManualClock();
    const limiter = new RateLimiter(new MemoryRateLimitStore(clock), clock);
    for (let i = 0; i < 10; i++) await limiter.check('k', limit);
    expect((await limiter.hit('k', limit)).allowed).toBe(true);
  });
});

describe('RedisRateLimitStore', () => {
  /** Enough of Redis for the store's script and commands, driven by the manual clock. */
  function fakeRedis(clock: ManualClock): RedisLike {
    const data = new Map<string, { count: number; expiresAt: number }>();
    const live = (key: string) => {
      const v = data.get(key);
      if (v && v.expiresAt <= clock.now()) data.delete(key);
      return data.get(key);
    };
    return {
      async eval(script, _numKeys, ...args) {
        const [key, windowMs] = args as [string, number];
        if (!script.includes("'INCR'")) {
          // The decrement script: only an existing, positive count.
          const v = live(key);
          if (v && v.count > 0) v.count -= 1;
          return 0;
        }
        let v = live(key);
        if (!v) {
          v = { count: 0, expiresAt: clock.now() + Number(windowMs) };
          data.set(key, v);
        }
        v.count += 1;
        return [v.count, v.expiresAt - clock.now()];
      },
      async get(key) {
        const v = live(key);
        return v ? String(v.count) : null;
      },
      async pttl(key) {
        const v = live(key);
        return v ? v.expiresAt - clock.now() : -2;
      },
      async del(key) {
        return data.delete(key) ? 1 : 0;
      },
    };
  }

  it('gives the limiter the same answers as the memory store', async () => {
    const clock = new ManualClock();
    const limiter = new RateLimiter(new RedisRateLimitStore(fakeRedis(clock), clock), clock);
    const limit = { max: 2, windowMs: 30_000 };
    expect((await limiter.hit('k', limit)).allowed).toBe(true);
    expect((await limiter.hit('k', limit)).allowed).toBe(true);
    expect(await limiter.check('k', limit)).toEqual({ allowed: false, retryAfterS: 30 });
    clock.advance(30_000);
    expect(await limiter.check('k', limit)).toEqual({ allowed: true, retryAfterS: 0 });
    await limiter.hit('k', limit);
    await limiter.hit('k', limit);
    await limiter.undo('k');
    expect((await limiter.check('k', limit)).allowed).toBe(true);
    await limiter.hit('k', limit);
    await limiter.reset('k');
    expect((await limiter.check('k', limit)).allowed).toBe(true);
  });
});
