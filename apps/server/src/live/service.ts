import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { deckProblems, generatedTeams, slideSchema, TEAMS_MIN, type EventLanguage, type Random, type Slide, Reason } from '@mingle/shared';
import { withPlay } from './plays/plays';
import { refuseSubjectWhoAnswered, subjectPlay } from './plays/subject';
import type { Db } from '../db/client';
import { events } from '../db/schema';
import { findDeck } from '../decks/queries';
import { languageOf } from '../decks/deckRow';
import { appError } from '../lib/errors';
import { asUser } from '../policies/actor';
import { assertCanDeck } from '../policies/deck';
import { assertCanModerateQna, assertHost, isHost } from '../policies/event';
import type { Clock } from '../lib/clock';
import type { Log } from '../lib/log';
import { isUniqueViolation } from '../auth/users';
import { newJoinCode } from './codes';
import type { Scheduler } from './scheduler';
import type { ReceivedAnswers } from './receivedAnswers';
import type { RosterWrites } from './rosterWrites';
import * as S from './state';
import { hasReveal, isPlayable } from './steps';
import {
  DEFAULT_DROP_GRACE_SECONDS,
  compareAndSetState,
  endStreaksOfNonAnswerers,
  eventsWithDeadlines,
  findEvent,
  findOpenEventOfDeck,
  slidesOf,
  stateOf,
  type EventRow,
  type EventSettings,
} from './store';

export interface LivePublisher {
  publish(topic: string, payload: unknown): Promise<void>;
}

export interface LiveDeps {
  db: Db;
  clock: Clock;
  scheduler: Scheduler;
  pubsub: LivePublisher;
  log: Log;
  maxParticipants: number;
  /** Answer batches committed at once (1 for PGlite's single connection). */
  writeConcurrency?: number;
  /** Every write to an event's participants or answers goes through this (the rooms read it). */
  rosterWrites: RosterWrites;
  /** Answers handed to the batcher and not yet committed: a change of state waits for them (ADR 62). */
  receivedAnswers: ReceivedAnswers;
  /** Chance for what the server decides (a spin, a quote; R16.3); tests inject a seeded one. */
  random?: Random;
}

export const eventTopic = (eventId: string) => `live.${eventId}`;

/**
 * What a change of state writes to the event's row, announced with it: a process that fell
 * behind (its room still loading when two changes came) shows each state in turn instead of
 * jumping to the newest and skipping, say, a reveal (docs/SCALING.md). Slides never change
 * on an event, and the rest of the row is read from the database as before.
 */
export type AnnouncedState = Pick<
  EventRow,
  | 'status'
  | 'slideIndex'
  | 'stepIndex'
  | 'round'
  | 'stepStartedAt'
  | 'deadline'
  | 'pausedRemainingMs'
  | 'pausedAt'
  | 'pausedMs'
  | 'closedSlides'
  | 'qnaSlideId'
  | 'qnaClosed'
  | 'plays'
  | 'lobbyLocked'
  | 'settings'
  | 'version'
>;

export function announcedStateOf(row: EventRow): AnnouncedState {
  // The state columns are the ones stateOf reads; the lobby lock and settings change with a version too.
  return { ...stateOf(row), lobbyLocked: row.lobbyLocked, settings: row.settings };
}

/**
 * What travels on an event's topic: a new state; "counts and answers changed"; a participant's
 * connection came or went (`connected`: whether they still hold a socket anywhere); the host
 * removed a participant; questions or votes of a Q&A changed (SPEC R15.7).
 */
export type LiveMessage =
  /** `state` is absent from a process of a version before it (a rolling upgrade): read the row then. */
  | { kind: 'state'; version: number; state?: AnnouncedState }
  | { kind: 'activity' }
  | { kind: 'presence'; participantId: string; connected: boolean }
  | { kind: 'removed'; participantId: string }
  | { kind: 'qna' };

export type HostCommand =
  | { type: 'advance' }
  | { type: 'previous' }
  | { type: 'goto'; index: number }
  | { type: 'lock' }
  | { type: 'addTime'; seconds: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'nextRound' }
  | { type: 'end' };

