/** Turns a run's measurements into the JSON object (issue 6 §2) and a human summary. */
import type { ServerRunsFrom } from './mingle';
import type { Options } from './options';
import type { Fired, MadeBy, PhaseResult, ServerSend } from './schedule';
import { ms, roundSummary, summarise } from './stats';
import { issueTargets, targetsLine } from './targets';

export interface RunFacts {
  opts: Options;
  nproc: number;
  pinned: boolean;
  database: 'pglite' | 'postgres';
  /** The compiled bundle `npm start` runs, or the TypeScript through tsx (--from-sources). */
  serverRunsFrom: ServerRunsFrom;
  joined: number;
  joinFailed: number;
  joinErrors: string[];
  joinedMs: number;
  /** Refused by the servers' socket budget (ADR 54): websocket upgrades (503) and joins (SERVER_FULL); each process's budget. */
  capacityRefusals: { websocket: number; join: number; maxSockets: (number | null)[] };
  memory: { rssKiB: number; heapKiB: number; before: { rss: number; heap: number }; after: { rss: number; heap: number } };
  mingle: PhaseResult;
  mingleCpuUs: number;
  host: Fired;
  committed: number;
  baseline: { phase: PhaseResult; cpuUs: number; sends: (ServerSend | null)[]; unmeasured: string[] } | null;
  /** Per broadcast, when the servers wrote to the first and the last phone. */
  serverSends: (ServerSend | null)[];
  /** Steps the server made itself of which it kept no send record: measured from the schedule. */
  unmeasured: string[];
  /** Phones' `me` texts the servers wrote during play: while sending states, and ahead. */
  meTexts: { whileSending: number; ahead: number };
}

const round = (v: number, digits = 1) => (Number.isFinite(v) ? Math.round(v * 10 ** digits) / 10 ** digits : null);

/**
 * Per broadcast: what phones saw, and when the server wrote to its first and last phone, all
 * in ms after the step's origin — its scheduled time, or for a step the server made itself its
 * first write (`measuredFrom`; `originVsScheduledMs` says how far that was from the schedule).
 * Receipts long after the last write are the load generator's.
 */
function stepsOf(perBroadcast: PhaseResult['perBroadcast'], sends: (ServerSend | null)[], madeBy: (MadeBy | null)[]) {
  return perBroadcast.map((p, i) => ({
    key: p.key,
    madeBy: madeBy[i] ?? null,
    measuredFrom: p.measuredFrom,
    originVsScheduledMs: ms(p.originVsScheduledMs),
    delivered: p.delivered,
    bytes: p.bytes,
    p50: ms(p.p50),
    p99: ms(p.p99),
    last: ms(p.last),
    serverFirstWriteMs: sends[i] ? ms(sends[i].startMs - p.originMs) : null,
    serverLastWriteMs: sends[i] ? ms(sends[i].endMs - p.originMs) : null,
    serverMeWritten: sends[i]?.meWritten ?? null,
    clientGcMs: ms(p.clientGcMs),
    clientMajorGcMs: ms(p.clientMajorGcMs),
    clientOtherMessages: p.otherMessages,
  }));
}

