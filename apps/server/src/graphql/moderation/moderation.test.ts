import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decks } from '../../db/schema';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { signUpUser, type GqlResult, type TestUser } from '../../testing/gql';

// Reports (ADR 52): anyone sends one from /report, limited per client address; admins (the
// first account of an instance) list them and dismiss them or unpublish the reported deck.
const LIMIT = 4;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let reporter: TestUser;
let nextAddress = 1;
/** A client address no other test has used, so each test starts with an empty window. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db, { RATE_LIMIT_REPORTS: `${LIMIT}/3600` });
  admin = await signUpUser(t.app, 'Admin');
  owner = await signUpUser(t.app, 'Owner Olga');
  reporter = await signUpUser(t.app, 'Reporter Rui');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

/** An operation from one client address, with or without an account. */
async function gql<T = Record<string, unknown>>(
  who: TestUser | null,
  query: string,
  variables: Record<string, unknown> = {},
  ip = freshAddress(),
): Promise<GqlResult<T>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    payload: { query, variables },
    remoteAddress: ip,
  });
  const body = res.json() as { data: T | null; errors?: GqlResult['errors'] };
  return { status: res.statusCode, data: body.data, ...(body.errors ? { errors: body.errors } : {}) };
}

const SUBMIT = 'mutation ($input: SubmitReportInput!) { submitReport(input: $input) { id } }';
const LIST = `query ($status: ReportStatus, $offset: Int, $limit: Int) {
  contentReports(status: $status, offset: $offset, limit: $limit) {
    total
    items { id kind message createdAt reporter { signedIn name email } deck { id title ownerName visibility deleted } resolvedAt resolution }
  }
}`;
const RESOLVE =
  'mutation ($id: ID!, $action: ReportAction!) { resolveReport(id: $id, action: $action) { id resolution resolvedAt deck { visibility } } }';

interface Item {
  id: string;
  kind: string;
  message: string;
  reporter: { signedIn: boolean; name: string | null; email: string | null };
  deck: { id: string; title: string; ownerName: string; visibility: string; deleted: boolean } | null;
  resolvedAt: string | null;
  resolution: string | null;
}
type ListData = { contentReports: { total: number; items: Item[] } };

/** A hostable deck of the owner's with `title`, published to the community list (ADR 51). */
async function publicDeck(title: string): Promise<string> {
  const doc = {
    version: 1,
    title,
    description: 'For the Friday all-hands.',
    slides: [{ type: 'quiz', id: 'q1', question: 'Two plus two?', options: [{ text: '4', correct: true }, { text: '5' }], timeLimit: 30 }],
  };
  const made = await owner.gql<{ importDeck: { id: string } }>('mutation ($d: JSON!) { importDeck(document: $d) { id } }', { d: doc });
  expect(made.errors).toBeUndefined();
  const id = made.data!.importDeck.id;
  const r = await owner.gql('mutation ($id: ID!) { publishDeck(id: $id, published: true) { id } }', { id });
  expect(r.errors).toBeUndefined();
  return id;
}

async function submit(who: TestUser | null, input: Record<string, unknown>, ip?: string): Promise<string> {
  const r = await gql<{ submitReport: { id: string } }>(who, SUBMIT, { input }, ip);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.submitReport.id;
}

async function openReports(): Promise<Item[]> {
  const r = await gql<ListData>(admin, LIST, { status: 'OPEN', limit: 100 });
  expect(r.errors).toBeUndefined();
  return r.data!.contentReports.items;
}

