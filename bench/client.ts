/**
 * A load-generator process: holds a share of the simulated participants' sockets. It joins
 * through the real API, subscribes with the web app's own document, records when each state
 * first arrives, answers on the plan's schedule and reports everything back at the end; it
 * sends nothing to the orchestrator per message, so IPC never competes with receiving.
 */
import { constants as perfConstants, monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram } from 'node:perf_hooks';
import WebSocket from 'ws';
import { exposeGc } from '../apps/server/src/lib/idleGc';
import { LIVE_EVENT_SUBSCRIPTION, SUBMIT_ANSWER_MUTATION } from '../apps/web/src/live/operations';
import { postJson } from './httpJson';
import {
  nowMs,
  protocolOf,
  serverTimeOf,
  sourceIpOf,
  stateKey,
  type AnswerPlan,
  type FromClient,
  type JoinCommand,
  type PlanCommand,
  type Protocol,
  type ToClient,
} from './protocol';

interface Seat {
  local: number;
  ws: WebSocket;
  protocol: Protocol | null;
  /** The previous liveEvent's state and serverTime, to spot a resend of the same send (a duplicate). */
  lastKey: number;
  lastServerTime: number;
  sentAt: Map<string, number>;
  onFirst: (() => void) | null;
  onAck: (() => void) | null;
  onFail: ((why: string) => void) | null;
}

interface Plan {
  keyIndex: Map<string, number>;
  receipts: Float64Array[];
  sizes: number[];
  answers: Map<number, AnswerRun>;
  /** Per key, local sockets that have not shown it yet. */
  missing: Int32Array;
  eventId: string;
  finalKey: number;
  cpuStart: NodeJS.CpuUsage;
  wallStart: number;
  loop: IntervalHistogram;
}

/**
 * One answering step's answers from this process: each socket's intended time is drawn when
 * play starts, and one timer walks them in time order. (A timer per answer made 5,000 timer
 * objects that lived through the step's reading and were collected while it went on.)
 */
interface AnswerRun {
  plan: AnswerPlan;
  intended: Float64Array;
  /** Local socket indexes by intended time. */
  order: Uint32Array;
  next: number;
  sent: Uint8Array;
}

function answerRun(plan: AnswerPlan, count: number): AnswerRun {
  const intended = Float64Array.from({ length: count }, () => plan.scheduledMs + Math.random() * plan.burstMs);
  const order = Uint32Array.from({ length: count }, (_, i) => i).sort((a, b) => intended[a]! - intended[b]!);
  return { plan, intended, order, next: 0, sent: new Uint8Array(count) };
}

const JOIN = 'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken } }';

let base = 0n;
let ips: string[] = ['127.0.0.1'];
let seats: Seat[] = [];
let plan: Plan | null = null;
let closing = false;
const c = {
  answersSent: 0,
  answersAcked: 0,
  answersRefused: 0,
  duplicates: 0,
  liveErrors: 0,
  messages: 0,
  bytes: 0,
  unexpectedCloses: 0,
  finalSeen: 0,
  pendingAnswers: 0,
};
let acks = { keys: [] as number[], at: [] as number[], latencies: [] as number[] };
let answerErrors: string[] = [];
let liveErrorSamples: string[] = [];
let finalSent = false;
/** The load generator's own garbage collection during play: a pause here delays receipts. */
const gc = { totalMs: 0, maxMs: 0, at: [] as number[], ms: [] as number[], major: [] as boolean[] };

/**
 * This process stands in for thousands of phones, each of which would collect its own small
 * heap on its own: here one collection stops all of them at once, and V8 tends to start one
 * while a state is being read. So the load generator collects its whole heap when play starts
 * and again once each state has reached the sockets of every client process (the orchestrator
 * says so: collectTogether.ts) — seconds before the next is due, in the baseline's run as in
 * Mingle's.
 */
