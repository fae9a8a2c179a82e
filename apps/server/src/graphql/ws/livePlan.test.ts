import { buildSchema, execute, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '../schema';
import { planLiveSubscription } from './livePlan';

const schema = buildSchema(typeDefs);

/** What stock GraphQL execution makes of `me` for this document: the reference the fast path must match. */
function executedMe(document: string, me: Record<string, unknown> | null): string {
  const result = execute({ schema, document: parse(document), rootValue: { liveEvent: { me } }, variableValues: { id: 'e' } });
  if (result instanceof Promise) throw new Error('unexpected async execution');
  expect(result.errors).toBeUndefined();
  const live = Object.values(result.data ?? {})[0] as Record<string, unknown>;
  return JSON.stringify(Object.values(live)[0]);
}

function plan(document: string) {
  const op = parse(document).definitions[0] as OperationDefinitionNode;
  return planLiveSubscription(op);
}

const sam = {
  participantId: 'p-1',
  nickname: 'Sam "the \\ fox" 🦊\u2028',
  score: 2100,
  rank: 1,
  streak: 2,
  answered: true,
  answer: { choices: [0, 2], text: 'naïve' },
  lastAnswer: { correct: true, points: 1100 },
};

describe('the liveEvent fast path (ADR 7)', () => {
  const documents = {
    'the web app’s selection': 'subscription ($id: ID!) { liveEvent(eventId: $id) { me { participantId nickname score rank streak answered answer lastAnswer { correct points } } } }',
    'aliases and typenames': 'subscription { live: liveEvent(eventId: "e") { mine: me { __typename who: nickname points: score lastAnswer { __typename ok: correct } } } }',
    'a partial selection': 'subscription { liveEvent(eventId: "e") { me { rank answer } } }',
  };

  for (const [name, document] of Object.entries(documents)) {
    it(`writes \`me\` byte for byte as execution does: ${name}`, () => {
      const p = plan(document);
      expect(p?.writeMe).toBeTruthy();
      for (const me of [sam, { ...sam, rank: null, answered: false, answer: null, lastAnswer: null }, null]) {
        expect(p!.writeMe!(me)).toBe(executedMe(document, me));
      }
    });
  }

  it('leaves documents it cannot write to ordinary execution', () => {
    expect(plan('subscription { liveEvent(eventId: "e") { me { ...F } } } fragment F on MyStanding { score }')).toBeNull();
    expect(plan('subscription { liveEvent(eventId: "e") { me { score @include(if: true) } } }')).toBeNull();
    expect(plan('subscription { liveEvent(eventId: "e") { ... on LiveState { me { score } } } }')).toBeNull();
  });
});
