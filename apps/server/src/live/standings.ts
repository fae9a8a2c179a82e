import { slideTypeOf, type Slide, type StepName } from '@mingle/shared';
import { rankInPlace } from './scoring';
import { hasReveal, solutionsVisible } from './steps';
import { closedKey, type EventState } from './state';
import type { EventSnapshot, RankedParticipant, SnapshotAnswer } from './snapshot';

/**
 * Standings: what each participant's score, streak and rank are under a snapshot's rule, from
 * their records' base values and their answers. Pure functions; snapshot.ts loads and
 * derives snapshots with them.
 */

export interface ParticipantRecord {
  id: string;
  nickname: string;
  email: string | null;
  /**
   * Score, streak and correct-answer time without the answer to the snapshot's slide and
   * round (its `basis`), if any. What is shown is computed from these and the answers, so
   * answers read after the participants still count exactly once.
   */
  score_base: number;
  streak_base: number;
  correct_time_base: number;
  joined_at: number;
  connections: number;
  removed: boolean;
  /** R17: the team's index in team mode, else null; set at the join, never changed. */
  team: number | null;
}

interface Standing {
  score: number;
  streak: number;
  correctTimeMs: number;
}

/**
 * A participant's standing now: the base plus their answer to the basis slide, with the
 * streak ended for a scored question left unanswered once its answering closed (R6.3).
 * It mirrors how the answer's commit moved the row (`storeAnswers` in answerStatement.ts,
 * ADR 8); answerStatement.test.ts holds the two together.
 */
export function standingOf(p: ParticipantRecord, a: SnapshotAnswer | undefined, scored: boolean, streakEnded: boolean): Standing {
  if (!a) return { score: p.score_base, streak: streakEnded ? 0 : p.streak_base, correctTimeMs: p.correct_time_base };
  return {
    score: p.score_base + a.points,
    streak: !scored ? a.streakBefore : a.correct ? a.streakBefore + 1 : 0,
    correctTimeMs: p.correct_time_base + (a.correct ? a.answerMs : 0),
  };
}

/**
 * Whether the slide's streak rule applies and the answering of its `round` has closed under
 * `state`. The round is the one whose answers are counted: moving on to the next round of the
 * same slide, it is the round just left, not `state`'s.
 */
export function streaksEnded(slide: Slide | null, state: EventState, round = state.round): boolean {
  return !!slide && hasReveal(slide) && state.closedSlides.includes(closedKey(slide.id, round));
}

/**
 * `prev`'s people with their base values moved on past its slide and round. Who sat the round
 * out (R16.4: the two-truths subject, the quote's author) could not answer: their streak stays,
 * as `endStreaksOfNonAnswerers` spares them in the database.
 */
export function settle(prev: EventSnapshot, ended: boolean): ParticipantRecord[] {
  const scored = !!prev.slide && !!slideTypeOf(prev.slide.type)?.scored;
  // Nothing answered and no streak to end (a content slide, the lobby): the bases stand.
  if (prev.answerRows.length === 0 && !ended) return prev.people;
  const byParticipant = answersByParticipant(prev.answerRows);
  const spared = prev.sitOuts;
  return prev.people.map((p): ParticipantRecord => {
    const now = standingOf(p, byParticipant.get(p.id), scored, ended && !spared.has(p.id));
    // Spelled out, not spread: this runs for every participant between a leaderboard and the next question.
    return {
      id: p.id,
      nickname: p.nickname,
      email: p.email,
      score_base: now.score,
      streak_base: now.streak,
      correct_time_base: now.correctTimeMs,
      joined_at: p.joined_at,
      connections: p.connections,
      removed: p.removed,
      team: p.team,
    };
  });
}

function answersByParticipant(rows: readonly SnapshotAnswer[]): Map<string, SnapshotAnswer> {
  const map = new Map<string, SnapshotAnswer>();
  for (const a of rows) map.set(a.participantId, a);
  return map;
}

interface RankRule {
  /** Leave out the answers to the basis slide (before its reveal). */
  hide: boolean;
  scored: boolean;
  /** The basis slide's answering has closed: a scored question left unanswered ends a streak. */
  ended: boolean;
  /** Who sits the basis round out (R16.4): an unanswered question does not end their streak. */
  spared: ReadonlyMap<string, unknown>;
}