export const DEFAULT_SETTINGS: EventSettings = {
  lateJoin: true,
  closeWhenAllAnswered: true,
  askEmail: 'off',
  dropGraceSeconds: DEFAULT_DROP_GRACE_SECONDS,
  sound: true,
  language: null,
  teamMode: 'off',
  teams: [],
};

/**
 * Starts events and applies the host's commands (SPEC R1, R4, R5). State lives in the
 * database; each change is written compare-and-set on the version and announced on the
 * event's topic, so any process can serve any participant.
 */
export class EventCommands {
  private readonly deadlines = new Map<string, { version: number; cancel: () => void }>();

  /** The newest row this process wrote per event, so its own subscribers need not read it back. */
  private readonly written = new Map<string, EventRow>();

  constructor(private readonly d: LiveDeps) {}

  /**
   * The newest row of an event written by this process, if it is still the newest known
   * here. Another process's later write makes the hub read the row, as it must then.
   */
  lastWritten(eventId: string): EventRow | undefined {
    return this.written.get(eventId);
  }

  private remember(row: EventRow): void {
    const known = this.written.get(row.id);
    if (known && known.version >= row.version) return;
    this.written.delete(row.id);
    if (row.status === 'ended') return;
    // Insertion order is age: past a few hundred events, forget the oldest.
    if (this.written.size >= 500) this.written.delete(this.written.keys().next().value!);
    this.written.set(row.id, row);
  }

  /** R1.1–R1.3. `hostId` is the account starting it; the deck policy decides whether it may. */
  async start(hostId: string, deckId: string, settings: Partial<EventSettings> & { teamCount?: number }): Promise<EventRow> {
    const deck = assertCanDeck(asUser(hostId), await findDeck(this.d.db, deckId), 'host', this.d.clock.now());
    const open = await findOpenEventOfDeck(this.d.db, deckId);
    if (open) return open;
    // A deck saved by an older version gets this version's defaults in its snapshot: an order
    // slide saved before it had a shuffle key gets one, so its shown order stays secret (R11.4).
    const slides = (deck.slides as Slide[]).map((s) => slideSchema.safeParse(s).data ?? s);
    // A type this version cannot play is named first, with its own reason.
    const unplayable = slides.findIndex((s) => !isPlayable(s));
    if (unplayable >= 0)
      throw appError(
        Reason.SLIDE_NOT_PLAYABLE,
        `Slide ${unplayable + 1} is a ${slides[unplayable]!.type} slide, which cannot be played live in this version. Remove it to host this deck.`,
      );
    const problems = deckProblems({ slides });
    if (problems[0]) {
      const p = problems[0];
      const where = p.slideIndex >= 0 ? `Slide ${p.slideIndex + 1}: ${p.path} ${p.message}` : `The deck needs slides: ${p.message}`;
      throw appError(
        Reason.DECK_NOT_READY,
        `This deck is not ready to host. ${where}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}.`,
      );
    }
    const { teamCount, ...chosen } = settings;
    const language = chosen.language !== undefined ? chosen.language : languageOf(deck);
    const teamMode = chosen.teamMode ?? 'off';
    // R17.1: team mode without a list of teams gets generated ones, named in the event's language.
    const teams = teamMode === 'off' ? [] : chosen.teams?.length ? chosen.teams : generatedTeams(teamCount ?? TEAMS_MIN, language);
    for (let attempt = 0; attempt < 8; attempt++) {
      try {
        const [row] = await this.d.db
          .insert(events)
          .values({
            deckId,
            hostId,
            code: newJoinCode(),
            title: deck.title,
            slides,
            settings: { ...DEFAULT_SETTINGS, ...chosen, language, teamMode, teams },
          })
          .returning();
        if (row) return row;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Either the code was taken (try another) or the deck got an event meanwhile.
        const raced = await findOpenEventOfDeck(this.d.db, deckId);
        if (raced) return raced;
      }
    }
    throw new Error('could not find a free join code');
  }

