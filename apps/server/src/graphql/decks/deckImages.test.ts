import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { signUpUser, type TestUser } from '../../testing/gql';
import { storeTestImage } from '../../testing/files';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let alice: TestUser;
let stored: { url: string; thumbnailUrl: string };

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  alice = await signUpUser(t.app, 'Alice');
  stored = await storeTestImage(t.services, alice.id, 600);
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const NOT_HERE =
  'this image was not uploaded to this server and the file does not carry it (export the deck again from Mingle to bring its images); upload it here or remove it';
/** Well formed, like a file another Mingle server stored, but not one of ours. */
const FOREIGN = '/v1/functions/files/zz/0123456789abcdef0123456789abcdef.png';

const documentWith = (image: string, optionImage?: string) => ({
  version: 1,
  title: 'Pictures',
  slides: [
    { type: 'content', id: 'c1', title: 'Hello' },
    {
      type: 'quiz',
      id: 'q1',
      question: 'Which?',
      image,
      options: [
        { text: 'A', correct: true, ...(optionImage ? { image: optionImage } : {}) },
        { text: 'B', correct: false },
      ],
    },
  ],
});

async function newDeck(): Promise<string> {
  const r = await alice.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
  return r.data!.createDeck.id;
}

const SAVE = 'mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { revision slides } }';
const IMPORT = 'mutation ($doc: JSON!) { importDeck(document: $doc) { id } }';
const COVER = 'mutation ($id: ID!, $url: String) { updateDeck(id: $id, baseRevision: 1, input: { coverImage: $url }) { coverImage } }';

describe('image fields accept only files this server stored', () => {
  it('saves slide and option images uploaded here, the image or its thumbnail', async () => {
    const r = await alice.gql(SAVE, { id: await newDeck(), doc: documentWith(stored.url, stored.thumbnailUrl) });
    expect(r.errors).toBeUndefined();
  });

  it.each([
    ['climbing out of the files folder', '/v1/functions/files/../../../etc/passwd'],
    ['.. in the middle', '/v1/functions/files/ab/../../../../etc/passwd.png'],
    ['encoded ..', '/v1/functions/files/%2e%2e/%2e%2e/secret.png'],
    ['another server', 'https://images.example/cat.png'],
    ['another path of this server', '/v1/graphql'],
  ])('refuses an image path by its shape: %s', async (_name, url) => {
    const id = await newDeck();
    const r = await alice.gql(SAVE, { id, doc: documentWith(url) });
    expect(r.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.message).toBe('document.slides[1].image: must be an image uploaded to this server');
    const cover = await alice.gql(COVER, { id, url });
    expect(cover.errors?.[0]?.message).toBe('coverImage: must be an image uploaded to this server');
  });

  it('refuses to save a well-formed image address of a file this server does not have, naming the field', async () => {
    const id = await newDeck();
    const r = await alice.gql(SAVE, { id, doc: documentWith(stored.url, FOREIGN) });
    expect(r.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.message).toBe(`document.slides[1].options[0].image: ${NOT_HERE}`);
    const deck = await alice.gql<{ deck: { revision: number } }>('query ($id: ID!) { deck(id: $id) { revision } }', { id });
    expect(deck.data!.deck.revision).toBe(1);
  });

  it('refuses to import a deck from another server whose images are not here, naming each field', async () => {
    const r = await alice.gql(IMPORT, { doc: documentWith(FOREIGN, FOREIGN.replace('.png', '.jpg')) });
    expect(r.errors?.[0]?.message).toBe(`document.slides[1].image: ${NOT_HERE}; document.slides[1].options[0].image: ${NOT_HERE}`);
    expect(r.errors?.[0]?.extensions?.problems).toEqual([`slides[1].image: ${NOT_HERE}`, `slides[1].options[0].image: ${NOT_HERE}`]);
    const ok = await alice.gql(IMPORT, { doc: documentWith(stored.url) });
    expect(ok.errors).toBeUndefined();
  });

  it('sets a cover only to an image stored here, and clears it with null', async () => {
    const id = await newDeck();
    const foreign = await alice.gql(COVER, { id, url: FOREIGN });
    expect(foreign.errors?.[0]?.message).toBe(`coverImage: ${NOT_HERE}`);
    const ok = await alice.gql<{ updateDeck: { coverImage: string | null } }>(COVER, { id, url: stored.url });
    expect(ok.data?.updateDeck.coverImage).toBe(stored.url);
  });
});
