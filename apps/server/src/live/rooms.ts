import type { Message, MQEmitter } from 'mqemitter';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Log } from '../lib/log';
import { ActivityAnnouncer } from './activity';
import { LiveRoom, type RoomListener } from './room';
import type { RosterWrites } from './rosterWrites';
import type { Scheduler } from './scheduler';
import { eventTopic, type EventCommands, type LiveMessage } from './service';
import type { EventSnapshot } from './snapshot';

export interface LiveRoomsDeps {
  db: Db;
  clock: Clock;
  scheduler: Scheduler;
  /** The event topics: in-process, or Redis shared by every process. */
  emitter: MQEmitter;
  publish(topic: string, payload: unknown): Promise<void>;
  commands: EventCommands;
  log: Log;
  /** This process's record of writes when it is the only process (no REDIS_URL); else null. */
  writes: RosterWrites | null;
}

/** A room held open by an adapter or a socket, and how to let it go. */
export interface RoomHandle {
  room: LiveRoom;
  release(): void;
}

/**
 * This process's rooms, one per live event it has subscribers for (tldraw's TLSocketRoom is
 * the model): opened by the first subscriber or socket, closed with the last. Messages on an
 * event's topic — from this process or another — go to its room.
 */
export class LiveRooms {
  private readonly rooms = new Map<
    string,
    { room: LiveRoom; holders: number; opening: Promise<void>; onMessage: (m: Message, done: () => void) => void }
  >();
  private stopping = false;
  readonly activity: ActivityAnnouncer;
  /** Questions or votes of an event's Q&A changed (SPEC R15.7): as often as `activity`, never per question. */
  readonly qnaActivity: ActivityAnnouncer;

  constructor(private readonly d: LiveRoomsDeps) {
    this.activity = new ActivityAnnouncer(
      d.clock,
      d.scheduler,
      (eventId) => d.publish(eventTopic(eventId), { kind: 'activity' } satisfies LiveMessage),
      d.log,
    );
    this.qnaActivity = new ActivityAnnouncer(
      d.clock,
      d.scheduler,
      (eventId) => d.publish(eventTopic(eventId), { kind: 'qna' } satisfies LiveMessage),
      d.log,
    );
  }

  /** Holds an event's room open (opening and loading it first if needed) until released. */
  async hold(eventId: string): Promise<RoomHandle> {
    let entry = this.rooms.get(eventId);
    if (!entry) {
      const room = new LiveRoom(eventId, {
        db: this.d.db,
        clock: this.d.clock,
        scheduler: this.d.scheduler,
        commands: this.d.commands,
        log: this.d.log,
        writes: this.d.writes,
        publish: (m) => this.d.publish(eventTopic(eventId), m),
        shuttingDown: () => this.stopping,
      });
      const onMessage = (message: Message, done: () => void) => {
        const m = message.payload as LiveMessage | undefined;
        if (m) room.onMessage(m);
        done();
      };
      const created = {
        room,
        holders: 0,
        onMessage,
        // Listening before the first read: nothing announced in between is missed.
        opening: new Promise<void>((ok) => this.d.emitter.on(eventTopic(eventId), onMessage, () => ok())).then(() => room.open()),
      };
      entry = created;
      this.rooms.set(eventId, created);
    }
    entry.holders++;
    const held = entry;
    try {
      await held.opening;
    } catch (err) {
      this.release(eventId, held.room);
      throw err;
    }
    let released = false;
    return {
      room: held.room,
      release: () => {
        if (released) return;
        released = true;
        this.release(eventId, held.room);
      },
    };
  }

  /** Attaches an adapter to an event's room; it hears every snapshot until released. */
  async attach(eventId: string, listener: RoomListener): Promise<RoomHandle> {
    const handle = await this.hold(eventId);
    const detach = handle.room.attach(listener);
    return {
      room: handle.room,
      release: () => {
        detach();
        handle.release();
      },
    };
  }

  private release(eventId: string, room: LiveRoom): void {
    const entry = this.rooms.get(eventId);
    if (!entry || entry.room !== room) return;
    entry.holders--;
    if (entry.holders > 0) return;
    room.close();
    this.d.emitter.removeListener(eventTopic(eventId), entry.onMessage);
    this.rooms.delete(eventId);
    this.d.writes?.forget(eventId);
  }

  /**
   * Re-reads every event this process shows and sends subscribers what is stored (SPEC R9.1):
   * called when the pub/sub connection is back, since messages may have been lost meanwhile.
   */
  resyncAll(): void {
    for (const { room } of this.rooms.values()) room.resync();
  }

  /** The room of an event on this process, if one is open. */
  room(eventId: string): LiveRoom | undefined {
    return this.rooms.get(eventId)?.room;
  }

  /** The snapshot this process shows of an event, if it shows it. */
  current(eventId: string): EventSnapshot | null {
    return this.room(eventId)?.snapshot ?? null;
  }

  /** Reloads an event's room now, if open. */
  async refresh(eventId: string): Promise<void> {
    await this.room(eventId)?.refresh();
  }

  /** Answers were stored by this process: their rooms stop waiting for those participants (R5.3). */
  answersStored(eventId: string, rows: readonly { slideId: string; round: number; participantId: string }[]): void {
    this.room(eventId)?.answersStored(rows);
  }

  /** The host removed a participant: this process's room knows at once, the others by message (R3.8). */
  async removed(eventId: string, participantId: string): Promise<void> {
    this.room(eventId)?.removed(participantId);
    await this.d.publish(eventTopic(eventId), { kind: 'removed', participantId } satisfies LiveMessage);
  }

  /**
   * The process is shutting down: its sockets are about to close because the server is going
   * away, not because people left, and they will reconnect elsewhere. Those disconnects must
   * not close a question early (R5.3).
   */
  beginShutdown(): void {
    this.stopping = true;
  }

  close(): void {
    for (const [id, entry] of this.rooms) {
      entry.room.close();
      this.d.emitter.removeListener(eventTopic(id), entry.onMessage);
    }
    this.rooms.clear();
    this.activity.close();
    this.qnaActivity.close();
  }
}