  /** The event, if `hostId` is its host (policies/event.ts); NOT_FOUND otherwise. */
  async loadAsHost(hostId: string, eventId: string): Promise<EventRow> {
    return assertHost(asUser(hostId), await findEvent(this.d.db, eventId));
  }

  /** Applies a host command to the current state (R4, R5.3–R5.5). */
  async command(hostId: string, eventId: string, cmd: HostCommand): Promise<EventRow> {
    // The row this process last wrote saves reading it back: apply() treats it as possibly
    // stale (another process may have moved the event since) and reads the event before
    // refusing the command, skipping it, or after losing the compare-and-set.
    const cached = this.written.get(eventId);
    const row = cached && isHost(asUser(hostId), cached) ? cached : await this.loadAsHost(hostId, eventId);
    return this.apply(row, (state, slides, now) => {
      switch (cmd.type) {
        case 'advance':
          return S.advance(state, slides, now);
        case 'previous':
          return S.previous(state, slides, now);
        case 'goto':
          return S.goto(state, slides, cmd.index, now);
        case 'lock':
          return S.closeAnswering(state, slides, now);
        case 'addTime':
          return S.addTime(state, cmd.seconds);
        case 'pause':
          return S.pause(state, slides, now);
        case 'resume':
          return S.resume(state, now);
        case 'nextRound':
          return S.nextRound(state, slides, now);
        case 'end':
          return S.end(state, now);
      }
    });
  }

  async lockLobby(hostId: string, eventId: string, locked: boolean): Promise<EventRow> {
    const row = await this.loadAsHost(hostId, eventId);
    // Bump the stored version, not the one read above: a change written in between keeps its own (R4.7).
    const [updated] = await this.d.db
      .update(events)
      .set({ lobbyLocked: locked, version: sql`${events.version} + 1` })
      .where(eq(events.id, row.id))
      .returning();
    await this.announce(updated!);
    return updated!;
  }

  /**
   * The big screen's sound on or off (ADR 28). Stored in the settings (jsonb) and announced
   * like any change, so every big screen, on whatever computer, follows the host's toggle.
   */
  async setSound(hostId: string, eventId: string, on: boolean): Promise<EventRow> {
    const row = await this.loadAsHost(hostId, eventId);
    // An ended event has no big screen to play to; a change would bump its version for nothing.
    if (row.status === 'ended') throw appError(Reason.EVENT_ENDED, 'This event has ended');
    const [updated] = await this.d.db
      .update(events)
      .set({ settings: sql`${events.settings} || jsonb_build_object('sound', ${on}::boolean)`, version: sql`${events.version} + 1` })
      .where(eq(events.id, row.id))
      .returning();
    await this.announce(updated!);
    return updated!;
  }

  /**
   * Fixes the language the event's phones and big screen speak (null: each its browser's).
   * A new version, announced like a change of state, so the state frame every screen gets
   * carries it (ADR 25); the language itself is read from the row's settings.
   */
  async setLanguage(hostId: string, eventId: string, language: EventLanguage | null): Promise<EventRow> {
    const row = await this.loadAsHost(hostId, eventId);
    if (row.status === 'ended') throw appError(Reason.EVENT_ENDED, 'This event has ended');
    // Merged into the stored settings (not the ones read above), and the stored version bumped (R4.7).
    const [updated] = await this.d.db
      .update(events)
      .set({ settings: sql`${events.settings} || ${JSON.stringify({ language })}::jsonb`, version: sql`${events.version} + 1` })
      .where(eq(events.id, row.id))
      .returning();
    await this.announce(updated!);
    return updated!;
  }

  /**
   * R15.1, R15.6: the host closes a Q&A (no more questions or votes) or opens it again (it
   * becomes the one open). A change of state like any other: every phone and screen hears it.
   */
  async setQnaOpen(hostId: string, eventId: string, slideId: string, open: boolean): Promise<EventRow> {
    const row = assertCanModerateQna(asUser(hostId), await findEvent(this.d.db, eventId));
    return this.apply(row, (s, slides) => (open ? S.reopenQna(s, slides, slideId) : S.closeQna(s, slides, slideId)));
  }

