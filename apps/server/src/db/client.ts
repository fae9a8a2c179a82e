import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { recomputeNicknameKeys } from './nicknameKeys';
import { migrationsFolder } from './migrationsFolder';
import { PGLITE_CONF } from './pgliteConf';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: everything above the driver sees only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export { migrationsFolder };

export interface DatabaseOptions {
  /** PostgreSQL URL; absent means embedded PGlite. */
  url?: string | undefined;
  /** Folder for PGlite's files, or 'memory://' for a throwaway database. */
  pgliteDir?: string;
  /**
   * A throwaway database's starting files, from PGlite's `dumpDataDir` of a migrated one:
   * the test suites start each file's database from one (testing/pgliteTemplate.ts) instead of
   * running initdb and every migration again, 0.4 s instead of 2.7 s. Migrations still run.
   */
  pgliteFrom?: Blob | undefined;
}

/**
 * Opens the database and brings its schema up to date. Migrations run at every start,
 * on PGlite and PostgreSQL alike, so an upgrade is only ever "restart the process"; so do
 * the data changes SQL cannot make (nickname keys, ADR 23).
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const database = opts.url ? await openPostgres(opts.url) : await openPglite(opts.pgliteDir ?? 'memory://', opts.pgliteFrom);
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A database that does not answer (host gone, network cut) fails a request after 30 s with a
  // retryable error instead of holding it forever; the next query opens a new connection.
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client whose connection the server ended (restart, failover, an admin) emits
  // 'error' on the pool; unhandled, that would end the process. The pool replaces it.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.error('PostgreSQL connection lost:', err.message);
  });
  const db = drizzle(pool, { schema });
  // Several processes may start together against one database: serialise their migrations.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    const locked = drizzle(client, { schema });
    await migrate(locked, { migrationsFolder });
    await recomputeNicknameKeys(locked as unknown as Db);
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: () => pingWith(db as unknown as Db),
    close: () => pool.end(),
  };
}

/**
 * Creates a fresh PGlite folder (initdb and the migrations) in a child process (ADR 55): the
 * memory that takes (about 500 MB of WebAssembly memory) would otherwise stay with the server
 * for its whole life.
 * The child runs with this process's loader flags (`--import tsx` under `npm start`).
 */
function initDataDirApart(dir: string): void {
  const script = resolve(import.meta.dirname, `pgliteInit${extname(import.meta.filename)}`);
  // A TypeScript child needs tsx; under `npm start` the flags already say so, under a test runner not.
  const loader = script.endsWith('.ts') && !process.execArgv.some((a) => a.includes('tsx')) ? ['--import', 'tsx'] : [];
  const r = spawnSync(process.execPath, [...process.execArgv, ...loader, script, dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (r.status !== 0)
    throw new Error(`creating the embedded database in ${dir} failed: ${r.stderr || r.error?.message || `exit ${r.status}`}`);
}

async function openPglite(dir: string, from: Blob | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dir.startsWith('memory://')) {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, 'PG_VERSION'))) initDataDirApart(dir);
  }
  if (from && !dir.startsWith('memory://')) throw new Error('a database template is only for a throwaway database');
  const client = await PGlite.create(dir, { postgresqlconf: PGLITE_CONF, ...(from ? { loadDataDir: from } : {}) });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await recomputeNicknameKeys(db as unknown as Db);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () => pingWith(db as unknown as Db),
    close: () => client.close(),
  };
}

/**
 * How long a query may wait for a connection before it fails as unavailable. pg-pool counts
 * the wait for a free client in it too, not only the connecting: a room of 10,000 joining at
 * once queues joins behind the pool's 10 connections for seconds (5 s failed 205 of 10,000 in
 * the benchmark), so this is long enough for a busy pool and still ends a dead connect.
 */
const CONNECT_TIMEOUT_MS = 30_000;
/** Readiness is answered within this, whatever the database does. */
const PING_TIMEOUT_MS = 2000;

async function pingWith(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<false>((ok) => {
      timer = setTimeout(() => ok(false), PING_TIMEOUT_MS);
    });
    return await Promise.race([db.execute(sql`SELECT 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