const collectNow = exposeGc();
/** While warmReceipts runs its made-up states: they are nobody's business but this process's. */
let warming = false;
/** Messages during play that were not a new state for their socket. */
let otherAt: number[] = [];
new PerformanceObserver((list) => {
  if (!plan) return;
  // Entries carry performance.now() times; the bench's clock is hrtime since `base`.
  const offset = nowMs(base) - performance.now();
  for (const e of list.getEntries()) {
    gc.totalMs += e.duration;
    gc.maxMs = Math.max(gc.maxMs, e.duration);
    gc.at.push(e.startTime + offset);
    gc.ms.push(e.duration);
    gc.major.push((e as unknown as { detail?: { kind?: number } }).detail?.kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR);
  }
}).observe({ entryTypes: ['gc'] });

const send = (m: FromClient) => process.send?.(m);
const noteError = (list: string[], e: string) => list.length < 5 && !list.includes(e) && list.push(e);

function startOp(seat: Seat, id: string, query: string, variables: Record<string, unknown>): void {
  seat.ws.send(JSON.stringify({ id, type: seat.protocol === 'graphql-ws' ? 'start' : 'subscribe', payload: { query, variables } }));
}

function checkFinal(): void {
  if (!finalSent && plan && c.finalSeen >= seats.length && c.pendingAnswers === 0) {
    finalSent = true;
    send({ type: 'final' });
  }
}

function onLive(seat: Seat, text: string, size: number): void {
  const now = nowMs(base);
  const key = stateKey(text);
  if (key === null) {
    // A result without a state: GraphQL errors. Joining fails on it; later it is counted.
    if (seat.onFail && seat.onFirst) return seat.onFail(`liveEvent error: ${text.slice(0, 200)}`);
    c.liveErrors++;
    noteError(liveErrorSamples, text.slice(0, 200));
    return;
  }
  if (seat.onFirst) {
    seat.onFirst();
    seat.onFirst = null;
  }
  if (!plan) return;
  c.messages++;
  c.bytes += size;
  // Only numbers are kept per socket: holding each message's text would promote 10,000
  // strings per broadcast to the old generation and make the load generator GC-bound.
  const k = plan.keyIndex.get(key) ?? -1;
  const serverTime = serverTimeOf(text);
  if (k === seat.lastKey && serverTime === seat.lastServerTime) c.duplicates++;
  seat.lastKey = k;
  seat.lastServerTime = serverTime;
  if (k < 0) return void otherAt.push(now);
  const receipts = plan.receipts[k]!;
  if (receipts[seat.local]! >= 0) return void otherAt.push(now);
  receipts[seat.local] = now;
  oneLessMissing(plan, k);
  if (!plan.sizes[k]) plan.sizes[k] = size;
  const run = plan.answers.get(k);
  // Its time came before the phone showed the step: it answers now (open loop: still timed from then).
  if (run && run.intended[seat.local]! <= now) sendAnswer(seat, run, k, plan.eventId);
  if (k === plan.finalKey) c.finalSeen++;
  checkFinal();
}

/**
 * A socket closed during play will show no more states: it no longer holds back this process's
 * "reached" (collectTogether.ts), or every client's collections would wait for it all run long.
 * Its missing states still count as lost.
 */
function noShowFromClosed(seat: Seat): void {
  if (!plan || warming || seat.local < 0) return;
  for (let k = 0; k < plan.missing.length; k++) if (plan.receipts[k]![seat.local]! < 0 && plan.missing[k]! > 0) oneLessMissing(plan, k);
}

/** One socket fewer still to show state `k`; the last one tells the orchestrator (collectTogether.ts). */
function oneLessMissing(p: Plan, k: number): void {
  if (--p.missing[k]! === 0 && !warming) send({ type: 'reached', key: k });
}

