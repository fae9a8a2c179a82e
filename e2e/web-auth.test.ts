// Browser tests of the web app's session behaviour (issue 3): sign-up to sign-out through the
// delivered email, returning to a deep link after sign-in, guest-only pages, expired and
// refreshed sessions, and `?ref=` reaching the sign-up request. Real Chromium, real server.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, mailText, screenshotDir, startMailCatcher, startServer, type CaughtMail, type RunningServer } from './harness';

let server: RunningServer;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let browser: Browser;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({ SMTP_URL: mail.url });
  browser = await launchBrowser();
  mkdirSync(screenshotDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

let counter = 0;
function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now()}-${counter}@example.com`;
}

async function newPage(viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

/** An account made through the API, for tests that are not about signing up. */
async function createAccount(tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const res = await fetch(`${server.url}/v1/signup/email-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, displayName: 'Robin Quinn' }),
  });
  expect(res.status).toBe(200);
  return email;
}

async function signInOnPage(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function waitForMail(to: string): Promise<CaughtMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = mail.mails.find((m) => m.to.includes(to));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no email to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function authStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((k) => k.startsWith('auth.'))
        .map((k) => [k, localStorage.getItem(k) ?? '']),
    ),
  );
}

async function apolloCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'apollo-token')?.value;
}

