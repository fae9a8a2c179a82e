// Shared steps of the deck and editor browser tests: accounts, signing in, API calls and screenshots.
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { screenshotDir, type RunningServer } from './harness';

export const PASSWORD = 'correct horse battery';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
/** A 2×2 red PNG: a real image for uploads, slides and option pictures. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

let counter = 0;

export async function createAccount(server: RunningServer, tag: string): Promise<{ email: string; token: string }> {
  counter += 1;
  const email = `${tag}-${Date.now()}-${counter}@example.com`;
  const res = await fetch(`${server.url}/v1/signup/email-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, displayName: 'Sam Rivera' }),
  });
  expect(res.status).toBe(200);
  const signin = await fetch(`${server.url}/v1/signin/email-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await signin.json()) as { session: { accessToken: string } };
  return { email, token: body.session.accessToken };
}

/** Runs a GraphQL operation over HTTP as the account; throws on errors. */
export async function gql<T>(server: RunningServer, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${server.url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

export async function importDeckViaApi(server: RunningServer, token: string, document: unknown): Promise<string> {
  const data = await gql<{ importDeck: { id: string } }>(server, token, 'mutation ($d: JSON!) { importDeck(document: $d) { id } }', {
    d: document,
  });
  return data.importDeck.id;
}

export async function signedInPage(
  browser: Browser,
  server: RunningServer,
  email: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${server.url}/`);
  return { context, page };
}

export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  // Let thumbnails measure themselves and transitions settle before the picture.
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}

/** A small, valid deck document with a quiz and a poll. */
export function sampleDeck(title: string, tags: string[] = []) {
  return {
    version: 1,
    title,
    description: 'A warm-up for the Monday all-hands.',
    tags,
    slides: [
      { type: 'content', title: `Welcome to ${title}`, body: 'Grab your phone and join.' },
      {
        type: 'quiz',
        question: 'Which planet is closest to the sun?',
        options: [{ text: 'Mercury', correct: true }, { text: 'Venus' }, { text: 'Mars' }, { text: 'Earth' }],
      },
      { type: 'poll', question: 'Coffee or tea?', options: [{ text: 'Coffee' }, { text: 'Tea' }, { text: 'Neither' }] },
    ],
  };
}

/** expect.poll with room for a real server and browser (its default is one second). */
export function poll<T>(fn: () => Promise<T> | T, options: { timeout?: number } = {}) {
  return expect.poll(fn, { timeout: 10_000, ...options });
}
