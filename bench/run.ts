/**
 * `npm run bench`: Mingle under N participants, measured honestly (issue 6, docs/BENCHMARKS.md).
 *
 * Phases: start server(s) pinned to one core → host makes a quiz and starts an event → client
 * processes (pinned to the other core) join everyone in waves → the host plays K questions on
 * an open-loop schedule while clients record receipts and answer in a burst → stop Mingle and
 * count stored answers in the database → the same clients, sockets and schedule against a
 * raw `ws` baseline → report. Exits 1 when anything was lost.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Fleet } from './fleet';
import {
  advance,
  countCommitted,
  lockAnswers,
  removeDirs,
  repoRoot,
  setupEvent,
  startMingle,
  type MingleServers,
  type ServerMetrics,
} from './mingle';
import { parseOptions, type Options } from './options';
import { canPin, freePort, killAll, pinSelf, sleep, spawnChild, stopChild, waitHttp } from './procs';
import { nowMs } from './protocol';
import { buildReport, humanReport } from './report';
import { ms, roundSummary } from './stats';
import {
  analyse,
  answerPlans,
  originsOf,
  quizSchedule,
  runSchedule,
  serverSendsOf,
  type Broadcast,
  type MadeBy,
  type PhaseResult,
  type ServerSend,
} from './schedule';

const base = process.hrtime.bigint();
const log = (s: string) => console.error(`[bench ${(nowMs(base) / 1000).toFixed(1).padStart(6)}s] ${s}`);
// Source addresses for participants: each 127.0.0.x has ~28k ephemeral ports here.
const SOURCE_IPS = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`);

const cpuOf = (ms: ServerMetrics[]) => ms.reduce((s, m) => s + m.cpuUserUs + m.cpuSystemUs, 0);
const meTextsOf = (ms: ServerMetrics[]) => ({
  whileSending: ms.reduce((s, m) => s + (m.meWrittenWhileSending ?? 0), 0),
  ahead: ms.reduce((s, m) => s + (m.meWrittenAhead ?? 0), 0),
});

/**
 * Memory of all server processes once it has settled: samples a second apart until RSS moves by
 * less than 1 %, so start-up garbage freed meanwhile is not counted against participants.
 */
async function memoryOf(servers: MingleServers): Promise<{ rss: number; heap: number }> {
  let prev = { rss: Infinity, heap: Infinity };
  for (let i = 0; i < 10; i++) {
    const m = await servers.metrics();
    const now = { rss: m.reduce((s, x) => s + x.rss, 0), heap: m.reduce((s, x) => s + x.heapUsed, 0) };
    if (Math.abs(now.rss - prev.rss) < 0.01 * now.rss) return { rss: Math.min(now.rss, prev.rss), heap: Math.min(now.heap, prev.heap) };
    prev = now;
    await sleep(1000);
  }
  return prev;
}

/** A liveEvent-shaped message of exactly `size` bytes, so clients classify it the same way. */
function baselineMessage(i: number, size: number): string {
  const head = `{"type":"next","id":"live","payload":{"data":{"liveEvent":{"status":"LIVE","slideIndex":${i},"step":"baseline","pad":"`;
  const tail = '"}}}}';
  return head + 'x'.repeat(Math.max(0, size - head.length - tail.length)) + tail;
}

/**
 * Plays the schedule and gathers the clients' receipts. They are analysed by the caller, once
 * the servers' record of their sends says where a step the server made itself began.
 */
async function playAndCollect(
  fleet: Fleet,
  opts: Options,
  schedule: Broadcast[],
  eventId: string,
  act: (b: Broadcast) => Promise<MadeBy>,
  cpu: () => Promise<number>,
) {
  fleet.broadcast({ type: 'plan', keys: schedule.map((b) => b.key), answers: answerPlans(schedule, opts.burstMs), eventId });
  const cpuBefore = await cpu();
  const fired = await runSchedule(
    base,
    schedule,
    act,
    (i) => log(`host action ${i + 1}/${schedule.length}: ${schedule[i]!.closesAnswering ? 'lock answers ' : ''}→ ${schedule[i]!.key}`),
    opts.burstMs,
  );
  const complete = await fleet.waitFinal(Math.max(30_000, opts.participants * 3));
  const cpuUs = (await cpu()) - cpuBefore;
  if (!complete) log('not every participant reached the final state in time; counting the rest as lost');
  return { fired, cpuUs, results: await fleet.collect() };
}

