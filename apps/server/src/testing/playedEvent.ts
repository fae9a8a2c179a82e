import { expect } from 'vitest';
import type { TestApp } from './app';
import { hostControls, joinAll, ok, phoneCaller, startDeck, SUBMIT } from './apiPlay';
import { signInUser, type TestUser } from './gql';

/**
 * An event played through the real API for the report and export tests: the host drives it
 * by mutations, participants answer over HTTP with their tokens, and the test's clock says
 * exactly when each answer arrives (ms into the answering step).
 *
 *   q1  quiz, 20 s, Jupiter right:  Di 1 s right (then removed), Cy 2 s wrong, Ada 4 s right, Bo 10 s right
 *   tf1 true/false, 20 s, true:     Ada 2 s right, Bo 6 s wrong, Cy 10 s wrong
 *   p1  poll, untimed:              Ada Tea, Bo Coffee, Cy nothing
 */

export const REPORT_DECK = {
  version: 1,
  title: 'Report deck',
  slides: [
    { type: 'content', id: 'intro', title: 'Welcome', body: 'Get ready' },
    {
      type: 'quiz',
      id: 'q1',
      question: 'Largest planet?',
      options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }, { text: 'Venus' }],
      timeLimit: 20,
      notes: 'Host only: Saturn is the runner-up',
    },
    { type: 'truefalse', id: 'tf1', question: 'Water boils at 100 °C at sea level', answer: true, timeLimit: 20 },
    { type: 'poll', id: 'p1', question: '=Tea, or "coffee"?', options: [{ text: 'Tea' }, { text: 'Coffee' }] },
    { type: 'leaderboard', id: 'lb', top: 5 },
  ],
};

export const REPORT_QUERY = `query ($e: ID!) { eventReport(eventId: $e) {
  event { id deckId title code status createdAt startedAt endedAt durationSeconds askEmail }
  summary { participantCount answerCount answerRate correctRate averageScore durationSeconds }
  slides { slideId slideIndex round type headline answerable scored answered answerRate correctCount correctRate averageAnswerMs results slide }
  needsReview { slideId correctRate }
  participants { participantId nickname email team score rank answered correctCount averageAnswerMs
    answers { slideId slideIndex round answer text correct points answerMs receivedAt } }
  exports { participantsCsv answersCsv xlsx }
} }`;

export interface SlideReportView {
  slideId: string;
  /** The slide as played. */
  slide: Record<string, unknown>;
  slideIndex: number;
  round: number;
  type: string;
  headline: string;
  answerable: boolean;
  scored: boolean;
  answered: number;
  answerRate: number | null;
  correctCount: number;
  correctRate: number | null;
  averageAnswerMs: number | null;
  results: Record<string, unknown> | null;
}

export interface Report {
  event: Record<string, unknown> & { durationSeconds: number | null };
  summary: {
    participantCount: number;
    answerCount: number;
    answerRate: number | null;
    correctRate: number | null;
    averageScore: number | null;
    durationSeconds: number | null;
  };
  slides: SlideReportView[];
  needsReview: { slideId: string; correctRate: number }[];
  participants: {
    participantId: string;
    nickname: string;
    email: string | null;
    team: number | null;
    score: number;
    rank: number;
    answered: number;
    correctCount: number;
    averageAnswerMs: number | null;
    answers: {
      slideId: string;
      slideIndex: number;
      round: number;
      answer: unknown;
      text: string;
      correct: boolean;
      points: number;
      answerMs: number | null;
      receivedAt: string;
    }[];
  }[];
  exports: { participantsCsv: string; answersCsv: string; xlsx: string };
}

export interface PlayedEvent {
  eventId: string;
  deckId: string;
  removedId: string;
  durationSeconds: number;
  leaderboard: { nickname: string; score: number }[];
  /** The host, signed in afresh after the play (access tokens live 10 minutes by the clock). */
  host: TestUser;
}

export async function playReportedEvent(t: TestApp, host: TestUser): Promise<PlayedEvent> {
  // Nobody holds a socket here: answering closes when the host locks it, not when "everyone" answered.
  const { deckId, eventId, code } = await startDeck(host, REPORT_DECK, '{ askEmail: OPTIONAL, closeWhenAllAnswered: false }');
  const seats = await joinAll(t, code, [
    ['Ada', 'ada@example.com'],
    ['Bo', null],
    ['Cy', null],
    ['Di', 'di@example.com'],
  ]);
  const { hostDo, advanceTo, removeParticipant, endEvent } = hostControls(host, eventId);
  const asPhone = phoneCaller(t, seats, eventId);
  const answer = async (nickname: string, slideId: string, a: unknown) =>
    expect(await asPhone(nickname, SUBMIT, { s: slideId, a })).toEqual({ submitAnswer: { accepted: true } });
  /** Answers at `ms` into the answering step, in time order. */
  const answerAt = async (slideId: string, plan: [number, string, unknown][]) => {
    let now = 0;
    for (const [ms, nickname, a] of plan) {
      t.clock.advance(ms - now);
      now = ms;
      await answer(nickname, slideId, a);
    }
  };

  await advanceTo(1, 'answering');
  await answerAt('q1', [
    [1000, 'Di', { choices: [1] }],
    [2000, 'Cy', { choices: [0] }],
    [4000, 'Ada', { choices: [1] }],
    [10000, 'Bo', { choices: [1] }],
  ]);
  await hostDo('lockAnswers');
  await removeParticipant(seats.Di!.id);
  await advanceTo(2, 'answering');
  await answerAt('tf1', [
    [2000, 'Ada', { value: true }],
    [6000, 'Bo', { value: false }],
    [10000, 'Cy', { value: false }],
  ]);
  await hostDo('lockAnswers');
  await advanceTo(3, 'answering');
  await answerAt('p1', [
    [3000, 'Ada', { choices: [0] }],
    [5000, 'Bo', { choices: [1] }],
  ]);
  await hostDo('lockAnswers');
  const { leaderboard } = await ok(
    host.gql<{ leaderboard: { nickname: string; score: number }[] }>('query ($e: ID!) { leaderboard(eventId: $e) { nickname score } }', {
      e: eventId,
    }),
  );
  await endEvent();
  const { event } = await ok(
    host.gql<{ event: { startedAt: string; endedAt: string } }>('query ($e: ID!) { event(id: $e) { startedAt endedAt } }', { e: eventId }),
  );
  return {
    eventId,
    deckId,
    removedId: seats.Di!.id,
    durationSeconds: Math.round((Date.parse(event.endedAt) - Date.parse(event.startedAt)) / 1000),
    leaderboard,
    host: await signInUser(t.app, host.email),
  };
}
