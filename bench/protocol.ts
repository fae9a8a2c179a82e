/**
 * What the orchestrator (run.ts) and the client processes (client.ts) tell each other over
 * the IPC channel, and the cheap message classification both rely on. Times are ms since a
 * shared CLOCK_MONOTONIC base (process.hrtime.bigint() is comparable across processes on
 * one host), so a receipt time can be subtracted from a scheduled time directly.
 */

export type Protocol = 'graphql-ws' | 'graphql-transport-ws';

/** One participant's seat assignment; the same rules are applied by every process. */
export interface JoinCommand {
  type: 'join';
  first: number;
  count: number;
  /** Wave size for this process: how many participants join concurrently. */
  wave: number;
  /** http://127.0.0.1:port of every server process; participant g goes to g % length. */
  servers: string[];
  code: string;
  eventId: string;
  timeoutMs: number;
}

export interface AnswerPlan {
  /** Index into PlanCommand.keys of the answering step this answer belongs to. */
  keyIndex: number;
  slideId: string;
  round: number;
  /** Scheduled time of the host action that opened answering. */
  scheduledMs: number;
  /** Each participant answers at scheduledMs + uniform(0, burstMs), not before it saw the step. */
  burstMs: number;
}

export interface PlanCommand {
  type: 'plan';
  keys: string[];
  answers: AnswerPlan[];
  eventId: string;
}

export type ToClient =
  | { type: 'init'; base: string; index: number; sourceIps: string[] }
  | JoinCommand
  | { type: 'baseline'; url: string; first: number; count: number; wave: number; timeoutMs: number }
  | PlanCommand
  | { type: 'collect' }
  /** Every client has the last state on all its sockets: collect garbage now (collectTogether.ts). */
  | { type: 'collectGarbage' }
  | { type: 'closeAll' };

export interface ClientResult {
  /** receipts[k][i]: first receipt (ms since base) of key k by local participant i; -1 = never. */
  receipts: number[][];
  /** Byte size of one received message per key (0 = none seen), to size the baseline. */
  sizes: number[];
  /** Per acknowledged answer: the key it answered, when the ack came, ack minus intended send time. */
  ackKeys: number[];
  ackAt: number[];
  ackLatencies: number[];
  answersSent: number;
  answersAcked: number;
  answersRefused: number;
  answerErrors: string[];
  duplicates: number;
  /** liveEvent messages without a state (GraphQL errors), and a few of them. */
  liveErrors: number;
  liveErrorSamples: string[];
  messages: number;
  bytes: number;
  unexpectedCloses: number;
  cpuUs: number;
  wallMs: number;
  loopDelayP99Ms: number;
  /** The longest the client's event loop was blocked (a GC pause shows here, not in the p99). */
  loopDelayMaxMs: number;
  /** Time spent in garbage collection during play, and the longest pause. */
  gcTotalMs: number;
  gcMaxMs: number;
  /** Each GC pause during play: when it started (ms since base) and how long it took. */
  gcAt: number[];
  gcMs: number[];
  /** Whether each was a full (mark-compact) collection. */
  gcMajor: boolean[];
  /**
   * When each message that was not a new state arrived during play (counts, acks, pings,
   * keep-alives): reading them is what delays a state's last recipients besides the server.
   */
  otherAt: number[];
}

export type FromClient =
  | { type: 'ready' }
  | { type: 'progress'; joined: number }
  | { type: 'joined'; joined: number; failed: number; errors: string[] }
  | { type: 'final' }
  /** Plan state `key` is on all of this client's sockets (collectTogether.ts). */
  | { type: 'reached'; key: number }
  | { type: 'result'; result: ClientResult }
  | { type: 'closed' };

const STATUS = /"status":"(\w+)"/;
const SLIDE_INDEX = /"slideIndex":(-?\d+)/;
const STEP = /"step":(?:"(\w+)"|null)/;

/**
 * The state a liveEvent message shows, as "LIVE|slideIndex|step" (or just the status when not
 * live). Regexes on the raw text rather than JSON.parse: with 10,000 sockets in one client
 * process, parsing every message would make the load generator itself the bottleneck.
 */
export function stateKey(text: string): string | null {
  const status = STATUS.exec(text)?.[1];
  if (!status) return null;
  if (status !== 'LIVE') return status;
  return `LIVE|${SLIDE_INDEX.exec(text)?.[1] ?? '?'}|${STEP.exec(text)?.[1] ?? 'null'}`;
}

const SERVER_TIME = /"serverTime":(\d+(?:\.\d+)?)/;

/** The message's serverTime (NaN if none): with the state, what tells one send from another. */
export function serverTimeOf(text: string): number {
  const m = SERVER_TIME.exec(text);
  return m ? Number(m[1]) : NaN;
}

/** Source address of participant g: spread over 127.0.0.x so no address runs out of ports. */
export function sourceIpOf(g: number, ips: string[]): string {
  return ips[g % ips.length]!;
}

/** Half the participants speak each sub-protocol. */
export function protocolOf(g: number): Protocol {
  return g % 2 === 0 ? 'graphql-ws' : 'graphql-transport-ws';
}

export function nowMs(base: bigint): number {
  return Number(process.hrtime.bigint() - base) / 1e6;
}
