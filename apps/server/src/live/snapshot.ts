import { sql } from 'drizzle-orm';
import { slideTypeOf, type Slide, type SlideResults, type StepName } from '@mingle/shared';
import type { Db } from '../db/client';
import { hasReveal } from './steps';
import { answersOfActive, hidesStandings, rankedById, rankingOf, settle, streaksEnded, type ParticipantRecord } from './standings';
import { currentPlay, currentStep, sittingOut, type EventState } from './state';
import { findEvent, slidesOf, stateOf, teamSettingsOf, type EventRow } from './store';
import { teamViewsOf, type TeamView } from './teams';
import { aggregateResults, readUpvotes, sameOrNewer, type UpvoteCounts } from './upvoteCounts';
import type { QnaBoard } from './qnaBoard';
import { readNewAnswers, readPeople, readPeopleAndAnswers } from './snapshotReads';

export interface RankedParticipant {
  participantId: string;
  nickname: string;
  email: string | null;
  score: number;
  streak: number;
  correctTimeMs: number;
  joinedAt: number;
  connected: boolean;
  rank: number;
  /** R17: the index of the participant's team, in team mode; null otherwise. Never changes. */
  team: number | null;
}

/** An answer to the current slide, as the snapshot keeps it. */
export interface SnapshotAnswer {
  participantId: string;
  answer: unknown;
  correct: boolean;
  points: number;
  answerMs: number;
  streakBefore: number;
  /** The row's insertion order (responses.seq). */
  seq: number;
}

/** Everything subscribers of one event are shown, loaded once per change for all of them. */
export interface EventSnapshot {
  row: EventRow;
  state: EventState;
  slides: Slide[];
  slide: Slide | null;
  step: StepName | null;
  /** In rank order (R6.4). */
  ranking: RankedParticipant[];
  byId: Map<string, RankedParticipant>;
  /** Participants the host removed (R3.8). */
  removed: Set<string>;
  /** Answers to the current slide and round, by participant. */
  answers: Map<string, SnapshotAnswer>;
  results: SlideResults | null;
  /** R17: the event's teams, or null without team mode (fixed at the start, so kept from snapshot to snapshot). */
  teams: TeamView[] | null;
  /** What the server decided for the current round (R16.3); undefined when nothing. */
  play: unknown;
  /** R16.4: who sits out this round, as phones are told it (`me.sitsOut`); usually empty. */
  sitOuts: ReadonlyMap<string, string>;
  /** Votes on the current answers, for open-text slides with upvotes on; otherwise null, never read. */
  upvotes: UpvoteCounts | null;
  /**
   * The Q&A the event shows (SPEC R15.7), added by the room after each load: absent or null
   * when no Q&A is open nor current, and then never read.
   */
  qna?: QnaBoard | null;
  loadedAt: number;
  /** Every stored answer to the current slide and round, removed participants' too. */
  answerRows: SnapshotAnswer[];
  /** The participant rows the ranking was made from, and when they were read. */
  people: ParticipantRecord[];
  peopleLoadedAt: number;
  /** The slide and round whose answers the people's base values leave out. */
  basis: string;
  /**
   * What was worked out from this snapshot once for all its uses, or ahead of the host's next
   * change (prepareAhead). Memos, not state: the same people and answers give the same values,
   * so a later snapshot with the same inputs takes them over (build()).
   */
  ahead: SnapshotAhead;
}

interface SnapshotAhead {
  /** rosterOf(): refreshes ask four times a second of the same 10,000 records. */
  roster?: { active: number; lastJoined: number };
  /**
   * The people settled past this slide (prepareSettled): moving 10,000 records past a question
   * is ~30 ms that would otherwise come between the host's "next" and the first phone hearing of it.
   */
  settled?: { ended: boolean; people: ParticipantRecord[] };
  /** The ranking this question's reveal will show if it counts these answers (prepareReveal). */
  reveal?: PreparedReveal;
}

/** Participants are re-read between changes of state at most this often (scores do not move then). */
const PEOPLE_REFRESH_MS = 2000;

/** The question a snapshot's answers and base values are about: "slideId|round". */
export const basisOf = (slide: Slide | null, round: number) => `${slide?.id ?? ''}|${round}`;

/** Reads an event's state, participants and current answers. */
export async function loadSnapshot(db: Db, eventId: string, now: number): Promise<EventSnapshot | null> {
  const row = await findEvent(db, eventId);
  return row ? loadSnapshotOf(db, row, now) : null;
}

