// Browser test of the would-you-rather slide (SPEC R18): a host and three phones; phones tap
// one of two big halves, the big screen splits live as they do (R7.4), and at the results it
// names the first few on each side, only on the slide that shows names (R18.4). Screenshots go
// to e2e/screenshots/wyr-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, shot, signedInPage } from './web-decks-helpers';
import { hostNext, joinPhone, makeLiveDeck, runningEventOf, SCREEN, startFromConsole, type Phone } from './web-live-helpers';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  mkdirSync(screenshotDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A 400×300 picture: a coloured field with a disc. */
const picture = (bg: string, disc: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="${bg}"/><circle cx="200" cy="150" r="90" fill="${disc}"/></svg>`;

async function uploadSvg(token: string, svg: string): Promise<string> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation ($f: Upload!) { uploadFile(file: $f) { url } }', variables: { f: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  form.append('0', new Blob([svg], { type: 'image/svg+xml' }), 'side.svg');
  const res = await fetch(`${server.url}/v1/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data?: { uploadFile: { url: string } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.uploadFile.url;
}

const sees = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });
const stepOf = (host: Page) =>
  host
    .getByText(/^(Slide \d+ of \d+ ·|Lobby|Ended)/)
    .first()
    .textContent();
const sideOf = (page: Page, label: RegExp) => page.getByLabel(label).first();
const namesOn = (page: Page, side: 'A' | 'B') =>
  page
    .getByRole('list', { name: `Some who picked ${side}` })
    .locator(':scope > li')
    .allTextContents();
const pick = (phone: Phone, name: RegExp) => phone.page.getByRole('button', { name }).click();

