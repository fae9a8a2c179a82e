// Browser test of /report (issue 20, ADR 52): a signed-out visitor reports a public deck from its
// "Report" link, with an address to be answered at; the instance's admin (its first account)
// finds the report under Open reports, unpublishes the deck, and finds it under Resolved; its
// owner is told and cannot publish it again until the admin allows it (ADR 59).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, DESKTOP, gql, importDeckViaApi, PASSWORD, PHONE, poll, sampleDeck, shot, signedInPage } from './web-decks-helpers';
import { noSidewaysScroll } from './web-live-helpers';

let server: RunningServer;
let browser: Browser;
let admin: { email: string; token: string };
let owner: { email: string; token: string };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  mkdirSync(screenshotDir, { recursive: true });
  // The first account of a fresh instance is its admin.
  admin = await createAccount(server, 'admin');
  owner = await createAccount(server, 'owner');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const MESSAGE = 'The second slide makes fun of a colleague by name.';

/** A deck of the owner's, published to the community list (ADR 51). */
async function publicDeck(title: string): Promise<string> {
  const id = await importDeckViaApi(server, owner.token, sampleDeck(title));
  await gql(server, owner.token, 'mutation ($id: ID!) { publishDeck(id: $id, published: true) { id } }', { id });
  return id;
}

const visibility = async (id: string) =>
  (await gql<{ deck: { visibility: string } }>(server, owner.token, 'query ($id: ID!) { deck(id: $id) { visibility } }', { id })).deck
    .visibility;