/**
 * The raw `ws` yardstick: broadcast i carries as many bytes as Mingle's broadcast i did (a
 * reveal or a leaderboard is longer than a question), so both runs move the same bytes. Every
 * send is still triggered on the schedule; a step Mingle's server made by itself
 * (`fromServer[i]`) is measured here too from the server's first write, so that both runs
 * measure each step the same way.
 */
async function runBaseline(
  fleet: Fleet,
  opts: Options,
  cpus: string | null,
  sizes: number[],
  fromServer: boolean[],
): Promise<{ phase: PhaseResult; cpuUs: number; sends: (ServerSend | null)[]; unmeasured: string[] }> {
  const broadcasts = sizes.length;
  const size = [...sizes].sort((a, b) => a - b)[Math.floor(sizes.length / 2)]!;
  const port = await freePort();
  const child = spawnChild('baseline', [process.execPath, '--import', 'tsx', join(repoRoot, 'bench/baseline-server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port) },
    cpus,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHttp(`${url}/metrics`, child, 60_000);
    const j = await fleet.join(
      (first, count, wave) => ({ type: 'baseline', url: `ws://127.0.0.1:${port}`, first, count, wave, timeoutMs: 60_000 }),
      opts.wave,
      300_000,
    );
    log(
      `baseline: ${j.joined} sockets open${j.failed ? `, ${j.failed} failed: ${j.errors.join(' | ')}` : ''}; sending ${broadcasts} messages of ${Math.min(...sizes)}–${Math.max(...sizes)} B`,
    );
    // Unmeasured warm-up sends: Mingle's sockets were warmed by lobby updates while joining,
    // and the first fan-outs of a fresh process run unoptimised code (10× slower here).
    for (let i = 0; i < 3; i++) {
      await fetch(`${url}/broadcast`, { method: 'POST', body: baselineMessage(-1, size).replace('"baseline"', '"warmup"') });
      await sleep(300);
    }
    const start = nowMs(base) + 1000;
    const schedule: Broadcast[] = Array.from({ length: broadcasts }, (_, i) => ({
      key: `LIVE|${i}|baseline`,
      atMs: start + i * opts.intervalMs,
    }));
    const metrics = async () => (await (await fetch(`${url}/metrics`)).json()) as ServerMetrics;
    const cpu = async () => {
      const m = await metrics();
      return m.cpuUserUs + m.cpuSystemUs;
    };
    const act = async (b: Broadcast): Promise<MadeBy> => {
      const i = schedule.indexOf(b);
      const res = await fetch(`${url}/broadcast`, { method: 'POST', body: baselineMessage(i, sizes[i]!) });
      if (!res.ok) throw new Error(`baseline broadcast: HTTP ${res.status}`);
      return 'host';
    };
    const { results, cpuUs } = await playAndCollect(fleet, opts, schedule, '', act, cpu);
    const sends = serverSendsOf(schedule, (await metrics()).stateSends ?? [], base, '');
    const { origins, unmeasured } = originsOf(schedule, fromServer, sends);
    await fleet.closeAll();
    return { phase: analyse(results, schedule, origins), cpuUs, sends, unmeasured };
  } finally {
    await stopChild(child);
  }
}

/** --baseline-only: the machine and the load generator alone, with no Mingle in the way. */
async function baselineOnly(opts: Options, nproc: number, serverCpus: string | null, clientCpus: string | null): Promise<number> {
  const fleet = await Fleet.start(opts.participants, opts.clients, clientCpus, base, SOURCE_IPS);
  const steps = opts.questions * 4 + 1;
  // No Mingle ran: every send is measured from its scheduled time.
  const { phase, cpuUs } = await runBaseline(
    fleet,
    opts,
    serverCpus,
    Array.from({ length: steps }, () => opts.messageBytes),
    Array.from({ length: steps }, () => false),
  );
  const report = {
    participants: opts.participants,
    baselineOnly: true,
    baseline: {
      ...roundSummary(phase.latency),
      lastRecipientP50: ms(phase.lastRecipient.p50),
      messageBytes: phase.messageBytes,
      lost: phase.lost,
      cpuPerMessageUs: ms(cpuUs / Math.max(1, phase.messages)),
    },
    loadGenerator: {
      cpuPercent: Math.round(phase.clientCpuPercent),
      loopDelayP99Ms: ms(phase.clientLoopDelayP99Ms),
      loopDelayMaxMs: ms(phase.clientLoopDelayMaxMs),
    },
    machine: { nproc, node: process.version, pinned: serverCpus !== null, serverCpus, clientCpus },
    ok: phase.lost === 0,
  };
  const b = report.baseline;
  (opts.json ? console.error : console.log)(
    `Baseline only, ${opts.participants} sockets, ${b.messageBytes} B: p50 ${b.p50} p95 ${b.p95} p99 ${b.p99} max ${b.max} ms, lost ${b.lost}, ${b.cpuPerMessageUs} µs CPU/msg; load generator ${report.loadGenerator.cpuPercent} % CPU, loop delay p99 ${report.loadGenerator.loopDelayP99Ms} ms`,
  );
  (opts.json ? console.error : console.log)(
    phase.perBroadcast.map((p) => `  ${p.key.padEnd(18)} p50 ${ms(p.p50)}  p99 ${ms(p.p99)}  last ${ms(p.last)}`).join('\n'),
  );
  if (opts.json) console.log(JSON.stringify(report));
  killAll();
  return report.ok ? 0 : 1;
}

async function main(): Promise<number> {
  const opts = parseOptions(process.argv.slice(2), process.env);
  const nproc = availableParallelism(); // before pinning: it counts the CPUs this process may use
  const pinned = opts.pin && canPin();
  if (pinned) pinSelf(opts.clientCpus);
  const serverCpus = pinned ? opts.serverCpus : null;
  const clientCpus = pinned ? opts.clientCpus : null;
  setTimeout(() => {
    log(`gave up after --timeout ${opts.timeoutS} s`);
    killAll();
    process.exit(2);
  }, opts.timeoutS * 1000).unref();

  if (opts.baselineOnly) return baselineOnly(opts, nproc, serverCpus, clientCpus);
  log(
    `starting ${opts.processes} Mingle process(es) on ${opts.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}${opts.redisUrl ? ' with Redis' : ''}; pinned: ${pinned ? `servers cpu ${opts.serverCpus}, clients cpu ${opts.clientCpus}` : 'no'}`,
  );
  const servers = await startMingle({
    serverDir: opts.serverDir,
    fromSources: opts.fromSources,
    profileDir: opts.serverProfileDir,
    logDir: opts.serverLogDir,
    processes: opts.processes,
    cpus: serverCpus,
    databaseUrl: opts.databaseUrl,
    redisUrl: opts.redisUrl,
    maxParticipants: Math.max(20_000, opts.participants + 100),
  });
  let fleet: Fleet | null = null;
  try {
    // The longest time limit: answering should never close on a deadline, only when everyone
    // answered (the default) or when the host locks it.
    const ev = await setupEvent(servers.urls[0]!, opts.questions, 240, opts.closeWhenAllAnswered);
    log(
      `event ${ev.code} (${ev.eventId}) with ${opts.questions} quiz questions, ${opts.closeWhenAllAnswered ? "a host's default settings" : 'closeWhenAllAnswered off'}; starting ${opts.clients} client process(es)`,
    );
    const before = await memoryOf(servers);
    fleet = await Fleet.start(opts.participants, opts.clients, clientCpus, base, SOURCE_IPS);

    const joinStart = nowMs(base);
    const ticker = setInterval(() => log(`joined ${fleet!.joined}/${opts.participants}`), 2000);
    const joinCommand = (first: number, count: number, wave: number) => ({
      type: 'join' as const,
      first,
      count,
      wave,
      servers: servers.urls,
      code: ev.code,
      eventId: ev.eventId,
      timeoutMs: 60_000,
    });
    const j = await fleet.join(joinCommand, opts.wave, Math.max(300_000, opts.participants * 60)).finally(() => clearInterval(ticker));
    const joinedMs = nowMs(base) - joinStart;
    log(
      `joined ${j.joined}/${opts.participants} in ${Math.round(joinedMs)} ms${j.failed ? `; ${j.failed} failed: ${j.errors.join(' | ')}` : ''}`,
    );
    if (j.joined === 0) throw new Error('nobody could join');

    await sleep(1000); // lobby refreshes settle before memory is read
    const after = await memoryOf(servers);
    const memory = {
      rssKiB: (after.rss - before.rss) / j.joined / 1024,
      heapKiB: (after.heap - before.heap) / j.joined / 1024,
      before,
      after,
    };

    const schedule = quizSchedule(ev.slideIds, nowMs(base) + 1500, opts.intervalMs, opts.answerWindowMs);
    const meBefore = meTextsOf(await servers.metrics());
    // A reveal closes answering (lockAnswers): when the server has closed it already, the
    // refusal says so, where advancing would have skipped a step.
    const act = async (b: Broadcast): Promise<MadeBy> => {
      if (b.closesAnswering) return lockAnswers(servers.urls[0]!, ev.token, ev.eventId);
      await advance(servers.urls[0]!, ev.token, ev.eventId);
      return 'host';
    };
    const play = await playAndCollect(fleet, opts, schedule, ev.eventId, act, async () => cpuOf(await servers.metrics()));
    const afterPlay = await servers.metrics();
    const meAfter = meTextsOf(afterPlay);
    // ADR 54: upgrades refused 503 and joins refused SERVER_FULL, over every server process.
    const capacityRefusals = {
      websocket: afterPlay.reduce((n, m) => n + (m.capacityRefusals?.websocket ?? 0), 0),
      join: afterPlay.reduce((n, m) => n + (m.capacityRefusals?.join ?? 0), 0),
      maxSockets: afterPlay.map((m) => m.maxSockets ?? null),
    };
    const serverSends = serverSendsOf(
      schedule,
      afterPlay.flatMap((m) => m.stateSends ?? []),
      base,
      ev.eventId,
    );
    const fromServer = play.fired.madeBy.map((by) => by === 'server');
    const { origins, unmeasured } = originsOf(schedule, fromServer, serverSends);
    const phase = analyse(play.results, schedule, origins);
    const meTexts = { whileSending: meAfter.whileSending - meBefore.whileSending, ahead: meAfter.ahead - meBefore.ahead };
    const early = phase.perBroadcast.filter((p) => p.measuredFrom === 'serverFirstWrite');
    if (early.length)
      log(
        `the server made ${early.length} step(s) itself, ${early.map((p) => `${p.key} ${Math.round(-p.originVsScheduledMs)} ms`).join(', ')} before the host's action: measured from its first write`,
      );
    log(
      `played: broadcast p99 ${phase.latency.p99.toFixed(1)} ms, ${phase.lost} lost; answers ${phase.answers.acked}/${phase.answers.sent} acked`,
    );

    let committed = opts.databaseUrl ? await countCommitted(servers, opts.databaseUrl, ev.eventId) : -1;
    await fleet.closeAll();
    await servers.stop();
    if (!opts.databaseUrl) committed = await countCommitted(servers, undefined, ev.eventId);
    log(`${committed} answers in the database`);

    const sizes = phase.perBroadcast.map((p) => p.bytes || phase.messageBytes || 1000);
    const baseline = opts.baseline ? await runBaseline(fleet, opts, serverCpus, sizes, fromServer) : null;
    if (baseline) log(`baseline: p99 ${baseline.phase.latency.p99.toFixed(1)} ms`);

    const report = buildReport({
      opts,
      nproc,
      pinned,
      database: servers.database,
      serverRunsFrom: servers.runsFrom,
      joined: j.joined,
      joinFailed: j.failed,
      joinErrors: j.errors,
      joinedMs,
      capacityRefusals,
      memory,
      mingle: phase,
      mingleCpuUs: play.cpuUs,
      meTexts,
      serverSends,
      unmeasured,
      host: play.fired,
      committed,
      baseline,
    });
    const human = humanReport(report);
    if (opts.json) {
      console.error(human);
      console.log(JSON.stringify(report));
    } else console.log(human);
    return report.ok ? 0 : 1;
  } finally {
    killAll();
    removeDirs(servers.dataDirs);
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
    killAll();
    process.exit(2);
  },
);
