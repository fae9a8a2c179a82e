import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QNA_LIMITS } from '@mingle/shared';
import { contentSlide, qnaSlide, quizSlide } from '@mingle/shared/testing';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { signUpUser, type GqlResult, type TestUser } from '../testing/gql';
import { readQnaBoard } from './qnaBoard';
import * as S from './state';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let host: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  host = await signUpUser(t.app, 'Host');
  stranger = await signUpUser(t.app, 'Stranger');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

/** Slides 0 quiz, 1 Q&A (a1), 2 content, 3 Q&A without upvotes (a2). */
const deck = {
  version: 1,
  title: 'Town hall',
  slides: [
    { type: 'quiz', id: 'q1', question: 'Largest planet?', options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }], timeLimit: 30 },
    { type: 'qna', id: 'a1', title: 'Ask the CEO' },
    { type: 'content', id: 'c1', title: 'Break' },
    { type: 'qna', id: 'a2', upvotes: false },
  ],
};

const ASK =
  'mutation ($e: ID!, $s: ID!, $t: String!, $n: Boolean) { askQuestion(eventId: $e, slideId: $s, text: $t, showName: $n) { questionId slideId } }';
const VOTE = 'mutation ($e: ID!, $q: ID!, $on: Boolean!) { upvoteQuestion(eventId: $e, questionId: $q, on: $on) { questionId upvoted } }';
const MINE =
  'query ($e: ID!, $s: ID!) { myQna(eventId: $e, slideId: $s) { slideId mine { id text votes author } upvoted questions { id } } }';
const MARK = (field: string, arg: string) =>
  `mutation ($e: ID!, $q: ID!, $on: Boolean!) { ${field}(eventId: $e, questionId: $q, ${arg}: $on) { questionId answered hidden featured } }`;

async function asPhone<T>(token: string, query: string, variables: Record<string, unknown>): Promise<GqlResult<T>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: { 'x-participant-token': token },
    payload: { query, variables },
  });
  const body = res.json() as { data: T | null; errors?: GqlResult['errors'] };
  return { status: res.statusCode, data: body.data, ...(body.errors ? { errors: body.errors } : {}) };
}

const errorOf = (r: GqlResult) => r.errors?.[0]?.message;
const reasonOf = (r: GqlResult) => r.errors?.[0]?.extensions.reason;

interface Room {
  eventId: string;
  phones: { token: string; id: string; nickname: string }[];
  host(field: string, args?: string): Promise<GqlResult>;
  goto(index: number): Promise<void>;
  ask(
    phone: number,
    text: string,
    opts?: { slideId?: string; showName?: boolean },
  ): Promise<GqlResult<{ askQuestion: { questionId: string } }>>;
  asked(phone: number, text: string, opts?: { slideId?: string; showName?: boolean }): Promise<string>;
  vote(phone: number, questionId: string, on?: boolean): Promise<GqlResult<{ upvoteQuestion: { questionId: string; upvoted: boolean } }>>;
  mark(
    field: 'markQuestionAnswered' | 'hideQuestion' | 'featureQuestion',
    questionId: string,
    on: boolean,
    as?: TestUser,
  ): Promise<GqlResult>;
  board(slideId?: string): ReturnType<typeof readQnaBoard>;
}