/** Open loop: the intended time is fixed by the plan; a late send still counts from it. */
function sendAnswer(seat: Seat, run: AnswerRun, k: number, eventId: string): void {
  if (run.sent[seat.local]) return;
  run.sent[seat.local] = 1;
  if (seat.ws.readyState !== WebSocket.OPEN) {
    noteError(answerErrors, 'socket not open when answering');
    return;
  }
  const id = `a${k}`;
  c.pendingAnswers++;
  seat.sentAt.set(id, run.intended[seat.local]!);
  c.answersSent++;
  const a = run.plan;
  startOp(seat, id, SUBMIT_ANSWER_MUTATION, {
    eventId,
    slideId: a.slideId,
    answer: { choices: [Math.floor(Math.random() * 4)] },
    round: a.round,
  });
}

/** Sends the answers that are due, from phones that showed the step, then waits for the next one due. */
function walkAnswers(run: AnswerRun, k: number): void {
  if (!plan || plan.answers.get(k) !== run) return;
  const now = nowMs(base);
  const shown = plan.receipts[k]!;
  while (run.next < run.order.length && run.intended[run.order[run.next]!]! <= now) {
    const local = run.order[run.next++]!;
    if (shown[local]! >= 0) sendAnswer(seats[local]!, run, k, plan.eventId);
  }
  if (run.next < run.order.length) setTimeout(() => walkAnswers(run, k), Math.max(0, run.intended[run.order[run.next]!]! - now));
}

function onAnswerReply(seat: Seat, m: { id: string; type: string; payload?: unknown }): void {
  const intended = seat.sentAt.get(m.id);
  if (intended === undefined) return; // the `complete` after a result
  seat.sentAt.delete(m.id);
  c.pendingAnswers--;
  const payload = m.payload as
    { data?: { submitAnswer?: { accepted?: boolean } | null }; errors?: { message: string }[] } | { message: string }[] | undefined;
  const errors = Array.isArray(payload) ? payload : payload?.errors;
  if (
    m.type === 'error' ||
    errors?.length ||
    !(payload as { data?: { submitAnswer?: { accepted?: boolean } } })?.data?.submitAnswer?.accepted
  ) {
    c.answersRefused++;
    noteError(answerErrors, errors?.[0]?.message ?? JSON.stringify(m).slice(0, 200));
  } else {
    c.answersAcked++;
    const now = nowMs(base);
    acks.keys.push(Number(m.id.slice(1)));
    acks.at.push(now);
    acks.latencies.push(now - intended);
  }
  checkFinal();
}

function onMessage(seat: Seat, data: Buffer): void {
  const text = data.toString();
  if (text.includes('"liveEvent"')) return onLive(seat, text, data.length);
  if (plan) otherAt.push(nowMs(base));
  let m: { type: string; id?: string; payload?: unknown };
  try {
    m = JSON.parse(text) as typeof m;
  } catch {
    return;
  }
  if (m.type === 'connection_ack') seat.onAck?.();
  else if (m.type === 'connection_error') seat.onFail?.(`connection_error ${text.slice(0, 200)}`);
  else if (m.type === 'ping') seat.ws.send('{"type":"pong"}');
  else if (m.id?.startsWith('a')) onAnswerReply(seat, m as { id: string; type: string });
  else if (m.id === 'live' && m.type === 'error') seat.onFail?.(`subscription error ${text.slice(0, 200)}`);
}

/** Opens a socket and resolves once `ready` says so; the seat keeps its handlers afterwards. */
function openSeat(
  url: string,
  protocol: Protocol | null,
  localAddress: string,
  timeoutMs: number,
  ready: (seat: Seat, done: () => void) => void,
): Promise<Seat> {
  const ws = protocol
    ? new WebSocket(url, protocol, { localAddress, perMessageDeflate: false })
    : new WebSocket(url, { localAddress, perMessageDeflate: false });
  const seat: Seat = {
    local: -1,
    ws,
    protocol,
    lastKey: -2,
    lastServerTime: NaN,
    sentAt: new Map(),
    onFirst: null,
    onAck: null,
    onFail: null,
  };
  return new Promise((ok, fail) => {
    let settled = false;
    let dropped = false;
    const finish = (err: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      seat.onFail = null;
      if (err) {
        dropped = true;
        ws.terminate();
        fail(err);
      } else ok(seat);
    };
    const timer = setTimeout(() => finish(new Error('timed out joining')), timeoutMs);
    seat.onFail = (why) => finish(new Error(why));
    ws.on('message', (data: Buffer) => onMessage(seat, data));
    ws.on('error', (err) => finish(err));
    ws.on('close', (code) => {
      if (!settled) finish(new Error(`socket closed (${code}) while joining`));
      else if (!closing && !dropped) {
        c.unexpectedCloses++;
        noShowFromClosed(seat);
      }
    });
    ws.on('open', () => ready(seat, () => finish(null)));
  });
}

