import { slideCanScore, slideTypeOf, type QnaSlide, type Slide, type StepName } from '@mingle/shared';
import type { EventSnapshot } from './snapshot';
import { solutionsShown, solutionsVisible, stepsOf } from './steps';
import { streakBonusOf } from './scoring';
import { teamStandingsOnce, teamViewsOf, type TeamView } from './teams';
import { eventLanguageOf, settingsOf, soundOf, type EventRow } from './store';
import type { UpcomingWarning } from './plays/upcoming';

/**
 * The slide as participants and big screens may see it: never host notes, and no solution
 * before the reveal step (R6.5). What counts as a solution is the slide type's own rule
 * (its `publicContent`); a type the registry does not know shows nothing but its id and type.
 */
export function publicSlideContent(slide: Slide, step: StepName | null): Record<string, unknown> {
  const reveal = step !== null && solutionsVisible(slide, step);
  const type = slideTypeOf(slide.type);
  return type ? type.publicContent(slide, reveal) : { id: slide.id, type: slide.type };
}

/** R16.4: how many of the event's participants sit out the current round (usually none). */
function sittingOutCount(snap: EventSnapshot): number {
  let n = 0;
  for (const id of snap.sitOuts.keys()) if (snap.byId.has(id)) n++;
  return n;
}

/** R16.3: what phones and screens may see of the round's play; null for slides without one. */
function publicPlayOf(snap: EventSnapshot): unknown {
  const { slide, step, play, state } = snap;
  if (!slide || !step || play === undefined || state.status !== 'live') return null;
  const type = slideTypeOf(slide.type);
  return type?.publicPlay ? (type.publicPlay(slide, play, solutionsVisible(slide, step)) ?? null) : null;
}

const STEPS_WITH_RESULTS = new Set<StepName>(['results', 'reveal', 'leaderboard']);
const LOBBY_NAMES = 100;

/** Results are shown live for unscored slides, and for scored ones only from the reveal (R6.5). */
function resultsVisible(snap: EventSnapshot): boolean {
  if (!snap.slide || !snap.step) return false;
  if (STEPS_WITH_RESULTS.has(snap.step)) return true;
  return snap.step === 'answering' && !solutionsVisibleEver(snap.slide);
}

function solutionsVisibleEver(slide: Slide): boolean {
  return solutionsVisible(slide, 'reveal');
}

function leaderboardSize(snap: EventSnapshot): number {
  if (snap.state.status === 'ended') return 10;
  const standings = snap.slide ? slideTypeOf(snap.slide.type)?.standings?.(snap.slide) : undefined;
  if (standings) return standings.top;
  if (snap.step === 'leaderboard') return 5;
  return 0;
}

/** The Q&A slide a snapshot's board is about, with whether it takes questions now (R15.1, R15.6). */
function qnaOf(snap: EventSnapshot) {
  const board = snap.qna;
  if (!board || snap.state.status !== 'live') return null;
  const slide = snap.slides.find((s) => s.id === board.slideId) as QnaSlide | undefined;
  if (!slide) return null;
  return { board, slide, open: snap.state.qnaSlideId === board.slideId };
}

/**
 * R15.7: the Q&A as phones and big screens see it. The list itself only on the Q&A slide:
 * over other slides a phone asks for it when its panel is open (myQna), so the frames of a
 * quiz played while a Q&A is open carry a few counts, not the questions.
 */
function liveQnaFor(snap: EventSnapshot) {
  const qna = qnaOf(snap);
  if (!qna) return null;
  const { board, slide, open } = qna;
  return {
    slideId: slide.id,
    title: slide.title,
    open,
    upvotes: slide.upvotes,
    questionCount: board.visibleCount,
    revision: board.revision,
    featured: board.featured,
    questions: snap.slide?.id === slide.id ? board.shown : null,
  };
}

/** R15.5, R15.7: the Q&A as the host console sees it: every question, hidden ones too. */
function hostQnaFor(snap: EventSnapshot) {
  const qna = qnaOf(snap);
  if (!qna) return null;
  const { board, slide, open } = qna;
  return { slideId: slide.id, title: slide.title, open, upvotes: slide.upvotes, questions: board.all };
}

/** R17.5: a participant's team as phones see it, or null outside team mode. */
export function teamOf(snap: Pick<EventSnapshot, 'teams'>, index: number | null): TeamView | null {
  return index === null ? null : (snap.teams?.[index] ?? null);
}

/**
 * R17.4: the team standings, in the steps that show the leaderboard (and at the end), in team
 * mode; null otherwise, so events without teams send nothing more. Worked out once per ranking.
 */
function teamsShown(snap: EventSnapshot, shown: boolean) {
  return shown && snap.teams ? teamStandingsOnce(snap.teams, snap.ranking) : null;
}