/** Reads participants and current answers for an event row already in hand. */
async function loadSnapshotOf(db: Db, row: EventRow, now: number): Promise<EventSnapshot> {
  const state = stateOf(row);
  const slide = slidesOf(row)[state.slideIndex] ?? null;
  const [{ people, answers }, upvotes] = await Promise.all([
    readPeopleAndAnswers(db, row.id, slide?.id ?? null, state.round),
    readUpvotes(db, row.id, slide, state.round),
  ]);
  return build(row, people, now, basisOf(slide, state.round), answers, upvotes, now);
}

interface Counts {
  roster: number;
  last_joined: string | number;
  answers_now: number;
  answers_before: number;
}

/**
 * The snapshot after a change of state to `row`. Participants change only by joining,
 * leaving, answering and the end of a question: when one small query shows the roster and
 * the stored answers are what `prev` holds, the new standings follow from `prev` and no
 * row is read again — a change of state reaches 10,000 phones without reading 10,000
 * participants first. Otherwise everything is read.
 */
export async function nextSnapshot(db: Db, prev: EventSnapshot, row: EventRow, now: number, unchanged = false): Promise<EventSnapshot> {
  const state = stateOf(row);
  const slide = slidesOf(row)[state.slideIndex] ?? null;
  const basis = basisOf(slide, state.round);
  const counts = unchanged
    ? await countsKnown(db, prev, row.id, slide, state.round, basis)
    : await countsNow(db, prev, row.id, slide, state.round);
  if (!counts || !sameRoster(prev, counts.roster, Number(counts.last_joined))) return loadSnapshotOf(db, row, now);
  // Votes are not in the counts above: open text with upvotes reads them at every change (R8.5).
  const upvotes = await readUpvotes(db, row.id, slide, state.round);
  if (basis === prev.basis) {
    const answers =
      counts.answers_now === prev.answerRows.length
        ? prev.answerRows
        : await readNewAnswers(db, row.id, slide?.id ?? '', state.round, prev.answerRows);
    return build(row, prev.people, prev.peopleLoadedAt, basis, answers, sameOrNewer(prev.upvotes, upvotes), now, prev);
  }
  // A new slide with nothing answered to it yet, and the last slide's answers all in `prev`:
  // everyone stands where the last slide left them.
  if (counts.answers_now > 0 || counts.answers_before !== prev.answerRows.length) return loadSnapshotOf(db, row, now);
  // Standings `prev` showed with all its answers are where settle() puts everyone.
  const carried =
    !hidesStandings(prev.slide, prev.step) && streaksEnded(prev.slide, prev.state) === streaksEnded(prev.slide, state, prev.state.round);
  return build(row, settled(prev, state), prev.peopleLoadedAt, basis, [], upvotes, now, prev, carried);
}

/** The event's roster and the answers to the new and the last slide, counted by the database. */
async function countsNow(db: Db, prev: EventSnapshot, eventId: string, slide: Slide | null, round: number): Promise<Counts | undefined> {
  // One pass over each table (embedded PGlite runs queries on this thread, so it matters).
  const nowSlide = slide?.id ?? '';
  const beforeSlide = prev.slide?.id ?? '';
  const r = await db.execute(sql`
    SELECT p.roster, p.last_joined, a.answers_now, a.answers_before
    FROM (SELECT count(*)::int AS roster, coalesce(max(joined_at), 0) AS last_joined
          FROM participants WHERE event_id = ${eventId} AND removed_at IS NULL) p,
         (SELECT (count(*) FILTER (WHERE slide_id = ${nowSlide} AND round = ${round}))::int AS answers_now,
                 (count(*) FILTER (WHERE slide_id = ${beforeSlide} AND round = ${prev.state.round}))::int AS answers_before
          FROM responses WHERE event_id = ${eventId} AND slide_id IN (${nowSlide}, ${beforeSlide})) a`);
  return (r as unknown as { rows: Counts[] }).rows[0];
}

/**
 * The same counts when the caller knows nothing was written to the event's participants or
 * answers since `prev` was read (live/rosterWrites.ts): the roster and the last slide's answers
 * are `prev`'s own. Only a slide that is new to `prev` may hold answers `prev` never read (the
 * host went back to it): those are counted, an index range that is empty for a slide nobody has
 * answered yet.
 */