describe('a would-you-rather slide, live', () => {
  it('R18.2–R18.4 R7.4 phones pick a side; the big screen splits live and names a few per side at the results', async () => {
    const account = await createAccount(server, 'wyr-host');
    const [sky, ghost] = [
      await uploadSvg(account.token, picture('#87ceeb', '#ffffff')),
      await uploadSvg(account.token, picture('#d8d8e8', '#6b6585')),
    ];
    const deckId = await makeLiveDeck(server, account.token, 'Icebreakers', [
      { type: 'wouldyourather', optionA: 'Be able to fly', optionB: 'Be invisible', imageA: sky, imageB: ghost },
      {
        type: 'wouldyourather',
        question: 'For the rest of your life, would you rather…',
        optionA: 'Only eat pizza',
        optionB: 'Never eat pizza again',
        showNames: false,
      },
    ]);
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId);
    const event = await runningEventOf(server, account.token, deckId);
    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/event/${event.id}`);
    const [ada, grace, linus] = [
      await joinPhone(browser, server, event.code, 'Ada'),
      await joinPhone(browser, server, event.code, 'Grace'),
      await joinPhone(browser, server, event.code, 'Linus'),
    ] as [Phone, Phone, Phone];
    for (const name of ['Ada', 'Grace', 'Linus']) await sees(screen, name);

    await host.getByRole('button', { name: /Start the game \(3 players\)/ }).click();
    await expect.poll(() => stepOf(host)).toMatch(/Slide 1 of 2 · Would you rather · Answering/);
    await ada.page.getByRole('button', { name: 'Option A: Be able to fly' }).waitFor({ timeout: 15_000 });
    await sees(screen, '0 votes · pick a side on your phone');
    await shot(ada.page, 'wyr-phone-answering', false);
    await expectNoAxeViolations(ada.page, 'phone: would you rather answering');
    await shot(screen, 'wyr-screen-empty', false);

    // Ada picks A: her phone confirms it; the big screen's A half fills (R7.4).
    await pick(ada, /^Option A:/);
    await sees(ada.page, 'Your pick is in');
    expect(await ada.page.getByRole('button', { name: 'Option A: Be able to fly' }).getAttribute('aria-pressed')).toBe('true');
    await shot(ada.page, 'wyr-phone-sent', false);
    await expectNoAxeViolations(ada.page, 'phone: would you rather sent');
    await sees(screen, '1 vote · pick a side on your phone');
    await sideOf(screen, /^Option A: Be able to fly, 1 vote, 100%$/).waitFor({ timeout: 15_000 });

    // Grace picks B: half and half, still answering.
    await pick(grace, /^Option B:/);
    await sees(screen, '2 votes · pick a side on your phone');
    await sideOf(screen, /^Option B: Be invisible, 1 vote, 50%$/).waitFor({ timeout: 15_000 });
    expect(await stepOf(host)).toMatch(/Would you rather · Answering/);
    // Names wait for the results.
    expect(await screen.getByRole('list', { name: /Some who picked/ }).count()).toBe(0);
    await shot(screen, 'wyr-screen-answering', false);
    await shot(host, 'wyr-host-answering');

    // Linus picks B: everyone has answered, so the results, with the names on each side.
    await pick(linus, /^Option B:/);
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Would you rather · Results/);
    await sideOf(screen, /^Option A: Be able to fly, 1 vote, 33%$/).waitFor({ timeout: 15_000 });
    await sideOf(screen, /^Option B: Be invisible, 2 votes, 67%$/).waitFor();
    await expect.poll(() => namesOn(screen, 'A')).toEqual(['Ada']);
    expect(await namesOn(screen, 'B')).toEqual(['Grace', 'Linus']);
    await shot(screen, 'wyr-screen-results', false);
    await sees(linus.page, 'You’d rather: Be invisible');
    await sees(linus.page, '67% of the room picked the same');
    await shot(linus.page, 'wyr-phone-results', false);
    await expectNoAxeViolations(screen, 'screen: would you rather results');

    // The second slide shows no names: its results name nobody, on the screen or elsewhere.
    await hostNext(host, /Slide 2 of 2 · Would you rather · Answering/);
    await sees(screen, 'For the rest of your life, would you rather…');
    await ada.page.getByRole('button', { name: 'Option A: Only eat pizza' }).waitFor({ timeout: 15_000 });
    await shot(ada.page, 'wyr-phone-answering-long', false);
    await pick(ada, /^Option B:/);
    await pick(grace, /^Option B:/);
    await sideOf(screen, /^Option B: Never eat pizza again, 2 votes, 100%$/).waitFor({ timeout: 15_000 });
    await shot(screen, 'wyr-screen-answering-noimages', false);
    await pick(linus, /^Option A:/);
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Slide 2 of 2 · Would you rather · Results/);
    await sideOf(screen, /^Option A: Only eat pizza, 1 vote, 33%$/).waitFor({ timeout: 15_000 });
    expect(await screen.getByRole('list', { name: /Some who picked/ }).count()).toBe(0);
    await shot(screen, 'wyr-screen-results-nonames', false);
    await shot(host, 'wyr-host-results-nonames');
    // Three phones, a screen and a console on two shared cores: more than the default 90 s.
  }, 240_000);

  it('the editor form, a preview with simulated answers, and the printout', async () => {
    const account = await createAccount(server, 'wyr-editor');
    const [sea, peak] = [
      await uploadSvg(account.token, picture('#1e90ff', '#ffe08a')),
      await uploadSvg(account.token, picture('#5a7d4f', '#ffffff')),
    ];
    const long = (what: string) => `${what}, with everything that comes with it, every single day, for the rest of your life and then some`;
    const deckId = await makeLiveDeck(server, account.token, 'Icebreakers', [
      { type: 'wouldyourather', optionA: 'Live by the sea', optionB: 'Live in the mountains', notes: 'Ask one of each side why' },
      // The longest texts with pictures: what must still fit the big screen's halves.
      {
        type: 'wouldyourather',
        question: 'Be honest: if you had to choose one place to live for the rest of your life, which would it be?',
        optionA: long('A small house by a warm sea').slice(0, 120),
        optionB: long('A cabin high up in the snowy mountains').slice(0, 120),
        imageA: sea,
        imageB: peak,
      },
    ]);
    const { page } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await page.goto(`${server.url}/edit/${deckId}`);
    await page.getByRole('textbox', { name: /Option A/ }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('switch', { name: /Show a few names on each side/ }).isChecked()).toBe(true);
    await shot(page, 'wyr-editor');

    await page.goto(`${server.url}/preview/${deckId}?slide=1&step=2`);
    await expect
      .poll(() => page.getByText(/^Slide \d+ of \d+ ·/).textContent(), { timeout: 15_000 })
      .toBe('Slide 1 of 2 · Would you rather · Results');
    await page.getByRole('list', { name: 'Some who picked A' }).waitFor();
    await shot(page, 'wyr-preview-results');
    await page.goto(`${server.url}/preview/${deckId}?slide=2&step=2`);
    await expect
      .poll(() => page.getByText(/^Slide \d+ of \d+ ·/).textContent(), { timeout: 15_000 })
      .toBe('Slide 2 of 2 · Would you rather · Results');
    await page.getByRole('list', { name: 'Some who picked B' }).waitFor();
    await shot(page, 'wyr-preview-long-results');

    await page.goto(`${server.url}/print/${deckId}`);
    await sees(page, 'Live by the sea or Live in the mountains?');
    await sees(page, /^Prompt: Be honest/);
    await sees(page, 'The results name up to 5 people on each side');
    await shot(page, 'wyr-print');
    await page.context().close();
  }, 120_000);
});
