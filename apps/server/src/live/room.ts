import { isDatabaseUnavailable } from '../db/unavailable';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Log } from '../lib/log';
import { collectWhileIdle } from '../lib/idleGc';
import { AnsweringWatch } from './answeringWatch';
import type { RosterWrites } from './rosterWrites';
import type { Scheduler } from './scheduler';
import { AnsweringSendTimes, type AnsweringTimes } from './sendTimes';
import { AnnouncedStates } from './announcedStates';
import { EarlyClose } from './earlyClose';
import { RoomPresence } from './roomPresence';
import type { EventCommands, LiveMessage } from './service';
import { basisOf, loadSnapshot, nextSnapshot, prepareAhead, refreshSnapshot, type EventSnapshot, type PreparedChange } from './snapshot';
import { isAnswering } from './state';
import { qnaSlideShown, readQnaBoard, type QnaBoard } from './qnaBoard';
import { changeConnections, findEvent, settingsOf, type EventRow } from './store';

/** What an adapter (the websocket fan-out, a subscription) hears from a room. */
export interface RoomListener {
  /** The state for everyone, at once on attaching and then at every change. */
  state(snapshot: EventSnapshot): void;
  /** What was made ahead for the host's next change, once the room has been still a while. */
  prepared?(snapshot: EventSnapshot, prepared: PreparedChange): void;
}

/** A phone or a screen connected to a room (ParticipantCommands.connect). */
export interface RoomConnection {
  room: LiveRoom;
  /** The phone's participant; null for a big screen. */
  participantId: string | null;
  /** The socket went away: the phone stops counting as connected, the room may close. */
  close(): void;
}

/** What a phone is told when the host removed it (R3.8). */
export const REMOVED_MESSAGE = 'You were removed from this event';

export interface RoomDeps {
  db: Db;
  clock: Clock;
  scheduler: Scheduler;
  commands: EventCommands;
  log: Log;
  /** Publishes on the event's topic (every process hears it, this one too). */
  publish(message: LiveMessage): Promise<void>;
  /**
   * This process's writes to participants and answers, when it is the only process (no
   * REDIS_URL): a change of state then needs no count while nothing was written since the last
   * read (ADR 11), and this process holds every socket, so it knows who is connected without
   * asking the database (R5.3). Null: other processes share the event.
   */
  writes: RosterWrites | null;
  /** Whether the process is shutting down: its sockets close, but nobody left (R5.3). */
  shuttingDown(): boolean;
}

/** How often counts and live results are refreshed for subscribers (R7.2). */
export const REFRESH_MS = 250;

/**
 * The refresh interval for a room of `participants`. Each refresh rebuilds the room's
 * snapshot (every standing, answer and lookup: O(participants)) and keeps it until the next,
 * so in a room of thousands four refreshes a second are most of the server's garbage while
 * it fills (docs/BENCHMARKS.md). Big rooms refresh less often, at least once a second:
 * "a few times a second" at most (R7.2), and a counter moving once a second still moves.
 */
export function refreshEveryMs(participants: number): number {
  return Math.min(1000, Math.max(REFRESH_MS, Math.round(participants / 10)));
}

/**
 * How long a snapshot must stay unchanged before the next change of state is prepared
 * (snapshot.ts prepareAhead): not while answers still pour in, but well before a host moves on.
 */
const PREPARE_AFTER_MS = 500;

/** Rooms this big get their process's garbage collected while they wait (lib/idleGc.ts). */
const IDLE_GC_FROM_PARTICIPANTS = 1000;

/**
 * One live event on this process (SPEC R5.3, R6.2, R7): its snapshot, shared by every
 * subscriber and loaded once per change; who is connected here and who dropped a moment ago;
 * when each phone was sent the open question; who the question still waits for; and the
 * cadence of count and result updates. Timers go through the injected scheduler and time
 * through the injected clock. Adapters attach a listener and hear "state for everyone";
 * each phone's own part (`me`) is in the snapshot's standings and answers.
 */