/** A participant's own standing (`me`), or null when they are not (or no longer) in the event. */
export function meFor(snap: EventSnapshot, participantId: string) {
  const me = snap.byId.get(participantId);
  if (!me) return null;
  const mine = snap.answers.get(participantId);
  const { slide, step } = snap;
  return {
    participantId: me.participantId,
    nickname: me.nickname,
    score: me.score,
    rank: me.rank,
    streak: me.streak,
    answered: !!mine,
    answer: mine?.answer ?? null,
    // R16.4: the phone says why it cannot answer this round (it is about them).
    sitsOut: snap.sitOuts.get(participantId) ?? null,
    // R17.5: the phone shows its team; the same object for every member (livePlan quotes it once).
    team: teamOf(snap, me.team),
    lastAnswer:
      mine && solutionsShown(slide, step)
        ? { correct: mine.correct, points: mine.points, streakBonus: streakBonusOf(mine.correct, mine.points, mine.streakBefore + 1) }
        : null,
  };
}

/** R7.1: what a phone (participantId given) or a big screen (null) is sent. */
export function liveStateFor(snap: EventSnapshot, participantId: string | null, now: number) {
  const { row, state, slide, step } = snap;
  const top = leaderboardSize(snap);
  return {
    eventId: row.id,
    status: state.status.toUpperCase(),
    title: row.title,
    code: row.code,
    // In the frame built once per snapshot and shared by every phone (ADR 25).
    language: eventLanguageOf(row),
    sound: soundOf(row),
    slideIndex: state.slideIndex,
    slideCount: snap.slides.length,
    // An unscored event (no slide can give points): phones show no score.
    scored: snap.slides.some(slideCanScore),
    step,
    round: state.round,
    slide: slide && state.status === 'live' ? { id: slide.id, type: slide.type, content: publicSlideContent(slide, step) } : null,
    play: publicPlayOf(snap),
    deadline: state.deadline,
    serverTime: now,
    paused: state.pausedRemainingMs !== null,
    remainingMs: state.pausedRemainingMs,
    answeredCount: snap.answers.size,
    // R16.4: who sits out the round cannot answer it, so "n of m answered" leaves them out.
    participantCount: snap.ranking.length - (state.status === 'live' ? sittingOutCount(snap) : 0),
    results: resultsVisible(snap) ? snap.results : null,
    leaderboard:
      top > 0
        ? snap.ranking.slice(0, top).map((r) => ({ rank: r.rank, participantId: r.participantId, nickname: r.nickname, score: r.score }))
        : null,
    teams: teamsShown(snap, top > 0),
    lobbyNames:
      state.status === 'lobby'
        ? [...snap.ranking]
            .sort((a, b) => b.joinedAt - a.joinedAt)
            .slice(0, LOBBY_NAMES)
            .map((r) => r.nickname)
        : null,
    qna: liveQnaFor(snap),
    me: participantId ? meFor(snap, participantId) : null,
  };
}

export function eventView(row: EventRow, participantCount: number, maxParticipants: number) {
  const settings = settingsOf(row);
  const slides = row.slides as Slide[];
  const slide = slides[row.slideIndex];
  return {
    id: row.id,
    /** Not in the schema: what `Event.can` is computed from. */
    hostId: row.hostId,
    code: row.code,
    status: row.status.toUpperCase(),
    title: row.title,
    deckId: row.deckId,
    settings: {
      ...settings,
      askEmail: settings.askEmail.toUpperCase(),
      teamMode: settings.teamMode.toUpperCase(),
      teams: teamViewsOf(settings) ?? [],
      lobbyLocked: row.lobbyLocked,
      maxParticipants,
    },
    slideIndex: row.slideIndex,
    slideCount: slides.length,
    // The snapshot's own array, not a copy: served only when a document asks for it (the
    // console asks once; its subscription leaves it out, the list never changes).
    slides,
    step: row.status === 'live' && slide ? (stepsOf(slide)[row.stepIndex] ?? null) : null,
    participantCount,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    recapId: row.recapId,
    recapEnabled: row.recapEnabled,
  };
}

/** R7.3: the host console's view. */
export function hostStateFor(snap: EventSnapshot, now: number, maxParticipants: number, upcoming: UpcomingWarning | null = null) {
  const live = liveStateFor(snap, null, now);
  const board = snap.qna;
  // On a Q&A slide the host's results are its top questions, as the big screen shows them.
  const results =
    board && snap.slide?.id === board.slideId
      ? { kind: 'questions' as const, total: board.visibleCount, items: board.shown }
      : snap.results;
  return {
    // The host follows the teams all along (R17.4), not only on leaderboards.
    live: { ...live, results, teams: teamsShown(snap, true) },
    event: eventView(snap.row, snap.ranking.length, maxParticipants),
    slide: snap.state.status === 'live' ? snap.slide : null,
    // The host sees the whole play, the answer too (the quote's author): it runs the room.
    play: snap.state.status === 'live' ? (snap.play ?? null) : null,
    // Plays decided ahead (a two-truths subject, R19.2) show in the console before their slide.
    plays: snap.state.plays,
    qna: hostQnaFor(snap),
    // R20.3: what the host should know before → starts the next slide.
    upcoming,
    participants: snap.ranking.map((r) => ({
      id: r.participantId,
      nickname: r.nickname,
      email: r.email,
      connected: r.connected,
      score: r.score,
      answered: snap.answers.has(r.participantId),
      team: r.team,
    })),
  };
}

/** What the GraphQL schema's types are resolved from (scripts/codegen.ts maps them, ADR 17). */
export type LiveStateView = ReturnType<typeof liveStateFor>;
export type EventView = ReturnType<typeof eventView>;
export type HostStateView = ReturnType<typeof hostStateFor>;
