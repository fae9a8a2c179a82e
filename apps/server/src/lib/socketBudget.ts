import { readFileSync } from 'node:fs';
import type { Log } from './log';

/**
 * How many websockets one process holds before it says "full" (ADR 54). Every socket is a file
 * descriptor, and a process past its open-file limit cannot accept: the kernel's queue
 * overflows, phones see resets and the host's next request fails. So the process counts its
 * sockets and refuses new ones clearly (HTTP 503 + Retry-After before the upgrade, SERVER_FULL
 * for joins) while it still has descriptors to spare, and keeps a reserve for hosts.
 */

/** Sockets of signed-in people (hosts, big screens in the host's browser) allowed past MAX_SOCKETS. */
export const HOST_SOCKET_RESERVE = 100;

/** Descriptors kept back from the open-file limit for everything that is not a participant's socket. */
export const MIN_FD_RESERVE = 500;
export const FD_RESERVE_SHARE = 0.05;

/** Seconds a refused phone or load balancer is asked to wait before trying again. */
export const SERVER_FULL_RETRY_AFTER_S = 5;

export interface OpenFileLimit {
  soft: number | null;
  hard: number | null;
}

/**
 * The "Max open files" line of Linux's /proc/self/limits: `Max open files  1024  20000  files`.
 * `unlimited` is null; null when the line is missing or not understood.
 */
export function parseOpenFileLimit(text: string): OpenFileLimit | null {
  const m = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)\s+files\s*$/m.exec(text);
  if (!m) return null;
  const value = (v: string | undefined) => (v === undefined || v === 'unlimited' ? null : Number(v));
  return { soft: value(m[1]), hard: value(m[2]) };
}

/**
 * This process's open-file limits, read on Linux from /proc (Node has no getrlimit, and no
 * setrlimit: the soft limit is raised before Node starts, `ulimit -n` in scripts/start.mjs).
 * Null elsewhere.
 */
export function readOpenFileLimit(path = '/proc/self/limits'): OpenFileLimit | null {
  try {
    return parseOpenFileLimit(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * MAX_SOCKETS when it is not configured: the soft open-file limit less a reserve (5 %, at least
 * 500) for database connections, PGlite's files, logs, HTTP requests, and the hosts' own reserve.
 * Null when the limit is unknown or unlimited: then nothing is refused unless MAX_SOCKETS says.
 */
export function defaultMaxSockets(limit: OpenFileLimit | null): number | null {
  const soft = limit?.soft ?? null;
  if (soft === null) return null;
  const reserve = Math.max(MIN_FD_RESERVE, Math.ceil(soft * FD_RESERVE_SHARE));
  return Math.max(1, soft - reserve - HOST_SOCKET_RESERVE);
}

/** The kernel's cap on a listen backlog (net.core.somaxconn); null where it cannot be read. */
export function readSomaxconn(path = '/proc/sys/net/core/somaxconn'): number | null {
  try {
    const n = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/** What is refused, for the log line and the metrics. */
export type Refused = 'websocket' | 'join';

export interface RefusalTimer {
  setTimeout(fn: () => void, ms: number): { unref?: () => void };
}

/** One warning per burst of refusals: the first at once, then a count every `windowMs` while they last. */
export class RefusalLog {
  private pending = { websocket: 0, join: 0 };
  private armed = false;

  constructor(
    private readonly log: Pick<Log, 'warn'>,
    private readonly describe: () => object,
    private readonly windowMs = 10_000,
    private readonly timer: RefusalTimer = { setTimeout: (fn, ms) => setTimeout(fn, ms) },
  ) {}

  note(kind: Refused): void {
    this.pending[kind]++;
    if (!this.armed) this.flush();
  }

  private flush(): void {
    const { websocket, join } = this.pending;
    if (websocket + join === 0) {
      this.armed = false;
      return;
    }
    this.pending = { websocket: 0, join: 0 };
    this.log.warn(
      { refusedWebsockets: websocket, refusedJoins: join, ...this.describe() },
      'this process is at its socket budget (MAX_SOCKETS): refusing new participants with 503 / SERVER_FULL',
    );
    this.armed = true;
    this.timer.setTimeout(() => this.flush(), this.windowMs).unref?.();
  }
}

/** Which count a socket was taken from: MAX_SOCKETS, or the hosts' reserve past it. */
export type SocketPool = 'participants' | 'hosts';

/**
 * The count of open websockets of one process and the decision to take another. Anyone not
 * signed in (a phone, a screen without an account) gets one of MAX_SOCKETS; a signed-in person
 * (the host's console and screen) one of HOST_SOCKET_RESERVE, kept apart, or one of MAX_SOCKETS
 * when the reserve is used up, so the host always has room however many phones came.
 */
export class SocketBudget {
  private readonly open = { participants: 0, hosts: 0 };
  /** Refused since the process started (metrics, the bench). */
  readonly refused = { websocket: 0, join: 0 };
  private readonly refusals: RefusalLog;

  constructor(
    /** Null: no budget (the open-file limit is unknown and MAX_SOCKETS not set). */
    readonly maxSockets: number | null,
    log: Pick<Log, 'warn'>,
    readonly hostReserve = HOST_SOCKET_RESERVE,
    timer?: RefusalTimer,
  ) {
    this.refusals = new RefusalLog(log, () => ({ openSockets: this.openSockets, maxSockets: this.maxSockets }), undefined, timer);
  }

  get openSockets(): number {
    return this.open.participants + this.open.hosts;
  }

  /** Whether a participant's socket (or a join, which leads to one) fits now. */
  hasRoom(): boolean {
    return this.maxSockets === null || this.open.participants < this.maxSockets;
  }

  /**
   * Counts a socket if it fits: the pool it was taken from, to `release` exactly once when it
   * closes, or null when it does not fit.
   */
  take(signedIn: boolean): SocketPool | null {
    if (signedIn && this.open.hosts < this.hostReserve) {
      this.open.hosts++;
      return 'hosts';
    }
    if (!this.hasRoom()) return null;
    this.open.participants++;
    return 'participants';
  }

  release(pool: SocketPool): void {
    if (this.open[pool] > 0) this.open[pool]--;
  }

  refuse(kind: Refused): void {
    this.refused[kind]++;
    this.refusals.note(kind);
  }
}
