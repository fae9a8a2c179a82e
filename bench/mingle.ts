/**
 * Mingle as the benchmark sees it: server processes started the way `npm start` runs them,
 * and the host's side of the public API (sign in, make a quiz deck, start, advance).
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { StateSend } from '../apps/server/src/graphql/ws/stateSends';
import { freePort, spawnChild, stopChild, waitHttp, type Child } from './procs';

/** Extra node/V8 flags for the servers, for looking into a run (e.g. `--trace-deopt`, with `--server-log`). */
const SERVER_NODE_FLAGS = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);

export const repoRoot = resolve(import.meta.dirname, '..');

export interface ServerMetrics {
  rss: number;
  heapUsed: number;
  cpuUserUs: number;
  cpuSystemUs: number;
  websockets: number;
  /** Phones' `me` texts written while sending and ahead, since the process started. */
  meWrittenWhileSending?: number;
  meWrittenAhead?: number;
  /** The last changes of state sent: first and last write, monotonic ms. */
  stateSends?: StateSend[];
  /** The socket budget (ADR 54) and what it refused since the process started. */
  maxSockets?: number | null;
  capacityRefusals?: { websocket: number; join: number };
}

export interface MingleServers {
  urls: string[];
  /** The compiled bundle, as `npm start` runs it, or the TypeScript through tsx. */
  runsFrom: ServerRunsFrom;
  dataDirs: string[];
  database: 'pglite' | 'postgres';
  metrics(): Promise<ServerMetrics[]>;
  stop(): Promise<void>;
}

/**
 * How each server process is run. By default as `npm start` runs it (ADR 57): the compiled
 * bundle, built here first, with start.mjs's memory settings. Until the night of 2026-11-27
 * the bench ran the TypeScript through tsx, whose loader thread shared the server's pinned
 * core and whose memory `npm start` does not have. A checkout from before the bundle
 * (--server-dir) can only run from its sources.
 */