describe('/report', () => {
  it('a signed-out visitor reports a public deck; the admin unpublishes it', async () => {
    const deckId = await publicDeck('Team roast');

    // Signed out, on a phone first: what is missing is said before anything is sent.
    const phone = await browser.newContext({ viewport: PHONE, bypassCSP: true });
    const onPhone = await phone.newPage();
    const response = await onPhone.goto(`${server.url}/report`);
    expect(response?.status()).toBe(200);
    await onPhone.getByRole('heading', { name: 'Report a problem', level: 1 }).waitFor();
    await onPhone.getByRole('button', { name: 'Send report' }).click();
    await onPhone.getByText('Choose what is wrong').waitFor();
    await onPhone.getByText('Write at least 10 characters').waitFor();
    await noSidewaysScroll(onPhone);
    await shot(onPhone, 'report-form-errors-phone');
    await phone.close();

    // From the deck's Report link, on a desktop: the deck is named, abuse is chosen, the keyboard does the rest.
    const visitor = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await visitor.newPage();
    // The community list's card links here (ADR 51).
    await page.goto(`${server.url}/community-list`);
    await page.getByRole('link', { name: 'Report Team roast' }).click();
    await page.waitForURL(`${server.url}/report?deck=${deckId}`);
    await page.getByTestId('reported-deck').getByText('Team roast').waitFor();
    expect(await page.getByLabel('Abusive or inappropriate content').isChecked()).toBe(true);
    await page.getByLabel('Tell us more').fill(MESSAGE);
    await page.getByText(`${MESSAGE.length} / 2000 characters`).waitFor();
    await page.getByLabel('Your email (optional)').fill('vi@example.com');
    await expectNoAxeViolations(page, 'report form');
    await shot(page, 'report-form-desktop');
    await page.getByLabel('Your email (optional)').press('Enter');
    await page.getByText('Thanks — an admin will look at it').waitFor();
    await shot(page, 'report-sent-desktop');
    await visitor.close();

    // The admin: Open reports names the deck, its owner, the message and the address.
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const adminPage = await context.newPage();
    await adminPage.goto(`${server.url}/login`);
    await adminPage.getByLabel('Email').fill(admin.email);
    await adminPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await adminPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await adminPage.waitForURL(`${server.url}/`);
    await adminPage.goto(`${server.url}/report`);
    await adminPage.getByRole('tab', { name: 'Open reports' }).click();
    await adminPage.waitForURL(`${server.url}/report?tab=open`);
    const card = adminPage.getByRole('listitem', { name: 'Abuse report' });
    await card.getByText(MESSAGE).waitFor();
    await card.getByText('“Team roast”').waitFor();
    await card.getByText(/vi@example\.com \(not signed in\)/).waitFor();
    await expectNoAxeViolations(adminPage, 'open reports');
    await shot(adminPage, 'report-open-desktop');
    await adminPage.setViewportSize(PHONE);
    await noSidewaysScroll(adminPage);
    await shot(adminPage, 'report-open-phone');
    await adminPage.setViewportSize(DESKTOP);

    // Unpublish asks first; Cancel changes nothing.
    await card.getByRole('button', { name: 'Unpublish deck' }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Unpublish “Team roast”?' });
    await confirm.waitFor();
    await shot(adminPage, 'report-unpublish-confirm', false);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await visibility(deckId)).toBe('PUBLIC');
    await card.getByRole('button', { name: 'Unpublish deck' }).click();
    await adminPage.getByRole('dialog', { name: 'Unpublish “Team roast”?' }).getByRole('button', { name: 'Unpublish deck' }).click();
    await adminPage.getByText('No open reports').waitFor();
    await poll(() => visibility(deckId)).toBe('PRIVATE');
    await shot(adminPage, 'report-open-empty');

    await adminPage.getByRole('tab', { name: 'Resolved' }).click();
    const resolved = adminPage.getByRole('listitem', { name: 'Abuse report' });
    await resolved.getByText('Deck unpublished').waitFor();
    await resolved.getByText(/not public · taken down: its owner cannot publish it again/).waitFor();
    expect(await resolved.getByRole('button').allTextContents()).toEqual(['Allow publishing again']);
    await shot(adminPage, 'report-resolved-desktop');

    // The deck's link now says the deck is not public; the form still takes a report.
    await adminPage.goto(`${server.url}/report?deck=${deckId}`);
    await adminPage.getByText('This deck is not public').waitFor();

    // The owner is told on the deck's page, and cannot publish it again (ADR 59).
    const { context: ownerContext, page: ownerPage } = await signedInPage(browser, server, owner.email);
    await ownerPage.goto(`${server.url}/deck/${deckId}`);
    const community = ownerPage.getByRole('region', { name: 'Community' });
    await community.getByText('Taken down').waitFor();
    await community
      .getByText(/An admin took this deck \(or the deck it was copied from\) off the community list .*, after a\s+report/)
      .waitFor();
    expect(await community.getByRole('button').count()).toBe(0);
    expect(await community.getByRole('link', { name: 'Tell us on the Report a problem page' }).getAttribute('href')).toBe('/report');
    await expectNoAxeViolations(ownerPage, 'deck taken down');
    await shot(ownerPage, 'deck-taken-down');

    // The admin allows it again (asked first); the owner may publish it, and it is still private until then.
    await adminPage.goto(`${server.url}/report?tab=resolved`);
    await resolved.getByRole('button', { name: 'Allow publishing again' }).click();
    await adminPage
      .getByRole('dialog', { name: 'Allow “Team roast” to be published again?' })
      .getByRole('button', { name: 'Allow publishing' })
      .click();
    await resolved.getByText(/not public$/).waitFor();
    expect(await resolved.getByRole('button').count()).toBe(0);
    // Who took it down and who allowed it back, for the next admin who reads an appeal.
    const history = resolved.getByRole('list', { name: 'What admins did to this deck' });
    await history.getByText(/^Publishing allowed again by Sam Rivera/).waitFor();
    expect((await history.getByRole('listitem').allTextContents()).map((t) => t.replace(/,\s.*$/, ''))).toEqual([
      `Taken down by Sam Rivera (${admin.email})`,
      `Publishing allowed again by Sam Rivera (${admin.email})`,
    ]);
    await shot(adminPage, 'report-history-desktop');
    expect(await visibility(deckId)).toBe('PRIVATE');
    await ownerPage.reload();
    await community.getByRole('button', { name: 'Publish to community' }).waitFor();
    await ownerContext.close();
    await context.close();
  });

  it('shows an ordinary account no review tabs, and no address field', async () => {
    const { context, page } = await signedInPage(browser, server, owner.email);
    await page.goto(`${server.url}/report?tab=open`);
    await page.getByRole('button', { name: 'Send report' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByLabel('Your email (optional)').count()).toBe(0);
    await context.close();
  });
});
