import type { Clock } from '../lib/clock';
import type { Scheduler } from './scheduler';
import { withConnections, type EventSnapshot } from './snapshot';

/** Connection changes heard of for participants not read yet are kept this long. */
const PRESENCE_KEEP_MS = 10_000;

export interface PresenceDeps {
  clock: Clock;
  scheduler: Scheduler;
  /** How long a phone that dropped is still waited for (the event's setting, R5.3). */
  graceMs(): number;
  /** Whether the process is shutting down: its sockets close, but nobody left (R5.3). */
  shuttingDown(): boolean;
  /** Someone connected (here or elsewhere): they are waited for, even if not read yet. */
  connected(participantId: string): void;
  /** A dropped phone's grace period ended without it coming back. */
  graceOver(participantId: string): void;
  /** A connection came or went: the room's counts are out of date. */
  changed(): void;
}

/**
 * Who is connected to one event as this process knows it (R5.3, R7.3): the sockets each
 * participant holds here, who dropped less than the grace period ago, and the connection
 * changes heard of (here or through the topic) that the room's snapshot does not show yet.
 */
export class RoomPresence {
  /** Sockets each participant holds on this process. */
  private readonly sockets = new Map<string, number>();
  /** Participants who lost their last socket, until their grace period ends. */
  private readonly dropped = new Map<string, { at: number; cancel: () => void }>();
  /** Connection states heard of and not yet in the snapshot, with when they were heard. */
  private readonly heardOf = new Map<string, { connected: boolean; at: number }>();
  private closed = false;

  constructor(private readonly d: PresenceDeps) {}

  /** Whether the participant holds a socket on this process. */
  holds(participantId: string): boolean {
    return this.sockets.has(participantId);
  }

  /** Whether anyone holds a socket on this process. */
  get anyoneHere(): boolean {
    return this.sockets.size > 0;
  }

  /** Those holding a socket here, then those in their grace period: who a question may wait for. */
  waitedFor(): string[] {
    return [...this.sockets.keys(), ...this.dropped.keys()];
  }

  /** Those in their grace period. */
  droppedIds(): string[] {
    return [...this.dropped.keys()];
  }

  /** A socket of the participant opened here. */
  opened(participantId: string): void {
    const sockets = (this.sockets.get(participantId) ?? 0) + 1;
    this.sockets.set(participantId, sockets);
    if (sockets === 1) this.heard(participantId, true);
  }

  /** A socket of the participant here closed. */
  closedOne(participantId: string): void {
    const sockets = (this.sockets.get(participantId) ?? 1) - 1;
    if (sockets > 0) this.sockets.set(participantId, sockets);
    else {
      this.sockets.delete(participantId);
      this.heard(participantId, false);
    }
  }

  /**
   * A participant's connection came or went, here or (through the topic) on another process.
   * A drop starts their grace period: until it ends they are still waited for (R5.3).
   */
  heard(participantId: string, connected: boolean): void {
    if (this.closed) return;
    // This process is going away and is closing its sockets: their phones reconnect elsewhere.
    // Neither the close nor this process's own message about it is a drop to wait out here.
    if (!connected && this.d.shuttingDown()) return;
    const now = this.d.clock.now();
    this.heardOf.set(participantId, { connected, at: now });
    const drop = this.dropped.get(participantId);
    if (connected) {
      drop?.cancel();
      this.dropped.delete(participantId);
      this.d.connected(participantId);
    } else if (!drop && !this.sockets.has(participantId)) {
      const cancel = this.d.scheduler.at(now + this.d.graceMs(), () => {
        this.dropped.delete(participantId);
        if (this.sockets.has(participantId)) return;
        this.d.graceOver(participantId);
      });
      this.dropped.set(participantId, { at: now, cancel });
    }
    this.d.changed();
  }

  /** Whether connection changes wait to be shown. */
  get unshown(): boolean {
    return this.heardOf.size > 0;
  }

  /** The connection states heard of since the participants were read, applied to `snap`. */
  applyTo(snap: EventSnapshot): EventSnapshot {
    const changes = new Map<string, boolean>();
    for (const [id, c] of this.heardOf) changes.set(id, c.connected);
    const now = this.d.clock.now();
    const { snapshot, found } = withConnections(snap, changes, now);
    for (const id of found) this.heardOf.delete(id);
    // Someone heard of but not read yet (a join in flight) is kept a while, then forgotten.
    for (const [id, c] of this.heardOf) if (now - c.at > PRESENCE_KEEP_MS) this.heardOf.delete(id);
    return snapshot;
  }

  /** Stops every grace timer; nothing is heard any more. */
  close(): void {
    this.closed = true;
    for (const d of this.dropped.values()) d.cancel();
    this.dropped.clear();
  }
}