/** An event of `deck` with `count` phones joined, on the Q&A slide a1 (so a1 is open). */
async function room(count: number): Promise<Room> {
  const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
  const deckId = created.data!.createDeck.id;
  const saved = await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
    id: deckId,
    doc: deck,
  });
  expect(saved.errors).toBeUndefined();
  const started = await host.gql<{ startEvent: { id: string; code: string } }>(
    'mutation ($d: ID!) { startEvent(deckId: $d) { id code } }',
    { d: deckId },
  );
  const { id: eventId, code } = started.data!.startEvent;
  const phones: Room['phones'] = [];
  for (let i = 0; i < count; i++) {
    const nickname = `Phone ${'ABCDEFGH'[i]}`;
    const r = await asPhone<{ joinEvent: { participantToken: string; participant: { id: string } } }>(
      '',
      'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken participant { id } } }',
      { c: code, n: nickname },
    );
    phones.push({ token: r.data!.joinEvent.participantToken, id: r.data!.joinEvent.participant.id, nickname });
  }
  const r: Room = {
    eventId,
    phones,
    host: (field, args = '') => host.gql(`mutation ($e: ID!) { ${field}(eventId: $e${args}) { id step slideIndex } }`, { e: eventId }),
    async goto(index) {
      const g = await r.host('gotoSlide', `, index: ${index}`);
      expect(g.errors, JSON.stringify(g.errors)).toBeUndefined();
    },
    ask: (phone, text, opts = {}) =>
      asPhone(phones[phone]!.token, ASK, { e: eventId, s: opts.slideId ?? 'a1', t: text, n: opts.showName ?? null }),
    async asked(phone, text, opts) {
      const a = await r.ask(phone, text, opts);
      expect(a.errors, JSON.stringify(a.errors)).toBeUndefined();
      return a.data!.askQuestion.questionId;
    },
    vote: (phone, questionId, on = true) => asPhone(phones[phone]!.token, VOTE, { e: eventId, q: questionId, on }),
    mark: (field, questionId, on, as = host) =>
      as.gql(MARK(field, { markQuestionAnswered: 'answered', hideQuestion: 'hidden', featureQuestion: 'featured' }[field]), {
        e: eventId,
        q: questionId,
        on,
      }),
    board: (slideId = 'a1') => readQnaBoard(db.db, eventId, slideId),
  };
  await r.goto(1);
  return r;
}

describe('Q&A state (R15.1, R15.6)', () => {
  const slides = [quizSlide('q1'), qnaSlide('a1'), contentSlide('c1'), qnaSlide('a2')];
  const live = (i: number) => S.goto(S.advance(S.initialState(), slides, 0), slides, i, 0);

  it('R15.1 arriving at a Q&A opens it; it stays open over other slides; one is open at a time', () => {
    expect(S.advance(S.initialState(), slides, 0).qnaSlideId).toBeNull();
    const opened = live(1);
    expect(opened.qnaSlideId).toBe('a1');
    const moved = S.advance(opened, slides, 0);
    expect(moved.slideIndex).toBe(2);
    expect(moved.qnaSlideId).toBe('a1');
    expect(S.advance(S.goto(moved, slides, 0, 0), slides, 0).qnaSlideId).toBe('a1');
    expect(S.goto(moved, slides, 3, 0).qnaSlideId).toBe('a2');
    expect(S.end(moved, 0).qnaSlideId).toBeNull();
  });

  it('R15.6 a closed Q&A stays closed when the host comes back; reopening makes it the one open', () => {
    const closed = S.closeQna(live(1), slides, 'a1');
    expect(closed.qnaSlideId).toBeNull();
    expect(closed.qnaClosed).toEqual(['a1']);
    expect(closed.version).toBe(live(1).version + 1);
    expect(S.closeQna(closed, slides, 'a1')).toBe(closed);
    expect(S.goto(S.goto(closed, slides, 2, 0), slides, 1, 0).qnaSlideId).toBeNull();
    const reopened = S.reopenQna(S.goto(closed, slides, 3, 0), slides, 'a1');
    expect(reopened.qnaSlideId).toBe('a1');
    expect(reopened.qnaClosed).toEqual([]);
    expect(S.reopenQna(reopened, slides, 'a1')).toBe(reopened);
    expect(() => S.closeQna(reopened, slides, 'q1')).toThrow('This slide is not a Q&A');
    expect(() => S.reopenQna(S.initialState(), slides, 'a1')).toThrow('The event has not started');
  });
});

