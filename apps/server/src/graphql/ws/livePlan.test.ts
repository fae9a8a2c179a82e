import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
  team: null,
};
/** R17.5: a team whose name needs quoting, as the snapshot holds it. */
const TEAMS = [
  { index: 0, name: 'Red "Foxes" \\ 🦊', colour: 'red' },
  { index: 1, name: 'Blue Whales', colour: 'blue' },
];
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
function snapshotOf(
  answer: SnapshotAnswer | undefined,
  step: StepName,
  sitsOut: string | null,
  standing: RankedParticipant,
): EventSnapshot {
  return {
    slide: quiz,
    step,
    teams: standing.team === null ? null : TEAMS,
    byId: new Map([[standing.participantId, standing]]),
    answers: new Map(answer ? [[sam.participantId, answer]] : []),
    sitOuts: new Map(sitsOut ? [[sam.participantId, sitsOut]] : []),
  } as unknown as EventSnapshot;
}

describe('the liveEvent fast path (ADR 7)', () => {
  const documents = {
    'the web app’s selection':
      'subscription ($id: ID!) { liveEvent(eventId: $id) { me { participantId nickname score rank streak answered answer lastAnswer { correct points streakBonus } sitsOut team { index name colour } } } }',
    'aliases and typenames':
      'subscription { live: liveEvent(eventId: "e") { mine: me { __typename who: nickname points: score lastAnswer { __typename ok: correct } crew: team { __typename colour label: name } } } }',
    'a partial selection': 'subscription { liveEvent(eventId: "e") { me { rank answer } } }',
  };

  for (const [name, document] of Object.entries(documents)) {
    it(`writes \`me\` byte for byte as execution of meFor's view does: ${name}`, () => {
      const p = plan(document);
      expect(p?.writeMe).toBeTruthy();
      const cases: [SnapshotAnswer | undefined, StepName, string | null][] = [
        [samAnswer, 'reveal', null],
        [samAnswer, 'answering', null],
        [undefined, 'reveal', null],
        [undefined, 'answering', 'AUTHOR'],
        [{ ...samAnswer, correct: false, points: 0, answer: 3 }, 'leaderboard', null],
      ];
      // R17.5: without team mode, and in a team (written twice: the second from the writer's quote).
      for (const standing of [sam, { ...sam, team: 0 }, { ...sam, team: 0 }]) {
        for (const [answer, step, sitsOut] of cases) {
          const snap = snapshotOf(answer, step, sitsOut, standing);
          const source = {
            standing,
            answer,
            showsResult: solutionsShown(quiz, step),
            participantIdJson: JSON.stringify(standing.participantId),
            nicknameJson: JSON.stringify(standing.nickname),
            answerJson: answerJsonOf(answer),
            sitsOut,
            team: standing.team === null ? null : TEAMS[standing.team]!,
          };
          expect(p!.writeMe!(source)).toBe(executedMe(document, meFor(snap, standing.participantId)));
        }
      }
    });
  }

  it('R17.5 keeps the web app’s own phone document, `me.team` included, on the fast path', () => {
    const file = readFileSync(fileURLToPath(new URL('../../../../web/src/live/live.graphql', import.meta.url)), 'utf8');
    const op = parse(file).definitions.find(
      (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition' && d.name?.value === 'LiveEvent',
    )!;
    expect(op.selectionSet.selections.length).toBe(1);
    const p = planLiveSubscription(op);
    expect(p?.writeMe).toBeTruthy();
    expect(p!.me!.map((f) => f.name)).toContain('team');
  });

  it('leaves documents it cannot write to ordinary execution', () => {
    expect(plan('subscription { liveEvent(eventId: "e") { me { ...F } } } fragment F on MyStanding { score }')).toBeNull();
    expect(plan('subscription { liveEvent(eventId: "e") { me { score @include(if: true) } } }')).toBeNull();
    expect(plan('subscription { liveEvent(eventId: "e") { ... on LiveState { me { score } } } }')).toBeNull();
    expect(plan('subscription { liveEvent(eventId: "e") { me { team { ... on Team { name } } } } }')).toBeNull();
    expect(plan('subscription { liveEvent(eventId: "e") { me { team } } }')).toBeNull();
  });
});
