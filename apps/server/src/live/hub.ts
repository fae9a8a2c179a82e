import type { Message, MQEmitter } from 'mqemitter';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Log } from '../lib/log';
import { collectWhileIdle } from '../lib/idleGc';
import { eventTopic, type EventCommands, type LiveMessage } from './service';
import type { RosterWrites } from './rosterWrites';
import { findEvent } from './store';
import { loadSnapshot, nextSnapshot, prepareAhead, refreshSnapshot, type EventSnapshot, type PreparedChange } from './snapshot';

type Listener = (snapshot: EventSnapshot) => void;
/** Told what was prepared for the next change of state of the snapshot it was last sent. */
type Preparer = (snapshot: EventSnapshot, prepared: PreparedChange) => void;

interface Room {
  listeners: Set<Listener>;
  preparers: Map<Listener, Preparer>;
  snapshot: EventSnapshot | null;
  /** Counts or answers changed since the last load. */
  dirty: boolean;
  loading: Promise<void> | null;
  reloadAgain: boolean;
  /** A change of state is waiting: the next load must be a full one. */
  fullPending: boolean;
  /** The newest state version announced on the topic. */
  announced: number;
  /** When the last load started (monotonic ms). */
  loadedAt: number;
  /** When the load that last read the snapshot's participants and answers started (monotonic ms). */
  readAt: number;
  ticker: NodeJS.Timeout;
  /** Prepares the next change of state once the snapshot has been still a while. */
  preparing: NodeJS.Timeout | undefined;
  onMessage: (message: Message, done: () => void) => void;
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
 * This process's view of the events it has subscribers for. One snapshot per event is
 * loaded per change and shared by every subscriber; changes arrive on the event's topic,
 * from this process or another.
 */
export class LiveHub {
  private readonly rooms = new Map<string, Room>();

  constructor(
    private readonly db: Db,
    private readonly emitter: MQEmitter,
    private readonly clock: Clock,
    private readonly commands: EventCommands,
    private readonly log: Log,
    /**
     * This process's writes to participants and answers, when it is the only process writing
     * them (no REDIS_URL): a change of state then needs no count from the database while
     * nothing was written since the last read (ADR 11). Null: always count.
     */
    private readonly writes: RosterWrites | null = null,
  ) {}

  /**
   * Listens to an event; the listener gets the current snapshot at once, then every change.
   * A preparer, if given, hears what was made ahead for the next change while the room waits.
   */
  async subscribe(eventId: string, listener: Listener, preparer?: Preparer): Promise<() => void> {
    let room = this.rooms.get(eventId);
    if (!room) {
      room = this.openRoom(eventId);
      this.rooms.set(eventId, room);
      await new Promise<void>((ok) => this.emitter.on(eventTopic(eventId), room!.onMessage, () => ok()));
      await this.reload(eventId, room);
    } else if (room.loading) {
      await room.loading;
    }
    room.listeners.add(listener);
    if (preparer) room.preparers.set(listener, preparer);
    if (room.snapshot) listener(room.snapshot);
    return () => this.unsubscribe(eventId, listener);
  }

  /** Reloads now (after this process changed something and wants subscribers to see it). */
  async refresh(eventId: string): Promise<void> {
    const room = this.rooms.get(eventId);
    if (!room) return;
    room.fullPending = true;
    await this.reload(eventId, room);
  }

  current(eventId: string): EventSnapshot | null {
    return this.rooms.get(eventId)?.snapshot ?? null;
  }

  private openRoom(eventId: string): Room {
    const room: Room = {
      listeners: new Set(),
      preparers: new Map(),
      snapshot: null,
      dirty: false,
      loading: null,
      reloadAgain: false,
      fullPending: true,
      announced: 0,
      loadedAt: 0,
      readAt: -Infinity,
      preparing: undefined,
      ticker: setInterval(() => {
        if (room.dirty && performance.now() - room.loadedAt >= refreshEveryMs(room.snapshot?.ranking.length ?? 0) - REFRESH_MS / 2) void this.reload(eventId, room);
      }, REFRESH_MS),
      onMessage: (message, done) => {
        const m = message.payload as LiveMessage | undefined;
        if (m?.kind === 'state' && (!room.snapshot || m.version > room.snapshot.state.version)) {
          room.announced = Math.max(room.announced, m.version);
          room.fullPending = true;
          void this.reload(eventId, room);
        } else room.dirty = true;
        done();
      },
    };
    room.ticker.unref();
    return room;
  }

