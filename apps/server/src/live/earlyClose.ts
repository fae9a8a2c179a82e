import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Log } from '../lib/log';
import type { AnsweringWatch } from './answeringWatch';
import type { RoomPresence } from './roomPresence';
import type { Scheduler } from './scheduler';
import type { EventCommands } from './service';
import { basisOf, type EventSnapshot } from './snapshot';
import { closeAnswering, isAnswering } from './state';
import { findEvent, settingsOf, waitingToAnswer } from './store';

/** Other processes share the event: the database is asked who is still to answer at most this often. */
const SHARED_CHECK_MS = 250;

export interface EarlyCloseDeps {
  eventId: string;
  db: Db;
  clock: Clock;
  scheduler: Scheduler;
  log: Log;
  commands: EventCommands;
  /** Whether this process is the only one (it knows every socket and answer, RoomDeps.writes). */
  alone: boolean;
  shuttingDown(): boolean;
  /** The snapshot shown now, if any. */
  snapshot(): EventSnapshot | null;
  watch: AnsweringWatch;
  presence: RoomPresence;
  /** Reloads the room and waits until what it heard of is loaded. */
  readLast(): Promise<void>;
  /** Prepares the host's next change from the snapshot shown now, at once (snapshot.ts prepareAhead). */
  prepareNow(): void;
}

/**
 * R5.3: closes the open question once everyone connected — or dropped less than the grace
 * period ago — has answered; with nobody connected, nothing closes early. Alone, the process
 * knows every socket and answer and decides from the room's counters; sharing the event with
 * other processes, it asks the database, at most every SHARED_CHECK_MS.
 */
export class EarlyClose {
  /** A close of the open question under way (only one at a time). */
  private closing: Promise<void> | null = null;
  private cancelSharedCheck: (() => void) | null = null;
  private sharedCheck: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly d: EarlyCloseDeps) {}

  /** Whether a close or a check is under way: what the room's `settled()` waits for. */
  get busy(): Promise<void> | null {
    return this.closing ?? this.sharedCheck;
  }

  /** Something changed (an answer stored, a phone gone, a new snapshot): close if everyone answered. */
  check(): void {
    const snap = this.d.snapshot();
    const { watch } = this.d;
    if (!snap || this.closing || this.closed || this.d.shuttingDown() || watch.question === null) return;
    if (!settingsOf(snap.row).closeWhenAllAnswered) return;
    if (this.d.alone) {
      if (!this.d.presence.anyoneHere || !watch.everyoneAnswered()) return;
      void this.closeQuestion(watch.question);
      return;
    }
    if (this.cancelSharedCheck) return;
    this.cancelSharedCheck = this.d.scheduler.at(this.d.clock.now() + SHARED_CHECK_MS, () => {
      this.cancelSharedCheck = null;
      this.sharedCheck = this.checkShared()
        .catch((err: unknown) => this.d.log.error({ err, eventId: this.d.eventId }, 'checking who is still to answer failed'))
        .finally(() => (this.sharedCheck = null));
    });
  }

  private async checkShared(): Promise<void> {
    const snap = this.d.snapshot();
    const question = this.d.watch.question;
    if (!snap?.slide || question === null || this.closing || this.d.shuttingDown()) return;
    const { connected, waiting } = await waitingToAnswer(
      this.d.db,
      this.d.eventId,
      snap.slide.id,
      snap.state.round,
      this.d.presence.droppedIds(),
      [...snap.sitOuts.keys()],
    );
    if (connected > 0 && waiting === 0) await this.closeQuestion(question);
  }

  /** Closes the question `question` if the stored event is still answering it. */
  private closeQuestion(question: string): Promise<void> {
    this.closing ??= this.closeNow(question).finally(() => (this.closing = null));
    return this.closing;
  }

  private async closeNow(question: string): Promise<void> {
    try {
      // The reveal comes next, as surely as when the host waits on it: read the last answers
      // and prepare it first (its ranking, each phone's `me`), so its fan-out — which phones
      // wait on — writes nothing it could have written before. At 10,000 phones that was the
      // slowest step of the benchmark (10,000 `me` written on the way).
      await this.d.readLast();
      if (this.d.watch.question !== question) return;
      this.d.prepareNow();
      const fresh = await findEvent(this.d.db, this.d.eventId);
      if (!fresh) return;
      await this.d.commands.apply(fresh, (s, slides, now) =>
        isAnswering(s, slides) && basisOf(slides[s.slideIndex] ?? null, s.round) === question ? closeAnswering(s, slides, now) : s,
      );
    } catch (err) {
      this.d.log.error({ err, eventId: this.d.eventId }, 'closing answering when everyone answered failed');
    }
  }

  /** Stops the timer; nothing closes any more. */
  close(): void {
    this.closed = true;
    this.cancelSharedCheck?.();
  }
}
