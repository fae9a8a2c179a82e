import { describe, expect, it } from 'vitest';
import { AnnouncedStates } from './announcedStates';
import type { AnnouncedState } from './service';

const state = (version: number): AnnouncedState =>
  ({ version, status: 'live', slideIndex: 0, stepIndex: version }) as Partial<AnnouncedState> as AnnouncedState;

describe('states announced and not shown yet', () => {
  it('gives the oldest between the one shown and the row read, then the next, none skipped', () => {
    const states = new AnnouncedStates();
    for (const v of [8, 9]) states.add(state(v));
    // Showing 7, the row read is 9: 8 first.
    expect(states.firstBetween(7, 9)?.version).toBe(8);
    // 10 is announced during the catch-up and the next load reads it: 9 is still there.
    states.add(state(10));
    expect(states.firstBetween(8, 10)?.version).toBe(9);
    expect(states.firstBetween(9, 10)).toBeNull();
  });

  it('keeps a state announced newer than the row read, and forgets each once shown past', () => {
    const states = new AnnouncedStates();
    for (const v of [8, 9, 10]) states.add(state(v));
    // The row was read before 10 was written: 10 stays for a later load.
    expect(states.firstBetween(7, 9)?.version).toBe(8);
    expect(states.size).toBe(3);
    expect(states.firstBetween(10, 11)).toBeNull();
    expect(states.size).toBe(0);
  });
});
