import { describe, expect, it } from 'vitest';
import { ManualClock } from '../lib/clock';
import { RoomPresence } from './roomPresence';
import { ManualScheduler } from './scheduler';

function presence(graceMs = 5_000, shuttingDown = false) {
  const clock = new ManualClock();
  const scheduler = new ManualScheduler(clock);
  const heard: string[] = [];
  let changes = 0;
  const p = new RoomPresence({
    clock,
    scheduler,
    graceMs: () => graceMs,
    shuttingDown: () => shuttingDown,
    connected: (id) => heard.push(`connected ${id}`),
    graceOver: (id) => heard.push(`gone ${id}`),
    changed: () => changes++,
  });
  const pass = (ms: number) => {
    clock.advance(ms);
    scheduler.runDue();
  };
  return { p, heard, pass, changes: () => changes };
}

describe('RoomPresence (R5.3)', () => {
  it('a phone whose last socket closed is still waited for until its grace period ends', () => {
    const { p, heard, pass } = presence();
    p.opened('ada');
    p.opened('ada');
    p.closedOne('ada');
    expect(p.holds('ada')).toBe(true);
    p.closedOne('ada');
    expect(p.holds('ada')).toBe(false);
    expect(p.anyoneHere).toBe(false);
    expect(p.waitedFor()).toEqual(['ada']);
    pass(4_999);
    expect(heard).toEqual(['connected ada']);
    pass(1);
    expect(heard).toEqual(['connected ada', 'gone ada']);
    expect(p.waitedFor()).toEqual([]);
  });

  it('coming back within the grace period cancels it', () => {
    const { p, heard, pass } = presence();
    p.opened('ada');
    p.closedOne('ada');
    pass(2_000);
    p.opened('ada');
    pass(10_000);
    expect(heard).toEqual(['connected ada', 'connected ada']);
    expect(p.waitedFor()).toEqual(['ada']);
  });

  it('sockets closing because this process shuts down are not drops', () => {
    const { p, heard, pass } = presence(5_000, true);
    p.opened('ada');
    p.closedOne('ada');
    expect(p.droppedIds()).toEqual([]);
    pass(10_000);
    expect(heard).toEqual(['connected ada']);
  });

  it('nothing is heard once closed, and grace timers stop', () => {
    const { p, heard, pass, changes } = presence();
    p.opened('ada');
    p.closedOne('ada');
    const before = changes();
    p.close();
    p.heard('bob', true);
    pass(10_000);
    expect(heard).toEqual(['connected ada']);
    expect(changes()).toBe(before);
  });
});
