import { buildSchema, execute, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '../schema';
import type { Slide, StepName } from '@mingle/shared';
import type { EventSnapshot, RankedParticipant, SnapshotAnswer } from '../../live/snapshot';
import { solutionsShown } from '../../live/steps';
import { meFor } from '../../live/views';
import { answerJsonOf, planLiveSubscription } from './livePlan';

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

const quiz = {
  type: 'quiz',
  id: 'q1',
  question: 'Q?',
  options: [{ text: 'A', correct: true }, { text: 'B' }],
  timeLimit: 20,
} as unknown as Slide;
const sam: RankedParticipant = {
  participantId: 'p-1',
  nickname: 'Sam "the \\ fox" 🦊\u2028',
  email: null,
  score: 2100,
  streak: 2,
  correctTimeMs: 900,
  joinedAt: 1,
  connected: true,
  rank: 1,
};
const samAnswer: SnapshotAnswer = {
  participantId: 'p-1',
  answer: { choices: [0, 2], text: 'naïve' },
  correct: true,
  points: 1100,
  answerMs: 900,
  streakBefore: 1,
  seq: 1,
};

/** A snapshot holding only what `meFor` reads. */
function snapshotOf(answer: SnapshotAnswer | undefined, step: StepName): EventSnapshot {
  return {
    slide: quiz,
    step,
    byId: new Map([[sam.participantId, sam]]),
    answers: new Map(answer ? [[sam.participantId, answer]] : []),
  } as unknown as EventSnapshot;
}

describe('the liveEvent fast path (ADR 7)', () => {
  const documents = {
    'the web app’s selection':
      'subscription ($id: ID!) { liveEvent(eventId: $id) { me { participantId nickname score rank streak answered answer lastAnswer { correct points streakBonus } } } }',
    'aliases and typenames':
      'subscription { live: liveEvent(eventId: "e") { mine: me { __typename who: nickname points: score lastAnswer { __typename ok: correct } } } }',
    'a partial selection': 'subscription { liveEvent(eventId: "e") { me { rank answer } } }',
  };

  for (const [name, document] of Object.entries(documents)) {
    it(`writes \`me\` byte for byte as execution of meFor's view does: ${name}`, () => {
      const p = plan(document);
      expect(p?.writeMe).toBeTruthy();
      const cases: [SnapshotAnswer | undefined, StepName][] = [
        [samAnswer, 'reveal'],
        [samAnswer, 'answering'],
        [undefined, 'reveal'],
        [{ ...samAnswer, correct: false, points: 0, answer: 3 }, 'leaderboard'],
      ];
      for (const [answer, step] of cases) {
        const snap = snapshotOf(answer, step);
        const source = {
          standing: sam,
          answer,
          showsResult: solutionsShown(quiz, step),
          participantIdJson: JSON.stringify(sam.participantId),
          nicknameJson: JSON.stringify(sam.nickname),
          answerJson: answerJsonOf(answer),
        };
        expect(p!.writeMe!(source)).toBe(executedMe(document, meFor(snap, sam.participantId)));
      }
    });
  }

  it('leaves documents it cannot write to ordinary execution', () => {
    expect(plan('subscription { liveEvent(eventId: "e") { me { ...F } } } fragment F on MyStanding { score }')).toBeNull();
    expect(plan('subscription { liveEvent(eventId: "e") { me { score @include(if: true) } } }')).toBeNull();
    expect(plan('subscription { liveEvent(eventId: "e") { ... on LiveState { me { score } } } }')).toBeNull();
  });
});