/** Everyone active, ranked by their standing under `rule`; `prev`'s ranking when nobody moved. */
export function rankingOf(
  prev: EventSnapshot | undefined,
  people: readonly ParticipantRecord[],
  answerRows: readonly SnapshotAnswer[],
  rule: RankRule,
): RankedParticipant[] {
  const { hide, scored, ended, spared } = rule;
  const byParticipant = answersByParticipant(answerRows);
  const active = people.filter((p) => !p.removed);
  const standings = active.map((p) =>
    hide
      ? { score: p.score_base, streak: p.streak_base, correctTimeMs: p.correct_time_base }
      : standingOf(p, byParticipant.get(p.id), scored, ended && !spared.has(p.id)),
  );
  if (prev && sameStandings(prev, active, standings)) return prev.ranking;
  return keepUnmoved(
    prev,
    rankInPlace(
      active.map((p, i): RankedParticipant => {
        const s = standings[i]!;
        return {
          participantId: p.id,
          nickname: p.nickname,
          email: p.email,
          score: s.score,
          streak: s.streak,
          correctTimeMs: s.correctTimeMs,
          joinedAt: p.joined_at,
          connected: p.connections > 0,
          rank: 0,
          team: p.team,
        };
      }),
    ),
  );
}

/**
 * A new ranking with `prev`'s object in place of every entry that did not move. While a room
 * fills up, four refreshes a second re-rank 10,000 people of whom a few joined: keeping the
 * others' objects keeps each phone's cached `me` (liveFanout) and leaves the garbage collector
 * objects that die young, instead of 10,000 that lived a snapshot long (ADR 8).
 */
function keepUnmoved(prev: EventSnapshot | undefined, ranking: RankedParticipant[]): RankedParticipant[] {
  if (!prev) return ranking;
  for (let i = 0; i < ranking.length; i++) {
    const r = ranking[i]!;
    const o = prev.byId.get(r.participantId);
    if (o && sameRanked(o, r)) ranking[i] = o;
  }
  return ranking;
}

/** Whether two entries are equal in every field of RankedParticipant (a field added there belongs here too). */
function sameRanked(a: RankedParticipant, b: RankedParticipant): boolean {
  // Spelled out: a loop over keys is several times slower at 10,000 a refresh.
  return (
    a.participantId === b.participantId &&
    a.rank === b.rank &&
    a.score === b.score &&
    a.streak === b.streak &&
    a.correctTimeMs === b.correctTimeMs &&
    a.connected === b.connected &&
    a.nickname === b.nickname &&
    a.email === b.email &&
    a.joinedAt === b.joinedAt &&
    a.team === b.team
  );
}

export function rankedById(ranking: readonly RankedParticipant[]): Map<string, RankedParticipant> {
  const map = new Map<string, RankedParticipant>();
  for (const r of ranking) map.set(r.participantId, r);
  return map;
}

/**
 * The answers of a slide nobody has answered yet, one map for all: a snapshot keeping the
 * same maps as the last one lets the fan-out reuse each phone's `me` without looking it up.
 * Never written to.
 */
export const NO_ANSWERS: ReadonlyMap<string, SnapshotAnswer> = new Map();

export function answersOfActive(
  rows: readonly SnapshotAnswer[],
  byId: ReadonlyMap<string, RankedParticipant>,
): Map<string, SnapshotAnswer> {
  if (rows.length === 0) return NO_ANSWERS as Map<string, SnapshotAnswer>;
  const map = new Map<string, SnapshotAnswer>();
  for (const a of rows) if (byId.has(a.participantId)) map.set(a.participantId, a);
  return map;
}

/** Until the reveal, standings leave out the current question's answers (R6.5). */
export function hidesStandings(slide: Slide | null, step: StepName | null): boolean {
  return !!slide && !!step && !solutionsVisible(slide, step);
}

/** Whether every active participant stands exactly as in `prev`'s ranking, connection dot included. */
function sameStandings(prev: EventSnapshot, active: readonly ParticipantRecord[], standings: readonly Standing[]): boolean {
  if (active.length !== prev.ranking.length) return false;
  for (let i = 0; i < active.length; i++) {
    const p = active[i]!;
    const s = standings[i]!;
    const r = prev.byId.get(p.id);
    if (
      !r ||
      r.score !== s.score ||
      r.streak !== s.streak ||
      r.correctTimeMs !== s.correctTimeMs ||
      r.connected !== p.connections > 0 ||
      r.nickname !== p.nickname
    )
      return false;
  }
  return true;
}
