import { playKey, slideTypeOf, type Slide, type SlideResults } from '@mingle/shared';
import type { events, participants, responses } from '../db/schema';
import { rank } from '../live/scoring';
import type { QnaRecord } from '../live/qnaBoard';
import { closedKey } from '../live/state';
import { timeLimitMs } from '../live/steps';
import { teamSettingsOf } from '../live/store';
import { teamStandings, teamViewsOf, type TeamStanding } from '../live/teams';
import { aggregateResults, type UpvoteCounts } from '../live/upvoteCounts';
import { answerText, slideHeadline } from './answerText';
import { durationOf } from './eventList';
import { scoreHistogram, type ScoreBand } from './scoreHistogram';

/**
 * One event's report (`/analytics/{id}`), computed from what was stored: the event's deck
 * snapshot, its participants and their answers. Pure: `loadReport.ts` reads the rows. The
 * rules (who counts, what a rate divides by) are docs/adr/0042-event-reports-from-stored-answers.md.
 */

type EventRow = typeof events.$inferSelect;
type ParticipantRow = typeof participants.$inferSelect;
type ResponseRow = typeof responses.$inferSelect;

export interface ReportInput {
  event: EventRow;
  participants: readonly ParticipantRow[];
  responses: readonly ResponseRow[];
  /** Upvotes per `playKey(slideId, round)`, for slides that take them. */
  upvotes: ReadonlyMap<string, UpvoteCounts>;
  /**
   * Each Q&A slide's questions as the host console reads them (`readQnaBoard`): hidden ones
   * marked, removed participants' questions and votes left out, an author only when shown.
   */
  qna: ReadonlyMap<string, readonly QnaRecord[]>;
}

/** An audience question in the report (ADR 46): the host's view of it, anonymous stays anonymous. */
export interface QnaReport {
  slideId: string;
  slideIndex: number;
  /** The Q&A slide's title. */
  slideTitle: string;
  /** The question's public id (its seq): names the question, never its author. */
  id: string;
  text: string;
  votes: number;
  answered: boolean;
  /** Hidden from phones and the big screen by the host; the report shows it to the host, marked. */
  hidden: boolean;
  /** The nickname only when the asker chose to show it; null for an anonymous question. */
  author: string | null;
  askedAt: number;
}

export interface AnswerReport {
  slideId: string;
  slideIndex: number;
  round: number;
  answer: unknown;
  /** The answer in words (answerText.ts). */
  text: string;
  correct: boolean;
  points: number;
  /** Server-measured answer time; null on untimed slides, where nobody is timed. */
  answerMs: number | null;
  receivedAt: number;
}

export interface ParticipantReport {
  participantId: string;
  nickname: string;
  /** Only when the event asked for it and the participant gave it. */
  email: string | null;
  team: number | null;
  score: number;
  /** 1…n as the final leaderboard (R6.4: score, then correct answer time, then joining order). */
  rank: number;
  answered: number;
  correctCount: number;
  averageAnswerMs: number | null;
  joinedAt: number;
  answers: AnswerReport[];
}

export interface SlideReport {
  slideId: string;
  slideIndex: number;
  /** From 0; slides played in rounds (who said it, the spinner) have one report per round. */
  round: number;
  type: string;
  headline: string;
  /** Participants answer this type (not content, leaderboard, the spinner or a Q&A). */
  answerable: boolean;
  scored: boolean;
  answered: number;
  /**
   * answered / the participants who could answer (whoever sat the round out, R16.4, left out, as
   * the big screen's "n of m answered" does); null for slides nobody answers.
   */
  answerRate: number | null;
  correctCount: number;
  /** correct / answered on scored slides; null when unscored or unanswered. */
  correctRate: number | null;
  /** Mean answer time on timed slides; null otherwise. */
  averageAnswerMs: number | null;
  /** The same aggregation the big screen shows (the slide registry's). */
  results: SlideResults | null;
  /** The slide as it was played (the event's copy), which the results are drawn with. */
  slide: Slide;
  /** What the server decided for this round (R16.3), whole; undefined for types without one. */
  play?: unknown;
}

