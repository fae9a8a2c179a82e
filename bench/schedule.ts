/**
 * The open-loop schedule of host actions and what the clients' receipts say about it.
 * Each broadcast has a scheduled time fixed before the run starts; latency is measured from
 * it, never from when the host request actually went out, so a stalled server or a late
 * orchestrator shows up in the figures instead of hiding them (coordinated omission).
 * The one exception is a step the server made by itself before its time (with the host's
 * default `closeWhenAllAnswered`, the reveal once everyone has answered): no schedule says
 * when it began, so it is measured from the server's own record of its first write.
 */
import type { StateSend } from '../apps/server/src/graphql/ws/stateSends';
import { nowMs, type AnswerPlan, type ClientResult } from './protocol';
import { sleep } from './procs';
import { summarise, type Summary } from './stats';

export interface Broadcast {
  /** The state participants see after it: stateKey() of the message. */
  key: string;
  atMs: number;
  /** Set on answering steps: the question to answer. */
  slideId?: string;
  /**
   * Set on reveal steps: the host closes answering (`lockAnswers`) rather than advancing, so
   * that when the server has already closed it the action is refused instead of moving on
   * one step too far.
   */
  closesAnswering?: true;
}

/** Per quiz slide: question → answering (open for answerWindowMs) → reveal → leaderboard; then the end. */
export function quizSchedule(slideIds: string[], startMs: number, intervalMs: number, answerWindowMs: number): Broadcast[] {
  const out: Broadcast[] = [];
  let t = startMs;
  slideIds.forEach((slideId, i) => {
    out.push({ key: `LIVE|${i}|question`, atMs: t });
    out.push({ key: `LIVE|${i}|answering`, atMs: t + intervalMs, slideId });
    out.push({ key: `LIVE|${i}|reveal`, atMs: t + intervalMs + answerWindowMs, closesAnswering: true });
    out.push({ key: `LIVE|${i}|leaderboard`, atMs: t + 2 * intervalMs + answerWindowMs });
    t += 3 * intervalMs + answerWindowMs;
  });
  out.push({ key: 'ENDED', atMs: t });
  return out;
}

export function answerPlans(schedule: Broadcast[], burstMs: number): AnswerPlan[] {
  return schedule.flatMap((b, keyIndex) => (b.slideId ? [{ keyIndex, slideId: b.slideId, round: 0, scheduledMs: b.atMs, burstMs }] : []));
}

/**
 * Who made a step: the host's action at its scheduled time, or the server on its own before
 * the action arrived (the action was then refused, as expected).
 */
export type MadeBy = 'host' | 'server';

export interface Fired {
  /** How late each action went out, ms: the orchestrator's own health. */
  lateMs: number[];
  /** How long each host request took to return. */
  actionMs: number[];
  errors: string[];
  /** Per scheduled step; null when its action failed. */
  madeBy: (MadeBy | null)[];
}

/** The bench's clock (ms since its base) and timer; a test passes its own. */
export interface ScheduleClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/**
 * Fires `act` at each scheduled time, but never while the previous action is still running: the
 * host console sends one command at a time (`CommandGate` in the web app), because a second
 * "next" sent before the first returned would move one step too far. An action that comes due
 * meanwhile goes as soon as the previous one returns. Latency still counts from the scheduled
 * time (open loop), so a slow server shows in the figures instead of shifting the schedule.
 * One exception, as a host would: closing answering waits until the room has had `answerMs`
 * (the answer burst) since opening it returned. On time that is long past; behind schedule,
 * closing at once would refuse every answer still on its way.
 */
export async function runSchedule(
  base: bigint,
  schedule: Broadcast[],
  act: (b: Broadcast) => Promise<MadeBy>,
  progress: (i: number) => void,
  answerMs: number,
  clock: ScheduleClock = { now: () => nowMs(base), sleep },
): Promise<Fired> {
  const fired: Fired = { lateMs: [], actionMs: [], errors: [], madeBy: schedule.map(() => null) };
  let previousReturnedAt = -Infinity;
  for (const [i, b] of schedule.entries()) {
    const due = b.closesAnswering ? Math.max(b.atMs, previousReturnedAt + answerMs) : b.atMs;
    await clock.sleep(due - clock.now() - 2);
    while (clock.now() < due) {
      /* spin the last ~2 ms: timers are only ms-accurate */
    }
    const start = clock.now();
    fired.lateMs.push(start - b.atMs);
    progress(i);
    try {
      fired.madeBy[i] = await act(b);
      fired.actionMs.push(clock.now() - start);
    } catch (err) {
      fired.errors.push(`${b.key}: ${(err as Error).message}`);
    }
    previousReturnedAt = clock.now();
  }
  return fired;
}