function serverCommand(serverDir: string, fromSources: boolean): { args: string[]; env: Record<string, string>; runsFrom: ServerRunsFrom } {
  const builder = join(serverDir, 'scripts/build-server.mjs');
  if (fromSources || !existsSync(builder)) return { args: ['--import', 'tsx', 'apps/server/src/server.ts'], env: {}, runsFrom: 'sources' };
  const built = spawnSync(process.execPath, [builder], { cwd: serverDir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`compiling the server (${builder}) failed with exit code ${built.status}`);
  // A checkout compiled before the settings had a file of their own had them in start.mjs: this one's are the same.
  const own = join(serverDir, 'scripts/malloc-env.json');
  const envFile = existsSync(own) ? own : join(repoRoot, 'scripts/malloc-env.json');
  const env = JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>;
  return { args: ['apps/server/dist/server.js'], env, runsFrom: 'bundle' };
}

export type ServerRunsFrom = 'bundle' | 'sources';

export async function startMingle(opts: {
  serverDir: string;
  /** Run the TypeScript through tsx instead of the compiled bundle `npm start` runs. */
  fromSources: boolean;
  profileDir?: string | undefined;
  /** Folder for each server's whole output, if any. */
  logDir?: string | undefined;
  processes: number;
  cpus: string | null;
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
  maxParticipants: number;
  /** The built web app to serve (WEB_DIST), for benchmarks that load its pages. */
  webDist?: string | undefined;
}): Promise<MingleServers> {
  // Every process must verify the others' participant tokens: one secret for all.
  const authSecret = randomBytes(36).toString('base64url');
  const metricsToken = randomBytes(18).toString('base64url');
  const children: Child[] = [];
  const command = serverCommand(opts.serverDir, opts.fromSources);
  const urls: string[] = [];
  const dataDirs: string[] = [];
  for (let i = 0; i < opts.processes; i++) {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'mingle-bench-'));
    // The fleet joins 10,000 phones from 8 loopback addresses in seconds: per-address limits
    // (docs/adr/0015) far above that, so the benchmark measures the server, not its limits.
    // A server from before the limits (--server-dir) ignores these.
    const limits = { RATE_LIMIT_CODE_MISSES: '1000000/60', RATE_LIMIT_JOINS: '1000000/60' };
    const env: NodeJS.ProcessEnv = {
      // As start.mjs: a value already in the environment wins.
      ...command.env,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_SECRET: authSecret,
      METRICS_TOKEN: metricsToken,
      MAX_PARTICIPANTS: String(opts.maxParticipants),
      LOG_LEVEL: 'warn',
      ...limits,
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
    if (opts.redisUrl) env.REDIS_URL = opts.redisUrl;
    if (opts.webDist) env.WEB_DIST = opts.webDist;
    children.push(
      spawnChild(
        `server${i}`,
        [
          process.execPath,
          ...(opts.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.profileDir}`] : []),
          ...SERVER_NODE_FLAGS,
          ...command.args,
        ],
        { cwd: opts.serverDir, env, cpus: opts.cpus, logFile: opts.logDir && join(opts.logDir, `server${i}.log`) },
      ),
    );
    urls.push(`http://127.0.0.1:${port}`);
    dataDirs.push(dataDir);
  }
  await Promise.all(children.map((c, i) => waitHttp(`${urls[i]}/readyz`, c, 120_000)));
  return {
    urls,
    dataDirs,
    runsFrom: command.runsFrom,
    database: opts.databaseUrl ? 'postgres' : 'pglite',
    metrics: () =>
      Promise.all(urls.map((u) => fetchJson<ServerMetrics>(`${u}/v1/functions/metrics`, { authorization: `Bearer ${metricsToken}` }))),
    async stop() {
      await Promise.all(children.map((c) => stopChild(c)));
    },
  };
}

export function removeDirs(dirs: string[]): void {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}

export async function fetchJson<T>(url: string, headers: Record<string, string> = {}, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok && res.status !== 400) throw new Error(`${url}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** A GraphQL request that came back with errors; `messages` lets a caller tell an expected refusal. */
export class GraphQLRefusal extends Error {
  constructor(
    readonly messages: string[],
    detail: string,
  ) {
    super(`GraphQL: ${detail.slice(0, 400)}`);
  }
}

export async function gql<T>(url: string, token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await fetchJson<{ data?: T; errors?: { message: string }[] }>(
    `${url}/v1/graphql`,
    token ? { authorization: `Bearer ${token}` } : {},
    { query, variables },
  );
  if (r.errors?.length || !r.data)
    throw new GraphQLRefusal(
      (r.errors ?? []).map((e) => e.message),
      JSON.stringify(r.errors ?? r),
    );
  return r.data;
}

const HOST_EMAIL = 'bench-host@example.com';
const HOST_PASSWORD = 'bench host password';

/** Signs in the bench's host, or signs it up on a fresh database. */
async function hostToken(url: string): Promise<string> {
  const payload = { email: HOST_EMAIL, password: HOST_PASSWORD };
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  let res = await post('/v1/signin/email-password', payload);
  if (!res.ok) res = await post('/v1/signup/email-password', { ...payload, displayName: 'Bench host' });
  if (!res.ok) throw new Error(`host sign-up failed: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { session: { accessToken: string } }).session.accessToken;
}

export interface BenchEvent {
  token: string;
  eventId: string;
  code: string;
  slideIds: string[];
}

/**
 * A deck of `questions` quiz slides, started as an event. The time limit is the longest
 * allowed, so answering never closes on a deadline: it closes when the host locks it or —
 * the host's default, `closeWhenAllAnswered` — as soon as everyone connected has answered.
 * `closeWhenAllAnswered: false` (for comparison runs) is the only setting the bench can
 * override; otherwise the event starts with the settings a host gets by default.
 */
export async function setupEvent(url: string, questions: number, timeLimitS: number, closeWhenAllAnswered: boolean): Promise<BenchEvent> {
  const token = await hostToken(url);
  const slideIds = Array.from({ length: questions }, (_, i) => `q${i + 1}`);
  const slides = slideIds.map((id, i) => ({
    type: 'quiz',
    id,
    question: `Bench question ${i + 1}: which option is right?`,
    options: [{ text: 'Alpha' }, { text: 'Bravo', correct: true }, { text: 'Charlie' }, { text: 'Delta' }],
    timeLimit: timeLimitS,
  }));
  const created = await gql<{ createDeck: { id: string } }>(url, token, 'mutation { createDeck { id } }');
  const deckId = created.createDeck.id;
  await gql(url, token, 'mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
    id: deckId,
    doc: { version: 1, title: 'Bench quiz', slides },
  });
  // No settings at all by default: whatever a host gets when it does not touch them.
  const start = closeWhenAllAnswered
    ? 'mutation ($d: ID!) { startEvent(deckId: $d) { id code } }'
    : 'mutation ($d: ID!) { startEvent(deckId: $d, settings: { closeWhenAllAnswered: false }) { id code } }';
  const started = await gql<{ startEvent: { id: string; code: string } }>(url, token, start, { d: deckId });
  return { token, eventId: started.startEvent.id, code: started.startEvent.code, slideIds };
}

export function advance(url: string, token: string, eventId: string): Promise<unknown> {
  return gql(url, token, 'mutation ($e: ID!) { advanceEvent(eventId: $e) { status slideIndex step } }', { e: eventId });
}

/** The server's refusal of `lockAnswers` when answering has already closed (live/state.ts). */
export const ANSWERING_NOT_OPEN = 'Answering is not open';

/**
 * The host closes answering, which moves the event to the reveal. Resolves 'server' when the
 * server refused because it had closed answering itself (everyone had answered): the reveal
 * is then already out, and advancing instead would have skipped it.
 */
export async function lockAnswers(url: string, token: string, eventId: string): Promise<'host' | 'server'> {
  try {
    await gql(url, token, 'mutation ($e: ID!) { lockAnswers(eventId: $e) { status slideIndex step } }', { e: eventId });
    return 'host';
  } catch (err) {
    if (err instanceof GraphQLRefusal && err.messages.length === 1 && err.messages[0] === ANSWERING_NOT_OPEN) return 'server';
    throw err;
  }
}

/** Answers stored for the event, read from the database itself rather than from the server. */
export async function countCommitted(servers: MingleServers, databaseUrl: string | undefined, eventId: string): Promise<number> {
  const sql = 'SELECT count(*)::int AS n FROM responses WHERE event_id = $1';
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ n: number }>(sql, [eventId])).rows[0]!.n;
    } finally {
      await client.end();
    }
  }
  // PGlite is single-process: the server must have stopped before its files are opened here.
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(servers.dataDirs[0]!, 'pglite'));
  try {
    return (await db.query<{ n: number }>(sql, [eventId])).rows[0]!.n;
  } finally {
    await db.close();
  }
}
