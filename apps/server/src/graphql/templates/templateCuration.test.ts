// Admins add templates from their decks, hide and show them, and remove the ones they added
// (ADR 0053), over the real API. The first account of an instance is its admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeDeletedDecks } from '../../commands/deleteDeck';
import { RESTORE_WINDOW_MS } from '../../decks/deckRow';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { storeTestImage } from '../../testing/files';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let admin: TestUser;
let bo: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  admin = await signUpUser(t.app, 'Admin');
  bo = await signUpUser(t.app, 'Bo');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

interface TemplateView {
  slug: string;
  title: string;
  description: string;
  tags: string[];
  hidden: boolean;
  added: boolean;
  slides: { id: string; type: string; image?: string }[];
}
type Gql<T> = Promise<{ data: T | null; errors?: { message: string; extensions: Record<string, unknown> }[] }>;
async function ok<T>(p: Gql<T>): Promise<T> {
  const r = await p;
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!;
}

const ADD = `mutation ($d: ID!, $s: ID, $t: [String!]!, $desc: String!) {
  addTemplate(deckId: $d, slug: $s, tags: $t, description: $desc) { slug title description tags hidden added slides } }`;
const HIDE = 'mutation ($s: ID!, $h: Boolean!) { setTemplateHidden(slug: $s, hidden: $h) { slug hidden added } }';
const REMOVE = 'mutation ($s: ID!) { removeTemplate(slug: $s) }';
const LIST = '{ templates { slug hidden added } }';
const ONE = 'query ($s: ID!) { template(slug: $s) { slug title hidden added slides } }';
const anonymous = <T>(query: string, variables: Record<string, unknown> = {}) => gqlAs<T>(t.app, null, query, variables);

/** A deck of `user`'s, ready to host: a quiz (with `image`, if given) and a poll. */
async function readyDeck(user: TestUser, title: string, image?: string): Promise<string> {
  const { createDeck } = await ok(user.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }'));
  const document = {
    version: 1,
    title,
    description: 'The deck’s own words',
    tags: ['mine'],
    slides: [
      {
        type: 'quiz',
        id: 'q1',
        question: 'Which planet is the largest?',
        ...(image ? { image } : {}),
        options: [
          { text: 'Jupiter', correct: true },
          { text: 'Mars', correct: false },
        ],
      },
      { type: 'poll', id: 'p1', question: 'Tea or coffee?', options: [{ text: 'Tea' }, { text: 'Coffee' }] },
    ],
  };
  await ok(
    user.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
      id: createDeck.id,
      doc: document,
    }),
  );
  return createDeck.id;
}