async function joinMingle(cmd: JoinCommand, g: number): Promise<Seat> {
  const server = cmd.servers[g % cmd.servers.length]!;
  const localAddress = sourceIpOf(g, ips);
  const r = await postJson(`${server}/v1/graphql`, { query: JOIN, variables: { c: cmd.code, n: `p${g}` } }, localAddress, cmd.timeoutMs);
  const token = (r.data?.joinEvent as { participantToken?: string } | undefined)?.participantToken;
  if (!token) throw new Error(`joinEvent failed: ${JSON.stringify(r.errors ?? r).slice(0, 200)}`);
  return openSeat(`${server.replace(/^http/, 'ws')}/v1/graphql`, protocolOf(g), localAddress, cmd.timeoutMs, (seat, done) => {
    seat.onAck = () => {
      seat.onAck = null;
      seat.onFirst = done;
      startOp(seat, 'live', LIVE_EVENT_SUBSCRIPTION, { eventId: cmd.eventId });
    };
    seat.ws.send(JSON.stringify({ type: 'connection_init', payload: { participantToken: token } }));
  });
}

/** Concurrent waves: each wave's participants join together, the next wave starts when it is done. */
async function joinAll(count: number, first: number, wave: number, one: (g: number) => Promise<Seat>): Promise<void> {
  closing = false;
  let failed = 0;
  const errors: string[] = [];
  for (let start = 0; start < count; start += wave) {
    const batch = Array.from({ length: Math.min(wave, count - start) }, (_, i) => first + start + i);
    for (const r of await Promise.allSettled(batch.map(one))) {
      if (r.status === 'fulfilled') {
        r.value.local = seats.length;
        seats.push(r.value);
      } else {
        failed++;
        noteError(errors, String((r.reason as Error)?.message ?? r.reason));
      }
    }
    send({ type: 'progress', joined: seats.length });
  }
  send({ type: 'joined', joined: seats.length, failed, errors });
}

/**
 * Runs this process's receipt path over made-up states before play. The baseline's run gets
 * it warm from Mingle's, which ran first in the same processes; without this, Mingle's first
 * state met receipt code V8 had not optimised yet (it only ever saw the lobby), and thousands
 * of "phones" read it slower than any later state. Nothing is sent, and every count is reset
 * when play starts.
 */
function warmReceipts(real: Plan): void {
  warming = true;
  const steps = ['warmupa', 'warmupb'];
  plan = {
    ...real,
    keyIndex: new Map(steps.map((step, i) => [`LIVE|-9|${step}`, i])),
    receipts: steps.map(() => new Float64Array(seats.length).fill(-1)),
    sizes: steps.map(() => 0),
    answers: new Map(),
    missing: Int32Array.from(steps, () => seats.length),
    finalKey: -1,
  };
  for (const [i, step] of steps.entries()) {
    const state = `{"type":"next","id":"live","payload":{"data":{"liveEvent":{"status":"LIVE","slideIndex":-9,"step":"${step}","serverTime":${i + 1},"pad":"`;
    const data = Buffer.from(`${state}${'x'.repeat(800)}"}}}}`);
    for (const seat of seats) onMessage(seat, data);
  }
  for (const seat of seats) {
    seat.lastKey = -2;
    seat.lastServerTime = NaN;
  }
  plan = real;
  warming = false;
}