export class LiveRoom {
  private readonly listeners = new Set<RoomListener>();
  private snapshotNow: EventSnapshot | null = null;
  /** Counts or answers changed since the last load. */
  private dirty = false;
  /** Questions or votes of the event's Q&A changed since it was last read (R15.7). */
  private qnaDirty = false;
  private loading: Promise<void> | null = null;
  private reloadAgain = false;
  /** A change of state is waiting: the next load must be a full one. */
  private fullPending = true;
  /** The newest state version announced on the topic. */
  private announced = 0;
  /** States announced and not shown yet: shown in turn, none skipped. */
  private readonly announcedStates = new AnnouncedStates();
  /** Messages may have been missed: the next load reads the event's row whatever this process wrote. */
  private mustRead = false;
  /** A load failed for want of the database and none has succeeded since (logged once). */
  private databaseAway = false;
  /** When the last load started (clock ms). */
  private loadedAt = -Infinity;
  /** When the load that last read the snapshot's participants and answers started (monotonic ms, as RosterWrites keeps). */
  private readAt = -Infinity;
  private cancelRefresh: (() => void) | null = null;
  private cancelPrepare: (() => void) | null = null;
  /** The snapshot the next change was last prepared for (prepareAhead), if any. */
  private preparedFor: EventSnapshot | null = null;
  private closed = false;

  /** Who is connected here, who dropped a moment ago, and connection changes not shown yet. */
  private readonly presence: RoomPresence;
  /** Participants removed since the snapshot was read (R3.8: refused from the removal on). */
  private readonly removedNow = new Set<string>();
  private readonly watch = new AnsweringWatch();
  private readonly sendTimes = new AnsweringSendTimes();
  /** Closes the open question once everyone answered (R5.3). */
  private readonly earlyClose: EarlyClose;

  constructor(
    readonly eventId: string,
    private readonly d: RoomDeps,
  ) {
    this.presence = new RoomPresence({
      clock: d.clock,
      scheduler: d.scheduler,
      graceMs: () => (this.snapshotNow ? settingsOf(this.snapshotNow.row).dropGraceSeconds * 1000 : 0),
      shuttingDown: d.shuttingDown,
      // Someone who just joined may not be in the snapshot yet: they are waited for all the same.
      connected: (id) => this.watch.connected(id),
      graceOver: (id) => {
        this.watch.left(id);
        this.checkEveryoneAnswered();
      },
      changed: () => this.markDirty(),
    });
    this.earlyClose = new EarlyClose({
      eventId,
      db: d.db,
      clock: d.clock,
      scheduler: d.scheduler,
      log: d.log,
      commands: d.commands,
      alone: d.writes !== null,
      shuttingDown: d.shuttingDown,
      snapshot: () => this.snapshotNow,
      watch: this.watch,
      presence: this.presence,
      readLast: async () => {
        await this.refresh();
        while (this.loading) await this.loading;
      },
      prepareNow: () => {
        this.cancelPrepare?.();
        this.cancelPrepare = null;
        this.prepareNow();
      },
    });
  }

  /** The snapshot subscribers were last given, if loaded. */
  get snapshot(): EventSnapshot | null {
    return this.snapshotNow;
  }

  /** Whether the host's next change has been prepared for the snapshot shown now. */
  get preparedAhead(): boolean {
    return this.snapshotNow !== null && this.preparedFor === this.snapshotNow;
  }

  /** Loads the first snapshot; subscribers attach after. */
  async open(): Promise<void> {
    await this.reload();
  }

  /** Attaches an adapter; it is given the current snapshot at once. Returns the detach. */
  attach(listener: RoomListener): () => void {
    this.listeners.add(listener);
    if (this.snapshotNow) listener.state(this.snapshotNow);
    return () => this.listeners.delete(listener);
  }

  /** Whether nothing holds the room open: no listener, no socket, nobody in their grace period. */
  get idle(): boolean {
    return this.listeners.size === 0 && !this.presence.anyoneHere;
  }

  /** Whether the host removed this participant (as far as this process knows, R3.8). */
  isRemoved(participantId: string): boolean {
    return this.removedNow.has(participantId) || !!this.snapshotNow?.removed.has(participantId);
  }