describe('asking (R15.2, R15.3)', () => {
  it('R15.2 a question is stored before it is acknowledged, trimmed, anonymous unless the author shows their name', async () => {
    const r = await room(2);
    const anon = await r.asked(0, '  Why is the sky blue?  ');
    const named = await r.asked(1, 'When is the next offsite?', { showName: true });
    const board = await r.board();
    expect(board.all).toEqual([
      expect.objectContaining({ id: named, text: 'When is the next offsite?', author: 'Phone B', votes: 0, hidden: false }),
      expect.objectContaining({ id: anon, text: 'Why is the sky blue?', author: null, votes: 0, answered: false }),
    ]);
    // The id names the question, never its author.
    expect(anon).toMatch(/^\d+$/);
    // Asking the same text again is the same question.
    expect(await r.asked(0, 'Why is the sky blue?')).toBe(anon);
    expect((await r.board()).all).toHaveLength(2);
  });

  it('R15.2 the text is 1–280 characters, storable, and only for a Q&A slide', async () => {
    const r = await room(1);
    expect(errorOf(await r.ask(0, '   '))).toBe('text: write something first');
    expect(errorOf(await r.ask(0, 'x'.repeat(QNA_LIMITS.textMax + 1)))).toBe('text: at most 280 characters');
    expect(reasonOf(await r.ask(0, 'x'.repeat(2001)))).toBe('INVALID_INPUT');
    // NUL is refused on the way in (ADR 19), before the engine's own check.
    expect(errorOf(await r.ask(0, 'nul \u0000 here'))).toMatch(/NUL/);
    expect(errorOf(await r.ask(0, 'broken \uD800 here'))).toBe('text: contains a broken character (an unpaired UTF-16 surrogate)');
    expect(reasonOf(await r.ask(0, 'Hello?', { slideId: 'q1' }))).toBe('NOT_A_QNA');
    expect(reasonOf(await r.ask(0, 'Hello?', { slideId: 'nope' }))).toBe('SLIDE_NOT_FOUND');
    expect(await r.asked(0, 'x'.repeat(QNA_LIMITS.textMax))).toMatch(/^\d+$/);
    // Without a seat, nothing is asked.
    expect(reasonOf(await asPhone('', ASK, { e: r.eventId, s: 'a1', t: 'Anyone?' }))).toBe('SEAT_REQUIRED');
  });

  it('R15.3 at most 3 questions waiting per participant; an answered or hidden one frees a place; at most 10 in all', async () => {
    const r = await room(1);
    const ids = [await r.asked(0, 'One?'), await r.asked(0, 'Two?'), await r.asked(0, 'Three?')];
    expect(reasonOf(await r.ask(0, 'Four?'))).toBe('QUESTIONS_WAITING');
    // A resend of a question already asked is still the same question.
    expect(await r.asked(0, 'Two?')).toBe(ids[1]);
    expect((await r.mark('markQuestionAnswered', ids[0]!, true)).errors).toBeUndefined();
    await r.asked(0, 'Four?');
    let n = 4;
    while (n < QNA_LIMITS.perParticipant) {
      const waiting = (await r.board()).all.filter((q) => !q.answered && !q.hidden);
      await r.mark(n % 2 ? 'hideQuestion' : 'markQuestionAnswered', waiting[0]!.id, true);
      await r.asked(0, `Question ${++n}?`);
    }
    const waiting = (await r.board()).all.filter((q) => !q.answered && !q.hidden);
    await r.mark('markQuestionAnswered', waiting[0]!.id, true);
    expect(reasonOf(await r.ask(0, 'Eleven?'))).toBe('QUESTIONS_MAX');
  });
});

describe('upvotes (R15.4)', () => {
  it('R15.4 one vote per participant per question, never their own; a vote can be taken back', async () => {
    const r = await room(3);
    const q = await r.asked(0, 'Can we work from home on Fridays?');
    expect((await r.vote(1, q)).data).toEqual({ upvoteQuestion: { questionId: q, upvoted: true } });
    expect((await r.vote(1, q)).data).toEqual({ upvoteQuestion: { questionId: q, upvoted: true } });
    await r.vote(2, q);
    expect((await r.board()).all[0]!.votes).toBe(2);
    expect(reasonOf(await r.vote(0, q))).toBe('OWN_QUESTION');
    expect((await r.vote(2, q, false)).data).toEqual({ upvoteQuestion: { questionId: q, upvoted: false } });
    expect((await r.board()).all[0]!.votes).toBe(1);
    expect(reasonOf(await r.vote(1, '999999999'))).toBe('QUESTION_NOT_FOUND');
    expect(reasonOf(await r.vote(1, 'not-an-id'))).toBe('QUESTION_NOT_FOUND');
    const mine = await asPhone<{ myQna: { mine: { id: string }[]; upvoted: string[]; questions: { id: string }[] } }>(
      r.phones[1]!.token,
      MINE,
      {
        e: r.eventId,
        s: 'a1',
      },
    );
    expect(mine.data!.myQna).toEqual({ slideId: 'a1', mine: [], upvoted: [q], questions: [{ id: q }] });
  });

  it('R15.4 no votes on an answered or hidden question, nor in a Q&A with upvotes off', async () => {
    const r = await room(2);
    const answered = await r.asked(0, 'Answered?');
    const hidden = await r.asked(0, 'Hidden?');
    await r.mark('markQuestionAnswered', answered, true);
    await r.mark('hideQuestion', hidden, true);
    expect(reasonOf(await r.vote(1, answered))).toBe('QUESTION_ANSWERED');
    expect(reasonOf(await r.vote(1, hidden))).toBe('QUESTION_NOT_FOUND');
    await r.goto(3);
    const off = await r.asked(0, 'No votes here?', { slideId: 'a2' });
    expect(reasonOf(await r.vote(1, off))).toBe('UPVOTES_OFF');
  });
});

