import { expect } from 'vitest';
import type { TestApp } from './app';
import { gqlAs, type TestUser } from './gql';

/**
 * The steps every "played through the real API" fixture takes: a host makes a deck and starts
 * it, phones join over HTTP, the host drives the steps and phones call mutations with their
 * participant tokens. The fixtures (`playedEvent.ts`, `teamQnaEvent.ts`) only say what is played.
 */

export const SUBMIT = 'mutation ($e: ID!, $s: ID!, $a: JSON!) { submitAnswer(eventId: $e, slideId: $s, answer: $a) { accepted } }';

/** Unwraps a GraphQL result, failing the test with the errors when there are any. */
export async function ok<T>(p: Promise<{ data: T | null; errors?: unknown }>): Promise<T> {
  const r = await p;
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!;
}

/** Saves `deck` as a new deck of `host` and starts it with `settings` (a GraphQL input literal). */
export async function startDeck(host: TestUser, deck: unknown, settings: string) {
  const { createDeck } = await ok(host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }'));
  await ok(
    host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
      id: createDeck.id,
      doc: deck,
    }),
  );
  const { startEvent } = await ok(
    host.gql<{ startEvent: { id: string; code: string } }>(
      `mutation ($d: ID!) { startEvent(deckId: $d, settings: ${settings}) { id code } }`,
      {
        d: createDeck.id,
      },
    ),
  );
  return { deckId: createDeck.id, eventId: startEvent.id, code: startEvent.code };
}

export type Seats = Record<string, { token: string; id: string }>;

/**
 * Joins each person in turn. The clock moves 1 ms between joins: ties in score are broken by
 * joining time, and two joins in the same millisecond would leave the order to the random
 * participant ids, so a test's expected order would hold only by luck.
 */
export async function joinAll(t: TestApp, code: string, people: readonly (readonly [string, string | null])[]): Promise<Seats> {
  const seats: Seats = {};
  for (const [nickname, email] of people) {
    t.clock.advance(1);
    const { joinEvent } = await ok(
      gqlAs<{ joinEvent: { participantToken: string; participant: { id: string } } }>(
        t.app,
        null,
        'mutation ($c: String!, $n: String!, $m: String) { joinEvent(code: $c, nickname: $n, email: $m) { participantToken participant { id } } }',
        { c: code, n: nickname, m: email },
      ),
    );
    seats[nickname] = { token: joinEvent.participantToken, id: joinEvent.participant.id };
  }
  return seats;
}

/** A phone's GraphQL call with its participant token; `$e` is the event. */
export function phoneCaller(t: TestApp, seats: Seats, eventId: string) {
  return async <T>(nickname: string, query: string, variables: Record<string, unknown>): Promise<T> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'x-participant-token': seats[nickname]!.token },
      payload: { query, variables: { e: eventId, ...variables } },
    });
    const body = res.json() as { data: T | null; errors?: unknown };
    expect(body.errors, res.body).toBeUndefined();
    return body.data!;
  };
}

/** The host's step mutations, and a walk forward to a given slide and step. */
export function hostControls(host: TestUser, eventId: string) {
  const hostDo = (mutation: string, extra = '') =>
    ok(
      host.gql<Record<string, { slideIndex: number; step: string | null }>>(
        `mutation ($e: ID!) { ${mutation}(eventId: $e${extra}) { slideIndex step } }`,
        { e: eventId },
      ),
    );
  const advanceTo = async (slideIndex: number, step: string) => {
    for (let i = 0; i < 10; i++) {
      const at = Object.values(await hostDo('advanceEvent'))[0]!;
      if (at.slideIndex === slideIndex && at.step === step) return;
    }
    throw new Error(`never reached slide ${slideIndex} ${step}`);
  };
  const removeParticipant = (participantId: string) =>
    ok(
      host.gql('mutation ($e: ID!, $p: ID!) { removeParticipant(eventId: $e, participantId: $p) { id } }', {
        e: eventId,
        p: participantId,
      }),
    );
  const endEvent = () => ok(host.gql('mutation ($e: ID!) { endEvent(eventId: $e) { id } }', { e: eventId }));
  return { hostDo, advanceTo, removeParticipant, endEvent };
}
