/**
 * How receipts and the servers' send record line up with the schedule when the server makes a
 * step before its time (with a host's default settings, the reveal once everyone answered):
 * pure functions, no processes, so it runs in milliseconds beside the real small run.
 */
import { describe, expect, it } from 'vitest';
import type { StateSend } from '../apps/server/src/graphql/ws/stateSends';
import type { ClientResult } from './protocol';
import { analyse, originsOf, quizSchedule, runSchedule, serverSendsOf, type Broadcast, type MadeBy, type ScheduleClock } from './schedule';

// base 0: the bench's clock and the servers' monotonic ms are the same numbers here.
const BASE = 0n;
// question @1000, answering @3000, reveal @9000, leaderboard @11000, ENDED @13000
const schedule = quizSchedule(['q1'], 1000, 2000, 6000);

const send = (version: number, startMs: number, endMs: number, eventId = 'e1'): StateSend => ({
  eventId,
  version,
  phones: 2,
  meWritten: 0,
  startMs,
  endMs,
});
const sends: StateSend[] = [
  send(3, 400, 410), // before play began: not one of the schedule's
  send(9, 2000, 2001, 'other'), // another event
  send(4, 1010, 1020),
  send(5, 3010, 3020),
  send(6, 5000, 5015), // the reveal, made by the server 4 s early
  send(7, 11010, 11020),
  send(8, 13010, 13020),
];

function result(receipts: number[][]): ClientResult {
  return {
    receipts,
    sizes: receipts.map(() => 900),
    ackKeys: [],
    ackAt: [],
    ackLatencies: [],
    answersSent: 0,
    answersAcked: 0,
    answersRefused: 0,
    answerErrors: [],
    duplicates: 0,
    liveErrors: 0,
    liveErrorSamples: [],
    messages: 0,
    bytes: 0,
    unexpectedCloses: 0,
    cpuUs: 0,
    wallMs: 1,
    loopDelayP99Ms: 0,
    loopDelayMaxMs: 0,
    gcTotalMs: 0,
    gcMaxMs: 0,
    gcAt: [],
    gcMs: [],
    gcMajor: [],
    otherAt: [],
  };
}

describe('a step the server made before its time', () => {
  const lined = serverSendsOf(schedule, sends, BASE, 'e1');

  it('the send record still lines up one version per step', () => {
    expect(schedule.map((b) => b.key)).toEqual(['LIVE|0|question', 'LIVE|0|answering', 'LIVE|0|reveal', 'LIVE|0|leaderboard', 'ENDED']);
    expect(schedule.map((b) => b.closesAnswering ?? false)).toEqual([false, false, true, false, false]);
    expect(lined.map((s) => s?.startMs)).toEqual([1010, 3010, 5000, 11010, 13010]);
  });

  it('is measured from its first write; the host’s steps from their scheduled time', () => {
    const { origins, unmeasured } = originsOf(schedule, [false, false, true, false, false], lined);
    expect(unmeasured).toEqual([]);
    const receipts = [
      [1030, 1040],
      [3030, 3031],
      [5005, 5012],
      [11030, 11050],
      [13025, 13026],
    ];
    const phase = analyse([result(receipts)], schedule, origins);
    const reveal = phase.perBroadcast[2]!;
    expect(reveal).toMatchObject({
      key: 'LIVE|0|reveal',
      measuredFrom: 'serverFirstWrite',
      originMs: 5000,
      originVsScheduledMs: -4000,
      delivered: 2,
      p50: 5,
      last: 12,
    });
    expect(phase.perBroadcast[3]).toMatchObject({ measuredFrom: 'scheduled', originVsScheduledMs: 0, p50: 30, last: 50 });
    expect(phase.lost).toBe(0);
    // No negative latency from an early step drags the summary down.
    expect(phase.latency.p50).toBeGreaterThan(0);
    expect(Math.min(...phase.perBroadcast.map((p) => p.p50))).toBeGreaterThan(0);
  });

  it('without a send record it falls back to the schedule and says so', () => {
    const { origins, unmeasured } = originsOf(
      schedule,
      [false, false, true, false, false],
      lined.map((s, k) => (k === 2 ? null : s)),
    );
    expect(unmeasured).toEqual(['LIVE|0|reveal']);
    expect(origins[2]).toEqual({ atMs: 9000, from: 'scheduled' });
  });
});

