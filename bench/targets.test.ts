import { describe, expect, it } from 'vitest';
import { issueTargets, targetsLine } from './targets';

const run = { joinedMs: 30_000, joinsPerSecond: 333, broadcastP99: 180, ratio: 1.1 };

describe('issue 21 targets in the bench report', () => {
  it('names the small-room targets at 500 and 1,000 phones, and says which were met', () => {
    const at500 = issueTargets({ ...run, participants: 500, broadcastP99: 16 });
    expect(at500.map((t) => [t.what, t.limit, t.met])).toEqual([
      ['host action → phone p99, ms', 15, false],
      ['joins per second', 300, true],
    ]);
    expect(issueTargets({ ...run, participants: 1000, broadcastP99: 25, joinsPerSecond: 299 }).map((t) => t.met)).toEqual([true, false]);
  });

  it('holds 19,000 or more to 40 s of joining, 250 ms and 1.3×; 10,000 to 200 ms and 1.2×', () => {
    expect(issueTargets({ ...run, participants: 19_000, joinedMs: 41_000 }).map((t) => [t.limit, t.met])).toEqual([
      [40, false],
      [250, true],
      [1.3, true],
    ]);
    expect(issueTargets({ ...run, participants: 10_000, ratio: null }).map((t) => [t.limit, t.met])).toEqual([
      [200, true],
      [1.2, false],
    ]);
  });

  it('has none for sizes the issue does not name, and says so', () => {
    expect(issueTargets({ ...run, participants: 200 })).toEqual([]);
    expect(targetsLine([])).toBe('none named by issue 21 for this many participants');
    expect(targetsLine(issueTargets({ ...run, participants: 10_000 }))).toBe(
      'broadcast p99, ms 180 (target 200) met; ratio to the baseline 1.1 (target 1.2) met',
    );
  });
});
