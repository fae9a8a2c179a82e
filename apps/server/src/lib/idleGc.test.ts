import { describe, expect, it } from 'vitest';
import { collectWhileIdle, enableCollectingWhileIdle, IDLE_GC_EVERY_MS } from './idleGc';

describe('collecting garbage while a room waits', () => {
  it('does nothing until enabled, then collects at most once per IDLE_GC_EVERY_MS', () => {
    expect(collectWhileIdle(1_000_000)).toBe(false);
    enableCollectingWhileIdle();
    // A heap with garbage in it: the collection must free some.
    let junk: object[] | null = Array.from({ length: 200_000 }, (_, i) => ({ i, text: `item ${i}` }));
    expect(junk.length).toBe(200_000);
    junk = null;
    const before = process.memoryUsage().heapUsed;
    expect(collectWhileIdle(2_000_000)).toBe(true);
    expect(process.memoryUsage().heapUsed).toBeLessThan(before);
    expect(collectWhileIdle(2_000_000 + IDLE_GC_EVERY_MS - 1)).toBe(false);
    expect(collectWhileIdle(2_000_000 + IDLE_GC_EVERY_MS)).toBe(true);
  });
});
