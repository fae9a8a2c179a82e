import { eventExportPath } from '@mingle/shared';
import type { EventReport, SlideReport } from '../../reports/computeReport';

/** The report as the schema's types carry it: upper-case enums, ISO times, whole seconds and ms. */

const iso = (d: Date | null) => d?.toISOString() ?? null;
const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 1000));
const wholeMs = (ms: number | null) => (ms === null ? null : Math.round(ms));
const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;

const slideView = (s: SlideReport) => ({ ...s, averageAnswerMs: wholeMs(s.averageAnswerMs) });

export function reportView(report: EventReport) {
  const { event, summary } = report;
  return {
    event: {
      id: event.id,
      deckId: event.deckId,
      title: event.title,
      code: event.code,
      status: upper(event.status),
      createdAt: event.createdAt.toISOString(),
      startedAt: iso(event.startedAt),
      endedAt: iso(event.endedAt),
      durationSeconds: seconds(event.durationMs),
      askEmail: upper(event.askEmail as 'off' | 'optional' | 'required'),
      recapId: event.recapId,
      recapEnabled: event.recapEnabled,
    },
    summary: {
      participantCount: summary.participantCount,
      answerCount: summary.answerCount,
      answerRate: summary.answerRate,
      correctRate: summary.correctRate,
      averageScore: summary.averageScore,
      durationSeconds: seconds(summary.durationMs),
    },
    slides: report.slides.map(slideView),
    needsReview: report.needsReview.map(slideView),
    participants: report.participants.map((p) => ({
      ...p,
      averageAnswerMs: wholeMs(p.averageAnswerMs),
      answers: p.answers.map((a) => ({ ...a, receivedAt: new Date(a.receivedAt).toISOString() })),
    })),
    scoreDistribution: report.scoreDistribution,
    teams: report.teams,
    qna: report.qna.map((q) => ({ ...q, askedAt: new Date(q.askedAt).toISOString() })),
    exports: {
      participantsCsv: eventExportPath(event.id, 'participants.csv'),
      answersCsv: eventExportPath(event.id, 'answers.csv'),
      qnaCsv: eventExportPath(event.id, 'qna.csv'),
      xlsx: eventExportPath(event.id, 'report.xlsx'),
    },
  };
}
