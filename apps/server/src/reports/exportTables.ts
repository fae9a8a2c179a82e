import type { EventReport } from './computeReport';

/**
 * The report's views as tables, the same rows for every format: CSV writes one table per
 * file, XLSX one table per sheet. Numbers stay numbers (a spreadsheet can sum them); times are
 * seconds to the millisecond and instants ISO 8601 in UTC.
 */

export type Cell = string | number | boolean | null;

export interface Table {
  /** The sheet's name in a workbook. */
  name: string;
  headers: string[];
  rows: Cell[][];
}

const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms) / 1000);

/** One row per participant, by rank. */
export function participantsTable(report: EventReport): Table {
  const teams = report.participants.some((p) => p.team !== null);
  const teamName = new Map((report.teams ?? []).map((t) => [t.index, t.name]));
  return {
    name: 'Participants',
    headers: [
      'Rank',
      'Nickname',
      'Email',
      ...(teams ? ['Team'] : []),
      'Score',
      'Correct answers',
      'Answers',
      'Average answer time (s)',
      'Joined at',
    ],
    rows: report.participants.map((p) => [
      p.rank,
      p.nickname,
      p.email,
      ...(teams ? [p.team === null ? null : (teamName.get(p.team) ?? p.team + 1)] : []),
      p.score,
      p.correctCount,
      p.answered,
      seconds(p.averageAnswerMs),
      new Date(p.joinedAt).toISOString(),
    ]),
  };
}

/**
 * One row per answer: by participant (in rank order), then slide and round. An answer to a slide
 * with no right answer (a poll, an open text) has an empty Correct cell, not `false`: the report's
 * page shows it as unscored too, and filtering a sheet for wrong answers must not find every vote.
 */
export function answersTable(report: EventReport): Table {
  const headlines = new Map(report.slides.map((s) => [s.slideId, s.headline]));
  const scored = new Set(report.slides.filter((s) => s.scored).map((s) => s.slideId));
  const rounds = report.slides.some((s) => s.round > 0);
  return {
    name: 'Answers',
    headers: [
      'Nickname',
      'Email',
      'Slide',
      'Question',
      ...(rounds ? ['Round'] : []),
      'Answer',
      'Correct',
      'Points',
      'Answer time (s)',
      'Received at',
    ],
    rows: report.participants.flatMap((p) =>
      p.answers.map((a) => [
        p.nickname,
        p.email,
        a.slideIndex + 1,
        headlines.get(a.slideId) ?? a.slideId,
        ...(rounds ? [a.round + 1] : []),
        a.text,
        scored.has(a.slideId) ? a.correct : null,
        a.points,
        seconds(a.answerMs),
        new Date(a.receivedAt).toISOString(),
      ]),
    ),
  };
}

/** Team mode's final standings, best first: the live podium's ranks (ADR 37). */
export function teamsTable(report: EventReport): Table {
  return {
    name: 'Teams',
    headers: ['Rank', 'Team', 'Members', 'Score (average)'],
    rows: (report.teams ?? []).map((t) => [t.rank, t.name, t.members, t.score]),
  };
}

/** The audience's Q&A questions, by slide, then most votes. Anonymous questions name nobody. */
export function qnaTable(report: EventReport): Table {
  const several = new Set(report.qna.map((q) => q.slideId)).size > 1;
  return {
    name: 'Q&A',
    headers: [...(several ? ['Slide', 'Q&A'] : []), 'Question', 'Votes', 'Answered', 'Hidden', 'Asked by', 'Asked at'],
    rows: report.qna.map((q) => [
      ...(several ? [q.slideIndex + 1, q.slideTitle] : []),
      q.text,
      q.votes,
      q.answered,
      q.hidden,
      q.author ?? 'Anonymous',
      new Date(q.askedAt).toISOString(),
    ]),
  };
}

/**
 * The workbook's sheets: participants and answers always; team standings in team mode; the Q&A
 * when the deck has one (an empty sheet says nobody asked).
 */
export function workbookTables(report: EventReport, hasQna: boolean): Table[] {
  return [
    participantsTable(report),
    answersTable(report),
    ...(report.teams ? [teamsTable(report)] : []),
    ...(hasQna ? [qnaTable(report)] : []),
  ];
}
