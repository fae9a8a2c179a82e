// Every shipped template is hosted through to the end over the real API (ADR 0049): made into a
// deck with useTemplate, started, joined by two participants who answer every slide that takes
// answers (Ada with the template's solution, Bo with a wrong answer), ended, and its report read
// back to prove each solution written in the template scores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slide } from '@mingle/shared';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';
import { TestWsClient, type WsMessage } from '../../testing/wsClient';
import { loadTemplates } from '../../templates/catalog';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;
let host: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/v1/graphql`;
  host = await signUpUser(t.app, 'Host');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

type Gql<T> = Promise<{ data: T | null; errors?: unknown }>;
async function ok<T>(p: Gql<T>): Promise<T> {
  const r = await p;
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!;
}

const HOST = `subscription ($e: ID!) { hostEvent(eventId: $e) {
  live { status slideIndex step round slide { id type content } } slide play } }`;
interface HostState {
  live: {
    status: string;
    slideIndex: number;
    step: string | null;
    round: number;
    slide: { id: string; type: string; content: Record<string, unknown> } | null;
  };
  slide: Slide | null;
  play: { author?: { participantId: string } } | null;
}
const hostOf = (m: WsMessage) => (m.payload as { data: { hostEvent: HostState } }).data.hostEvent;

/** Types whose answers are right or wrong: the report says which, and the solution must be right. */
const SCORED = new Set(['quiz', 'truefalse', 'typeanswer', 'order', 'number', 'twotruths', 'whosaid']);

/** The template's solution (`right`), or an answer it does not accept. */
function answerFor(slide: Slide, shown: Record<string, unknown>, right: boolean): unknown {
  switch (slide.type) {
    case 'quiz': {
      const correct = slide.options.flatMap((o, i) => (o.correct ? [i] : []));
      const wrong = slide.options.findIndex((o) => !o.correct);
      return { choices: right ? (slide.multiSelect ? correct : [correct[0]]) : [wrong] };
    }
    case 'truefalse':
      return { value: right ? slide.answer : !slide.answer };
    case 'typeanswer':
      return { text: right ? slide.accepted[0] : 'not the answer at all' };
    case 'order': {
      const shownItems = shown.shownItems as string[];
      const solution = slide.items.map((item) => shownItems.indexOf(item));
      return { order: right ? solution : [...solution].reverse() };
    }
    case 'number': {
      const far = slide.answer - slide.min > slide.max - slide.answer ? slide.min : slide.max;
      return { value: right ? slide.answer : far };
    }
    case 'twotruths':
      return { choices: [right ? slide.lieIndex : (slide.lieIndex + 1) % 3] };
    case 'poll':
    case 'wouldyourather':
      return { choices: [right ? 0 : 1] };
    case 'wordcloud':
      return { words: [right ? 'sunny' : 'busy'] };
    case 'opentext':
      return { text: right ? 'I once met a penguin' : 'I can juggle three oranges' };
    case 'scale':
      return { values: slide.statements.map(() => (right ? slide.max : slide.min)) };
    case 'ranking': {
      const order = slide.items.map((_, i) => i);
      return { order: right ? order : order.reverse() };
    }
    default:
      throw new Error(`${slide.type} takes no answers`);
  }
}

const SUBMIT =
  'mutation ($e: ID!, $s: ID!, $a: JSON!, $r: Int) { submitAnswer(eventId: $e, slideId: $s, answer: $a, round: $r) { accepted } }';
const ASK = 'mutation ($e: ID!, $s: ID!, $t: String!) { askQuestion(eventId: $e, slideId: $s, text: $t) { questionId } }';

async function asSeat<T>(token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: { 'x-participant-token': token },
    payload: { query, variables },
  });
  const body = res.json() as { data: T | null; errors?: unknown };
  expect(body.errors, res.body).toBeUndefined();
  return body.data!;
}

interface Seat {
  nickname: string;
  token: string;
  id: string;
}

/** Hosts the template `slug` to the end; returns the slide types it reached and the event's report. */
async function hostTemplate(slug: string) {
  const { useTemplate: deck } = await ok(
    host.gql<{ useTemplate: { id: string; slides: Slide[]; problems: unknown[] } }>(
      'mutation ($s: ID!) { useTemplate(slug: $s) { id slides problems { path message } } }',
      { s: slug },
    ),
  );
  expect(deck.problems).toEqual([]);
  const { startEvent: event } = await ok(
    host.gql<{ startEvent: { id: string; code: string } }>(
      'mutation ($d: ID!) { startEvent(deckId: $d, settings: { closeWhenAllAnswered: false }) { id code } }',
      { d: deck.id },
    ),
  );
  const seats: Seat[] = [];
  for (const nickname of ['Ada', 'Bo']) {
    const { joinEvent } = await ok(
      gqlAs<{ joinEvent: { participantToken: string; participant: { id: string } } }>(
        t.app,
        null,
        'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken participant { id } } }',
        { c: event.code, n: nickname },
      ),
    );
    seats.push({ nickname, token: joinEvent.participantToken, id: joinEvent.participant.id });
  }
  const console_ = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
  await console_.init({ Authorization: `Bearer ${host.token}` });
  console_.start('h', HOST, { e: event.id });

  /** The host's view once it shows where the host's last change went (and nothing older). */
  const hostSees = async (from: number, at: { status: string; slideIndex: number; step: string | null }) =>
    hostOf(
      await console_.waitFor((m) => {
        if (console_.messages.indexOf(m) < from || m.id !== 'h' || m.type !== console_.dataType) return false;
        const live = hostOf(m).live;
        return live.status === at.status && (at.status !== 'LIVE' || (live.slideIndex === at.slideIndex && live.step === at.step));
      }, 10_000),
    );

  const reached = new Set<string>();
  let state = await hostSees(0, { status: 'LOBBY', slideIndex: 0, step: null });
  for (let changes = 0; state.live.status !== 'ENDED'; changes++) {
    expect(changes, `${slug} never ended`).toBeLessThan(500);
    const slide = state.slide;
    if (state.live.status === 'LIVE' && slide) {
      reached.add(slide.type);
      if (state.live.step === 'answering') {
        const author = slide.type === 'whosaid' ? state.play?.author?.participantId : undefined;
        for (const seat of seats) {
          if (seat.id === author) continue; // the quote's author sits the round out (SPEC R20.6)
          const answer =
            slide.type === 'whosaid' ? { participantId: author } : answerFor(slide, state.live.slide!.content, seat.nickname === 'Ada');
          const { submitAnswer } = await asSeat<{ submitAnswer: { accepted: boolean } }>(seat.token, SUBMIT, {
            e: event.id,
            s: slide.id,
            a: answer,
            r: state.live.round,
          });
          expect(submitAnswer.accepted).toBe(true);
        }
      }
      if (state.live.step === 'open' && slide.type === 'qna')
        for (const seat of seats) await asSeat(seat.token, ASK, { e: event.id, s: slide.id, t: `A question from ${seat.nickname}?` });
    }
    const from = console_.messages.length;
    const { advanceEvent: at } = await ok(
      host.gql<{ advanceEvent: { status: string; slideIndex: number; step: string | null } }>(
        'mutation ($e: ID!) { advanceEvent(eventId: $e) { status slideIndex step } }',
        { e: event.id },
      ),
    );
    state = await hostSees(from, at);
  }
  console_.close();

  const { eventReport } = await ok(
    host.gql<{ eventReport: { participants: { nickname: string; answers: { slideId: string; correct: boolean }[] }[] } }>(
      'query ($e: ID!) { eventReport(eventId: $e) { participants { nickname answers { slideId correct } } } }',
      { e: event.id },
    ),
  );
  return { deck, reached, report: eventReport };
}

const catalog = loadTemplates();

describe('every shipped template, hosted with two participants', () => {
  it.each(catalog.templates.map((tpl) => tpl.slug))('%s plays to the end, and its solutions score', async (slug) => {
    const { deck, reached, report } = await hostTemplate(slug);
    // Every slide was shown.
    expect([...reached].sort()).toEqual([...new Set(deck.slides.map((s) => s.type))].sort());
    const typeOf = new Map(deck.slides.map((s) => [s.id, s.type]));
    const answerable = deck.slides.filter((s) => !['content', 'leaderboard', 'spinner', 'qna'].includes(s.type));
    for (const person of report.participants) {
      const answered = new Set(person.answers.map((a) => a.slideId));
      // Everyone answered every answerable slide (who said it: the rounds they did not sit out).
      for (const s of answerable) if (s.type !== 'whosaid') expect(answered, `${person.nickname} on ${s.id}`).toContain(s.id);
      for (const a of person.answers) {
        const type = typeOf.get(a.slideId)!;
        if (!SCORED.has(type)) continue;
        // Ada answers with the template's solution; naming the quote's author is right for both.
        expect(a.correct, `${person.nickname} on ${a.slideId}`).toBe(person.nickname === 'Ada' || type === 'whosaid');
      }
    }
  });
});
