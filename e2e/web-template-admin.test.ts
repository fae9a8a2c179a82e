// Browser test of curating the template gallery (ADR 0053): the first account of an instance is
// its admin; it adds a template from one of its decks with "Add a template", everyone (signed
// out, or another account without any of the admin's buttons) finds it in the gallery and uses
// it, and the admin hides it (others no longer see it, the admin sees it marked), shows it again
// and removes it. Screenshots go to e2e/screenshots/template-admin-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, DESKTOP, gql, importDeckViaApi, PHONE, poll, sampleDeck, shot, signedInPage } from './web-decks-helpers';
import { noSidewaysScroll } from './web-live-helpers';

let server: RunningServer;
let browser: Browser;
let admin: { email: string; token: string };
let guest: { email: string; token: string };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  mkdirSync(screenshotDir, { recursive: true });
  // The first account of an instance is its admin; the second is not.
  admin = await createAccount(server, 'template-admin');
  guest = await createAccount(server, 'template-guest');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const card = (page: Page, title: string) => page.locator('main article', { has: page.getByRole('heading', { name: title, exact: true }) });
const TITLE = 'Monday warm-up';

async function gallery(page: Page) {
  await page.goto(`${server.url}/templates`);
  await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
  await poll(() => page.locator('main article').count()).toBeGreaterThanOrEqual(24);
}