export interface PhaseResult {
  latency: Summary;
  /** Per broadcast, the latency of its last recipient; summarised over broadcasts. */
  lastRecipient: Summary;
  perBroadcast: {
    key: string;
    /** When the step's latency counts from, ms since base: its scheduled time, or the server's first write. */
    originMs: number;
    /** originMs − the scheduled time: negative for a step the server made before its time. */
    originVsScheduledMs: number;
    measuredFrom: MeasuredFrom;
    delivered: number;
    p50: number;
    p99: number;
    last: number;
    bytes: number;
    /** Between the scheduled time and the last receipt: the clients' GC pauses (summed over processes) and messages that were not this state. */
    clientGcMs: number;
    /** Of which full (mark-compact) collections. */
    clientMajorGcMs: number;
    otherMessages: number;
  }[];
  expected: number;
  lost: number;
  duplicates: number;
  liveErrors: number;
  liveErrorSamples: string[];
  messages: number;
  bytes: number;
  messageBytes: number;
  unexpectedCloses: number;
  clientCpuPercent: number;
  clientLoopDelayP99Ms: number;
  clientLoopDelayMaxMs: number;
  clientGcMaxMs: number;
  clientGcTotalMs: number;
  answers: { sent: number; acked: number; refused: number; errors: string[]; ack: Summary; perSecond: number; allAckedMs: number };
}

/**
 * Where a step's latency counts from: the host's scheduled time (open loop), or — for a step
 * the server made by itself, which no schedule times — the server's first write of it.
 */
export type MeasuredFrom = 'scheduled' | 'serverFirstWrite';

export interface Origin {
  /** ms since base. */
  atMs: number;
  from: MeasuredFrom;
}

/**
 * Per step, where its latency counts from. `fromServer[k]` marks a step the server made by
 * itself; it is measured from its first write when the server recorded one (`sends`, ms since
 * base), else — nothing better being known — from its scheduled time, and `unmeasured` names it.
 */
export function originsOf(
  schedule: Broadcast[],
  fromServer: boolean[],
  sends: (ServerSend | null)[],
): { origins: Origin[]; unmeasured: string[] } {
  const unmeasured: string[] = [];
  const origins = schedule.map((b, k): Origin => {
    if (!fromServer[k]) return { atMs: b.atMs, from: 'scheduled' };
    const send = sends[k];
    if (send) return { atMs: send.startMs, from: 'serverFirstWrite' };
    unmeasured.push(b.key);
    return { atMs: b.atMs, from: 'scheduled' };
  });
  return { origins, unmeasured };
}

