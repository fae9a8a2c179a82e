import type { AnnouncedState } from './service';

/**
 * The states announced on an event's topic and not shown yet by this process's room, by
 * version. A room that was still loading when two changes came shows each in turn instead of
 * jumping to the newest (a reveal between would never reach its phones). A state is forgotten
 * only once the room has shown one at least as new: one announced during the catch-up, or
 * one newer than the row the room read, is still there for the next load.
 */
export class AnnouncedStates {
  private readonly byVersion = new Map<number, AnnouncedState>();

  add(state: AnnouncedState): void {
    this.byVersion.set(state.version, state);
  }

  /** The oldest state announced after `shown` and before `newest`, if any; older ones are forgotten. */
  firstBetween(shown: number, newest: number): AnnouncedState | null {
    let first: AnnouncedState | null = null;
    for (const [version, state] of this.byVersion) {
      if (version <= shown) this.byVersion.delete(version);
      else if (version < newest && (!first || version < first.version)) first = state;
    }
    return first;
  }

  get size(): number {
    return this.byVersion.size;
  }
}