export interface EventReport {
  event: {
    id: string;
    deckId: string;
    title: string;
    code: string;
    status: EventRow['status'];
    createdAt: Date;
    startedAt: Date | null;
    endedAt: Date | null;
    durationMs: number | null;
    /** Whether the join screen asked for an email (off, optional, required). */
    askEmail: string;
    /** The public recap (ADR 43): its id once ended, and whether the host leaves it on. */
    recapId: string | null;
    recapEnabled: boolean;
  };
  summary: {
    participantCount: number;
    answerCount: number;
    /**
     * Answers given / the answers that could have been (each answerable slide round played, times
     * its participants less whoever sat it out); null when none was played.
     */
    answerRate: number | null;
    /** Correct answers / answers on scored slides; null without any. */
    correctRate: number | null;
    averageScore: number | null;
    durationMs: number | null;
  };
  slides: SlideReport[];
  /** Scored slide rounds with answers, hardest first: lowest correct rate, then slowest. */
  needsReview: SlideReport[];
  /** By rank. */
  participants: ParticipantReport[];
  /** Active participants by final score, in equal bands from 0 (scoreHistogram.ts). */
  scoreDistribution: ScoreBand[];
  /** Team mode's final standings, as the live podium ranks them (ADR 37); null without teams. */
  teams: TeamStanding[] | null;
  /** Audience questions: by Q&A slide in deck order, then most votes, then oldest first. */
  qna: QnaReport[];
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const mean = (values: readonly number[]): number | null => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);
const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
const isAnswerable = (slide: Slide) => {
  const type = slideTypeOf(slide.type);
  return !!type?.answerSchema && !!type.aggregate && !type.staysOpen;
};

/**
 * How many active participants sat a round out (R16.4: the two-truths subject, the quote's
 * author): they could not answer it, so no rate counts them as not answering.
 */
function activeSittingOut(slide: Slide, play: unknown, active: ReadonlyMap<string, unknown>): number {
  const sittingOut = play === undefined ? [] : (slideTypeOf(slide.type)?.sittingOut?.(slide, play) ?? []);
  return new Set(sittingOut.map((s) => s.participantId).filter((id) => active.has(id))).size;
}

/** The rounds of a slide that were played: round 0, and every round with answers or a play. */
function roundsPlayed(slide: Slide, answerRounds: ReadonlySet<number>, plays: Record<string, unknown>): number[] {
  const rounds = new Set<number>([0, ...answerRounds]);
  for (let r = 1; plays[playKey(slide.id, r)] !== undefined; r++) rounds.add(r);
  return [...rounds].sort((a, b) => a - b);
}