  /** The send times of a question's answering step, to note phones in (R6.2). */
  answeringTimes(slideId: string, round: number): AnsweringTimes {
    return this.sendTimes.of(slideId, round);
  }

  /** When this phone was first sent the answering step of this question, if this process did. */
  answeringSentAt(slideId: string, round: number, participantId: string): number | undefined {
    return this.sendTimes.sentAt(slideId, round, participantId);
  }

  /**
   * A socket of a participant opened here. They count as connected (R5.3, R7.3) until the
   * returned function is called; other processes hear of it on the topic.
   */
  async enter(participantId: string): Promise<() => void> {
    this.presence.opened(participantId);
    const anywhere = await changeConnections(this.d.db, participantId, 1);
    await this.d.publish({ kind: 'presence', participantId, connected: anywhere > 0 });
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.leave(participantId);
    };
  }

  private leave(participantId: string): void {
    this.presence.closedOne(participantId);
    void changeConnections(this.d.db, participantId, -1)
      .then((anywhere) => this.d.publish({ kind: 'presence', participantId, connected: anywhere > 0 }))
      .catch((err: unknown) => this.d.log.error({ err, eventId: this.eventId }, 'recording a disconnect failed'));
  }

  /** Answers to this event were stored (by this process): they are no longer waited for. */
  answersStored(rows: readonly { slideId: string; round: number; participantId: string }[]): void {
    for (const r of rows) this.watch.stored(`${r.slideId}|${r.round}`, r.participantId);
    this.checkEveryoneAnswered();
  }

  /** The host removed a participant (R3.8): refused from now on, and no longer waited for. */
  removed(participantId: string): void {
    this.removedNow.add(participantId);
    this.watch.left(participantId);
    // Their questions and votes leave the Q&A too (R15.8).
    this.qnaDirty = true;
    // Re-read now: the phone is told at once, and its answers leave the counts (R3.8).
    void this.reload();
    this.checkEveryoneAnswered();
  }

  /** A message on the event's topic, from this process or another. */
  onMessage(m: LiveMessage): void {
    switch (m.kind) {
      case 'state':
        if (this.snapshotNow && m.version <= this.snapshotNow.state.version) return;
        this.announced = Math.max(this.announced, m.version);
        if (m.state) this.announcedStates.add(m.state);
        this.fullPending = true;
        void this.reload();
        return;
      case 'presence':
        // This process's own sockets are known better here than by any message.
        if (this.presence.holds(m.participantId) && !m.connected) return;
        return this.presence.heard(m.participantId, m.connected || this.presence.holds(m.participantId));
      case 'removed':
        return this.removed(m.participantId);
      case 'qna':
        this.qnaDirty = true;
        return this.markDirty();
      default:
        return this.markDirty();
    }
  }

  /**
   * Re-reads the event and sends subscribers what is stored (SPEC R9.1): after the pub/sub
   * connection was lost, changes made meanwhile by other processes were not heard.
   */
  resync(): void {
    this.qnaDirty = true;
    this.fullPending = true;
    this.dirty = true;
    this.mustRead = true;
    void this.reload();
  }

  /** Reloads now, in full (after this process changed something subscribers must see). */
  refresh(): Promise<void> {
    this.fullPending = true;
    return this.reload();
  }

  /** Counts, answers or connections changed: refresh at the room's cadence (R7.2). */
  private markDirty(): void {
    this.dirty = true;
    if (this.cancelRefresh || this.closed) return;
    const every = refreshEveryMs(this.snapshotNow?.ranking.length ?? 0);
    const at = Math.max(this.d.clock.now(), this.loadedAt + every);
    this.cancelRefresh = this.d.scheduler.at(at, () => {
      this.cancelRefresh = null;
      if (this.dirty) void this.reload();
    });
  }

  /** One load at a time; a change during a load triggers one more. */
  private reload(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.loading) {
      this.reloadAgain = true;
      return this.loading;
    }
    const startedAt = performance.now();
    const prev = this.snapshotNow;
    const full = this.fullPending || !prev;
    const writes = this.d.writes;
    // Nothing announced since the last load and nothing this process wrote since the snapshot's
    // participants and answers were read: a change of state can take them as they are (ADR 11).
    const unchanged = full && prev !== null && !this.dirty && writes !== null && writes.unchangedSince(this.eventId, this.readAt);
    const mustRead = this.mustRead;
    this.mustRead = false;
    this.dirty = false;
    const qnaDirty = this.qnaDirty;
    this.qnaDirty = false;
    this.loadedAt = this.d.clock.now();
    this.fullPending = false;
    this.cancelRefresh?.();
    this.cancelRefresh = null;
    this.loading = (async () => {
      try {
        let snapshot = await this.load(prev, full, unchanged, mustRead);
        this.databaseAway = false;
        if (!snapshot || (prev && snapshot.state.version < prev.state.version)) return;
        if (!unchanged) this.readAt = startedAt;
        if (this.presence.unshown) snapshot = this.presence.applyTo(snapshot);
        // No await unless a board must be read: the quiz path's change of state stays one turn.
        const withQna = this.withQna(snapshot, prev, qnaDirty);
        snapshot = withQna instanceof Promise ? await withQna : withQna;
        if (snapshot !== prev) this.show(snapshot, prev);
      } catch (err) {
        // The database away is no bug: one line per room and outage, not one per retry.
        if (!isDatabaseUnavailable(err)) this.d.log.error({ err, eventId: this.eventId }, 'loading live event state failed');
        else if (!this.databaseAway)
          this.d.log.warn(
            { reason: (err as Error).message, eventId: this.eventId },
            'database unavailable: the live event is re-read when it returns',
          );
        if (isDatabaseUnavailable(err)) this.databaseAway = true;
        // markDirty below tries again at the room's cadence, however long the database is away.
        this.dirty = true;
        if (full) this.fullPending = true;
        if (mustRead) this.mustRead = true;
        if (qnaDirty) this.qnaDirty = true;
        this.markDirty();
      } finally {
        this.loading = null;
        if (this.reloadAgain) {
          this.reloadAgain = false;
          void this.reload();
        }
      }
    })();
    return this.loading;
  }

  private async load(prev: EventSnapshot | null, full: boolean, unchanged: boolean, mustRead: boolean): Promise<EventSnapshot | null> {
    const now = this.d.clock.now();
    if (!prev) return loadSnapshot(this.d.db, this.eventId, now);
    if (!full) return refreshSnapshot(this.d.db, prev, now);
    // A change this process wrote comes with its row: no need to read it back, unless
    // another process has announced a newer one since.
    const mine = this.d.commands.lastWritten(this.eventId);
    const row = mine && !mustRead && mine.version >= this.announced ? mine : await findEvent(this.d.db, this.eventId);
    if (!row) return null;
    if (row.version <= prev.state.version) return refreshSnapshot(this.d.db, prev, now);
    const between = this.firstSkipped(prev.state.version, row);
    if (!between) return nextSnapshot(this.d.db, prev, row, now, unchanged);
    // The room fell behind: this state first, then one more load for the rest. That load must
    // read the row again, not take this process's own older write as the newest.
    this.announced = Math.max(this.announced, row.version);
    this.fullPending = true;
    this.reloadAgain = true;
    return nextSnapshot(this.d.db, prev, between, now, unchanged);
  }

  /**
   * The oldest state announced after `shown` and before `newest`, as a row: a process whose
   * room was still loading when two changes came (a busy process, the host quick on the
   * keys) would otherwise jump to the newest, and its phones would never see a reveal.
   * Columns a change of state does not write are `newest`'s, except the ones that say the
   * event started or ended.
   */
  private firstSkipped(shown: number, newest: EventRow): EventRow | null {
    const first = this.announcedStates.firstBetween(shown, newest.version);
    if (!first) return null;
    const ended = first.status === 'ended';
    return {
      ...newest,
      ...first,
      startedAt: first.status === 'lobby' ? null : newest.startedAt,
      endedAt: ended ? newest.endedAt : null,
      recapId: ended ? newest.recapId : null,
    };
  }

  /**
   * The snapshot with its Q&A board (R15.7): none, and no query, when the event shows no Q&A;
   * the last one read while nothing was asked, voted or moderated since; else read again.
   */
  private withQna(snap: EventSnapshot, prev: EventSnapshot | null, dirty: boolean): EventSnapshot | Promise<EventSnapshot> {
    const slide = qnaSlideShown(snap.slides, snap.state, snap.slide);
    const known = slide && prev?.qna?.slideId === slide.id ? prev.qna : null;
    if (!slide || (known && !dirty)) return this.withBoard(snap, prev, slide ? known : null);
    return readQnaBoard(this.d.db, this.eventId, slide.id, known).then((board) => this.withBoard(snap, prev, board));
  }

  private withBoard(snap: EventSnapshot, prev: EventSnapshot | null, board: QnaBoard | null): EventSnapshot {
    if ((snap.qna ?? null) === board) return snap;
    if (snap === prev) return { ...snap, qna: board };
    snap.qna = board;
    return snap;
  }

  private show(snapshot: EventSnapshot, prev: EventSnapshot | null): void {
    this.snapshotNow = snapshot;
    if (prev && snapshot.people !== prev.people) {
      for (const id of this.removedNow) if (snapshot.removed.has(id)) this.removedNow.delete(id);
    }
    // Every process that shows an event keeps its deadline armed (R5.2, R5.8).
    this.d.commands.watchDeadline(snapshot.row);
    for (const l of this.listeners) l.state(snapshot);
    // After the phones were sent the snapshot: when a question opens, working out who it
    // waits for goes over everyone in the room (6-7 ms at 10,000 phones, docs/BENCHMARKS.md),
    // and no answer can be stored before this turn ends.
    this.watchQuestion(snapshot);
    this.prepareLater();
    this.checkEveryoneAnswered();
  }

  /** Follows the open question: who it waits for is worked out once, when it opens. */
  private watchQuestion(snap: EventSnapshot): void {
    const open = snap.slide && isAnswering(snap.state, snap.slides) ? basisOf(snap.slide, snap.state.round) : null;
    this.watch.watch(open, snap.byId, snap.answers, () => this.presence.waitedFor(), snap.sitOuts);
  }

  private prepareLater(): void {
    this.cancelPrepare?.();
    this.cancelPrepare = this.d.scheduler.at(this.d.clock.now() + PREPARE_AFTER_MS, () => {
      this.cancelPrepare = null;
      const snapshot = this.prepareNow();
      // The garbage of the last changes, collected now rather than while the next is sent.
      if (snapshot && snapshot.ranking.length >= IDLE_GC_FROM_PARTICIPANTS) collectWhileIdle();
    });
  }

  /** Prepares the host's likely next change from the snapshot shown now (snapshot.ts prepareAhead). */
  private prepareNow(): EventSnapshot | null {
    const snapshot = this.snapshotNow;
    if (!snapshot || this.preparedFor === snapshot) return snapshot;
    try {
      const prepared = prepareAhead(snapshot);
      for (const l of this.listeners) l.prepared?.(snapshot, prepared);
      this.preparedFor = snapshot;
    } catch (err) {
      // Only a head start: the next change works everything out itself when nothing was prepared.
      this.d.log.error({ err, eventId: this.eventId }, 'preparing the next change of state failed');
    }
    return snapshot;
  }

  private checkEveryoneAnswered(): void {
    this.earlyClose.check();
  }

  /** Resolves once what the room heard of is loaded and a close it started is written (tests). */
  async settled(): Promise<void> {
    while (this.loading || this.earlyClose.busy) await (this.loading ?? this.earlyClose.busy);
  }

  /** Stops every timer; the room is not used again. */
  close(): void {
    this.closed = true;
    this.cancelRefresh?.();
    this.cancelPrepare?.();
    this.earlyClose.close();
    this.presence.close();
    this.listeners.clear();
  }
}
