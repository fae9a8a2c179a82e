import { describe, expect, it } from 'vitest';
import { RosterWrites } from './rosterWrites';

describe('RosterWrites', () => {
  it('says an event changed while a write to it is under way, and after one ended since a read', async () => {
    let now = 100;
    const writes = new RosterWrites(() => now);
    expect(writes.unchangedSince('e1', 50)).toBe(true);

    let finish!: () => void;
    const write = writes.track(['e1'], () => new Promise<void>((ok) => (finish = ok)));
    expect(writes.unchangedSince('e1', 50)).toBe(false);
    expect(writes.unchangedSince('e1', 1e9)).toBe(false); // under way: no read can hold it yet
    expect(writes.unchangedSince('e2', 50)).toBe(true); // other events are not concerned
    now = 120;
    finish();
    await write;
    expect(writes.unchangedSince('e1', 110)).toBe(false); // read before it ended
    expect(writes.unchangedSince('e1', 120)).toBe(false); // read as it ended: maybe not in it
    expect(writes.unchangedSince('e1', 121)).toBe(true);
  });

  it('counts a write that failed, and one write for several events', async () => {
    let now = 10;
    const writes = new RosterWrites(() => now);
    now = 20;
    await expect(writes.track(['a'], () => Promise.reject(new Error('deadlock')))).rejects.toThrow('deadlock');
    expect(writes.unchangedSince('a', 15)).toBe(false);
    await writes.track(['b', 'c', 'b'], async () => 'ok');
    expect(writes.unchangedSince('b', 15)).toBe(false);
    expect(writes.unchangedSince('c', 15)).toBe(false);
    expect(writes.unchangedSince('c', 25)).toBe(true);
  });

  it('keeps overlapping writes apart: the event is quiet only when both ended', async () => {
    let now = 0;
    const writes = new RosterWrites(() => now);
    const done: (() => void)[] = [];
    const first = writes.track(['e'], () => new Promise<void>((ok) => done.push(ok)));
    const second = writes.track(['e'], () => new Promise<void>((ok) => done.push(ok)));
    now = 5;
    done[0]!();
    await first;
    expect(writes.unchangedSince('e', 6)).toBe(false);
    now = 7;
    done[1]!();
    await second;
    expect(writes.unchangedSince('e', 8)).toBe(true);
    writes.forget('e');
    expect(writes.unchangedSince('e', 0)).toBe(true);
  });
});