describe('sending a report', () => {
  it('takes one signed out, with the address typed, about a public deck; the admin sees it with the deck', async () => {
    const deckId = await publicDeck('Office party quiz');
    const target = await gql<{ reportTarget: { deckId: string; title: string } | null }>(
      null,
      'query ($d: ID!) { reportTarget(deckId: $d) { deckId title } }',
      { d: deckId },
    );
    expect(target.data!.reportTarget).toEqual({ deckId, title: 'Office party quiz' });

    const id = await submit(null, {
      kind: 'ABUSE',
      deckId,
      message: '  This deck insults a colleague by name.  ',
      email: ' Vi@Example.com ',
    });
    const item = (await openReports()).find((x) => x.id === id)!;
    expect(item).toMatchObject({
      kind: 'ABUSE',
      message: 'This deck insults a colleague by name.',
      reporter: { signedIn: false, name: null, email: 'vi@example.com' },
      deck: { id: deckId, title: 'Office party quiz', ownerName: 'Owner Olga', visibility: 'PUBLIC', deleted: false },
      resolvedAt: null,
      resolution: null,
    });
  });

  it('takes one signed out without an address, and one signed in as the account (a typed address is ignored)', async () => {
    const anonymous = await submit(null, { kind: 'PROBLEM', message: 'The join page never loads on my phone.' });
    const signedIn = await submit(reporter, {
      kind: 'PROBLEM',
      message: 'Export to XLSX gives an empty file.',
      email: 'other@example.com',
    });
    const items = await openReports();
    expect(items.find((x) => x.id === anonymous)).toMatchObject({
      kind: 'PROBLEM',
      reporter: { signedIn: false, name: null, email: null },
      deck: null,
    });
    expect(items.find((x) => x.id === signedIn)!.reporter).toEqual({ signedIn: true, name: 'Reporter Rui', email: reporter.email });
  });

  it('refuses a message that is too short or too long, a bad address and an unknown kind, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'PROBLEM', message: '   short   ' }, 'message'],
      [{ kind: 'PROBLEM', message: 'x'.repeat(2001) }, 'message'],
      [{ kind: 'PROBLEM', message: 'A perfectly fine message.', email: 'not an address' }, 'email'],
    ];
    for (const [input, field] of cases) {
      const r = await gql(null, SUBMIT, { input });
      expect(r.errors?.[0]?.extensions, JSON.stringify(input).slice(0, 60)).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'INVALID_INPUT',
        field,
      });
    }
    expect((await gql(null, SUBMIT, { input: { kind: 'SPAM', message: 'A perfectly fine message.' } })).errors).toBeDefined();
    // Exactly the bounds pass.
    await submit(null, { kind: 'PROBLEM', message: ` ${'y'.repeat(10)} ` });
    await submit(null, { kind: 'PROBLEM', message: 'z'.repeat(2000) });
  });

  it('refuses a deck that is private, deleted or unknown with DECK_NOT_FOUND, and shows none of their titles', async () => {
    const made = await owner.gql<{ createDeck: { id: string } }>('mutation { createDeck(input: { title: "Secret plans" }) { id } }');
    const privateId = made.data!.createDeck.id;
    const deletedId = await publicDeck('Deleted since');
    await owner.gql('mutation ($id: ID!) { deleteDeck(id: $id) { id } }', { id: deletedId });
    for (const deckId of [privateId, deletedId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const r = await gql(null, SUBMIT, { input: { kind: 'ABUSE', deckId, message: 'Look at this deck please.' } });
      expect(r.errors?.[0]?.extensions, deckId).toMatchObject({ code: 'NOT_FOUND', reason: 'DECK_NOT_FOUND', field: 'deckId' });
      const target = await gql<{ reportTarget: unknown }>(null, 'query ($d: ID!) { reportTarget(deckId: $d) { title } }', { d: deckId });
      expect(target.errors).toBeUndefined();
      expect(target.data!.reportTarget).toBeNull();
    }
  });

  it(`refuses the ${LIMIT + 1}th report from one address in the window with RATE_LIMITED; another address still reports (the window's end is the limiter's, tested with recaps)`, async () => {
    const ip = freshAddress();
    for (let i = 0; i < LIMIT; i++)
      await submit(i % 2 ? reporter : null, { kind: 'PROBLEM', message: `Report number ${i + 1} of many.` }, ip);
    const refused = await gql(null, SUBMIT, { input: { kind: 'PROBLEM', message: 'One report too many.' } }, ip);
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', reason: 'RATE_LIMITED' });
    expect(refused.errors?.[0]?.message).toMatch(/Too many reports sent from your network/);
    await submit(null, { kind: 'PROBLEM', message: 'From somewhere else.' });
  });
});