describe('curating the template gallery', () => {
  it('an admin adds a template from a deck; others find it and use it, and see no admin controls', async () => {
    await importDeckViaApi(server, admin.token, sampleDeck(TITLE, ['mondays']));
    // A deck with problems left cannot become a template: the dialog offers it disabled.
    await gql(server, admin.token, 'mutation { createDeck(input: { title: "Half-made deck" }) { id } }');

    const { page, context } = await signedInPage(browser, server, admin.email, DESKTOP);
    await gallery(page);
    await page.getByRole('button', { name: 'Add a template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a template' });
    await dialog.getByRole('combobox', { name: 'Deck' }).click();
    await page.getByRole('option', { name: /Half-made deck \(not ready/ }).waitFor();
    expect(await page.getByRole('option', { name: /Half-made deck/ }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('option', { name: TITLE }).click();
    // The deck's description is offered as the template's.
    expect(await dialog.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('A warm-up for the Monday all-hands.');
    const add = dialog.getByRole('button', { name: 'Add to the gallery' });
    expect(await add.isDisabled()).toBe(true); // no tag yet
    await dialog.getByText('Icebreakers', { exact: true }).click();
    await dialog.getByText('Meetings', { exact: true }).click();
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .fill('Three quick slides to wake up a Monday meeting: a welcome, a quiz and a poll.');
    await shot(page, 'template-admin-add-dialog-desktop', false);
    await add.click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`“${TITLE}” is in the gallery`).waitFor();

    const added = card(page, TITLE);
    await added.waitFor();
    expect(await added.getByText('Icebreakers').count()).toBe(1);
    expect(await page.getByRole('button', { name: `Manage ${TITLE}` }).count()).toBe(1);
    // The toast's close button has no name of its own (Mantine's): check the page once it is gone.
    await page.getByText(`“${TITLE}” is in the gallery`).waitFor({ state: 'hidden' });
    await expectNoAxeViolations(page, 'the gallery as an admin');
    await added.scrollIntoViewIfNeeded();
    await shot(page, 'template-admin-gallery-desktop', false);
    await context.close();

    // Signed out: the template is there, without "Add a template" or any card's menu.
    const outside = await browser.newContext({ viewport: DESKTOP });
    const visitor = await outside.newPage();
    await gallery(visitor);
    await card(visitor, TITLE).waitFor();
    expect(await visitor.getByRole('button', { name: 'Add a template' }).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: /^Manage / }).count()).toBe(0);
    await outside.close();

    // Another account: no admin controls either; it uses the template and lands in the editor on its copy.
    const other = await signedInPage(browser, server, guest.email, DESKTOP);
    await other.page.goto(`${server.url}/templates/meeting`);
    await card(other.page, TITLE).waitFor();
    expect(await other.page.getByRole('button', { name: 'Add a template' }).count()).toBe(0);
    expect(await other.page.getByRole('button', { name: /^Manage / }).count()).toBe(0);
    await other.page.getByRole('button', { name: `Use this template: ${TITLE}` }).click();
    await other.page.waitForURL(/\/edit\//);
    const { decks } = await gql<{ decks: { items: { title: string }[] } }>(server, guest.token, '{ decks { items { title } } }');
    expect(decks.items.map((d) => d.title)).toEqual([TITLE]);
    await other.context.close();
  });

  it('an admin hides it (others no longer see it), shows it again and removes it; on a phone too', async () => {
    const { page, context } = await signedInPage(browser, server, admin.email, PHONE);
    await gallery(page);
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: `Manage ${TITLE}` }).click();
    const hide = page.getByRole('menuitem', { name: 'Hide from the gallery' });
    await hide.waitFor();
    await shot(page, 'template-admin-menu-phone', false);
    // The menu has closed by itself after the picture twice (a fresh clone's run, 2026-11-27;
    // a loaded run, 2026-11-28: its item was detached during the click; cause not found, not
    // reproduced alone). Open it again until the click lands rather than fail on what the
    // picture already showed; the toast below says whether the template was hidden.
    for (let tries = 0; ; tries++) {
      if (!(await hide.isVisible())) await page.getByRole('button', { name: `Manage ${TITLE}` }).click();
      try {
        await hide.click({ timeout: 5_000 });
        break;
      } catch (error) {
        if (tries === 3) throw error;
      }
    }
    await page.getByText(`“${TITLE}” is hidden from the gallery`).waitFor();
    await card(page, TITLE).getByText('Hidden', { exact: true }).waitFor();
    await page.getByText(/1 hidden: only admins see it/).waitFor();
    await card(page, TITLE).scrollIntoViewIfNeeded();
    await shot(page, 'template-admin-hidden-phone', false);

    // Hidden: gone for everyone else, in the list and by its address.
    const outside = await browser.newContext({ viewport: DESKTOP });
    const visitor = await outside.newPage();
    await gallery(visitor);
    expect(await card(visitor, TITLE).count()).toBe(0);
    const listed = await fetch(`${server.url}/v1/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ templates { slug } }' }),
    });
    const body = (await listed.json()) as { data: { templates: { slug: string }[] } };
    expect(body.data.templates.map((t) => t.slug)).not.toContain('monday-warm-up');

    // Shown again, then removed (after the confirmation).
    await page.getByRole('button', { name: `Manage ${TITLE}` }).click();
    await page.getByRole('menuitem', { name: 'Show again' }).click();
    await page.getByText(`“${TITLE}” is in the gallery again`).waitFor();
    await poll(() => card(page, TITLE).getByText('Hidden', { exact: true }).count()).toBe(0);
    await gallery(visitor);
    await card(visitor, TITLE).waitFor();

    await page.getByRole('button', { name: `Manage ${TITLE}` }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    const confirm = page.getByRole('dialog', { name: `Remove “${TITLE}” from the templates?` });
    await confirm.waitFor();
    await shot(page, 'template-admin-remove-phone', false);
    await confirm.getByRole('button', { name: 'Remove template' }).click();
    await page.getByText(`“${TITLE}” was removed from the templates`).waitFor();
    await poll(() => card(page, TITLE).count()).toBe(0);

    // A shipped template offers hiding only: it comes with Mingle.
    await page.getByRole('button', { name: 'Manage Friday happy hour' }).click();
    await page.getByRole('menuitem', { name: 'Hide from the gallery' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Remove' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await outside.close();
    await context.close();
  });
});