export function analyse(
  results: ClientResult[],
  schedule: Broadcast[],
  origins: Origin[] = schedule.map((b) => ({ atMs: b.atMs, from: 'scheduled' })),
): PhaseResult {
  const all: number[] = [];
  const perBroadcast: PhaseResult['perBroadcast'] = [];
  let lost = 0;
  let expected = 0;
  schedule.forEach((b, k) => {
    const origin = origins[k]!;
    const lat: number[] = [];
    for (const r of results) {
      for (const t of r.receipts[k]!) {
        expected++;
        if (t < 0) lost++;
        else lat.push(t - origin.atMs);
      }
    }
    const s = summarise(lat);
    const seen = results
      .map((r) => r.sizes[k] ?? 0)
      .filter((n) => n > 0)
      .sort((x, y) => x - y);
    const until = origin.atMs + (Number.isFinite(s.max) ? s.max : 0);
    let clientGcMs = 0;
    let clientMajorGcMs = 0;
    let otherMessages = 0;
    for (const r of results) {
      r.gcAt.forEach((at, i) => {
        const overlap = Math.max(0, Math.min(until, at + r.gcMs[i]!) - Math.max(origin.atMs, at));
        clientGcMs += overlap;
        if (r.gcMajor[i]) clientMajorGcMs += overlap;
      });
      for (const at of r.otherAt) if (at >= origin.atMs && at <= until) otherMessages++;
    }
    perBroadcast.push({
      key: b.key,
      originMs: origin.atMs,
      originVsScheduledMs: origin.atMs - b.atMs,
      measuredFrom: origin.from,
      delivered: lat.length,
      p50: s.p50,
      p99: s.p99,
      last: s.max,
      bytes: seen[Math.floor(seen.length / 2)] ?? 0,
      clientGcMs,
      clientMajorGcMs,
      otherMessages,
    });
    for (const v of lat) all.push(v);
  });
  const sizes = results.flatMap((r) => r.sizes.filter((s) => s > 0)).sort((a, b) => a - b);
  const sum = (f: (r: ClientResult) => number) => results.reduce((s, r) => s + f(r), 0);
  const wall = Math.max(...results.map((r) => r.wallMs));

  // Committed per second: per question, answers acknowledged over the span from its first ack
  // to its last, summed over questions. It cannot exceed the offered rate, N / burst.
  let span = 0;
  let allAckedMs = 0;
  schedule.forEach((b, k) => {
    if (!b.slideId) return;
    let first = Infinity;
    let last = -Infinity;
    for (const r of results) {
      r.ackKeys.forEach((key, i) => {
        if (key !== k) return;
        first = Math.min(first, r.ackAt[i]!);
        last = Math.max(last, r.ackAt[i]!);
      });
    }
    if (last > -Infinity) {
      span += Math.max(last - first, 1);
      allAckedMs = Math.max(allAckedMs, last - b.atMs);
    }
  });
  const acked = sum((r) => r.answersAcked);
  return {
    latency: summarise(all),
    lastRecipient: summarise(perBroadcast.map((p) => p.last).filter(Number.isFinite)),
    perBroadcast,
    expected,
    lost,
    duplicates: sum((r) => r.duplicates),
    liveErrors: sum((r) => r.liveErrors),
    liveErrorSamples: [...new Set(results.flatMap((r) => r.liveErrorSamples))].slice(0, 3),
    messages: sum((r) => r.messages),
    bytes: sum((r) => r.bytes),
    messageBytes: sizes.length ? sizes[Math.floor(sizes.length / 2)]! : 0,
    unexpectedCloses: sum((r) => r.unexpectedCloses),
    clientCpuPercent: wall > 0 ? (sum((r) => r.cpuUs) / 1000 / wall) * 100 : 0,
    clientLoopDelayP99Ms: Math.max(...results.map((r) => r.loopDelayP99Ms)),
    clientLoopDelayMaxMs: Math.max(...results.map((r) => r.loopDelayMaxMs)),
    clientGcMaxMs: Math.max(...results.map((r) => r.gcMaxMs)),
    clientGcTotalMs: sum((r) => r.gcTotalMs),
    answers: {
      sent: sum((r) => r.answersSent),
      acked,
      refused: sum((r) => r.answersRefused),
      errors: [...new Set(results.flatMap((r) => r.answerErrors))].slice(0, 5),
      ack: summarise(results.flatMap((r) => r.ackLatencies)),
      perSecond: span > 0 ? acked / (span / 1000) : 0,
      allAckedMs,
    },
  };
}

/** A server's first and last write of one broadcast, ms since base (the bench's clock). */
export interface ServerSend {
  startMs: number;
  endMs: number;
  phones: number;
  meWritten: number;
}

/**
 * Lines the servers' record of their sends (metrics `stateSends`, monotonic ms) up with the
 * schedule: the first send at or after play began is the first broadcast, and each later
 * version the one after it. That holds whoever made a step: a reveal the server made by itself
 * is one version like the host's, and the host's refused `lockAnswers` after it writes none.
 * Several processes send the same version: the earliest first write and the latest last write
 * count. Null for a broadcast no server recorded.
 */
export function serverSendsOf(schedule: Broadcast[], sends: StateSend[], base: bigint, eventId: string): (ServerSend | null)[] {
  const baseMs = Number(base) / 1e6;
  const first = schedule[0]?.atMs ?? Infinity;
  const mine = sends.filter((x) => x.eventId === eventId && x.startMs - baseMs >= first);
  const v0 = Math.min(...mine.map((x) => x.version));
  const out: (ServerSend | null)[] = schedule.map(() => null);
  for (const x of mine) {
    const k = x.version - v0;
    if (!schedule[k]) continue;
    const start = x.startMs - baseMs;
    const end = x.endMs - baseMs;
    const seen = out[k];
    out[k] = seen
      ? {
          startMs: Math.min(seen.startMs, start),
          endMs: Math.max(seen.endMs, end),
          phones: seen.phones + x.phones,
          meWritten: seen.meWritten + x.meWritten,
        }
      : { startMs: start, endMs: end, phones: x.phones, meWritten: x.meWritten };
  }
  return out;
}