describe('reviewing reports', () => {
  it('is for admins only: an ordinary account is FORBIDDEN (ADMIN_ONLY), nobody signed in UNAUTHENTICATED', async () => {
    const id = await submit(null, { kind: 'PROBLEM', message: 'Something for the admins.' });
    for (const doc of [LIST, RESOLVE]) {
      const asUser = await gql(reporter, doc, { id, action: 'DISMISS' });
      expect(asUser.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ADMIN_ONLY' });
      const asNobody = await gql(null, doc, { id, action: 'DISMISS' });
      expect(asNobody.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect((await openReports()).some((x) => x.id === id)).toBe(true);
  });

  it('unpublishes a deck: private, published_at cleared, every open report of it resolved; another deck’s report stays open', async () => {
    const deckId = await publicDeck('Rude jokes');
    const otherDeck = await publicDeck('Fine deck');
    const first = await submit(null, { kind: 'ABUSE', deckId, message: 'Jokes that target a group.' });
    const second = await submit(reporter, { kind: 'ABUSE', deckId, message: 'Same deck, still offensive.' });
    const other = await submit(null, { kind: 'ABUSE', deckId: otherDeck, message: 'I just do not like it.' });
    const [before] = await db.db.select().from(decks).where(eq(decks.id, deckId));
    expect(before!.publishedAt).not.toBeNull();

    const r = await gql<{ resolveReport: Item }>(admin, RESOLVE, { id: first, action: 'UNPUBLISH' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.resolveReport).toMatchObject({ id: first, resolution: 'UNPUBLISHED', deck: { visibility: 'PRIVATE' } });
    expect(r.data!.resolveReport.resolvedAt).not.toBeNull();

    const [after] = await db.db.select().from(decks).where(eq(decks.id, deckId));
    expect(after).toMatchObject({ visibility: 'private', publishedAt: null, revision: before!.revision });
    const open = await openReports();
    expect(open.map((x) => x.id)).not.toContain(first);
    expect(open.map((x) => x.id)).not.toContain(second);
    expect(open.map((x) => x.id)).toContain(other);
    const resolved = await gql<ListData>(admin, LIST, { status: 'RESOLVED', limit: 100 });
    const done = resolved.data!.contentReports.items.filter((x) => x.id === first || x.id === second);
    expect(done.map((x) => x.resolution)).toEqual(['UNPUBLISHED', 'UNPUBLISHED']);
    // Off the community list (ADR 51), and the other deck still on it.
    const listed = await gql<{ communityDecks: { items: { id: string }[] } }>(null, '{ communityDecks(limit: 24) { items { id } } }');
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.communityDecks.items.map((d) => d.id)).not.toContain(deckId);
    expect(listed.data!.communityDecks.items.map((d) => d.id)).toContain(otherDeck);
    const gone = await gql(null, 'query ($id: ID!) { communityDeck(id: $id) { id } }', { id: deckId });
    expect(gone.errors?.[0]?.extensions?.reason).toBe('COMMUNITY_DECK_NOT_FOUND');
    // The deck is private now: it can no longer be reported, nor named to the public.
    const again = await gql(null, SUBMIT, { input: { kind: 'ABUSE', deckId, message: 'Reporting it once more.' } });
    expect(again.errors?.[0]?.extensions?.reason).toBe('DECK_NOT_FOUND');
  });

  it('dismisses one report; resolving it again is REPORT_RESOLVED; an unknown id is REPORT_NOT_FOUND; a report without a deck cannot unpublish', async () => {
    const deckId = await publicDeck('Borderline deck');
    const id = await submit(null, { kind: 'ABUSE', deckId, message: 'Not sure this is fine.' });
    const dismissed = await gql<{ resolveReport: Item }>(admin, RESOLVE, { id, action: 'DISMISS' });
    expect(dismissed.data!.resolveReport).toMatchObject({ resolution: 'DISMISSED', deck: { visibility: 'PUBLIC' } });
    for (const action of ['DISMISS', 'UNPUBLISH']) {
      const twice = await gql(admin, RESOLVE, { id, action });
      expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'REPORT_RESOLVED' });
    }
    const [deck] = await db.db.select().from(decks).where(eq(decks.id, deckId));
    expect(deck!.visibility).toBe('public');

    const unknown = await gql(admin, RESOLVE, { id: '00000000-0000-4000-8000-000000000000', action: 'DISMISS' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'REPORT_NOT_FOUND' });
    const noDeck = await submit(null, { kind: 'PROBLEM', message: 'No deck in this one.' });
    const refused = await gql(admin, RESOLVE, { id: noDeck, action: 'UNPUBLISH' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ reason: 'INVALID_INPUT', field: 'action' });
  });

  it('a deck taken down stays down: its owner cannot publish it or its copy again, and is told why, until an admin allows it (ADR 59)', async () => {
    const deckId = await publicDeck('Taken down deck');
    const id = await submit(null, { kind: 'ABUSE', deckId, message: 'This deck insults people by name.' });
    const r = await gql(admin, RESOLVE, { id, action: 'UNPUBLISH' });
    expect(r.errors).toBeUndefined();
    const PUBLISH = 'mutation ($id: ID!) { publishDeck(id: $id, published: true) { visibility } }';
    const DECK = 'query ($id: ID!) { deck(id: $id) { visibility takenDownAt } }';

    // The owner sees when, and publishing is refused with a sentence that says why.
    const seen = await owner.gql<{ deck: { visibility: string; takenDownAt: string | null } }>(DECK, { id: deckId });
    expect(seen.data!.deck.visibility).toBe('PRIVATE');
    expect(seen.data!.deck.takenDownAt).not.toBeNull();
    const refused = await owner.gql(PUBLISH, { id: deckId });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'DECK_TAKEN_DOWN' });
    expect(refused.errors?.[0]?.message).toMatch(/An admin took this deck off the community list after a report/);
    // The owner's own copy is the same content: it stays down too.
    const copy = await owner.gql<{ duplicateDeck: { id: string; takenDownAt: string | null } }>(
      'mutation ($id: ID!) { duplicateDeck(id: $id) { id takenDownAt } }',
      { id: deckId },
    );
    expect(copy.data!.duplicateDeck.takenDownAt).not.toBeNull();
    expect((await owner.gql(PUBLISH, { id: copy.data!.duplicateDeck.id })).errors?.[0]?.extensions?.reason).toBe('DECK_TAKEN_DOWN');
    // The admins' resolved list says the deck is down.
    const resolved = await gql<{ contentReports: { items: { id: string; deck: { takenDown: boolean } | null }[] } }>(
      admin,
      '{ contentReports(status: RESOLVED, limit: 100) { items { id deck { takenDown } } } }',
    );
    expect(resolved.data!.contentReports.items.find((x) => x.id === id)?.deck).toEqual({ takenDown: true });

    // Allowing it is the admins' (and only theirs), and does not publish it.
    const ALLOW = 'mutation ($id: ID!) { allowRepublishing(deckId: $id) { id takenDown visibility } }';
    expect((await owner.gql(ALLOW, { id: deckId })).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ADMIN_ONLY' });
    const allowed = await gql<{ allowRepublishing: { id: string; takenDown: boolean; visibility: string } }>(admin, ALLOW, { id: deckId });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data!.allowRepublishing).toEqual({ id: deckId, takenDown: false, visibility: 'PRIVATE' });
    // Twice is fine (two admins at once); an unknown deck is DECK_NOT_FOUND.
    expect((await gql(admin, ALLOW, { id: deckId })).errors).toBeUndefined();
    const unknown = await gql(admin, ALLOW, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ reason: 'DECK_NOT_FOUND', field: 'deckId' });
    const malformed = await gql(admin, ALLOW, { id: 'not-a-uuid' });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ reason: 'DECK_NOT_FOUND', field: 'deckId' });

    const back = await owner.gql<{ publishDeck: { visibility: string } }>(PUBLISH, { id: deckId });
    expect(back.errors).toBeUndefined();
    expect(back.data!.publishDeck.visibility).toBe('PUBLIC');
    // The copy made while it was down carried the same takedown, and is lifted with it (nothing else names it to an admin).
    const copied = await owner.gql<{ publishDeck: { visibility: string } }>(PUBLISH, { id: copy.data!.duplicateDeck.id });
    expect(copied.errors).toBeUndefined();
  });

  it('keeps who took a deck down and who allowed it back, and when, oldest first, for every deck lifted', async () => {
    const deckId = await publicDeck('Deck with a history');
    const id = await submit(null, { kind: 'ABUSE', deckId, message: 'Mocks the new starters.' });
    expect((await gql(admin, RESOLVE, { id, action: 'UNPUBLISH' })).errors).toBeUndefined();
    const copy = await owner.gql<{ duplicateDeck: { id: string } }>('mutation ($id: ID!) { duplicateDeck(id: $id) { id } }', {
      id: deckId,
    });
    t.clock.advance(60_000);
    const HISTORY = '{ action at adminName adminEmail }';
    const allowed = await gql<{
      allowRepublishing: { history: { action: string; at: string; adminName: string | null; adminEmail: string | null }[] };
    }>(admin, `mutation ($id: ID!) { allowRepublishing(deckId: $id) { history ${HISTORY} } }`, { id: deckId });
    expect(allowed.errors).toBeUndefined();
    const history = allowed.data!.allowRepublishing.history;
    expect(history.map((h) => [h.action, h.adminName, h.adminEmail])).toEqual([
      ['TAKEN_DOWN', 'Admin', admin.email],
      ['PUBLISHING_ALLOWED', 'Admin', admin.email],
    ]);
    expect(Date.parse(history[1]!.at) - Date.parse(history[0]!.at)).toBe(60_000);
    // The report list shows the same history with the deck.
    const resolved = await gql<{ contentReports: { items: { id: string; deck: { history: { action: string }[] } | null }[] } }>(
      admin,
      `{ contentReports(status: RESOLVED, limit: 100) { items { id deck { history ${HISTORY} } } } }`,
    );
    expect(resolved.data!.contentReports.items.find((x) => x.id === id)?.deck?.history.map((h) => h.action)).toEqual([
      'TAKEN_DOWN',
      'PUBLISHING_ALLOWED',
    ]);
    // The copy lifted with it says so too; allowing a deck that is not down adds nothing.
    expect((await gql(admin, 'mutation ($id: ID!) { allowRepublishing(deckId: $id) { id } }', { id: deckId })).errors).toBeUndefined();
    const copyHistory = await gql<{ allowRepublishing: { history: { action: string }[] } }>(
      admin,
      `mutation ($id: ID!) { allowRepublishing(deckId: $id) { history ${HISTORY} } }`,
      { id: copy.data!.duplicateDeck.id },
    );
    expect(copyHistory.data!.allowRepublishing.history.map((h) => h.action)).toEqual(['PUBLISHING_ALLOWED']);
  });

  it('lists acts made in the same millisecond in the order they were made', async () => {
    const deckId = await publicDeck('Deck taken down twice');
    const takeDown = async () => {
      const id = await submit(null, { kind: 'ABUSE', deckId, message: 'Still mocking people by name.' });
      expect((await gql(admin, RESOLVE, { id, action: 'UNPUBLISH' })).errors).toBeUndefined();
    };
    // The clock stands still: every act below has the same time.
    await takeDown();
    expect((await gql(admin, 'mutation ($id: ID!) { allowRepublishing(deckId: $id) { id } }', { id: deckId })).errors).toBeUndefined();
    expect(
      (await owner.gql('mutation ($id: ID!) { publishDeck(id: $id, published: true) { id } }', { id: deckId })).errors,
    ).toBeUndefined();
    await takeDown();
    const r = await gql<{ allowRepublishing: { history: { action: string }[] } }>(
      admin,
      'mutation ($id: ID!) { allowRepublishing(deckId: $id) { history { action } } }',
      { id: deckId },
    );
    expect(r.data!.allowRepublishing.history.map((h) => h.action)).toEqual([
      'TAKEN_DOWN',
      'PUBLISHING_ALLOWED',
      'TAKEN_DOWN',
      'PUBLISHING_ALLOWED',
    ]);
  });

  it('pages the list with a total', async () => {
    const all = await gql<ListData>(admin, LIST, { status: 'OPEN', limit: 100 });
    const total = all.data!.contentReports.total;
    expect(total).toBe(all.data!.contentReports.items.length);
    const page = await gql<ListData>(admin, LIST, { status: 'OPEN', offset: 1, limit: 2 });
    expect(page.data!.contentReports.total).toBe(total);
    expect(page.data!.contentReports.items.map((x) => x.id)).toEqual(all.data!.contentReports.items.slice(1, 3).map((x) => x.id));
    const tooMany = await gql(admin, LIST, { limit: 101 });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ reason: 'INVALID_INPUT', field: 'limit' });
  });
});