describe('moderation (R15.5)', () => {
  it('R15.5 the host marks answered, hides and features; one featured at a time; hiding takes it off the screen', async () => {
    const r = await room(2);
    const a = await r.asked(0, 'First?');
    const b = await r.asked(1, 'Second?');
    await r.vote(1, a);
    expect((await r.mark('featureQuestion', a, true)).data).toEqual({
      featureQuestion: { questionId: a, answered: false, hidden: false, featured: true },
    });
    expect((await r.board()).featured).toMatchObject({ id: a, text: 'First?', votes: 1 });
    await r.mark('featureQuestion', b, true);
    let board = await r.board();
    expect(board.featured?.id).toBe(b);
    expect(board.all.filter((q) => q.featured).map((q) => q.id)).toEqual([b]);
    await r.mark('hideQuestion', b, true);
    board = await r.board();
    expect(board.featured).toBeNull();
    expect(board.shown.map((q) => q.id)).toEqual([a]);
    expect(board.visibleCount).toBe(1);
    // Hidden from the audience, still in the host's list.
    expect(board.all.find((q) => q.id === b)).toMatchObject({ hidden: true, featured: false });
    expect(reasonOf(await r.mark('featureQuestion', b, true))).toBe('QUESTION_HIDDEN');
    await r.mark('hideQuestion', b, false);
    await r.mark('markQuestionAnswered', a, true);
    board = await r.board();
    // Answered questions go after the waiting ones.
    expect(board.shown.map((q) => [q.id, q.answered])).toEqual([
      [b, false],
      [a, true],
    ]);
    await r.mark('featureQuestion', a, true);
    expect((await r.mark('featureQuestion', a, false)).data).toMatchObject({ featureQuestion: { featured: false } });
    expect((await r.board()).featured).toBeNull();
  });

  it('R15.5 only the host moderates: another account is told the event does not exist, a participant needs an account', async () => {
    const r = await room(1);
    const q = await r.asked(0, 'Who decides?');
    expect((await r.mark('hideQuestion', q, true, stranger)).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const asSeat = await asPhone(r.phones[0]!.token, MARK('hideQuestion', 'hidden'), { e: r.eventId, q, on: true });
    expect(asSeat.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const closed = await stranger.gql('mutation ($e: ID!) { closeQna(eventId: $e, slideId: "a1") { id } }', { e: r.eventId });
    expect(closed.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await r.board()).all[0]!.hidden).toBe(false);
  });
});

describe('closing and other slides (R15.1, R15.6)', () => {
  it('R15.1 the Q&A takes questions and votes while the host shows other slides', async () => {
    const r = await room(2);
    await r.goto(0);
    const q = await r.asked(0, 'Asked during the quiz?');
    expect((await r.vote(1, q)).errors).toBeUndefined();
    await r.goto(2);
    expect((await r.board()).all[0]).toMatchObject({ id: q, votes: 1 });
  });

  it('R15.6 closing stops questions and votes; the questions stay readable; reopening takes them again', async () => {
    const r = await room(2);
    const q = await r.asked(0, 'Before the close?');
    const closed = await host.gql<{ closeQna: { id: string } }>('mutation ($e: ID!) { closeQna(eventId: $e, slideId: "a1") { id } }', {
      e: r.eventId,
    });
    expect(closed.errors).toBeUndefined();
    expect(reasonOf(await r.ask(1, 'After the close?'))).toBe('QNA_CLOSED');
    expect(reasonOf(await r.vote(1, q))).toBe('QNA_CLOSED');
    expect((await r.board()).all.map((x) => x.text)).toEqual(['Before the close?']);
    // The host may still moderate a closed Q&A.
    expect((await r.mark('markQuestionAnswered', q, true)).errors).toBeUndefined();
    await r.goto(2);
    await r.goto(1);
    expect(reasonOf(await r.ask(1, 'Back again?'))).toBe('QNA_CLOSED');
    await host.gql('mutation ($e: ID!) { reopenQna(eventId: $e, slideId: "a1") { id } }', { e: r.eventId });
    await r.asked(1, 'Reopened?');
    // Another Q&A opening takes its place.
    await r.goto(3);
    expect(reasonOf(await r.ask(1, 'To the first one?'))).toBe('QNA_CLOSED');
    await r.host('endEvent');
    expect(reasonOf(await r.ask(1, 'After the end?', { slideId: 'a2' }))).toBe('EVENT_ENDED');
  });
});

describe('removed participants (R15.8)', () => {
  it('R15.8 a removed seat neither asks nor votes; its questions leave the lists and its votes the counts', async () => {
    const r = await room(3);
    const theirs = await r.asked(2, 'From the one removed?');
    const mine = await r.asked(0, 'From one who stays?');
    await r.vote(2, mine);
    await r.vote(1, mine);
    await r.vote(1, theirs);
    expect((await r.board()).all.map((q) => [q.text, q.votes])).toEqual([
      ['From one who stays?', 2],
      ['From the one removed?', 1],
    ]);
    const removed = await host.gql('mutation ($e: ID!, $p: ID!) { removeParticipant(eventId: $e, participantId: $p) { id } }', {
      e: r.eventId,
      p: r.phones[2]!.id,
    });
    expect(removed.errors).toBeUndefined();
    expect(reasonOf(await r.ask(2, 'Still here?'))).toBe('SEAT_REMOVED');
    expect(reasonOf(await r.vote(2, mine, false))).toBe('SEAT_REMOVED');
    expect((await r.board()).all.map((q) => [q.text, q.votes])).toEqual([['From one who stays?', 1]]);
    expect(reasonOf(await r.vote(1, theirs))).toBe('QUESTION_NOT_FOUND');
  });
});

describe('what the room reads (R15.7)', () => {
  it('R15.7 an event with no Q&A open nor current reads nothing about Q&A; one open over a quiz reads it', async () => {
    const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
    const deckId = created.data!.createDeck.id;
    await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
      id: deckId,
      doc: deck,
    });
    const started = await host.gql<{ startEvent: { id: string } }>('mutation ($d: ID!) { startEvent(deckId: $d) { id } }', { d: deckId });
    const eventId = started.data!.startEvent.id;
    const handle = await t.services.live.rooms.hold(eventId);
    try {
      await host.gql('mutation ($e: ID!) { advanceEvent(eventId: $e) { id } }', { e: eventId }); // q1:question
      const execute = vi.spyOn(db.db, 'execute');
      try {
        await handle.room.refresh();
        await handle.room.settled();
        expect(handle.room.snapshot?.slide?.id).toBe('q1');
        expect(handle.room.snapshot?.qna ?? null).toBeNull();
        expect(execute.mock.calls.map((c) => JSON.stringify(c[0])).filter((s) => s.includes('qna_'))).toEqual([]);
      } finally {
        execute.mockRestore();
      }
      await host.gql('mutation ($e: ID!) { gotoSlide(eventId: $e, index: 1) { id } }', { e: eventId });
      await host.gql('mutation ($e: ID!) { gotoSlide(eventId: $e, index: 0) { id } }', { e: eventId });
      await handle.room.refresh();
      await handle.room.settled();
      expect(handle.room.snapshot?.slide?.id).toBe('q1');
      expect(handle.room.snapshot?.qna).toMatchObject({ slideId: 'a1', visibleCount: 0 });
    } finally {
      handle.release();
    }
  });
});
