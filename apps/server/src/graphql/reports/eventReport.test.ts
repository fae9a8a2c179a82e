import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../../db/schema';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';
import { playReportedEvent, REPORT_QUERY, type PlayedEvent, type Report } from '../../testing/playedEvent';

/*
 * An event played through the real API (host mutations, answers sent as participants over
 * HTTP at known times by the test's clock), then its report: every count, point and time
 * must be what was answered.
 */

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let host: TestUser;
let played: PlayedEvent;
let report: Report;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  host = await signUpUser(t.app, 'Host');
  played = await playReportedEvent(t, host);
  const r = await host.gql<{ eventReport: Report }>(REPORT_QUERY, { e: played.eventId });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  report = r.data!.eventReport;
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

describe('eventReport: one event, from its stored answers', () => {
  it('summarises the event: participants, answers, rates, average score and duration', () => {
    expect(report.event).toMatchObject({ id: played.eventId, title: 'Report deck', status: 'ENDED', askEmail: 'OPTIONAL' });
    expect(report.event.durationSeconds).toBe(played.durationSeconds);
    expect(report.summary).toEqual({
      // Di was removed: she leaves every count (R3.8).
      participantCount: 3,
      answerCount: 8,
      // Three answerable slides were played by three people: 9 answers possible, 8 given.
      answerRate: 8 / 9,
      // Scored answers: Ada twice right, Bo once right, of six.
      correctRate: 3 / 6,
      averageScore: (1950 + 750 + 0) / 3,
      durationSeconds: played.durationSeconds,
    });
  });

  it('reports each slide with the big screen results, correct rate and average time', () => {
    const bySlide = Object.fromEntries(report.slides.map((s) => [s.slideId, s]));
    expect(report.slides.map((s) => [s.slideId, s.slideIndex, s.round, s.answerable, s.scored])).toEqual([
      ['intro', 0, 0, false, false],
      ['q1', 1, 0, true, true],
      ['tf1', 2, 0, true, true],
      ['p1', 3, 0, true, false],
      ['lb', 4, 0, false, false],
    ]);
    expect(bySlide.intro).toMatchObject({ headline: 'Welcome', answered: 0, answerRate: null, results: null });
    expect(bySlide.q1).toMatchObject({
      headline: 'Largest planet?',
      answered: 3,
      answerRate: 1,
      correctCount: 2,
      correctRate: 2 / 3,
      averageAnswerMs: Math.round((4000 + 10000 + 2000) / 3),
      // Di's answer (Jupiter) left the counts with her.
      results: { kind: 'choices', total: 3, counts: [1, 2, 0], correct: [1] },
    });
    expect(bySlide.tf1).toMatchObject({
      answered: 3,
      correctCount: 1,
      correctRate: 1 / 3,
      averageAnswerMs: 6000,
      results: { kind: 'choices', total: 3, counts: [1, 2], correct: [0] },
    });
    expect(bySlide.p1).toMatchObject({
      answered: 2,
      answerRate: 2 / 3,
      correctRate: null,
      averageAnswerMs: null,
      results: { kind: 'choices', total: 2, counts: [1, 1] },
    });
    // The slide as played comes along, so a client draws the results with the slide's own options.
    expect(bySlide.q1!.slide).toMatchObject({ id: 'q1', type: 'quiz', question: 'Largest planet?' });
    // Hardest first: the true/false (1 in 3 right), then the quiz (2 in 3).
    expect(report.needsReview.map((s) => s.slideId)).toEqual(['tf1', 'q1']);
  });

  it('ranks participants with their email, score, correct count, average time and each answer', () => {
    expect(report.participants.map((p) => [p.rank, p.nickname, p.email, p.score, p.answered, p.correctCount, p.averageAnswerMs])).toEqual([
      [1, 'Ada', 'ada@example.com', 1950, 3, 2, 3000],
      [2, 'Bo', null, 750, 3, 1, 8000],
      [3, 'Cy', null, 0, 2, 0, 6000],
    ]);
    const ada = report.participants[0]!;
    expect(ada.answers.map((a) => [a.slideId, a.text, a.correct, a.points, a.answerMs])).toEqual([
      ['q1', 'Jupiter', true, 900, 4000],
      // 950 for the time, and the streak's second step: 100.
      ['tf1', 'True', true, 1050, 2000],
      ['p1', 'Tea', false, 0, null],
    ]);
    expect(ada.answers[0]!.answer).toEqual({ choices: [1] });
  });

  it('pages the participants by rank', async () => {
    const page = (offset: number, limit: number) =>
      host.gql<{ eventReport: { participants: { nickname: string }[] } }>(
        'query ($e: ID!, $o: Int, $l: Int) { eventReport(eventId: $e) { participants(offset: $o, limit: $l) { nickname } } }',
        { e: played.eventId, o: offset, l: limit },
      );
    expect((await page(1, 1)).data!.eventReport.participants).toEqual([{ nickname: 'Bo' }]);
    expect((await page(3, 10)).data!.eventReport.participants).toEqual([]);
    expect((await page(0, 1001)).errors?.[0]).toMatchObject({ message: 'limit: at most 1000', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('matches the stored answers exactly: counts, points and times', async () => {
    const stored = await db.db.select().from(responses).where(eq(responses.eventId, played.eventId));
    const kept = stored.filter((r) => r.participantId !== played.removedId);
    expect(kept).toHaveLength(report.summary.answerCount);
    const reported = report.participants.flatMap((p) =>
      p.answers.map((a) => ({
        participantId: p.participantId,
        slideId: a.slideId,
        correct: a.correct,
        points: a.points,
        ms: a.answerMs,
        at: a.receivedAt,
      })),
    );
    expect(reported.sort(byKey)).toEqual(
      kept
        .map((r) => ({
          participantId: r.participantId,
          slideId: r.slideId,
          correct: r.correct,
          points: r.points,
          // The poll is untimed: its stored time is not an answer time.
          ms: r.slideId === 'p1' ? null : r.answerMs,
          at: new Date(r.receivedAt).toISOString(),
        }))
        .sort(byKey),
    );
    for (const p of report.participants) expect(p.score).toBe(p.answers.reduce((n, a) => n + a.points, 0));
    // The final leaderboard's order and scores.
    expect(report.participants.map((p) => [p.nickname, p.score])).toEqual(played.leaderboard.map((e) => [e.nickname, e.score]));
  });

  it('tells another user, a bad id and a missing event NOT_FOUND, and a guest to sign in', async () => {
    const other = await signUpUser(t.app, 'Other');
    for (const e of [played.eventId, 'nope', randomUUID()]) {
      const r = await other.gql(REPORT_QUERY, { e });
      expect(r.data).toBeNull();
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'EVENT_NOT_FOUND' });
    }
    const mine = await host.gql(REPORT_QUERY, { e: randomUUID() });
    expect(mine.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'EVENT_NOT_FOUND' });
    const guest = await gqlAs(t.app, null, REPORT_QUERY, { e: played.eventId });
    expect(guest.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

const byKey = (a: { participantId: string; slideId: string }, b: { participantId: string; slideId: string }) =>
  `${a.participantId}/${a.slideId}`.localeCompare(`${b.participantId}/${b.slideId}`);