export function buildReport(f: RunFacts) {
  const m = f.mingle;
  const b = f.baseline?.phase;
  const a = m.answers;
  const problems: string[] = [];
  if (f.joinFailed > 0) problems.push(`${f.joinFailed} participants failed to join: ${f.joinErrors.join(' | ')}`);
  if (m.lost > 0) problems.push(`${m.lost} slide messages lost (a participant never saw a state)`);
  if (m.liveErrors > 0) problems.push(`${m.liveErrors} liveEvent messages carried errors: ${m.liveErrorSamples.join(' | ')}`);
  if (m.unexpectedCloses > 0) problems.push(`${m.unexpectedCloses} sockets closed by the server during play`);
  if (a.acked < a.sent) problems.push(`${a.sent - a.acked} answers not acknowledged (${a.refused} refused): ${a.errors.join(' | ')}`);
  if (f.committed < a.acked) problems.push(`${a.acked - f.committed} acknowledged answers are not in the database`);
  if (f.committed < a.sent) problems.push(`${a.sent - f.committed} answers sent were not committed`);
  if (f.host.errors.length) problems.push(`host actions failed: ${f.host.errors.slice(0, 3).join(' | ')}`);
  const warnings: string[] = [];
  if (b && b.lost > 0) warnings.push(`baseline lost ${b.lost} messages: the load generator or the machine is overloaded`);
  for (const [who, keys] of [
    ['Mingle', f.unmeasured],
    ['baseline', f.baseline?.unmeasured ?? []],
  ] as const) {
    if (keys.length)
      warnings.push(`${who}: no send record for ${keys.join(', ')}, made by the server itself: measured from the schedule instead`);
  }
  if (m.clientLoopDelayP99Ms > 50)
    warnings.push(`load generator event-loop delay p99 ${m.clientLoopDelayP99Ms.toFixed(0)} ms: it adds to the latencies`);
  const perMsg = (cpuUs: number, msgs: number) => (msgs > 0 ? round(cpuUs / msgs) : null);
  const fromServer = (p: PhaseResult) => p.perBroadcast.filter((s) => s.measuredFrom === 'serverFirstWrite').map((s) => s.key);
  // The baseline's steps are all sent on the host's (the orchestrator's) request.
  const hostMade = (p: PhaseResult) => p.perBroadcast.map((): MadeBy => 'host');
  const report = {
    participants: f.opts.participants,
    joined: f.joined,
    joinFailed: f.joinFailed,
    joinedMs: Math.round(f.joinedMs),
    joinsPerSecond: f.joinedMs > 0 ? round(f.joined / (f.joinedMs / 1000), 0) : null,
    capacityRefusals: f.capacityRefusals,
    questions: f.opts.questions,
    processes: f.opts.processes,
    clientProcesses: f.opts.clients,
    database: f.database,
    serverRunsFrom: f.serverRunsFrom,
    pubsub: f.opts.redisUrl ? 'redis' : 'in-process',
    /** `defaults`: started with no settings, as a host gets it; else the one setting overridden. */
    eventSettings: f.opts.closeWhenAllAnswered ? ('defaults' as const) : { closeWhenAllAnswered: false },
    broadcast: {
      ...roundSummary(m.latency),
      count: m.perBroadcast.length,
      delivered: m.latency.count,
      lastRecipientP50: ms(m.lastRecipient.p50),
      lastRecipientMax: ms(m.lastRecipient.max),
      measuredFromServerFirstWrite: fromServer(m),
    },
    steps: stepsOf(m.perBroadcast, f.serverSends, f.host.madeBy),
    baseline:
      b && f.baseline
        ? {
            ...roundSummary(b.latency),
            measuredFromServerFirstWrite: fromServer(b),
            steps: stepsOf(b.perBroadcast, f.baseline.sends, hostMade(b)),
            messageBytes: b.messageBytes,
            lost: b.lost,
            cpuPerMessageUs: perMsg(f.baseline.cpuUs, b.messages),
            loadGeneratorLoopDelayP99Ms: ms(b.clientLoopDelayP99Ms),
            loadGeneratorLoopDelayMaxMs: ms(b.clientLoopDelayMaxMs),
            loadGeneratorGcMaxMs: ms(b.clientGcMaxMs),
          }
        : null,
    ratio: b ? round(m.latency.p99 / b.latency.p99, 2) : null,
    answers: {
      sent: a.sent,
      acked: a.acked,
      refused: a.refused,
      committed: f.committed,
      lost: Math.max(0, a.sent - f.committed),
      perSecond: Math.round(a.perSecond),
      offeredPerSecond: f.opts.burstMs > 0 ? Math.round(f.joined / (f.opts.burstMs / 1000)) : null,
      ackP50: ms(a.ack.p50),
      ackP99: ms(a.ack.p99),
      ackMax: ms(a.ack.max),
      allAckedMs: Math.round(a.allAckedMs),
    },
    lostMessages: m.lost,
    duplicateMessages: m.duplicates,
    unexpectedCloses: m.unexpectedCloses,
    messagesDelivered: m.messages,
    messageBytes: m.messageBytes,
    memoryPerParticipantKiB: round(f.memory.rssKiB),
    heapPerParticipantKiB: round(f.memory.heapKiB),
    serverMemoryMiB: {
      rssBefore: round(f.memory.before.rss / 2 ** 20),
      rssAfter: round(f.memory.after.rss / 2 ** 20),
      heapBefore: round(f.memory.before.heap / 2 ** 20),
      heapAfter: round(f.memory.after.heap / 2 ** 20),
    },
    cpuPerMessageUs: perMsg(f.mingleCpuUs, m.messages),
    meTexts: f.meTexts,
    host: {
      actionP50Ms: ms(summarise(f.host.actionMs).p50),
      actionMaxMs: ms(summarise(f.host.actionMs).max),
      lateMaxMs: ms(Math.max(0, ...f.host.lateMs)),
      errors: f.host.errors.length,
      // Reveals the server made itself, everyone having answered: the host's lockAnswers was
      // then refused "Answering is not open", as expected, and is not counted as an error.
      serverReveals: f.host.madeBy.filter((by) => by === 'server').length,
      reveals: f.opts.questions,
    },
    loadGenerator: {
      cpuPercent: round(m.clientCpuPercent, 0),
      loopDelayP99Ms: ms(m.clientLoopDelayP99Ms),
      loopDelayMaxMs: ms(m.clientLoopDelayMaxMs),
      gcMaxMs: ms(m.clientGcMaxMs),
      gcTotalMs: ms(m.clientGcTotalMs),
    },
    machine: {
      nproc: f.nproc,
      node: process.version,
      pinned: f.pinned,
      serverCpus: f.pinned ? f.opts.serverCpus : null,
      clientCpus: f.pinned ? f.opts.clientCpus : null,
    },
    ok: problems.length === 0,
    problems,
    warnings,
  };
  const targets = issueTargets({
    participants: report.participants,
    joinedMs: report.joinedMs,
    joinsPerSecond: report.joinsPerSecond ?? 0,
    broadcastP99: report.broadcast.p99,
    ratio: report.ratio,
  });
  return { ...report, targets };
}

