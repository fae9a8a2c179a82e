import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let host: TestUser;

const NOTE = 'Thank everyone for coming';
const intro = { type: 'content', id: 'intro', title: 'Welcome to the kickoff!', notes: NOTE };
const quiz = {
  type: 'quiz',
  id: 'quiz1',
  question: 'What is the capital of Australia?',
  options: [{ text: 'Sydney' }, { text: 'Canberra', correct: true }],
  timeLimit: 20,
};
const poll = { type: 'poll', id: 'poll1', question: 'Best snack for the offsite?', options: [{ text: 'Chocolate' }, { text: 'Fruit' }] };

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  host = await signUpUser(t.app, 'Host');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

async function saveDeck(id: string, baseRevision: number, slides: unknown[]): Promise<void> {
  const saved = await host.gql(
    'mutation ($id: ID!, $rev: Int!, $doc: JSON!) { saveDeck(id: $id, baseRevision: $rev, document: $doc) { id } }',
    {
      id,
      rev: baseRevision,
      doc: { version: 1, title: 'Snapshot deck', slides },
    },
  );
  expect(saved.errors).toBeUndefined();
}

const EVENT_SLIDES = 'query ($id: ID!) { event(id: $id) { slideCount slides } }';

describe("Event.slides: the event's own slides, for the host's console (SPEC R1.1)", () => {
  it('are the slides copied at the start, in their order, after the deck is edited while the event runs', async () => {
    const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
    const deckId = created.data!.createDeck.id;
    await saveDeck(deckId, 1, [intro, quiz, poll]);
    const started = await host.gql<{ startEvent: { id: string } }>('mutation ($d: ID!) { startEvent(deckId: $d) { id } }', { d: deckId });
    expect(started.errors).toBeUndefined();
    const eventId = started.data!.startEvent.id;

    // A teammate moves the poll first and edits the quiz while the event runs.
    await saveDeck(deckId, 2, [poll, intro, { ...quiz, question: `${quiz.question} (edited live)` }]);

    const r = await host.gql<{ event: { slideCount: number; slides: Record<string, unknown>[] } }>(EVENT_SLIDES, { id: eventId });
    expect(r.errors).toBeUndefined();
    const { slideCount, slides } = r.data!.event;
    expect(slides.map((s) => s.id)).toEqual(['intro', 'quiz1', 'poll1']);
    expect(slides).toHaveLength(slideCount);
    expect(slides[1]).toMatchObject({ question: quiz.question });
    // The host's copy is whole: notes and solutions are theirs to see.
    expect(slides[0]).toMatchObject({ notes: NOTE });
    expect(slides[1]).toMatchObject({ options: [{ text: 'Sydney' }, { text: 'Canberra', correct: true }] });
  });

  it('are served to the host only: anyone else learns nothing of the event', async () => {
    const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
    const deckId = created.data!.createDeck.id;
    await saveDeck(deckId, 1, [intro, quiz]);
    const started = await host.gql<{ startEvent: { id: string } }>('mutation ($d: ID!) { startEvent(deckId: $d) { id } }', { d: deckId });
    const eventId = started.data!.startEvent.id;

    const other = await signUpUser(t.app, 'Someone else');
    const asOther = await other.gql(EVENT_SLIDES, { id: eventId });
    expect(asOther.data).toBeNull();
    expect(asOther.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const signedOut = await gqlAs(t.app, null, EVENT_SLIDES, { id: eventId });
    expect(signedOut.data).toBeNull();
    expect(signedOut.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});