describe('the host’s actions', () => {
  // A clock on which every action is already due: only the actions themselves hold the schedule up.
  const dueAtOnce: ScheduleClock = { now: () => 1e9, sleep: () => Promise.resolve() };
  const turn = () => new Promise<void>((r) => setImmediate(r));

  it('go one at a time, as the host console sends them: a slow "next" is not overtaken by the one after', async () => {
    const started: string[] = [];
    const release: (() => void)[] = [];
    const act = (b: Broadcast) => {
      started.push(b.key);
      return new Promise<MadeBy>((done) => release.push(() => done('host')));
    };
    const run = runSchedule(BASE, schedule, act, () => {}, 0, dueAtOnce);
    for (let i = 0; i < 10; i++) await turn();
    // The question is still being made: nothing after it has gone out.
    expect(started).toEqual(['LIVE|0|question']);
    for (let k = 1; k <= schedule.length; k++) {
      release[k - 1]!();
      for (let i = 0; i < 10; i++) await turn();
      expect(started).toHaveLength(Math.min(k + 1, schedule.length));
    }
    const fired = await run;
    expect(started).toEqual(schedule.map((b) => b.key));
    expect(fired.madeBy).toEqual(schedule.map(() => 'host'));
  });

  it('a failed action is recorded and the next still goes', async () => {
    const act = (b: Broadcast) => (b.key === 'LIVE|0|answering' ? Promise.reject(new Error('refused')) : Promise.resolve<MadeBy>('host'));
    const fired = await runSchedule(BASE, schedule, act, () => {}, 0, dueAtOnce);
    expect(fired.errors).toEqual(['LIVE|0|answering: refused']);
    expect(fired.madeBy).toEqual(['host', null, 'host', 'host', 'host']);
  });

  it('behind schedule, closing answering still leaves the room its answer burst after opening it', async () => {
    // Each look at the clock takes a millisecond; a sleep passes its time. Play is 60 s late.
    let t = 60_000;
    const clock: ScheduleClock = {
      now: () => (t += 1),
      sleep: (ms) => ((t += Math.max(0, ms)), Promise.resolve()),
    };
    const startedAt = new Map<string, number>();
    const returnedAt = new Map<string, number>();
    const act = (b: Broadcast) => {
      startedAt.set(b.key, t);
      t += 500; // every action takes half a second
      returnedAt.set(b.key, t);
      return Promise.resolve<MadeBy>('host');
    };
    await runSchedule(BASE, schedule, act, () => {}, 2000, clock);
    expect(startedAt.get('LIVE|0|reveal')! - returnedAt.get('LIVE|0|answering')!).toBeGreaterThanOrEqual(2000);
    // The other steps, already due, go as soon as the one before returned.
    expect(startedAt.get('LIVE|0|answering')! - returnedAt.get('LIVE|0|question')!).toBeLessThan(10);
    expect(startedAt.get('LIVE|0|leaderboard')! - returnedAt.get('LIVE|0|reveal')!).toBeLessThan(10);
  });

  it('on schedule, closing answering goes at its time', async () => {
    let t = 0;
    const clock: ScheduleClock = { now: () => (t += 1), sleep: (ms) => ((t += Math.max(0, ms)), Promise.resolve()) };
    const startedAt = new Map<string, number>();
    const act = (b: Broadcast) => (startedAt.set(b.key, t), (t += 100), Promise.resolve<MadeBy>('host'));
    await runSchedule(BASE, schedule, act, () => {}, 2000, clock);
    expect(startedAt.get('LIVE|0|reveal')! - 9000).toBeLessThan(5);
    expect(startedAt.get('LIVE|0|reveal')!).toBeGreaterThanOrEqual(9000);
  });
});