  /**
   * R19.2: the host chooses who a two-truths slide is about (a participant, then the play of
   * its round). A change of state like any other, compare-and-set, so every phone and screen
   * hears it at once and the chosen phone sits out (R16.4).
   *
   * Whether they already answered is asked in the write's transaction, after the write locked
   * the event's row: an answer's statement holds that row (FOR SHARE) until it commits, so an
   * answer is either stored before and seen here, or stored after and checked against the new
   * play, which makes its author sit out (answerStatement.ts). Never both voter and subject.
   */
  async setSlideSubject(hostId: string, eventId: string, slideId: string, participantId: string): Promise<EventRow> {
    const row = await this.loadAsHost(hostId, eventId);
    if (row.status === 'ended') throw appError(Reason.EVENT_ENDED, 'This event has ended');
    // Said before anything about the participant: once the vote is over, nobody can be chosen.
    if (stateOf(row).closedSlides.includes(S.closedKey(slideId, 0)))
      throw appError(Reason.ANSWERING_CLOSED, 'Answering on this slide has closed; its subject can no longer change');
    const play = await subjectPlay(this.d.db, row.id, slidesOf(row), slideId, participantId);
    return this.apply(
      row,
      (s, slides) => S.setPlay(s, slides, slideId, 0, play),
      (tx) => refuseSubjectWhoAnswered(tx, row.id, slideId, play),
    );
  }

