import { describe, expect, it, vi } from 'vitest';
import { RedirectMemory } from '../auth/redirectMemory';
import { ExpiredAuthSessionError } from '../auth/errors';
import { AUTH_KEYS } from '../auth/tokenStore';
import { memoryStorage } from '../testing/fakes';
import { HttpError } from './errors';
import { runGuards, type AuthMode, type GuardContext } from './guards';

function context(path: string, auth: AuthMode, loggedIn: boolean, ensureValid = vi.fn(async () => undefined)) {
  const storage = memoryStorage();
  const state = { user: null, loggedIn };
  const ctx: GuardContext = {
    url: new URL(path, 'http://mingle.test'),
    auth,
    session: { getState: () => state, ensureValid },
    memory: new RedirectMemory(storage),
    storage,
  };
  return { ctx, storage, state };
}

const run = (ctx: GuardContext) => runGuards(['auth', 'referral'], ctx);

describe('auth guard', () => {
  it('sends a signed-out visitor of a protected page to /login and remembers the full path', async () => {
    const { ctx, storage } = context('/account?tab=team&x=1#members', 'required', false);
    expect(await run(ctx)).toBe('/login');
    expect(storage.getItem(AUTH_KEYS.redirect)).toBe('/account?tab=team&x=1#members');
  });

  it('lets anyone open a page that opts out, and guests open guest-only pages', async () => {
    expect(await run(context('/confirm-email?ticket=t', false, false).ctx)).toBeNull();
    expect(await run(context('/confirm-email?ticket=t', false, true).ctx)).toBeNull();
    expect(await run(context('/register', 'guest', false).ctx)).toBeNull();
    expect(await run(context('/login', 'guest', false).ctx)).toBeNull();
  });

  it('sends a signed-in visitor of a guest-only page to the login route, or to the remembered path', async () => {
    expect(await run(context('/register', 'guest', true).ctx)).toBe('/login');
    // On the login page itself there is nowhere else to go: the screen continues on its own.
    expect(await run(context('/login', 'guest', true).ctx)).toBeNull();
    const { ctx, storage } = context('/login', 'guest', true);
    storage.setItem(AUTH_KEYS.redirect, '/account?x=1');
    expect(await run(ctx)).toBe('/account?x=1');
    expect(storage.getItem(AUTH_KEYS.redirect)).toBeNull();
  });

  it('never remembers a path that leaves the site', async () => {
    const { ctx, storage } = context('/login', 'guest', true);
    storage.setItem(AUTH_KEYS.redirect, '//evil.example/');
    expect(await run(ctx)).toBeNull();
  });

  it('resets an expired session and then treats the visitor as signed out', async () => {
    const { ctx, state } = context(
      '/account',
      'required',
      true,
      vi.fn(async () => {
        state.loggedIn = false;
        throw new ExpiredAuthSessionError();
      }),
    );
    expect(await run(ctx)).toBe('/login');
  });

  it('refreshes a signed-in session before the page opens', async () => {
    const ensureValid = vi.fn(async () => undefined);
    expect(await run(context('/account', 'required', true, ensureValid).ctx)).toBeNull();
    expect(ensureValid).toHaveBeenCalledTimes(1);
  });
});

describe('referral guard', () => {
  it('keeps ?ref= from any page, even when auth redirects', async () => {
    const { ctx, storage } = context('/?ref=friend42', 'required', false);
    expect(await run(ctx)).toBe('/login');
    expect(storage.getItem(AUTH_KEYS.referral)).toBe('friend42');
  });

  it('ignores a malformed ref', async () => {
    const { ctx, storage } = context('/go?ref=%3Cscript%3E', false, false);
    await run(ctx);
    expect(storage.getItem(AUTH_KEYS.referral)).toBeNull();
  });
});

describe('runGuards', () => {
  it('answers an unknown guard name with 500 "Unknown middleware {name}"', async () => {
    const { ctx } = context('/', false, false);
    const error = await runGuards(['auth', 'teams'], ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 500, message: 'Unknown middleware teams' });
  });
});
