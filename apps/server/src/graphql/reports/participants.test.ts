import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants as participantRows, qnaQuestions, responses } from '../../db/schema';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';

/*
 * People across a host's events (/analytics/participants) and erasing their personal data
 * (ADR 44), on events played through the real API.
 */

const DECK = {
  version: 1,
  title: 'People deck',
  slides: [
    { type: 'quiz', id: 'q1', question: 'Largest planet?', options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }], timeLimit: 20 },
    { type: 'opentext', id: 'o1', question: 'What did you learn?' },
    { type: 'wordcloud', id: 'w1', question: 'One word', maxWords: 2 },
    { type: 'qna', id: 'a1', title: 'Ask us anything' },
  ],
};

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let host: TestUser;
let other: TestUser;
const ok = async <T>(p: Promise<{ data: T | null; errors?: unknown }>): Promise<T> => {
  const r = await p;
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!;
};

/** Plays one event of `by`'s: each person joins, picks a choice, writes a text and a word; the event ends. */
async function play(by: TestUser, people: { nickname: string; email: string | null; choice: number; text: string }[]): Promise<string> {
  const { createDeck } = await ok(by.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }'));
  await ok(
    by.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
      id: createDeck.id,
      doc: DECK,
    }),
  );
  const { startEvent } = await ok(
    by.gql<{ startEvent: { id: string; code: string } }>(
      'mutation ($d: ID!) { startEvent(deckId: $d, settings: { askEmail: OPTIONAL, closeWhenAllAnswered: false }) { id code } }',
      { d: createDeck.id },
    ),
  );
  const e = startEvent.id;
  const tokens: string[] = [];
  for (const p of people) {
    t.clock.advance(100); // a joining order to number erased people by
    const { joinEvent } = await ok(
      gqlAs<{ joinEvent: { participantToken: string } }>(
        t.app,
        null,
        'mutation ($c: String!, $n: String!, $m: String) { joinEvent(code: $c, nickname: $n, email: $m) { participantToken } }',
        { c: startEvent.code, n: p.nickname, m: p.email },
      ),
    );
    tokens.push(joinEvent.participantToken);
  }
  const advanceTo = async (slideIndex: number) => {
    for (let i = 0; i < 10; i++) {
      const r = await ok(
        by.gql<{ advanceEvent: { slideIndex: number; step: string } }>(
          'mutation ($e: ID!) { advanceEvent(eventId: $e) { slideIndex step } }',
          { e },
        ),
      );
      if (r.advanceEvent.slideIndex === slideIndex && r.advanceEvent.step === 'answering') return;
    }
    throw new Error(`never reached slide ${slideIndex}`);
  };
  const answerAll = async (slideId: string, answerOf: (p: (typeof people)[number]) => unknown) => {
    for (const [i, p] of people.entries()) {
      t.clock.advance(1000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: { 'x-participant-token': tokens[i]! },
        payload: {
          query: 'mutation ($e: ID!, $s: ID!, $a: JSON!) { submitAnswer(eventId: $e, slideId: $s, answer: $a) { accepted } }',
          variables: { e, s: slideId, a: answerOf(p) },
        },
      });
      expect(res.json(), res.body).toEqual({ data: { submitAnswer: { accepted: true } } });
    }
    await ok(by.gql('mutation ($e: ID!) { lockAnswers(eventId: $e) { id } }', { e }));
  };
  await advanceTo(0);
  await answerAll('q1', (p) => ({ choices: [p.choice] }));
  await advanceTo(1);
  await answerAll('o1', (p) => ({ text: p.text }));
  await advanceTo(2);
  await answerAll('w1', (p) => ({ words: [p.text.split(' ')[0]] }));
  // Two questions each in the Q&A: erasure deletes both (the index allows one text per author).
  await ok(by.gql('mutation ($e: ID!) { gotoSlide(eventId: $e, index: 3) { id } }', { e }));
  for (const [i, p] of people.entries())
    for (const q of [`${p.text}?`, `And ${p.text}?`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: { 'x-participant-token': tokens[i]! },
        payload: {
          query: 'mutation ($e: ID!, $q: String!) { askQuestion(eventId: $e, slideId: "a1", text: $q) { questionId } }',
          variables: { e, q },
        },
      });
      expect(res.json().errors, res.body).toBeUndefined();
    }
  await ok(by.gql('mutation ($e: ID!) { endEvent(eventId: $e) { id } }', { e }));
  return e;
}

const LIST =
  'query ($s: String, $p: Int, $n: Int) { participants(search: $s, page: $p, pageSize: $n) { items { email nickname eventCount lastSeen averageScore } total page pageSize pageCount } }';
const HISTORY =
  'query ($m: String!) { participant(email: $m) { email events { eventId title playedAt status nickname email score rank answered correctCount } } }';