async function countsKnown(
  db: Db,
  prev: EventSnapshot,
  eventId: string,
  slide: Slide | null,
  round: number,
  basis: string,
): Promise<Counts> {
  const { active, lastJoined } = rosterOf(prev);
  const held = prev.answerRows.length;
  let answersNow = held;
  if (basis !== prev.basis) {
    answersNow = 0;
    if (slide) {
      const r = await db.execute(
        sql`SELECT count(*)::int AS n FROM responses WHERE event_id = ${eventId} AND slide_id = ${slide.id} AND round = ${round}`,
      );
      answersNow = (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    }
  }
  return { roster: active, last_joined: lastJoined, answers_now: answersNow, answers_before: held };
}

/**
 * Between changes of state only answers and the roster move: re-read the answers, and the
 * participants only when the roster changed or every PEOPLE_REFRESH_MS (connection dots).
 */
export async function refreshSnapshot(db: Db, prev: EventSnapshot, now: number): Promise<EventSnapshot> {
  const { row, slide, state } = prev;
  const [roster, answers, read] = await Promise.all([
    db.execute(
      sql`SELECT count(*)::int AS n, coalesce(max(joined_at), 0) AS last FROM participants WHERE event_id = ${row.id} AND removed_at IS NULL`,
    ),
    slide ? readNewAnswers(db, row.id, slide.id, state.round, prev.answerRows) : Promise.resolve([]),
    readUpvotes(db, row.id, slide, state.round),
  ]);
  const upvotes = sameOrNewer(prev.upvotes, read);
  const r = (roster as unknown as { rows: { n: number; last: string | number }[] }).rows[0];
  const recent = now - prev.peopleLoadedAt < PEOPLE_REFRESH_MS;
  if (r && recent && sameRoster(prev, r.n, Number(r.last)))
    return build(row, prev.people, prev.peopleLoadedAt, prev.basis, answers, upvotes, now, prev);
  // People only joined: read the newcomers, not the whole room (a lobby filling up would
  // otherwise re-read thousands of rows four times a second). Everyone is still read every
  // PEOPLE_REFRESH_MS, which keeps the connection dots and the first read's time.
  const joined = r && recent ? await readNewcomers(db, prev, r.n) : null;
  if (joined) return build(row, prev.people.concat(joined), prev.peopleLoadedAt, prev.basis, answers, upvotes, now, prev);
  const fresh = await readPeopleAndAnswers(db, row.id, slide?.id ?? null, state.round);
  return build(row, fresh.people, now, prev.basis, fresh.answers, upvotes, now, prev);
}

/**
 * Participants who joined since `prev` was read, when joining is all that happened: the
 * known ones plus these make up the roster of `count`, and none has a score yet (an answer
 * already in a newcomer's row could be counted twice against answers read separately).
 * Null when anything else changed: the caller reads everyone.
 */
async function readNewcomers(db: Db, prev: EventSnapshot, count: number): Promise<ParticipantRecord[] | null> {
  const { active, lastJoined } = rosterOf(prev);
  const known = new Set(prev.people.map((p) => p.id));
  const added = (await readPeople(db, prev.row.id, lastJoined)).filter((p) => !known.has(p.id));
  if (active + added.length !== count || added.some((p) => p.removed || p.score !== 0 || p.streak !== 0 || p.correct_time_ms !== 0))
    return null;
  return added.map((p) => ({
    id: p.id,
    nickname: p.nickname,
    email: p.email,
    score_base: 0,
    streak_base: 0,
    correct_time_base: 0,
    joined_at: p.joined_at,
    connections: p.connections,
    removed: false,
    team: p.team,
  }));
}

/** How many of `prev`'s participants are still in, and when the last of them joined. */
function rosterOf(prev: EventSnapshot): { active: number; lastJoined: number } {
  const known = prev.ahead.roster;
  if (known) return known;
  let active = 0;
  let lastJoined = 0;
  for (const p of prev.people) {
    if (p.removed) continue;
    active++;
    if (p.joined_at > lastJoined) lastJoined = p.joined_at;
  }
  const roster = { active, lastJoined };
  prev.ahead.roster = roster;
  return roster;
}

function sameRoster(prev: EventSnapshot, count: number, lastJoined: number): boolean {
  const known = rosterOf(prev);
  return count === known.active && lastJoined === known.lastJoined;
}

/**
 * `snap` with the connection state the room heard of since its participants were read
 * (R7.3: the host sees a reload, a late join or a drop within a second, without re-reading
 * the roster). Returns `snap` itself when nobody's state differs, and the ids it found.
 */
export function withConnections(
  snap: EventSnapshot,
  changes: ReadonlyMap<string, boolean>,
  now: number,
): { snapshot: EventSnapshot; found: string[] } {
  // Looked up in the ranking first: in a room filling up, most changes heard of are already
  // in the records just read (a newcomer's first socket), and 10,000 records need no copy.
  const found: string[] = [];
  let changed = false;
  for (const [id, connected] of changes) {
    const standing = snap.byId.get(id);
    if (!standing) continue;
    found.push(id);
    if (standing.connected !== connected) changed = true;
  }
  if (!changed) return { snapshot: snap, found };
  const people = snap.people.map((p) => {
    const connected = changes.get(p.id);
    return connected === undefined || connected === p.connections > 0 ? p : { ...p, connections: connected ? 1 : 0 };
  });
  return { snapshot: build(snap.row, people, snap.peopleLoadedAt, snap.basis, snap.answerRows, snap.upvotes, now, snap), found };
}

/** `prev`'s people with their base values moved on past `prev`'s slide (settled under `state`). */
function settled(prev: EventSnapshot, state: EventState): ParticipantRecord[] {
  const ended = streaksEnded(prev.slide, state, prev.state.round);
  const ahead = prev.ahead.settled;
  return ahead && ahead.ended === ended ? ahead.people : settle(prev, ended);
}

/**
 * Settles `snap`'s people past its slide as the next slide will, while the room waits for
 * the host (not while answers may still change). Returns the records, or null when there
 * was nothing to make ahead. Once a question's answering has closed it never reopens
 * (R5.9), so whether its streaks ended is the same under the next slide's state.
 */
export function prepareSettled(snap: EventSnapshot): ParticipantRecord[] | null {
  if (snap.step === 'answering' || snap.answerRows.length === 0) return null;
  const ended = streaksEnded(snap.slide, snap.state);
  const known = snap.ahead.settled;
  if (known?.ended === ended) return known.people;
  const people = settle(snap, ended);
  snap.ahead.settled = { ended, people };
  return people;
}

/**
 * The snapshot of `row` from participant records and answers. `carried` says the records'
 * base values are `prev`'s standings as shown, moved on by settle(), with nothing answered
 * yet: everyone stands as in `prev`'s ranking without checking 10,000 of them again.
 */
function build(
  row: EventRow,
  people: ParticipantRecord[],
  peopleLoadedAt: number,
  basis: string,
  answerRows: SnapshotAnswer[],
  upvotes: UpvoteCounts | null,
  now: number,
  prev?: EventSnapshot,
  carried = false,
): EventSnapshot {
  const state = stateOf(row);
  const slides = slidesOf(row);
  const slide = slides[state.slideIndex] ?? null;
  const step = currentStep(state, slides);
  const play = currentPlay(state, slides);
  // Until the reveal, standings leave out the current question's answers: a score that
  // jumps right after answering would tell the phone it was right (R6.5).
  const hide = hidesStandings(slide, step);
  const scored = !!slide && !!slideTypeOf(slide.type)?.scored;
  const ended = streaksEnded(slide, state);
  const sitOuts = prev && prev.play === play && prev.slide === slide ? prev.sitOuts : sitOutsOf(state, slide);
  // Most changes of state move nobody: keep the last ranking (and its objects, which the
  // fan-out's per-phone cache is keyed on) rather than sort 10,000 participants again.
  // The same records and answers under the same rule are the same standings, unchecked.
  const sameInputs = !!prev && people === prev.people && prev.basis === basis;
  const prevHid = !!prev && hidesStandings(prev.slide, prev.step);
  const unchanged =
    carried ||
    (sameInputs && (hide ? prevHid : !prevHid && answerRows === prev.answerRows && ended === streaksEnded(prev.slide, prev.state)));
  const prepared = prev?.ahead.reveal;
  const ready = !hide && ended && !unchanged && prepared?.answerRows === answerRows ? prepared : undefined;
  let ranking: RankedParticipant[];
  let byId: Map<string, RankedParticipant>;
  if (unchanged && prev) ({ ranking, byId } = prev);
  else if (ready && ready.people === people) ({ ranking, byId } = ready);
  else {
    ranking = rankingOf(prev, people, answerRows, { hide, scored, ended, spared: sitOuts });
    byId = prev && ranking === prev.ranking ? prev.byId : rankedById(ranking);
  }
  // Answers of removed participants no longer count (R3.8). Who is active is decided by
  // `people` alone, so the same people and answers keep the same answers, re-ranked or not.
  const answers =
    prev && (byId === prev.byId || people === prev.people) && answerRows === prev.answerRows
      ? prev.answers
      : answersOfActive(answerRows, byId);
  const results =
    prev && answers === prev.answers && basis === prev.basis && upvotes === prev.upvotes && play === prev.play
      ? prev.results
      : aggregateResults(slide, answers.values(), { votes: upvotes, play, nicknameOf: (id) => byId.get(id)?.nickname ?? '' });
  const removed = prev && people === prev.people ? prev.removed : new Set(people.filter((p) => p.removed).map((p) => p.id));
  return {
    row,
    state,
    slides,
    slide,
    step,
    ranking,
    byId,
    removed,
    answers,
    results,
    upvotes,
    teams: prev ? prev.teams : teamViewsOf(teamSettingsOf(row)),
    play,
    sitOuts,
    loadedAt: now,
    answerRows,
    people,
    peopleLoadedAt,
    basis,
    ahead: aheadFrom(prev, people, answerRows, basis),
  };
}

const NOBODY: ReadonlyMap<string, string> = new Map();

function sitOutsOf(state: EventState, slide: Slide | null): ReadonlyMap<string, string> {
  const list = slide ? sittingOut(state, slide) : [];
  return list.length === 0 ? NOBODY : new Map(list.map((s) => [s.participantId, s.why.toUpperCase()]));
}

/** The memos of `prev` that hold for a snapshot of the same people (and answers, and slide). */
function aheadFrom(
  prev: EventSnapshot | undefined,
  people: readonly ParticipantRecord[],
  answerRows: readonly SnapshotAnswer[],
  basis: string,
): SnapshotAhead {
  if (!prev || prev.people !== people) return {};
  const same = prev.answerRows === answerRows && prev.basis === basis;
  return { roster: prev.ahead.roster, reveal: prev.ahead.reveal, settled: same ? prev.ahead.settled : undefined };
}

/**
 * Reveal rankings made ahead of time, by the answers they count. A reveal re-ranks everyone
 * (10,000 standings and a sort) before the first phone can be sent anything; made while the
 * room waits for the host, it is ready when the reveal comes with the same answers.
 */
interface PreparedReveal {
  people: readonly ParticipantRecord[];
  answerRows: readonly SnapshotAnswer[];
  ranking: RankedParticipant[];
  byId: Map<string, RankedParticipant>;
}

/**
 * Ranks `snap`'s participants as the reveal of its question would, if answering closed with
 * the answers it holds; build() uses the result when that is what happens. Returns the
 * ranking made, or null when `snap` is not a question waiting for its reveal.
 */
export function prepareReveal(snap: EventSnapshot): RankedParticipant[] | null {
  return revealOf(snap)?.ranking ?? null;
}

function revealOf(snap: EventSnapshot): PreparedReveal | null {
  const { slide } = snap;
  if (!slide || !hasReveal(slide) || !hidesStandings(slide, snap.step)) return null;
  const known = snap.ahead.reveal;
  if (known?.people === snap.people && known.answerRows === snap.answerRows) return known;
  const ranking = rankingOf(snap, snap.people, snap.answerRows, {
    hide: false,
    scored: !!slideTypeOf(slide.type)?.scored,
    ended: true,
    spared: snap.sitOuts,
  });
  const made = {
    people: snap.people,
    answerRows: snap.answerRows,
    ranking,
    byId: ranking === snap.ranking ? snap.byId : rankedById(ranking),
  };
  snap.ahead.reveal = made;
  return made;
}

/**
 * What the host's next change of state would otherwise work out before the first phone can
 * be sent anything, made while the room waits: the reveal's ranking, the records settled
 * past this slide, and the roster count the next snapshot checks against.
 */
export function prepareAhead(snap: EventSnapshot): PreparedChange {
  const reveal = revealOf(snap);
  prepareSettled(snap);
  rosterOf(snap);
  return { revealById: reveal?.byId ?? null };
}

/** What prepareAhead() made that subscribers can use to get ready too. */
export interface PreparedChange {
  /** Everyone's standing at the reveal, if the host reveals with the answers the snapshot holds. */
  revealById: ReadonlyMap<string, RankedParticipant> | null;
}
