import type { Clock } from '../lib/clock';
import type { Log } from '../lib/log';
import type { Scheduler } from './scheduler';

/** At most one "activity" message per event from this process in this many ms (R7.2). */
export const ACTIVITY_EVERY_MS = 100;

/**
 * Tells every process that an event's counts or answers changed, at most ten times a second
 * per event from this process (R7.2): rooms refresh on their own cadence anyway. The last
 * change inside a window is still announced, at the window's end.
 */
export class ActivityAnnouncer {
  private readonly last = new Map<string, number>();
  private readonly trailing = new Map<string, () => void>();

  constructor(
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly publish: (eventId: string) => Promise<void>,
    private readonly log: Log,
  ) {}

  /** Announces now when the window allows (or `force`), else once at the window's end. */
  async announce(eventId: string, force = false): Promise<void> {
    const now = this.clock.now();
    const wait = ACTIVITY_EVERY_MS - (now - (this.last.get(eventId) ?? -Infinity));
    if (!force && wait > 0) {
      if (!this.trailing.has(eventId)) {
        this.trailing.set(
          eventId,
          this.scheduler.at(now + wait, () => {
            this.trailing.delete(eventId);
            void this.announce(eventId, true).catch((err: unknown) => this.log.error({ err, eventId }, 'announcing activity failed'));
          }),
        );
      }
      return;
    }
    // Forget events quiet for a while: a process serves many events in a day.
    if (this.last.size > 1000) for (const [id, at] of this.last) if (now - at > ACTIVITY_EVERY_MS) this.last.delete(id);
    this.last.set(eventId, now);
    await this.publish(eventId);
  }

  close(): void {
    for (const cancel of this.trailing.values()) cancel();
    this.trailing.clear();
  }
}
