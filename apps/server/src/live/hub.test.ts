import { describe, expect, it } from 'vitest';
import { REFRESH_MS, refreshEveryMs } from './hub';

describe('how often a room is refreshed (R7.2)', () => {
  it('is four times a second for rooms of up to a few thousand', () => {
    expect(refreshEveryMs(0)).toBe(REFRESH_MS);
    expect(refreshEveryMs(40)).toBe(250);
    expect(refreshEveryMs(2500)).toBe(250);
  });

  it('slows with the room, to once a second at most, never less often', () => {
    expect(refreshEveryMs(5000)).toBe(500);
    expect(refreshEveryMs(10_000)).toBe(1000);
    expect(refreshEveryMs(100_000)).toBe(1000);
  });
});
