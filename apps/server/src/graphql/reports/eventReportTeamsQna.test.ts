import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { parseCsv } from '../../testing/csvParse';
import { signUpUser, type TestUser } from '../../testing/gql';
import { playReportedEvent } from '../../testing/playedEvent';
import { playTeamQnaEvent, type TeamQnaEvent } from '../../testing/teamQnaEvent';

/*
 * The report's team standings, Q&A, score distribution and participant pages (ADR 46), for a
 * team event with a Q&A played through the real API: every number is what was played.
 */

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let host: TestUser;
let played: TeamQnaEvent;

interface Extra {
  teams: { index: number; name: string; colour: string; score: number; members: number; rank: number }[] | null;
  qna: {
    id: string;
    slideId: string;
    slideIndex: number;
    slideTitle: string;
    text: string;
    votes: number;
    answered: boolean;
    hidden: boolean;
    author: string | null;
    askedAt: string;
  }[];
  scoreDistribution: { from: number; to: number; count: number }[];
  summary: { participantCount: number };
  participants: { nickname: string; score: number; team: number | null }[];
  exports: { qnaCsv: string; xlsx: string; participantsCsv: string };
}
const EXTRA = `query ($e: ID!) { eventReport(eventId: $e) {
  teams { index name colour score members rank }
  qna { id slideId slideIndex slideTitle text votes answered hidden author askedAt }
  scoreDistribution { from to count }
  summary { participantCount }
  participants { nickname score team }
  exports { qnaCsv xlsx participantsCsv }
} }`;
const PAGE = `query ($e: ID!, $o: Int, $l: Int, $s: String) {
  eventReportParticipants(eventId: $e, offset: $o, limit: $l, search: $s) { total offset limit items { nickname rank email } } }`;
type Page = { total: number; offset: number; limit: number; items: { nickname: string; rank: number; email: string | null }[] };

let report: Extra;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  played = await playTeamQnaEvent(t, await signUpUser(t.app, 'Host'));
  host = played.host;
  const r = await host.gql<{ eventReport: Extra }>(EXTRA, { e: played.eventId });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  report = r.data!.eventReport;
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const download = (url: string, token: string | null) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('eventReport: team standings', () => {
  it('ranks the teams by their active members’ average, as the live podium does', () => {
    // Owls: Ada 900 and Cy 0 (Ed, removed, leaves the team); Foxes: Bo 750 and Di 0.
    expect(report.participants.map((p) => [p.nickname, p.score, p.team])).toEqual([
      ['Ada', 900, 0],
      ['Bo', 750, 1],
      ['Cy', 0, 0],
      ['Di', 0, 1],
    ]);
    expect(report.teams).toEqual([
      { index: 0, name: 'Owls', colour: 'teal', score: 450, members: 2, rank: 1 },
      { index: 1, name: 'Foxes', colour: 'orange', score: 375, members: 2, rank: 2 },
    ]);
  });
});

describe('eventReport: the audience Q&A', () => {
  it('lists each question with its votes and marks, most votes first; removed people’s questions and votes gone', () => {
    expect(report.qna.map((q) => [q.id, q.text, q.votes, q.answered, q.hidden, q.author])).toEqual([
      // Cy's and Di's votes.
      [played.questions.Ada, 'Will the slides be shared?', 2, false, false, null],
      // Ada's vote; Ed's left with him.
      [played.questions.Bo, 'Who picked the music?', 1, true, false, 'Bo'],
      // Hidden from the room, shown to the host marked.
      [played.questions.Cy, 'Something rude', 0, false, true, null],
    ]);
    expect(report.qna.every((q) => q.slideId === 'a1' && q.slideIndex === 0 && q.slideTitle === 'Ask the panel')).toBe(true);
    expect(report.qna.map((q) => Date.parse(q.askedAt))).toEqual([...report.qna.map((q) => Date.parse(q.askedAt))].sort());
  });

  it('names nobody who asked anonymously', () => {
    const text = JSON.stringify(report.qna);
    expect(text).not.toContain('Ada');
    expect(text).not.toContain('Cy');
  });
});

describe('eventReport: score distribution', () => {
  it('counts every active participant once, in the band of their score', () => {
    expect(report.scoreDistribution.reduce((n, b) => n + b.count, 0)).toBe(report.summary.participantCount);
    const bandOf = (score: number) => report.scoreDistribution.find((b) => b.from <= score && score <= b.to)!;
    expect(bandOf(0).count).toBe(2);
    expect(bandOf(900).count + (bandOf(750) === bandOf(900) ? 0 : bandOf(750).count)).toBe(2);
  });
});