export function computeReport(input: ReportInput): EventReport {
  const { event } = input;
  const slides = event.slides as Slide[];
  const plays = (event.plays ?? {}) as Record<string, unknown>;
  // R3.8: a removed participant leaves the event's counts, as on the big screen.
  const active = input.participants.filter((p) => !p.removedAt);
  const byId = new Map(active.map((p) => [p.id, p]));
  const answers = input.responses.filter((r) => byId.has(r.participantId));
  const nicknames = new Map(input.participants.map((p) => [p.id, p.nickname]));
  const nicknameOf = (id: string) => nicknames.get(id);
  const slideIndex = new Map(slides.map((s, i) => [s.id, i]));
  const timed = (slideId: string) => {
    const slide = slides[slideIndex.get(slideId) ?? -1];
    return !!slide && timeLimitMs(slide) !== null;
  };

  // Grouped once: a room of thousands must not scan every answer per slide or per person.
  const answersOfSlide = groupBy(answers, (a) => a.slideId);

  const slideReports: SlideReport[] = [];
  // Answers that could have been given: each played round's participants less its sit-outs.
  let seatsToAnswer = 0;
  for (const [index, slide] of slides.entries()) {
    const type = slideTypeOf(slide.type);
    const ofSlide = answersOfSlide.get(slide.id) ?? [];
    const answerable = isAnswerable(slide);
    for (const round of roundsPlayed(slide, new Set(ofSlide.map((a) => a.round)), plays)) {
      const ofRound = ofSlide.filter((a) => a.round === round);
      const scored = !!type?.scored;
      const correctCount = ofRound.filter((a) => a.correct).length;
      const played = ofRound.length > 0 || event.closedSlides.includes(closedKey(slide.id, round));
      const play = plays[playKey(slide.id, round)];
      const couldAnswer = active.length - activeSittingOut(slide, play, byId);
      if (answerable && played) seatsToAnswer += couldAnswer;
      const results = answerable
        ? aggregateResults(slide, ofRound, {
            votes: input.upvotes.get(playKey(slide.id, round)) ?? null,
            play,
            nicknameOf: (id) => nicknameOf(id) ?? '',
          })
        : null;
      slideReports.push({
        slideId: slide.id,
        slideIndex: index,
        round,
        type: slide.type,
        headline: slideHeadline(slide, play, nicknameOf),
        answerable,
        scored,
        answered: ofRound.length,
        answerRate: answerable ? ratio(ofRound.length, couldAnswer) : null,
        correctCount,
        correctRate: scored ? ratio(correctCount, ofRound.length) : null,
        averageAnswerMs: timeLimitMs(slide) === null ? null : mean(ofRound.map((a) => a.answerMs)),
        results,
        slide,
        play,
      });
    }
  }

  const answersOf = groupBy(answers, (a) => a.participantId);
  const ranked = rank(
    active.map((p) => ({
      participantId: p.id,
      nickname: p.nickname,
      score: p.score,
      correctTimeMs: p.correctTimeMs,
      joinedAt: p.joinedAt,
    })),
  );
  const participantReports = ranked.map((standing): ParticipantReport => {
    const p = byId.get(standing.participantId)!;
    const own = (answersOf.get(p.id) ?? []).sort(
      (a, b) => (slideIndex.get(a.slideId) ?? 0) - (slideIndex.get(b.slideId) ?? 0) || a.round - b.round,
    );
    return {
      participantId: p.id,
      nickname: p.nickname,
      email: p.email,
      team: p.team,
      score: p.score,
      rank: standing.rank,
      answered: own.length,
      correctCount: own.filter((a) => a.correct).length,
      averageAnswerMs: mean(own.filter((a) => timed(a.slideId)).map((a) => a.answerMs)),
      joinedAt: p.joinedAt,
      answers: own.map((a) => {
        const slide = slides[slideIndex.get(a.slideId) ?? -1];
        return {
          slideId: a.slideId,
          slideIndex: slideIndex.get(a.slideId) ?? -1,
          round: a.round,
          answer: a.answer,
          text: slide ? answerText(slide, a.answer, nicknameOf) : JSON.stringify(a.answer),
          correct: a.correct,
          points: a.points,
          answerMs: timed(a.slideId) ? a.answerMs : null,
          receivedAt: a.receivedAt,
        };
      }),
    };
  });

  const scoredAnswers = slideReports.filter((s) => s.scored).reduce((n, s) => n + s.answered, 0);
  const scoredCorrect = slideReports.filter((s) => s.scored).reduce((n, s) => n + s.correctCount, 0);
  const needsReview = slideReports
    .filter((s) => s.scored && s.answered > 0)
    .sort((a, b) => a.correctRate! - b.correctRate! || (b.averageAnswerMs ?? 0) - (a.averageAnswerMs ?? 0) || a.slideIndex - b.slideIndex);
  const teamViews = teamViewsOf(teamSettingsOf(event));
  const qna = slides.flatMap((slide, index) =>
    [...(input.qna.get(slide.id) ?? [])]
      .sort((a, b) => b.votes - a.votes || a.askedAt - b.askedAt || Number(a.id) - Number(b.id))
      .map((q): QnaReport => ({
        slideId: slide.id,
        slideIndex: index,
        slideTitle: slideHeadline(slide),
        id: q.id,
        text: q.text,
        votes: q.votes,
        answered: q.answered,
        hidden: q.hidden,
        author: q.author,
        askedAt: q.askedAt,
      })),
  );
  const durationMs = durationOf(event);
  const askEmail = (event.settings as { askEmail?: unknown } | null)?.askEmail;
  return {
    event: {
      id: event.id,
      deckId: event.deckId,
      title: event.title,
      code: event.code,
      status: event.status,
      createdAt: event.createdAt,
      startedAt: event.startedAt,
      endedAt: event.endedAt,
      durationMs,
      askEmail: typeof askEmail === 'string' ? askEmail : 'off',
      recapId: event.recapId,
      recapEnabled: event.recapEnabled,
    },
    summary: {
      participantCount: active.length,
      answerCount: answers.filter((a) => slideIndex.has(a.slideId)).length,
      answerRate: ratio(
        slideReports.filter((s) => s.answerable).reduce((n, s) => n + s.answered, 0),
        seatsToAnswer,
      ),
      correctRate: ratio(scoredCorrect, scoredAnswers),
      averageScore: mean(active.map((p) => p.score)),
      durationMs,
    },
    slides: slideReports,
    needsReview,
    participants: participantReports,
    scoreDistribution: scoreHistogram(active.map((p) => p.score)),
    teams: teamViews ? teamStandings(teamViews, participantReports) : null,
    qna,
  };
}