describe('adding a template', () => {
  it('makes one of my decks a template with a slug of its title, shown to everyone in the gallery', async () => {
    const deckId = await readyDeck(admin, 'Planets & Café quiz!');
    const { addTemplate } = await ok(
      admin.gql<{ addTemplate: TemplateView }>(ADD, {
        d: deckId,
        t: ['trivia', 'icebreaker', 'trivia'],
        desc: '  Two warm-up questions.  ',
      }),
    );
    expect(addTemplate).toMatchObject({
      slug: 'planets-cafe-quiz',
      title: 'Planets & Café quiz!',
      description: 'Two warm-up questions.',
      tags: ['trivia', 'icebreaker'],
      hidden: false,
      added: true,
    });

    const seen = await anonymous<{ templates: TemplateView[] }>(LIST);
    expect(seen.data!.templates.at(-1)).toEqual({ slug: 'planets-cafe-quiz', hidden: false, added: true });
    const byTag = await anonymous<{ templates: TemplateView[] }>('{ templates(tag: "icebreaker", search: "planets") { slug } }');
    expect(byTag.data!.templates.map((x) => x.slug)).toEqual(['planets-cafe-quiz']);

    // The template is a copy: editing the deck afterwards leaves it as it was.
    await ok(admin.gql('mutation ($id: ID!) { updateDeck(id: $id, baseRevision: 2, input: { title: "Changed" }) { id } }', { id: deckId }));
    const one = await anonymous<{ template: TemplateView }>(ONE, { s: 'planets-cafe-quiz' });
    expect(one.data!.template.title).toBe('Planets & Café quiz!');

    // The same title again gets the next free slug.
    const again = await ok(
      admin.gql<{ addTemplate: TemplateView }>(ADD, { d: await readyDeck(admin, 'Planets & Café quiz!'), t: ['trivia'], desc: 'Again' }),
    );
    expect(again.addTemplate.slug).toBe('planets-cafe-quiz-2');
  });

  it('refuses a slug another template has, shipped or added', async () => {
    const d = await readyDeck(admin, 'Clash');
    for (const s of ['friday-happy-hour', 'planets-cafe-quiz']) {
      const r = await admin.gql(ADD, { d, s, t: ['trivia'], desc: 'Clash' });
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'TEMPLATE_SLUG_TAKEN', field: 'slug' });
    }
    const chosen = await ok(admin.gql<{ addTemplate: TemplateView }>(ADD, { d, s: 'my-clash', t: ['trivia'], desc: 'Clash' }));
    expect(chosen.addTemplate.slug).toBe('my-clash');
  });

  it('refuses non-admins, decks with problems or not mine, tags off the list, no description, a bad slug', async () => {
    const bosDeck = await readyDeck(bo, 'Bo’s deck');
    const denied = await bo.gql(ADD, { d: bosDeck, t: ['trivia'], desc: 'Mine' });
    expect(denied.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ADMIN_ONLY' });
    const signedOut = await anonymous(ADD, { d: bosDeck, t: ['trivia'], desc: 'Mine' });
    expect(signedOut.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const notMine = await admin.gql(ADD, { d: bosDeck, t: ['trivia'], desc: 'Theirs' });
    expect(notMine.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'DECK_NOT_FOUND' });

    const { createDeck: empty } = await ok(admin.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }'));
    const draft = await admin.gql(ADD, { d: empty.id, t: ['trivia'], desc: 'Empty' });
    expect(draft.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'DECK_NOT_READY' });
    expect(draft.errors?.[0]?.message).toMatch(/^A template must be ready to host as it is\. The deck needs slides/);

    const d = await readyDeck(admin, 'Refused');
    const cases: [Record<string, unknown>, string][] = [
      [{ t: ['trivia', 'fun'] }, 'tags'],
      [{ t: [] }, 'tags'],
      [{ desc: '   ' }, 'description'],
      [{ s: 'Not A Slug' }, 'slug'],
    ];
    for (const [vars, field] of cases) {
      const r = await admin.gql(ADD, { d, t: ['trivia'], desc: 'Fine', ...vars });
      expect(r.errors?.[0]?.extensions, JSON.stringify(vars)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' });
      expect(r.errors?.[0]?.extensions.field ?? r.errors?.[0]?.message).toContain(field);
    }
    const list = await anonymous<{ templates: TemplateView[] }>(LIST);
    expect(list.data!.templates.map((x) => x.slug)).not.toContain('refused');
  });
});