  private unsubscribe(eventId: string, listener: Listener): void {
    const room = this.rooms.get(eventId);
    if (!room) return;
    room.listeners.delete(listener);
    room.preparers.delete(listener);
    if (room.listeners.size > 0) return;
    clearInterval(room.ticker);
    clearTimeout(room.preparing);
    this.emitter.removeListener(eventTopic(eventId), room.onMessage);
    this.rooms.delete(eventId);
    this.writes?.forget(eventId);
  }

  /** One load at a time per event; a change during a load triggers one more. */
  private reload(eventId: string, room: Room): Promise<void> {
    if (room.loading) {
      room.reloadAgain = true;
      return room.loading;
    }
    const startedAt = performance.now();
    const full = room.fullPending || !room.snapshot;
    // Nothing announced since the last load and nothing this process wrote since the snapshot's
    // participants and answers were read: a change of state can take them as they are.
    const unchanged = full && room.snapshot !== null && !room.dirty && this.writes !== null && this.writes.unchangedSince(eventId, room.readAt);
    room.dirty = false;
    room.loadedAt = startedAt;
    room.fullPending = false;
    room.loading = (async () => {
      try {
        const snapshot = await this.load(eventId, room.snapshot, full, room.announced, unchanged);
        if (snapshot && (!room.snapshot || snapshot.state.version >= room.snapshot.state.version)) {
          room.snapshot = snapshot;
          // A load that took them as they were keeps the older time: later writes are measured from it.
          if (!unchanged) room.readAt = startedAt;
          // Every process that shows an event keeps its deadline armed (R5.2, R5.8).
          this.commands.watchDeadline(snapshot.row);
          for (const l of room.listeners) l(snapshot);
          this.prepareLater(room);
        }
      } catch (err) {
        this.log.error({ err, eventId }, 'loading live event state failed');
        room.dirty = true;
        if (full) room.fullPending = true;
      } finally {
        room.loading = null;
        if (room.reloadAgain) {
          room.reloadAgain = false;
          void this.reload(eventId, room);
        }
      }
    })();
    return room.loading;
  }

  private prepareLater(room: Room): void {
    clearTimeout(room.preparing);
    room.preparing = setTimeout(() => {
      try {
        const snapshot = room.snapshot;
        if (!snapshot) return;
        const prepared = prepareAhead(snapshot);
        for (const p of room.preparers.values()) p(snapshot, prepared);
        // The garbage of the last changes, collected now rather than while the next is sent.
        if (snapshot.ranking.length >= IDLE_GC_FROM_PARTICIPANTS) collectWhileIdle();
      } catch (err) {
        // Only a head start: the next change works everything out itself when nothing was prepared.
        this.log.error({ err }, 'preparing the next change of state failed');
      }
    }, PREPARE_AFTER_MS);
    room.preparing.unref();
  }

  private async load(eventId: string, prev: EventSnapshot | null, full: boolean, announced: number, unchanged: boolean): Promise<EventSnapshot | null> {
    const now = this.clock.now();
    if (!prev) return loadSnapshot(this.db, eventId, now);
    if (!full) return refreshSnapshot(this.db, prev, now);
    // A change this process wrote comes with its row: no need to read it back, unless
    // another process has announced a newer one since.
    const mine = this.commands.lastWritten(eventId);
    const row = mine && mine.version >= announced ? mine : await findEvent(this.db, eventId);
    if (!row) return null;
    return row.version > prev.state.version ? nextSnapshot(this.db, prev, row, now, unchanged) : refreshSnapshot(this.db, prev, now);
  }

  close(): void {
    for (const [id, room] of this.rooms) {
      clearInterval(room.ticker);
      clearTimeout(room.preparing);
      this.emitter.removeListener(eventTopic(id), room.onMessage);
    }
    this.rooms.clear();
  }
}
