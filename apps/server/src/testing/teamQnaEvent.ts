import { expect } from 'vitest';
import type { TestApp } from './app';
import { hostControls, joinAll, ok, phoneCaller, startDeck, SUBMIT } from './apiPlay';
import { signInUser, type TestUser } from './gql';

/**
 * A team-mode event with an audience Q&A, played through the real API for the report tests
 * (ADR 46). Teams are placed automatically (smallest team, lowest index first), so the joining
 * order decides them: Ada, Cy and Ed are Owls, Bo and Di Foxes.
 *
 *   a1  Q&A: Ada asks anonymously (Cy and Di upvote it), Bo asks with his name (Ada and Ed
 *       upvote it; the host marks it answered), Cy asks anonymously and the host hides it,
 *       Ed asks with his name.
 *   q1  quiz, 20 s: Ed 2 s right, Ada 4 s right (900), Cy 6 s wrong, Bo 10 s right (750), Di nothing.
 *   Then Ed is removed: his question, his vote and his points leave the report (R3.8, R15.8).
 */

export const TEAM_QNA_DECK = {
  version: 1,
  title: 'Team Q&A deck',
  slides: [
    { type: 'qna', id: 'a1', title: 'Ask the panel' },
    { type: 'quiz', id: 'q1', question: 'Largest planet?', options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }], timeLimit: 20 },
    { type: 'leaderboard', id: 'lb', top: 5, podium: true },
  ],
};

export interface TeamQnaEvent {
  eventId: string;
  /** Question ids by the asker's nickname. */
  questions: Record<'Ada' | 'Bo' | 'Cy' | 'Ed', string>;
  /** The host, signed in afresh after the play (access tokens live 10 minutes by the clock). */
  host: TestUser;
}

export async function playTeamQnaEvent(t: TestApp, host: TestUser): Promise<TeamQnaEvent> {
  const { eventId, code } = await startDeck(
    host,
    TEAM_QNA_DECK,
    `{ askEmail: OPTIONAL, closeWhenAllAnswered: false, teamMode: AUTO,
        teams: [{ name: "Owls", colour: "teal" }, { name: "Foxes", colour: "orange" }] }`,
  );
  const seats = await joinAll(t, code, [
    ['Ada', 'ada@example.com'],
    ['Bo', null],
    ['Cy', 'cy@owls.example'],
    ['Di', null],
    ['Ed', null],
  ]);
  const asPhone = phoneCaller(t, seats, eventId);
  const { hostDo, advanceTo, removeParticipant, endEvent } = hostControls(host, eventId);

  await advanceTo(0, 'open');
  const ask = async (nickname: 'Ada' | 'Bo' | 'Cy' | 'Ed', text: string, showName: boolean) => {
    t.clock.advance(1000);
    const r = await asPhone<{ askQuestion: { questionId: string } }>(
      nickname,
      'mutation ($e: ID!, $t: String!, $n: Boolean) { askQuestion(eventId: $e, slideId: "a1", text: $t, showName: $n) { questionId } }',
      { t: text, n: showName },
    );
    return r.askQuestion.questionId;
  };
  const questions = {
    Ada: await ask('Ada', 'Will the slides be shared?', false),
    Bo: await ask('Bo', 'Who picked the music?', true),
    Cy: await ask('Cy', 'Something rude', false),
    Ed: await ask('Ed', 'Is lunch included?', true),
  };
  const upvote = (nickname: string, q: string) =>
    asPhone(nickname, 'mutation ($e: ID!, $q: ID!) { upvoteQuestion(eventId: $e, questionId: $q, on: true) { upvoted } }', { q });
  await upvote('Cy', questions.Ada);
  await upvote('Di', questions.Ada);
  await upvote('Ada', questions.Bo);
  await upvote('Ed', questions.Bo);
  const moderate = (mutation: string, q: string) =>
    ok(
      host.gql(
        `mutation ($e: ID!, $q: ID!) { ${mutation}(eventId: $e, questionId: $q, ${mutation === 'hideQuestion' ? 'hidden' : 'answered'}: true) { questionId } }`,
        { e: eventId, q },
      ),
    );
  await moderate('markQuestionAnswered', questions.Bo);
  await moderate('hideQuestion', questions.Cy);

  await advanceTo(1, 'answering');
  let now = 0;
  for (const [ms, nickname, choice] of [
    [2000, 'Ed', 1],
    [4000, 'Ada', 1],
    [6000, 'Cy', 0],
    [10000, 'Bo', 1],
  ] as const) {
    t.clock.advance(ms - now);
    now = ms;
    expect(await asPhone(nickname, SUBMIT, { s: 'q1', a: { choices: [choice] } })).toEqual({ submitAnswer: { accepted: true } });
  }
  await hostDo('lockAnswers');
  await removeParticipant(seats.Ed!.id);
  await endEvent();
  return { eventId, questions, host: await signInUser(t.app, host.email) };
}