describe('hiding, showing and removing', () => {
  it('hides a shipped template from everyone but admins, who see it marked hidden and show it again', async () => {
    const hid = await ok(admin.gql<{ setTemplateHidden: TemplateView }>(HIDE, { s: 'friday-happy-hour', h: true }));
    expect(hid.setTemplateHidden).toEqual({ slug: 'friday-happy-hour', hidden: true, added: false });

    const outside = await anonymous<{ templates: TemplateView[] }>(LIST);
    expect(outside.data!.templates.map((x) => x.slug)).not.toContain('friday-happy-hour');
    const byBo = await bo.gql<{ templates: TemplateView[] }>(LIST);
    expect(byBo.data!.templates.map((x) => x.slug)).not.toContain('friday-happy-hour');
    const missing = await bo.gql(ONE, { s: 'friday-happy-hour' });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'TEMPLATE_NOT_FOUND' });
    const unusable = await bo.gql('mutation { useTemplate(slug: "friday-happy-hour") { id } }');
    expect(unusable.errors?.[0]?.extensions.reason).toBe('TEMPLATE_NOT_FOUND');

    const adminSees = await admin.gql<{ templates: TemplateView[] }>(LIST);
    expect(adminSees.data!.templates.find((x) => x.slug === 'friday-happy-hour')).toEqual({
      slug: 'friday-happy-hour',
      hidden: true,
      added: false,
    });

    // Admins still use a hidden template (they see it in the gallery, marked).
    const adminUses = await admin.gql<{ useTemplate: { title: string } }>('mutation { useTemplate(slug: "friday-happy-hour") { title } }');
    expect(adminUses.data?.useTemplate.title).toBe('Friday happy hour');

    const refused = await bo.gql(HIDE, { s: 'space-trivia', h: true });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ADMIN_ONLY' });
    const unknown = await admin.gql(HIDE, { s: 'no-such-template', h: true });
    expect(unknown.errors?.[0]?.extensions.reason).toBe('TEMPLATE_NOT_FOUND');

    await ok(admin.gql(HIDE, { s: 'friday-happy-hour', h: false }));
    const back = await anonymous<{ templates: TemplateView[] }>(LIST);
    expect(back.data!.templates.map((x) => x.slug)).toContain('friday-happy-hour');
    const shippedCount = t.services.templates.templates.length;
    expect(back.data!.templates.filter((x) => !x.added)).toHaveLength(shippedCount);
  });

  it('removes added templates only; shipped ones can only be hidden', async () => {
    const d = await readyDeck(admin, 'Short lived');
    await ok(admin.gql(ADD, { d, t: ['meeting'], desc: 'Soon gone' }));
    await ok(admin.gql(HIDE, { s: 'short-lived', h: true }));
    expect((await anonymous<{ templates: TemplateView[] }>(LIST)).data!.templates.map((x) => x.slug)).not.toContain('short-lived');
    const hiddenOne = await admin.gql<{ template: TemplateView }>(ONE, { s: 'short-lived' });
    expect(hiddenOne.data!.template).toMatchObject({ hidden: true, added: true });

    const byBo = await bo.gql(REMOVE, { s: 'short-lived' });
    expect(byBo.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ADMIN_ONLY' });
    const shipped = await admin.gql(REMOVE, { s: 'space-trivia' });
    expect(shipped.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TEMPLATE_SHIPPED' });

    expect((await ok(admin.gql<{ removeTemplate: string }>(REMOVE, { s: 'short-lived' }))).removeTemplate).toBe('short-lived');
    const gone = await admin.gql(ONE, { s: 'short-lived' });
    expect(gone.errors?.[0]?.extensions.reason).toBe('TEMPLATE_NOT_FOUND');
    const twice = await admin.gql(REMOVE, { s: 'short-lived' });
    expect(twice.errors?.[0]?.extensions.reason).toBe('TEMPLATE_NOT_FOUND');
    // The slug is free again.
    await ok(admin.gql(ADD, { d, t: ['meeting'], desc: 'Back' }));
  });
});

describe('an added template with an image', () => {
  it('keeps its image after its deck is deleted and purged, and copies it working into the decks made from it', async () => {
    const image = (await storeTestImage(t.services, admin.id)).url;
    const deckId = await readyDeck(admin, 'Picture round', image);
    const { addTemplate } = await ok(admin.gql<{ addTemplate: TemplateView }>(ADD, { d: deckId, t: ['trivia'], desc: 'With a picture' }));
    expect(addTemplate.slides[0]!.image).toBe(image);

    // The source deck goes away for good: files are never deleted with a deck, so the template's image stays.
    await ok(admin.gql('mutation ($id: ID!) { deleteDeck(id: $id) { id } }', { id: deckId }));
    const later = { now: () => t.clock.now() + RESTORE_WINDOW_MS + 60_000 };
    expect(await purgeDeletedDecks({ db: t.services.database.db, clock: later })).toBeGreaterThanOrEqual(1);

    const { useTemplate } = await ok(
      bo.gql<{ useTemplate: { id: string; slides: { image?: string }[]; problems: unknown[] } }>(
        'mutation { useTemplate(slug: "picture-round") { id slides problems { message } } }',
      ),
    );
    expect(useTemplate.slides[0]!.image).toBe(image);
    expect(useTemplate.problems).toEqual([]);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);

    // Bo's copy saves (its image is a file stored here) and hosts.
    const saved = await bo.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
      id: useTemplate.id,
      doc: { version: 1, title: 'Bo’s pictures', slides: useTemplate.slides },
    });
    expect(saved.errors).toBeUndefined();
    const hosted = await bo.gql('mutation ($d: ID!) { startEvent(deckId: $d) { id } }', { d: useTemplate.id });
    expect(hosted.errors).toBeUndefined();
  });
});
