import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { parseCsv } from '../testing/csvParse';
import { signUpUser, type TestUser } from '../testing/gql';
import { playReportedEvent, REPORT_QUERY, type PlayedEvent, type Report } from '../testing/playedEvent';

/* An event's exports (CSV and XLSX) parse back to the report's rows; they are its host's alone. */

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let host: TestUser;
let played: PlayedEvent;
let report: Report;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  played = await playReportedEvent(t, await signUpUser(t.app, 'Host'));
  host = played.host;
  report = (await host.gql<{ eventReport: Report }>(REPORT_QUERY, { e: played.eventId })).data!.eventReport;
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const download = (url: string, token: string | null) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);

/** The rows every format must hold, typed as the XLSX keeps them, from the GraphQL report. */
function expectedParticipants(): (string | number | null)[][] {
  return [
    ['Rank', 'Nickname', 'Email', 'Score', 'Correct answers', 'Answers', 'Average answer time (s)', 'Joined at'],
    ...report.participants.map((p) => [
      p.rank,
      p.nickname,
      p.email,
      p.score,
      p.correctCount,
      p.answered,
      seconds(p.averageAnswerMs),
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string,
    ]),
  ];
}

function expectedAnswers(): (string | number | boolean | null)[][] {
  const headline = new Map(report.slides.map((s) => [s.slideId, s.headline]));
  const scored = new Set(report.slides.filter((s) => s.scored).map((s) => s.slideId));
  return [
    ['Nickname', 'Email', 'Slide', 'Question', 'Answer', 'Correct', 'Points', 'Answer time (s)', 'Received at'],
    ...report.participants.flatMap((p) =>
      p.answers.map((a) => [
        p.nickname,
        p.email,
        a.slideIndex + 1,
        headline.get(a.slideId)!,
        a.text,
        // A slide with no right answer (the poll) leaves Correct empty, as the report page does.
        scored.has(a.slideId) ? a.correct : null,
        a.points,
        seconds(a.answerMs),
        a.receivedAt,
      ]),
    ),
  ];
}

/** What a CSV field of a typed cell reads as: its text, formulas defused. */
const asCsv = (rows: unknown[][]) =>
  rows.map((r) =>
    r.map((c) => {
      if (c === null) return '';
      if (typeof c === 'string' && /^[=+\-@]/.test(c)) return `'${c}`;
      return typeof c === 'object' ? c : String(c);
    }),
  );

describe('event exports under /v1/functions/events', () => {
  it('gives the participants as CSV that parses back to the report rows', async () => {
    const res = await download(report.exports.participantsCsv, host.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const day = report.event.startedAt!.toString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Report deck ${day} participants.csv"; filename*=UTF-8''Report%20deck%20${day}%20participants.csv`,
    );
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows).toEqual(asCsv(expectedParticipants()));
    expect(rows[1]).toEqual(['1', 'Ada', 'ada@example.com', '1950', '2', '3', '3', expect.any(String)]);
  });

  it('gives every answer as CSV, text that looks like a formula defused', async () => {
    const res = await download(report.exports.answersCsv, host.token);
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows).toEqual(asCsv(expectedAnswers()));
    expect(rows).toHaveLength(1 + 8);
    expect(rows[1]).toEqual(['Ada', 'ada@example.com', '2', 'Largest planet?', 'Jupiter', 'true', '900', '4', expect.any(String)]);
    // The poll's question starts with "=": a spreadsheet must not run it.
    expect(rows.find((r) => r[2] === '4')![3]).toBe(`'=Tea, or "coffee"?`);
    // A poll has no right answer: its votes are neither right nor wrong.
    expect(rows.filter((r) => r[2] === '4').map((r) => r[5])).toEqual(['', '']);
    expect(rows.filter((r) => r[2] === '3').map((r) => r[5])).toEqual(['true', 'false', 'false']);
  });

  it('gives one workbook with a sheet per view, holding the same rows as values', async () => {
    const res = await download(report.exports.xlsx, host.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Report deck \d{4}-\d\d-\d\d report\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Participants', 'Answers']);
    const values = (name: string) =>
      workbook
        .getWorksheet(name)!
        .getSheetValues()
        .filter(Boolean)
        // Rows and cells are 1-based: index 0 is empty; a missing cell is a null one.
        .map((row) => Array.from((row as unknown[]).slice(1), (c) => c ?? null));
    const trim = (rows: unknown[][], width: number) => rows.map((r) => [...r, ...Array<null>(width).fill(null)].slice(0, width));
    expect(trim(values('Participants'), 8)).toEqual(expectedParticipants());
    expect(trim(values('Answers'), 9)).toEqual(expectedAnswers());
    // Kept as text, never as a formula.
    expect(values('Answers').find((r) => r[2] === 4)![3]).toBe('=Tea, or "coffee"?');
    expect(
      values('Answers')
        .filter((r) => r[2] === 4)
        .map((r) => r[5] ?? null),
    ).toEqual([null, null]);
  });

  it('is the host’s alone: another user, a bad id and an unknown file get 404; no token 401', async () => {
    const other = await signUpUser(t.app, 'Other');
    for (const url of [report.exports.participantsCsv, report.exports.answersCsv, report.exports.xlsx]) {
      const res = await download(url, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not-found', reason: 'EVENT_NOT_FOUND' });
      expect(res.body).not.toContain('Ada');
      const guest = await download(url, null);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toMatchObject({ error: 'unauthenticated', reason: 'SIGN_IN_REQUIRED' });
      expect((await download(url, 'not-a-token')).statusCode).toBe(401);
    }
    for (const url of [
      `/v1/functions/events/${randomUUID()}/answers.csv`,
      '/v1/functions/events/nope/answers.csv',
      `/v1/functions/events/${played.eventId}/answers.json`,
    ])
      expect((await download(url, host.token)).statusCode).toBe(404);
  });
});