describe('eventReport: participant pages', () => {
  const page = async (variables: Record<string, unknown>) => {
    const r = await host.gql<{ eventReportParticipants: Page }>(PAGE, { e: played.eventId, ...variables });
    return r;
  };

  it('pages everyone by rank with the total, ranks staying the whole event’s', async () => {
    expect((await page({})).data!.eventReportParticipants).toMatchObject({ total: 4, offset: 0, limit: 50 });
    const second = (await page({ o: 1, l: 2 })).data!.eventReportParticipants;
    expect(second.total).toBe(4);
    expect(second.items.map((p) => [p.rank, p.nickname])).toEqual([
      [2, 'Bo'],
      [3, 'Cy'],
    ]);
    expect((await page({ o: 4, l: 2 })).data!.eventReportParticipants).toMatchObject({ total: 4, items: [] });
  });

  it('finds people by part of a nickname or email, in any case', async () => {
    const found = (await page({ s: 'EXAMPLE' })).data!.eventReportParticipants;
    expect(found).toMatchObject({
      total: 2,
      items: [
        { nickname: 'Ada', rank: 1 },
        { nickname: 'Cy', rank: 3 },
      ],
    });
    expect((await page({ s: 'b' })).data!.eventReportParticipants.items.map((p) => p.nickname)).toEqual(['Bo']);
    expect((await page({ s: 'nobody' })).data!.eventReportParticipants).toMatchObject({ total: 0, items: [] });
  });

  it('refuses a page out of bounds with a clear error', async () => {
    expect((await page({ l: 0 })).errors?.[0]).toMatchObject({ message: 'limit: at least 1', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await page({ o: -1 })).errors?.[0]).toMatchObject({ message: 'offset: at least 0', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await page({ s: 'x'.repeat(201) })).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('eventReport: another user', () => {
  it('gets NOT_FOUND, and none of the questions or teams', async () => {
    const other = await signUpUser(t.app, 'Other');
    const r = await other.gql(EXTRA, { e: played.eventId });
    expect(r.data).toBeNull();
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(JSON.stringify(r)).not.toContain('Owls');
    const q = await other.gql(PAGE, { e: played.eventId });
    expect(q.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const csv = await download(report.exports.qnaCsv, other.token);
    expect(csv.statusCode).toBe(404);
    expect(csv.body).not.toContain('music');
  });
});

describe('exports with teams and a Q&A', () => {
  it('gives the Q&A as CSV: anonymous questions name nobody', async () => {
    const res = await download(report.exports.qnaCsv, host.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Team Q&A deck \d{4}-\d\d-\d\d Q&A\.csv"/);
    expect(parseCsv(res.body.replace(/^\uFEFF/, ''))).toEqual([
      ['Question', 'Votes', 'Answered', 'Hidden', 'Asked by', 'Asked at'],
      ...report.qna.map((q) => [q.text, String(q.votes), String(q.answered), String(q.hidden), q.author ?? 'Anonymous', q.askedAt]),
    ]);
  });

  it('gives a workbook with the team standings and the Q&A as sheets of their own', async () => {
    const res = await download(report.exports.xlsx, host.token);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Participants', 'Answers', 'Teams', 'Q&A']);
    const values = (name: string) =>
      workbook
        .getWorksheet(name)!
        .getSheetValues()
        .filter(Boolean)
        .map((row) => Array.from((row as unknown[]).slice(1), (c) => c ?? null));
    expect(values('Teams')).toEqual([
      ['Rank', 'Team', 'Members', 'Score (average)'],
      [1, 'Owls', 2, 450],
      [2, 'Foxes', 2, 375],
    ]);
    expect(values('Q&A')).toEqual([
      ['Question', 'Votes', 'Answered', 'Hidden', 'Asked by', 'Asked at'],
      ...report.qna.map((q) => [q.text, q.votes, q.answered, q.hidden, q.author ?? 'Anonymous', q.askedAt]),
    ]);
    // The participants sheet names each person's team.
    const people = values('Participants');
    expect(people[0]).toContain('Team');
    const team = people[0]!.indexOf('Team');
    expect(people.slice(1).map((r) => [r[1], r[team]])).toEqual([
      ['Ada', 'Owls'],
      ['Bo', 'Foxes'],
      ['Cy', 'Owls'],
      ['Di', 'Foxes'],
    ]);
  });

  it('leaves the team and Q&A sheets out of an event without teams or a Q&A; its Q&A CSV has headers only', async () => {
    const plain = await playReportedEvent(t, host);
    const r = await plain.host.gql<{ eventReport: Extra }>(EXTRA, { e: plain.eventId });
    expect(r.data!.eventReport).toMatchObject({ teams: null, qna: [] });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(r.data!.eventReport.exports.xlsx, plain.host.token)).rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Participants', 'Answers']);
    const csv = await download(r.data!.eventReport.exports.qnaCsv, plain.host.token);
    expect(parseCsv(csv.body.replace(/^\uFEFF/, ''))).toEqual([['Question', 'Votes', 'Answered', 'Hidden', 'Asked by', 'Asked at']]);
  });
});