const ERASE =
  'mutation ($m: String!, $e: ID) { erasePersonalData(email: $m, eventId: $e) { participants answers questions skippedRunningEvents } }';

let first: string;
let second: string;
let elsewhere: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  host = await signUpUser(t.app, 'Host');
  other = await signUpUser(t.app, 'Other');
  first = await play(host, [
    { nickname: 'Ada', email: 'Ada@Example.com', choice: 1, text: 'Secret plans of Ada' },
    { nickname: 'Bo', email: 'bo@example.com', choice: 0, text: 'Bo thinks' },
    { nickname: 'Cy', email: null, choice: 1, text: 'Cy was here' },
  ]);
  t.clock.advance(60_000);
  second = await play(host, [{ nickname: 'Ada Lovelace', email: 'ada@example.com', choice: 0, text: 'Engines everywhere' }]);
  elsewhere = await play(other, [{ nickname: 'Ada', email: 'ada@example.com', choice: 1, text: 'Other host text' }]);
}, 120_000);
afterAll(async () => {
  await t.close();
  await db.drop();
});

describe('participants: people who joined my events with an email', () => {
  it('groups by email ignoring case, with the latest nickname, events joined, last seen and average score', async () => {
    const { participants } = await ok(
      host.gql<{ participants: { items: Record<string, unknown>[]; total: number; pageCount: number } }>(LIST),
    );
    expect(participants.total).toBe(2);
    expect(participants.pageCount).toBe(1);
    const [ada, bo] = participants.items;
    expect(ada).toMatchObject({ email: 'ada@example.com', nickname: 'Ada Lovelace', eventCount: 2 });
    expect(bo).toMatchObject({ email: 'bo@example.com', nickname: 'Bo', eventCount: 1, averageScore: 0 });
    expect(Date.parse(ada!.lastSeen as string)).toBeGreaterThan(Date.parse(bo!.lastSeen as string));
    expect(ada!.averageScore).toBeGreaterThan(0);
  });

  it('searches emails and nicknames, and pages', async () => {
    const byNick = await ok(host.gql<{ participants: { items: { email: string }[] } }>(LIST, { s: 'lovelace' }));
    expect(byNick.participants.items.map((p) => p.email)).toEqual(['ada@example.com']);
    const byEmail = await ok(host.gql<{ participants: { items: { email: string }[] } }>(LIST, { s: 'BO@' }));
    expect(byEmail.participants.items.map((p) => p.email)).toEqual(['bo@example.com']);
    const page2 = await ok(
      host.gql<{ participants: { items: { email: string }[]; total: number; pageCount: number } }>(LIST, { p: 2, n: 1 }),
    );
    expect(page2.participants).toMatchObject({ total: 2, pageCount: 2, items: [{ email: 'bo@example.com' }] });
  });

  it('shows another account only its own people, and nobody to an account without events', async () => {
    const theirs = await ok(other.gql<{ participants: { items: { email: string; eventCount: number }[] } }>(LIST));
    expect(theirs.participants.items).toEqual([expect.objectContaining({ email: 'ada@example.com', eventCount: 1 })]);
    const stranger = await signUpUser(t.app, 'Stranger');
    expect((await ok(stranger.gql<{ participants: { total: number } }>(LIST))).participants.total).toBe(0);
    const r = await stranger.gql(HISTORY, { m: 'ada@example.com' });
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'PARTICIPANT_NOT_FOUND' });
  });

  it('refuses bad input by name', async () => {
    const bad = await host.gql(LIST, { p: 0 });
    expect(bad.errors?.[0]).toMatchObject({ message: expect.stringContaining('page: at least 1'), extensions: { code: 'BAD_USER_INPUT' } });
    const email = await host.gql(HISTORY, { m: 'not an email' });
    expect(email.errors?.[0]).toMatchObject({ message: expect.stringContaining('email: enter a valid email address') });
    const id = await host.gql(ERASE, { m: 'ada@example.com', e: 'nope' });
    expect(id.errors?.[0]).toMatchObject({
      message: expect.stringContaining('eventId: not an event id'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const guest = await gqlAs(t.app, null, LIST);
    expect(guest.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('participant: one person across my events', () => {
  it('lists each event with its title, nickname, score, rank and correct answers, newest first', async () => {
    const { participant } = await ok(
      host.gql<{ participant: { email: string; events: Record<string, unknown>[] } }>(HISTORY, { m: 'ADA@example.com ' }),
    );
    expect(participant.email).toBe('ada@example.com');
    expect(participant.events.map((e) => [e.eventId, e.nickname, e.rank, e.correctCount, e.answered, e.status])).toEqual([
      [second, 'Ada Lovelace', 1, 0, 3, 'ENDED'],
      [first, 'Ada', 1, 1, 3, 'ENDED'],
    ]);
    expect(participant.events[1]).toMatchObject({ title: 'People deck', email: 'ada@example.com' });
    expect(participant.events[1]!.score as number).toBeGreaterThan(0);
  });
});

describe('erasePersonalData', () => {
  it('is NOT_FOUND for another host’s event', async () => {
    const r = await host.gql(ERASE, { m: 'ada@example.com', e: elsewhere });
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('erases one event: the email, the nickname and the text go, scores and choices stay', async () => {
    const [before] = await db.db
      .select()
      .from(participantRows)
      .where(and(eq(participantRows.eventId, first), eq(participantRows.nickname, 'Ada')));
    const erased = await ok(host.gql<{ erasePersonalData: Record<string, number> }>(ERASE, { m: 'ada@example.com', e: first }));
    expect(erased.erasePersonalData).toEqual({ participants: 1, answers: 2, questions: 2, skippedRunningEvents: 0 });
    const [after] = await db.db.select().from(participantRows).where(eq(participantRows.id, before!.id));
    expect(after).toMatchObject({ email: null, nickname: 'Erased participant 1', score: before!.score });
    const answers = await db.db.select().from(responses).where(eq(responses.participantId, before!.id));
    expect(Object.fromEntries(answers.map((a) => [a.slideId, a.answer]))).toEqual({
      q1: { choices: [1] },
      o1: { text: '(erased)' },
      w1: { words: ['(erased)'] },
    });
    expect(
      JSON.stringify(
        await db.db
          .select()
          .from(responses)
          .where(inArray(responses.eventId, [first])),
      ),
    ).not.toContain('Secret');
    const questions = await db.db.select().from(qnaQuestions).where(eq(qnaQuestions.eventId, first));
    expect(questions.map((q) => q.text).sort()).toEqual(['And Bo thinks?', 'And Cy was here?', 'Bo thinks?', 'Cy was here?']);
    // Only that event: the other one still has Ada.
    const { participant } = await ok(host.gql<{ participant: { events: { eventId: string }[] } }>(HISTORY, { m: 'ada@example.com' }));
    expect(participant.events.map((e) => e.eventId)).toEqual([second]);
  });

  it('leaves no email or text in the report and the exports', async () => {
    const r = await ok(
      host.gql<{ eventReport: { participants: { nickname: string; email: string | null; score: number; answers: { text: string }[] }[] } }>(
        'query ($e: ID!) { eventReport(eventId: $e) { participants { nickname email score answers { text } } } }',
        { e: first },
      ),
    );
    const erased = r.eventReport.participants.find((p) => p.nickname === 'Erased participant 1')!;
    expect(erased.email).toBeNull();
    expect(erased.score).toBeGreaterThan(0);
    expect(JSON.stringify(r)).not.toMatch(/ada@|Secret/i);
    for (const file of ['participants.csv', 'answers.csv']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/functions/events/${first}/${file}`,
        headers: { authorization: `Bearer ${host.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/ada@|Secret/i);
      expect(res.body).toContain('Erased participant 1');
    }
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/v1/functions/events/${first}/report.xlsx`,
      headers: { authorization: `Bearer ${host.token}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void cells.push(String(cell.value)))));
    expect(cells).toContain('Erased participant 1');
    expect(cells.join('\n')).not.toMatch(/ada@|Secret/i);
  });

  it('erases all my events, never another host’s, and a second time changes nothing', async () => {
    const all = await ok(host.gql<{ erasePersonalData: Record<string, number> }>(ERASE, { m: 'Ada@example.com' }));
    expect(all.erasePersonalData).toEqual({ participants: 1, answers: 2, questions: 2, skippedRunningEvents: 0 });
    const again = await ok(host.gql<{ erasePersonalData: Record<string, number> }>(ERASE, { m: 'ada@example.com' }));
    expect(again.erasePersonalData).toEqual({ participants: 0, answers: 0, questions: 0, skippedRunningEvents: 0 });
    const once = await ok(host.gql<{ erasePersonalData: Record<string, number> }>(ERASE, { m: 'ada@example.com', e: first }));
    expect(once.erasePersonalData.participants).toBe(0);
    const r = await host.gql(HISTORY, { m: 'ada@example.com' });
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const list = await ok(host.gql<{ participants: { items: { email: string }[] } }>(LIST));
    expect(list.participants.items.map((p) => p.email)).toEqual(['bo@example.com']);
    // The other host's Ada is untouched.
    const [theirs] = await db.db.select().from(participantRows).where(eq(participantRows.eventId, elsewhere));
    expect(theirs).toMatchObject({ email: 'ada@example.com', nickname: 'Ada' });
  });
});
