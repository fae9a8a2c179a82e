import { describe, expect, it } from 'vitest';
import { CollectTogether } from './collectTogether';

describe('CollectTogether', () => {
  it('lets the clients collect only once every one of them has the state', () => {
    const c = new CollectTogether(3);
    expect(c.noteReached(0)).toBe(false);
    expect(c.noteReached(0)).toBe(false);
    // Another state's news does not count for this one.
    expect(c.noteReached(1)).toBe(false);
    expect(c.noteReached(0)).toBe(true);
  });

  it('counts each plan on its own: the baseline numbers its sends from 0 again', () => {
    const c = new CollectTogether(2);
    c.noteReached(0);
    expect(c.noteReached(0)).toBe(true);
    c.reset();
    expect(c.noteReached(0)).toBe(false);
    expect(c.noteReached(0)).toBe(true);
  });

  it('a single client collects as soon as it has the state', () => {
    expect(new CollectTogether(1).noteReached(4)).toBe(true);
  });
});