function startPlan(cmd: PlanCommand): void {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  plan = {
    keyIndex: new Map(cmd.keys.map((k, i) => [k, i])),
    receipts: cmd.keys.map(() => new Float64Array(seats.length).fill(-1)),
    sizes: cmd.keys.map(() => 0),
    answers: new Map(cmd.answers.map((a) => [a.keyIndex, answerRun(a, seats.length)])),
    missing: Int32Array.from(cmd.keys, () => seats.length),
    eventId: cmd.eventId,
    finalKey: cmd.keys.length - 1,
    cpuStart: process.cpuUsage(),
    wallStart: nowMs(base),
    loop,
  };
  warmReceipts(plan);
  // What the warm-up took is not play's.
  Object.assign(plan, { cpuStart: process.cpuUsage(), wallStart: nowMs(base) });
  loop.reset();
  Object.assign(gc, { totalMs: 0, maxMs: 0, at: [], ms: [], major: [] });
  otherAt = [];
  collectNow({ type: 'major' });
  // A process left with no sockets (every join of its share failed) has every state already.
  if (seats.length === 0) cmd.keys.forEach((_, k) => send({ type: 'reached', key: k }));
  for (const [k, run] of plan.answers) walkAnswers(run, k);
  Object.assign(c, {
    answersSent: 0,
    answersAcked: 0,
    answersRefused: 0,
    duplicates: 0,
    liveErrors: 0,
    messages: 0,
    bytes: 0,
    finalSeen: 0,
    pendingAnswers: 0,
  });
  acks = { keys: [], at: [], latencies: [] };
  answerErrors = [];
  liveErrorSamples = [];
  finalSent = false;
}

function collect(): void {
  if (!plan) throw new Error('collect before plan');
  const cpu = process.cpuUsage(plan.cpuStart);
  plan.loop.disable();
  const { answersSent, answersAcked, answersRefused, duplicates, liveErrors, messages, bytes, unexpectedCloses } = c;
  send({
    type: 'result',
    result: {
      receipts: plan.receipts.map((r) => Array.from(r)),
      sizes: plan.sizes,
      ackKeys: acks.keys,
      ackAt: acks.at,
      ackLatencies: acks.latencies,
      answersSent,
      answersAcked,
      answersRefused,
      answerErrors,
      duplicates,
      liveErrors,
      liveErrorSamples,
      messages,
      bytes,
      unexpectedCloses,
      cpuUs: cpu.user + cpu.system,
      wallMs: nowMs(base) - plan.wallStart,
      loopDelayP99Ms: plan.loop.percentile(99) / 1e6,
      loopDelayMaxMs: plan.loop.max / 1e6,
      gcTotalMs: gc.totalMs,
      gcMaxMs: gc.maxMs,
      gcAt: gc.at,
      gcMs: gc.ms,
      gcMajor: gc.major,
      otherAt,
    },
  });
}

process.on('message', (m: ToClient) => {
  const fail = (err: unknown) => (console.error(`client ${process.pid}:`, err), process.exit(1));
  try {
    if (m.type === 'init') {
      base = BigInt(m.base);
      ips = m.sourceIps;
      send({ type: 'ready' });
    } else if (m.type === 'join') {
      joinAll(m.count, m.first, m.wave, (g) => joinMingle(m, g)).catch(fail);
    } else if (m.type === 'baseline') {
      const join = (g: number) => openSeat(m.url, null, sourceIpOf(g, ips), m.timeoutMs, (_seat, done) => done());
      joinAll(m.count, m.first, m.wave, join).catch(fail);
    } else if (m.type === 'plan') startPlan(m);
    else if (m.type === 'collect') collect();
    else if (m.type === 'collectGarbage') collectNow({ type: 'major' });
    else if (m.type === 'closeAll') {
      closing = true;
      for (const s of seats) s.ws.terminate();
      seats = [];
      plan = null;
      send({ type: 'closed' });
    }
  } catch (err) {
    fail(err);
  }
});
// The orchestrator is gone (crashed or killed): nothing left to report to.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