export type Report = ReturnType<typeof buildReport>;

export function humanReport(r: Report): string {
  const f = (v: number | null) => (v === null ? '—' : String(v));
  const lines = [
    `Mingle bench: ${r.joined}/${r.participants} participants, ${r.questions} questions, ${r.processes} server process(es) (${r.serverRunsFrom === 'bundle' ? 'compiled, as npm start runs it' : 'TypeScript through tsx'}) on ${r.database}, pub/sub ${r.pubsub}, ${r.clientProcesses} client process(es), pinned: ${r.machine.pinned}`,
    `  event settings       ${r.eventSettings === 'defaults' ? "a host's defaults" : 'closeWhenAllAnswered off'}; the server revealed ${r.host.serverReveals} of ${r.host.reveals} questions itself (the host's lockAnswers then refused, as expected)`,
    `  joined in            ${r.joinedMs} ms, ${f(r.joinsPerSecond)} joins a second`,
    `  issue 21 targets     ${targetsLine(r.targets)}`,
    `  capacity refusals    ${r.capacityRefusals.websocket} websocket upgrades (503), ${r.capacityRefusals.join} joins (SERVER_FULL); socket budget per process ${r.capacityRefusals.maxSockets.map((n) => n ?? 'none').join(', ')}`,
    `  broadcast latency    p50 ${f(r.broadcast.p50)}  p95 ${f(r.broadcast.p95)}  p99 ${f(r.broadcast.p99)}  max ${f(r.broadcast.max)} ms; last recipient per broadcast: median ${f(r.broadcast.lastRecipientP50)}, worst ${f(r.broadcast.lastRecipientMax)} ms`,
    r.broadcast.measuredFromServerFirstWrite.length
      ? `                       from the scheduled time, except from the server's first write for ${r.broadcast.measuredFromServerFirstWrite.join(', ')}, which the server made itself${r.baseline ? ' (the baseline likewise)' : ''}`
      : '                       from the scheduled time',
    r.baseline
      ? `  baseline (raw ws)    p50 ${f(r.baseline.p50)}  p95 ${f(r.baseline.p95)}  p99 ${f(r.baseline.p99)}  max ${f(r.baseline.max)} ms, ${r.baseline.messageBytes} B messages, ${f(r.baseline.cpuPerMessageUs)} µs CPU/msg, load generator loop delay max ${f(r.baseline.loadGeneratorLoopDelayMaxMs)} ms, longest GC pause ${f(r.baseline.loadGeneratorGcMaxMs)} ms; ratio p99 ${f(r.ratio)}×`
      : '  baseline             skipped',
    `  answers              sent ${r.answers.sent}, acked ${r.answers.acked}, refused ${r.answers.refused}, committed ${r.answers.committed}, lost ${r.answers.lost}; ack p50 ${f(r.answers.ackP50)} p99 ${f(r.answers.ackP99)} max ${f(r.answers.ackMax)} ms; ${r.answers.perSecond}/s (offered ${f(r.answers.offeredPerSecond)}/s); all acked ${r.answers.allAckedMs} ms after answering opened`,
    `  messages             ${r.messagesDelivered} delivered (${r.messageBytes} B typical), lost ${r.lostMessages}, duplicate ${r.duplicateMessages}, sockets closed by server ${r.unexpectedCloses}`,
    `  server               ${f(r.memoryPerParticipantKiB)} KiB RSS and ${f(r.heapPerParticipantKiB)} KiB heap per participant (RSS ${f(r.serverMemoryMiB.rssBefore)} → ${f(r.serverMemoryMiB.rssAfter)} MiB, heap ${f(r.serverMemoryMiB.heapBefore)} → ${f(r.serverMemoryMiB.heapAfter)} MiB); ${f(r.cpuPerMessageUs)} µs CPU per delivered message; \`me\` texts written while sending ${r.meTexts.whileSending}, ahead ${r.meTexts.ahead}`,
    `  host actions         p50 ${f(r.host.actionP50Ms)} ms, max ${f(r.host.actionMaxMs)} ms, fired late by ≤ ${f(r.host.lateMaxMs)} ms, ${r.host.errors} failed`,
    `  load generator       ${f(r.loadGenerator.cpuPercent)} % of a CPU, event-loop delay p99 ${f(r.loadGenerator.loopDelayP99Ms)} ms, max ${f(r.loadGenerator.loopDelayMaxMs)} ms; GC ${f(r.loadGenerator.gcTotalMs)} ms in all, longest pause ${f(r.loadGenerator.gcMaxMs)} ms`,
    ...[r.steps, r.baseline?.steps ?? []]
      .filter((l) => l.length)
      .map(
        (list) =>
          '  per broadcast (ms):  ' +
          list
            .map(
              (p) =>
                `${p.key.padEnd(20)} ${p.measuredFrom === 'serverFirstWrite' ? `from the server's first write (${f(p.originVsScheduledMs)} vs schedule)` : 'from the schedule'}; ${String(p.delivered).padStart(6)} got it; ${String(p.bytes).padStart(5)} B; p50 ${f(p.p50)}  p99 ${f(p.p99)}  last ${f(p.last)}; server wrote ${f(p.serverFirstWriteMs)} → ${f(p.serverLastWriteMs)}${p.serverMeWritten ? ` (${p.serverMeWritten} \`me\` on the way)` : ''}; clients meanwhile: GC ${f(p.clientGcMs)} ms (full ${f(p.clientMajorGcMs)}), ${p.clientOtherMessages} other messages`,
            )
            .join('\n                       '),
      ),
    ...r.warnings.map((w) => `  warning: ${w}`),
    r.ok ? '  correctness: OK' : `  correctness: FAILED\n    ${r.problems.join('\n    ')}`,
  ];
  return lines.join('\n');
}