  /**
   * Computes and writes the next state, once the answers already received here are committed.
   * Retries on a lost compare-and-set (another process
   * or a timer moved first), recomputing from the fresh state, so a command is applied to
   * what the host now sees rather than failing. `confirm`, if given, runs in the write's
   * transaction once the row is written (and locked): what it throws undoes the write.
   */
  async apply(
    row: EventRow,
    next: (state: S.EventState, slides: Slide[], now: number) => S.EventState,
    confirm?: (tx: Db) => Promise<void>,
  ): Promise<EventRow> {
    // ADR 62: the answers this process received before the change count, batched or not.
    await this.d.receivedAnswers.settle(row.id);
    let current = row;
    // A row from this process's memory, not yet confirmed by the database.
    let unconfirmed = current === this.written.get(row.id);
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = stateOf(current);
      let after: S.EventState | null;
      try {
        after = next(before, slidesOf(current), this.d.clock.now());
      } catch (err) {
        if (!(err instanceof S.TransitionError)) throw err;
        if (!unconfirmed) throw appError(err.reason, err.message);
        after = null;
      }
      if (after !== null && after !== before)
        after = await withPlay(before, after, slidesOf(current), {
          db: this.d.db,
          eventId: current.id,
          now: this.d.clock.now(),
          random: this.d.random ?? Math.random,
        });
      if (after === null || after === before) {
        if (!unconfirmed) return current;
        // Refused or nothing to do on what this process last wrote: judge the stored state.
        const fresh = await findEvent(this.d.db, current.id);
        if (!fresh) throw appError(Reason.EVENT_NOT_FOUND, 'This event no longer exists');
        current = fresh;
        unconfirmed = false;
        attempt--;
        continue;
      }
      const extra: Partial<EventRow> = {};
      if (before.status === 'lobby' && after.status === 'live') extra.startedAt = new Date(this.d.clock.now());
      if (after.status === 'ended') Object.assign(extra, { endedAt: new Date(this.d.clock.now()), recapId: randomUUID() });
      const endsStreaks = this.streaksToEnd(current, before, after);
      // Streaks end in the same transaction as the state change: only if the step was really
      // left (a lost compare-and-set may leave it open, R6.3), and never visible apart from it.
      const written =
        endsStreaks || confirm
          ? await this.d.db.transaction(async (t) => {
              const tx = t as unknown as Db;
              const row = await compareAndSetState(tx, current.id, before.version, after, extra);
              if (row && endsStreaks)
                await endStreaksOfNonAnswerers(tx, row.id, endsStreaks.slideId, endsStreaks.round, endsStreaks.satOut);
              if (row && confirm) await confirm(tx);
              return row;
            })
          : await compareAndSetState(this.d.db, current.id, before.version, after, extra);
      if (written) {
        await this.announce(written);
        return written;
      }
      const fresh = await findEvent(this.d.db, current.id);
      if (!fresh) throw appError(Reason.EVENT_NOT_FOUND, 'This event no longer exists');
      current = fresh;
      unconfirmed = false;
    }
    throw appError(Reason.EVENT_BUSY, 'The event is changing too fast; try again');
  }

  /** R6.3: leaving the answering step of a scored slide ends the streaks of those who did not answer. */
  private streaksToEnd(
    row: EventRow,
    before: S.EventState,
    after: S.EventState,
  ): { slideId: string; round: number; satOut: string[] } | null {
    const slides = slidesOf(row);
    if (!S.isAnswering(before, slides) || (after.slideIndex === before.slideIndex && after.stepIndex === before.stepIndex)) return null;
    const slide = slides[before.slideIndex]!;
    // Who sat the round out (the two-truths subject, R16.4) could not answer: their streak stays.
    const satOut = S.sittingOut(before, slide).map((s) => s.participantId);
    return hasReveal(slide) ? { slideId: slide.id, round: before.round, satOut } : null;
  }

  /**
   * Tells every process about the new state, and keeps this process's deadline timer right.
   * Never throws: the change is committed, so the command that made it succeeded. A message
   * that does not get through is made up for by the pub/sub (this process's subscribers get it
   * anyway, the others re-read when their connection returns — SPEC R9.1).
   */
  async announce(row: EventRow): Promise<void> {
    this.watchDeadline(row);
    this.remember(row);
    try {
      await this.d.pubsub.publish(eventTopic(row.id), {
        kind: 'state',
        version: row.version,
        state: announcedStateOf(row),
      } satisfies LiveMessage);
    } catch (err) {
      this.d.log.warn(
        { err, eventId: row.id, version: row.version },
        'announcing a new event state failed; other processes re-read it when pub/sub is back',
      );
    }
  }

  /**
   * Arms a timer that closes answering at the deadline (R5.2). Every process that knows
   * the event may arm one; the compare-and-set lets exactly one of them close it.
   */
  watchDeadline(row: EventRow): void {
    const known = this.deadlines.get(row.id);
    if (known && known.version >= row.version) return;
    known?.cancel();
    this.deadlines.delete(row.id);
    if (row.status !== 'live' || row.deadline === null) return;
    const version = row.version;
    const cancel = this.d.scheduler.at(row.deadline, () => {
      this.deadlines.delete(row.id);
      void this.closeIfDue(row.id, version).catch((err: unknown) =>
        this.d.log.error({ err, eventId: row.id }, 'closing answering at the deadline failed'),
      );
    });
    this.deadlines.set(row.id, { version, cancel });
  }

  /** Closes answering if the event is still where the timer left it and time is up. */
  async closeIfDue(eventId: string, version?: number): Promise<void> {
    const row = await findEvent(this.d.db, eventId);
    if (!row || (version !== undefined && row.version !== version)) return;
    const state = stateOf(row);
    if (!S.isAnswering(state, slidesOf(row)) || state.deadline === null || state.deadline > this.d.clock.now()) return;
    await this.apply(row, (s, slides, now) =>
      S.isAnswering(s, slides) && s.deadline !== null && s.deadline <= now ? S.closeAnswering(s, slides, now) : s,
    );
  }

  /** R5.8: after a start, pick up every running countdown (closing those already past). */
  async resumeDeadlines(): Promise<void> {
    for (const row of await eventsWithDeadlines(this.d.db)) {
      if (row.deadline !== null && row.deadline <= this.d.clock.now()) await this.closeIfDue(row.id);
      else this.watchDeadline(row);
    }
  }

  stop(): void {
    for (const { cancel } of this.deadlines.values()) cancel();
    this.deadlines.clear();
  }
}