describe('web session', () => {
  it('signs up, confirms the email from the delivered link, signs in, reaches a protected page and signs out', async () => {
    const email = uniqueEmail('golden');
    const { context, page } = await newPage();
    await page.goto(`${server.url}/register`);
    await expect.poll(() => page.getByRole('heading', { name: 'Create your account' }).isVisible()).toBe(true);
    await shot(page, 'register-desktop');

    // Empty submit: every field says what is wrong, and editing a field clears its error.
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect.poll(() => page.getByText('Enter a valid email address').isVisible()).toBe(true);
    await page.getByLabel('Email').fill(email);
    await expect.poll(() => page.getByText('Enter a valid email address').count()).toBe(0);

    await page.getByLabel('Your name').fill('Alex Morgan');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(PASSWORD);
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();

    await page.waitForURL(/\/confirm-signup\?email=/);
    await expect.poll(() => page.getByRole('heading', { name: 'Check your email' }).isVisible()).toBe(true);
    await shot(page, 'confirm-signup-desktop');

    const message = await waitForMail(email);
    const link = /https?:\/\/[^\s"<>]+\/confirm-email\?ticket=[^\s"<>&]+/.exec(mailText(message.raw))?.[0];
    expect(link).toBeTruthy();
    const ticketUrl = new URL(link as string);
    await context.close();

    // Open the link where the person reads their email: a fresh browser, signed out.
    const other = await newPage();
    const sentFrames: string[] = [];
    const graphqlPosts: string[] = [];
    other.page.on('websocket', (ws) => {
      if (ws.url().endsWith('/v1/graphql')) ws.on('framesent', (frame) => sentFrames.push(String(frame.payload)));
    });
    other.page.on('request', (r) => {
      if (r.url().endsWith('/v1/graphql') && r.method() === 'POST') graphqlPosts.push(r.url());
    });
    await other.page.goto(`${server.url}${ticketUrl.pathname}${ticketUrl.search}`);
    await expect.poll(() => other.page.getByRole('heading', { name: 'Your email is confirmed' }).isVisible()).toBe(true);
    await shot(other.page, 'confirm-email-desktop');
    await other.page.getByRole('link', { name: 'Sign in' }).click();
    await other.page.waitForURL(/\/login$/);
    await signInOnPage(other.page, email);
    await other.page.waitForURL(`${server.url}/`);
    await expect.poll(() => other.page.getByRole('heading', { name: 'Welcome, Alex' }).isVisible()).toBe(true);
    await expect.poll(() => other.page.getByText('Make your first deck').isVisible()).toBe(true);
    expect(await apolloCookie(other.context)).toBeTruthy();
    await shot(other.page, 'home-desktop');

    // The account page reads `me` over the websocket: the email now shows as confirmed.
    await other.page.getByRole('button', { name: /Account menu for/ }).click();
    await other.page.getByRole('menuitem', { name: 'Account' }).click();
    await other.page.waitForURL(/\/account$/);
    await expect.poll(() => other.page.getByText('Confirmed', { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await other.page.getByText(email, { exact: true }).isVisible()).toBe(true);
    await shot(other.page, 'account-desktop');
    // Every operation went over the websocket, opened with the bearer credential from the cookie.
    const frames = sentFrames.map((f) => JSON.parse(f) as { type: string; payload?: { Authorization?: string; query?: string } });
    const init = frames.find((f) => f.type === 'connection_init');
    expect(init?.payload?.Authorization).toBe(`Bearer ${await apolloCookie(other.context)}`);
    expect(frames.some((f) => f.type === 'start' && f.payload?.query?.includes('query Me'))).toBe(true);
    expect(graphqlPosts).toEqual([]);

    await other.page.getByRole('button', { name: /Account menu for/ }).click();
    await other.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await other.page.waitForURL(/\/login$/);
    expect(await authStorage(other.page)).toEqual({});
    expect(await apolloCookie(other.context)).toBeUndefined();
    await other.context.close();
  });

  it('returns to the deep protected URL, query string included, after signing in', async () => {
    const email = await createAccount('deep');
    const { context, page } = await newPage();
    await page.goto(`${server.url}/account?section=password&x=1#password`);
    await page.waitForURL(/\/login$/);
    await shot(page, 'login-desktop');
    await signInOnPage(page, email);
    await page.waitForURL(`${server.url}/account?section=password&x=1#password`);
    await expect.poll(() => page.getByRole('heading', { name: 'Account', level: 1 }).isVisible()).toBe(true);
    await context.close();
  });

  it('moves a signed-in visitor of /login on to the home page', async () => {
    const email = await createAccount('guest');
    const { context, page } = await newPage();
    await page.goto(`${server.url}/login`);
    await signInOnPage(page, email);
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/login`);
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/register`);
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Robin' }).isVisible()).toBe(true);
    await context.close();
  });

  it('resets an expired session: tokens and cookie gone, sent to sign in', async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.url}/login`);
    const past = Date.now() - 60_000;
    await page.evaluate((t) => {
      localStorage.setItem('auth.token', 'expired.access.token');
      localStorage.setItem('auth.token_expiration', String(t));
      localStorage.setItem('auth.refresh_token', 'expired-refresh');
      localStorage.setItem('auth.refresh_token_expiration', String(t));
      localStorage.setItem(
        'auth.user',
        JSON.stringify({ id: 'u', email: 'old@example.com', displayName: 'Old', emailVerified: true, scope: ['user'] }),
      );
      document.cookie = 'apollo-token=expired.access.token; path=/';
    }, past);
    await page.goto(`${server.url}/account`);
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back' }).isVisible()).toBe(true);
    expect(await authStorage(page)).toEqual({ 'auth.redirect': '/account' });
    expect(await apolloCookie(context)).toBeUndefined();
    await context.close();
  });

  it('refreshes an expired access token with a valid refresh token and stays on the page', async () => {
    const email = await createAccount('refresh');
    const { context, page } = await newPage();
    await page.goto(`${server.url}/login`);
    await signInOnPage(page, email);
    await page.waitForURL(`${server.url}/`);
    const before = await authStorage(page);
    await page.evaluate(() => localStorage.setItem('auth.token_expiration', String(Date.now() - 1000)));
    const refreshed = page.waitForRequest((r) => r.url().endsWith('/v1/token'));
    await page.goto(`${server.url}/account`);
    await refreshed;
    await expect.poll(() => page.getByRole('heading', { name: 'Account', level: 1 }).isVisible()).toBe(true);
    const after = await authStorage(page);
    expect(after['auth.refresh_token']).not.toBe(before['auth.refresh_token']);
    expect(Number(after['auth.token_expiration'])).toBeGreaterThan(Date.now());
    await context.close();
  });

  it('keeps ?ref= from any page and sends it with a later sign-up', async () => {
    const { context, page } = await newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/?ref=friend42`);
    await page.waitForURL(/\/login$/);
    await shot(page, 'login-phone');
    await page.getByText('Create an account').click();
    await page.waitForURL(/\/register$/);
    await page.getByLabel('Your name').fill('Sam Lee');
    await page.getByLabel('Email').fill(uniqueEmail('ref'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await shot(page, 'register-phone');
    const request = page.waitForRequest((r) => r.url().endsWith('/v1/signup/email-password'));
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    expect((await request).postDataJSON()).toMatchObject({ ref: 'friend42' });
    await page.waitForURL(/\/confirm-signup/);
    await shot(page, 'confirm-signup-phone');
    // Back to the page first visited, remembered when it sent the visitor to sign in.
    await page.getByRole('button', { name: 'Continue to Mingle' }).click();
    await page.waitForURL(`${server.url}/?ref=friend42`);
    await expect.poll(() => page.getByText('Make your first deck').isVisible()).toBe(true);
    await shot(page, 'home-phone');
    await page.goto(`${server.url}/account`);
    await expect.poll(() => page.getByText('Not confirmed').isVisible(), { timeout: 15_000 }).toBe(true);
    await shot(page, 'account-phone');
    await context.close();
  });

  it('resets a forgotten password through the emailed link, then signs in with the new one', async () => {
    const email = await createAccount('reset');
    const { context, page } = await newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/reset-password$/);
    await shot(page, 'reset-request-phone');
    const sentBefore = mail.mails.length;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Check your email' }).isVisible()).toBe(true);

    await expect
      .poll(() => mail.mails.slice(sentBefore).some((m) => m.to.includes(email) && mailText(m.raw).includes('/reset-password?ticket=')))
      .toBe(true);
    const raw = mail.mails.slice(sentBefore).find((m) => mailText(m.raw).includes('/reset-password?ticket='))?.raw ?? '';
    const link = new URL(/https?:\/\/[^\s"<>]+\/reset-password\?ticket=[^\s"<>&]+/.exec(mailText(raw))?.[0] ?? '');
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Choose a new password' }).isVisible()).toBe(true);
    await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await page.getByLabel('Repeat the new password').fill('a different one');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect.poll(() => page.getByText('The two passwords do not match').isVisible()).toBe(true);
    await shot(page, 'reset-choose-phone');
    await page.getByLabel('Repeat the new password').fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Password changed' }).isVisible()).toBe(true);

    // The ticket works once: opening it again fails clearly.
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
    await page.getByLabel('Repeat the new password').fill('yet another passphrase');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect.poll(() => page.getByText('This link is invalid or has expired.').isVisible()).toBe(true);

    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });

  it('explains a wrong password and an invalid confirmation link', async () => {
    const email = await createAccount('wrong');
    const { context, page } = await newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'do not match an account' }).isVisible()).toBe(true);
    await shot(page, 'login-error-desktop');
    await page.goto(`${server.url}/confirm-email?ticket=not-a-real-ticket`);
    await expect.poll(() => page.getByRole('heading', { name: 'We could not confirm your email' }).isVisible()).toBe(true);
    await shot(page, 'confirm-email-failed-desktop');
    await context.close();
  });

  it('refreshes and reconnects when the server refuses the socket credential', async () => {
    const email = await createAccount('refused');
    const res = await fetch(`${server.url}/v1/signin/email-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const { session } = (await res.json()) as { session: { refreshToken: string; user: Record<string, unknown> } };
    const { context, page } = await newPage();
    await page.goto(`${server.url}/login`);
    // An access token that looks current to the browser but that the server will not accept.
    await page.evaluate(
      ({ refreshToken, user }) => {
        const later = Date.now() + 300_000;
        localStorage.setItem('auth.token', 'not-a-token-the-server-signed');
        localStorage.setItem('auth.token_expiration', String(later));
        localStorage.setItem('auth.refresh_token', refreshToken);
        localStorage.setItem('auth.refresh_token_expiration', String(Date.now() + 86_400_000));
        localStorage.setItem('auth.user', JSON.stringify({ ...user, displayName: 'Stale Name' }));
      },
      { refreshToken: session.refreshToken, user: session.user },
    );
    const refreshed = page.waitForRequest((r) => r.url().endsWith('/v1/token'));
    await page.goto(`${server.url}/account`);
    await refreshed;
    // The name the server holds replaces the stale one the browser kept: `me` got through.
    await expect.poll(() => page.getByLabel('Name').inputValue(), { timeout: 15_000 }).toBe('Robin Quinn');
    await context.close();
  });

  it('a device whose session was ended elsewhere (sign-out everywhere) is signed out at its next load, and its open page goes to the login screen', async () => {
    const email = await createAccount('ended');
    const { context, page } = await newPage();
    await page.goto(`${server.url}/login`);
    await signInOnPage(page, email);
    await page.waitForURL(`${server.url}/`);
    await page.waitForLoadState('networkidle');
    // Listening before the other device signs out: on a slow machine a request the home page
    // still had in flight may be the one refused, before the next load.
    const refused = page.waitForResponse((r) => r.url().endsWith('/v1/token') && r.status() === 401);
    // Another device signs out everywhere: this browser's access token still looks current to it.
    const other = await fetch(`${server.url}/v1/signin/email-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const { session } = (await other.json()) as { session: { refreshToken: string } };
    const out = await fetch(`${server.url}/v1/signout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken, all: true }),
    });
    expect(out.status).toBe(200);

    await page.goto(`${server.url}/account`);
    await refused;
    // The refused credential ended the session here too: signed out, nothing of it kept, and the
    // signed-in-only page gives way to the login screen, which will bring the person back to it.
    await page.waitForURL(`${server.url}/login`);
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back' }).isVisible()).toBe(true);
    expect((await authStorage(page))['auth.redirect']).toContain('/account');
    await expect.poll(() => apolloCookie(context)).toBeUndefined();
    expect(Object.keys(await authStorage(page)).filter((k) => k !== 'auth.redirect')).toEqual([]);
    await shot(page, 'session-ended-elsewhere-desktop');
    await context.close();
  });
});
