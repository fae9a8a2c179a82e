import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HOST_SOCKET_RESERVE,
  RefusalLog,
  SocketBudget,
  defaultMaxSockets,
  parseOpenFileLimit,
  readOpenFileLimit,
  readSomaxconn,
} from './socketBudget';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            1024                 20000                files
Max locked memory         8388608              8388608              bytes
`;

describe('the open-file limit', () => {
  it('is read from the "Max open files" line of /proc/self/limits', () => {
    expect(parseOpenFileLimit(LIMITS)).toEqual({ soft: 1024, hard: 20000 });
    expect(parseOpenFileLimit('Max open files            unlimited            unlimited            files')).toEqual({
      soft: null,
      hard: null,
    });
    expect(parseOpenFileLimit('Max processes 100 100 processes')).toBeNull();
    expect(parseOpenFileLimit('')).toBeNull();
  });

  it('is null where the file cannot be read, as off Linux', () => {
    const dir = mkdtempSync(join(tmpdir(), 'limits-'));
    writeFileSync(join(dir, 'limits'), LIMITS);
    expect(readOpenFileLimit(join(dir, 'limits'))).toEqual({ soft: 1024, hard: 20000 });
    expect(readOpenFileLimit(join(dir, 'missing'))).toBeNull();
    writeFileSync(join(dir, 'somaxconn'), '4096\n');
    expect(readSomaxconn(join(dir, 'somaxconn'))).toBe(4096);
    expect(readSomaxconn(join(dir, 'missing'))).toBeNull();
  });

  it('gives MAX_SOCKETS by default: the soft limit less 5 % (at least 500) and the hosts\u2019 reserve', () => {
    expect(defaultMaxSockets({ soft: 20_000, hard: 20_000 })).toBe(20_000 - 1000 - HOST_SOCKET_RESERVE);
    expect(defaultMaxSockets({ soft: 1024, hard: 4096 })).toBe(1024 - 500 - HOST_SOCKET_RESERVE);
    expect(defaultMaxSockets({ soft: 256, hard: 256 })).toBe(1);
    expect(defaultMaxSockets({ soft: null, hard: null })).toBeNull();
    expect(defaultMaxSockets(null)).toBeNull();
  });
});

describe('SocketBudget', () => {
  const quiet = { warn: () => {} };

  it('takes participants up to MAX_SOCKETS, and signed-in people from their own reserve first', () => {
    const budget = new SocketBudget(2, quiet, 1);
    expect(budget.take(false)).toBe('participants');
    expect(budget.take(false)).toBe('participants');
    expect(budget.hasRoom()).toBe(false);
    expect(budget.take(false)).toBeNull();
    expect(budget.take(true)).toBe('hosts');
    // The reserve used up, a signed-in person takes a participant's place if there is one.
    expect(budget.take(true)).toBeNull();
    budget.release('participants');
    expect(budget.take(true)).toBe('participants');
    expect(budget.openSockets).toBe(3);
    budget.release('hosts');
    budget.release('hosts');
    expect(budget.openSockets).toBe(2);
  });

  it('without a budget, refuses nobody', () => {
    const budget = new SocketBudget(null, quiet);
    for (let i = 0; i < 100_000; i++) budget.take(false);
    expect(budget.hasRoom()).toBe(true);
    expect(budget.take(false)).toBe('participants');
  });
});

describe('RefusalLog', () => {
  it('warns at the first refusal, then once per window with the count, and stops when they stop', () => {
    const lines: object[] = [];
    const timers: (() => void)[] = [];
    const log = new RefusalLog({ warn: (obj: object) => lines.push(obj) } as never, () => ({ openSockets: 3 }), 10_000, {
      setTimeout: (fn) => {
        timers.push(fn);
        return {};
      },
    });
    log.note('websocket');
    log.note('websocket');
    log.note('join');
    expect(lines).toEqual([{ refusedWebsockets: 1, refusedJoins: 0, openSockets: 3 }]);
    timers.shift()!();
    expect(lines[1]).toEqual({ refusedWebsockets: 1, refusedJoins: 1, openSockets: 3 });
    timers.shift()!();
    expect(lines).toHaveLength(2);
    expect(timers).toHaveLength(0);
    log.note('join');
    expect(lines[2]).toEqual({ refusedWebsockets: 0, refusedJoins: 1, openSockets: 3 });
  });
});
